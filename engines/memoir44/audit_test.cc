// Regression tests of the issue-17 exactness audit: each holds one rule the engine got wrong
// (the rule id opens the test's name), found by playing the engine against rules.md.
#include <algorithm>
#include <vector>

#include "engines/memoir44/cards.h"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/test_util.h"
#include "engines/memoir44/violations.h"
#include "gtest/gtest.h"

namespace arbiter::memoir44 {
namespace {

using testing::CodeOf;
using testing::DrawCard;
using testing::EndTurnAction;
using testing::EventsOf;
using testing::OrderUnits;
using testing::PlayCard;
using testing::TestGame;

constexpr int kProbeCenter = 11;
constexpr int kTheirFinestHour = 60;

// Seat 0 holds `turn_card` and four others; seat 1 played Ambush during this turn (its hand is
// one short, the Ambush on top of the discards).
TestGame AmbushedTurn(int turn_card) {
  TestGame g;
  g.AddUnit(0, 10, 2, pb::UNIT_TYPE_INFANTRY);
  g.AddUnit(1, 10, 6, pb::UNIT_TYPE_INFANTRY);
  g.Hand(0, {turn_card, 1, 2, 3, 4});
  g.Hand(1, {5, 6, 7, 8});
  std::vector<int8_t> pile = g.s().draw_pile;
  pile.erase(std::remove(pile.begin(), pile.end(), AmbushCardId()), pile.end());
  g.Piles(pile, {static_cast<int8_t>(AmbushCardId())});
  return g;
}

// M4.5 (E12): "An Ambush owner discards and draws first": its draw comes before the active
// seat's step 5 (discard, Their Finest Hour's merge, draw), so the events say so.
TEST(Memoir44Audit, M4_TheAmbushOwnerDrawsBeforeTheActiveSeatDiscards) {
  TestGame g = AmbushedTurn(kProbeCenter);
  g.MustAct(PlayCard(kProbeCenter));
  g.MustAct(OrderUnits({}));
  g.ClearEvents();
  g.MustAct(EndTurnAction());
  ASSERT_GE(g.events().size(), 3u);
  ASSERT_TRUE(g.events()[0].has_card_drawn());
  EXPECT_EQ(g.events()[0].card_drawn().seat(), 1);
  ASSERT_TRUE(g.events()[1].has_card_discarded());
  EXPECT_EQ(g.events()[1].card_discarded().seat(), 0);
  ASSERT_TRUE(g.events()[2].has_card_drawn());
  EXPECT_EQ(g.events()[2].card_drawn().seat(), 0);
}

// M4.5, M6 Their Finest Hour, M19: the Ambush owner draws from the pile as it was, before the
// discards merge into it; so in EXTERNAL mode the Ambush it just discarded (or any discard) is
// not a possible draw for it, and the merge (with Their Finest Hour) follows its draw.
TEST(Memoir44Audit, M4_M6_TheAmbushOwnerDrawsBeforeTheirFinestHoursMerge) {
  TestGame g = AmbushedTurn(kTheirFinestHour);
  g.s().external = true;
  g.MustAct(PlayCard(kTheirFinestHour));
  ASSERT_EQ(g.s().chance, pb::CHANCE_ROLL);
  ASSERT_EQ(g.Chance(testing::Dice({pb::DIE_FACE_FLAG, pb::DIE_FACE_FLAG, pb::DIE_FACE_FLAG,
                                    pb::DIE_FACE_FLAG, pb::DIE_FACE_FLAG})),
            std::nullopt);
  g.MustAct(OrderUnits({}));
  g.MustAct(EndTurnAction());
  ASSERT_EQ(g.s().chance, pb::CHANCE_DRAW);
  EXPECT_EQ(g.s().chance_seat, 1);  // the Ambush owner first
  EXPECT_EQ(CodeOf(g.Chance(DrawCard(AmbushCardId()))), "MEMOIR44_CHANCE_CARD_UNAVAILABLE");
  EXPECT_EQ(CodeOf(g.Chance(DrawCard(kTheirFinestHour))), "MEMOIR44_CHANCE_CARD_UNAVAILABLE");
  const int8_t top = g.s().draw_pile.front();
  ASSERT_EQ(g.Chance(DrawCard(top)), std::nullopt);
  EXPECT_EQ(g.s().players[1].hand.size(), 5u);
  // Then the active seat's step 5: Their Finest Hour and the Ambush merge into the pile.
  ASSERT_EQ(g.s().chance, pb::CHANCE_DRAW);
  EXPECT_EQ(g.s().chance_seat, 0);
  EXPECT_TRUE(g.s().discard_pile.empty());
  ASSERT_EQ(g.Chance(DrawCard(AmbushCardId())), std::nullopt);
  EXPECT_EQ(g.s().players[0].hand.size(), 5u);
  EXPECT_EQ(g.s().current_seat, 1);
}

// M4.1 with R5: a turn must play a card. A supplied scenario may deal 1 card (M3: 1..10); a
// hand holding only the Ambush had no legal PLAY and the game stopped with the seat to act.
// The Ambush is then the turn's card and orders nothing (as under R5's option); with any other
// card in the hand it stays refused.
TEST(Memoir44Audit, M4_R5_AHandOfOnlyTheAmbushPlaysItOrderingNothing) {
  TestGame g;
  g.scenario().hand_size = {1, 5};
  g.AddUnit(0, 10, 2, pb::UNIT_TYPE_INFANTRY);
  g.AddUnit(1, 10, 6, pb::UNIT_TYPE_INFANTRY);
  g.Hand(0, {AmbushCardId()});
  g.Hand(1, {5, 6, 7, 8, 9});
  const std::vector<pb::Action> legal = g.Legal();
  ASSERT_EQ(legal.size(), 1u);
  EXPECT_EQ(legal[0].play().card_id(), AmbushCardId());
  g.MustAct(PlayCard(AmbushCardId()));
  EXPECT_EQ(g.s().effective_card, 0);
  const std::vector<pb::Action> orders = g.Legal();
  ASSERT_EQ(orders.size(), 1u);
  EXPECT_EQ(orders[0].order().units_size(), 0);
  g.MustAct(OrderUnits({}));
  g.MustAct(EndTurnAction());
  EXPECT_EQ(g.s().current_seat, 1);
  EXPECT_EQ(g.s().players[0].hand.size(), 1u);
  EXPECT_EQ(g.s().players[0].last_card, AmbushCardId());

  TestGame two;
  two.AddUnit(0, 10, 2, pb::UNIT_TYPE_INFANTRY);
  two.Hand(0, {AmbushCardId(), kProbeCenter});
  EXPECT_EQ(two.Legal().size(), 1u);
  EXPECT_EQ(CodeOf(two.Act(PlayCard(AmbushCardId()))), "MEMOIR44_AMBUSH_NOT_TURN_CARD");
}

// M3, M19 (Game::Check): a state in PHASE_SETUP with no draw of the deal pending has nobody to
// act (SEEDED games are dealt at NewGame; EXTERNAL setups wait for each card). Check accepted
// it (the conformance suite's payload mutation found it); it names the phase now.
TEST(Memoir44Audit, M3_M19_ASetupWithNoDrawPendingIsRefused) {
  TestGame g;
  g.AddUnit(0, 10, 2, pb::UNIT_TYPE_INFANTRY);
  g.AddUnit(1, 10, 6, pb::UNIT_TYPE_INFANTRY);
  g.Hand(0, {1, 2, 3, 4, 5});
  g.Hand(1, {6, 7, 8, 9, 10});
  ASSERT_TRUE(CheckState(g.s()).ok());
  g.s().phase = pb::PHASE_SETUP;
  const absl::Status st = CheckState(g.s());
  EXPECT_EQ(st.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_NE(st.message().find("phase"), absl::string_view::npos) << st.message();
  EXPECT_EQ(DecidingSeat(g.s()), -1);  // why: nobody would act
  // EXTERNAL, waiting for the deal: accepted.
  g.s().external = true;
  g.s().chance = pb::CHANCE_DRAW;
  std::sort(g.s().draw_pile.begin(), g.s().draw_pile.end());
  g.s().players[1].hand.clear();
  for (int8_t c : {6, 7, 8, 9, 10}) g.s().draw_pile.push_back(c);
  std::sort(g.s().draw_pile.begin(), g.s().draw_pile.end());
  g.s().chance_seat = 1;
  g.s().cards_to_deal = {0, 5};
  EXPECT_TRUE(CheckState(g.s()).ok()) << CheckState(g.s()).message();
}

}  // namespace
}  // namespace arbiter::memoir44
