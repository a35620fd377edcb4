// The HTTP server behind /metrics: prometheus-cpp's Exposer (civetweb underneath) serving a
// registry in the Prometheus text format, configured so that idle or slow connections cannot
// stall scrapes (issue 24, item 5).
//
//   MetricsServerOptions options;                      // 64 workers, 2 s request timeout
//   absl::StatusOr<std::unique_ptr<MetricsServer>> http =
//       MetricsServer::Start("0.0.0.0:9464", metrics.registry(), options);
//   (*http)->port();                                   // the bound port (0 asked: chosen)
//
// Why: civetweb gives each TCP connection one worker thread from the moment it is accepted
// until the connection closes, and waits up to `request_timeout_ms` (civetweb's default 30 s)
// for a request's headers. prometheus-cpp's default of two workers therefore let two idle TCP
// connections hold /metrics for 30 s, and 50 made every scrape time out. Here:
//   - `threads` workers (civetweb `num_threads`): connections served at once;
//   - `request_timeout_seconds` (civetweb `request_timeout_ms`): the longest a connection may
//     take to send its request headers, counted from the accept, however slowly it drips
//     bytes (slowloris), and the timeout of each network write of the answer;
//   - keep-alive off (civetweb `enable_keep_alive=no`, its default, set explicitly): a worker
//     is freed as soon as its answer is written; Prometheus opens a new connection per scrape;
//   - `queued_connections` (civetweb `connection_queue`): accepted connections waiting for a
//     worker; past it civetweb stops accepting and the kernel's listen backlog
//     (`listen_backlog`, kListenBacklog) holds the rest, so the connections held at once are
//     bounded by threads + queued_connections + kListenBacklog.
// A connection is served in accept order, so a scrape waits at most about
// ceil(connections ahead of it / threads) × request_timeout_seconds behind connections that
// send nothing (docs/operations.md "Metrics" has measured scrape times).
//
// Errors: UNAVAILABLE when the address cannot be bound (in use, bad host).
#ifndef ARBITER_SERVICE_OBSERVABILITY_METRICS_SERVER_H_
#define ARBITER_SERVICE_OBSERVABILITY_METRICS_SERVER_H_

#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "prometheus/registry.h"

namespace prometheus {
class Exposer;
}

namespace arbiter::service {

struct MetricsServerOptions {
  // Worker threads: connections served at once (arbiterd --metrics_threads).
  int threads = 64;
  // Longest a connection may take to send its request headers, and each write of the answer,
  // seconds (arbiterd --metrics_timeout_seconds).
  double request_timeout_seconds = 2;
  // Accepted connections waiting for a worker.
  int queued_connections = 64;
};

// civetweb's listen backlog for the metrics port (connections not yet accepted).
inline constexpr int kListenBacklog = 128;

// Serves a registry at http://<address>/metrics. `address` is "host:port", ":port" or "port";
// port 0 picks a free port.
class MetricsServer {
 public:
  static absl::StatusOr<std::unique_ptr<MetricsServer>> Start(
      absl::string_view address, std::shared_ptr<prometheus::Registry> registry,
      const MetricsServerOptions& options = {});
  ~MetricsServer();

  // The port actually bound.
  int port() const { return port_; }

  // The civetweb options Start passes for `bind` ("host:port") and `options`, as key, value,
  // key, value, ... (for tests and the start-up banner's reasoning).
  static std::vector<std::string> CivetwebOptions(const std::string& bind,
                                                  const MetricsServerOptions& options);

 private:
  MetricsServer() = default;
  std::shared_ptr<prometheus::Registry> registry_;  // the exposer holds only a weak_ptr
  std::unique_ptr<prometheus::Exposer> exposer_;
  int port_ = 0;
};

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_OBSERVABILITY_METRICS_SERVER_H_
