// Memoir '44's own engine fuzzer seeds (tests/fuzz/seed_extras.h): the engine writes state
// format 2 (units and obstacles as byte records) and still reads format 1, so each of its engine
// seeds also goes out in format 1 (a whole GameState with state_format_version 1, the
// envelope-free form being read as the current format), and the fuzzer keeps covering the old
// reader.
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "engines/memoir44/format1_testing.h"
#include "engines/memoir44/memoir44.h"
#include "tests/fuzz/seed_extras.h"

namespace arbiter::memoir44 {
namespace {

absl::StatusOr<std::vector<v1::GameState>> Format1(const Game& game, const v1::GameState& state) {
  pb::State payload;
  if (!state.payload().UnpackTo(&payload)) {
    return absl::InvalidArgumentError("a playout state's payload is not a Memoir '44 State");
  }
  return std::vector<v1::GameState>{Format1Of(state)};
}

const fuzz::SeedExtraRegistration kFormat1(kGameId, Format1);

}  // namespace
}  // namespace arbiter::memoir44
