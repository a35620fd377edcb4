// Small test: api/rules.h (shared by arbiterd and the in-process CLI) refuses a sealed state
// with the same FAILED_PRECONDITION "state.sealed: ..." a server without sealing gives, and
// quotes caller strings escaped and cut (engines/core/quote.h).
#include "api/rules.h"

#include <string>

#include "engines/core/testing/race_game.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace arbiter::api {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

class RulesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(registry_.Register(testing::MakeRaceGame()).ok());
    v1::NewGameRequest request;
    request.mutable_setup()->set_game_id("race");
    request.mutable_setup()->set_seat_count(2);
    v1::NewGameResponse response;
    ASSERT_TRUE(NewGame(registry_, request, &response).ok());
    state_ = response.state();
  }
  Registry registry_;
  v1::GameState state_;
};

TEST_F(RulesTest, ASealedStateIsRefusedOnEveryMethodNamingStateSealed) {
  v1::GameState sealed = state_;
  sealed.clear_payload();
  sealed.mutable_sealed()->set_key_id("k1");
  sealed.mutable_sealed()->set_ciphertext("opaque");
  const std::string expected = "state.sealed: this server does not open sealed states";

  v1::ApplyActionRequest apply;
  *apply.mutable_state() = sealed;
  apply.mutable_actor()->set_seat(0);
  *apply.mutable_action() = testing::RaceAction(1);
  v1::ApplyActionResponse applied;
  absl::Status s = ApplyAction(registry_, apply, &applied);
  EXPECT_EQ(s.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(std::string(s.message()), StartsWith(expected));

  v1::ListLegalActionsRequest legal;
  *legal.mutable_state() = sealed;
  legal.mutable_actor()->set_seat(0);
  v1::ListLegalActionsResponse listed;
  s = ListLegalActions(registry_, legal, &listed);
  EXPECT_EQ(s.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(std::string(s.message()), StartsWith(expected));

  v1::GetPlayerViewRequest view;
  *view.mutable_state() = sealed;
  view.mutable_viewer()->set_spectator(true);
  v1::GetPlayerViewResponse viewed;
  s = GetPlayerView(registry_, view, &viewed);
  EXPECT_EQ(s.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(std::string(s.message()), StartsWith(expected));

  // The open state is answered.
  *view.mutable_state() = state_;
  EXPECT_TRUE(GetPlayerView(registry_, view, &viewed).ok());
}

TEST_F(RulesTest, CallerStringsAreEscapedAndCut) {
  v1::ApplyActionRequest apply;
  *apply.mutable_state() = state_;
  apply.mutable_actor()->set_seat(0);
  apply.mutable_action()->set_type_url("type.googleapis.com/" + std::string(16000, 'A'));
  v1::ApplyActionResponse applied;
  absl::Status s = ApplyAction(registry_, apply, &applied);
  EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_THAT(std::string(s.message()), StartsWith("action: expected type "));
  EXPECT_LT(s.message().size(), 300u);

  apply.mutable_state()->set_rules_version("\x1b]0;pwned\x07");
  s = ApplyAction(registry_, apply, &applied);
  EXPECT_EQ(s.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(std::string(s.message()),
              StartsWith("state.rules_version: '\\x1b]0;pwned\\x07' is not implemented"));

  apply.mutable_state()->set_game_id(std::string(10000, '\x1b'));
  s = ApplyAction(registry_, apply, &applied);
  EXPECT_EQ(s.code(), absl::StatusCode::kNotFound);
  EXPECT_THAT(std::string(s.message()), HasSubstr("unknown game '\\x1b\\x1b"));
  EXPECT_LT(s.message().size(), 300u);
}

}  // namespace
}  // namespace arbiter::api
