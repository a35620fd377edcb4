// How a client (the `arbiter` CLI with --server, loadgen with --target) connects to an
// arbiterd: plaintext (the default), TLS, mutual TLS, and a bearer token
// (service/server/transport_config.h is the server side). One implementation for every client, so
// each one checks and sends the same things.
//
// Flags (each also read from its environment variable):
//   --tls                  ARBITER_TLS             use TLS (implied by any --tls_* file below);
//                                                  the server's certificate is verified against
//                                                  --tls_ca_file, else the system's roots
//   --tls_ca_file=PATH     ARBITER_TLS_CA_FILE     PEM CA certificates to verify the server with
//   --tls_cert_file=PATH   ARBITER_CLIENT_TLS_CERT_FILE  PEM client certificate chain (mutual TLS)
//   --tls_key_file=PATH    ARBITER_CLIENT_TLS_KEY_FILE   its PEM private key
//   --tls_server_name=NAME ARBITER_TLS_SERVER_NAME  name the server's certificate must carry,
//                                                  when it differs from the address's host
//   --token_file=PATH      ARBITER_TOKEN_FILE      file whose first line is the bearer token;
//                                                  sent as `authorization: Bearer <token>`
//                                                  (needs TLS: never sent in plaintext)
//   --max_attempts=N       ARBITER_MAX_ATTEMPTS    tries per call, 1..5 (default 5; 1: no
//                                                  retry), see "Retries" below
// The token is read from a file (or a secret mounted as one) so it never shows in the process
// list or shell history.
//
// The address is any gRPC target: HOST:PORT, several replicas as
// "ipv4:10.0.0.1:50051,10.0.0.2:50051", or "dns:///rules.internal:50051" (every address the
// name resolves to). Calls are spread over the addresses round-robin.
//
// Retries (gRPC's retry policy, the channel's default service config; DefaultServiceConfig):
// every arbiter.v1.RulesService call and grpc.health.v1.Health/Check is idempotent (an answer
// depends on the request alone), so a call answered UNAVAILABLE or CANCELLED before any
// response header is tried again, on the next replica round-robin, up to --max_attempts tries
// in all, with exponential backoff (first retry after a random 0..50 ms, doubling, at most 1 s)
// and within the call's own deadline. UNAVAILABLE: the replica is gone or refusing (GOAWAY,
// the port closed). CANCELLED: gRPC 1.51 servers cancel a call that reached them in the
// instant shutdown began, before any handler ran (docs/operations.md "Graceful shutdown"); a
// call the client cancels itself is never retried. Budget (retryThrottling): a channel holds
// 100 tokens, each failed attempt takes one and each success gives back 0.1; below 50 tokens
// the channel stops retrying, so a fleet that is really down sees at most about 10 % more
// calls, not five times as many. Other codes (INVALID_ARGUMENT, DEADLINE_EXCEEDED, ...) are
// never retried: trying again would get the same answer.
//
// Reconnecting (channel arguments): a replica that went away is tried again after 100 ms, the
// wait growing 1.6 times per failed connect to at most 1 s (kMaxReconnectBackoffMs; gRPC's own
// default grows to 120 s), so a replica restarted on the same address takes calls again within
// about a second. With gRPC's default, in a rolling restart of two replicas the client could
// still be waiting out the first one's backoff when the second went down, and then failed
// every call ("connections to all backends failing", tests/hardening/retry_across_sigterm_test.py).
// A connect attempt to a replica that is down costs one refused TCP connect a second.
//
//   ConnectionOptions connection;
//   AddConnectionFlags(app, &connection);
//   absl::StatusOr<std::shared_ptr<grpc::Channel>> channel = MakeChannel(server, connection);
#ifndef ARBITER_CLIENTS_COMMON_CONNECTION_H_
#define ARBITER_CLIENTS_COMMON_CONNECTION_H_

#include <memory>
#include <string>

#include "absl/status/statusor.h"
#include "grpcpp/channel.h"

namespace CLI {
class App;
}  // namespace CLI

namespace arbiter::client {

// Reconnect backoff ("Reconnecting" above), milliseconds.
inline constexpr int kInitialReconnectBackoffMs = 100;
inline constexpr int kMaxReconnectBackoffMs = 1000;

struct ConnectionOptions {
  bool tls = false;
  std::string tls_ca_file;
  std::string tls_cert_file;
  std::string tls_key_file;
  std::string tls_server_name;
  std::string token_file;
  // Tries per call for UNAVAILABLE or CANCELLED answers (1: no retry); gRPC caps it at 5.
  int max_attempts = 5;

  // TLS asked for, by --tls or any TLS file.
  bool UsesTls() const {
    return tls || !tls_ca_file.empty() || !tls_cert_file.empty() || !tls_key_file.empty();
  }
};

// Adds the flags above to `app`; `*options` must outlive the parse.
void AddConnectionFlags(CLI::App& app, ConnectionOptions* options);

// The default service config of every client channel: round_robin over the target's addresses
// and, when max_attempts >= 2, the retry policy and budget above, as gRPC service-config JSON.
std::string DefaultServiceConfig(int max_attempts);

// A channel to `address` (a gRPC target, above) per `options`, with no receive size limit (the
// server enforces its own) and DefaultServiceConfig(options.max_attempts). INVALID_ARGUMENT for a token without TLS, a certificate without its key
// (or the reverse), an empty or malformed token file; NOT_FOUND for a file that cannot be
// opened. Messages name the flag and file, never a token or key.
absl::StatusOr<std::shared_ptr<grpc::Channel>> MakeChannel(const std::string& address,
                                                           const ConnectionOptions& options);

}  // namespace arbiter::client

#endif  // ARBITER_CLIENTS_COMMON_CONNECTION_H_
