// K4, K6, K7 and the build half of K9: where settlements may be built, and building them.
#include <algorithm>

#include "engines/core/events.h"
#include "engines/kingdom_builder/rules.h"

namespace arbiter {
namespace kingdom_builder {

void EmitPublic(Events* events, const pb::Event& e) { events->push_back(PublicEvent(e)); }

HexSet AdjacentIfPossible(const KbState& s, int seat, const HexSet& c, int mover) {
  const bool lifted = s.options.move_adjacency() != pb::MOVE_ADJACENCY_IN_PLACE;
  // The hexes touching one of the seat's settlements (adjacency is symmetric, K2), found from
  // the settlements' side: ~6 per settlement instead of 6 per candidate.
  HexSet touching;
  for (int o = 0; o < kHexCount; ++o) {
    if (s.owner[o] != seat || (lifted && o == mover)) continue;
    for (int n : Neighbours(o)) touching.set(n);
  }
  const HexSet adjacent = touching & c;
  HexSet out = adjacent.any() ? adjacent : c;
  if (mover >= 0) out.reset(mover);
  return out;
}

HexSet EmptyOfKind(const KbState& s, Kind kind, int vacated) {
  HexSet out;
  for (int h = 0; h < kHexCount; ++h) {
    if (s.map.kind[h] == kind && (s.owner[h] < 0 || h == vacated)) out.set(h);
  }
  return out;
}

bool HasEmptyHex(const KbState& s, int terrain) {
  if (terrain < 1 || terrain > kCardTerrains) return false;
  const Kind kind = static_cast<Kind>(terrain);
  for (int h = 0; h < kHexCount; ++h) {
    if (s.map.kind[h] == kind && s.owner[h] < 0) return true;
  }
  return false;
}

int BuildsOwed(const KbState& s) {
  if (s.mandatory_complete) return 0;
  return std::max(0, std::min(3 - s.builds_done, s.seats[s.current].supply));
}

HexSet MandatoryTargets(const KbState& s) {
  if (BuildsOwed(s) == 0 || s.played == 0) return HexSet();
  return AdjacentIfPossible(s, s.current, EmptyOfKind(s, static_cast<Kind>(s.played), -1), -1);
}

bool IsBuildTile(pb::Location tile) {
  return tile == pb::LOCATION_ORACLE || tile == pb::LOCATION_FARM ||
         tile == pb::LOCATION_OASIS || tile == pb::LOCATION_TOWER || tile == pb::LOCATION_TAVERN;
}

namespace {

// K9 Tavern: X empty buildable with X-d, X-2d, X-3d own for some direction d.
HexSet TavernTargets(const KbState& s, int seat) {
  HexSet out;
  for (int h = 0; h < kHexCount; ++h) {
    if (s.owner[h] >= 0 || !IsBuildable(s.map.kind[h])) continue;
    for (int d = 0; d < kDirections; ++d) {
      bool line = true;
      for (int k = 1; k <= 3 && line; ++k) {
        const int x = Step(h, d, k);
        line = x >= 0 && s.owner[x] == seat;
      }
      if (line) {
        out.set(h);
        break;
      }
    }
  }
  return out;
}

}  // namespace

HexSet BuildTileTargets(const KbState& s, pb::Location tile) {
  const int seat = s.current;
  if (s.seats[seat].supply < 1) return HexSet();
  switch (tile) {
    case pb::LOCATION_ORACLE:
      if (s.played == 0) return HexSet();
      return AdjacentIfPossible(s, seat, EmptyOfKind(s, static_cast<Kind>(s.played), -1), -1);
    case pb::LOCATION_FARM:
      return AdjacentIfPossible(s, seat, EmptyOfKind(s, Kind::kGrass, -1), -1);
    case pb::LOCATION_OASIS:
      return AdjacentIfPossible(s, seat, EmptyOfKind(s, Kind::kDesert, -1), -1);
    case pb::LOCATION_TOWER: {
      HexSet c;
      for (int h = 0; h < kHexCount; ++h) {
        if (IsEdge(h) && s.owner[h] < 0 && IsBuildable(s.map.kind[h])) c.set(h);
      }
      return AdjacentIfPossible(s, seat, c, -1);
    }
    case pb::LOCATION_TAVERN:
      return TavernTargets(s, seat);
    default:
      return HexSet();
  }
}

HexSet MoveTileTargets(const KbState& s, pb::Location tile, int from) {
  const int seat = s.current;
  if (from < 0 || from >= kHexCount || s.owner[from] != seat) return HexSet();
  const bool lifted = s.options.move_adjacency() != pb::MOVE_ADJACENCY_IN_PLACE;
  switch (tile) {
    case pb::LOCATION_BARN:
      if (s.played == 0) return HexSet();
      return AdjacentIfPossible(
          s, seat, EmptyOfKind(s, static_cast<Kind>(s.played), lifted ? from : -1), from);
    case pb::LOCATION_HARBOR:
      return AdjacentIfPossible(s, seat, EmptyOfKind(s, Kind::kWater, lifted ? from : -1), from);
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

namespace {

// K8 taking: every location hex next to `hex` with a tile left that `seat` never took from.
void TakeTiles(KbState* s, int seat, int hex, Events* events) {
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
    pb::Event e;
    e.mutable_tile_taken()->set_seat(seat);
    *e.mutable_tile_taken()->mutable_origin() = Coord(n);
    e.mutable_tile_taken()->set_location(t.location);
    EmitPublic(events, e);
  }
}

}  // namespace

void Place(KbState* s, int seat, int hex, pb::BuildCause cause, Events* events) {
  s->owner[hex] = static_cast<int8_t>(seat);
  --s->seats[seat].supply;
  pb::Event e;
  e.mutable_settlement_built()->set_seat(seat);
  *e.mutable_settlement_built()->mutable_hex() = Coord(hex);
  e.mutable_settlement_built()->set_cause(cause);
  EmitPublic(events, e);
  TakeTiles(s, seat, hex, events);
  if (s->seats[seat].supply == 0 && !s->end_triggered) {
    s->end_triggered = true;
    s->end_trigger_seat = seat;
    pb::Event t;
    t.mutable_end_triggered()->set_seat(seat);
    EmitPublic(events, t);
  }
}

void Move(KbState* s, int seat, int from, int to, pb::Location tile, Events* events) {
  s->owner[from] = -1;
  s->owner[to] = static_cast<int8_t>(seat);
  pb::Event e;
  e.mutable_settlement_moved()->set_seat(seat);
  *e.mutable_settlement_moved()->mutable_from() = Coord(from);
  *e.mutable_settlement_moved()->mutable_to() = Coord(to);
  e.mutable_settlement_moved()->set_tile(tile);
  EmitPublic(events, e);
  if (s->options.tile_loss_check() != pb::TILE_LOSS_CHECK_END_OF_TURN) {
    CheckTileLoss(s, seat, /*ending_turn=*/false, events);
  }
  TakeTiles(s, seat, to, events);
}

}  // namespace kingdom_builder
}  // namespace arbiter
