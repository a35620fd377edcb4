// M14 take ground and armor overrun (E8), with M11's terrain on entry.
#include "engines/memoir44/combat_testing.h"
#include "engines/memoir44/violations.h"
#include "gtest/gtest.h"

namespace arbiter::memoir44 {
namespace {

using namespace ::arbiter::memoir44::testing;  // NOLINT

// E8's board: player2 (seat 1) armor on (12, 6), player1 infantry on (11, 5) (1 figure) and
// (10, 4), and on (15, 5) at range 2 of (11, 5). No Ambush is held (only_if_held).
Board E8Board() {
  Board b;
  b.s.current_seat = 1;
  b.s.options.set_ambush_prompt(pb::AMBUSH_PROMPT_ONLY_IF_HELD);
  b.Place(12, 6, 1, pb::UNIT_TYPE_ARMOR);
  b.Place(11, 5, 0, pb::UNIT_TYPE_INFANTRY, 1);
  b.Place(10, 4, 0, pb::UNIT_TYPE_INFANTRY);
  b.Place(15, 5, 0, pb::UNIT_TYPE_INFANTRY);
  return b;
}

TEST(Memoir44TakeGround, E8_TakeGroundOverrunAdjacentThenTakeGroundAgainAndStop) {
  Board b = E8Board();
  ASSERT_EQ(b.Do(BattleOf(12, 6, 11, 5)), std::nullopt);
  b.Roll({kGren, kStar, kStar});
  ASSERT_EQ(b.s.phase, pb::PHASE_TAKE_GROUND);
  EXPECT_EQ(b.Legal().size(), 2);  // TAKE_GROUND, DECLINE
  ASSERT_EQ(b.Do(TakeGroundOf()), std::nullopt);
  ASSERT_NE(b.At(11, 5), nullptr);
  ASSERT_EQ(b.s.phase, pb::PHASE_OVERRUN);
  const ActionList overruns = b.Legal();
  ASSERT_EQ(overruns.size(), 2);  // the adjacent (10, 4) only, and DECLINE
  EXPECT_EQ(overruns.Get(0).armor_overrun().target().col(), 10);
  EXPECT_EQ(CodeOf(JudgeOverrun(b.s, OverrunOf(15, 5).armor_overrun())),
            kBattleMustBeAdjacent.code);
  ASSERT_EQ(b.Do(OverrunOf(10, 4)), std::nullopt);
  EXPECT_EQ(b.s.battle.kind, pb::Battle::KIND_OVERRUN);
  b.Roll({kFlag, kStar, kStar});
  ASSERT_EQ(b.s.phase, pb::PHASE_RETREAT);
  ASSERT_EQ(b.Do(RetreatOf({H(9, 3)})), std::nullopt);
  ASSERT_EQ(b.s.phase, pb::PHASE_TAKE_GROUND);
  ASSERT_EQ(b.Do(TakeGroundOf()), std::nullopt);
  ASSERT_NE(b.At(10, 4), nullptr);
  EXPECT_EQ(b.At(10, 4)->type, pb::UNIT_TYPE_ARMOR);
  EXPECT_EQ(b.At(10, 4)->battles, 2);
  EXPECT_EQ(b.s.phase, pb::PHASE_BATTLE);  // it stops: no third battle
  EXPECT_FALSE(b.s.has_battle);
  EXPECT_EQ(CodeOf(JudgeBattle(b.s, BattleOf(10, 4, 9, 3).battle())), kBattleDone.code);
}

TEST(Memoir44TakeGround, E8_IntoForestTakeGroundButNoOverrun) {
  Board b = E8Board();
  b.Terrain(11, 5, pb::TERRAIN_FOREST);
  ASSERT_EQ(b.Do(BattleOf(12, 6, 11, 5)), std::nullopt);
  b.Roll({kGren, kStar});
  ASSERT_EQ(b.s.phase, pb::PHASE_TAKE_GROUND);
  ASSERT_EQ(b.Do(TakeGroundOf()), std::nullopt);
  EXPECT_NE(b.At(11, 5), nullptr);
  EXPECT_EQ(b.s.phase, pb::PHASE_BATTLE);
  EXPECT_FALSE(b.s.has_battle);
}

TEST(Memoir44TakeGround, M14_ArmorEnteringWireRemovesItAndDoesNotOverrun) {
  Board b = E8Board();
  b.Obstacle(11, 5, pb::OBSTACLE_WIRE);
  ASSERT_EQ(b.Do(BattleOf(12, 6, 11, 5)), std::nullopt);
  b.Roll({kGren, kStar, kStar});
  ASSERT_EQ(b.Do(TakeGroundOf()), std::nullopt);
  EXPECT_EQ(b.s.obstacle[Id(11, 5)], pb::OBSTACLE_UNSPECIFIED);
  EXPECT_EQ(b.s.phase, pb::PHASE_BATTLE);
}

TEST(Memoir44TakeGround, M14_DeclineEndsTheBattle) {
  Board b = E8Board();
  ASSERT_EQ(b.Do(BattleOf(12, 6, 11, 5)), std::nullopt);
  b.Roll({kGren, kStar, kStar});
  ASSERT_EQ(b.Do(DeclineOf()), std::nullopt);
  EXPECT_EQ(b.At(11, 5), nullptr);
  EXPECT_NE(b.At(12, 6), nullptr);
  EXPECT_EQ(b.s.phase, pb::PHASE_BATTLE);
}

TEST(Memoir44TakeGround, M14_InfantryTakesGroundThenStops_ArtilleryAndRangedNever) {
  Board b;
  b.s.options.set_ambush_prompt(pb::AMBUSH_PROMPT_ONLY_IF_HELD);
  b.Place(4, 4, 0, pb::UNIT_TYPE_INFANTRY);
  b.Place(6, 4, 1, pb::UNIT_TYPE_INFANTRY, 1);
  b.Place(10, 4, 0, pb::UNIT_TYPE_ARTILLERY);
  b.Place(12, 4, 1, pb::UNIT_TYPE_INFANTRY, 1);
  b.Place(2, 2, 0, pb::UNIT_TYPE_INFANTRY);
  b.Place(6, 2, 1, pb::UNIT_TYPE_INFANTRY, 1);
  ASSERT_EQ(b.Do(BattleOf(4, 4, 6, 4)), std::nullopt);
  b.Roll({kInf, kStar, kStar});
  ASSERT_EQ(b.s.phase, pb::PHASE_TAKE_GROUND);
  ASSERT_EQ(b.Do(TakeGroundOf()), std::nullopt);
  EXPECT_NE(b.At(6, 4), nullptr);
  EXPECT_EQ(b.s.phase, pb::PHASE_BATTLE);
  ASSERT_EQ(b.Do(BattleOf(10, 4, 12, 4)), std::nullopt);  // artillery, adjacent
  b.Roll({kGren, kStar, kStar});
  EXPECT_EQ(b.s.phase, pb::PHASE_BATTLE);
  ASSERT_EQ(b.Do(BattleOf(2, 2, 6, 2)), std::nullopt);  // infantry at range 2
  b.Roll({kInf, kStar});
  EXPECT_EQ(b.At(6, 2), nullptr);
  EXPECT_EQ(b.s.phase, pb::PHASE_BATTLE);
  EXPECT_EQ(CodeOf(JudgeTakeGround(b.s)), kCombatStep.code);
}

TEST(Memoir44TakeGround, M7_AnOverrunAtDistanceOneOpensTheAmbushWindow) {
  Board b = E8Board();
  b.s.options.set_ambush_prompt(pb::AMBUSH_PROMPT_ALWAYS);
  ASSERT_EQ(b.Do(BattleOf(12, 6, 11, 5)), std::nullopt);
  ASSERT_EQ(b.s.phase, pb::PHASE_AMBUSH);
  ASSERT_EQ(b.Do(DeclineOf()), std::nullopt);
  b.Roll({kGren, kStar, kStar});
  ASSERT_EQ(b.Do(TakeGroundOf()), std::nullopt);
  ASSERT_EQ(b.Do(OverrunOf(10, 4)), std::nullopt);
  EXPECT_EQ(b.s.phase, pb::PHASE_AMBUSH);
  EXPECT_EQ(CombatDecider(b.s), 0);
}

TEST(Memoir44TakeGround, M15_FrenchResistanceMayBattleAfterTakingGroundIntoForest) {
  for (pb::Badge badge : {pb::BADGE_UNSPECIFIED, pb::BADGE_FRENCH_RESISTANCE}) {
    Board b;
    b.s.options.set_ambush_prompt(pb::AMBUSH_PROMPT_ONLY_IF_HELD);
    b.Terrain(6, 4, pb::TERRAIN_FOREST);
    b.Place(4, 4, 0, pb::UNIT_TYPE_INFANTRY, 0, badge);
    b.Place(6, 4, 1, pb::UNIT_TYPE_INFANTRY, 1);
    ASSERT_EQ(b.Do(BattleOf(4, 4, 6, 4)), std::nullopt);
    ASSERT_EQ(b.s.chance_dice, 2);
    b.Roll({kGren, kStar});
    ASSERT_EQ(b.Do(TakeGroundOf()), std::nullopt);
    EXPECT_EQ(b.At(6, 4)->battle_forbidden, badge != pb::BADGE_FRENCH_RESISTANCE);
  }
}

}  // namespace
}  // namespace arbiter::memoir44
