// V5, V6: the straight-line move and its three stop reasons; R3, R11, R12; worked examples E2
// and E10.
#include "engines/voyages/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace voyages {
namespace {

using testing::At;
using testing::Do;
using testing::Fresh;
using testing::SailA;

// V5 / V17: the windrose maps 1 NW, 2 NE, 3 E, 4 SE, 5 SW, 6 W.
TEST(Move, V5_Windrose) {
  const Pack& p = testing::TwTest();
  const std::array<std::array<int, 2>, 6> want = {
      {{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}};
  EXPECT_EQ(p.windrose, want);
}

// E2 (V6, R3): from (0, 2), direction 6 (W), distance 4: no step, nothing explored, no
// landing; the duty is still marked (R3).
TEST(Move, E2_R3_NoStepNoLanding) {
  State s = Fresh(2, {6, 4, 1});
  ASSERT_EQ(Do(s, 0, SailA(0, 1, 2, {}, 0, 0)), "");
  const Sheet& me = s.sheets[0];
  EXPECT_EQ(me.ship, At(0, 2));
  EXPECT_EQ(me.regions, 0u);
  EXPECT_EQ(me.marked, 1u);
  EXPECT_EQ(me.step, Step::kDone);
  const MoveResult m = MoveShip(testing::TwTest(), At(0, 2), 6, 4);
  EXPECT_EQ(m.steps, 0);
  EXPECT_EQ(m.reason, pb::STOP_REASON_EDGE);
}

// E2 (V6): direction 1 (NW), distance 4 from the start: (0, 1), (0, 0), then off the map:
// stops at (0, 0). From (2, 1), direction 3, distance 3: (3, 1), then (4, 1) is blocked.
TEST(Move, E2_V6_EdgeBlockedAndTheThreeStops) {
  const Pack& p = testing::TwTest();
  MoveResult m = MoveShip(p, At(0, 2), 1, 4);
  EXPECT_EQ(m.end, At(0, 0));
  EXPECT_EQ(m.steps, 2);
  EXPECT_EQ(m.reason, pb::STOP_REASON_EDGE);
  EXPECT_EQ(m.regions, 1u);  // west
  m = MoveShip(p, At(2, 1), 3, 3);
  EXPECT_EQ(m.end, At(3, 1));
  EXPECT_EQ(m.steps, 1);
  EXPECT_EQ(m.reason, pb::STOP_REASON_EDGE);
  // The third stop reason: the distance (every step taken), and the Dread stops the ship.
  m = MoveShip(p, At(0, 2), 4, 2);
  EXPECT_EQ(m.end, At(0, 4));
  EXPECT_EQ(m.reason, pb::STOP_REASON_DISTANCE);
  m = MoveShip(p, At(6, 2), 4, 6);
  EXPECT_EQ(m.end, At(6, 4));
  EXPECT_EQ(m.reason, pb::STOP_REASON_DREAD);
}

// E10 (V6, R12): Palm visited and middle explored, the ship at (1, 2): direction 3, distance
// 5 gives (2, 2), (3, 2), a stop on Palm; nothing new is gained or explored.
TEST(Move, E10_R12_VisitedIslandStopsAgain) {
  State s = Fresh(2, {3, 5, 1});
  Sheet& me = s.sheets[0];
  me.islands = 1;
  me.regions = 0b011;
  me.collected.set(At(3, 2));
  testing::Place(s, 0, 1, 2);
  const Sheet before = me;
  Events events;
  ASSERT_EQ(Do(s, 0, SailA(0, 1, 2, {}, 0, 0), &events), "");
  EXPECT_EQ(me.ship, At(3, 2));
  EXPECT_EQ(me.islands, before.islands);
  EXPECT_EQ(me.regions, before.regions);
  EXPECT_EQ(me.ready_regular, before.ready_regular);
  pb::Event e;
  ASSERT_TRUE(events[0].detail().UnpackTo(&e));
  EXPECT_EQ(e.sailed().path_size(), 2);
  EXPECT_EQ(e.sailed().reason(), pb::STOP_REASON_ISLAND);
}

// R12: no ship passes through an island: E 6 from (1, 2) ends on Palm.
TEST(Move, R12_NoPassingThroughAnIsland) {
  EXPECT_EQ(MoveShip(testing::TwTest(), At(1, 2), 3, 6).end, At(3, 2));
}

// R11: the start space alone explores nothing; the first move into a region does.
TEST(Move, R11_StartExploresNothing) {
  State s = Fresh(1, {1, 1, 1});
  EXPECT_EQ(s.sheets[0].regions, 0u);
  ASSERT_EQ(Do(s, 0, SailA(0, 1, 2, {}, 0, 0)), "");  // NW 1: (0, 1)
  EXPECT_EQ(s.sheets[0].regions, 1u);
}

}  // namespace
}  // namespace voyages
}  // namespace arbiter
