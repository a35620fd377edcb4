// V1, V2 setup and NewGame; GameInfo (versions, options with their defaults, the built-in map
// marked INVENTED, the violation catalogue against rules.md's headings); V16 options; R1.
#include <fstream>
#include <set>
#include <sstream>

#include "absl/strings/match.h"
#include "engines/voyages/test_util.h"
#include "engines/voyages/violations.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace voyages {
namespace {

using testing::Engine;
using testing::NewSetup;

std::set<std::string> Headings() {
  std::ifstream in(VOYAGES_RULES_MD);
  std::set<std::string> ids;
  std::string line;
  while (std::getline(in, line)) {
    if (absl::StartsWith(line, "## ") || absl::StartsWith(line, "### ")) {
      std::istringstream words(line.substr(line.find(' ') + 1));
      std::string id;
      words >> id;
      ids.insert(id);
    }
  }
  return ids;
}

TEST(Catalogue, EveryRuleRefIsAHeading) {
  const std::set<std::string> ids = Headings();
  ASSERT_TRUE(ids.count("V17") && ids.count("R14") && ids.count("E10"));
  for (const v1::ViolationSpec& v : Engine().Info().violations()) {
    EXPECT_TRUE(ids.count(v.rule_ref())) << v.code() << " cites " << v.rule_ref();
  }
}

// Every VY_<REASON> of the rules file is VOYAGES_<REASON> (VY_NOT_YOUR_DECISION the shared
// ARBITER_NOT_YOUR_TURN), citing the section that names it.
TEST(Catalogue, RulesFileCodesAreListed) {
  const std::map<std::string, std::string> want = {
      {"VOYAGES_BAD_ASSIGNMENT", "V3"}, {"VOYAGES_NOT_ENOUGH_SAILORS", "V4"},
      {"VOYAGES_BAD_MODIFICATION", "V4"}, {"VOYAGES_DUTY_CELL", "V7"},
      {"VOYAGES_DREAD_COST", "V9"},     {"VOYAGES_ALREADY_DEFEATED", "V9"},
      {"ARBITER_NOT_YOUR_TURN", "V3"}};
  std::map<std::string, std::string> have;
  for (const v1::ViolationSpec& v : Engine().Info().violations()) have[v.code()] = v.rule_ref();
  for (const auto& [code, ref] : want) EXPECT_EQ(have[code], ref) << code;
  EXPECT_EQ(have.size(), kViolations.size());
}

TEST(Info, VersionsOptionsContent) {
  const v1::GameInfo& info = Engine().Info();
  EXPECT_EQ(info.game_id(), "voyages");
  EXPECT_EQ(info.rules_version(), "voyages/2021.1");
  EXPECT_EQ(info.state_format_version(), 1u);
  EXPECT_EQ(info.min_seats(), 1);
  EXPECT_EQ(info.max_seats(), 32);  // R1
  ASSERT_EQ(info.options_size(), 2);
  EXPECT_EQ(info.options(0).name(), "stack_sailors");
  EXPECT_EQ(info.options(0).default_value(), "true");
  EXPECT_EQ(info.options(1).name(), "ocean_scoring");
  EXPECT_EQ(info.options(1).default_value(), "table");
  EXPECT_EQ(info.content_type(), "arbiter.games.voyages.v1.MapPack");
  EXPECT_TRUE(info.accepts_supplied_content());
  ASSERT_EQ(info.built_in_content_size(), 1);  // the built-in map loads
  const v1::ContentSpec& c = info.built_in_content(0);
  EXPECT_EQ(c.name(), "tw_test");
  EXPECT_TRUE(absl::StrContains(c.description(), "INVENTED FOR TESTS"));
  EXPECT_TRUE(absl::StrContains(c.description(), "not public"));
  EXPECT_TRUE(absl::StrContains(c.source(), "V17"));
  EXPECT_FALSE(c.confidence().empty());
  EXPECT_TRUE(absl::StrContains(info.title(), "invented"));
  EXPECT_TRUE(testing::TwTestMessage().invented());
}

// V2: every sheet at the start with 6 ready sailors, the start collected, nothing else; round
// 1 rolled at once (SEEDED) or waiting for its roll (EXTERNAL).
TEST(Setup, V2_Sheets) {
  for (bool external : {false, true}) {
    absl::StatusOr<NewGameResult> g = Engine().NewGame(NewSetup(4, 5, external));
    ASSERT_TRUE(g.ok()) << g.status();
    pb::State p;
    ASSERT_TRUE(g->state.payload().UnpackTo(&p));
    ASSERT_EQ(p.sheets_size(), 4);
    for (const pb::Sheet& sh : p.sheets()) {
      EXPECT_EQ(sh.ship().q(), 0);
      EXPECT_EQ(sh.ship().r(), 2);
      EXPECT_EQ(sh.ready_regular(), 6);
      EXPECT_EQ(sh.ready_heroic(), 0);
      EXPECT_EQ(sh.cargo_size(), 1);
      EXPECT_EQ(sh.cargo(0), 0);
      EXPECT_EQ(sh.stars(), 0);
      ASSERT_EQ(sh.collected_size(), 1);
      EXPECT_EQ(sh.marked_size(), 0);
      EXPECT_EQ(sh.step(), pb::STEP_SAIL);
    }
    EXPECT_EQ(p.round(), 1);
    EXPECT_EQ(p.phase(), external ? pb::PHASE_ROLL : pb::PHASE_TURN);
    EXPECT_EQ(g->turn.chance_pending(), external);
    EXPECT_EQ(g->turn.acting_seats_size(), external ? 0 : 4);
  }
}

// V16: each option value reaches the state; a value not allowed is refused.
TEST(Setup, V16_Options) {
  struct Case {
    std::map<std::string, std::string> options;
    bool stack;
    pb::OceanScoring ocean;
  };
  for (const Case& c : {Case{{}, true, pb::OCEAN_SCORING_TABLE},
                        Case{{{"stack_sailors", "false"}}, false, pb::OCEAN_SCORING_TABLE},
                        Case{{{"stack_sailors", "true"}, {"ocean_scoring", "cumulative"}}, true,
                             pb::OCEAN_SCORING_CUMULATIVE},
                        Case{{{"ocean_scoring", "table"}}, true, pb::OCEAN_SCORING_TABLE}}) {
    absl::StatusOr<NewGameResult> g = Engine().NewGame(NewSetup(2, 1, false, c.options));
    ASSERT_TRUE(g.ok()) << g.status();
    pb::State p;
    ASSERT_TRUE(g->state.payload().UnpackTo(&p));
    EXPECT_EQ(p.options().stack_sailors(), c.stack);
    EXPECT_EQ(p.options().ocean_scoring(), c.ocean);
  }
  absl::StatusOr<NewGameResult> bad =
      Engine().NewGame(NewSetup(2, 1, false, {{"ocean_scoring", "squares"}}));
  EXPECT_EQ(bad.status().code(), absl::StatusCode::kInvalidArgument);
}

// V1 / R1: 1 to 32 seats.
TEST(Setup, V1_R1_SeatRange) {
  EXPECT_TRUE(Engine().NewGame(NewSetup(1, 1)).ok());
  EXPECT_TRUE(Engine().NewGame(NewSetup(32, 1)).ok());
  for (int seats : {0, 33}) {
    absl::StatusOr<NewGameResult> g = Engine().NewGame(NewSetup(seats, 1));
    EXPECT_EQ(g.status().code(), absl::StatusCode::kInvalidArgument);
    EXPECT_TRUE(absl::StartsWith(g.status().message(), "setup.seat_count")) << g.status();
  }
}

}  // namespace
}  // namespace voyages
}  // namespace arbiter
