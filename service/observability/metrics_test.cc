#include "service/observability/metrics.h"

#include <map>
#include <string>
#include <thread>
#include <vector>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"
#include "service/observability/allocation_count_testing.h"
#include "tests/operator/harness.h"

namespace arbiter::service {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

MetricsOptions TestOptions() {
  MetricsOptions options;
  options.methods = {"ListGames", "NewGame", "ApplyAction", "ReplayGame"};
  options.games = {"my_game", "race_to_ten"};
  options.version = "9.8.7";
  options.commit = "abcdef123456";
  return options;
}

CallRecord Call(std::string method, std::string game, std::string code, double seconds = 0.001) {
  CallRecord r;
  r.method = std::move(method);
  r.game = std::move(game);
  r.code = std::move(code);
  r.seconds = seconds;
  r.peer = "ipv4:127.0.0.1:5000";
  return r;
}

// The value of the sample whose name and labels are exactly `series`, or -1 when absent.
double Sample(const std::string& text, absl::string_view series) {
  for (absl::string_view line : absl::StrSplit(text, '\n')) {
    if (line.size() > series.size() && line.substr(0, series.size()) == series &&
        line[series.size()] == ' ') {
      double value = 0;
      if (absl::SimpleAtod(line.substr(series.size() + 1), &value)) return value;
    }
  }
  return -1;
}

// Number of samples of metric `name` (any labels).
int SeriesCount(const std::string& text, absl::string_view name) {
  int n = 0;
  for (absl::string_view line : absl::StrSplit(text, '\n')) {
    if (absl::StartsWith(line, absl::StrCat(name, "{")) ||
        absl::StartsWith(line, absl::StrCat(name, " "))) {
      ++n;
    }
  }
  return n;
}

TEST(MetricsTest, CountsRequestsByMethodGameAndCode) {
  Metrics metrics(TestOptions());
  metrics.OnCallEnd(Call("ApplyAction", "my_game", "OK"));
  metrics.OnCallEnd(Call("ApplyAction", "my_game", "OK"));
  metrics.OnCallEnd(Call("ApplyAction", "my_game", "INVALID_ARGUMENT"));
  metrics.OnCallEnd(Call("ListGames", "unknown", "OK"));
  const std::string text = metrics.ExpositionText();
  EXPECT_EQ(Sample(text, R"(arbiter_requests_total{code="OK",game="my_game",method="ApplyAction"})"),
            2);
  EXPECT_EQ(Sample(text, R"(arbiter_requests_total{code="INVALID_ARGUMENT",game="my_game",method="ApplyAction"})"),
            1);
  EXPECT_EQ(Sample(text, R"(arbiter_requests_total{code="OK",game="unknown",method="ListGames"})"), 1);
  EXPECT_EQ(SeriesCount(text, "arbiter_requests_total"), 3);
}

TEST(MetricsTest, UnboundedLabelValuesAreFolded) {
  Metrics metrics(TestOptions());
  metrics.OnCallEnd(Call("NoSuchMethod", "chess", "OK"));
  metrics.OnCallEnd(Call("NewGame", "../../etc/passwd", "NOT_FOUND"));
  metrics.OnCallEnd(Call("NewGame", "my_game", "NOT_A_CODE"));
  const std::string text = metrics.ExpositionText();
  EXPECT_EQ(Sample(text, R"(arbiter_requests_total{code="OK",game="unknown",method="unknown"})"), 1);
  EXPECT_EQ(Sample(text, R"(arbiter_requests_total{code="NOT_FOUND",game="unknown",method="NewGame"})"),
            1);
  EXPECT_EQ(Sample(text, R"(arbiter_requests_total{code="UNKNOWN",game="my_game",method="NewGame"})"),
            1);
  EXPECT_THAT(text, Not(HasSubstr("chess")));
  EXPECT_THAT(text, Not(HasSubstr("passwd")));
  EXPECT_THAT(text, Not(HasSubstr("NOT_A_CODE")));
}

TEST(MetricsTest, DurationHistogramUsesSecondsBuckets) {
  Metrics metrics(TestOptions());
  metrics.OnCallEnd(Call("ApplyAction", "my_game", "OK", 0.0003));
  metrics.OnCallEnd(Call("ApplyAction", "my_game", "OK", 2.0));
  const std::string text = metrics.ExpositionText();
  const std::string prefix = R"(arbiter_request_duration_seconds_bucket{game="my_game",method="ApplyAction",)";
  EXPECT_EQ(Sample(text, prefix + R"(le="0.00025"})"), 0);
  EXPECT_EQ(Sample(text, prefix + R"(le="0.0005"})"), 1);
  EXPECT_EQ(Sample(text, prefix + R"(le="1"})"), 1);
  EXPECT_EQ(Sample(text, prefix + R"(le="2.5"})"), 2);
  EXPECT_EQ(Sample(text, prefix + R"(le="+Inf"})"), 2);
  EXPECT_EQ(Sample(text, R"(arbiter_request_duration_seconds_count{game="my_game",method="ApplyAction"})"),
            2);
  EXPECT_NEAR(Sample(text, R"(arbiter_request_duration_seconds_sum{game="my_game",method="ApplyAction"})"),
              2.0003, 1e-9);
}

TEST(MetricsTest, BucketsAreIncreasingAndSpanMicrosecondsToSeconds) {
  for (const std::vector<double>* b : {&Metrics::DurationBuckets(), &Metrics::StateBytesBuckets()}) {
    for (size_t i = 1; i < b->size(); ++i) EXPECT_LT((*b)[i - 1], (*b)[i]);
  }
  EXPECT_LE(Metrics::DurationBuckets().front(), 1e-5);
  EXPECT_GE(Metrics::DurationBuckets().back(), 10);
}

TEST(MetricsTest, StateBytesObservedOnlyWhenAStateWasSent) {
  Metrics metrics(TestOptions());
  CallRecord with_state = Call("ApplyAction", "my_game", "OK");
  with_state.state_bytes = 300;
  metrics.OnCallEnd(with_state);
  metrics.OnCallEnd(Call("NewGame", "my_game", "OK"));
  const std::string text = metrics.ExpositionText();
  EXPECT_EQ(Sample(text, R"(arbiter_state_bytes_count{game="my_game"})"), 1);
  EXPECT_EQ(Sample(text, R"(arbiter_state_bytes_bucket{game="my_game",le="256"})"), 0);
  EXPECT_EQ(Sample(text, R"(arbiter_state_bytes_bucket{game="my_game",le="1024"})"), 1);
}

TEST(MetricsTest, InflightGaugeFollowsStartAndEnd) {
  Metrics metrics(TestOptions());
  metrics.OnCallStart("ApplyAction");
  metrics.OnCallStart("ApplyAction");
  metrics.OnCallStart("NewGame");
  metrics.OnCallEnd(Call("NewGame", "my_game", "OK"));
  EXPECT_EQ(Sample(metrics.ExpositionText(), "arbiter_inflight_requests"), 2);
}

TEST(MetricsTest, BuildInfoIsOneWithVersionAndCommit) {
  Metrics metrics(TestOptions());
  EXPECT_EQ(Sample(metrics.ExpositionText(),
                   R"(arbiter_build_info{commit="abcdef123456",version="9.8.7"})"),
            1);
}

TEST(MetricsTest, DefaultBuildInfoComesFromTheBuild) {
  MetricsOptions options;
  EXPECT_EQ(options.version, buildinfo::BuildVersion());
  EXPECT_FALSE(options.version.empty());
  EXPECT_FALSE(options.commit.empty());
}

TEST(MetricsTest, RulesServiceOptionsListEveryMethod) {
  Registry empty;
  MetricsOptions options = RulesServiceMetricsOptions(empty);
  EXPECT_THAT(options.methods, ::testing::IsSupersetOf({"ListGames", "NewGame", "ApplyAction",
                                                        "ListLegalActions", "GetPlayerView",
                                                        "ReplayGame", "StreamReplayGame"}));
  EXPECT_TRUE(options.games.empty());
}

TEST(MetricsTest, VerdictsCountedWithViolationCodes) {
  Metrics metrics(TestOptions());
  CallRecord illegal = Call("ApplyAction", "my_game", "OK");
  illegal.verdict = "illegal";
  illegal.violation_code = "MY_GAME_SET_TOO_SMALL";
  metrics.OnCallEnd(illegal);
  metrics.OnCallEnd(illegal);
  CallRecord shared = illegal;
  shared.violation_code = "ARBITER_NOT_YOUR_TURN";
  metrics.OnCallEnd(shared);
  CallRecord legal = Call("ApplyAction", "my_game", "OK");
  legal.verdict = "legal";
  metrics.OnCallEnd(legal);
  metrics.OnCallEnd(legal);  // the cached child of a verdict without violation
  CallRecord other_game = legal;
  other_game.game = "race_to_ten";
  metrics.OnCallEnd(other_game);
  CallRecord replay = Call("ReplayGame", "race_to_ten", "OK");
  replay.verdict = "valid";
  metrics.OnCallEnd(replay);
  const std::string text = metrics.ExpositionText();
  EXPECT_EQ(Sample(text, R"(arbiter_verdicts_total{game="my_game",verdict="illegal",violation="MY_GAME_SET_TOO_SMALL"})"),
            2);
  EXPECT_EQ(Sample(text, R"(arbiter_verdicts_total{game="my_game",verdict="illegal",violation="ARBITER_NOT_YOUR_TURN"})"),
            1);
  EXPECT_EQ(Sample(text, R"(arbiter_verdicts_total{game="my_game",verdict="legal",violation=""})"), 2);
  EXPECT_EQ(Sample(text, R"(arbiter_verdicts_total{game="race_to_ten",verdict="legal",violation=""})"), 1);
  EXPECT_EQ(Sample(text, R"(arbiter_verdicts_total{game="race_to_ten",verdict="valid",violation=""})"),
            1);
  // Calls without a verdict (errors, ListGames) add no verdict series.
  metrics.OnCallEnd(Call("ApplyAction", "my_game", "INVALID_ARGUMENT"));
  EXPECT_EQ(SeriesCount(metrics.ExpositionText(), "arbiter_verdicts_total"), 5);
}

TEST(MetricsTest, ViolationLabelRejectsFreeText) {
  Metrics metrics(TestOptions());
  for (const char* code : {"seat 2 holds the 6 of hearts", "quibbles_lower_case",
                           "9_STARTS_WITH_DIGIT", "QUIBBLES_" "WAY_TOO_LONG_CODE_PADDING_PADDING"
                           "_PADDING_PADDING_PADDING", "QUIBBLES_X\n"}) {
    CallRecord r = Call("ApplyAction", "my_game", "OK");
    r.verdict = "illegal";
    r.violation_code = code;
    metrics.OnCallEnd(r);
  }
  CallRecord odd_verdict = Call("ApplyAction", "my_game", "OK");
  odd_verdict.verdict = "maybe";
  metrics.OnCallEnd(odd_verdict);
  const std::string text = metrics.ExpositionText();
  EXPECT_EQ(Sample(text, R"(arbiter_verdicts_total{game="my_game",verdict="illegal",violation="invalid"})"),
            5);
  EXPECT_EQ(Sample(text, R"(arbiter_verdicts_total{game="my_game",verdict="other",violation=""})"), 1);
  EXPECT_THAT(text, Not(HasSubstr("hearts")));
}

TEST(MetricsTest, DistinctViolationCodesAreCapped) {
  Metrics metrics(TestOptions());
  CallRecord r = Call("ApplyAction", "my_game", "OK");
  r.verdict = "illegal";
  const size_t extra = 25;
  for (size_t i = 0; i < Metrics::kMaxViolationCodes + extra; ++i) {
    r.violation_code = absl::StrCat("QUIBBLES_CODE_", i);
    metrics.OnCallEnd(r);
  }
  const std::string text = metrics.ExpositionText();
  EXPECT_EQ(SeriesCount(text, "arbiter_verdicts_total"), Metrics::kMaxViolationCodes + 1);
  EXPECT_EQ(Sample(text, R"(arbiter_verdicts_total{game="my_game",verdict="illegal",violation="other"})"),
            extra);
}

TEST(MetricsTest, ConcurrentCallsAreAllCounted) {
  Metrics metrics(TestOptions());
  constexpr int kThreads = 8, kCalls = 5000;
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&metrics, t] {
      CallRecord r = Call(t % 2 ? "ApplyAction" : "NewGame", "my_game", "OK");
      r.verdict = "illegal";
      r.violation_code = "MY_GAME_SET_TOO_SMALL";
      for (int i = 0; i < kCalls; ++i) {
        metrics.OnCallStart(r.method);
        metrics.OnCallEnd(r);
      }
    });
  }
  for (std::thread& t : threads) t.join();
  const std::string text = metrics.ExpositionText();
  EXPECT_EQ(Sample(text, R"(arbiter_requests_total{code="OK",game="my_game",method="ApplyAction"})"),
            kThreads / 2 * kCalls);
  EXPECT_EQ(Sample(text, R"(arbiter_requests_total{code="OK",game="my_game",method="NewGame"})"),
            kThreads / 2 * kCalls);
  EXPECT_EQ(Sample(text, R"(arbiter_verdicts_total{game="my_game",verdict="illegal",violation="MY_GAME_SET_TOO_SMALL"})"),
            kThreads * kCalls);
  EXPECT_EQ(Sample(text, "arbiter_inflight_requests"), 0);
}

// The counter below sees allocations at all (its operator new is the binary's): a string past
// the small-string buffer built by abseil's out-of-line StrCat allocates once.
TEST(MetricsTest, AllocationCounterCountsThisThreadsAllocations) {
  const std::string part(40, 'a');
  StartCountingAllocations();
  const std::string joined = absl::StrCat(part, "b");
  const long counted = StopCountingAllocations();
  EXPECT_EQ(joined.size(), 41u);
  EXPECT_GE(counted, 1);
}

TEST(MetricsTest, RepeatedCallsAllocateNothing) {
  Metrics metrics(TestOptions());
  CallRecord r = Call("ApplyAction", "my_game", "OK");
  r.verdict = "illegal";
  r.violation_code = "MY_GAME_SET_TOO_SMALL";
  r.state_bytes = 1000;
  metrics.OnCallStart(r.method);
  metrics.OnCallEnd(r);  // creates the label children
  StartCountingAllocations();
  for (int i = 0; i < 100; ++i) {
    metrics.OnCallStart(r.method);
    metrics.OnCallEnd(r);
  }
  EXPECT_EQ(StopCountingAllocations(), 0);
}

TEST(MetricsServerTest, ServesMetricsOverHttpOnAChosenPort) {
  Metrics metrics(TestOptions());
  metrics.OnCallEnd(Call("ListGames", "unknown", "OK"));
  absl::StatusOr<std::unique_ptr<MetricsServer>> server =
      MetricsServer::Start("127.0.0.1:0", metrics.registry());
  ASSERT_TRUE(server.ok()) << server.status();
  ASSERT_GT((*server)->port(), 0);
  absl::StatusOr<std::string> body =
      operator_testing::HttpGet((*server)->port(), "/metrics", absl::Seconds(10));
  ASSERT_TRUE(body.ok()) << body.status();
  EXPECT_EQ(Sample(*body, R"(arbiter_requests_total{code="OK",game="unknown",method="ListGames"})"),
            1);
  EXPECT_THAT(*body, HasSubstr("# TYPE arbiter_request_duration_seconds histogram"));

  // The same port again cannot be bound: an error, not an exception or a crash.
  absl::StatusOr<std::unique_ptr<MetricsServer>> second =
      MetricsServer::Start(absl::StrCat("127.0.0.1:", (*server)->port()), metrics.registry());
  EXPECT_EQ(second.status().code(), absl::StatusCode::kUnavailable);
}

// The civetweb settings that keep idle and slow connections from stalling scrapes
// (metrics_server.h); tests/hardening/metrics_stall_test.py holds the behaviour.
TEST(MetricsServerTest, CivetwebOptionsBoundIdleAndSlowConnections) {
  MetricsServerOptions options;
  options.threads = 7;
  options.request_timeout_seconds = 1.5;
  const std::vector<std::string> kv = MetricsServer::CivetwebOptions("127.0.0.1:0", options);
  ASSERT_EQ(kv.size() % 2, 0u);
  std::map<std::string, std::string> set;
  for (size_t i = 0; i < kv.size(); i += 2) set[kv[i]] = kv[i + 1];
  EXPECT_EQ(set["listening_ports"], "127.0.0.1:0");
  EXPECT_EQ(set["num_threads"], "7");
  EXPECT_EQ(set["request_timeout_ms"], "1500");
  EXPECT_EQ(set["enable_keep_alive"], "no");
  EXPECT_EQ(set["connection_queue"], "64");
  EXPECT_EQ(set["listen_backlog"], "128");
  EXPECT_EQ(MetricsServerOptions().threads, 64);  // the documented defaults
  EXPECT_EQ(MetricsServerOptions().request_timeout_seconds, 2);
}

TEST(MetricsServerTest, AcceptsColonPortAndRejectsGarbage) {
  Metrics metrics(TestOptions());
  absl::StatusOr<std::unique_ptr<MetricsServer>> server =
      MetricsServer::Start(":0", metrics.registry());
  ASSERT_TRUE(server.ok()) << server.status();
  EXPECT_GT((*server)->port(), 0);
  EXPECT_EQ(MetricsServer::Start("not-an-address:xyz", metrics.registry()).status().code(),
            absl::StatusCode::kUnavailable);
}

}  // namespace
}  // namespace arbiter::service
