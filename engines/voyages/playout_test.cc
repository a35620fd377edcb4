// Seeded random games to the end (V10): solo games end after round 16 under uniform play;
// multi-seat games end only by stars, so they are played by a greedy policy steering each
// seat to tw_test's three stars (Crown, the Dread, column 0 of the duties), under a round cap
// of the test's own (the engine never ends a game otherwise).
#include "absl/strings/str_cat.h"
#include "engines/core/rng.h"
#include "engines/voyages/moves.h"
#include "engines/voyages/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace voyages {
namespace {

int HexDistance(const Pack& p, int a, int b) {
  const int dq = p.spaces[a].q - p.spaces[b].q, dr = p.spaces[a].r - p.spaces[b].r;
  return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
}

// The value of a sheet on the way to 3 stars on tw_test.
int Value(const Pack& p, const Sheet& me) {
  const int ready = me.ready_regular + me.ready_heroic;
  int v = 1000 * me.stars + ready;
  // The Dread costs 3 ready sailors, and tw_test never readies an exhausted one: keep 3.
  v += me.dread_defeated ? 5000 : 1200 * std::min(ready, 3);
  v += 20 * static_cast<int>((me.marked & 1) + (me.marked >> 3 & 1));  // column 0
  int target = -1;
  if (!(me.islands >> 1 & 1)) {
    target = p.Find(5, 0);
  } else if (!me.dread_defeated) {
    target = p.Find(6, 4);
  }
  if (target >= 0) v -= 10 * HexDistance(p, me.ship, target);
  return v;
}

size_t Greedy(const State& s, int seat, const std::vector<Move>& moves, Rng& rng) {
  size_t best = 0;
  int best_value = 0;
  for (size_t i = 0; i < moves.size(); ++i) {
    State copy = s;
    pb::Action a;
    ToProto(s, moves[i], &a);
    if (Act(copy, seat, a, nullptr)) continue;
    const int v = Value(*s.pack, copy.sheets[seat]) * 4 + static_cast<int>(rng.Uniform(4));
    if (i == 0 || v > best_value) {
      best = i;
      best_value = v;
    }
  }
  return best;
}

// Plays `s` to the end (or `max_rounds`): chance uniformly, seats uniformly or greedily.
void PlayOut(State& s, uint64_t seed, bool greedy, int max_rounds) {
  Rng rng(seed);
  std::vector<Move> moves;
  for (int guard = 0; guard < 100000 && s.phase != Phase::kFinished && s.round <= max_rounds;
       ++guard) {
    int actor = kChance;
    if (!ChancePending(s)) {
      std::vector<int> deciders;
      for (int i = 0; i < s.seat_count; ++i) {
        if (Decides(s, i)) deciders.push_back(i);
      }
      ASSERT_FALSE(deciders.empty());
      actor = deciders[rng.Uniform(deciders.size())];
    }
    moves.clear();
    ListMoves(s, actor, &moves);
    ASSERT_FALSE(moves.empty());
    const size_t pick = actor != kChance && greedy ? Greedy(s, actor, moves, rng)
                                                   : rng.Uniform(moves.size());
    pb::Action a;
    ToProto(s, moves[pick], &a);
    Verdict v = Act(s, actor, a, nullptr);
    ASSERT_FALSE(v.has_value()) << v->code() << " " << v->message();
    ASSERT_TRUE(CheckState(s).ok()) << CheckState(s);
  }
}

// V10: solo, uniform play: exactly 16 rounds, in both randomness modes and each option value.
TEST(Playout, V10_SoloEndsAfterRound16) {
  for (uint64_t seed = 1; seed <= 6; ++seed) {
    Options o;
    o.stack_sailors = seed % 2 == 0;
    o.cumulative = seed % 3 == 0;
    State s = testing::Fresh(1, {1 + static_cast<int>(seed % 6), 3, 5}, o);
    s.external = seed % 2 == 1;
    PlayOut(s, seed, /*greedy=*/false, 1000);
    EXPECT_EQ(s.phase, Phase::kFinished) << seed;
    EXPECT_EQ(s.round, 16) << seed;
  }
}

// V10: 2-5 seats, greedy play: someone reaches 3 stars, one more round, the end.
TEST(Playout, V10_MultiEndsByStars) {
  for (int seats = 2; seats <= 5; ++seats) {
    for (uint64_t seed = 1; seed <= 2; ++seed) {
      State s = testing::Fresh(seats, {1, 1, 1});
      s.external = false;
      s.rng_state = seed;
      PlayOut(s, seed, /*greedy=*/true, 60);
      std::string stars;
      for (const Sheet& me : s.sheets) {
        stars += absl::StrCat(me.stars, " (islands ", me.islands, " dread ", me.dread_defeated,
                              " marked ", me.marked, " ready ", me.ready_regular, "+",
                              me.ready_heroic, " ship ", me.ship, ") ");
      }
      ASSERT_EQ(s.phase, Phase::kFinished) << seats << " seats, seed " << seed << " round "
                                           << s.round << " stars " << stars;
      int three = 0;
      for (const Sheet& me : s.sheets) three += me.stars >= 3;
      EXPECT_GE(three, 1);
      EXPECT_EQ(s.round, s.final_round);
    }
  }
}

// The proto path: a seeded solo game through NewGame / LegalActions / Apply to its end.
TEST(Playout, SoloThroughTheGameMethods) {
  const Game& g = testing::Engine();
  absl::StatusOr<NewGameResult> start = g.NewGame(testing::NewSetup(1, 99));
  ASSERT_TRUE(start.ok());
  v1::GameState state = start->state;
  Rng rng(5);
  for (int step = 0; step < 500; ++step) {
    absl::StatusOr<v1::TurnStatus> t = g.Turn(state);
    ASSERT_TRUE(t.ok());
    if (t->outcome().status() == v1::OUTCOME_STATUS_FINISHED) {
      ASSERT_EQ(t->outcome().results_size(), 1);
      EXPECT_EQ(t->outcome().results(0).rank(), 1);
      return;
    }
    ASSERT_EQ(t->acting_seats_size(), 1);
    absl::StatusOr<std::vector<google::protobuf::Any>> legal = g.LegalActions(state, 0);
    ASSERT_TRUE(legal.ok());
    ASSERT_FALSE(legal->empty());
    absl::StatusOr<ApplyResult> r = g.Apply(state, 0, (*legal)[rng.Uniform(legal->size())]);
    ASSERT_TRUE(r.ok() && r->legal);
    state = r->state;
  }
  FAIL() << "the solo game did not end";
}

}  // namespace
}  // namespace voyages
}  // namespace arbiter
