// A fixed-work driver of one engine operation, for instruction-count profiling (callgrind),
// where Google Benchmark's timed, adaptive loops would blur counts per call:
//
//   engine_bench_profile <game_id> <op> [calls=2000]
//   valgrind --tool=callgrind --toggle-collect='*bench*Run*'
//       build/tests/bench/engine_bench_profile <game_id> apply 2000
//   (the Run* functions sit in an anonymous namespace, hence the leading wildcard; the
//   "Collected" count valgrind prints, divided by the calls, is instructions per call)
//
// op: apply (a legal action), illegal (an action legal in another sampled state, rejected
// here), legal (LegalActions of the acting seat), view (View for the acting seat), parse
// (GameState bytes -> GameState -> game's State), serialize (GameState -> bytes), playout
// (`calls` decisions of random playouts through the generic interface, from NewGame).
// Samples: seeded random playouts (seeds 1..6, seat counts cycling, up to 60 decisions each);
// the calls cycle through them. Prints the call count and how many calls failed (exit 1 when
// any did). Instructions per call = callgrind's collected Ir / calls.
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engines/all_games.h"
#include "engines/core/game.h"
#include "engines/core/rng.h"
#include "google/protobuf/descriptor.h"
#include "google/protobuf/message.h"
#include "tests/bench/engine_samples.h"

namespace arbiter::bench {
namespace {

// The samples (engine_samples.h) for which another sample's legal action is judged illegal,
// with that action; empty on an error.
std::vector<Sample> MakeSamples(const Game& game) {
  absl::StatusOr<std::vector<Sample>> samples = PlayoutSamples(game, 6, 60);
  if (!samples.ok()) return {};
  std::vector<Sample> with_illegal;
  for (size_t i = 0; i < samples->size(); ++i) {
    if (std::optional<google::protobuf::Any> illegal = IllegalElsewhere(game, *samples, i)) {
      with_illegal.push_back((*samples)[i]);
      with_illegal.back().illegal = *std::move(illegal);
    }
  }
  return with_illegal;
}

__attribute__((noinline)) int RunApply(const Game& game, const std::vector<Sample>& samples,
                                       int calls, bool legal) {
  int failed = 0;
  for (int i = 0; i < calls; ++i) {
    const Sample& s = samples[i % samples.size()];
    absl::StatusOr<ApplyResult> r = game.Apply(s.state, s.actor, legal ? s.legal : s.illegal);
    if (!r.ok() || r->legal != legal) ++failed;
  }
  return failed;
}

__attribute__((noinline)) int RunLegal(const Game& game, const std::vector<Sample>& samples,
                                       int calls) {
  int failed = 0;
  for (int i = 0; i < calls; ++i) {
    const Sample& s = samples[i % samples.size()];
    if (!game.LegalActions(s.state, s.actor).ok()) ++failed;
  }
  return failed;
}

__attribute__((noinline)) int RunView(const Game& game, const std::vector<Sample>& samples,
                                      int calls) {
  int failed = 0;
  for (int i = 0; i < calls; ++i) {
    const Sample& s = samples[i % samples.size()];
    if (!game.View(s.state, s.actor).ok()) ++failed;
  }
  return failed;
}

__attribute__((noinline)) int RunParse(const Game& game, const std::vector<Sample>& samples,
                                       int calls) {
  const google::protobuf::Descriptor* type =
      google::protobuf::DescriptorPool::generated_pool()->FindMessageTypeByName(
          game.Info().state_type());
  if (type == nullptr) return calls;
  std::unique_ptr<google::protobuf::Message> payload(
      google::protobuf::MessageFactory::generated_factory()->GetPrototype(type)->New());
  int failed = 0;
  for (int i = 0; i < calls; ++i) {
    const Sample& s = samples[i % samples.size()];
    v1::GameState state;
    if (!state.ParseFromString(s.state_bytes) || !state.payload().UnpackTo(payload.get())) ++failed;
  }
  return failed;
}

__attribute__((noinline)) int RunSerialize(const std::vector<Sample>& samples, int calls) {
  std::string out;
  int failed = 0;
  for (int i = 0; i < calls; ++i) {
    out.clear();
    if (!samples[i % samples.size()].state.SerializeToString(&out)) ++failed;
  }
  return failed;
}

__attribute__((noinline)) int RunPlayout(const Game& game, int calls) {
  Rng rng(777);
  int index = 0;
  int decisions = 0;
  while (decisions < calls) {
    absl::StatusOr<NewGameResult> start = game.NewGame(SetupFor(game, index++));
    if (!start.ok()) return calls;
    v1::GameState state = std::move(start->state);
    v1::TurnStatus turn = std::move(start->turn);
    for (int steps = 0; steps < 2000 && decisions < calls && !turn.acting_seats().empty();
         ++steps, ++decisions) {
      const int actor = turn.acting_seats(0);
      absl::StatusOr<std::vector<google::protobuf::Any>> legal = game.LegalActions(state, actor);
      if (!legal.ok() || legal->empty()) return 1;
      absl::StatusOr<ApplyResult> r =
          game.Apply(state, actor, (*legal)[rng.Uniform(legal->size())]);
      if (!r.ok() || !r->legal) return 1;
      state = std::move(r->state);
      turn = std::move(r->turn);
    }
  }
  return 0;
}

}  // namespace
}  // namespace arbiter::bench

int main(int argc, char** argv) {
  using namespace arbiter::bench;
  if (argc < 3) {
    std::fprintf(stderr, "usage: %s <game_id> apply|illegal|legal|view|parse|serialize|playout "
                         "[calls]\n", argv[0]);
    return 2;
  }
  const arbiter::Game* game = arbiter::DefaultRegistry().Find(argv[1]);
  if (game == nullptr) {
    std::fprintf(stderr, "unknown game %s\n", argv[1]);
    return 2;
  }
  const std::string op = argv[2];
  const int calls = argc > 3 ? std::atoi(argv[3]) : 2000;
  if (calls < 1) return 2;
  int failed = 0;
  if (op == "playout") {
    failed = RunPlayout(*game, calls);
  } else {
    const std::vector<Sample> samples = MakeSamples(*game);
    if (samples.empty()) {
      std::fprintf(stderr, "no samples\n");
      return 1;
    }
    if (op == "apply") failed = RunApply(*game, samples, calls, true);
    else if (op == "illegal") failed = RunApply(*game, samples, calls, false);
    else if (op == "legal") failed = RunLegal(*game, samples, calls);
    else if (op == "view") failed = RunView(*game, samples, calls);
    else if (op == "parse") failed = RunParse(*game, samples, calls);
    else if (op == "serialize") failed = RunSerialize(samples, calls);
    else return 2;
  }
  std::printf("%s %s calls=%d failed=%d\n", argv[1], op.c_str(), calls, failed);
  return failed > 0 ? 1 : 0;
}
