// Test support for the combat tests (battle_test, resolve_test, retreat_test,
// take_ground_test, medals_test, ambush_test, air_strikes_test): a blank countryside board
// with units placed by (col, row), in EXTERNAL mode so that every roll waits and the test
// supplies the dice through OnBattleRoll (rules.md M19: tests inject dice).
//
//   Board b;                                     // seat 0 Allies (row 0), seat 1 Axis
//   b.Terrain(6, 4, pb::TERRAIN_FOREST);
//   b.Place(4, 4, 0, pb::UNIT_TYPE_INFANTRY);    // ordered, full strength
//   b.Place(8, 4, 1, pb::UNIT_TYPE_ARMOR);
//   EXPECT_EQ(b.Do(BattleOf(4, 4, 8, 4)), std::nullopt);
//   b.Roll({pb::DIE_FACE_GRENADE});
#ifndef ARBITER_ENGINES_MEMOIR44_COMBAT_TESTING_H_
#define ARBITER_ENGINES_MEMOIR44_COMBAT_TESTING_H_

#include <memory>
#include <string>
#include <vector>

#include "engines/memoir44/rules.h"
#include "engines/memoir44/terrain.h"

namespace arbiter::memoir44::testing {

inline pb::Hex H(int col, int row) {
  pb::Hex h;
  h.set_col(col);
  h.set_row(row);
  return h;
}
inline HexId Id(int col, int row) { return HexAt(col, row); }

// The first card id of `kind` (CardKindOf over 1..60), 0 if none.
inline int CardOfKind(pb::CardKind kind) {
  for (int id = 1; id <= kCardCount; ++id) {
    if (CardKindOf(id) == kind) return id;
  }
  return 0;
}

struct Board {
  std::unique_ptr<Scenario> sc = std::make_unique<Scenario>();
  State s;
  std::vector<v1::Event> events;

  Board() {
    sc->side = {pb::SIDE_ALLIES, pb::SIDE_AXIS};
    sc->hand_size = {5, 5};
    sc->medals_to_win = {6, 6};
    s.scenario = sc.get();
    s.players[0].side = pb::SIDE_ALLIES;
    s.players[1].side = pb::SIDE_AXIS;
    s.external = true;
    s.phase = pb::PHASE_BATTLE;
    s.current_seat = 0;
  }
  void Terrain(int col, int row, pb::Terrain t) { sc->hexes[Id(col, row)].terrain = t; }
  void Obstacle(int col, int row, pb::Obstacle o, pb::Side side = pb::SIDE_UNSPECIFIED) {
    s.obstacle[Id(col, row)] = o;
    s.obstacle_side[Id(col, row)] = side;
  }
  Unit& Place(int col, int row, int seat, pb::UnitType type, int figures = 0,
              pb::Badge badge = pb::BADGE_UNSPECIFIED) {
    Unit u;
    u.hex = Id(col, row);
    u.seat = static_cast<int8_t>(seat);
    u.type = type;
    u.badge = badge;
    u.figures = static_cast<int8_t>(figures > 0 ? figures : FullStrength(type, badge));
    u.ordered = seat == s.current_seat;
    s.units.push_back(u);
    s.IndexUnits();
    return s.units.back();
  }
  Unit* At(int col, int row) { return s.UnitAt(Id(col, row)); }
  // Plays `kind` as this turn's card (the first id of that kind).
  void Card(pb::CardKind kind) {
    s.card_in_play = CardOfKind(kind);
    s.effective_card = s.card_in_play;
  }
  Verdict Do(const pb::Action& a) {
    Ctx c{s, &events};
    switch (a.action_case()) {
      case pb::Action::kBattle:
        return ApplyBattle(c, a.battle());
      case pb::Action::kTargets:
        return ApplyStrike(c, a.targets());
      default:
        return ApplyCombatDecision(c, CombatDecider(s), a);
    }
  }
  // Supplies the pending roll (the test's dice).
  void Roll(std::vector<pb::DieFace> faces) {
    Ctx c{s, &events};
    OnBattleRoll(c, faces);
  }
  ActionList Legal() {
    ActionList out;
    if (s.phase == pb::PHASE_BATTLE) ListBattles(s, &out);
    if (s.phase == pb::PHASE_ORDER) ListStrikes(s, &out);
    ListCombatDecisions(s, &out);
    return out;
  }
  // How many events of `kind` were emitted.
  int Count(pb::Event::EventCase kind) const {
    int n = 0;
    for (const v1::Event& e : events) {
      pb::Event d;
      if (e.detail().UnpackTo(&d) && d.event_case() == kind) ++n;
    }
    return n;
  }
};

// The violation code of a verdict, "legal" for nullopt.
inline std::string CodeOf(const Verdict& v) { return v ? v->code() : "legal"; }

inline pb::Action BattleOf(int fc, int fr, int tc, int tr) {
  pb::Action a;
  *a.mutable_battle()->mutable_from() = H(fc, fr);
  *a.mutable_battle()->mutable_target() = H(tc, tr);
  return a;
}
inline pb::Action RetreatOf(std::vector<pb::Hex> path, bool ignore = false) {
  pb::Action a;
  for (const pb::Hex& h : path) *a.mutable_retreat()->add_path() = h;
  a.mutable_retreat()->set_ignore_flag(ignore);
  return a;
}
inline pb::Action DeclineOf() {
  pb::Action a;
  a.mutable_decline();
  return a;
}
inline pb::Action TakeGroundOf() {
  pb::Action a;
  a.mutable_take_ground();
  return a;
}
inline pb::Action OverrunOf(int c, int r) {
  pb::Action a;
  *a.mutable_armor_overrun()->mutable_target() = H(c, r);
  return a;
}
inline pb::Action AmbushOf(int card_id) {
  pb::Action a;
  a.mutable_ambush()->set_card_id(card_id);
  return a;
}
inline pb::Action TargetsOf(std::vector<pb::Hex> hexes) {
  pb::Action a;
  for (const pb::Hex& h : hexes) *a.mutable_targets()->add_hexes() = h;
  return a;
}

inline constexpr pb::DieFace kInf = pb::DIE_FACE_INFANTRY, kArm = pb::DIE_FACE_ARMOR,
                             kGren = pb::DIE_FACE_GRENADE, kStar = pb::DIE_FACE_STAR,
                             kFlag = pb::DIE_FACE_FLAG;

}  // namespace arbiter::memoir44::testing

#endif  // ARBITER_ENGINES_MEMOIR44_COMBAT_TESTING_H_
