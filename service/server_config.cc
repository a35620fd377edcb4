#include "service/server_config.h"

#include "CLI/CLI.hpp"
#include "absl/strings/str_cat.h"

namespace arbiter::service {
namespace {

// Accepts HOST:PORT with a port in 0..65535 (HOST may be a bracketed IPv6 address).
std::string CheckHostPort(const std::string& value) {
  const size_t colon = value.rfind(':');
  if (colon == std::string::npos || colon == 0) return "expected HOST:PORT, got '" + value + "'";
  const std::string port = value.substr(colon + 1);
  if (port.empty() || port.size() > 5 ||
      port.find_first_not_of("0123456789") != std::string::npos || std::stoi(port) > 65535) {
    return "port must be a number in 0..65535, got '" + port + "'";
  }
  return "";
}

}  // namespace

void AddServerFlags(CLI::App& app, ServerConfig* config) {
  app.add_option("--listen", config->listen, "gRPC listen address HOST:PORT (port 0: any free)")
      ->envname("ARBITER_LISTEN")
      ->check(CLI::Validator(CheckHostPort, "HOST:PORT"))
      ->capture_default_str();
  app.add_option("--metrics_listen", config->metrics_listen,
                 "Prometheus /metrics address HOST:PORT")
      ->envname("ARBITER_METRICS_LISTEN")
      ->check(CLI::Validator(CheckHostPort, "HOST:PORT"))
      ->capture_default_str();
  app.add_option("--max_message_bytes", config->max_message_bytes,
                 "largest request/response in bytes; larger requests get RESOURCE_EXHAUSTED")
      ->envname("ARBITER_MAX_MESSAGE_BYTES")
      ->check(CLI::Range(1024, 1 << 30))
      ->capture_default_str();
  app.add_option("--shutdown_grace_seconds", config->shutdown_grace_seconds,
                 "seconds in-flight calls may finish after SIGTERM/SIGINT")
      ->envname("ARBITER_SHUTDOWN_GRACE_SECONDS")
      ->check(CLI::Range(0.0, 3600.0))
      ->capture_default_str();
}

std::string DescribeConfig(const ServerConfig& config) {
  return absl::StrCat("listen: ", config.listen, "\n",                              //
                      "metrics_listen: ", config.metrics_listen, "\n",              //
                      "max_message_bytes: ", config.max_message_bytes, "\n",        //
                      "shutdown_grace_seconds: ", config.shutdown_grace_seconds, "\n");
}

}  // namespace arbiter::service
