// Quibbles' pending-draw machinery (Q2 deal, Q6 draw, Q8 housekeeping, Q10 exhaustion).
//
// Every card drawn goes through Table::pending (a queue of PendingSteps). ResolvePending works
// the queue front to back: DISCARD_HANDS steps at once; a draw from an empty draw pile first
// reshuffles the discard pile into it (Q10) or, when both are empty, is dropped with a
// ShortDraw event; otherwise one card is drawn — from Rng(t.rng_state).Weighted(t.draw) when
// SEEDED, and when EXTERNAL the engine stops (PHASE_DRAWING) and waits for a chance outcome.
// When the queue is empty, `t.after` says what comes next.
#ifndef ARBITER_ENGINES_QUIBBLES_DRAWS_H_
#define ARBITER_ENGINES_QUIBBLES_DRAWS_H_

#include <vector>

#include "arbiter/v1/event.pb.h"
#include "engines/quibbles/table.h"

namespace arbiter {
namespace quibbles {

// Works the pending queue. `chance_value` (1..6, present in the draw pile) is the value of the
// card the front step draws first (a chance outcome in EXTERNAL mode); 0 for none.
void ResolvePending(Table& t, int chance_value, std::vector<v1::Event>* events);

// End-of-turn housekeeping (Q8) of the current seat, then the next seat's turn: a row of 10+
// cards is discarded, the row refilled to 6, and when the current hand is empty every hand is
// discarded and 6 new cards dealt to each seat from seat 0.
void Housekeeping(Table& t, std::vector<v1::Event>* events);

}  // namespace quibbles
}  // namespace arbiter

#endif  // ARBITER_ENGINES_QUIBBLES_DRAWS_H_
