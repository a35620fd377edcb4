// Building events with their visibility, and redacting them for one viewer.
//
//   events->push_back(PublicEvent(played));                       // everyone sees it
//   events->push_back(PrivateEvent(drew_values, {seat}, drew_count));
//   v1::Event seen = RedactEvent(event, /*viewer=*/2);            // what seat 2 may see
#ifndef ARBITER_ENGINES_CORE_EVENTS_H_
#define ARBITER_ENGINES_CORE_EVENTS_H_

#include <initializer_list>
#include <vector>

#include "arbiter/v1/event.pb.h"
#include "engines/core/envelope.h"
#include "engines/core/game.h"

namespace arbiter {

template <typename Msg>
v1::Event PublicEvent(const Msg& detail) {
  v1::Event e;
  e.set_visibility(v1::VISIBILITY_PUBLIC);
  PackInto(detail, e.mutable_detail());
  return e;
}

// `detail` for the seats in `audience`; `public_detail` for everyone else.
template <typename Msg, typename PublicMsg>
v1::Event PrivateEvent(const Msg& detail, std::initializer_list<int> audience,
                       const PublicMsg& public_detail) {
  v1::Event e;
  e.set_visibility(v1::VISIBILITY_PRIVATE);
  PackInto(detail, e.mutable_detail());
  for (int seat : audience) e.add_audience(seat);
  PackInto(public_detail, e.mutable_public_detail());
  return e;
}

// True when `viewer` (a seat, kSpectator, or kOmniscient) may see the event's full detail.
bool CanSee(const v1::Event& event, int viewer);

// The event as `viewer` may see it: unchanged when CanSee; otherwise `detail` replaced by
// `public_detail` and `public_detail` cleared (visibility and audience stay: who learned
// something is public, what they learned is not).
v1::Event RedactEvent(const v1::Event& event, int viewer);
std::vector<v1::Event> RedactEvents(const std::vector<v1::Event>& events, int viewer);

}  // namespace arbiter

#endif  // ARBITER_ENGINES_CORE_EVENTS_H_
