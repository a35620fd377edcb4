#include "api/replayer.h"

#include <string>

#include "absl/strings/str_cat.h"

#include "engines/core/actor.h"
#include "engines/core/digest.h"
#include "engines/core/envelope.h"
#include "engines/core/testing/race_game.h"
#include "gtest/gtest.h"

namespace arbiter::api {
namespace {

class ReplayTest : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(registry_.Register(testing::MakeRaceGame()).ok()); }

  static v1::GameRecord Record(std::initializer_list<std::pair<int, int64_t>> steps) {
    v1::GameRecord rec;
    rec.mutable_setup()->set_game_id("race");
    rec.mutable_setup()->set_seat_count(2);
    for (auto [seat, amount] : steps) {
      v1::RecordStep* s = rec.add_steps();
      *s->mutable_actor() = ActorToProto(seat);
      *s->mutable_action() = testing::RaceAction(amount);
    }
    return rec;
  }

  Registry registry_;
};

TEST_F(ReplayTest, ValidGameReportsFinalDigestAndOutcome) {
  auto report = ReplayRecord(registry_, Record({{0, 2}, {1, 2}, {0, 2}, {1, 2}, {0, 2}}));
  ASSERT_TRUE(report.ok()) << report.status();
  EXPECT_EQ(report->verdict(), v1::REPLAY_VERDICT_VALID);
  EXPECT_EQ(report->steps_applied(), 5);
  EXPECT_EQ(report->final_turn().outcome().status(), v1::OUTCOME_STATUS_FINISHED);
  EXPECT_EQ(report->final_turn().outcome().results(0).seat(), 0);
  EXPECT_EQ(report->final_state_digest().size(), 64u);
}

TEST_F(ReplayTest, FirstIllegalStepIsReportedWithStateBefore) {
  auto report = ReplayRecord(registry_, Record({{0, 1}, {1, 3}, {0, 1}}));
  ASSERT_TRUE(report.ok());
  EXPECT_EQ(report->verdict(), v1::REPLAY_VERDICT_ILLEGAL_STEP);
  EXPECT_EQ(report->step_index(), 1);
  EXPECT_EQ(report->violation().code(), "RACE_BAD_AMOUNT");
  EXPECT_EQ(report->steps_applied(), 1);
  v1::SeatResult before;
  ASSERT_TRUE(report->state_before().payload().UnpackTo(&before));
  EXPECT_EQ(before.score(), 1);
}

TEST_F(ReplayTest, WrongSeatIsIllegalAndUnsetActorIsMalformed) {
  auto report = ReplayRecord(registry_, Record({{1, 1}}));
  ASSERT_TRUE(report.ok());
  EXPECT_EQ(report->violation().code(), "ARBITER_NOT_YOUR_TURN");

  v1::GameRecord rec = Record({{0, 1}});
  rec.mutable_steps(0)->clear_actor();
  report = ReplayRecord(registry_, rec);
  ASSERT_TRUE(report.ok());
  EXPECT_EQ(report->verdict(), v1::REPLAY_VERDICT_MALFORMED_STEP);
  EXPECT_EQ(report->detail(), "steps[0].actor: set seat or chance");

  rec = Record({{0, 1}});
  rec.mutable_steps(0)->mutable_action()->set_value("\xff");
  report = ReplayRecord(registry_, rec);
  ASSERT_TRUE(report.ok());
  EXPECT_EQ(report->verdict(), v1::REPLAY_VERDICT_MALFORMED_STEP);
  EXPECT_EQ(report->detail().rfind("steps[0].action", 0), 0u) << report->detail();
}

TEST_F(ReplayTest, AFailingStepIsEchoedWholeOnlyUpTo16KiB) {
  v1::GameRecord rec = Record({{0, 1}});
  rec.mutable_steps(0)->mutable_action()->set_value(std::string(kMaxEchoedStepBytes, '\xff'));
  auto report = ReplayRecord(registry_, rec);
  ASSERT_TRUE(report.ok());
  EXPECT_EQ(report->verdict(), v1::REPLAY_VERDICT_MALFORMED_STEP);
  const size_t step_bytes = rec.steps(0).ByteSizeLong();
  ASSERT_GT(step_bytes, kMaxEchoedStepBytes);
  EXPECT_EQ(report->step().action().value(), "");
  EXPECT_EQ(report->step().action().type_url(), rec.steps(0).action().type_url());
  EXPECT_EQ(report->step().actor().seat(), 0);
  EXPECT_NE(report->detail().find(absl::StrCat("(step not echoed whole: ", step_bytes,
                                               " bytes, over 16384)")),
            std::string::npos)
      << report->detail();

  // Just under the bound: the step comes back as it was sent.
  rec = Record({{0, 1}});
  const size_t overhead = rec.steps(0).ByteSizeLong() + 4;  // the value's tag and length
  rec.mutable_steps(0)->mutable_action()->set_value(
      std::string(kMaxEchoedStepBytes - overhead, '\xff'));
  ASSERT_LE(rec.steps(0).ByteSizeLong(), kMaxEchoedStepBytes);
  report = ReplayRecord(registry_, rec);
  ASSERT_TRUE(report.ok());
  EXPECT_EQ(report->step().SerializeAsString(), rec.steps(0).SerializeAsString());
  EXPECT_EQ(report->detail().find("not echoed"), std::string::npos);
}

TEST_F(ReplayTest, DigestMismatchIsItsOwnVerdict) {
  v1::GameRecord rec = Record({{0, 1}, {1, 1}});
  auto good = ReplayRecord(registry_, Record({{0, 1}}));
  ASSERT_TRUE(good.ok());
  rec.mutable_steps(0)->set_expected_state_digest(good->final_state_digest());
  rec.mutable_steps(1)->set_expected_state_digest(std::string(64, '0'));
  auto report = ReplayRecord(registry_, rec);
  ASSERT_TRUE(report.ok());
  EXPECT_EQ(report->verdict(), v1::REPLAY_VERDICT_EXPECTATION_MISMATCH);
  EXPECT_EQ(report->step_index(), 1);
}

TEST_F(ReplayTest, SetupErrorsAreStatuses) {
  v1::GameRecord rec = Record({});
  rec.mutable_setup()->set_game_id("chess");
  EXPECT_EQ(ReplayRecord(registry_, rec).status().code(), absl::StatusCode::kNotFound);
  rec = Record({});
  rec.set_rules_version("race/0.9");
  EXPECT_EQ(ReplayRecord(registry_, rec).status().code(),
            absl::StatusCode::kFailedPrecondition);
  rec = Record({});
  rec.mutable_setup()->set_seat_count(3);
  EXPECT_EQ(ReplayRecord(registry_, rec).status().code(),
            absl::StatusCode::kInvalidArgument);
}

TEST_F(ReplayTest, LimitsAreEnforced) {
  ReplayLimits limits;
  limits.max_steps = 2;
  EXPECT_EQ(ReplayRecord(registry_, Record({{0, 1}, {1, 1}, {0, 1}}), limits).status().code(),
            absl::StatusCode::kResourceExhausted);
  ReplayLimits stop;
  stop.should_stop = [] { return true; };
  EXPECT_EQ(ReplayRecord(registry_, Record({{0, 1}}), stop).status().code(),
            absl::StatusCode::kDeadlineExceeded);
}

TEST_F(ReplayTest, StreamingFeedMatchesWholeRecord) {
  v1::GameRecord rec = Record({{0, 2}, {1, 1}, {0, 2}});
  auto whole = ReplayRecord(registry_, rec);
  v1::GameRecord header = rec;
  header.clear_steps();
  auto replayer = Replayer::Start(registry_, header);
  ASSERT_TRUE(replayer.ok());
  for (const auto& s : rec.steps()) ASSERT_TRUE((*replayer)->Feed(s).ok());
  EXPECT_EQ((*replayer)->Finish().SerializeAsString(), whole->SerializeAsString());
}

}  // namespace
}  // namespace arbiter::api
