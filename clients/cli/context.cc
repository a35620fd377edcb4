#include "clients/cli/context.h"

#include <unistd.h>

#include <fstream>
#include <iostream>

#include "absl/strings/str_cat.h"
#include "clients/cli/json_io.h"
#include "clients/cli/summary.h"
#include "clients/cli/text_view.h"
#include "engines/all_games.h"
#include "engines/core/quote.h"

namespace arbiter::cli {

Backend& Context::backend() {
  if (backend_ == nullptr) {
    backend_ = options.server.empty() ? InProcessBackend(DefaultRegistry())
                                      : RemoteBackend(channel(), options.deadline_seconds);
  }
  return *backend_;
}

absl::StatusOr<std::shared_ptr<grpc::Channel>> Context::channel() const {
  return client::MakeChannel(options.server, options.connection);
}

absl::StatusOr<v1::GameInfo> Context::FindGame(const std::string& game_id) {
  v1::ListGamesResponse games;
  if (absl::Status s = backend().ListGames({}, &games); !s.ok()) return s;
  for (const v1::GameInfo& info : games.games()) {
    if (info.game_id() == game_id) return info;
  }
  return absl::NotFoundError(absl::StrCat("game_id: unknown game ", QuoteCallerText(game_id)));
}

bool Context::PrintsSummary() const {
  if (options.format == "json") return false;
  if (options.format == "summary") return true;
  return isatty(STDOUT_FILENO) != 0;
}

std::string Context::DrawPosition(const v1::GameState& state, std::optional<int> seat,
                                  const v1::TurnStatus& turn) {
  v1::GetPlayerViewRequest request;
  *request.mutable_state() = state;
  if (seat.has_value()) {
    request.mutable_viewer()->set_seat(*seat);
  } else {
    request.mutable_viewer()->set_spectator(true);
  }
  v1::GetPlayerViewResponse response;
  if (absl::Status s = backend().GetPlayerView(request, &response); !s.ok()) {
    return absl::StrCat("(no drawing: ", absl::StatusCodeToString(s.code()), ": ", s.message(),
                        ")\n",
                        SummarizeTurn(turn));
  }
  return DrawView(DefaultTextViews(),
                  {response.view(), response.turn(), seat, TextStyle::ForStdout()});
}

void Context::Emit(const google::protobuf::Message& answer, const std::string& summary,
                   int code) {
  const bool json_to_stdout =
      options.out.empty() && options.format != "summary" &&
      (options.format == "json" || isatty(STDOUT_FILENO) == 0);
  const bool summary_to_stdout = PrintsSummary();
  absl::StatusOr<std::string> json = ToJson(answer, /*pretty=*/true);
  if (!json.ok()) return Fail(json.status());
  if (!options.out.empty()) {
    std::ofstream file(options.out, std::ios::binary | std::ios::trunc);
    file << *json;
    file.close();
    if (!file) {
      return Fail(absl::PermissionDeniedError(absl::StrCat("--out ", options.out,
                                                           ": cannot write")));
    }
  }
  if (json_to_stdout) std::cout << *json;
  if (summary_to_stdout) std::cout << summary;
  std::cout.flush();
  exit_code = code;
}

void Context::Fail(const absl::Status& status) {
  std::cerr << "arbiter: " << absl::StatusCodeToString(status.code()) << ": "
            << status.message() << "\n";
  switch (status.code()) {
    case absl::StatusCode::kInvalidArgument:
    case absl::StatusCode::kNotFound:
    case absl::StatusCode::kFailedPrecondition:
    case absl::StatusCode::kOutOfRange:
    case absl::StatusCode::kResourceExhausted:
    case absl::StatusCode::kPermissionDenied:
    case absl::StatusCode::kUnauthenticated:
    case absl::StatusCode::kDataLoss:
      exit_code = kExitUsage;
      break;
    default:
      exit_code = kExitServer;
  }
}

}  // namespace arbiter::cli
