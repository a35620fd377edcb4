#include "engines/core/events.h"

#include <algorithm>

namespace arbiter {

bool CanSee(const v1::Event& event, int viewer) {
  if (viewer == kOmniscient || event.visibility() != v1::VISIBILITY_PRIVATE) return true;
  return std::find(event.audience().begin(), event.audience().end(), viewer) !=
         event.audience().end();
}

v1::Event RedactEvent(const v1::Event& event, int viewer) {
  if (CanSee(event, viewer)) return event;
  v1::Event out = event;
  *out.mutable_detail() = event.public_detail();
  out.clear_public_detail();
  return out;
}

std::vector<v1::Event> RedactEvents(const std::vector<v1::Event>& events, int viewer) {
  std::vector<v1::Event> out;
  out.reserve(events.size());
  for (const v1::Event& e : events) out.push_back(RedactEvent(e, viewer));
  return out;
}

}  // namespace arbiter
