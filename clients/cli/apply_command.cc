// `arbiter apply --state FILE (--seat N | --chance) --action JSON|@FILE [--validate-only]`:
// ApplyAction. Prints the ApplyActionResponse; exit code 1 when the action is illegal. On a
// terminal: the events, then the position after the action drawn as the actor sees it.
#include <memory>
#include <optional>

#include "absl/strings/str_cat.h"
#include "clients/cli/commands.h"
#include "clients/cli/json_io.h"
#include "clients/cli/summary.h"

namespace arbiter::cli {
namespace {

struct ApplyFlags {
  std::string state = "-";
  std::string action;
  bool validate_only = false;
  SeatFlags seat;
};

void Run(Context& context, const ApplyFlags& flags) {
  v1::ApplyActionRequest request;
  absl::StatusOr<v1::GameState> state = ReadState(flags.state, context.options.max_input_bytes);
  if (!state.ok()) return context.Fail(state.status());
  *request.mutable_state() = *std::move(state);
  absl::StatusOr<v1::Actor> actor = ActorOf(flags.seat);
  if (!actor.ok()) return context.Fail(actor.status());
  *request.mutable_actor() = *actor;
  // Without "@type" the action is the game's own Action message.
  std::string action_type;
  if (flags.action.find("@type") == std::string::npos || flags.action.rfind('@', 0) == 0) {
    absl::StatusOr<v1::GameInfo> info = context.FindGame(request.state().game_id());
    if (info.ok()) action_type = info->action_type();
  }
  absl::StatusOr<google::protobuf::Any> action = ParseAction(flags.action, action_type,
                                                              context.options.max_input_bytes);
  if (!action.ok()) return context.Fail(action.status());
  *request.mutable_action() = *std::move(action);
  request.set_validate_only(flags.validate_only);

  v1::ApplyActionResponse response;
  if (absl::Status s = context.backend().ApplyAction(request, &response); !s.ok()) {
    return context.Fail(s);
  }
  if (!response.legal()) {
    return context.Emit(response, SummarizeViolation(response.violation()), kExitIllegal);
  }
  std::string summary = "legal\n";
  if (!flags.validate_only) {
    absl::StrAppend(&summary, SummarizeEvents(response.events()));
    // The position after the action as the actor sees it (a chance outcome: as a spectator),
    // only when it is printed (a terminal or --format=summary): one more GetPlayerView call.
    if (context.PrintsSummary()) {
      std::optional<int> seat;
      if (request.actor().has_seat()) seat = request.actor().seat();
      absl::StrAppend(&summary, context.DrawPosition(response.state(), seat, response.turn()));
    }
  }
  context.Emit(response, summary);
}

}  // namespace

void AddApplyCommand(CLI::App& app, Context& context) {
  auto flags = std::make_shared<ApplyFlags>();
  CLI::App* command = app.add_subcommand("apply", "judge an action and apply it (ApplyAction)");
  command->add_option("--state", flags->state,
                      "state file: a GameState or the output of new/apply ('-' = stdin)")
      ->capture_default_str();
  command
      ->add_option("--action", flags->action,
                   "the action as JSON (the game's Action message, or an Any with \"@type\"), "
                   "or @FILE")
      ->required();
  AddSeatFlags(command, "--chance", "the action is a chance outcome", &flags->seat);
  command->add_flag("--validate-only", flags->validate_only, "judge only; no next state");
  command->callback([&context, flags] { Run(context, *flags); });
}

}  // namespace arbiter::cli
