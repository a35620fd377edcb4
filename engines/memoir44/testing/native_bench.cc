// Memoir '44's own engine benchmarks (tests/bench/native_benchmarks.h): random playouts on the
// native state (state.h, rules.h), listing every legal action at each decision, without the
// proto GameState or the Game boundary, for the issue 17 speed target: at least 20 times the
// games per second of the peer xpmatteo/auto-memoir44's own random play on the same scenarios
// (testing/peer/compare_with_peer.sh runs both on one core and prints the ratio; never a timed test).
//
//   memoir44/NativePlayout/<scenario>   one decision per iteration: ListSeatActions (every legal
//       action of the deciding seat, into a native ActionList kept across decisions) +
//       ApplySeatAction of one picked uniformly (arbiter::Rng; the one pb::Action made from
//       the list, events not recorded: Ctx with no event vector);
//       a finished game starts over from the scenario's NewGame state with the next seed.
//       Counters: games_per_s (finished games), decisions_per_s, capped (games cut at
//       kMaxDecisions), actions_per_decision. Rates are per wall-clock second (UseRealTime),
//       like the peer's, so run both pinned to one core of a quiet machine.
//   memoir44/NativeDecision              the same random playouts through the game's native
//       Position (Game::DecodePosition, position.h): at each decision ListLegal of the decider
//       (every legal action) + PlayListed of one picked uniformly, events not asked; games
//       cycle over the three scenarios and 16 seeds each (start positions decoded once, then
//       cloned). Counters as NativePlayout's (BENCHMARKS.md compares decisions_per_s).
//   memoir44/NativeApply                Judge + apply of the sampled legal action on a copy of
//       the decoded sample state (counters p50_ns, p99_ns), beside the generic ApplyLegal.
// Scenarios: the peer's two (Sainte-Mère-Église, Sword Beach) and Pegasus Bridge.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "benchmark/benchmark.h"
#include "engines/core/position.h"
#include "engines/core/rng.h"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/scenario.h"
#include "engines/memoir44/state.h"
#include "tests/bench/native_benchmarks.h"

namespace arbiter::memoir44 {
namespace {

constexpr int64_t kMaxDecisions = 20000;

// The native start of `scenario` (NewGame through the boundary, then decoded), or nullptr
// with a message on stderr.
struct Start {
  std::shared_ptr<const Scenario> scenario;
  State state;
};

std::shared_ptr<const Start> StartOf(const Game& game, const std::string& name) {
  v1::GameSetup setup;
  setup.set_game_id("memoir44");
  setup.set_seat_count(2);
  setup.mutable_randomness()->set_mode(v1::RANDOMNESS_MODE_SEEDED);
  setup.mutable_randomness()->set_seed(1);
  (*setup.mutable_options())["scenario"] = name;
  absl::StatusOr<NewGameResult> g = game.NewGame(setup);
  if (!g.ok()) {
    std::fprintf(stderr, "memoir44 native: NewGame %s: %s\n", name.c_str(),
                 std::string(g.status().message()).c_str());
    return nullptr;
  }
  absl::StatusOr<ChosenScenario> chosen = ScenarioOfState(g->state);
  pb::State payload;
  if (!chosen.ok() || !g->state.payload().UnpackTo(&payload)) {
    std::fprintf(stderr, "memoir44 native: %s: no scenario or payload\n", name.c_str());
    return nullptr;
  }
  auto start = std::make_shared<Start>();
  start->scenario = chosen->scenario;
  if (!DecodeState(*start->scenario, payload, &start->state).ok()) {
    std::fprintf(stderr, "memoir44 native: %s: the NewGame state does not decode\n", name.c_str());
    return nullptr;
  }
  return start;
}

// The random playouts through the Position (memoir44/NativeDecision).
void RegisterPositionPlayouts(const Game& game) {
  auto starts = std::make_shared<std::vector<std::shared_ptr<const Position>>>();
  for (uint64_t seed = 1; seed <= 16; ++seed) {
    for (const char* name : {"sainte_mere_eglise", "sword_beach", "pegasus_bridge"}) {
      v1::GameSetup setup;
      setup.set_game_id("memoir44");
      setup.set_seat_count(2);
      setup.mutable_randomness()->set_mode(v1::RANDOMNESS_MODE_SEEDED);
      setup.mutable_randomness()->set_seed(seed);
      (*setup.mutable_options())["scenario"] = name;
      absl::StatusOr<NewGameResult> g = game.NewGame(setup);
      if (!g.ok()) continue;
      absl::StatusOr<std::unique_ptr<Position>> p = game.DecodePosition(g->state);
      if (p.ok()) starts->push_back(*std::move(p));
    }
  }
  if (starts->empty()) {
    std::fprintf(stderr, "memoir44 native: no start position; NativeDecision skipped\n");
    return;
  }
  benchmark::RegisterBenchmark("memoir44/NativeDecision", [starts](benchmark::State& bm) {
    Rng pick(7);
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
      absl::StatusOr<int> n = p->ListLegal(deciders[0]);
      if (!n.ok() || *n == 0) {
        bm.SkipWithError("a decider listed no action");
        break;
      }
      listed += *n;
      if (!p->PlayListed(static_cast<int>(pick.Uniform(*n)), nullptr).ok()) {
        bm.SkipWithError("a listed action was not played");
        break;
      }
      ++decisions;
      ++in_game;
    }
    bm.SetItemsProcessed(decisions);
    bm.counters["decisions_per_s"] = benchmark::Counter(decisions, benchmark::Counter::kIsRate);
    bm.counters["games_per_s"] = benchmark::Counter(games, benchmark::Counter::kIsRate);
    bm.counters["capped"] = benchmark::Counter(capped);
    bm.counters["actions_per_decision"] =
        benchmark::Counter(decisions ? static_cast<double>(listed) / decisions : 0);
  });  // rates per CPU second: the figure for one core, even on a loaded machine
}

void RegisterNative(const Game& game, std::shared_ptr<const std::vector<bench::Sample>> samples) {
  RegisterPositionPlayouts(game);
  for (const char* name : {"sainte_mere_eglise", "sword_beach", "pegasus_bridge"}) {
    std::shared_ptr<const Start> start = StartOf(game, name);
    if (start == nullptr) continue;
    benchmark::RegisterBenchmark(
        (std::string("memoir44/NativePlayout/") + name).c_str(), [start](benchmark::State& bm) {
          Rng pick(7);
          uint64_t seed = 1;
          State s = start->state;
          s.rng_state = seed;
          ActionList actions;
          pb::Action a;
          int64_t decisions = 0, games = 0, capped = 0, listed = 0, in_game = 0;
          for (auto _ : bm) {
            const int seat = DecidingSeat(s);
            if (s.phase == pb::PHASE_GAME_OVER || seat < 0 || in_game >= kMaxDecisions) {
              if (s.phase == pb::PHASE_GAME_OVER) ++games;
              else ++capped;
              s = start->state;
              s.rng_state = ++seed;
              in_game = 0;
              continue;
            }
            actions.Clear();
            ListSeatActions(s, seat, &actions);
            if (actions.empty()) {
              ++capped;
              s = start->state;
              s.rng_state = ++seed;
              in_game = 0;
              continue;
            }
            listed += actions.size();
            Ctx c{s, nullptr};  // the state only: events are the boundary's (Game::Apply)
            actions.ToProto(pick.Uniform(actions.size()), &a);
            if (ApplySeatAction(c, seat, a).has_value()) {
              bm.SkipWithError("a listed action was judged illegal");
              break;
            }
            ++decisions;
            ++in_game;
          }
          bm.SetItemsProcessed(decisions);
          bm.counters["decisions_per_s"] = benchmark::Counter(decisions, benchmark::Counter::kIsRate);
          bm.counters["games_per_s"] = benchmark::Counter(games, benchmark::Counter::kIsRate);
          bm.counters["capped"] = benchmark::Counter(capped);
          bm.counters["actions_per_decision"] =
              benchmark::Counter(decisions ? static_cast<double>(listed) / decisions : 0);
        })
        ->UseRealTime();  // rates per wall second, as the peer's own figures are
  }

  struct NativeSample {
    std::shared_ptr<const Scenario> scenario;
    State state;
    int actor;
    pb::Action action;
  };
  auto natives = std::make_shared<std::vector<NativeSample>>();
  for (const bench::Sample& sample : *samples) {
    NativeSample n;
    absl::StatusOr<ChosenScenario> chosen = ScenarioOfState(sample.state);
    pb::State payload;
    if (!chosen.ok() || !sample.state.payload().UnpackTo(&payload) ||
        !sample.legal.UnpackTo(&n.action)) {
      continue;
    }
    n.scenario = chosen->scenario;
    if (!DecodeState(*n.scenario, payload, &n.state).ok()) continue;
    n.actor = sample.actor;
    natives->push_back(std::move(n));
  }
  if (natives->empty()) {
    std::fprintf(stderr, "memoir44 native: no sample decoded; NativeApply skipped\n");
    return;
  }
  benchmark::RegisterBenchmark("memoir44/NativeApply", [natives](benchmark::State& bm) {
    std::vector<int64_t> ns;
    ns.reserve(1 << 16);
    std::vector<v1::Event> events;
    size_t i = 0;
    int64_t illegal = 0;
    for (auto _ : bm) {
      const NativeSample& n = (*natives)[i++ % natives->size()];
      const auto t0 = std::chrono::steady_clock::now();
      State s = n.state;
      events.clear();
      Ctx c{s, &events};
      if (ApplySeatAction(c, n.actor, n.action).has_value()) ++illegal;
      benchmark::DoNotOptimize(s);
      const auto t1 = std::chrono::steady_clock::now();
      if (ns.size() < (1u << 22)) {
        ns.push_back(std::chrono::duration_cast<std::chrono::nanoseconds>(t1 - t0).count());
      }
    }
    bench::AddLatencyCounters(bm, ns);
    if (illegal > 0) bm.SkipWithError("native ApplySeatAction rejected a legal action");
  });
}

const bench::NativeBenchmarksRegistration kNative("memoir44", RegisterNative);

}  // namespace
}  // namespace arbiter::memoir44
