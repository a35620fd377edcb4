// Self-test of the conformance suite: the correct toy game passes every check with every check
// exercised, and each deliberately broken variant fails the check meant to catch it.
#include <string>

#include "absl/strings/str_cat.h"
#include "gtest/gtest.h"
#include "tests/conformance/profile.h"
#include "tests/conformance/suite.h"
#include "tests/conformance/testing/toy_cards.h"
#include "tests/conformance/testing/toy_cards.pb.h"

namespace arbiter::conformance {
namespace {

using testing::MakeToyCards;
using testing::ToyFlaw;
namespace pb = ::arbiter::testing::toy_cards::v1;

// Plays the card(s) with the highest sum; draws otherwise.
size_t HighestPlay(const PolicyInput& in) {
  size_t best = 0;
  int best_sum = -1;
  for (size_t i = 0; i < in.legal.size(); ++i) {
    pb::Action a;
    if (!in.legal[i].UnpackTo(&a)) continue;
    int sum = 0;
    for (int v : a.play().values()) sum += v;
    if (sum > best_sum) {
      best_sum = sum;
      best = i;
    }
  }
  return best;
}

ConformanceProfile ToyProfile(const Game& game) {
  ConformanceProfile p = DefaultProfile(game.Info());
  p.progress_policy = HighestPlay;
  p.uniform_step_cap = 200;
  p.progress_step_cap = 200;
  p.option_sets = {{}, {{"target", "12"}}};
  return p;
}

SuiteOptions SmallRun(int playouts) {
  SuiteOptions o;
  o.playouts = playouts;
  o.full_playouts = 1;
  o.full_steps = 1000;
  o.deep_stride = 5;
  return o;
}

TEST(ConformanceSuiteTest, CorrectToyGamePassesWithEveryCheckExercised) {
  std::unique_ptr<Game> game = MakeToyCards();
  const Report report = RunConformance(*game, ToyProfile(*game), SmallRun(240));
  EXPECT_TRUE(report.ok()) << report.Summary();
  const Coverage& c = report.coverage();
  EXPECT_EQ(c.playouts, 240);
  EXPECT_EQ(c.finished_playouts, 240) << "the toy game always ends";
  EXPECT_GT(c.chance_steps, 0);
  EXPECT_GT(c.deep_states, 100);
  EXPECT_GT(c.listed_actions_applied, c.deep_states);
  EXPECT_GT(c.wrong_actor_probes, 0);
  EXPECT_GT(c.mutations, 1000);
  EXPECT_GT(c.mutations_accepted, 0) << "e.g. swapped play values are equivalent spellings";
  EXPECT_GT(c.serialization_round_trips, 0);
  EXPECT_GT(c.views_checked, 0);
  EXPECT_GT(c.resamples_that_changed_state, 0);
  EXPECT_GT(c.event_comparisons, 0);
  EXPECT_GT(c.rejected_answer_comparisons, 0);
  EXPECT_GT(c.replays, 0);
  EXPECT_GT(c.hostile_inputs, 1000);
  EXPECT_EQ(c.position_playouts, 240 / SuiteOptions().position_every);
  std::cout << report.Summary();
}

struct FlawCase {
  ToyFlaw flaw;
  absl::string_view check;
  const char* name;
};

class BrokenToyTest : public ::testing::TestWithParam<FlawCase> {};

TEST_P(BrokenToyTest, SuiteCatchesTheFlaw) {
  std::unique_ptr<Game> game = MakeToyCards(GetParam().flaw);
  ConformanceProfile profile = ToyProfile(*game);
  if (GetParam().flaw == ToyFlaw::kNeverEnds) {
    // Every playout runs to the cap: keep it short (a correct toy game ends well within 60).
    profile.uniform_step_cap = profile.progress_step_cap = 60;
  }
  const Report report = RunConformance(*game, profile, SmallRun(80));
  EXPECT_GT(report.failures_of(GetParam().check), 0)
      << "expected check '" << GetParam().check << "' to fail; report:\n"
      << report.Summary();
  // Show what the suite says about the flaw (the first kept failures).
  std::cout << report.Summary().substr(0, 1500);
}

INSTANTIATE_TEST_SUITE_P(
    Flaws, BrokenToyTest,
    ::testing::Values(
        FlawCase{ToyFlaw::kListsCardNotInHand, kCheckListed, "ListedButRejected"},
        FlawCase{ToyFlaw::kAcceptsEmptyPlay, kCheckMutation, "AcceptedButNotListed"},
        FlawCase{ToyFlaw::kErrorsOnBadValue, kCheckMutation, "InternalErrorOnBadValue"},
        FlawCase{ToyFlaw::kIgnoresTurnOrder, kCheckActor, "IgnoresTurnOrder"},
        FlawCase{ToyFlaw::kViewShowsHands, kCheckView, "ViewShowsHands"},
        FlawCase{ToyFlaw::kViewKeepsGenerator, kCheckView, "ViewKeepsGenerator"},
        FlawCase{ToyFlaw::kDrawEventPublic, kCheckEventLeak, "DrawEventPublic"},
        FlawCase{ToyFlaw::kPassDependsOnPile, kCheckLegalLeak, "PassDependsOnHiddenPile"},
        FlawCase{ToyFlaw::kNondeterministic, kCheckDeterminism, "Nondeterministic"},
        FlawCase{ToyFlaw::kUnstableListing, kCheckDeterminism, "UnstableListing"},
        FlawCase{ToyFlaw::kLosesPlayedCard, kCheckInvariants, "CheckFailsAfterLegalPlay"},
        FlawCase{ToyFlaw::kStaleTurn, kCheckTurn, "StaleTurn"},
        FlawCase{ToyFlaw::kOutcomeOnlyWinner, kCheckTurn, "OutcomeOmitsLosers"},
        FlawCase{ToyFlaw::kOutcomeEveryoneWon, kCheckTurn, "OutcomeEveryoneWon"},
        FlawCase{ToyFlaw::kNeverEnds, kCheckProgress, "NeverEnds"},
        FlawCase{ToyFlaw::kSkipsCountCheck, kCheckHostile, "ApplyTrustsInconsistentState"},
        FlawCase{ToyFlaw::kWrongVersionCode, kCheckHostile, "WrongCodeForUnknownVersion"},
        FlawCase{ToyFlaw::kViewRejectsSpectator, kCheckView, "ViewRejectsSpectator"},
        FlawCase{ToyFlaw::kResampleOwnHand, kCheckView, "ResampleRedrawsOwnHand"},
        FlawCase{ToyFlaw::kUnstableResample, kCheckDeterminism, "UnstableResample"},
        FlawCase{ToyFlaw::kUnknownFieldCounter, kCheckSerialization, "StateLostInJson"},
        FlawCase{ToyFlaw::kRefusalNamesPile, kCheckErrorLeak, "RefusalNamesHiddenPile"},
        FlawCase{ToyFlaw::kCatalogueLacksCode, kCheckCatalogue, "CatalogueLacksCode"},
        FlawCase{ToyFlaw::kCatalogueCitesOtherRule, kCheckCatalogue,
                 "CatalogueCitesAnotherRule"},
        FlawCase{ToyFlaw::kPositionListsFewer, kCheckPosition, "PositionListsFewer"}),
    [](const ::testing::TestParamInfo<FlawCase>& info) { return std::string(info.param.name); });

TEST(ConformanceSuiteTest, ProgressPlayoutOverTheCapFails) {
  std::unique_ptr<Game> game = MakeToyCards();
  ConformanceProfile p = ToyProfile(*game);
  p.option_sets = {{{"target", "12"}}};
  p.progress_step_cap = 1;  // one play scores at most 10: no game to 12 ends in one step
  const Report report = RunConformance(*game, p, SmallRun(8));
  EXPECT_GT(report.failures_of(kCheckProgress), 0) << report.Summary();
  EXPECT_EQ(report.failures_of(kCheckProgress), 4) << "4 of 8 playouts use the progress policy\n"
                                                   << report.Summary();
}

TEST(ConformanceSuiteTest, PolicyIndexOutOfRangeIsReported) {
  std::unique_ptr<Game> game = MakeToyCards();
  ConformanceProfile p = ToyProfile(*game);
  p.progress_policy = [](const PolicyInput& in) { return in.legal.size(); };
  const Report report = RunConformance(*game, p, SmallRun(4));
  EXPECT_GT(report.failures_of(kCheckPolicy), 0) << report.Summary();
}

TEST(ConformanceSuiteTest, InvalidProfileIsReported) {
  std::unique_ptr<Game> game = MakeToyCards();
  ConformanceProfile p = ToyProfile(*game);
  p.seat_counts = {5};
  const Report report = RunConformance(*game, p, SmallRun(4));
  EXPECT_GT(report.failures_of(kCheckSetup), 0) << report.Summary();
  EXPECT_EQ(report.coverage().playouts, 0);
}

TEST(ConformanceSuiteTest, PlayoutsComeFromTheEnvironment) {
  setenv("ARBITER_CONFORMANCE_PLAYOUTS", "10000", 1);
  EXPECT_EQ(SuiteOptionsFromEnvironment().playouts, 10000);
  setenv("ARBITER_CONFORMANCE_PLAYOUTS", "many", 1);
  EXPECT_EQ(SuiteOptionsFromEnvironment().playouts, 0);
  unsetenv("ARBITER_CONFORMANCE_PLAYOUTS");
  EXPECT_EQ(SuiteOptionsFromEnvironment().playouts, 0);
  EXPECT_EQ(SuiteOptionsFromEnvironment().only_playout, -1);
  setenv("ARBITER_CONFORMANCE_PLAYOUT_CAP", "200", 1);
  EXPECT_EQ(SuiteOptionsFromEnvironment().playout_cap, 200);
  setenv("ARBITER_CONFORMANCE_PLAYOUT_CAP", "-3", 1);
  EXPECT_EQ(SuiteOptionsFromEnvironment().playout_cap, 0);
  unsetenv("ARBITER_CONFORMANCE_PLAYOUT_CAP");
  setenv("ARBITER_CONFORMANCE_ONLY_PLAYOUT", "37", 1);
  EXPECT_EQ(SuiteOptionsFromEnvironment().only_playout, 37);
  unsetenv("ARBITER_CONFORMANCE_ONLY_PLAYOUT");
}

TEST(ConformanceSuiteTest, PlayoutCapLowersButNeverRaisesTheCount) {
  ConformanceProfile profile;
  profile.playouts = 2000;
  SuiteOptions options;
  EXPECT_EQ(PlayoutsFor(options, profile), 2000);
  options.playout_cap = 200;
  EXPECT_EQ(PlayoutsFor(options, profile), 200);
  profile.playouts = 144;
  EXPECT_EQ(PlayoutsFor(options, profile), 144);
  options.playouts = 10000;
  EXPECT_EQ(PlayoutsFor(options, profile), 200);
  options.playout_cap = 0;
  EXPECT_EQ(PlayoutsFor(options, profile), 10000);
  // The suite runs exactly that many.
  std::unique_ptr<Game> game = MakeToyCards();
  SuiteOptions small = SmallRun(12);
  small.playouts = 0;
  small.playout_cap = 8;
  ConformanceProfile toy = ToyProfile(*game);
  toy.playouts = 12;
  EXPECT_EQ(RunConformance(*game, toy, small).coverage().playouts, 8);
}

TEST(ConformanceSuiteTest, OnlyPlayoutReproducesOneFailure) {
  std::unique_ptr<Game> game = MakeToyCards(ToyFlaw::kOutcomeOnlyWinner);
  SuiteOptions options = SmallRun(80);
  const Report full = RunConformance(*game, ToyProfile(*game), options);
  ASSERT_FALSE(full.kept_failures().empty());
  // "... playout=<i> step=..." names the playout; rerunning only it fails the same way.
  const std::string& where = full.kept_failures().back().where;
  const size_t at = where.find("playout=");
  ASSERT_NE(at, std::string::npos);
  options.only_playout = std::stoi(where.substr(at + 8));
  const Report one = RunConformance(*game, ToyProfile(*game), options);
  EXPECT_EQ(one.coverage().playouts, 1);
  ASSERT_FALSE(one.kept_failures().empty());
  EXPECT_EQ(one.kept_failures().front().where, where);
  EXPECT_EQ(one.kept_failures().front().detail, full.kept_failures().back().detail);
}

}  // namespace
}  // namespace arbiter::conformance
