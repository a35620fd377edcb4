// Q6 DRAW: the card into the row, two cards drawn, no hand limit.

#include "engines/quibbles/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace quibbles {
namespace qtest {
namespace {

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

}  // namespace
}  // namespace qtest
}  // namespace quibbles
}  // namespace arbiter
