// `arbiter new GAME --seats N [--seed S | --external] [--option NAME=VALUE]... [--first-seat F]`:
// NewGame. Prints the NewGameResponse (state, setup events, turn).
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "clients/cli/commands.h"
#include "clients/cli/summary.h"

namespace arbiter::cli {
namespace {

struct NewFlags {
  std::string game_id;
  int seats = 0;
  uint64_t seed = 0;
  bool external = false;
  int first_seat = 0;
  std::vector<std::string> options;
};

void Run(Context& context, const NewFlags& flags) {
  v1::NewGameRequest request;
  v1::GameSetup* setup = request.mutable_setup();
  setup->set_game_id(flags.game_id);
  setup->set_seat_count(flags.seats);
  setup->set_first_seat(flags.first_seat);
  setup->mutable_randomness()->set_mode(flags.external ? v1::RANDOMNESS_MODE_EXTERNAL
                                                       : v1::RANDOMNESS_MODE_SEEDED);
  setup->mutable_randomness()->set_seed(flags.seed);
  for (const std::string& option : flags.options) {
    const size_t eq = option.find('=');
    if (eq == std::string::npos || eq == 0) {
      return context.Fail(absl::InvalidArgumentError(
          absl::StrCat("--option: expected NAME=VALUE, got '", option, "'")));
    }
    (*setup->mutable_options())[option.substr(0, eq)] = option.substr(eq + 1);
  }
  v1::NewGameResponse response;
  if (absl::Status s = context.backend().NewGame(request, &response); !s.ok()) {
    return context.Fail(s);
  }
  const std::string summary =
      absl::StrCat("new ", flags.game_id, " (", response.state().rules_version(), "), ",
                   flags.seats, " seats, ",
                   flags.external ? "external randomness" : absl::StrCat("seed ", flags.seed),
                   "\n", SummarizeEvents(response.events()), SummarizeTurn(response.turn()));
  context.Emit(response, summary);
}

}  // namespace

void AddNewCommand(CLI::App& app, Context& context) {
  auto flags = std::make_shared<NewFlags>();
  CLI::App* command = app.add_subcommand("new", "set up a new game (NewGame)");
  command->add_option("game", flags->game_id, "game id (see `arbiter games`)")->required();
  command->add_option("--seats", flags->seats, "number of seats")->required();
  auto* seed = command->add_option("--seed", flags->seed, "generator seed (seeded randomness)");
  command->add_flag("--external", flags->external,
                    "external randomness: chance outcomes are supplied with --chance")
      ->excludes(seed);
  command->add_option("--first-seat", flags->first_seat, "seat that moves first (default 0)");
  command->add_option("--option", flags->options, "game option NAME=VALUE (repeatable)");
  command->callback([&context, flags] { Run(context, *flags); });
}

}  // namespace arbiter::cli
