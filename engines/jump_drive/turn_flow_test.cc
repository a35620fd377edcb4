// J3 phases, J9 hand limit, J10 reshuffles and short draws, J12 chance checks, R1, R22.
#include "gtest/gtest.h"
#include "engines/jump_drive/test_util.h"

namespace arbiter {
namespace jump_drive {
namespace {

using namespace testing;  // NOLINT

// J3: PLACE is simultaneous (every uncommitted seat acts); the reveal comes with the last commit.
TEST(J3, PlaceIsSimultaneousAndRevealIsAutomatic) {
  auto pack = MakePack(Dev("d", 1));
  State s = PlaceState(*pack, 3);
  for (int i = 0; i < 3; ++i) Give(s, i, "filler", 3);
  v1::TurnStatus t = TurnOf(s);
  EXPECT_EQ(t.acting_seats_size(), 3);
  EXPECT_EQ(t.decision(), "place");
  ASSERT_EQ(Do(s, 2, ExploreA()), "");
  t = TurnOf(s);
  ASSERT_EQ(t.acting_seats_size(), 2);
  EXPECT_EQ(t.acting_seats(0), 0);
  EXPECT_EQ(t.acting_seats(1), 1);
  ASSERT_EQ(Do(s, 0, ExploreA()), "");
  EXPECT_EQ(s.phase, Phase::kPlace);
  Events events;
  ASSERT_EQ(CodeOf(Act(s, 1, ExploreA(), &events)), "");
  EXPECT_EQ(s.phase, Phase::kResolve);
  bool revealed = false;
  for (const v1::Event& e : events) {
    pb::Event d;
    ASSERT_TRUE(e.detail().UnpackTo(&d));
    if (d.has_revealed()) {
      revealed = true;
      EXPECT_EQ(d.revealed().placements_size(), 3);
    }
  }
  EXPECT_TRUE(revealed);
  // A draw waits: chance only (J12), every seat's action is refused.
  t = TurnOf(s);
  EXPECT_TRUE(t.chance_pending());
  EXPECT_EQ(t.acting_seats_size(), 0);
  EXPECT_EQ(Do(s, 0, ExploreDiscardA("filler")), "ARBITER_CHANCE_OUTCOME_PENDING");
  EXPECT_EQ(Do(s, kChance, ExploreA()), "ARBITER_WRONG_ACTOR_FOR_ACTION");
  EXPECT_EQ(Do(s, 0, ChanceA("filler")), "ARBITER_WRONG_ACTOR_FOR_ACTION");
  EXPECT_EQ(Do(s, kChance, ChanceA("nonesuch")), "JUMP_DRIVE_IMPOSSIBLE_CHANCE_OUTCOME");
  DrawAll(s, "filler");
  // RESOLVE: every seat with steps left acts, in any order.
  EXPECT_EQ(TurnOf(s).acting_seats_size(), 3);
  EXPECT_EQ(TurnOf(s).decision(), "resolve");
}

// J12: a chance outcome must name a card still in the draw pile; none when nothing waits.
TEST(J12, OutcomeCheckedAgainstThePile) {
  auto pack = MakePack(World("rare", 1, "blue", "", 1));
  State s = PlaceState(*pack, 2);
  Give(s, 1, "rare");
  Give(s, 1, "filler");
  Give(s, 0, "filler", 2);
  EXPECT_EQ(Do(s, kChance, ChanceA("filler")), "ARBITER_NO_CHANCE_PENDING");
  ASSERT_EQ(Do(s, 0, ExploreA()), "");
  ASSERT_EQ(Do(s, 1, PlaceA("", "rare", pb::WORLD_MODE_PAY)), "");
  EXPECT_EQ(Do(s, kChance, ChanceA("rare")), "JUMP_DRIVE_IMPOSSIBLE_CHANCE_OUTCOME");
  std::vector<pb::Action> outcomes;
  ListActions(s, kChance, &outcomes);
  ASSERT_EQ(outcomes.size(), 1u);  // only filler is left
  EXPECT_EQ(outcomes[0].chance_outcome().card(), "filler");
}

// J9: above 10 cards after income, discard down to 10, one card per action.
TEST(J9, HandLimit) {
  auto pack = MakePack(Dev("bank", 0, "income: 4"));
  State s = PlaceState(*pack, 2);
  Build(s, 0, "bank");
  Give(s, 0, "filler", 9);
  ASSERT_EQ(Do(s, 0, PlaceA("survey_team")), "");  // costs 0, no draw
  ASSERT_EQ(Do(s, 1, PlaceA("survey_team")), "");
  // Scoring, then income: seat 0 draws 4 -> 13 (the survey team gives no income here).
  DrawAll(s, "filler");
  ASSERT_EQ(s.phase, Phase::kHandLimit);
  EXPECT_EQ(s.seats[0].hand_size, 13);
  EXPECT_EQ(s.seats[0].step, Step::kHandLimit);
  EXPECT_EQ(s.seats[0].owed, 3);
  EXPECT_EQ(TurnOf(s).decision(), "hand_limit");
  EXPECT_EQ(Do(s, 1, LimitA("filler")), "ARBITER_NOT_YOUR_TURN");
  for (int k = 0; k < 3; ++k) ASSERT_EQ(Do(s, 0, LimitA("filler")), "");
  EXPECT_EQ(s.seats[0].hand_size, 10);
  EXPECT_EQ(s.phase, Phase::kPlace);
  EXPECT_EQ(s.round, 2);
}

// J10 / R22: the discard pile (this round's payments included) becomes the draw pile; with both
// empty the draw is short.
TEST(R22, PaymentsThisRoundAreReshuffled) {
  auto pack = MakePack(World("w", 2, "blue"));
  State s = PlaceState(*pack, 2);
  Give(s, 0, "w");
  Give(s, 0, "filler", 2);
  Give(s, 1, "w", 3);
  Give(s, 1, "filler", 18);
  ASSERT_EQ(s.draw_size, 0);
  ASSERT_EQ(Do(s, 0, PlaceA("", "w", pb::WORLD_MODE_PAY)), "");
  ASSERT_EQ(Do(s, 1, PlaceA("", "w", pb::WORLD_MODE_PAY)), "");
  PayWith(s, 0, "filler");
  // Seat 0's bonus card: the 2 cards it paid are reshuffled into the draw pile (R22).
  EXPECT_EQ(s.draw_size, 2);
  EXPECT_EQ(s.discard_size, 0);
  ASSERT_TRUE(ChancePending(s));
  DrawAll(s, "filler");
  EXPECT_EQ(s.seats[0].hand_size, 1);
  // Seat 1 pays 2 then draws; the pile now holds seat 1's 2 paid cards only.
  PayWith(s, 1, "filler");
  DrawAll(s, "filler");
  EXPECT_EQ(s.seats[1].hand_size, 19);
}

TEST(J10, BothPilesEmptyDrawIsShort) {
  auto pack = MakePack(World("w", 0, "blue"));
  State s = PlaceState(*pack, 2);
  Give(s, 0, "w");
  Give(s, 1, "w", 3);
  Give(s, 1, "filler", 20);
  ASSERT_EQ(s.draw_size, 0);
  Events events;
  ASSERT_EQ(CodeOf(Act(s, 0, PlaceA("", "w", pb::WORLD_MODE_PAY), &events)), "");
  ASSERT_EQ(CodeOf(Act(s, 1, PlaceA("", "w", pb::WORLD_MODE_PAY), &events)), "");
  bool short_draw = false;
  for (const v1::Event& e : events) {
    pb::Event d;
    ASSERT_TRUE(e.detail().UnpackTo(&d));
    short_draw |= d.has_draw_short();
  }
  EXPECT_TRUE(short_draw);
  EXPECT_FALSE(ChancePending(s));
  EXPECT_EQ(s.seats[0].hand_size, 0);
}

// R1: every explore adds a fresh flipped marker; they never run out.
TEST(R1, MarkersUnlimited) {
  auto pack = MakePack("");
  State s = PlaceState(*pack, 2);
  s.seats[0].markers = 8;
  ASSERT_EQ(Do(s, 0, ExploreA()), "");
  ASSERT_EQ(Do(s, 1, ExploreA()), "");
  EXPECT_EQ(s.seats[0].markers, 9);
  EXPECT_EQ(s.pending.front().count, 5);  // the flipped markers add no icons
}

// R22: explore discards made earlier in the round take part in a later reshuffle too. The
// pile holds 5: seat 0 explores (draws all 5, discards 3), seat 1 pays 2 for its world, then
// its world-only draw reshuffles the 3 + 2 discarded cards (EXTERNAL: an unordered pool).
TEST(R22, ExploreDiscardsAreReshuffled) {
  auto pack = MakePack(World("w", 2, "blue"));
  State s = PlaceState(*pack, 2);
  Give(s, 1, "w");
  Give(s, 1, "w", 3);
  Give(s, 1, "filler", 15);
  ASSERT_EQ(s.draw_size, 5);
  ASSERT_EQ(Do(s, 0, ExploreA()), "");
  ASSERT_EQ(Do(s, 1, PlaceA("", "w", pb::WORLD_MODE_PAY)), "");
  DrawAll(s, "filler");
  ASSERT_EQ(s.draw_size, 0);
  ASSERT_EQ(s.seats[0].step, Step::kExploreDiscard);
  for (int k = 0; k < 3; ++k) ASSERT_EQ(Do(s, 0, ExploreDiscardA("filler")), "");
  EXPECT_EQ(s.discard_size, 3);
  Events events;
  ASSERT_EQ(CodeOf(Act(s, 1, PayA("filler"), &events)), "");
  ASSERT_EQ(CodeOf(Act(s, 1, PayA("filler"), &events)), "");
  int reshuffled = -1;
  for (const v1::Event& e : events) {
    pb::Event d;
    ASSERT_TRUE(e.detail().UnpackTo(&d));
    if (d.has_reshuffled()) reshuffled = d.reshuffled().cards();
  }
  EXPECT_EQ(reshuffled, 5);
  EXPECT_EQ(s.draw_size, 5);
  EXPECT_EQ(s.discard_size, 0);
  ASSERT_TRUE(ChancePending(s));
  std::vector<pb::Action> outcomes;
  ListActions(s, kChance, &outcomes);
  ASSERT_EQ(outcomes.size(), 1u);  // the pool: 5 filler
  EXPECT_EQ(outcomes[0].chance_outcome().card(), "filler");
  DrawAll(s, "filler");
  EXPECT_EQ(s.draw_size, 4);
}

// E11 (J9, R9) through the flow: the income draws wait in the J9 order. 4 seats, dealer 2,
// totals after scoring s0 20, s1 25, s2 18, s3 25, each with income 1: s3, s0, s1, s2.
TEST(E11, IncomeDrawsInOrder) {
  auto pack = MakePack(Dev("inc", 0, "income: 1"));
  State s = PlaceState(*pack, 4);
  s.first_seat = 2;
  const int vp[4] = {20, 25, 18, 25};
  for (int i = 0; i < 4; ++i) {
    Build(s, i, "inc");
    s.seats[i].vp = vp[i];  // the card has no VP: the totals after scoring
  }
  for (int i = 0; i < 4; ++i) ASSERT_EQ(Do(s, i, PlaceA("survey_team")), "");
  ASSERT_EQ(s.phase, Phase::kIncome);
  ASSERT_EQ(s.pending.size(), 4u);
  EXPECT_EQ(s.pending[0].seat, 3);
  EXPECT_EQ(s.pending[1].seat, 0);
  EXPECT_EQ(s.pending[2].seat, 1);
  EXPECT_EQ(s.pending[3].seat, 2);
  for (const Draw& d : s.pending) EXPECT_EQ(d.count, 1);
}

// J9: a hand-limit discard names one card per action (JUMP_DRIVE_DISCARD_COUNT).
TEST(J9, HandLimitDiscardCount) {
  auto pack = MakePack(Dev("bank", 0, "income: 2"));
  State s = PlaceState(*pack, 2);
  Build(s, 0, "bank");
  Give(s, 0, "filler", 10);
  ASSERT_EQ(Do(s, 0, PlaceA("survey_team")), "");
  ASSERT_EQ(Do(s, 1, PlaceA("survey_team")), "");
  DrawAll(s, "filler");
  ASSERT_EQ(s.seats[0].step, Step::kHandLimit);
  EXPECT_EQ(s.seats[0].owed, 2);
  pb::Action two = LimitA("filler");
  two.mutable_discard_to_limit()->add_cards("filler");
  EXPECT_EQ(Do(s, 0, two), "JUMP_DRIVE_DISCARD_COUNT");
  EXPECT_EQ(Do(s, 0, LimitA("bank")), "JUMP_DRIVE_CARD_NOT_IN_HAND");  // in the empire
  EXPECT_EQ(Do(s, 0, ExploreDiscardA("filler")), "JUMP_DRIVE_WRONG_STEP");
}

// J9: exactly 10 cards after income is not above the limit: the next round starts.
TEST(J9, TenCardsIsNotAboveTheLimit) {
  auto pack = MakePack(Dev("bank", 0, "income: 2"));
  State s = PlaceState(*pack, 2);
  Build(s, 0, "bank");
  Give(s, 0, "filler", 8);
  ASSERT_EQ(Do(s, 0, PlaceA("survey_team")), "");
  ASSERT_EQ(Do(s, 1, PlaceA("survey_team")), "");
  DrawAll(s, "filler");
  EXPECT_EQ(s.seats[0].hand_size, 10);
  EXPECT_EQ(s.phase, Phase::kPlace);
  EXPECT_EQ(s.round, 2);
  EXPECT_EQ(s.seats[0].step, Step::kPlace);
}

}  // namespace
}  // namespace jump_drive
}  // namespace arbiter
