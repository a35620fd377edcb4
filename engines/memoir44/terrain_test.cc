// M11 terrain tables and the M3 per-hex behaviours; E4 and E5's terrain parts.
#include "engines/memoir44/terrain.h"

#include "engines/memoir44/board_testing.h"

namespace arbiter::memoir44 {
namespace {

constexpr pb::UnitType kInf = pb::UNIT_TYPE_INFANTRY;
constexpr pb::UnitType kArmor = pb::UNIT_TYPE_ARMOR;
constexpr pb::UnitType kArt = pb::UNIT_TYPE_ARTILLERY;

TEST(Memoir44Terrain, M11_MovementTable) {
  TestBoard b;
  b.Terrain(2, 0, pb::TERRAIN_FOREST)
      .Terrain(4, 0, pb::TERRAIN_HEDGEROW)
      .Terrain(6, 0, pb::TERRAIN_HILL);
  b.Terrain(8, 0, pb::TERRAIN_TOWN)
      .Terrain(10, 0, pb::TERRAIN_RIVER)
      .Terrain(12, 0, pb::TERRAIN_BEACH);
  b.Terrain(14, 0, pb::TERRAIN_OCEAN).Terrain(16, 0, pb::TERRAIN_RIVER);
  b.At(16, 0)->set_bridge(true);
  b.Obstacle(18, 0, pb::OBSTACLE_WIRE).Obstacle(20, 0, pb::OBSTACLE_HEDGEHOG);
  b.Obstacle(22, 0, pb::OBSTACLE_BUNKER).Obstacle(24, 0, pb::OBSTACLE_SANDBAG);
  b.Terrain(1, 1, pb::TERRAIN_IMPASSABLE_HILL).Terrain(3, 1, pb::TERRAIN_CHURCH);
  State& s = b.Build();
  // Forest, hedgerow, town, church, ocean, wire: stop on entry.
  for (auto [c, r] : {std::pair{2, 0}, {4, 0}, {8, 0}, {14, 0}, {18, 0}, {3, 1}}) {
    EXPECT_TRUE(StopsOnEntry(s, H(c, r), kInf)) << c << "," << r;
  }
  for (auto [c, r] : {std::pair{6, 0}, {12, 0}, {16, 0}, {20, 0}, {22, 0}, {24, 0}, {0, 0}}) {
    EXPECT_FALSE(StopsOnEntry(s, H(c, r), kInf)) << c << "," << r;
  }
  // No battle on entry: forest, hedgerow, town (church).
  EXPECT_TRUE(NoBattleOnEntry(s, H(2, 0)));
  EXPECT_TRUE(NoBattleOnEntry(s, H(4, 0)));
  EXPECT_TRUE(NoBattleOnEntry(s, H(8, 0)));
  EXPECT_TRUE(NoBattleOnEntry(s, H(3, 1)));
  EXPECT_FALSE(NoBattleOnEntry(s, H(6, 0)));
  EXPECT_FALSE(NoBattleOnEntry(s, H(18, 0)));  // wire stops but does not forbid battle
  EXPECT_TRUE(EnterOnlyAsFirstHex(s, H(4, 0)));
  EXPECT_FALSE(EnterOnlyAsFirstHex(s, H(2, 0)));
  // River impassable unless bridged; impassable hill to all; hedgehog and bunker to armor and
  // artillery only.
  for (pb::UnitType t : {kInf, kArmor, kArt}) {
    EXPECT_TRUE(Impassable(s, H(10, 0), t));
    EXPECT_FALSE(Impassable(s, H(16, 0), t));
    EXPECT_TRUE(Impassable(s, H(1, 1), t));
    EXPECT_EQ(Impassable(s, H(20, 0), t), t != kInf);
    EXPECT_EQ(Impassable(s, H(22, 0), t), t != kInf);
    EXPECT_FALSE(Impassable(s, H(2, 0), t));
  }
  EXPECT_TRUE(CannotLeave(s, H(22, 0), kArmor));
  EXPECT_TRUE(CannotLeave(s, H(22, 0), kArt));
  EXPECT_FALSE(CannotLeave(s, H(22, 0), kInf));
  // Ocean: no battle from it, no retreat into it, no sandbag.
  EXPECT_TRUE(CannotBattleFrom(s, H(14, 0)));
  EXPECT_TRUE(BlocksRetreat(s, H(14, 0), kInf));
  EXPECT_TRUE(BlocksRetreat(s, H(10, 0), kInf));
  EXPECT_FALSE(BlocksRetreat(s, H(2, 0), kInf));  // other terrain is ignored in a retreat
  EXPECT_FALSE(MayPlaceSandbag(s, H(14, 0)));
  EXPECT_FALSE(MayPlaceSandbag(s, H(24, 0)));  // not a second one
  EXPECT_TRUE(MayPlaceSandbag(s, H(2, 0)));
  EXPECT_TRUE(IsBeach(s, H(12, 0)));
  EXPECT_TRUE(HasWire(s, H(18, 0)));
}

TEST(Memoir44Terrain, E4_TargetReductionsByAttackerType) {
  TestBoard b;
  b.Terrain(2, 0, pb::TERRAIN_FOREST)
      .Terrain(6, 0, pb::TERRAIN_HILL)
      .Terrain(8, 0, pb::TERRAIN_TOWN);
  b.Terrain(4, 0, pb::TERRAIN_HEDGEROW);
  State& s = b.Build();
  EXPECT_EQ(TargetReduction(s, H(2, 0), kInf, false), 1);    // infantry into forest: -1
  EXPECT_EQ(TargetReduction(s, H(2, 0), kArmor, false), 2);  // armor into forest: -2
  EXPECT_EQ(TargetReduction(s, H(4, 0), kArmor, false), 2);
  EXPECT_EQ(TargetReduction(s, H(8, 0), kInf, false), 1);
  EXPECT_EQ(TargetReduction(s, H(6, 0), kArmor, false), 1);  // hill -1/-1
  EXPECT_EQ(TargetReduction(s, H(6, 0), kInf, true), 0);     // none from a hill
  EXPECT_EQ(TargetReduction(s, H(2, 0), kArt, false), 0);    // artillery ignores terrain
  EXPECT_EQ(TargetReduction(s, H(0, 0), kInf, false), 0);
}

TEST(Memoir44Terrain, E4_OwnHexModifiers) {
  TestBoard b;
  b.Terrain(8, 0, pb::TERRAIN_TOWN)
      .Obstacle(2, 0, pb::OBSTACLE_WIRE)
      .Terrain(3, 1, pb::TERRAIN_CHURCH);
  State& s = b.Build();
  EXPECT_EQ(OwnHexModifier(s, H(8, 0), kArmor), 2);  // armor in a town -2 (E4: 3 - 2 - 2)
  EXPECT_EQ(OwnHexModifier(s, H(3, 1), kArmor), 2);
  EXPECT_EQ(OwnHexModifier(s, H(8, 0), kInf), 0);
  EXPECT_EQ(OwnHexModifier(s, H(2, 0), kInf), 1);  // infantry in wire -1
  EXPECT_EQ(OwnHexModifier(s, H(2, 0), kArmor), 0);
}

TEST(Memoir44Terrain, E5_TownWithSandbagTheLargestReductionNotTheSum) {
  TestBoard b;
  b.Terrain(8, 4, pb::TERRAIN_TOWN).Obstacle(8, 4, pb::OBSTACLE_SANDBAG);
  b.Unit(8, 4, 1, kInf);
  State& s = b.Build();
  EXPECT_EQ(TargetReduction(s, H(8, 4), kArmor, false), 2);  // town 2, sandbag 1: 2, not 3
  EXPECT_EQ(TargetReduction(s, H(8, 4), kInf, false), 1);    // 1 and 1: 1, not 2
  EXPECT_TRUE(MayIgnoreFlag(s, H(8, 4)));
}

TEST(Memoir44Terrain, M11_BunkerProtectsItsOwnSideOnly) {
  TestBoard b;
  b.Obstacle(8, 4, pb::OBSTACLE_BUNKER, pb::SIDE_AXIS).Unit(8, 4, 1, kInf);    // Allies inside
  b.Obstacle(12, 4, pb::OBSTACLE_BUNKER, pb::SIDE_AXIS).Unit(12, 4, 0, kInf);  // Axis inside
  b.Obstacle(16, 4, pb::OBSTACLE_BUNKER);                                      // no side, empty
  b.Obstacle(20, 4, pb::OBSTACLE_BUNKER).Unit(20, 4, 1, kInf);  // the side set up on it
  State& s = b.Build();
  EXPECT_EQ(TargetReduction(s, H(8, 4), kArmor, false), 0);
  EXPECT_FALSE(MayIgnoreFlag(s, H(8, 4)));
  EXPECT_EQ(TargetReduction(s, H(12, 4), kArmor, false), 2);
  EXPECT_EQ(TargetReduction(s, H(12, 4), kInf, false), 1);
  EXPECT_TRUE(MayIgnoreFlag(s, H(12, 4)));
  EXPECT_TRUE(MayIgnoreFlag(s, H(16, 4)));  // an empty unowned bunker protects anyone
  EXPECT_EQ(s.obstacle_side[H(20, 4)], pb::SIDE_ALLIES);
  EXPECT_TRUE(MayIgnoreFlag(s, H(20, 4)));
  EXPECT_TRUE(TerrainBlocksLos(s, H(16, 4)));
}

TEST(Memoir44Terrain, M11_FlagIgnoringHexes) {
  TestBoard b;
  b.Obstacle(2, 0, pb::OBSTACLE_HEDGEHOG)
      .Terrain(3, 1, pb::TERRAIN_CHURCH)
      .Terrain(8, 0, pb::TERRAIN_TOWN);
  b.Obstacle(10, 0, pb::OBSTACLE_WIRE).Terrain(12, 0, pb::TERRAIN_FOREST);
  State& s = b.Build();
  EXPECT_TRUE(MayIgnoreFlag(s, H(2, 0)));
  EXPECT_TRUE(MayIgnoreFlag(s, H(3, 1)));  // a church is a town with flag
  EXPECT_FALSE(MayIgnoreFlag(s, H(8, 0)));
  EXPECT_FALSE(MayIgnoreFlag(s, H(10, 0)));
  EXPECT_FALSE(MayIgnoreFlag(s, H(12, 0)));
}

TEST(Memoir44Terrain, M3_SteepHillCliffAndBluffEntryCosts) {
  TestBoard b;
  b.Terrain(8, 4, pb::TERRAIN_STEEP_HILL).Terrain(10, 4, pb::TERRAIN_STEEP_HILL);
  b.Terrain(9, 5, pb::TERRAIN_BEACH)
      .Terrain(11, 3, pb::TERRAIN_CLIFF)
      .Terrain(12, 4, pb::TERRAIN_BLUFF);
  b.Terrain(11, 5, pb::TERRAIN_BEACH);
  State& s = b.Build();
  EXPECT_EQ(EntryCost(s, H(6, 4), H(8, 4), kInf), 2);       // up onto the steep hill
  EXPECT_EQ(EntryCost(s, H(10, 4), H(8, 4), kInf), 1);      // hill to hill
  EXPECT_EQ(EntryCost(s, H(8, 4), H(6, 4), kInf), 1);       // down
  EXPECT_EQ(EntryCost(s, H(11, 5), H(12, 4), kInf), 2);     // up the bluff from the beach
  EXPECT_EQ(EntryCost(s, H(11, 5), H(12, 4), kArmor), -1);  // tanks may not
  EXPECT_EQ(EntryCost(s, H(14, 4), H(12, 4), kArmor), 1);   // inland side: a normal hill
  EXPECT_EQ(EntryCost(s, H(10, 2), H(11, 3), kInf), 1);
  EXPECT_TRUE(IsHill(pb::TERRAIN_CLIFF));
  EXPECT_EQ(TargetReduction(s, H(8, 4), kInf, false), 1);  // a steep hill battles as a hill
}

}  // namespace
}  // namespace arbiter::memoir44
