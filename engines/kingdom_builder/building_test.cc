// Building (K4 terrain, K6 "adjacent if possible", K7 the mandatory action with ruling R2),
// with worked examples E2, E3 and E4.
#include <set>

#include "engines/core/envelope.h"
#include "engines/core/events.h"
#include "engines/kingdom_builder/test_util.h"
#include "engines/kingdom_builder/violations.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

TEST(K4Terrain, SettlementsOnlyOnEmptyBuildableHexes) {
  State s = NewState(2);
  SetPlayed(&s, pb::TERRAIN_GRASS);
  Put(&s, 1, 9, 7);  // grass, occupied by the other player
  // Water (3,0), mountain (0,3), castle (3,3), location (6,2) and an occupied hex.
  EXPECT_EQ(Act(s, 0, BuildAt(3, 0)).violation.code(), kHexNotBuildable.code);
  EXPECT_EQ(Act(s, 0, BuildAt(0, 3)).violation.code(), kHexNotBuildable.code);
  EXPECT_EQ(Act(s, 0, BuildAt(3, 3)).violation.code(), kHexNotBuildable.code);
  EXPECT_EQ(Act(s, 0, BuildAt(6, 2)).violation.code(), kHexNotBuildable.code);
  EXPECT_EQ(Act(s, 0, BuildAt(9, 7)).violation.code(), kHexOccupied.code);
  EXPECT_EQ(Act(s, 0, BuildAt(0, 0)).violation.code(), kWrongTerrain.code);  // flower
  EXPECT_EQ(Act(s, 0, BuildAt(20, 0)).violation.code(), kHexOffMap.code);
  EXPECT_EQ(Act(s, 0, BuildAt(20, 0)).violation.rule_ref(), "K2");
  EXPECT_TRUE(Act(s, 0, BuildAt(9, 8)).legal);
}

TEST(K6BuildingRule, E2AdjacentIfPossible) {
  State s = NewState(2);
  SetPlayed(&s, pb::TERRAIN_GRASS);
  Put(&s, 0, 3, 4);
  EXPECT_EQ(LegalTargets(s, pb::Action::kBuild), (std::set<RC>{{3, 5}, {4, 4}, {4, 5}}));
  EXPECT_EQ(Act(s, 0, BuildAt(9, 7)).violation.code(), kNotAdjacent.code);
  EXPECT_EQ(Act(s, 0, BuildAt(9, 7)).violation.rule_ref(), "K6");
  ApplyResult r = Act(s, 0, BuildAt(4, 5));
  ASSERT_TRUE(r.legal);
  s = UnpackKb(r.state);
  EXPECT_EQ(LegalTargets(s, pb::Action::kBuild), (std::set<RC>{{3, 5}, {4, 4}, {4, 6}, {5, 4}}));
}

TEST(K6BuildingRule, E3NoAdjacentHexMeansAnyHex) {
  State s = NewState(2);
  SetPlayed(&s, pb::TERRAIN_DESERT);
  Put(&s, 0, 3, 4);
  const std::set<RC> first = LegalTargets(s, pb::Action::kBuild);
  int empty_desert = 0;
  for (int h = 0; h < kHexCount; ++h) {
    empty_desert += s.map.kind[h] == Kind::kDesert && s.owner[h] < 0;
  }
  EXPECT_EQ(static_cast<int>(first.size()), empty_desert);
  EXPECT_TRUE(first.count({0, 1}));
  s = UnpackKb(Act(s, 0, BuildAt(0, 1)).state);
  EXPECT_EQ(LegalTargets(s, pb::Action::kBuild), (std::set<RC>{{0, 2}}));
  s = UnpackKb(Act(s, 0, BuildAt(0, 2)).state);
  EXPECT_EQ(LegalTargets(s, pb::Action::kBuild), (std::set<RC>{{1, 2}}));
}

TEST(K6BuildingRule, OtherPlayersSettlementsOnlyOccupyHexes) {
  State s = NewState(2);
  SetPlayed(&s, pb::TERRAIN_GRASS);
  Put(&s, 1, 3, 4);  // the other player's settlement makes nothing adjacent for seat 0
  EXPECT_GT(LegalTargets(s, pb::Action::kBuild).size(), 10u);
}

// E4 needs an Oracle: Tavern, Paddock, Oasis with Oracle bottom right.
State E4State() {
  State s = NewState(3, {{"board_setup", "explicit"},
                           {"board_top_left", "tavern"},
                           {"board_top_right", "paddock"},
                           {"board_bottom_left", "oasis"},
                           {"board_bottom_right", "oracle"}});
  // Seat 0 holds the Oracle tile: a settlement at (13,16), next to the Oracle hex (13,17).
  Put(&s, 0, 13, 16);
  EXPECT_EQ(s.seats[0].tiles.size(), 1u);
  // Fill every flower hex but one with seats 1 and 2.
  int last = -1;
  for (int h = 0; h < kHexCount; ++h) {
    if (s.map.kind[h] != Kind::kFlowerField || s.owner[h] >= 0) continue;
    if (last < 0) {
      last = h;
      continue;
    }
    Put(&s, s.seats[1].supply > 1 ? 1 : 2, RowOf(h), ColOf(h));
  }
  SetPlayed(&s, pb::TERRAIN_FLOWER_FIELD);
  s.external = true;  // control the redraws
  return s;
}

TEST(K7MandatoryAction, E4ExhaustedTerrainIsRemovedAndRedrawn) {
  State s = E4State();
  const std::set<RC> only = LegalTargets(s, pb::Action::kBuild);
  ASSERT_EQ(only.size(), 1u);
  ApplyResult r = Act(s, 0, BuildAt(only.begin()->first, only.begin()->second));
  ASSERT_TRUE(r.legal) << r.violation.code();
  EXPECT_TRUE(r.turn.chance_pending());
  EXPECT_EQ(r.turn.decision(), "redraw");
  s = UnpackKb(r.state);
  EXPECT_EQ(s.removed[pb::TERRAIN_FLOWER_FIELD], 1);
  pb::Action flower, forest;
  flower.mutable_chance_outcome()->set_terrain_card(pb::TERRAIN_FLOWER_FIELD);
  forest.mutable_chance_outcome()->set_terrain_card(pb::TERRAIN_FOREST);
  // Another flower is removed too.
  r = Act(s, kChance, flower);
  ASSERT_TRUE(r.legal);
  s = UnpackKb(r.state);
  EXPECT_EQ(s.removed[pb::TERRAIN_FLOWER_FIELD], 2);
  EXPECT_EQ(s.phase, pb::PHASE_REDRAW);
  // A forest ends the redraw.
  r = Act(s, kChance, forest);
  ASSERT_TRUE(r.legal);
  s = UnpackKb(r.state);
  EXPECT_EQ(s.played, pb::TERRAIN_FOREST);
  EXPECT_EQ(s.phase, pb::PHASE_TURN);
  for (int i = 0; i < 2; ++i) {
    const std::set<RC> targets = LegalTargets(s, pb::Action::kBuild);
    ASSERT_FALSE(targets.empty());
    for (RC rc : targets) EXPECT_EQ(s.map.kind[Index(rc.first, rc.second)], Kind::kForest);
    r = Act(s, 0, BuildAt(targets.begin()->first, targets.begin()->second));
    ASSERT_TRUE(r.legal);
    s = UnpackKb(r.state);
  }
  EXPECT_TRUE(s.mandatory_complete);
  const std::set<RC> oracle = LegalTargets(s, pb::Action::kOracle);
  ASSERT_FALSE(oracle.empty());
  for (RC rc : oracle) EXPECT_EQ(s.map.kind[Index(rc.first, rc.second)], Kind::kForest);
  // The forest card is the one discarded at the end; the flowers stay removed.
  r = Act(s, 0, EndTurnAction());
  ASSERT_TRUE(r.legal);
  s = UnpackKb(r.state);
  EXPECT_EQ(s.discard[pb::TERRAIN_FOREST], 1);
  EXPECT_EQ(s.discard[pb::TERRAIN_FLOWER_FIELD], 0);
  EXPECT_EQ(s.removed[pb::TERRAIN_FLOWER_FIELD], 2);
}

TEST(K7MandatoryAction, ExhaustedOnRevealIsRemovedBeforeTheFirstBuild) {
  State s = E4State();
  // Fill the last flower hex too; seat 1 holds a flower card; seat 0 has finished building.
  for (int h = 0; h < kHexCount; ++h) {
    if (s.map.kind[h] == Kind::kFlowerField && s.owner[h] < 0) Put(&s, 2, RowOf(h), ColOf(h));
  }
  s.seats[1].held = pb::TERRAIN_FLOWER_FIELD;
  SetPlayed(&s, pb::TERRAIN_FOREST);
  s.builds_done = 3;
  s.mandatory_complete = true;
  ApplyResult r = Act(s, 0, EndTurnAction());
  ASSERT_TRUE(r.legal) << r.violation.code();
  EXPECT_EQ(r.turn.decision(), "end_of_turn_draw");
  pb::Action grass;
  grass.mutable_chance_outcome()->set_terrain_card(pb::TERRAIN_GRASS);
  r = Act(UnpackKb(r.state), kChance, grass);
  ASSERT_TRUE(r.legal) << r.violation.code();
  // Seat 1 reveals the flower, which is removed at once: a redraw is pending.
  EXPECT_EQ(CountCase(r.events, pb::Event::kTerrainCardPlayed), 1);
  EXPECT_EQ(CountCase(r.events, pb::Event::kTerrainCardRemoved), 1);
  EXPECT_EQ(r.turn.decision(), "redraw");
  s = UnpackKb(r.state);
  EXPECT_EQ(s.current_seat, 1);
  EXPECT_EQ(s.seats[0].held, pb::TERRAIN_GRASS);
  EXPECT_EQ(s.removed[pb::TERRAIN_FLOWER_FIELD], 1);
  // Seats wait; chance lists only the terrains left in the draw pile.
  EXPECT_TRUE(Legal(s, 1).empty());
  for (const pb::Action& a : Legal(s, kChance)) {
    EXPECT_GT(s.draw[a.chance_outcome().terrain_card()], 0);
  }
  pb::Action desert;
  desert.mutable_chance_outcome()->set_terrain_card(pb::TERRAIN_DESERT);
  s = UnpackKb(Act(s, kChance, desert).state);
  EXPECT_EQ(s.played, pb::TERRAIN_DESERT);
  EXPECT_EQ(s.builds_done, 0);
  for (RC rc : LegalTargets(s, pb::Action::kBuild)) {
    EXPECT_EQ(s.map.kind[Index(rc.first, rc.second)], Kind::kDesert);
  }
}

TEST(K7MandatoryAction, R2ForfeitLosesTheOwedBuilds) {
  State s = E4State();
  s.options.set_exhausted_terrain(pb::EXHAUSTED_TERRAIN_FORFEIT);
  const std::set<RC> only = LegalTargets(s, pb::Action::kBuild);
  ASSERT_EQ(only.size(), 1u);
  ApplyResult r = Act(s, 0, BuildAt(only.begin()->first, only.begin()->second));
  ASSERT_TRUE(r.legal);
  EXPECT_FALSE(r.turn.chance_pending());
  EXPECT_EQ(CountCase(r.events, pb::Event::kBuildsForfeited), 1);
  s = UnpackKb(r.state);
  EXPECT_TRUE(s.mandatory_complete);
  EXPECT_EQ(s.played, pb::TERRAIN_FLOWER_FIELD);
  EXPECT_EQ(Total(s.removed), 0);
  EXPECT_TRUE(Act(s, 0, EndTurnAction()).legal);
}

TEST(K7MandatoryAction, R2TileActionOnExhaustedTerrainIsUnavailable) {
  State s = E4State();
  s.options.set_exhausted_terrain(pb::EXHAUSTED_TERRAIN_FORFEIT);
  const std::set<RC> only = LegalTargets(s, pb::Action::kBuild);
  s = UnpackKb(Act(s, 0, BuildAt(only.begin()->first, only.begin()->second)).state);
  // Played flower, no empty flower: Oracle has no target and is not listed.
  EXPECT_TRUE(LegalTargets(s, pb::Action::kOracle).empty());
  EXPECT_EQ(Act(s, 0, TileBuild(pb::LOCATION_ORACLE, 0, 0)).violation.code(), kHexOccupied.code);
}

TEST(K7MandatoryAction, R2BothPilesEmptyLosesOwedBuilds) {
  State s = E4State();
  s.external = false;
  // Every other card removed; the draw and discard piles empty.
  for (int t = 1; t <= kCardTerrains; ++t) {
    s.removed[t] += s.draw[t];
    s.draw[t] = 0;
  }
  const std::set<RC> only = LegalTargets(s, pb::Action::kBuild);
  ApplyResult r = Act(s, 0, BuildAt(only.begin()->first, only.begin()->second));
  ASSERT_TRUE(r.legal) << r.violation.code();
  s = UnpackKb(r.state);
  EXPECT_TRUE(s.mandatory_complete);
  EXPECT_EQ(s.played, 0);
  EXPECT_EQ(CountCase(r.events, pb::Event::kBuildsForfeited), 1);
  EXPECT_TRUE(LegalTargets(s, pb::Action::kOracle).empty());  // no played card
  EXPECT_EQ(Act(s, 0, TileBuild(pb::LOCATION_ORACLE, 0, 0)).violation.code(), kNoPlayedCard.code);
  EXPECT_TRUE(Act(s, 0, EndTurnAction()).legal);
}

TEST(K7MandatoryAction, FewerThanThreeInSupplyBuildsWhatRemains) {
  State s = NewState(2);
  SetPlayed(&s, pb::TERRAIN_GRASS);
  // Seat 0 has 1 settlement left.
  int placed = 0;
  for (int h = 0; h < kHexCount && placed < 39; ++h) {
    if (s.map.kind[h] == Kind::kCanyon || s.map.kind[h] == Kind::kDesert) {
      Put(&s, 0, RowOf(h), ColOf(h));
      ++placed;
    }
  }
  ASSERT_EQ(s.seats[0].supply, 1);
  ApplyResult r = Act(s, 0, BuildAt(LegalTargets(s, pb::Action::kBuild).begin()->first,
                                    LegalTargets(s, pb::Action::kBuild).begin()->second));
  ASSERT_TRUE(r.legal);
  s = UnpackKb(r.state);
  EXPECT_TRUE(s.mandatory_complete);
  EXPECT_TRUE(s.end_triggered);
  EXPECT_EQ(r.turn.decision(), "tile_or_end_turn");
}

}  // namespace
}  // namespace kingdom_builder
}  // namespace arbiter
