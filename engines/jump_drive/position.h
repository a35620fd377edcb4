// Jump Drive's native Position (engines/core/position.h, issue 22 §2): a state decoded once by
// the Game methods' own Load (envelope, content, DecodePayload with CheckState), judged and
// played by Act (the judgement Game::Apply makes), listed natively (moves.h: plain moves in
// ListActions's order, the proto built only for the action played or asked), encoded once by the encoder
// Game::Apply uses (EncodePayload, kFullState) with the content it carries
// (GameState.content: the built-in pack's name or the supplied pack, as the state had it).
//
//   std::unique_ptr<Position> p = MakePosition(info, pack, std::move(state), content);
//   absl::StatusOr<int> n = p->ListLegal(seat);    // every legal action of the seat
//   p->PlayListed(i, /*events=*/nullptr);           // the listed action, played
//
// `info` is the game's GameInfo and outlives the position (the registered Game's); `pack` is
// the pack `state` points into (kept alive by the position).
#ifndef ARBITER_ENGINES_JUMP_DRIVE_POSITION_H_
#define ARBITER_ENGINES_JUMP_DRIVE_POSITION_H_

#include <memory>

#include "arbiter/v1/game_info.pb.h"
#include "arbiter/v1/game_state.pb.h"
#include "engines/core/position.h"
#include "engines/jump_drive/pack.h"
#include "engines/jump_drive/state.h"

namespace arbiter {
namespace jump_drive {

std::unique_ptr<Position> MakePosition(const v1::GameInfo& info,
                                       std::shared_ptr<const Pack> pack, State state,
                                       const v1::GameContent& content);

}  // namespace jump_drive
}  // namespace arbiter

#endif  // ARBITER_ENGINES_JUMP_DRIVE_POSITION_H_
