#include "engines/jump_drive/format1_testing.h"

#include "engines/core/envelope.h"

namespace arbiter {
namespace jump_drive {
namespace {

// Format 2's fields (state.h) cleared.
void DropRecords(pb::State* p) {
  for (pb::Seat& seat : *p->mutable_seats()) seat.clear_discarded();
  p->clear_open_discards();
}

}  // namespace

pb::State EncodeFormat1(const State& s) {
  pb::State p;
  EncodePayload(s, kFullState, &p);
  DropRecords(&p);
  return p;
}

v1::GameState PackFormat1(const v1::GameInfo& info, const State& s,
                          const v1::GameContent& content) {
  v1::GameState g = PackState(info, EncodeFormat1(s));
  *g.mutable_content() = content;
  g.set_state_format_version(1);
  return g;
}

absl::StatusOr<v1::GameState> ToFormat1(const v1::GameState& state) {
  pb::State p;
  if (!state.payload().UnpackTo(&p)) {
    return absl::InvalidArgumentError("state.payload: not a Jump Drive State");
  }
  DropRecords(&p);
  v1::GameState out = state;
  PackInto(p, out.mutable_payload());
  out.set_state_format_version(1);
  return out;
}

}  // namespace jump_drive
}  // namespace arbiter
