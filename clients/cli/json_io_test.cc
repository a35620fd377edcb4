// Small tests of the CLI's JSON input: states given bare or inside new/apply output, actions
// given with or without "@type", and errors naming the input.
#include "clients/cli/json_io.h"

#include <cstdio>
#include <fstream>
#include <string>

#include "arbiter/v1/rules_service.pb.h"
#include "gmock/gmock.h"
#include "google/protobuf/wrappers.pb.h"
#include "gtest/gtest.h"

namespace arbiter::cli {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

std::string WriteTemp(const std::string& name, const std::string& contents) {
  const std::string path = ::testing::TempDir() + "/" + name;
  std::ofstream(path) << contents;
  return path;
}

v1::GameState SomeState() {
  v1::GameState state;
  state.set_game_id("race");
  state.set_rules_version("race/1.0");
  state.set_state_format_version(1);
  v1::SeatResult payload;
  payload.set_seat(1);
  payload.set_score(4);
  state.mutable_payload()->PackFrom(payload);
  return state;
}

TEST(ReadStateTest, AcceptsABareStateAndTheOutputOfNewAndApply) {
  const v1::GameState state = SomeState();
  const std::string bare = WriteTemp("bare.json", *ToJson(state, true));
  v1::ApplyActionResponse applied;
  applied.set_legal(true);
  *applied.mutable_state() = state;
  applied.mutable_turn()->add_acting_seats(1);
  const std::string wrapped = WriteTemp("wrapped.json", *ToJson(applied, true));
  v1::NewGameResponse started;
  *started.mutable_state() = state;
  const std::string fresh = WriteTemp("new.json", *ToJson(started, false));
  for (const std::string& path : {bare, wrapped, fresh}) {
    absl::StatusOr<v1::GameState> read = ReadState(path);
    ASSERT_TRUE(read.ok()) << path << ": " << read.status();
    EXPECT_EQ(read->SerializeAsString(), state.SerializeAsString()) << path;
  }
}

TEST(ReadStateTest, ErrorsNameTheInput) {
  EXPECT_EQ(ReadState("/nonexistent/s.json").status().code(), absl::StatusCode::kNotFound);
  const std::string junk = WriteTemp("junk.json", "{\"gameId\": ");
  absl::Status s = ReadState(junk).status();
  EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_THAT(std::string(s.message()), StartsWith("--state " + junk));
  const std::string view = WriteTemp("view.json", "{\"view\": {\"gameId\": \"race\"}}");
  EXPECT_EQ(ReadState(view).status().code(), absl::StatusCode::kInvalidArgument);
}

TEST(ParseActionTest, WithAndWithoutType) {
  absl::StatusOr<google::protobuf::Any> typed = ParseAction(
      R"({"@type": "type.googleapis.com/google.protobuf.Int64Value", "value": "2"})", "");
  ASSERT_TRUE(typed.ok()) << typed.status();
  google::protobuf::Int64Value value;
  ASSERT_TRUE(typed->UnpackTo(&value));
  EXPECT_EQ(value.value(), 2);

  // google.protobuf.Int64Value's JSON form is a bare number, not an object; use a message.
  absl::StatusOr<google::protobuf::Any> untyped =
      ParseAction(R"({"seat": 1, "score": "3"})", "arbiter.v1.SeatResult");
  ASSERT_TRUE(untyped.ok()) << untyped.status();
  v1::SeatResult seat;
  ASSERT_TRUE(untyped->UnpackTo(&seat));
  EXPECT_EQ(seat.seat(), 1);
  EXPECT_EQ(seat.score(), 3);

  const std::string file = WriteTemp("action.json", R"({"seat": 0})");
  EXPECT_TRUE(ParseAction("@" + file, "arbiter.v1.SeatResult").ok());
}

std::string ErrorOf(const absl::StatusOr<google::protobuf::Any>& parsed) {
  return std::string(parsed.status().message());
}

TEST(ParseActionTest, Errors) {
  EXPECT_THAT(ErrorOf(ParseAction("[1, 2]", "arbiter.v1.SeatResult")),
              StartsWith("--action"));
  EXPECT_THAT(ErrorOf(ParseAction(R"({"nope": 1})", "arbiter.v1.SeatResult")),
              StartsWith("--action"));
  EXPECT_THAT(ErrorOf(ParseAction(R"({"seat": 1})", "no.such.Type")),
              HasSubstr("no.such.Type"));
  EXPECT_EQ(ParseAction("@/nonexistent/a.json", "x").status().code(),
            absl::StatusCode::kNotFound);
}

}  // namespace
}  // namespace arbiter::cli
