// Bearer-token authentication of arbiterd's callers, run by gRPC's auth metadata processor on
// every call of a TLS port (gRPC runs processors only on secure credentials; see
// transport_config.h for why tokens need TLS).
//
// Token file (--auth_tokens_file): one caller per line, "NAME TOKEN", separated by spaces or
// tabs; blank lines and lines starting with '#' are skipped.
//   # name      token
//   lobby       4f1c0a7e9b2d4e63a8f05c1d7e2b9a60
//   tournament  Zm9vYmFyYmF6cXV4LXRva2VuLTE2Y2hhcnM
// NAME: 1..64 of [A-Za-z0-9._@-], unique; it is what the logs show. TOKEN: 16..512 characters
// of RFC 6750's b64token alphabet ([A-Za-z0-9-._~+/] then '='*), unique. Anything else refuses
// the file with the line number, never the line itself.
//
// A call passes when its `authorization` metadata is "Bearer TOKEN" (scheme case-insensitive)
// for a TOKEN of the file; the processor then only lets it through. It writes nothing: the
// AuthContext gRPC hands a processor is the CONNECTION's (grpc's server_auth_filter passes its
// channel-level context), shared by every call on it, so a property added per call would grow
// without bound and race with other calls reading it (gRPC 1.51 aborted on "prop->name !=
// nullptr" under concurrent token calls). The metadata is left in place, and the handler names
// the caller from it (CallerName below, for the request log only; the token is never logged).
// Calls to grpc.health.v1.Health (":path"
// /grpc.health.v1.Health/...) pass without a token, so probes keep working. Every other call
// fails with UNAUTHENTICATED ("missing authorization metadata", "authorization: expected
// 'Bearer <token>'", "unknown bearer token") before any handler runs; it is reported to the
// observers (call_observer.h) as the method named by its path, game "unknown".
//
// Tokens are compared in constant time: SHA-256 of the presented token against the SHA-256 of
// every configured token with CRYPTO_memcmp, with no early exit, so the time taken does not
// reveal how much of a token matched, its length, or which entry did.
//
//   absl::StatusOr<TokenTable> table = TokenTable::Load("/etc/arbiter/tokens");
//   auto tokens = std::make_shared<const TokenTable>(*std::move(table));
//   auto processor = std::make_shared<BearerTokenProcessor>(tokens, observers);
//   credentials->SetAuthMetadataProcessor(processor);
#ifndef ARBITER_SERVICE_SERVER_AUTH_H_
#define ARBITER_SERVICE_SERVER_AUTH_H_

#include <array>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/types/optional.h"
#include "grpcpp/security/auth_context.h"
#include "grpcpp/security/auth_metadata_processor.h"
#include "service/observability/call_observer.h"

namespace arbiter::service {

class TokenTable {
 public:
  // Parses the file format above. INVALID_ARGUMENT naming the line ("line 3: expected NAME
  // TOKEN") or "no tokens" for a file with none; never quotes a token.
  static absl::StatusOr<TokenTable> Parse(absl::string_view contents);
  // Reads `path` (tls.h ReadCredentialFile) then Parse; messages start with
  // "auth_tokens_file PATH: ".
  static absl::StatusOr<TokenTable> Load(const std::string& path);

  TokenTable(TokenTable&&) = default;
  TokenTable& operator=(TokenTable&&) = default;

  // The NAME whose TOKEN equals `token`, or nullptr. Constant time in the position of the
  // match and of the first differing byte (see above).
  const std::string* Find(absl::string_view token) const;
  size_t size() const { return entries_.size(); }

 private:
  struct Entry {
    std::string name;
    std::array<unsigned char, 32> digest;  // SHA-256 of the token
  };
  TokenTable() = default;
  std::vector<Entry> entries_;
};

// The TOKEN of an `authorization` value "Bearer TOKEN" (scheme case-insensitive, spaces after
// it skipped), or nullopt for any other form.
absl::optional<absl::string_view> BearerToken(absl::string_view authorization);

// True for the paths that pass without a token: "/grpc.health.v1.Health/" followed by a method.
bool IsHealthPath(absl::string_view path);

class BearerTokenProcessor final : public grpc::AuthMetadataProcessor {
 public:
  // `observers` must outlive the processor (they are told of refused calls).
  BearerTokenProcessor(std::shared_ptr<const TokenTable> tokens,
                       std::vector<CallObserver*> observers);

  // Cheap and never blocks: runs inline on gRPC's thread.
  bool IsBlocking() const override { return false; }

  // Never touches `connection_context` or the output metadata (see above).
  grpc::Status Process(const InputMetadata& auth_metadata, grpc::AuthContext* connection_context,
                       OutputMetadata* consumed_auth_metadata,
                       OutputMetadata* response_metadata) override;

 private:
  void ReportRefused(absl::string_view path, const grpc::Status& status);

  std::shared_ptr<const TokenTable> tokens_;
  std::vector<CallObserver*> observers_;
};

// Who made a call, for logs: with `tokens` (the port's token table, or null without bearer
// authentication), the NAME of the token in the call's `authorization` metadata (which the
// processor admitted); else the client certificate's common name under mutual TLS
// (x509_common_name of `auth`, which may be null); else "".
std::string CallerName(const std::multimap<grpc::string_ref, grpc::string_ref>& client_metadata,
                       const grpc::AuthContext* auth, const TokenTable* tokens);

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_SERVER_AUTH_H_
