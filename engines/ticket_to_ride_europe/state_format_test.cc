// State formats 1 and 2 (ticket_to_ride_europe.proto; state.h, DecodeState): a format-1 state
// (written by test_util's ToFormat1, as the engine wrote states before format 2) is judged
// exactly as its format-2 equivalent over seeded random playouts; format 1's own hostile values
// and a mix of the two layouts are INVALID_ARGUMENT naming the field; the envelope reads
// formats 1..2 only; every state written is format 2.
#include <functional>
#include <string>
#include <vector>

#include "engines/core/digest.h"
#include "engines/core/envelope.h"
#include "engines/core/rng.h"
#include "engines/ticket_to_ride_europe/test_util.h"
#include "engines/ticket_to_ride_europe/view.h"
#include "gtest/gtest.h"

// Format 1's fields are deprecated in the proto; these tests write them on purpose.
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

namespace arbiter::ticket_to_ride_europe::testing {
namespace {

std::string Bytes(const google::protobuf::MessageLite& m) { return m.SerializeAsString(); }

std::string EventBytes(const std::vector<v1::Event>& events) {
  std::string out;
  for (const v1::Event& e : events) out += Bytes(e);
  return out;
}

// Everything the engine answers for `state` and `actor`, in bytes, so two states can be compared
// call by call: Check, Turn, LegalActions, View for every seat and a spectator, and Apply of
// `action` (verdict, next state, events). An error status is kept as its code and message.
std::vector<std::string> Answers(const v1::GameState& state, int actor,
                                 const google::protobuf::Any& action, int seats) {
  std::vector<std::string> out;
  out.push_back(Game().Check(state).ToString());
  absl::StatusOr<v1::TurnStatus> turn = Game().Turn(state);
  out.push_back(turn.ok() ? Bytes(*turn) : turn.status().ToString());
  absl::StatusOr<std::vector<google::protobuf::Any>> legal = Game().LegalActions(state, actor);
  std::string listed = legal.ok() ? "" : legal.status().ToString();
  if (legal.ok()) {
    for (const google::protobuf::Any& a : *legal) listed += Bytes(a);
  }
  out.push_back(listed);
  for (int viewer = -1; viewer < seats; ++viewer) {
    absl::StatusOr<v1::GameState> view = Game().View(state, viewer < 0 ? kSpectator : viewer);
    out.push_back(view.ok() ? Bytes(*view) : view.status().ToString());
  }
  absl::StatusOr<ApplyResult> r = Game().Apply(state, actor, action);
  if (!r.ok()) {
    out.push_back(r.status().ToString());
  } else {
    out.push_back(r->legal ? "legal" : "illegal " + r->violation.code());
    out.push_back(Bytes(r->state));
    out.push_back(EventBytes(r->events));
  }
  return out;
}

struct Seen {
  int states = 0;
  int with_routes = 0;    // format-1 states with a route claimed
  int with_stations = 0;  // format-1 states with a station built
  int illegal = 0;        // illegal actions judged
};

// Seeded (and external) random playouts over 2-5 seats and both ticket sets. At every step the
// state and its format-1 form get the same answers, for a legal action and for the same action
// by another actor; the next state (format 2 from either input) matches a fresh encode.
void CompareFormatsOverPlayout(uint64_t seed, Seen& seen) {
  v1::GameSetup setup;
  setup.set_game_id("ticket_to_ride_europe");
  const int seats = 2 + static_cast<int>(seed % 4);
  setup.set_seat_count(seats);
  setup.mutable_randomness()->set_mode(seed % 3 == 0 ? v1::RANDOMNESS_MODE_EXTERNAL
                                                     : v1::RANDOMNESS_MODE_SEEDED);
  setup.mutable_randomness()->set_seed(seed);
  if (seed % 4 == 1) (*setup.mutable_options())["ticket_set"] = "1912_all";
  absl::StatusOr<NewGameResult> g = Game().NewGame(setup);
  ASSERT_TRUE(g.ok()) << g.status();
  v1::GameState state = g->state;
  v1::TurnStatus turn = g->turn;
  Rng rng(seed * 31 + 7);
  for (int step = 0; step < 300; ++step) {
    ASSERT_EQ(state.state_format_version(), 2u) << "every state written is format 2";
    const v1::GameState old = AsFormat1(state);
    const pb::State old_payload = Payload(old);
    seen.with_routes += old_payload.routes_claimed_size() > 0;
    seen.with_stations += old_payload.stations_size() > 0;
    ++seen.states;
    const int actor = turn.chance_pending()        ? kChance
                      : turn.acting_seats().empty() ? -2
                                                    : turn.acting_seats(0);
    if (actor == -2) break;
    absl::StatusOr<std::vector<google::protobuf::Any>> legal = Game().LegalActions(state, actor);
    ASSERT_TRUE(legal.ok()) << legal.status();
    if (legal->empty()) break;
    const google::protobuf::Any action = (*legal)[rng.Uniform(legal->size())];
    EXPECT_EQ(Answers(state, actor, action, seats), Answers(old, actor, action, seats))
        << "seed " << seed << " step " << step;
    // The same action by the next seat: mostly not its turn (an illegal verdict), judged alike.
    const int other = actor == kChance ? 0 : (actor + 1) % seats;
    absl::StatusOr<ApplyResult> wrong = Game().Apply(state, other, action);
    ASSERT_TRUE(wrong.ok()) << wrong.status();
    if (!wrong->legal) ++seen.illegal;
    EXPECT_EQ(Answers(state, other, action, seats), Answers(old, other, action, seats))
        << "seed " << seed << " step " << step << " (other actor)";

    absl::StatusOr<ApplyResult> r = Game().Apply(old, actor, action);
    ASSERT_TRUE(r.ok() && r->legal) << r.status();
    // The per-thread built payload, after a call on the format-1 input, is byte for byte a
    // fresh encode of the same state.
    EXPECT_EQ(r->state.payload().value(), Bytes(EncodeState(Unwrap(r->state))));
    EXPECT_EQ(Bytes(EncodeState(Unwrap(old))), state.payload().value());
    state = r->state;
    turn = r->turn;
  }
}

TEST(StateFormats, Format1IsJudgedLikeFormat2OverSeededPlayouts) {
  Seen seen;
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    CompareFormatsOverPlayout(seed, seen);
    if (::testing::Test::HasFatalFailure()) return;
  }
  RecordProperty("states", seen.states);
  RecordProperty("with_routes", seen.with_routes);
  RecordProperty("with_stations", seen.with_stations);
  RecordProperty("illegal", seen.illegal);
  // Not vacuous: many states had routes and stations in State.routes_claimed / State.stations.
  EXPECT_GT(seen.with_routes, 100);
  EXPECT_GT(seen.with_stations, 20);
  EXPECT_GT(seen.illegal, 100);
}

TEST(StateFormats, Format1DecodesToTheSameState) {
  State s = Crafted(4);
  Claim(s, 28, 0);  // Frankfurt-Paris
  Claim(s, 58, 1);  // the other Frankfurt-Paris (4 players, T7)
  Claim(s, 12, 3);
  Station(s, CityId("Paris"), 2);
  Station(s, CityId("Berlin"), 0);
  const pb::State two = EncodeState(s);
  ASSERT_EQ(two.players(0).routes_size(), 1);
  ASSERT_EQ(two.players(2).stations_size(), 1);
  EXPECT_EQ(two.routes_claimed_size(), 0);
  EXPECT_EQ(two.stations_size(), 0);
  const pb::State one = ToFormat1(two);
  ASSERT_EQ(one.routes_claimed_size(), 3);
  ASSERT_EQ(one.stations_size(), 2);
  absl::StatusOr<State> from_one = DecodeState(TheMap(), one, 1);
  ASSERT_TRUE(from_one.ok()) << from_one.status();
  EXPECT_EQ(from_one->format, 1u);
  EXPECT_EQ(from_one->route_owner, s.route_owner);
  EXPECT_EQ(from_one->station_owner, s.station_owner);
  EXPECT_EQ(Bytes(EncodeState(*from_one)), Bytes(two));
  EXPECT_TRUE(CheckState(TheMap(), *from_one).ok());
  // The format-1 state is a valid state of format 1 only.
  v1::GameState st = Wrap(s);
  EXPECT_TRUE(Game().Check(AsFormat1(st)).ok()) << Game().Check(AsFormat1(st));
  EXPECT_TRUE(Game().Check(st).ok());
  v1::GameState mislabeled = AsFormat1(st);
  mislabeled.set_state_format_version(2);
  EXPECT_EQ(Game().Check(mislabeled).code(), absl::StatusCode::kInvalidArgument);
  mislabeled = st;
  mislabeled.set_state_format_version(1);
  EXPECT_EQ(Game().Check(mislabeled).code(), absl::StatusCode::kInvalidArgument);
}

// Golden: the first steps of tests/records/ticket_to_ride_europe/valid/seeded-3p-digests.json
// (3 seats, seed 2, first seat 0, default options). `format1` is the state digest that record
// carried before format 2 (written by the engine then), `format2` the one it carries now. So
// test_util's ToFormat1 writes exactly the bytes the engine wrote in format 1, and those states
// (stations, a tunnel, a claim) are read back with the same next states.
struct GoldenStep {
  int seat;
  pb::Action action;
  const char* format1;
  const char* format2;
};

TEST(StateFormats, GoldenDigestsOfBothFormats) {
  const std::vector<GoldenStep> steps = {
      {1, KeepAction({45, 2}),
       "77f64750c8a91e799469be36f902bb43fcced2f08468a268e5a7a4ba655abf16",
       "3c208dcd6e646b81a6d016ceaac6a0d44590937e9b1afdafe79deb5771a3879d"},
      {2, KeepAction({37, 1, 19}),
       "28efbcc07c20ee5fd5affb9f477f87ae46c8f43458f50adfa4f479f0b9ffdc3d",
       "55dd37baf2abf9bbae10eab75a2829d90f259dc0cc9a6f24e16d20c83f2406d9"},
      {0, KeepAction({41, 16}),
       "e546742c94370c564a759cfc568ac1f49b901e397986641c71eac4fec25e506c",
       "325712a35425d54aecd095a11b91b50fe8d00c1af77ef472aa92c81c7d07fded"},
      {0, StationAction(33, kOrange, 0),
       "8baa5631f56a57828b86c994d3455a77ec3e0729dfb01561dd383bf8f352003d",
       "4ed8658536fd8d1262d50cfc6b3a26b095f5ce6e0a5869c6b893505600618c0e"},
      {1, StationAction(7, kBlack, 0),
       "d9262ccb4795563110b9b3f575766097499b4ee27919e5571892b3fdb44747f1",
       "e242084353227ea1fbbc88ba644cb6f7ebdf89181b95ff9246849b8a8b44694a"},
      {2, ClaimAction(16, kBlue, 1),
       "00df78276713e8a3beea8ade0c68e9ddf94e537cfd9a0f49ca609fb0686e104b",
       "ab958912865722e0e0af73ac763c76286f3675ada517f26557b7f231bb8c4038"},
      {2, PayTunnelAction(0),
       "7d32260cc5adcf21e5f67cf128f50f71161e9246c66e0bc6f46f07e36a8f43d6",
       "8eafb7639448db4ebcef2c0e926961fa9f830c40a9698f616fe274e92aa092da"},
      {0, StationAction(34, kBlack, 1),
       "95cc8c75e560187f74474e11118a1e0df63385fd744a99ddd38811396a5c7e65",
       "682f76187231a96135a65951edce66dd6c1b48a63d549a7f5f12d3914b25818f"},
      {1, ClaimAction(35, kPink, 0),
       "06cc46410a7d151b40e2ebd31fa473bcf274e8699eb6383723e7226b5121ef35",
       "a366f97699ebbf80644cc93178f6dd02a95a71dd59c7e4d73c567686510d1419"},
      {2, StationAction(24, kPink, 0),
       "b29d1b75dd9aa1c07f6e8ce7e138ef9a18d5624b3c06c58e8d0054d4c40a70ad",
       "883612aa4ab6140432ca17f72aef2815c7837996727a031a85615a4a93e08260"},
  };
  v1::GameSetup setup;
  setup.set_game_id("ticket_to_ride_europe");
  setup.set_seat_count(3);
  setup.mutable_randomness()->set_mode(v1::RANDOMNESS_MODE_SEEDED);
  setup.mutable_randomness()->set_seed(2);
  absl::StatusOr<NewGameResult> g = Game().NewGame(setup);
  ASSERT_TRUE(g.ok()) << g.status();
  v1::GameState two = g->state;
  v1::GameState one = AsFormat1(two);
  for (size_t i = 0; i < steps.size(); ++i) {
    const google::protobuf::Any action = Pack(steps[i].action);
    absl::StatusOr<ApplyResult> from_two = Game().Apply(two, steps[i].seat, action);
    absl::StatusOr<ApplyResult> from_one = Game().Apply(one, steps[i].seat, action);
    ASSERT_TRUE(from_two.ok() && from_two->legal) << i << ": " << from_two.status();
    ASSERT_TRUE(from_one.ok() && from_one->legal) << i << ": " << from_one.status();
    EXPECT_EQ(StateDigest(from_two->state), steps[i].format2) << "step " << i;
    EXPECT_EQ(StateDigest(from_one->state), steps[i].format2) << "step " << i;
    two = from_two->state;
    one = AsFormat1(two);
    EXPECT_EQ(StateDigest(one), steps[i].format1) << "step " << i;
  }
  EXPECT_GT(Payload(one).stations_size(), 0);
  EXPECT_GT(Payload(one).routes_claimed_size(), 0);
}

// A valid 3-seat state with a route (12, seat 2) and a station (Paris, seat 1), as the payload
// and envelope of state format `format`, after `mutate`.
v1::GameState Base(uint32_t format, const std::function<void(pb::State&)>& mutate) {
  State s = Crafted(3);
  Give(s, 0, kRed, 2);
  Claim(s, 12, 2);
  Station(s, CityId("Paris"), 1);
  pb::State p = format == 1 ? ToFormat1(EncodeState(s)) : EncodeState(s);
  mutate(p);
  v1::GameState st = PackState(Game().Info(), p);
  st.set_state_format_version(format);
  return st;
}

// Expects INVALID_ARGUMENT whose message holds `want` from Check, Apply and View of
// Base(format, mutate).
void ExpectInvalid(uint32_t format, const std::function<void(pb::State&)>& mutate,
                   const std::string& want) {
  const v1::GameState st = Base(format, mutate);
  absl::Status check = Game().Check(st);
  EXPECT_EQ(check.code(), absl::StatusCode::kInvalidArgument) << want << ": " << check;
  EXPECT_NE(check.message().find(want), std::string::npos) << want << ": " << check;
  EXPECT_EQ(Game().Apply(st, 0, Pack(DrawBlindAction())).status(), check);
  EXPECT_EQ(Game().View(st, 0).status(), check);
}

TEST(StateFormats, Format1HostileRoutesAndStationsNamed) {
  for (uint32_t format : {1u, 2u}) {
    const v1::GameState base = Base(format, [](pb::State&) {});
    EXPECT_TRUE(Game().Check(base).ok()) << format << ": " << Game().Check(base);
  }
  ExpectInvalid(1, [](pb::State& p) { p.mutable_routes_claimed(0)->set_route_id(500); },
                "state.payload.routes_claimed[0].route_id: unknown route");
  ExpectInvalid(1, [](pb::State& p) { p.mutable_routes_claimed(0)->set_seat(3); },
                "state.payload.routes_claimed[0].seat: not a seat");
  ExpectInvalid(1, [](pb::State& p) { *p.add_routes_claimed() = p.routes_claimed(0); },
                "state.payload.routes_claimed[1].route_id: claimed twice");
  ExpectInvalid(1, [](pb::State& p) {
    pb::RouteClaim* c = p.add_routes_claimed();
    c->set_route_id(12);
    c->set_seat(0);
  }, "state.payload.routes_claimed[1].route_id: claimed twice");
  ExpectInvalid(1, [](pb::State& p) { p.mutable_stations(0)->set_city_id(0); },
                "state.payload.stations[0].city_id: unknown city");
  ExpectInvalid(1, [](pb::State& p) { p.mutable_stations(0)->set_seat(-1); },
                "state.payload.stations[0].seat: not a seat");
  ExpectInvalid(1, [](pb::State& p) {
    pb::StationBuilt* b = p.add_stations();
    b->set_city_id(p.stations(0).city_id());
    b->set_seat(0);
  }, "state.payload.stations[1].city_id: two stations in one city (T10)");
  // Cross-field invariants name format 1's list.
  ExpectInvalid(1, [](pb::State& p) {
    // Both Frankfurt-Paris routes with 3 players (T7).
    for (int id : {28, 58}) {
      pb::RouteClaim* c = p.add_routes_claimed();
      c->set_route_id(id);
      c->set_seat(id == 28 ? 0 : 1);
      p.mutable_players(c->seat())->set_trains_left(42);
      p.mutable_players(c->seat())->set_score(4);
    }
  }, "state.payload.routes_claimed: both routes 28 and 58 of a double route");
  ExpectInvalid(1, [](pb::State& p) { p.mutable_routes_claimed(0)->set_seat(1); },
                "state.payload.players[1].trains_left");
}

TEST(StateFormats, AMixOfTheTwoLayoutsIsRefusedNamingTheField) {
  // Format 2 with format 1's lists.
  ExpectInvalid(2, [](pb::State& p) {
    pb::RouteClaim* c = p.add_routes_claimed();
    c->set_route_id(13);
    c->set_seat(0);
  }, "state.payload.routes_claimed: a field of state format 1 in a state of format 2");
  ExpectInvalid(2, [](pb::State& p) {
    pb::StationBuilt* b = p.add_stations();
    b->set_city_id(3);
    b->set_seat(0);
  }, "state.payload.stations: a field of state format 1 in a state of format 2");
  // A route listed in both layouts is still a mix.
  ExpectInvalid(2, [](pb::State& p) {
    pb::RouteClaim* c = p.add_routes_claimed();
    c->set_route_id(12);
    c->set_seat(2);
  }, "state.payload.routes_claimed: a field of state format 1");
  // Format 1 with format 2's lists.
  ExpectInvalid(1, [](pb::State& p) { p.mutable_players(1)->add_routes(13); },
                "state.payload.players[1].routes: a field of state format 2 in a state of format 1");
  ExpectInvalid(1, [](pb::State& p) { p.mutable_players(0)->add_stations(3); },
                "state.payload.players[0].stations: a field of state format 2 in a state of "
                "format 1");
}

TEST(StateFormats, EnvelopeReadsFormats1To2AndWritesFormat2) {
  EXPECT_EQ(Game().Info().state_format_version(), 2u);
  EXPECT_EQ(Game().Info().oldest_state_format_version(), 1u);
  State s = Crafted(3);
  Claim(s, 12, 2);
  const v1::GameState two = Wrap(s);
  const v1::GameState one = AsFormat1(two);
  EXPECT_TRUE(Game().Check(two).ok());
  EXPECT_TRUE(Game().Check(one).ok());
  for (uint32_t bad : {0u, 3u, 1000u}) {
    for (const v1::GameState& base : {one, two}) {
      v1::GameState st = base;
      st.set_state_format_version(bad);
      const absl::Status check = Game().Check(st);
      EXPECT_EQ(check.code(), absl::StatusCode::kFailedPrecondition) << bad << ": " << check;
      EXPECT_NE(check.message().find("state.state_format_version"), std::string::npos) << check;
      EXPECT_EQ(Game().Apply(st, 0, Pack(DrawBlindAction())).status().code(),
                absl::StatusCode::kFailedPrecondition);
      EXPECT_EQ(Game().LegalActions(st, 0).status().code(), absl::StatusCode::kFailedPrecondition);
      EXPECT_EQ(Game().View(st, 0).status().code(), absl::StatusCode::kFailedPrecondition);
      EXPECT_EQ(Game().Turn(st).status().code(), absl::StatusCode::kFailedPrecondition);
      EXPECT_EQ(Game().ResampleHidden(st, 0, 1).status().code(),
                absl::StatusCode::kFailedPrecondition);
    }
  }
  // DecodeState itself refuses a format it does not read.
  EXPECT_EQ(DecodeState(TheMap(), EncodeState(s), 3).status().code(),
            absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(DecodeState(TheMap(), EncodeState(s), 0).status().code(),
            absl::StatusCode::kFailedPrecondition);
  // Everything built from a format-1 state is format 2.
  absl::StatusOr<v1::GameState> view = Game().View(one, 1);
  ASSERT_TRUE(view.ok()) << view.status();
  EXPECT_EQ(view->state_format_version(), 2u);
  EXPECT_EQ(Payload(*view).routes_claimed_size(), 0);
  EXPECT_EQ(Payload(*view).players(2).routes_size(), 1);
  EXPECT_EQ(Bytes(*view), Bytes(*Game().View(two, 1)));
  absl::StatusOr<v1::GameState> resampled = Game().ResampleHidden(one, 1, 5);
  ASSERT_TRUE(resampled.ok()) << resampled.status();
  EXPECT_EQ(resampled->state_format_version(), 2u);
  EXPECT_EQ(Bytes(*resampled), Bytes(*Game().ResampleHidden(two, 1, 5)));
  absl::StatusOr<ApplyResult> r = Game().Apply(one, 0, Pack(DrawBlindAction()));
  ASSERT_TRUE(r.ok() && r->legal) << r.status();
  EXPECT_EQ(r->state.state_format_version(), 2u);
}

}  // namespace
}  // namespace arbiter::ticket_to_ride_europe::testing
