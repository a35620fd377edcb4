// Where the `arbiter` CLI sends its requests: in-process to a game registry (the default), or
// to a running arbiterd over gRPC (`--server=HOST:PORT`). Both answer through the same request
// handling (service/rules_core.h), so they give the same answers; errors carry the same
// canonical code and message either way (remote transport failures: UNAVAILABLE,
// DEADLINE_EXCEEDED).
//
//   std::unique_ptr<Backend> backend = InProcessBackend(DefaultRegistry());
//   v1::ListGamesResponse games;
//   absl::Status s = backend->ListGames({}, &games);
#ifndef ARBITER_CLIENTS_CLI_BACKEND_H_
#define ARBITER_CLIENTS_CLI_BACKEND_H_

#include <memory>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "arbiter/v1/rules_service.pb.h"
#include "engines/core/registry.h"
#include "grpcpp/channel.h"

namespace arbiter::cli {

class Backend {
 public:
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
};

// Answers in this process from `registry`, which must outlive the backend.
std::unique_ptr<Backend> InProcessBackend(const Registry& registry);

// Calls arbiterd over `channel` (clients/common/connection.h MakeChannel). Each call has
// `deadline_seconds`. When `channel` is an error, every call returns that error.
std::unique_ptr<Backend> RemoteBackend(absl::StatusOr<std::shared_ptr<grpc::Channel>> channel,
                                       double deadline_seconds);

}  // namespace arbiter::cli

#endif  // ARBITER_CLIENTS_CLI_BACKEND_H_
