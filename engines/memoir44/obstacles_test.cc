// Obstacles that actions put down or take away (rules.md M11, M6): infantry clearing wire
// instead of battling (CLEAR_WIRE, wire.cc), Dig In's sandbags (ordering.cc; not on ocean, not a
// second obstacle, while every infantry may be ordered).
#include <algorithm>
#include <string>
#include <vector>

#include "engines/memoir44/format1_testing.h"
#include "engines/memoir44/boundary_testing.h"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/test_util.h"
#include "engines/memoir44/violations.h"
#include "gtest/gtest.h"

// The tests read units and obstacles as format 1 messages (Format1Of, format1_testing.h).
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

namespace arbiter::memoir44 {
namespace {

using testing::AddHex;
using testing::CodeOf;
using testing::EndMoves;
using testing::H;
using testing::HexOf;
using testing::OrderAction;
using testing::PlayAction;
using testing::TestGame;
using testing::WireGame;

constexpr int kDigIn = 51;
constexpr int kDirectFromHq = 52;
constexpr int kDirectFromHq2 = 53;

pb::Action ClearWireAt(int col, int row) {
  pb::Action a;
  *a.mutable_clear_wire()->mutable_from() = HexOf(col, row);
  return a;
}

bool HasObstacle(const pb::State& p2, int col, int row, pb::Obstacle o) {
  const pb::State p = Format1Of(p2);
  return std::any_of(p.obstacles().begin(), p.obstacles().end(), [&](const pb::ObstacleOnHex& x) {
    return x.hex().col() == col && x.hex().row() == row && x.obstacle() == o;
  });
}

TEST(Memoir44Obstacles, M11_InfantryClearsWireInsteadOfBattlingThroughTheBoundary) {
  pb::Scenario sc = testing::SmallScenario();
  AddHex(sc, 10, 0, pb::TERRAIN_UNSPECIFIED, pb::OBSTACLE_WIRE, pb::SIDE_AXIS,
         pb::UNIT_TYPE_INFANTRY);
  AddHex(sc, 4, 0, pb::TERRAIN_UNSPECIFIED, pb::OBSTACLE_WIRE, pb::SIDE_AXIS,
         pb::UNIT_TYPE_INFANTRY);  // on wire, not ordered
  AddHex(sc, 14, 0, pb::TERRAIN_UNSPECIFIED, pb::OBSTACLE_UNSPECIFIED, pb::SIDE_AXIS,
         pb::UNIT_TYPE_INFANTRY);  // ordered, no wire
  AddHex(sc, 18, 0, pb::TERRAIN_UNSPECIFIED, pb::OBSTACLE_UNSPECIFIED, pb::SIDE_AXIS,
         pb::UNIT_TYPE_ARMOR);
  AddHex(sc, 10, 8, pb::TERRAIN_UNSPECIFIED, pb::OBSTACLE_UNSPECIFIED, pb::SIDE_ALLIES,
         pb::UNIT_TYPE_INFANTRY);
  WireGame g(sc, {kDirectFromHq, kDirectFromHq2}, {1, 2});
  ASSERT_EQ(g.Act(0, PlayAction(kDirectFromHq)), "");
  ASSERT_EQ(g.Act(0, OrderAction({{10, 0}, {14, 0}, {18, 0}})), "");
  // Not while moving.
  EXPECT_EQ(g.Act(0, ClearWireAt(10, 0)), "MEMOIR44_WRONG_STEP");
  ASSERT_EQ(g.Act(0, EndMoves()), "");
  ASSERT_EQ(g.Payload().phase(), pb::PHASE_BATTLE);
  // Listed for the ordered infantry on wire, and only it.
  int listed = 0;
  for (const pb::Action& a : g.Legal(0)) {
    if (!a.has_clear_wire()) continue;
    ++listed;
    EXPECT_EQ(a.clear_wire().from().col(), 10);
    EXPECT_EQ(a.clear_wire().from().row(), 0);
  }
  EXPECT_EQ(listed, 1);
  EXPECT_EQ(g.Act(0, ClearWireAt(14, 0)), "MEMOIR44_CLEAR_WIRE_NO_WIRE");
  EXPECT_EQ(g.last.violation.rule_ref(), "M11");
  EXPECT_EQ(g.last.violation.field_path(), "clear_wire.from");
  EXPECT_EQ(g.Act(0, ClearWireAt(18, 0)), "MEMOIR44_CLEAR_WIRE_NOT_INFANTRY");
  EXPECT_EQ(g.last.violation.rule_ref(), "M11");
  EXPECT_EQ(g.Act(0, ClearWireAt(4, 0)), "MEMOIR44_BATTLE_NOT_ORDERED");
  EXPECT_EQ(g.Act(0, ClearWireAt(10, 8)), "MEMOIR44_BATTLE_NO_UNIT");
  EXPECT_EQ(g.Act(0, ClearWireAt(30, 0)), "MEMOIR44_OFF_BOARD_HEX");
  EXPECT_EQ(g.Act(1, ClearWireAt(10, 0)), "ARBITER_NOT_YOUR_TURN");
  ASSERT_EQ(g.Act(0, ClearWireAt(10, 0)), "");
  bool event = false;
  for (const v1::Event& e : g.last.events) {
    pb::Event pe;
    ASSERT_TRUE(e.detail().UnpackTo(&pe));
    event = event || (pe.has_obstacle_changed() && pe.obstacle_changed().hex().col() == 10 &&
                      pe.obstacle_changed().obstacle() == pb::OBSTACLE_UNSPECIFIED);
  }
  EXPECT_TRUE(event);
  const pb::State p = g.Payload();
  EXPECT_FALSE(HasObstacle(p, 10, 0, pb::OBSTACLE_WIRE));
  EXPECT_TRUE(HasObstacle(p, 4, 0, pb::OBSTACLE_WIRE));
  EXPECT_EQ(p.phase(), pb::PHASE_BATTLE);
  bool found = false;
  const pb::State p1 = Format1Of(p);
  for (const pb::Unit& u : p1.units()) {
    if (u.hex().col() == 10 && u.hex().row() == 0) {
      EXPECT_EQ(u.turn().battles(), 1);
      found = true;
    }
  }
  EXPECT_TRUE(found);
  // It was the unit's battle: it may not battle too.
  EXPECT_EQ(g.Act(0, ClearWireAt(10, 0)), "MEMOIR44_CLEAR_WIRE_NO_WIRE");
}

TEST(Memoir44Obstacles, M11_ClearingWireIsTheUnitsBattle) {
  TestGame g;
  g.AddUnit(0, 10, 2, pb::UNIT_TYPE_INFANTRY);
  g.AddUnit(0, 14, 2, pb::UNIT_TYPE_INFANTRY);
  g.AddUnit(1, 10, 4, pb::UNIT_TYPE_INFANTRY);  // adjacent to (10, 2)? no: 2 rows away
  g.Obstacle(10, 2, pb::OBSTACLE_WIRE);
  g.Obstacle(14, 2, pb::OBSTACLE_WIRE);
  g.Hand(0, {kDirectFromHq});
  g.MustAct(testing::PlayCard(kDirectFromHq));
  g.MustAct(testing::OrderUnits({{10, 2}, {14, 2}}));
  g.MustAct(testing::EndMovesAction());
  // A unit that battled may not clear; one forbidden to battle may not either.
  Unit& battled = *g.s().UnitAt(H(10, 2));
  battled.battles = 1;
  g.s().UnitAt(H(14, 2))->battle_forbidden = true;
  EXPECT_EQ(CodeOf(g.Act(ClearWireAt(10, 2))), "MEMOIR44_BATTLE_ALREADY_DONE");
  EXPECT_EQ(CodeOf(g.Act(ClearWireAt(14, 2))), "MEMOIR44_BATTLE_FORBIDDEN");
  battled.battles = 0;
  g.s().UnitAt(H(14, 2))->battle_forbidden = false;
  // Listing and judging agree on every hex.
  std::vector<pb::Action> legal = g.Legal();
  for (int h = 0; h < kHexCount; ++h) {
    pb::Action a;
    SetHex(static_cast<HexId>(h), a.mutable_clear_wire()->mutable_from());
    const bool listed = std::any_of(legal.begin(), legal.end(), [&](const pb::Action& l) {
      return l.SerializeAsString() == a.SerializeAsString();
    });
    EXPECT_EQ(listed, JudgeClearWire(g.s(), a.clear_wire()) == std::nullopt) << HexText(h);
  }
  g.MustAct(ClearWireAt(10, 2));
  EXPECT_EQ(g.s().obstacle[H(10, 2)], pb::OBSTACLE_UNSPECIFIED);
  // The unit on (10, 2) cannot battle now.
  pb::Action battle;
  *battle.mutable_battle()->mutable_from() = HexOf(10, 2);
  *battle.mutable_battle()->mutable_target() = HexOf(10, 4);
  EXPECT_EQ(CodeOf(g.Act(battle)), "MEMOIR44_BATTLE_ALREADY_DONE");
}

TEST(Memoir44Obstacles, M11_InfantryThatMovedOntoWireMayClearIt) {
  TestGame g;
  g.AddUnit(0, 10, 2, pb::UNIT_TYPE_INFANTRY);
  g.Obstacle(12, 2, pb::OBSTACLE_WIRE);
  g.Hand(0, {kDirectFromHq});
  g.MustAct(testing::PlayCard(kDirectFromHq));
  g.MustAct(testing::OrderUnits({{10, 2}}));
  g.MustAct(testing::MoveUnit({10, 2}, {{12, 2}}));  // wire stops it; it may still battle
  if (g.s().phase == pb::PHASE_MOVE) g.MustAct(testing::EndMovesAction());
  g.MustAct(ClearWireAt(12, 2));
  EXPECT_EQ(g.s().obstacle[H(12, 2)], pb::OBSTACLE_UNSPECIFIED);
}

TEST(Memoir44Obstacles, M11_GameInfoListsTheWireCodes) {
  const v1::GameInfo& info = testing::BoundaryGame().Info();
  int found = 0;
  for (const v1::ViolationSpec& v : info.violations()) {
    if (v.code() == kClearWireNoWire.code || v.code() == kClearWireNotInfantry.code) {
      ++found;
      EXPECT_EQ(v.rule_ref(), "M11");
    }
  }
  EXPECT_EQ(found, 2);
}

// M6 Dig In: every infantry may be ordered (the card orders "up to 4 infantry"); the sandbag goes
// only where one may: not on ocean, not where an obstacle already is (the platform's DigIn.php:
// any infantry is ordered, canPlaceSandbag decides the sandbag). Listing and judging agree.
TEST(Memoir44Obstacles, M6_DigInOrdersAnyInfantrySandbagsOnlyWhereAllowed) {
  TestGame g;
  g.Terrain(4, 2, pb::TERRAIN_OCEAN);
  g.AddUnit(0, 4, 2, pb::UNIT_TYPE_INFANTRY);   // ocean
  g.AddUnit(0, 8, 2, pb::UNIT_TYPE_INFANTRY);   // an enemy sandbag already
  g.Obstacle(8, 2, pb::OBSTACLE_SANDBAG, pb::SIDE_AXIS);
  g.AddUnit(0, 12, 2, pb::UNIT_TYPE_INFANTRY);  // wire
  g.Obstacle(12, 2, pb::OBSTACLE_WIRE);
  g.AddUnit(0, 16, 2, pb::UNIT_TYPE_INFANTRY);  // open ground
  g.AddUnit(1, 16, 6, pb::UNIT_TYPE_INFANTRY);
  g.Hand(0, {kDigIn});
  g.MustAct(testing::PlayCard(kDigIn));
  const pb::Action all = testing::OrderUnits({{4, 2}, {8, 2}, {12, 2}, {16, 2}});
  const std::vector<pb::Action> legal = g.Legal();
  EXPECT_TRUE(std::any_of(legal.begin(), legal.end(), [&](const pb::Action& a) {
    return a.SerializeAsString() == all.SerializeAsString();
  }));
  for (const pb::Action& a : legal) {
    TestGame copy = g;
    EXPECT_EQ(CodeOf(copy.Act(a)), "") << a.ShortDebugString();
  }
  g.MustAct(all);
  EXPECT_EQ(g.s().obstacle[H(4, 2)], pb::OBSTACLE_UNSPECIFIED);
  EXPECT_EQ(g.s().obstacle[H(8, 2)], pb::OBSTACLE_SANDBAG);
  EXPECT_EQ(g.s().obstacle_side[H(8, 2)], pb::SIDE_AXIS);  // not a second sandbag
  EXPECT_EQ(g.s().obstacle[H(12, 2)], pb::OBSTACLE_WIRE);
  EXPECT_EQ(g.s().obstacle[H(16, 2)], pb::OBSTACLE_SANDBAG);
  EXPECT_EQ(g.s().obstacle_side[H(16, 2)], pb::SIDE_ALLIES);
  for (HexId h : {H(4, 2), H(8, 2), H(12, 2), H(16, 2)}) {
    EXPECT_TRUE(g.s().UnitAt(h)->ordered);
    EXPECT_TRUE(g.s().UnitAt(h)->battle_forbidden);  // they neither move nor battle
  }
}

}  // namespace
}  // namespace arbiter::memoir44
