// M18 hidden information: views hide other hands, the pile, Recon's pair and the generator;
// Resample redraws only what the viewer cannot see.
#include "engines/core/game.h"
#include "engines/memoir44/board_testing.h"

namespace arbiter::memoir44 {
namespace {

State Pegasus(uint64_t seed = 9) {
  State s;
  EXPECT_TRUE(
      NewGameState(*BuiltInScenario("pegasus_bridge"), TestBoard::DefaultOptions(), false, seed, &s)
          .ok());
  return s;
}

std::string ViewBytes(const State& s, int viewer) {
  pb::State v;
  ViewOf(s, viewer, &v);
  return v.SerializeAsString();
}

TEST(Memoir44Hidden, M18_ViewHidesOtherHandsThePileAndTheGenerator) {
  const State s = Pegasus();
  pb::State v;
  ViewOf(s, 1, &v);
  EXPECT_EQ(v.rng_state(), 0u);
  ASSERT_EQ(v.players(0).hand_size(), 2);  // the count stays
  for (int c : v.players(0).hand()) EXPECT_EQ(c, 0);
  ASSERT_EQ(v.players(1).hand_size(), 6);
  for (int i = 0; i < 6; ++i) EXPECT_EQ(v.players(1).hand(i), s.players[1].hand[i]);  // own hand
  ASSERT_EQ(v.draw_pile_size(), 52);
  for (int c : v.draw_pile()) EXPECT_EQ(c, 0);
  ViewOf(s, kSpectator, &v);
  for (const pb::Player& p : v.players()) {
    for (int c : p.hand()) EXPECT_EQ(c, 0);
  }
}

TEST(Memoir44Hidden, M18_ReconPairIsTheActiveSeatsOnly) {
  State s = Pegasus();
  s.recon_drawn = {s.draw_pile[0], s.draw_pile[1]};
  s.draw_pile.erase(s.draw_pile.begin(), s.draw_pile.begin() + 2);
  s.card_in_play = s.players[1].hand.back();
  s.players[1].hand.pop_back();
  s.phase = pb::PHASE_RECON_KEEP;
  ASSERT_TRUE(CheckState(s).ok()) << CheckState(s);
  pb::State mine, theirs;
  ViewOf(s, s.current_seat, &mine);
  ViewOf(s, 1 - s.current_seat, &theirs);
  EXPECT_EQ(mine.recon_drawn(0), s.recon_drawn[0]);
  EXPECT_EQ(theirs.recon_drawn(0), 0);
  EXPECT_EQ(theirs.recon_drawn(1), 0);
  EXPECT_EQ(theirs.card_in_play(), s.card_in_play);  // a played card is public
}

TEST(Memoir44Hidden, M18_ResampleKeepsTheViewAndRedrawsTheRest) {
  const State s = Pegasus();
  for (int viewer : {0, 1, kSpectator}) {
    const State r = Resample(s, viewer, 123);
    EXPECT_EQ(ViewBytes(r, viewer), ViewBytes(s, viewer)) << viewer;
    EXPECT_TRUE(CheckState(r).ok());
    if (viewer != 0) {
      EXPECT_NE(r.players[0].hand, s.players[0].hand);  // 2 of 54 cards
    } else {
      EXPECT_EQ(r.players[0].hand, s.players[0].hand);
    }
  }
  // Two different deals are the same to a spectator but for hand sizes (here equal).
  EXPECT_EQ(ViewBytes(Pegasus(9), kSpectator).size(), ViewBytes(Pegasus(10), kSpectator).size());
}

TEST(Memoir44Hidden, R6_AmbushHolderNotToldByAView) {
  // Whichever hand holds a given card, the other seat's view is the same.
  State a = Pegasus();
  State b = a;
  std::swap(b.players[0].hand[0], b.draw_pile[0]);  // seat 0 holds another card
  ASSERT_TRUE(CheckState(b).ok());
  EXPECT_EQ(ViewBytes(a, 1), ViewBytes(b, 1));
  EXPECT_NE(ViewBytes(a, 0), ViewBytes(b, 0));
}

}  // namespace
}  // namespace arbiter::memoir44
