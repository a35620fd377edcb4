// The TLS side of arbiterd's gRPC port: the PEM files named by TransportConfig
// (transport_config.h) read and checked with OpenSSL before gRPC sees them, then turned into
// grpc::SslServerCredentials. Checking first turns a wrong file into a start-up error that
// names the flag and the file ("tls_key_file /etc/arbiter/tls.key: no PEM private key")
// instead of gRPC's bare "cannot listen". Messages never quote a file's contents.
//
//   absl::StatusOr<ServerTlsMaterial> tls = LoadServerTls(config.transport);
//   if (!tls.ok()) return tls.status();
//   builder.AddListeningPort(config.listen, ServerCredentialsFor(*tls), &port);
//
// Mutual TLS (a client CA file): gRPC's GRPC_SSL_REQUEST_AND_REQUIRE_CLIENT_CERTIFICATE_AND_VERIFY,
// so a client without a certificate, or with one that does not chain to a CA in the file, or
// an expired one, fails the handshake and never reaches a handler. The peer's certificate
// subject is then in the call's AuthContext (x509_common_name, used by CallerName in auth.h).
#ifndef ARBITER_SERVICE_SERVER_TLS_H_
#define ARBITER_SERVICE_SERVER_TLS_H_

#include <memory>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "grpcpp/security/server_credentials.h"
#include "service/server/transport_config.h"

namespace arbiter::service {

// Largest PEM or token file accepted, bytes (a chain of a few certificates is a few KiB).
inline constexpr size_t kMaxCredentialFileBytes = 1 << 20;

// The whole of file `path`. `flag` names the setting in messages. NOT_FOUND when it cannot be
// opened, INVALID_ARGUMENT when larger than kMaxCredentialFileBytes, empty, or unreadable.
absl::StatusOr<std::string> ReadCredentialFile(absl::string_view flag, const std::string& path);

// OK when `pem` holds at least one PEM certificate and every PEM block in it is a certificate
// OpenSSL parses; else INVALID_ARGUMENT ("no PEM certificate", "PEM block 2 is not a
// certificate"). `where` prefixes the message (e.g. "tls_cert_file /x.crt").
absl::Status CheckCertificatesPem(absl::string_view where, absl::string_view pem);

// OK when `pem` holds a PEM private key OpenSSL parses (unencrypted: arbiterd has no
// passphrase); else INVALID_ARGUMENT. The message never includes key material.
absl::Status CheckPrivateKeyPem(absl::string_view where, absl::string_view pem);

// What SslServerCredentials needs. The private key's copy here is wiped on destruction.
struct ServerTlsMaterial {
  ServerTlsMaterial() = default;
  ServerTlsMaterial(ServerTlsMaterial&&) = default;
  ServerTlsMaterial& operator=(ServerTlsMaterial&&) = default;
  ~ServerTlsMaterial();

  std::string cert_chain_pem;
  std::string private_key_pem;
  // Empty: server-only TLS. Else mutual TLS against these CAs.
  std::string client_ca_pem;
};

// Reads and checks config's cert, key and client CA files: each parses, the key belongs to the
// first certificate of the chain, and that certificate is valid now (not before its notBefore,
// not after its notAfter). INVALID_ARGUMENT / NOT_FOUND naming the flag and file otherwise;
// FAILED_PRECONDITION when !config.tls().
absl::StatusOr<ServerTlsMaterial> LoadServerTls(const TransportConfig& config);

// grpc::SslServerCredentials for `material` (client certificates required and verified when
// client_ca_pem is set).
std::shared_ptr<grpc::ServerCredentials> ServerCredentialsFor(const ServerTlsMaterial& material);

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_SERVER_TLS_H_
