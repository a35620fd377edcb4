// Small test: the status every call ends with (ToGrpcStatus) keeps the code and bounds the
// message (kMaxStatusMessageBytes), cut on a UTF-8 character boundary with a marker.
#include "service/server/call_scope.h"

#include <string>

#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace arbiter::service {
namespace {

using ::testing::EndsWith;
using ::testing::StartsWith;

TEST(BoundedStatusMessageTest, ShortMessagesAreUnchanged) {
  EXPECT_EQ(BoundedStatusMessage("state: missing"), "state: missing");
  const std::string at_bound(kMaxStatusMessageBytes, 'x');
  EXPECT_EQ(BoundedStatusMessage(at_bound), at_bound);
}

TEST(BoundedStatusMessageTest, LongMessagesAreCutWithAMarkKeepingTheFieldPath) {
  const std::string message = "action: expected type X, got '" + std::string(16000, 'A') + "'";
  const std::string cut = BoundedStatusMessage(message);
  EXPECT_LE(cut.size(), kMaxStatusMessageBytes);
  EXPECT_GT(cut.size(), kMaxStatusMessageBytes - 8);
  EXPECT_THAT(cut, StartsWith("action: expected type X, got 'AAAA"));
  EXPECT_THAT(cut, EndsWith("AAA ... (cut: " + std::to_string(message.size()) + " bytes)"));
}

TEST(BoundedStatusMessageTest, NeverCutsInsideAUtf8Character) {
  // "é" is 2 bytes, "€" 3, "😀" 4: at every alignment the cut lands between characters.
  for (const std::string ch : {"\xc3\xa9", "\xe2\x82\xac", "\xf0\x9f\x98\x80"}) {
    for (size_t lead = 0; lead < 4; ++lead) {
      std::string message(lead, 'a');
      while (message.size() < 3 * kMaxStatusMessageBytes) message += ch;
      const std::string cut = BoundedStatusMessage(message);
      ASSERT_LE(cut.size(), kMaxStatusMessageBytes);
      const std::string kept = cut.substr(0, cut.find(" ... (cut: "));
      ASSERT_GE(kept.size(), lead);
      EXPECT_EQ((kept.size() - lead) % ch.size(), 0u) << ch.size() << " " << lead;
      EXPECT_EQ(message.compare(0, kept.size(), kept), 0);
    }
  }
}

TEST(ToGrpcStatusTest, KeepsTheCodeAndBoundsTheMessage) {
  EXPECT_TRUE(ToGrpcStatus(absl::OkStatus()).ok());
  const grpc::Status small = ToGrpcStatus(absl::NotFoundError("game_id: unknown game 'x'"));
  EXPECT_EQ(small.error_code(), grpc::StatusCode::NOT_FOUND);
  EXPECT_EQ(small.error_message(), "game_id: unknown game 'x'");
  const grpc::Status big = ToGrpcStatus(
      absl::FailedPreconditionError("state.rules_version: '" + std::string(100000, 'x') + "'"));
  EXPECT_EQ(big.error_code(), grpc::StatusCode::FAILED_PRECONDITION);
  EXPECT_LE(big.error_message().size(), kMaxStatusMessageBytes);
  EXPECT_THAT(big.error_message(), StartsWith("state.rules_version: 'xxx"));
}

}  // namespace
}  // namespace arbiter::service
