// T6 Claiming a route, T7 Double routes, T8 Tunnels, R5; E3-E8.
#include "engines/core/violation.h"
#include "engines/ticket_to_ride_europe/test_util.h"
#include "engines/ticket_to_ride_europe/violations.h"
#include "gtest/gtest.h"

namespace arbiter::ticket_to_ride_europe::testing {
namespace {

TEST(T6Claiming, ColouredRoutePaidWithItsColourAndLocomotives) {
  State s = Crafted(2);
  const int r = RouteId("Berlin", "Essen");  // blue 2
  Give(s, 0, kBlue, 1);
  Give(s, 0, kLoco, 1);
  Give(s, 0, kRed, 2);
  EXPECT_EQ(CodeOf(s, 0, ClaimAction(r, kRed, 0)), kPaymentColour.code);
  EXPECT_EQ(CodeOf(s, 0, ClaimAction(r, kBlue, 0)), kCardsNotInHand.code);
  EXPECT_EQ(CodeOf(s, 0, ClaimAction(r, kBlue, 2)), kPaymentShape.code);  // use locomotive mode
  EXPECT_EQ(CodeOf(s, 0, ClaimAction(r, kLoco, 1)), kPaymentShape.code);
  EXPECT_EQ(CodeOf(s, 0, ClaimAction(r, -1, 0)), kPaymentColour.code);
  EXPECT_EQ(CodeOf(s, 0, ClaimAction(0, kBlue, 1)), kRouteUnknown.code);
  EXPECT_EQ(CodeOf(s, 0, ClaimAction(102, kBlue, 1)), kRouteUnknown.code);
  State t = Must(s, 0, ClaimAction(r, kBlue, 1));
  EXPECT_EQ(t.route_owner[r], 0);
  EXPECT_EQ(t.players[0].trains_left, 43);
  EXPECT_EQ(t.players[0].score, 2);
  EXPECT_EQ(t.discard[kBlue], 1);
  EXPECT_EQ(t.discard[kLoco], 1);
  EXPECT_EQ(t.current_seat, 1);
  EXPECT_EQ(CodeOf(t, 1, ClaimAction(r, kBlue, 1)), kRouteClaimed.code);
}

TEST(T6Claiming, GrayRouteAnyOneColourAndPaymentsEnumerated) {
  State s = Crafted(2);
  const int r = RouteId("Wien", "Zagrab");  // gray 2
  Give(s, 0, kRed, 2);
  Give(s, 0, kGreen, 1);
  Give(s, 0, kLoco, 1);
  EXPECT_EQ(CodeOf(s, 0, ClaimAction(r, kGreen, 1)), "");
  EXPECT_EQ(CodeOf(s, 0, ClaimAction(r, kRed, 0)), "");
  std::vector<std::pair<int, int>> payments;
  for (const pb::Action& a : Legal(s, 0)) {
    if (a.has_claim_route() && a.claim_route().route_id() == r) {
      payments.emplace_back(CardIndex(a.claim_route().colour()), a.claim_route().locomotives());
    }
  }
  // red+red, red+loco, green+loco (distinct multisets); 1 loco cannot pay alone.
  EXPECT_EQ(payments, (std::vector<std::pair<int, int>>{{kRed, 0}, {kRed, 1}, {kGreen, 1}}));
}

TEST(T6Claiming, NeedsEnoughTrains) {
  State s = Crafted(2);
  Give(s, 0, kRed, 4);
  for (int id : {100, 99, 83, 96, 82, 81, 80}) Claim(s, id, 0);  // 8+6+6+4+4+4+4 = 36
  Claim(s, 76, 0);  // +4 = 40
  Claim(s, RouteId("Brest", "Paris"), 0);  // +3 = 43, 2 left
  // Seat 0's own ending trigger is irrelevant here; it just has 2 trains.
  EXPECT_EQ(s.players[0].trains_left, 2);
  EXPECT_EQ(CodeOf(s, 0, ClaimAction(RouteId("Marseille", "Pamplona"), kRed, 0)),
            kNotEnoughTrains.code);
}

TEST(E3, DoubleRouteClosedWithThreePlayers) {
  const int orange = RouteId("Frankfurt", "Paris", kOrange);
  const int white = RouteId("Frankfurt", "Paris", kWhite);
  State s = Crafted(3);
  Give(s, 0, kOrange, 3);
  Give(s, 1, kWhite, 3);
  State t = Must(s, 0, ClaimAction(orange, kOrange, 0));
  EXPECT_EQ(CodeOf(t, 1, ClaimAction(white, kWhite, 0)), kRouteClosed.code);
  for (const pb::Action& a : Legal(t, 1)) {
    if (a.has_claim_route()) {
      EXPECT_NE(a.claim_route().route_id(), white);
    }
  }
}

TEST(E3, DoubleRouteOpenToAnotherPlayerWithFour) {
  const int orange = RouteId("Frankfurt", "Paris", kOrange);
  const int white = RouteId("Frankfurt", "Paris", kWhite);
  State s = Crafted(4);
  Give(s, 0, kOrange, 3);
  Give(s, 0, kWhite, 3);
  Give(s, 1, kWhite, 3);
  State t = Must(s, 0, ClaimAction(orange, kOrange, 0));
  EXPECT_EQ(CodeOf(t, 1, ClaimAction(white, kWhite, 0)), "");
  // A may not own both.
  t.current_seat = 0;
  EXPECT_EQ(CodeOf(t, 0, ClaimAction(white, kWhite, 0)), kDoubleRouteOwned.code);
}

TEST(E4, PalermoSmyrnaFerryNeedsTwoLocomotives) {
  const int r = RouteId("Palermo", "Smyrna");
  State s = Crafted(2);
  Give(s, 0, kGreen, 5);
  Give(s, 0, kLoco, 6);
  EXPECT_EQ(CodeOf(s, 0, ClaimAction(r, kGreen, 1)), kFerryLocomotives.code);  // 5 green + 1 loco
  EXPECT_EQ(CodeOf(s, 0, ClaimAction(r, kLoco, 6)), "");                  // 6 locos
  State t = Must(s, 0, ClaimAction(r, kGreen, 2));                        // 4 green + 2 locos
  EXPECT_EQ(t.players[0].score, 15);
  EXPECT_EQ(t.players[0].trains_left, 39);
  // With 5 trains left it is illegal.
  State u = Crafted(2);
  Give(u, 0, kGreen, 4);
  Give(u, 0, kLoco, 2);
  for (int id : {100, 99, 96, 82, 81, 80, 77, 76}) Claim(u, id, 0);  // 8+6+4*6 = 38 -> 7 left
  Claim(u, RouteId("Berlin", "Essen"), 0);                          // 5 left
  EXPECT_EQ(u.players[0].trains_left, 5);
  EXPECT_EQ(CodeOf(u, 0, ClaimAction(r, kGreen, 2)), kNotEnoughTrains.code);
}

TEST(E5, TunnelRevealTwoExtraOnlyDecline) {
  const int r = RouteId("Munchen", "Venezia");
  State s = Crafted(2, /*external=*/true);
  Give(s, 0, kBlue, 3);
  State t = Must(s, 0, ClaimAction(r, kBlue, 0));
  EXPECT_EQ(t.phase, pb::PHASE_TUNNEL);
  EXPECT_EQ(t.tunnel.laid[kBlue], 2);
  EXPECT_EQ(t.tunnel.reveals_left, 3);
  absl::StatusOr<v1::TurnStatus> turn = Game().Turn(Wrap(t));
  EXPECT_TRUE(turn->chance_pending());
  for (int c : {kBlue, kLoco, kRed}) t = Must(t, kChance, CardOutcome(c));
  EXPECT_EQ(t.tunnel.extra_cost, 2);
  std::vector<pb::Action> legal = Legal(t, 0);
  ASSERT_EQ(legal.size(), 1u);
  EXPECT_TRUE(legal[0].has_decline_tunnel());
  EXPECT_EQ(CodeOf(t, 0, PayTunnelAction(0)), kTunnelCardsNotInHand.code);
  EXPECT_EQ(CodeOf(t, 0, PayTunnelAction(3)), kTunnelPaymentShape.code);
  const Cards discard_before = t.discard;
  State u = Must(t, 0, DeclineTunnelAction());
  EXPECT_EQ(u.players[0].hand[kBlue], 3);  // the 2 blue return
  EXPECT_EQ(u.route_owner[r], -1);
  EXPECT_EQ(u.discard[kBlue], discard_before[kBlue] + 1);
  EXPECT_EQ(u.discard[kLoco], discard_before[kLoco] + 1);
  EXPECT_EQ(u.discard[kRed], discard_before[kRed] + 1);
  EXPECT_EQ(u.current_seat, 1);
  EXPECT_EQ(u.phase, pb::PHASE_CHOOSE_ACTION);
}

TEST(E6, LocomotivesOnlyTunnelCountsOnlyLocomotives) {
  const int r = RouteId("Munchen", "Venezia");
  State s = Crafted(2, /*external=*/true);
  Give(s, 0, kLoco, 3);
  Give(s, 0, kBlue, 2);
  State t = Must(s, 0, ClaimAction(r, kLoco, 2));
  EXPECT_EQ(t.tunnel.mode, kLoco);
  for (int c : {kBlue, kBlue, kLoco}) t = Must(t, kChance, CardOutcome(c));
  EXPECT_EQ(t.tunnel.extra_cost, 1);
  EXPECT_EQ(CodeOf(t, 0, PayTunnelAction(0)), kTunnelLocomotivesOnly.code);  // a blue will not do
  std::vector<pb::Action> legal = Legal(t, 0);
  ASSERT_EQ(legal.size(), 2u);
  EXPECT_EQ(legal[0].pay_tunnel().locomotives(), 1);
  EXPECT_TRUE(legal[1].has_decline_tunnel());
  State u = Must(t, 0, PayTunnelAction(1));
  EXPECT_EQ(u.route_owner[r], 0);
  EXPECT_EQ(u.players[0].hand[kLoco], 0);
  EXPECT_EQ(u.players[0].hand[kBlue], 2);
}

TEST(E7, GrayTunnelPaidExtraAndClaimed) {
  const int r = RouteId("Paris", "Zurich");  // gray tunnel 3
  State s = Crafted(2, /*external=*/true);
  Give(s, 0, kYellow, 3);
  Give(s, 0, kLoco, 1);
  State t = Must(s, 0, ClaimAction(r, kYellow, 1));
  const Cards discard_before = t.discard;
  for (int c : {kYellow, kGreen, kGreen}) t = Must(t, kChance, CardOutcome(c));
  EXPECT_EQ(t.tunnel.extra_cost, 1);
  ApplyResult res = Act(t, 0, PayTunnelAction(0));
  ASSERT_TRUE(res.legal);
  State u = Unwrap(res.state);
  EXPECT_EQ(u.route_owner[r], 0);
  EXPECT_EQ(u.players[0].score, 4);
  // 4 paid + 3 revealed cards are discarded.
  EXPECT_EQ(Total(u.discard) - Total(discard_before), 7);
  EXPECT_EQ(u.discard[kYellow] - discard_before[kYellow], 4);
  EXPECT_EQ(u.discard[kGreen] - discard_before[kGreen], 2);
  bool claimed = false;
  for (const pb::Event& e : EventsOf(res.events, 1)) {
    if (e.has_route_claimed()) {
      claimed = true;
      EXPECT_EQ(e.route_claimed().paid().yellow(), 3);
      EXPECT_EQ(e.route_claimed().paid().locomotive(), 1);
      EXPECT_EQ(e.route_claimed().points(), 4);
    }
  }
  EXPECT_TRUE(claimed);
}

TEST(T8Tunnels, DeclineAllowedEvenIfPayable) {
  const int r = RouteId("Munchen", "Venezia");
  State s = Crafted(2, /*external=*/true);
  Give(s, 0, kBlue, 4);
  State t = Must(s, 0, ClaimAction(r, kBlue, 0));
  for (int c : {kBlue, kRed, kRed}) t = Must(t, kChance, CardOutcome(c));
  EXPECT_EQ(CodeOf(t, 0, DeclineTunnelAction()), "");
  EXPECT_EQ(CodeOf(t, 0, PayTunnelAction(0)), "");
  EXPECT_EQ(CodeOf(t, 0, DrawBlindAction()), kWrongStep.code);
  EXPECT_EQ(CodeOf(t, 1, DeclineTunnelAction()), kNotYourTurn);
}

TEST(R5, ZeroExtraCostClaimsWithoutADecision) {
  const int r = RouteId("Munchen", "Venezia");
  State s = Crafted(2, /*external=*/true);
  Give(s, 0, kBlue, 2);
  State t = Must(s, 0, ClaimAction(r, kBlue, 0));
  for (int c : {kRed, kGreen, kPink}) t = Must(t, kChance, CardOutcome(c));
  EXPECT_EQ(t.route_owner[r], 0);
  EXPECT_EQ(t.current_seat, 1);
}

TEST(E8, DeckOfOneRevealsOneCard) {
  const int r = RouteId("Munchen", "Venezia");
  State s = Crafted(2, /*external=*/true);
  Give(s, 0, kBlue, 2);
  // Leave exactly one card (a red) in the deck, the rest in seat 1's hand.
  for (int t = 0; t < kCardTypes; ++t) Give(s, 1, t, s.deck[t] - (t == kRed ? 1 : 0));
  State t = Must(s, 0, ClaimAction(r, kBlue, 0));
  EXPECT_EQ(t.tunnel.reveals_left, 1);
  t = Must(t, kChance, CardOutcome(kRed));
  EXPECT_EQ(t.route_owner[r], 0);
}

TEST(E8, EmptyDeckAndDiscardsNoRevealNoExtraCost) {
  const int r = RouteId("Munchen", "Venezia");
  State s = Crafted(2, /*external=*/true);
  Give(s, 0, kBlue, 2);
  for (int t = 0; t < kCardTypes; ++t) Give(s, 1, t, s.deck[t]);
  State t = Must(s, 0, ClaimAction(r, kBlue, 0));
  EXPECT_EQ(t.route_owner[r], 0);  // claimed at once, X = 0
  EXPECT_EQ(t.current_seat, 1);
}

TEST(R5, LaidCardsAreNotReshuffledDuringTheReveal) {
  const int r = RouteId("Munchen", "Venezia");
  State s = Crafted(2, /*external=*/true);
  Give(s, 0, kBlue, 2);
  // Deck holds 1 green; discard pile holds 1 red; all else in seat 1's hand.
  for (int t = 0; t < kCardTypes; ++t) Give(s, 1, t, s.deck[t] - (t == kGreen ? 1 : 0));
  s.players[1].hand[kRed] -= 1;
  s.discard[kRed] += 1;
  State t = Must(s, 0, ClaimAction(r, kBlue, 0));
  EXPECT_EQ(t.tunnel.reveals_left, 2);  // deck 1 + discards 1; the laid blues do not count
  t = Must(t, kChance, CardOutcome(kGreen));
  // The deck ran out: the discard pile (1 red) becomes the deck; blue is not possible.
  EXPECT_EQ(CodeOf(t, kChance, CardOutcome(kBlue)), kChanceImpossible.code);
  t = Must(t, kChance, CardOutcome(kRed));
  EXPECT_EQ(t.route_owner[r], 0);
}

}  // namespace
}  // namespace arbiter::ticket_to_ride_europe::testing

namespace arbiter::ticket_to_ride_europe::testing {
namespace {

TEST(T7DoubleRoutes, ClosedForTwoOpenForFive) {
  const int a = RouteId("Kobenhavn", "Stockholm", kYellow);
  const int b = RouteId("Kobenhavn", "Stockholm", kWhite);
  for (int seats : {2, 5}) {
    State s = Crafted(seats);
    Give(s, 0, kYellow, 3);
    Give(s, 1, kWhite, 3);
    State t = Must(s, 0, ClaimAction(a, kYellow, 0));
    EXPECT_EQ(CodeOf(t, 1, ClaimAction(b, kWhite, 0)), seats == 2 ? kRouteClosed.code : "");
  }
  // Gray double ferries (Dieppe-London) follow the same rule.
  State s = Crafted(3);
  Give(s, 0, kLoco, 4);
  State t = Must(s, 0, ClaimAction(65, kLoco, 2));
  t.current_seat = 0;
  EXPECT_EQ(CodeOf(t, 0, ClaimAction(66, kLoco, 2)), kDoubleRouteOwned.code);
}

}  // namespace
}  // namespace arbiter::ticket_to_ride_europe::testing
