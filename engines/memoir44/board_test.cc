// M2: board geometry, sections, distance, neighbours, back hexes; E1.
#include "engines/memoir44/board.h"

#include <set>

#include "gtest/gtest.h"

namespace arbiter::memoir44 {
namespace {

TEST(Memoir44Board, M2_113HexesInReadingOrderRoundTrip) {
  int count = 0;
  for (int r = 0; r < kRows; ++r) {
    for (int c = -2; c <= 26; ++c) {
      const HexId h = HexAt(c, r);
      if (h == kNoHex) continue;
      EXPECT_EQ(h, count);
      EXPECT_EQ(ColOf(h), c);
      EXPECT_EQ(RowOf(h), r);
      EXPECT_EQ((c + r) % 2, 0);
      ++count;
    }
  }
  EXPECT_EQ(count, kHexCount);
  EXPECT_EQ(HexAt(0, 1), kNoHex);  // odd rows run 1..23
  EXPECT_EQ(HexAt(24, 1), kNoHex);
  EXPECT_EQ(HexAt(1, 0), kNoHex);  // c + r odd
  EXPECT_EQ(HexAt(0, 9), kNoHex);
  EXPECT_EQ(FromHex(ToHex(57)), 57);
}

TEST(Memoir44Board, M2_NeighboursAreTheSixOnTheBoard) {
  EXPECT_EQ(Neighbours(HexAt(10, 4)).size(), 6u);
  std::set<HexId> n(Neighbours(HexAt(10, 4)).begin(), Neighbours(HexAt(10, 4)).end());
  EXPECT_EQ(n, (std::set<HexId>{HexAt(8, 4), HexAt(12, 4), HexAt(9, 3), HexAt(11, 3), HexAt(9, 5),
                                HexAt(11, 5)}));
  EXPECT_EQ(Neighbours(HexAt(0, 0)).size(), 2u);  // (2,0), (1,1)
  EXPECT_EQ(Neighbours(HexAt(0, 2)).size(), 3u);  // (2,2), (1,1), (1,3)
  EXPECT_EQ(Neighbours(HexAt(1, 1)).size(), 5u);  // (-1, 1) is off the board
  EXPECT_EQ(Neighbours(HexAt(3, 1)).size(), 6u);
  for (int h = 0; h < kHexCount; ++h) {
    for (HexId x : Neighbours(h)) {
      EXPECT_EQ(Distance(h, x), 1);
      EXPECT_TRUE(Adjacent(h, x));
    }
  }
  EXPECT_FALSE(Adjacent(HexAt(10, 4), HexAt(10, 4)));
  EXPECT_TRUE(Neighbours(kNoHex).empty());
}

TEST(Memoir44Board, E1_Distances) {
  EXPECT_EQ(Distance(HexAt(4, 4), HexAt(7, 7)), 3);
  EXPECT_EQ(Distance(HexAt(4, 4), HexAt(12, 4)), 4);
  EXPECT_EQ(Distance(HexAt(4, 4), HexAt(10, 6)), 4);
  EXPECT_EQ(Distance(HexAt(10, 4), HexAt(14, 6)), 3);  // E2's range
  EXPECT_EQ(Distance(HexAt(0, 0), HexAt(24, 8)), 16);
}

TEST(Memoir44Board, E1_SectionsAsEachSeatSeesThem) {
  // Player2 (seat 1).
  EXPECT_TRUE(InSection(1, HexAt(6, 0), pb::SECTION_LEFT));
  EXPECT_FALSE(InSection(1, HexAt(6, 0), pb::SECTION_CENTER));
  EXPECT_TRUE(InSection(1, HexAt(8, 0), pb::SECTION_CENTER));
  EXPECT_FALSE(InSection(1, HexAt(8, 0), pb::SECTION_LEFT));
  EXPECT_TRUE(InSection(1, HexAt(7, 1), pb::SECTION_LEFT));
  EXPECT_TRUE(InSection(1, HexAt(7, 1), pb::SECTION_CENTER));
  EXPECT_FALSE(InSection(1, HexAt(7, 1), pb::SECTION_RIGHT));
  // Player1 (seat 0) faces the other way.
  EXPECT_TRUE(InSection(0, HexAt(7, 1), pb::SECTION_RIGHT));
  EXPECT_TRUE(InSection(0, HexAt(7, 1), pb::SECTION_CENTER));
  EXPECT_FALSE(InSection(0, HexAt(7, 1), pb::SECTION_LEFT));
  EXPECT_TRUE(InSection(0, HexAt(18, 4), pb::SECTION_LEFT));
  EXPECT_FALSE(InSection(0, HexAt(18, 4), pb::SECTION_CENTER));
  EXPECT_FALSE(InSection(0, HexAt(6, 0), pb::SECTION_UNSPECIFIED));
}

TEST(Memoir44Board, M2_EightSharedHexesOnTheDottedLines) {
  int shared = 0;
  for (int h = 0; h < kHexCount; ++h) {
    const int m = SectionMask(1, h);
    EXPECT_NE(m, 0);
    if ((m & (m - 1)) != 0) {
      ++shared;
      EXPECT_TRUE(ColOf(h) == 7 || ColOf(h) == 17);
      EXPECT_EQ(RowOf(h) % 2, 1);
    }
  }
  EXPECT_EQ(shared, 8);
}

TEST(Memoir44Board, M7_CounterAttackMirrorsSectionsSameColumns) {
  EXPECT_EQ(MirrorSection(pb::SECTION_LEFT), pb::SECTION_RIGHT);
  EXPECT_EQ(MirrorSection(pb::SECTION_RIGHT), pb::SECTION_LEFT);
  EXPECT_EQ(MirrorSection(pb::SECTION_CENTER), pb::SECTION_CENTER);
  // E11: player1's left (c >= 17) is player2's right: the same columns.
  for (int h = 0; h < kHexCount; ++h) {
    EXPECT_EQ(InSection(0, h, pb::SECTION_LEFT), InSection(1, h, pb::SECTION_RIGHT));
  }
}

TEST(Memoir44Board, M2_BackIsTowardTheOwnBaseline) {
  EXPECT_EQ(BackRow(0, 4), 3);
  EXPECT_EQ(BackRow(1, 4), 5);
  std::set<HexId> b0(BackHexes(0, HexAt(6, 2)).begin(), BackHexes(0, HexAt(6, 2)).end());
  EXPECT_EQ(b0, (std::set<HexId>{HexAt(5, 1), HexAt(7, 1)}));  // E7
  std::set<HexId> b1(BackHexes(1, HexAt(6, 2)).begin(), BackHexes(1, HexAt(6, 2)).end());
  EXPECT_EQ(b1, (std::set<HexId>{HexAt(5, 3), HexAt(7, 3)}));
  EXPECT_TRUE(BackHexes(0, HexAt(4, 0)).empty());   // on the baseline: no back hex
  EXPECT_EQ(BackHexes(0, HexAt(0, 2)).size(), 1u);  // (1, 1) only
  EXPECT_EQ(HexText(HexAt(7, 3)), "(7, 3)");
}

}  // namespace
}  // namespace arbiter::memoir44
