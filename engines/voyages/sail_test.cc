// V3 step 1 and V4: SAIL's roles, the sailors' modifications with the wrap, stacking (R2),
// sailors gained in a turn (R14); worked examples E1 and E3.
#include "engines/voyages/test_util.h"
#include "engines/voyages/violations.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace voyages {
namespace {

using testing::At;
using testing::Do;
using testing::Fresh;
using testing::Her;
using testing::Reg;
using testing::SailA;

SailPlan Plan(const State& s, const pb::Action& a, std::string* code = nullptr) {
  SailPlan p;
  Verdict v = JudgeSail(s, 0, a.sail(), &p);
  if (code != nullptr) *code = v ? v->code() : "";
  return p;
}

// E1 (V4, V6): dice 6, 2, 4 at the start; die 1 +1 (2 -> 3, E), die 2 distance 4, die 0 duty
// 6: Palm stops the ship after 3 steps; west and middle explored; Palm visited; duty row 1,
// column 2 marked; 5 ready sailors.
TEST(Sail, E1_PalmStopsTheShip) {
  State s = Fresh(1, {6, 2, 4});
  Events events;
  ASSERT_EQ(Do(s, 0, SailA(1, 2, 0, {Reg(1, 1)}, 1, 2), &events), "");
  const Sheet& me = s.sheets[0];
  EXPECT_EQ(me.ship, At(3, 2));
  EXPECT_EQ(me.regions, 0b011u);  // west, middle
  EXPECT_EQ(me.islands, 0b01u);   // Palm
  EXPECT_EQ(me.marked, uint64_t{1} << 5);
  EXPECT_EQ(me.ready_regular, 5);
  EXPECT_EQ(me.exhausted_regular, 1);
  pb::Event sailed;
  ASSERT_TRUE(events[0].detail().UnpackTo(&sailed));
  EXPECT_EQ(sailed.sailed().direction(), 3);
  EXPECT_EQ(sailed.sailed().distance(), 4);
  EXPECT_EQ(sailed.sailed().path_size(), 3);
  EXPECT_EQ(sailed.sailed().reason(), pb::STOP_REASON_ISLAND);
  // Palm offers nothing: the turn closed itself, and with one seat the next round waits.
  EXPECT_EQ(s.round, 2);
  EXPECT_TRUE(ChancePending(s));
}

// E3 (V4): one sailor turns 6 into 1 (+1) or 1 into 6 (-1); two on one die turn 2 into 4; a
// heroic sailor turns any die into 5; 7 sailors with 6 ready is VY_NOT_ENOUGH_SAILORS.
TEST(Sail, E3_WrapStackHeroicAndTooMany) {
  State s = Fresh(1, {6, 1, 2});
  std::string code;
  EXPECT_EQ(Plan(s, SailA(0, 1, 2, {Reg(0, 1)}, 0, 1), &code).direction, 1);
  EXPECT_EQ(code, "");
  EXPECT_EQ(Plan(s, SailA(0, 1, 2, {Reg(1, -1)}, 0, 1), &code).distance, 6);
  EXPECT_EQ(code, "");
  SailPlan two = Plan(s, SailA(0, 1, 2, {Reg(2, 1), Reg(2, 1)}, 1, 0), &code);
  EXPECT_EQ(code, "");
  EXPECT_EQ(two.duty, 4);
  EXPECT_EQ(two.regular, 2);
  s.sheets[0].ready_regular = 5;
  s.sheets[0].ready_heroic = 1;
  SailPlan heroic = Plan(s, SailA(0, 1, 2, {Her(0, 5)}, 0, 1), &code);
  EXPECT_EQ(code, "");
  EXPECT_EQ(heroic.direction, 5);
  EXPECT_EQ(heroic.heroic, 1);
  s.sheets[0].ready_regular = 6;
  s.sheets[0].ready_heroic = 0;
  std::vector<pb::Modification> seven(7, Reg(0, 1));
  Plan(s, SailA(0, 1, 2, seven, 0, 1), &code);
  EXPECT_EQ(code, kNotEnoughSailors.code);
  Plan(s, SailA(0, 1, 2, {Her(0, 5)}, 0, 1), &code);  // no heroic sailor ready
  EXPECT_EQ(code, kNotEnoughSailors.code);
}

// E3 / R2: under stack_sailors = false the two-sailor change is VY_BAD_MODIFICATION; one
// sailor per die still works, and a heroic one alone.
TEST(Sail, R2_StackSailorsFalse) {
  Options no_stack;
  no_stack.stack_sailors = false;
  State s = Fresh(1, {6, 1, 2}, no_stack);
  std::string code;
  Plan(s, SailA(0, 1, 2, {Reg(2, 1), Reg(2, 1)}, 1, 0), &code);
  EXPECT_EQ(code, kBadModification.code);
  Plan(s, SailA(0, 1, 2, {Reg(0, 1), Reg(1, 1), Reg(2, 1)}, 0, 2), &code);
  EXPECT_EQ(code, "");
  s.sheets[0].ready_heroic = 1;
  s.sheets[0].ready_regular = 5;
  Plan(s, SailA(0, 1, 2, {Her(2, 4), Reg(2, 1)}, 1, 1), &code);
  EXPECT_EQ(code, kBadModification.code);
  // R2, default true: three sailors on one die.
  State t = Fresh(1, {6, 1, 2});
  EXPECT_EQ(Plan(t, SailA(0, 1, 2, {Reg(2, 1), Reg(2, 1), Reg(2, 1)}, 1, 1), &code).duty, 5);
  EXPECT_EQ(code, "");
}

// V4: a step other than +-1, a value outside 1-6, a die outside 0-2, an unset kind, or a
// field of the other kind is VY_BAD_MODIFICATION, naming the field.
TEST(Sail, V4_BadModifications) {
  State s = Fresh(1, {6, 1, 2});
  s.sheets[0].ready_heroic = 1;
  s.sheets[0].ready_regular = 5;
  struct Case {
    pb::Modification m;
    const char* field;
  };
  pb::Modification step2 = Reg(0, 2), value7 = Her(0, 7), die3 = Reg(3, 1), none = Reg(0, 1),
                   reg_value = Reg(0, 1), her_step = Her(0, 3);
  none.set_kind(pb::SAILOR_KIND_UNSPECIFIED);
  reg_value.set_value(3);
  her_step.set_step(1);
  for (const Case& c : {Case{step2, "sail.modifications[0].step"},
                        Case{value7, "sail.modifications[0].value"},
                        Case{die3, "sail.modifications[0].die"},
                        Case{none, "sail.modifications[0].kind"},
                        Case{reg_value, "sail.modifications[0].value"},
                        Case{her_step, "sail.modifications[0].step"}}) {
    SailPlan p;
    Verdict v = JudgeSail(s, 0, SailA(0, 1, 2, {c.m}, 0, 1).sail(), &p);
    ASSERT_TRUE(v.has_value()) << c.field;
    EXPECT_EQ(v->code(), kBadModification.code);
    EXPECT_EQ(v->field_path(), c.field);
  }
}

// V3: roles use dice 0, 1, 2 once each, else VY_BAD_ASSIGNMENT.
TEST(Sail, V3_BadAssignment) {
  State s = Fresh(1, {6, 1, 2});
  SailPlan p;
  Verdict v = JudgeSail(s, 0, SailA(0, 0, 2).sail(), &p);
  ASSERT_TRUE(v.has_value());
  EXPECT_EQ(v->code(), kBadAssignment.code);
  EXPECT_EQ(v->field_path(), "sail.distance_die");
  v = JudgeSail(s, 0, SailA(0, 1, 3).sail(), &p);
  ASSERT_TRUE(v.has_value());
  EXPECT_EQ(v->field_path(), "sail.duty_die");
}

// R14: a sailor gained from a duty line in this turn may pay the Dread's cost in it, but it
// cannot modify this turn's dice.
TEST(Sail, R14_LineSailorPaysTheDreadNotTheDice) {
  State s = Fresh(2, {4, 2, 6});
  Sheet& me = s.sheets[0];
  testing::Place(s, 0, 6, 2);
  me.ready_regular = 2;
  me.exhausted_regular = 4;
  me.marked = uint64_t{1} << 2;  // the 3 of column 2
  // Three regular sailors named with 2 ready: the line's sailor does not exist yet.
  EXPECT_EQ(Do(s, 0, SailA(0, 1, 2, {Reg(1, 1), Reg(1, -1), Reg(1, 1)}, 1, 1)),
            kNotEnoughSailors.code);
  // SE 2: (6, 3), (6, 4) the Dread; the 6 completes column 2: +1 sailor, 3 ready.
  ASSERT_EQ(Do(s, 0, SailA(0, 1, 2, {}, 1, 2)), "");
  EXPECT_EQ(me.ship, At(6, 4));
  EXPECT_EQ(me.ready_regular, 3);
  EXPECT_EQ(me.step, Step::kFollowUp);
  EXPECT_EQ(Do(s, 0, testing::DefeatA(0)), "");
  EXPECT_TRUE(me.dread_defeated);
  EXPECT_EQ(me.ready_regular, 0);
  EXPECT_EQ(me.stars, 1);
}

}  // namespace
}  // namespace voyages
}  // namespace arbiter
