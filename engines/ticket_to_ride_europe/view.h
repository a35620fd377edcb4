// Hidden information (rules T14): what a viewer may see, and redrawing what it may not.
//
//   pb::State v = ViewOf(s, /*viewer=*/1);               // seat 1's view (kSpectator: public)
//   State r = Resample(map, s, /*viewer=*/1, seed);       // ViewOf(r, 1) == ViewOf(s, 1)
//
// Hidden from a viewer: the generator state; the deck's contents (its size stays); other seats'
// hands (hand_size stays); other seats' tickets kept (until the game is over), offered and
// discarded at setup (ids become 0; during a hidden initial choice a chosen seat's kept and
// discarded tickets are removed entirely, R1); the shuffled ticket deck and the undealt long
// tickets (ids 0); tickets under the deck returned by others (ids 0).
#ifndef ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_VIEW_H_
#define ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_VIEW_H_

#include <cstdint>

#include "engines/ticket_to_ride_europe/map.h"
#include "engines/ticket_to_ride_europe/state.h"

namespace arbiter::ticket_to_ride_europe {

// The proto state as `viewer` (a seat, or arbiter::kSpectator) may see it.
pb::State ViewOf(const State& s, int viewer);
// The same into `out` (overwritten), e.g. a message on a caller's arena (engines/core/arena.h).
void ViewOf(const State& s, int viewer, pb::State* out);
// The same result built over `out`'s previous content (no Clear: submessages and capacity are
// reused), under EncodeStateReusing's condition (state.h): `out` is new or only ever written by
// EncodeState, EncodeStateReusing, ViewOf or ViewOfReusing.
void ViewOfReusing(const State& s, int viewer, pb::State* out);

// A state `viewer` cannot tell from `s`: the cards and tickets it cannot see dealt again at
// random (arbiter::Rng seeded with `seed`) into the same places and sizes, each ticket keeping
// its kind (long or regular); a fresh generator state.
State Resample(const Map& map, const State& s, int viewer, uint64_t seed);

}  // namespace arbiter::ticket_to_ride_europe

#endif  // ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_VIEW_H_
