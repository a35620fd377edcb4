// Hidden information (rules.md Q11): views and resampling of what a viewer cannot see.
#include "engines/core/game.h"
#include "engines/core/rng.h"
#include "engines/quibbles/rules.h"

namespace arbiter {
namespace quibbles {

pb::State ViewOf(const State& t, int viewer) {
  pb::State s;
  EncodePayload(t, viewer, &s);
  return s;
}

void ResampleHiddenCards(State& t, int viewer, uint64_t seed) {
  Rng rng(seed);
  // The pool of unseen cards and the slots they fill.
  Counts pool = t.draw;
  for (int p = 0; p < t.seat_count; ++p) {
    if (p == viewer) continue;
    for (int i = 0; i < kValues; ++i) pool[i] += t.hands[p][i];
  }
  auto deal = [&](Counts& into) {
    const int n = CardTotal(into);
    into = Counts{};
    for (int k = 0; k < n; ++k) {
      const int i = rng.Weighted(absl::Span<const int>(pool.data(), pool.size()));
      if (i < 0) return;  // unreachable: the pool holds exactly the slots' cards
      pool[i] -= 1;
      into[i] += 1;
    }
  };
  for (int p = 0; p < t.seat_count; ++p) {
    if (p != viewer) deal(t.hands[p]);
  }
  deal(t.draw);
  t.rng_state = rng.Next();
}

}  // namespace quibbles
}  // namespace arbiter
