// M10 line of sight, E2, E3; rulings R7 (artillery), R8 (vertex touches), R9 (hills), both
// values each.
#include "engines/core/rng.h"
#include "engines/memoir44/board_testing.h"
#include "engines/memoir44/terrain.h"

namespace arbiter::memoir44 {
namespace {

TEST(Memoir44Los, E2_ForestOnTheLineBlocksAUnitBesideItDoesNot) {
  {
    TestBoard b;
    b.Unit(10, 4, 1, pb::UNIT_TYPE_INFANTRY).Unit(14, 6, 0, pb::UNIT_TYPE_INFANTRY);
    State& s = b.Build();
    EXPECT_EQ(Distance(H(10, 4), H(14, 6)), 3);
    EXPECT_TRUE(LineOfSight(s, H(10, 4), H(14, 6)));
  }
  {
    TestBoard b;
    b.Unit(10, 4, 1, pb::UNIT_TYPE_INFANTRY).Unit(14, 6, 0, pb::UNIT_TYPE_INFANTRY);
    b.Terrain(13, 5, pb::TERRAIN_FOREST);
    EXPECT_FALSE(LineOfSight(b.Build(), H(10, 4), H(14, 6)));
  }
  {
    TestBoard b;  // the line crosses (11, 5) as well
    b.Unit(10, 4, 1, pb::UNIT_TYPE_INFANTRY).Unit(14, 6, 0, pb::UNIT_TYPE_INFANTRY);
    b.Unit(11, 5, 0, pb::UNIT_TYPE_ARTILLERY);
    EXPECT_FALSE(LineOfSight(b.Build(), H(10, 4), H(14, 6)));
  }
  {
    TestBoard b;
    b.Unit(10, 4, 1, pb::UNIT_TYPE_INFANTRY).Unit(14, 6, 0, pb::UNIT_TYPE_INFANTRY);
    b.Unit(12, 4, 0, pb::UNIT_TYPE_INFANTRY);
    EXPECT_TRUE(LineOfSight(b.Build(), H(10, 4), H(14, 6)));
  }
}

TEST(Memoir44Los, E3_AlongAnEdgeBlockedOnlyByBothSides) {
  {
    TestBoard b;
    b.Unit(4, 4, 1, pb::UNIT_TYPE_INFANTRY).Unit(7, 5, 0, pb::UNIT_TYPE_INFANTRY);
    b.Terrain(6, 4, pb::TERRAIN_FOREST);
    State& s = b.Build();
    EXPECT_EQ(Distance(H(4, 4), H(7, 5)), 2);
    EXPECT_TRUE(LineOfSight(s, H(4, 4), H(7, 5)));
    EXPECT_TRUE(LineOfSight(s, H(7, 5), H(4, 4)));  // symmetric
  }
  {
    TestBoard b;
    b.Unit(4, 4, 1, pb::UNIT_TYPE_INFANTRY).Unit(7, 5, 0, pb::UNIT_TYPE_INFANTRY);
    b.Terrain(6, 4, pb::TERRAIN_FOREST).Unit(5, 5, 1, pb::UNIT_TYPE_INFANTRY);
    State& s = b.Build();
    EXPECT_FALSE(LineOfSight(s, H(4, 4), H(7, 5)));
    EXPECT_FALSE(LineOfSight(s, H(7, 5), H(4, 4)));
  }
  {
    TestBoard b;  // both sides, on different edges of the line: still blocked
    b.Unit(4, 4, 1, pb::UNIT_TYPE_INFANTRY).Unit(10, 6, 0, pb::UNIT_TYPE_INFANTRY);
    b.Terrain(6, 4, pb::TERRAIN_TOWN).Terrain(8, 6, pb::TERRAIN_FOREST);
    EXPECT_FALSE(LineOfSight(b.Build(), H(4, 4), H(10, 6)));
  }
  {
    TestBoard b;  // one side only, twice: clear
    b.Unit(4, 4, 1, pb::UNIT_TYPE_INFANTRY).Unit(10, 6, 0, pb::UNIT_TYPE_INFANTRY);
    b.Terrain(6, 4, pb::TERRAIN_TOWN).Terrain(9, 5, pb::TERRAIN_FOREST);
    EXPECT_TRUE(LineOfSight(b.Build(), H(4, 4), H(10, 6)));
  }
}

TEST(Memoir44Los, M10_FiringAndTargetHexesNeverObstruct) {
  TestBoard b;
  b.Terrain(4, 4, pb::TERRAIN_FOREST).Terrain(8, 4, pb::TERRAIN_TOWN);
  b.Unit(4, 4, 1, pb::UNIT_TYPE_INFANTRY).Unit(8, 4, 0, pb::UNIT_TYPE_INFANTRY);
  State& s = b.Build();
  EXPECT_TRUE(LineOfSight(s, H(4, 4), H(8, 4)));
  EXPECT_TRUE(LineOfSight(s, H(4, 4), H(6, 4)));  // adjacent: nothing between
}

TEST(Memoir44Los, M10_TerrainThatBlocksAndTerrainThatDoesNot) {
  for (pb::Terrain t :
       {pb::TERRAIN_FOREST, pb::TERRAIN_HEDGEROW, pb::TERRAIN_TOWN, pb::TERRAIN_CHURCH,
        pb::TERRAIN_HILL, pb::TERRAIN_IMPASSABLE_BLOCKING_HILL}) {
    TestBoard b;
    b.Unit(4, 4, 1, pb::UNIT_TYPE_INFANTRY).Terrain(6, 4, t);
    EXPECT_FALSE(LineOfSight(b.Build(), H(4, 4), H(8, 4))) << pb::Terrain_Name(t);
  }
  for (pb::Terrain t :
       {pb::TERRAIN_COUNTRYSIDE, pb::TERRAIN_RIVER, pb::TERRAIN_BEACH, pb::TERRAIN_OCEAN}) {
    TestBoard b;
    b.Unit(4, 4, 1, pb::UNIT_TYPE_INFANTRY).Terrain(6, 4, t);
    EXPECT_TRUE(LineOfSight(b.Build(), H(4, 4), H(8, 4))) << pb::Terrain_Name(t);
  }
  for (pb::Obstacle o : {pb::OBSTACLE_SANDBAG, pb::OBSTACLE_WIRE, pb::OBSTACLE_HEDGEHOG}) {
    TestBoard b;
    b.Unit(4, 4, 1, pb::UNIT_TYPE_INFANTRY).Obstacle(6, 4, o);
    EXPECT_TRUE(LineOfSight(b.Build(), H(4, 4), H(8, 4))) << pb::Obstacle_Name(o);
  }
  TestBoard b;
  b.Unit(4, 4, 1, pb::UNIT_TYPE_INFANTRY).Obstacle(6, 4, pb::OBSTACLE_BUNKER);
  EXPECT_FALSE(LineOfSight(b.Build(), H(4, 4), H(8, 4)));
}

// (4, 4) -> (13, 5), distance 5: the line passes exactly through a corner of (10, 4) (and of
// (7, 5)) without entering it.
TEST(Memoir44Los, R8_VertexTouchBlocksByDefault) {
  TestBoard b;
  b.Unit(4, 4, 1, pb::UNIT_TYPE_ARTILLERY).Unit(13, 5, 0, pb::UNIT_TYPE_INFANTRY);
  b.Terrain(10, 4, pb::TERRAIN_FOREST);
  State& s = b.Build();
  EXPECT_EQ(Distance(H(4, 4), H(13, 5)), 5);
  EXPECT_FALSE(LineOfSight(s, H(4, 4), H(13, 5)));
}

TEST(Memoir44Los, R8_VertexTouchClearWhenOptionOff) {
  TestBoard b;
  b.options.set_los_vertex_blocks(false);
  b.Unit(4, 4, 1, pb::UNIT_TYPE_ARTILLERY).Unit(13, 5, 0, pb::UNIT_TYPE_INFANTRY);
  b.Terrain(10, 4, pb::TERRAIN_FOREST);
  State& s = b.Build();
  EXPECT_TRUE(LineOfSight(s, H(4, 4), H(13, 5)));
  // A crossed hex still blocks with the option off.
  TestBoard c;
  c.options.set_los_vertex_blocks(false);
  c.Unit(4, 4, 1, pb::UNIT_TYPE_ARTILLERY).Terrain(8, 4, pb::TERRAIN_FOREST);
  EXPECT_FALSE(LineOfSight(c.Build(), H(4, 4), H(12, 4)));
}

TEST(Memoir44Los, R8_NoVertexTouchBelowDistanceFive) {
  // Every line of 4 hexes or fewer: a forest on any hex it only touches at a vertex never
  // changes the answer with the option (they first occur at distance 5).
  const HexId f = H(10, 4);
  for (int t = 0; t < kHexCount; ++t) {
    if (t == f || Distance(f, t) > 4) continue;
    for (int h = 0; h < kHexCount; ++h) {
      if (h == f || h == t) continue;
      TestBoard on, off;
      off.options.set_los_vertex_blocks(false);
      on.At(ColOf(h), RowOf(h))->set_terrain(pb::TERRAIN_FOREST);
      off.At(ColOf(h), RowOf(h))->set_terrain(pb::TERRAIN_FOREST);
      ASSERT_EQ(LineOfSight(on.Build(), f, t), LineOfSight(off.Build(), f, t))
          << HexText(t) << " " << HexText(h);
    }
  }
}

TEST(Memoir44Los, R9_PlateauOneHillGroupDoesNotObstruct) {
  // F, T and the hill between all in one connected group of hills.
  TestBoard b;
  b.Terrain(4, 4, pb::TERRAIN_HILL).Terrain(6, 4, pb::TERRAIN_HILL).Terrain(8, 4, pb::TERRAIN_HILL);
  b.Unit(4, 4, 1, pb::UNIT_TYPE_INFANTRY).Unit(8, 4, 0, pb::UNIT_TYPE_INFANTRY);
  EXPECT_TRUE(LineOfSight(b.Build(), H(4, 4), H(8, 4)));
  // The target off the group: the hill obstructs.
  TestBoard c;
  c.Terrain(4, 4, pb::TERRAIN_HILL).Terrain(6, 4, pb::TERRAIN_HILL);
  c.Unit(4, 4, 1, pb::UNIT_TYPE_INFANTRY).Unit(8, 4, 0, pb::UNIT_TYPE_INFANTRY);
  EXPECT_FALSE(LineOfSight(c.Build(), H(4, 4), H(8, 4)));
  // A unit on the plateau still obstructs.
  TestBoard d;
  d.Terrain(4, 4, pb::TERRAIN_HILL).Terrain(6, 4, pb::TERRAIN_HILL).Terrain(8, 4, pb::TERRAIN_HILL);
  d.Unit(4, 4, 1, pb::UNIT_TYPE_INFANTRY).Unit(8, 4, 0, pb::UNIT_TYPE_INFANTRY);
  d.Unit(6, 4, 0, pb::UNIT_TYPE_INFANTRY);
  EXPECT_FALSE(LineOfSight(d.Build(), H(4, 4), H(8, 4)));
}

TEST(Memoir44Los, R9_ElevatedSeesOverLowerFromHillToHill) {
  // Two separate hills with a town between them: plateau blocks, elevated sees over it.
  for (pb::HillLos mode : {pb::HILL_LOS_PLATEAU, pb::HILL_LOS_ELEVATED}) {
    TestBoard b;
    b.options.set_hill_los(mode);
    b.Terrain(4, 4, pb::TERRAIN_HILL)
        .Terrain(6, 4, pb::TERRAIN_TOWN)
        .Terrain(8, 4, pb::TERRAIN_HILL);
    b.Unit(4, 4, 1, pb::UNIT_TYPE_INFANTRY).Unit(8, 4, 0, pb::UNIT_TYPE_INFANTRY);
    EXPECT_EQ(LineOfSight(b.Build(), H(4, 4), H(8, 4)), mode == pb::HILL_LOS_ELEVATED);
  }
  // From a hill to the plain: the town obstructs in both modes.
  for (pb::HillLos mode : {pb::HILL_LOS_PLATEAU, pb::HILL_LOS_ELEVATED}) {
    TestBoard b;
    b.options.set_hill_los(mode);
    b.Terrain(4, 4, pb::TERRAIN_HILL).Terrain(6, 4, pb::TERRAIN_TOWN);
    b.Unit(4, 4, 1, pb::UNIT_TYPE_INFANTRY).Unit(8, 4, 0, pb::UNIT_TYPE_INFANTRY);
    EXPECT_FALSE(LineOfSight(b.Build(), H(4, 4), H(8, 4)));
  }
}

TEST(Memoir44Los, R7_ArtilleryNeedsNoLineOfSightByDefault) {
  for (bool needs : {false, true}) {
    TestBoard b;
    b.options.set_artillery_needs_los(needs);
    b.Unit(4, 4, 1, pb::UNIT_TYPE_ARTILLERY).Unit(8, 4, 1, pb::UNIT_TYPE_INFANTRY);
    b.Unit(12, 4, 0, pb::UNIT_TYPE_INFANTRY).Terrain(10, 4, pb::TERRAIN_FOREST);
    State& s = b.Build();
    EXPECT_EQ(MaySee(s, H(4, 4), H(12, 4)), !needs);
    EXPECT_FALSE(MaySee(s, H(8, 4), H(12, 4)));  // infantry always needs it
  }
  // M3 (Saverne Gap): an impassable blocking hill blocks artillery too.
  TestBoard b;
  b.Unit(4, 4, 1, pb::UNIT_TYPE_ARTILLERY).Terrain(8, 4, pb::TERRAIN_IMPASSABLE_BLOCKING_HILL);
  EXPECT_FALSE(MaySee(b.Build(), H(4, 4), H(12, 4)));
}

TEST(Memoir44Los, M3_WideRiverBlocksOnlyInfantry) {
  for (pb::UnitType t : {pb::UNIT_TYPE_INFANTRY, pb::UNIT_TYPE_ARMOR}) {
    TestBoard b;
    b.Unit(4, 4, 1, t).Terrain(6, 4, pb::TERRAIN_WIDE_RIVER);
    EXPECT_EQ(LineOfSight(b.Build(), H(4, 4), H(8, 4)), t != pb::UNIT_TYPE_INFANTRY);
  }
}

}  // namespace
}  // namespace arbiter::memoir44

namespace arbiter::memoir44 {
namespace {

// M10 by brute force over all 113 hexes, as the rules word it (the reference for los.cc's
// windowed scan): obstructing = a unit, forest, town or hill here (no hill groups, no R9).
bool ReferenceLos(const State& s, HexId f, HexId t, bool vertex_blocks) {
  const int dx = ColOf(t) - ColOf(f), dy = 3 * (RowOf(t) - RowOf(f));
  bool left = false, right = false;
  for (int h = 0; h < kHexCount; ++h) {
    if (h == f || h == t) continue;
    const bool obstructs =
        s.UnitAt(h) != nullptr || TerrainBlocksLos(s, h) || IsHill(s.scenario->hexes[h].terrain);
    if (!obstructs) continue;
    const int x = ColOf(h) - ColOf(f), y = 3 * (RowOf(h) - RowOf(f));
    const long long proj = 3LL * dx * x + 1LL * dy * y, len2 = 3LL * dx * dx + 1LL * dy * dy;
    if (proj <= 0 || proj >= len2) continue;
    const int corners[6][2] = {{0, 2}, {0, -2}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
    int pos = 0, neg = 0, zero = 0;
    for (const auto& k : corners) {
      const long long v = 1LL * dx * (y + k[1]) - 1LL * dy * (x + k[0]);
      (v > 0 ? pos : v < 0 ? neg : zero)++;
    }
    if (pos > 0 && neg > 0) return false;
    if (zero == 1 && vertex_blocks) return false;
    if (zero == 2) (pos > 0 ? left : right) = true;
  }
  return !(left && right);
}

TEST(Memoir44Los, M10_EqualsTheWholeBoardScanOnEveryPair) {
  for (uint64_t seed : {1u, 2u, 3u}) {
    for (bool vertex : {true, false}) {
      TestBoard b;
      b.options.set_los_vertex_blocks(vertex);
      Rng rng(seed);
      for (int h = 0; h < kHexCount; ++h) {
        const int k = static_cast<int>(rng.Uniform(8));
        if (k == 0) b.At(ColOf(h), RowOf(h))->set_terrain(pb::TERRAIN_FOREST);
        if (k == 1) b.At(ColOf(h), RowOf(h))->set_terrain(pb::TERRAIN_TOWN);
        if (k == 2) b.Unit(ColOf(h), RowOf(h), 0, pb::UNIT_TYPE_ARMOR);
        if (k == 3) b.At(ColOf(h), RowOf(h))->set_terrain(pb::TERRAIN_HILL);
      }
      State& s = b.Build();
      // Hill groups are R9's: the reference ignores them, so compare with none grouped.
      for (int f = 0; f < kHexCount; ++f) {
        for (int t = 0; t < kHexCount; ++t) {
          if (f == t) continue;
          const bool hill_pair =
              IsHill(s.scenario->hexes[f].terrain) && IsHill(s.scenario->hexes[t].terrain);
          if (hill_pair) continue;  // a group may hold both: R9's tests cover it
          ASSERT_EQ(LineOfSight(s, f, t), ReferenceLos(s, f, t, vertex))
              << HexText(f) << " -> " << HexText(t) << " seed " << seed;
        }
      }
    }
  }
}

}  // namespace
}  // namespace arbiter::memoir44
