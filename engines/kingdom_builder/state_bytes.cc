// EncodeState and SerializeState (state.h): EncodePayload(s) into this thread's reused pb::State
// (StateScratch's kSerializedState), then protobuf's own serializer. The message lives on the
// thread's protobuf Arena (engines/core/thread_scratch.h), which is what makes this cheap: Clear()
// (in EncodePayload) keeps the repeated fields' element objects (seats, tiles, boards) and the
// packed hex lists' capacity, so the next call's add_*() reuse them, and the singular submessages
// Clear() drops (options, card piles) come back by pointer bump instead of malloc/free. The arena
// grows by what Clear() dropped (a few hundred bytes per call), so ThreadScratch resets it once it
// passes 256 KiB.
#include <string>

#include "engines/kingdom_builder/state.h"

namespace arbiter {
namespace kingdom_builder {

void SerializeState(const State& s, std::string* out) {
  // Kept, not Fresh: EncodePayload clears the message itself.
  pb::State* state = StateScratch::ThisThread().Kept<kSerializedState>();
  EncodePayload(s, state);
  out->clear();
  state->SerializeToString(out);
}

v1::GameState EncodeState(const v1::GameInfo& info, const State& s) {
  static const std::string* const type_url =
      new std::string("type.googleapis.com/" + pb::State::descriptor()->full_name());
  v1::GameState state;
  state.set_game_id(info.game_id());
  state.set_rules_version(info.rules_version());
  state.set_state_format_version(info.state_format_version());
  state.mutable_payload()->set_type_url(*type_url);
  SerializeState(s, state.mutable_payload()->mutable_value());
  return state;
}

}  // namespace kingdom_builder
}  // namespace arbiter
