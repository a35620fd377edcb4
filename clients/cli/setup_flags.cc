// AddSetupFlags and SetupFromFlags (commands.h): the setup flags shared by `arbiter new` and
// `arbiter playout`.
#include "absl/strings/str_cat.h"
#include "clients/cli/commands.h"
#include "engines/core/quote.h"

namespace arbiter::cli {

void AddSetupFlags(CLI::App* command, const std::string& external_help, SetupFlags* flags) {
  command->add_option("game", flags->game_id, "game id (see `arbiter games`)")->required();
  command->add_option("--seats", flags->seats, "number of seats")->required();
  auto* seed = command->add_option("--seed", flags->seed, "generator seed (seeded randomness)");
  command->add_flag("--external", flags->external, external_help)->excludes(seed);
  command->add_option("--first-seat", flags->first_seat, "seat that moves first (default 0)");
  command->add_option("--option", flags->options, "game option NAME=VALUE (repeatable)");
}

absl::StatusOr<v1::GameSetup> SetupFromFlags(const SetupFlags& flags) {
  v1::GameSetup setup;
  setup.set_game_id(flags.game_id);
  setup.set_seat_count(flags.seats);
  setup.set_first_seat(flags.first_seat);
  setup.mutable_randomness()->set_mode(flags.external ? v1::RANDOMNESS_MODE_EXTERNAL
                                                      : v1::RANDOMNESS_MODE_SEEDED);
  setup.mutable_randomness()->set_seed(flags.seed);
  for (const std::string& option : flags.options) {
    const size_t eq = option.find('=');
    if (eq == std::string::npos || eq == 0) {
      return absl::InvalidArgumentError(
          absl::StrCat("--option: expected NAME=VALUE, got ", QuoteCallerText(option)));
    }
    (*setup.mutable_options())[option.substr(0, eq)] = option.substr(eq + 1);
  }
  return setup;
}

}  // namespace arbiter::cli
