// T14 Hidden information: views, redacted events, resampling.
#include "engines/core/envelope.h"
#include "engines/ticket_to_ride_europe/scoring.h"
#include "engines/ticket_to_ride_europe/test_util.h"
#include "gtest/gtest.h"

namespace arbiter::ticket_to_ride_europe::testing {
namespace {

pb::State ViewFor(const State& s, int viewer) {
  absl::StatusOr<v1::GameState> v = Game().View(Wrap(s), viewer);
  EXPECT_TRUE(v.ok()) << v.status();
  return Payload(*v);
}

State WithHandsAndTickets() {
  State s = Crafted(3);
  Give(s, 0, kRed, 2);
  Give(s, 1, kBlue, 3);
  Give(s, 2, kLoco, 1);
  GiveTicket(s, 0, TicketId("London", "Berlin"));
  GiveTicket(s, 1, TicketId("Brest", "Petrograd", true));
  return s;
}

TEST(T14Hidden, OtherHandsTicketsDeckAndGeneratorAreHidden) {
  State s = WithHandsAndTickets();
  pb::State v = ViewFor(s, 0);
  EXPECT_EQ(v.players(0).hand().red(), 2);
  EXPECT_EQ(v.players(1).hand().blue(), 0);
  EXPECT_EQ(v.players(1).hand_size(), 3);
  EXPECT_EQ(v.players(0).tickets(0), TicketId("London", "Berlin"));
  ASSERT_EQ(v.players(1).tickets_size(), 1);  // the count is public
  EXPECT_EQ(v.players(1).tickets(0), 0);
  EXPECT_EQ(v.rng_state(), 0u);
  EXPECT_EQ(v.train_deck().red(), 0);
  EXPECT_EQ(v.train_deck_size(), Total(s.deck));
  for (int t : v.ticket_deck()) EXPECT_EQ(t, 0);
  EXPECT_EQ(v.display(0), pb::TRAIN_CARD_PINK);  // the display is public
  pb::State spectator = ViewFor(s, kSpectator);
  for (const pb::Player& p : spectator.players()) EXPECT_FALSE(p.has_hand());
  EXPECT_EQ(Game().View(Wrap(s), 3).status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(Game().View(Wrap(s), kChance).status().code(), absl::StatusCode::kInvalidArgument);
}

TEST(T14Hidden, StatesDifferingInHiddenPartsGiveIdenticalViews) {
  State a = WithHandsAndTickets();
  State b = a;
  // Swap seat 1's blue cards for greens from the deck, and another ticket.
  b.players[1].hand[kBlue] = 0;
  b.deck[kBlue] += 3;
  b.deck[kGreen] -= 3;
  b.players[1].hand[kGreen] = 3;
  b.rng_state = 777;
  EXPECT_EQ(ViewFor(a, 0).SerializeAsString(), ViewFor(b, 0).SerializeAsString());
  EXPECT_NE(ViewFor(a, 1).SerializeAsString(), ViewFor(b, 1).SerializeAsString());
}

TEST(T14Hidden, BlindDrawIsPrivateDisplayDrawIsPublic) {
  State s = Crafted(2, /*external=*/true);
  State t = Must(s, 0, DrawBlindAction());
  ApplyResult r = Act(t, kChance, CardOutcome(kGreen));
  ASSERT_TRUE(r.legal);
  ASSERT_EQ(r.events.size(), 1u);
  EXPECT_EQ(EventsOf(r.events, 0)[0].card_drawn().card(), pb::TRAIN_CARD_GREEN);
  EXPECT_EQ(EventsOf(r.events, 1)[0].card_drawn().card(), pb::TRAIN_CARD_UNSPECIFIED);
  EXPECT_EQ(EventsOf(r.events, kSpectator)[0].card_drawn().seat(), 0);
  ApplyResult d = Act(Unwrap(r.state), 0, DrawFaceUpAction(1));
  ASSERT_TRUE(d.legal);
  EXPECT_EQ(EventsOf(d.events, 1)[0].card_drawn().card(), pb::TRAIN_CARD_WHITE);
}

TEST(T14Hidden, TicketDrawsArePrivate) {
  State s = Crafted(2, /*external=*/true);
  State t = Must(s, 0, DrawTicketsAction());
  ApplyResult r = Act(t, kChance, TicketOutcome(s.ticket_deck[3]));
  ASSERT_TRUE(r.legal);
  EXPECT_EQ(EventsOf(r.events, 0)[0].ticket_drawn().ticket_id(), s.ticket_deck[3]);
  EXPECT_EQ(EventsOf(r.events, 1)[0].ticket_drawn().ticket_id(), 0);
  pb::State v = ViewFor(Unwrap(r.state), 1);
  ASSERT_EQ(v.players(0).tickets_offered_size(), 1);
  EXPECT_EQ(v.players(0).tickets_offered(0), 0);
}

TEST(T14Hidden, TicketsRevealedAtTheEnd) {
  State s = WithHandsAndTickets();
  s.phase = pb::PHASE_GAME_OVER;
  // Wrong (missing) final scores are rejected.
  EXPECT_FALSE(Game().Check(Wrap(s)).ok());
  std::vector<pb::FinalScore> f = ScoreGame(TheMap(), s);
  for (int i = 0; i < 3; ++i) {
    s.players[i].has_final = true;
    s.players[i].final_score = f[i];
    s.players[i].score = f[i].total();
  }
  EXPECT_TRUE(Game().Check(Wrap(s)).ok()) << Game().Check(Wrap(s));
  pb::State v = ViewFor(s, 0);
  EXPECT_EQ(v.players(1).tickets(0), TicketId("Brest", "Petrograd", true));
  EXPECT_FALSE(v.players(1).has_hand());
}

TEST(T14Hidden, ResampleKeepsTheViewAndTicketKinds) {
  State s = WithHandsAndTickets();
  for (int viewer : {0, 1, 2, kSpectator}) {
    for (uint64_t seed : {1u, 2u, 3u}) {
      absl::StatusOr<v1::GameState> r = Game().ResampleHidden(Wrap(s), viewer, seed);
      ASSERT_TRUE(r.ok()) << r.status();
      EXPECT_TRUE(Game().Check(*r).ok());
      EXPECT_EQ(Game().View(*r, viewer)->SerializeAsString(),
                Game().View(Wrap(s), viewer)->SerializeAsString());
      State t = Unwrap(*r);
      EXPECT_TRUE(TheMap().ticket(t.players[1].tickets[0])->long_ticket);
      if (viewer == 0) {
        EXPECT_EQ(t.players[0].hand, s.players[0].hand);
        EXPECT_EQ(t.players[0].tickets, s.players[0].tickets);
      }
    }
  }
  // Something hidden does change.
  State t = Unwrap(*Game().ResampleHidden(Wrap(s), 0, 5));
  EXPECT_NE(t.players[1].hand, s.players[1].hand);
}

}  // namespace
}  // namespace arbiter::ticket_to_ride_europe::testing
