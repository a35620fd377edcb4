// M7 Ambush (E12): the window on a battle at distance 1, AMBUSH/DECLINE by the defender (the
// non-active seat decides), the ambusher first, the attack cancelled or resumed; R6 both ways.
#include "engines/memoir44/combat_testing.h"
#include "engines/memoir44/violations.h"
#include "gtest/gtest.h"

namespace arbiter::memoir44 {
namespace {

using namespace ::arbiter::memoir44::testing;  // NOLINT

// E12's board: player2 (seat 1) 4-figure infantry on (8, 4) close-assaults player1's
// infantry on (7, 3); player1 holds Ambush and a Probe.
Board E12Board() {
  Board b;
  b.s.current_seat = 1;
  b.Place(8, 4, 1, pb::UNIT_TYPE_INFANTRY);
  b.Place(7, 3, 0, pb::UNIT_TYPE_INFANTRY);
  b.s.players[0].hand = {static_cast<int8_t>(CardOfKind(pb::CARD_KIND_PROBE)),
                         static_cast<int8_t>(CardOfKind(pb::CARD_KIND_AMBUSH))};
  return b;
}

TEST(Memoir44Ambush, E12_FlagPushesTheAttackerBackAndCancelsItsBattle) {
  Board b = E12Board();
  const int ambush = CardOfKind(pb::CARD_KIND_AMBUSH);
  ASSERT_EQ(b.Do(BattleOf(8, 4, 7, 3)), std::nullopt);
  ASSERT_EQ(b.s.phase, pb::PHASE_AMBUSH);
  EXPECT_EQ(CombatDecider(b.s), 0);               // the defender, not the active seat
  EXPECT_EQ(b.s.chance, pb::CHANCE_UNSPECIFIED);  // the attacker has not rolled
  EXPECT_EQ(b.Legal().size(), 2);                 // AMBUSH, DECLINE
  Ctx c{b.s, &b.events};
  EXPECT_EQ(CodeOf(ApplyCombatDecision(c, 1, AmbushOf(ambush))), std::string(kNotYourTurn));
  ASSERT_EQ(b.Do(AmbushOf(ambush)), std::nullopt);
  EXPECT_EQ(b.s.battle.kind, pb::Battle::KIND_AMBUSH);
  EXPECT_EQ(b.s.chance_dice, 3);
  EXPECT_EQ(b.s.players[0].hand.size(), 1u);  // one short: it draws first at turn end
  EXPECT_EQ(b.s.discard_pile.back(), ambush);
  b.Roll({kFlag, kStar, kStar});
  ASSERT_EQ(b.s.phase, pb::PHASE_RETREAT);
  EXPECT_EQ(CombatDecider(b.s), 1);  // the attacker retreats its own unit
  ASSERT_EQ(b.Do(RetreatOf({H(9, 5)})), std::nullopt);
  EXPECT_EQ(b.s.phase, pb::PHASE_BATTLE);
  EXPECT_FALSE(b.s.has_battle);
  EXPECT_EQ(b.s.chance, pb::CHANCE_UNSPECIFIED);  // cancelled: no roll
  ASSERT_NE(b.At(7, 3), nullptr);
  EXPECT_EQ(b.At(7, 3)->figures, 4);
  EXPECT_EQ(b.At(9, 5)->figures, 4);
}

TEST(Memoir44Ambush, E12_TwoHitsNoFlagAttackerRollsItsThreeDice) {
  Board b = E12Board();
  ASSERT_EQ(b.Do(BattleOf(8, 4, 7, 3)), std::nullopt);
  ASSERT_EQ(b.Do(AmbushOf(CardOfKind(pb::CARD_KIND_AMBUSH))), std::nullopt);
  b.Roll({kInf, kInf, kStar});
  EXPECT_EQ(b.At(8, 4)->figures, 2);
  EXPECT_EQ(b.s.battle.kind, pb::Battle::KIND_BATTLE);
  EXPECT_EQ(b.s.battle.attacker, Id(8, 4));
  EXPECT_EQ(b.s.battle.target, Id(7, 3));
  EXPECT_EQ(b.s.chance, pb::CHANCE_ROLL);
  EXPECT_EQ(b.s.chance_dice, 3);  // losses never reduce dice
  b.Roll({kInf, kStar, kStar});
  EXPECT_EQ(b.At(7, 3)->figures, 3);
  EXPECT_EQ(b.s.phase, pb::PHASE_BATTLE);
}

TEST(Memoir44Ambush, M7_AmbusherEliminatesTheAttackerAndScores) {
  Board b = E12Board();
  b.At(8, 4)->figures = 1;
  ASSERT_EQ(b.Do(BattleOf(8, 4, 7, 3)), std::nullopt);
  ASSERT_EQ(b.Do(AmbushOf(CardOfKind(pb::CARD_KIND_AMBUSH))), std::nullopt);
  b.Roll({kInf, kStar, kStar});
  EXPECT_EQ(b.At(8, 4), nullptr);
  EXPECT_EQ(b.s.players[0].medals, 1);
  EXPECT_EQ(b.s.phase, pb::PHASE_BATTLE);
  EXPECT_FALSE(b.s.has_battle);  // no take ground for the ambusher
}

TEST(Memoir44Ambush, M7_DeclineRollsTheDeclaredBattle) {
  Board b = E12Board();
  ASSERT_EQ(b.Do(BattleOf(8, 4, 7, 3)), std::nullopt);
  ASSERT_EQ(b.Do(DeclineOf()), std::nullopt);
  EXPECT_EQ(b.s.chance, pb::CHANCE_ROLL);
  EXPECT_EQ(b.s.battle.kind, pb::Battle::KIND_BATTLE);
  EXPECT_EQ(b.s.players[0].hand.size(), 2u);
}

TEST(Memoir44Ambush, R6_AlwaysPromptsEvenWhenNotHeld) {
  Board b = E12Board();
  b.s.players[0].hand = {static_cast<int8_t>(CardOfKind(pb::CARD_KIND_PROBE))};
  ASSERT_EQ(b.Do(BattleOf(8, 4, 7, 3)), std::nullopt);
  ASSERT_EQ(b.s.phase, pb::PHASE_AMBUSH);
  const ActionList legal = b.Legal();
  ASSERT_EQ(legal.size(), 1);
  EXPECT_TRUE(legal.Get(0).has_decline());
  EXPECT_EQ(CodeOf(JudgeAmbush(b.s, 0, AmbushOf(CardOfKind(pb::CARD_KIND_PROBE)).ambush())),
            kAmbushNotHeld.code);
}

TEST(Memoir44Ambush, R6_OnlyIfHeldSkipsTheWindow) {
  Board b = E12Board();
  b.s.options.set_ambush_prompt(pb::AMBUSH_PROMPT_ONLY_IF_HELD);
  b.s.players[0].hand = {static_cast<int8_t>(CardOfKind(pb::CARD_KIND_PROBE))};
  ASSERT_EQ(b.Do(BattleOf(8, 4, 7, 3)), std::nullopt);
  EXPECT_EQ(b.s.phase, pb::PHASE_BATTLE);
  EXPECT_EQ(b.s.chance, pb::CHANCE_ROLL);
  Board held = E12Board();
  held.s.options.set_ambush_prompt(pb::AMBUSH_PROMPT_ONLY_IF_HELD);
  ASSERT_EQ(held.Do(BattleOf(8, 4, 7, 3)), std::nullopt);
  EXPECT_EQ(held.s.phase, pb::PHASE_AMBUSH);
}

TEST(Memoir44Ambush, R6_PublicGroundsSkipTheWindow) {
  Board discarded = E12Board();
  discarded.s.players[0].hand.pop_back();
  discarded.s.discard_pile.push_back(static_cast<int8_t>(CardOfKind(pb::CARD_KIND_AMBUSH)));
  ASSERT_EQ(discarded.Do(BattleOf(8, 4, 7, 3)), std::nullopt);
  EXPECT_EQ(discarded.s.phase, pb::PHASE_BATTLE);
  Board ocean = E12Board();
  ocean.Terrain(7, 3, pb::TERRAIN_OCEAN);
  ASSERT_EQ(ocean.Do(BattleOf(8, 4, 7, 3)), std::nullopt);
  EXPECT_EQ(ocean.s.phase, pb::PHASE_BATTLE);
  Board ranged = E12Board();
  ranged.Place(12, 4, 1, pb::UNIT_TYPE_ARTILLERY);
  ranged.Place(16, 4, 0, pb::UNIT_TYPE_INFANTRY);
  ASSERT_EQ(ranged.Do(BattleOf(12, 4, 16, 4)), std::nullopt);  // distance 2: no window
  EXPECT_EQ(ranged.s.phase, pb::PHASE_BATTLE);
}

TEST(Memoir44Ambush, M7_AmbusherUsesItsOwnTerrainModifiersAndNoCardBonus) {
  Board b = E12Board();
  b.Card(pb::CARD_KIND_CLOSE_ASSAULT);
  b.Terrain(8, 4, pb::TERRAIN_FOREST);  // the attacker's hex reduces the ambusher
  EXPECT_EQ(AmbushDice(b.s, Id(7, 3), Id(8, 4)), 2);
  b.At(7, 3)->type = pb::UNIT_TYPE_ARTILLERY;
  EXPECT_EQ(AmbushDice(b.s, Id(7, 3), Id(8, 4)), 3);
}

TEST(Memoir44Ambush, M7_ArtilleryThatRetreatsLosesItsSecondBombardBattle) {
  Board b;
  b.s.current_seat = 1;
  b.Card(pb::CARD_KIND_ARTILLERY_BOMBARD);
  b.Place(8, 4, 1, pb::UNIT_TYPE_ARTILLERY);
  b.Place(7, 3, 0, pb::UNIT_TYPE_INFANTRY);
  b.Place(12, 6, 0, pb::UNIT_TYPE_INFANTRY);
  b.s.players[0].hand = {static_cast<int8_t>(CardOfKind(pb::CARD_KIND_AMBUSH))};
  ASSERT_EQ(b.Do(BattleOf(8, 4, 7, 3)), std::nullopt);
  ASSERT_EQ(b.Do(AmbushOf(CardOfKind(pb::CARD_KIND_AMBUSH))), std::nullopt);
  b.Roll({kFlag, kStar, kStar});
  ASSERT_EQ(b.Do(RetreatOf({H(9, 5)})), std::nullopt);
  ASSERT_NE(b.At(9, 5), nullptr);
  EXPECT_EQ(b.At(9, 5)->battles, 1);
  EXPECT_EQ(CodeOf(JudgeBattle(b.s, BattleOf(9, 5, 12, 6).battle())), kBattleForbidden.code);
}

TEST(Memoir44Ambush, M7_AHostileWindowWithoutAnAttackerIsRefused) {
  Board b = E12Board();
  b.s.phase = pb::PHASE_AMBUSH;
  b.s.has_battle = true;
  b.s.battle.kind = pb::Battle::KIND_BATTLE;
  b.s.battle.target = Id(7, 3);
  b.s.battle.attacker = kNoHex;
  EXPECT_EQ(AmbushDice(b.s, Id(7, 3), kNoHex), 0);
  EXPECT_EQ(CodeOf(JudgeAmbush(b.s, 0, AmbushOf(CardOfKind(pb::CARD_KIND_AMBUSH)).ambush())),
            kAmbushCannotBattle.code);
}

}  // namespace
}  // namespace arbiter::memoir44
