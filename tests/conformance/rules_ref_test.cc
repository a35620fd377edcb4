// Every violation code a game can answer cites a section of its engines/<game>/rules.md: for
// every registered game, GameInfo.violations is non-empty and each rule_ref is a heading id of
// the game's rules.md (rules_ref.h). The core's race game shows the layout passing, and
// hand-made catalogues show each problem being found.
#include "tests/conformance/rules_ref.h"

#include <fstream>
#include <iterator>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "engines/all_games.h"
#include "engines/core/testing/race_game.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

#ifndef ARBITER_SOURCE_DIR
#error "ARBITER_SOURCE_DIR must name the source tree (tests/conformance/CMakeLists.txt)"
#endif

namespace arbiter::conformance {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;
using ::testing::IsEmpty;

// The file's text, or "" with a test failure when it cannot be read.
std::string ReadSourceFile(const std::string& relative) {
  const std::string path = std::string(ARBITER_SOURCE_DIR) + "/" + relative;
  std::ifstream in(path);
  if (!in) {
    ADD_FAILURE() << path << " cannot be read";
    return "";
  }
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

v1::GameInfo Catalogue(std::vector<std::pair<std::string, std::string>> codes) {
  v1::GameInfo info;
  info.set_game_id("my_game");
  for (const auto& [code, rule_ref] : codes) {
    v1::ViolationSpec* spec = info.add_violations();
    spec->set_code(code);
    spec->set_rule_ref(rule_ref);
  }
  return info;
}

constexpr char kRules[] =
    "# My game\n"
    "## Q1 Setup\n"
    "text mentioning Q9\n"
    "### Q2 Turn order  \n"
    "#### Q3 Too deep to count\n"
    "## R1 Rulings\n";

TEST(RuleSectionIdsTest, FirstWordOfLevelTwoAndThreeHeadings) {
  EXPECT_EQ(RuleSectionIds(kRules), (std::set<std::string>{"Q1", "Q2", "R1"}));
}

TEST(RuleRefProblemsTest, ResolvingCatalogueHasNone) {
  EXPECT_THAT(RuleRefProblems(Catalogue({{"MY_GAME_A", "Q1"}, {"MY_GAME_B", "R1"}}), kRules),
              IsEmpty());
}

TEST(RuleRefProblemsTest, UnknownSectionEmptyRefAndEmptyCatalogueAreFound) {
  EXPECT_THAT(RuleRefProblems(Catalogue({{"MY_GAME_A", "Q9"}, {"MY_GAME_B", ""}}), kRules),
              ElementsAre(HasSubstr("MY_GAME_A cites rule_ref 'Q9'"),
                          HasSubstr("MY_GAME_B has no rule_ref")));
  EXPECT_THAT(RuleRefProblems(Catalogue({{"MY_GAME_A", "Q3"}}), kRules),
              ElementsAre(HasSubstr("'Q3'")));
  EXPECT_THAT(RuleRefProblems(Catalogue({}), kRules),
              ElementsAre(HasSubstr("GameInfo.violations is empty")));
}

TEST(RuleRefTest, RaceGameCataloguesResolveInItsRules) {
  std::unique_ptr<Game> race = arbiter::testing::MakeRaceGame();
  EXPECT_THAT(RuleRefProblems(race->Info(), ReadSourceFile("engines/core/testing/race_rules.md")),
              IsEmpty());
}

std::vector<std::string> RegisteredGameIds() {
  std::vector<std::string> ids;
  for (const Game* game : DefaultRegistry().List()) ids.push_back(game->Info().game_id());
  return ids;
}

class RegisteredGameRuleRefTest : public ::testing::TestWithParam<std::string> {};

TEST_P(RegisteredGameRuleRefTest, EveryViolationCitesASectionOfItsRules) {
  const Game* game = DefaultRegistry().Find(GetParam());
  ASSERT_NE(game, nullptr);
  const std::string rules = ReadSourceFile("engines/" + GetParam() + "/rules.md");
  EXPECT_THAT(RuleRefProblems(game->Info(), rules), IsEmpty());
}

INSTANTIATE_TEST_SUITE_P(AllGames, RegisteredGameRuleRefTest,
                         ::testing::ValuesIn(RegisteredGameIds()),
                         [](const ::testing::TestParamInfo<std::string>& info) {
                           return info.param;
                         });

}  // namespace
}  // namespace arbiter::conformance
