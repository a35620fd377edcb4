// Quibbles' native Position (position.h) agrees with the proto path (CheckPositionAgreement,
// engines/core/testing/position_agreement.h) over whole seeded games: both randomness modes,
// every seat count, every value of every option, several seeds; plus its errors.
#include "engines/quibbles/position.h"

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engines/core/testing/position_agreement.h"
#include "engines/quibbles/test_util.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace quibbles {
namespace qtest {
namespace {

using ::testing::HasSubstr;

// Every option at its default, then each option at each of its other values in turn.
std::vector<std::vector<std::pair<std::string, std::string>>> OptionSets() {
  std::vector<std::vector<std::pair<std::string, std::string>>> out = {{}};
  for (const v1::OptionSpec& spec : Game().Info().options()) {
    for (const std::string& value : spec.allowed_values()) {
      if (value != spec.default_value()) out.push_back({{spec.name(), value}});
    }
  }
  return out;
}

TEST(QuibblesPosition, AgreesWithTheProtoPathInEveryModeSeatCountAndOption) {
  int games = 0;
  for (bool external : {false, true}) {
    for (int seats = kMinSeats; seats <= kMaxSeats; ++seats) {
      for (const auto& options : OptionSets()) {
        for (uint64_t seed : {1, 2, 3}) {
          const v1::GameState start =
              NewState(seats, seed, external, options, static_cast<int>(seed) % seats);
          absl::Status s = testing::CheckPositionAgreement(
              Game(), start, {.seed = seed * 31 + seats, .max_steps = 3000});
          EXPECT_TRUE(s.ok()) << (external ? "EXTERNAL" : "SEEDED") << " seats " << seats
                              << " seed " << seed << " options "
                              << (options.empty() ? "default" : options[0].first + "=" +
                                                                    options[0].second)
                              << ": " << s;
          ++games;
        }
      }
    }
  }
  EXPECT_EQ(games, 2 * 4 * 4 * 3);
}

TEST(QuibblesPosition, DecodeRefusesWhatCheckRefuses) {
  v1::GameState bad = E1Table().Build();
  bad.set_rules_version("quibbles/1999.1");
  absl::Status check = Game().Check(bad);
  absl::StatusOr<std::unique_ptr<Position>> p = Game().DecodePosition(bad);
  ASSERT_FALSE(check.ok());
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.status(), check);
}

TEST(QuibblesPosition, ErrorsLeaveThePositionUnchanged) {
  const v1::GameState start = E1Table().Build();
  absl::StatusOr<std::unique_ptr<Position>> p = Game().DecodePosition(start);
  ASSERT_TRUE(p.ok()) << p.status();
  Position& pos = **p;
  EXPECT_THAT(pos.ListLegal(7).status().message(), HasSubstr("actor"));
  EXPECT_THAT(pos.PlayListed(0, nullptr).message(), HasSubstr("index"));
  google::protobuf::Any empty = Act(pb::Action());
  EXPECT_THAT(pos.Apply(0, empty, nullptr, nullptr).status().message(),
              HasSubstr("action: no move set"));
  google::protobuf::Any wrong;
  wrong.set_type_url("type.googleapis.com/arbiter.v1.GameState");
  EXPECT_THAT(pos.Apply(0, wrong, nullptr, nullptr).status().message(), HasSubstr("action"));
  EXPECT_THAT(pos.Apply(9, Act(EndTurnAction()), nullptr, nullptr).status().message(),
              HasSubstr("actor"));
  v1::Violation v;
  absl::StatusOr<bool> legal = pos.Apply(1, Act(EndTurnAction()), &v, nullptr);
  ASSERT_TRUE(legal.ok());
  EXPECT_FALSE(*legal);
  EXPECT_FALSE(v.code().empty());
  absl::StatusOr<int> n = pos.ListLegal(0);
  ASSERT_TRUE(n.ok());
  EXPECT_THAT(pos.PlayListed(*n, nullptr).message(), HasSubstr("outside"));
  absl::StatusOr<v1::GameState> now = pos.Encode();
  absl::StatusOr<std::unique_ptr<Position>> fresh = Game().DecodePosition(start);
  ASSERT_TRUE(now.ok() && fresh.ok());
  EXPECT_EQ(now->SerializeAsString(), (*fresh)->Encode()->SerializeAsString());
}

}  // namespace
}  // namespace qtest
}  // namespace quibbles
}  // namespace arbiter
