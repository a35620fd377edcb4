// J6-J9: worked examples E5, E6, E7, E8, E11 and rulings R2, R3 (both values), R7, R8, R9,
// R15, R20, R21.
#include "gtest/gtest.h"
#include "engines/jump_drive/test_util.h"

namespace arbiter {
namespace jump_drive {
namespace {

using namespace testing;  // NOLINT

// Finishes every explore discard with the first card in hand, and answers draws with filler.
void FinishSteps(State& s) {
  for (int guard = 0; guard < 200; ++guard) {
    DrawAll(s, "filler");
    bool acted = false;
    for (int i = 0; i < s.seat_count; ++i) {
      if (s.seats[i].step == Step::kExploreDiscard || s.seats[i].step == Step::kHandLimit) {
        const pb::Action a = s.seats[i].step == Step::kHandLimit ? LimitA("filler")
                                                                 : ExploreDiscardA("filler");
        ASSERT_EQ(Do(s, i, a), "");
        acted = true;
        break;
      }
    }
    if (!acted) return;
  }
}

// E5 (J7): W(world, VP 4, income 2) alone in round 1; D(dev, VP 1) in round 2; round 3 explores.
TEST(E5, RoundsAddUp) {
  auto pack = MakePack(World("w", 0, "blue", "vp: 4 income: 2") + Dev("d", 0, "vp: 1"));
  State s = PlaceState(*pack, 2);
  Give(s, 0, "w");
  Give(s, 0, "d");
  Give(s, 1, "filler", 5);
  ASSERT_EQ(Do(s, 0, PlaceA("", "w", pb::WORLD_MODE_PAY)), "");
  ASSERT_EQ(Do(s, 1, ExploreA()), "");
  // Seat 1's 5 explore cards first (it was pushed at the reveal), then seat 0's bonus card.
  DrawAll(s, "filler");
  EXPECT_EQ(s.seats[0].hand_size, 2);  // d and the bonus card
  FinishSteps(s);
  EXPECT_EQ(s.seats[0].vp, 4);
  EXPECT_EQ(Income(s, 0), 2);
  EXPECT_EQ(s.phase, Phase::kPlace);
  EXPECT_EQ(s.round, 2);
  EXPECT_EQ(s.seats[0].hand_size, 4);  // + income 2
  ASSERT_EQ(Do(s, 0, PlaceA("d")), "");
  ASSERT_EQ(Do(s, 1, ExploreA()), "");
  FinishSteps(s);
  EXPECT_EQ(s.seats[0].vp, 9);
  ASSERT_EQ(Do(s, 0, ExploreA()), "");
  ASSERT_EQ(Do(s, 1, ExploreA()), "");
  FinishSteps(s);
  EXPECT_EQ(s.seats[0].vp, 14);
}

// E6 (J6, J7): Consumer Markets x2, three blue worlds, Z(gray, income_with blue 2).
TEST(E6, PerAndWithPowers) {
  auto pack = MakePack(
      Dev("consumer_markets", 2,
          Pw("vp_per", "count: \"color:blue\" n: 1") + Pw("income_per", "count: \"color:blue\" n: 1")) +
      World("blue", 1, "blue", "vp: 1") +
      World("z", 1, "gray", Pw("income_with", "has: \"color:blue\" n: 2")) +
      World("survey_hq", 4, "blue", "icons { explore: 2 } " +
                                        Pw("vp_per", "count: \"icon:explore\" n: 1 per: 2") +
                                        Pw("income_per", "count: \"icon:explore\" n: 1 per: 2")) +
      Dev("scouts", 1, "icons { explore: 3 }"));
  State s = PlaceState(*pack, 2);
  for (const char* c : {"consumer_markets", "consumer_markets", "blue", "blue", "blue", "z"}) {
    Build(s, 0, c);
  }
  EXPECT_EQ(RoundVp(s, 0, nullptr), 9);  // 3 printed + 2 x 3
  EXPECT_EQ(Income(s, 0), 8);            // 2 x 3 + 2 (once, however many blue worlds)
  // Survey HQ with 5 explore icons in the empire: +2 VP, +2 income (R8: rounds down).
  State t = PlaceState(*pack, 2);
  Build(t, 0, "survey_hq");
  Build(t, 0, "scouts");
  EXPECT_EQ(RoundVp(t, 0, nullptr), 2);
  EXPECT_EQ(Income(t, 0), 2);
}

// R7: "+n per X in your empire" counts the card itself (Galactic Trendsetters).
TEST(R7, CountIncludesItself) {
  auto pack = MakePack(World("trendsetters", 4, "gray",
                             Pw("vp_per", "count: \"card:trendsetters\" n: 2"), 7));
  State s = PlaceState(*pack, 2);
  Build(s, 0, "trendsetters");
  EXPECT_EQ(RoundVp(s, 0, nullptr), 2);
  Build(s, 0, "trendsetters");
  EXPECT_EQ(RoundVp(s, 0, nullptr), 8);  // each copy: 2 x 2
}

// J6: general military = icons + military_per; military_vs only against matching worlds.
TEST(J6, GeneralMilitary) {
  auto pack = MakePack(
      World("mercs", 4, "green", "icons { chromosome: 1 } " +
                                     Pw("military_per", "count: \"icon:chromosome\" n: 1")) +
      Dev("lab", 1, "icons { chromosome: 2 military: 1 }") +
      Dev("imperium", 8, Pw("military_vs", "target: \"keyword:rebel\" n: 4")));
  State s = PlaceState(*pack, 2);
  Build(s, 0, "mercs");
  Build(s, 0, "lab");
  Build(s, 0, "imperium");
  EXPECT_EQ(GeneralMilitary(*pack, s.seats[0].empire), 4);  // 1 icon + 3 chromosomes
}

// R2: vp_per_other counts in the other empire that gives most, lowest seat on ties.
TEST(R2, BestOtherEmpire) {
  auto pack = MakePack(Dev("fta", 7, Pw("vp_per_other", "count: \"color:blue\" n: 1")) +
                       World("blue", 1, "blue"));
  State s = PlaceState(*pack, 4);
  Build(s, 0, "fta");
  Build(s, 2, "blue");
  Build(s, 2, "blue");
  Build(s, 3, "blue");
  Build(s, 3, "blue");
  std::vector<OtherChoice> choices;
  EXPECT_EQ(RoundVp(s, 0, &choices), 2);
  ASSERT_EQ(choices.size(), 1u);
  EXPECT_EQ(choices[0].seat, 2);
  EXPECT_EQ(choices[0].vp, 2);
}

// E7 (J7, R3): War Propaganda.
class E7 : public ::testing::Test {
 protected:
  void SetUp() override {
    pack_ = MakePack(Dev("war_propaganda", 2,
                         "icons { military: 1 } vp: 3 income: 1 " + Pw("moves_to_top_military")) +
                     Dev("m3", 1, "icons { military: 3 }") + Dev("m1", 1, "icons { military: 1 }"));
    s_ = PlaceState(*pack_, 3);
    Build(s_, 0, "war_propaganda");
    Build(s_, 1, "m3");
    Build(s_, 2, "m3");
  }
  std::shared_ptr<const Pack> pack_;
  State s_;
};

TEST_F(E7, StayOnTie) {
  Events events;
  ScoreRound(s_, &events);
  EXPECT_TRUE(HasCard(s_.seats[0].empire, Card(s_, "war_propaganda")));
  EXPECT_EQ(s_.seats[0].vp, 3);
}

TEST_F(E7, NearestClockwiseOnTie) {
  s_.options.nearest_clockwise = true;
  Events events;
  ScoreRound(s_, &events);
  EXPECT_TRUE(HasCard(s_.seats[1].empire, Card(s_, "war_propaganda")));
  EXPECT_EQ(s_.seats[1].vp, 3);
  EXPECT_EQ(s_.seats[0].vp, 0);
}

TEST_F(E7, UniqueTopTakesItScoresAndCollects) {
  Build(s_, 1, "m1");  // seat 1: 4
  Events events;
  ScoreRound(s_, &events);
  EXPECT_TRUE(HasCard(s_.seats[1].empire, Card(s_, "war_propaganda")));
  EXPECT_EQ(s_.seats[1].vp, 3);
  EXPECT_EQ(Income(s_, 1), 1);
  EXPECT_EQ(GeneralMilitary(*pack_, s_.seats[0].empire), 0);
  bool moved = false;
  for (const v1::Event& e : events) {
    pb::Event d;
    ASSERT_TRUE(e.detail().UnpackTo(&d));
    if (d.has_war_propaganda_moved()) {
      moved = true;
      EXPECT_EQ(d.war_propaganda_moved().from_seat(), 0);
      EXPECT_EQ(d.war_propaganda_moved().to_seat(), 1);
    }
  }
  EXPECT_TRUE(moved);
}

// R21: several War Propaganda moves resolve clockwise from the dealer, each seeing the last.
TEST_F(E7, R21SeveralMovesInDealerOrder) {
  // Seat 2 holds a second copy; seat 1 is top with 3 + 2 = 5 after nothing moves yet...
  Build(s_, 2, "war_propaganda");  // seat 2: 4, seat 1: 3, seat 0: 1
  s_.first_seat = 2;
  Events events;
  ScoreRound(s_, &events);
  // Seat 2's copy first (dealer): seat 2 is already top, it stays. Then seat 0's copy: seat 2
  // (4) is strictly above seat 1 (3) and seat 0 (1): it moves to seat 2.
  int at2 = 0;
  for (int c : s_.seats[2].empire) at2 += c == Card(s_, "war_propaganda");
  EXPECT_EQ(at2, 2);
}

// E8 (J8, R15, R20): ties on VP broken by hand size + income.
TEST(E8, TieBreak) {
  auto pack = MakePack(Dev("inc5", 0, "income: 5") + Dev("inc1", 0, "income: 1"));
  State s = PlaceState(*pack, 3);
  s.seats[0].vp = 53;
  s.seats[1].vp = 53;
  s.seats[2].vp = 49;
  Build(s, 0, "inc5");
  Give(s, 0, "filler", 2);
  Build(s, 1, "inc1");
  Give(s, 1, "filler", 6);
  std::array<int, kMaxSeats> r = Ranks(s);
  EXPECT_EQ(r[0], 1);
  EXPECT_EQ(r[1], 1);  // 7 each: shared win
  EXPECT_EQ(r[2], 3);
  // The outcome a finished game reports: A and B share the win.
  s.phase = Phase::kFinished;
  const v1::TurnStatus t = TurnOf(s);
  ASSERT_EQ(t.outcome().results_size(), 3);
  for (const v1::SeatResult& res : t.outcome().results()) {
    EXPECT_EQ(res.rank(), res.seat() == 2 ? 3 : 1) << res.seat();
    EXPECT_EQ(res.score(), res.seat() == 2 ? 49 : 53);
  }
  Give(s, 1, "filler");
  r = Ranks(s);
  EXPECT_EQ(r[1], 1);
  EXPECT_EQ(r[0], 2);
}

// E8 through the flow: the game ends after scoring, nobody collects income.
TEST(E8, EndsWithoutIncome) {
  auto pack = MakePack(Dev("big", 0, "vp: 5 income: 3"));
  State s = PlaceState(*pack, 2);
  Give(s, 0, "big");
  s.seats[0].vp = 45;
  ASSERT_EQ(Do(s, 0, PlaceA("big")), "");
  ASSERT_EQ(Do(s, 1, ExploreA()), "");
  FinishSteps(s);
  EXPECT_EQ(s.phase, Phase::kFinished);
  EXPECT_EQ(s.seats[0].hand_size, 0);
  EXPECT_TRUE(s.pending.empty());
  const v1::TurnStatus t = TurnOf(s);
  EXPECT_EQ(t.outcome().status(), v1::OUTCOME_STATUS_FINISHED);
  ASSERT_EQ(t.outcome().results_size(), 2);
  EXPECT_EQ(t.outcome().results(0).seat(), 0);
  EXPECT_EQ(t.outcome().results(0).rank(), 1);
  EXPECT_EQ(Do(s, 0, ExploreA()), "ARBITER_GAME_OVER");
}

// E11 (J9, R9): 4 seats, dealer 2; s0 20, s1 25, s2 18, s3 25: s3, s0, s1, s2.
TEST(E11, IncomeOrder) {
  auto pack = MakePack("");
  State s = PlaceState(*pack, 4);
  s.first_seat = 2;
  s.seats[0].vp = 20;
  s.seats[1].vp = 25;
  s.seats[2].vp = 18;
  s.seats[3].vp = 25;
  const std::array<int, kMaxSeats> order = IncomeOrder(s);
  EXPECT_EQ(order[0], 3);
  EXPECT_EQ(order[1], 0);
  EXPECT_EQ(order[2], 1);
  EXPECT_EQ(order[3], 2);
  // R9: the dealer is distance 0.
  s.seats[2].vp = 25;
  EXPECT_EQ(IncomeOrder(s)[0], 2);
}


// R8: fractional rates round down (per 2: 5 icons give 2, 1 icon gives 0).
TEST(R8, PerRoundsDown) {
  auto pack = MakePack(Dev("hq", 1, "icons { explore: 1 } " +
                                        Pw("vp_per", "count: \"icon:explore\" n: 1 per: 2")) +
                       Dev("scouts", 1, "icons { explore: 4 }"));
  State s = PlaceState(*pack, 2);
  Build(s, 0, "hq");
  EXPECT_EQ(RoundVp(s, 0, nullptr), 0);
  Build(s, 0, "scouts");
  EXPECT_EQ(RoundVp(s, 0, nullptr), 2);
}

// R15: the tie-break uses the hand after RESOLVE plus the current income (the income that would
// be drawn, not drawn).
TEST(R15, HandPlusCurrentIncome) {
  auto pack = MakePack(Dev("inc3", 0, "income: 3"));
  State s = PlaceState(*pack, 2);
  s.seats[0].vp = 50;
  s.seats[1].vp = 50;
  Build(s, 0, "inc3");   // 0 cards + 3
  Give(s, 1, "filler", 2);  // 2 cards + 0
  EXPECT_EQ(Ranks(s)[0], 1);
  EXPECT_EQ(Ranks(s)[1], 2);
}

// R20: the seats that do not win are ranked by VP, then hand + income, then share a place.
TEST(R20, LosersRanked) {
  auto pack = MakePack("");
  State s = PlaceState(*pack, 4);
  s.seats[0].vp = 55;
  s.seats[1].vp = 30;
  s.seats[2].vp = 30;
  s.seats[3].vp = 30;
  Give(s, 1, "filler", 3);
  Give(s, 2, "filler", 1);
  Give(s, 3, "filler", 1);
  const std::array<int, kMaxSeats> r = Ranks(s);
  EXPECT_EQ(r[0], 1);
  EXPECT_EQ(r[1], 2);
  EXPECT_EQ(r[2], 3);
  EXPECT_EQ(r[3], 3);  // shared place
}

// R9: the order applies on every round, the dealer at distance 0 (see E11).
TEST(R9, DealerFirstAmongTied) {
  auto pack = MakePack("");
  State s = PlaceState(*pack, 3);
  s.first_seat = 1;
  const std::array<int, kMaxSeats> order = IncomeOrder(s);  // all tied at 0
  EXPECT_EQ(order[0], 1);
  EXPECT_EQ(order[1], 2);
  EXPECT_EQ(order[2], 0);
}

// R21: the order matters when one move changes the next. nearest_clockwise; seat 0 holds War
// Propaganda A (military 1), seat 1 has 4 (3 + 1), seat 2 holds War Propaganda B with 3 (4).
// Dealer 0: A goes first, to seat 1 (nearest clockwise of the tied 4s), which makes seat 1
// (5) the unique top, so B moves to seat 1 too. Dealer 2: B goes first, seat 2 is among the
// tied top and keeps it; then A goes to seat 1 (5) and B stays where it is.
TEST_F(E7, R21EachMoveSeesTheOneBefore) {
  s_.options.nearest_clockwise = true;
  Build(s_, 1, "m1");              // seat 1: 4
  Build(s_, 2, "war_propaganda");  // seat 2: 3 + 1 = 4
  const int wp = Card(s_, "war_propaganda");
  auto count = [&](const State& s, int seat) {
    int n = 0;
    for (int c : s.seats[seat].empire) n += c == wp;
    return n;
  };
  State dealer0 = s_;
  dealer0.first_seat = 0;
  Events events;
  ScoreRound(dealer0, &events);
  EXPECT_EQ(count(dealer0, 0), 0);
  EXPECT_EQ(count(dealer0, 1), 2);
  EXPECT_EQ(count(dealer0, 2), 0);
  EXPECT_EQ(dealer0.seats[1].vp, 6);  // 3 for each copy
  State dealer2 = s_;
  dealer2.first_seat = 2;
  ScoreRound(dealer2, &events);
  EXPECT_EQ(count(dealer2, 0), 0);
  EXPECT_EQ(count(dealer2, 1), 1);
  EXPECT_EQ(count(dealer2, 2), 1);
  EXPECT_EQ(dealer2.seats[1].vp, 3);
  EXPECT_EQ(dealer2.seats[2].vp, 3);
}

// J7: vp_with / income_with pay once per owning card when at least one match is present:
// two copies with three matching worlds give 2 x 2, not 2 x 2 x 3; none without a match.
TEST(J7, WithPaysOncePerOwningCard) {
  auto pack = MakePack(Dev("patron", 1, Pw("vp_with", "has: \"color:green\" n: 2") +
                                            Pw("income_with", "has: \"color:green\" n: 1")) +
                       World("green", 1, "green", "vp: 1"));
  State s = PlaceState(*pack, 2);
  Build(s, 0, "patron");
  Build(s, 0, "patron");
  EXPECT_EQ(RoundVp(s, 0, nullptr), 0);
  EXPECT_EQ(Income(s, 0), 0);
  for (int k = 0; k < 3; ++k) Build(s, 0, "green");
  EXPECT_EQ(RoundVp(s, 0, nullptr), 3 + 2 * 2);
  EXPECT_EQ(Income(s, 0), 2);
}

// J7.2: totals only grow, round VP added to the total every round (and reported).
TEST(J7, ScoredEventReportsRoundAndTotal) {
  auto pack = MakePack(Dev("d", 0, "vp: 2"));
  State s = PlaceState(*pack, 2);
  Build(s, 0, "d");
  s.seats[0].vp = 10;
  Events events;
  ScoreRound(s, &events);
  EXPECT_EQ(s.seats[0].vp, 12);
  bool seen = false;
  for (const v1::Event& e : events) {
    pb::Event d;
    ASSERT_TRUE(e.detail().UnpackTo(&d));
    if (d.has_scored() && d.scored().seat() == 0) {
      seen = true;
      EXPECT_EQ(d.scored().round_vp(), 2);
      EXPECT_EQ(d.scored().total(), 12);
    }
  }
  EXPECT_TRUE(seen);
}

// R3 nearest_clockwise: a holder among the tied top seats keeps it.
TEST_F(E7, NearestClockwiseHolderAmongTopKeeps) {
  s_.options.nearest_clockwise = true;
  Build(s_, 0, "m1");
  Build(s_, 0, "m1");  // seat 0: 3, seats 1 and 2: 3
  Events events;
  ScoreRound(s_, &events);
  EXPECT_TRUE(HasCard(s_.seats[0].empire, Card(s_, "war_propaganda")));
  EXPECT_EQ(s_.seats[0].vp, 3);
  EXPECT_EQ(s_.seats[1].vp, 0);
}

}  // namespace
}  // namespace jump_drive
}  // namespace arbiter
