// Whole games: random and progress playouts in both randomness modes over every seat count
// and option value, checking at every step that the listing is complete (against a
// brute-force oracle), free of duplicates, accepted by Apply, and that states stay valid;
// seeded games replayed in EXTERNAL mode from their private events give the same game.
#include <algorithm>
#include <map>
#include <set>

#include "engines/core/rng.h"
#include "engines/quibbles/test_util.h"
#include "engines/quibbles/rules.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace quibbles {
namespace qtest {
namespace {

// Independent oracle: can `taken` be cut into sets of 2+ cards each summing to v?
bool Decompose(Counts taken, int v, std::vector<std::vector<int>>* sets) {
  int first = -1;
  for (int i = 0; i < kValues; ++i) {
    if (taken[i] > 0) {
      first = i;
      break;
    }
  }
  if (first < 0) return true;
  // The set holding the smallest remaining card: try every completion (values >= first).
  std::vector<int> set = {first + 1};
  taken[first] -= 1;
  std::function<bool(int, int)> grow = [&](int sum, int from) -> bool {
    if (sum == v) {
      if (set.size() < 2) return false;
      sets->push_back(set);
      if (Decompose(taken, v, sets)) return true;
      sets->pop_back();
      return false;
    }
    for (int i = from; i < kValues && sum + i + 1 <= v; ++i) {
      if (taken[i] == 0) continue;
      taken[i] -= 1;
      set.push_back(i + 1);
      if (grow(sum + i + 1, i)) return true;
      set.pop_back();
      taken[i] += 1;
    }
    return false;
  };
  return grow(first + 1, first);
}

// Every sub-multiset of `c`.
std::vector<Counts> SubMultisets(const Counts& c) {
  std::vector<Counts> out = {Counts{}};
  for (int i = 0; i < kValues; ++i) {
    std::vector<Counts> next;
    for (const Counts& base : out) {
      for (int k = 0; k <= c[i]; ++k) {
        Counts x = base;
        x[i] = k;
        next.push_back(x);
      }
    }
    out.swap(next);
  }
  return out;
}

std::vector<int> ValuesOf(const Counts& c) {
  std::vector<int> v;
  for (int i = 0; i < kValues; ++i)
    for (int k = 0; k < c[i]; ++k) v.push_back(i + 1);
  return v;
}

// Candidate actions for a seat that cover every legal action (splits from the oracle).
std::vector<pb::Action> Candidates(const pb::State& s, int seat) {
  std::vector<pb::Action> out;
  const Counts hand = FromProto(s.seats(seat).hand());
  const Counts row = FromProto(s.row());
  for (int v = 1; v <= kValues; ++v) {
    for (const Counts& taken : SubMultisets(row)) {
      std::vector<std::vector<int>> sets;
      if (Decompose(taken, v, &sets)) out.push_back(SplitOf(v, sets));
    }
    out.push_back(DrawOf(v));
    for (int d = 0; d <= kValues; ++d) out.push_back(StashOf(v, d));
  }
  for (const Counts& played : SubMultisets(hand)) {
    const int n = CardTotal(played);
    const int t = ValueTotal(played);
    if (n < 2 || n > 6 || t > 6) continue;
    for (int take = 0; take <= row[t - 1] + 1; ++take) out.push_back(CombineOf(ValuesOf(played), take));
  }
  out.push_back(EndTurnAction());
  out.push_back(PassAction());
  return out;
}

// The brute-force check of one state for its acting seat.
void CheckListingAgainstOracle(const v1::GameState& state, int seat) {
  const pb::State s = PayloadOf(state);
  absl::StatusOr<std::vector<google::protobuf::Any>> listed = Game().LegalActions(state, seat);
  ASSERT_TRUE(listed.ok());
  std::set<std::string> listed_results;
  for (const auto& a : *listed) {
    absl::StatusOr<ApplyResult> r = Game().Apply(state, seat, a);
    ASSERT_TRUE(r.ok()) << r.status();
    ASSERT_TRUE(r->legal) << r->violation.code();
    // Distinct listed actions give distinct states.
    EXPECT_TRUE(listed_results.insert(r->state.SerializeAsString()).second)
        << "duplicate result for listed action";
  }
  std::set<std::string> oracle_results;
  for (const pb::Action& a : Candidates(s, seat)) {
    absl::StatusOr<ApplyResult> r = Game().Apply(state, seat, Act(a));
    ASSERT_TRUE(r.ok()) << r.status();
    if (r->legal) oracle_results.insert(r->state.SerializeAsString());
  }
  EXPECT_EQ(listed_results.size(), oracle_results.size());
  EXPECT_TRUE(listed_results == oracle_results) << "listing and oracle disagree";
}

// Policy that favours the end: in the stash step, the stash that raises the collection total
// most (discarding the lowest card of a full collection), else end the turn; in the main
// action, the move leaving the hand closest to stashing high values. 10% uniform.
int Potential(const Counts& h, const Counts& collection) {
  int lowest = 0;
  if (CardTotal(collection) >= kCollectionMax) {
    for (int i = kValues - 1; i >= 0; --i) {
      if (collection[i] > 0) lowest = i + 1;
    }
  }
  int score = 0;
  for (int v = 1; v <= kValues; ++v) {
    if (v <= lowest) continue;
    score += std::min(h[v - 1], v) * v * v;
    if (h[v - 1] >= v) score += 100 * v;
  }
  return score;
}

size_t Progress(const pb::State& s, int seat, const std::vector<pb::Action>& legal, Rng& rng) {
  if (rng.Uniform(10) == 0) return rng.Uniform(legal.size());
  const Counts hand = FromProto(s.seats(seat).hand());
  const Counts collection = FromProto(s.seats(seat).collection());
  size_t best = 0;
  int best_score = -1000000;
  for (size_t i = 0; i < legal.size(); ++i) {
    const pb::Action& a = legal[i];
    Counts h = hand;
    int score = 0;
    if (a.has_stash()) {
      const int gain = static_cast<int>(a.stash().value()) -
                       static_cast<int>(a.stash().discard_from_collection());
      score = gain > 0 ? 100000 + gain * 100 : -1;
    } else if (a.has_end_turn() || a.has_pass()) {
      score = 0;
    } else {
      if (a.has_split()) {
        h[a.split().card() - 1] -= 1;
        for (const auto& set : a.split().sets()) {
          for (uint32_t v : set.values()) h[v - 1] += 1;
        }
      } else if (a.has_combine()) {
        int t = 0;
        for (uint32_t v : a.combine().cards()) {
          h[v - 1] -= 1;
          t += v;
        }
        h[t - 1] += a.combine().take_count();
      } else if (a.has_draw()) {
        h[a.draw().card() - 1] -= 1;
      }
      score = Potential(h, collection) + (a.has_draw() ? 20 : 0);
    }
    score = score * 4 + static_cast<int>(rng.Uniform(4));
    if (score > best_score) {
      best_score = score;
      best = i;
    }
  }
  return best;
}

struct Playout {
  v1::GameState final_state;
  std::vector<std::pair<int, pb::Action>> seat_actions;  // in order, chance excluded
  std::vector<int> drawn;                                 // every card drawn, in order
  bool finished = false;
  int steps = 0;
};

Playout Play(int seats, uint64_t seed, bool external, bool progress, int cap,
             std::vector<std::pair<std::string, std::string>> options, bool oracle) {
  Playout out;
  Rng rng(seed * 7919 + 1);
  v1::GameSetup setup;
  setup.set_game_id("quibbles");
  setup.set_seat_count(seats);
  setup.set_first_seat(static_cast<int>(seed % seats));
  setup.mutable_randomness()->set_mode(external ? v1::RANDOMNESS_MODE_EXTERNAL
                                                : v1::RANDOMNESS_MODE_SEEDED);
  setup.mutable_randomness()->set_seed(seed);
  for (const auto& [k, v] : options) (*setup.mutable_options())[k] = v;
  absl::StatusOr<NewGameResult> game = Game().NewGame(setup);
  EXPECT_TRUE(game.ok()) << game.status();
  if (!game.ok()) return out;
  v1::GameState state = game->state;
  auto record_draws = [&out](const std::vector<v1::Event>& events) {
    for (const auto& e : events) {
      const pb::Event d = DetailOf(e);
      for (uint32_t v : d.row_refilled().values()) out.drawn.push_back(v);
      for (uint32_t v : d.cards_drawn().values()) out.drawn.push_back(v);
    }
  };
  record_draws(game->events);
  for (out.steps = 0; out.steps < cap; ++out.steps) {
    absl::StatusOr<v1::TurnStatus> turn = Game().Turn(state);
    EXPECT_TRUE(turn.ok());
    if (!turn.ok() || turn->outcome().status() == v1::OUTCOME_STATUS_FINISHED) {
      out.finished = turn.ok();
      break;
    }
    const int actor = turn->chance_pending() ? kChance : turn->acting_seats(0);
    for (int other = 0; other < seats; ++other) {
      if (other != actor) {
        EXPECT_TRUE(Legal(state, other).empty());
      }
    }
    if (oracle && actor != kChance) CheckListingAgainstOracle(state, actor);
    const std::vector<pb::Action> legal = Legal(state, actor);
    EXPECT_FALSE(legal.empty());
    if (legal.empty()) break;
    const size_t pick = progress && actor != kChance ? Progress(PayloadOf(state), actor, legal, rng)
                                                     : rng.Uniform(legal.size());
    ApplyResult r = Try(state, actor, legal[pick]);
    EXPECT_TRUE(r.legal);
    if (!r.legal) break;
    EXPECT_TRUE(Game().Check(r.state).ok());
    if (actor != kChance) out.seat_actions.emplace_back(actor, legal[pick]);
    record_draws(r.events);
    state = r.state;
  }
  out.final_state = state;
  return out;
}

TEST(QuibblesPlayout, ListingMatchesTheBruteForceOracle) {
  for (int seats = 2; seats <= 5; ++seats) {
    Play(seats, 100 + seats, seats % 2 == 0, true, 120, {}, true);
  }
  Play(3, 7, false, true, 150, {{"allow_empty_take", "true"}}, true);
  Play(2, 8, true, true, 150, {{"stash_surplus", "keep_surplus"}}, true);
}

TEST(QuibblesPlayout, ProgressPlayoutsFinishUnderEveryOption) {
  const std::vector<std::vector<std::pair<std::string, std::string>>> option_sets = {
      {},
      {{"allow_empty_take", "true"}},
      {{"stash_surplus", "keep_surplus"}},
      {{"win_requires_six_cards", "true"}},
  };
  int finished = 0, total = 0;
  for (size_t o = 0; o < option_sets.size(); ++o) {
    for (int seats = 2; seats <= 5; ++seats) {
      for (bool external : {false, true}) {
        Playout p = Play(seats, 1000 * o + seats * 2 + external, external, true, 3000,
                         option_sets[o], false);
        ++total;
        finished += p.finished;
        EXPECT_TRUE(p.finished) << "options " << o << " seats " << seats << " external "
                                << external << " steps " << p.steps;
        if (p.finished) {
          absl::StatusOr<v1::TurnStatus> turn = Game().Turn(p.final_state);
          ASSERT_TRUE(turn.ok());
          EXPECT_EQ(turn->outcome().results_size(), seats);
          EXPECT_GE(turn->outcome().results(0).score(), 21);
        }
      }
    }
  }
  EXPECT_EQ(finished, total);
}

TEST(QuibblesPlayout, UniformPlayoutsStayValid) {
  for (uint64_t seed = 1; seed <= 8; ++seed) {
    Play(2 + seed % 4, seed, seed % 2, false, 400, {}, false);
  }
}

TEST(QuibblesPlayout, SeededGameReplaysInExternalModeFromItsDraws) {
  for (uint64_t seed : {3u, 4u, 5u}) {
    const int seats = 2 + seed % 4;
    Playout seeded = Play(seats, seed, false, true, 600, {}, false);
    v1::GameState state = NewState(seats, 0, true, {}, static_cast<int>(seed % seats));
    size_t next_draw = 0, next_action = 0;
    for (int guard = 0; guard < 100000; ++guard) {
      absl::StatusOr<v1::TurnStatus> turn = Game().Turn(state);
      ASSERT_TRUE(turn.ok());
      if (turn->chance_pending()) {
        ASSERT_LT(next_draw, seeded.drawn.size());
        state = Ok(state, kChance, ChanceOf(seeded.drawn[next_draw++]));
        continue;
      }
      if (next_action == seeded.seat_actions.size()) break;
      const auto& [seat, action] = seeded.seat_actions[next_action++];
      state = Ok(state, seat, action);
    }
    EXPECT_EQ(next_draw, seeded.drawn.size());
    pb::State a = PayloadOf(state);
    pb::State b = PayloadOf(seeded.final_state);
    a.set_randomness_mode(v1::RANDOMNESS_MODE_SEEDED);
    a.set_rng_state(0);
    b.set_rng_state(0);
    EXPECT_EQ(a.SerializeAsString(), b.SerializeAsString()) << "seed " << seed;
  }
}

}  // namespace
}  // namespace qtest
}  // namespace quibbles
}  // namespace arbiter
