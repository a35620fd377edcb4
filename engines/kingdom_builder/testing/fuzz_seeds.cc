// Kingdom Builder's own engine fuzzer seeds (tests/fuzz/seed_extras.h): the engine writes state
// format 2 and still reads format 1, so each of its engine seeds also goes out in format 1 (a
// whole GameState with state_format_version 1, the envelope-free form being read as the
// current format), and the fuzzer keeps covering the old reader.
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "engines/kingdom_builder/format1_testing.h"
#include "engines/kingdom_builder/kingdom_builder.h"
#include "tests/fuzz/seed_extras.h"

namespace arbiter::kingdom_builder {
namespace {

absl::StatusOr<std::vector<v1::GameState>> Format1(const Game& game,
                                                   const v1::GameState& state) {
  pb::State payload;
  if (!state.payload().UnpackTo(&payload)) {
    return absl::InvalidArgumentError("a playout state's payload is not a Kingdom Builder State");
  }
  absl::StatusOr<State> s = DecodePayload(payload, state.state_format_version());
  if (!s.ok()) return s.status();
  return std::vector<v1::GameState>{PackFormat1(game.Info(), *s)};
}

const fuzz::SeedExtraRegistration kFormat1(kGameId, Format1);

}  // namespace
}  // namespace arbiter::kingdom_builder
