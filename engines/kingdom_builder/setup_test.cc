// Setup (K3, ruling R1): the game's info and options, the boards, the Kingdom Builder cards,
// the deal and the start seat, SEEDED and with every chance point in EXTERNAL mode.
#include <fstream>
#include <iterator>
#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_split.h"
#include "engines/core/envelope.h"
#include "engines/core/events.h"
#include "engines/core/rng.h"
#include "engines/kingdom_builder/test_util.h"
#include "engines/kingdom_builder/violations.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

TEST(Info, DescribesTheGameAndItsOptions) {
  const v1::GameInfo& info = TheGame().Info();
  EXPECT_EQ(info.game_id(), "kingdom_builder");
  EXPECT_EQ(info.min_seats(), 2);
  EXPECT_EQ(info.max_seats(), 4);
  EXPECT_EQ(info.state_type(), "arbiter.games.kingdom_builder.v1.State");
  std::map<std::string, std::string> defaults;
  std::map<std::string, int> counts;
  for (const v1::OptionSpec& o : info.options()) {
    defaults[o.name()] = o.default_value();
    counts[o.name()] = o.allowed_values_size();
  }
  EXPECT_EQ(defaults["board_setup"], "random");
  EXPECT_EQ(defaults["kb_cards"], "random");
  EXPECT_EQ(counts["kb_cards"], 121);  // random + C(10, 3)
  EXPECT_EQ(counts["board_top_left"], 17);
  EXPECT_EQ(defaults["exhausted_terrain"], "redraw");
  EXPECT_EQ(defaults["tile_loss_check"], "immediate");
  EXPECT_EQ(defaults["move_adjacency"], "lifted");
  EXPECT_EQ(defaults["lords_zero"], "second_only");
}

TEST(Info, ListsEveryViolationKindWithItsBareRuleRef) {
  const v1::GameInfo& info = TheGame().Info();
  std::map<std::string, std::string> listed;
  for (const v1::ViolationSpec& spec : info.violations()) listed[spec.code()] = spec.rule_ref();
  for (const ViolationKind& kind : kViolations) {
    EXPECT_TRUE(absl::StartsWith(kind.code, "KINGDOM_BUILDER_")) << kind.code;
    ASSERT_EQ(listed.count(std::string(kind.code)), 1u) << kind.code;
    EXPECT_EQ(listed[std::string(kind.code)], kind.rule_ref) << kind.code;
  }
  EXPECT_EQ(listed["ARBITER_NOT_YOUR_TURN"], "K5");
  EXPECT_EQ(listed["ARBITER_GAME_OVER"], "K10");
  EXPECT_EQ(listed.size(), std::size(kViolations) + 5);  // the 5 shared codes
  // Every rule_ref is a bare section or ruling id ("K10", "R3"), a heading of rules.md.
  std::ifstream rules(KINGDOM_BUILDER_RULES_MD);
  ASSERT_TRUE(rules.good()) << KINGDOM_BUILDER_RULES_MD;
  std::set<std::string> headings;
  for (std::string line; std::getline(rules, line);) {
    if (!absl::StartsWith(line, "## ") && !absl::StartsWith(line, "### ")) continue;
    const std::vector<std::string> words = absl::StrSplit(line, ' ', absl::SkipEmpty());
    if (words.size() >= 2) headings.insert(words[1]);
  }
  for (const auto& [code, ref] : listed) {
    EXPECT_TRUE(headings.count(ref)) << code << " cites " << ref << ", not a heading of rules.md";
  }
  // rules.md has every section, ruling and worked example of the rules (K1-K12, R1-R6, E1-E14).
  for (const auto& [prefix, count] : {std::pair<std::string, int>{"K", 12}, {"R", 6}, {"E", 14}}) {
    for (int i = 1; i <= count; ++i) {
      EXPECT_TRUE(headings.count(prefix + std::to_string(i))) << prefix << i << " missing";
    }
  }
}

TEST(K3Setup, SeededRandomSetupIsDeterministicAndComplete) {
  const State a = NewState(4, {{"board_setup", "random"}, {"kb_cards", "random"}}, 99);
  const State b = NewState(4, {{"board_setup", "random"}, {"kb_cards", "random"}}, 99);
  EXPECT_EQ(EncodePayload(a).SerializeAsString(), EncodePayload(b).SerializeAsString());
  ASSERT_EQ(a.boards.size(), 4u);
  std::set<int> boards;
  for (const auto& p : a.boards) boards.insert(p.board());
  EXPECT_EQ(boards.size(), 4u);
  std::set<int> cards(a.kb_cards.begin(), a.kb_cards.end());
  EXPECT_EQ(cards.size(), 3u);
  // K3.5: each player 40 settlements and one card; the start seat's card is revealed (K5.1).
  EXPECT_EQ(a.phase, pb::PHASE_TURN);
  EXPECT_EQ(a.current_seat, 0);
  EXPECT_NE(a.played, 0);
  for (int seat = 1; seat < 4; ++seat) EXPECT_NE(a.seats[seat].held, 0);
  EXPECT_EQ(Total(a.draw), 25 - 4);
  for (int seat = 0; seat < 4; ++seat) EXPECT_EQ(a.seats[seat].supply, 40);
  // K3.2: two tiles on each location hex.
  for (int h : a.map.location_hexes) EXPECT_EQ(a.tiles_left[h], 2);
}

TEST(K3Setup, RandomBoardsVaryWithTheSeedAndRotate) {
  std::set<std::string> layouts;
  int rotated = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    const State s = NewState(2, {{"board_setup", "random"}}, seed);
    std::string key;
    for (const auto& p : s.boards) {
      key += std::to_string(p.board()) + (p.rotated() ? "r" : "u");
      rotated += p.rotated();
    }
    layouts.insert(key);
  }
  EXPECT_GT(layouts.size(), 15u);
  EXPECT_GT(rotated, 20);  // about 40 of 80
  EXPECT_LT(rotated, 60);
}

TEST(K3Setup, R1FirstGameLayout) {
  const State s = NewState(2);
  const pb::Location want[4] = {pb::LOCATION_TAVERN, pb::LOCATION_PADDOCK, pb::LOCATION_OASIS,
                                pb::LOCATION_FARM};
  for (int i = 0; i < 4; ++i) {
    EXPECT_EQ(s.boards[i].board(), want[i]);
    EXPECT_FALSE(s.boards[i].rotated());
  }
}

TEST(K3Setup, R1ExplicitLayoutAndKbCards) {
  const State s = NewState(2, {{"board_setup", "explicit"},
                                 {"board_top_left", "oracle"},
                                 {"board_top_right", "harbor_rotated"},
                                 {"board_bottom_left", "barn"},
                                 {"board_bottom_right", "tower"},
                                 {"kb_cards", "hermits,knights,lords"}});
  EXPECT_EQ(s.boards[1].board(), pb::LOCATION_HARBOR);
  EXPECT_TRUE(s.boards[1].rotated());
  EXPECT_EQ(s.kb_cards, (std::vector<pb::KbCard>{pb::KB_CARD_HERMITS, pb::KB_CARD_KNIGHTS,
                                                  pb::KB_CARD_LORDS}));
}

TEST(K3Setup, R1ExplicitLayoutErrors) {
  v1::GameSetup setup;
  setup.set_game_id("kingdom_builder");
  setup.set_seat_count(2);
  (*setup.mutable_options())["board_setup"] = "explicit";
  (*setup.mutable_options())["board_top_left"] = "oracle";
  EXPECT_EQ(TheGame().NewGame(setup).status().code(), absl::StatusCode::kInvalidArgument);
  (*setup.mutable_options())["board_top_right"] = "oracle_rotated";
  (*setup.mutable_options())["board_bottom_left"] = "barn";
  (*setup.mutable_options())["board_bottom_right"] = "tower";
  EXPECT_EQ(TheGame().NewGame(setup).status().code(), absl::StatusCode::kInvalidArgument);
  (*setup.mutable_options())["board_setup"] = "random";
  EXPECT_EQ(TheGame().NewGame(setup).status().code(), absl::StatusCode::kInvalidArgument);
  setup.mutable_options()->clear();
  (*setup.mutable_options())["kb_cards"] = "lords,hermits,knights";  // not in K1 order
  EXPECT_EQ(TheGame().NewGame(setup).status().code(), absl::StatusCode::kInvalidArgument);
  setup.mutable_options()->clear();
  setup.set_seat_count(5);
  EXPECT_EQ(TheGame().NewGame(setup).status().code(), absl::StatusCode::kInvalidArgument);
}

TEST(K3Setup, StartSeatFromSetup) {
  v1::GameSetup setup;
  setup.set_game_id("kingdom_builder");
  setup.set_seat_count(3);
  setup.set_first_seat(2);
  absl::StatusOr<NewGameResult> g = TheGame().NewGame(setup);
  ASSERT_TRUE(g.ok());
  EXPECT_EQ(g->turn.acting_seats(0), 2);
  const State s = UnpackKb(g->state);
  EXPECT_EQ(s.first_seat, 2);
  EXPECT_EQ(s.LastSeatOfRound(), 1);
}

TEST(K3Setup, ExternalModeStopsAtEveryChancePoint) {
  v1::GameSetup setup;
  setup.set_game_id("kingdom_builder");
  setup.set_seat_count(2);
  setup.mutable_randomness()->set_mode(v1::RANDOMNESS_MODE_EXTERNAL);
  absl::StatusOr<NewGameResult> g = TheGame().NewGame(setup);
  ASSERT_TRUE(g.ok());
  EXPECT_TRUE(g->turn.chance_pending());
  EXPECT_EQ(g->turn.decision(), "setup_board");
  v1::GameState state = g->state;
  // Seats may not act; chance lists 16 boards for the first sector.
  auto seat_actions = TheGame().LegalActions(state, 0);
  ASSERT_TRUE(seat_actions.ok());
  EXPECT_TRUE(seat_actions->empty());
  auto outcomes = TheGame().LegalActions(state, kChance);
  ASSERT_TRUE(outcomes.ok());
  EXPECT_EQ(outcomes->size(), 16u);
  // A wrong board: a used one.
  pb::Action a;
  a.mutable_chance_outcome()->mutable_board()->set_sector(pb::SECTOR_TOP_LEFT);
  a.mutable_chance_outcome()->mutable_board()->set_board(pb::LOCATION_HARBOR);
  auto r = TheGame().Apply(state, kChance, Pack(a));
  ASSERT_TRUE(r.ok() && r->legal);
  state = r->state;
  r = TheGame().Apply(state, kChance, Pack(a));  // Harbor again, and sector TL again
  ASSERT_TRUE(r.ok());
  EXPECT_FALSE(r->legal);
  EXPECT_EQ(r->violation.code(), kBoardNotPossible.code);
  ExpectInCatalogue(r->violation);
  // A seat acting now.
  r = TheGame().Apply(state, 0, Pack(EndTurnAction()));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->violation.code(), "ARBITER_CHANCE_OUTCOME_PENDING");
  ExpectInCatalogue(r->violation);
  // A seat sending the outcome itself: the actor is wrong for the action, whatever is pending
  // (the shared order of engines/core/violation.h).
  r = TheGame().Apply(state, 0, Pack(a));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->violation.code(), "ARBITER_WRONG_ACTOR_FOR_ACTION");
  ExpectInCatalogue(r->violation);
  // The wrong kind of outcome.
  pb::Action card;
  card.mutable_chance_outcome()->set_kb_card(pb::KB_CARD_LORDS);
  r = TheGame().Apply(state, kChance, Pack(card));
  EXPECT_EQ(r->violation.code(), kWrongChanceKind.code);
  EXPECT_EQ(r->violation.rule_ref(), "K3");
  ExpectInCatalogue(r->violation);
  // Play the rest of setup: 3 more boards, 3 KB cards, 2 deals.
  int steps = 0;
  while (true) {
    auto turn = TheGame().Turn(state);
    ASSERT_TRUE(turn.ok());
    if (!turn->chance_pending()) break;
    if (turn->decision() == "setup_deal") {
      // A board where the deal draws a terrain card (K3.5): the terrain card draw is pending.
      r = TheGame().Apply(state, kChance, Pack(a));
      ASSERT_TRUE(r.ok());
      EXPECT_EQ(r->violation.code(), kTerrainCardDrawPending.code);
      EXPECT_EQ(r->violation.rule_ref(), "K5");
      ExpectInCatalogue(r->violation);
    }
    auto l = TheGame().LegalActions(state, kChance);
    ASSERT_TRUE(l.ok() && !l->empty());
    auto next = TheGame().Apply(state, kChance, l->back());
    ASSERT_TRUE(next.ok() && next->legal) << next->violation.code();
    state = next->state;
    ++steps;
  }
  EXPECT_EQ(steps, 3 + 3 + 2);
  const State s = UnpackKb(state);
  EXPECT_EQ(s.phase, pb::PHASE_TURN);
  EXPECT_EQ(s.kb_cards.size(), 3u);
  EXPECT_EQ(s.played, pb::TERRAIN_FOREST);  // the last listed outcome each time
}

}  // namespace
}  // namespace kingdom_builder
}  // namespace arbiter
