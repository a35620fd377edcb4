// Jump Drive's own engine fuzzer seeds (tests/fuzz/seed_extras.h): the engine writes state
// format 2 (with the discard records Seat.discarded and State.open_discards) and still reads
// format 1 (without them), so each of its engine seeds also goes out in format 1 (a whole
// GameState with state_format_version 1, the envelope-free form being read as the current
// format), and the fuzzer keeps covering the old reader.
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "engines/jump_drive/format1_testing.h"
#include "tests/fuzz/seed_extras.h"

namespace arbiter::jump_drive {
namespace {

absl::StatusOr<std::vector<v1::GameState>> Format1(const Game&, const v1::GameState& state) {
  absl::StatusOr<v1::GameState> one = ToFormat1(state);
  if (!one.ok()) return one.status();
  return std::vector<v1::GameState>{*std::move(one)};
}

const fuzz::SeedExtraRegistration kFormat1("jump_drive", Format1);

}  // namespace
}  // namespace arbiter::jump_drive
