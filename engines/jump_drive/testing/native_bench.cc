// Jump Drive's own engine benchmarks (tests/bench/native_benchmarks.h): its native in-process
// path (rules.h) over the built-in pack, without protobuf state or events.
//   jump_drive/NativeDecision  random playouts from NewGame's state: at each decision the legal
//                              actions of EVERY seat that must decide (or of chance) are listed
//                              (ListActions), one seat's action picked at random and played
//                              (Act); counters decisions_per_s, games_per_s.
#include <cstdint>
#include <cstdio>
#include <memory>
#include <vector>

#include "benchmark/benchmark.h"
#include "engines/core/content.h"
#include "engines/core/rng.h"
#include "engines/jump_drive/content.inc"
#include "engines/jump_drive/rules.h"
#include "engines/jump_drive/state.h"
#include "tests/bench/native_benchmarks.h"

namespace arbiter::jump_drive {
namespace {

void RegisterNative(const Game& game, std::shared_ptr<const std::vector<bench::Sample>> samples) {
  auto message = std::make_shared<pb::Pack>();
  if (!ParseContentFile(kBuiltInContent[0].name, kBuiltInContent[0].text, message.get()).ok()) {
    std::fprintf(stderr, "jump_drive native: the built-in pack did not parse; skipped\n");
    return;
  }
  absl::StatusOr<std::shared_ptr<const Pack>> pack = BuildPack(*message, "content");
  if (!pack.ok()) return;
  std::shared_ptr<const Pack> p = *pack;
  benchmark::RegisterBenchmark("jump_drive/NativeDecision", [p](benchmark::State& bm) {
    Rng rng(7);
    int64_t decisions = 0, games = 0;
    uint64_t seed = 1;
    auto fresh = [&](int seats) {
      State s;
      s.pack = p.get();
      s.seat_count = seats;
      s.rng_state = seed++;
      for (int i = 0; i < seats; ++i) s.seats[i].hand.assign(p->deck_types, 0);
      Events events;
      StartGame(s, &events);
      return s;
    };
    int seats = 2;
    State t = fresh(seats);
    std::vector<pb::Action> listed;
    std::vector<std::pair<int, size_t>> choices;  // (actor, index into listed)
    for (auto _ : bm) {
      if (t.phase == Phase::kFinished || t.round > 200) {
        seats = seats == 4 ? 2 : seats + 1;
        t = fresh(seats);
        ++games;
      }
      listed.clear();
      choices.clear();
      for (int actor = 0; actor < t.seat_count; ++actor) {
        if (!Decides(t, actor)) continue;
        const size_t from = listed.size();
        ListActions(t, actor, &listed);
        for (size_t k = from; k < listed.size(); ++k) choices.push_back({actor, k});
      }
      if (choices.empty()) {  // unreachable: a settled SEEDED state always has a decider
        t = fresh(seats);
        continue;
      }
      const auto [actor, k] = choices[rng.Uniform(choices.size())];
      Events events;
      Act(t, actor, listed[k], &events);
      ++decisions;
    }
    bm.counters["decisions_per_s"] = benchmark::Counter(decisions, benchmark::Counter::kIsRate);
    bm.counters["games_per_s"] = benchmark::Counter(games, benchmark::Counter::kIsRate);
  });
}

const bench::NativeBenchmarksRegistration kNative("jump_drive", RegisterNative);

}  // namespace
}  // namespace arbiter::jump_drive
