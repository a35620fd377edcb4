// The content core (content.h): content files' header lines and text format, and the checks of
// setup.content / state.content every game gets from CheckSetup / CheckEnvelope.
#include "engines/core/content.h"

#include "arbiter/v1/turn.pb.h"
#include "engines/core/envelope.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

constexpr char kHeader[] =
    "# description: one seat\n# source: invented\n# confidence: exact\n";

TEST(ParseContentFileTest, ReadsHeaderAndTextFormat) {
  v1::SeatResult out;
  absl::StatusOr<ContentFileHeader> h =
      ParseContentFile("x", std::string(kHeader) + "seat: 2\nrank: 1  # a comment\n", &out);
  ASSERT_TRUE(h.ok()) << h.status();
  EXPECT_EQ(h->description, "one seat");
  EXPECT_EQ(h->source, "invented");
  EXPECT_EQ(h->confidence, "exact");
  EXPECT_EQ(out.seat(), 2);
  EXPECT_EQ(out.rank(), 1);
}

TEST(ParseContentFileTest, RefusesMissingLinesAndBadText) {
  v1::SeatResult out;
  EXPECT_THAT(std::string(ParseContentFile("x", "# description: d\n# source: s\nseat: 1\n", &out)
                  .status()
                  .message()),
              "content 'x': no '# confidence:' line before the data");
  EXPECT_THAT(std::string(ParseContentFile("x", "# description: d\n# confidence: c\nseat: 1\n", &out)
                  .status()
                  .message()),
              HasSubstr("no '# source:' line"));
  EXPECT_THAT(std::string(ParseContentFile("x", "# description: d\n# source:\n# confidence: c\n", &out)
                  .status()
                  .message()),
              "content 'x': empty 'source:' line");
  // A header line after the data does not count.
  EXPECT_THAT(std::string(ParseContentFile("x", "# description: d\n# source: s\nseat: 1\n# confidence: c\n",
                               &out)
                  .status()
                  .message()),
              HasSubstr("no '# confidence:' line"));
  absl::Status bad = ParseContentFile("x", std::string(kHeader) + "seat: 1\nnope: 2\n", &out)
                         .status();
  EXPECT_EQ(bad.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_THAT(std::string(bad.message()), StartsWith("content 'x': line 5:"));
  EXPECT_THAT(std::string(bad.message()), HasSubstr("nope"));
}

v1::GameInfo PlainInfo() {
  v1::GameInfo info;
  info.set_game_id("plain");
  info.set_min_seats(2);
  info.set_max_seats(2);
  info.set_rules_version("plain/1");
  info.set_state_format_version(1);
  info.set_state_type("arbiter.v1.SeatResult");
  return info;
}

v1::GameInfo ContentInfo(bool accepts_supplied) {
  v1::GameInfo info = PlainInfo();
  info.set_content_type("arbiter.v1.SeatResult");
  info.set_accepts_supplied_content(accepts_supplied);
  v1::ContentSpec* spec = info.add_built_in_content();
  spec->set_name("base");
  spec->set_digest(std::string(64, 'a'));
  return info;
}

v1::GameSetup PlainSetup() {
  v1::GameSetup setup;
  setup.set_game_id("plain");
  setup.set_seat_count(2);
  return setup;
}

v1::GameState State(const v1::GameInfo& info) {
  v1::GameState state;
  state.set_game_id(info.game_id());
  state.set_rules_version(info.rules_version());
  state.set_state_format_version(1);
  state.mutable_payload()->PackFrom(v1::SeatResult());
  return state;
}

TEST(CheckContentTest, GameWithoutContentRefusesAny) {
  const v1::GameInfo info = PlainInfo();
  EXPECT_TRUE(CheckSetup(info, PlainSetup()).ok());
  v1::GameSetup setup = PlainSetup();
  setup.mutable_content()->mutable_built_in()->set_name("base");
  EXPECT_EQ(CheckSetup(info, setup).status().message(),
            "setup.content: game 'plain' takes no content");
  setup.mutable_content()->Clear();  // present but empty: still given
  EXPECT_EQ(CheckSetup(info, setup).status().code(), absl::StatusCode::kInvalidArgument);

  v1::GameState state = State(info);
  EXPECT_TRUE(CheckEnvelope(info, state).ok());
  state.mutable_content()->mutable_supplied()->PackFrom(v1::SeatResult());
  EXPECT_EQ(CheckEnvelope(info, state).message(), "state.content: game 'plain' takes no content");
}

TEST(CheckContentTest, SetupChoices) {
  const v1::GameInfo info = ContentInfo(/*accepts_supplied=*/false);
  EXPECT_TRUE(CheckSetup(info, PlainSetup()).ok()) << "none given: the first built-in";
  v1::GameSetup setup = PlainSetup();
  setup.mutable_content()->mutable_built_in()->set_name("base");
  EXPECT_TRUE(CheckSetup(info, setup).ok());
  setup.mutable_content()->mutable_built_in()->set_digest(std::string(64, 'a'));
  EXPECT_TRUE(CheckSetup(info, setup).ok()) << "pinned to the server's digest";
  setup.mutable_content()->mutable_built_in()->set_digest(std::string(64, 'b'));
  absl::Status s = CheckSetup(info, setup).status();
  EXPECT_EQ(s.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(std::string(s.message()), StartsWith("setup.content.built_in.digest: 'bbbb"));
  setup.mutable_content()->mutable_built_in()->set_name("other\x1b");
  s = CheckSetup(info, setup).status();
  EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(s.message(),
            "setup.content.built_in.name: 'other\\x1b' is not built-in content of 'plain' on "
            "this server (it has 'base')");
  setup.mutable_content()->mutable_supplied()->PackFrom(v1::SeatResult());
  EXPECT_THAT(std::string(CheckSetup(info, setup).status().message()),
              StartsWith("setup.content.supplied: game 'plain' takes no supplied content"));

  const v1::GameInfo open = ContentInfo(/*accepts_supplied=*/true);
  EXPECT_TRUE(CheckSetup(open, setup).ok());
  setup.mutable_content()->mutable_supplied()->PackFrom(v1::Outcome());
  EXPECT_EQ(CheckSetup(open, setup).status().message(),
            "setup.content.supplied: expected type arbiter.v1.SeatResult, got "
            "'type.googleapis.com/arbiter.v1.Outcome'");

  v1::GameInfo supplied_only = open;
  supplied_only.clear_built_in_content();
  EXPECT_THAT(std::string(CheckSetup(supplied_only, PlainSetup()).status().message()),
              StartsWith("setup.content: missing"));
}

TEST(CheckContentTest, StateContent) {
  const v1::GameInfo info = ContentInfo(/*accepts_supplied=*/true);
  v1::GameState state = State(info);
  EXPECT_THAT(std::string(CheckEnvelope(info, state).message()), StartsWith("state.content: missing"));
  state.mutable_content()->mutable_built_in()->set_name("base");
  EXPECT_EQ(CheckEnvelope(info, state).message(), "state.content.built_in.digest: missing");
  state.mutable_content()->mutable_built_in()->set_digest(std::string(64, 'a'));
  EXPECT_TRUE(CheckEnvelope(info, state).ok());
  state.mutable_content()->mutable_built_in()->set_digest(std::string(64, 'c'));
  absl::Status s = CheckEnvelope(info, state);
  EXPECT_EQ(s.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(std::string(s.message()), StartsWith("state.content.built_in.digest: 'cccc"));
  EXPECT_THAT(std::string(s.message()), HasSubstr("made with other data"));
  state.mutable_content()->mutable_built_in()->set_name("gone");
  s = CheckEnvelope(info, state);
  EXPECT_EQ(s.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(std::string(s.message()), StartsWith("state.content.built_in.name: 'gone' is not built-in"));
  state.mutable_content()->mutable_supplied()->PackFrom(v1::SeatResult());
  EXPECT_TRUE(CheckEnvelope(info, state).ok());
  state.mutable_content()->mutable_supplied()->set_type_url("");
  EXPECT_EQ(CheckEnvelope(info, state).message(),
            "state.content.supplied: expected type arbiter.v1.SeatResult, got '(none)'");
}

}  // namespace
}  // namespace arbiter
