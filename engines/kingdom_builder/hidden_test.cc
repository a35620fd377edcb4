// Hidden information (K12): views hide the held cards of other seats, the draw pile's
// composition and the generator state; resampling keeps the view and redraws what is hidden.
#include "engines/core/envelope.h"
#include "engines/kingdom_builder/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

TEST(K12HiddenInformation, ViewsHideHeldCardsDrawPileAndGenerator) {
  const State s = NewState(3, {}, 1234);
  absl::StatusOr<v1::GameState> v = TheGame().View(PackKb(s), 1);
  ASSERT_TRUE(v.ok()) << v.status();
  pb::State view;
  v->payload().UnpackTo(&view);
  EXPECT_EQ(view.rng_state(), 0u);
  EXPECT_EQ(view.draw_pile().grass() + view.draw_pile().forest(), 0);
  EXPECT_EQ(view.draw_pile_size(), 22);
  EXPECT_EQ(view.seats(1).held_card(), s.seats[1].held);
  EXPECT_EQ(view.seats(2).held_card(), pb::TERRAIN_HIDDEN);
  EXPECT_EQ(view.played_card(), s.played);  // public
  absl::StatusOr<v1::GameState> spectator = TheGame().View(PackKb(s), kSpectator);
  ASSERT_TRUE(spectator.ok());
  spectator->payload().UnpackTo(&view);
  EXPECT_EQ(view.seats(1).held_card(), pb::TERRAIN_HIDDEN);
  EXPECT_FALSE(TheGame().View(PackKb(s), 3).ok());
}

TEST(K12HiddenInformation, ResampleKeepsTheViewAndChangesHiddenCards) {
  const State s = NewState(4, {}, 77);
  const v1::GameState g = PackKb(s);
  int differing = 0;
  for (int viewer : {0, 2, kSpectator}) {
    auto view = TheGame().View(g, viewer);
    ASSERT_TRUE(view.ok());
    for (uint64_t seed = 1; seed <= 10; ++seed) {
      auto re = TheGame().ResampleHidden(g, viewer, seed);
      ASSERT_TRUE(re.ok()) << re.status();
      ASSERT_TRUE(TheGame().Check(*re).ok());
      auto view2 = TheGame().View(*re, viewer);
      ASSERT_TRUE(view2.ok());
      EXPECT_EQ(view->SerializeAsString(), view2->SerializeAsString());
      differing += re->SerializeAsString() != g.SerializeAsString();
    }
  }
  EXPECT_GT(differing, 20);
}

}  // namespace
}  // namespace kingdom_builder
}  // namespace arbiter
