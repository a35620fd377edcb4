// The native Position (position.h) against the proto path: CheckPositionAgreement on seeded
// random games in both randomness modes, every seat count and the options that change play;
// the event-free native path against the one with events; hostile inputs through the Position.
#include "engines/ticket_to_ride_europe/position.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "engines/core/digest.h"
#include "engines/core/envelope.h"
#include "engines/core/rng.h"
#include "engines/core/testing/position_agreement.h"
#include "engines/ticket_to_ride_europe/test_util.h"
#include "gtest/gtest.h"

namespace arbiter::ticket_to_ride_europe::testing {
namespace {

v1::GameState Start(int seats, bool external, uint64_t seed,
                    const std::map<std::string, std::string>& options = {}) {
  v1::GameSetup setup;
  setup.set_game_id(kGameId);
  setup.set_seat_count(seats);
  setup.set_first_seat(static_cast<int>(seed % seats));
  setup.mutable_randomness()->set_mode(external ? v1::RANDOMNESS_MODE_EXTERNAL
                                                : v1::RANDOMNESS_MODE_SEEDED);
  setup.mutable_randomness()->set_seed(seed);
  for (const auto& [name, value] : options) (*setup.mutable_options())[name] = value;
  absl::StatusOr<NewGameResult> g = Game().NewGame(setup);
  EXPECT_TRUE(g.ok()) << g.status();
  return g.ok() ? g->state : v1::GameState();
}

std::unique_ptr<Position> Decode(const v1::GameState& state) {
  absl::StatusOr<std::unique_ptr<Position>> p = Game().DecodePosition(state);
  EXPECT_TRUE(p.ok()) << p.status();
  return p.ok() ? *std::move(p) : nullptr;
}

std::string Encoded(const Position& p) {
  absl::StatusOr<v1::GameState> s = p.Encode();
  EXPECT_TRUE(s.ok()) << s.status();
  return s.ok() ? DeterministicBytes(*s) : "";
}

TEST(Position, AgreesWithTheProtoPathForEverySeatCountAndMode) {
  for (bool external : {false, true}) {
    for (int seats = 2; seats <= 5; ++seats) {
      for (uint64_t seed : {1, 2}) {
        const v1::GameState start = Start(seats, external, seed * 31 + seats);
        absl::Status s = arbiter::testing::CheckPositionAgreement(
            Game(), start, {.seed = seed, .max_steps = 1500, .probe_every = 5});
        EXPECT_TRUE(s.ok()) << (external ? "EXTERNAL " : "SEEDED ") << seats << " seats, seed "
                            << seed << ": " << s;
      }
    }
  }
}

// Every option that changes play, each in both modes.
TEST(Position, AgreesUnderEveryOptionThatChangesPlay) {
  const std::vector<std::map<std::string, std::string>> variants = {
      {{"initial_choice_visibility", "open_in_turn"}},
      {{"ticket_set", "1912_all"}},
      {{"draw_needs_deck", "true"}},
      {{"max_loco_resets", "0"}},
      {{"max_loco_resets", "10"}},
      {{"last_tiebreak", "path_length"}},
      {{"ticket_set", "1912_all"}, {"initial_choice_visibility", "open_in_turn"},
       {"draw_needs_deck", "true"}},
  };
  uint64_t seed = 500;
  for (const auto& options : variants) {
    for (bool external : {false, true}) {
      const int seats = 2 + static_cast<int>(seed % 4);
      const v1::GameState start = Start(seats, external, seed, options);
      absl::Status s = arbiter::testing::CheckPositionAgreement(
          Game(), start, {.seed = seed, .max_steps = 1500, .probe_every = 7});
      std::string name;
      for (const auto& [k, v] : options) name += k + "=" + v + " ";
      EXPECT_TRUE(s.ok()) << name << (external ? "EXTERNAL " : "SEEDED ") << seats
                          << " seats: " << s;
      ++seed;
    }
  }
}

// Mid-game states crafted to reach tunnels, ferries, stations and an empty deck quickly.
TEST(Position, AgreesFromCraftedStates) {
  for (bool external : {false, true}) {
    State s = Crafted(3, external);
    for (int t = 0; t < kCardTypes; ++t) Give(s, 0, t, 3);
    for (int t = 0; t < kCardTypes; ++t) Give(s, 1, t, 2);
    DeckToDiscard(s);
    absl::Status st = arbiter::testing::CheckPositionAgreement(
        Game(), Wrap(s), {.seed = 9, .max_steps = 400, .probe_every = 2});
    EXPECT_TRUE(st.ok()) << (external ? "EXTERNAL: " : "SEEDED: ") << st;
  }
}

// PlayListed without events (the protobuf-free path) reaches the states PlayListed with events
// reaches, and the events are Game::Apply's.
TEST(Position, PlayingWithoutEventsReachesTheSameStates) {
  for (bool external : {false, true}) {
    for (int seats : {2, 5}) {
      const v1::GameState start = Start(seats, external, 77 + seats);
      std::unique_ptr<Position> quiet = Decode(start);
      std::unique_ptr<Position> loud = Decode(start);
      ASSERT_NE(quiet, nullptr);
      ASSERT_NE(loud, nullptr);
      Rng rng(seats);
      std::vector<int> deciders;
      int step = 0;
      for (; step < 3000 && !quiet->Finished(); ++step) {
        quiet->Deciders(&deciders);
        ASSERT_FALSE(deciders.empty());
        const int actor = deciders[rng.Uniform(deciders.size())];
        absl::StatusOr<int> n = quiet->ListLegal(actor);
        absl::StatusOr<int> m = loud->ListLegal(actor);
        ASSERT_TRUE(n.ok() && m.ok());
        ASSERT_EQ(*n, *m);
        ASSERT_GT(*n, 0) << "step " << step;
        const int pick = static_cast<int>(rng.Uniform(*n));
        absl::StatusOr<v1::GameState> before = loud->Encode();
        ASSERT_TRUE(before.ok());
        google::protobuf::Any action;
        ASSERT_TRUE(loud->ListedAction(pick, &action).ok());
        std::vector<v1::Event> events;
        ASSERT_TRUE(quiet->PlayListed(pick, nullptr).ok());
        ASSERT_TRUE(loud->PlayListed(pick, &events).ok());
        ASSERT_EQ(Encoded(*quiet), Encoded(*loud)) << "step " << step;
        if (step % 10 == 0) {
          absl::StatusOr<ApplyResult> r = Game().Apply(*before, actor, action);
          ASSERT_TRUE(r.ok() && r->legal);
          ASSERT_EQ(r->events.size(), events.size());
          for (size_t i = 0; i < events.size(); ++i) {
            EXPECT_EQ(DeterministicBytes(r->events[i]), DeterministicBytes(events[i]));
          }
          EXPECT_EQ(DeterministicBytes(r->state), Encoded(*loud));
        }
      }
      EXPECT_TRUE(quiet->Finished()) << step << " steps";
    }
  }
}

// A state in the old format 1 decodes to the position its format-2 form decodes to.
TEST(Position, ReadsStateFormat1) {
  const v1::GameState start = Start(3, false, 5);
  std::unique_ptr<Position> a = Decode(start);
  std::unique_ptr<Position> b = Decode(AsFormat1(start));
  ASSERT_NE(a, nullptr);
  ASSERT_NE(b, nullptr);
  EXPECT_EQ(Encoded(*a), Encoded(*b));
}

TEST(Position, HostileInputsAnswerStatuses) {
  const v1::GameState start = Start(3, false, 11);
  std::unique_ptr<Position> p = Decode(start);
  ASSERT_NE(p, nullptr);
  const std::string at_start = Encoded(*p);

  // A broken state is refused as Check refuses it.
  v1::GameState broken = start;
  broken.mutable_payload()->set_value("\xff\xff garbage");
  absl::StatusOr<std::unique_ptr<Position>> bad = Game().DecodePosition(broken);
  EXPECT_EQ(bad.status().code(), Game().Check(broken).code());
  EXPECT_FALSE(bad.ok());
  v1::GameState wrong_format = start;
  wrong_format.set_state_format_version(99);
  EXPECT_EQ(Game().DecodePosition(wrong_format).status().code(),
            absl::StatusCode::kFailedPrecondition);

  // An action of another type, an unparsable one, an actor out of range.
  v1::Violation v;
  google::protobuf::Any other = Pack(pb::State());
  absl::StatusOr<bool> r = p->Apply(0, other, &v, nullptr);
  EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(r.status().message().substr(0, 7), "action:") << r.status();
  google::protobuf::Any garbage = Pack(pb::Action());
  garbage.set_value("\xff\xff\xff");
  EXPECT_EQ(p->Apply(0, garbage, &v, nullptr).status().code(),
            absl::StatusCode::kInvalidArgument);
  for (int actor : {3, 7, -4, 1000000}) {
    absl::StatusOr<bool> out = p->Apply(actor, Pack(DrawBlindAction()), &v, nullptr);
    EXPECT_EQ(out.status().code(), absl::StatusCode::kInvalidArgument) << actor;
    EXPECT_EQ(out.status().message().substr(0, 5), "actor") << out.status();
    EXPECT_EQ(p->ListLegal(actor).status().code(), absl::StatusCode::kInvalidArgument);
    EXPECT_FALSE(p->Decides(actor));
  }
  EXPECT_EQ(Encoded(*p), at_start);

  // An illegal action: the violation Game::Apply gives, the position unchanged.
  for (const pb::Action& a : {DrawBlindAction(), ClaimAction(5000, kRed, 0), PassAction(),
                              StationAction(-3, kRed, 0), CardOutcome(kRed), pb::Action()}) {
    v1::Violation mine;
    absl::StatusOr<bool> legal = p->Apply(0, Pack(a), &mine, nullptr);
    absl::StatusOr<ApplyResult> ref = Game().Apply(start, 0, Pack(a));
    ASSERT_TRUE(legal.ok() && ref.ok()) << a.ShortDebugString();
    EXPECT_EQ(*legal, ref->legal) << a.ShortDebugString();
    if (!*legal) EXPECT_EQ(DeterministicBytes(mine), DeterministicBytes(ref->violation));
    EXPECT_EQ(Encoded(*p), at_start) << a.ShortDebugString();
  }

  // PlayListed and ListedAction without a list, or with an index out of range.
  google::protobuf::Any out;
  EXPECT_EQ(p->PlayListed(0, nullptr).code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(p->ListedAction(0, &out).code(), absl::StatusCode::kFailedPrecondition);
  std::vector<int> deciders;
  p->Deciders(&deciders);
  ASSERT_FALSE(deciders.empty());
  absl::StatusOr<int> n = p->ListLegal(deciders[0]);
  ASSERT_TRUE(n.ok());
  ASSERT_GT(*n, 0);
  for (int index : {-1, *n, *n + 100, 1 << 30}) {
    EXPECT_EQ(p->PlayListed(index, nullptr).code(), absl::StatusCode::kFailedPrecondition);
    EXPECT_EQ(p->ListedAction(index, &out).code(), absl::StatusCode::kFailedPrecondition);
  }
  EXPECT_EQ(Encoded(*p), at_start);
  // A seat that may not act lists nothing; chance lists nothing in SEEDED mode.
  EXPECT_EQ(*p->ListLegal(kChance), 0);
  EXPECT_EQ(p->PlayListed(0, nullptr).code(), absl::StatusCode::kFailedPrecondition);
  // Playing invalidates the list.
  ASSERT_TRUE(p->ListLegal(deciders[0]).ok());
  ASSERT_TRUE(p->PlayListed(0, nullptr).ok());
  EXPECT_EQ(p->PlayListed(0, nullptr).code(), absl::StatusCode::kFailedPrecondition);
  // A clone is independent.
  std::unique_ptr<Position> q = p->Clone();
  const std::string cloned = Encoded(*q);
  p->Deciders(&deciders);
  ASSERT_TRUE(p->ListLegal(deciders[0]).ok());
  ASSERT_TRUE(p->PlayListed(0, nullptr).ok());
  EXPECT_EQ(Encoded(*q), cloned);
  EXPECT_NE(Encoded(*p), cloned);
}

}  // namespace
}  // namespace arbiter::ticket_to_ride_europe::testing
