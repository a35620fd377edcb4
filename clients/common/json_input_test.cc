// Small tests of the JSON input guard: the nesting bound at its edges, strings and escapes
// skipped by the scan, and protobuf's parse errors made printable.
#include "clients/common/json_input.h"

#include <string>

#include "gmock/gmock.h"
#include "google/protobuf/struct.pb.h"
#include "google/protobuf/wrappers.pb.h"
#include "gtest/gtest.h"

namespace arbiter::client {
namespace {

using ::testing::AllOf;
using ::testing::HasSubstr;
using ::testing::Not;
using ::testing::StartsWith;

std::string Nested(int depth, absl::string_view inside = "") {
  return std::string(depth, '[') + std::string(inside) + std::string(depth, ']');
}

TEST(CheckJsonNestingTest, AcceptsUpToTheBoundAndRefusesOneMore) {
  EXPECT_TRUE(CheckJsonNesting(Nested(kMaxJsonNesting - 1), "x").ok());
  EXPECT_TRUE(CheckJsonNesting(Nested(kMaxJsonNesting), "x").ok());
  const absl::Status over = CheckJsonNesting(Nested(kMaxJsonNesting + 1), "--state s.json");
  EXPECT_EQ(over.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(over.message(),
            "--state s.json: JSON nested deeper than 100 arrays/objects (byte 100 opens "
            "level 101)");
}

TEST(CheckJsonNestingTest, CountsObjectsAndArraysTogetherAndReportsTheByte) {
  EXPECT_TRUE(CheckJsonNesting(R"({"a": [{"b": [1]}]})", "x", 4).ok());
  const absl::Status over = CheckJsonNesting(R"({"a": [{"b": [{}]}]})", "rec.json", 4);
  EXPECT_EQ(over.message(),
            "rec.json: JSON nested deeper than 4 arrays/objects (byte 14 opens level 5)");
  // Siblings do not add up: many arrays side by side stay at level 2.
  std::string wide = "[";
  for (int i = 0; i < 10000; ++i) wide += "[1],";
  wide += "[]]";
  EXPECT_TRUE(CheckJsonNesting(wide, "x", 2).ok());
}

TEST(CheckJsonNestingTest, ClosersWithoutOpenersGiveNoCredit) {
  EXPECT_FALSE(CheckJsonNesting("]]]]]" + Nested(6), "x", 5).ok());
  EXPECT_FALSE(CheckJsonNesting("}}}}}" + Nested(6), "x", 5).ok());
}

TEST(CheckJsonNestingTest, BracketsInsideStringsDoNotCount) {
  const std::string brackets(1000, '[');
  EXPECT_TRUE(CheckJsonNesting(R"({"k": ")" + brackets + R"("})", "x", 1).ok());
  EXPECT_TRUE(CheckJsonNesting(R"({")" + brackets + R"(": 1})", "x", 1).ok());
  EXPECT_TRUE(CheckJsonNesting("['" + brackets + "']", "x", 1).ok());
  // Nesting after a string still counts.
  EXPECT_FALSE(CheckJsonNesting(R"({"k": "[[[", "v": [[]]})", "x", 2).ok());
}

TEST(CheckJsonNestingTest, EscapedQuotesDoNotEndAString) {
  // \" stays inside the string, so the brackets after it are text.
  EXPECT_TRUE(CheckJsonNesting(R"(["a\"[[[[[[[", 1])", "x", 1).ok());
  EXPECT_TRUE(CheckJsonNesting(R"(["\\\"[[[[", 1])", "x", 1).ok());
  // \\ is a backslash: the quote after it ends the string and the brackets count.
  EXPECT_FALSE(CheckJsonNesting(R"(["a\\", [[[]]]])", "x", 3).ok());
  EXPECT_TRUE(CheckJsonNesting(R"(["a\\", [[[]]]])", "x", 4).ok());
  // \u escapes hold no quotes or brackets; a backslash as the last byte ends the scan.
  EXPECT_TRUE(CheckJsonNesting(R"(["\u005b\u0022", 1])", "x", 1).ok());
  EXPECT_TRUE(CheckJsonNesting("[\"\\", "x", 1).ok());
}

TEST(CheckJsonNestingTest, TheOtherQuoteInsideAStringDoesNotHideNesting) {
  // protobuf's parser accepts 'single-quoted' strings: a " inside one is text, and a ' inside
  // a "double-quoted" one, so neither can hide the brackets that follow.
  EXPECT_FALSE(CheckJsonNesting("['\"', " + Nested(5) + "]", "x", 5).ok());
  EXPECT_FALSE(CheckJsonNesting("[\"'\", " + Nested(5) + "]", "x", 5).ok());
}

TEST(PrintableParseErrorTest, SplitsTheExcerptAtTheCaretAndEscapesIt) {
  EXPECT_EQ(PrintableParseError("Expected : between key:value pair.\nab\"c\xff\nde\n    ^"),
            "Expected : between key:value pair. (input before the error: \"ab\\\"c\", from it: "
            "\"\\xff\\nde\")");
  EXPECT_EQ(PrintableParseError("Unexpected end of string.\n\n^"),
            "Unexpected end of string. (input before the error: \"\", from it: \"\")");
}

TEST(PrintableParseErrorTest, EscapesAndCapsOtherMessages) {
  EXPECT_EQ(PrintableParseError("(state) bogus\x1b[31m: Cannot find field."),
            "(state) bogus\\x1b[31m: Cannot find field.");
  // A caret past the excerpt is not the usual shape: escaped whole.
  EXPECT_EQ(PrintableParseError("oops\nab\n      ^"), "oops\\nab\\n      ^");
  const std::string long_error = PrintableParseError(std::string(5000, '\x07'));
  EXPECT_EQ(long_error.size(), 200 * 4 + 3);
  EXPECT_THAT(long_error, AllOf(StartsWith("\\x07\\x07"), testing::EndsWith("...")));
  const std::string long_excerpt = PrintableParseError(
      "Bad.\n" + std::string(300, 'a') + std::string(300, 'b') + "\n" + std::string(300, ' ') +
      "^");
  EXPECT_EQ(long_excerpt, "Bad. (input before the error: \"..." + std::string(40, 'a') +
                              "\", from it: \"" + std::string(40, 'b') + "...\")");
}

TEST(ParseJsonMessageTest, ParsesWithinTheBound) {
  // 45 arrays are 90 messages (Value, ListValue), under protobuf's recursion limit of 100.
  google::protobuf::Value value;
  const absl::Status status = ParseJsonMessage(Nested(45, "7"), "x", &value);
  ASSERT_TRUE(status.ok()) << status;
  const google::protobuf::Value* inner = &value;
  int depth = 0;
  while (inner->has_list_value()) {
    ++depth;
    inner = &inner->list_value().values(0);
  }
  EXPECT_EQ(depth, 45);
  EXPECT_EQ(inner->number_value(), 7);
}

TEST(ParseJsonMessageTest, RefusesDeepNestingBeforeParsing) {
  google::protobuf::Value value;
  const absl::Status status = ParseJsonMessage(Nested(100000, "1"), "--action", &value);
  EXPECT_EQ(status.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_THAT(std::string(status.message()), StartsWith("--action: JSON nested deeper than 100"));
  EXPECT_EQ(value.kind_case(), google::protobuf::Value::KIND_NOT_SET);
}

TEST(ParseJsonMessageTest, ParseErrorsAreEscapedAndNameTheInput) {
  google::protobuf::Int64Value number;
  const absl::Status utf8 =
      ParseJsonMessage("{\"value\": \"12\xff\xfe\x1b[2J\"}", "--state s.json", &number);
  EXPECT_EQ(utf8.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_THAT(std::string(utf8.message()),
              AllOf(StartsWith("--state s.json: "), HasSubstr("\\xff\\xfe\\x1b[2J"),
                    Not(HasSubstr("\xff")), Not(HasSubstr("\x1b"))));
  google::protobuf::Struct object;
  const absl::Status unknown =
      ParseJsonMessage("{\"a\": 1,, \"" + std::string(10000, '\x01') + "\"}", "f.json", &object);
  EXPECT_EQ(unknown.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_THAT(std::string(unknown.message()), AllOf(StartsWith("f.json: "), HasSubstr("before the error")));
  EXPECT_LT(unknown.message().size(), 600u);
  for (char c : unknown.message()) EXPECT_TRUE(c >= ' ' && c < 0x7f) << int(c);
}

}  // namespace
}  // namespace arbiter::client
