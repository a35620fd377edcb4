#include "engines/core/envelope.h"

#include "absl/strings/match.h"
#include "arbiter/v1/violation.pb.h"
#include "engines/core/game.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace {

v1::GameInfo TestInfo() {
  v1::GameInfo info;
  info.set_game_id("demo");
  info.set_min_seats(2);
  info.set_max_seats(4);
  info.set_rules_version("demo/1");
  info.set_state_format_version(3);
  info.set_state_type("arbiter.v1.Violation");  // any message type will do for the envelope
  v1::OptionSpec* o = info.add_options();
  o->set_name("fast");
  o->set_default_value("false");
  o->add_allowed_values("false");
  o->add_allowed_values("true");
  return info;
}

TEST(EnvelopeTest, PackThenUnpackRoundTrips) {
  v1::Violation payload;
  payload.set_code("X");
  v1::GameState state = PackState(TestInfo(), payload);
  EXPECT_EQ(state.game_id(), "demo");
  v1::Violation back;
  ASSERT_TRUE(UnpackState(TestInfo(), state, &back).ok());
  EXPECT_EQ(back.code(), "X");
}

TEST(EnvelopeTest, WrongRulesVersionIsFailedPrecondition) {
  v1::GameState state = PackState(TestInfo(), v1::Violation());
  state.set_rules_version("demo/0");
  absl::Status s = CheckEnvelope(TestInfo(), state);
  EXPECT_EQ(s.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_TRUE(absl::StartsWith(s.message(), "state.rules_version")) << s;
}

TEST(EnvelopeTest, OnlyTheCurrentStateFormatWithoutAnOldest) {
  for (uint32_t oldest : {0u, 3u, 4u}) {  // unset, equal, and (misconfigured) above current
    v1::GameInfo info = TestInfo();
    info.set_oldest_state_format_version(oldest);
    for (uint32_t version : {0u, 1u, 2u, 3u, 4u}) {
      v1::GameState state = PackState(info, v1::Violation());
      state.set_state_format_version(version);
      absl::Status s = CheckEnvelope(info, state);
      if (version == 3) {
        EXPECT_TRUE(s.ok()) << oldest << " " << version << ": " << s;
        continue;
      }
      EXPECT_EQ(s.code(), absl::StatusCode::kFailedPrecondition) << oldest << " " << version;
      EXPECT_EQ(s.message(), absl::StrCat("state.state_format_version: ", version,
                                          " is not implemented here (this server implements 3)"));
    }
  }
}

TEST(EnvelopeTest, EveryStateFormatFromTheOldestToTheCurrentIsRead) {
  v1::GameInfo info = TestInfo();
  info.set_oldest_state_format_version(1);
  EXPECT_EQ(ReadableStateFormats(info).oldest, 1u);
  EXPECT_EQ(ReadableStateFormats(info).current, 3u);
  // Written in the current format.
  EXPECT_EQ(PackState(info, v1::Violation()).state_format_version(), 3u);
  for (uint32_t version : {0u, 1u, 2u, 3u, 4u, 4294967295u}) {
    v1::GameState state = PackState(info, v1::Violation());
    state.set_state_format_version(version);
    absl::Status s = CheckEnvelope(info, state);
    if (version >= 1 && version <= 3) {
      EXPECT_TRUE(s.ok()) << version << ": " << s;
    } else {
      EXPECT_EQ(s.code(), absl::StatusCode::kFailedPrecondition) << version;
      EXPECT_EQ(s.message(),
                absl::StrCat("state.state_format_version: ", version,
                             " is not implemented here (this server reads 1..3 and writes 3)"));
    }
  }
}

TEST(EnvelopeTest, WrongPayloadTypeNamesTheField) {
  v1::GameState state = PackState(TestInfo(), v1::GameInfo());
  absl::Status s = CheckEnvelope(TestInfo(), state);
  EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(absl::StartsWith(s.message(), "state.payload")) << s;
}

// The type name is what follows the URL's last '/' (any host prefix), or the whole URL.
TEST(EnvelopeTest, AnyTypeIsTheNameAfterTheLastSlash) {
  const std::string name = "arbiter.v1.Violation";
  for (const char* url : {"type.googleapis.com/arbiter.v1.Violation", "arbiter.v1.Violation",
                          "/arbiter.v1.Violation", "example.org/a/b/arbiter.v1.Violation"}) {
    google::protobuf::Any any;
    any.set_type_url(url);
    EXPECT_TRUE(CheckAnyType(any, name, "action").ok()) << url;
  }
  for (const char* url :
       {"", "/", "type.googleapis.com/", "type.googleapis.com/x.arbiter.v1.Violation",
        "type.googleapis.com/arbiter.v1.Violation/", "xarbiter.v1.Violation",
        "type.googleapis.com/arbiter.v1.ViolationX", "arbiter.v1.Violatio",
        "type.googleapis.com.arbiter.v1.Violation"}) {
    google::protobuf::Any any;
    any.set_type_url(url);
    absl::Status s = CheckAnyType(any, name, "action");
    EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument) << url;
    EXPECT_TRUE(absl::StartsWith(s.message(), "action: expected type arbiter.v1.Violation, got '"))
        << s.message();
  }
}

TEST(EnvelopeTest, UnparsableActionIsInvalidArgument) {
  google::protobuf::Any any = Pack(v1::Violation());
  any.set_value("\xff\xff\xff");
  v1::Violation out;
  absl::Status s = UnpackAction(any, &out);
  EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(absl::StartsWith(s.message(), "action")) << s;
}

TEST(EnvelopeTest, SetupChecksSeatsOptionsAndFillsDefaults) {
  v1::GameSetup setup;
  setup.set_game_id("demo");
  setup.set_seat_count(3);
  auto eff = CheckSetup(TestInfo(), setup);
  ASSERT_TRUE(eff.ok()) << eff.status();
  EXPECT_EQ(eff->at("fast"), "false");

  (*setup.mutable_options())["fast"] = "maybe";
  EXPECT_TRUE(absl::StartsWith(CheckSetup(TestInfo(), setup).status().message(),
                               "setup.options[fast]"));
  setup.clear_options();
  (*setup.mutable_options())["slow"] = "true";
  EXPECT_TRUE(absl::StartsWith(CheckSetup(TestInfo(), setup).status().message(),
                               "setup.options[slow]"));
  setup.clear_options();
  setup.set_seat_count(5);
  EXPECT_TRUE(absl::StartsWith(CheckSetup(TestInfo(), setup).status().message(),
                               "setup.seat_count"));
  setup.set_seat_count(2);
  setup.set_first_seat(2);
  EXPECT_TRUE(absl::StartsWith(CheckSetup(TestInfo(), setup).status().message(),
                               "setup.first_seat"));
}

// Every caller string an envelope error quotes is escaped and cut (quote.h): a 16,000-byte
// string gives a short message, and an ESC byte comes back as \x1b.
TEST(EnvelopeTest, CallerStringsInErrorsAreEscapedAndCut) {
  const std::string huge(16000, 'y');
  const std::string esc = "\x1b]0;pwned\x07";
  auto expect = [](const absl::Status& s, absl::StatusCode code, absl::string_view prefix,
                   absl::string_view contains) {
    EXPECT_EQ(s.code(), code) << s;
    EXPECT_TRUE(absl::StartsWith(s.message(), prefix)) << s;
    EXPECT_TRUE(absl::StrContains(s.message(), contains)) << s;
    EXPECT_LT(s.message().size(), 400u) << s.message().size();
    EXPECT_EQ(s.message().find('\x1b'), absl::string_view::npos) << s;
  };
  v1::GameState state = PackState(TestInfo(), v1::Violation());
  for (const std::string& text : {huge, esc}) {
    const absl::string_view shown = text == esc ? "'\\x1b]0;pwned\\x07'" : "yyyy'...";
    v1::GameState s = state;
    s.set_rules_version(text);
    expect(CheckEnvelope(TestInfo(), s), absl::StatusCode::kFailedPrecondition,
           "state.rules_version: '", shown);
    s = state;
    s.set_game_id(text);
    expect(CheckEnvelope(TestInfo(), s), absl::StatusCode::kInvalidArgument, "state.game_id: '",
           shown);
    s = state;
    s.mutable_payload()->set_type_url(text);
    expect(CheckEnvelope(TestInfo(), s), absl::StatusCode::kInvalidArgument,
           "state.payload: expected type arbiter.v1.Violation, got '", shown);

    v1::GameSetup setup;
    setup.set_game_id("demo");
    setup.set_seat_count(2);
    (*setup.mutable_options())["fast"] = text;
    expect(CheckSetup(TestInfo(), setup).status(), absl::StatusCode::kInvalidArgument,
           "setup.options[fast]: '", shown);
    setup.clear_options();
    (*setup.mutable_options())[text] = "true";
    expect(CheckSetup(TestInfo(), setup).status(), absl::StatusCode::kInvalidArgument,
           "setup.options[", text == esc ? "[\\x1b]0;pwned\\x07]" : "yyy...]");
  }
}

TEST(EnvelopeTest, ActorsAndViewers) {
  EXPECT_TRUE(CheckActor(kChance, 2).ok());
  EXPECT_TRUE(CheckActor(1, 2).ok());
  EXPECT_FALSE(CheckActor(2, 2).ok());
  EXPECT_FALSE(CheckActor(kSpectator, 2).ok());
  EXPECT_TRUE(CheckViewer(kSpectator, 2).ok());
  EXPECT_FALSE(CheckViewer(kChance, 2).ok());
}

}  // namespace
}  // namespace arbiter
