// The conformance suite over every game in DefaultRegistry() (README.md). One test per game
// runs RunConformance with the game's profile (engines/<game>/testing/
// conformance_profile.cc, or the default);
// ARBITER_CONFORMANCE_PLAYOUTS=N sets the playouts per game (e.g. 10000 for the long run);
// ARBITER_CONFORMANCE_PLAYOUT_CAP=N runs at most N per game (the sanitizer run: 200).
#include <iostream>
#include <string>
#include <vector>

#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "engines/all_games.h"
#include "gtest/gtest.h"
#include "tests/conformance/profile.h"
#include "tests/conformance/suite.h"

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

TEST_P(ConformanceTest, KeepsTheEngineContract) {
  const ConformanceProfile profile = ProfileFor(game().Info());
  const SuiteOptions options = SuiteOptionsFromEnvironment();
  const absl::Time start = absl::Now();
  const Report report = RunConformance(game(), profile, options);
  const double seconds = absl::ToDoubleSeconds(absl::Now() - start);
  EXPECT_TRUE(report.ok()) << report.Summary();
  std::cout << GetParam() << ": " << seconds << " s\n" << report.Summary();
  // Guard against a vacuous run.
  const int playouts = PlayoutsFor(options, profile);
  EXPECT_EQ(report.coverage().playouts,
            options.only_playout < 0 ? playouts : options.only_playout < playouts ? 1 : 0);
  EXPECT_GT(report.coverage().deep_states, 0);
}

GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(ConformanceTest);
INSTANTIATE_TEST_SUITE_P(AllGames, ConformanceTest, testing::ValuesIn(RegisteredGameIds()),
                         [](const testing::TestParamInfo<std::string>& info) {
                           return info.param;
                         });

}  // namespace
}  // namespace arbiter::conformance
