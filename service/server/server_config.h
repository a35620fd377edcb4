// The settings of one arbiterd process, and the command-line flags that fill them.
//
// Every flag also reads an environment variable (the flag wins when both are given):
//   --listen=HOST:PORT          ARBITER_LISTEN          gRPC address (default 0.0.0.0:50051;
//                                                       port 0 picks a free port)
//   --metrics_listen=HOST:PORT  ARBITER_METRICS_LISTEN  Prometheus /metrics address
//                                                       (default 0.0.0.0:9464)
//   --metrics_threads=N         ARBITER_METRICS_THREADS  /metrics connections served at once
//                                                       (default 64; metrics_server.h)
//   --metrics_timeout_seconds=S ARBITER_METRICS_TIMEOUT_SECONDS  longest a /metrics connection
//                                                       may take to send its request (default
//                                                       2 s), then it is closed
//   --max_message_bytes=N       ARBITER_MAX_MESSAGE_BYTES  largest request or response, bytes
//                                                       (default 4 MiB); bigger requests get
//                                                       RESOURCE_EXHAUSTED
//   --drain_seconds=S           ARBITER_DRAIN_SECONDS   how long in-flight calls may run
//                                                       after SIGTERM/SIGINT (default 10 s;
//                                                       alias --shutdown_grace_seconds)
//   --max_state_bytes=N         ARBITER_MAX_STATE_BYTES  largest game state in a request
//                                                       (default 1 MiB)
//   --max_replay_steps=N        ARBITER_MAX_REPLAY_STEPS  steps of one replayed record
//                                                       (default 100000)
//   --max_legal_actions=N       ARBITER_MAX_LEGAL_ACTIONS  actions in one ListLegalActions
//                                                       answer (default 100000)
//   --max_call_seconds=S        ARBITER_MAX_CALL_SECONDS  longest one call may run, also
//                                                       without a client deadline (default
//                                                       300 s; 0.01..86400); past it
//                                                       DEADLINE_EXCEEDED naming the flag
//   --max_threads=N             ARBITER_MAX_THREADS     gRPC ResourceQuota thread cap
//                                                       (default 0: gRPC's own)
//   --max_concurrent_streams=N  ARBITER_MAX_CONCURRENT_STREAMS  concurrent calls per client
//                                                       connection, streams whose answer is
//                                                       still unsent included (default 100;
//                                                       0: gRPC's own, unbounded)
//   --max_health_watches=N      ARBITER_MAX_HEALTH_WATCHES  grpc.health.v1 Watch streams open
//                                                       at once per port (default 1000;
//                                                       health_service.h)
//   --log_level=LEVEL           ARBITER_LOG_LEVEL       debug|info|warn|error|off (default
//                                                       info); request_log.h
//   --bench_echo                ARBITER_BENCH_ECHO      benchmarks only, never in production:
//                                                       serve arbiter.bench.v1.BenchEcho
//                                                       (bench_echo.h; default off: its paths
//                                                       answer UNIMPLEMENTED)
//   --bench_echo_max_bytes=N    ARBITER_BENCH_ECHO_MAX_BYTES  most bytes of answers the echo
//                                                       keeps (default 256 MiB)
// Limits over their bound give RESOURCE_EXHAUSTED, a call past max_call_seconds
// DEADLINE_EXCEEDED (service/server/limits.h).
// Transport security flags (--tls_cert_file, --auth_tokens_file, --health_listen, ...):
// transport_config.h. Memory and time bounds of the transport (--memory_quota_bytes,
// --max_unsent_bytes, --max_send_seconds, --max_metadata_bytes, ...): transport_limits.h.
//
//   CLI::App app{"arbiterd"};
//   ServerConfig config;
//   AddServerFlags(app, &config);
//   CLI11_PARSE(app, argc, argv);
//   std::cout << DescribeConfig(config);
#ifndef ARBITER_SERVICE_SERVER_SERVER_CONFIG_H_
#define ARBITER_SERVICE_SERVER_SERVER_CONFIG_H_

#include <cstdint>
#include <string>

#include "service/sealing/seal_config.h"
#include "service/server/transport_config.h"
#include "service/server/transport_limits.h"

namespace CLI {
class App;
}  // namespace CLI

namespace arbiter::service {

struct ServerConfig {
  // gRPC listen address, HOST:PORT ("[::1]:0" for IPv6). Port 0: the kernel picks a port;
  // Server::address() reports it.
  std::string listen = "0.0.0.0:50051";
  // Where the metrics exporter serves /metrics, HOST:PORT. Parsed and passed on; served by the
  // metrics component (service/metrics*).
  std::string metrics_listen = "0.0.0.0:9464";
  // The metrics port's worker threads and request timeout (seconds): idle or slow connections
  // hold a worker at most this long (service/observability/metrics_server.h).
  int metrics_threads = 64;
  double metrics_timeout_seconds = 2;
  // Largest accepted request and largest sent response, in bytes.
  int max_message_bytes = 4 * 1024 * 1024;
  // After a shutdown request, in-flight calls get this long (seconds) before being cancelled.
  double shutdown_grace_seconds = 10;
  // Per-call limits (limits.h).
  int64_t max_state_bytes = 1 << 20;
  int64_t max_replay_steps = 100000;
  int64_t max_legal_actions = 100000;
  // Longest one call may run, seconds: its deadline is min(client deadline, start + this).
  double max_call_seconds = 300;
  // gRPC ResourceQuota::SetMaxThreads; 0 leaves gRPC's default.
  int max_threads = 0;
  // GRPC_ARG_MAX_CONCURRENT_STREAMS, calls in flight per client connection; 0: gRPC's default
  // (no bound). A stream whose answer waits for a reader that does not read stays open, so this
  // bounds what one connection can pin (issue 24).
  int max_concurrent_streams = 100;
  // Health Watch streams open at once, per port (health_service.h); each also ends at
  // max_call_seconds.
  int max_health_watches = 1000;
  // Level of the JSON log on stderr: debug, info, warn, error or off.
  std::string log_level = "info";
  // The benchmark echo (bench_echo.h), off by default and in production: with it, arbiterd
  // also serves arbiter.bench.v1.BenchEcho/Prepare and /Echo, keeping at most
  // bench_echo_max_bytes of prepared answers.
  bool bench_echo = false;
  int64_t bench_echo_max_bytes = int64_t{256} << 20;
  // Sealed state, off by default: --seal_keys_file, --seal_key_id (seal_config.h).
  SealConfig seal;
  // TLS, mutual TLS, bearer tokens, health-only port: flags in transport_config.h.
  TransportConfig transport;
  // Memory and time bounds of the gRPC transport: flags in transport_limits.h.
  TransportLimits transport_limits;
};

// Adds the flags above (with their environment variables and checks) to `app`; parsing the
// app fills `*config`, which must outlive the parse.
void AddServerFlags(CLI::App& app, ServerConfig* config);

// The effective configuration as one JSON object on one line (no newline), for the start-up
// banner, e.g. {"listen":"0.0.0.0:50051","metrics_listen":"0.0.0.0:9464",...}.
std::string DescribeConfig(const ServerConfig& config);

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_SERVER_SERVER_CONFIG_H_
