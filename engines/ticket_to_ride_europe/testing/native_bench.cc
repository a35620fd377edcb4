// Ticket to Ride: Europe's own engine benchmarks (tests/bench/native_benchmarks.h): its native
// Position (position.h) from NewGame's SEEDED states, seat counts cycling 2..5.
//   ticket_to_ride_europe/NativeDecision  random playouts: at each decision the legal actions of
//                              EVERY actor who decides (Deciders) are listed (ListLegal), one of
//                              all those actions picked uniformly at random and played
//                              (PlayListed, no events); counters decisions_per_s, games_per_s.
//                              The one decode per game (DecodePosition) is counted in.
#include <cstdint>
#include <cstdio>
#include <memory>
#include <vector>

#include "benchmark/benchmark.h"
#include "engines/core/rng.h"
#include "tests/bench/native_benchmarks.h"

namespace arbiter::ticket_to_ride_europe {
namespace {

void RegisterNative(const Game& game, std::shared_ptr<const std::vector<bench::Sample>>) {
  // The starts: NewGame's state for every seat count, first seats and seeds varied.
  auto starts = std::make_shared<std::vector<v1::GameState>>();
  for (int i = 0; i < 16; ++i) {
    v1::GameSetup setup;
    setup.set_game_id(game.Info().game_id());
    setup.set_seat_count(2 + i % 4);
    setup.set_first_seat(i % (2 + i % 4));
    setup.mutable_randomness()->set_mode(v1::RANDOMNESS_MODE_SEEDED);
    setup.mutable_randomness()->set_seed(1000 + i);
    absl::StatusOr<NewGameResult> g = game.NewGame(setup);
    if (!g.ok()) {
      std::fprintf(stderr, "ticket_to_ride_europe native: NewGame failed; skipped\n");
      return;
    }
    starts->push_back(g->state);
  }
  benchmark::RegisterBenchmark(
      "ticket_to_ride_europe/NativeDecision", [&game, starts](benchmark::State& bm) {
        Rng rng(7);
        int64_t decisions = 0, games = 0;
        size_t next = 0;
        std::unique_ptr<Position> p;
        std::vector<int> deciders;
        std::vector<int> counts;
        int steps = 0;
        for (auto _ : bm) {
          if (p == nullptr || p->Finished() || steps >= 3000) {
            absl::StatusOr<std::unique_ptr<Position>> decoded =
                game.DecodePosition((*starts)[next++ % starts->size()]);
            if (!decoded.ok()) {
              bm.SkipWithError("DecodePosition failed");
              return;
            }
            if (p != nullptr) ++games;
            p = *std::move(decoded);
            steps = 0;
          }
          p->Deciders(&deciders);
          counts.clear();
          int total = 0;
          for (int actor : deciders) {
            absl::StatusOr<int> n = p->ListLegal(actor);
            counts.push_back(n.ok() ? *n : 0);
            total += counts.back();
          }
          if (total == 0) {  // unreachable: a settled SEEDED state always has an action
            bm.SkipWithError("no legal action");
            return;
          }
          int pick = static_cast<int>(rng.Uniform(total));
          size_t d = 0;
          while (pick >= counts[d]) pick -= counts[d++];
          // PlayListed plays from the last list: relist when another actor was listed last.
          if (d + 1 != deciders.size()) (void)p->ListLegal(deciders[d]);
          if (!p->PlayListed(pick, nullptr).ok()) {
            bm.SkipWithError("PlayListed failed");
            return;
          }
          ++decisions;
          ++steps;
        }
        bm.counters["decisions_per_s"] =
            benchmark::Counter(static_cast<double>(decisions), benchmark::Counter::kIsRate);
        bm.counters["games_per_s"] =
            benchmark::Counter(static_cast<double>(games), benchmark::Counter::kIsRate);
      });
}

const bench::NativeBenchmarksRegistration kNative("ticket_to_ride_europe", RegisterNative);

}  // namespace
}  // namespace arbiter::ticket_to_ride_europe
