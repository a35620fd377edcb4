#include "service/server/limits.h"

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

TEST(CallLimitsTest, ResponseAndMetadataOverTheirLimitsNameTheFlag) {
  CallLimits limits{.max_message_bytes = 1000, .max_metadata_bytes = 200};
  EXPECT_TRUE(limits.CheckResponseBytes(1000).ok());
  const absl::Status response = limits.CheckResponseBytes(1001);
  EXPECT_EQ(response.code(), absl::StatusCode::kResourceExhausted);
  EXPECT_EQ(response.message(),
            "response: 1001 bytes, over the limit of 1000 (--max_message_bytes)");
  EXPECT_TRUE(limits.CheckMetadataBytes(200).ok());
  const absl::Status metadata = limits.CheckMetadataBytes(201);
  EXPECT_EQ(metadata.code(), absl::StatusCode::kResourceExhausted);
  EXPECT_EQ(metadata.message(),
            "metadata: 201 bytes of request metadata, over the limit of 200 "
            "(--max_metadata_bytes)");
}

TEST(CheckDeadlineTest, PassedDeadlineIsDeadlineExceeded) {
  const auto now = std::chrono::system_clock::now();
  EXPECT_TRUE(CheckDeadline(now + std::chrono::seconds(1), now).ok());
  EXPECT_TRUE(CheckDeadline(std::chrono::system_clock::time_point::max(), now).ok());
  EXPECT_EQ(CheckDeadline(now, now).code(), absl::StatusCode::kDeadlineExceeded);
  EXPECT_EQ(CheckDeadline(now - std::chrono::milliseconds(1), now).code(),
            absl::StatusCode::kDeadlineExceeded);
}

TEST(CallDeadlineTest, TheEarlierOfTheClientsDeadlineAndTheCap) {
  CallLimits limits;
  limits.max_call_seconds = 2.5;
  const auto start = std::chrono::system_clock::now();
  const auto cap = start + std::chrono::milliseconds(2500);
  // No client deadline (gRPC's far future): the cap.
  const auto none = std::chrono::system_clock::time_point::max();
  EXPECT_EQ(limits.CallDeadline(none, start), cap);
  EXPECT_TRUE(limits.CapComesFirst(none, start));
  // A later client deadline: the cap; an earlier one: the client's.
  EXPECT_EQ(limits.CallDeadline(start + std::chrono::seconds(60), start), cap);
  const auto soon = start + std::chrono::seconds(1);
  EXPECT_EQ(limits.CallDeadline(soon, start), soon);
  EXPECT_FALSE(limits.CapComesFirst(soon, start));
  // Equal: the client's deadline counts (the cap does not come strictly first).
  EXPECT_FALSE(limits.CapComesFirst(cap, start));
  // An already passed client deadline stays passed.
  EXPECT_EQ(limits.CallDeadline(start - std::chrono::seconds(1), start),
            start - std::chrono::seconds(1));
}

TEST(CallDeadlineTest, CallTimeOverNamesTheFlag) {
  CallLimits limits;
  limits.max_call_seconds = 1.5;
  const absl::Status over = limits.CallTimeOver("call: still open");
  EXPECT_EQ(over.code(), absl::StatusCode::kDeadlineExceeded);
  EXPECT_EQ(over.message(), "call: still open; a call may run at most 1.5 s (--max_call_seconds)");
}

}  // namespace
}  // namespace arbiter::service
