#include "service/server/transport_config.h"

#include "CLI/CLI.hpp"
#include "absl/status/status.h"
#include "openssl/crypto.h"
#include "service/server/auth.h"
#include "service/observability/request_log.h"
#include "service/server/tls.h"

namespace arbiter::service {
namespace {

// A CLI11 check that reads the file and runs `check` on its contents; the message is the
// status message (which names the file, never its contents).
template <typename Check>
CLI::Validator FileCheck(const char* flag, const char* description, Check check) {
  return CLI::Validator(
      [flag, check](std::string& path) -> std::string {
        absl::StatusOr<std::string> contents = ReadCredentialFile(flag, path);
        if (!contents.ok()) return std::string(contents.status().message());
        const absl::Status status = check(path, *contents);
        OPENSSL_cleanse(contents->data(), contents->size());
        return status.ok() ? "" : std::string(status.message());
      },
      description);
}

absl::Status CheckCertificates(const char* flag, const std::string& path,
                               const std::string& pem) {
  return CheckCertificatesPem(std::string(flag) + " " + path, pem);
}

// CheckHostPort, but empty means "off".
std::string CheckOptionalHostPort(const std::string& value) {
  return value.empty() ? "" : CheckHostPort(value);
}

}  // namespace

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

void AddTransportFlags(CLI::App& app, TransportConfig* config) {
  CLI::Option* cert =
      app.add_option("--tls_cert_file", config->tls_cert_file,
                     "PEM server certificate chain; with --tls_key_file the gRPC port is TLS-only")
          ->envname("ARBITER_TLS_CERT_FILE")
          ->check(FileCheck("tls_cert_file", "PEM certificates",
                            [](const std::string& path, const std::string& pem) {
                              return CheckCertificates("tls_cert_file", path, pem);
                            }));
  CLI::Option* key =
      app.add_option("--tls_key_file", config->tls_key_file,
                     "PEM private key of --tls_cert_file (unencrypted)")
          ->envname("ARBITER_TLS_KEY_FILE")
          ->check(FileCheck("tls_key_file", "PEM private key",
                            [](const std::string& path, const std::string& pem) {
                              return CheckPrivateKeyPem("tls_key_file " + path, pem);
                            }));
  cert->needs(key);
  key->needs(cert);
  app.add_option("--tls_client_ca_file", config->tls_client_ca_file,
                 "PEM CA certificates: mutual TLS, every client must present a certificate "
                 "issued by one of them")
      ->envname("ARBITER_TLS_CLIENT_CA_FILE")
      ->check(FileCheck("tls_client_ca_file", "PEM certificates",
                        [](const std::string& path, const std::string& pem) {
                          return CheckCertificates("tls_client_ca_file", path, pem);
                        }))
      ->needs(cert);
  app.add_option("--auth_tokens_file", config->auth_tokens_file,
                 "bearer tokens, one 'NAME TOKEN' per line; every call but health needs "
                 "'authorization: Bearer TOKEN' (requires TLS)")
      ->envname("ARBITER_AUTH_TOKENS_FILE")
      ->check(CLI::Validator(
          [](std::string& path) -> std::string {
            absl::StatusOr<TokenTable> table = TokenTable::Load(path);
            return table.ok() ? "" : std::string(table.status().message());
          },
          "NAME TOKEN lines"))
      ->needs(cert);
  app.add_option("--health_listen", config->health_listen,
                 "extra plaintext HOST:PORT serving only grpc.health.v1.Health, for probes "
                 "that cannot speak TLS (default: off)")
      ->envname("ARBITER_HEALTH_LISTEN")
      ->check(CLI::Validator(CheckOptionalHostPort, "HOST:PORT"));
}

std::string DescribeTransportFields(const TransportConfig& config) {
  std::string json;
  for (const LogField& field : {
           LogField("tls", !config.tls() ? "off" : config.mutual_tls() ? "mutual" : "server"),
           LogField("tls_cert_file", config.tls_cert_file),
           LogField("tls_key_file", config.tls_key_file),
           LogField("tls_client_ca_file", config.tls_client_ca_file),
           LogField("auth", config.tokens() ? "bearer" : "off"),
           LogField("auth_tokens_file", config.auth_tokens_file),
           LogField("health_listen", config.health_listen),
       }) {
    json.push_back(',');
    json.append(field.json());
  }
  return json;
}

}  // namespace arbiter::service
