// SerializeState (state.h): EncodeState(s) into this thread's reused pb::State (StateScratch's
// kSerializedState), then protobuf's own serializer. The message lives on the thread's protobuf
// Arena (engines/core/thread_scratch.h), which is what makes this cheap: Clear() (in EncodeState)
// keeps the repeated fields' element objects (seats, tiles, boards) and the packed hex lists'
// capacity, so the next call's add_*() reuse them, and the singular submessages Clear() drops
// (options, card piles) come back by pointer bump instead of malloc/free. The arena grows by
// what Clear() dropped (a few hundred bytes per call), so ThreadScratch resets it once it
// passes 256 KiB.
#include <string>

#include "engines/kingdom_builder/state.h"

namespace arbiter {
namespace kingdom_builder {

void SerializeState(const State& s, std::string* out) {
  // Kept, not Fresh: EncodeState clears the message itself.
  pb::State* state = StateScratch::ThisThread().Kept<kSerializedState>();
  EncodeState(s, state);
  out->clear();
  state->SerializeToString(out);
}

}  // namespace kingdom_builder
}  // namespace arbiter
