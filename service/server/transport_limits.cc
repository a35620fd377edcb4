#include "service/server/transport_limits.h"

#include "CLI/CLI.hpp"
#include "service/observability/request_log.h"

namespace arbiter::service {

void AddTransportLimitFlags(CLI::App& app, TransportLimits* limits) {
  app.add_option("--memory_quota_bytes", limits->memory_quota_bytes,
                 "gRPC ResourceQuota memory for the transport's buffers, bytes (requests still "
                 "arriving included)")
      ->envname("ARBITER_MEMORY_QUOTA_BYTES")
      ->check(CLI::Range(int64_t{1} << 20, int64_t{1} << 40))
      ->capture_default_str();
  app.add_option("--max_unsent_bytes", limits->max_unsent_bytes,
                 "answers finished and not yet taken by their clients, whole server, bytes; past "
                 "it the oldest are dropped")
      ->envname("ARBITER_MAX_UNSENT_BYTES")
      ->check(CLI::Range(int64_t{1} << 16, int64_t{1} << 40))
      ->capture_default_str();
  app.add_option("--max_unsent_bytes_per_connection", limits->max_unsent_bytes_per_connection,
                 "the same for one client connection, bytes; past it the connection's new calls "
                 "get RESOURCE_EXHAUSTED")
      ->envname("ARBITER_MAX_UNSENT_BYTES_PER_CONNECTION")
      ->check(CLI::Range(int64_t{1} << 16, int64_t{1} << 40))
      ->capture_default_str();
  app.add_option("--max_send_seconds", limits->max_send_seconds,
                 "longest a finished answer may wait for its client to take it, seconds; then "
                 "the call is cancelled")
      ->envname("ARBITER_MAX_SEND_SECONDS")
      ->check(CLI::Range(0.1, 86400.0))
      ->capture_default_str();
  app.add_option("--max_metadata_bytes", limits->max_metadata_bytes,
                 "request metadata one call may carry, bytes; more gets RESOURCE_EXHAUSTED")
      ->envname("ARBITER_MAX_METADATA_BYTES")
      ->check(CLI::Range(int64_t{1} << 10, int64_t{1} << 20))
      ->capture_default_str();
  app.add_option("--max_connection_idle_seconds", limits->max_connection_idle_seconds,
                 "a client connection without calls for this long is closed (GOAWAY), seconds")
      ->envname("ARBITER_MAX_CONNECTION_IDLE_SECONDS")
      ->check(CLI::Range(1.0, 86400.0))
      ->capture_default_str();
  app.add_option("--max_connection_age_seconds", limits->max_connection_age_seconds,
                 "a client connection this old gets GOAWAY; its calls then have "
                 "--max_call_seconds + --max_send_seconds before it is closed, seconds")
      ->envname("ARBITER_MAX_CONNECTION_AGE_SECONDS")
      ->check(CLI::Range(1.0, 2000000.0))
      ->capture_default_str();
}

std::string DescribeTransportLimitFields(const TransportLimits& limits) {
  std::string json;
  for (const LogField& field : {
           LogField("memory_quota_bytes", limits.memory_quota_bytes),
           LogField("max_unsent_bytes", limits.max_unsent_bytes),
           LogField("max_unsent_bytes_per_connection", limits.max_unsent_bytes_per_connection),
           LogField("max_send_seconds", limits.max_send_seconds),
           LogField("max_metadata_bytes", limits.max_metadata_bytes),
           LogField("max_connection_idle_seconds", limits.max_connection_idle_seconds),
           LogField("max_connection_age_seconds", limits.max_connection_age_seconds),
       }) {
    json.push_back(',');
    json.append(field.json());
  }
  return json;
}

}  // namespace arbiter::service
