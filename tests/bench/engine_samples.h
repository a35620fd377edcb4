// Mid-game states for the engine benchmarks (engine_bench.cc, timed; engine_bench_profile.cc,
// fixed work for callgrind): the decision points of seeded random playouts of one game,
// through the generic arbiter::Game interface, and for each an action that the engine judges
// illegal there.
//
//   absl::StatusOr<std::vector<Sample>> samples = PlayoutSamples(game, 6, 60);
//   for (size_t i = 0; i < samples->size(); ++i) {
//     std::optional<google::protobuf::Any> wrong = IllegalElsewhere(game, *samples, i);
//     ...
//   }
//
// Deterministic: the same game and counts give the same samples on every run.
#ifndef ARBITER_TESTS_BENCH_ENGINE_SAMPLES_H_
#define ARBITER_TESTS_BENCH_ENGINE_SAMPLES_H_

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "engines/core/game.h"
#include "google/protobuf/any.pb.h"

namespace arbiter::bench {

// One decision point of a seeded random playout.
struct Sample {
  v1::GameState state;
  std::string state_bytes;         // `state` in wire format
  int actor = 0;                   // the first acting seat
  google::protobuf::Any legal;     // the legal action the playout took here
  // Filled in by the benchmark (e.g. from IllegalElsewhere): a well-formed action it submits
  // as `illegal_actor`; illegal_wrong_actor when that is a seat that may not act now (no
  // action legal elsewhere was rejected here), not `actor`.
  google::protobuf::Any illegal;
  int illegal_actor = 0;
  bool illegal_wrong_actor = false;
};

// The setup of playout `index` (0, 1, ...): seat counts cycling from the game's min_seats to
// its max_seats, SEEDED randomness with seed index + 1, default options.
v1::GameSetup SetupFor(const Game& game, int index);

// The decision points of `games` playouts (setups SetupFor(game, 0..games-1)), each of up to
// `steps` decisions: at each, the first acting seat takes one of its legal actions picked
// uniformly (Rng(12345), engines/core/rng.h, shared by all the playouts, in order); a playout
// stops early when no seat acts or the acting seat has no legal action. `illegal` is left
// empty. Errors: the engine's error status from NewGame, LegalActions or Apply; INTERNAL when
// a listed action is judged illegal or there is no decision point at all.
absl::StatusOr<std::vector<Sample>> PlayoutSamples(const Game& game, int games, int steps);

// The legal action of another sample that the engine judges illegal in samples[i] for its
// actor: the first of samples[(i + 7k) mod n], k = 1..min(n - 1, 64), that Apply answers OK
// with legal = false; nullopt when none is.
std::optional<google::protobuf::Any> IllegalElsewhere(const Game& game,
                                                      const std::vector<Sample>& samples,
                                                      size_t i);

}  // namespace arbiter::bench

#endif  // ARBITER_TESTS_BENCH_ENGINE_SAMPLES_H_
