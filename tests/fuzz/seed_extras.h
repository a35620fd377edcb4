// More engine fuzzer seeds a game writes for itself, beyond the ones tests/fuzz/make_seeds.cc
// writes for every game (e.g. its states in an older state format it still reads, so the
// fuzzer keeps covering the old reader). A game registers them from a source in its own folder,
// declared in its CMakeLists.txt with arbiter_fuzz_seeds() (cmake/arbiter.cmake), which
// fuzz_make_seeds compiles straight in (an archive would drop the registration object):
//
//   // engines/my_game/testing/fuzz_seeds.cc
//   absl::StatusOr<std::vector<v1::GameState>> OldFormat(const Game& game,
//                                                        const v1::GameState& state) { ... }
//   const fuzz::SeedExtraRegistration kOldFormat("my_game", OldFormat);
//
// For every engine seed of a state, make_seeds writes each state the registered functions
// return as a further seed, a whole GameState with the same actor and action.
#ifndef ARBITER_TESTS_FUZZ_SEED_EXTRAS_H_
#define ARBITER_TESTS_FUZZ_SEED_EXTRAS_H_

#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "arbiter/v1/game_state.pb.h"
#include "engines/core/game.h"

namespace arbiter::fuzz {

// More states to seed the engine fuzzer with, from `state` (a state of `game` reached in a
// playout). An error stops make_seeds.
using SeedExtra = absl::StatusOr<std::vector<v1::GameState>> (*)(const Game& game,
                                                                  const v1::GameState& state);

// Registers `extra` for `game_id` at static-initialisation time; one namespace-scope
// `const SeedExtraRegistration` per function.
class SeedExtraRegistration {
 public:
  SeedExtraRegistration(const char* game_id, SeedExtra extra);
};

// The functions registered for `game_id`, in registration order (none: empty).
std::vector<SeedExtra> SeedExtrasFor(absl::string_view game_id);

}  // namespace arbiter::fuzz

#endif  // ARBITER_TESTS_FUZZ_SEED_EXTRAS_H_
