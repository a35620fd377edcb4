// M4 turn structure, M17 draw pile (R12, R14), M19 chance (SEEDED, EXTERNAL): turn_flow.cc and
// chance.cc over native states (test_util.h).
#include <algorithm>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

#include "engines/memoir44/cards.h"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/test_util.h"
#include "engines/memoir44/violations.h"
#include "gtest/gtest.h"

namespace arbiter::memoir44 {
namespace {

using testing::CodeOf;
using testing::Dice;
using testing::DrawCard;
using testing::EndMovesAction;
using testing::EndTurnAction;
using testing::EventsOf;
using testing::H;
using testing::MoveUnit;
using testing::OrderUnits;
using testing::PlayCard;
using testing::TestGame;

constexpr int kProbeCenter = 11;
constexpr int kTheirFinestHour = 60;

// Seat 0 holds a full hand with a Probe (centre) and an infantry unit at (10, 2).
TestGame ProbeGame() {
  TestGame g;
  g.AddUnit(0, 10, 2, pb::UNIT_TYPE_INFANTRY);
  g.AddUnit(1, 10, 6, pb::UNIT_TYPE_INFANTRY);
  g.Hand(0, {kProbeCenter, 1, 2, 3, 4});
  g.Hand(1, {5, 6, 7, 8, 9});
  return g;
}

TEST(Memoir44TurnFlow, M4_PlayOrderMoveBattleEndTurnInThatOrder) {
  TestGame g = ProbeGame();
  EXPECT_STREQ(DecisionName(g.s()), "play");
  EXPECT_EQ(TurnOf(g.s()).acting_seats(0), 0);
  g.MustAct(PlayCard(kProbeCenter));
  EXPECT_EQ(g.s().phase, pb::PHASE_ORDER);
  EXPECT_STREQ(DecisionName(g.s()), "order");
  g.MustAct(OrderUnits({{10, 2}}));
  EXPECT_EQ(g.s().phase, pb::PHASE_MOVE);
  g.MustAct(MoveUnit({10, 2}, {{11, 3}}));
  EXPECT_EQ(g.s().UnitAt(H(11, 3))->hexes_moved, 1);
  // M4.3: one unit at a time; a unit moves once.
  EXPECT_EQ(CodeOf(g.Act(MoveUnit({11, 3}, {{12, 4}}))), "MEMOIR44_MOVE_DONE");
  g.MustAct(EndMovesAction());
  EXPECT_EQ(g.s().phase, pb::PHASE_BATTLE);
  // After the battles began no unit moves.
  EXPECT_EQ(CodeOf(g.Act(MoveUnit({11, 3}, {{12, 4}}))), "MEMOIR44_WRONG_STEP");
  const int top = g.s().draw_pile.front();
  g.MustAct(EndTurnAction());
  // M4.5: discarded face up, 1 drawn; the other seat's turn.
  EXPECT_EQ(g.s().discard_pile, std::vector<int8_t>{kProbeCenter});
  EXPECT_EQ(g.s().players[0].hand.size(), 5u);
  EXPECT_EQ(g.s().players[0].hand.back(), top);
  EXPECT_EQ(g.s().current_seat, 1);
  EXPECT_EQ(g.s().phase, pb::PHASE_PLAY);
  EXPECT_EQ(TurnOf(g.s()).acting_seats(0), 1);
  EXPECT_FALSE(g.s().units[0].ordered);
  EXPECT_EQ(g.s().players[0].last_card, kProbeCenter);
}

TEST(Memoir44TurnFlow, M4_EachStepRefusesTheOthersActions) {
  TestGame g = ProbeGame();
  EXPECT_EQ(CodeOf(g.Act(EndTurnAction())), "MEMOIR44_WRONG_STEP");
  EXPECT_EQ(CodeOf(g.Act(OrderUnits({{10, 2}}))), "MEMOIR44_WRONG_STEP");
  g.MustAct(PlayCard(kProbeCenter));
  EXPECT_EQ(CodeOf(g.Act(PlayCard(1))), "MEMOIR44_WRONG_STEP");
  EXPECT_EQ(CodeOf(g.Act(EndTurnAction())), "MEMOIR44_WRONG_STEP");
}

TEST(Memoir44TurnFlow, M4_AmbushIsDecidedByTheDefenderAndRetreatByTheUnitsOwner) {
  TestGame g = ProbeGame();
  State& s = g.s();
  s.phase = pb::PHASE_AMBUSH;
  s.has_battle = true;
  s.battle.kind = pb::Battle::KIND_BATTLE;
  s.battle.attacker = H(10, 2);
  s.battle.target = H(10, 6);  // seat 1's unit
  v1::TurnStatus t = TurnOf(s);
  ASSERT_EQ(t.acting_seats_size(), 1);
  EXPECT_EQ(t.acting_seats(0), 1);  // not the active seat 0
  EXPECT_EQ(t.decision(), "ambush");
  // The Ambush battle's target is the attacker: its owner (the active seat) retreats.
  s.phase = pb::PHASE_RETREAT;
  s.battle.kind = pb::Battle::KIND_AMBUSH;
  s.battle.attacker = H(10, 6);
  s.battle.target = H(10, 2);
  EXPECT_EQ(TurnOf(s).acting_seats(0), 0);
  // A battle's flags on the defender: the defender retreats.
  s.battle.kind = pb::Battle::KIND_BATTLE;
  s.battle.attacker = H(10, 2);
  s.battle.target = H(10, 6);
  EXPECT_EQ(TurnOf(s).acting_seats(0), 1);
  EXPECT_EQ(TurnOf(s).decision(), "retreat");
  // Take ground is the active seat's.
  s.phase = pb::PHASE_TAKE_GROUND;
  EXPECT_EQ(TurnOf(s).acting_seats(0), 0);
}

TEST(Memoir44TurnFlow, M4_E12_TheAmbushOwnerDrawsBeforeTheActiveSeat) {
  TestGame g = ProbeGame();
  // Seat 1 played Ambush during seat 0's turn: its hand is short by one, Ambush discarded.
  g.s().players[1].hand.pop_back();
  g.s().discard_pile.push_back(static_cast<int8_t>(AmbushCardId()));
  g.s().draw_pile.erase(std::remove(g.s().draw_pile.begin(), g.s().draw_pile.end(), AmbushCardId()),
                        g.s().draw_pile.end());
  g.MustAct(PlayCard(kProbeCenter));
  g.MustAct(OrderUnits({}));
  g.MustAct(EndTurnAction());
  const std::vector<pb::Event> drawn = EventsOf(g.events(), pb::Event::kCardDrawn);
  ASSERT_EQ(drawn.size(), 2u);
  EXPECT_EQ(drawn[0].card_drawn().seat(), 1);
  EXPECT_EQ(drawn[1].card_drawn().seat(), 0);
  EXPECT_EQ(g.s().players[1].hand.size(), 5u);
  EXPECT_EQ(g.s().players[0].hand.size(), 5u);
}

// Ends seat 0's turn with the Probe, nothing ordered.
void PassTurn(TestGame& g) {
  g.MustAct(PlayCard(kProbeCenter));
  g.MustAct(OrderUnits({}));
  g.MustAct(EndTurnAction());
}

TEST(Memoir44TurnFlow, M16_ATurnEndSuddenDeathObjectiveWinsWhenTheTurnEnds) {
  for (int held : {1, 2}) {
    TestGame g = ProbeGame();
    ObjectiveSpec o;
    o.hexes = {H(10, 2), H(12, 2), H(14, 2)};
    o.side = pb::SIDE_ALLIES;
    o.hexes_needed = 2;
    o.turn_end = true;
    o.sudden_death = true;
    g.scenario().objectives.push_back(o);
    g.s().objective_holder.push_back(pb::SIDE_UNSPECIFIED);
    if (held == 2) g.AddUnit(0, 12, 2, pb::UNIT_TYPE_INFANTRY);
    PassTurn(g);
    EXPECT_EQ(g.s().phase == pb::PHASE_GAME_OVER, held == 2);
    if (held == 2) {
      EXPECT_EQ(g.s().winner, 0);
      // Judged as the turn ends, before the discard and the draw (M16: nothing else happens).
      EXPECT_TRUE(EventsOf(g.events(), pb::Event::kCardDrawn).empty());
      EXPECT_TRUE(EventsOf(g.events(), pb::Event::kCardDiscarded).empty());
      EXPECT_EQ(EventsOf(g.events(), pb::Event::kGameEnded).size(), 1u);
    } else {
      EXPECT_EQ(g.s().objective_holder[0], pb::SIDE_UNSPECIFIED);
    }
  }
}

TEST(Memoir44TurnFlow, M17_R12_AnEmptyPileIsRebuiltFromTheDiscards) {
  TestGame g = ProbeGame();
  g.Piles({}, {20, 21, 22});
  PassTurn(g);
  ASSERT_EQ(EventsOf(g.events(), pb::Event::kPileShuffled).size(), 1u);
  EXPECT_EQ(EventsOf(g.events(), pb::Event::kPileShuffled)[0].pile_shuffled().cards(), 4);
  EXPECT_EQ(g.s().draw_pile.size(), 3u);
  EXPECT_TRUE(g.s().discard_pile.empty());
  EXPECT_EQ(g.s().players[0].hand.size(), 5u);
  EXPECT_EQ(g.s().phase, pb::PHASE_PLAY);
}

TEST(Memoir44TurnFlow, R12_ScenarioSettingAndOptionValues) {
  for (pb::DeckReshuffle option :
       {pb::DECK_RESHUFFLE_SCENARIO, pb::DECK_RESHUFFLE_ON, pb::DECK_RESHUFFLE_OFF}) {
    for (bool scenario_reshuffles : {true, false}) {
      TestGame g = ProbeGame();
      g.s().options.set_deck_reshuffle(option);
      g.scenario().deck_reshuffle = scenario_reshuffles;
      const bool expected = option == pb::DECK_RESHUFFLE_ON ||
                            (option == pb::DECK_RESHUFFLE_SCENARIO && scenario_reshuffles);
      EXPECT_EQ(ReshuffleOn(g.s()), expected) << option << " " << scenario_reshuffles;
      g.Piles({}, {20, 21, 22});
      PassTurn(g);
      EXPECT_EQ(g.s().phase == pb::PHASE_GAME_OVER, !expected) << option;
    }
  }
}

TEST(Memoir44TurnFlow, R14_DeckOutWinner) {
  struct Case {
    pb::DeckOutRule rule;
    pb::Side named;
    int medals0, medals1;
    int winner;
  };
  const Case cases[] = {
      {pb::DECK_OUT_RULE_SCENARIO_OR_MEDALS, pb::SIDE_AXIS, 3, 1, 1},         // the scenario's side
      {pb::DECK_OUT_RULE_SCENARIO_OR_MEDALS, pb::SIDE_UNSPECIFIED, 3, 1, 0},  // more medals
      {pb::DECK_OUT_RULE_SCENARIO_OR_MEDALS, pb::SIDE_UNSPECIFIED, 1, 3, 1},
      {pb::DECK_OUT_RULE_SCENARIO_OR_MEDALS, pb::SIDE_UNSPECIFIED, 2, 2, -1},  // equal: draw
      {pb::DECK_OUT_RULE_DRAW, pb::SIDE_AXIS, 3, 1, -1},
  };
  for (const Case& k : cases) {
    TestGame g = ProbeGame();
    g.s().options.set_deck_reshuffle(pb::DECK_RESHUFFLE_OFF);
    g.s().options.set_deck_out_rule(k.rule);
    g.scenario().deck_out_winner = k.named;
    g.s().players[0].medals = k.medals0;
    g.s().players[1].medals = k.medals1;
    g.Piles({}, {20});
    PassTurn(g);
    EXPECT_EQ(g.s().phase, pb::PHASE_GAME_OVER);
    EXPECT_EQ(g.s().winner, k.winner) << k.rule << " " << k.named;
    ASSERT_EQ(EventsOf(g.events(), pb::Event::kGameEnded).size(), 1u);
    const v1::TurnStatus t = TurnOf(g.s());
    EXPECT_EQ(t.outcome().status(), v1::OUTCOME_STATUS_FINISHED);
    EXPECT_EQ(t.acting_seats_size(), 0);
    EXPECT_EQ(t.outcome().results(0).rank(), 1);
    EXPECT_EQ(t.outcome().results(1).rank(), k.winner < 0 ? 1 : 2);
  }
}

TEST(Memoir44TurnFlow, M17_TheirFinestHourMergesThePilesBeforeTheDraw) {
  TestGame g = ProbeGame();
  g.s().players[0].hand[0] = kTheirFinestHour;  // instead of the Probe
  g.s().draw_pile.erase(
      std::remove(g.s().draw_pile.begin(), g.s().draw_pile.end(), kTheirFinestHour),
      g.s().draw_pile.end());
  g.s().draw_pile.push_back(kProbeCenter);
  g.s().draw_pile.erase(g.s().draw_pile.begin());  // card 10 to the discards
  g.s().discard_pile = {10};
  g.MustAct(PlayCard(kTheirFinestHour));  // SEEDED: rolled at once
  EXPECT_EQ(g.s().phase, pb::PHASE_ORDER);
  g.MustAct(OrderUnits({}));
  g.ClearEvents();
  const size_t pile = g.s().draw_pile.size();
  g.MustAct(EndTurnAction());
  ASSERT_GE(g.events().size(), 3u);
  EXPECT_TRUE(g.events()[0].has_card_discarded());
  EXPECT_TRUE(g.events()[1].has_pile_shuffled());
  EXPECT_EQ(g.events()[1].pile_shuffled().cards(), static_cast<int>(pile) + 2);
  EXPECT_TRUE(g.events()[2].has_card_drawn());
  EXPECT_TRUE(g.s().discard_pile.empty());
  EXPECT_EQ(g.s().draw_pile.size(), pile + 1);
  // Vassieux (no reshuffle): no merge.
  TestGame v = ProbeGame();
  v.scenario().deck_reshuffle = false;
  v.s().players[0].hand[0] = kTheirFinestHour;
  v.s().draw_pile.erase(
      std::remove(v.s().draw_pile.begin(), v.s().draw_pile.end(), kTheirFinestHour),
      v.s().draw_pile.end());
  v.s().draw_pile.push_back(kProbeCenter);
  v.MustAct(PlayCard(kTheirFinestHour));
  v.MustAct(OrderUnits({}));
  v.MustAct(EndTurnAction());
  EXPECT_TRUE(EventsOf(v.events(), pb::Event::kPileShuffled).empty());
  EXPECT_EQ(v.s().discard_pile, std::vector<int8_t>{kTheirFinestHour});
}

TEST(Memoir44TurnFlow, M19_ExternalDrawMustComeFromThePile) {
  TestGame g = ProbeGame();
  g.s().external = true;
  std::sort(g.s().draw_pile.begin(), g.s().draw_pile.end());
  g.s().draw_pile.erase(std::remove(g.s().draw_pile.begin(), g.s().draw_pile.end(), 30),
                        g.s().draw_pile.end());
  g.s().discard_pile = {30};
  PassTurn(g);
  EXPECT_EQ(g.s().chance, pb::CHANCE_DRAW);
  v1::TurnStatus t = TurnOf(g.s());
  EXPECT_TRUE(t.chance_pending());
  EXPECT_EQ(t.acting_seats_size(), 0);
  EXPECT_EQ(t.decision(), "chance_draw");
  // In a hand, discarded (the Probe just played, and 30), off the deck: not drawable.
  EXPECT_EQ(CodeOf(g.Chance(DrawCard(5))), "MEMOIR44_CHANCE_CARD_UNAVAILABLE");
  EXPECT_EQ(CodeOf(g.Chance(DrawCard(kProbeCenter))), "MEMOIR44_CHANCE_CARD_UNAVAILABLE");
  EXPECT_EQ(CodeOf(g.Chance(DrawCard(30))), "MEMOIR44_CHANCE_CARD_UNAVAILABLE");
  EXPECT_EQ(CodeOf(g.Chance(DrawCard(61))), "MEMOIR44_CHANCE_CARD_UNAVAILABLE");
  EXPECT_EQ(CodeOf(g.Chance(Dice({pb::DIE_FACE_STAR}))), "MEMOIR44_CHANCE_WRONG_KIND");
  // The outcomes listed are exactly the pile's cards.
  const std::vector<pb::Action> legal = g.Legal();
  ASSERT_EQ(legal.size(), g.s().draw_pile.size());
  for (const pb::Action& a : legal) {
    EXPECT_NE(std::find(g.s().draw_pile.begin(), g.s().draw_pile.end(), a.chance().card_id()),
              g.s().draw_pile.end());
  }
  EXPECT_EQ(CodeOf(g.Chance(DrawCard(40))), "");
  EXPECT_EQ(g.s().players[0].hand.back(), 40);
  EXPECT_EQ(g.s().chance, pb::CHANCE_UNSPECIFIED);
  EXPECT_EQ(g.s().current_seat, 1);
  EXPECT_EQ(std::count(g.s().draw_pile.begin(), g.s().draw_pile.end(), 40), 0);
}

TEST(Memoir44TurnFlow, M19_ExternalRollMustHaveThePendingDiceCount) {
  TestGame g = ProbeGame();
  g.s().external = true;
  g.s().players[0].hand = {kTheirFinestHour, 1, 2};  // 3 cards held at play
  g.s().draw_pile.erase(
      std::remove(g.s().draw_pile.begin(), g.s().draw_pile.end(), kTheirFinestHour),
      g.s().draw_pile.end());
  g.MustAct(PlayCard(kTheirFinestHour));
  ASSERT_EQ(g.s().chance, pb::CHANCE_ROLL);
  EXPECT_EQ(g.s().chance_dice, 3);
  EXPECT_EQ(TurnOf(g.s()).decision(), "chance_roll");
  EXPECT_EQ(CodeOf(g.Chance(Dice({pb::DIE_FACE_STAR, pb::DIE_FACE_STAR}))),
            "MEMOIR44_CHANCE_DICE_COUNT");
  EXPECT_EQ(CodeOf(g.Chance(Dice(
                {pb::DIE_FACE_STAR, pb::DIE_FACE_STAR, pb::DIE_FACE_STAR, pb::DIE_FACE_STAR}))),
            "MEMOIR44_CHANCE_DICE_COUNT");
  pb::ChanceOutcome bad = Dice({pb::DIE_FACE_STAR, pb::DIE_FACE_STAR});
  bad.add_dice(static_cast<pb::DieFace>(9));
  EXPECT_EQ(CodeOf(g.Chance(bad)), "MEMOIR44_CHANCE_BAD_FACE");
  EXPECT_EQ(CodeOf(g.Chance(DrawCard(5))), "MEMOIR44_CHANCE_WRONG_KIND");
  // C(3 + 4, 4) = 35 outcomes, each once (faces ascending).
  EXPECT_EQ(g.Legal().size(), 35u);
  EXPECT_EQ(CodeOf(g.Chance(Dice({pb::DIE_FACE_INFANTRY, pb::DIE_FACE_ARMOR, pb::DIE_FACE_STAR}))),
            "");
  EXPECT_EQ(g.s().finest_hour_infantry, 1);
  EXPECT_EQ(g.s().finest_hour_armor, 1);
  EXPECT_EQ(g.s().finest_hour_any, 1);
  EXPECT_EQ(EventsOf(g.events(), pb::Event::kDiceRolled).size(), 1u);
}

TEST(Memoir44TurnFlow, M19_SeededRollsAndShufflesFollowTheGenerator) {
  TestGame a = ProbeGame();
  TestGame b = ProbeGame();
  a.Piles({}, {20, 21, 22, 24, 25});
  b.Piles({}, {20, 21, 22, 24, 25});
  PassTurn(a);
  PassTurn(b);
  EXPECT_EQ(a.s().draw_pile, b.s().draw_pile);
  EXPECT_EQ(a.s().rng_state, b.s().rng_state);
  EXPECT_NE(a.s().rng_state, 44u);  // the shuffle drew from the generator
  std::vector<pb::DieFace> fa, fb;
  std::vector<v1::Event> ev;
  Ctx ca{a.s(), &ev};
  Ctx cb{b.s(), &ev};
  ASSERT_TRUE(RollDice(ca, 8, &fa));
  ASSERT_TRUE(RollDice(cb, 8, &fb));
  EXPECT_EQ(fa, fb);
  for (pb::DieFace f : fa) EXPECT_TRUE(f >= pb::DIE_FACE_INFANTRY && f <= pb::DIE_FACE_FLAG);
}

TEST(Memoir44TurnFlow, M19_ExternalSetupDealIsPlayer1First) {
  TestGame g;
  g.s().external = true;
  g.s().phase = pb::PHASE_SETUP;
  g.s().first_seat = 1;
  g.s().cards_to_deal = {2, 2};
  std::vector<v1::Event> ev;
  Ctx c{g.s(), &ev};
  ContinueDraws(c);
  EXPECT_EQ(g.s().chance, pb::CHANCE_DRAW);
  EXPECT_EQ(g.s().chance_seat, 0);
  for (int card : {7, 8}) ASSERT_EQ(CodeOf(g.Chance(DrawCard(card))), "");
  EXPECT_EQ(g.s().chance_seat, 1);
  for (int card : {9, 10}) ASSERT_EQ(CodeOf(g.Chance(DrawCard(card))), "");
  EXPECT_EQ(g.s().players[0].hand, (std::vector<int8_t>{7, 8}));
  EXPECT_EQ(g.s().players[1].hand, (std::vector<int8_t>{9, 10}));
  EXPECT_EQ(g.s().phase, pb::PHASE_PLAY);
  EXPECT_EQ(g.s().current_seat, 1);  // the scenario's first player
}

TEST(Memoir44TurnFlow, M18_DrawnCardsArePrivateToTheDrawer) {
  TestGame g = ProbeGame();
  g.MustAct(PlayCard(kProbeCenter));
  g.MustAct(OrderUnits({}));
  std::vector<v1::Event> raw;
  Ctx c2{g.s(), &raw};
  EndTurn(c2);
  int drawn = 0;
  for (const v1::Event& e : raw) {
    pb::Event d;
    ASSERT_TRUE(e.detail().UnpackTo(&d));
    if (!d.has_card_drawn()) continue;
    ++drawn;
    EXPECT_EQ(e.visibility(), v1::VISIBILITY_PRIVATE);
    ASSERT_EQ(e.audience_size(), 1);
    EXPECT_EQ(e.audience(0), 0);
    pb::Event pub;
    ASSERT_TRUE(e.public_detail().UnpackTo(&pub));
    EXPECT_EQ(pub.card_drawn().card_id(), 0);
    EXPECT_NE(d.card_drawn().card_id(), 0);
  }
  EXPECT_EQ(drawn, 1);
}

// Every turn violation cites a heading of rules.md and has its own MEMOIR44_ code.
TEST(Memoir44TurnFlow, EveryTurnViolationCitesARulesHeading) {
  std::ifstream in(MEMOIR44_RULES_MD);
  ASSERT_TRUE(in.good()) << MEMOIR44_RULES_MD;
  std::set<std::string> headings;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("## ", 0) == 0 || line.rfind("### ", 0) == 0) {
      std::istringstream words(line.substr(line.find(' ') + 1));
      std::string id;
      words >> id;
      headings.insert(id);
    }
  }
  std::set<std::string> codes;
  for (const ViolationKind& k : kTurnViolations) {
    EXPECT_EQ(headings.count(std::string(k.rule_ref)), 1u) << k.code << " cites " << k.rule_ref;
    EXPECT_TRUE(codes.insert(std::string(k.code)).second) << k.code;
    EXPECT_EQ(std::string(k.code).rfind("MEMOIR44_", 0), 0u) << k.code;
    EXPECT_FALSE(k.description.empty()) << k.code;
  }
  for (const ViolationKind& k : {kSharedGameOver, kSharedWrongActor, kSharedNoChancePending,
                                 kSharedChanceOutcomePending, kSharedNotYourTurn}) {
    EXPECT_EQ(headings.count(std::string(k.rule_ref)), 1u) << k.code;
  }
}

}  // namespace
}  // namespace arbiter::memoir44
