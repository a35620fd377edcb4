// The profile API: registration by game id, defaults, validation and setup variants.
#include "tests/conformance/profile.h"

#include <algorithm>

#include "gtest/gtest.h"
#include "tests/conformance/testing/toy_cards.h"

namespace arbiter::conformance {
namespace {

ConformanceProfile RegisteredToyProfile() {
  ConformanceProfile p;
  p.seat_counts = {2, 4};
  p.uniform_step_cap = 77;
  p.playouts = 11;
  return p;
}
const ProfileRegistration kToy("toy_cards", RegisteredToyProfile);

TEST(ProfileTest, RegisteredProfileIsFoundAndFilledIn) {
  std::unique_ptr<Game> game = testing::MakeToyCards();
  const ConformanceProfile p = ProfileFor(game->Info());
  EXPECT_EQ(p.seat_counts, (std::vector<int>{2, 4}));
  EXPECT_EQ(p.uniform_step_cap, 77);
  EXPECT_EQ(p.playouts, 11);
  ASSERT_TRUE(p.progress_policy) << "defaults to the uniform policy";
  ASSERT_EQ(p.option_sets.size(), 1u);
  EXPECT_TRUE(p.option_sets[0].empty());
  EXPECT_TRUE(ValidateProfile(game->Info(), p).ok());
  const std::vector<std::string> ids = RegisteredProfileIds();
  EXPECT_EQ(std::count(ids.begin(), ids.end(), "toy_cards"), 1);
}

TEST(ProfileTest, UnregisteredGameGetsTheDefault) {
  v1::GameInfo info;
  info.set_game_id("no_profile_here");
  info.set_min_seats(2);
  info.set_max_seats(5);
  const ConformanceProfile p = ProfileFor(info);
  EXPECT_EQ(p.seat_counts, (std::vector<int>{2, 3, 4, 5}));
  EXPECT_EQ(p.uniform_step_cap, 2000);
  EXPECT_EQ(p.progress_step_cap, 2000);
  EXPECT_EQ(p.playouts, 2000);
  ASSERT_EQ(p.option_sets.size(), 1u);
  std::vector<google::protobuf::Any> legal(7);
  v1::GameState state;
  v1::TurnStatus turn;
  std::unique_ptr<Game> game = testing::MakeToyCards();
  for (uint64_t seed = 0; seed < 50; ++seed) {
    EXPECT_LT(p.progress_policy(PolicyInput{*game, state, turn, 0, legal, seed}), 7u);
  }
}

TEST(ProfileTest, ValidationNamesTheBadField) {
  std::unique_ptr<Game> game = testing::MakeToyCards();
  ConformanceProfile p = DefaultProfile(game->Info());
  EXPECT_TRUE(ValidateProfile(game->Info(), p).ok());
  p.seat_counts = {1};
  EXPECT_EQ(ValidateProfile(game->Info(), p).code(), absl::StatusCode::kInvalidArgument);
  p = DefaultProfile(game->Info());
  p.option_sets = {{{"target", "9"}}};
  EXPECT_EQ(ValidateProfile(game->Info(), p).code(), absl::StatusCode::kInvalidArgument);
  p = DefaultProfile(game->Info());
  p.progress_step_cap = 0;
  EXPECT_EQ(ValidateProfile(game->Info(), p).code(), absl::StatusCode::kInvalidArgument);
}

TEST(ProfileTest, SetupVariantsCrossSeatCountsWithOptionSets) {
  ConformanceProfile p;
  p.seat_counts = {2, 3};
  p.option_sets = {{}, {{"target", "12"}}};
  const std::vector<SetupVariant> v = SetupVariants(p);
  ASSERT_EQ(v.size(), 4u);
  EXPECT_EQ(v[0].seat_count, 2);
  EXPECT_TRUE(v[0].options.empty());
  EXPECT_EQ(v[3].seat_count, 3);
  EXPECT_EQ(v[3].options.at("target"), "12");
}

}  // namespace
}  // namespace arbiter::conformance
