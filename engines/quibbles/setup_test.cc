// Q1 components, Q2 setup, GameInfo and NewGame.
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include "absl/strings/match.h"
#include "engines/core/rng.h"
#include "engines/core/registry.h"
#include "engines/quibbles/test_util.h"
#include "engines/quibbles/violations.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace quibbles {
namespace qtest {
namespace {

TEST(QuibblesInfo, DescribesTheGame) {
  const v1::GameInfo& info = Game().Info();
  EXPECT_EQ(info.game_id(), "quibbles");
  EXPECT_EQ(info.title(), "Quibbles");
  EXPECT_EQ(info.min_seats(), 2);
  EXPECT_EQ(info.max_seats(), 5);
  EXPECT_EQ(info.rules_version(), "quibbles/2023.2");
  EXPECT_EQ(info.state_format_version(), 1u);
  EXPECT_EQ(info.state_type(), "arbiter.games.quibbles.v1.State");
  EXPECT_EQ(info.action_type(), "arbiter.games.quibbles.v1.Action");
  EXPECT_EQ(info.event_type(), "arbiter.games.quibbles.v1.Event");
  std::map<std::string, std::string> defaults;
  for (const auto& o : info.options()) defaults[o.name()] = o.default_value();
  EXPECT_EQ(defaults, (std::map<std::string, std::string>{{"allow_empty_take", "false"},
                                                           {"edition", "bga_2023"},
                                                           {"stash_surplus", "discard_all"},
                                                           {"win_requires_six_cards", "false"}}));
}

// GameInfo.violations is kViolations (violations.h), each code once with its rule_ref and
// description; every code is QUIBBLES_<REASON> or a shared ARBITER_ one.
TEST(QuibblesInfo, ViolationCatalogueIsEveryKindOnce) {
  const v1::GameInfo& info = Game().Info();
  ASSERT_EQ(info.violations_size(), static_cast<int>(kViolations.size()));
  std::set<std::string> codes;
  for (const ViolationKind& kind : kViolations) {
    EXPECT_TRUE(codes.insert(std::string(kind.code)).second) << kind.code;
    EXPECT_TRUE(absl::StartsWith(kind.code, "QUIBBLES_") || absl::StartsWith(kind.code, "ARBITER_"))
        << kind.code;
    v1::Violation v;
    v.set_code(std::string(kind.code));
    v.set_rule_ref(std::string(kind.rule_ref));
    ExpectInCatalogue(v);
  }
  for (const v1::ViolationSpec& spec : info.violations()) {
    EXPECT_TRUE(codes.count(spec.code())) << spec.code();
    EXPECT_FALSE(spec.description().empty()) << spec.code();
  }
}

// Every rule_ref of the catalogue is the id of a heading of rules.md (the first word after the
// #s), and rules.md has every section, ruling and worked example of the rules (Q1-Q11, R1-R3,
// E1-E4).
TEST(QuibblesInfo, EveryRuleRefIsAHeadingOfRulesMd) {
  std::ifstream in(QUIBBLES_RULES_MD);
  ASSERT_TRUE(in.good()) << QUIBBLES_RULES_MD;
  std::set<std::string> ids;
  std::string line;
  while (std::getline(in, line)) {
    if (!absl::StartsWith(line, "## ") && !absl::StartsWith(line, "### ")) continue;
    std::istringstream words(line);
    std::string hashes, id;
    words >> hashes >> id;
    ids.insert(id);
  }
  for (const v1::ViolationSpec& spec : Game().Info().violations()) {
    EXPECT_TRUE(ids.count(spec.rule_ref())) << spec.code() << " cites " << spec.rule_ref();
  }
  for (int q = 1; q <= 11; ++q) EXPECT_TRUE(ids.count("Q" + std::to_string(q))) << q;
  for (int r = 1; r <= 3; ++r) EXPECT_TRUE(ids.count("R" + std::to_string(r))) << r;
  for (int e = 1; e <= 4; ++e) EXPECT_TRUE(ids.count("E" + std::to_string(e))) << e;
}

TEST(QuibblesRegistry, RegistersUnderItsId) {
  Registry r;
  Register(r);
  ASSERT_NE(r.Find("quibbles"), nullptr);
  EXPECT_EQ(r.Find("quibbles")->Info().title(), "Quibbles");
}

TEST(QuibblesSetup, Q1_DeckHas132CardsWithTheRightCounts) {
  const v1::GameState state = NewState(3, 7);
  const pb::State s = PayloadOf(state);
  Counts total = FromProto(s.row());
  auto add = [&](const pb::CardCounts& c) {
    Counts x = FromProto(c);
    for (int i = 0; i < kValues; ++i) total[i] += x[i];
  };
  add(s.draw_pile());
  add(s.discard_pile());
  for (const auto& seat : s.seats()) {
    add(seat.hand());
    add(seat.collection());
  }
  EXPECT_EQ(total, (Counts{20, 20, 20, 22, 24, 26}));
  EXPECT_EQ(CardTotal(total), 132);
}

TEST(QuibblesSetup, Q2_RowOfSixHandsOfSixRestInDrawPile) {
  for (int seats = 2; seats <= 5; ++seats) {
    const pb::State s = PayloadOf(NewState(seats, 100 + seats));
    EXPECT_EQ(CardTotal(FromProto(s.row())), 6);
    ASSERT_EQ(s.seats_size(), seats);
    for (const auto& seat : s.seats()) {
      EXPECT_EQ(seat.hand_size(), 6);
      EXPECT_EQ(CardTotal(FromProto(seat.hand())), 6);
      EXPECT_EQ(CardTotal(FromProto(seat.collection())), 0);
    }
    EXPECT_EQ(s.draw_pile_size(), 132 - 6 - 6 * seats);
    EXPECT_EQ(CardTotal(FromProto(s.discard_pile())), 0);
    EXPECT_EQ(s.phase(), pb::PHASE_MAIN_ACTION);
    EXPECT_EQ(s.current_seat(), 0);
  }
}

TEST(QuibblesSetup, Q2_FirstSeatNamedBySetupStarts) {
  const pb::State s = PayloadOf(NewState(4, 9, false, {}, 2));
  EXPECT_EQ(s.current_seat(), 2);
  absl::StatusOr<v1::TurnStatus> turn = Game().Turn(NewState(4, 9, false, {}, 2));
  ASSERT_TRUE(turn.ok());
  ASSERT_EQ(turn->acting_seats_size(), 1);
  EXPECT_EQ(turn->acting_seats(0), 2);
  EXPECT_EQ(turn->decision(), "main_action");
}

TEST(QuibblesSetup, Q2_SeededGameIsReproducibleAndSeedMatters) {
  EXPECT_EQ(NewState(3, 42).SerializeAsString(), NewState(3, 42).SerializeAsString());
  EXPECT_NE(NewState(3, 42).SerializeAsString(), NewState(3, 43).SerializeAsString());
}

// The seeded deal follows the documented algorithm: 6 row cards, then 6 per seat from the
// first seat, each card 1 + Rng.Weighted(draw pile counts).
TEST(QuibblesSetup, Q2_SeededDealFollowsTheDocumentedAlgorithm) {
  Rng rng(77);
  Counts pile{20, 20, 20, 22, 24, 26};
  auto draw6 = [&] {
    Counts got{};
    for (int k = 0; k < 6; ++k) {
      const int i = rng.Weighted(absl::Span<const int>(pile.data(), pile.size()));
      pile[i] -= 1;
      got[i] += 1;
    }
    return got;
  };
  const Counts row = draw6();
  const Counts seat1 = draw6();  // first seat 1, then seat 0
  const Counts seat0 = draw6();
  const pb::State s = PayloadOf(NewState(2, 77, false, {}, 1));
  EXPECT_EQ(FromProto(s.row()), row);
  EXPECT_EQ(FromProto(s.seats(1).hand()), seat1);
  EXPECT_EQ(FromProto(s.seats(0).hand()), seat0);
  EXPECT_EQ(FromProto(s.draw_pile()), pile);
  EXPECT_EQ(s.rng_state(), rng.state());
}

TEST(QuibblesSetup, Q2_ExternalDealWaitsForEachCard) {
  const v1::GameState state = NewState(2, 0, true);
  const pb::State s = PayloadOf(state);
  EXPECT_EQ(s.phase(), pb::PHASE_DRAWING);
  ASSERT_EQ(s.pending_steps_size(), 3);
  EXPECT_EQ(s.pending_steps(0).kind(), pb::PENDING_KIND_DRAW_TO_ROW);
  EXPECT_EQ(s.pending_steps(0).count(), 6);
  EXPECT_EQ(s.pending_steps(1).kind(), pb::PENDING_KIND_DRAW_TO_HAND);
  EXPECT_EQ(s.pending_steps(1).seat(), 0);
  absl::StatusOr<v1::TurnStatus> turn = Game().Turn(state);
  ASSERT_TRUE(turn.ok());
  EXPECT_TRUE(turn->chance_pending());
  EXPECT_EQ(turn->acting_seats_size(), 0);
  // Six values possible for every card of the deal.
  EXPECT_EQ(Legal(state, kChance).size(), 6u);
  EXPECT_TRUE(Legal(state, 0).empty());

  // Feed the deal: row 1,2,3,4,5,6; seat 0 six 6s; seat 1 six 5s.
  v1::GameState cur = state;
  std::vector<int> feed = {1, 2, 3, 4, 5, 6, 6, 6, 6, 6, 6, 6, 5, 5, 5, 5, 5, 5};
  for (size_t k = 0; k < feed.size(); ++k) {
    absl::StatusOr<ApplyResult> r = Game().Apply(cur, kChance, Act(ChanceOf(feed[k])));
    ASSERT_TRUE(r.ok()) << r.status();
    ASSERT_TRUE(r->legal) << k << " " << r->violation.code();
    cur = r->state;
  }
  const pb::State done = PayloadOf(cur);
  EXPECT_EQ(done.phase(), pb::PHASE_MAIN_ACTION);
  EXPECT_EQ(FromProto(done.row()), (Counts{1, 1, 1, 1, 1, 1}));
  EXPECT_EQ(FromProto(done.seats(0).hand()), (Counts{0, 0, 0, 0, 0, 6}));
  EXPECT_EQ(FromProto(done.seats(1).hand()), (Counts{0, 0, 0, 0, 6, 0}));
  EXPECT_TRUE(Game().Check(cur).ok());
}

TEST(QuibblesSetup, NewGameRejectsBadSetups) {
  v1::GameSetup setup;
  setup.set_game_id("quibbles");
  setup.set_seat_count(6);
  absl::StatusOr<NewGameResult> g = Game().NewGame(setup);
  EXPECT_EQ(g.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(absl::StartsWith(g.status().message(), "setup.seat_count")) << g.status();
  setup.set_seat_count(2);
  (*setup.mutable_options())["edition"] = "printed_2024";
  g = Game().NewGame(setup);
  EXPECT_EQ(g.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(absl::StartsWith(g.status().message(), "setup.options[edition]")) << g.status();
  setup.clear_options();
  (*setup.mutable_options())["stash_surplus"] = "keep";
  EXPECT_FALSE(Game().NewGame(setup).ok());
}

TEST(QuibblesSetup, OptionsAreKeptTypedInTheState) {
  const pb::State s = PayloadOf(NewState(2, 1, false,
                                         {{"allow_empty_take", "true"},
                                          {"stash_surplus", "keep_surplus"},
                                          {"win_requires_six_cards", "true"}}));
  EXPECT_EQ(s.options().edition(), pb::EDITION_BGA_2023);
  EXPECT_TRUE(s.options().allow_empty_take());
  EXPECT_EQ(s.options().stash_surplus(), pb::STASH_SURPLUS_KEEP_SURPLUS);
  EXPECT_TRUE(s.options().win_requires_six_cards());
  const pb::State d = PayloadOf(NewState(2, 1));
  EXPECT_FALSE(d.options().allow_empty_take());
  EXPECT_EQ(d.options().stash_surplus(), pb::STASH_SURPLUS_DISCARD_ALL);
  EXPECT_FALSE(d.options().win_requires_six_cards());
}

TEST(QuibblesSetup, SetupEventsHidePrivateDeals) {
  v1::GameSetup setup;
  setup.set_game_id("quibbles");
  setup.set_seat_count(2);
  setup.mutable_randomness()->set_seed(5);
  absl::StatusOr<NewGameResult> g = Game().NewGame(setup);
  ASSERT_TRUE(g.ok());
  ASSERT_EQ(g->events.size(), 3u);  // row refilled, seat 0 drew, seat 1 drew
  EXPECT_EQ(g->events[0].visibility(), v1::VISIBILITY_PUBLIC);
  EXPECT_EQ(DetailOf(g->events[0]).row_refilled().values_size(), 6);
  for (int k = 1; k <= 2; ++k) {
    const v1::Event& e = g->events[k];
    EXPECT_EQ(e.visibility(), v1::VISIBILITY_PRIVATE);
    ASSERT_EQ(e.audience_size(), 1);
    EXPECT_EQ(e.audience(0), k - 1);
    EXPECT_EQ(DetailOf(e).cards_drawn().values_size(), 6);
    pb::Event pub;
    ASSERT_TRUE(e.public_detail().UnpackTo(&pub));
    EXPECT_EQ(pub.cards_drawn().count(), 6);
    EXPECT_EQ(pub.cards_drawn().values_size(), 0);
  }
}

}  // namespace
}  // namespace qtest
}  // namespace quibbles
}  // namespace arbiter
