// Location tiles: taking, using and losing them (K8, R3) and their actions (K9, R4), with worked
// examples E5-E9.
#include <set>
#include <tuple>

#include "engines/kingdom_builder/rules.h"
#include "engines/kingdom_builder/violations.h"
#include "engines/kingdom_builder/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

bool HasEvent(const ApplyResult& r, pb::Event::EventCase c) {
  for (const v1::Event& e : r.events) {
    pb::Event d;
    e.detail().UnpackTo(&d);
    if (d.event_case() == c) return true;
  }
  return false;
}

const Tile* FindTile(const State& s, int seat, int r, int c) {
  for (const Tile& t : s.seats[seat].tiles) {
    if (t.origin == Index(r, c)) return &t;
  }
  return nullptr;
}

// Four boards whose tiles the first_game layout lacks.
State OtherBoards(int seats = 2) {
  return NewState(seats, {{"board_setup", "explicit"},
                          {"board_top_left", "oracle"},
                          {"board_top_right", "harbor"},
                          {"board_bottom_left", "barn"},
                          {"board_bottom_right", "tower"}});
}

TEST(K8Tiles, E5TakingAndUsingFromTheNextTurn) {
  State s = NewState(2);
  MakeCurrent(&s, 1);
  SetPlayed(&s, pb::TERRAIN_CANYON);
  ApplyResult r = Act(s, 1, BuildAt(5, 2));
  ASSERT_TRUE(r.legal) << r.violation.code();
  EXPECT_TRUE(HasEvent(r, pb::Event::kTileTaken));
  s = UnpackKb(r.state);
  ASSERT_NE(FindTile(s, 1, 6, 2), nullptr);
  EXPECT_TRUE(FindTile(s, 1, 6, 2)->gained);
  EXPECT_EQ(s.tiles_left[Index(6, 2)], 1);
  EXPECT_EQ(LegalTargets(s, pb::Action::kBuild), (std::set<RC>{{5, 1}, {6, 3}}));
  r = Act(s, 1, BuildAt(6, 3));
  ASSERT_TRUE(r.legal);
  EXPECT_FALSE(HasEvent(r, pb::Event::kTileTaken));  // one tile per hex per player
  s = UnpackKb(r.state);
  EXPECT_EQ(s.seats[1].tiles.size(), 1u);
  EXPECT_EQ(s.tiles_left[Index(6, 2)], 1);
  // Not usable this turn.
  Put(&s, 1, 8, 7);
  Put(&s, 1, 8, 8);
  Put(&s, 1, 8, 9);
  for (Tile& t : s.seats[1].tiles) t.gained = true;  // Put marks tiles old; this one is new
  EXPECT_EQ(Act(s, 1, TileBuild(pb::LOCATION_TAVERN, 8, 6)).violation.code(),
            kTileDuringMandatory.code);
  s.mandatory_complete = true;
  s.builds_done = 2;
  EXPECT_EQ(Act(s, 1, TileBuild(pb::LOCATION_TAVERN, 8, 6)).violation.code(),
            kTileGainedThisTurn.code);
  EXPECT_TRUE(LegalTargets(s, pb::Action::kTavern).empty());
  // Next turn: before or after the 3 builds, not between.
  MarkTilesOld(&s);
  s.mandatory_complete = false;
  s.builds_done = 0;
  EXPECT_FALSE(LegalTargets(s, pb::Action::kTavern).empty());
  EXPECT_TRUE(Act(s, 1, TileBuild(pb::LOCATION_TAVERN, 8, 6)).legal);
  const std::set<RC> b = LegalTargets(s, pb::Action::kBuild);
  State mid = UnpackKb(Act(s, 1, BuildAt(b.begin()->first, b.begin()->second)).state);
  EXPECT_TRUE(LegalTargets(mid, pb::Action::kTavern).empty());
  EXPECT_EQ(Act(mid, 1, TileBuild(pb::LOCATION_TAVERN, 8, 6)).violation.code(),
            kTileDuringMandatory.code);
  mid.builds_done = 3;
  mid.mandatory_complete = true;
  ApplyResult used = Act(mid, 1, TileBuild(pb::LOCATION_TAVERN, 8, 6));
  ASSERT_TRUE(used.legal) << used.violation.code();
  const State after = UnpackKb(used.state);
  EXPECT_TRUE(FindTile(after, 1, 6, 2)->used);
  EXPECT_EQ(Act(after, 1, TileBuild(pb::LOCATION_TAVERN, 8, 10)).violation.code(),
            kTileAlreadyUsed.code);
  // Ending the turn clears the used and new marks.
  const State next = UnpackKb(Act(after, 1, EndTurnAction()).state);
  EXPECT_FALSE(FindTile(next, 1, 6, 2)->used);
}

TEST(K8Tiles, TwoTilesOfOneTypeFromTwoHexesAndNoMoreThanTwoPerHex) {
  State s = NewState(4);
  Put(&s, 0, 5, 2);  // Tavern (6,2)
  Put(&s, 0, 5, 7);  // Tavern (6,7)
  EXPECT_EQ(s.seats[0].tiles.size(), 2u);
  Put(&s, 1, 7, 1);
  Put(&s, 2, 7, 2);
  EXPECT_EQ(s.tiles_left[Index(6, 2)], 0);
  Put(&s, 3, 6, 3);  // no tile left
  EXPECT_TRUE(s.seats[3].tiles.empty());
  EXPECT_TRUE(TheGame().Check(PackKb(s)).ok());
}

TEST(K8Tiles, NoHexTouchesTwoSpecialHexes) {
  for (const char* layout : {"first_game", "explicit"}) {
    State s = std::string(layout) == "first_game" ? NewState(2) : OtherBoards();
    for (int h = 0; h < kHexCount; ++h) {
      int specials = 0;
      for (int n : Neighbours(h)) {
        specials += s.map.kind[n] == Kind::kCastle || s.map.kind[n] == Kind::kLocation;
      }
      EXPECT_LE(specials, 1) << layout << " " << RowOf(h) << "," << ColOf(h);
    }
  }
}

TEST(K8Tiles, E6LosingATileByPaddock) {
  State s = NewState(2);
  MakeCurrent(&s, 1);
  SetPlayed(&s, pb::TERRAIN_GRASS);
  Put(&s, 1, 5, 2);   // Tavern tile from (6,2)
  Put(&s, 1, 2, 17);  // Paddock tile from (2,18)
  EXPECT_EQ(ToRC(MoveTileTargets(s, pb::LOCATION_PADDOCK, Index(5, 2))),
            (std::set<RC>{{5, 0}, {5, 4}, {7, 1}}));
  // (3,1) is water, (3,3) a castle: not targets; (5,2) -> (3,2) is not a straight 2-step.
  EXPECT_EQ(Act(s, 1, TileMove(pb::LOCATION_PADDOCK, 5, 2, 3, 1)).violation.code(),
            kHexNotBuildable.code);
  EXPECT_EQ(Act(s, 1, TileMove(pb::LOCATION_PADDOCK, 5, 2, 3, 3)).violation.code(),
            kHexNotBuildable.code);
  EXPECT_EQ(Act(s, 1, TileMove(pb::LOCATION_PADDOCK, 5, 2, 4, 2)).violation.code(),
            kNotTwoStepsStraight.code);
  EXPECT_EQ(Act(s, 1, TileMove(pb::LOCATION_PADDOCK, 5, 2, 5, 2)).violation.code(), kMoveSameHex.code);
  EXPECT_EQ(Act(s, 1, TileMove(pb::LOCATION_PADDOCK, 9, 9, 9, 7)).violation.code(),
            kNotOwnSettlement.code);
  // Moving to (7,1) keeps the Tavern tile.
  ApplyResult keep = Act(s, 1, TileMove(pb::LOCATION_PADDOCK, 5, 2, 7, 1));
  ASSERT_TRUE(keep.legal) << keep.violation.code();
  EXPECT_NE(FindTile(UnpackKb(keep.state), 1, 6, 2), nullptr);
  // Moving to (5,0) or (5,4) removes it from the game.
  for (RC to : {RC{5, 0}, RC{5, 4}}) {
    ApplyResult lose = Act(s, 1, TileMove(pb::LOCATION_PADDOCK, 5, 2, to.first, to.second));
    ASSERT_TRUE(lose.legal);
    EXPECT_TRUE(HasEvent(lose, pb::Event::kTileLost));
    State after = UnpackKb(lose.state);
    EXPECT_EQ(FindTile(after, 1, 6, 2), nullptr);
    EXPECT_EQ(after.tiles_left[Index(6, 2)], 1);  // the lost tile is not returned
    // A later build at (6,3) does not give it back.
    Put(&after, 1, 6, 3);
    EXPECT_EQ(FindTile(after, 1, 6, 2), nullptr);
    EXPECT_TRUE(TheGame().Check(PackKb(after)).ok());
  }
}

TEST(K9TileActions, E7Tavern) {
  State s = NewState(2);
  Put(&s, 0, 5, 2);  // the Tavern tile, far from the line
  Put(&s, 0, 8, 7);
  Put(&s, 0, 8, 8);
  Put(&s, 0, 8, 9);
  for (int card = 1; card <= kCardTerrains; ++card) {
    SetPlayed(&s, card);
    EXPECT_EQ(LegalTargets(s, pb::Action::kTavern), (std::set<RC>{{8, 6}, {8, 10}})) << card;
  }
  EXPECT_EQ(Act(s, 0, TileBuild(pb::LOCATION_TAVERN, 8, 11)).violation.code(), kNotLineEnd.code);
  ApplyResult r = Act(s, 0, TileBuild(pb::LOCATION_TAVERN, 8, 10));
  ASSERT_TRUE(r.legal);
  EXPECT_EQ(UnpackKb(r.state).owner[Index(8, 10)], 0);
  EXPECT_EQ(UnpackKb(r.state).seats[0].supply, s.seats[0].supply - 1);
}

TEST(K9TileActions, E8Tower) {
  State s = NewState(2);
  Put(&s, 0, 1, 17);
  EXPECT_EQ(ToRC(BuildTileTargets(s, pb::LOCATION_TOWER)), (std::set<RC>{{0, 17}, {0, 18}}));
  State t = NewState(2);
  Put(&t, 0, 5, 5);
  EXPECT_EQ(BuildTileTargets(t, pb::LOCATION_TOWER).count(), 47u);
}

TEST(K9TileActions, E9BarnUnderEitherMoveAdjacency) {
  State s = NewState(2);
  SetPlayed(&s, pb::TERRAIN_GRASS);
  Put(&s, 0, 7, 6);
  Put(&s, 0, 0, 1);
  const std::set<RC> lifted = ToRC(MoveTileTargets(s, pb::LOCATION_BARN, Index(7, 6)));
  EXPECT_EQ(lifted.size(), 60u);
  EXPECT_TRUE(lifted.count({14, 4}));
  EXPECT_FALSE(lifted.count({7, 6}));
  s.options.set_move_adjacency(pb::MOVE_ADJACENCY_IN_PLACE);
  EXPECT_EQ(ToRC(MoveTileTargets(s, pb::LOCATION_BARN, Index(7, 6))),
            (std::set<RC>{{7, 7}, {8, 7}}));
}

TEST(K9TileActions, R4LiftedMoverThatIsTheOnlyAdjacentCandidateCannotMove) {
  State s = NewState(2);
  SetPlayed(&s, pb::TERRAIN_GRASS);
  // Grass (9,7) next to (9,8)? Find a grass hex m with an own neighbour x whose only empty
  // grass neighbour is m.
  int found = -1, partner = -1;
  for (int m = 0; m < kHexCount && found < 0; ++m) {
    if (s.map.kind[m] != Kind::kGrass) continue;
    for (int x : Neighbours(m)) {
      if (!IsBuildable(s.map.kind[x]) || s.map.kind[x] == Kind::kGrass) continue;
      int grass = 0;
      for (int n : Neighbours(x)) grass += s.map.kind[n] == Kind::kGrass;
      if (grass == 1) {
        found = m;
        partner = x;
        break;
      }
    }
  }
  ASSERT_GE(found, 0);
  Put(&s, 0, RowOf(found), ColOf(found));
  Put(&s, 0, RowOf(partner), ColOf(partner));
  // Lifted: m is the only grass touching the partner, so it alone is adjacent; no target.
  EXPECT_TRUE(MoveTileTargets(s, pb::LOCATION_BARN, found).none());
  s.options.set_move_adjacency(pb::MOVE_ADJACENCY_IN_PLACE);
  // In place: the mover counts as own, so grass touching it (or any grass) is a target.
  EXPECT_TRUE(MoveTileTargets(s, pb::LOCATION_BARN, found).any());
}

TEST(K9TileActions, OracleFarmOasisBuildOnTheirTerrainWithK6) {
  State s = NewState(2);
  SetPlayed(&s, pb::TERRAIN_FOREST);
  Put(&s, 0, 9, 7);
  for (auto [tile, kind] : {std::pair{pb::LOCATION_ORACLE, Kind::kForest},
                            std::pair{pb::LOCATION_FARM, Kind::kGrass},
                            std::pair{pb::LOCATION_OASIS, Kind::kDesert}}) {
    const HexSet t = BuildTileTargets(s, tile);
    ASSERT_TRUE(t.any());
    bool all_adjacent = true;
    for (int h = 0; h < kHexCount; ++h) {
      if (!t.test(h)) continue;
      EXPECT_EQ(s.map.kind[h], kind);
      bool adj = false;
      for (int n : Neighbours(h)) adj = adj || s.owner[n] == 0;
      all_adjacent = all_adjacent && adj;
    }
    // (9,7) touches grass and forest; desert is nowhere near: any desert.
    if (kind != Kind::kDesert) {
      EXPECT_TRUE(all_adjacent);
    }
  }
}

TEST(K9TileActions, FarmAndOasisThroughTheGame) {
  State s = NewState(2);
  SetPlayed(&s, pb::TERRAIN_FOREST);
  Put(&s, 0, 10, 17);  // next to the Farm location (11,17)
  Put(&s, 0, 17, 6);   // next to the Oasis location (17,5)
  ASSERT_EQ(s.seats[0].tiles.size(), 2u);
  for (auto [tile, which, kind] :
       {std::tuple{pb::LOCATION_FARM, pb::Action::kFarm, Kind::kGrass},
        std::tuple{pb::LOCATION_OASIS, pb::Action::kOasis, Kind::kDesert}}) {
    const std::set<RC> targets = LegalTargets(s, which);
    ASSERT_FALSE(targets.empty());
    for (RC rc : targets) EXPECT_EQ(s.map.kind[Index(rc.first, rc.second)], kind);
    ApplyResult r = Act(s, 0, TileBuild(tile, targets.begin()->first, targets.begin()->second));
    ASSERT_TRUE(r.legal);
    EXPECT_EQ(Act(s, 0, TileBuild(tile, 0, 0)).violation.code(), kTileWrongTerrain.code);  // flower
  }
  EXPECT_EQ(Act(s, 0, TileBuild(pb::LOCATION_TAVERN, 9, 7)).violation.code(), kTileNotHeld.code);
}

TEST(K9TileActions, OracleHarborBarnTowerThroughTheGame) {
  State s = OtherBoards();
  SetPlayed(&s, pb::TERRAIN_GRASS);
  // Oracle (3,7), Harbor (7,16), Barn (12,6) and (16,2), Tower (13,15) and (17,12).
  for (auto [r, c] : {RC{3, 7}, RC{7, 16}, RC{12, 6}, RC{13, 15}}) {
    for (int n : Neighbours(Index(r, c))) {
      if (IsBuildable(s.map.kind[n]) && s.owner[n] < 0) {
        Put(&s, 0, RowOf(n), ColOf(n));
        break;
      }
    }
  }
  ASSERT_EQ(s.seats[0].tiles.size(), 4u);
  // Oracle: the played terrain (grass), K6.
  const std::set<RC> oracle = LegalTargets(s, pb::Action::kOracle);
  ASSERT_FALSE(oracle.empty());
  for (RC rc : oracle) EXPECT_EQ(s.map.kind[Index(rc.first, rc.second)], Kind::kGrass);
  // Tower: an edge hex.
  const std::set<RC> tower = LegalTargets(s, pb::Action::kTower);
  ASSERT_FALSE(tower.empty());
  for (RC rc : tower) EXPECT_TRUE(IsEdge(Index(rc.first, rc.second)));
  int inner = -1;
  for (int h = 0; h < kHexCount && inner < 0; ++h) {
    if (!IsEdge(h) && IsBuildable(s.map.kind[h]) && s.owner[h] < 0) inner = h;
  }
  EXPECT_EQ(Act(s, 0, TileBuild(pb::LOCATION_TOWER, RowOf(inner), ColOf(inner))).violation.code(),
            kNotEdgeHex.code);
  // Harbor: to water only, K6.
  const std::set<RC> harbor = LegalTargets(s, pb::Action::kHarbor);
  ASSERT_FALSE(harbor.empty());
  for (RC rc : harbor) EXPECT_EQ(s.map.kind[Index(rc.first, rc.second)], Kind::kWater);
  pb::Action h;
  for (const pb::Action& a : Legal(s, 0)) {
    if (a.has_harbor()) h = a;
  }
  ApplyResult moved = Act(s, 0, h);
  ASSERT_TRUE(moved.legal) << moved.violation.code();
  State after = UnpackKb(moved.state);
  EXPECT_EQ(after.owner[Index(h.harbor().to().row(), h.harbor().to().col())], 0);
  EXPECT_EQ(Act(after, 0, h).violation.code(), kTileAlreadyUsed.code);
  for (Tile& t : after.seats[0].tiles) t.used = false;
  EXPECT_EQ(Act(after, 0, h).violation.code(), kNotOwnSettlement.code);  // it left `from`
  // Harbor onto land is the wrong terrain.
  pb::Action land = h;
  for (int n = 0; n < kHexCount; ++n) {
    if (s.map.kind[n] == Kind::kGrass && s.owner[n] < 0) {
      *land.mutable_harbor()->mutable_to() = Coord(n);
      break;
    }
  }
  EXPECT_EQ(Act(s, 0, land).violation.code(), kTileWrongTerrain.code);
  // Barn: the played terrain, K6; moves need no supply.
  const std::set<RC> barn = LegalTargets(s, pb::Action::kBarn);
  ASSERT_FALSE(barn.empty());
  for (RC rc : barn) EXPECT_EQ(s.map.kind[Index(rc.first, rc.second)], Kind::kGrass);
}

TEST(K9TileActions, BuildTilesNeedASettlementInSupply) {
  State s = NewState(2);
  SetPlayed(&s, pb::TERRAIN_GRASS);
  Put(&s, 0, 5, 2);  // Tavern
  Put(&s, 0, 8, 7);
  Put(&s, 0, 8, 8);
  Put(&s, 0, 8, 9);
  for (int h = 0; h < kHexCount && s.seats[0].supply > 0; ++h) {
    if (s.map.kind[h] == Kind::kDesert && s.owner[h] < 0) Put(&s, 0, RowOf(h), ColOf(h));
  }
  s.mandatory_complete = true;
  EXPECT_EQ(Act(s, 0, TileBuild(pb::LOCATION_TAVERN, 8, 10)).violation.code(), kSupplyEmpty.code);
  EXPECT_TRUE(LegalTargets(s, pb::Action::kTavern).empty());
}

// R3 state: seat 0 holds both Tavern tiles, (6,2)'s used, and a Paddock.
State R3State(pb::TileLossCheck check) {
  State s = NewState(2, {{"tile_loss_check", check == pb::TILE_LOSS_CHECK_IMMEDIATE
                                                   ? "immediate"
                                                   : "end_of_turn"}});
  SetPlayed(&s, pb::TERRAIN_GRASS);
  Put(&s, 0, 5, 2);
  Put(&s, 0, 5, 7);
  Put(&s, 0, 2, 17);
  for (Tile& t : s.seats[0].tiles) {
    if (t.origin == Index(6, 2)) t.used = true;
  }
  s.builds_done = 3;
  s.mandatory_complete = true;
  EXPECT_TRUE(TheGame().Check(PackKb(s)).ok());
  return s;
}

TEST(K8Tiles, R3ChoiceOfWhichTwinToDiscard) {
  const State s = R3State(pb::TILE_LOSS_CHECK_IMMEDIATE);
  ApplyResult r = Act(s, 0, TileMove(pb::LOCATION_PADDOCK, 5, 2, 5, 4));
  ASSERT_TRUE(r.legal) << r.violation.code();
  EXPECT_EQ(r.turn.decision(), "tile_loss_choice");
  const State choosing = UnpackKb(r.state);
  EXPECT_EQ(choosing.phase, pb::PHASE_TILE_LOSS_CHOICE);
  const std::vector<pb::Action> legal = Legal(choosing, 0);
  ASSERT_EQ(legal.size(), 2u);
  EXPECT_TRUE(legal[0].has_discard_tile());
  EXPECT_EQ(Act(choosing, 0, EndTurnAction()).violation.code(), kTileLossChoicePending.code);
  pb::Action bad;
  *bad.mutable_discard_tile()->mutable_origin() = Coord(Index(2, 18));
  EXPECT_EQ(Act(choosing, 0, bad).violation.code(), kNotATileLossChoice.code);
  // Discard the (6,7) tile: the kept one carries the lost tile's state (used) at (6,7).
  pb::Action discard_other;
  *discard_other.mutable_discard_tile()->mutable_origin() = Coord(Index(6, 7));
  State kept_used = UnpackKb(Act(choosing, 0, discard_other).state);
  ASSERT_EQ(FindTile(kept_used, 0, 6, 2), nullptr);
  ASSERT_NE(FindTile(kept_used, 0, 6, 7), nullptr);
  EXPECT_TRUE(FindTile(kept_used, 0, 6, 7)->used);
  // Discard the (6,2) tile: the unused (6,7) tile stays usable.
  pb::Action discard_lost;
  *discard_lost.mutable_discard_tile()->mutable_origin() = Coord(Index(6, 2));
  State kept_unused = UnpackKb(Act(choosing, 0, discard_lost).state);
  EXPECT_FALSE(FindTile(kept_unused, 0, 6, 7)->used);
  EXPECT_EQ(kept_unused.phase, pb::PHASE_TURN);
  // Either way, no tile from (6,2) ever again.
  EXPECT_TRUE(std::binary_search(kept_unused.seats[0].took_from.begin(),
                                 kept_unused.seats[0].took_from.end(), Index(6, 2)));
  pb::Action none;
  *none.mutable_discard_tile()->mutable_origin() = Coord(Index(6, 2));
  EXPECT_EQ(Act(kept_unused, 0, none).violation.code(), kNoTileLossChoice.code);
}

TEST(K8Tiles, R3TileLossAtEndOfTurn) {
  const State s = R3State(pb::TILE_LOSS_CHECK_END_OF_TURN);
  ApplyResult r = Act(s, 0, TileMove(pb::LOCATION_PADDOCK, 5, 2, 5, 4));
  ASSERT_TRUE(r.legal);
  EXPECT_FALSE(HasEvent(r, pb::Event::kTileLost));
  State moved = UnpackKb(r.state);
  EXPECT_NE(FindTile(moved, 0, 6, 2), nullptr);  // still held during the turn
  r = Act(moved, 0, EndTurnAction());
  ASSERT_TRUE(r.legal);
  EXPECT_EQ(r.turn.decision(), "tile_loss_choice");
  State choosing = UnpackKb(r.state);
  EXPECT_EQ(choosing.current_seat, 0);
  pb::Action discard;
  *discard.mutable_discard_tile()->mutable_origin() = Coord(Index(6, 2));
  r = Act(choosing, 0, discard);
  ASSERT_TRUE(r.legal);
  EXPECT_TRUE(HasEvent(r, pb::Event::kTurnEnded));  // the turn ends after the choice
  const State next = UnpackKb(r.state);
  EXPECT_EQ(next.current_seat, 1);
  EXPECT_EQ(next.seats[0].tiles.size(), 2u);
}

TEST(K8Tiles, R3EndOfTurnMovingBackKeepsTheTile) {
  State s = R3State(pb::TILE_LOSS_CHECK_END_OF_TURN);
  for (Tile& t : s.seats[0].tiles) t.used = false;
  State moved = UnpackKb(Act(s, 0, TileMove(pb::LOCATION_PADDOCK, 5, 2, 5, 4)).state);
  // The same turn, a Tavern build next to (6,2) again... (6,3) touches (6,2).
  Put(&moved, 0, 6, 3);
  ApplyResult r = Act(moved, 0, EndTurnAction());
  ASSERT_TRUE(r.legal);
  EXPECT_FALSE(HasEvent(r, pb::Event::kTileLost));
}

TEST(K8Tiles, LosingTheOnlyTileOfATypeNeedsNoChoice) {
  State s = NewState(2);
  SetPlayed(&s, pb::TERRAIN_GRASS);
  Put(&s, 0, 5, 2);
  Put(&s, 0, 2, 17);
  ApplyResult r = Act(s, 0, TileMove(pb::LOCATION_PADDOCK, 5, 2, 5, 0));
  ASSERT_TRUE(r.legal);
  EXPECT_TRUE(HasEvent(r, pb::Event::kTileLost));
  EXPECT_EQ(r.turn.decision(), "tile_or_build");
}

}  // namespace
}  // namespace kingdom_builder
}  // namespace arbiter
