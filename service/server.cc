#include "service/server.h"

#include <chrono>
#include <thread>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "grpc/grpc.h"
#include "grpc/health/v1/health.pb.h"
#include "grpcpp/ext/proto_server_reflection_plugin.h"
#include "grpcpp/health_check_service_interface.h"
#include "grpcpp/resource_quota.h"

namespace arbiter::service {
namespace {

std::vector<CallObserver*> WithObserver(std::vector<CallObserver*> observers,
                                        CallObserver* extra) {
  observers.push_back(extra);
  return observers;
}

}  // namespace

Server::Server(const ServerConfig& config, const Registry& registry,
               std::vector<CallObserver*> observers)
    : config_(config),
      service_(registry, WithObserver(std::move(observers), &inflight_),
               CallLimits{config.max_state_bytes, config.max_replay_steps,
                          config.max_legal_actions}) {}

absl::StatusOr<std::unique_ptr<Server>> Server::Start(const ServerConfig& config,
                                                      const Registry& registry,
                                                      std::vector<CallObserver*> observers) {
  const size_t colon = config.listen.rfind(':');
  if (colon == std::string::npos || colon == 0) {
    return absl::InvalidArgumentError(
        absl::StrCat("listen: expected HOST:PORT, got '", config.listen, "'"));
  }
  std::unique_ptr<Server> server(new Server(config, registry, std::move(observers)));

  // Both must be switched on before the builder is made. Touching the health descriptor keeps
  // its file linked into the generated pool, so reflection can describe grpc.health.v1.Health.
  (void)grpc::health::v1::HealthCheckResponse::descriptor();
  grpc::EnableDefaultHealthCheckService(true);
  grpc::reflection::InitProtoReflectionServerBuilderPlugin();

  grpc::ServerBuilder builder;
  builder.AddListeningPort(config.listen, grpc::InsecureServerCredentials(), &server->port_);
  builder.SetMaxReceiveMessageSize(config.max_message_bytes);
  builder.SetMaxSendMessageSize(config.max_message_bytes);
  if (config.max_threads > 0) {
    grpc::ResourceQuota quota("arbiterd");
    quota.SetMaxThreads(config.max_threads);
    builder.SetResourceQuota(quota);
  }
  if (config.max_concurrent_streams > 0) {
    builder.AddChannelArgument(GRPC_ARG_MAX_CONCURRENT_STREAMS, config.max_concurrent_streams);
  }
  builder.RegisterService(&server->service_);
  server->server_ = builder.BuildAndStart();
  if (server->server_ == nullptr || server->port_ == 0) {
    return absl::UnavailableError(absl::StrCat("listen: cannot listen on ", config.listen));
  }
  server->address_ = absl::StrCat(config.listen.substr(0, colon), ":", server->port_);
  return server;
}

Server::~Server() {
  Shutdown();
  Wait();
}

void Server::Shutdown() {
  std::call_once(shutdown_once_, [this] {
    if (server_ == nullptr) return;
    if (grpc::HealthCheckServiceInterface* health = server_->GetHealthCheckService()) {
      health->Shutdown();  // NOT_SERVING for every service, pushed to Watch streams
    }
    const auto grace = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::duration<double>(config_.shutdown_grace_seconds));
    const auto deadline = std::chrono::system_clock::now() + grace;
    // grpc::Server::Shutdown refuses new calls at once and blocks until every call has ended
    // or the deadline passed. A health Watch stream never ends by itself, so it would always
    // hold shutdown for the whole deadline: once gRPC has begun shutting down (it dispatches
    // no new call from then on) and the started RulesService calls are done, cancel what is
    // left.
    std::thread stopper([this, deadline] { server_->Shutdown(deadline); });
    absl::SleepFor(absl::Milliseconds(50));
    inflight_.WaitIdle(absl::FromChrono(deadline));
    grpc_server_cancel_all_calls(server_->c_server());
    stopper.join();
  });
}

void Server::Wait() {
  if (server_ != nullptr) server_->Wait();
}

}  // namespace arbiter::service
