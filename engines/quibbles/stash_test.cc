// Q7 STASH: worked examples E3 and E4, the full collection, and ruling R2.

#include <algorithm>
#include <string>

#include "engines/quibbles/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace quibbles {
namespace qtest {
namespace {

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

}  // namespace
}  // namespace qtest
}  // namespace quibbles
}  // namespace arbiter
