#include "service/server/server_config.h"

#include "CLI/CLI.hpp"
#include "absl/strings/str_cat.h"
#include "service/observability/request_log.h"

namespace arbiter::service {

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
  app.add_option("--metrics_threads", config->metrics_threads,
                 "/metrics connections served at once (worker threads)")
      ->envname("ARBITER_METRICS_THREADS")
      ->check(CLI::Range(1, 1024))
      ->capture_default_str();
  app.add_option("--metrics_timeout_seconds", config->metrics_timeout_seconds,
                 "seconds a /metrics connection may take to send its request, then closed")
      ->envname("ARBITER_METRICS_TIMEOUT_SECONDS")
      ->check(CLI::Range(0.05, 60.0))
      ->capture_default_str();
  app.add_option("--max_message_bytes", config->max_message_bytes,
                 "largest request/response in bytes; larger requests get RESOURCE_EXHAUSTED")
      ->envname("ARBITER_MAX_MESSAGE_BYTES")
      ->check(CLI::Range(1024, 1 << 30))
      ->capture_default_str();
  app.add_option("--drain_seconds,--shutdown_grace_seconds", config->shutdown_grace_seconds,
                 "seconds in-flight calls may finish after SIGTERM/SIGINT")
      ->envname("ARBITER_DRAIN_SECONDS")
      ->check(CLI::Range(0.0, 3600.0))
      ->capture_default_str();
  app.add_option("--max_state_bytes", config->max_state_bytes,
                 "largest game state in a request, bytes; larger gets RESOURCE_EXHAUSTED")
      ->envname("ARBITER_MAX_STATE_BYTES")
      ->check(CLI::Range(int64_t{1}, int64_t{1} << 31))
      ->capture_default_str();
  app.add_option("--max_replay_steps", config->max_replay_steps,
                 "most steps in one replayed record; more gets RESOURCE_EXHAUSTED")
      ->envname("ARBITER_MAX_REPLAY_STEPS")
      ->check(CLI::Range(int64_t{1}, int64_t{1} << 31))
      ->capture_default_str();
  app.add_option("--max_legal_actions", config->max_legal_actions,
                 "most actions in one ListLegalActions answer; more gets RESOURCE_EXHAUSTED")
      ->envname("ARBITER_MAX_LEGAL_ACTIONS")
      ->check(CLI::Range(int64_t{1}, int64_t{1} << 31))
      ->capture_default_str();
  app.add_option("--max_call_seconds", config->max_call_seconds,
                 "longest one call may run, seconds, also when the client set no deadline; "
                 "past it DEADLINE_EXCEEDED")
      ->envname("ARBITER_MAX_CALL_SECONDS")
      ->check(CLI::Range(0.01, 86400.0))
      ->capture_default_str();
  app.add_option("--max_threads", config->max_threads,
                 "gRPC ResourceQuota thread cap (0: gRPC's default)")
      ->envname("ARBITER_MAX_THREADS")
      ->check(CLI::Range(0, 4096))
      ->capture_default_str();
  app.add_option("--max_concurrent_streams", config->max_concurrent_streams,
                 "concurrent calls per client connection (0: gRPC's default, unbounded)")
      ->envname("ARBITER_MAX_CONCURRENT_STREAMS")
      ->check(CLI::Range(0, 1 << 20))
      ->capture_default_str();
  app.add_option("--max_health_watches", config->max_health_watches,
                 "grpc.health.v1 Watch streams open at once per port; more get "
                 "RESOURCE_EXHAUSTED")
      ->envname("ARBITER_MAX_HEALTH_WATCHES")
      ->check(CLI::Range(1, 1 << 20))
      ->capture_default_str();
  app.add_option("--log_level", config->log_level,
                 "JSON log level on stderr: debug, info, warn, error, off")
      ->envname("ARBITER_LOG_LEVEL")
      ->transform(CLI::IsMember({"debug", "info", "warn", "error", "off"}, CLI::ignore_case))
      ->capture_default_str();
  app.add_flag("--bench_echo", config->bench_echo,
               "benchmarks only, never in production: also serve arbiter.bench.v1.BenchEcho "
               "(Prepare/Echo, the ApplyAction baseline of tests/bench/loadgen)")
      ->envname("ARBITER_BENCH_ECHO")
      ->capture_default_str();
  app.add_option("--bench_echo_max_bytes", config->bench_echo_max_bytes,
                 "most bytes of prepared answers the benchmark echo keeps; more get "
                 "RESOURCE_EXHAUSTED")
      ->envname("ARBITER_BENCH_ECHO_MAX_BYTES")
      ->check(CLI::Range(int64_t{1}, int64_t{1} << 40))
      ->capture_default_str();
  AddSealFlags(app, &config->seal);
  AddTransportFlags(app, &config->transport);
  AddTransportLimitFlags(app, &config->transport_limits);
}

std::string DescribeConfig(const ServerConfig& config) {
  std::string json = "{";
  bool first = true;
  for (const LogField& field : {
           LogField("listen", config.listen),
           LogField("metrics_listen", config.metrics_listen),
           LogField("metrics_threads", config.metrics_threads),
           LogField("metrics_timeout_seconds", config.metrics_timeout_seconds),
           LogField("max_message_bytes", config.max_message_bytes),
           LogField("drain_seconds", config.shutdown_grace_seconds),
           LogField("max_state_bytes", config.max_state_bytes),
           LogField("max_replay_steps", config.max_replay_steps),
           LogField("max_legal_actions", config.max_legal_actions),
           LogField("max_call_seconds", config.max_call_seconds),
           LogField("max_threads", config.max_threads),
           LogField("max_concurrent_streams", config.max_concurrent_streams),
           LogField("max_health_watches", config.max_health_watches),
           LogField("log_level", config.log_level),
           LogField("bench_echo", config.bench_echo),
           LogField("bench_echo_max_bytes", config.bench_echo_max_bytes),
           LogField("seal_keys_file", config.seal.keys_file),  // the path; keys never printed
           LogField("seal_key_id", config.seal.key_id),
       }) {
    if (!first) json.push_back(',');
    first = false;
    json.append(field.json());
  }
  json.append(DescribeTransportFields(config.transport));
  json.append(DescribeTransportLimitFields(config.transport_limits));
  json.push_back('}');
  return json;
}

}  // namespace arbiter::service
