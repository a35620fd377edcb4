#include "clients/cli/backend.h"

#include <chrono>

#include "arbiter/v1/rules_service.grpc.pb.h"
#include "grpcpp/grpcpp.h"
#include "service/rules_core.h"

namespace arbiter::cli {
namespace {

class InProcess final : public Backend {
 public:
  explicit InProcess(const Registry& registry) : registry_(registry) {}
  absl::Status ListGames(const v1::ListGamesRequest& request,
                         v1::ListGamesResponse* response) override {
    return service::ListGames(registry_, request, response);
  }
  absl::Status NewGame(const v1::NewGameRequest& request,
                       v1::NewGameResponse* response) override {
    return service::NewGame(registry_, request, response);
  }
  absl::Status ApplyAction(const v1::ApplyActionRequest& request,
                           v1::ApplyActionResponse* response) override {
    return service::ApplyAction(registry_, request, response);
  }
  absl::Status ListLegalActions(const v1::ListLegalActionsRequest& request,
                                v1::ListLegalActionsResponse* response) override {
    return service::ListLegalActions(registry_, request, response);
  }
  absl::Status GetPlayerView(const v1::GetPlayerViewRequest& request,
                             v1::GetPlayerViewResponse* response) override {
    return service::GetPlayerView(registry_, request, response);
  }

 private:
  const Registry& registry_;
};

class Remote final : public Backend {
 public:
  Remote(absl::StatusOr<std::shared_ptr<grpc::Channel>> channel, double deadline_seconds)
      : deadline_seconds_(deadline_seconds), channel_status_(channel.status()) {
    if (channel.ok()) stub_ = v1::RulesService::NewStub(*channel);
  }
  absl::Status ListGames(const v1::ListGamesRequest& request,
                         v1::ListGamesResponse* response) override {
    return Call(&v1::RulesService::Stub::ListGames, request, response);
  }
  absl::Status NewGame(const v1::NewGameRequest& request,
                       v1::NewGameResponse* response) override {
    return Call(&v1::RulesService::Stub::NewGame, request, response);
  }
  absl::Status ApplyAction(const v1::ApplyActionRequest& request,
                           v1::ApplyActionResponse* response) override {
    return Call(&v1::RulesService::Stub::ApplyAction, request, response);
  }
  absl::Status ListLegalActions(const v1::ListLegalActionsRequest& request,
                                v1::ListLegalActionsResponse* response) override {
    return Call(&v1::RulesService::Stub::ListLegalActions, request, response);
  }
  absl::Status GetPlayerView(const v1::GetPlayerViewRequest& request,
                             v1::GetPlayerViewResponse* response) override {
    return Call(&v1::RulesService::Stub::GetPlayerView, request, response);
  }

 private:
  template <typename Request, typename Response>
  using Method = grpc::Status (v1::RulesService::Stub::*)(grpc::ClientContext*, const Request&,
                                                           Response*);

  template <typename Request, typename Response>
  absl::Status Call(Method<Request, Response> method, const Request& request,
                    Response* response) {
    if (!channel_status_.ok()) return channel_status_;
    grpc::ClientContext context;
    context.set_deadline(std::chrono::system_clock::now() +
                         std::chrono::milliseconds(static_cast<int64_t>(deadline_seconds_ * 1000)));
    const grpc::Status status = (stub_.get()->*method)(&context, request, response);
    if (status.ok()) return absl::OkStatus();
    // grpc::StatusCode and absl::StatusCode share the canonical numbering.
    return absl::Status(static_cast<absl::StatusCode>(status.error_code()),
                        status.error_message());
  }

  double deadline_seconds_;
  absl::Status channel_status_;
  std::unique_ptr<v1::RulesService::Stub> stub_;
};

}  // namespace

std::unique_ptr<Backend> InProcessBackend(const Registry& registry) {
  return std::make_unique<InProcess>(registry);
}

std::unique_ptr<Backend> RemoteBackend(absl::StatusOr<std::shared_ptr<grpc::Channel>> channel,
                                       double deadline_seconds) {
  return std::make_unique<Remote>(std::move(channel), deadline_seconds);
}

}  // namespace arbiter::cli
