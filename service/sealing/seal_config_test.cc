// Tests of the seal settings (seal_config.h): the key file's format and its errors (which never
// carry key material), LoadStateSealer's checks, the flags and environment variables, and that
// the config banner shows no key.
#include "service/sealing/seal_config.h"

#include <stdlib.h>
#include <unistd.h>

#include <cstdio>
#include <fstream>
#include <string>

#include "CLI/CLI.hpp"
#include "absl/strings/escaping.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "service/server/server_config.h"

namespace arbiter::service {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

const std::string kKeyA = absl::Base64Escape(std::string(32, 'A'));
const std::string kKeyB = absl::Base64Escape(std::string(32, 'B'));

// A temporary file with `text`, removed at the end of the test.
class TempFile {
 public:
  explicit TempFile(const std::string& text) {
    char name[] = "/tmp/seal_config_test_XXXXXX";
    const int fd = mkstemp(name);
    EXPECT_GE(fd, 0);
    if (fd >= 0) close(fd);
    path_ = name;
    std::ofstream(path_) << text;
  }
  ~TempFile() { std::remove(path_.c_str()); }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

TEST(ParseSealKeysTest, ReadsKeysSkippingCommentsAndBlankLines) {
  absl::StatusOr<std::vector<SealKey>> keys = ParseSealKeys(
      "# rotation: 2026-11 seals, 2026-10 still opens\n\n  2026-11  " + kKeyA +
      "  \n2026-10\t" + kKeyB + "\r\n");
  ASSERT_TRUE(keys.ok()) << keys.status();
  ASSERT_EQ(keys->size(), 2u);
  EXPECT_EQ((*keys)[0].id, "2026-11");
  EXPECT_EQ((*keys)[0].bytes, std::string(32, 'A'));
  EXPECT_EQ((*keys)[1].id, "2026-10");
  EXPECT_EQ((*keys)[1].bytes, std::string(32, 'B'));
}

TEST(ParseSealKeysTest, RefusesBadLinesWithTheLineNumberAndNoKeyMaterial) {
  const std::string short_key = absl::Base64Escape(std::string(31, 'S'));
  const std::string long_key = absl::Base64Escape(std::string(33, 'L'));
  const struct {
    std::string text;
    std::string message;
  } cases[] = {
      {"", "no keys"},
      {"# only a comment\n\n", "no keys"},
      {"k1\n", "line 1: expected `KEY_ID BASE64_KEY`, got 1 word"},
      {"k1 " + kKeyA + " extra\n", "line 1: expected `KEY_ID BASE64_KEY`, got 3 words"},
      {"\nk1 " + short_key + "\n", "line 2: key 'k1' decodes to 31 bytes, needs 32"},
      {"k1 " + long_key + "\n", "line 1: key 'k1' decodes to 33 bytes, needs 32"},
      {"k1 not*base64!\n", "line 1: key 'k1' is not valid base64"},
      {"k1 " + kKeyA + "\nk1 " + kKeyB + "\n", "line 2: key id 'k1' appears twice"},
      {"k/1 " + kKeyA + "\n", "line 1: key id 'k/1' has a character outside [A-Za-z0-9._-]"},
  };
  for (const auto& c : cases) {
    absl::StatusOr<std::vector<SealKey>> keys = ParseSealKeys(c.text);
    ASSERT_FALSE(keys.ok()) << c.text;
    EXPECT_EQ(keys.status().code(), absl::StatusCode::kInvalidArgument);
    const std::string message(keys.status().message());
    EXPECT_THAT(message, HasSubstr(c.message));
    for (const std::string& secret : {kKeyA, kKeyB, short_key, long_key}) {
      EXPECT_THAT(message, Not(HasSubstr(secret)));
    }
  }
}

TEST(LoadStateSealerTest, OffWithoutFlags) {
  absl::StatusOr<std::unique_ptr<StateSealer>> sealer = LoadStateSealer({});
  ASSERT_TRUE(sealer.ok());
  EXPECT_EQ(*sealer, nullptr);
}

TEST(LoadStateSealerTest, LoadsTheFileWithTheActiveKey) {
  TempFile file("old " + kKeyA + "\nnew " + kKeyB + "\n");
  absl::StatusOr<std::unique_ptr<StateSealer>> sealer = LoadStateSealer({file.path(), "new"});
  ASSERT_TRUE(sealer.ok()) << sealer.status();
  ASSERT_NE(*sealer, nullptr);
  EXPECT_EQ((*sealer)->active_key_id(), "new");
  EXPECT_EQ((*sealer)->key_ids(), (std::vector<std::string>{"old", "new"}));
}

TEST(LoadStateSealerTest, RefusesWithTheFlagNamed) {
  TempFile file("old " + kKeyA + "\n");
  TempFile bad("old " + kKeyA.substr(4) + "\n");
  const struct {
    SealConfig config;
    std::string message;
  } cases[] = {
      {{file.path(), ""}, "--seal_keys_file: needs --seal_key_id"},
      {{"", "old"}, "--seal_key_id: needs --seal_keys_file"},
      {{file.path(), "new"}, "--seal_key_id: 'new' is not a key of " + file.path()},
      {{"/nonexistent/keys", "old"}, "--seal_keys_file /nonexistent/keys: cannot be read"},
      {{bad.path(), "old"}, "--seal_keys_file " + bad.path() + ": line 1: key 'old' decodes to"},
  };
  for (const auto& c : cases) {
    absl::StatusOr<std::unique_ptr<StateSealer>> sealer = LoadStateSealer(c.config);
    ASSERT_FALSE(sealer.ok()) << c.message;
    EXPECT_EQ(sealer.status().code(), absl::StatusCode::kInvalidArgument);
    EXPECT_THAT(std::string(sealer.status().message()), HasSubstr(c.message));
    EXPECT_THAT(std::string(sealer.status().message()), Not(HasSubstr(kKeyA)));
  }
}

// Parses `args` with the server's flags; the error message when CLI11 refuses them, else "".
std::string ParseServerFlags(std::vector<std::string> args, ServerConfig* config) {
  CLI::App app;
  AddServerFlags(app, config);
  std::vector<const char*> argv{"arbiterd"};
  for (const std::string& arg : args) argv.push_back(arg.c_str());
  try {
    app.parse(static_cast<int>(argv.size()), argv.data());
  } catch (const CLI::ParseError& error) {
    return error.what();
  }
  return "";
}

TEST(SealFlagsTest, FlagsAndEnvironmentFillTheConfig) {
  TempFile file("k1 " + kKeyA + "\n");
  ServerConfig config;
  EXPECT_EQ(ParseServerFlags({"--seal_keys_file=" + file.path(), "--seal_key_id=k1"}, &config),
            "");
  EXPECT_EQ(config.seal.keys_file, file.path());
  EXPECT_EQ(config.seal.key_id, "k1");

  setenv("ARBITER_SEAL_KEYS_FILE", file.path().c_str(), 1);
  setenv("ARBITER_SEAL_KEY_ID", "k1", 1);
  ServerConfig from_env;
  EXPECT_EQ(ParseServerFlags({}, &from_env), "");
  unsetenv("ARBITER_SEAL_KEYS_FILE");
  unsetenv("ARBITER_SEAL_KEY_ID");
  EXPECT_EQ(from_env.seal.keys_file, file.path());
  EXPECT_EQ(from_env.seal.key_id, "k1");

  ServerConfig off;
  EXPECT_EQ(ParseServerFlags({}, &off), "");
  EXPECT_TRUE(off.seal.keys_file.empty());
}

TEST(SealFlagsTest, BadFilesAndLoneFlagsAreRefusedAtParseTime) {
  TempFile short_key("k1 " + kKeyA.substr(8) + "\n");
  TempFile good("k1 " + kKeyA + "\n");
  ServerConfig config;
  EXPECT_THAT(ParseServerFlags({"--seal_keys_file=" + short_key.path(), "--seal_key_id=k1"},
                               &config),
              HasSubstr("line 1: key 'k1' decodes to"));
  EXPECT_THAT(ParseServerFlags({"--seal_keys_file=/nonexistent", "--seal_key_id=k1"}, &config),
              HasSubstr("cannot be read"));
  EXPECT_THAT(ParseServerFlags({"--seal_keys_file=" + good.path()}, &config),
              HasSubstr("--seal_key_id"));
  EXPECT_THAT(ParseServerFlags({"--seal_key_id=k1"}, &config), HasSubstr("--seal_keys_file"));
  EXPECT_THAT(ParseServerFlags({"--seal_keys_file=" + good.path(), "--seal_key_id=k 1"},
                               &config),
              HasSubstr("outside [A-Za-z0-9._-]"));
}

TEST(SealFlagsTest, BannerShowsPathAndIdButNoKey) {
  TempFile file("k1 " + kKeyA + "\n");
  ServerConfig config;
  ASSERT_EQ(ParseServerFlags({"--seal_keys_file=" + file.path(), "--seal_key_id=k1"}, &config),
            "");
  const std::string banner = DescribeConfig(config);
  EXPECT_THAT(banner, HasSubstr("\"seal_key_id\":\"k1\""));
  EXPECT_THAT(banner, HasSubstr(file.path()));
  EXPECT_THAT(banner, Not(HasSubstr(kKeyA)));
}

}  // namespace
}  // namespace arbiter::service
