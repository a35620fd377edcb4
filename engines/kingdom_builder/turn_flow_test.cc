// The flow of the game: the turn (K5) and the end of the game (K10, worked example E14).
#include <map>
#include <set>
#include <string>

#include "engines/core/envelope.h"
#include "engines/core/events.h"
#include "engines/kingdom_builder/test_util.h"
#include "engines/kingdom_builder/violations.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

TEST(K5TurnStructure, ThreeBuildsThenEndTurnThenNextSeat) {
  State s = NewState(2);
  SetPlayed(&s, pb::TERRAIN_GRASS);
  EXPECT_EQ(Act(s, 0, EndTurnAction()).violation.code(), kMandatoryIncomplete.code);
  EXPECT_EQ(Act(s, 1, BuildAt(9, 8)).violation.code(), "ARBITER_NOT_YOUR_TURN");
  pb::Action chance;
  chance.mutable_chance_outcome()->set_terrain_card(pb::TERRAIN_GRASS);
  EXPECT_EQ(Act(s, kChance, chance).violation.code(), "ARBITER_NO_CHANCE_PENDING");
  EXPECT_EQ(Act(s, 0, chance).violation.code(), "ARBITER_WRONG_ACTOR_FOR_ACTION");
  for (RC rc : {RC{9, 7}, RC{9, 8}, RC{9, 9}}) {
    ApplyResult r = Act(s, 0, BuildAt(rc.first, rc.second));
    ASSERT_TRUE(r.legal) << r.violation.code() << " " << rc.first << "," << rc.second;
    s = UnpackKb(r.state);
  }
  EXPECT_EQ(Act(s, 0, BuildAt(8, 9)).violation.code(), kMandatoryComplete.code);
  const int discard_before = Total(s.discard);
  ApplyResult r = Act(s, 0, EndTurnAction());
  ASSERT_TRUE(r.legal);
  s = UnpackKb(r.state);
  EXPECT_EQ(s.current_seat, 1);
  EXPECT_EQ(Total(s.discard), discard_before + 1);
  EXPECT_EQ(s.discard[pb::TERRAIN_GRASS], 1);
  EXPECT_NE(s.seats[0].held, 0);  // seat 0 drew a new card (K5.5)
  EXPECT_EQ(r.turn.acting_seats(0), 1);
  // The draw is private to seat 0; everyone sees the next card played.
  bool saw_private_draw = false;
  for (const v1::Event& e : r.events) {
    pb::Event d;
    e.detail().UnpackTo(&d);
    if (d.has_terrain_card_drawn()) {
      saw_private_draw = true;
      EXPECT_EQ(e.visibility(), v1::VISIBILITY_PRIVATE);
      EXPECT_EQ(e.audience(0), 0);
      pb::Event pub;
      RedactEvent(e, 1).detail().UnpackTo(&pub);
      EXPECT_EQ(pub.terrain_card_drawn().terrain(), pb::TERRAIN_HIDDEN);
    }
  }
  EXPECT_TRUE(saw_private_draw);
  EXPECT_EQ(CountCase(r.events, pb::Event::kTerrainCardPlayed), 1);
}

TEST(K5TurnStructure, DrawPileEmptyReshufflesTheDiscardPile) {
  State s = NewState(2);
  SetPlayed(&s, pb::TERRAIN_GRASS);
  // Move the whole draw pile to the discard pile.
  for (int t = 1; t <= kCardTerrains; ++t) {
    s.discard[t] += s.draw[t];
    s.draw[t] = 0;
  }
  s.builds_done = 3;
  s.mandatory_complete = true;
  Put(&s, 0, 9, 7);
  Put(&s, 0, 9, 8);
  Put(&s, 0, 9, 9);
  ApplyResult r = Act(s, 0, EndTurnAction());
  ASSERT_TRUE(r.legal) << r.violation.code();
  EXPECT_EQ(CountCase(r.events, pb::Event::kDiscardPileReshuffled), 1);
  const State next = UnpackKb(r.state);
  EXPECT_EQ(Total(next.discard), 0);
  // 24 cards were reshuffled (all but seat 1's held card, now played); seat 0 drew one.
  EXPECT_EQ(Total(next.draw), 23);
}

// E14 state: 3 seats, start 0; seat 1 to move with 2 settlements left and a Paddock tile.
State E14State() {
  State s = NewState(3);
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
  State s = E14State();
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
  EXPECT_EQ(Act(s, 1, BuildAt(0, 0)).violation.code(), kMandatoryComplete.code);
  r = Act(s, 1, EndTurnAction());
  ASSERT_TRUE(r.legal);
  s = UnpackKb(r.state);
  EXPECT_EQ(s.current_seat, 2);
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
  State s = E14State();
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

}  // namespace
}  // namespace kingdom_builder
}  // namespace arbiter
