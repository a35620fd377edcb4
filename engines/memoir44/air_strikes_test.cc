// M6 Air Power with R1 (`connected` default, `chain`) and Barrage.
#include "engines/memoir44/combat_testing.h"
#include "engines/memoir44/violations.h"
#include "gtest/gtest.h"

namespace arbiter::memoir44 {
namespace {

using namespace ::arbiter::memoir44::testing;  // NOLINT

// Seat 0 (Allies) plays Air Power on three Axis units in a row: (10, 4), (12, 4), (14, 4).
Board AirBoard(pb::AirPowerGroup group) {
  Board b;
  b.s.phase = pb::PHASE_ORDER;
  b.s.options.set_air_power_group(group);
  b.Card(pb::CARD_KIND_AIR_POWER);
  b.Place(10, 4, 1, pb::UNIT_TYPE_INFANTRY);
  b.Place(12, 4, 1, pb::UNIT_TYPE_ARTILLERY);
  b.Place(14, 4, 1, pb::UNIT_TYPE_INFANTRY);
  b.Place(2, 0, 0, pb::UNIT_TYPE_INFANTRY);
  return b;
}

TEST(Memoir44AirStrikes, R1_ConnectedDefaultAcceptsAnyOrderOfAConnectedGroup) {
  Board b = AirBoard(pb::AIR_POWER_GROUP_CONNECTED);
  EXPECT_EQ(JudgeStrike(b.s, TargetsOf({H(10, 4), H(14, 4), H(12, 4)}).targets()), std::nullopt);
  EXPECT_EQ(CodeOf(JudgeStrike(b.s, TargetsOf({H(10, 4), H(14, 4)}).targets())),
            kStrikeNotConnected.code);
  EXPECT_EQ(b.Legal().size(), 3 + 2 + 2 + 6);
  for (const pb::Action& a : b.Legal()) EXPECT_EQ(JudgeStrike(b.s, a.targets()), std::nullopt);
}

TEST(Memoir44AirStrikes, R1_ChainNeedsEachTargetAdjacentToTheNext) {
  Board b = AirBoard(pb::AIR_POWER_GROUP_CHAIN);
  EXPECT_EQ(CodeOf(JudgeStrike(b.s, TargetsOf({H(10, 4), H(14, 4), H(12, 4)}).targets())),
            kStrikeNotConnected.code);
  EXPECT_EQ(JudgeStrike(b.s, TargetsOf({H(14, 4), H(12, 4), H(10, 4)}).targets()), std::nullopt);
  EXPECT_EQ(b.Legal().size(), 3 + 2 + 2 + 2);
}

TEST(Memoir44AirStrikes, M6_TargetsCountAndEnemies) {
  Board b = AirBoard(pb::AIR_POWER_GROUP_CONNECTED);
  EXPECT_EQ(CodeOf(JudgeStrike(b.s, TargetsOf({}).targets())), kStrikeTargetCount.code);
  EXPECT_EQ(CodeOf(JudgeStrike(b.s, TargetsOf({H(2, 0)}).targets())), kStrikeTargetNotEnemy.code);
  EXPECT_EQ(CodeOf(JudgeStrike(b.s, TargetsOf({H(10, 4), H(10, 4)}).targets())),
            kStrikeTargetNotEnemy.code);
  EXPECT_EQ(CodeOf(JudgeStrike(
                b.s, TargetsOf({H(10, 4), H(12, 4), H(14, 4), H(13, 5), H(11, 5)}).targets())),
            kStrikeTargetCount.code);
}

TEST(Memoir44AirStrikes, M6_AlliesRollTwoPerTargetInOrderStarsHit) {
  Board b = AirBoard(pb::AIR_POWER_GROUP_CONNECTED);
  ASSERT_EQ(b.Do(TargetsOf({H(12, 4), H(10, 4)})), std::nullopt);
  EXPECT_EQ(b.s.battle.target, Id(12, 4));
  EXPECT_EQ(b.s.chance_dice, 2);
  b.Roll({kStar, kInf});  // artillery: the star hits, the symbol does not
  EXPECT_EQ(b.At(12, 4)->figures, 1);
  EXPECT_EQ(b.s.battle.target, Id(10, 4));
  EXPECT_EQ(b.s.chance, pb::CHANCE_ROLL);
  b.Roll({kInf, kFlag});
  ASSERT_EQ(b.s.phase, pb::PHASE_RETREAT);
  EXPECT_FALSE(b.s.battle.may_ignore_flag);
  ASSERT_EQ(b.Do(RetreatOf({H(9, 5)})), std::nullopt);
  EXPECT_EQ(b.At(9, 5)->figures, 3);
  EXPECT_FALSE(b.s.has_battle);
  EXPECT_EQ(b.s.phase, pb::PHASE_BATTLE);  // AfterBattle decides what follows
}

TEST(Memoir44AirStrikes, M6_AxisRollOnePerTarget) {
  Board b;
  b.s.current_seat = 1;
  EXPECT_EQ(AirPowerDice(b.s, 1), 1);
  EXPECT_EQ(AirPowerDice(b.s, 0), 2);
}

TEST(Memoir44AirStrikes, M6_BarrageFourDiceStarsMissOneTarget) {
  Board b = AirBoard(pb::AIR_POWER_GROUP_CONNECTED);
  b.Card(pb::CARD_KIND_BARRAGE);
  EXPECT_EQ(b.Legal().size(), 3);
  EXPECT_EQ(CodeOf(JudgeStrike(b.s, TargetsOf({H(10, 4), H(12, 4)}).targets())),
            kStrikeTargetCount.code);
  ASSERT_EQ(b.Do(TargetsOf({H(10, 4)})), std::nullopt);
  EXPECT_EQ(b.s.chance_dice, 4);
  b.Roll({kStar, kStar, kInf, kGren});
  EXPECT_EQ(b.At(10, 4)->figures, 2);
  b.s.phase = pb::PHASE_BATTLE;
  EXPECT_EQ(CodeOf(JudgeStrike(b.s, TargetsOf({H(10, 4)}).targets())), kCombatStep.code);
}

}  // namespace
}  // namespace arbiter::memoir44
