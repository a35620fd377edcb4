#include "service/server/unsent_answers.h"

#include <chrono>
#include <thread>

#include "gtest/gtest.h"

namespace arbiter::service {
namespace {

// The books without a transport: null contexts (nothing to cancel), so these tests check what
// is counted, refused, dropped and timed out. Cancelling real calls: tests/hardening.
TransportLimits Small(double send_seconds = 600) {
  TransportLimits limits;
  limits.max_unsent_bytes = 1000;
  limits.max_unsent_bytes_per_connection = 500;
  limits.max_send_seconds = send_seconds;
  return limits;
}

TEST(UnsentAnswersTest, AConnectionIsRefusedPastItsLimitNamingTheFlag) {
  UnsentAnswers ledger(Small(), nullptr);
  absl::StatusOr<UnsentAnswers::Ticket> first = ledger.Hold(nullptr, "ApplyAction", "a", 300);
  ASSERT_TRUE(first.ok());
  const absl::StatusOr<UnsentAnswers::Ticket> over = ledger.Hold(nullptr, "ApplyAction", "a", 300);
  ASSERT_EQ(over.status().code(), absl::StatusCode::kResourceExhausted);
  EXPECT_EQ(over.status().message(),
            "call: this connection's answers not yet taken by the client hold 300 bytes, with "
            "this answer of 300 bytes; the limit is 500 (--max_unsent_bytes_per_connection)");
  EXPECT_TRUE(ledger.Admit("a").ok());
  ASSERT_TRUE(ledger.Hold(nullptr, "ApplyAction", "a", 200).ok());  // exactly the limit
  EXPECT_EQ(ledger.Admit("a").code(), absl::StatusCode::kResourceExhausted);
  EXPECT_TRUE(ledger.Admit("b").ok());  // other connections are not affected
  EXPECT_EQ(ledger.refused(), 2);
  EXPECT_EQ(ledger.bytes("a"), 500);
  ledger.Release(*first);
  EXPECT_EQ(ledger.bytes("a"), 200);
  EXPECT_TRUE(ledger.Admit("a").ok());
}

TEST(UnsentAnswersTest, OverTheServerLimitTheOldestAnswersOfOtherConnectionsAreDropped) {
  UnsentAnswers ledger(Small(), nullptr);
  absl::StatusOr<UnsentAnswers::Ticket> a1 = ledger.Hold(nullptr, "M", "a", 300);
  absl::StatusOr<UnsentAnswers::Ticket> a2 = ledger.Hold(nullptr, "M", "a", 200);
  absl::StatusOr<UnsentAnswers::Ticket> b1 = ledger.Hold(nullptr, "M", "b", 400);
  ASSERT_TRUE(a1.ok() && a2.ok() && b1.ok());
  EXPECT_EQ(ledger.bytes(), 900);
  // c's 400 bytes need room: a's oldest answer (300) goes.
  ASSERT_TRUE(ledger.Hold(nullptr, "M", "c", 400).ok());
  EXPECT_EQ(ledger.dropped(), 1);
  EXPECT_EQ(ledger.bytes(), 1000);
  EXPECT_EQ(ledger.bytes("a"), 200);
  // Releasing a dropped answer (its call ends) does not count it twice.
  ledger.Release(*a1);
  EXPECT_EQ(ledger.bytes(), 1000);
  ledger.Release(*b1);
  EXPECT_EQ(ledger.bytes(), 600);
}

TEST(UnsentAnswersTest, AnswersWaitingPastMaxSendSecondsAreTimedOut) {
  UnsentAnswers ledger(Small(/*send_seconds=*/0.2), nullptr);
  for (const char* peer : {"a", "b", "c"}) ASSERT_TRUE(ledger.Hold(nullptr, "M", peer, 100).ok());
  // Waits for the watcher (every 100 ms); no bound on how long it takes is asserted.
  for (int i = 0; i < 200 && ledger.bytes() > 0; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  EXPECT_EQ(ledger.bytes(), 0);
  EXPECT_EQ(ledger.timed_out(), 3);
  EXPECT_TRUE(ledger.Admit("a").ok());
}

}  // namespace
}  // namespace arbiter::service
