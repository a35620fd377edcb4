// Hostile reading of Ticket to Ride: Europe state formats 1 and 2 (ticket_to_ride_europe.proto,
// state.h DecodeState): a second look at the format 2 reader from the wire's side.
//  - Equal strength: one broken native state (trains or stations left not matching the routes
//    and stations owned, both routes of a double route with 3 seats, a route before play) written
//    in both formats is refused by both for the same reason.
//  - Player.routes / Player.stations written unpacked, split over packed records, or half and
//    half, are the same message: the same answers. Negative and huge ids are unknown ids.
//  - Huge lists (100k entries, either format) are refused naming the field, in bounded time.
//  - Mutants (random field edits through reflection) of playout states in either format: every
//    one the engine accepts gets the same answers as its routes and stations moved into the
//    other format's fields (a reader weaker than the other would accept a mutant whose other
//    form is refused).
#include <cstdint>
#include <algorithm>
#include <functional>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "engines/core/envelope.h"
#include "engines/core/rng.h"
#include "engines/core/testing/mutate.h"
#include "engines/core/testing/wire_layout.h"
#include "google/protobuf/descriptor.h"
#include "engines/ticket_to_ride_europe/test_util.h"
#include "gtest/gtest.h"

// Format 1's fields are deprecated in the proto; these tests write them on purpose.
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

namespace arbiter::ticket_to_ride_europe::testing {
namespace {

using arbiter::testing::Layout;
using arbiter::testing::LayoutName;
using arbiter::testing::WriteLengthDelimited;
using arbiter::testing::WriteRepeatedInt32;

// 3 seats: seat 2 owns routes 12 and Frankfurt-Paris (28), seat 1 a station in Paris and one in
// Berlin, seat 0 two red cards.
State Valid() {
  State s = Crafted(3);
  Give(s, 0, kRed, 2);
  Claim(s, 12, 2);
  Claim(s, 28, 2);
  Station(s, CityId("Paris"), 1);
  Station(s, CityId("Berlin"), 1);
  return s;
}

v1::GameState WithPayload(const std::string& bytes, uint32_t format) {
  v1::GameState g = PackState(Game().Info(), pb::State());
  g.mutable_payload()->set_value(bytes);
  g.set_state_format_version(format);
  return g;
}

std::string Reason(const absl::Status& st) {
  const size_t at = st.message().find(": ");
  return at == absl::string_view::npos ? std::string(st.message())
                                       : std::string(st.message().substr(at + 2));
}

// `broken` in both formats: both INVALID_ARGUMENT for the same reason; format 2 names a field
// starting with `field2`.
void ExpectBothRefused(const State& broken, const std::string& field2) {
  const v1::GameState two = Wrap(broken);
  const absl::Status st2 = Game().Check(two);
  const absl::Status st1 = Game().Check(AsFormat1(two));
  EXPECT_EQ(st2.code(), absl::StatusCode::kInvalidArgument) << field2 << ": " << st2;
  EXPECT_EQ(st1.code(), absl::StatusCode::kInvalidArgument) << field2 << ": " << st1;
  EXPECT_TRUE(absl::StartsWith(st2.message(), "state.payload." + field2)) << st2;
  EXPECT_EQ(Reason(st1), Reason(st2)) << "format 1: " << st1 << "\nformat 2: " << st2;
}

TEST(StateFormatHostile, BrokenStatesAreRefusedByBothFormatsForTheSameReason) {
  const State valid = Valid();
  ASSERT_TRUE(Game().Check(Wrap(valid)).ok()) << Game().Check(Wrap(valid));
  ASSERT_TRUE(Game().Check(AsFormat1(Wrap(valid))).ok());
  // A route owned while trains_left does not add up (45 - lengths), either way.
  State s = valid;
  s.players[2].trains_left += 1;
  ExpectBothRefused(s, "players[2].trains_left");
  s = valid;
  s.route_owner[12] = 0;  // moved to seat 0 without its trains
  ExpectBothRefused(s, "players[0].trains_left");
  // Stations vs stations_left (3 - built).
  s = valid;
  s.players[1].stations_left = 3;
  ExpectBothRefused(s, "players[1].stations_left");
  s = valid;
  s.station_owner[CityId("Berlin")] = 0;
  ExpectBothRefused(s, "players[0].stations_left");
  // Both routes of a double route with 3 seats (T7), each seat's trains right.
  s = valid;
  Claim(s, 58, 0);
  ExpectBothRefused(s, "players[");
  // One seat owning both routes of a double route.
  s = valid;
  Claim(s, 58, 2);
  ExpectBothRefused(s, "players[2].routes");
  // Routes and stations before play.
  s = valid;
  s.phase = pb::PHASE_INITIAL_TICKETS;
  const absl::Status setup = Game().Check(Wrap(s));
  EXPECT_EQ(setup.code(), absl::StatusCode::kInvalidArgument) << setup;
  EXPECT_EQ(Game().Check(AsFormat1(Wrap(s))).code(), absl::StatusCode::kInvalidArgument);
}

// Format 2 payload `p` with each Player's routes and stations written in `layout`.
std::string Rewritten(const pb::State& p, Layout layout) {
  pb::State rest = p;
  rest.clear_players();
  std::string out = rest.SerializeAsString();
  for (const pb::Player& player : p.players()) {
    pb::Player player_rest = player;
    player_rest.clear_routes();
    player_rest.clear_stations();
    std::string body = player_rest.SerializeAsString();
    WriteRepeatedInt32(layout, pb::Player::kRoutesFieldNumber, player.routes(), &body);
    WriteRepeatedInt32(layout, pb::Player::kStationsFieldNumber, player.stations(), &body);
    WriteLengthDelimited(pb::State::kPlayersFieldNumber, body, &out);
  }
  return out;
}

std::vector<std::string> Answers(const v1::GameState& g) {
  std::vector<std::string> out;
  out.push_back(Game().Check(g).ToString());
  absl::StatusOr<v1::TurnStatus> turn = Game().Turn(g);
  out.push_back(turn.ok() ? turn->SerializeAsString() : turn.status().ToString());
  absl::StatusOr<std::vector<google::protobuf::Any>> legal = Game().LegalActions(g, 0);
  std::string listed = legal.ok() ? "" : legal.status().ToString();
  if (legal.ok()) {
    for (const google::protobuf::Any& a : *legal) listed += a.SerializeAsString() + "|";
  }
  out.push_back(listed);
  for (int viewer : {0, 1, 2, kSpectator}) {
    absl::StatusOr<v1::GameState> view = Game().View(g, viewer);
    out.push_back(view.ok() ? view->SerializeAsString() : view.status().ToString());
  }
  for (const pb::Action& a : {DrawBlindAction(), ClaimAction(RouteId("Munchen", "Venezia"), kRed, 0),
                              StationAction(CityId("Paris"), kRed, 0)}) {
    absl::StatusOr<ApplyResult> r = Game().Apply(g, 0, Pack(a));
    out.push_back(r.ok() ? (r->legal ? "legal|" : "illegal|") + r->violation.SerializeAsString() +
                               "|" + r->state.SerializeAsString()
                         : r.status().ToString());
  }
  return out;
}

TEST(StateFormatHostile, PackedAndUnpackedEncodingsGetTheSameAnswers) {
  const v1::GameState canonical = Wrap(Valid());
  const pb::State p = Payload(canonical);
  ASSERT_EQ(p.players(2).routes_size(), 2);
  ASSERT_EQ(p.players(1).stations_size(), 2);
  const std::vector<std::string> want = Answers(canonical);
  ASSERT_EQ(want[0], "OK");
  for (Layout layout :
       {Layout::kUnpacked, Layout::kTwoPackedRecords, Layout::kHalfPackedHalfUnpacked}) {
    SCOPED_TRACE(LayoutName(layout));
    const std::string bytes = Rewritten(p, layout);
    ASSERT_NE(bytes, canonical.payload().value());
    EXPECT_EQ(Answers(WithPayload(bytes, 2)), want);
  }
  // An empty packed routes record in a format-1 state is no entry: read as format 1 alike.
  const v1::GameState one = AsFormat1(canonical);
  std::string one_bytes;
  {
    const pb::State whole = Payload(one);
    pb::State q = whole;
    q.clear_players();
    one_bytes = q.SerializeAsString();
    for (const pb::Player& pl : whole.players()) {
      std::string body = pl.SerializeAsString();
      WriteRepeatedInt32(Layout::kOnePackedRecord, pb::Player::kRoutesFieldNumber, {}, &body);
      WriteLengthDelimited(pb::State::kPlayersFieldNumber, body, &one_bytes);
    }
  }
  EXPECT_EQ(Answers(WithPayload(one_bytes, 1)), Answers(one));
}

// Refused INVALID_ARGUMENT with a message starting "state.payload.<want>", quickly.
void ExpectRefusedQuickly(const v1::GameState& g, const std::string& want) {
  const absl::Time start = absl::Now();
  const absl::Status check = Game().Check(g);
  const absl::StatusOr<ApplyResult> apply = Game().Apply(g, 0, Pack(DrawBlindAction()));
  const absl::StatusOr<v1::GameState> view = Game().View(g, 0);
  const absl::Duration took = absl::Now() - start;
  EXPECT_EQ(check.code(), absl::StatusCode::kInvalidArgument) << want << ": " << check;
  EXPECT_TRUE(absl::StartsWith(check.message(), "state.payload." + want)) << check;
  EXPECT_EQ(apply.status(), check);
  EXPECT_EQ(view.status(), check);
  EXPECT_LT(took, absl::Seconds(2)) << want;  // a few ms; room for sanitizer builds
}

TEST(StateFormatHostile, NegativeHugeAndZeroIdsAreUnknown) {
  const pb::State p = Payload(Wrap(Valid()));
  for (int32_t id : {0, -1, INT32_MIN, INT32_MAX, 102}) {
    pb::State q = p;
    q.mutable_players(0)->add_routes(id);
    ExpectRefusedQuickly(WithPayload(q.SerializeAsString(), 2), "players[0].routes[0]: unknown");
    q = p;
    q.mutable_players(2)->add_stations(id);
    ExpectRefusedQuickly(WithPayload(q.SerializeAsString(), 2), "players[2].stations[0]: unknown");
  }
}

TEST(StateFormatHostile, HugeListsAreRefusedNamingTheField) {
  constexpr int kHuge = 100000;
  const v1::GameState two = Wrap(Valid());
  const pb::State p2 = Payload(two);
  const pb::State p1 = Payload(AsFormat1(two));
  auto refuse = [&](uint32_t format, const std::function<void(pb::State*)>& mutate,
                    const std::string& want) {
    pb::State q = format == 1 ? p1 : p2;
    mutate(&q);
    ExpectRefusedQuickly(WithPayload(q.SerializeAsString(), format), want);
  };
  refuse(2, [](pb::State* q) {
    for (int i = 0; i < kHuge; ++i) q->mutable_players(0)->add_routes(12);
  }, "players[0].routes[1]: route 12 after 12");
  refuse(2, [](pb::State* q) {
    for (int i = 1; i <= kHuge; ++i) q->mutable_players(0)->add_routes(i);
  }, "players[0].routes[");
  refuse(2, [](pb::State* q) {
    for (int i = 0; i < kHuge; ++i) q->mutable_players(0)->add_stations(1);
  }, "players[0].stations[1]");
  refuse(1, [](pb::State* q) {
    for (int i = 0; i < kHuge; ++i) *q->add_routes_claimed() = q->routes_claimed(0);
  }, "routes_claimed[2].route_id: claimed twice");
  refuse(1, [](pb::State* q) {
    for (int i = 0; i < kHuge; ++i) q->mutable_players(1)->add_stations(i);
  }, "players[1].stations: a field of state format 2");
  // Valid calls still work after the huge ones.
  EXPECT_TRUE(Game().Check(two).ok());
  EXPECT_TRUE(Game().Check(AsFormat1(two)).ok());
}


// `p` (format 1) with routes_claimed and stations moved into each seat's Player lists, ascending
// (format 2); only for payloads whose seats are valid (DecodeState accepted them).
pb::State ToFormat2(pb::State p) {
  for (const pb::RouteClaim& c : p.routes_claimed()) {
    p.mutable_players(c.seat())->add_routes(c.route_id());
  }
  for (const pb::StationBuilt& b : p.stations()) {
    p.mutable_players(b.seat())->add_stations(b.city_id());
  }
  for (pb::Player& pl : *p.mutable_players()) {
    std::sort(pl.mutable_routes()->begin(), pl.mutable_routes()->end());
    std::sort(pl.mutable_stations()->begin(), pl.mutable_stations()->end());
  }
  p.clear_routes_claimed();
  p.clear_stations();
  return p;
}

TEST(StateFormatHostile, AcceptedMutantsGetTheSameAnswersInTheOtherFormat) {
  int accepted[3] = {0, 0, 0};  // by the format read
  int mutants = 0;
  for (int g = 0; g < 12; ++g) {
    v1::GameSetup setup;
    setup.set_game_id("ticket_to_ride_europe");
    const int seats = 2 + g % 4;
    setup.set_seat_count(seats);
    setup.mutable_randomness()->set_mode(g % 4 == 3 ? v1::RANDOMNESS_MODE_EXTERNAL
                                                    : v1::RANDOMNESS_MODE_SEEDED);
    setup.mutable_randomness()->set_seed(900 + g);
    absl::StatusOr<NewGameResult> started = Game().NewGame(setup);
    ASSERT_TRUE(started.ok()) << started.status();
    v1::GameState state = started->state;
    v1::TurnStatus turn = started->turn;
    Rng rng(31 + g);
    for (int step = 0; step < 300; ++step) {
      if (turn.outcome().status() == v1::OUTCOME_STATUS_FINISHED) break;
      if (step % 6 == 0) {
        for (int k = 0; k < 12; ++k) {
          const uint32_t format = 1 + k % 2;
          pb::State p = format == 1 ? Payload(AsFormat1(state)) : Payload(state);
          for (int edits = 1 + static_cast<int>(rng.Uniform(2)); edits > 0; --edits) {
            arbiter::testing::MutateOnce(&p, rng);
          }
          ++mutants;
          v1::GameState mutant = PackState(Game().Info(), p);
          mutant.set_state_format_version(format);
          if (!Game().Check(mutant).ok()) continue;
          ++accepted[format];
          v1::GameState other = format == 1 ? PackState(Game().Info(), ToFormat2(p))
                                            : PackState(Game().Info(), ToFormat1(p));
          other.set_state_format_version(format == 1 ? 2 : 1);
          const std::string where = absl::StrCat("game ", g, " step ", step, " mutant ", k,
                                                 " read as format ", format);
          const absl::StatusOr<v1::TurnStatus> t = Game().Turn(mutant);
          ASSERT_TRUE(t.ok()) << where;
          const int actor = t->chance_pending()        ? kChance
                            : t->acting_seats().empty() ? 0
                                                        : t->acting_seats(0);
          absl::StatusOr<std::vector<google::protobuf::Any>> legal =
              Game().LegalActions(mutant, actor);
          ASSERT_TRUE(legal.ok()) << where << legal.status();
          const google::protobuf::Any action =
              legal->empty() ? Pack(DrawBlindAction()) : (*legal)[rng.Uniform(legal->size())];
          EXPECT_EQ(Answers(mutant), Answers(other)) << where;
          absl::StatusOr<ApplyResult> ra = Game().Apply(mutant, actor, action);
          absl::StatusOr<ApplyResult> rb = Game().Apply(other, actor, action);
          ASSERT_TRUE(ra.ok() && rb.ok()) << where;
          EXPECT_EQ(ra->legal, rb->legal) << where;
          EXPECT_EQ(ra->state.SerializeAsString(), rb->state.SerializeAsString()) << where;
          if (HasFatalFailure()) return;
        }
      }
      const int actor = turn.chance_pending()        ? kChance
                        : turn.acting_seats().empty() ? -2
                                                      : turn.acting_seats(0);
      if (actor == -2) break;
      absl::StatusOr<std::vector<google::protobuf::Any>> legal = Game().LegalActions(state, actor);
      ASSERT_TRUE(legal.ok() && !legal->empty());
      absl::StatusOr<ApplyResult> next =
          Game().Apply(state, actor, (*legal)[rng.Uniform(legal->size())]);
      ASSERT_TRUE(next.ok() && next->legal);
      state = next->state;
      turn = next->turn;
    }
  }
  EXPECT_GT(mutants, 2000);
  EXPECT_GT(accepted[1], 200);
  EXPECT_GT(accepted[2], 200);
}

}  // namespace
}  // namespace arbiter::ticket_to_ride_europe::testing
