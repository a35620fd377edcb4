// SerializeState (state.h): Encode(s) into a per-thread reused pb::State, then protobuf's own
// serializer. The message lives on a per-thread protobuf Arena, which is what makes this
// cheap: Clear() (in Encode) keeps the repeated fields' element objects (seats, tiles, boards)
// and the packed hex lists' capacity, so the next call's add_*() reuse them, and the singular
// submessages Clear() drops (options, card piles) come back by pointer bump instead of
// malloc/free. The arena grows by what Clear() dropped (a few hundred bytes per call), so it is
// replaced once it passes kResetBytes.
#include <memory>
#include <string>

#include "engines/kingdom_builder/state.h"
#include "google/protobuf/arena.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

constexpr size_t kResetBytes = 256 * 1024;

struct Scratch {
  std::unique_ptr<google::protobuf::Arena> arena;
  pb::State* state = nullptr;  // on `arena`
};

}  // namespace

void SerializeState(const KbState& s, std::string* out) {
  thread_local Scratch scratch;
  if (scratch.arena == nullptr || scratch.arena->SpaceAllocated() > kResetBytes) {
    scratch.state = nullptr;
    scratch.arena = std::make_unique<google::protobuf::Arena>();
    scratch.state = google::protobuf::Arena::CreateMessage<pb::State>(scratch.arena.get());
  }
  Encode(s, scratch.state);
  out->clear();
  scratch.state->SerializeToString(out);
}

}  // namespace kingdom_builder
}  // namespace arbiter
