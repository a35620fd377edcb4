// Per-thread reused protobuf messages for the hot path of every engine call: the parsed State
// payload, the State being serialized, the Event details and the listed Actions. All of them
// live on ONE protobuf Arena per thread (engines/core/thread_scratch.h; protobuf's arena thread
// cache then always hits), so protobuf's Clear (which every ParseFromString starts with) and
// the re-creation of singular and oneof submessages are pointer bumps, and repeated
// submessages (seats, pending steps, sets) keep their elements. What Clear drops stays in the
// arena until it holds more than 64 KiB (a few hundred calls of ordinary states); then the
// arena is reset and the messages made anew.
//
// Lifetime (the one rule): a message handed out here is valid until the next call of any
// function of this header on the same thread. Engine calls never nest and each message is
// serialized or read before the next one is asked for (only bytes leave), so one set per
// thread is enough.
//
//   pb::State* s = ParsedState();              // empty
//   if (!s->ParseFromString(bytes)) ...
//   pb::State* next = BuiltState();            // NOT cleared: see EncodePayload (state.h)
//   pb::Event* d = PublicDetail();             // empty
//   auto [open, closed] = PrivateDetails();    // two empty Events: audience, everyone else
//   pb::Action* a = ListedAction();            // empty
#ifndef ARBITER_ENGINES_QUIBBLES_SCRATCH_H_
#define ARBITER_ENGINES_QUIBBLES_SCRATCH_H_

#include <array>

#include "engines/quibbles/state.h"

namespace arbiter {
namespace quibbles {

// An empty State to parse a payload into.
pb::State* ParsedState();
// The State last filled by EncodeView on this thread (a new empty one after a reset):
// only ever written by EncodePayload, never parsed into.
pb::State* BuiltState();
// One empty Event message.
pb::Event* PublicDetail();
// Two empty Event messages: [0] for the audience, [1] for everyone else.
std::array<pb::Event*, 2> PrivateDetails();
// One empty Action message.
pb::Action* ListedAction();

}  // namespace quibbles
}  // namespace arbiter

#endif  // ARBITER_ENGINES_QUIBBLES_SCRATCH_H_
