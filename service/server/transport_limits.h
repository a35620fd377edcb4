// What arbiterd's gRPC port lets one client, one connection and all of them together hold in
// memory, and for how long: the bounds that keep a careless or hostile client (one that stops
// reading its answers, advertises an HTTP/2 window of 0, or sends part of a request and stalls)
// from growing the server without bound (issue 24). Plain settings, filled by flags; Server
// (server.h) applies them to gRPC (ResourceQuota, channel arguments) and UnsentAnswers
// (unsent_answers.h) enforces the answer bounds.
//
// Flags (each also read from its environment variable; the flag wins):
//   --memory_quota_bytes=N       ARBITER_MEMORY_QUOTA_BYTES  gRPC ResourceQuota memory: the
//                                transport's buffers, requests still arriving included
//                                (default 256 MiB). Under pressure gRPC shrinks flow-control
//                                windows and then cancels streams ("Buffers full").
//   --max_unsent_bytes=N         ARBITER_MAX_UNSENT_BYTES  answers finished by their handler
//                                and not yet taken by their clients, whole server (default
//                                64 MiB); past it the oldest are dropped (the call cancelled)
//                                to make room, and counted in the log
//   --max_unsent_bytes_per_connection=N  ARBITER_MAX_UNSENT_BYTES_PER_CONNECTION  the same, one
//                                client connection (default 8 MiB); past it the connection's
//                                new calls get RESOURCE_EXHAUSTED naming the flag. Keep it at
//                                least --max_message_bytes, or answers larger than it are
//                                always refused
//   --max_send_seconds=S         ARBITER_MAX_SEND_SECONDS  longest a finished answer may wait
//                                for its client to take it (default 30 s); then the call is
//                                cancelled (RST_STREAM), freeing the answer
//   --max_metadata_bytes=N       ARBITER_MAX_METADATA_BYTES  request metadata (headers) one call
//                                may carry (default 8 KiB, gRPC's own default); over it the
//                                call is refused RESOURCE_EXHAUSTED "metadata: ..." counted and
//                                logged. gRPC's transport itself refuses headers over 4x this,
//                                before any handler runs (uncounted: docs/bad-input.md).
//   --max_connection_idle_seconds=S  ARBITER_MAX_CONNECTION_IDLE_SECONDS  a connection with no
//                                call for this long is closed with GOAWAY (default 300 s)
//   --max_connection_age_seconds=S  ARBITER_MAX_CONNECTION_AGE_SECONDS  a connection this old
//                                gets GOAWAY (clients reconnect; gRPC adds up to 10 % jitter);
//                                its calls then have --max_call_seconds + --max_send_seconds to
//                                end before it is closed, so no call (a request half sent and
//                                left, an answer nobody reads) outlives age + that grace
//                                (default 3600 s)
//
//   CLI::App app{"arbiterd"};
//   TransportLimits limits;
//   AddTransportLimitFlags(app, &limits);
#ifndef ARBITER_SERVICE_SERVER_TRANSPORT_LIMITS_H_
#define ARBITER_SERVICE_SERVER_TRANSPORT_LIMITS_H_

#include <cstdint>
#include <string>

namespace CLI {
class App;
}  // namespace CLI

namespace arbiter::service {

struct TransportLimits {
  int64_t memory_quota_bytes = int64_t{256} << 20;
  int64_t max_unsent_bytes = int64_t{64} << 20;
  int64_t max_unsent_bytes_per_connection = int64_t{8} << 20;
  double max_send_seconds = 30;
  int64_t max_metadata_bytes = 8 << 10;
  double max_connection_idle_seconds = 300;
  double max_connection_age_seconds = 3600;
};

// Adds the flags above to `app` (ranges checked: exit code 2 naming the flag). `*limits` must
// outlive the parse.
void AddTransportLimitFlags(CLI::App& app, TransportLimits* limits);

// The settings as JSON object members for the start-up banner, each preceded by a comma:
//   ,"memory_quota_bytes":268435456,"max_unsent_bytes":67108864,...
std::string DescribeTransportLimitFields(const TransportLimits& limits);

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_SERVER_TRANSPORT_LIMITS_H_
