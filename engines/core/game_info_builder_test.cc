#include "engines/core/game_info_builder.h"

#include "arbiter/v1/game_state.pb.h"
#include "engines/core/setup_options.h"
#include "engines/core/violation.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace {

constexpr ViolationKind kKinds[] = {{"TOY_Z", "M2", "z"}};

TEST(GameInfoBuilderTest, BuildsIdentityOptionsAndSortedViolations) {
  const v1::GameInfo info = GameInfoBuilder("toy", "Toy", 2, 4, "toy/1.1")
                                .Messages<v1::GameState, v1::GameSetup, v1::Actor>()
                                .StateFormats(3, 2)
                                .Option("mode", "M1: how", {"fast", "slow"})
                                .BoolOption("strict", "R1: strict", true)
                                .Violations(kKinds)
                                .SharedViolations("M3", "M9")
                                .Violation("TOY_A", "M1", "a")
                                .Violation("TOY_A", "M7", "repeated: kept first")
                                .Build();
  EXPECT_EQ(info.game_id(), "toy");
  EXPECT_EQ(info.title(), "Toy");
  EXPECT_EQ(info.min_seats(), 2);
  EXPECT_EQ(info.max_seats(), 4);
  EXPECT_EQ(info.rules_version(), "toy/1.1");
  EXPECT_EQ(info.state_format_version(), 3u);
  EXPECT_EQ(info.oldest_state_format_version(), 2u);
  EXPECT_EQ(info.state_type(), "arbiter.v1.GameState");
  EXPECT_EQ(info.action_type(), "arbiter.v1.GameSetup");
  EXPECT_EQ(info.event_type(), "arbiter.v1.Actor");
  ASSERT_EQ(info.options_size(), 2);
  EXPECT_EQ(info.options(0).default_value(), "fast");
  EXPECT_EQ(info.options(0).allowed_values_size(), 2);
  EXPECT_EQ(info.options(1).default_value(), "true");
  EXPECT_EQ(info.options(1).allowed_values(1), "false");
  ASSERT_EQ(info.violations_size(), 7);
  for (int i = 1; i < info.violations_size(); ++i) {
    EXPECT_LT(info.violations(i - 1).code(), info.violations(i).code());
  }
  EXPECT_EQ(info.violations(0).code(), kChanceOutcomePending);
  EXPECT_EQ(info.violations(0).rule_ref(), "M3");
  EXPECT_EQ(info.violations(1).code(), kGameOver);
  EXPECT_EQ(info.violations(1).rule_ref(), "M9");
  EXPECT_EQ(info.violations(5).code(), "TOY_A");
  EXPECT_EQ(info.violations(5).rule_ref(), "M1");
  EXPECT_EQ(info.violations(6).code(), "TOY_Z");
  EXPECT_EQ(info.violations(6).description(), "z");
  const v1::Violation v = MakeViolation(kKinds[0], "a.b", "why");
  EXPECT_EQ(v.code(), "TOY_Z");
  EXPECT_EQ(v.rule_ref(), "M2");
  EXPECT_EQ(v.field_path(), "a.b");
  EXPECT_EQ(v.message(), "why");
}

TEST(SetupOptionsTest, ReadsCheckedValuesByType) {
  const v1::GameInfo info = GameInfoBuilder("toy", "Toy", 2, 4, "toy/1.1")
                                .Option("mode", "", {"fast", "slow"})
                                .BoolOption("strict", "", false)
                                .Build();
  v1::GameSetup setup;
  setup.set_game_id("toy");
  setup.set_seat_count(2);
  (*setup.mutable_options())["mode"] = "slow";
  absl::StatusOr<SetupOptions> o = CheckedOptions(info, setup);
  ASSERT_TRUE(o.ok()) << o.status();
  EXPECT_FALSE(o->Bool("strict"));
  EXPECT_EQ(o->Text("mode"), "slow");
  EXPECT_EQ(o->Text("nothing"), "");
  EXPECT_EQ(o->Choice<int>("mode", {{"fast", 1}, {"slow", 2}}), 2);
  EXPECT_EQ(o->Choice<int>("nothing", {{"fast", 1}, {"slow", 2}}), 1);

  (*setup.mutable_options())["strict"] = "maybe";
  o = CheckedOptions(info, setup);
  ASSERT_FALSE(o.ok());
  EXPECT_EQ(o.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(o.status().message(), "setup.options[strict]: 'maybe' is not an allowed value");
}

}  // namespace
}  // namespace arbiter
