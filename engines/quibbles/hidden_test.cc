// Q11 hidden information: views, private events, ResampleHidden.
#include "absl/strings/match.h"
#include "engines/core/events.h"
#include "engines/quibbles/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace quibbles {
namespace qtest {
namespace {

pb::State ViewPayload(const v1::GameState& state, int viewer) {
  absl::StatusOr<v1::GameState> view = Game().View(state, viewer);
  EXPECT_TRUE(view.ok()) << view.status();
  return view.ok() ? PayloadOf(*view) : pb::State();
}

TEST(QuibblesHidden, Q11_SeatSeesOwnHandAndPublicPartsOnly) {
  const v1::GameState state = NewState(3, 11);
  const pb::State full = PayloadOf(state);
  const pb::State v = ViewPayload(state, 1);
  EXPECT_EQ(v.seats(1).hand().SerializeAsString(), full.seats(1).hand().SerializeAsString());
  for (int p : {0, 2}) {
    EXPECT_EQ(CardTotal(FromProto(v.seats(p).hand())), 0);
    EXPECT_EQ(v.seats(p).hand_size(), 6);
  }
  EXPECT_EQ(CardTotal(FromProto(v.draw_pile())), 0);
  EXPECT_EQ(v.draw_pile_size(), full.draw_pile_size());
  EXPECT_EQ(v.rng_state(), 0u);
  EXPECT_EQ(v.row().SerializeAsString(), full.row().SerializeAsString());
  EXPECT_EQ(v.current_seat(), full.current_seat());
}

TEST(QuibblesHidden, Q11_SpectatorSeesNoHand) {
  const pb::State v = ViewPayload(NewState(2, 12), kSpectator);
  for (const auto& seat : v.seats()) {
    EXPECT_EQ(CardTotal(FromProto(seat.hand())), 0);
    EXPECT_EQ(seat.hand_size(), 6);
  }
}

TEST(QuibblesHidden, Q11_ViewRejectsAViewerOutsideTheGame) {
  absl::StatusOr<v1::GameState> v = Game().View(NewState(2, 1), 2);
  EXPECT_EQ(v.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(absl::StartsWith(v.status().message(), "viewer.seat")) << v.status();
}

TEST(QuibblesHidden, Q11_ResampledStatesLookTheSameToTheViewer) {
  for (int viewer : {0, 1, kSpectator}) {
    const v1::GameState state = NewState(3, 21);
    bool some_differ = false;
    for (uint64_t seed = 1; seed <= 20; ++seed) {
      absl::StatusOr<v1::GameState> other = Game().ResampleHidden(state, viewer, seed);
      ASSERT_TRUE(other.ok()) << other.status();
      ASSERT_TRUE(Game().Check(*other).ok()) << Game().Check(*other);
      absl::StatusOr<v1::GameState> a = Game().View(state, viewer);
      absl::StatusOr<v1::GameState> b = Game().View(*other, viewer);
      ASSERT_TRUE(a.ok() && b.ok());
      EXPECT_EQ(a->SerializeAsString(), b->SerializeAsString());
      some_differ |= other->SerializeAsString() != state.SerializeAsString();
      const pb::State s = PayloadOf(*other);
      const pb::State o = PayloadOf(state);
      if (viewer >= 0) {
        EXPECT_EQ(s.seats(viewer).hand().SerializeAsString(),
                  o.seats(viewer).hand().SerializeAsString());
      }
    }
    EXPECT_TRUE(some_differ);
  }
}

TEST(QuibblesHidden, Q11_DrawnCardsArePrivateToTheDrawer) {
  Crafted c(2);
  c.Hand(0, {2, 5}).Hand(1, {1}).Row({1, 1, 1, 1, 1, 1});
  ApplyResult r = Try(c.Build(), 0, DrawOf(5));
  ASSERT_TRUE(r.legal);
  const v1::Event& drawn = r.events[1];
  EXPECT_TRUE(CanSee(drawn, 0));
  EXPECT_FALSE(CanSee(drawn, 1));
  EXPECT_FALSE(CanSee(drawn, kSpectator));
  const pb::Event seen = DetailOf(RedactEvent(drawn, 1));
  EXPECT_EQ(seen.cards_drawn().seat(), 0);
  EXPECT_EQ(seen.cards_drawn().count(), 2);
  EXPECT_EQ(seen.cards_drawn().values_size(), 0);
}

// Two states that differ only in seat 1's hand and the draw pile give seat 0 identical events
// for the same action.
TEST(QuibblesHidden, Q11_EventsSeenByAViewerDoNotDependOnHiddenCards) {
  Crafted a(2), b(2);
  a.Hand(0, {2, 5}).Hand(1, {1, 1}).Row({1, 2, 3, 4, 5, 6});
  b.Hand(0, {2, 5}).Hand(1, {6, 4}).Row({1, 2, 3, 4, 5, 6});
  ApplyResult ra = Try(a.Build(), 0, SplitOf(5, {{2, 3}}));
  ApplyResult rb = Try(b.Build(), 0, SplitOf(5, {{2, 3}}));
  ASSERT_TRUE(ra.legal && rb.legal);
  ASSERT_EQ(ra.events.size(), rb.events.size());
  for (size_t i = 0; i < ra.events.size(); ++i) {
    EXPECT_EQ(RedactEvent(ra.events[i], 0).SerializeAsString(),
              RedactEvent(rb.events[i], 0).SerializeAsString());
  }
  absl::StatusOr<v1::GameState> va = Game().View(ra.state, 0);
  absl::StatusOr<v1::GameState> vb = Game().View(rb.state, 0);
  ASSERT_TRUE(va.ok() && vb.ok());
  EXPECT_EQ(va->SerializeAsString(), vb->SerializeAsString());
}

}  // namespace
}  // namespace qtest
}  // namespace quibbles
}  // namespace arbiter
