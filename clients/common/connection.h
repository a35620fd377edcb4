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
// The token is read from a file (or a secret mounted as one) so it never shows in the process
// list or shell history.
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

struct ConnectionOptions {
  bool tls = false;
  std::string tls_ca_file;
  std::string tls_cert_file;
  std::string tls_key_file;
  std::string tls_server_name;
  std::string token_file;

  // TLS asked for, by --tls or any TLS file.
  bool UsesTls() const {
    return tls || !tls_ca_file.empty() || !tls_cert_file.empty() || !tls_key_file.empty();
  }
};

// Adds the flags above to `app`; `*options` must outlive the parse.
void AddConnectionFlags(CLI::App& app, ConnectionOptions* options);

// A channel to `address` (HOST:PORT) per `options`, with no receive size limit (the server
// enforces its own). INVALID_ARGUMENT for a token without TLS, a certificate without its key
// (or the reverse), an empty or malformed token file; NOT_FOUND for a file that cannot be
// opened. Messages name the flag and file, never a token or key.
absl::StatusOr<std::shared_ptr<grpc::Channel>> MakeChannel(const std::string& address,
                                                           const ConnectionOptions& options);

}  // namespace arbiter::client

#endif  // ARBITER_CLIENTS_COMMON_CONNECTION_H_
