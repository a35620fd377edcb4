// Quibbles engine micro-benchmarks (Google Benchmark):
//   BM_ApplyProto        Game::Apply on mid-game states through the proto boundary
//                        (parse + validate + judge + play + events + serialize).
//   BM_LegalActionsProto Game::LegalActions through the proto boundary.
//   BM_NativeDecision    one decision of a random playout on the native State: full legal
//                        listing (ListMoves) + Play without events; items/s = decisions/s.
// Run: build-*/engines/quibbles/quibbles_bench [--benchmark_filter=...]
#include <vector>

#include "benchmark/benchmark.h"
#include "engines/core/rng.h"
#include "engines/quibbles/quibbles.h"
#include "engines/quibbles/rules.h"

namespace arbiter {
namespace quibbles {
namespace {

const QuibblesGame& TheGame() {
  static const QuibblesGame* const game = new QuibblesGame();
  return *game;
}

// Mid-game states (after 0..79 uniform decisions) with one listed action each.
struct Sample {
  v1::GameState state;
  int actor;
  google::protobuf::Any action;
};

std::vector<Sample> Samples() {
  std::vector<Sample> out;
  Rng rng(99);
  for (uint64_t game = 0; game < 8; ++game) {
    v1::GameSetup setup;
    setup.set_game_id("quibbles");
    setup.set_seat_count(2 + game % 4);
    setup.mutable_randomness()->set_seed(game);
    v1::GameState state = TheGame().NewGame(setup)->state;
    for (int step = 0; step < 80; ++step) {
      v1::TurnStatus turn = *TheGame().Turn(state);
      if (turn.acting_seats().empty()) break;
      const int actor = turn.acting_seats(0);
      std::vector<google::protobuf::Any> legal = *TheGame().LegalActions(state, actor);
      const google::protobuf::Any& a = legal[rng.Uniform(legal.size())];
      out.push_back({state, actor, a});
      state = TheGame().Apply(state, actor, a)->state;
    }
  }
  return out;
}

void BM_ApplyProto(benchmark::State& bm) {
  const std::vector<Sample> samples = Samples();
  size_t i = 0;
  for (auto _ : bm) {
    const Sample& s = samples[i++ % samples.size()];
    benchmark::DoNotOptimize(TheGame().Apply(s.state, s.actor, s.action));
  }
}
BENCHMARK(BM_ApplyProto);

void BM_LegalActionsProto(benchmark::State& bm) {
  const std::vector<Sample> samples = Samples();
  size_t i = 0;
  for (auto _ : bm) {
    const Sample& s = samples[i++ % samples.size()];
    benchmark::DoNotOptimize(TheGame().LegalActions(s.state, s.actor));
  }
}
BENCHMARK(BM_LegalActionsProto);

void BM_NativeDecision(benchmark::State& bm) {
  Rng rng(7);
  std::vector<Move> moves;
  moves.reserve(512);
  State start;
  start.seat_count = 4;
  start.rng_state = 1;
  StartGame(start, 0, nullptr);
  State t = start;
  for (auto _ : bm) {
    if (t.phase == Phase::kFinished) t = start;
    ListMoves(t, t.current_seat, &moves);
    if (moves.empty()) {
      t = start;
      continue;
    }
    Play(t, t.current_seat, moves[rng.Uniform(moves.size())], nullptr);
  }
  bm.SetItemsProcessed(bm.iterations());
}
BENCHMARK(BM_NativeDecision);

}  // namespace
}  // namespace quibbles
}  // namespace arbiter

BENCHMARK_MAIN();
