// `arbiter legal --state FILE (--seat N | --chance)`: ListLegalActions. On a terminal: the
// position drawn as that seat sees it (text_view.h), then the legal actions.
#include <memory>
#include <optional>

#include "absl/strings/str_cat.h"
#include "clients/cli/commands.h"
#include "clients/cli/json_io.h"
#include "clients/cli/summary.h"

namespace arbiter::cli {
namespace {

struct LegalFlags {
  std::string state = "-";
  SeatFlags seat;
};

void Run(Context& context, const LegalFlags& flags) {
  v1::ListLegalActionsRequest request;
  absl::StatusOr<v1::GameState> state = ReadState(flags.state, context.options.max_input_bytes);
  if (!state.ok()) return context.Fail(state.status());
  *request.mutable_state() = *std::move(state);
  absl::StatusOr<v1::Actor> actor = ActorOf(flags.seat);
  if (!actor.ok()) return context.Fail(actor.status());
  *request.mutable_actor() = *actor;
  v1::ListLegalActionsResponse response;
  if (absl::Status s = context.backend().ListLegalActions(request, &response); !s.ok()) {
    return context.Fail(s);
  }
  std::string summary;
  if (!context.PrintsSummary()) return context.Emit(response, summary);
  // On a terminal: the position as the seat sees it (a chance outcome: as a spectator), with
  // the turn, then its legal actions.
  std::optional<int> seat;
  if (request.actor().has_seat()) seat = request.actor().seat();
  summary = context.DrawPosition(request.state(), seat, response.turn());
  absl::StrAppend(&summary, response.actions_size(), " legal action(s)\n");
  for (const google::protobuf::Any& action : response.actions()) {
    absl::StrAppend(&summary, "  ", CompactJson(action), "\n");
  }
  context.Emit(response, summary);
}

}  // namespace

void AddLegalCommand(CLI::App& app, Context& context) {
  auto flags = std::make_shared<LegalFlags>();
  CLI::App* command = app.add_subcommand("legal", "list the legal actions of a seat (ListLegalActions)");
  command->add_option("--state", flags->state,
                      "state file: a GameState or the output of new/apply ('-' = stdin)")
      ->capture_default_str();
  AddSeatFlags(command, "--chance", "list the possible chance outcomes", &flags->seat);
  command->callback([&context, flags] { Run(context, *flags); });
}

}  // namespace arbiter::cli
