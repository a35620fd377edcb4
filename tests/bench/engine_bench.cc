// Engine micro-benchmarks for every game in DefaultRegistry(), through the generic
// arbiter::Game interface (Google Benchmark; benchmarks are registered at run time, one set
// per registered game, named "<game_id>/<operation>"):
//
//   <game>/ApplyLegal       Game::Apply of a legal action on a mid-game state.
//   <game>/ApplyIllegal     Game::Apply of a well-formed action the engine judges illegal
//                           (an action legal in another sampled state; counter
//                           illegal_wrong_actor=1 when none was found and the action is instead
//                           submitted by a seat that may not act now).
//   <game>/LegalActions     Game::LegalActions of the acting seat (counter actions = mean
//                           number listed).
//   <game>/View             Game::View for the acting seat.
//   <game>/Check            Game::Check of the full state.
//   <game>/ParseState       GameState wire bytes -> v1::GameState and its payload -> the game's
//                           own State message (GameInfo.state_type, from the generated pool).
//   <game>/SerializeState   v1::GameState -> wire bytes (counter bytes = mean state size).
//   <game>/RandomPlayout    whole games from NewGame: at each decision LegalActions of the first
//                           acting seat, one picked uniformly (Rng, engines/core/rng.h), Apply;
//                           stopped at --playout_max_steps decisions. Counters decisions_per_s,
//                           games_per_s (rates over CPU time of the benchmark thread).
//   <game>/PositionPlayout  the same games on the game's native position (Game::DecodePosition,
//                           engines/core/position.h), decoded once from NewGame's state (the
//                           NewGame answers of the first 64 setups made before timing, cycled:
//                           NewGame is the proto boundary, timed by RandomPlayout): at each
//                           decision ListLegal of every actor that decides (chance included),
//                           one of them with actions and one of its actions picked uniformly,
//                           PlayListed without events; the state is never encoded. Same
//                           counters as RandomPlayout.
//   <game>/PositionReplay   what ReplayGame does in-process for a record without expectations:
//                           one game of up to --playout_max_steps decisions is recorded first
//                           (PositionPlayout's policy, the actions in wire form); each iteration
//                           decodes NewGame's state, Applies every recorded action (wire form,
//                           no events) and encodes the final state once. Counter steps_per_s:
//                           the engine's in-process native step rate (BENCHMARKS.md's
//                           "Ratios replay/native" sets arbiterd's ReplayGame against it).
//   <game>/Native...        what a game adds for itself (native_benchmarks.h), e.g. its
//                           engine's native in-process path (NativeApply, NativeDecision).
//
// Per-call benchmarks time each call with std::chrono::steady_clock and add counters p50_ns and
// p99_ns (exact, from every timed call); the clock reads add ~20-40 ns to each call's time.
//
// Mid-game states: for each game, seeded random playouts (seat counts cycling through
// min..max seats, seeds 1..--sample_games) of up to --sample_steps decisions; every decision
// point is a sample (state, acting seat, the legal action taken).
//
// Flags (besides Google Benchmark's own, e.g. --benchmark_format=json,
// --benchmark_out=FILE, --benchmark_filter=REGEX, --benchmark_min_time=0.2):
//   --sample_games=N (default 6)  --sample_steps=N (default 60)  --playout_max_steps=N (2000)
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "benchmark/benchmark.h"
#include "engines/all_games.h"
#include "engines/core/game.h"
#include "engines/core/rng.h"
#include "tests/bench/engine_samples.h"
#include "tests/bench/native_benchmarks.h"
#include "google/protobuf/descriptor.h"
#include "google/protobuf/message.h"

namespace arbiter::bench {
namespace {

struct Options {
  int sample_games = 6;
  int sample_steps = 60;
  int playout_max_steps = 2000;
};

// Samples of `game` (engine_samples.h), each with its illegal action: the first action legal
// elsewhere that the engine rejects here, else the same legal action from a seat that may not
// act now. Or an error message (printed; that game's benchmarks are skipped).
absl::StatusOr<std::vector<Sample>> MakeSamples(const Game& game, const Options& options) {
  absl::StatusOr<std::vector<Sample>> samples =
      PlayoutSamples(game, options.sample_games, options.sample_steps);
  if (!samples.ok()) return samples.status();
  for (size_t i = 0; i < samples->size(); ++i) {
    Sample& s = (*samples)[i];
    if (std::optional<google::protobuf::Any> illegal = IllegalElsewhere(game, *samples, i)) {
      s.illegal = *std::move(illegal);
      s.illegal_actor = s.actor;
    } else {
      s.illegal = s.legal;
      s.illegal_actor = (s.actor + 1) % std::max(2, game.Info().max_seats());
      s.illegal_wrong_actor = true;
    }
  }
  return samples;
}

// Runs `call(sample)` once per iteration, cycling through the samples, timing each call.
template <typename Call>
void TimedLoop(benchmark::State& bm, const std::vector<Sample>& samples, Call call) {
  std::vector<int64_t> ns;
  ns.reserve(1 << 16);
  size_t i = 0;
  for (auto _ : bm) {
    const Sample& s = samples[i++ % samples.size()];
    const auto t0 = std::chrono::steady_clock::now();
    call(s);
    const auto t1 = std::chrono::steady_clock::now();
    if (ns.size() < (1u << 22)) {
      ns.push_back(std::chrono::duration_cast<std::chrono::nanoseconds>(t1 - t0).count());
    }
  }
  AddLatencyCounters(bm, ns);
}

void RegisterGame(const Game* game, std::shared_ptr<const std::vector<Sample>> samples,
                  const Options& options) {
  const std::string id = game->Info().game_id();
  benchmark::RegisterBenchmark((id + "/ApplyLegal").c_str(), [=](benchmark::State& bm) {
    int64_t errors = 0;
    TimedLoop(bm, *samples, [&](const Sample& s) {
      absl::StatusOr<ApplyResult> r = game->Apply(s.state, s.actor, s.legal);
      if (!r.ok() || !r->legal) ++errors;
      benchmark::DoNotOptimize(r);
    });
    if (errors > 0) bm.SkipWithError("a legal action was rejected");
  });
  benchmark::RegisterBenchmark((id + "/ApplyIllegal").c_str(), [=](benchmark::State& bm) {
    int64_t errors = 0;
    TimedLoop(bm, *samples, [&](const Sample& s) {
      absl::StatusOr<ApplyResult> r = game->Apply(s.state, s.illegal_actor, s.illegal);
      if (!r.ok() || r->legal) ++errors;
      benchmark::DoNotOptimize(r);
    });
    int wrong_actor = 0;
    for (const Sample& s : *samples) wrong_actor += s.illegal_wrong_actor;
    bm.counters["illegal_wrong_actor_share"] =
        static_cast<double>(wrong_actor) / static_cast<double>(samples->size());
    if (errors > 0) bm.SkipWithError("an illegal action was accepted or errored");
  });
  benchmark::RegisterBenchmark((id + "/LegalActions").c_str(), [=](benchmark::State& bm) {
    int64_t listed = 0;
    int64_t calls = 0;
    TimedLoop(bm, *samples, [&](const Sample& s) {
      absl::StatusOr<std::vector<google::protobuf::Any>> r = game->LegalActions(s.state, s.actor);
      if (r.ok()) listed += static_cast<int64_t>(r->size());
      ++calls;
      benchmark::DoNotOptimize(r);
    });
    bm.counters["actions"] = calls ? static_cast<double>(listed) / calls : 0;
  });
  benchmark::RegisterBenchmark((id + "/View").c_str(), [=](benchmark::State& bm) {
    TimedLoop(bm, *samples, [&](const Sample& s) {
      absl::StatusOr<v1::GameState> r = game->View(s.state, s.actor);
      benchmark::DoNotOptimize(r);
    });
  });
  benchmark::RegisterBenchmark((id + "/Check").c_str(), [=](benchmark::State& bm) {
    int64_t errors = 0;
    TimedLoop(bm, *samples, [&](const Sample& s) {
      absl::Status r = game->Check(s.state);
      if (!r.ok()) ++errors;
      benchmark::DoNotOptimize(r);
    });
    if (errors > 0) bm.SkipWithError("Check rejected a sampled state");
  });
  benchmark::RegisterBenchmark((id + "/ParseState").c_str(), [=](benchmark::State& bm) {
    const google::protobuf::Descriptor* type =
        google::protobuf::DescriptorPool::generated_pool()->FindMessageTypeByName(
            game->Info().state_type());
    if (type == nullptr) {
      bm.SkipWithError("state_type not in the generated pool");
      return;
    }
    const google::protobuf::Message* prototype =
        google::protobuf::MessageFactory::generated_factory()->GetPrototype(type);
    std::unique_ptr<google::protobuf::Message> payload(prototype->New());
    int64_t errors = 0;
    TimedLoop(bm, *samples, [&](const Sample& s) {
      v1::GameState state;
      if (!state.ParseFromString(s.state_bytes) || !state.payload().UnpackTo(payload.get())) {
        ++errors;
      }
      benchmark::DoNotOptimize(payload.get());
    });
    if (errors > 0) bm.SkipWithError("a state did not parse");
  });
  benchmark::RegisterBenchmark((id + "/SerializeState").c_str(), [=](benchmark::State& bm) {
    std::string out;
    int64_t bytes = 0;
    int64_t calls = 0;
    TimedLoop(bm, *samples, [&](const Sample& s) {
      out.clear();
      s.state.SerializeToString(&out);
      bytes += static_cast<int64_t>(out.size());
      ++calls;
      benchmark::DoNotOptimize(out.data());
    });
    bm.counters["bytes"] = calls ? static_cast<double>(bytes) / calls : 0;
  });
  const int max_steps = options.playout_max_steps;
  benchmark::RegisterBenchmark((id + "/RandomPlayout").c_str(), [=](benchmark::State& bm) {
    Rng rng(777);
    int64_t decisions = 0;
    int64_t games = 0;
    int64_t capped = 0;
    int index = 0;
    for (auto _ : bm) {
      absl::StatusOr<NewGameResult> start = game->NewGame(SetupFor(*game, index++));
      if (!start.ok()) {
        bm.SkipWithError("NewGame failed");
        return;
      }
      v1::GameState state = std::move(start->state);
      v1::TurnStatus turn = std::move(start->turn);
      int steps = 0;
      for (; steps < max_steps && !turn.acting_seats().empty(); ++steps) {
        const int actor = turn.acting_seats(0);
        absl::StatusOr<std::vector<google::protobuf::Any>> legal =
            game->LegalActions(state, actor);
        if (!legal.ok() || legal->empty()) break;
        absl::StatusOr<ApplyResult> r =
            game->Apply(state, actor, (*legal)[rng.Uniform(legal->size())]);
        if (!r.ok() || !r->legal) {
          bm.SkipWithError("a listed action was not applied");
          return;
        }
        state = std::move(r->state);
        turn = std::move(r->turn);
      }
      decisions += steps;
      ++games;
      if (steps >= max_steps) ++capped;
    }
    bm.SetItemsProcessed(decisions);
    bm.counters["decisions_per_s"] = benchmark::Counter(decisions, benchmark::Counter::kIsRate);
    bm.counters["games_per_s"] = benchmark::Counter(games, benchmark::Counter::kIsRate);
    bm.counters["decisions_per_game"] = games ? static_cast<double>(decisions) / games : 0;
    bm.counters["capped_share"] = games ? static_cast<double>(capped) / games : 0;
  });
  benchmark::RegisterBenchmark((id + "/PositionReplay").c_str(), [=](benchmark::State& bm) {
    absl::StatusOr<NewGameResult> start = game->NewGame(SetupFor(*game, 0));
    if (!start.ok()) {
      bm.SkipWithError("NewGame failed");
      return;
    }
    // The record: (actor, action) of one random game on the position.
    std::vector<std::pair<int, google::protobuf::Any>> steps;
    {
      absl::StatusOr<std::unique_ptr<Position>> p = game->DecodePosition(start->state);
      if (!p.ok()) {
        bm.SkipWithError("DecodePosition failed");
        return;
      }
      Rng rng(4242);
      std::vector<int> deciders;
      while (static_cast<int>(steps.size()) < max_steps && !(*p)->Finished()) {
        (*p)->Deciders(&deciders);
        if (deciders.empty()) break;
        const int actor = deciders[rng.Uniform(deciders.size())];
        absl::StatusOr<int> n = (*p)->ListLegal(actor);
        if (!n.ok() || *n == 0) break;
        const int index = static_cast<int>(rng.Uniform(*n));
        google::protobuf::Any action;
        if (!(*p)->ListedAction(index, &action).ok() || !(*p)->PlayListed(index, nullptr).ok()) {
          bm.SkipWithError("a listed action was not played");
          return;
        }
        steps.emplace_back(actor, std::move(action));
      }
    }
    int64_t applied = 0;
    for (auto _ : bm) {
      absl::StatusOr<std::unique_ptr<Position>> p = game->DecodePosition(start->state);
      if (!p.ok()) {
        bm.SkipWithError("DecodePosition failed");
        return;
      }
      v1::Violation violation;
      for (const auto& [actor, action] : steps) {
        absl::StatusOr<bool> legal = (*p)->Apply(actor, action, &violation, nullptr);
        if (!legal.ok() || !*legal) {
          bm.SkipWithError("a recorded action was not applied");
          return;
        }
      }
      absl::StatusOr<v1::GameState> end = (*p)->Encode();
      benchmark::DoNotOptimize(end);
      applied += static_cast<int64_t>(steps.size());
    }
    bm.SetItemsProcessed(applied);
    bm.counters["steps_per_s"] = benchmark::Counter(applied, benchmark::Counter::kIsRate);
    bm.counters["steps_per_record"] = static_cast<double>(steps.size());
  });
  benchmark::RegisterBenchmark((id + "/PositionPlayout").c_str(), [=](benchmark::State& bm) {
    Rng rng(777);
    int64_t decisions = 0;
    int64_t games = 0;
    int64_t capped = 0;
    int index = 0;
    std::vector<int> deciders;
    std::vector<int> counts;
    std::vector<int> with;
    std::vector<v1::GameState> starts;
    for (int i = 0; i < 64; ++i) {
      absl::StatusOr<NewGameResult> start = game->NewGame(SetupFor(*game, i));
      if (!start.ok()) {
        bm.SkipWithError("NewGame failed");
        return;
      }
      starts.push_back(std::move(start->state));
    }
    for (auto _ : bm) {
      absl::StatusOr<std::unique_ptr<Position>> position =
          game->DecodePosition(starts[index++ % starts.size()]);
      if (!position.ok()) {
        bm.SkipWithError("DecodePosition failed");
        return;
      }
      Position& p = **position;
      int steps = 0;
      for (; steps < max_steps && !p.Finished(); ++steps) {
        p.Deciders(&deciders);
        counts.clear();
        with.clear();
        for (size_t d = 0; d < deciders.size(); ++d) {
          absl::StatusOr<int> n = p.ListLegal(deciders[d]);
          counts.push_back(n.ok() ? *n : 0);
          if (n.ok() && *n > 0) with.push_back(static_cast<int>(d));
        }
        if (with.empty()) break;
        const int d = with[rng.Uniform(with.size())];
        // PlayListed plays the last list: list the chosen actor again unless it was last.
        if (d + 1 != static_cast<int>(deciders.size())) {
          absl::StatusOr<int> n = p.ListLegal(deciders[d]);
          if (!n.ok()) break;
        }
        if (!p.PlayListed(static_cast<int>(rng.Uniform(counts[d])), nullptr).ok()) {
          bm.SkipWithError("a listed action was not played");
          return;
        }
      }
      decisions += steps;
      ++games;
      if (steps >= max_steps) ++capped;
    }
    bm.SetItemsProcessed(decisions);
    bm.counters["decisions_per_s"] = benchmark::Counter(decisions, benchmark::Counter::kIsRate);
    bm.counters["games_per_s"] = benchmark::Counter(games, benchmark::Counter::kIsRate);
    bm.counters["decisions_per_game"] = games ? static_cast<double>(decisions) / games : 0;
    bm.counters["capped_share"] = games ? static_cast<double>(capped) / games : 0;
  });
}

// Removes and applies this program's own --name=N flags; the rest go to Google Benchmark.
bool TakeFlags(int* argc, char** argv, Options* options) {
  int out = 1;
  for (int i = 1; i < *argc; ++i) {
    const std::string arg = argv[i];
    int* target = nullptr;
    std::string value;
    const std::pair<const char*, int*> flags[] = {
        {"--sample_games=", &options->sample_games},
        {"--sample_steps=", &options->sample_steps},
        {"--playout_max_steps=", &options->playout_max_steps}};
    for (const auto& [name, field] : flags) {
      if (absl::StartsWith(arg, name)) {
        target = field;
        value = arg.substr(std::strlen(name));
      }
    }
    if (target == nullptr) {
      argv[out++] = argv[i];
      continue;
    }
    if (!absl::SimpleAtoi(value, target) || *target < 1) {
      std::fprintf(stderr, "%s: expected a positive integer\n", arg.c_str());
      return false;
    }
  }
  *argc = out;
  return true;
}

}  // namespace
}  // namespace arbiter::bench

int main(int argc, char** argv) {
  arbiter::bench::Options options;
  if (!arbiter::bench::TakeFlags(&argc, argv, &options)) return 2;
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 2;
  for (const arbiter::Game* game : arbiter::DefaultRegistry().List()) {
    absl::StatusOr<std::vector<arbiter::bench::Sample>> samples =
        arbiter::bench::MakeSamples(*game, options);
    if (!samples.ok()) {
      std::fprintf(stderr, "%s: no samples (%s); its benchmarks are skipped\n",
                   game->Info().game_id().c_str(), samples.status().ToString().c_str());
      continue;
    }
    auto shared = std::make_shared<const std::vector<arbiter::bench::Sample>>(
        std::move(*samples));
    arbiter::bench::RegisterGame(game, shared, options);
    for (arbiter::bench::NativeBenchmarks add :
         arbiter::bench::NativeBenchmarksFor(game->Info().game_id())) {
      add(*game, shared);
    }
  }
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}
