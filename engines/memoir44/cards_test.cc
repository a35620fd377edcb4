// M5 section cards, M6 tactic cards (fallback, Their Finest Hour, Medics & Mechanics, Dig In,
// Infantry Assault R3), M7 Counter-Attack (R4) and R5, over native states (test_util.h):
// cards.cc, counter_attack.cc, ordering.cc. E11, E13, E14, E15.
#include "engines/memoir44/cards.h"

#include <algorithm>

#include "engines/memoir44/rules.h"
#include "engines/memoir44/test_util.h"
#include "gtest/gtest.h"

namespace arbiter::memoir44 {
namespace {

using testing::CodeOf;
using testing::Dice;
using testing::EndTurnAction;
using testing::EventsOf;
using testing::H;
using testing::KeepCard;
using testing::OrderUnits;
using testing::PlayCard;
using testing::TargetHexes;
using testing::TestGame;

constexpr int kReconCenter = 3;
constexpr int kProbeCenter = 11;
constexpr int kAttackLeft = 20;
constexpr int kAttackRight = 27;
constexpr int kAssaultCenter = 32;
constexpr int kGeneralAdvance = 36;
constexpr int kPincerMove = 37;
constexpr int kAirPower = 41;
constexpr int kAmbush = 42;
constexpr int kArmorAssault = 43;
constexpr int kArtilleryBombard = 45;
constexpr int kBehindEnemyLines = 47;
constexpr int kCloseAssault = 48;
constexpr int kCounterAttack = 49;
constexpr int kCounterAttack2 = 50;
constexpr int kDigIn = 51;
constexpr int kFirefight = 54;
constexpr int kInfantryAssault = 55;
constexpr int kMedics = 57;
constexpr int kTheirFinestHour = 60;

// Every listed action is judged legal (and applies) on a copy of the game.
void ExpectListedAreLegal(const TestGame& g) {
  TestGame probe = g;
  for (const pb::Action& a : probe.Legal()) {
    TestGame copy = g;
    EXPECT_EQ(CodeOf(copy.Act(a)), "") << a.ShortDebugString();
  }
}

TEST(Memoir44Cards, M5_TheDeckIs60CardsFromTheData) {
  ASSERT_TRUE(CardTableOk());
  int section = 0, tactic = 0;
  for (int id = 1; id <= kCardCount; ++id) {
    const CardInfo& c = Card(id);
    ASSERT_NE(c.kind, pb::CARD_KIND_UNSPECIFIED) << id;
    (c.kind <= pb::CARD_KIND_RECON_IN_FORCE ? section : tactic)++;
  }
  EXPECT_EQ(section, 40);
  EXPECT_EQ(tactic, 20);
  EXPECT_EQ(Card(kProbeCenter).kind, pb::CARD_KIND_PROBE);
  EXPECT_EQ(Card(kProbeCenter).section, pb::SECTION_CENTER);
  EXPECT_EQ(Card(kAttackLeft).section, pb::SECTION_LEFT);
  EXPECT_EQ(Card(kTheirFinestHour).kind, pb::CARD_KIND_THEIR_FINEST_HOUR);
  EXPECT_EQ(AmbushCardId(), kAmbush);
  EXPECT_EQ(Card(0).kind, pb::CARD_KIND_UNSPECIFIED);
  EXPECT_EQ(Card(61).kind, pb::CARD_KIND_UNSPECIFIED);
  int probes = 0;
  for (int id = 1; id <= kCardCount; ++id) probes += Card(id).kind == pb::CARD_KIND_PROBE;
  EXPECT_EQ(probes, 13);  // 4/5/4
}

TEST(Memoir44Cards, M4_ACardNotInHandIsRefused) {
  TestGame g;
  g.Hand(0, {kProbeCenter});
  EXPECT_EQ(CodeOf(g.Act(PlayCard(12))), "MEMOIR44_CARD_NOT_IN_HAND");
  EXPECT_EQ(CodeOf(g.Act(PlayCard(0))), "MEMOIR44_CARD_NOT_IN_HAND");
  EXPECT_EQ(CodeOf(g.Act(PlayCard(kProbeCenter, pb::SECTION_LEFT))), "MEMOIR44_SECTION_NOT_NAMED");
  EXPECT_EQ(CodeOf(g.Act(PlayCard(kProbeCenter, pb::SECTION_CENTER))), "");
}

TEST(Memoir44Cards, M5_ProbeOrdersUpTo2InItsSection) {
  TestGame g;
  g.AddUnit(1, 8, 6, pb::UNIT_TYPE_INFANTRY);
  g.AddUnit(1, 10, 6, pb::UNIT_TYPE_INFANTRY);
  g.AddUnit(1, 12, 6, pb::UNIT_TYPE_ARMOR);
  g.AddUnit(1, 2, 6, pb::UNIT_TYPE_INFANTRY);  // player2's left
  g.s().current_seat = 1;
  g.Hand(1, {kProbeCenter});
  g.MustAct(PlayCard(kProbeCenter));
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{8, 6}, {10, 6}, {12, 6}}))), "MEMOIR44_ORDER_OVER_LIMIT");
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{2, 6}}))), "MEMOIR44_ORDER_NOT_ELIGIBLE");
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{8, 6}, {8, 6}}))), "MEMOIR44_ORDERED_TWICE");
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{4, 6}}))), "MEMOIR44_NOT_OWN_UNIT");
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{5, 6}}))), "MEMOIR44_OFF_BOARD_HEX");
  // 0, 3 singles, 3 pairs.
  EXPECT_EQ(g.Legal().size(), 7u);
  ExpectListedAreLegal(g);
  g.MustAct(OrderUnits({{8, 6}, {12, 6}}));
  EXPECT_TRUE(g.s().UnitAt(H(8, 6))->ordered);
  EXPECT_FALSE(g.s().UnitAt(H(10, 6))->ordered);
}

TEST(Memoir44Cards, M5_AssaultOrdersEveryUnitOfItsSection) {
  TestGame g;
  g.AddUnit(0, 8, 2, pb::UNIT_TYPE_INFANTRY);
  g.AddUnit(0, 10, 2, pb::UNIT_TYPE_ARTILLERY);
  g.AddUnit(0, 20, 2, pb::UNIT_TYPE_INFANTRY);
  g.Hand(0, {kAssaultCenter});
  g.MustAct(PlayCard(kAssaultCenter));
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{8, 2}}))), "MEMOIR44_ORDER_NOT_ALL");
  ASSERT_EQ(g.Legal().size(), 1u);
  EXPECT_EQ(g.Legal()[0].order().units_size(), 2);
  g.MustAct(OrderUnits({{8, 2}, {10, 2}}));
}

TEST(Memoir44Cards, M2_ASharedHexFillsOneSectionsQuota) {
  // General Advance: 2 per section. Player2's (7, 1) is left and centre.
  TestGame g;
  g.s().current_seat = 1;
  for (int c : {1, 3, 5}) g.AddUnit(1, c, 1, pb::UNIT_TYPE_INFANTRY);
  g.AddUnit(1, 7, 1, pb::UNIT_TYPE_INFANTRY);
  g.Hand(1, {kGeneralAdvance});
  g.MustAct(PlayCard(kGeneralAdvance));
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{1, 1}, {3, 1}, {5, 1}}))), "MEMOIR44_ORDER_OVER_LIMIT");
  ExpectListedAreLegal(g);
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{3, 1}, {5, 1}, {7, 1}}))), "");
}

TEST(Memoir44Cards, M5_PincerMoveOrdersTheFlanksOnly) {
  TestGame g;
  g.s().current_seat = 1;
  g.AddUnit(1, 1, 1, pb::UNIT_TYPE_INFANTRY);
  g.AddUnit(1, 11, 1, pb::UNIT_TYPE_INFANTRY);
  g.AddUnit(1, 21, 1, pb::UNIT_TYPE_INFANTRY);
  g.Hand(1, {kPincerMove});
  g.MustAct(PlayCard(kPincerMove));
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{11, 1}}))), "MEMOIR44_ORDER_NOT_ELIGIBLE");
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{1, 1}, {21, 1}}))), "");
}

// Seat 0 played `card` last turn; seat 1 is to play a Counter-Attack.
TestGame AfterOpponentPlayed(int card, pb::Section section) {
  TestGame g;
  g.s().current_seat = 1;
  g.s().players[0].last_card = card;
  g.s().players[0].last_section = section;
  g.Hand(1, {kCounterAttack});
  return g;
}

TEST(Memoir44Cards, M7_E11_CounterAttackMirrorsTheSection) {
  // Player1 played Attack on its left (c >= 17): player2's Counter-Attack orders up to 3 units
  // on player2's right, the same columns.
  TestGame g = AfterOpponentPlayed(kAttackLeft, pb::SECTION_LEFT);
  for (int c : {18, 20, 22, 24}) g.AddUnit(1, c, 6, pb::UNIT_TYPE_INFANTRY);
  g.AddUnit(1, 10, 6, pb::UNIT_TYPE_INFANTRY);
  g.MustAct(PlayCard(kCounterAttack));
  EXPECT_EQ(g.s().effective_card, kAttackLeft);
  EXPECT_EQ(g.s().section, pb::SECTION_RIGHT);
  EXPECT_EQ(EffectiveKind(g.s()), pb::CARD_KIND_ATTACK);
  ASSERT_EQ(EventsOf(g.events(), pb::Event::kCardPlayed).size(), 1u);
  EXPECT_EQ(EventsOf(g.events(), pb::Event::kCardPlayed)[0].card_played().copies_card(),
            kAttackLeft);
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{10, 6}}))), "MEMOIR44_ORDER_NOT_ELIGIBLE");
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{18, 6}, {20, 6}, {22, 6}, {24, 6}}))),
            "MEMOIR44_ORDER_OVER_LIMIT");
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{18, 6}, {20, 6}, {24, 6}}))), "");
  // What a later Counter-Attack copies: the Attack, on player2's right.
  EXPECT_EQ(g.s().players[1].last_card, kAttackLeft);
  EXPECT_EQ(g.s().players[1].last_section, pb::SECTION_RIGHT);
}

TEST(Memoir44Cards, R4_CounterAttackBeforeAnyCardOrdersNothing) {
  TestGame g = AfterOpponentPlayed(0, pb::SECTION_UNSPECIFIED);
  g.AddUnit(1, 10, 6, pb::UNIT_TYPE_INFANTRY);
  g.MustAct(PlayCard(kCounterAttack));
  EXPECT_EQ(g.s().effective_card, 0);
  ASSERT_EQ(g.Legal().size(), 1u);
  EXPECT_EQ(g.Legal()[0].order().units_size(), 0);
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{10, 6}}))), "MEMOIR44_ORDER_NOT_ELIGIBLE");
}

TEST(Memoir44Cards, M7_ACopiedCounterAttackResolvesToTheCardBeneath) {
  TestGame g = AfterOpponentPlayed(kAttackRight, pb::SECTION_RIGHT);
  g.MustAct(PlayCard(kCounterAttack));
  g.MustAct(OrderUnits({}));
  g.MustAct(EndTurnAction());
  // Seat 0 now counter-attacks seat 1's Counter-Attack: the Attack again, on its right.
  g.s().players[0].hand.push_back(kCounterAttack2);
  g.MustAct(PlayCard(kCounterAttack2));
  EXPECT_EQ(g.s().effective_card, kAttackRight);
  EXPECT_EQ(g.s().section, pb::SECTION_RIGHT);
}

TEST(Memoir44Cards, R5_AmbushIsNotTheTurnsCardUnlessTheOptionSaysSo) {
  TestGame g;
  g.AddUnit(0, 10, 2, pb::UNIT_TYPE_INFANTRY);
  g.Hand(0, {kAmbush, kProbeCenter});
  EXPECT_EQ(CodeOf(g.Act(PlayCard(kAmbush))), "MEMOIR44_AMBUSH_NOT_TURN_CARD");
  EXPECT_EQ(g.Legal().size(), 1u);  // the Probe only
  g.s().options.set_ambush_as_turn_card(true);
  EXPECT_EQ(g.Legal().size(), 2u);
  g.MustAct(PlayCard(kAmbush));
  EXPECT_EQ(g.s().effective_card, 0);
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{10, 2}}))), "MEMOIR44_ORDER_NOT_ELIGIBLE");
  // R5: Ambush is never counter-attacked.
  g.MustAct(OrderUnits({}));
  g.MustAct(EndTurnAction());
  g.s().players[1].hand.push_back(kCounterAttack);
  g.MustAct(PlayCard(kCounterAttack));
  EXPECT_EQ(g.s().effective_card, 0);
}

TEST(Memoir44Cards, R3_InfantryAssaultNamesASectionWithInfantry) {
  TestGame g;
  g.AddUnit(0, 4, 2, pb::UNIT_TYPE_INFANTRY);  // player1's right (c <= 7)
  g.AddUnit(0, 12, 2, pb::UNIT_TYPE_ARMOR);    // centre
  g.Hand(0, {kInfantryAssault});
  EXPECT_EQ(CodeOf(g.Act(PlayCard(kInfantryAssault))), "MEMOIR44_SECTION_NOT_NAMED");
  EXPECT_EQ(CodeOf(g.Act(PlayCard(kInfantryAssault, pb::SECTION_CENTER))),
            "MEMOIR44_SECTION_WITHOUT_INFANTRY");
  ASSERT_EQ(g.Legal().size(), 1u);
  EXPECT_EQ(g.Legal()[0].play().section(), pb::SECTION_RIGHT);
  g.MustAct(PlayCard(kInfantryAssault, pb::SECTION_RIGHT));
  EXPECT_FALSE(Fallback(g.s()));
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{12, 2}}))), "MEMOIR44_ORDER_NOT_ELIGIBLE");
  g.MustAct(OrderUnits({{4, 2}}));
  EXPECT_EQ(MoveAllowance(g.s(), *g.s().UnitAt(H(4, 2))), 3);  // moves 3 (and then no battle)
}

TEST(Memoir44Cards, R3_M6_InfantryAssaultWithoutInfantryOrdersOneUnitAnywhere) {
  TestGame g;
  g.AddUnit(0, 12, 2, pb::UNIT_TYPE_ARMOR);
  g.AddUnit(0, 20, 2, pb::UNIT_TYPE_ARTILLERY);
  g.Hand(0, {kInfantryAssault});
  EXPECT_EQ(g.Legal().size(), 3u);  // any section
  g.MustAct(PlayCard(kInfantryAssault, pb::SECTION_RIGHT));
  EXPECT_TRUE(Fallback(g.s()));
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{12, 2}, {20, 2}}))), "MEMOIR44_ORDER_OVER_LIMIT");
  g.MustAct(OrderUnits({{20, 2}}));  // outside the named section: the card's own rule
  EXPECT_EQ(MoveAllowance(g.s(), *g.s().UnitAt(H(20, 2))), 1);  // normal rules
}

TEST(Memoir44Cards, M6_FallbackOrdersOneUnitOfAnyTypeWithoutBonus) {
  TestGame g;
  g.AddUnit(0, 10, 2, pb::UNIT_TYPE_INFANTRY);
  g.AddUnit(0, 12, 2, pb::UNIT_TYPE_INFANTRY);
  g.Hand(0, {kArmorAssault, kArtilleryBombard});
  g.MustAct(PlayCard(kArmorAssault));
  EXPECT_TRUE(Fallback(g.s()));
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{10, 2}, {12, 2}}))), "MEMOIR44_ORDER_OVER_LIMIT");
  EXPECT_EQ(g.Legal().size(), 3u);
  g.MustAct(OrderUnits({{10, 2}}));
  EXPECT_EQ(g.s().UnitAt(H(10, 2))->bonus_dice, 0);
  // With armor on the board Armor Assault orders armor only.
  TestGame a;
  a.AddUnit(0, 10, 2, pb::UNIT_TYPE_INFANTRY);
  a.AddUnit(0, 14, 2, pb::UNIT_TYPE_ARMOR);
  a.Hand(0, {kArmorAssault});
  a.MustAct(PlayCard(kArmorAssault));
  EXPECT_FALSE(Fallback(a.s()));
  EXPECT_EQ(CodeOf(a.Act(OrderUnits({{10, 2}}))), "MEMOIR44_ORDER_NOT_ELIGIBLE");
  EXPECT_EQ(CodeOf(a.Act(OrderUnits({{14, 2}}))), "");
}

TEST(Memoir44Cards, M6_ArtilleryBombardOrdersAllArtilleryToMove3OrBattle) {
  TestGame g;
  g.AddUnit(0, 10, 2, pb::UNIT_TYPE_ARTILLERY);
  g.AddUnit(0, 16, 2, pb::UNIT_TYPE_ARTILLERY);
  g.AddUnit(0, 12, 2, pb::UNIT_TYPE_INFANTRY);
  g.Hand(0, {kArtilleryBombard});
  g.MustAct(PlayCard(kArtilleryBombard));
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{10, 2}}))), "MEMOIR44_ORDER_NOT_ALL");
  g.MustAct(OrderUnits({{10, 2}, {16, 2}}));
  EXPECT_EQ(MoveAllowance(g.s(), *g.s().UnitAt(H(10, 2))), 3);
}

TEST(Memoir44Cards, M6_CloseAssaultOrdersAllInfantryAndArmorAdjacentToAnEnemy) {
  TestGame g;
  g.AddUnit(1, 10, 4, pb::UNIT_TYPE_INFANTRY);
  g.AddUnit(0, 9, 3, pb::UNIT_TYPE_INFANTRY);
  g.AddUnit(0, 11, 3, pb::UNIT_TYPE_ARMOR);
  g.AddUnit(0, 8, 4, pb::UNIT_TYPE_ARTILLERY);  // adjacent, but artillery
  g.AddUnit(0, 20, 2, pb::UNIT_TYPE_INFANTRY);  // not adjacent
  g.Hand(0, {kCloseAssault});
  g.MustAct(PlayCard(kCloseAssault));
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{9, 3}}))), "MEMOIR44_ORDER_NOT_ALL");
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{9, 3}, {11, 3}, {8, 4}}))), "MEMOIR44_ORDER_NOT_ELIGIBLE");
  g.MustAct(OrderUnits({{9, 3}, {11, 3}}));
  EXPECT_EQ(g.s().phase, pb::PHASE_BATTLE);  // no move
}

TEST(Memoir44Cards, M6_FirefightOrdersUnitsNotAdjacentToAnEnemy) {
  TestGame g;
  g.AddUnit(1, 10, 4, pb::UNIT_TYPE_INFANTRY);
  g.AddUnit(0, 9, 3, pb::UNIT_TYPE_INFANTRY);
  g.AddUnit(0, 20, 2, pb::UNIT_TYPE_INFANTRY);
  g.Hand(0, {kFirefight});
  g.MustAct(PlayCard(kFirefight));
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{9, 3}}))), "MEMOIR44_ORDER_NOT_ELIGIBLE");
  g.MustAct(OrderUnits({{20, 2}}));
  EXPECT_EQ(g.s().phase, pb::PHASE_BATTLE);
}

TEST(Memoir44Cards, M6_DigInPlacesSandbagsAndItsUnitsNeitherMoveNorBattle) {
  TestGame g;
  g.Terrain(12, 2, pb::TERRAIN_OCEAN);
  g.AddUnit(0, 10, 2, pb::UNIT_TYPE_INFANTRY);
  g.AddUnit(0, 12, 2, pb::UNIT_TYPE_INFANTRY);
  g.AddUnit(0, 14, 2, pb::UNIT_TYPE_ARMOR);
  g.Hand(0, {kDigIn});
  g.MustAct(PlayCard(kDigIn));
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{14, 2}}))), "MEMOIR44_ORDER_NOT_ELIGIBLE");
  g.MustAct(OrderUnits({{10, 2}, {12, 2}}));
  EXPECT_EQ(g.s().obstacle[H(10, 2)], pb::OBSTACLE_SANDBAG);
  EXPECT_EQ(g.s().obstacle_side[H(10, 2)], pb::SIDE_ALLIES);
  EXPECT_EQ(g.s().obstacle[H(12, 2)], pb::OBSTACLE_UNSPECIFIED);  // not in the ocean
  EXPECT_TRUE(g.s().UnitAt(H(10, 2))->battle_forbidden);
  EXPECT_EQ(g.s().phase, pb::PHASE_BATTLE);
}

TEST(Memoir44Cards, M6_BehindEnemyLinesOrdersOneInfantryWithABonusDie) {
  TestGame g;
  g.AddUnit(0, 10, 2, pb::UNIT_TYPE_INFANTRY);
  g.AddUnit(0, 12, 2, pb::UNIT_TYPE_INFANTRY);
  g.Hand(0, {kBehindEnemyLines});
  g.MustAct(PlayCard(kBehindEnemyLines));
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{10, 2}, {12, 2}}))), "MEMOIR44_ORDER_OVER_LIMIT");
  g.MustAct(OrderUnits({{10, 2}}));
  EXPECT_EQ(g.s().UnitAt(H(10, 2))->bonus_dice, 1);
  EXPECT_EQ(MoveAllowance(g.s(), *g.s().UnitAt(H(10, 2))), 3);
}

TEST(Memoir44Cards, M6_E13_TheirFinestHour) {
  // From a 5-card hand: infantry, infantry, armor, star, grenade: up to 2 infantry, 1 armor
  // and 1 of any type, each +1 die; at the end the piles merge and shuffle, then it draws.
  TestGame g;
  g.s().external = true;
  std::sort(g.s().draw_pile.begin(), g.s().draw_pile.end());
  for (int c : {4, 6, 8}) g.AddUnit(0, c, 2, pb::UNIT_TYPE_INFANTRY);
  g.AddUnit(0, 10, 2, pb::UNIT_TYPE_ARMOR);
  g.AddUnit(0, 12, 2, pb::UNIT_TYPE_ARMOR);
  g.AddUnit(0, 14, 2, pb::UNIT_TYPE_ARTILLERY);
  g.Hand(0, {kTheirFinestHour, 1, 2, 3, 4});
  g.MustAct(PlayCard(kTheirFinestHour));
  ASSERT_EQ(g.s().chance_dice, 5);
  ASSERT_EQ(CodeOf(g.Chance(Dice({pb::DIE_FACE_INFANTRY, pb::DIE_FACE_INFANTRY, pb::DIE_FACE_ARMOR,
                                  pb::DIE_FACE_STAR, pb::DIE_FACE_GRENADE}))),
            "");
  EXPECT_EQ(g.s().finest_hour_infantry, 2);
  EXPECT_EQ(g.s().finest_hour_armor, 1);
  EXPECT_EQ(g.s().finest_hour_any, 1);
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{4, 2}, {6, 2}, {8, 2}, {10, 2}, {14, 2}}))),
            "MEMOIR44_ORDER_OVER_LIMIT");
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{4, 2}, {6, 2}, {10, 2}, {12, 2}, {14, 2}}))),
            "MEMOIR44_ORDER_OVER_LIMIT");
  ExpectListedAreLegal(g);
  g.MustAct(OrderUnits({{4, 2}, {6, 2}, {10, 2}, {14, 2}}));
  for (int c : {4, 6, 10, 14}) EXPECT_EQ(g.s().UnitAt(H(c, 2))->bonus_dice, 1) << c;
  EXPECT_EQ(g.s().UnitAt(H(8, 2))->bonus_dice, 0);
  g.s().phase = pb::PHASE_BATTLE;
  g.ClearEvents();
  g.MustAct(EndTurnAction());
  ASSERT_GE(g.events().size(), 2u);
  EXPECT_TRUE(g.events()[1].has_pile_shuffled());
  EXPECT_TRUE(g.s().discard_pile.empty());
  EXPECT_EQ(g.s().chance, pb::CHANCE_DRAW);
  EXPECT_NE(std::find(g.s().draw_pile.begin(), g.s().draw_pile.end(), kTheirFinestHour),
            g.s().draw_pile.end());  // it may be drawn at once
}

TEST(Memoir44Cards, M6_E14_MedicsAndMechanics) {
  // From a 4-card hand on 1-figure armor: armor, star, star, infantry: 3 returns capped at 2;
  // the unit is back to 3 and ordered.
  TestGame g;
  g.s().external = true;
  g.AddUnit(0, 10, 2, pb::UNIT_TYPE_ARMOR, pb::BADGE_UNSPECIFIED, 1);
  g.AddUnit(0, 12, 2, pb::UNIT_TYPE_INFANTRY);
  g.Hand(0, {kMedics, 1, 2, 3});
  g.MustAct(PlayCard(kMedics));
  EXPECT_STREQ(DecisionName(g.s()), "targets");
  EXPECT_EQ(g.Legal().size(), 2u);  // none, or the armor
  EXPECT_EQ(CodeOf(g.Act(TargetHexes({{12, 2}}))), "MEMOIR44_MEDICS_TARGET");
  EXPECT_EQ(CodeOf(g.Act(TargetHexes({{10, 2}, {12, 2}}))), "MEMOIR44_MEDICS_TARGET");
  g.MustAct(TargetHexes({{10, 2}}));
  ASSERT_EQ(g.s().chance_dice, 4);
  ASSERT_EQ(CodeOf(g.Chance(Dice({pb::DIE_FACE_ARMOR, pb::DIE_FACE_STAR, pb::DIE_FACE_STAR,
                                  pb::DIE_FACE_INFANTRY}))),
            "");
  const Unit& u = *g.s().UnitAt(H(10, 2));
  EXPECT_EQ(u.figures, 3);
  EXPECT_TRUE(u.ordered);
  EXPECT_EQ(g.s().phase, pb::PHASE_MOVE);
  ASSERT_EQ(EventsOf(g.events(), pb::Event::kFiguresRestored).size(), 1u);
  EXPECT_EQ(EventsOf(g.events(), pb::Event::kFiguresRestored)[0].figures_restored().figures(), 2);
}

TEST(Memoir44Cards, M6_MedicsWithNoReturnOrdersNothing) {
  TestGame g;
  g.s().external = true;
  g.AddUnit(0, 10, 2, pb::UNIT_TYPE_INFANTRY, pb::BADGE_UNSPECIFIED, 2);
  g.Hand(0, {kMedics, 1});
  g.MustAct(PlayCard(kMedics));
  g.MustAct(TargetHexes({{10, 2}}));
  ASSERT_EQ(g.s().chance_dice, 2);
  ASSERT_EQ(CodeOf(g.Chance(Dice({pb::DIE_FACE_ARMOR, pb::DIE_FACE_GRENADE}))), "");
  EXPECT_EQ(g.s().UnitAt(H(10, 2))->figures, 2);
  EXPECT_FALSE(g.s().UnitAt(H(10, 2))->ordered);
  EXPECT_EQ(g.s().phase, pb::PHASE_BATTLE);
}

TEST(Memoir44Cards, M5_E15_ReconDrawsTwoKeepsOneDiscardsOne) {
  TestGame g;
  g.AddUnit(0, 10, 2, pb::UNIT_TYPE_INFANTRY);
  g.AddUnit(0, 12, 2, pb::UNIT_TYPE_INFANTRY);
  g.Hand(0, {kReconCenter, 1, 2, 4, 5});
  g.Piles({30, 31, 32}, {});
  g.MustAct(PlayCard(kReconCenter));
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{10, 2}, {12, 2}}))), "MEMOIR44_ORDER_OVER_LIMIT");
  g.MustAct(OrderUnits({{10, 2}}));
  g.MustAct(testing::EndMovesAction());
  g.MustAct(EndTurnAction());
  EXPECT_EQ(g.s().phase, pb::PHASE_RECON_KEEP);
  EXPECT_EQ(g.s().recon_drawn, (std::vector<int8_t>{30, 31}));
  EXPECT_EQ(g.s().players[0].hand.size(), 4u);
  EXPECT_EQ(TurnOf(g.s()).acting_seats(0), 0);
  EXPECT_EQ(CodeOf(g.Act(KeepCard(32))), "MEMOIR44_KEEP_NOT_DRAWN");
  EXPECT_EQ(g.Legal().size(), 2u);
  g.ClearEvents();
  g.MustAct(KeepCard(31));
  EXPECT_EQ(g.s().players[0].hand.size(), 5u);
  EXPECT_EQ(g.s().players[0].hand.back(), 31);
  EXPECT_EQ(g.s().discard_pile, (std::vector<int8_t>{kReconCenter, 30}));
  ASSERT_EQ(EventsOf(g.events(), pb::Event::kCardDiscarded).size(), 1u);
  EXPECT_EQ(EventsOf(g.events(), pb::Event::kCardDiscarded)[0].card_discarded().card_id(), 30);
  EXPECT_EQ(g.s().current_seat, 1);
  EXPECT_EQ(g.s().phase, pb::PHASE_PLAY);
}

TEST(Memoir44Cards, M7_CounterAttackOfReconDrawsTwoToo) {
  TestGame g = AfterOpponentPlayed(kReconCenter, pb::SECTION_CENTER);
  g.MustAct(PlayCard(kCounterAttack));
  g.MustAct(OrderUnits({}));
  g.MustAct(EndTurnAction());
  EXPECT_EQ(g.s().phase, pb::PHASE_RECON_KEEP);
  EXPECT_EQ(g.s().recon_drawn.size(), 2u);
}

TEST(Memoir44Cards, M6_AirPowerAndBarrageTargetsAreTheCombatRules) {
  TestGame g;
  g.Hand(0, {kAirPower});
  g.MustAct(PlayCard(kAirPower));
  EXPECT_EQ(g.s().phase, pb::PHASE_ORDER);
  EXPECT_STREQ(DecisionName(g.s()), "targets");
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({}))), "MEMOIR44_WRONG_STEP");
}

}  // namespace
}  // namespace arbiter::memoir44
