#include "service/server/server.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <thread>
#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "grpc/grpc.h"
#include "grpcpp/ext/proto_server_reflection_plugin.h"
#include "grpcpp/resource_quota.h"
#include "service/server/auth.h"
#include "service/server/tls.h"

namespace arbiter::service {
namespace {

std::vector<CallObserver*> WithObserver(std::vector<CallObserver*> observers,
                                        CallObserver* extra) {
  observers.push_back(extra);
  return observers;
}

// The bearer tokens of config.transport (auth.h), null when none are configured, or without
// TLS (TransportCredentials then refuses the configuration: tokens need TLS).
absl::StatusOr<std::shared_ptr<const TokenTable>> LoadTokens(const TransportConfig& transport) {
  if (!transport.tls() || !transport.tokens()) return std::shared_ptr<const TokenTable>();
  absl::StatusOr<TokenTable> table = TokenTable::Load(transport.auth_tokens_file);
  if (!table.ok()) return table.status();
  return std::make_shared<const TokenTable>(*std::move(table));
}

// The gRPC port's credentials per config.transport: plaintext, TLS or mutual TLS, with the
// bearer-token processor over `tokens` when they are configured (transport_config.h, tls.h,
// auth.h). `observers` are told of calls the processor refuses.
absl::StatusOr<std::shared_ptr<grpc::ServerCredentials>> TransportCredentials(
    const TransportConfig& transport, std::shared_ptr<const TokenTable> tokens,
    const std::vector<CallObserver*>& observers) {
  if (!transport.tls()) {
    if (transport.tokens()) {
      return absl::InvalidArgumentError(
          "auth_tokens_file: bearer tokens need TLS (tls_cert_file and tls_key_file)");
    }
    return grpc::InsecureServerCredentials();
  }
  absl::StatusOr<ServerTlsMaterial> tls = LoadServerTls(transport);
  if (!tls.ok()) return tls.status();
  std::shared_ptr<grpc::ServerCredentials> credentials = ServerCredentialsFor(*tls);
  if (tokens != nullptr) {
    credentials->SetAuthMetadataProcessor(
        std::make_shared<BearerTokenProcessor>(std::move(tokens), observers));
  }
  return credentials;
}

}  // namespace

Server::Server(const ServerConfig& config, const Registry& registry,
               std::vector<CallObserver*> observers, std::unique_ptr<StateSealer> sealer,
               std::shared_ptr<const TokenTable> tokens)
    : config_(config),
      sealer_(std::move(sealer)),
      tokens_(std::move(tokens)),
      transport_log_(ParseLogLevel(config.log_level).value_or(LogLevel::kInfo),
                     [](absl::string_view line) {
                       const std::string whole = absl::StrCat(line, "\n");  // one write
                       std::fwrite(whole.data(), 1, whole.size(), stderr);
                       std::fflush(stderr);
                     }),
      unsent_(config.transport_limits, &transport_log_),
      service_(registry, WithObserver(observers, &inflight_),
               CallLimits{config.max_state_bytes, config.max_replay_steps,
                          config.max_legal_actions, config.max_call_seconds,
                          config.max_message_bytes,
                          config.transport_limits.max_metadata_bytes},
               sealer_.get(), tokens_.get(), &unsent_),
      bench_echo_(service_.parts(), config.bench_echo_max_bytes),
      health_(HealthLimits{config.max_health_watches, config.max_call_seconds}),
      port_health_(HealthLimits{config.max_health_watches, config.max_call_seconds}),
      unknown_methods_(WithObserver(std::move(observers), &inflight_), tokens_.get()) {}

absl::StatusOr<std::unique_ptr<Server>> Server::Start(const ServerConfig& config,
                                                      const Registry& registry,
                                                      std::vector<CallObserver*> observers) {
  const size_t colon = config.listen.rfind(':');
  if (colon == std::string::npos || colon == 0) {
    return absl::InvalidArgumentError(
        absl::StrCat("listen: expected HOST:PORT, got '", config.listen, "'"));
  }
  absl::StatusOr<std::unique_ptr<StateSealer>> sealer = LoadStateSealer(config.seal);
  if (!sealer.ok()) return sealer.status();
  absl::StatusOr<std::shared_ptr<const TokenTable>> tokens = LoadTokens(config.transport);
  if (!tokens.ok()) return tokens.status();
  std::unique_ptr<Server> server(
      new Server(config, registry, observers, *std::move(sealer), *tokens));
  observers.push_back(&server->inflight_);
  absl::StatusOr<std::shared_ptr<grpc::ServerCredentials>> credentials =
      TransportCredentials(config.transport, *tokens, observers);
  if (!credentials.ok()) return credentials.status();

  // Switched on before the builder is made. gRPC's default health service stays off: arbiterd
  // registers its own, whose Watch streams are capped (health_service.h).
  grpc::EnableDefaultHealthCheckService(false);
  grpc::reflection::InitProtoReflectionServerBuilderPlugin();

  grpc::ServerBuilder builder;
  // gRPC sets SO_REUSEPORT on Linux by default: a second arbiterd on a port in use would then
  // bind it too and silently take part of the traffic. Without it, binding fails (exit 1).
  builder.AddChannelArgument(GRPC_ARG_ALLOW_REUSEPORT, 0);
  builder.AddListeningPort(config.listen, *credentials, &server->port_);
  builder.SetMaxReceiveMessageSize(config.max_message_bytes);
  builder.SetMaxSendMessageSize(config.max_message_bytes);
  // The transport's memory (connection and stream buffers, requests still arriving) comes
  // from this quota; under pressure gRPC shrinks flow-control windows and cancels streams
  // (transport_limits.h).
  const TransportLimits& transport = config.transport_limits;
  grpc::ResourceQuota quota("arbiterd");
  quota.Resize(static_cast<size_t>(transport.memory_quota_bytes));
  if (config.max_threads > 0) quota.SetMaxThreads(config.max_threads);
  builder.SetResourceQuota(quota);
  if (config.max_concurrent_streams > 0) {
    builder.AddChannelArgument(GRPC_ARG_MAX_CONCURRENT_STREAMS, config.max_concurrent_streams);
  }
  // Metadata between --max_metadata_bytes and 4x it reaches the handlers, which refuse it
  // counted and logged (raw_unary.h); gRPC's transport refuses more before any handler runs.
  builder.AddChannelArgument(GRPC_ARG_MAX_METADATA_SIZE,
                             static_cast<int>(4 * transport.max_metadata_bytes));
  builder.AddChannelArgument(GRPC_ARG_MAX_CONNECTION_IDLE_MS,
                             static_cast<int>(transport.max_connection_idle_seconds * 1000));
  // No call outlives its connection's age plus the longest a call may run and its answer wait.
  builder.AddChannelArgument(GRPC_ARG_MAX_CONNECTION_AGE_MS,
                             static_cast<int>(transport.max_connection_age_seconds * 1000));
  builder.AddChannelArgument(
      GRPC_ARG_MAX_CONNECTION_AGE_GRACE_MS,
      static_cast<int>(
          std::min(2e9, (config.max_call_seconds + transport.max_send_seconds) * 1000)));
  builder.RegisterService(&server->service_);
  builder.RegisterService(&server->health_);
  // Benchmarks only (--bench_echo): without it the echo's paths reach unknown_methods_.
  if (config.bench_echo) builder.RegisterService(&server->bench_echo_);
  // Paths no registered service (RulesService, health, reflection) serves: UNIMPLEMENTED as
  // gRPC would answer, but counted and logged (unknown_method.h).
  builder.RegisterCallbackGenericService(&server->unknown_methods_);
  server->server_ = builder.BuildAndStart();
  if (server->server_ == nullptr || server->port_ == 0) {
    return absl::UnavailableError(absl::StrCat("listen: cannot listen on ", config.listen));
  }
  server->address_ = absl::StrCat(config.listen.substr(0, colon), ":", server->port_);

  // The plaintext health-only port: a second grpc::Server with only the health service (and
  // reflection). Shutdown turns it NOT_SERVING with the main port's.
  const std::string& health_listen = config.transport.health_listen;
  if (!health_listen.empty()) {
    const size_t health_colon = health_listen.rfind(':');
    if (health_colon == std::string::npos || health_colon == 0) {
      return absl::InvalidArgumentError(
          absl::StrCat("health_listen: expected HOST:PORT, got '", health_listen, "'"));
    }
    grpc::ServerBuilder health_builder;
    health_builder.AddChannelArgument(GRPC_ARG_ALLOW_REUSEPORT, 0);  // as above
    health_builder.AddListeningPort(health_listen, grpc::InsecureServerCredentials(),
                                    &server->health_port_);
    health_builder.SetMaxReceiveMessageSize(4096);
    health_builder.RegisterService(&server->port_health_);
    server->health_server_ = health_builder.BuildAndStart();
    if (server->health_server_ == nullptr || server->health_port_ == 0) {
      return absl::UnavailableError(
          absl::StrCat("health_listen: cannot listen on ", health_listen));
    }
    server->health_address_ =
        absl::StrCat(health_listen.substr(0, health_colon), ":", server->health_port_);
  }
  return server;
}

Server::~Server() {
  Shutdown();
  Wait();
}

void Server::Shutdown() {
  std::call_once(shutdown_once_, [this] {
    if (server_ == nullptr) return;
    health_.Shutdown();  // NOT_SERVING, pushed to Watch streams
    port_health_.Shutdown();
    const auto grace = std::chrono::duration_cast<std::chrono::milliseconds>(
        std::chrono::duration<double>(config_.shutdown_grace_seconds));
    const auto deadline = std::chrono::system_clock::now() + grace;
    // grpc::Server::Shutdown refuses new calls at once (GOAWAY) and blocks until every call
    // has ended, its answer written, or the deadline passed (then it cancels what is left). A
    // health Watch stream never ends by itself, so it would always hold shutdown for the whole
    // deadline: once gRPC has begun shutting down (it dispatches no new call from then on) and
    // the started RulesService calls are done, end the Watch streams, and gRPC's Shutdown
    // returns when the last answers are written. Not grpc_server_cancel_all_calls: it also
    // drops every connection at once, cutting answers still being written (a handler that has
    // finished has not always had its answer sent); behind HAProxy such a cut answer reached
    // the client as UNKNOWN "Stream removed" (docs/operations.md, Graceful shutdown).
    std::thread stopper([this, deadline] { server_->Shutdown(deadline); });
    absl::SleepFor(absl::Milliseconds(50));
    inflight_.WaitIdle(absl::FromChrono(deadline));
    health_.EndWatches();
    stopper.join();
    if (health_server_ != nullptr) {
      health_server_->Shutdown(std::chrono::system_clock::now());
      grpc_server_cancel_all_calls(health_server_->c_server());
    }
  });
}

void Server::Wait() {
  if (server_ != nullptr) server_->Wait();
  if (health_server_ != nullptr) health_server_->Wait();
}

}  // namespace arbiter::service
