// Self-test of the suite's content checks (suite.h kCheckContentFields, kCheckContentRoundTrip)
// on the card race (engines/core/testing/card_race.h), a game played with content: the correct
// game passes every check, and each broken variant or incomplete profile fails the check meant
// to catch it. Games without content (the toy) are covered by suite_test.cc's pass.
#include <memory>
#include <string>

#include "engines/core/testing/card_race.h"
#include "engines/core/testing/card_race.pb.h"
#include "gtest/gtest.h"
#include "tests/conformance/profile.h"
#include "tests/conformance/suite.h"
#include "tests/conformance/testing/toy_cards.h"

namespace arbiter::conformance {
namespace {

using arbiter::testing::CardRaceContent;
using arbiter::testing::CardRaceFlaw;
using arbiter::testing::MakeCardRaceGame;
namespace pb = ::arbiter::testing::card_race::v1;

// `good` with one change, packed.
BadContent Bad(const std::string& field, void (*change)(pb::Content*)) {
  pb::Content c;
  CardRaceContent(12, {1, 2, 3}).UnpackTo(&c);
  change(&c);
  BadContent bad;
  bad.field = field;
  bad.content.PackFrom(c);
  return bad;
}

ConformanceProfile CardRaceProfile(const Game& game) {
  ConformanceProfile p = DefaultProfile(game.Info());
  p.uniform_step_cap = p.progress_step_cap = 100;
  p.good_content = CardRaceContent(12, {1, 2, 3});
  p.bad_contents = {
      Bad("goal", [](pb::Content* c) { c->set_goal(0); }),
      Bad("goal", [](pb::Content* c) { c->set_goal(101); }),
      Bad("cards", [](pb::Content* c) { c->clear_cards(); }),
      Bad("cards[1].name", [](pb::Content* c) { c->mutable_cards(1)->set_name(""); }),
      Bad("cards[2].name", [](pb::Content* c) { c->mutable_cards(2)->set_name("card_a"); }),
      Bad("cards[1].value", [](pb::Content* c) { c->mutable_cards(1)->set_value(0); }),
      Bad("cards[0].value", [](pb::Content* c) { c->mutable_cards(0)->set_value(11); }),
  };
  return p;
}

SuiteOptions SmallRun() {
  SuiteOptions o;
  o.playouts = 24;
  o.full_steps = 1000;
  o.deep_stride = 5;
  return o;
}

std::unique_ptr<Game> CardRace(CardRaceFlaw flaw = CardRaceFlaw::kNone) {
  absl::StatusOr<std::unique_ptr<Game>> game = MakeCardRaceGame(flaw);
  EXPECT_TRUE(game.ok()) << game.status();
  return *std::move(game);
}

TEST(ContentChecksTest, CardRacePassesEveryCheck) {
  std::unique_ptr<Game> game = CardRace();
  const Report report = RunConformance(*game, CardRaceProfile(*game), SmallRun());
  EXPECT_TRUE(report.ok()) << report.Summary();
  // 7 bad samples x (NewGame + 7 state calls) + the wrong type.
  EXPECT_EQ(report.coverage().content_refusals, 7 * 8 + 1) << report.Summary();
  // "short", "long" and the profile's good content.
  EXPECT_EQ(report.coverage().content_round_trips, 3);
  EXPECT_EQ(report.coverage().finished_playouts, 24);
}

TEST(ContentChecksTest, UncheckedFieldFails) {
  std::unique_ptr<Game> game = CardRace(CardRaceFlaw::kSkipsValueCheck);
  const Report report = RunConformance(*game, CardRaceProfile(*game), SmallRun());
  // Both value samples, at NewGame and in each of the 7 state calls.
  EXPECT_EQ(report.failures_of(kCheckContentFields), 2 * 8) << report.Summary();
  std::cout << report.Summary().substr(0, 1500);
}

TEST(ContentChecksTest, ViewDroppingContentFails) {
  std::unique_ptr<Game> game = CardRace(CardRaceFlaw::kViewDropsContent);
  const Report report = RunConformance(*game, CardRaceProfile(*game), SmallRun());
  EXPECT_EQ(report.failures_of(kCheckContentRoundTrip), 3) << report.Summary();
}

TEST(ContentChecksTest, ProfileWithoutAWrongValueForEveryFieldFails) {
  std::unique_ptr<Game> game = CardRace();
  ConformanceProfile p = CardRaceProfile(*game);
  p.bad_contents.resize(3);  // goal and cards only: no cards.name, no cards.value
  const Report report = RunConformance(*game, p, SmallRun());
  EXPECT_EQ(report.failures_of(kCheckContentFields), 2) << report.Summary();
  p.good_content.Clear();
  EXPECT_GT(RunConformance(*game, p, SmallRun()).failures_of(kCheckContentFields), 0);
}

TEST(ContentChecksTest, GameWithoutContentIsChecked) {
  std::unique_ptr<Game> game = testing::MakeToyCards();
  const Report report = RunConformance(*game, DefaultProfile(game->Info()), SmallRun());
  EXPECT_EQ(report.failures_of(kCheckContentRoundTrip), 0) << report.Summary();
  EXPECT_EQ(report.coverage().content_round_trips, 1);
}

}  // namespace
}  // namespace arbiter::conformance
