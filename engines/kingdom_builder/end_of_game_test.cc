// End of game (K10; E14), the winner (K11, R6), hidden information (K12) and random playouts
// through the Game interface.
#include <map>
#include <set>
#include <string>

#include "engines/core/envelope.h"
#include "engines/core/events.h"
#include "engines/core/rng.h"
#include "engines/kingdom_builder/actions.h"
#include "engines/kingdom_builder/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

// E14 state: 3 seats, start 0; seat 1 to move with 2 settlements left and a Paddock tile.
KbState E14State() {
  KbState s = NewState(3);
  MakeCurrent(&s, 1);
  SetPlayed(&s, pb::TERRAIN_GRASS);
  Put(&s, 1, 2, 17);  // next to the Paddock hex (2,18)
  int placed = 1;
  for (int h = 0; h < kHexCount && placed < 38; ++h) {
    if (IsBuildable(s.map.kind[h]) && s.map.kind[h] != Kind::kGrass && s.owner[h] < 0 &&
        RowOf(h) >= 10) {
      Put(&s, 1, RowOf(h), ColOf(h));
      ++placed;
    }
  }
  EXPECT_EQ(s.seats[1].supply, 2);
  return s;
}

TEST(K10EndOfGame, E14RoundIsCompletedAfterTheTrigger) {
  KbState s = E14State();
  const std::set<RC> t1 = LegalTargets(s, pb::Action::kBuild);
  s = UnpackKb(Act(s, 1, BuildAt(t1.begin()->first, t1.begin()->second)).state);
  ApplyResult r = Act(s, 1, BuildAt(LegalTargets(s, pb::Action::kBuild).begin()->first,
                                    LegalTargets(s, pb::Action::kBuild).begin()->second));
  ASSERT_TRUE(r.legal);
  EXPECT_EQ(CountCase(r.events, pb::Event::kEndTriggered), 1);
  s = UnpackKb(r.state);
  EXPECT_TRUE(s.end_triggered);
  EXPECT_EQ(s.end_trigger_seat, 1);
  // The third build is skipped; Paddock still works (a move needs no supply).
  EXPECT_TRUE(LegalTargets(s, pb::Action::kBuild).empty());
  EXPECT_FALSE(LegalTargets(s, pb::Action::kPaddock).empty());
  EXPECT_EQ(Act(s, 1, BuildAt(0, 0)).violation.code(), kMandatoryComplete);
  r = Act(s, 1, EndTurnAction());
  ASSERT_TRUE(r.legal);
  s = UnpackKb(r.state);
  EXPECT_EQ(s.current, 2);
  EXPECT_EQ(r.turn.outcome().status(), v1::OUTCOME_STATUS_ONGOING);
  // Seat 2 plays a full turn, then the game ends: seat 0 gets no further turn.
  for (int i = 0; i < 3; ++i) {
    const std::set<RC> t = LegalTargets(s, pb::Action::kBuild);
    ASSERT_FALSE(t.empty());
    s = UnpackKb(Act(s, 2, BuildAt(t.begin()->first, t.begin()->second)).state);
  }
  r = Act(s, 2, EndTurnAction());
  ASSERT_TRUE(r.legal);
  EXPECT_EQ(r.turn.outcome().status(), v1::OUTCOME_STATUS_FINISHED);
  EXPECT_TRUE(r.turn.acting_seats().empty());
  EXPECT_EQ(r.turn.outcome().results_size(), 3);
  EXPECT_EQ(CountCase(r.events, pb::Event::kGameEnded), 1);
  s = UnpackKb(r.state);
  EXPECT_EQ(s.phase, pb::PHASE_GAME_OVER);
  EXPECT_EQ(Act(s, 0, EndTurnAction()).violation.code(), "ARBITER_GAME_OVER");
  EXPECT_TRUE(Legal(s, 0).empty());
  EXPECT_TRUE(Legal(s, kChance).empty());
}

TEST(K10EndOfGame, E14LastSeatOfRoundTriggeringEndsRightAfterItsTurn) {
  KbState s = E14State();
  MakeCurrent(&s, 2);
  SetPlayed(&s, pb::TERRAIN_GRASS);
  // Give seat 2's situation to the last seat of the round: 2 settlements left.
  int placed = 0;
  for (int h = 0; h < kHexCount && placed < 38; ++h) {
    if (s.map.kind[h] == Kind::kDesert && s.owner[h] < 0) {
      Put(&s, 2, RowOf(h), ColOf(h));
      ++placed;
    }
  }
  ASSERT_EQ(s.seats[2].supply, 2);
  for (int i = 0; i < 2; ++i) {
    const std::set<RC> t = LegalTargets(s, pb::Action::kBuild);
    s = UnpackKb(Act(s, 2, BuildAt(t.begin()->first, t.begin()->second)).state);
  }
  ApplyResult r = Act(s, 2, EndTurnAction());
  ASSERT_TRUE(r.legal);
  EXPECT_EQ(r.turn.outcome().status(), v1::OUTCOME_STATUS_FINISHED);
}

TEST(K11Winner, R6TiesShareTheWin) {
  KbState s = NewState(3, {{"kb_cards", "discoverers,hermits,knights"}});
  Put(&s, 1, 9, 9);    // grass, touches no castle
  Put(&s, 2, 10, 10);  // desert, touches no castle
  // Seat 0 empties its supply on the top half (it triggered the end).
  for (int h = 0; h < kHexCount / 2 && s.seats[0].supply > 0; ++h) {
    if (IsBuildable(s.map.kind[h]) && s.owner[h] < 0) Put(&s, 0, RowOf(h), ColOf(h));
  }
  ASSERT_EQ(s.seats[0].supply, 0);
  ASSERT_TRUE(s.end_triggered);
  s.phase = pb::PHASE_GAME_OVER;
  s.seats[s.current].held = s.played;  // nothing is played once the game is over
  s.played = 0;
  absl::StatusOr<v1::TurnStatus> t = TheGame().Turn(PackKb(s));
  ASSERT_TRUE(t.ok()) << t.status();
  ASSERT_EQ(t->outcome().results_size(), 3);
  // Seats 1 and 2 each: 1 row, 1 area, 2 for knights = 4 gold; they tie and share rank 2.
  const auto& res = t->outcome().results();
  EXPECT_EQ(res[0].seat(), 0);
  EXPECT_EQ(res[0].rank(), 1);
  EXPECT_EQ(res[1].seat(), 1);
  EXPECT_EQ(res[1].score(), 4);
  EXPECT_EQ(res[1].rank(), 2);
  EXPECT_EQ(res[2].seat(), 2);
  EXPECT_EQ(res[2].score(), 4);
  EXPECT_EQ(res[2].rank(), 2);
}

TEST(K12HiddenInformation, ViewsHideHeldCardsDrawPileAndGenerator) {
  const KbState s = NewState(3, {}, 1234);
  absl::StatusOr<v1::GameState> v = TheGame().View(PackKb(s), 1);
  ASSERT_TRUE(v.ok()) << v.status();
  pb::State view;
  v->payload().UnpackTo(&view);
  EXPECT_EQ(view.rng_state(), 0u);
  EXPECT_EQ(view.draw_pile().grass() + view.draw_pile().forest(), 0);
  EXPECT_EQ(view.draw_pile_size(), 22);
  EXPECT_EQ(view.seats(1).held_card(), s.seats[1].held);
  EXPECT_EQ(view.seats(2).held_card(), pb::TERRAIN_HIDDEN);
  EXPECT_EQ(view.played_card(), s.played);  // public
  absl::StatusOr<v1::GameState> spectator = TheGame().View(PackKb(s), kSpectator);
  ASSERT_TRUE(spectator.ok());
  spectator->payload().UnpackTo(&view);
  EXPECT_EQ(view.seats(1).held_card(), pb::TERRAIN_HIDDEN);
  EXPECT_FALSE(TheGame().View(PackKb(s), 3).ok());
}

TEST(K12HiddenInformation, ResampleKeepsTheViewAndChangesHiddenCards) {
  const KbState s = NewState(4, {}, 77);
  const v1::GameState g = PackKb(s);
  int differing = 0;
  for (int viewer : {0, 2, kSpectator}) {
    auto view = TheGame().View(g, viewer);
    ASSERT_TRUE(view.ok());
    for (uint64_t seed = 1; seed <= 10; ++seed) {
      auto re = TheGame().ResampleHidden(g, viewer, seed);
      ASSERT_TRUE(re.ok()) << re.status();
      ASSERT_TRUE(TheGame().Check(*re).ok());
      auto view2 = TheGame().View(*re, viewer);
      ASSERT_TRUE(view2.ok());
      EXPECT_EQ(view->SerializeAsString(), view2->SerializeAsString());
      differing += re->SerializeAsString() != g.SerializeAsString();
    }
  }
  EXPECT_GT(differing, 20);
}

// Random playouts through the Game interface: every listed action is accepted, every state
// passes Check, and views of the seats stay valid. Kept small for the test budget.
void Playout(uint64_t seed, v1::RandomnessMode mode, std::map<std::string, std::string> options) {
  v1::GameSetup setup;
  setup.set_game_id("kingdom_builder");
  setup.set_seat_count(2 + seed % 3);
  setup.mutable_randomness()->set_mode(mode);
  setup.mutable_randomness()->set_seed(seed);
  for (const auto& [k, v] : options) (*setup.mutable_options())[k] = v;
  auto g = TheGame().NewGame(setup);
  ASSERT_TRUE(g.ok()) << g.status();
  v1::GameState state = g->state;
  v1::TurnStatus turn = g->turn;
  Rng rng(seed);
  int steps = 0;
  for (; steps < 3000 && turn.outcome().status() != v1::OUTCOME_STATUS_FINISHED; ++steps) {
    const int actor = turn.chance_pending() ? kChance : turn.acting_seats(0);
    auto legal = TheGame().LegalActions(state, actor);
    ASSERT_TRUE(legal.ok()) << legal.status();
    ASSERT_FALSE(legal->empty()) << "no legal action at step " << steps;
    const auto& pick = (*legal)[rng.Uniform(legal->size())];
    auto r = TheGame().Apply(state, actor, pick);
    ASSERT_TRUE(r.ok()) << r.status();
    ASSERT_TRUE(r->legal) << r->violation.code() << " " << r->violation.message();
    ASSERT_TRUE(TheGame().Check(r->state).ok()) << TheGame().Check(r->state);
    state = r->state;
    turn = r->turn;
  }
  EXPECT_EQ(turn.outcome().status(), v1::OUTCOME_STATUS_FINISHED) << steps;
}

TEST(Playouts, SeededGamesFinish) {
  for (uint64_t seed = 1; seed <= 4; ++seed) {
    Playout(seed, v1::RANDOMNESS_MODE_SEEDED, {});
  }
}

TEST(Playouts, ExternalGamesWithEveryNonDefaultOptionFinish) {
  for (uint64_t seed = 5; seed <= 7; ++seed) {
    Playout(seed, v1::RANDOMNESS_MODE_EXTERNAL,
            {{"exhausted_terrain", "forfeit"},
             {"tile_loss_check", "end_of_turn"},
             {"move_adjacency", "in_place"},
             {"lords_zero", "always"}});
  }
}

}  // namespace
}  // namespace kingdom_builder
}  // namespace arbiter
