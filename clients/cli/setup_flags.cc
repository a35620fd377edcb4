// SetupFromFlags (commands.h): the GameSetup shared by `arbiter new` and `arbiter playout`.
#include "absl/strings/str_cat.h"
#include "clients/cli/commands.h"

namespace arbiter::cli {

absl::StatusOr<v1::GameSetup> SetupFromFlags(const std::string& game_id, int seats,
                                             int first_seat, bool external, uint64_t seed,
                                             const std::vector<std::string>& options) {
  v1::GameSetup setup;
  setup.set_game_id(game_id);
  setup.set_seat_count(seats);
  setup.set_first_seat(first_seat);
  setup.mutable_randomness()->set_mode(external ? v1::RANDOMNESS_MODE_EXTERNAL
                                                : v1::RANDOMNESS_MODE_SEEDED);
  setup.mutable_randomness()->set_seed(seed);
  for (const std::string& option : options) {
    const size_t eq = option.find('=');
    if (eq == std::string::npos || eq == 0) {
      return absl::InvalidArgumentError(
          absl::StrCat("--option: expected NAME=VALUE, got '", option, "'"));
    }
    (*setup.mutable_options())[option.substr(0, eq)] = option.substr(eq + 1);
  }
  return setup;
}

}  // namespace arbiter::cli
