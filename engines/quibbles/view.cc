// Hidden information (Q11): views, resampling of what a viewer cannot see, and turn status.
#include "engines/core/game.h"
#include "engines/core/rng.h"
#include "engines/quibbles/rules.h"

namespace arbiter {
namespace quibbles {

pb::State ViewOf(const Table& t, int viewer) {
  pb::State s;
  ToProto(t, viewer, &s);
  return s;
}

void ResampleHiddenCards(Table& t, int viewer, uint64_t seed) {
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

v1::TurnStatus TurnOf(const Table& t) {
  v1::TurnStatus turn;
  v1::Outcome* outcome = turn.mutable_outcome();
  switch (t.phase) {
    case Phase::kFinished: {
      outcome->set_status(v1::OUTCOME_STATUS_FINISHED);
      auto add = [&](int seat, int rank) {
        v1::SeatResult* r = outcome->add_results();
        r->set_seat(seat);
        r->set_rank(rank);
        r->set_score(ValueTotal(t.collections[seat]));
      };
      add(t.winner, 1);
      for (int p = 0; p < t.seat_count; ++p) {
        if (p != t.winner) add(p, 2);
      }
      return turn;
    }
    case Phase::kDrawing:
      turn.set_chance_pending(true);
      turn.set_decision("chance");
      break;
    case Phase::kMainAction:
      turn.add_acting_seats(t.current_seat);
      turn.set_decision("main_action");
      break;
    case Phase::kStashOrEnd:
      turn.add_acting_seats(t.current_seat);
      turn.set_decision("stash_or_end");
      break;
  }
  outcome->set_status(v1::OUTCOME_STATUS_ONGOING);
  return turn;
}

}  // namespace quibbles
}  // namespace arbiter
