// Location tiles (K8, ruling R3) and their actions (K9, rulings R2, R4): where each tile's
// action may go, taking tiles next to an arriving settlement and losing them when no own
// settlement touches their hex, and the judging, application and listing of the tile actions
// and of the R3 choice of which twin to discard.
#include <algorithm>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/kingdom_builder/rules.h"
#include "engines/kingdom_builder/violations.h"

namespace arbiter {
namespace kingdom_builder {

bool IsBuildTile(pb::Location tile) {
  return tile == pb::LOCATION_ORACLE || tile == pb::LOCATION_FARM ||
         tile == pb::LOCATION_OASIS || tile == pb::LOCATION_TOWER || tile == pb::LOCATION_TAVERN;
}

namespace {

// K9 Tavern: X empty buildable with X-d, X-2d, X-3d own for some direction d. X-d is own, so X
// touches an own settlement: only those hexes are tried.
HexSet TavernTargets(const State& s, const Occupancy& o) {
  HexSet out;
  ForEachHex(BuildableHexes(s.map) & ~o.occupied & o.touching, [&](int h) {
    for (int d = 0; d < kDirections; ++d) {
      bool line = true;
      for (int k = 1; k <= 3 && line; ++k) {
        const int x = Step(h, d, k);
        line = x >= 0 && o.own.test(x);
      }
      if (line) {
        out.set(h);
        return;
      }
    }
  });
  return out;
}

}  // namespace

HexSet BuildTileTargets(const State& s, const Occupancy& o, pb::Location tile) {
  const int seat = s.current_seat;
  if (s.seats[seat].supply < 1) return HexSet();
  switch (tile) {
    case pb::LOCATION_ORACLE:
      if (s.played == 0) return HexSet();
      return AdjacentIfPossible(s, o, EmptyOfKind(s, o, static_cast<Kind>(s.played), -1), -1);
    case pb::LOCATION_FARM:
      return AdjacentIfPossible(s, o, EmptyOfKind(s, o, Kind::kGrass, -1), -1);
    case pb::LOCATION_OASIS:
      return AdjacentIfPossible(s, o, EmptyOfKind(s, o, Kind::kDesert, -1), -1);
    case pb::LOCATION_TOWER:
      return AdjacentIfPossible(s, o, EdgeHexes() & BuildableHexes(s.map) & ~o.occupied, -1);
    case pb::LOCATION_TAVERN:
      return TavernTargets(s, o);
    default:
      return HexSet();
  }
}

HexSet BuildTileTargets(const State& s, pb::Location tile) {
  if (s.seats[s.current_seat].supply < 1) return HexSet();
  return BuildTileTargets(s, Occupancy(s, s.current_seat), tile);
}

HexSet MoveTileTargets(const State& s, const Occupancy& o, pb::Location tile, int from) {
  const int seat = s.current_seat;
  if (from < 0 || from >= kHexCount || s.owner[from] != seat) return HexSet();
  const bool lifted = s.options.move_adjacency() != pb::MOVE_ADJACENCY_IN_PLACE;
  switch (tile) {
    case pb::LOCATION_BARN:
      if (s.played == 0) return HexSet();
      return AdjacentIfPossible(
          s, o, EmptyOfKind(s, o, static_cast<Kind>(s.played), lifted ? from : -1), from);
    case pb::LOCATION_HARBOR:
      return AdjacentIfPossible(s, o, EmptyOfKind(s, o, Kind::kWater, lifted ? from : -1), from);
    case pb::LOCATION_PADDOCK: {
      HexSet out;
      for (int d = 0; d < kDirections; ++d) {
        const int to = Step(from, d, 2);
        if (to >= 0 && s.owner[to] < 0 && IsBuildable(s.map.kind[to])) out.set(to);
      }
      return out;
    }
    default:
      return HexSet();
  }
}

HexSet MoveTileTargets(const State& s, pb::Location tile, int from) {
  if (from < 0 || from >= kHexCount || s.owner[from] != s.current_seat) return HexSet();
  return MoveTileTargets(s, Occupancy(s, s.current_seat), tile, from);
}

void TakeTiles(State* s, int seat, int hex, Events* events) {
  SeatState& ss = s->seats[seat];
  for (int n : Neighbours(hex)) {
    if (s->map.kind[n] != Kind::kLocation || s->tiles_left[n] <= 0) continue;
    if (std::binary_search(ss.took_from.begin(), ss.took_from.end(), n)) continue;
    --s->tiles_left[n];
    ss.took_from.insert(std::upper_bound(ss.took_from.begin(), ss.took_from.end(), n), n);
    Tile t{s->map.location[n], n, false, true};
    auto pos = std::upper_bound(ss.tiles.begin(), ss.tiles.end(), t, [](const Tile& a, const Tile& b) {
      return std::make_pair(a.location, a.origin) < std::make_pair(b.location, b.origin);
    });
    ss.tiles.insert(pos, t);
    if (events == nullptr) continue;
    pb::Event e;
    e.mutable_tile_taken()->set_seat(seat);
    *e.mutable_tile_taken()->mutable_origin() = Coord(n);
    e.mutable_tile_taken()->set_location(t.location);
    EmitPublic(events, e);
  }
}


namespace {

bool Touches(const State& s, int hex, int seat) {
  for (int n : Neighbours(hex)) {
    if (s.owner[n] == seat) return true;
  }
  return false;
}

void EmitLost(Events* events, int seat, const Tile& t) {
  if (events == nullptr) return;
  pb::Event e;
  e.mutable_tile_lost()->set_seat(seat);
  *e.mutable_tile_lost()->mutable_origin() = Coord(t.origin);
  e.mutable_tile_lost()->set_location(t.location);
  EmitPublic(events, e);
}

}  // namespace

bool CheckTileLoss(State* s, int seat, bool ending_turn, Events* events) {
  std::vector<Tile>& tiles = s->seats[seat].tiles;
  for (size_t i = 0; i < tiles.size();) {
    const Tile lost = tiles[i];
    if (Touches(*s, lost.origin, seat)) {
      ++i;
      continue;
    }
    // R3: a twin of the same type, still tied to a touched hex, in a different state.
    auto twin = std::find_if(tiles.begin(), tiles.end(), [&](const Tile& t) {
      return t.location == lost.location && t.origin != lost.origin &&
             Touches(*s, t.origin, seat);
    });
    if (twin != tiles.end() && (twin->used != lost.used || twin->gained != lost.gained)) {
      s->phase = pb::PHASE_TILE_LOSS_CHOICE;
      s->loss_lost = lost.origin;
      s->loss_other = twin->origin;
      s->loss_ending_turn = ending_turn;
      return true;
    }
    EmitLost(events, seat, lost);
    tiles.erase(tiles.begin() + i);
  }
  return false;
}

namespace {

// Resolves a pending R3 choice by discarding the tile from `origin` (lost or other hex).
void ResolveTileLossChoice(State* s, int origin, Events* events) {
  std::vector<Tile>& tiles = s->seats[s->current_seat].tiles;
  auto lost = std::find_if(tiles.begin(), tiles.end(),
                           [&](const Tile& t) { return t.origin == s->loss_lost; });
  auto other = std::find_if(tiles.begin(), tiles.end(),
                            [&](const Tile& t) { return t.origin == s->loss_other; });
  if (lost == tiles.end() || other == tiles.end()) return;  // CheckState guarantees both exist
  if (origin == s->loss_other) {
    // Keep the lost tile's state; it is tied to the other hex from now on.
    other->used = lost->used;
    other->gained = lost->gained;
  }
  EmitLost(events, s->current_seat, *lost);
  tiles.erase(lost);
  s->phase = pb::PHASE_TURN;
  s->loss_lost = s->loss_other = -1;
  s->loss_ending_turn = false;
}

// The action's field name for a tile (the Action oneof case).
const char* TileField(pb::Location tile) {
  switch (tile) {
    case pb::LOCATION_BARN: return "barn";
    case pb::LOCATION_FARM: return "farm";
    case pb::LOCATION_ORACLE: return "oracle";
    case pb::LOCATION_HARBOR: return "harbor";
    case pb::LOCATION_TOWER: return "tower";
    case pb::LOCATION_OASIS: return "oasis";
    case pb::LOCATION_PADDOCK: return "paddock";
    case pb::LOCATION_TAVERN: return "tavern";
    default: return "action";
  }
}

pb::BuildCause CauseOf(pb::Location tile) {
  switch (tile) {
    case pb::LOCATION_ORACLE: return pb::BUILD_CAUSE_ORACLE;
    case pb::LOCATION_FARM: return pb::BUILD_CAUSE_FARM;
    case pb::LOCATION_OASIS: return pb::BUILD_CAUSE_OASIS;
    case pb::LOCATION_TOWER: return pb::BUILD_CAUSE_TOWER;
    case pb::LOCATION_TAVERN: return pb::BUILD_CAUSE_TAVERN;
    default: return pb::BUILD_CAUSE_UNSPECIFIED;
  }
}

// The index of the held tile of this type that may be used now (K8), lowest origin first;
// -1 if none.
int UsableTileIndex(const State& s, pb::Location tile) {
  const std::vector<Tile>& tiles = s.seats[s.current_seat].tiles;
  for (size_t i = 0; i < tiles.size(); ++i) {
    if (tiles[i].location == tile && !tiles[i].used && !tiles[i].gained) return static_cast<int>(i);
  }
  return -1;
}

void MarkUsed(State* s, pb::Location tile) {
  const int i = UsableTileIndex(*s, tile);
  if (i >= 0) s->seats[s->current_seat].tiles[i].used = true;
}

bool MayUseTilesNow(const State& s) { return s.builds_done == 0 || s.mandatory_complete; }

// Why the current seat may not use a tile of this type now, if it may not (K5, K8).
Verdict JudgeTileUsable(const State& s, pb::Location tile) {
  const std::string field = TileField(tile);
  if (!MayUseTilesNow(s)) {
    return MakeViolation(
        kTileDuringMandatory, field,
        "the three mandatory builds come in a row, with no tile action between them");
  }
  if (UsableTileIndex(s, tile) >= 0) return std::nullopt;
  bool held = false, gained = false;
  for (const Tile& t : s.seats[s.current_seat].tiles) {
    if (t.location != tile) continue;
    held = true;
    gained = gained || t.gained;
  }
  if (!held) return MakeViolation(kTileNotHeld, field, "no such location tile is held");
  if (gained) {
    return MakeViolation(kTileGainedThisTurn, field,
                         "a tile taken this turn may be used from the next turn on");
  }
  return MakeViolation(kTileAlreadyUsed, field, "each tile may be used once per turn");
}

// Appends the build-tile actions to every hex of `targets`, by hex.
void AddBuilds(pb::Location tile, const HexSet& targets, Moves* out) {
  ForEachHex(targets, [&](int h) { out->push_back(Move::BuildTile(tile, h)); });
}

// Appends the move-tile actions from `from` to every hex of `targets`, by hex.
void AddMoves(pb::Location tile, int from, const HexSet& targets, Moves* out) {
  ForEachHex(targets, [&](int h) { out->push_back(Move::MoveTile(tile, from, h)); });
}

}  // namespace

Verdict JudgeBuildTile(const State& s, pb::Location tile, const pb::BuildTarget& b, int* hex) {
  if (Verdict v = JudgeTileUsable(s, tile)) return v;
  const std::string field = absl::StrCat(TileField(tile), ".hex");
  if (s.seats[s.current_seat].supply < 1) {
    return MakeViolation(kSupplyEmpty, TileField(tile), "no settlement left in supply");
  }
  if (tile == pb::LOCATION_ORACLE && s.played == 0) {
    return MakeViolation(kNoPlayedCard, TileField(tile), "no terrain card is played");
  }
  if (Verdict v = JudgeHex(b.hex(), field, hex)) return v;
  const int h = *hex;
  if (BuildTileTargets(s, tile).test(h)) return std::nullopt;
  switch (tile) {
    case pb::LOCATION_ORACLE:
      return WhyNotBuild(s, h, static_cast<Kind>(s.played), kTileWrongTerrain, field);
    case pb::LOCATION_FARM:
      return WhyNotBuild(s, h, Kind::kGrass, kTileWrongTerrain, field);
    case pb::LOCATION_OASIS:
      return WhyNotBuild(s, h, Kind::kDesert, kTileWrongTerrain, field);
    case pb::LOCATION_TOWER:
      if (s.owner[h] < 0 && IsBuildable(s.map.kind[h]) && !IsEdge(h)) {
        return MakeViolation(kNotEdgeHex, field, Where(h) + " is not an edge hex");
      }
      return WhyNotBuild(s, h, Kind::kNone, kTileWrongTerrain, field);
    default:  // Tavern
      if (s.owner[h] < 0 && IsBuildable(s.map.kind[h])) {
        return MakeViolation(kNotLineEnd, field,
                             Where(h) + " does not extend a straight line of 3 own settlements");
      }
      return WhyNotBuild(s, h, Kind::kNone, kTileWrongTerrain, field);
  }
}

void ApplyBuildTile(State* s, pb::Location tile, int hex, Events* events) {
  MarkUsed(s, tile);
  Place(s, s->current_seat, hex, CauseOf(tile), events);
  if (s->seats[s->current_seat].supply == 0) s->mandatory_complete = true;
  ResolveExhaustion(s, events);
}

Verdict JudgeMoveTile(const State& s, pb::Location tile, const pb::MoveTarget& m, int* from,
                      int* to) {
  if (Verdict v = JudgeTileUsable(s, tile)) return v;
  const std::string f = TileField(tile);
  if (Verdict v = JudgeHex(m.from(), f + ".from", from)) return v;
  if (s.owner[*from] != s.current_seat) {
    return MakeViolation(kNotOwnSettlement, f + ".from",
                         Where(*from) + " holds no settlement of the player");
  }
  if (Verdict v = JudgeHex(m.to(), f + ".to", to)) return v;
  if (*to == *from) return MakeViolation(kMoveSameHex, f + ".to", "a move must change hexes");
  if (tile == pb::LOCATION_BARN && s.played == 0) {
    return MakeViolation(kNoPlayedCard, f, "no terrain card is played");
  }
  const std::string field = f + ".to";
  if (MoveTileTargets(s, tile, *from).test(*to)) return std::nullopt;
  if (tile == pb::LOCATION_PADDOCK) {
    bool straight = false;
    for (int d = 0; d < kDirections; ++d) straight = straight || Step(*from, d, 2) == *to;
    if (!straight) {
      return MakeViolation(kNotTwoStepsStraight, field,
                           Where(*to) + " is not exactly two steps in one direction");
    }
    return WhyNotBuild(s, *to, Kind::kNone, kTileWrongTerrain, field);
  }
  const Kind kind = tile == pb::LOCATION_BARN ? static_cast<Kind>(s.played) : Kind::kWater;
  if (s.owner[*to] < 0 && s.map.kind[*to] == kind) {
    // The target qualifies but is not among the K6 targets.
    const bool lifted = s.options.move_adjacency() != pb::MOVE_ADJACENCY_IN_PLACE;
    if (lifted && MoveTileTargets(s, tile, *from).none()) {
      return MakeViolation(
          kMoverOnlyCandidate, field,
          "lifted, the mover's own hex is the only one touching the player's settlements");
    }
  }
  return WhyNotBuild(s, *to, kind, kTileWrongTerrain, field);
}

void ApplyMoveTile(State* s, pb::Location tile, int from, int to, Events* events) {
  MarkUsed(s, tile);
  const int seat = s->current_seat;
  s->owner[from] = -1;
  s->owner[to] = static_cast<int8_t>(seat);
  if (events != nullptr) {
    pb::Event e;
    e.mutable_settlement_moved()->set_seat(seat);
    *e.mutable_settlement_moved()->mutable_from() = Coord(from);
    *e.mutable_settlement_moved()->mutable_to() = Coord(to);
    e.mutable_settlement_moved()->set_tile(tile);
    EmitPublic(events, e);
  }
  if (s->options.tile_loss_check() != pb::TILE_LOSS_CHECK_END_OF_TURN) {
    CheckTileLoss(s, seat, /*ending_turn=*/false, events);
  }
  TakeTiles(s, seat, to, events);
  ResolveExhaustion(s, events);
}

void ListTileActions(const State& s, const Occupancy& o, Moves* out) {
  if (!MayUseTilesNow(s)) return;
  for (int l = pb::LOCATION_BARN; l <= pb::LOCATION_TAVERN; ++l) {
    const auto tile = static_cast<pb::Location>(l);
    if (UsableTileIndex(s, tile) < 0) continue;
    if (IsBuildTile(tile)) {
      AddBuilds(tile, BuildTileTargets(s, o, tile), out);
    } else {
      ForEachHex(o.own, [&](int from) {
        AddMoves(tile, from, MoveTileTargets(s, o, tile, from), out);
      });
    }
  }
}

Verdict JudgeDiscardTile(const State& s, const pb::DiscardTile& d, int* origin) {
  if (s.phase != pb::PHASE_TILE_LOSS_CHOICE) {
    return MakeViolation(kNoTileLossChoice, "discard_tile", "no tile choice is pending");
  }
  if (Verdict v = JudgeHex(d.origin(), "discard_tile.origin", origin)) return v;
  if (*origin != s.loss_lost && *origin != s.loss_other) {
    return MakeViolation(kNotATileLossChoice, "discard_tile.origin",
                         Where(*origin) + " is neither tile of the pending choice");
  }
  return std::nullopt;
}

void ApplyDiscardTile(State* s, int origin, Events* events) {
  const bool ending = s->loss_ending_turn;
  ResolveTileLossChoice(s, origin, events);
  if (ending) {
    EndTurn(s, events);
  } else {
    ResolveExhaustion(s, events);
  }
}

void ListDiscardTiles(const State& s, Moves* out) {
  for (int h : {std::min(s.loss_lost, s.loss_other), std::max(s.loss_lost, s.loss_other)}) {
    out->push_back(Move::DiscardTile(h));
  }
}

}  // namespace kingdom_builder
}  // namespace arbiter
