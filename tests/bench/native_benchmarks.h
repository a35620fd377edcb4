// Benchmarks a game adds to engine_bench for itself, beside the generic "<game>/<operation>"
// set engine_bench.cc registers for every game: e.g. an engine's native in-process path,
// timed against the generic one. A game registers them from a source in its own folder,
// declared in its CMakeLists.txt with arbiter_engine_bench() (cmake/arbiter.cmake), which
// engine_bench compiles straight in (an archive would drop the registration object):
//
//   // engines/my_game/testing/native_bench.cc
//   void RegisterNative(const Game& game, std::shared_ptr<const std::vector<Sample>> samples) {
//     benchmark::RegisterBenchmark("my_game/NativeApply", [=](benchmark::State& bm) { ... });
//   }
//   const bench::NativeBenchmarksRegistration kNative("my_game", RegisterNative);
//
// engine_bench calls each registered function once, after the game's generic set, with the
// game's mid-game samples (engine_samples.h). Names "<game>/NativeApply" (counter p50_ns) and
// "<game>/NativeDecision" (decisions_per_s) are compared with "<game>/ApplyLegal" and
// "<game>/RandomPlayout" in BENCHMARKS.md (write_report.py).
#ifndef ARBITER_TESTS_BENCH_NATIVE_BENCHMARKS_H_
#define ARBITER_TESTS_BENCH_NATIVE_BENCHMARKS_H_

#include <cstdint>
#include <memory>
#include <vector>

#include "absl/strings/string_view.h"
#include "benchmark/benchmark.h"
#include "engines/core/game.h"
#include "tests/bench/engine_samples.h"

namespace arbiter::bench {

using NativeBenchmarks = void (*)(const Game& game,
                                  std::shared_ptr<const std::vector<Sample>> samples);

// Registers `add` for `game_id` at static-initialisation time; one namespace-scope
// `const NativeBenchmarksRegistration` per function.
class NativeBenchmarksRegistration {
 public:
  NativeBenchmarksRegistration(const char* game_id, NativeBenchmarks add);
};

// The functions registered for `game_id`, in registration order.
std::vector<NativeBenchmarks> NativeBenchmarksFor(absl::string_view game_id);

// Counters p50_ns and p99_ns from the per-call times `ns` (sorted in place; none: no counters).
void AddLatencyCounters(benchmark::State& bm, std::vector<int64_t>& ns);

}  // namespace arbiter::bench

#endif  // ARBITER_TESTS_BENCH_NATIVE_BENCHMARKS_H_
