// The engine's reused working storage (ticket_to_ride_europe.cc, Scratch; state.h, DecodeState
// into an existing State): a call never sees what an earlier call on the same thread left
// behind, and a payload too large to be kept per thread takes the per-call path with the same
// results.
#include <string>
#include <thread>
#include <vector>

#include "engines/core/rng.h"
#include "engines/ticket_to_ride_europe/test_util.h"
#include "engines/ticket_to_ride_europe/view.h"
#include "gtest/gtest.h"

namespace arbiter::ticket_to_ride_europe::testing {
namespace {

struct Step {
  v1::GameState state;
  int actor = 0;
  google::protobuf::Any action;
};

// Random playouts over seat counts, both ticket sets and both randomness modes: states of
// every phase (setup choices, tunnels, ticket draws, game over) with differently sized lists.
std::vector<Step> Steps() {
  std::vector<Step> steps;
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    v1::GameSetup setup;
    setup.set_game_id("ticket_to_ride_europe");
    setup.set_seat_count(2 + static_cast<int>(seed % 4));
    setup.mutable_randomness()->set_mode(seed % 2 == 0 ? v1::RANDOMNESS_MODE_EXTERNAL
                                                       : v1::RANDOMNESS_MODE_SEEDED);
    setup.mutable_randomness()->set_seed(seed);
    if (seed % 3 == 0) (*setup.mutable_options())["ticket_set"] = "1912_all";
    absl::StatusOr<NewGameResult> g = Game().NewGame(setup);
    EXPECT_TRUE(g.ok()) << g.status();
    if (!g.ok()) return steps;
    v1::GameState state = g->state;
    v1::TurnStatus turn = g->turn;
    Rng rng(seed);
    for (int i = 0; i < 400; ++i) {
      const int actor = turn.chance_pending()        ? kChance
                        : turn.acting_seats().empty() ? -2
                                                      : turn.acting_seats(0);
      if (actor == -2) break;
      absl::StatusOr<std::vector<google::protobuf::Any>> legal = Game().LegalActions(state, actor);
      EXPECT_TRUE(legal.ok()) << legal.status();
      if (!legal.ok() || legal->empty()) break;
      Step s{state, actor, (*legal)[rng.Uniform(legal->size())]};
      absl::StatusOr<ApplyResult> r = Game().Apply(state, actor, s.action);
      EXPECT_TRUE(r.ok() && r->legal);
      if (!r.ok() || !r->legal) break;
      steps.push_back(std::move(s));
      state = r->state;
      turn = r->turn;
    }
    steps.push_back(Step{state, 0, {}});  // the last state (often game over)
  }
  return steps;
}

std::string Bytes(const absl::StatusOr<ApplyResult>& r) {
  if (!r.ok()) return r.status().ToString();
  ApplyResult copy = *r;
  std::string out = copy.state.SerializeAsString() + copy.turn.SerializeAsString();
  for (const v1::Event& e : copy.events) out += e.SerializeAsString();
  return out + (copy.legal ? "legal" : "illegal");
}

TEST(ReuseTest, DecodeStateIntoAUsedStateForgetsTheEarlierState) {
  const std::vector<Step> steps = Steps();
  ASSERT_GT(steps.size(), 100u);
  State reused;
  for (size_t i = 0; i < steps.size(); ++i) {
    // Fill `reused` with a far-away state first (other seat count, phase, lists), then parse.
    const Step& other = steps[(i * 7 + 3) % steps.size()];
    ASSERT_TRUE(DecodeState(TheMap(), Payload(other.state), kStateFormat, &reused).ok());
    const pb::State payload = Payload(steps[i].state);
    ASSERT_TRUE(DecodeState(TheMap(), payload, kStateFormat, &reused).ok()) << i;
    // Engine-made states round-trip byte for byte, so any stale field would show here.
    EXPECT_EQ(EncodeState(reused).SerializeAsString(), payload.SerializeAsString()) << i;
  }
}

TEST(ReuseTest, ReusingBuildersGiveTheFreshBytesWhateverTheMessageHeld) {
  const std::vector<Step> steps = Steps();
  ASSERT_GT(steps.size(), 100u);
  pb::State built;
  for (size_t i = 0; i < steps.size(); ++i) {
    // The message holds another state first (more or fewer players, a tunnel, final scores),
    // or that state's view (ViewOfReusing clears some submessages).
    const State other = Unwrap(steps[(i * 7 + 3) % steps.size()].state);
    if (i % 2 == 0) {
      EncodeStateReusing(other, &built);
    } else {
      ViewOfReusing(other, static_cast<int>(i % other.seat_count), &built);
    }
    const State s = Unwrap(steps[i].state);
    if (i % 3 == 0) {
      // A view over the leftovers equals the view built from scratch.
      const int viewer = static_cast<int>(i % s.seat_count);
      ViewOfReusing(s, viewer, &built);
      EXPECT_EQ(built.SerializeAsString(), ViewOf(s, viewer).SerializeAsString()) << i;
      continue;
    }
    EncodeStateReusing(s, &built);
    EXPECT_EQ(built.SerializeAsString(), EncodeState(s).SerializeAsString()) << i;
    EXPECT_EQ(built.SerializeAsString(), Payload(steps[i].state).SerializeAsString()) << i;
  }
}

TEST(ReuseTest, ResultsDoNotDependOnEarlierCallsOnTheThread) {
  const std::vector<Step> steps = Steps();
  ASSERT_GT(steps.size(), 100u);
  // On this thread, each Apply follows calls of every kind on other states.
  std::vector<std::string> warm;
  for (size_t i = 0; i < steps.size(); ++i) {
    const Step& other = steps[(i * 13 + 5) % steps.size()];
    (void)Game().LegalActions(other.state, other.actor);
    (void)Game().View(other.state, 0);
    (void)Game().Apply(other.state, other.actor, other.action);
    warm.push_back(Bytes(Game().Apply(steps[i].state, steps[i].actor, steps[i].action)));
  }
  // Each Apply alone on a fresh thread (fresh working storage) gives the same bytes.
  for (size_t i = 0; i < steps.size(); i += 9) {
    std::string cold;
    std::thread([&] {
      cold = Bytes(Game().Apply(steps[i].state, steps[i].actor, steps[i].action));
    }).join();
    EXPECT_EQ(cold, warm[i]) << i;
  }
}

TEST(ReuseTest, OversizePayloadTakesThePerCallPathWithTheSameResult) {
  const std::vector<Step> steps = Steps();
  ASSERT_FALSE(steps.empty());
  const Step& s = steps[steps.size() / 2];
  // An unknown length-delimited field (number 1000) of 20,000 bytes: over the 16 KiB kept per
  // thread; the engine ignores unknown fields, so the result is that of the plain state.
  v1::GameState padded = s.state;
  std::string* value = padded.mutable_payload()->mutable_value();
  value->append("\xc2\x3e");        // tag: field 1000, wire type 2
  value->append("\xa0\x9c\x01");    // length 20000 (varint)
  value->append(20000, 'x');
  EXPECT_EQ(Bytes(Game().Apply(padded, s.actor, s.action)),
            Bytes(Game().Apply(s.state, s.actor, s.action)));
  // A broken large payload is rejected, and the next ordinary call is unaffected.
  v1::GameState broken = padded;
  broken.mutable_payload()->mutable_value()->resize(broken.payload().value().size() - 1);
  absl::StatusOr<ApplyResult> r = Game().Apply(broken, s.actor, s.action);
  EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(Bytes(Game().Apply(s.state, s.actor, s.action)),
            Bytes(Game().Apply(padded, s.actor, s.action)));
}

}  // namespace
}  // namespace arbiter::ticket_to_ride_europe::testing
