// Quibbles event details (arbiter.games.quibbles.v1.Event, quibbles.proto) built in per-thread
// reused messages (scratch.h) and packed by protobuf's serializer (PublicEvent / PrivateEvent,
// engines/core/events.h). Every Apply emits several events; building them on a reused arena
// keeps the oneof's submessages off the heap.
//
//   pb::Event* d = PublicDetail();
//   d->mutable_turn_ended()->set_seat(seat);
//   events->push_back(PublicEvent(*d));
//
//   auto [open, closed] = PrivateDetails();   // the audience's detail, everyone else's
//   ... fill both ...
//   events->push_back(PrivateEvent(*open, {seat}, *closed));
//
// The messages are valid until the next PublicDetail()/PrivateDetails() on the same thread;
// pack them before asking for the next.
#ifndef ARBITER_ENGINES_QUIBBLES_EVENT_DETAILS_H_
#define ARBITER_ENGINES_QUIBBLES_EVENT_DETAILS_H_

#include <array>

#include "engines/quibbles/table.h"

namespace arbiter {
namespace quibbles {

// One empty Event message.
pb::Event* PublicDetail();
// Two empty Event messages: [0] for the audience, [1] for everyone else.
std::array<pb::Event*, 2> PrivateDetails();

}  // namespace quibbles
}  // namespace arbiter

#endif  // ARBITER_ENGINES_QUIBBLES_EVENT_DETAILS_H_
