// K4, K6, K7: where a settlement may go (the building rule, "adjacent if possible"), the
// mandatory build's judging, application and listing, and placing a settlement (K8 taking,
// K10 trigger).
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/core/events.h"
#include "engines/kingdom_builder/rules.h"
#include "engines/kingdom_builder/violations.h"

namespace arbiter {
namespace kingdom_builder {

void EmitPublic(Events* events, const pb::Event& e) {
  if (events != nullptr) events->push_back(PublicEvent(e));
}

const HexSet& NeighbourMask(int hex) {
  static const std::array<HexSet, kHexCount>* const masks = [] {
    auto* m = new std::array<HexSet, kHexCount>();
    for (int h = 0; h < kHexCount; ++h) {
      for (int n : Neighbours(h)) (*m)[h].set(n);
    }
    return m;
  }();
  return (*masks)[hex];
}

HexSet BuildableHexes(const Map& map) {
  HexSet out;
  for (int k = static_cast<int>(Kind::kGrass); k <= static_cast<int>(Kind::kForest); ++k) {
    out |= map.of_kind[k];
  }
  return out;
}

const HexSet& EdgeHexes() {
  static const HexSet* const edge = [] {
    auto* e = new HexSet();
    for (int h = 0; h < kHexCount; ++h) {
      if (IsEdge(h)) e->set(h);
    }
    return e;
  }();
  return *edge;
}

Occupancy::Occupancy(const State& s, int seat) : seat(seat) {
  touch_count.fill(0);
  for (int h = 0; h < kHexCount; ++h) {
    if (s.owner[h] < 0) continue;
    occupied.set(h);
    if (s.owner[h] != seat) continue;
    own.set(h);
    touching |= NeighbourMask(h);
    for (int n : Neighbours(h)) ++touch_count[n];
  }
}

HexSet AdjacentIfPossible(const State& s, const Occupancy& o, const HexSet& c, int mover) {
  const bool lifted = s.options.move_adjacency() != pb::MOVE_ADJACENCY_IN_PLACE;
  // Lifted, the mover does not count as own: the hexes only it touches drop out.
  HexSet touching = o.touching;
  if (lifted && mover >= 0 && o.own.test(mover)) {
    for (int n : Neighbours(mover)) {
      if (o.touch_count[n] == 1) touching.reset(n);
    }
  }
  const HexSet adjacent = touching & c;
  HexSet out = adjacent.any() ? adjacent : c;
  if (mover >= 0) out.reset(mover);
  return out;
}

HexSet AdjacentIfPossible(const State& s, int seat, const HexSet& c, int mover) {
  return AdjacentIfPossible(s, Occupancy(s, seat), c, mover);
}

HexSet EmptyOfKind(const State& s, const Occupancy& o, Kind kind, int vacated) {
  HexSet out = s.map.of_kind[static_cast<int>(kind)] & ~o.occupied;
  if (vacated >= 0 && s.map.kind[vacated] == kind) out.set(vacated);
  return out;
}

HexSet EmptyOfKind(const State& s, Kind kind, int vacated) {
  HexSet out;
  for (int h = 0; h < kHexCount; ++h) {
    if (s.map.kind[h] == kind && (s.owner[h] < 0 || h == vacated)) out.set(h);
  }
  return out;
}

bool HasEmptyHex(const State& s, int terrain) {
  if (terrain < 1 || terrain > kCardTerrains) return false;
  bool empty = false;
  const HexSet& of = s.map.of_kind[terrain];
  for (size_t h = of._Find_first(); h < of.size() && !empty; h = of._Find_next(h)) {
    empty = s.owner[h] < 0;
  }
  return empty;
}

int BuildsOwed(const State& s) {
  if (s.mandatory_complete) return 0;
  return std::max(0, std::min(3 - s.builds_done, s.seats[s.current_seat].supply));
}

HexSet MandatoryTargets(const State& s, const Occupancy& o) {
  if (BuildsOwed(s) == 0 || s.played == 0) return HexSet();
  return AdjacentIfPossible(s, o, EmptyOfKind(s, o, static_cast<Kind>(s.played), -1), -1);
}

HexSet MandatoryTargets(const State& s) {
  if (BuildsOwed(s) == 0 || s.played == 0) return HexSet();
  return MandatoryTargets(s, Occupancy(s, s.current_seat));
}

std::string Where(int hex) { return absl::StrCat("(", RowOf(hex), ",", ColOf(hex), ")"); }

Verdict JudgeHex(const pb::HexCoord& h, const std::string& field, int* hex) {
  if (!InMap(h.row(), h.col())) {
    return MakeViolation(kHexOffMap, field,
                         absl::StrCat("(", h.row(), ",", h.col(), ") is off the 20x20 map"));
  }
  *hex = Index(h.row(), h.col());
  return std::nullopt;
}

Verdict WhyNotBuild(const State& s, int hex, Kind kind, const ViolationKind& wrong_terrain,
                    const std::string& field) {
  if (s.owner[hex] >= 0) return MakeViolation(kHexOccupied, field, Where(hex) + " is occupied");
  const Kind k = s.map.kind[hex];
  if (!IsBuildable(k) && k != kind) {
    return MakeViolation(kHexNotBuildable, field,
                         Where(hex) + " is water, mountain, castle or a location hex");
  }
  if (kind != Kind::kNone && k != kind) {
    return MakeViolation(wrong_terrain, field, Where(hex) + " is not of the required terrain");
  }
  return MakeViolation(
      kNotAdjacent, field,
      Where(hex) + " does not touch an own settlement, and such a hex is available");
}

namespace {

bool TouchesOwn(const State& s, int hex, int seat) {
  for (int n : Neighbours(hex)) {
    if (s.owner[n] == seat) return true;
  }
  return false;
}

// MandatoryTargets(s).test(hex) (BuildsOwed > 0), without building the set: an empty hex of
// the played terrain that touches an own settlement, or any such hex when none touches one (K6).
bool IsMandatoryTarget(const State& s, int hex) {
  if (s.played == 0) return false;
  if (s.owner[hex] >= 0 || s.map.kind[hex] != static_cast<Kind>(s.played)) return false;
  const int seat = s.current_seat;
  if (TouchesOwn(s, hex, seat)) return true;
  const HexSet& of = s.map.of_kind[s.played];
  for (size_t h = of._Find_first(); h < of.size(); h = of._Find_next(h)) {
    if (s.owner[h] < 0 && TouchesOwn(s, static_cast<int>(h), seat)) return false;
  }
  return true;
}

}  // namespace

Verdict JudgeBuild(const State& s, const pb::BuildTarget& b, int* hex) {
  if (BuildsOwed(s) == 0) {
    return MakeViolation(kMandatoryComplete, "build", "the mandatory action is complete");
  }
  if (Verdict v = JudgeHex(b.hex(), "build.hex", hex)) return v;
  if (!IsMandatoryTarget(s, *hex)) {
    return WhyNotBuild(s, *hex, static_cast<Kind>(s.played), kWrongTerrain, "build.hex");
  }
  return std::nullopt;
}

void ApplyBuild(State* s, int hex, Events* events) {
  Place(s, s->current_seat, hex, pb::BUILD_CAUSE_MANDATORY, events);
  ++s->builds_done;
  if (s->builds_done >= 3 || s->seats[s->current_seat].supply == 0) s->mandatory_complete = true;
  ResolveExhaustion(s, events);
}

void ListBuilds(const State& s, const Occupancy& o, Moves* out) {
  ForEachHex(MandatoryTargets(s, o), [out](int h) { out->push_back(Move::Build(h)); });
}

void Place(State* s, int seat, int hex, pb::BuildCause cause, Events* events) {
  s->owner[hex] = static_cast<int8_t>(seat);
  --s->seats[seat].supply;
  if (events != nullptr) {
    pb::Event e;
    e.mutable_settlement_built()->set_seat(seat);
    *e.mutable_settlement_built()->mutable_hex() = Coord(hex);
    e.mutable_settlement_built()->set_cause(cause);
    EmitPublic(events, e);
  }
  TakeTiles(s, seat, hex, events);
  if (s->seats[seat].supply == 0 && !s->end_triggered) {
    s->end_triggered = true;
    s->end_trigger_seat = seat;
    if (events != nullptr) {
      pb::Event t;
      t.mutable_end_triggered()->set_seat(seat);
      EmitPublic(events, t);
    }
  }
}

}  // namespace kingdom_builder
}  // namespace arbiter
