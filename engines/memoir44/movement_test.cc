// M8 movement over the M11 terrain (R10 hedgerow exit, R11 sandbags, R13 Behind Enemy Lines),
// E9; and the listing of moves agreeing with their judging (movement.cc).
#include <algorithm>
#include <functional>
#include <set>
#include <string>

#include "engines/memoir44/rules.h"
#include "engines/memoir44/test_util.h"
#include "gtest/gtest.h"

namespace arbiter::memoir44 {
namespace {

using testing::CodeOf;
using testing::EndMovesAction;
using testing::H;
using testing::MoveUnit;
using testing::OrderUnits;
using testing::PlayCard;
using testing::TestGame;

constexpr int kDirectFromHq = 52;
constexpr int kInfantryAssault = 55;
constexpr int kArtilleryBombard = 45;
constexpr int kBehindEnemyLines = 47;

// Seat 0 orders the unit it has at (col, row) with Direct from HQ (any type, up to 4); the
// enemy sits far away at (24, 8).
TestGame Ordered(pb::UnitType type, int col, int row, pb::Badge badge = pb::BADGE_UNSPECIFIED,
                 int card = kDirectFromHq) {
  TestGame g;
  g.AddUnit(0, col, row, type, badge);
  g.AddUnit(1, 24, 8, pb::UNIT_TYPE_INFANTRY);
  g.Hand(0, {card});
  return g;
}

void PlayAndOrder(TestGame& g, int card, int col, int row,
                  pb::Section section = pb::SECTION_UNSPECIFIED) {
  g.MustAct(PlayCard(card, section));
  g.MustAct(OrderUnits({{col, row}}));
}

std::string Path(const pb::Action& a) { return a.move().ShortDebugString(); }

// Every listed move is judged legal, and every legal path of up to `max` hexes over adjacent
// board hexes is listed (brute force over the board).
void ExpectListingMatchesJudging(const TestGame& g, HexId from, int max) {
  TestGame copy = g;
  std::set<std::string> listed;
  for (const pb::Action& a : copy.Legal()) {
    if (!a.has_move()) continue;
    EXPECT_EQ(JudgeMove(copy.s(), a.move()), std::nullopt) << Path(a);
    listed.insert(Path(a));
  }
  // Depth-first over all simple paths of neighbours, legal or not.
  std::vector<HexId> path;
  int legal = 0;
  std::function<void()> walk = [&]() {
    if (!path.empty()) {
      pb::Action a;
      *a.mutable_move()->mutable_from() = ToHex(from);
      for (HexId h : path) *a.mutable_move()->add_path() = ToHex(h);
      const bool ok = !JudgeMove(copy.s(), a.move()).has_value();
      legal += ok;
      EXPECT_EQ(ok, listed.count(Path(a)) == 1) << Path(a);
    }
    if (static_cast<int>(path.size()) >= max) return;
    for (HexId n : Neighbours(path.empty() ? from : path.back())) {
      if (n == from || std::find(path.begin(), path.end(), n) != path.end()) continue;
      path.push_back(n);
      walk();
      path.pop_back();
    }
  };
  walk();
  EXPECT_EQ(legal, static_cast<int>(listed.size()));
}

TEST(Memoir44Movement, M8_E9_InfantryMoving1IntoATownOr2CannotBattle) {
  {
    TestGame g = Ordered(pb::UNIT_TYPE_INFANTRY, 10, 2);
    g.Terrain(11, 3, pb::TERRAIN_TOWN);
    PlayAndOrder(g, kDirectFromHq, 10, 2);
    g.MustAct(MoveUnit({10, 2}, {{11, 3}}));
    EXPECT_TRUE(g.s().UnitAt(H(11, 3))->battle_forbidden);
  }
  {
    TestGame g = Ordered(pb::UNIT_TYPE_INFANTRY, 10, 2);
    PlayAndOrder(g, kDirectFromHq, 10, 2);
    g.MustAct(MoveUnit({10, 2}, {{11, 3}, {12, 4}}));
    EXPECT_TRUE(g.s().UnitAt(H(12, 4))->battle_forbidden);
  }
  {
    TestGame g = Ordered(pb::UNIT_TYPE_INFANTRY, 10, 2);
    PlayAndOrder(g, kDirectFromHq, 10, 2);
    g.MustAct(MoveUnit({10, 2}, {{11, 3}}));
    EXPECT_FALSE(g.s().UnitAt(H(11, 3))->battle_forbidden);
  }
  {  // special forces moving 2 onto clear ground can
    TestGame g = Ordered(pb::UNIT_TYPE_INFANTRY, 10, 2, pb::BADGE_SPECIAL_FORCES);
    PlayAndOrder(g, kDirectFromHq, 10, 2);
    g.MustAct(MoveUnit({10, 2}, {{11, 3}, {12, 4}}));
    EXPECT_FALSE(g.s().UnitAt(H(12, 4))->battle_forbidden);
  }
  {  // M15: French Resistance may battle after entering any terrain
    TestGame g = Ordered(pb::UNIT_TYPE_INFANTRY, 10, 2, pb::BADGE_FRENCH_RESISTANCE);
    g.Terrain(11, 3, pb::TERRAIN_FOREST);
    PlayAndOrder(g, kDirectFromHq, 10, 2);
    g.MustAct(MoveUnit({10, 2}, {{11, 3}}));
    EXPECT_FALSE(g.s().UnitAt(H(11, 3))->battle_forbidden);
  }
}

TEST(Memoir44Movement, M8_HowFarEachTypeMoves) {
  TestGame inf = Ordered(pb::UNIT_TYPE_INFANTRY, 10, 2);
  PlayAndOrder(inf, kDirectFromHq, 10, 2);
  EXPECT_EQ(CodeOf(inf.Act(MoveUnit({10, 2}, {{11, 3}, {12, 4}, {13, 5}}))),
            "MEMOIR44_MOVE_TOO_FAR");
  TestGame arm = Ordered(pb::UNIT_TYPE_ARMOR, 10, 2);
  PlayAndOrder(arm, kDirectFromHq, 10, 2);
  EXPECT_EQ(CodeOf(arm.Act(MoveUnit({10, 2}, {{11, 3}, {12, 4}, {13, 5}, {14, 6}}))),
            "MEMOIR44_MOVE_TOO_FAR");
  arm.MustAct(MoveUnit({10, 2}, {{11, 3}, {12, 4}, {13, 5}}));
  EXPECT_FALSE(arm.s().UnitAt(H(13, 5))->battle_forbidden);  // armor moves 3 and battles
  TestGame art = Ordered(pb::UNIT_TYPE_ARTILLERY, 10, 2);
  PlayAndOrder(art, kDirectFromHq, 10, 2);
  EXPECT_EQ(CodeOf(art.Act(MoveUnit({10, 2}, {{11, 3}, {12, 4}}))), "MEMOIR44_MOVE_TOO_FAR");
  art.MustAct(MoveUnit({10, 2}, {{11, 3}}));
  EXPECT_TRUE(art.s().UnitAt(H(11, 3))->battle_forbidden);  // artillery moves or battles
}

TEST(Memoir44Movement, M8_ThePathIsAdjacentEmptyAndOrdered) {
  TestGame g = Ordered(pb::UNIT_TYPE_ARMOR, 10, 2);
  g.AddUnit(0, 12, 2, pb::UNIT_TYPE_INFANTRY);
  g.AddUnit(1, 11, 3, pb::UNIT_TYPE_INFANTRY);
  PlayAndOrder(g, kDirectFromHq, 10, 2);
  EXPECT_EQ(CodeOf(g.Act(MoveUnit({12, 2}, {{13, 3}}))), "MEMOIR44_MOVE_NOT_ORDERED");
  EXPECT_EQ(CodeOf(g.Act(MoveUnit({20, 2}, {{21, 3}}))), "MEMOIR44_NOT_OWN_UNIT");
  EXPECT_EQ(CodeOf(g.Act(MoveUnit({10, 2}, {{14, 2}}))), "MEMOIR44_PATH_NOT_ADJACENT");
  EXPECT_EQ(CodeOf(g.Act(MoveUnit({10, 2}, {{9, 3}, {10, 2}}))), "MEMOIR44_PATH_NOT_ADJACENT");
  EXPECT_EQ(CodeOf(g.Act(MoveUnit({10, 2}, {{11, 3}}))), "MEMOIR44_PATH_OCCUPIED");
  EXPECT_EQ(CodeOf(g.Act(MoveUnit({10, 2}, {{12, 2}}))), "MEMOIR44_PATH_OCCUPIED");
  EXPECT_EQ(CodeOf(g.Act(MoveUnit({10, 2}, {{11, 2}}))), "MEMOIR44_OFF_BOARD_HEX");
  EXPECT_EQ(CodeOf(g.Act(MoveUnit({10, 2}, {}))), "MEMOIR44_PATH_NOT_ADJACENT");
  ExpectListingMatchesJudging(g, H(10, 2), 4);
}

TEST(Memoir44Movement, M11_StopOnEntryImpassableAndBridges) {
  TestGame g = Ordered(pb::UNIT_TYPE_ARMOR, 10, 2);
  g.Terrain(11, 3, pb::TERRAIN_FOREST);
  g.Terrain(9, 3, pb::TERRAIN_RIVER);
  g.Terrain(12, 2, pb::TERRAIN_RIVER);
  g.Bridge(12, 2);
  PlayAndOrder(g, kDirectFromHq, 10, 2);
  EXPECT_EQ(CodeOf(g.Act(MoveUnit({10, 2}, {{11, 3}, {12, 4}}))), "MEMOIR44_PATH_PAST_STOP");
  EXPECT_EQ(CodeOf(g.Act(MoveUnit({10, 2}, {{9, 3}}))), "MEMOIR44_PATH_IMPASSABLE");
  ExpectListingMatchesJudging(g, H(10, 2), 4);
  g.MustAct(MoveUnit({10, 2}, {{12, 2}, {14, 2}}));  // over the bridge
  TestGame f = Ordered(pb::UNIT_TYPE_ARMOR, 10, 2);
  f.Terrain(11, 3, pb::TERRAIN_FOREST);
  PlayAndOrder(f, kDirectFromHq, 10, 2);
  f.MustAct(MoveUnit({10, 2}, {{11, 3}}));
  EXPECT_TRUE(f.s().UnitAt(H(11, 3))->battle_forbidden);  // no battle on entry
}

TEST(Memoir44Movement, M11_HedgehogsAndBunkersStopArmorNotInfantry) {
  TestGame g = Ordered(pb::UNIT_TYPE_ARMOR, 10, 2);
  g.Obstacle(11, 3, pb::OBSTACLE_HEDGEHOG);
  g.Obstacle(9, 3, pb::OBSTACLE_BUNKER);
  PlayAndOrder(g, kDirectFromHq, 10, 2);
  EXPECT_EQ(CodeOf(g.Act(MoveUnit({10, 2}, {{11, 3}}))), "MEMOIR44_PATH_IMPASSABLE");
  EXPECT_EQ(CodeOf(g.Act(MoveUnit({10, 2}, {{9, 3}}))), "MEMOIR44_PATH_IMPASSABLE");
  TestGame i = Ordered(pb::UNIT_TYPE_INFANTRY, 10, 2);
  i.Obstacle(11, 3, pb::OBSTACLE_HEDGEHOG);
  PlayAndOrder(i, kDirectFromHq, 10, 2);
  EXPECT_EQ(CodeOf(i.Act(MoveUnit({10, 2}, {{11, 3}}))), "");
}

TEST(Memoir44Movement, M11_HedgerowOnlyAsTheFirstHex) {
  TestGame g = Ordered(pb::UNIT_TYPE_ARMOR, 10, 2);
  g.Terrain(11, 3, pb::TERRAIN_HEDGEROW);
  g.Terrain(13, 3, pb::TERRAIN_HEDGEROW);
  PlayAndOrder(g, kDirectFromHq, 10, 2);
  EXPECT_EQ(CodeOf(g.Act(MoveUnit({10, 2}, {{12, 2}, {13, 3}}))), "MEMOIR44_HEDGEROW_NOT_FIRST");
  ExpectListingMatchesJudging(g, H(10, 2), 4);
  g.MustAct(MoveUnit({10, 2}, {{11, 3}}));
  EXPECT_TRUE(g.s().UnitAt(H(11, 3))->battle_forbidden);
}

TEST(Memoir44Movement, R10_LeavingAHedgerowMoves1HexUnlessFree) {
  for (pb::HedgerowExit option : {pb::HEDGEROW_EXIT_ONE_HEX, pb::HEDGEROW_EXIT_FREE}) {
    TestGame g = Ordered(pb::UNIT_TYPE_ARMOR, 10, 2);
    g.Terrain(10, 2, pb::TERRAIN_HEDGEROW);
    g.s().options.set_hedgerow_exit(option);
    PlayAndOrder(g, kDirectFromHq, 10, 2);
    const Verdict v = g.Act(MoveUnit({10, 2}, {{11, 3}, {12, 4}}));
    EXPECT_EQ(CodeOf(v), option == pb::HEDGEROW_EXIT_ONE_HEX ? "MEMOIR44_HEDGEROW_EXIT" : "");
  }
  TestGame g = Ordered(pb::UNIT_TYPE_ARMOR, 10, 2);
  g.Terrain(10, 2, pb::TERRAIN_HEDGEROW);
  PlayAndOrder(g, kDirectFromHq, 10, 2);
  ExpectListingMatchesJudging(g, H(10, 2), 3);
  g.MustAct(MoveUnit({10, 2}, {{11, 3}}));
}

TEST(Memoir44Movement, M11_AMoveEnteringBeachIs2HexesAtMost) {
  TestGame g = Ordered(pb::UNIT_TYPE_ARMOR, 10, 2);
  g.Terrain(12, 4, pb::TERRAIN_BEACH);
  g.Terrain(13, 5, pb::TERRAIN_BEACH);
  PlayAndOrder(g, kDirectFromHq, 10, 2);
  EXPECT_EQ(CodeOf(g.Act(MoveUnit({10, 2}, {{11, 3}, {12, 4}, {13, 5}}))),
            "MEMOIR44_BEACH_TOO_FAR");
  ExpectListingMatchesJudging(g, H(10, 2), 4);
  g.MustAct(MoveUnit({10, 2}, {{11, 3}, {12, 4}}));
}

TEST(Memoir44Movement, M11_OceanAndWireStopArmorRemovesWire) {
  TestGame g = Ordered(pb::UNIT_TYPE_ARMOR, 10, 2);
  g.Obstacle(11, 3, pb::OBSTACLE_WIRE);
  PlayAndOrder(g, kDirectFromHq, 10, 2);
  EXPECT_EQ(CodeOf(g.Act(MoveUnit({10, 2}, {{11, 3}, {12, 4}}))), "MEMOIR44_PATH_PAST_STOP");
  g.MustAct(MoveUnit({10, 2}, {{11, 3}}));
  EXPECT_EQ(g.s().obstacle[H(11, 3)], pb::OBSTACLE_UNSPECIFIED);
  EXPECT_FALSE(g.s().UnitAt(H(11, 3))->battle_forbidden);
  TestGame i = Ordered(pb::UNIT_TYPE_INFANTRY, 10, 2);
  i.Obstacle(11, 3, pb::OBSTACLE_WIRE);
  PlayAndOrder(i, kDirectFromHq, 10, 2);
  i.MustAct(MoveUnit({10, 2}, {{11, 3}}));
  EXPECT_EQ(i.s().obstacle[H(11, 3)], pb::OBSTACLE_WIRE);  // infantry does not remove it
}

TEST(Memoir44Movement, R11_ASandbagGoesWithItsOccupantUnlessItPersists) {
  for (bool persist : {false, true}) {
    TestGame g = Ordered(pb::UNIT_TYPE_INFANTRY, 10, 2);
    g.Obstacle(10, 2, pb::OBSTACLE_SANDBAG, pb::SIDE_ALLIES);
    g.s().options.set_sandbags_persist(persist);
    PlayAndOrder(g, kDirectFromHq, 10, 2);
    g.MustAct(MoveUnit({10, 2}, {{11, 3}}));
    EXPECT_EQ(g.s().obstacle[H(10, 2)], persist ? pb::OBSTACLE_SANDBAG : pb::OBSTACLE_UNSPECIFIED);
  }
}

TEST(Memoir44Movement, M6_InfantryAssaultMoves2AndBattlesOr3AndNot) {
  for (int hexes : {2, 3}) {
    TestGame g = Ordered(pb::UNIT_TYPE_INFANTRY, 10, 2, pb::BADGE_UNSPECIFIED, kInfantryAssault);
    PlayAndOrder(g, kInfantryAssault, 10, 2, pb::SECTION_CENTER);
    pb::Action m = hexes == 2 ? MoveUnit({10, 2}, {{11, 3}, {12, 4}})
                              : MoveUnit({10, 2}, {{11, 3}, {12, 4}, {13, 5}});
    g.MustAct(m);
    const Unit& u = g.s().units[0];
    EXPECT_EQ(u.battle_forbidden, hexes == 3);
  }
}

TEST(Memoir44Movement, M6_ArtilleryBombardMoves3WithoutBattle) {
  TestGame g = Ordered(pb::UNIT_TYPE_ARTILLERY, 10, 2, pb::BADGE_UNSPECIFIED, kArtilleryBombard);
  g.MustAct(PlayCard(kArtilleryBombard));
  g.MustAct(OrderUnits({{10, 2}}));
  g.MustAct(MoveUnit({10, 2}, {{11, 3}, {12, 4}, {13, 5}}));
  EXPECT_TRUE(g.s().UnitAt(H(13, 5))->battle_forbidden);
}

TEST(Memoir44Movement, R13_BehindEnemyLinesIgnoresTerrainMovementRulesOnly) {
  TestGame g = Ordered(pb::UNIT_TYPE_INFANTRY, 10, 2, pb::BADGE_UNSPECIFIED, kBehindEnemyLines);
  g.Terrain(11, 3, pb::TERRAIN_FOREST);
  g.Terrain(12, 4, pb::TERRAIN_HEDGEROW);
  g.Terrain(9, 3, pb::TERRAIN_RIVER);
  g.AddUnit(1, 8, 2, pb::UNIT_TYPE_INFANTRY);
  PlayAndOrder(g, kBehindEnemyLines, 10, 2);
  EXPECT_EQ(CodeOf(g.Act(MoveUnit({10, 2}, {{9, 3}}))), "MEMOIR44_PATH_IMPASSABLE");
  EXPECT_EQ(CodeOf(g.Act(MoveUnit({10, 2}, {{8, 2}}))), "MEMOIR44_PATH_OCCUPIED");
  EXPECT_EQ(CodeOf(g.Act(MoveUnit({10, 2}, {{11, 3}, {12, 4}, {13, 5}, {14, 6}}))),
            "MEMOIR44_MOVE_TOO_FAR");
  ExpectListingMatchesJudging(g, H(10, 2), 4);
  // Through a forest and a hedgerow: no stop, and passing is not entering for battle.
  g.MustAct(MoveUnit({10, 2}, {{11, 3}, {12, 4}, {13, 5}}));
  EXPECT_FALSE(g.s().UnitAt(H(13, 5))->battle_forbidden);
  g.MustAct(EndMovesAction());
  EXPECT_EQ(g.s().phase, pb::PHASE_BATTLE);
  // The second move (before or without a battle): up to 3 again; then no battle.
  EXPECT_EQ(MoveAllowance(g.s(), *g.s().UnitAt(H(13, 5))), 3);
  g.MustAct(MoveUnit({13, 5}, {{14, 6}, {15, 7}, {16, 8}}));
  EXPECT_TRUE(g.s().UnitAt(H(16, 8))->battle_forbidden);
  EXPECT_EQ(MoveAllowance(g.s(), *g.s().UnitAt(H(16, 8))), 0);
}

TEST(Memoir44Movement, R13_StandingInAForestItEnteredItCannotBattle) {
  TestGame g = Ordered(pb::UNIT_TYPE_INFANTRY, 10, 2, pb::BADGE_UNSPECIFIED, kBehindEnemyLines);
  g.Terrain(13, 5, pb::TERRAIN_FOREST);
  PlayAndOrder(g, kBehindEnemyLines, 10, 2);
  g.MustAct(MoveUnit({10, 2}, {{11, 3}, {12, 4}, {13, 5}}));
  EXPECT_TRUE(g.s().UnitAt(H(13, 5))->battle_forbidden);
}

TEST(Memoir44Movement, R13_TheSecondMoveFollowsTheBattle) {
  TestGame g = Ordered(pb::UNIT_TYPE_INFANTRY, 10, 2, pb::BADGE_UNSPECIFIED, kBehindEnemyLines);
  PlayAndOrder(g, kBehindEnemyLines, 10, 2);
  g.MustAct(EndMovesAction());
  // The combat rules end the unit's battle: AfterBattle opens the second move.
  g.s().units[0].battles = 1;
  std::vector<v1::Event> ev;
  Ctx c{g.s(), &ev};
  AfterBattle(c);
  EXPECT_EQ(g.s().phase, pb::PHASE_SECOND_MOVE);
  EXPECT_STREQ(DecisionName(g.s()), "second_move");
  g.MustAct(MoveUnit({10, 2}, {{11, 3}}));
  EXPECT_EQ(g.s().phase, pb::PHASE_BATTLE);
  EXPECT_EQ(MoveAllowance(g.s(), g.s().units[0]), 0);
}

TEST(Memoir44Movement, M3_SteepHillsCost2Hexes) {
  TestGame g = Ordered(pb::UNIT_TYPE_ARMOR, 10, 2);
  g.Terrain(12, 4, pb::TERRAIN_STEEP_HILL);
  PlayAndOrder(g, kDirectFromHq, 10, 2);
  EXPECT_EQ(CodeOf(g.Act(MoveUnit({10, 2}, {{11, 3}, {12, 4}, {13, 5}}))), "MEMOIR44_MOVE_TOO_FAR");
  ExpectListingMatchesJudging(g, H(10, 2), 4);
  g.MustAct(MoveUnit({10, 2}, {{11, 3}, {12, 4}}));
  EXPECT_EQ(g.s().UnitAt(H(12, 4))->hexes_moved, 3);
}

}  // namespace
}  // namespace arbiter::memoir44
