// M9 battle targets and dice (E4, E5), M10's line of sight as battles use it, M11's
// reductions, R2 and R7 with their default and option values.
#include <fstream>
#include <optional>
#include <set>
#include <sstream>
#include <string>

#include "engines/memoir44/combat_testing.h"
#include "engines/memoir44/violations.h"
#include "gtest/gtest.h"

namespace arbiter::memoir44 {
namespace {

using namespace ::arbiter::memoir44::testing;  // NOLINT

int Dice(Board& b, int fc, int fr, int tc, int tr) {
  return BattleDice(b.s, Id(fc, fr), Id(tc, tr), pb::Battle::KIND_BATTLE);
}

TEST(Memoir44Battle, E4_InfantryRange2OnArmorInForestRollsOneDie) {
  Board b;
  b.Terrain(8, 4, pb::TERRAIN_FOREST);
  b.Place(4, 4, 0, pb::UNIT_TYPE_INFANTRY);
  b.Place(8, 4, 1, pb::UNIT_TYPE_ARMOR);
  EXPECT_EQ(Dice(b, 4, 4, 8, 4), 1);
  EXPECT_EQ(JudgeBattle(b.s, BattleOf(4, 4, 8, 4).battle()), std::nullopt);
}

TEST(Memoir44Battle, E4_InfantryRange3IntoForestIsNotAllowed) {
  Board b;
  b.Terrain(10, 4, pb::TERRAIN_FOREST);
  b.Place(4, 4, 0, pb::UNIT_TYPE_INFANTRY);
  b.Place(10, 4, 1, pb::UNIT_TYPE_INFANTRY);
  EXPECT_EQ(Dice(b, 4, 4, 10, 4), 0);
  EXPECT_EQ(CodeOf(JudgeBattle(b.s, BattleOf(4, 4, 10, 4).battle())), kBattleNoDice.code);
  EXPECT_EQ(b.Legal().size(), 0);
}

TEST(Memoir44Battle, E4_ArmorInTownOnInfantryInForestIsNotAllowed) {
  Board b;
  b.Terrain(4, 4, pb::TERRAIN_TOWN);
  b.Terrain(6, 4, pb::TERRAIN_FOREST);
  b.Place(4, 4, 0, pb::UNIT_TYPE_ARMOR);
  b.Place(6, 4, 1, pb::UNIT_TYPE_INFANTRY);
  EXPECT_EQ(Dice(b, 4, 4, 6, 4), 3 - 2 - 2);
  EXPECT_EQ(CodeOf(JudgeBattle(b.s, BattleOf(4, 4, 6, 4).battle())), kBattleNoDice.code);
}

TEST(Memoir44Battle, E4_ArtilleryRange5OnForestRollsOneDie) {
  Board b;
  b.Terrain(14, 4, pb::TERRAIN_FOREST);
  b.Place(4, 4, 0, pb::UNIT_TYPE_ARTILLERY);
  b.Place(14, 4, 1, pb::UNIT_TYPE_INFANTRY);
  EXPECT_EQ(Dice(b, 4, 4, 14, 4), 1);  // artillery ignores the target-hex reduction
  EXPECT_EQ(JudgeBattle(b.s, BattleOf(4, 4, 14, 4).battle()), std::nullopt);
}

TEST(Memoir44Battle, E5_TownWithSandbagAgainstArmorIsMinus2AndIgnoresAFlag) {
  Board b;
  b.Terrain(6, 4, pb::TERRAIN_TOWN);
  b.Obstacle(6, 4, pb::OBSTACLE_SANDBAG, pb::SIDE_AXIS);
  b.Place(4, 4, 0, pb::UNIT_TYPE_ARMOR);
  b.Place(6, 4, 1, pb::UNIT_TYPE_INFANTRY);
  EXPECT_EQ(Dice(b, 4, 4, 6, 4), 1);  // 3 - 2: the largest reduction, never -3
  EXPECT_TRUE(MayIgnoreFlag(b.s, Id(6, 4)));
  b.s.options.set_ambush_prompt(pb::AMBUSH_PROMPT_ONLY_IF_HELD);  // no Ambush held
  ASSERT_EQ(b.Do(BattleOf(4, 4, 6, 4)), std::nullopt);
  EXPECT_EQ(b.s.battle.dice, 1);
  b.Roll({kFlag});
  ASSERT_EQ(b.s.phase, pb::PHASE_RETREAT);
  EXPECT_TRUE(b.s.battle.may_ignore_flag);
  EXPECT_EQ(CombatDecider(b.s), 1);
  ASSERT_EQ(b.Do(RetreatOf({}, /*ignore=*/true)), std::nullopt);
  EXPECT_NE(b.At(6, 4), nullptr);
  EXPECT_EQ(b.At(6, 4)->figures, 4);
}

TEST(Memoir44Battle, M9_BestReductionNeverSums) {
  Board b;
  b.Terrain(6, 4, pb::TERRAIN_FOREST);
  b.Obstacle(6, 4, pb::OBSTACLE_BUNKER);
  b.Place(4, 4, 0, pb::UNIT_TYPE_INFANTRY);
  b.Place(6, 4, 1, pb::UNIT_TYPE_INFANTRY);
  EXPECT_EQ(TargetHexReduction(b.s, Id(4, 4), pb::UNIT_TYPE_INFANTRY, Id(6, 4)), -1);
  EXPECT_EQ(TargetHexReduction(b.s, Id(4, 4), pb::UNIT_TYPE_ARMOR, Id(6, 4)), -2);
}

TEST(Memoir44Battle, M11_BunkerProtectsOnlyItsSide) {
  Board b;
  b.Obstacle(6, 4, pb::OBSTACLE_BUNKER, pb::SIDE_ALLIES);
  b.Place(4, 4, 0, pb::UNIT_TYPE_ARMOR);
  b.Place(6, 4, 1, pb::UNIT_TYPE_INFANTRY);  // Axis in an Allied bunker
  EXPECT_EQ(Dice(b, 4, 4, 6, 4), 3);
  EXPECT_FALSE(MayIgnoreFlag(b.s, Id(6, 4)));
  b.s.obstacle_side[Id(6, 4)] = pb::SIDE_AXIS;
  EXPECT_EQ(Dice(b, 4, 4, 6, 4), 1);
  EXPECT_TRUE(MayIgnoreFlag(b.s, Id(6, 4)));
}

TEST(Memoir44Battle, M11_HillReductionWaivedFromAHill) {
  Board b;
  b.Terrain(6, 4, pb::TERRAIN_HILL);
  b.Place(4, 4, 0, pb::UNIT_TYPE_ARMOR);
  b.Place(6, 4, 1, pb::UNIT_TYPE_INFANTRY);
  EXPECT_EQ(Dice(b, 4, 4, 6, 4), 2);
  b.Terrain(4, 4, pb::TERRAIN_HILL);
  EXPECT_EQ(Dice(b, 4, 4, 6, 4), 3);
}

TEST(Memoir44Battle, M11_OwnHexModifiers) {
  Board b;
  b.Obstacle(4, 4, pb::OBSTACLE_WIRE);
  b.Place(4, 4, 0, pb::UNIT_TYPE_INFANTRY);
  b.Place(6, 4, 1, pb::UNIT_TYPE_INFANTRY);
  EXPECT_EQ(Dice(b, 4, 4, 6, 4), 2);  // infantry in wire -1
  b.Terrain(4, 4, pb::TERRAIN_OCEAN);
  EXPECT_EQ(CodeOf(JudgeBattle(b.s, BattleOf(4, 4, 6, 4).battle())), kBattleFromOcean.code);
}

TEST(Memoir44Battle, M9_AdjacentEnemyMustBeTheTarget) {
  Board b;
  b.Place(4, 4, 0, pb::UNIT_TYPE_INFANTRY);
  b.Place(5, 5, 1, pb::UNIT_TYPE_INFANTRY);
  b.Place(8, 4, 1, pb::UNIT_TYPE_INFANTRY);
  EXPECT_EQ(CodeOf(JudgeBattle(b.s, BattleOf(4, 4, 8, 4).battle())), kBattleMustBeAdjacent.code);
  EXPECT_EQ(JudgeBattle(b.s, BattleOf(4, 4, 5, 5).battle()), std::nullopt);
  EXPECT_EQ(b.Legal().size(), 1);
}

TEST(Memoir44Battle, M9_RangeAndUnitRights) {
  Board b;
  Unit& inf = b.Place(4, 4, 0, pb::UNIT_TYPE_INFANTRY);
  (void)inf;
  b.Place(12, 4, 1, pb::UNIT_TYPE_INFANTRY);
  EXPECT_EQ(CodeOf(JudgeBattle(b.s, BattleOf(4, 4, 12, 4).battle())), kBattleOutOfRange.code);
  EXPECT_EQ(CodeOf(JudgeBattle(b.s, BattleOf(12, 4, 4, 4).battle())), kBattleNoUnit.code);
  EXPECT_EQ(CodeOf(JudgeBattle(b.s, BattleOf(4, 4, 6, 4).battle())), kBattleNoTarget.code);
  EXPECT_EQ(CodeOf(JudgeBattle(b.s, BattleOf(4, 4, 99, 4).battle())), kBattleNoTarget.code);
  b.Place(8, 4, 1, pb::UNIT_TYPE_INFANTRY);
  b.At(4, 4)->ordered = false;
  EXPECT_EQ(CodeOf(JudgeBattle(b.s, BattleOf(4, 4, 8, 4).battle())), kBattleNotOrdered.code);
  b.At(4, 4)->ordered = true;
  b.At(4, 4)->battle_forbidden = true;
  EXPECT_EQ(CodeOf(JudgeBattle(b.s, BattleOf(4, 4, 8, 4).battle())), kBattleForbidden.code);
  b.At(4, 4)->battle_forbidden = false;
  b.At(4, 4)->battles = 1;
  EXPECT_EQ(CodeOf(JudgeBattle(b.s, BattleOf(4, 4, 8, 4).battle())), kBattleDone.code);
  b.s.phase = pb::PHASE_MOVE;
  EXPECT_EQ(CodeOf(JudgeBattle(b.s, BattleOf(4, 4, 8, 4).battle())), kCombatStep.code);
}

TEST(Memoir44Battle, M6_ArtilleryBombardBattlesTwice) {
  Board b;
  b.Card(pb::CARD_KIND_ARTILLERY_BOMBARD);
  b.Place(4, 4, 0, pb::UNIT_TYPE_ARTILLERY);
  b.Place(12, 4, 1, pb::UNIT_TYPE_INFANTRY);
  ASSERT_EQ(b.Do(BattleOf(4, 4, 12, 4)), std::nullopt);
  b.Roll({kStar, kStar});
  EXPECT_EQ(b.s.phase, pb::PHASE_BATTLE);
  EXPECT_FALSE(b.s.has_battle);
  EXPECT_EQ(JudgeBattle(b.s, BattleOf(4, 4, 12, 4).battle()), std::nullopt);
  ASSERT_EQ(b.Do(BattleOf(4, 4, 12, 4)), std::nullopt);
  b.Roll({kStar, kStar});
  EXPECT_EQ(CodeOf(JudgeBattle(b.s, BattleOf(4, 4, 12, 4).battle())), kBattleDone.code);
}

TEST(Memoir44Battle, M10_LineOfSightBlocksInfantryNotArtillery_R7Default) {
  Board b;
  b.Terrain(6, 4, pb::TERRAIN_FOREST);
  b.Place(4, 4, 0, pb::UNIT_TYPE_INFANTRY);
  b.Place(4, 2, 0, pb::UNIT_TYPE_ARTILLERY);
  b.Place(8, 4, 1, pb::UNIT_TYPE_INFANTRY);
  b.Place(8, 2, 1, pb::UNIT_TYPE_INFANTRY);
  b.Terrain(6, 2, pb::TERRAIN_TOWN);
  EXPECT_EQ(CodeOf(JudgeBattle(b.s, BattleOf(4, 4, 8, 4).battle())), kBattleNoLos.code);
  EXPECT_EQ(JudgeBattle(b.s, BattleOf(4, 2, 8, 2).battle()), std::nullopt);
}

TEST(Memoir44Battle, R7_ArtilleryNeedsLosOption) {
  Board b;
  b.s.options.set_artillery_needs_los(true);
  b.Terrain(6, 2, pb::TERRAIN_TOWN);
  b.Place(4, 2, 0, pb::UNIT_TYPE_ARTILLERY);
  b.Place(8, 2, 1, pb::UNIT_TYPE_INFANTRY);
  EXPECT_EQ(CodeOf(JudgeBattle(b.s, BattleOf(4, 2, 8, 2).battle())), kBattleNoLos.code);
  EXPECT_EQ(b.Legal().size(), 0);
}

TEST(Memoir44Battle, M6_CardBonusesAndTargetRules) {
  Board b;
  b.Place(4, 4, 0, pb::UNIT_TYPE_ARMOR);
  b.Place(6, 4, 1, pb::UNIT_TYPE_INFANTRY);
  b.Place(2, 2, 0, pb::UNIT_TYPE_INFANTRY);
  b.Place(6, 2, 1, pb::UNIT_TYPE_INFANTRY);
  EXPECT_EQ(Dice(b, 4, 4, 6, 4), 3);
  b.Card(pb::CARD_KIND_ARMOR_ASSAULT);
  EXPECT_EQ(Dice(b, 4, 4, 6, 4), 4);
  EXPECT_EQ(Dice(b, 2, 2, 6, 2), 2);  // infantry, range 2: no Armor Assault bonus
  b.Card(pb::CARD_KIND_CLOSE_ASSAULT);
  EXPECT_EQ(Dice(b, 4, 4, 6, 4), 4);
  EXPECT_EQ(CodeOf(JudgeBattle(b.s, BattleOf(2, 2, 6, 2).battle())), kBattleCardTarget.code);
  b.Card(pb::CARD_KIND_FIREFIGHT);
  EXPECT_EQ(Dice(b, 2, 2, 6, 2), 3);
  EXPECT_EQ(CodeOf(JudgeBattle(b.s, BattleOf(4, 4, 6, 4).battle())), kBattleCardTarget.code);
  b.Card(pb::CARD_KIND_PROBE);
  b.At(2, 2)->bonus_dice = 1;  // Their Finest Hour / Behind Enemy Lines
  EXPECT_EQ(Dice(b, 2, 2, 6, 2), 3);
}

TEST(Memoir44Battle, R2_CloseAssaultBonusOnOverrun) {
  Board b;
  b.Card(pb::CARD_KIND_CLOSE_ASSAULT);
  b.Place(4, 4, 0, pb::UNIT_TYPE_ARMOR);
  b.Place(6, 4, 1, pb::UNIT_TYPE_INFANTRY);
  EXPECT_EQ(BattleDice(b.s, Id(4, 4), Id(6, 4), pb::Battle::KIND_OVERRUN), 3);
  b.s.options.set_close_assault_bonus_on_overrun(true);
  EXPECT_EQ(BattleDice(b.s, Id(4, 4), Id(6, 4), pb::Battle::KIND_OVERRUN), 4);
  b.Card(pb::CARD_KIND_ARMOR_ASSAULT);  // Armor Assault's bonus is on every close assault
  b.s.options.set_close_assault_bonus_on_overrun(false);
  EXPECT_EQ(BattleDice(b.s, Id(4, 4), Id(6, 4), pb::Battle::KIND_OVERRUN), 4);
}

TEST(Memoir44Battle, M9_ListedBattlesAreExactlyTheLegalOnes) {
  Board b;
  b.Terrain(10, 4, pb::TERRAIN_FOREST);
  b.Terrain(12, 2, pb::TERRAIN_HILL);
  b.Place(4, 4, 0, pb::UNIT_TYPE_INFANTRY);
  b.Place(8, 2, 0, pb::UNIT_TYPE_ARMOR);
  b.Place(2, 0, 0, pb::UNIT_TYPE_ARTILLERY);
  b.Place(10, 4, 1, pb::UNIT_TYPE_INFANTRY);
  b.Place(12, 2, 1, pb::UNIT_TYPE_ARMOR);
  b.Place(7, 5, 1, pb::UNIT_TYPE_ARTILLERY);
  b.Place(14, 6, 1, pb::UNIT_TYPE_INFANTRY);
  const ActionList listed = b.Legal();
  int legal = 0;
  for (int f = 0; f < kHexCount; ++f) {
    for (int t = 0; t < kHexCount; ++t) {
      pb::BattleAction a;
      *a.mutable_from() = ToHex(static_cast<HexId>(f));
      *a.mutable_target() = ToHex(static_cast<HexId>(t));
      if (JudgeBattle(b.s, a) == std::nullopt) ++legal;
    }
  }
  EXPECT_EQ(listed.size(), legal);
  EXPECT_GT(legal, 3);
  for (const pb::Action& a : listed) EXPECT_EQ(JudgeBattle(b.s, a.battle()), std::nullopt);
  EXPECT_TRUE(CanBattle(b.s));
}

TEST(Memoir44Battle, EveryCombatViolationCitesAHeadingOfRulesMd) {
  std::ifstream in(MEMOIR44_RULES_MD);
  ASSERT_TRUE(in.good()) << MEMOIR44_RULES_MD;
  std::set<std::string> headings;
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("## ", 0) != 0 && line.rfind("### ", 0) != 0) continue;
    std::istringstream words(line.substr(line.find(' ') + 1));
    std::string id;
    words >> id;
    headings.insert(id);
  }
  std::set<std::string> codes;
  for (const ViolationKind& k : kCombatViolations) {
    EXPECT_TRUE(headings.count(std::string(k.rule_ref))) << k.code << " cites " << k.rule_ref;
    EXPECT_EQ(std::string(k.code).rfind("MEMOIR44_", 0), 0u) << k.code;
    EXPECT_TRUE(codes.insert(std::string(k.code)).second) << k.code << " twice";
  }
}

}  // namespace
}  // namespace arbiter::memoir44
