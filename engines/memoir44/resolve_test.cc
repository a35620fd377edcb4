// M12 hits by symbol, flags after hits, elimination and its medal (E6), R11 on elimination.
#include "engines/memoir44/combat_testing.h"
#include "gtest/gtest.h"

namespace arbiter::memoir44 {
namespace {

using namespace ::arbiter::memoir44::testing;  // NOLINT

// Seat 0 infantry on (4, 2) battles seat 1's unit on (8, 2) at range 2 (no Ambush window).
Board RangedAt(pb::UnitType target_type) {
  Board b;
  b.Place(4, 2, 0, pb::UNIT_TYPE_ARTILLERY);
  b.Place(8, 2, 1, target_type);
  return b;
}

TEST(Memoir44Resolve, E6_InfantryLosesTwoThenRetreatsOne) {
  Board b = RangedAt(pb::UNIT_TYPE_INFANTRY);
  ASSERT_EQ(b.Do(BattleOf(4, 2, 8, 2)), std::nullopt);
  ASSERT_EQ(b.s.chance, pb::CHANCE_ROLL);
  EXPECT_EQ(b.s.chance_dice, 3);
  b.Roll({kFlag, kInf, kInf});
  ASSERT_EQ(b.s.phase, pb::PHASE_RETREAT);  // two hexes back: the owner chooses
  // The roll is kept in face order, whatever order the outcome gave.
  EXPECT_EQ(b.s.battle.roll, (std::vector<pb::DieFace>{kInf, kInf, kFlag}));
  EXPECT_EQ(b.s.battle.flags, 1);
  EXPECT_EQ(b.At(8, 2)->figures, 2);
  ASSERT_EQ(b.Do(RetreatOf({H(9, 3)})), std::nullopt);
  EXPECT_EQ(b.At(8, 2), nullptr);
  ASSERT_NE(b.At(9, 3), nullptr);
  EXPECT_EQ(b.At(9, 3)->figures, 2);
  EXPECT_EQ(b.s.phase, pb::PHASE_BATTLE);
  EXPECT_FALSE(b.s.has_battle);
}

TEST(Memoir44Resolve, E6_ArmorTakesTwoHitsOfFiveDice) {
  EXPECT_EQ(CountHits(std::vector<pb::DieFace>{kInf, kArm, kArm, kGren, kStar}, pb::UNIT_TYPE_ARMOR,
                      pb::Battle::KIND_BATTLE),
            3);
  Board b = RangedAt(pb::UNIT_TYPE_ARMOR);
  ASSERT_EQ(b.Do(BattleOf(4, 2, 8, 2)), std::nullopt);
  b.Roll({kInf, kArm, kGren, kStar});
  EXPECT_EQ(b.At(8, 2)->figures, 1);
}

TEST(Memoir44Resolve, E6_ArtilleryOnlyGrenadesHit) {
  EXPECT_EQ(CountHits(std::vector<pb::DieFace>{kInf, kArm, kStar, kFlag, kGren},
                      pb::UNIT_TYPE_ARTILLERY, pb::Battle::KIND_BATTLE),
            1);
  // Air Power's stars hit artillery too.
  EXPECT_EQ(CountHits(std::vector<pb::DieFace>{kInf, kStar, kGren}, pb::UNIT_TYPE_ARTILLERY,
                      pb::Battle::KIND_AIR_POWER),
            2);
  EXPECT_EQ(CountHits(std::vector<pb::DieFace>{kInf, kStar, kGren}, pb::UNIT_TYPE_INFANTRY,
                      pb::Battle::KIND_BARRAGE),
            2);
}

TEST(Memoir44Resolve, M12_EliminationGivesAMedalAndFlagsOnlyToSurvivors) {
  Board b;
  b.Place(4, 2, 0, pb::UNIT_TYPE_ARTILLERY);
  b.Place(8, 2, 1, pb::UNIT_TYPE_INFANTRY, 2);
  ASSERT_EQ(b.Do(BattleOf(4, 2, 8, 2)), std::nullopt);
  b.Roll({kInf, kGren, kFlag});
  EXPECT_EQ(b.At(8, 2), nullptr);
  EXPECT_EQ(b.s.players[0].medals, 1);
  EXPECT_EQ(b.s.players[0].elimination_medals, 1);
  EXPECT_EQ(b.s.phase, pb::PHASE_BATTLE);  // no retreat for an eliminated unit
  EXPECT_EQ(b.Count(pb::Event::kUnitEliminated), 1);
  EXPECT_EQ(b.Count(pb::Event::kMedalsChanged), 1);
  EXPECT_EQ(b.Count(pb::Event::kRetreated), 0);
  EXPECT_EQ(b.Count(pb::Event::kDiceRolled), 1);  // the roll, reported once
}

TEST(Memoir44Resolve, R11_SandbagGoesWithItsOccupantByDefault) {
  for (bool persist : {false, true}) {
    Board b;
    b.s.options.set_sandbags_persist(persist);
    b.Obstacle(8, 2, pb::OBSTACLE_SANDBAG, pb::SIDE_AXIS);
    b.Place(4, 2, 0, pb::UNIT_TYPE_ARTILLERY);
    b.Place(8, 2, 1, pb::UNIT_TYPE_INFANTRY, 1);
    ASSERT_EQ(b.Do(BattleOf(4, 2, 8, 2)), std::nullopt);
    b.Roll({kGren, kStar, kStar});
    EXPECT_EQ(b.At(8, 2), nullptr);
    EXPECT_EQ(b.s.obstacle[Id(8, 2)], persist ? pb::OBSTACLE_SANDBAG : pb::OBSTACLE_UNSPECIFIED)
        << "sandbags_persist=" << persist;
  }
}

TEST(Memoir44Resolve, M15_EliteArmorHasFourFigures) {
  Board b = RangedAt(pb::UNIT_TYPE_ARMOR);
  b.At(8, 2)->badge = pb::BADGE_ELITE_ARMOR;
  b.At(8, 2)->figures =
      static_cast<int8_t>(FullStrength(pb::UNIT_TYPE_ARMOR, pb::BADGE_ELITE_ARMOR));
  ASSERT_EQ(b.Do(BattleOf(4, 2, 8, 2)), std::nullopt);
  b.Roll({kArm, kArm, kGren});
  ASSERT_NE(b.At(8, 2), nullptr);  // a plain armor unit would be eliminated
  EXPECT_EQ(b.At(8, 2)->figures, 1);
}

}  // namespace
}  // namespace arbiter::memoir44
