// Bearer tokens (auth.h): the token file's format and refusals, constant-time lookup, and the
// auth metadata processor's decisions on hand-made metadata (the TLS end-to-end path is
// tests/integration/transport_security_test.py).
#include "service/server/auth.h"

#include <map>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"

namespace arbiter::service {
namespace {

constexpr char kLobbyToken[] = "4f1c0a7e9b2d4e63a8f05c1d7e2b9a60";
constexpr char kTourToken[] = "Zm9vYmFyYmF6cXV4LXRva2VuLTE2Y2hhcnM=";

TokenTable Table() {
  absl::StatusOr<TokenTable> table = TokenTable::Parse(
      absl::StrCat("# callers\n\nlobby ", kLobbyToken, "\n\t tournament\t", kTourToken,
                   "  \r\n"));
  EXPECT_TRUE(table.ok()) << table.status();
  return *std::move(table);
}

TEST(TokenTableTest, FindsEachCallerByToken) {
  TokenTable table = Table();
  EXPECT_EQ(table.size(), 2u);
  ASSERT_NE(table.Find(kLobbyToken), nullptr);
  EXPECT_EQ(*table.Find(kLobbyToken), "lobby");
  ASSERT_NE(table.Find(kTourToken), nullptr);
  EXPECT_EQ(*table.Find(kTourToken), "tournament");
}

TEST(TokenTableTest, NearMissesAreNotFound) {
  TokenTable table = Table();
  const std::string token = kLobbyToken;
  EXPECT_EQ(table.Find(""), nullptr);
  EXPECT_EQ(table.Find(token.substr(0, token.size() - 1)), nullptr);  // prefix
  EXPECT_EQ(table.Find(token + "0"), nullptr);                         // extension
  std::string flipped = token;
  flipped[0] = '5';
  EXPECT_EQ(table.Find(flipped), nullptr);
  EXPECT_EQ(table.Find("lobby"), nullptr);  // a name is not a token
}

struct BadFile {
  std::string contents;
  std::string message;
};

TEST(TokenTableTest, RefusesBadFilesNamingTheLineNotTheToken) {
  const std::string good = std::string("lobby ") + kLobbyToken + "\n";
  for (const BadFile& bad : std::vector<BadFile>{
           {"", "no tokens"},
           {"# only a comment\n\n", "no tokens"},
           {std::string(kLobbyToken) + "\n", "line 1: expected NAME TOKEN"},
           {good + "x y z\n", "line 2: expected NAME TOKEN"},
           {"lob/by " + std::string(kLobbyToken), "line 1: NAME must be"},
           {std::string(65, 'n') + " " + kLobbyToken, "line 1: NAME must be"},
           {"lobby short", "line 1: TOKEN must be"},
           {"lobby " + std::string(513, 'a'), "line 1: TOKEN must be"},
           {"lobby 4f1c0a7e9b2d4e63a8f05c1d7e2b9a6=0", "line 1: TOKEN must be"},
           {"lobby 4f1c0a7e9b2d4e63a8f05c1d7e2b9a6\xc3\xa9", "line 1: TOKEN must be"},
           {good + "lobby " + kTourToken + "\n", "line 2: NAME 'lobby' appears twice"},
           {good + "other " + kLobbyToken + "\n", "line 2: same TOKEN as 'lobby'"},
       }) {
    absl::StatusOr<TokenTable> table = TokenTable::Parse(bad.contents);
    ASSERT_FALSE(table.ok()) << bad.contents;
    EXPECT_EQ(table.status().code(), absl::StatusCode::kInvalidArgument);
    EXPECT_EQ(table.status().message().substr(0, bad.message.size()), bad.message)
        << table.status();
    EXPECT_EQ(std::string(table.status().message()).find(kLobbyToken), std::string::npos);
  }
}

TEST(TokenTableTest, LoadNamesTheFile) {
  absl::StatusOr<TokenTable> missing = TokenTable::Load("/nonexistent/arbiter-tokens");
  ASSERT_FALSE(missing.ok());
  EXPECT_EQ(missing.status().code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(missing.status().message(),
            "auth_tokens_file /nonexistent/arbiter-tokens: cannot open");
}

TEST(IsHealthPathTest, OnlyHealthMethods) {
  EXPECT_TRUE(IsHealthPath("/grpc.health.v1.Health/Check"));
  EXPECT_TRUE(IsHealthPath("/grpc.health.v1.Health/Watch"));
  EXPECT_FALSE(IsHealthPath("/grpc.health.v1.Health/"));
  EXPECT_FALSE(IsHealthPath("/grpc.health.v1.Health/Check/../x"));
  EXPECT_FALSE(IsHealthPath("/grpc.health.v1.HealthX/Check"));
  EXPECT_FALSE(IsHealthPath("/arbiter.v1.RulesService/ListGames"));
  EXPECT_FALSE(IsHealthPath("grpc.health.v1.Health/Check"));
  EXPECT_FALSE(IsHealthPath(""));
}

// AuthPropertyIterator's default constructor (an end iterator) is protected.
struct EndIterator : grpc::AuthPropertyIterator {};

// An AuthContext holding properties in a multimap, like the one gRPC gives the processor.
class FakeAuthContext final : public grpc::AuthContext {
 public:
  bool IsPeerAuthenticated() const override { return !identity_name_.empty(); }
  std::vector<grpc::string_ref> GetPeerIdentity() const override {
    return FindPropertyValues(identity_name_);
  }
  std::string GetPeerIdentityPropertyName() const override { return identity_name_; }
  std::vector<grpc::string_ref> FindPropertyValues(const std::string& name) const override {
    std::vector<grpc::string_ref> values;
    auto [first, last] = properties_.equal_range(name);
    for (auto it = first; it != last; ++it) values.emplace_back(it->second);
    return values;
  }
  grpc::AuthPropertyIterator begin() const override { return EndIterator(); }
  grpc::AuthPropertyIterator end() const override { return EndIterator(); }
  void AddProperty(const std::string& key, const grpc::string_ref& value) override {
    ++writes;
    properties_.emplace(key, std::string(value.data(), value.size()));
  }
  bool SetPeerIdentityPropertyName(const std::string& name) override {
    ++writes;
    identity_name_ = name;
    return true;
  }
  // AddProperty and SetPeerIdentityPropertyName calls so far.
  int writes = 0;

 private:
  std::multimap<std::string, std::string> properties_;
  std::string identity_name_;
};

// Remembers what it is told.
class Recorder final : public CallObserver {
 public:
  void OnCallStart(absl::string_view method) override { ++started; }
  void OnCallEnd(const CallRecord& record) override { ended.push_back(record); }
  int started = 0;
  std::vector<CallRecord> ended;
};

class ProcessorTest : public ::testing::Test {
 protected:
  // Runs the processor on `metadata` (key, value pairs).
  grpc::Status Run(std::vector<std::pair<std::string, std::string>> metadata) {
    storage_ = std::move(metadata);
    grpc::AuthMetadataProcessor::InputMetadata input;
    for (const auto& [key, value] : storage_) input.emplace(key, value);
    consumed_.clear();
    grpc::AuthMetadataProcessor::OutputMetadata response;
    grpc::Status status = processor_.Process(input, &context_, &consumed_, &response);
    EXPECT_TRUE(response.empty());
    return status;
  }

  Recorder recorder_;
  std::shared_ptr<const TokenTable> tokens_ = std::make_shared<const TokenTable>(Table());
  BearerTokenProcessor processor_{tokens_, {&recorder_}};
  FakeAuthContext context_;
  grpc::AuthMetadataProcessor::OutputMetadata consumed_;
  std::vector<std::pair<std::string, std::string>> storage_;
};

constexpr char kApply[] = "/arbiter.v1.RulesService/ApplyAction";

// gRPC hands the processor the CONNECTION's AuthContext (server_auth_filter's channel-level
// context), shared by every call on it: writing to it per call grew it without bound and raced
// with concurrent calls (gRPC aborted on "prop->name != nullptr"). The processor only judges.
TEST_F(ProcessorTest, RightTokenPassesAndNothingIsWrittenToTheConnectionContext) {
  for (int i = 0; i < 3; ++i) {
    grpc::Status status =
        Run({{":path", kApply}, {"authorization", std::string("Bearer ") + kTourToken}});
    EXPECT_TRUE(status.ok()) << status.error_message();
  }
  EXPECT_EQ(context_.writes, 0);
  EXPECT_TRUE(consumed_.empty());
  EXPECT_TRUE(recorder_.ended.empty());
  // Scheme is case-insensitive.
  EXPECT_TRUE(Run({{":path", kApply}, {"authorization", std::string("bearer ") + kLobbyToken}})
                  .ok());
}

TEST_F(ProcessorTest, MissingOrWrongTokenIsUnauthenticatedAndReported) {
  struct Case {
    std::vector<std::pair<std::string, std::string>> metadata;
    std::string message;
  };
  for (const Case& c : std::vector<Case>{
           {{{":path", kApply}}, "missing authorization metadata"},
           {{{":path", kApply}, {"authorization", "Basic bG9iYnk6cHc="}},
            "authorization: expected 'Bearer <token>'"},
           {{{":path", kApply}, {"authorization", "Bearer "}},
            "authorization: expected 'Bearer <token>'"},
           {{{":path", kApply}, {"authorization", kLobbyToken}},
            "authorization: expected 'Bearer <token>'"},
           {{{":path", kApply}, {"authorization", "Bearer 4f1c0a7e9b2d4e63a8f05c1d7e2b9a61"}},
            "unknown bearer token"},
           {{{":path", kApply},
             {"authorization", std::string("Bearer ") + kLobbyToken},
             {"authorization", std::string("Bearer ") + kTourToken}},
            "authorization: more than one value"},
           {{{"authorization", "Bearer nope-nope-nope-nope"}}, "unknown bearer token"},
       }) {
    recorder_.ended.clear();
    grpc::Status status = Run(c.metadata);
    EXPECT_EQ(status.error_code(), grpc::StatusCode::UNAUTHENTICATED);
    EXPECT_EQ(status.error_message().substr(0, c.message.size()), c.message);
    ASSERT_EQ(recorder_.ended.size(), 1u);
    EXPECT_EQ(recorder_.ended[0].code, "UNAUTHENTICATED");
    EXPECT_EQ(recorder_.ended[0].game, "unknown");
  }
  EXPECT_EQ(recorder_.started, 7);
  EXPECT_EQ(context_.writes, 0);
}

TEST_F(ProcessorTest, RefusedCallReportsTheMethodFromThePath) {
  Run({{":path", kApply}});
  ASSERT_EQ(recorder_.ended.size(), 1u);
  EXPECT_EQ(recorder_.ended[0].method, "ApplyAction");
  recorder_.ended.clear();
  Run({{":path", "/x/" + std::string(200, 'm')}});
  ASSERT_EQ(recorder_.ended.size(), 1u);
  EXPECT_EQ(recorder_.ended[0].method, std::string(64, 'm'));
}

TEST_F(ProcessorTest, HealthPassesWithoutToken) {
  EXPECT_TRUE(Run({{":path", "/grpc.health.v1.Health/Check"}}).ok());
  EXPECT_TRUE(Run({{":path", "/grpc.health.v1.Health/Watch"}}).ok());
  EXPECT_EQ(Run({{":path", "/grpc.reflection.v1alpha.ServerReflection/ServerReflectionInfo"}})
                .error_code(),
            grpc::StatusCode::UNAUTHENTICATED);
  EXPECT_TRUE(recorder_.ended.size() == 1u);
}

// Client metadata as gRPC's ServerContext holds it (string_refs into `storage`).
std::multimap<grpc::string_ref, grpc::string_ref> Metadata(
    const std::vector<std::pair<std::string, std::string>>& storage) {
  std::multimap<grpc::string_ref, grpc::string_ref> metadata;
  for (const auto& [key, value] : storage) metadata.emplace(key, value);
  return metadata;
}

TEST(CallerNameTest, TokenNameThenCertificateCommonNameThenNothing) {
  const TokenTable table = Table();
  FakeAuthContext context;
  const std::vector<std::pair<std::string, std::string>> none;
  const std::vector<std::pair<std::string, std::string>> lobby = {
      {"authorization", std::string("Bearer ") + kLobbyToken}};
  const std::vector<std::pair<std::string, std::string>> tournament = {
      {"authorization", std::string("bearer  ") + kTourToken}};
  EXPECT_EQ(CallerName(Metadata(none), &context, &table), "");
  EXPECT_EQ(CallerName(Metadata(none), nullptr, nullptr), "");
  context.AddProperty("x509_common_name", "lobby-client");
  EXPECT_EQ(CallerName(Metadata(none), &context, &table), "lobby-client");
  EXPECT_EQ(CallerName(Metadata(lobby), &context, &table), "lobby");
  EXPECT_EQ(CallerName(Metadata(tournament), &context, &table), "tournament");
  // Without a token table (no bearer authentication on the port) a token names nobody.
  EXPECT_EQ(CallerName(Metadata(lobby), &context, nullptr), "lobby-client");
  // Unknown, malformed or repeated tokens name nobody (the processor refused such calls).
  EXPECT_EQ(CallerName(Metadata({{"authorization", "Bearer 4f1c0a7e9b2d4e63a8f05c1d7e2b9a61"}}),
                       nullptr, &table),
            "");
  EXPECT_EQ(CallerName(Metadata({{"authorization", kLobbyToken}}), nullptr, &table), "");
  EXPECT_EQ(CallerName(Metadata({lobby[0], tournament[0]}), nullptr, &table), "");
}

TEST(BearerTokenTest, SchemeCaseInsensitiveThenTheToken) {
  EXPECT_EQ(BearerToken("Bearer abc"), absl::string_view("abc"));
  EXPECT_EQ(BearerToken("bEaReR   abc"), absl::string_view("abc"));
  EXPECT_EQ(BearerToken("Bearer "), absl::nullopt);
  EXPECT_EQ(BearerToken("Basic abc"), absl::nullopt);
  EXPECT_EQ(BearerToken("abc"), absl::nullopt);
}

}  // namespace
}  // namespace arbiter::service
