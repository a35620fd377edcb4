// Conformance profile of Quibbles (engines/quibbles): a progress policy that steers playouts to
// a win (rules Q9 note: uniform play rarely ends), step caps, and the option sets to cover.
//
// Progress policy, for the acting seat:
//   - stash step (Q7): the stash that raises the collection total most (value minus the value
//     of the collection card discarded when full), if it raises it at all; else END_TURN;
//   - main action: the SPLIT / COMBINE / DRAW leaving the hand with the highest "potential"
//     (cards counted towards stashable high values, weighted by value squared, plus a bonus per
//     value already stashable), a DRAW counted as a small fixed gain;
//   - one decision in ten uniformly at random, and random tie-breaks, so playouts differ.
#include <algorithm>
#include <array>

#include "arbiter/games/quibbles/v1/quibbles.pb.h"
#include "engines/core/rng.h"
#include "tests/conformance/profile.h"

namespace arbiter::conformance {
namespace {

namespace qpb = ::arbiter::games::quibbles::v1;
using Counts = std::array<int, 6>;

Counts CountsOf(const qpb::CardCounts& c) {
  return {c.ones(), c.twos(), c.threes(), c.fours(), c.fives(), c.sixes()};
}

// How close hand `h` is to stashing values that would raise `collection`.
int Potential(const Counts& h, const Counts& collection) {
  int cards = 0;
  for (int x : collection) cards += x;
  int lowest = 0;  // values at or below this cannot improve a full collection
  if (cards >= 6) {
    for (int i = 5; i >= 0; --i) {
      if (collection[i] > 0) lowest = i + 1;
    }
  }
  int score = 0;
  for (int v = 1; v <= 6; ++v) {
    if (v <= lowest) continue;
    const int held = std::max(0, h[v - 1]);
    score += std::min(held, v) * v * v;
    if (held >= v) score += 100 * v;
  }
  return score;
}

// Score of one action (higher is better), or a low score for anything unexpected.
int Score(const qpb::Action& a, const Counts& hand, const Counts& collection) {
  if (a.has_stash()) {
    const int gain = static_cast<int>(a.stash().value()) -
                     static_cast<int>(a.stash().discard_from_collection());
    return gain > 0 ? 100000 + gain * 100 : -1;
  }
  if (a.has_end_turn() || a.has_pass() || a.has_chance_outcome()) return 0;
  Counts h = hand;
  auto add = [&h](uint32_t v, int n) {
    if (v >= 1 && v <= 6) h[v - 1] += n;
  };
  if (a.has_split()) {
    add(a.split().card(), -1);
    for (const auto& set : a.split().sets()) {
      for (uint32_t v : set.values()) add(v, 1);
    }
  } else if (a.has_combine()) {
    uint32_t total = 0;
    for (uint32_t v : a.combine().cards()) {
      add(v, -1);
      total += v;
    }
    add(total, static_cast<int>(a.combine().take_count()));
  } else if (a.has_draw()) {
    add(a.draw().card(), -1);
    return Potential(h, collection) + 20;
  } else {
    return -1000;
  }
  return Potential(h, collection);
}

size_t QuibblesProgress(const PolicyInput& in) {
  Rng rng(in.seed);
  if (in.legal.empty()) return 0;
  if (rng.Uniform(10) == 0) return static_cast<size_t>(rng.Uniform(in.legal.size()));
  qpb::State state;
  if (!in.state.payload().UnpackTo(&state) || in.actor < 0 ||
      in.actor >= state.seats_size()) {
    return static_cast<size_t>(rng.Uniform(in.legal.size()));
  }
  const Counts hand = CountsOf(state.seats(in.actor).hand());
  const Counts collection = CountsOf(state.seats(in.actor).collection());
  size_t best = 0;
  int64_t best_score = INT64_MIN;
  for (size_t i = 0; i < in.legal.size(); ++i) {
    qpb::Action a;
    if (!in.legal[i].UnpackTo(&a)) continue;
    const int64_t score = int64_t{Score(a, hand, collection)} * 4 +
                          static_cast<int64_t>(rng.Uniform(4));
    if (score > best_score) {
      best_score = score;
      best = i;
    }
  }
  return best;
}

ConformanceProfile QuibblesProfile() {
  ConformanceProfile p;
  p.progress_policy = QuibblesProgress;
  // Uniform play rarely ends (rules Q9 note); EXTERNAL playouts count every card drawn as a
  // step, so a progress game of ~100 turns takes several hundred steps.
  p.uniform_step_cap = 400;
  p.progress_step_cap = 4000;
  // The floor for the normal run. About 0.2 s of one core per 10 playouts in a
  // release build.
  p.playouts = 2000;
  p.option_sets = {
      {},
      {{"allow_empty_take", "true"}},
      {{"stash_surplus", "keep_surplus"}},
      {{"win_requires_six_cards", "true"}},
  };
  return p;
}

const ProfileRegistration kQuibbles("quibbles", QuibblesProfile);

}  // namespace
}  // namespace arbiter::conformance
