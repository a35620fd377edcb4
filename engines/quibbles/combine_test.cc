// Q5 COMBINE: worked example E2 and Q5's cards, totals and takes.

#include <string>
#include <vector>

#include "engines/quibbles/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace quibbles {
namespace qtest {
namespace {

TEST(QuibblesCombine, E2_CombineOneTwoThreeTakesAllThreeSixes) {
  ApplyResult r = Try(E2Table().Build(), 0, CombineOf({3, 1, 2}, 3));
  ASSERT_TRUE(r.legal) << r.violation.code();
  const pb::State s = PayloadOf(r.state);
  EXPECT_EQ(FromProto(s.seats(0).hand()), CountsOf({4, 6, 6, 6}));
  EXPECT_EQ(FromProto(s.row()), CountsOf({1, 2, 5}));
  EXPECT_EQ(FromProto(s.discard_pile()), CountsOf({1, 2, 3}));
  const pb::CombinePlayed played = DetailOf(r.events[0]).combine_played();
  EXPECT_EQ(played.total(), 6u);
  EXPECT_EQ(played.take_count(), 3u);
  ASSERT_EQ(played.cards_size(), 3);
  EXPECT_EQ(played.cards(0), 1u);
}

TEST(QuibblesCombine, E2_CombineOneTwoFourIsIllegalTotalSeven) {
  ExpectIllegal(Try(E2Table().Build(), 0, CombineOf({1, 2, 4}, 1)),
                "QUIBBLES_COMBINE_TOTAL_OVER_SIX", "Q5", "combine.cards");
}

TEST(QuibblesCombine, Q5_TakingFewerMatchingCardsIsLegal) {
  const pb::State s = PayloadOf(Ok(E2Table().Build(), 0, CombineOf({2, 4}, 1)));
  EXPECT_EQ(FromProto(s.row()), CountsOf({6, 6, 1, 2, 5}));
  EXPECT_EQ(FromProto(s.seats(0).hand()), CountsOf({1, 3, 6}));
}

TEST(QuibblesCombine, Q5_ListingHasEveryPlayedMultisetAndTakeCount) {
  std::vector<std::string> combines;
  for (const pb::Action& a : Legal(E2Table().Build(), 0)) {
    if (!a.has_combine()) continue;
    std::string text;
    for (uint32_t v : a.combine().cards()) text += std::to_string(v);
    combines.push_back(text + "x" + std::to_string(a.combine().take_count()));
  }
  // {1,4}/{2,3} -> the one 5; {2,4}/{1,2,3} -> one to three 6s; no 3 or 4 in the row.
  EXPECT_EQ(combines, (std::vector<std::string>{"14x1", "23x1", "123x1", "123x2", "123x3",
                                                "24x1", "24x2", "24x3"}));
}

TEST(QuibblesCombine, Q5_NeedsTwoOrMoreCards) {
  ExpectIllegal(Try(E2Table().Build(), 0, CombineOf({2}, 1)), "QUIBBLES_COMBINE_TOO_FEW_CARDS",
                "Q5", "combine.cards");
}

TEST(QuibblesCombine, Q5_CardsMustBeInHand) {
  ExpectIllegal(Try(E2Table().Build(), 0, CombineOf({2, 2}, 1)),
                "QUIBBLES_COMBINE_CARD_NOT_IN_HAND", "Q5", "combine.cards[1]");
}

TEST(QuibblesCombine, Q5_TakeCountBoundedByMatchingRowCards) {
  ExpectIllegal(Try(E2Table().Build(), 0, CombineOf({1, 2, 3}, 4)),
                "QUIBBLES_COMBINE_TAKE_EXCEEDS_ROW", "Q5", "combine.take_count");
  Crafted c(2);
  c.Hand(0, {1, 3}).Row({6, 6, 1});
  ExpectIllegal(Try(c.Build(), 0, CombineOf({1, 3}, 1)), "QUIBBLES_COMBINE_TAKE_EXCEEDS_ROW", "Q5",
                "combine.take_count");
}

TEST(QuibblesCombine, Q5_SevenCardsAlwaysExceedSix) {
  Crafted c(2);
  c.Hand(0, {1, 1, 1, 1, 1, 1, 1}).Row({6});
  ExpectIllegal(Try(c.Build(), 0, CombineOf({1, 1, 1, 1, 1, 1, 1}, 1)),
                "QUIBBLES_COMBINE_TOTAL_OVER_SIX", "Q5", "combine.cards");
  EXPECT_TRUE(Try(c.Build(), 0, CombineOf({1, 1, 1, 1, 1, 1}, 1)).legal);
}

}  // namespace
}  // namespace qtest
}  // namespace quibbles
}  // namespace arbiter
