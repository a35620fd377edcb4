// Tests only: one random, reflection-based edit of any protobuf message, for tests that check
// an engine's answers on many slightly broken states (e.g. that two readers of a state agree on
// every mutant). tests/conformance/internal/mutation.h lists EVERY single edit of a message
// instead; this picks one at random, so it suits large states and long mutation chains.
//
//   Rng rng(seed);
//   pb::State p = ...;
//   for (int i = 0; i < 3; ++i) MutateOnce(&p, rng);   // up to 3 edits, anywhere in p
#ifndef ARBITER_ENGINES_CORE_TESTING_MUTATE_H_
#define ARBITER_ENGINES_CORE_TESTING_MUTATE_H_

#include "engines/core/rng.h"
#include "google/protobuf/message.h"

namespace arbiter::testing {

// One random edit somewhere in `m` (a field of `m` or, recursively, of a set submessage): a
// number or enum moved by a small step (+-1, +-2, +-20, +40), a bool flipped, a submessage
// cleared, or a repeated field's element removed, duplicated (messages) or swapped. A draw that
// lands on a singular string, 64-bit or floating-point field, or on an empty repeated field,
// makes no edit. Deterministic for a given `rng` state.
void MutateOnce(google::protobuf::Message* m, Rng& rng);

}  // namespace arbiter::testing

#endif  // ARBITER_ENGINES_CORE_TESTING_MUTATE_H_
