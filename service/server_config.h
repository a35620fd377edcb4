// The settings of one arbiterd process, and the command-line flags that fill them.
//
// Every flag also reads an environment variable (the flag wins when both are given):
//   --listen=HOST:PORT          ARBITER_LISTEN          gRPC address (default 0.0.0.0:50051;
//                                                       port 0 picks a free port)
//   --metrics_listen=HOST:PORT  ARBITER_METRICS_LISTEN  Prometheus /metrics address
//                                                       (default 0.0.0.0:9464)
//   --max_message_bytes=N       ARBITER_MAX_MESSAGE_BYTES  largest request or response, bytes
//                                                       (default 4 MiB); bigger requests get
//                                                       RESOURCE_EXHAUSTED
//   --shutdown_grace_seconds=S  ARBITER_SHUTDOWN_GRACE_SECONDS  how long in-flight calls may
//                                                       run after SIGTERM (default 10 s)
//
//   CLI::App app{"arbiterd"};
//   ServerConfig config;
//   AddServerFlags(app, &config);
//   CLI11_PARSE(app, argc, argv);
//   std::cout << DescribeConfig(config);
#ifndef ARBITER_SERVICE_SERVER_CONFIG_H_
#define ARBITER_SERVICE_SERVER_CONFIG_H_

#include <string>

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
  // Largest accepted request and largest sent response, in bytes.
  int max_message_bytes = 4 * 1024 * 1024;
  // After a shutdown request, in-flight calls get this long (seconds) before being cancelled.
  double shutdown_grace_seconds = 10;
};

// Adds the flags above (with their environment variables and checks) to `app`; parsing the
// app fills `*config`, which must outlive the parse.
void AddServerFlags(CLI::App& app, ServerConfig* config);

// The effective configuration, one "name: value" line per setting, for the start-up banner.
std::string DescribeConfig(const ServerConfig& config);

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_SERVER_CONFIG_H_
