// What every `arbiter` subcommand shares: the global options, the backend (in-process or
// --server), the output rules, and the exit codes.
//
// A subcommand lives in its own file and is added in main.cc:
//   void AddGamesCommand(CLI::App& app, Context& context);   // commands.h
// Its callback sets context.exit_code (through Emit/Fail).
//
// Output: JSON (proto3 form) goes to --out FILE if given, else to stdout unless stdout is a
// terminal. A readable summary goes to stdout when it is a terminal: for `view`, `apply` and
// `new` it draws the position (text_view.h). --format=json|summary forces one form on stdout.
#ifndef ARBITER_CLIENTS_CLI_CONTEXT_H_
#define ARBITER_CLIENTS_CLI_CONTEXT_H_

#include <memory>
#include <optional>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "arbiter/v1/game_info.pb.h"
#include "arbiter/v1/game_state.pb.h"
#include "arbiter/v1/turn.pb.h"
#include "clients/cli/backend.h"
#include "clients/common/connection.h"
#include "clients/common/input_limit.h"
#include "google/protobuf/message.h"

namespace arbiter::cli {

// Process exit codes.
inline constexpr int kExitOk = 0;
// `apply`: the action was judged illegal (the answer itself is still printed).
inline constexpr int kExitIllegal = 1;
// Bad command line or bad input, which retrying will not fix: an unreadable file, unparsable
// JSON, or the answer INVALID_ARGUMENT, NOT_FOUND, FAILED_PRECONDITION, OUT_OF_RANGE,
// RESOURCE_EXHAUSTED, DATA_LOSS, or (credentials: --token_file, --tls_*) UNAUTHENTICATED or
// PERMISSION_DENIED.
inline constexpr int kExitUsage = 2;
// The server could not be reached or failed, which a retry may fix: every other code, i.e.
// UNAVAILABLE, DEADLINE_EXCEEDED, CANCELLED, INTERNAL, UNKNOWN, UNIMPLEMENTED, ABORTED.
inline constexpr int kExitServer = 3;

struct GlobalOptions {
  // HOST:PORT of an arbiterd, or any gRPC target (several replicas, round-robin:
  // clients/common/connection.h); empty means in-process.
  std::string server;
  // "auto", "json" or "summary".
  std::string format = "auto";
  // File to write the JSON answer to; empty means stdout.
  std::string out;
  // Per-call deadline for --server, seconds.
  double deadline_seconds = 30;
  // Largest file or stdin read (--state, --action @FILE, --content @FILE, replay records),
  // bytes; larger input is refused (exit 2) naming --max_input_bytes
  // (clients/common/input_limit.h).
  int64_t max_input_bytes = client::kDefaultMaxInputBytes;
  // TLS and bearer token for --server (clients/common/connection.h).
  client::ConnectionOptions connection;
};

class Context {
 public:
  GlobalOptions options;
  int exit_code = kExitOk;

  // The backend chosen by options.server, made on first use.
  Backend& backend();
  // A channel to options.server per options.connection (clients/common/connection.h
  // MakeChannel).
  absl::StatusOr<std::shared_ptr<grpc::Channel>> channel() const;

  // GameInfo of `game_id` (via ListGames on the backend); NOT_FOUND when unknown.
  absl::StatusOr<v1::GameInfo> FindGame(const std::string& game_id);

  // True when Emit will print the summary on stdout (a terminal, or --format=summary): a
  // subcommand computes a costly summary (a drawing of the position) only then.
  bool PrintsSummary() const;

  // The position of `state` as `seat` (nullopt: a spectator) sees it, drawn in text
  // (text_view.h; GetPlayerView on the backend, so --server draws what the server answers).
  // Colour per TextStyle::ForStdout(). When the view cannot be had: a line
  // "(no drawing: CODE: message)" and SummarizeTurn(turn) instead.
  std::string DrawPosition(const v1::GameState& state, std::optional<int> seat,
                           const v1::TurnStatus& turn);

  // Writes `answer` as JSON and/or `summary` per the output rules; sets exit_code to
  // `exit_code`, or to kExitUsage when the output cannot be written.
  void Emit(const google::protobuf::Message& answer, const std::string& summary,
            int exit_code = kExitOk);

  // Prints "arbiter: CODE: message" to stderr and sets exit_code from the status code.
  void Fail(const absl::Status& status);

 private:
  std::unique_ptr<Backend> backend_;
};

}  // namespace arbiter::cli

#endif  // ARBITER_CLIENTS_CLI_CONTEXT_H_
