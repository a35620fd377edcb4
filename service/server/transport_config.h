// How arbiterd's gRPC port is secured and who may call it: TLS, mutual TLS, bearer tokens and
// a plaintext health-only port for probes. Plain settings (file paths and an address); the
// files are read and checked by LoadServerTls (tls.h) and LoadTokenFile (auth.h) when the
// server starts, and their contents are never printed.
//
// Flags (each also read from its environment variable; the flag wins):
//   --tls_cert_file=PATH       ARBITER_TLS_CERT_FILE      PEM server certificate chain (leaf
//                                                         first). With --tls_key_file: the
//                                                         gRPC port speaks TLS only.
//   --tls_key_file=PATH        ARBITER_TLS_KEY_FILE       PEM private key of that certificate
//   --tls_client_ca_file=PATH  ARBITER_TLS_CLIENT_CA_FILE  PEM CA certificates; mutual TLS:
//                                                         every client must present a
//                                                         certificate that chains to one of
//                                                         them, else the handshake fails
//   --auth_tokens_file=PATH    ARBITER_AUTH_TOKENS_FILE   bearer tokens, one "name token" per
//                                                         line (auth.h); every call except
//                                                         grpc.health.v1.Health must carry
//                                                         `authorization: Bearer <token>`
//   --health_listen=HOST:PORT  ARBITER_HEALTH_LISTEN      extra plaintext port serving only
//                                                         grpc.health.v1.Health (default: off)
//
// Combinations (refused at flag parsing, exit code 2): --tls_cert_file and --tls_key_file
// come together; --tls_client_ca_file and --auth_tokens_file need them. Tokens need TLS
// because gRPC runs the auth metadata processor only on secure credentials, and a bearer
// token sent in plaintext can be read and replayed by anyone on the path.
//
//   CLI::App app{"arbiterd"};
//   TransportConfig transport;
//   AddTransportFlags(app, &transport);
#ifndef ARBITER_SERVICE_SERVER_TRANSPORT_CONFIG_H_
#define ARBITER_SERVICE_SERVER_TRANSPORT_CONFIG_H_

#include <string>

namespace CLI {
class App;
}  // namespace CLI

namespace arbiter::service {

struct TransportConfig {
  // PEM files; empty means not configured.
  std::string tls_cert_file;
  std::string tls_key_file;
  std::string tls_client_ca_file;
  std::string auth_tokens_file;
  // HOST:PORT of the plaintext health-only port; empty: no such port. Port 0 picks one
  // (Server::health_address() reports it).
  std::string health_listen;

  bool tls() const { return !tls_cert_file.empty(); }
  bool mutual_tls() const { return !tls_client_ca_file.empty(); }
  bool tokens() const { return !auth_tokens_file.empty(); }
};

// A CLI11 check of a listen address: "" when `value` is HOST:PORT with a port in 0..65535 (HOST
// may be a bracketed IPv6 address), else what is wrong with it. Used by every *_listen flag.
std::string CheckHostPort(const std::string& value);

// Adds the flags above to `app`, with their environment variables, a check that each named
// file exists and parses (PEM certificate, PEM private key, token file; the message names the
// flag and the file, never its contents) and the combination rules. `*config` must outlive
// the parse.
void AddTransportFlags(CLI::App& app, TransportConfig* config);

// The settings as JSON object members for the start-up banner, each preceded by a comma:
//   ,"tls":"mutual","tls_cert_file":"/etc/arbiter/tls.crt",...,"auth":"bearer","health_listen":""
// "tls" is "off", "server" or "mutual"; "auth" is "off" or "bearer". Paths only: never a
// key, a certificate or a token.
std::string DescribeTransportFields(const TransportConfig& config);

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_SERVER_TRANSPORT_CONFIG_H_
