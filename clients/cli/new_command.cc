// `arbiter new GAME --seats N [--seed S | --external] [--option NAME=VALUE]... [--first-seat F]
// [--content-name NAME | --content JSON|@FILE]`: NewGame. Prints the NewGameResponse (state,
// setup events, turn); on a terminal, the new position drawn (text_view.h).
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "clients/cli/commands.h"
#include "clients/cli/summary.h"

namespace arbiter::cli {
namespace {

void Run(Context& context, const SetupFlags& flags) {
  v1::NewGameRequest request;
  absl::StatusOr<v1::GameSetup> setup = SetupFromFlags(flags);
  if (!setup.ok()) return context.Fail(setup.status());
  *request.mutable_setup() = *std::move(setup);
  // --content JSON without "@type" is the game's own content message.
  std::string content_type;
  if (!flags.content.empty()) {
    absl::StatusOr<v1::GameInfo> info = context.FindGame(flags.game_id);
    if (info.ok()) content_type = info->content_type();
  }
  if (absl::Status s = ContentFromFlags(flags, content_type, context.options.max_input_bytes,
                                        request.mutable_setup()); !s.ok()) {
    return context.Fail(s);
  }
  v1::NewGameResponse response;
  if (absl::Status s = context.backend().NewGame(request, &response); !s.ok()) {
    return context.Fail(s);
  }
  std::string summary =
      absl::StrCat("new ", flags.game_id, " (", response.state().rules_version(), "), ",
                   flags.seats, " seats, ",
                   flags.external ? "external randomness" : absl::StrCat("seed ", flags.seed),
                   "\n", SummarizeEvents(response.events()));
  // On a terminal: the position drawn as a spectator sees it (public information only; `view
  // --seat N` shows a seat's hand).
  if (context.PrintsSummary()) {
    absl::StrAppend(&summary,
                    context.DrawPosition(response.state(), std::nullopt, response.turn()));
  }
  context.Emit(response, summary);
}

}  // namespace

void AddNewCommand(CLI::App& app, Context& context) {
  auto flags = std::make_shared<SetupFlags>();
  CLI::App* command = app.add_subcommand("new", "set up a new game (NewGame)");
  AddSetupFlags(command, "external randomness: chance outcomes are supplied with --chance",
                flags.get());
  command->callback([&context, flags] { Run(context, *flags); });
}

}  // namespace arbiter::cli
