// T9 Drawing destination tickets, R6; E13 (tickets.cc; the initial choice, T3 and R1, is in
// setup_test.cc).
#include <string>
#include <vector>

#include "engines/core/envelope.h"
#include "engines/core/violation.h"
#include "engines/ticket_to_ride_europe/test_util.h"
#include "engines/ticket_to_ride_europe/violations.h"
#include "gtest/gtest.h"

namespace arbiter::ticket_to_ride_europe::testing {
namespace {

TEST(T9DrawingTickets, DrawThreeKeepAtLeastOneReturnUnderTheDeck) {
  State s = Crafted(3, /*external=*/true);
  const std::vector<int> deck = s.ticket_deck;
  State t = Must(s, 0, DrawTicketsAction());
  EXPECT_EQ(t.phase, pb::PHASE_KEEP_TICKETS);
  EXPECT_EQ(t.tickets_to_draw, 3);
  EXPECT_EQ(Legal(t, kChance).size(), deck.size());
  t = Must(t, kChance, TicketOutcome(deck[5]));
  EXPECT_EQ(CodeOf(t, kChance, TicketOutcome(deck[5])), kChanceImpossible.code);  // already drawn
  t = Must(t, kChance, TicketOutcome(deck[0]));
  t = Must(t, kChance, TicketOutcome(deck[9]));
  EXPECT_EQ(t.players[0].offered, (std::vector<int>{deck[5], deck[0], deck[9]}));
  EXPECT_EQ(CodeOf(t, 0, KeepAction({})), kKeepTooFew.code);
  EXPECT_EQ(Legal(t, 0).size(), 7u);
  State u = Must(t, 0, KeepAction({deck[0]}));
  EXPECT_EQ(u.players[0].tickets, (std::vector<int>{deck[0]}));
  // R6: returned under the deck in the order drawn.
  ASSERT_EQ(u.ticket_bottom.size(), 2u);
  EXPECT_EQ(u.ticket_bottom[0], std::make_pair(deck[5], 0));
  EXPECT_EQ(u.ticket_bottom[1], std::make_pair(deck[9], 0));
  EXPECT_EQ(u.current_seat, 1);
  // Only the returning seat knows which tickets are under the deck.
  pb::State v1 = Payload(*Game().View(Wrap(u), 1));
  EXPECT_EQ(v1.ticket_deck_bottom(0).ticket_id(), 0);
  pb::State v0 = Payload(*Game().View(Wrap(u), 0));
  EXPECT_EQ(v0.ticket_deck_bottom(0).ticket_id(), deck[5]);
}

TEST(E13, TicketDeckOfTwo) {
  State s = Crafted(2);
  // Move every regular ticket but two into seat 1's hand of tickets.
  while (s.ticket_deck.size() > 2) GiveTicket(s, 1, s.ticket_deck.back());
  const std::vector<int> two = s.ticket_deck;
  State t = Must(s, 0, DrawTicketsAction());
  ASSERT_EQ(t.players[0].offered.size(), 2u);  // draws both
  EXPECT_EQ(CodeOf(t, 0, KeepAction(t.players[0].offered)), "");
  State u = Must(t, 0, KeepAction({t.players[0].offered[1]}));
  ASSERT_EQ(u.ticket_bottom.size(), 1u);  // the returned one goes under the deck
  EXPECT_EQ(u.ticket_bottom[0].first, t.players[0].offered[0]);
  // Seat 1 draws the returned ticket (no chance point: its place is known).
  State w = Must(u, 1, DrawTicketsAction());
  EXPECT_EQ(w.players[1].offered, (std::vector<int>{t.players[0].offered[0]}));
  w = Must(w, 1, KeepAction(w.players[1].offered));
  // Empty ticket deck: DRAW_TICKETS is illegal.
  EXPECT_EQ(CodeOf(w, 0, DrawTicketsAction()), kTicketDeckEmpty.code);
  for (const pb::Action& a : Legal(w, 0)) EXPECT_FALSE(a.has_draw_tickets());
}

TEST(R6, ShuffledPartIsDrawnBeforeTheReturnedTickets) {
  State s = Crafted(2, /*external=*/true);
  while (s.ticket_deck.size() > 1) GiveTicket(s, 1, s.ticket_deck.back());
  const int last = s.ticket_deck[0];
  const int returned = s.players[1].tickets.back();
  s.players[1].tickets.pop_back();
  s.ticket_bottom.emplace_back(returned, 1);
  State t = Must(s, 0, DrawTicketsAction());
  EXPECT_EQ(t.tickets_to_draw, 2);
  t = Must(t, kChance, TicketOutcome(last));
  EXPECT_EQ(t.players[0].offered, (std::vector<int>{last, returned}));
}

}  // namespace
}  // namespace arbiter::ticket_to_ride_europe::testing
