// Seeded random games to the end through the boundary, every seat count and option value,
// SEEDED and EXTERNAL: every listed action is accepted, Check holds, the game finishes.
#include "gtest/gtest.h"
#include "engines/core/rng.h"
#include "engines/jump_drive/test_util.h"

namespace arbiter {
namespace jump_drive {
namespace {

using namespace testing;  // NOLINT

// Prefers placements (a world and a development over one of them) so games end; otherwise
// uniform.
size_t Pick(const std::vector<google::protobuf::Any>& legal, Rng& rng) {
  size_t best = 0;
  int best_score = -1;
  for (size_t i = 0; i < legal.size(); ++i) {
    pb::Action a;
    legal[i].UnpackTo(&a);
    int score = 1;
    if (a.has_place()) score = 5 + !a.place().world().empty() * 4 + !a.place().development().empty() * 3;
    if (a.has_explore()) score = 0;
    score = score * 8 + static_cast<int>(rng.Uniform(8));
    if (score > best_score) {
      best_score = score;
      best = i;
    }
  }
  return best;
}

struct Result {
  int steps = 0;
  bool finished = false;
};

Result Play(v1::GameSetup setup, uint64_t seed) {
  Result out;
  absl::StatusOr<NewGameResult> g = Engine().NewGame(setup);
  EXPECT_TRUE(g.ok()) << g.status();
  if (!g.ok()) return out;
  v1::GameState state = g->state;
  v1::TurnStatus turn = g->turn;
  Rng rng(seed);
  for (; out.steps < 5000; ++out.steps) {
    if (turn.outcome().status() == v1::OUTCOME_STATUS_FINISHED) {
      out.finished = true;
      EXPECT_EQ(turn.outcome().results_size(), setup.seat_count());
      return out;
    }
    const int actor = turn.chance_pending() ? kChance
                                            : turn.acting_seats(rng.Uniform(turn.acting_seats_size()));
    absl::StatusOr<std::vector<google::protobuf::Any>> legal = Engine().LegalActions(state, actor);
    EXPECT_TRUE(legal.ok() && !legal->empty()) << out.steps;
    if (!legal.ok() || legal->empty()) return out;
    const size_t k = actor == kChance ? rng.Uniform(legal->size()) : Pick(*legal, rng);
    absl::StatusOr<ApplyResult> r = Engine().Apply(state, actor, (*legal)[k]);
    EXPECT_TRUE(r.ok() && r->legal) << (r.ok() ? r->violation.ShortDebugString() : r.status().ToString());
    if (!r.ok() || !r->legal) return out;
    EXPECT_TRUE(Engine().Check(r->state).ok());
    state = r->state;
    turn = r->turn;
  }
  return out;
}

TEST(Playout, SeededGamesEnd) {
  int finished = 0, games = 0;
  for (int seats = 2; seats <= 4; ++seats) {
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      v1::GameSetup setup = NewSetup(seats, seed * 1000 + seats);
      setup.set_first_seat(static_cast<int>(seed % seats));
      if (seed == 2) (*setup.mutable_options())["war_propaganda_tie"] = "nearest_clockwise";
      if (seed == 3) (*setup.mutable_options())["convoy_same_round"] = "false";
      const Result r = Play(setup, seed);
      finished += r.finished;
      ++games;
    }
  }
  EXPECT_EQ(finished, games);
}

TEST(Playout, ExternalGamesEnd) {
  for (int seats = 2; seats <= 4; ++seats) {
    const Result r = Play(NewSetup(seats, 0, nullptr, /*external=*/true), 77 + seats);
    EXPECT_TRUE(r.finished);
  }
}

TEST(Playout, SameSeedSameGame) {
  absl::StatusOr<NewGameResult> a = Engine().NewGame(NewSetup(3, 99));
  absl::StatusOr<NewGameResult> b = Engine().NewGame(NewSetup(3, 99));
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_EQ(a->state.SerializeAsString(), b->state.SerializeAsString());
  absl::StatusOr<NewGameResult> c = Engine().NewGame(NewSetup(3, 100));
  EXPECT_NE(a->state.SerializeAsString(), c->state.SerializeAsString());
}

}  // namespace
}  // namespace jump_drive
}  // namespace arbiter
