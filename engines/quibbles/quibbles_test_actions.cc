// The main actions and the stash: Q4 SPLIT, Q5 COMBINE, Q6 DRAW, Q7 STASH, rulings R1 and R2,
// worked examples E1-E4.
#include <algorithm>
#include <string>

#include "engines/quibbles/quibbles_test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace quibbles {
namespace qtest {
namespace {

// E1's situation: hand {6, 1}, row {3, 3, 2, 4, 1, 5}.
Crafted E1Table() {
  Crafted c(2);
  c.Hand(0, {6, 1}).Hand(1, {2, 2}).Row({3, 3, 2, 4, 1, 5});
  return c;
}

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

TEST(QuibblesSplit, Q4_AOneCanNeverBeSplit) {
  Crafted c(2);
  c.Hand(0, {1, 1}).Row({1, 1, 2, 2});
  for (const pb::Action& a : Legal(c.Build(), 0)) EXPECT_FALSE(a.has_split()) << Text(a);
  ExpectIllegal(Try(c.Build(), 0, SplitOf(1, {{1}})), "QUIBBLES_SPLIT_SET_TOO_SMALL", "Q4",
                "split.sets[0]");
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

// E2's situation: hand {1, 2, 3, 4}, row with three 6s.
Crafted E2Table() {
  Crafted c(2);
  c.Hand(0, {1, 2, 3, 4}).Hand(1, {5}).Row({6, 6, 6, 1, 2, 5});
  return c;
}

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

TEST(QuibblesDraw, Q6_DrawPutsTheCardInTheRowAndDrawsTwo) {
  Crafted c(2);
  c.Hand(0, {2, 5}).Row({1, 1, 1, 1, 1, 1});
  ApplyResult r = Try(c.Build(), 0, DrawOf(5));
  ASSERT_TRUE(r.legal);
  const pb::State s = PayloadOf(r.state);
  EXPECT_EQ(FromProto(s.row()), CountsOf({1, 1, 1, 1, 1, 1, 5}));
  EXPECT_EQ(s.seats(0).hand_size(), 3);
  EXPECT_GE(FromProto(s.seats(0).hand())[1], 1);  // the 2 stays
  EXPECT_EQ(s.draw_pile_size(), 132 - 8 - 2);
  EXPECT_EQ(s.phase(), pb::PHASE_STASH_OR_END);
  ASSERT_EQ(r.events.size(), 2u);
  EXPECT_EQ(DetailOf(r.events[0]).card_added_to_row().card(), 5u);
  EXPECT_EQ(r.events[1].visibility(), v1::VISIBILITY_PRIVATE);
  EXPECT_EQ(DetailOf(r.events[1]).cards_drawn().values_size(), 2);
}

TEST(QuibblesDraw, Q6_NoHandLimit) {
  Crafted c(2);
  c.Hand(0, {1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4, 4}).Row({6});
  const pb::State s = PayloadOf(Ok(c.Build(), 0, DrawOf(4)));
  EXPECT_EQ(s.seats(0).hand_size(), 21);
}

TEST(QuibblesDraw, Q6_CardMustBeInHand) {
  Crafted c(2);
  c.Hand(0, {2}).Row({6});
  ExpectIllegal(Try(c.Build(), 0, DrawOf(3)), "QUIBBLES_DRAW_CARD_NOT_IN_HAND", "Q6",
                "draw.card");
}

Crafted StashTable(std::initializer_list<int> hand) {
  Crafted c(2);
  c.Hand(0, hand).Hand(1, {1}).Row({1, 2, 3, 4, 5, 6}).Phase(pb::PHASE_STASH_OR_END);
  return c;
}

TEST(QuibblesStash, E3_StashFourOfFourFoursLeavesNoFour) {
  ApplyResult r = Try(StashTable({4, 4, 4, 4, 2}).Build(), 0, StashOf(4));
  ASSERT_TRUE(r.legal) << r.violation.code();
  const pb::State s = PayloadOf(r.state);
  EXPECT_EQ(FromProto(s.seats(0).collection()), CountsOf({4}));
  EXPECT_EQ(FromProto(s.seats(0).hand()), CountsOf({2}));
  EXPECT_EQ(FromProto(s.discard_pile()), CountsOf({4, 4, 4}));
  const pb::Stashed st = DetailOf(r.events[0]).stashed();
  EXPECT_EQ(st.value(), 4u);
  EXPECT_EQ(st.discarded_count(), 3);
  EXPECT_EQ(st.collection_total(), 4);
  // The stash ends the turn (Q3): housekeeping ran, seat 1 is next.
  EXPECT_EQ(s.current_seat(), 1);
  EXPECT_EQ(s.phase(), pb::PHASE_MAIN_ACTION);
}

TEST(QuibblesStash, E4_StashFiveWithTwoFivesIsIllegal) {
  ExpectIllegal(Try(StashTable({5, 5, 1}).Build(), 0, StashOf(5)), "QUIBBLES_STASH_TOO_FEW_CARDS",
                "Q7", "stash.value");
}

TEST(QuibblesStash, Q7_StashComesAfterTheMainAction) {
  Crafted c = StashTable({2, 2});
  c.Phase(pb::PHASE_MAIN_ACTION);
  ExpectIllegal(Try(c.Build(), 0, StashOf(2)), "QUIBBLES_MAIN_ACTION_REQUIRED", "Q3", "");
}

TEST(QuibblesStash, Q7_OnlyOneStashPerTurn) {
  const v1::GameState after = Ok(StashTable({2, 2, 3, 3, 3}).Build(), 0, StashOf(2));
  // The stash ended seat 0's turn; a second stash is not seat 0's to make.
  ApplyResult r = Try(after, 0, StashOf(3));
  ExpectIllegal(r, "ARBITER_NOT_YOUR_TURN", "Q3", "");
}

TEST(QuibblesStash, Q7_FullCollectionMustNameTheCardToDiscard) {
  Crafted c = StashTable({3, 3, 3, 2});
  c.Collection(0, {1, 1, 1, 2, 2, 2});
  const v1::GameState state = c.Build();
  ExpectIllegal(Try(state, 0, StashOf(3)), "QUIBBLES_COLLECTION_FULL_NAME_DISCARD", "Q7",
                "stash.discard_from_collection");
  ExpectIllegal(Try(state, 0, StashOf(3, 4)), "QUIBBLES_COLLECTION_CARD_NOT_HELD", "Q7",
                "stash.discard_from_collection");
  ExpectIllegal(Try(state, 0, StashOf(3, 8)), "QUIBBLES_CARD_VALUE_OUT_OF_RANGE", "Q1",
                "stash.discard_from_collection");
  ApplyResult r = Try(state, 0, StashOf(3, 1));
  ASSERT_TRUE(r.legal);
  const pb::State s = PayloadOf(r.state);
  EXPECT_EQ(FromProto(s.seats(0).collection()), CountsOf({1, 1, 2, 2, 2, 3}));
  EXPECT_EQ(DetailOf(r.events[0]).collection_discarded().value(), 1u);
  // The discarded collection card and the two other 3s are on the discard pile.
  EXPECT_EQ(FromProto(s.discard_pile()), CountsOf({1, 3, 3}));
  // Listing offers one stash per distinct collection value to discard.
  std::vector<std::string> stashes;
  for (const pb::Action& a : Legal(state, 0)) {
    if (a.has_stash()) stashes.push_back(Text(a));
  }
  EXPECT_EQ(stashes.size(), 2u);
}

TEST(QuibblesStash, Q7_CollectionNotFullMustNotNameADiscard) {
  ExpectIllegal(Try(StashTable({2, 2}).Build(), 0, StashOf(2, 2)),
                "QUIBBLES_COLLECTION_NOT_FULL", "Q7", "stash.discard_from_collection");
}

TEST(QuibblesStash, Q7_ListingOffersEachStashableValueThenEndTurn) {
  const std::vector<pb::Action> legal = Legal(StashTable({1, 2, 2, 3, 3, 5}).Build(), 0);
  std::vector<std::string> got;
  for (const auto& a : legal) got.push_back(Text(a));
  ASSERT_EQ(got.size(), 3u);
  EXPECT_EQ(legal[0].stash().value(), 1u);
  EXPECT_EQ(legal[1].stash().value(), 2u);
  EXPECT_TRUE(legal[2].has_end_turn());
}

TEST(QuibblesRulings, R2_DiscardAllRemovesEveryCardOfTheValue) {
  const pb::State s = PayloadOf(Ok(StashTable({3, 3, 3, 3, 3, 3, 1}).Build(), 0, StashOf(3)));
  EXPECT_EQ(FromProto(s.seats(0).hand()), CountsOf({1}));
  EXPECT_EQ(FromProto(s.discard_pile()), CountsOf({3, 3, 3, 3, 3}));
}

TEST(QuibblesRulings, R2_KeepSurplusDiscardsExactlyVMinusOne) {
  Crafted c = StashTable({3, 3, 3, 3, 3, 3, 1});
  c.options().set_stash_surplus(pb::STASH_SURPLUS_KEEP_SURPLUS);
  ApplyResult r = Try(c.Build(), 0, StashOf(3));
  ASSERT_TRUE(r.legal);
  const pb::State s = PayloadOf(r.state);
  EXPECT_EQ(FromProto(s.seats(0).hand()), CountsOf({1, 3, 3, 3}));
  EXPECT_EQ(FromProto(s.discard_pile()), CountsOf({3, 3}));
  EXPECT_EQ(DetailOf(r.events[0]).stashed().discarded_count(), 2);
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
  // Even a 1 may be played taking nothing, and a combine may take nothing.
  Ok(c.Build(), 0, SplitOf(1, {}));
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
}

}  // namespace
}  // namespace qtest
}  // namespace quibbles
}  // namespace arbiter
