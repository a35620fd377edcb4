#include "service/observability/request_log.h"

#include <string>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/synchronization/mutex.h"
#include "gmock/gmock.h"
#include "google/protobuf/struct.pb.h"
#include "google/protobuf/util/json_util.h"
#include "gtest/gtest.h"
#include "service/observability/log_lines_testing.h"

namespace arbiter::service {
namespace {

using ::google::protobuf::Struct;
using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::Not;
using ::testing::UnorderedElementsAre;

using Lines = CapturedLines;

Struct Parse(const std::string& line) {
  Struct s;
  EXPECT_TRUE(google::protobuf::util::JsonStringToMessage(line, &s).ok()) << line;
  return s;
}

std::vector<std::string> Keys(const Struct& s) {
  std::vector<std::string> keys;
  for (const auto& [k, v] : s.fields()) keys.push_back(k);
  return keys;
}

CallRecord Record() {
  CallRecord r;
  r.method = "ApplyAction";
  r.game = "my_game";
  r.code = "OK";
  r.verdict = "illegal";
  r.violation_code = "QUIBBLES_SPLIT_SET_TOO_SMALL";
  r.seconds = 0.0025;
  r.state_bytes = 318;
  r.peer = "ipv4:127.0.0.1:40312";
  return r;
}

TEST(LogLevelTest, ParsesNamesAndRejectsOthers) {
  EXPECT_EQ(*ParseLogLevel("debug"), LogLevel::kDebug);
  EXPECT_EQ(*ParseLogLevel("INFO"), LogLevel::kInfo);
  EXPECT_EQ(*ParseLogLevel("warn"), LogLevel::kWarn);
  EXPECT_EQ(*ParseLogLevel("warning"), LogLevel::kWarn);
  EXPECT_EQ(*ParseLogLevel("error"), LogLevel::kError);
  EXPECT_EQ(*ParseLogLevel("off"), LogLevel::kOff);
  EXPECT_EQ(ParseLogLevel("verbose").status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(ParseLogLevel("").status().code(), absl::StatusCode::kInvalidArgument);
  for (LogLevel l : {LogLevel::kDebug, LogLevel::kInfo, LogLevel::kWarn, LogLevel::kError,
                     LogLevel::kOff}) {
    EXPECT_EQ(*ParseLogLevel(LogLevelName(l)), l);
  }
}

TEST(RequestLogTest, OneJsonLinePerRequestWithTheAgreedFields) {
  Lines lines;
  Logger logger(LogLevel::kInfo, lines.sink());
  RequestLog log(&logger);
  log.OnCallStart("ApplyAction");  // debug only
  log.OnCallEnd(Record());
  ASSERT_EQ(lines.get().size(), 1u);
  const std::string line = lines.get()[0];
  EXPECT_THAT(line, Not(HasSubstr("\n")));
  Struct s = Parse(line);
  EXPECT_THAT(Keys(s), UnorderedElementsAre("ts", "level", "msg", "method", "game", "code",
                                            "verdict", "violation", "latency_ms", "state_bytes",
                                            "peer"));
  EXPECT_EQ(s.fields().at("level").string_value(), "info");
  EXPECT_EQ(s.fields().at("msg").string_value(), "request");
  EXPECT_EQ(s.fields().at("method").string_value(), "ApplyAction");
  EXPECT_EQ(s.fields().at("game").string_value(), "my_game");
  EXPECT_EQ(s.fields().at("code").string_value(), "OK");
  EXPECT_EQ(s.fields().at("verdict").string_value(), "illegal");
  EXPECT_EQ(s.fields().at("violation").string_value(), "QUIBBLES_SPLIT_SET_TOO_SMALL");
  EXPECT_DOUBLE_EQ(s.fields().at("latency_ms").number_value(), 2.5);
  EXPECT_EQ(s.fields().at("state_bytes").number_value(), 318);
  EXPECT_EQ(s.fields().at("peer").string_value(), "ipv4:127.0.0.1:40312");
  // RFC 3339 UTC with milliseconds.
  EXPECT_THAT(s.fields().at("ts").string_value(),
              ::testing::MatchesRegex("[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}"
                                      "\\.[0-9]{3}Z"));
}

TEST(RequestLogTest, ErrorsCarryTheMessageAndALevelByCause) {
  Lines lines;
  Logger logger(LogLevel::kDebug, lines.sink());
  RequestLog log(&logger);
  CallRecord bad = Record();
  bad.code = "INVALID_ARGUMENT";
  bad.verdict.clear();
  bad.violation_code.clear();
  bad.error_message = "state.payload.players[2].hand: 7 cards";
  log.OnCallEnd(bad);
  CallRecord fault = bad;
  fault.code = "INTERNAL";
  log.OnCallEnd(fault);
  ASSERT_EQ(lines.get().size(), 2u);
  Struct s = Parse(lines.get()[0]);
  EXPECT_EQ(s.fields().at("level").string_value(), "warn");
  EXPECT_EQ(s.fields().at("error").string_value(), "state.payload.players[2].hand: 7 cards");
  EXPECT_EQ(s.fields().count("verdict"), 0u);
  EXPECT_EQ(Parse(lines.get()[1]).fields().at("level").string_value(), "error");
}

TEST(RequestLogTest, LevelFiltersLines) {
  Lines lines;
  Logger logger(LogLevel::kWarn, lines.sink());
  RequestLog log(&logger);
  log.OnCallStart("ApplyAction");
  log.OnCallEnd(Record());  // info: dropped
  CallRecord bad = Record();
  bad.code = "NOT_FOUND";
  log.OnCallEnd(bad);  // warn: kept
  ASSERT_EQ(lines.get().size(), 1u);
  EXPECT_EQ(Parse(lines.get()[0]).fields().at("code").string_value(), "NOT_FOUND");

  logger.set_level(LogLevel::kOff);
  CallRecord fault = Record();
  fault.code = "INTERNAL";
  log.OnCallEnd(fault);
  EXPECT_EQ(lines.get().size(), 1u);

  logger.set_level(LogLevel::kDebug);
  log.OnCallStart("NewGame");
  ASSERT_EQ(lines.get().size(), 2u);
  Struct start = Parse(lines.get()[1]);
  EXPECT_EQ(start.fields().at("level").string_value(), "debug");
  EXPECT_EQ(start.fields().at("msg").string_value(), "call started");
  EXPECT_EQ(start.fields().at("method").string_value(), "NewGame");
}

TEST(RequestLogTest, WantsCallerOnlyForLinesItWrites) {
  Lines lines;
  Logger logger(LogLevel::kWarn, lines.sink());
  RequestLog log(&logger);
  EXPECT_FALSE(log.WantsCaller("OK"));  // info line: not written at warn
  EXPECT_TRUE(log.WantsCaller("NOT_FOUND"));
  EXPECT_TRUE(log.WantsCaller("INTERNAL"));
  logger.set_level(LogLevel::kInfo);
  EXPECT_TRUE(log.WantsCaller("OK"));
  logger.set_level(LogLevel::kOff);
  EXPECT_FALSE(log.WantsCaller("INTERNAL"));
}

TEST(RequestLogTest, LevelForCodes) {
  EXPECT_EQ(RequestLog::LevelFor("OK"), LogLevel::kInfo);
  for (const char* code : {"INVALID_ARGUMENT", "NOT_FOUND", "FAILED_PRECONDITION",
                           "RESOURCE_EXHAUSTED", "DEADLINE_EXCEEDED", "CANCELLED", "UNAVAILABLE",
                           "UNIMPLEMENTED"}) {
    EXPECT_EQ(RequestLog::LevelFor(code), LogLevel::kWarn) << code;
  }
  for (const char* code : {"INTERNAL", "UNKNOWN", "DATA_LOSS"}) {
    EXPECT_EQ(RequestLog::LevelFor(code), LogLevel::kError) << code;
  }
}

TEST(RequestLogTest, HostileErrorTextStaysOneValidLine) {
  Lines lines;
  Logger logger(LogLevel::kInfo, lines.sink());
  RequestLog log(&logger);
  CallRecord bad = Record();
  bad.code = "INVALID_ARGUMENT";
  bad.error_message = std::string("a \"quoted\" \\ back\nslash\r\t\x01 \xff\xfe end") +
                      std::string(5000, 'x');
  log.OnCallEnd(bad);
  ASSERT_EQ(lines.get().size(), 1u);
  const std::string line = lines.get()[0];
  EXPECT_EQ(line.find('\n'), std::string::npos);
  Struct s = Parse(line);
  const std::string error = s.fields().at("error").string_value();
  EXPECT_THAT(error, HasSubstr("a \"quoted\" \\ back\nslash\r\t\x01"));
  EXPECT_LE(error.size(), RequestLog::kMaxErrorLength + 8);  // \xff etc. become 2-byte UTF-8
}

TEST(LoggerTest, FieldsOfEveryKind) {
  Lines lines;
  Logger logger(LogLevel::kInfo, lines.sink());
  logger.Log(LogLevel::kInfo, "serving",
             {{"listen", "127.0.0.1:1"}, {"threads", 8}, {"ratio", 0.5}, {"tls", false},
              {"big", uint64_t{1} << 40}});
  logger.Log(LogLevel::kDebug, "dropped");
  ASSERT_EQ(lines.get().size(), 1u);
  Struct s = Parse(lines.get()[0]);
  EXPECT_EQ(s.fields().at("listen").string_value(), "127.0.0.1:1");
  EXPECT_EQ(s.fields().at("threads").number_value(), 8);
  EXPECT_EQ(s.fields().at("ratio").number_value(), 0.5);
  EXPECT_FALSE(s.fields().at("tls").bool_value());
  EXPECT_EQ(s.fields().at("big").number_value(), 1099511627776.0);
}

TEST(LoggerTest, ConcurrentWritersNeverInterleave) {
  Lines lines;
  Logger logger(LogLevel::kInfo, lines.sink());
  RequestLog log(&logger);
  constexpr int kThreads = 8, kCalls = 500;
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&log, t] {
      CallRecord r = Record();
      r.peer = absl::StrCat("thread-", t);
      for (int i = 0; i < kCalls; ++i) log.OnCallEnd(r);
    });
  }
  for (std::thread& t : threads) t.join();
  std::vector<std::string> got = lines.get();
  ASSERT_EQ(got.size(), static_cast<size_t>(kThreads * kCalls));
  for (const std::string& line : got) {
    Struct s;
    ASSERT_TRUE(google::protobuf::util::JsonStringToMessage(line, &s).ok()) << line;
  }
}

}  // namespace
}  // namespace arbiter::service
