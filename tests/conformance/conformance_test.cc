// The conformance suite over every game in DefaultRegistry() (README.md).
#include <string>
#include <vector>

#include "engines/all_games.h"
#include "gtest/gtest.h"
#include "tests/conformance/profile.h"

namespace arbiter::conformance {
namespace {

std::vector<std::string> RegisteredGameIds() {
  std::vector<std::string> ids;
  for (const Game* game : DefaultRegistry().List()) ids.push_back(game->Info().game_id());
  return ids;
}

// Every profile names a registered game, once.
TEST(ConformanceProfilesTest, EveryProfileNamesOneRegisteredGame) {
  const std::vector<std::string> ids = RegisteredProfileIds();
  for (size_t i = 0; i < ids.size(); ++i) {
    EXPECT_NE(DefaultRegistry().Find(ids[i]), nullptr)
        << "profile registered for unknown game '" << ids[i] << "'";
    if (i > 0) {
      EXPECT_NE(ids[i], ids[i - 1]) << "two profiles registered for " << ids[i];
    }
  }
}

class ConformanceTest : public testing::TestWithParam<std::string> {
 protected:
  const Game& game() const { return *DefaultRegistry().Find(GetParam()); }
};

TEST_P(ConformanceTest, ProfileIsValid) {
  const ConformanceProfile profile = ProfileFor(game().Info());
  const absl::Status valid = ValidateProfile(game().Info(), profile);
  EXPECT_TRUE(valid.ok()) << valid;
}

GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(ConformanceTest);
INSTANTIATE_TEST_SUITE_P(AllGames, ConformanceTest, testing::ValuesIn(RegisteredGameIds()),
                         [](const testing::TestParamInfo<std::string>& info) {
                           return info.param;
                         });

}  // namespace
}  // namespace arbiter::conformance
