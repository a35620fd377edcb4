// Quibbles' own engine benchmarks (tests/bench/native_benchmarks.h): its native in-process
// path (rules.h), without protobuf state or events, to set against the generic ones.
//   quibbles/NativeApply     Judge + Play on a copied State (counters p50_ns, p99_ns).
//   quibbles/NativeDecision  a random playout decision: ListMoves (every legal move) + Play;
//                            counter decisions_per_s.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "benchmark/benchmark.h"
#include "engines/core/rng.h"
#include "engines/quibbles/rules.h"
#include "engines/quibbles/state.h"
#include "tests/bench/native_benchmarks.h"

namespace arbiter::quibbles {
namespace {

void RegisterNative(const Game& game, std::shared_ptr<const std::vector<bench::Sample>> samples) {
  struct NativeSample {
    State table;
    int actor;
    pb::Action action;
  };
  auto natives = std::make_shared<std::vector<NativeSample>>();
  for (const bench::Sample& s : *samples) {
    NativeSample n;
    n.actor = s.actor;
    if (!DecodeState(game.Info(), s.state, &n.table).ok() ||
        !s.legal.UnpackTo(&n.action)) {
      std::fprintf(stderr, "quibbles native: a sample did not parse; skipped\n");
      return;
    }
    natives->push_back(std::move(n));
  }
  benchmark::RegisterBenchmark("quibbles/NativeApply", [=](benchmark::State& bm) {
    std::vector<int64_t> ns;
    ns.reserve(1 << 16);
    size_t i = 0;
    int64_t illegal = 0;
    for (auto _ : bm) {
      const NativeSample& n = (*natives)[i++ % natives->size()];
      const auto t0 = std::chrono::steady_clock::now();
      State t = n.table;
      Move move;
      std::optional<v1::Violation> violation = Judge(t, n.actor, n.action, &move);
      if (!violation) Play(t, n.actor, move, nullptr);
      else ++illegal;
      benchmark::DoNotOptimize(t);
      const auto t1 = std::chrono::steady_clock::now();
      if (ns.size() < (1u << 22)) {
        ns.push_back(std::chrono::duration_cast<std::chrono::nanoseconds>(t1 - t0).count());
      }
    }
    bench::AddLatencyCounters(bm, ns);
    if (illegal > 0) bm.SkipWithError("native Judge rejected a legal action");
  });
  benchmark::RegisterBenchmark("quibbles/NativeDecision", [=](benchmark::State& bm) {
    Rng rng(7);
    std::vector<Move> moves;
    moves.reserve(512);
    const State start = (*natives)[0].table;
    State t = start;
    int64_t decisions = 0;
    int64_t games = 0;
    for (auto _ : bm) {
      if (t.phase == Phase::kFinished) {
        t = start;
        ++games;
      }
      ListMoves(t, t.current_seat, &moves);
      if (moves.empty()) {
        t = start;
        ++games;
        continue;
      }
      Play(t, t.current_seat, moves[rng.Uniform(moves.size())], nullptr);
      ++decisions;
    }
    bm.SetItemsProcessed(decisions);
    bm.counters["decisions_per_s"] = benchmark::Counter(decisions, benchmark::Counter::kIsRate);
    bm.counters["games_per_s"] = benchmark::Counter(games, benchmark::Counter::kIsRate);
  });
}


const bench::NativeBenchmarksRegistration kNative("quibbles", RegisterNative);

}  // namespace
}  // namespace arbiter::quibbles
