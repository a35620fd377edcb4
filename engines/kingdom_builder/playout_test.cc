// Seeded random games to the end through the Game interface, SEEDED and EXTERNAL, with every
// non-default option: every listed action is accepted and every state passes Check.
#include <map>
#include <string>

#include "engines/core/envelope.h"
#include "engines/core/rng.h"
#include "engines/kingdom_builder/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

// Random playouts through the Game interface: every listed action is accepted, every state
// passes Check, and views of the seats stay valid. Kept small for the test budget.
void Playout(uint64_t seed, v1::RandomnessMode mode, std::map<std::string, std::string> options) {
  v1::GameSetup setup;
  setup.set_game_id("kingdom_builder");
  setup.set_seat_count(2 + seed % 3);
  setup.mutable_randomness()->set_mode(mode);
  setup.mutable_randomness()->set_seed(seed);
  for (const auto& [k, v] : options) (*setup.mutable_options())[k] = v;
  auto g = TheGame().NewGame(setup);
  ASSERT_TRUE(g.ok()) << g.status();
  v1::GameState state = g->state;
  v1::TurnStatus turn = g->turn;
  Rng rng(seed);
  int steps = 0;
  for (; steps < 3000 && turn.outcome().status() != v1::OUTCOME_STATUS_FINISHED; ++steps) {
    const int actor = turn.chance_pending() ? kChance : turn.acting_seats(0);
    auto legal = TheGame().LegalActions(state, actor);
    ASSERT_TRUE(legal.ok()) << legal.status();
    ASSERT_FALSE(legal->empty()) << "no legal action at step " << steps;
    const auto& pick = (*legal)[rng.Uniform(legal->size())];
    auto r = TheGame().Apply(state, actor, pick);
    ASSERT_TRUE(r.ok()) << r.status();
    ASSERT_TRUE(r->legal) << r->violation.code() << " " << r->violation.message();
    ASSERT_TRUE(TheGame().Check(r->state).ok()) << TheGame().Check(r->state);
    state = r->state;
    turn = r->turn;
  }
  EXPECT_EQ(turn.outcome().status(), v1::OUTCOME_STATUS_FINISHED) << steps;
}

TEST(Playouts, SeededGamesFinish) {
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    Playout(seed, v1::RANDOMNESS_MODE_SEEDED, {});
  }
}

TEST(Playouts, ExternalGamesWithEveryNonDefaultOptionFinish) {
  for (uint64_t seed = 5; seed <= 7; ++seed) {
    Playout(seed, v1::RANDOMNESS_MODE_EXTERNAL,
            {{"exhausted_terrain", "forfeit"},
             {"tile_loss_check", "end_of_turn"},
             {"move_adjacency", "in_place"},
             {"lords_zero", "always"}});
  }
}

}  // namespace
}  // namespace kingdom_builder
}  // namespace arbiter
