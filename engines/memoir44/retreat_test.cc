// M13 retreat (E7), the flag ignored where M11 allows and never against Air Power or Barrage,
// the bunker's L = 0, M15's French Resistance 1-3 hexes per flag.
#include "engines/memoir44/combat_testing.h"
#include "engines/memoir44/violations.h"
#include "gtest/gtest.h"

namespace arbiter::memoir44 {
namespace {

using namespace ::arbiter::memoir44::testing;  // NOLINT

// Seat 1 artillery on (10, 2) battles player1's (seat 0) unit on (6, 2) at range 2.
Board Player1At62(pb::UnitType type = pb::UNIT_TYPE_INFANTRY,
                  pb::Badge badge = pb::BADGE_UNSPECIFIED) {
  Board b;
  b.s.current_seat = 1;
  b.Place(10, 2, 1, pb::UNIT_TYPE_ARTILLERY);
  b.Place(6, 2, 0, type, 0, badge);
  return b;
}

void BattleWithFlags(Board& b, int flags, std::vector<pb::DieFace> more = {}) {
  ASSERT_EQ(b.Do(BattleOf(10, 2, 6, 2)), std::nullopt);
  std::vector<pb::DieFace> faces(flags, kFlag);
  faces.insert(faces.end(), more.begin(), more.end());
  b.Roll(faces);
}

TEST(Memoir44Retreat, E7_BothBackHexesOccupiedLosesTwo) {
  Board b = Player1At62();
  b.Place(5, 1, 0, pb::UNIT_TYPE_INFANTRY);
  b.Place(7, 1, 0, pb::UNIT_TYPE_INFANTRY);
  BattleWithFlags(b, 2);
  EXPECT_EQ(b.s.phase, pb::PHASE_BATTLE);  // no choice: applied at once
  ASSERT_NE(b.At(6, 2), nullptr);
  EXPECT_EQ(b.At(6, 2)->figures, 2);
}

TEST(Memoir44Retreat, E7_OneStepThenBlockedLosesOne) {
  Board b = Player1At62();
  b.Place(4, 0, 0, pb::UNIT_TYPE_INFANTRY);
  b.Place(6, 0, 0, pb::UNIT_TYPE_INFANTRY);
  b.Place(7, 1, 0, pb::UNIT_TYPE_INFANTRY);
  BattleWithFlags(b, 2);
  EXPECT_EQ(b.s.phase, pb::PHASE_BATTLE);
  EXPECT_EQ(b.At(6, 2), nullptr);
  ASSERT_NE(b.At(5, 1), nullptr);
  EXPECT_EQ(b.At(5, 1)->figures, 3);
}

TEST(Memoir44Retreat, E7_OnRowZeroEachFlagCostsOne) {
  Board b;
  b.s.current_seat = 1;
  b.Place(8, 0, 1, pb::UNIT_TYPE_ARTILLERY);
  b.Place(4, 0, 0, pb::UNIT_TYPE_INFANTRY);
  ASSERT_EQ(b.Do(BattleOf(8, 0, 4, 0)), std::nullopt);
  b.Roll({kFlag, kFlag, kStar});
  ASSERT_NE(b.At(4, 0), nullptr);
  EXPECT_EQ(b.At(4, 0)->figures, 2);
  EXPECT_EQ(b.Count(pb::Event::kFiguresLost), 1);
}

TEST(Memoir44Retreat, M13_OwnerChoosesAmongTheLongestPaths) {
  Board b = Player1At62();
  BattleWithFlags(b, 2);
  ASSERT_EQ(b.s.phase, pb::PHASE_RETREAT);
  EXPECT_EQ(CombatDecider(b.s), 0);  // the retreating unit's owner, not the active seat
  const ActionList legal = b.Legal();
  EXPECT_EQ(legal.size(), 4);  // (5,1)/(7,1) then two hexes of row 0 each
  EXPECT_EQ(CodeOf(JudgeRetreat(b.s, RetreatOf({H(5, 1)}).retreat())), kRetreatLength.code);
  EXPECT_EQ(CodeOf(JudgeRetreat(b.s, RetreatOf({H(6, 0)}).retreat())), kRetreatStep.code);
  EXPECT_EQ(CodeOf(JudgeRetreat(b.s, RetreatOf({H(5, 1), H(4, 0)}, true).retreat())),
            kRetreatFlagNotIgnorable.code);
  Ctx c{b.s, &b.events};
  EXPECT_EQ(CodeOf(ApplyCombatDecision(c, 1, RetreatOf({H(5, 1), H(4, 0)}))),
            std::string(kNotYourTurn));
  ASSERT_EQ(b.Do(RetreatOf({H(5, 1), H(4, 0)})), std::nullopt);
  ASSERT_NE(b.At(4, 0), nullptr);
  EXPECT_EQ(b.At(4, 0)->figures, 4);
  for (const pb::Action& a : legal) (void)a;
}

TEST(Memoir44Retreat, M13_RiverAndOceanAreNotRetreatHexes) {
  Board b = Player1At62();
  b.Terrain(5, 1, pb::TERRAIN_RIVER);
  b.Terrain(7, 1, pb::TERRAIN_OCEAN);
  BattleWithFlags(b, 1);
  EXPECT_EQ(b.At(6, 2)->figures, 3);
  Board bridge = Player1At62();
  bridge.Terrain(5, 1, pb::TERRAIN_RIVER);
  bridge.sc->hexes[Id(5, 1)].bridge = true;
  bridge.Terrain(7, 1, pb::TERRAIN_OCEAN);
  BattleWithFlags(bridge, 1);
  EXPECT_NE(bridge.At(5, 1), nullptr);
}

TEST(Memoir44Retreat, M13_ArmorInABunkerNeverLeaves) {
  Board b = Player1At62(pb::UNIT_TYPE_ARMOR);
  b.Obstacle(6, 2, pb::OBSTACLE_BUNKER, pb::SIDE_AXIS);  // not its side: no flag ignored
  BattleWithFlags(b, 2, {kStar});
  ASSERT_NE(b.At(6, 2), nullptr);
  EXPECT_EQ(b.At(6, 2)->figures, 1);
}

TEST(Memoir44Retreat, M13_SandbagLetsTheOwnerIgnoreOneFlag) {
  Board b = Player1At62();
  b.Obstacle(6, 2, pb::OBSTACLE_SANDBAG, pb::SIDE_ALLIES);
  BattleWithFlags(b, 2, {kStar});
  ASSERT_EQ(b.s.phase, pb::PHASE_RETREAT);
  EXPECT_EQ(b.Legal().size(), 4 + 2);  // 2-hex paths, or 1-hex paths ignoring one flag
  ASSERT_EQ(b.Do(RetreatOf({H(7, 1)}, true)), std::nullopt);
  EXPECT_NE(b.At(7, 1), nullptr);
  EXPECT_EQ(b.s.obstacle[Id(6, 2)], pb::OBSTACLE_UNSPECIFIED);  // R11: the sandbag went
}

TEST(Memoir44Retreat, M13_NoFlagIgnoredAgainstBarrage) {
  Board b;
  b.s.current_seat = 1;
  b.s.phase = pb::PHASE_ORDER;
  b.Card(pb::CARD_KIND_BARRAGE);
  b.Place(6, 2, 0, pb::UNIT_TYPE_INFANTRY);
  b.Obstacle(6, 2, pb::OBSTACLE_SANDBAG, pb::SIDE_ALLIES);
  ASSERT_EQ(b.Do(TargetsOf({H(6, 2)})), std::nullopt);
  b.Roll({kFlag, kStar, kStar, kStar});
  ASSERT_EQ(b.s.phase, pb::PHASE_RETREAT);
  EXPECT_FALSE(b.s.battle.may_ignore_flag);
  EXPECT_EQ(b.Legal().size(), 2);
  EXPECT_EQ(CodeOf(JudgeRetreat(b.s, RetreatOf({}, true).retreat())),
            kRetreatFlagNotIgnorable.code);
}

TEST(Memoir44Retreat, M15_FrenchResistanceRetreatsOneToThreePerFlag) {
  Board b;
  b.s.current_seat = 1;
  b.Place(10, 4, 1, pb::UNIT_TYPE_ARTILLERY);
  b.Place(6, 4, 0, pb::UNIT_TYPE_INFANTRY, 0, pb::BADGE_FRENCH_RESISTANCE);
  EXPECT_EQ(b.At(6, 4)->figures, 3);
  ASSERT_EQ(b.Do(BattleOf(10, 4, 6, 4)), std::nullopt);
  b.Roll({kFlag, kStar, kStar});
  ASSERT_EQ(b.s.phase, pb::PHASE_RETREAT);
  // 1, 2 or 3 hexes back: 2 + 4 + 8 paths.
  EXPECT_EQ(b.Legal().size(), 14);
  ASSERT_EQ(b.Do(RetreatOf({H(5, 3), H(4, 2), H(3, 1)})), std::nullopt);
  ASSERT_NE(b.At(3, 1), nullptr);
  EXPECT_EQ(b.At(3, 1)->figures, 3);
  // A plain unit may not go further than its flags.
  Board plain = Player1At62();
  BattleWithFlags(plain, 1);
  EXPECT_EQ(CodeOf(JudgeRetreat(plain.s, RetreatOf({H(5, 1), H(4, 0)}).retreat())),
            kRetreatLength.code);
}

}  // namespace
}  // namespace arbiter::memoir44
