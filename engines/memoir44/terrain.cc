// The terrain tables of rules.md M11 (and the per-hex behaviours of M3) over the compiled
// scenario and the state's obstacles.
#include "engines/memoir44/terrain.h"

#include <algorithm>

namespace arbiter::memoir44 {
namespace {

pb::Terrain TerrainOf(const State& s, HexId h) { return s.scenario->hexes[h].terrain; }

bool ArmorOrArtillery(pb::UnitType t) {
  return t == pb::UNIT_TYPE_ARMOR || t == pb::UNIT_TYPE_ARTILLERY;
}

// A bunker or sandbag protects its own side (M11): the occupant's side must match, or the
// obstacle belongs to no side.
bool Protects(const State& s, HexId h) {
  const pb::Side side = s.obstacle_side[h];
  if (side == pb::SIDE_UNSPECIFIED) return true;
  const Unit* u = s.UnitAt(h);
  if (u == nullptr) return true;
  return s.players[u->seat].side == side;
}

}  // namespace

bool IsHill(pb::Terrain t) {
  switch (t) {
    case pb::TERRAIN_HILL:
    case pb::TERRAIN_IMPASSABLE_HILL:
    case pb::TERRAIN_IMPASSABLE_BLOCKING_HILL:
    case pb::TERRAIN_STEEP_HILL:
    case pb::TERRAIN_CLIFF:
    case pb::TERRAIN_BLUFF:
      return true;
    default:
      return false;
  }
}

bool IsTownLike(pb::Terrain t) { return t == pb::TERRAIN_TOWN || t == pb::TERRAIN_CHURCH; }
bool IsRiver(pb::Terrain t) { return t == pb::TERRAIN_RIVER || t == pb::TERRAIN_WIDE_RIVER; }
bool IsImpassableHill(pb::Terrain t) {
  return t == pb::TERRAIN_IMPASSABLE_HILL || t == pb::TERRAIN_IMPASSABLE_BLOCKING_HILL;
}

bool Impassable(const State& s, HexId h, pb::UnitType type) {
  const HexTerrain& ht = s.scenario->hexes[h];
  if (IsRiver(ht.terrain) && !ht.bridge) return true;
  if (IsImpassableHill(ht.terrain)) return true;
  const pb::Obstacle o = s.obstacle[h];
  if ((o == pb::OBSTACLE_HEDGEHOG || o == pb::OBSTACLE_BUNKER) && ArmorOrArtillery(type)) {
    return true;
  }
  return false;
}

bool StopsOnEntry(const State& s, HexId h, pb::UnitType type) {
  const HexTerrain& ht = s.scenario->hexes[h];
  switch (ht.terrain) {
    case pb::TERRAIN_FOREST:
    case pb::TERRAIN_HEDGEROW:
    case pb::TERRAIN_TOWN:
    case pb::TERRAIN_CHURCH:
    case pb::TERRAIN_OCEAN:
      return true;
    default:
      break;
  }
  // A railroad bridge stops armor and artillery (the source's terrain table).
  if (ht.bridge && ht.railroad && ArmorOrArtillery(type)) return true;
  return s.obstacle[h] == pb::OBSTACLE_WIRE;
}

bool NoBattleOnEntry(const State& s, HexId h) {
  const pb::Terrain t = TerrainOf(s, h);
  return t == pb::TERRAIN_FOREST || t == pb::TERRAIN_HEDGEROW || IsTownLike(t);
}

bool EnterOnlyAsFirstHex(const State& s, HexId h) {
  return TerrainOf(s, h) == pb::TERRAIN_HEDGEROW;
}
bool IsHedgerow(const State& s, HexId h) { return TerrainOf(s, h) == pb::TERRAIN_HEDGEROW; }
bool IsBeach(const State& s, HexId h) { return TerrainOf(s, h) == pb::TERRAIN_BEACH; }
bool IsOcean(const State& s, HexId h) { return TerrainOf(s, h) == pb::TERRAIN_OCEAN; }

bool CannotLeave(const State& s, HexId h, pb::UnitType type) {
  return s.obstacle[h] == pb::OBSTACLE_BUNKER && ArmorOrArtillery(type);
}

int EntryCost(const State& s, HexId from, HexId to, pb::UnitType type) {
  const pb::Terrain t = TerrainOf(s, to);
  const pb::Terrain f = TerrainOf(s, from);
  const bool from_shore = f == pb::TERRAIN_BEACH || f == pb::TERRAIN_OCEAN;
  switch (t) {
    case pb::TERRAIN_STEEP_HILL:
      return IsHill(f) ? 1 : 2;
    case pb::TERRAIN_CLIFF:
      return from_shore ? 2 : 1;
    case pb::TERRAIN_BLUFF:
      if (!from_shore) return 1;
      return type == pb::UNIT_TYPE_ARMOR ? -1 : 2;
    default:
      return 1;
  }
}

int TargetReduction(const State& s, HexId target, pb::UnitType attacker_type,
                    bool attacker_on_hill) {
  if (attacker_type != pb::UNIT_TYPE_INFANTRY && attacker_type != pb::UNIT_TYPE_ARMOR) return 0;
  const bool armor = attacker_type == pb::UNIT_TYPE_ARMOR;
  int terrain = 0;
  const pb::Terrain t = TerrainOf(s, target);
  if (t == pb::TERRAIN_FOREST || t == pb::TERRAIN_HEDGEROW || IsTownLike(t)) {
    terrain = armor ? 2 : 1;
  } else if (IsHill(t)) {
    terrain = attacker_on_hill ? 0 : 1;
  }
  int obstacle = 0;
  switch (s.obstacle[target]) {
    case pb::OBSTACLE_SANDBAG:
      if (Protects(s, target)) obstacle = 1;
      break;
    case pb::OBSTACLE_BUNKER:
      if (Protects(s, target)) obstacle = armor ? 2 : 1;
      break;
    default:
      break;
  }
  return std::max(terrain, obstacle);
}

int OwnHexModifier(const State& s, HexId from, pb::UnitType type) {
  if (type == pb::UNIT_TYPE_ARMOR && IsTownLike(TerrainOf(s, from))) return 2;
  if (type == pb::UNIT_TYPE_INFANTRY && s.obstacle[from] == pb::OBSTACLE_WIRE) return 1;
  return 0;
}

bool MayIgnoreFlag(const State& s, HexId h) {
  switch (s.obstacle[h]) {
    case pb::OBSTACLE_HEDGEHOG:
      return true;
    case pb::OBSTACLE_SANDBAG:
    case pb::OBSTACLE_BUNKER:
      if (Protects(s, h)) return true;
      break;
    default:
      break;
  }
  return TerrainOf(s, h) == pb::TERRAIN_CHURCH;
}

bool CannotBattleFrom(const State& s, HexId h) { return IsOcean(s, h); }

bool BlocksRetreat(const State& s, HexId h, pb::UnitType type) {
  return Impassable(s, h, type) || IsOcean(s, h);
}

bool MayPlaceSandbag(const State& s, HexId h) {
  return !IsOcean(s, h) && s.obstacle[h] == pb::OBSTACLE_UNSPECIFIED;
}

bool HasWire(const State& s, HexId h) { return s.obstacle[h] == pb::OBSTACLE_WIRE; }

bool TerrainBlocksLos(const State& s, HexId h) {
  const pb::Terrain t = TerrainOf(s, h);
  if (t == pb::TERRAIN_FOREST || t == pb::TERRAIN_HEDGEROW || IsTownLike(t) ||
      t == pb::TERRAIN_IMPASSABLE_BLOCKING_HILL) {
    return true;
  }
  return s.obstacle[h] == pb::OBSTACLE_BUNKER;
}

bool BlocksEveryLos(const State& s, HexId h) {
  return TerrainOf(s, h) == pb::TERRAIN_IMPASSABLE_BLOCKING_HILL;
}

}  // namespace arbiter::memoir44
