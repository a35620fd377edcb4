// Where the `arbiter` CLI sends its requests: in-process to a game registry (the default), or
// to a running arbiterd over gRPC (`--server=HOST:PORT`). One interface covers every
// RulesService call, replay included. In-process, each call is the transport-free request
// library (api/rules.h, api/replay.h, api/stream_replay.h) that arbiterd's handlers call too;
// remote, each call is the same request sent to those handlers. So both give the same answers:
// the same response messages, and errors with the same canonical code and message (remote
// transport failures: UNAVAILABLE, DEADLINE_EXCEEDED).
//
//   std::unique_ptr<Backend> backend = InProcessBackend(DefaultRegistry());
//   v1::ListGamesResponse games;
//   absl::Status s = backend->ListGames({}, &games);
//   absl::StatusOr<v1::ReplayReport> report = ValidateRecord(*backend, record);
//
// A backend may be called from several threads at once (`arbiter replay -j N`).
#ifndef ARBITER_CLIENTS_CLI_BACKEND_H_
#define ARBITER_CLIENTS_CLI_BACKEND_H_

#include <functional>
#include <memory>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "api/replayer.h"
#include "arbiter/v1/rules_service.pb.h"
#include "engines/core/registry.h"
#include "grpcpp/channel.h"

namespace arbiter::cli {

class Backend {
 public:
  // Fills the next message of a StreamReplayGame stream and returns true, or returns false at
  // the end of the stream.
  using NextMessage = std::function<bool(v1::StreamReplayGameRequest*)>;

  virtual ~Backend() = default;
  virtual absl::Status ListGames(const v1::ListGamesRequest& request,
                                 v1::ListGamesResponse* response) = 0;
  virtual absl::Status NewGame(const v1::NewGameRequest& request,
                               v1::NewGameResponse* response) = 0;
  virtual absl::Status ApplyAction(const v1::ApplyActionRequest& request,
                                   v1::ApplyActionResponse* response) = 0;
  virtual absl::Status ListLegalActions(const v1::ListLegalActionsRequest& request,
                                        v1::ListLegalActionsResponse* response) = 0;
  virtual absl::Status GetPlayerView(const v1::GetPlayerViewRequest& request,
                                     v1::GetPlayerViewResponse* response) = 0;
  virtual absl::Status ReplayGame(const v1::ReplayGameRequest& request,
                                  v1::ReplayGameResponse* response) = 0;
  // Sends every message `next` gives, then ends the stream.
  virtual absl::Status StreamReplayGame(const NextMessage& next,
                                        v1::StreamReplayGameResponse* response) = 0;
};

// Answers in this process from `registry`, which must outlive the backend. `replay_limits`
// bound ReplayGame and StreamReplayGame (arbiterd has its own, --max_replay_steps).
std::unique_ptr<Backend> InProcessBackend(const Registry& registry,
                                          api::ReplayLimits replay_limits = {});

// Calls arbiterd over `channel` (clients/common/connection.h MakeChannel). Each call has
// `deadline_seconds`. When `channel` is an error, every call returns that error.
std::unique_ptr<Backend> RemoteBackend(absl::StatusOr<std::shared_ptr<grpc::Channel>> channel,
                                       double deadline_seconds);

struct ValidateOptions {
  // Records with more steps than this are streamed (StreamReplayGame), so that a record of any
  // length fits a server's message size limit.
  int stream_above_steps = 2000;
  // Steps per streamed message.
  int steps_per_message = 500;
};

// Judges `record` through `backend`: one ReplayGame call, or one StreamReplayGame call (a header
// without steps, then messages of steps) for a long record. The calls are the same whichever
// the backend. Errors: the call's (no verdict could be reached).
absl::StatusOr<v1::ReplayReport> ValidateRecord(Backend& backend, const v1::GameRecord& record,
                                                const ValidateOptions& options = {});

}  // namespace arbiter::cli

#endif  // ARBITER_CLIENTS_CLI_BACKEND_H_
