// Small test: StreamReplay's per-message checks (header first, steps after, a second header
// refused), its stepping across messages and its limits, transport-free.
#include "api/stream_replay.h"

#include <string>

#include "api/replay.h"
#include "engines/core/testing/race_game.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace arbiter::api {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

std::string Message(const absl::Status& status) { return std::string(status.message()); }

class StreamReplayTest : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(registry_.Register(testing::MakeRaceGame()).ok()); }

  static v1::StreamReplayGameRequest Header(std::initializer_list<int64_t> amounts = {}) {
    v1::StreamReplayGameRequest message;
    *message.mutable_header() = testing::RaceRecord(amounts);
    return message;
  }
  // Steps of a race record continuing after `before` steps (seats alternate from seat 0).
  static v1::StreamReplayGameRequest Steps(int before, std::initializer_list<int64_t> amounts) {
    const v1::GameRecord record = testing::RaceRecord(amounts);
    v1::StreamReplayGameRequest message;
    for (int i = 0; i < record.steps_size(); ++i) {
      v1::RecordStep* step = message.mutable_steps()->add_steps();
      *step = record.steps(i);
      if (before % 2 == 1) {
        step->mutable_actor()->set_seat(1 - record.steps(i).actor().seat());
      }
    }
    return message;
  }

  Registry registry_;
};

TEST_F(StreamReplayTest, StepsAcrossMessagesGiveTheUnaryReport) {
  StreamReplay stream(registry_, {});
  ASSERT_TRUE(stream.Take(Header({2})).ok());
  EXPECT_TRUE(stream.has_header());
  EXPECT_EQ(stream.game_id(), "race");
  ASSERT_TRUE(stream.Take(Steps(1, {2, 2})).ok());
  ASSERT_TRUE(stream.Take(Steps(3, {2, 2})).ok());
  v1::StreamReplayGameResponse streamed;
  ASSERT_TRUE(stream.Finish(&streamed).ok());

  v1::ReplayGameRequest request;
  *request.mutable_record() = testing::RaceRecord({2, 2, 2, 2, 2});
  v1::ReplayGameResponse unary;
  ASSERT_TRUE(ReplayGame(registry_, request, {}, &unary).ok());
  EXPECT_EQ(streamed.report().verdict(), v1::REPLAY_VERDICT_VALID);
  EXPECT_EQ(streamed.report().SerializeAsString(), unary.report().SerializeAsString());
}

TEST_F(StreamReplayTest, TheFirstMessageMustBeAHeaderWithASetup) {
  StreamReplay stream(registry_, {});
  absl::Status s = stream.Take(Steps(0, {1}));
  EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_THAT(Message(s), StartsWith("header: missing"));

  v1::StreamReplayGameRequest no_setup;
  no_setup.mutable_header();
  StreamReplay second(registry_, {});
  EXPECT_EQ(second.Take(no_setup).message(), "header.setup: missing");
  EXPECT_EQ(second.game_id(), "");

  StreamReplay empty(registry_, {});
  v1::StreamReplayGameResponse response;
  EXPECT_EQ(empty.Finish(&response).message(),
            "header: missing (the stream carried no message)");
  EXPECT_THAT(Message(empty.Unparsable(1)), StartsWith("header: message 1 of the stream"));
}

TEST_F(StreamReplayTest, AnUnknownGameIsNamedButNotSetUp) {
  v1::StreamReplayGameRequest header = Header();
  header.mutable_header()->mutable_setup()->set_game_id("chess");
  StreamReplay stream(registry_, {});
  absl::Status s = stream.Take(header);
  EXPECT_EQ(s.code(), absl::StatusCode::kNotFound);
  EXPECT_EQ(stream.game_id(), "chess");
  EXPECT_FALSE(stream.has_header());
}

TEST_F(StreamReplayTest, ASecondHeaderOrAnEmptyMessageIsRefused) {
  StreamReplay stream(registry_, {});
  ASSERT_TRUE(stream.Take(Header()).ok());
  EXPECT_THAT(Message(stream.Take(Header())), StartsWith("steps: expected steps"));
  EXPECT_THAT(Message(stream.Take(v1::StreamReplayGameRequest())),
              StartsWith("steps: expected steps"));
  EXPECT_THAT(Message(stream.Unparsable(3)), StartsWith("steps: message 3 of the stream"));
}

TEST_F(StreamReplayTest, IllegalStepIsTheVerdictAndLaterStepsCountForTheLimit) {
  ReplayLimits limits;
  limits.max_steps = 3;
  StreamReplay stream(registry_, limits);
  ASSERT_TRUE(stream.Take(Header({1, 3})).ok());  // the 3 is illegal
  ASSERT_TRUE(stream.Take(Steps(2, {1})).ok());
  absl::Status s = stream.Take(Steps(3, {1}));
  EXPECT_EQ(s.code(), absl::StatusCode::kResourceExhausted);
  EXPECT_THAT(Message(s), HasSubstr("more than 3 steps"));
}

TEST_F(StreamReplayTest, ShouldStopEndsTheReplay) {
  ReplayLimits limits;
  limits.should_stop = [] { return true; };
  StreamReplay stream(registry_, limits);
  EXPECT_EQ(stream.Take(Header({1})).code(), absl::StatusCode::kDeadlineExceeded);
}

}  // namespace
}  // namespace arbiter::api
