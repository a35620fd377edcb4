#include "service/observability/metrics_server.h"

#include <cmath>
#include <exception>
#include <utility>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "prometheus/exposer.h"

namespace arbiter::service {

std::vector<std::string> MetricsServer::CivetwebOptions(const std::string& bind,
                                                        const MetricsServerOptions& options) {
  const long timeout_ms = std::lround(options.request_timeout_seconds * 1000);
  return {"listening_ports",    bind,
          "num_threads",        absl::StrCat(options.threads),
          "request_timeout_ms", absl::StrCat(timeout_ms),
          "enable_keep_alive",  "no",
          "connection_queue",   absl::StrCat(options.queued_connections),
          "listen_backlog",     absl::StrCat(kListenBacklog)};
}

absl::StatusOr<std::unique_ptr<MetricsServer>> MetricsServer::Start(
    absl::string_view address, std::shared_ptr<prometheus::Registry> registry,
    const MetricsServerOptions& options) {
  // civetweb takes "port" or "host:port"; accept gRPC-style ":port" too.
  std::string bind(address);
  if (absl::StartsWith(bind, ":")) bind = absl::StrCat("0.0.0.0", bind);
  std::unique_ptr<MetricsServer> server(new MetricsServer());
  try {
    server->exposer_ = std::make_unique<prometheus::Exposer>(CivetwebOptions(bind, options));
  } catch (const std::exception& e) {
    return absl::UnavailableError(
        absl::StrCat("metrics: cannot listen on \"", address, "\": ", e.what()));
  }
  server->exposer_->RegisterCollectable(registry);
  server->registry_ = std::move(registry);
  std::vector<int> ports = server->exposer_->GetListeningPorts();
  if (ports.empty()) {
    return absl::UnavailableError(absl::StrCat("metrics: no port bound for \"", address, "\""));
  }
  server->port_ = ports.front();
  return server;
}

MetricsServer::~MetricsServer() = default;

}  // namespace arbiter::service
