// T5 Drawing train cards, R3 exhaustion, R4 endless reset; E1, E2.
#include <array>

#include "engines/ticket_to_ride_europe/test_util.h"
#include "engines/core/violation.h"
#include "engines/ticket_to_ride_europe/violations.h"
#include "gtest/gtest.h"

namespace arbiter::ticket_to_ride_europe::testing {
namespace {

TEST(E1, DisplayLocomotiveFirstEndsTheAction) {
  State s = Crafted(3);
  SetDisplay(s, {kLoco, kWhite, kWhite, kBlack, kOrange});
  State t = Must(s, 0, DrawFaceUpAction(0));
  EXPECT_EQ(t.players[0].hand[kLoco], 1);
  EXPECT_EQ(Total(t.players[0].hand), 1);
  EXPECT_EQ(t.current_seat, 1);  // the action ended
  EXPECT_EQ(t.phase, pb::PHASE_CHOOSE_ACTION);
}

TEST(E1, WhiteThenDisplayLocomotiveIsIllegal) {
  State s = Crafted(3, /*external=*/true);
  SetDisplay(s, {kLoco, kWhite, kWhite, kBlack, kOrange});
  State t = Must(s, 0, DrawFaceUpAction(1));
  t = Must(t, kChance, CardOutcome(kRed));  // the refill of slot 1
  EXPECT_EQ(t.phase, pb::PHASE_SECOND_CARD);
  EXPECT_EQ(CodeOf(t, 0, DrawFaceUpAction(0)), kSecondCardLocomotive.code);
  // The legal second cards: every non-locomotive display card and the blind draw.
  std::vector<pb::Action> legal = Legal(t, 0);
  ASSERT_EQ(legal.size(), 5u);
  for (const pb::Action& a : legal) {
    if (a.has_draw_face_up()) {
      EXPECT_NE(a.draw_face_up().slot(), 0);
    }
  }
  EXPECT_EQ(CodeOf(t, 0, ClaimAction(1, kRed, 0)), kWrongStep.code);
}

TEST(E1, BlindThenBlindIsLegalEvenIfTheFirstIsALocomotive) {
  State s = Crafted(3, /*external=*/true);
  SetDisplay(s, {kLoco, kWhite, kWhite, kBlack, kOrange});
  State t = Must(s, 0, DrawBlindAction());
  EXPECT_TRUE(t.blind_draw_pending);
  t = Must(t, kChance, CardOutcome(kLoco));  // a blind locomotive counts as one card
  EXPECT_EQ(t.phase, pb::PHASE_SECOND_CARD);
  t = Must(t, 0, DrawBlindAction());
  t = Must(t, kChance, CardOutcome(kLoco));
  EXPECT_EQ(t.players[0].hand[kLoco], 2);
  EXPECT_EQ(t.current_seat, 1);
}

TEST(E2, ThirdLocomotiveResetsTheDisplay) {
  State s = Crafted(3, /*external=*/true);
  SetDisplay(s, {kRed, kBlue, kLoco, kLoco, kGreen});
  State t = Must(s, 0, DrawFaceUpAction(0));  // take red
  ApplyResult r = Act(t, kChance, CardOutcome(kLoco));  // the refill is a locomotive
  ASSERT_TRUE(r.legal);
  bool reset = false;
  for (const pb::Event& e : EventsOf(r.events, 0)) reset |= e.has_display_reset();
  EXPECT_TRUE(reset);
  t = Unwrap(r.state);
  // All five went to the discard pile: blue, green and 3 locomotives.
  EXPECT_EQ(t.discard[kLoco], 3);
  EXPECT_EQ(t.discard[kBlue], 1);
  EXPECT_EQ(t.discard[kGreen], 1);
  for (int c : t.display) EXPECT_EQ(c, kEmptySlot);
  // Five new cards are turned up, then the second card: blind or from the new display.
  for (int c : {kPink, kPink, kWhite, kYellow, kBlack}) t = Must(t, kChance, CardOutcome(c));
  EXPECT_EQ(t.phase, pb::PHASE_SECOND_CARD);
  EXPECT_EQ(t.cards_taken, 1);
  t = Must(t, 0, DrawFaceUpAction(3));
  EXPECT_EQ(t.players[0].hand[kYellow], 1);
  EXPECT_EQ(t.players[0].hand[kRed], 1);
}

TEST(T5DrawingTrainCards, EmptyDeckReshufflesTheDiscards) {
  State s = Crafted(2, /*external=*/true);
  DeckToDiscard(s);
  ApplyResult r = Act(s, 0, DrawBlindAction());
  ASSERT_TRUE(r.legal);
  bool reshuffled = false;
  for (const pb::Event& e : EventsOf(r.events, 0)) reshuffled |= e.has_deck_reshuffled();
  EXPECT_TRUE(reshuffled);
  State t = Unwrap(r.state);
  EXPECT_EQ(Total(t.discard), 0);
  EXPECT_EQ(Total(t.deck), 105);
}

TEST(R3Exhaustion, DisplayCardsTakenUnreplacedBlindIllegal) {
  State s = Crafted(2);
  // Every card not on display is in a hand: deck and discards empty.
  for (int t = 0; t < kCardTypes; ++t) Give(s, 1, t, s.deck[t]);
  EXPECT_EQ(CodeOf(s, 0, DrawBlindAction()), kDeckEmpty.code);
  State t = Must(s, 0, DrawFaceUpAction(2));
  EXPECT_EQ(t.display[2], kEmptySlot);  // not replaced
  EXPECT_EQ(CodeOf(t, 0, DrawFaceUpAction(2)), kDisplaySlotEmpty.code);
  t = Must(t, 0, DrawFaceUpAction(3));
  EXPECT_EQ(t.current_seat, 1);
  // Once seat 1 pays cards into the discard pile, the empty slots are refilled at turn end.
  State u = t;
  u = Must(u, 1, StationAction(CityId("Wien"), kRed, 0));
  int filled = 0;
  for (int c : u.display) filled += c != kEmptySlot;
  EXPECT_EQ(filled, 4);  // one red card was discarded: one slot refilled
  EXPECT_EQ(Total(u.discard), 0);
}

TEST(R3Exhaustion, SecondCardSkippedWhenNoneCanBeTaken) {
  State s = Crafted(2);
  for (int t = 0; t < kCardTypes; ++t) Give(s, 1, t, s.deck[t]);
  SetDisplay(s, {kEmptySlot, kEmptySlot, kEmptySlot, kEmptySlot, kPink});
  // The remaining display cards are in seat 1's hand now (SetDisplay puts them in the deck).
  for (int t = 0; t < kCardTypes; ++t) Give(s, 1, t, s.deck[t]);
  State t = Must(s, 0, DrawFaceUpAction(4));
  EXPECT_EQ(t.current_seat, 1);
  EXPECT_EQ(t.phase, pb::PHASE_CHOOSE_ACTION);
}

TEST(R3Exhaustion, DrawNeedsDeckAppliesTheRulebookLiterally) {
  State s = Crafted(2);
  s.options.set_draw_needs_deck(true);
  for (int t = 0; t < kCardTypes; ++t) Give(s, 1, t, s.deck[t]);
  EXPECT_EQ(CodeOf(s, 0, DrawFaceUpAction(0)), kDrawNeedsDeck.code);
  for (const pb::Action& a : Legal(s, 0)) EXPECT_FALSE(a.has_draw_face_up());
}

TEST(T5DrawingTrainCards, SlotOutOfRange) {
  State s = Crafted(2);
  EXPECT_EQ(CodeOf(s, 0, DrawFaceUpAction(5)), kDisplaySlotInvalid.code);
  EXPECT_EQ(CodeOf(s, 0, DrawFaceUpAction(-1)), kDisplaySlotInvalid.code);
  EXPECT_EQ(CodeOf(s, 1, DrawFaceUpAction(0)), kNotYourTurn);
}

TEST(R4EndlessReset, DisplayStaysAfterMaxResetsInARow) {
  State s = Crafted(2, /*external=*/true);
  SetDisplay(s, {kRed, kLoco, kLoco, kGreen, kBlue});
  State t = Must(s, 0, DrawFaceUpAction(0));
  // Each refill brings locomotives: reset 1, 2, 3, then the display stays.
  t = Must(t, kChance, CardOutcome(kLoco));
  for (int round = 0; round < 3; ++round) {
    EXPECT_EQ(t.loco_resets_in_row, round + 1);
    for (int c : {kLoco, kLoco, kLoco, kRed, kRed}) t = Must(t, kChance, CardOutcome(c));
  }
  absl::StatusOr<v1::TurnStatus> turn = Game().Turn(Wrap(t));
  EXPECT_FALSE(turn->chance_pending());
  EXPECT_EQ(t.phase, pb::PHASE_SECOND_CARD);
  int locos = 0;
  for (int c : t.display) locos += c == kLoco;
  EXPECT_EQ(locos, 3);
  // Taking a card starts a new check: the counter restarts.
  t = Must(t, 0, DrawFaceUpAction(3));
  EXPECT_EQ(t.loco_resets_in_row, 0);
}

TEST(R4EndlessReset, NoResetWithoutACardInDeckOrDiscards) {
  State s = Crafted(2);
  SetDisplay(s, {kLoco, kLoco, kLoco, kRed, kGreen});
  for (int t = 0; t < kCardTypes; ++t) Give(s, 1, t, s.deck[t]);  // deck and discards empty
  ASSERT_EQ(s.Drawable(), 0);
  // Three display locomotives and nothing to replace them with: no reset is due (at rest).
  EXPECT_TRUE(Game().Check(Wrap(s)).ok());
  State t = Must(s, 0, DrawFaceUpAction(3));  // the red: not replaced, still no reset
  EXPECT_EQ(t.phase, pb::PHASE_SECOND_CARD);
  EXPECT_EQ(t.loco_resets_in_row, 0);
  EXPECT_EQ(t.display, (std::array<int, kDisplaySlots>{kLoco, kLoco, kLoco, kEmptySlot, kGreen}));
  EXPECT_EQ(Total(t.discard), 0);
}

TEST(R4EndlessReset, OptionZeroNeverResets) {
  State s = Crafted(2, /*external=*/true);
  s.options.set_max_loco_resets(0);
  SetDisplay(s, {kRed, kLoco, kLoco, kGreen, kBlue});
  State t = Must(s, 0, DrawFaceUpAction(0));
  t = Must(t, kChance, CardOutcome(kLoco));
  EXPECT_EQ(t.display[0], kLoco);
  EXPECT_EQ(t.phase, pb::PHASE_SECOND_CARD);
}

}  // namespace
}  // namespace arbiter::ticket_to_ride_europe::testing
