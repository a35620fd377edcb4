#include "service/limits.h"

#include "gtest/gtest.h"

namespace arbiter::service {
namespace {

TEST(CallLimitsTest, AtTheLimitPassesAboveIsResourceExhausted) {
  CallLimits limits{.max_state_bytes = 100, .max_replay_steps = 10, .max_legal_actions = 5};
  EXPECT_TRUE(limits.CheckStateBytes(100).ok());
  EXPECT_EQ(limits.CheckStateBytes(101).code(), absl::StatusCode::kResourceExhausted);
  EXPECT_TRUE(limits.CheckReplaySteps(10).ok());
  EXPECT_EQ(limits.CheckReplaySteps(11).code(), absl::StatusCode::kResourceExhausted);
  EXPECT_TRUE(limits.CheckLegalActions(5).ok());
  const absl::Status over = limits.CheckLegalActions(6);
  EXPECT_EQ(over.code(), absl::StatusCode::kResourceExhausted);
  EXPECT_NE(over.message().find("--max_legal_actions"), absl::string_view::npos);
}

TEST(CheckDeadlineTest, PassedDeadlineIsDeadlineExceeded) {
  const auto now = std::chrono::system_clock::now();
  EXPECT_TRUE(CheckDeadline(now + std::chrono::seconds(1), now).ok());
  EXPECT_TRUE(CheckDeadline(std::chrono::system_clock::time_point::max(), now).ok());
  EXPECT_EQ(CheckDeadline(now, now).code(), absl::StatusCode::kDeadlineExceeded);
  EXPECT_EQ(CheckDeadline(now - std::chrono::milliseconds(1), now).code(),
            absl::StatusCode::kDeadlineExceeded);
}

}  // namespace
}  // namespace arbiter::service
