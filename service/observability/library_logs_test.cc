#include "service/observability/library_logs.h"

#include <string>
#include <vector>

#include "arbiter/v1/game_state.pb.h"
#include "gmock/gmock.h"
#include "google/protobuf/struct.pb.h"
#include "google/protobuf/util/json_util.h"
#include "grpc/support/log.h"
#include "gtest/gtest.h"
#include "service/observability/log_lines_testing.h"

namespace arbiter::service {
namespace {

using ::testing::HasSubstr;
using ::testing::IsEmpty;
using ::testing::Not;
using ::testing::SizeIs;

using Lines = CapturedLines;

google::protobuf::Struct Parse(const std::string& line) {
  google::protobuf::Struct out;
  EXPECT_TRUE(google::protobuf::util::JsonStringToMessage(line, &out).ok()) << line;
  return out;
}

// A proto3 string field holding bytes that are not UTF-8: protobuf refuses the parse and logs
// an ERROR line naming the field.
std::string GameStateWithInvalidUtf8() { return std::string("\x0a\x04qu\xff\x65", 6); }

TEST(LibraryLogs, ProtobufsInvalidUtf8LineBecomesOneJsonLine) {
  Lines lines;
  Logger logger(LogLevel::kInfo, lines.sink());
  {
    LibraryLogs routed(&logger);
    v1::GameState state;
    EXPECT_FALSE(state.ParseFromString(GameStateWithInvalidUtf8()));
  }
  ASSERT_THAT(lines.get(), SizeIs(1));
  google::protobuf::Struct line = Parse(lines.get()[0]);
  EXPECT_EQ(line.fields().at("msg").string_value(), "protobuf");
  EXPECT_EQ(line.fields().at("level").string_value(), "error");
  EXPECT_THAT(line.fields().at("message").string_value(),
              HasSubstr("arbiter.v1.GameState.game_id"));
  EXPECT_THAT(line.fields().at("message").string_value(), HasSubstr("invalid UTF-8"));
  EXPECT_THAT(line.fields().at("source").string_value(), HasSubstr(":"));
}

TEST(LibraryLogs, GrpcErrorLineBecomesOneJsonLine) {
  gpr_log_verbosity_init();  // grpc_init does this in arbiterd; gpr_log drops lines before it
  Lines lines;
  Logger logger(LogLevel::kInfo, lines.sink());
  {
    LibraryLogs routed(&logger);
    gpr_log(GPR_ERROR, "transport said %s \x1b[31m", "no");
  }
  ASSERT_THAT(lines.get(), SizeIs(1));
  google::protobuf::Struct line = Parse(lines.get()[0]);
  EXPECT_EQ(line.fields().at("msg").string_value(), "grpc");
  EXPECT_EQ(line.fields().at("level").string_value(), "error");
  EXPECT_THAT(line.fields().at("message").string_value(), HasSubstr("transport said no"));
  EXPECT_THAT(lines.get()[0], Not(HasSubstr("\x1b")));  // control bytes escaped
}

TEST(LibraryLogs, LevelBelowTheLoggersIsDropped) {
  Lines lines;
  Logger logger(LogLevel::kOff, lines.sink());
  {
    LibraryLogs routed(&logger);
    v1::GameState state;
    EXPECT_FALSE(state.ParseFromString(GameStateWithInvalidUtf8()));
    gpr_log(GPR_ERROR, "dropped");
  }
  EXPECT_THAT(lines.get(), IsEmpty());
}

TEST(LibraryLogs, AfterDestructionNothingReachesTheLogger) {
  gpr_log_verbosity_init();
  Lines lines;
  Logger logger(LogLevel::kInfo, lines.sink());
  { LibraryLogs routed(&logger); }
  v1::GameState state;
  testing::internal::CaptureStderr();
  EXPECT_FALSE(state.ParseFromString(GameStateWithInvalidUtf8()));
  gpr_log(GPR_ERROR, "after");
  const std::string err = testing::internal::GetCapturedStderr();
  EXPECT_THAT(lines.get(), IsEmpty());
  EXPECT_THAT(err, HasSubstr("invalid UTF-8"));  // protobuf's own handler is back
  EXPECT_THAT(err, HasSubstr("after"));           // gRPC's falls back to plain stderr
}

}  // namespace
}  // namespace arbiter::service
