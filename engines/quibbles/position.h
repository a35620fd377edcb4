// Quibbles' native position (engines/core/position.h): the native State (state.h) decoded once,
// judged (Judge), listed (ListMoves) and played (Play) natively, encoded only when asked
// (EncodeState). What QuibblesGame::DecodePosition answers.
//
//   absl::StatusOr<std::unique_ptr<Position>> p = MakePosition(info, state);
//
// Errors of MakePosition: DecodeState's (the envelope's, or INVALID_ARGUMENT
// "state.payload[.<field>]: ...").
#ifndef ARBITER_ENGINES_QUIBBLES_POSITION_H_
#define ARBITER_ENGINES_QUIBBLES_POSITION_H_

#include <memory>

#include "absl/status/statusor.h"
#include "arbiter/v1/game_info.pb.h"
#include "arbiter/v1/game_state.pb.h"
#include "engines/core/position.h"

namespace arbiter {
namespace quibbles {

// `info` must outlive the position (it is the Game's own GameInfo).
absl::StatusOr<std::unique_ptr<Position>> MakePosition(const v1::GameInfo& info,
                                                       const v1::GameState& state);

}  // namespace quibbles
}  // namespace arbiter

#endif  // ARBITER_ENGINES_QUIBBLES_POSITION_H_
