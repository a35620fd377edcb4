// V3 the round (simultaneous turns), V10 the end, V13 the roll; R9, R10; worked example E7.
#include "engines/core/rng.h"
#include "engines/voyages/moves.h"
#include "engines/voyages/test_util.h"
#include "engines/voyages/violations.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace voyages {
namespace {

using testing::Do;
using testing::Fresh;
using testing::RollA;
using testing::SailA;

// Ends every open turn (no step, duty 1 marked or not).
void FinishRound(State& s) {
  for (int i = 0; i < s.seat_count; ++i) {
    if (s.sheets[i].step != Step::kDone) CloseTurn(s, i, nullptr);
  }
}

// V3: after the roll every seat acts, in any order, until its turn is over.
TEST(TurnFlow, V3_SimultaneousTurns) {
  State s = Fresh(3, {6, 4, 1});  // W 4: no step, the turn closes
  v1::TurnStatus t = TurnOf(s);
  ASSERT_EQ(t.acting_seats_size(), 3);
  ASSERT_EQ(Do(s, 2, SailA(0, 1, 2, {}, 0, 0)), "");
  ASSERT_EQ(Do(s, 0, SailA(0, 1, 2, {}, 0, 0)), "");
  t = TurnOf(s);
  ASSERT_EQ(t.acting_seats_size(), 1);
  EXPECT_EQ(t.acting_seats(0), 1);
  EXPECT_EQ(Do(s, 0, SailA(0, 1, 2)), kNotYourDecision.code);  // VY_NOT_YOUR_DECISION
  ASSERT_EQ(Do(s, 1, SailA(0, 1, 2, {}, 0, 0)), "");
  EXPECT_EQ(s.round, 2);
  EXPECT_TRUE(ChancePending(s));
  EXPECT_TRUE(TurnOf(s).chance_pending());
}

// R9: nothing one seat does changes another's options.
TEST(TurnFlow, R9_OthersChoicesChangeNothing) {
  State s = Fresh(2, {2, 2, 1});
  s.sheets[0].cargo[0] = 2;
  std::vector<Move> before, after;
  ListMoves(s, 1, &before);
  ASSERT_EQ(Do(s, 0, SailA(0, 1, 2, {}, 0, 0)), "");
  ListMoves(s, 1, &after);
  ASSERT_EQ(before.size(), after.size());
  for (size_t i = 0; i < before.size(); ++i) {
    pb::Action a, b;
    ToProto(s, before[i], &a);
    ToProto(s, after[i], &b);
    EXPECT_EQ(a.SerializeAsString(), b.SerializeAsString());
  }
}

// E7 (V10, R10): 3 seats; at round 7's END CHECK seat 1 has 3 stars: round 8 is played by all,
// then the game ends, whoever else reaches 3 stars in round 8.
TEST(TurnFlow, E7_R10_EndTriggerAndFinalRound) {
  State s = Fresh(3, {1, 1, 1});
  s.round = 7;
  s.sheets[1].stars = 3;
  CloseTurn(s, 0, nullptr);
  EXPECT_EQ(s.final_round, 0);  // R10: the check waits for every seat's turn
  FinishRound(s);
  EXPECT_EQ(s.final_round, 8);
  EXPECT_EQ(s.round, 8);
  Roll(s, {1, 1, 1}, nullptr);
  s.sheets[2].stars = 3;
  FinishRound(s);
  EXPECT_EQ(s.phase, Phase::kFinished);
  EXPECT_EQ(s.round, 8);
  EXPECT_EQ(TurnOf(s).outcome().status(), v1::OUTCOME_STATUS_FINISHED);
}

// E7 (V10): solo with 3 stars in round 10: play goes on to round 16; with 2 stars after round
// 16: lost, gold still scored. With 3: won.
TEST(TurnFlow, E7_Solo16Rounds) {
  State s = Fresh(1, {1, 1, 1});
  s.round = 10;
  s.sheets[0].stars = 3;
  FinishRound(s);
  EXPECT_EQ(s.round, 11);
  EXPECT_NE(s.phase, Phase::kFinished);
  State lost = Fresh(1, {1, 1, 1});
  lost.round = 16;
  lost.sheets[0].stars = 2;
  lost.sheets[0].gold = 5;
  Events events;
  CloseTurn(lost, 0, &events);
  ASSERT_EQ(lost.phase, Phase::kFinished);
  EXPECT_FALSE(SoloWon(lost));
  pb::Event e;
  ASSERT_TRUE(events.back().detail().UnpackTo(&e));
  EXPECT_TRUE(e.game_ended().solo());
  EXPECT_FALSE(e.game_ended().solo_won());
  EXPECT_EQ(e.game_ended().scores(0).total(), 5 + 6);
  EXPECT_EQ(TurnOf(lost).outcome().results(0).score(), 11);
  // The shared Outcome says it: rank 1 of 1, not won.
  EXPECT_EQ(TurnOf(lost).outcome().results(0).rank(), 1);
  EXPECT_FALSE(TurnOf(lost).outcome().results(0).won());
  State won = Fresh(1, {1, 1, 1});
  won.round = 16;
  won.sheets[0].stars = 3;
  CloseTurn(won, 0, nullptr);
  EXPECT_TRUE(SoloWon(won));
  EXPECT_TRUE(TurnOf(won).outcome().results(0).won());
}

// V10: two or more seats: without 3 stars the game goes on (nothing else ends it).
TEST(TurnFlow, V10_NoStarsNoEnd) {
  State s = Fresh(2, {1, 1, 1});
  s.round = 40;
  FinishRound(s);
  EXPECT_EQ(s.round, 41);
  EXPECT_EQ(s.final_round, 0);
}

// V13: EXTERNAL: the roll is three values 1..6 in die order, sent by chance only.
TEST(TurnFlow, V13_ExternalRoll) {
  State s = Fresh(2, {6, 4, 1});
  EXPECT_EQ(Do(s, kChance, RollA(1, 2, 3)), kNoRollPending.code);
  FinishRound(s);
  ASSERT_TRUE(ChancePending(s));
  EXPECT_EQ(Do(s, 0, SailA(0, 1, 2)), kRollPending.code);
  EXPECT_EQ(Do(s, 0, RollA(1, 2, 3)), kWrongActor.code);
  EXPECT_EQ(Do(s, kChance, SailA(0, 1, 2)), kWrongActor.code);
  EXPECT_EQ(Do(s, kChance, RollA(1, 2, 7)), kImpossibleChanceOutcome.code);
  pb::Action two;
  two.mutable_chance_outcome()->add_dice(1);
  two.mutable_chance_outcome()->add_dice(2);
  EXPECT_EQ(Do(s, kChance, two), kImpossibleChanceOutcome.code);
  std::vector<Move> outcomes;
  ListMoves(s, kChance, &outcomes);
  EXPECT_EQ(outcomes.size(), 216u);
  ASSERT_EQ(Do(s, kChance, RollA(5, 1, 6)), "");
  EXPECT_EQ(s.dice, (std::array<int, 3>{5, 1, 6}));
  EXPECT_EQ(s.phase, Phase::kTurn);
}

// V13: SEEDED: three draws 1 + Rng::Uniform(6) from the state's generator, die 0 first.
TEST(TurnFlow, V13_SeededRoll) {
  absl::StatusOr<NewGameResult> g = testing::Engine().NewGame(testing::NewSetup(2, 77));
  ASSERT_TRUE(g.ok()) << g.status();
  pb::State p;
  ASSERT_TRUE(g->state.payload().UnpackTo(&p));
  Rng rng(77);
  ASSERT_EQ(p.dice_size(), 3);
  for (int k = 0; k < 3; ++k) EXPECT_EQ(p.dice(k), 1 + static_cast<int>(rng.Uniform(6)));
  EXPECT_EQ(p.rng_state(), rng.state());
  EXPECT_EQ(p.phase(), pb::PHASE_TURN);
}

// V10: once the game is over every action is ARBITER_GAME_OVER, and no one decides.
TEST(TurnFlow, V10_GameOver) {
  State s = Fresh(1, {1, 1, 1});
  s.round = 16;
  FinishRound(s);
  ASSERT_EQ(s.phase, Phase::kFinished);
  EXPECT_EQ(Do(s, 0, SailA(0, 1, 2)), kGameIsOver.code);
  EXPECT_EQ(Do(s, kChance, RollA(1, 1, 1)), kGameIsOver.code);
  EXPECT_FALSE(Decides(s, 0));
  std::vector<Move> none;
  ListMoves(s, 0, &none);
  EXPECT_TRUE(none.empty());
}

// V3: END_TURN closes a turn whose stop offered something.
TEST(TurnFlow, V3_EndTurn) {
  State s = Fresh(2, {2, 2, 1});
  s.sheets[0].cargo[0] = 1;
  ASSERT_EQ(Do(s, 0, SailA(0, 1, 2, {}, 0, 0)), "");
  ASSERT_EQ(s.sheets[0].step, Step::kFollowUp);
  ASSERT_EQ(Do(s, 0, testing::EndA()), "");
  EXPECT_EQ(s.sheets[0].step, Step::kDone);
  EXPECT_EQ(s.sheets[0].cargo[0], 1);
}

}  // namespace
}  // namespace voyages
}  // namespace arbiter
