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
  absl::StatusOr<v1::GameSetup> setup = SetupFromFlags(
      flags.game_id, flags.seats, flags.first_seat, flags.external, flags.seed, flags.options);
  if (!setup.ok()) return context.Fail(setup.status());
  *request.mutable_setup() = *std::move(setup);
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
