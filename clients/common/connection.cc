#include "clients/common/connection.h"

#include <fstream>
#include <sstream>

#include "CLI/CLI.hpp"
#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "grpc/grpc.h"
#include "grpcpp/create_channel.h"
#include "grpcpp/security/credentials.h"
#include "grpcpp/support/channel_arguments.h"

namespace arbiter::client {
namespace {

constexpr size_t kMaxFileBytes = 1 << 20;

absl::StatusOr<std::string> ReadFile(absl::string_view flag, const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  if (!file) return absl::NotFoundError(absl::StrCat("--", flag, " ", path, ": cannot open"));
  std::ostringstream contents;
  contents << file.rdbuf();
  if (file.bad() || contents.str().size() > kMaxFileBytes) {
    return absl::InvalidArgumentError(absl::StrCat("--", flag, " ", path, ": unreadable"));
  }
  if (contents.str().empty()) {
    return absl::InvalidArgumentError(absl::StrCat("--", flag, " ", path, ": empty"));
  }
  return contents.str();
}

// The token: the file's first line without surrounding whitespace; no spaces or control
// characters inside (it goes into a header).
absl::StatusOr<std::string> ReadToken(const std::string& path) {
  absl::StatusOr<std::string> contents = ReadFile("token_file", path);
  if (!contents.ok()) return contents.status();
  const std::string token(
      absl::StripAsciiWhitespace(absl::string_view(*contents).substr(0, contents->find('\n'))));
  if (token.empty()) {
    return absl::InvalidArgumentError(
        absl::StrCat("--token_file ", path, ": first line has no token"));
  }
  for (unsigned char c : token) {
    if (c <= ' ' || c >= 0x7f) {
      return absl::InvalidArgumentError(absl::StrCat(
          "--token_file ", path, ": the token has a space or a non-printable character"));
    }
  }
  return token;
}

}  // namespace

void AddConnectionFlags(CLI::App& app, ConnectionOptions* options) {
  app.add_flag("--tls", options->tls, "connect to the server with TLS")
      ->envname("ARBITER_TLS");
  app.add_option("--tls_ca_file", options->tls_ca_file,
                 "PEM CAs to verify the server with (default: system roots); "
                 "implies --tls")
      ->envname("ARBITER_TLS_CA_FILE");
  app.add_option("--tls_cert_file", options->tls_cert_file,
                 "PEM client certificate for mutual TLS; implies --tls")
      ->envname("ARBITER_CLIENT_TLS_CERT_FILE");
  app.add_option("--tls_key_file", options->tls_key_file,
                 "PEM private key of --tls_cert_file")
      ->envname("ARBITER_CLIENT_TLS_KEY_FILE");
  app.add_option("--tls_server_name", options->tls_server_name,
                 "the name the server certificate must carry, if not the host")
      ->envname("ARBITER_TLS_SERVER_NAME");
  app.add_option("--token_file", options->token_file,
                 "file holding the bearer token (first line); needs TLS")
      ->envname("ARBITER_TOKEN_FILE");
  app.add_option("--max_attempts", options->max_attempts,
                 "tries per call when the server answers UNAVAILABLE or CANCELLED (1: no retry)")
      ->envname("ARBITER_MAX_ATTEMPTS")
      ->check(CLI::Range(1, 5))
      ->capture_default_str();
}

std::string DefaultServiceConfig(int max_attempts) {
  std::string config = R"({"loadBalancingConfig":[{"round_robin":{}}])";
  if (max_attempts >= 2) {
    absl::StrAppend(
        &config,
        R"(,"methodConfig":[{"name":[{"service":"arbiter.v1.RulesService"},)",
        R"({"service":"grpc.health.v1.Health","method":"Check"}],)",
        R"("retryPolicy":{"maxAttempts":)", max_attempts,
        R"(,"initialBackoff":"0.05s","maxBackoff":"1s","backoffMultiplier":2,)",
        R"("retryableStatusCodes":["UNAVAILABLE","CANCELLED"]}}],)",
        R"("retryThrottling":{"maxTokens":100,"tokenRatio":0.1})");
  }
  config.push_back('}');
  return config;
}

absl::StatusOr<std::shared_ptr<grpc::Channel>> MakeChannel(const std::string& address,
                                                           const ConnectionOptions& options) {
  grpc::ChannelArguments args;
  args.SetMaxReceiveMessageSize(-1);  // the server enforces its own limit
  args.SetServiceConfigJSON(DefaultServiceConfig(options.max_attempts));
  args.SetInt(GRPC_ARG_INITIAL_RECONNECT_BACKOFF_MS, kInitialReconnectBackoffMs);
  args.SetInt(GRPC_ARG_MAX_RECONNECT_BACKOFF_MS, kMaxReconnectBackoffMs);
  if (!options.UsesTls()) {
    if (!options.token_file.empty()) {
      return absl::InvalidArgumentError(
          "--token_file needs --tls: a bearer token is never sent in plaintext");
    }
    return grpc::CreateCustomChannel(address, grpc::InsecureChannelCredentials(), args);
  }
  if (options.tls_cert_file.empty() != options.tls_key_file.empty()) {
    return absl::InvalidArgumentError("--tls_cert_file and --tls_key_file go together");
  }
  grpc::SslCredentialsOptions ssl;
  if (!options.tls_ca_file.empty()) {
    absl::StatusOr<std::string> roots = ReadFile("tls_ca_file", options.tls_ca_file);
    if (!roots.ok()) return roots.status();
    ssl.pem_root_certs = *std::move(roots);
  }
  if (!options.tls_cert_file.empty()) {
    absl::StatusOr<std::string> chain = ReadFile("tls_cert_file", options.tls_cert_file);
    if (!chain.ok()) return chain.status();
    absl::StatusOr<std::string> key = ReadFile("tls_key_file", options.tls_key_file);
    if (!key.ok()) return key.status();
    ssl.pem_cert_chain = *std::move(chain);
    ssl.pem_private_key = *std::move(key);
  }
  std::shared_ptr<grpc::ChannelCredentials> credentials = grpc::SslCredentials(ssl);
  if (!options.token_file.empty()) {
    absl::StatusOr<std::string> token = ReadToken(options.token_file);
    if (!token.ok()) return token.status();
    // "authorization: Bearer <token>" on every call.
    credentials = grpc::CompositeChannelCredentials(credentials,
                                                    grpc::AccessTokenCredentials(*token));
  }
  if (!options.tls_server_name.empty()) {
    args.SetSslTargetNameOverride(options.tls_server_name);
  }
  return grpc::CreateCustomChannel(address, credentials, args);
}

}  // namespace arbiter::client
