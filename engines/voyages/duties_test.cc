// V7: the Ship's Duties grid, the cell that must be marked (R4), row and column rewards;
// worked example E4.
#include "engines/voyages/test_util.h"
#include "engines/voyages/violations.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace voyages {
namespace {

using testing::Do;
using testing::Fresh;
using testing::SailA;

std::string Judge(const State& s, const pb::Action& a) {
  SailPlan p;
  Verdict v = JudgeSail(s, 0, a.sail(), &p);
  return v ? v->code() : "";
}

// E4 (V7, R4): empty grid, duty 5: it must mark row 1, column 1 (naming it). Another 5 later:
// nothing to mark, duty_cell empty.
TEST(Duties, E4_R4_MustMarkTheFive) {
  State s = Fresh(2, {3, 1, 5});  // E 1; duty die 2 shows 5
  EXPECT_EQ(DutyChoices(testing::TwTest(), s.sheets[0], 5), uint64_t{1} << 4);
  EXPECT_EQ(Judge(s, SailA(0, 1, 2)), kDutyCell.code);          // missing
  EXPECT_EQ(Judge(s, SailA(0, 1, 2, {}, 0, 1)), kDutyCell.code);  // shows 2
  EXPECT_EQ(Judge(s, SailA(0, 1, 2, {}, 5, 5)), kDutyCell.code);  // off the grid
  ASSERT_EQ(Do(s, 0, SailA(0, 1, 2, {}, 1, 1)), "");
  EXPECT_EQ(s.sheets[0].marked, uint64_t{1} << 4);
  State later = Fresh(2, {3, 1, 5});
  later.sheets[0].marked = uint64_t{1} << 4;
  EXPECT_EQ(DutyChoices(testing::TwTest(), later.sheets[0], 5), 0u);
  EXPECT_EQ(Judge(later, SailA(0, 1, 2, {}, 1, 1)), kDutyCell.code);  // R4: nothing to mark
  ASSERT_EQ(Do(later, 0, SailA(0, 1, 2)), "");
  EXPECT_EQ(later.sheets[0].marked, uint64_t{1} << 4);
}

// E4 (V7): marking 4, 5, 6 completes row 1: a ready regular sailor turns heroic.
TEST(Duties, E4_RowOneGivesARelic) {
  State s = Fresh(1, {1, 1, 1});
  Sheet& me = s.sheets[0];
  me.marked = (uint64_t{1} << 3) | (uint64_t{1} << 4);
  MarkDuty(s, 0, 5, nullptr);
  EXPECT_EQ(me.ready_heroic, 1);
  EXPECT_EQ(me.ready_regular, 5);
  EXPECT_EQ(DutyLines(testing::TwTest(), me.marked), 1);
}

// E4 (V7, R6): if every ready sailor is already heroic, the relic is lost.
TEST(Duties, E4_RelicLostWithoutARegularSailor) {
  State s = Fresh(1, {1, 1, 1});
  Sheet& me = s.sheets[0];
  me.ready_regular = 0;
  me.exhausted_regular = 4;
  me.ready_heroic = 2;
  me.marked = (uint64_t{1} << 3) | (uint64_t{1} << 4);
  Events events;
  MarkDuty(s, 0, 5, &events);
  EXPECT_EQ(me.ready_heroic, 2);
  EXPECT_EQ(me.exhausted_regular, 4);
  pb::Event e;
  ASSERT_TRUE(events.back().detail().UnpackTo(&e));
  EXPECT_EQ(e.gained().kind(), "gain_relic");
  EXPECT_EQ(e.gained().lost(), 1);
  EXPECT_EQ(e.gained().source(), "row 1");
}

// E4 (V7): marking 3 and 6 completes column 2: +1 sailor; the line pays once.
TEST(Duties, E4_ColumnTwoGivesASailor) {
  State s = Fresh(1, {1, 1, 1});
  Sheet& me = s.sheets[0];
  MarkDuty(s, 0, 2, nullptr);
  EXPECT_EQ(me.ready_regular, 6);
  MarkDuty(s, 0, 5, nullptr);
  EXPECT_EQ(me.ready_regular, 7);
  EXPECT_EQ(DutyLines(testing::TwTest(), me.marked), 1);
}

// V7: a mark completing a row and a column claims the row first, then the column (column 0's
// star after row 1's relic).
TEST(Duties, V7_RowThenColumn) {
  State s = Fresh(1, {1, 1, 1});
  Sheet& me = s.sheets[0];
  me.marked = (uint64_t{1} << 0) | (uint64_t{1} << 4) | (uint64_t{1} << 5);
  Events events;
  MarkDuty(s, 0, 3, &events);
  ASSERT_EQ(events.size(), 3u);  // marked, row 1's relic, column 0's star
  pb::Event row, col;
  ASSERT_TRUE(events[1].detail().UnpackTo(&row));
  ASSERT_TRUE(events[2].detail().UnpackTo(&col));
  EXPECT_EQ(row.gained().source(), "row 1");
  EXPECT_EQ(col.gained().source(), "column 0");
  EXPECT_EQ(me.stars, 1);
  EXPECT_EQ(me.ready_heroic, 1);
}

}  // namespace
}  // namespace voyages
}  // namespace arbiter
