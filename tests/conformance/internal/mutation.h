// Internal to the conformance suite: generic, reflection-based mutations of an action message.
//
//   std::vector<Mutation> ms = MutationsOf(listed_action);   // Any in, Anys out
//   for (const Mutation& m : ms) judge.Judge(m.action, m.label, kCheckMutation);
//
// For every field of the packed message, recursively into set sub-messages:
//   integer and enum fields    value+1, value-1, 0, -1, the type's min and max, 1000
//                              (unsigned: no negatives; each only if different from value)
//   bool                       flipped
//   string / bytes             emptied, or "?" when empty
//   float / double             value+1, value-1
//   repeated fields            each of the first kMaxElements elements mutated as above;
//                              element dropped; element duplicated; first and last swapped;
//                              the whole field cleared
//   oneofs                     cleared; switched to each other member (default value)
//   set singular sub-messages  cleared
// Labels name the field path and the change, e.g. "play.values[1]+1", "clear oneof kind".
#ifndef ARBITER_TESTS_CONFORMANCE_INTERNAL_MUTATION_H_
#define ARBITER_TESTS_CONFORMANCE_INTERNAL_MUTATION_H_

#include <string>
#include <vector>

#include "google/protobuf/any.pb.h"

namespace arbiter::conformance::internal {

struct Mutation {
  std::string label;
  google::protobuf::Any action;
};

// Every mutation of `action` (any message type, e.g. also a state payload) (empty when its type is not linked or it does not parse). Each
// mutation differs from the original message in at least one field.
std::vector<Mutation> MutationsOf(const google::protobuf::Any& action);

}  // namespace arbiter::conformance::internal

#endif  // ARBITER_TESTS_CONFORMANCE_INTERNAL_MUTATION_H_
