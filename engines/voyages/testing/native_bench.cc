// Voyages' own engine benchmark (tests/bench/native_benchmarks.h): random playouts from
// NewGame's state over the built-in map tw_test (invented, V17), SEEDED, 1 to 4 seats in turn,
// events not asked.
//   voyages/NativeDecision  through the game's native Position (Game::DecodePosition,
//                           position.h): at each decision EVERY seat that must decide has its
//                           legal actions listed (ListLegal; a SAIL lists every distinct
//                           outcome), one decider is picked at random and one of its actions
//                           (PlayListed; the picked decider is listed last, so each decider is
//                           listed once); start positions decoded once, then cloned. A solo
//                           game ends after round 16; random play rarely reaches the 3 stars
//                           that end a game of more seats (V10), so those are cut at
//                           kMaxDecisions (counter `capped`), the playouts' own round cap.
//                           Counters decisions_per_s, games_per_s, actions_per_decision.
#include <cstdint>
#include <cstdio>
#include <memory>
#include <utility>
#include <vector>

#include "benchmark/benchmark.h"
#include "engines/core/game.h"
#include "engines/core/position.h"
#include "engines/core/rng.h"
#include "tests/bench/native_benchmarks.h"

namespace arbiter::voyages {
namespace {

constexpr int64_t kMaxDecisions = 2000;  // about 64 rounds of 4 seats
constexpr int kFewestSeats = 1;
constexpr int kMostSeats = 4;

void RegisterPositionPlayouts(const Game& game) {
  auto starts = std::make_shared<std::vector<std::shared_ptr<const Position>>>();
  for (uint64_t seed = 1; seed <= 16; ++seed) {
    for (int seats = kFewestSeats; seats <= kMostSeats; ++seats) {
      v1::GameSetup setup;
      setup.set_game_id("voyages");
      setup.set_seat_count(seats);
      setup.mutable_randomness()->set_mode(v1::RANDOMNESS_MODE_SEEDED);
      setup.mutable_randomness()->set_seed(seed);
      absl::StatusOr<NewGameResult> g = game.NewGame(setup);
      if (!g.ok()) continue;
      absl::StatusOr<std::unique_ptr<Position>> p = game.DecodePosition(g->state);
      if (p.ok()) starts->push_back(*std::move(p));
    }
  }
  if (starts->empty()) {
    std::fprintf(stderr, "voyages native: no start position; NativeDecision skipped\n");
    return;
  }
  benchmark::RegisterBenchmark("voyages/NativeDecision", [starts](benchmark::State& bm) {
    Rng rng(7);
    size_t next = 0;
    std::unique_ptr<Position> p = (*starts)[next++ % starts->size()]->Clone();
    std::vector<int> deciders;
    int64_t decisions = 0, games = 0, capped = 0, listed = 0, in_game = 0;
    for (auto _ : bm) {
      p->Deciders(&deciders);
      if (deciders.empty() || in_game >= kMaxDecisions) {
        if (p->Finished()) ++games;
        else ++capped;
        p = (*starts)[next++ % starts->size()]->Clone();
        in_game = 0;
        continue;
      }
      const size_t chosen = rng.Uniform(deciders.size());
      std::swap(deciders[chosen], deciders.back());
      int n = 0;
      for (int actor : deciders) {
        absl::StatusOr<int> count = p->ListLegal(actor);
        if (!count.ok()) break;
        n = *count;
        listed += n;
      }
      if (n == 0) {
        bm.SkipWithError("a decider listed no action");
        break;
      }
      if (!p->PlayListed(static_cast<int>(rng.Uniform(n)), nullptr).ok()) {
        bm.SkipWithError("a listed action was not played");
        break;
      }
      ++decisions;
      ++in_game;
    }
    bm.counters["decisions_per_s"] = benchmark::Counter(decisions, benchmark::Counter::kIsRate);
    bm.counters["games_per_s"] = benchmark::Counter(games, benchmark::Counter::kIsRate);
    bm.counters["capped"] = benchmark::Counter(capped);
    bm.counters["actions_per_decision"] =
        benchmark::Counter(decisions ? static_cast<double>(listed) / decisions : 0);
  });
}

void RegisterNative(const Game& game, std::shared_ptr<const std::vector<bench::Sample>>) {
  RegisterPositionPlayouts(game);
}

const bench::NativeBenchmarksRegistration kNative("voyages", RegisterNative);

}  // namespace
}  // namespace arbiter::voyages
