// Turn structure and flow: Q3 turns, Q8 housekeeping, Q9 end of game with ruling R3, Q10 draw
// pile exhaustion and PASS, and chance outcomes in RANDOMNESS_MODE_EXTERNAL.
#include "engines/core/envelope.h"
#include "engines/quibbles/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace quibbles {
namespace qtest {
namespace {

std::vector<pb::Event> Details(const ApplyResult& r) {
  std::vector<pb::Event> out;
  for (const auto& e : r.events) out.push_back(DetailOf(e));
  return out;
}

TEST(QuibblesTurn, Q3_MainActionThenStashOrEndThenNextSeat) {
  const v1::GameState s1 = Ok(E1Table().Build(), 0, SplitOf(6, {{3, 3}}));
  absl::StatusOr<v1::TurnStatus> turn = Game().Turn(s1);
  ASSERT_TRUE(turn.ok());
  EXPECT_EQ(turn->decision(), "stash_or_end");
  ASSERT_EQ(turn->acting_seats_size(), 1);
  EXPECT_EQ(turn->acting_seats(0), 0);
  ApplyResult r = Try(s1, 0, EndTurnAction());
  ASSERT_TRUE(r.legal);
  EXPECT_EQ(r.turn.acting_seats(0), 1);
  EXPECT_EQ(r.turn.decision(), "main_action");
  const std::vector<pb::Event> ev = Details(r);
  ASSERT_FALSE(ev.empty());
  EXPECT_EQ(ev.back().turn_ended().seat(), 0);
  EXPECT_EQ(ev.back().turn_ended().next_seat(), 1);
}

TEST(QuibblesTurn, Q3_OnlyOneMainActionPerTurn) {
  const v1::GameState s1 = Ok(E1Table().Build(), 0, SplitOf(6, {{3, 3}}));
  ExpectIllegal(Try(s1, 0, SplitOf(3, {{1, 2}})), "QUIBBLES_MAIN_ACTION_ALREADY_TAKEN", "Q3", "");
  ExpectIllegal(Try(s1, 0, DrawOf(3)), "QUIBBLES_MAIN_ACTION_ALREADY_TAKEN", "Q3", "");
  ExpectIllegal(Try(s1, 0, PassAction()), "QUIBBLES_MAIN_ACTION_ALREADY_TAKEN", "Q3", "");
}

TEST(QuibblesTurn, Q3_EndTurnNeedsAMainActionFirst) {
  ExpectIllegal(Try(E1Table().Build(), 0, EndTurnAction()), "QUIBBLES_MAIN_ACTION_REQUIRED", "Q3",
                "");
}

TEST(QuibblesTurn, Q3_OtherSeatsMayNotAct) {
  ExpectIllegal(Try(E1Table().Build(), 1, DrawOf(2)), "ARBITER_NOT_YOUR_TURN", "Q3", "");
  EXPECT_TRUE(Legal(E1Table().Build(), 1).empty());
  EXPECT_TRUE(Legal(E1Table().Build(), kChance).empty());
}

TEST(QuibblesTurn, Q3_NextSeatIsClockwiseAndWraps) {
  Crafted c = E1Table(3);
  c.Hand(2, {4}).Current(2).Phase(pb::PHASE_STASH_OR_END);
  ApplyResult r = Try(c.Build(), 2, EndTurnAction());
  ASSERT_TRUE(r.legal);
  EXPECT_EQ(PayloadOf(r.state).current_seat(), 0);
}

TEST(QuibblesTurn, Q3_ChanceAndSeatsSendOnlyTheirOwnActions) {
  ExpectIllegal(Try(E1Table().Build(), kChance, DrawOf(6)), "ARBITER_WRONG_ACTOR_FOR_ACTION", "Q3",
                "");
  ExpectIllegal(Try(E1Table().Build(), 0, ChanceOf(3)), "ARBITER_WRONG_ACTOR_FOR_ACTION", "Q3",
                "");
  ExpectIllegal(Try(E1Table().Build(), kChance, ChanceOf(3)), "ARBITER_NO_CHANCE_PENDING", "Q10",
                "");
}

TEST(QuibblesHousekeeping, Q8_RowOfTenIsDiscardedThenRefilledToSix) {
  Crafted c(2);
  c.Hand(0, {2}).Row({1, 1, 2, 2, 3, 3, 4, 4, 5, 5}).Phase(pb::PHASE_STASH_OR_END);
  ApplyResult r = Try(c.Build(), 0, EndTurnAction());
  ASSERT_TRUE(r.legal);
  const pb::State s = PayloadOf(r.state);
  EXPECT_EQ(FromProto(s.discard_pile()), CountsOf({1, 1, 2, 2, 3, 3, 4, 4, 5, 5}));
  EXPECT_EQ(CardTotal(FromProto(s.row())), 6);
  const std::vector<pb::Event> ev = Details(r);
  ASSERT_GE(ev.size(), 3u);
  EXPECT_EQ(FromProto(ev[0].row_discarded().cards()), CountsOf({1, 1, 2, 2, 3, 3, 4, 4, 5, 5}));
  EXPECT_EQ(ev[1].row_refilled().values_size(), 6);
}

TEST(QuibblesHousekeeping, Q8_RowOfNineIsKeptAndNotRefilled) {
  Crafted c(2);
  c.Hand(0, {2}).Row({1, 1, 2, 2, 3, 3, 4, 4, 5}).Phase(pb::PHASE_STASH_OR_END);
  const pb::State s = PayloadOf(Ok(c.Build(), 0, EndTurnAction()));
  EXPECT_EQ(FromProto(s.row()), CountsOf({1, 1, 2, 2, 3, 3, 4, 4, 5}));
}

// Q8: the housekeeping leaves at most 9 cards for the next main action, so a state with a row
// of 10 at a main action cannot arise: the engine refuses it naming the row instead of judging
// (or listing) a move in it; after the main action a row of 10 is a state that arises.
TEST(QuibblesHousekeeping, Q8_RowOfTenWhenAMainActionIsDueIsInvalidArgument) {
  Crafted c(2);
  c.Hand(0, {6, 2}).Row({1, 1, 2, 2, 3, 3, 4, 4, 5, 5});
  const absl::StatusOr<ApplyResult> r = Game().Apply(c.Build(), 0, Act(DrawOf(2)));
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(r.status().message(), "state.payload.row: 10 cards, at most 9 in this phase (Q8)");
  EXPECT_EQ(Game().LegalActions(c.Build(), 0).status().code(),
            absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(Game().Check(c.Build()).code(), absl::StatusCode::kInvalidArgument);
  // Nine cards is a main action's largest row; a DRAW then makes the 10 the housekeeping
  // discards.
  Crafted nine(2);
  nine.Hand(0, {6, 2}).Row({1, 1, 2, 2, 3, 3, 4, 4, 5});
  const v1::GameState drawn = Ok(nine.Build(), 0, DrawOf(2));
  EXPECT_EQ(CardTotal(FromProto(PayloadOf(drawn).row())), 10);
  const pb::State next = PayloadOf(Ok(drawn, 0, EndTurnAction()));
  EXPECT_EQ(CardTotal(FromProto(next.row())), 6);
}

TEST(QuibblesHousekeeping, Q8_RowRefilledToSixWithPublicValues) {
  Crafted c(2);
  c.Hand(0, {2}).Row({1, 6}).Phase(pb::PHASE_STASH_OR_END);
  ApplyResult r = Try(c.Build(), 0, EndTurnAction());
  const pb::State s = PayloadOf(r.state);
  EXPECT_EQ(CardTotal(FromProto(s.row())), 6);
  const pb::Event refill = DetailOf(r.events[0]);
  ASSERT_EQ(refill.row_refilled().values_size(), 4);
  EXPECT_EQ(r.events[0].visibility(), v1::VISIBILITY_PUBLIC);
  Counts expect = CountsOf({1, 6});
  for (uint32_t v : refill.row_refilled().values()) expect[v - 1] += 1;
  EXPECT_EQ(FromProto(s.row()), expect);
}

// Stashing the last two 2s empties seat 1's hand: every hand is discarded and 6 new cards are
// dealt to each seat from seat 0 (checked card by card in EXTERNAL mode).
TEST(QuibblesHousekeeping, Q8_EmptyActiveHandRedealsEveryHandFromSeatZero) {
  Crafted c(3);
  c.Hand(0, {5, 5}).Hand(1, {2, 2}).Hand(2, {4}).Row({1, 2, 3, 4, 5, 6});
  c.Current(1).Phase(pb::PHASE_STASH_OR_END).External();
  ApplyResult r = Try(c.Build(), 1, StashOf(2));
  ASSERT_TRUE(r.legal) << r.violation.code();
  const std::vector<pb::Event> ev = Details(r);
  ASSERT_EQ(ev.size(), 4u);  // stashed, then one hand discarded per seat
  EXPECT_EQ(FromProto(ev[1].hand_discarded().cards()), CountsOf({5, 5}));
  EXPECT_EQ(ev[2].hand_discarded().count(), 0);
  EXPECT_EQ(FromProto(ev[3].hand_discarded().cards()), CountsOf({4}));
  for (int p = 0; p < 3; ++p) {
    const v1::Event& e = r.events[1 + p];
    EXPECT_EQ(e.visibility(), v1::VISIBILITY_PRIVATE);
    ASSERT_EQ(e.audience_size(), 1);
    EXPECT_EQ(e.audience(0), p);
    pb::Event pub;
    ASSERT_TRUE(e.public_detail().UnpackTo(&pub));
    EXPECT_EQ(pub.hand_discarded().seat(), p);
    EXPECT_EQ(pub.hand_discarded().count(), ev[1 + p].hand_discarded().count());
    EXPECT_FALSE(pub.hand_discarded().has_cards());
  }
  pb::State s = PayloadOf(r.state);
  EXPECT_EQ(s.phase(), pb::PHASE_DRAWING);
  ASSERT_EQ(s.pending_steps_size(), 3);
  for (int k = 0; k < 3; ++k) {
    EXPECT_EQ(s.pending_steps(k).kind(), pb::PENDING_KIND_DRAW_TO_HAND);
    EXPECT_EQ(s.pending_steps(k).seat(), k);
  }
  v1::GameState cur = r.state;
  for (int seat = 0; seat < 3; ++seat) {
    for (int k = 0; k < 6; ++k) cur = Ok(cur, kChance, ChanceOf(seat + 1));
  }
  s = PayloadOf(cur);
  EXPECT_EQ(FromProto(s.seats(0).hand()), CountsOf({1, 1, 1, 1, 1, 1}));
  EXPECT_EQ(FromProto(s.seats(1).hand()), CountsOf({2, 2, 2, 2, 2, 2}));
  EXPECT_EQ(FromProto(s.seats(2).hand()), CountsOf({3, 3, 3, 3, 3, 3}));
  EXPECT_EQ(s.current_seat(), 2);
  EXPECT_EQ(s.phase(), pb::PHASE_MAIN_ACTION);
}

TEST(QuibblesHousekeeping, Q8_SeededRedealGivesEverySeatSix) {
  Crafted c(2);
  c.Hand(0, {3, 3, 3}).Hand(1, {6, 6, 6, 6, 6, 6, 6, 6, 6}).Row({1, 2, 3, 4, 5, 6});
  c.Phase(pb::PHASE_STASH_OR_END);
  const pb::State s = PayloadOf(Ok(c.Build(), 0, StashOf(3)));
  EXPECT_EQ(s.seats(0).hand_size(), 6);
  EXPECT_EQ(s.seats(1).hand_size(), 6);
  EXPECT_EQ(s.current_seat(), 1);
}

Crafted WinningTable() {
  Crafted c(2);
  c.Hand(0, {4, 4, 4, 4, 1}).Hand(1, {2}).Collection(0, {6, 6, 5}).Collection(1, {3});
  c.Row({1, 1, 2, 2, 3, 3, 4, 5, 5, 6}).Phase(pb::PHASE_STASH_OR_END);
  return c;
}

TEST(QuibblesEnd, Q9_StashReachingTwentyOneWinsAtOnceWithoutHousekeeping) {
  ApplyResult r = Try(WinningTable().Build(), 0, StashOf(4));
  ASSERT_TRUE(r.legal);
  const pb::State s = PayloadOf(r.state);
  EXPECT_EQ(s.phase(), pb::PHASE_FINISHED);
  EXPECT_EQ(s.winner(), 0);
  EXPECT_EQ(CardTotal(FromProto(s.row())), 10);  // housekeeping skipped
  const std::vector<pb::Event> ev = Details(r);
  ASSERT_EQ(ev.size(), 2u);
  EXPECT_EQ(ev[1].game_won().seat(), 0);
  EXPECT_EQ(ev[1].game_won().collection_total(), 21);
  EXPECT_EQ(r.turn.outcome().status(), v1::OUTCOME_STATUS_FINISHED);
  ASSERT_EQ(r.turn.outcome().results_size(), 2);
  EXPECT_EQ(r.turn.outcome().results(0).seat(), 0);
  EXPECT_EQ(r.turn.outcome().results(0).rank(), 1);
  EXPECT_EQ(r.turn.outcome().results(0).score(), 21);
  EXPECT_EQ(r.turn.outcome().results(1).seat(), 1);
  EXPECT_EQ(r.turn.outcome().results(1).rank(), 2);
  EXPECT_EQ(r.turn.outcome().results(1).score(), 3);
  EXPECT_TRUE(r.turn.acting_seats().empty());
  ExpectIllegal(Try(r.state, 0, EndTurnAction()), "ARBITER_GAME_OVER", "Q9", "");
  ExpectIllegal(Try(r.state, 1, DrawOf(2)), "ARBITER_GAME_OVER", "Q9", "");
  EXPECT_TRUE(Legal(r.state, 0).empty());
  EXPECT_TRUE(Legal(r.state, 1).empty());
  EXPECT_TRUE(Legal(r.state, kChance).empty());
}

TEST(QuibblesEnd, Q9_BelowTwentyOneGoesOn) {
  Crafted c = WinningTable();
  c.Hand(0, {1});  // two 1s: stashing a 1 brings the collection to 18
  const pb::State s = PayloadOf(Ok(c.Build(), 0, StashOf(1)));
  EXPECT_EQ(s.phase(), pb::PHASE_MAIN_ACTION);
  EXPECT_EQ(s.current_seat(), 1);
  EXPECT_EQ(ValueTotal(FromProto(s.seats(0).collection())), 18);
}

TEST(QuibblesEnd, R3_WinRequiresSixCardsFalseWinsWithFourCards) {
  const pb::State s = PayloadOf(Ok(WinningTable().Build(), 0, StashOf(4)));
  EXPECT_EQ(CardTotal(FromProto(s.seats(0).collection())), 4);
  EXPECT_EQ(s.phase(), pb::PHASE_FINISHED);
}

TEST(QuibblesEnd, R3_WinRequiresSixCardsTrueNeedsAFullCollection) {
  Crafted c = WinningTable();
  c.options().set_win_requires_six_cards(true);
  const pb::State s = PayloadOf(Ok(c.Build(), 0, StashOf(4)));
  EXPECT_EQ(s.phase(), pb::PHASE_MAIN_ACTION);
  EXPECT_EQ(s.current_seat(), 1);
  EXPECT_FALSE(s.has_winner());

  Crafted six(2);
  six.options().set_win_requires_six_cards(true);
  six.Hand(0, {6, 6, 6, 6, 6, 6, 1}).Hand(1, {2}).Collection(0, {1, 2, 3, 4, 5});
  six.Row({1, 2}).Phase(pb::PHASE_STASH_OR_END);
  const pb::State w = PayloadOf(Ok(six.Build(), 0, StashOf(6)));
  EXPECT_EQ(w.phase(), pb::PHASE_FINISHED);
  EXPECT_EQ(w.winner(), 0);
}

TEST(QuibblesExhaustion, Q10_EmptyDrawPileReshufflesTheDiscardPile) {
  Crafted c(2);
  c.Hand(0, {2, 5}).Hand(1, {1}).Row({1, 1, 1, 1, 1, 1}).EmptyDrawPile();
  const int discarded = 132 - 9;
  ApplyResult r = Try(c.Build(), 0, DrawOf(5));
  ASSERT_TRUE(r.legal);
  const std::vector<pb::Event> ev = Details(r);
  ASSERT_EQ(ev.size(), 3u);
  EXPECT_EQ(ev[1].reshuffled().card_count(), discarded);
  EXPECT_EQ(ev[2].cards_drawn().count(), 2);
  const pb::State s = PayloadOf(r.state);
  EXPECT_EQ(s.draw_pile_size(), discarded - 2);
  EXPECT_EQ(CardTotal(FromProto(s.discard_pile())), 0);
}

TEST(QuibblesExhaustion, Q10_BothPilesEmptyMeansAShortDraw) {
  Crafted c(2);
  c.Hand(0, {2, 5}).Row({1, 1, 1, 1, 1, 1}).RestToHand(1);
  ApplyResult r = Try(c.Build(), 0, DrawOf(5));
  ASSERT_TRUE(r.legal);
  const std::vector<pb::Event> ev = Details(r);
  ASSERT_EQ(ev.size(), 2u);
  EXPECT_EQ(ev[1].short_draw().destination(), pb::DRAW_DESTINATION_HAND);
  EXPECT_EQ(ev[1].short_draw().seat(), 0);
  EXPECT_EQ(ev[1].short_draw().missing(), 2);
  const pb::State s = PayloadOf(r.state);
  EXPECT_EQ(FromProto(s.seats(0).hand()), CountsOf({2}));
  EXPECT_EQ(s.phase(), pb::PHASE_STASH_OR_END);
}

TEST(QuibblesExhaustion, Q10_EmptyHandMayOnlyPassAndHousekeepingStillRuns) {
  Crafted c(2);
  c.Row({1, 2}).RestToHand(1);
  const v1::GameState state = c.Build();
  const std::vector<pb::Action> legal = Legal(state, 0);
  ASSERT_EQ(legal.size(), 1u);
  EXPECT_TRUE(legal[0].has_pass());
  ExpectIllegal(Try(state, 0, DrawOf(1)), "QUIBBLES_HAND_EMPTY_MUST_PASS", "Q10", "");
  ExpectIllegal(Try(state, 0, SplitOf(3, {{1, 2}})), "QUIBBLES_HAND_EMPTY_MUST_PASS", "Q10", "");
  ApplyResult r = Try(state, 0, PassAction());
  ASSERT_TRUE(r.legal);
  const std::vector<pb::Event> ev = Details(r);
  ASSERT_GE(ev.size(), 3u);
  EXPECT_EQ(ev[0].passed().seat(), 0);
  // Row refill: both piles empty, a short draw of 4.
  EXPECT_EQ(ev[1].short_draw().destination(), pb::DRAW_DESTINATION_ROW);
  EXPECT_EQ(ev[1].short_draw().missing(), 4);
  // The hand was empty: hands discarded, then reshuffled and redealt.
  EXPECT_EQ(ev[2].hand_discarded().count(), 0);
  EXPECT_EQ(ev[3].hand_discarded().count(), 130);
  EXPECT_TRUE(ev[4].has_reshuffled());
  const pb::State s = PayloadOf(r.state);
  EXPECT_EQ(s.seats(0).hand_size(), 6);
  EXPECT_EQ(s.seats(1).hand_size(), 6);
  EXPECT_EQ(s.current_seat(), 1);
}

TEST(QuibblesExhaustion, Q10_PassWithCardsInHandIsIllegal) {
  ExpectIllegal(Try(E1Table().Build(), 0, PassAction()), "QUIBBLES_PASS_NOT_ALLOWED", "Q10", "");
}

// A DRAW waiting for its two cards in EXTERNAL mode, with no 6 left in the draw pile.
v1::GameState WaitingForDraw() {
  Crafted c(2);
  c.Hand(0, {2}).Hand(1, {6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6,
                          6, 6, 6});
  c.Row({1, 1, 1, 1, 1, 1, 5}).External();
  pb::State p = c.Payload();
  p.set_phase(pb::PHASE_DRAWING);
  p.set_after_drawing(pb::AFTER_DRAWING_STASH_OR_END);
  pb::PendingStep* step = p.add_pending_steps();
  step->set_kind(pb::PENDING_KIND_DRAW_TO_HAND);
  step->set_seat(0);
  step->set_count(2);
  return PackState(Game().Info(), p);
}

TEST(QuibblesChance, Q10_ChanceOutcomesAreTheValuesLeftInTheDrawPile) {
  const v1::GameState state = WaitingForDraw();
  ASSERT_TRUE(Game().Check(state).ok()) << Game().Check(state);
  const std::vector<pb::Action> legal = Legal(state, kChance);
  ASSERT_EQ(legal.size(), 5u);
  for (size_t i = 0; i < legal.size(); ++i) EXPECT_EQ(legal[i].chance_outcome().value(), i + 1);
  ExpectIllegal(Try(state, kChance, ChanceOf(6)), "QUIBBLES_IMPOSSIBLE_CHANCE_OUTCOME", "Q10",
                "chance_outcome.value");
  ExpectIllegal(Try(state, kChance, ChanceOf(0)), "QUIBBLES_CARD_VALUE_OUT_OF_RANGE", "Q1",
                "chance_outcome.value");
  ExpectIllegal(Try(state, 0, EndTurnAction()), "ARBITER_CHANCE_OUTCOME_PENDING", "Q10", "");
  EXPECT_TRUE(Legal(state, 0).empty());
  ApplyResult r = Try(state, kChance, ChanceOf(3));
  ASSERT_TRUE(r.legal);
  EXPECT_TRUE(r.turn.chance_pending());
  ASSERT_EQ(r.events.size(), 1u);
  EXPECT_EQ(DetailOf(r.events[0]).cards_drawn().values(0), 3u);
  r = Try(r.state, kChance, ChanceOf(5));
  ASSERT_TRUE(r.legal);
  EXPECT_FALSE(r.turn.chance_pending());
  EXPECT_EQ(r.turn.decision(), "stash_or_end");
  EXPECT_EQ(FromProto(PayloadOf(r.state).seats(0).hand()), CountsOf({2, 3, 5}));
}

TEST(QuibblesChance, Q10_ReshuffleHappensBeforeTheEngineWaits) {
  Crafted c(2);
  c.Hand(0, {2, 5}).Hand(1, {1}).Row({1, 1, 1, 1, 1, 1}).EmptyDrawPile().External();
  ApplyResult r = Try(c.Build(), 0, DrawOf(5));
  ASSERT_TRUE(r.legal);
  EXPECT_TRUE(r.turn.chance_pending());
  EXPECT_TRUE(DetailOf(r.events.back()).has_reshuffled());
  EXPECT_EQ(PayloadOf(r.state).draw_pile_size(), 132 - 9);
}

}  // namespace
}  // namespace qtest
}  // namespace quibbles
}  // namespace arbiter
