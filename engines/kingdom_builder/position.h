// Kingdom Builder's native Position (engines/core/position.h, issue 22 §2): the state decoded
// once (DecodeState: envelope, payload, CheckState) into the native State, judged and advanced
// there step after step (PlayWireAction for wire actions, ListMoves + Play for listed ones, no
// protobuf when events are not asked for), encoded once (EncodeState).
//
//   absl::StatusOr<std::unique_ptr<Position>> p = MakePosition(info, state);
//
// Errors of MakePosition: DecodeState's (INVALID_ARGUMENT naming the field, FAILED_PRECONDITION
// for an unknown state format).
#ifndef ARBITER_ENGINES_KINGDOM_BUILDER_POSITION_H_
#define ARBITER_ENGINES_KINGDOM_BUILDER_POSITION_H_

#include <memory>

#include "absl/status/statusor.h"
#include "arbiter/v1/game_info.pb.h"
#include "arbiter/v1/game_state.pb.h"
#include "engines/core/position.h"

namespace arbiter {
namespace kingdom_builder {

// `info` must outlive the position (the Game's GameInfo).
absl::StatusOr<std::unique_ptr<Position>> MakePosition(const v1::GameInfo& info,
                                                       const v1::GameState& state);

}  // namespace kingdom_builder
}  // namespace arbiter

#endif  // ARBITER_ENGINES_KINGDOM_BUILDER_POSITION_H_
