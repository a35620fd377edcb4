// `arbiter view --state FILE (--seat N | --spectator)`: GetPlayerView. On a terminal it draws
// the position as that viewer sees it (text_view.h); through a pipe it prints the JSON.
#include <memory>
#include <optional>

#include "clients/cli/commands.h"
#include "clients/cli/json_io.h"
#include "clients/cli/text_view.h"

namespace arbiter::cli {
namespace {

struct ViewFlags {
  std::string state = "-";
  SeatFlags seat;
};

void Run(Context& context, const ViewFlags& flags) {
  v1::GetPlayerViewRequest request;
  absl::StatusOr<v1::GameState> state = ReadState(flags.state, context.options.max_input_bytes);
  if (!state.ok()) return context.Fail(state.status());
  *request.mutable_state() = *std::move(state);
  absl::StatusOr<v1::Viewer> viewer = ViewerOf(flags.seat);
  if (!viewer.ok()) return context.Fail(viewer.status());
  *request.mutable_viewer() = *viewer;
  v1::GetPlayerViewResponse response;
  if (absl::Status s = context.backend().GetPlayerView(request, &response); !s.ok()) {
    return context.Fail(s);
  }
  // On a terminal: the position drawn (text_view.h); through a pipe: the JSON, as always.
  std::string summary;
  if (context.PrintsSummary()) {
    std::optional<int> seat;
    if (request.viewer().has_seat()) seat = request.viewer().seat();
    summary = DrawView(DefaultTextViews(),
                       {response.view(), response.turn(), seat, TextStyle::ForStdout()});
  }
  context.Emit(response, summary);
}

}  // namespace

void AddViewCommand(CLI::App& app, Context& context) {
  auto flags = std::make_shared<ViewFlags>();
  CLI::App* command = app.add_subcommand("view", "the state as one seat or a spectator sees it (GetPlayerView)");
  command->add_option("--state", flags->state,
                      "state file: a GameState or the output of new/apply ('-' = stdin)")
      ->capture_default_str();
  AddSeatFlags(command, "--spectator", "view as a spectator (public information only)",
               &flags->seat);
  command->callback([&context, flags] { Run(context, *flags); });
}

}  // namespace arbiter::cli
