// Small tests of the CLI's JSON input: states given bare or inside new/apply output, actions
// given with or without "@type", and errors naming the input.
#include "clients/cli/json_io.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <set>
#include <string>
#include <vector>

#include "arbiter/v1/record.pb.h"
#include "arbiter/v1/rules_service.pb.h"
#include "clients/common/json_input.h"
#include "engines/all_games.h"
#include "gmock/gmock.h"
#include "google/protobuf/descriptor.h"
#include "google/protobuf/wrappers.pb.h"
#include "gtest/gtest.h"

namespace arbiter::cli {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using ::testing::Not;
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
  const absl::Status missing = ReadState("/nonexistent/s.json").status();
  EXPECT_EQ(missing.code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(missing.message(), "--state /nonexistent/s.json: cannot open");
  const absl::Status missing_action = ParseAction("@/nonexistent/a.json", "x").status();
  EXPECT_EQ(missing_action.code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(missing_action.message(), "--action @/nonexistent/a.json: cannot open");
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

TEST(ReadStateTest, DeepNestingIsRefusedNamingTheFile) {
  const std::string deep = WriteTemp(
      "deep.json", R"({"state": {"gameId": "race", "payload": {"@type": )"
                   R"("type.googleapis.com/google.protobuf.ListValue", "value": )" +
                       std::string(100000, '[') + std::string(100000, ']') + "}}}");
  const absl::Status s = ReadState(deep).status();
  EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_THAT(std::string(s.message()),
              StartsWith("--state " + deep + ": JSON nested deeper than 100 arrays/objects"));
  EXPECT_THAT(ErrorOf(ParseAction(std::string(5000, '{'), "arbiter.v1.SeatResult")),
              StartsWith("--action: JSON nested deeper than 100"));
}

TEST(ReadStateTest, ParserErrorsAreEscaped) {
  const std::string bad = WriteTemp("utf8.json", "{\"gameId\": \"ra\xff\x1b[2Jce\"}");
  const std::string message(ReadState(bad).status().message());
  EXPECT_THAT(message, AllOf(StartsWith("--state " + bad + ": not a JSON object (Encountered "
                                        "non UTF-8 code points. (input before the error: "),
                             HasSubstr("\\xff\\x1b[2Jce"), Not(HasSubstr("\xff")),
                             Not(HasSubstr("\x1b"))));
  const std::string field = WriteTemp("field.json", "{\"bogus\x1b[31m\": 1}");
  EXPECT_THAT(std::string(ReadState(field).status().message()),
              AllOf(HasSubstr("bogus\\x1b[31m"), Not(HasSubstr("\x1b"))));
}

// The deepest JSON nesting (objects and arrays) a message of `type` can have, with every Any
// taken as any message of `any_types`; kUnbounded for a recursive message.
constexpr int kUnbounded = 1 << 20;
int JsonDepth(const google::protobuf::Descriptor* type,
              const std::vector<const google::protobuf::Descriptor*>& any_types,
              std::set<const google::protobuf::Descriptor*>* open) {
  if (type->full_name() == "google.protobuf.Any") {
    int deepest = 1;  // {"@type": ...} alone
    for (const auto* packed : any_types) {
      deepest = std::max(deepest, JsonDepth(packed, any_types, open));
    }
    return deepest;
  }
  if (!open->insert(type).second) return kUnbounded;
  int deepest_field = 0;
  for (int i = 0; i < type->field_count(); ++i) {
    const google::protobuf::FieldDescriptor* field = type->field(i);
    int depth = 0;
    if (field->is_map()) {
      const google::protobuf::FieldDescriptor* value = field->message_type()->map_value();
      depth = 1 + (value->message_type() ? JsonDepth(value->message_type(), any_types, open) : 0);
    } else {
      depth = field->message_type() ? JsonDepth(field->message_type(), any_types, open) : 0;
      if (field->is_repeated()) ++depth;
    }
    deepest_field = std::max(deepest_field, depth);
  }
  open->erase(type);
  return std::min(kUnbounded, 1 + deepest_field);
}

// kMaxJsonNesting (100) is far above any JSON of an arbiter message: every request, answer
// and record of arbiter.v1, with each Any taken as any message of every game's proto file.
TEST(JsonNestingBoundTest, JsonDepthOfTheSchema) {
  std::vector<const google::protobuf::Descriptor*> game_messages;
  for (const Game* game : DefaultRegistry().List()) {
    const google::protobuf::Descriptor* state =
        google::protobuf::DescriptorPool::generated_pool()->FindMessageTypeByName(
            game->Info().state_type());
    ASSERT_NE(state, nullptr) << game->Info().game_id();
    for (int i = 0; i < state->file()->message_type_count(); ++i) {
      game_messages.push_back(state->file()->message_type(i));
    }
  }
  ASSERT_GE(game_messages.size(), 3u);
  int deepest = 0;
  for (const auto* file : {v1::ApplyActionRequest::descriptor()->file(),
                           v1::GameRecord::descriptor()->file()}) {
    for (int i = 0; i < file->message_type_count(); ++i) {
      std::set<const google::protobuf::Descriptor*> open;
      const int depth = JsonDepth(file->message_type(i), game_messages, &open);
      EXPECT_LT(depth, client::kMaxJsonNesting / 4) << file->message_type(i)->full_name();
      deepest = std::max(deepest, depth);
    }
  }
  EXPECT_GE(deepest, 8);  // a JSON game record reaches 8 (tests/records)
  std::printf("deepest JSON of an arbiter message: %d levels\n", deepest);
}

}  // namespace
}  // namespace arbiter::cli
