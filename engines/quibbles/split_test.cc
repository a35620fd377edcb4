// Q4 SPLIT: worked example E1, Q4's sets and "a 1 can never be split", and ruling R1 (taking
// nothing, for SPLIT and COMBINE alike).

#include <algorithm>
#include <string>

#include "engines/quibbles/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace quibbles {
namespace qtest {
namespace {

TEST(QuibblesSplit, E1_SplitSixTakingThreeThreeAndTwoFourLeavesOneFive) {
  const v1::GameState next = Ok(E1Table().Build(), 0, SplitOf(6, {{3, 3}, {2, 4}}));
  const pb::State s = PayloadOf(next);
  EXPECT_EQ(FromProto(s.row()), CountsOf({1, 5}));
  EXPECT_EQ(FromProto(s.seats(0).hand()), CountsOf({1, 3, 3, 2, 4}));
  EXPECT_EQ(FromProto(s.discard_pile()), CountsOf({6}));
  EXPECT_EQ(s.phase(), pb::PHASE_STASH_OR_END);
}

TEST(QuibblesSplit, E1_SplitSixTakingAllThreeSetsIsLegal) {
  const pb::State s = PayloadOf(Ok(E1Table().Build(), 0, SplitOf(6, {{3, 3}, {2, 4}, {1, 5}})));
  EXPECT_EQ(CardTotal(FromProto(s.row())), 0);
  EXPECT_EQ(FromProto(s.seats(0).hand()), CountsOf({1, 1, 2, 3, 3, 4, 5}));
}

TEST(QuibblesSplit, E1_SplitSixTakingThreeThreeTwiceIsIllegal) {
  ExpectIllegal(Try(E1Table().Build(), 0, SplitOf(6, {{3, 3}, {3, 3}})),
                "QUIBBLES_SPLIT_ROW_CARD_USED_TWICE", "Q4", "split.sets[1].values[0]");
}

TEST(QuibblesSplit, Q4_SetsAndValuesInAnyOrderAreNormalized) {
  ApplyResult r = Try(E1Table().Build(), 0, SplitOf(6, {{3, 3}, {4, 2}}));
  ASSERT_TRUE(r.legal);
  ApplyResult canonical = Try(E1Table().Build(), 0, SplitOf(6, {{2, 4}, {3, 3}}));
  EXPECT_EQ(r.state.SerializeAsString(), canonical.state.SerializeAsString());
  ASSERT_FALSE(r.events.empty());
  const pb::SplitPlayed played = DetailOf(r.events[0]).split_played();
  EXPECT_EQ(played.seat(), 0);
  EXPECT_EQ(played.card(), 6u);
  ASSERT_EQ(played.sets_size(), 2);
  EXPECT_EQ(played.sets(0).values(0), 2u);
  EXPECT_EQ(played.sets(0).values(1), 4u);
  EXPECT_EQ(played.sets(1).values(0), 3u);
}

TEST(QuibblesSplit, Q4_ListingHasEveryDistinctTakeOnceInCanonicalForm) {
  // E1: the pairs {1,5}, {2,4}, {3,3} in any non-empty combination, or {1,2,3} alone.
  std::vector<std::string> splits;
  for (const pb::Action& a : Legal(E1Table().Build(), 0)) {
    if (!a.has_split()) continue;
    EXPECT_EQ(a.split().card(), 6u);
    std::string text;
    for (const pb::Set& set : a.split().sets()) {
      text += "{";
      for (uint32_t v : set.values()) text += std::to_string(v);
      text += "}";
    }
    splits.push_back(text);
  }
  std::sort(splits.begin(), splits.end());
  EXPECT_EQ(splits, (std::vector<std::string>{"{123}", "{15}", "{15}{24}", "{15}{24}{33}",
                                              "{15}{33}", "{24}", "{24}{33}", "{33}"}));
  // {1,2,3}+{1,2,3} and {1,1,2,2}+{3,3} take the same cards: one listed action.
  Crafted c(2);
  c.Hand(0, {6}).Row({1, 1, 2, 2, 3, 3});
  int take_all = 0;
  for (const pb::Action& a : Legal(c.Build(), 0)) {
    int cards = 0;
    for (const pb::Set& set : a.split().sets()) cards += set.values_size();
    take_all += cards == 6;
  }
  EXPECT_EQ(take_all, 1);
  Ok(c.Build(), 0, SplitOf(6, {{1, 2, 3}, {3, 2, 1}}));
  Ok(c.Build(), 0, SplitOf(6, {{3, 3}, {2, 1, 2, 1}}));
}

TEST(QuibblesSplit, Q4_SetSumMismatch) {
  ExpectIllegal(Try(E1Table().Build(), 0, SplitOf(6, {{3, 3}, {2, 3}})),
                "QUIBBLES_SPLIT_SET_SUM_MISMATCH", "Q4", "split.sets[1]");
}

TEST(QuibblesSplit, Q4_SetNeedsTwoCards) {
  Crafted c(2);
  c.Hand(0, {5}).Row({5, 2, 3});
  ExpectIllegal(Try(c.Build(), 0, SplitOf(5, {{5}})), "QUIBBLES_SPLIT_SET_TOO_SMALL", "Q4",
                "split.sets[0]");
}

TEST(QuibblesSplit, Q4_SetCardNotInRow) {
  Crafted c(2);
  c.Hand(0, {5}).Row({3, 3, 2, 2});
  ExpectIllegal(Try(c.Build(), 0, SplitOf(5, {{2, 3}, {1, 4}})), "QUIBBLES_SPLIT_CARD_NOT_IN_ROW",
                "Q4", "split.sets[1].values[0]");
}

TEST(QuibblesSplit, Q4_PlayedCardMustBeInHand) {
  ExpectIllegal(Try(E1Table().Build(), 0, SplitOf(5, {{1, 4}})),
                "QUIBBLES_SPLIT_CARD_NOT_IN_HAND", "Q4", "split.card");
}

// Q4 (and R1): a 1 is never a SPLIT, listed nor accepted, under every option value: with a
// set it fails Q4's set rules; taking nothing it is NOTHING_TAKEN by default and
// SPLIT_CARD_IS_ONE under allow_empty_take (it was accepted and listed there before).
TEST(QuibblesSplit, Q4_AOneCanNeverBeSplit) {
  for (const bool empty_take : {false, true}) {
    Crafted c(2);
    c.Hand(0, {1, 1}).Row({1, 1, 2, 2});
    c.options().set_allow_empty_take(empty_take);
    for (const pb::Action& a : Legal(c.Build(), 0)) EXPECT_FALSE(a.has_split()) << Text(a);
    ExpectIllegal(Try(c.Build(), 0, SplitOf(1, {{1}})), "QUIBBLES_SPLIT_SET_TOO_SMALL", "Q4",
                  "split.sets[0]");
    ExpectIllegal(Try(c.Build(), 0, SplitOf(1, {{1, 1}})), "QUIBBLES_SPLIT_SET_SUM_MISMATCH",
                  "Q4", "split.sets[0]");
    if (empty_take) {
      ExpectIllegal(Try(c.Build(), 0, SplitOf(1, {})), "QUIBBLES_SPLIT_CARD_IS_ONE", "Q4",
                    "split.card");
    } else {
      ExpectIllegal(Try(c.Build(), 0, SplitOf(1, {})), "QUIBBLES_NOTHING_TAKEN", "R1",
                    "split.sets");
    }
  }
}

TEST(QuibblesSplit, Q1_ValuesOutsideOneToSixAreViolationsWithTheirField) {
  ExpectIllegal(Try(E1Table().Build(), 0, SplitOf(7, {{3, 4}})),
                "QUIBBLES_CARD_VALUE_OUT_OF_RANGE", "Q1", "split.card");
  ExpectIllegal(Try(E1Table().Build(), 0, SplitOf(0, {})), "QUIBBLES_CARD_VALUE_OUT_OF_RANGE",
                "Q1", "split.card");
  ExpectIllegal(Try(E1Table().Build(), 0, SplitOf(6, {{3, 3}, {6, 0}})),
                "QUIBBLES_CARD_VALUE_OUT_OF_RANGE", "Q1", "split.sets[1].values[1]");
  ExpectIllegal(Try(E1Table().Build(), 0, CombineOf({1, 9}, 1)),
                "QUIBBLES_CARD_VALUE_OUT_OF_RANGE", "Q1", "combine.cards[1]");
  ExpectIllegal(Try(E1Table().Build(), 0, DrawOf(0)), "QUIBBLES_CARD_VALUE_OUT_OF_RANGE", "Q1",
                "draw.card");
}

TEST(QuibblesRulings, R1_AllowEmptyTakeFalseRejectsTakingNothing) {
  ExpectIllegal(Try(E1Table().Build(), 0, SplitOf(6, {})), "QUIBBLES_NOTHING_TAKEN", "R1",
                "split.sets");
  ExpectIllegal(Try(E2Table().Build(), 0, CombineOf({1, 2, 3}, 0)), "QUIBBLES_NOTHING_TAKEN",
                "R1", "combine.take_count");
  for (const pb::Action& a : Legal(E2Table().Build(), 0)) {
    if (a.has_split()) {
      EXPECT_GT(a.split().sets_size(), 0) << Text(a);
    }
    if (a.has_combine()) {
      EXPECT_GT(a.combine().take_count(), 0u) << Text(a);
    }
  }
}

TEST(QuibblesRulings, R1_AllowEmptyTakeTrueAcceptsTakingNothing) {
  Crafted c = E1Table();
  c.options().set_allow_empty_take(true);
  const pb::State s = PayloadOf(Ok(c.Build(), 0, SplitOf(6, {})));
  EXPECT_EQ(FromProto(s.seats(0).hand()), CountsOf({1}));
  EXPECT_EQ(FromProto(s.row()), CountsOf({3, 3, 2, 4, 1, 5}));
  // A 1 is never played as a SPLIT, even taking nothing (Q4; R1's last sentence), nor listed
  // as one; a 1 may still be combined, and a combine may take nothing.
  ExpectIllegal(Try(c.Build(), 0, SplitOf(1, {})), "QUIBBLES_SPLIT_CARD_IS_ONE", "Q4",
                "split.card");
  for (const pb::Action& a : Legal(c.Build(), 0)) {
    if (a.has_split()) EXPECT_NE(a.split().card(), 1u) << Text(a);
  }
  Crafted e = E2Table();
  e.options().set_allow_empty_take(true);
  Ok(e.Build(), 0, CombineOf({1, 4}, 0));
  bool listed_empty_split = false, listed_empty_combine = false;
  for (const pb::Action& a : Legal(e.Build(), 0)) {
    listed_empty_split |= a.has_split() && a.split().sets_size() == 0;
    listed_empty_combine |= a.has_combine() && a.combine().take_count() == 0;
  }
  EXPECT_TRUE(listed_empty_split);
  EXPECT_TRUE(listed_empty_combine);
  Ok(e.Build(), 0, CombineOf({1, 2}, 0));
}

}  // namespace
}  // namespace qtest
}  // namespace quibbles
}  // namespace arbiter
