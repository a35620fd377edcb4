#include "service/server/server_config.h"

#include <cstdlib>

#include "CLI/CLI.hpp"
#include "google/protobuf/struct.pb.h"
#include "google/protobuf/util/json_util.h"
#include "gtest/gtest.h"

namespace arbiter::service {
namespace {

// Parses `args` (without the program name) into a fresh config.
ServerConfig Parse(std::vector<std::string> args) {
  CLI::App app{"test"};
  ServerConfig config;
  AddServerFlags(app, &config);
  std::reverse(args.begin(), args.end());  // CLI11 takes them reversed
  app.parse(args);
  return config;
}

TEST(ServerConfigTest, FlagsSetEveryLimit) {
  ServerConfig c = Parse({"--max_state_bytes=2048", "--max_replay_steps=7",
                          "--max_legal_actions=9", "--max_threads=4",
                          "--max_concurrent_streams=16", "--log_level=WARN",
                          "--drain_seconds=2.5"});
  EXPECT_EQ(c.max_state_bytes, 2048);
  EXPECT_EQ(c.max_replay_steps, 7);
  EXPECT_EQ(c.max_legal_actions, 9);
  EXPECT_EQ(c.max_threads, 4);
  EXPECT_EQ(c.max_concurrent_streams, 16);
  EXPECT_EQ(c.log_level, "warn");
  EXPECT_EQ(c.shutdown_grace_seconds, 2.5);
  EXPECT_EQ(Parse({"--shutdown_grace_seconds=3"}).shutdown_grace_seconds, 3);
}

TEST(ServerConfigTest, TransportLimitFlagsHaveTheirDefaultsAndRanges) {
  const ServerConfig defaults = Parse({});
  EXPECT_EQ(defaults.max_concurrent_streams, 100);
  EXPECT_EQ(defaults.transport_limits.memory_quota_bytes, int64_t{256} << 20);
  EXPECT_EQ(defaults.transport_limits.max_unsent_bytes, int64_t{64} << 20);
  EXPECT_EQ(defaults.transport_limits.max_unsent_bytes_per_connection, int64_t{8} << 20);
  EXPECT_EQ(defaults.transport_limits.max_send_seconds, 30);
  EXPECT_EQ(defaults.transport_limits.max_metadata_bytes, 8192);
  const ServerConfig c = Parse({"--memory_quota_bytes=33554432", "--max_unsent_bytes=1048576",
                                "--max_unsent_bytes_per_connection=65536",
                                "--max_send_seconds=2.5", "--max_metadata_bytes=4096",
                                "--max_connection_idle_seconds=60",
                                "--max_connection_age_seconds=600"});
  EXPECT_EQ(c.transport_limits.memory_quota_bytes, 33554432);
  EXPECT_EQ(c.transport_limits.max_unsent_bytes, 1048576);
  EXPECT_EQ(c.transport_limits.max_unsent_bytes_per_connection, 65536);
  EXPECT_EQ(c.transport_limits.max_send_seconds, 2.5);
  EXPECT_EQ(c.transport_limits.max_metadata_bytes, 4096);
  EXPECT_EQ(c.transport_limits.max_connection_idle_seconds, 60);
  EXPECT_EQ(c.transport_limits.max_connection_age_seconds, 600);
  EXPECT_THROW(Parse({"--memory_quota_bytes=1000"}), CLI::ValidationError);
  EXPECT_THROW(Parse({"--max_unsent_bytes=0"}), CLI::ValidationError);
  EXPECT_THROW(Parse({"--max_send_seconds=0"}), CLI::ValidationError);
  EXPECT_THROW(Parse({"--max_metadata_bytes=10"}), CLI::ValidationError);
}

TEST(ServerConfigTest, EnvironmentSetsWhatFlagsDoNotAndFlagsWin) {
  setenv("ARBITER_MAX_REPLAY_STEPS", "11", 1);
  setenv("ARBITER_LOG_LEVEL", "debug", 1);
  setenv("ARBITER_DRAIN_SECONDS", "4", 1);
  ServerConfig c = Parse({"--log_level=error"});
  unsetenv("ARBITER_MAX_REPLAY_STEPS");
  unsetenv("ARBITER_LOG_LEVEL");
  unsetenv("ARBITER_DRAIN_SECONDS");
  EXPECT_EQ(c.max_replay_steps, 11);
  EXPECT_EQ(c.shutdown_grace_seconds, 4);
  EXPECT_EQ(c.log_level, "error");
}

TEST(ServerConfigTest, BenchEchoIsOffByDefaultAndSetByFlagOrEnvironment) {
  const ServerConfig defaults = Parse({});
  EXPECT_FALSE(defaults.bench_echo);
  EXPECT_EQ(defaults.bench_echo_max_bytes, int64_t{256} << 20);
  const ServerConfig on = Parse({"--bench_echo", "--bench_echo_max_bytes=1048576"});
  EXPECT_TRUE(on.bench_echo);
  EXPECT_EQ(on.bench_echo_max_bytes, 1048576);
  setenv("ARBITER_BENCH_ECHO", "1", 1);
  setenv("ARBITER_BENCH_ECHO_MAX_BYTES", "4096", 1);
  const ServerConfig from_env = Parse({});
  unsetenv("ARBITER_BENCH_ECHO");
  unsetenv("ARBITER_BENCH_ECHO_MAX_BYTES");
  EXPECT_TRUE(from_env.bench_echo);
  EXPECT_EQ(from_env.bench_echo_max_bytes, 4096);
  EXPECT_THROW(Parse({"--bench_echo_max_bytes=0"}), CLI::ValidationError);
}

TEST(ServerConfigTest, BadValuesAreRejected) {
  EXPECT_THROW(Parse({"--log_level=verbose"}), CLI::ValidationError);
  EXPECT_THROW(Parse({"--max_state_bytes=0"}), CLI::ValidationError);
  EXPECT_THROW(Parse({"--max_threads=-1"}), CLI::ValidationError);
  EXPECT_THROW(Parse({"--drain_seconds=-1"}), CLI::ValidationError);
}

TEST(ServerConfigTest, DescribeConfigIsOneJsonLineWithEverySetting) {
  ServerConfig c;
  c.listen = "127.0.0.1:0";
  c.max_legal_actions = 12;
  const std::string line = DescribeConfig(c);
  EXPECT_EQ(line.find('\n'), std::string::npos);
  google::protobuf::Struct s;
  ASSERT_TRUE(google::protobuf::util::JsonStringToMessage(line, &s).ok()) << line;
  EXPECT_EQ(s.fields().at("listen").string_value(), "127.0.0.1:0");
  EXPECT_EQ(s.fields().at("max_legal_actions").number_value(), 12);
  for (const char* key : {"metrics_listen", "max_message_bytes", "drain_seconds",
                          "max_state_bytes", "max_replay_steps", "max_threads",
                          "max_concurrent_streams", "log_level", "memory_quota_bytes",
                          "max_unsent_bytes", "max_unsent_bytes_per_connection",
                          "max_send_seconds", "max_metadata_bytes",
                          "max_connection_idle_seconds", "max_connection_age_seconds",
                          "bench_echo", "bench_echo_max_bytes"}) {
    EXPECT_EQ(s.fields().count(key), 1u) << key;
  }
}

}  // namespace
}  // namespace arbiter::service
