// Kingdom Builder's own engine benchmarks (tests/bench/native_benchmarks.h): its native
// Position (position.h) over seeded games, without protobuf state or events between steps.
//   kingdom_builder/NativeDecision  random playouts from NewGame's state (2, 3, 4 seats in
//                                   turn, first_game then random boards): at each decision the
//                                   legal actions of EVERY actor who decides are listed
//                                   (Position::ListLegal), one picked at random and played
//                                   (PlayListed); counters decisions_per_s, games_per_s.
//   kingdom_builder/ProtoPositionDecision  the same playouts through ProtoPosition (each step
//                                   one Game::LegalActions and one Game::Apply): the proto path.
//   kingdom_builder/PositionApply   one wire action judged and played through Position::Apply
//                                   on a clone of each mid-game sample (counter p50_ns).
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <utility>
#include <vector>

#include "benchmark/benchmark.h"
#include "engines/core/position.h"
#include "engines/core/proto_position.h"
#include "engines/core/rng.h"
#include "tests/bench/native_benchmarks.h"

namespace arbiter::kingdom_builder {
namespace {

std::unique_ptr<Position> Fresh(const Game& game, int seats, uint64_t seed, bool proto) {
  v1::GameSetup setup;
  setup.set_game_id("kingdom_builder");
  setup.set_seat_count(seats);
  setup.mutable_randomness()->set_mode(v1::RANDOMNESS_MODE_SEEDED);
  setup.mutable_randomness()->set_seed(seed);
  (*setup.mutable_options())["board_setup"] = seed % 2 == 0 ? "first_game" : "random";
  absl::StatusOr<NewGameResult> g = game.NewGame(setup);
  if (!g.ok()) return nullptr;
  absl::StatusOr<std::unique_ptr<Position>> p =
      proto ? ProtoPosition::Make(game, g->state) : game.DecodePosition(g->state);
  return p.ok() ? *std::move(p) : nullptr;
}

void RegisterNative(const Game& game, std::shared_ptr<const std::vector<bench::Sample>> samples) {
  const Game* g = &game;
  for (bool proto : {false, true}) {
    benchmark::RegisterBenchmark(proto ? "kingdom_builder/ProtoPositionDecision"
                                       : "kingdom_builder/NativeDecision",
                                 [g, proto](benchmark::State& bm) {
      Rng rng(7);
      int64_t decisions = 0, games = 0;
      uint64_t seed = 1;
      int seats = 2;
      std::unique_ptr<Position> p = Fresh(*g, seats, seed++, proto);
      std::vector<int> deciders;
      std::vector<std::pair<int, int>> choices;  // (actor, count listed)
      if (p == nullptr) {
        bm.SkipWithError("NewGame or DecodePosition failed");
        return;
      }
      for (auto _ : bm) {
        if (p->Finished()) {
          seats = seats == 4 ? 2 : seats + 1;
          p = Fresh(*g, seats, seed++, proto);
          ++games;
        }
        p->Deciders(&deciders);
        choices.clear();
        int total = 0;
        for (int actor : deciders) {
          absl::StatusOr<int> n = p->ListLegal(actor);
          if (!n.ok()) continue;
          choices.push_back({actor, *n});
          total += *n;
        }
        if (total == 0) {  // unreachable: a settled SEEDED state always has a decider
          bm.SkipWithError("no legal action");
          return;
        }
        int pick = static_cast<int>(rng.Uniform(total));
        size_t c = 0;
        while (pick >= choices[c].second) pick -= choices[c++].second;
        // Only the last actor's list is current: list again when another actor was picked.
        if (c + 1 != choices.size()) p->ListLegal(choices[c].first).IgnoreError();
        p->PlayListed(pick, nullptr).IgnoreError();
        ++decisions;
      }
      bm.counters["decisions_per_s"] = benchmark::Counter(decisions, benchmark::Counter::kIsRate);
      bm.counters["games_per_s"] = benchmark::Counter(games, benchmark::Counter::kIsRate);
    });
  }
  benchmark::RegisterBenchmark("kingdom_builder/PositionApply", [g, samples](benchmark::State& bm) {
    std::vector<std::unique_ptr<Position>> positions;
    for (const bench::Sample& s : *samples) {
      absl::StatusOr<std::unique_ptr<Position>> p = g->DecodePosition(s.state);
      positions.push_back(p.ok() ? *std::move(p) : nullptr);
    }
    std::vector<int64_t> ns;
    size_t i = 0;
    v1::Violation violation;
    for (auto _ : bm) {
      const size_t k = i++ % samples->size();
      if (positions[k] == nullptr) continue;
      bm.PauseTiming();
      std::unique_ptr<Position> p = positions[k]->Clone();
      bm.ResumeTiming();
      const auto t0 = std::chrono::steady_clock::now();
      benchmark::DoNotOptimize(
          p->Apply((*samples)[k].actor, (*samples)[k].legal, &violation, nullptr));
      ns.push_back(std::chrono::duration_cast<std::chrono::nanoseconds>(
                       std::chrono::steady_clock::now() - t0)
                       .count());
    }
    bench::AddLatencyCounters(bm, ns);
  });
}

const bench::NativeBenchmarksRegistration kNative("kingdom_builder", RegisterNative);

}  // namespace
}  // namespace arbiter::kingdom_builder
