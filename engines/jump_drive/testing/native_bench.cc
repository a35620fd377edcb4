// Jump Drive's own engine benchmarks (tests/bench/native_benchmarks.h): random playouts from
// NewGame's state over the built-in pack, SEEDED, 2, 3 and 4 seats in turn, events not asked.
//   jump_drive/NativeDecision       through the game's native Position (Game::DecodePosition,
//                                   position.h): at each decision EVERY seat that must decide
//                                   (or chance) has its legal actions listed (ListLegal), one
//                                   decider is picked at random and one of its actions
//                                   (PlayListed; the picked decider is listed last, so each
//                                   decider is listed once); start positions decoded once, then
//                                   cloned. Counters decisions_per_s, games_per_s,
//                                   actions_per_decision (per CPU second).
//   jump_drive/NativeDecisionRules  the same on the rules directly (rules.h: ListActions into
//                                   pb::Action, Act), as before the Position: its overhead.
#include <cstdint>
#include <cstdio>
#include <memory>
#include <utility>
#include <vector>

#include "benchmark/benchmark.h"
#include "engines/core/content.h"
#include "engines/core/position.h"
#include "engines/core/rng.h"
#include "engines/jump_drive/content.inc"
#include "engines/jump_drive/rules.h"
#include "engines/jump_drive/state.h"
#include "tests/bench/native_benchmarks.h"

namespace arbiter::jump_drive {
namespace {

constexpr int64_t kMaxDecisions = 20000;

void RegisterPositionPlayouts(const Game& game) {
  auto starts = std::make_shared<std::vector<std::shared_ptr<const Position>>>();
  for (uint64_t seed = 1; seed <= 16; ++seed) {
    for (int seats = kMinSeats; seats <= kMaxSeats; ++seats) {
      v1::GameSetup setup;
      setup.set_game_id("jump_drive");
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
    std::fprintf(stderr, "jump_drive native: no start position; NativeDecision skipped\n");
    return;
  }
  benchmark::RegisterBenchmark("jump_drive/NativeDecision", [starts](benchmark::State& bm) {
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

void RegisterNative(const Game& game, std::shared_ptr<const std::vector<bench::Sample>> samples) {
  RegisterPositionPlayouts(game);
  auto message = std::make_shared<pb::Pack>();
  if (!ParseContentFile(kBuiltInContent[0].name, kBuiltInContent[0].text, message.get()).ok()) {
    std::fprintf(stderr, "jump_drive native: the built-in pack did not parse; skipped\n");
    return;
  }
  absl::StatusOr<std::shared_ptr<const Pack>> pack = BuildPack(*message, "content");
  if (!pack.ok()) return;
  std::shared_ptr<const Pack> p = *pack;
  benchmark::RegisterBenchmark("jump_drive/NativeDecisionRules", [p](benchmark::State& bm) {
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
