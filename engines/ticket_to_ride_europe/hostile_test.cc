// Hostile states and actions: every inconsistency is INVALID_ARGUMENT naming the field (T13
// invariants), never a crash; random corruption of a real state never crashes.
#include <functional>

#include "engines/core/envelope.h"
#include "engines/core/rng.h"
#include "engines/ticket_to_ride_europe/test_util.h"
#include "gtest/gtest.h"

namespace arbiter::ticket_to_ride_europe::testing {
namespace {

v1::GameState WrapProto(const pb::State& p) { return PackState(Game().Info(), p); }

// Applies `mutate` to a valid crafted state and expects INVALID_ARGUMENT mentioning `field`
// from every entry point.
void ExpectInvalid(const std::function<void(pb::State&)>& mutate, const std::string& field,
                   bool external = false) {
  State s = Crafted(3, external);
  Give(s, 0, kRed, 2);
  GiveTicket(s, 1, TicketId("London", "Berlin"));
  pb::State p = EncodeState(s);
  mutate(p);
  const v1::GameState st = WrapProto(p);
  absl::Status check = Game().Check(st);
  EXPECT_EQ(check.code(), absl::StatusCode::kInvalidArgument) << field << ": " << check;
  EXPECT_NE(check.message().find(field), std::string::npos) << field << ": " << check;
  EXPECT_EQ(Game().Apply(st, 0, Pack(DrawBlindAction())).status().code(),
            absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(Game().LegalActions(st, 0).status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(Game().View(st, 0).status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(Game().Turn(st).status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(Game().ResampleHidden(st, 0, 1).status().code(), absl::StatusCode::kInvalidArgument);
}

TEST(T13Invariants, CardsMustBeAccountedFor) {
  ExpectInvalid([](pb::State& p) { p.mutable_players(0)->mutable_hand()->set_red(3);
                                   p.mutable_players(0)->set_hand_size(3); }, "train_deck");
  ExpectInvalid([](pb::State& p) { p.mutable_players(0)->mutable_hand()->set_red(-1); },
                "players[0].hand");
  ExpectInvalid([](pb::State& p) { p.mutable_players(0)->set_hand_size(5); },
                "players[0].hand_size");
  ExpectInvalid([](pb::State& p) { p.mutable_train_deck()->set_locomotive(1000000); },
                "train_deck");
  ExpectInvalid([](pb::State& p) { p.set_train_deck_size(3); }, "train_deck_size");
  ExpectInvalid([](pb::State& p) { p.mutable_discard()->set_pink(-4); }, "discard");
  ExpectInvalid([](pb::State& p) { p.mutable_display()->RemoveLast(); }, "display");
  ExpectInvalid([](pb::State& p) { p.set_display(0, static_cast<pb::TrainCard>(12)); },
                "display[0]");
}

TEST(T13Invariants, TicketsMustBeAccountedFor) {
  ExpectInvalid([](pb::State& p) { p.add_ticket_deck(p.players(1).tickets(0)); },
                "ticket");
  ExpectInvalid([](pb::State& p) { p.mutable_players(1)->clear_tickets(); }, "missing");
  ExpectInvalid([](pb::State& p) { p.mutable_players(1)->set_tickets(0, 5000); },
                "players[1].tickets[0]");
  ExpectInvalid([](pb::State& p) { p.mutable_players(1)->set_tickets(0, 101); },
                "ticket set");  // a 1912 ticket in a base game
  ExpectInvalid([](pb::State& p) {
    // A long ticket in the ticket deck.
    const int id = p.long_tickets_undealt(0);
    p.mutable_long_tickets_undealt()->erase(p.mutable_long_tickets_undealt()->begin());
    p.add_ticket_deck(id);
  }, "wrong kind");
  ExpectInvalid([](pb::State& p) {
    std::swap(*p.mutable_ticket_deck()->Mutable(0), *p.mutable_ticket_deck()->Mutable(1));
  }, "ticket_deck");
  ExpectInvalid([](pb::State& p) {
    pb::TicketUnderDeck* t = p.add_ticket_deck_bottom();
    t->set_ticket_id(1);
    t->set_returned_by(9);
  }, "ticket_deck_bottom[0].returned_by");
}

TEST(T13Invariants, TrainsStationsRoutesAndScores) {
  ExpectInvalid([](pb::State& p) { p.mutable_players(0)->set_trains_left(46); },
                "players[0].trains_left");
  ExpectInvalid([](pb::State& p) { p.mutable_players(0)->set_trains_left(40); },
                "players[0].trains_left");
  ExpectInvalid([](pb::State& p) { p.mutable_players(0)->set_stations_left(4); },
                "players[0].stations_left");
  ExpectInvalid([](pb::State& p) { p.mutable_players(0)->set_stations_left(2); },
                "players[0].stations_left");
  ExpectInvalid([](pb::State& p) { p.mutable_players(2)->set_score(5); }, "players[2].score");
}

// State format 2's routes and stations (Player.routes, Player.stations; format 1's are in
// state_format_test.cc): each hostile list is named down to the entry.
TEST(T13Invariants, RoutesAndStationsOfEachSeat) {
  ExpectInvalid([](pb::State& p) { p.mutable_players(0)->add_routes(500); },
                "players[0].routes[0]: unknown route 500");
  ExpectInvalid([](pb::State& p) { p.mutable_players(0)->add_routes(-3); },
                "players[0].routes[0]: unknown route -3");
  ExpectInvalid([](pb::State& p) {
    p.mutable_players(0)->add_routes(12);
    p.mutable_players(0)->add_routes(12);
  }, "players[0].routes[1]: route 12 after 12");
  ExpectInvalid([](pb::State& p) {
    p.mutable_players(2)->add_routes(13);
    p.mutable_players(2)->add_routes(12);
  }, "players[2].routes[1]: route 12 after 13");
  ExpectInvalid([](pb::State& p) {
    p.mutable_players(0)->add_routes(12);
    p.mutable_players(1)->add_routes(12);
  }, "players[1].routes[0]: route 12 is claimed by seat 0 too");
  ExpectInvalid([](pb::State& p) {
    // Both Frankfurt-Paris routes with 3 players (T7).
    p.mutable_players(0)->add_routes(28);
    p.mutable_players(1)->add_routes(58);
    for (int seat : {0, 1}) {
      p.mutable_players(seat)->set_trains_left(42);
      p.mutable_players(seat)->set_score(4);
    }
  }, "players[1].routes: both routes 28 and 58 of a double route");
  ExpectInvalid([](pb::State& p) {
    // Both Frankfurt-Paris routes by one seat (T7).
    p.mutable_players(0)->add_routes(28);
    p.mutable_players(0)->add_routes(58);
    p.mutable_players(0)->set_trains_left(39);
    p.mutable_players(0)->set_score(8);
  }, "players[0].routes: seat 0 owns both routes 28 and 58");
  // A route claimed with the seat's trains and score left as they were.
  ExpectInvalid([](pb::State& p) { p.mutable_players(1)->add_routes(12); },
                "players[1].trains_left");
  ExpectInvalid([](pb::State& p) {
    p.mutable_players(0)->add_stations(3);
    p.mutable_players(1)->add_stations(3);
  }, "players[1].stations[0]: seat 0 has a station in city 3 too");
  ExpectInvalid([](pb::State& p) { p.mutable_players(0)->add_stations(0); },
                "players[0].stations[0]: unknown city 0");
  ExpectInvalid([](pb::State& p) { p.mutable_players(2)->add_stations(48); },
                "players[2].stations[0]: unknown city 48");
  ExpectInvalid([](pb::State& p) {
    p.mutable_players(0)->add_stations(5);
    p.mutable_players(0)->add_stations(3);
  }, "players[0].stations[1]: city 3 after 5");
  ExpectInvalid([](pb::State& p) {
    p.mutable_players(0)->add_stations(5);
    p.mutable_players(0)->add_stations(5);
  }, "players[0].stations[1]: city 5 after 5");
  // A station built with the seat's reserve left as it was.
  ExpectInvalid([](pb::State& p) { p.mutable_players(0)->add_stations(5); },
                "players[0].stations_left");
}

TEST(T13Invariants, PhaseAndTurnFields) {
  ExpectInvalid([](pb::State& p) { p.set_phase(pb::PHASE_UNSPECIFIED); }, "phase");
  ExpectInvalid([](pb::State& p) { p.set_phase(static_cast<pb::Phase>(99)); }, "phase");
  ExpectInvalid([](pb::State& p) { p.set_active_seat(7); }, "active_seat");
  ExpectInvalid([](pb::State& p) { p.set_seat_count(6); }, "seat_count");
  ExpectInvalid([](pb::State& p) { p.mutable_players()->RemoveLast(); }, "players");
  ExpectInvalid([](pb::State& p) { p.set_first_seat(-1); }, "first_seat");
  ExpectInvalid([](pb::State& p) { p.set_end_trigger_seat(9); }, "end_trigger_seat");
  ExpectInvalid([](pb::State& p) { p.set_final_turns_left(2); }, "final_turns_left");
  ExpectInvalid([](pb::State& p) { p.set_passes_in_row(3); }, "passes_in_row");
  ExpectInvalid([](pb::State& p) { p.set_cards_taken(1); }, "cards_taken");
  ExpectInvalid([](pb::State& p) { p.set_tickets_to_draw(2); }, "tickets_to_draw");
  ExpectInvalid([](pb::State& p) {
    p.set_phase(pb::PHASE_KEEP_TICKETS);
    p.set_tickets_to_draw(INT32_MAX);
  }, "tickets_to_draw", /*external=*/true);
  ExpectInvalid([](pb::State& p) { p.set_final_turns_left(INT32_MIN); }, "final_turns_left");
  ExpectInvalid([](pb::State& p) { p.mutable_players(1)->set_trains_left(INT32_MIN); },
                "players[1].trains_left");
  ExpectInvalid([](pb::State& p) { p.set_loco_resets_in_row(INT32_MAX); },
                "loco_resets_in_row");
  ExpectInvalid([](pb::State& p) { p.mutable_tunnel()->set_route_id(16); }, "tunnel");
  ExpectInvalid([](pb::State& p) { p.mutable_options()->set_max_loco_resets(11); },
                "options.max_loco_resets");
  ExpectInvalid([](pb::State& p) { p.mutable_options()->set_ticket_set(pb::TICKET_SET_UNSPECIFIED); },
                "options.ticket_set");
  ExpectInvalid([](pb::State& p) { p.mutable_players(0)->add_tickets_offered(1); },
                "tickets_offered");
  ExpectInvalid([](pb::State& p) { p.mutable_players(0)->set_initial_choice_made(false); },
                "initial_choice_made");
  // SEEDED states never wait for a chance outcome.
  ExpectInvalid([](pb::State& p) {
    p.set_phase(pb::PHASE_SECOND_CARD);
    p.set_blind_draw_pending(true);
  }, "chance point");
  // A state with work left for the engine is not at rest.
  ExpectInvalid([](pb::State& p) {
    p.set_phase(pb::PHASE_SECOND_CARD);
    p.set_cards_taken(2);
  }, "not at rest", /*external=*/true);
}

TEST(T13Invariants, BadTunnelFields) {
  auto tunnel = [](pb::State& p) {
    p.set_phase(pb::PHASE_TUNNEL);
    pb::Tunnel* t = p.mutable_tunnel();
    t->set_route_id(16);  // Munchen-Venezia, blue 2
    t->set_mode(pb::TRAIN_CARD_BLUE);
    // Take 2 blue from the deck.
    p.mutable_train_deck()->set_blue(p.train_deck().blue() - 2);
    p.set_train_deck_size(p.train_deck_size() - 2);
    t->mutable_laid()->set_blue(2);
    t->set_reveals_left(3);
  };
  // The base state is valid (external: waiting for the reveal).
  {
    State s = Crafted(3, true);
    pb::State p = EncodeState(s);
    tunnel(p);
    EXPECT_TRUE(Game().Check(WrapProto(p)).ok()) << Game().Check(WrapProto(p));
  }
  ExpectInvalid([&](pb::State& p) { tunnel(p); p.mutable_tunnel()->set_route_id(12); },
                "tunnel.route_id", true);
  ExpectInvalid([&](pb::State& p) { tunnel(p); p.mutable_tunnel()->set_mode(pb::TRAIN_CARD_RED); },
                "tunnel.mode", true);
  ExpectInvalid([&](pb::State& p) { tunnel(p); p.mutable_tunnel()->set_reveals_left(4); },
                "tunnel.reveals_left", true);
  ExpectInvalid([&](pb::State& p) { tunnel(p); p.mutable_tunnel()->set_reveals_left(INT32_MAX); },
                "tunnel.reveals_left", true);
  ExpectInvalid([&](pb::State& p) {
    tunnel(p);
    p.mutable_tunnel()->set_reveals_left(0);
    p.mutable_tunnel()->set_extra_cost(2);
  }, "tunnel.extra_cost", true);
  ExpectInvalid([&](pb::State& p) {
    tunnel(p);
    for (int i = 0; i < 4; ++i) p.mutable_tunnel()->add_revealed(pb::TRAIN_CARD_RED);
  }, "tunnel.revealed", true);
}

TEST(Hostile, EnvelopeAndActionErrors) {
  State s = Crafted(2);
  v1::GameState st = Wrap(s);
  v1::GameState bad = st;
  bad.mutable_payload()->set_value("\xff\xff\xff");
  EXPECT_EQ(Game().Check(bad).code(), absl::StatusCode::kInvalidArgument);
  bad = st;
  bad.set_rules_version("ticket_to_ride_europe/1999.9");
  EXPECT_EQ(Game().Check(bad).code(), absl::StatusCode::kFailedPrecondition);
  bad = st;
  bad.set_game_id("another_game");
  EXPECT_EQ(Game().Check(bad).code(), absl::StatusCode::kInvalidArgument);
  google::protobuf::Any wrong;
  wrong.PackFrom(pb::State());
  EXPECT_EQ(Game().Apply(st, 0, wrong).status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(Game().Apply(st, 5, Pack(DrawBlindAction())).status().code(),
            absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(Game().LegalActions(st, -7).status().code(), absl::StatusCode::kInvalidArgument);
}

TEST(Hostile, RandomCorruptionNeverCrashes) {
  State s = Crafted(4, /*external=*/true);
  Give(s, 0, kRed, 3);
  Give(s, 1, kLoco, 2);
  GiveTicket(s, 2, TicketId("London", "Berlin"));
  Claim(s, 12, 3);
  const std::string bytes = EncodeState(s).SerializeAsString();
  Rng rng(2024);
  int parsed = 0;
  for (int i = 0; i < 3000; ++i) {
    std::string b = bytes;
    const int flips = 1 + static_cast<int>(rng.Uniform(4));
    for (int f = 0; f < flips; ++f) {
      b[rng.Uniform(b.size())] = static_cast<char>(rng.Uniform(256));
    }
    v1::GameState st = Wrap(s);
    st.mutable_payload()->set_value(b);
    absl::Status c = Game().Check(st);
    EXPECT_TRUE(c.ok() || c.code() == absl::StatusCode::kInvalidArgument) << c;
    if (c.ok()) ++parsed;
    for (int actor : {0, 1, kChance}) {
      absl::StatusOr<std::vector<google::protobuf::Any>> l = Game().LegalActions(st, actor);
      if (!l.ok()) continue;
      for (const google::protobuf::Any& a : *l) {
        absl::StatusOr<ApplyResult> r = Game().Apply(st, actor, a);
        EXPECT_TRUE(r.ok() && r->legal) << r.status();
      }
    }
    (void)Game().View(st, 0);
    (void)Game().ResampleHidden(st, 1, i);
  }
  EXPECT_GT(parsed, 0);  // some corruptions are still consistent states (e.g. the rng state)
}

}  // namespace
}  // namespace arbiter::ticket_to_ride_europe::testing
