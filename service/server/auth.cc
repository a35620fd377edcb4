#include "service/server/auth.h"

#include <iterator>
#include <utility>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "openssl/crypto.h"
#include "openssl/evp.h"
#include "service/server/tls.h"

namespace arbiter::service {
namespace {

constexpr size_t kMaxNameLength = 64;
constexpr size_t kMinTokenLength = 16;
constexpr size_t kMaxTokenLength = 512;
constexpr absl::string_view kHealthPrefix = "/grpc.health.v1.Health/";
// Longest method name a refused call reports (the path is the caller's).
constexpr size_t kMaxReportedMethod = 64;

bool ValidName(absl::string_view name) {
  if (name.empty() || name.size() > kMaxNameLength) return false;
  for (char c : name) {
    if (!absl::ascii_isalnum(static_cast<unsigned char>(c)) && c != '.' && c != '_' &&
        c != '@' && c != '-') {
      return false;
    }
  }
  return true;
}

// RFC 6750 b64token: 1*( ALPHA / DIGIT / "-" / "." / "_" / "~" / "+" / "/" ) *"="
bool ValidToken(absl::string_view token) {
  if (token.size() < kMinTokenLength || token.size() > kMaxTokenLength) return false;
  size_t i = 0;
  for (; i < token.size(); ++i) {
    const char c = token[i];
    if (!absl::ascii_isalnum(static_cast<unsigned char>(c)) && c != '-' && c != '.' &&
        c != '_' && c != '~' && c != '+' && c != '/') {
      break;
    }
  }
  if (i == 0) return false;
  for (; i < token.size(); ++i) {
    if (token[i] != '=') return false;
  }
  return true;
}

std::array<unsigned char, 32> Sha256(absl::string_view bytes) {
  std::array<unsigned char, 32> digest{};
  unsigned int size = 0;
  if (EVP_Digest(bytes.data(), bytes.size(), digest.data(), &size, EVP_sha256(), nullptr) != 1 ||
      size != digest.size()) {
    // Cannot happen with a working libcrypto; an all-ones digest matches no real token's.
    digest.fill(0xff);
  }
  return digest;
}

absl::string_view View(const grpc::string_ref& ref) { return {ref.data(), ref.size()}; }

}  // namespace

absl::StatusOr<TokenTable> TokenTable::Parse(absl::string_view contents) {
  TokenTable table;
  int line_number = 0;
  for (absl::string_view line : absl::StrSplit(contents, '\n')) {
    ++line_number;
    line = absl::StripAsciiWhitespace(line);
    if (line.empty() || line.front() == '#') continue;
    std::vector<absl::string_view> fields =
        absl::StrSplit(line, absl::ByAnyChar(" \t"), absl::SkipEmpty());
    if (fields.size() != 2) {
      return absl::InvalidArgumentError(
          absl::StrCat("line ", line_number, ": expected NAME TOKEN"));
    }
    if (!ValidName(fields[0])) {
      return absl::InvalidArgumentError(absl::StrCat(
          "line ", line_number, ": NAME must be 1..", kMaxNameLength,
          " characters of A-Z a-z 0-9 . _ @ -"));
    }
    if (!ValidToken(fields[1])) {
      return absl::InvalidArgumentError(absl::StrCat(
          "line ", line_number, ": TOKEN must be ", kMinTokenLength, "..", kMaxTokenLength,
          " characters of A-Z a-z 0-9 - . _ ~ + / (then '=' padding)"));
    }
    Entry entry{std::string(fields[0]), Sha256(fields[1])};
    for (const Entry& other : table.entries_) {
      if (other.name == entry.name) {
        return absl::InvalidArgumentError(absl::StrCat(
            "line ", line_number, ": NAME '", entry.name, "' appears twice"));
      }
      if (CRYPTO_memcmp(other.digest.data(), entry.digest.data(), entry.digest.size()) == 0) {
        return absl::InvalidArgumentError(absl::StrCat(
            "line ", line_number, ": same TOKEN as '", other.name, "'"));
      }
    }
    table.entries_.push_back(std::move(entry));
  }
  if (table.entries_.empty()) return absl::InvalidArgumentError("no tokens");
  return table;
}

absl::StatusOr<TokenTable> TokenTable::Load(const std::string& path) {
  absl::StatusOr<std::string> contents = ReadCredentialFile("auth_tokens_file", path);
  if (!contents.ok()) return contents.status();
  absl::StatusOr<TokenTable> table = Parse(*contents);
  OPENSSL_cleanse(contents->data(), contents->size());
  if (!table.ok()) {
    return absl::Status(table.status().code(), absl::StrCat("auth_tokens_file ", path, ": ",
                                                            table.status().message()));
  }
  return table;
}

const std::string* TokenTable::Find(absl::string_view token) const {
  const std::array<unsigned char, 32> digest = Sha256(token);
  const std::string* found = nullptr;
  for (const Entry& entry : entries_) {
    // No early exit: every entry is compared whatever matched before.
    const bool equal =
        CRYPTO_memcmp(entry.digest.data(), digest.data(), digest.size()) == 0;
    if (equal) found = &entry.name;
  }
  return found;
}

bool IsHealthPath(absl::string_view path) {
  return path.size() > kHealthPrefix.size() && absl::StartsWith(path, kHealthPrefix) &&
         path.find('/', kHealthPrefix.size()) == absl::string_view::npos;
}

absl::optional<absl::string_view> BearerToken(absl::string_view authorization) {
  constexpr absl::string_view kScheme = "bearer ";
  if (authorization.size() <= kScheme.size() ||
      !absl::EqualsIgnoreCase(authorization.substr(0, kScheme.size()), kScheme)) {
    return absl::nullopt;
  }
  return absl::StripLeadingAsciiWhitespace(authorization.substr(kScheme.size()));
}

BearerTokenProcessor::BearerTokenProcessor(std::shared_ptr<const TokenTable> tokens,
                                           std::vector<CallObserver*> observers)
    : tokens_(std::move(tokens)), observers_(std::move(observers)) {}

grpc::Status BearerTokenProcessor::Process(const InputMetadata& auth_metadata,
                                           grpc::AuthContext* /*connection_context*/,
                                           OutputMetadata* /*consumed_auth_metadata*/,
                                           OutputMetadata* /*response_metadata*/) {
  const auto path_it = auth_metadata.find(":path");
  const absl::string_view path =
      path_it == auth_metadata.end() ? absl::string_view() : View(path_it->second);
  if (IsHealthPath(path)) return grpc::Status::OK;

  const auto [first, last] = auth_metadata.equal_range("authorization");
  grpc::Status refusal;
  if (first == last) {
    refusal = grpc::Status(grpc::StatusCode::UNAUTHENTICATED,
                           "missing authorization metadata: expected 'Bearer <token>'");
  } else if (std::next(first) != last) {
    refusal = grpc::Status(grpc::StatusCode::UNAUTHENTICATED,
                           "authorization: more than one value");
  } else if (const absl::optional<absl::string_view> token = BearerToken(View(first->second));
             !token.has_value()) {
    refusal = grpc::Status(grpc::StatusCode::UNAUTHENTICATED,
                           "authorization: expected 'Bearer <token>'");
  } else if (tokens_->Find(*token) == nullptr) {
    refusal = grpc::Status(grpc::StatusCode::UNAUTHENTICATED, "unknown bearer token");
  } else {
    return grpc::Status::OK;
  }
  ReportRefused(path, refusal);
  return refusal;
}

void BearerTokenProcessor::ReportRefused(absl::string_view path, const grpc::Status& status) {
  CallRecord record;
  absl::string_view method = path.substr(path.rfind('/') == absl::string_view::npos
                                             ? 0
                                             : path.rfind('/') + 1);
  record.method = std::string(method.substr(0, kMaxReportedMethod));
  record.game = "unknown";
  record.code = "UNAUTHENTICATED";
  record.error_message = status.error_message();
  for (CallObserver* observer : observers_) observer->OnCallStart(record.method);
  for (CallObserver* observer : observers_) observer->OnCallEnd(record);
}

std::string CallerName(const std::multimap<grpc::string_ref, grpc::string_ref>& client_metadata,
                       const grpc::AuthContext* auth, const TokenTable* tokens) {
  if (tokens != nullptr) {
    const auto [first, last] = client_metadata.equal_range("authorization");
    if (first != last && std::next(first) == last) {
      if (const absl::optional<absl::string_view> token = BearerToken(View(first->second))) {
        if (const std::string* name = tokens->Find(*token)) return *name;
      }
    }
  }
  if (auth != nullptr) {
    std::vector<grpc::string_ref> common = auth->FindPropertyValues("x509_common_name");
    if (!common.empty()) return std::string(View(common.front()));
  }
  return "";
}

}  // namespace arbiter::service
