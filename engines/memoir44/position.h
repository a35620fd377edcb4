// Memoir '44's native Position (engines/core/position.h, issue 22 §2): the state decoded once
// (boundary.h's LoadGameState, the checks of every Game method), judged and played on the
// native State step after step (JudgeAndApply, the judgement Game::Apply makes), listed into a
// native ActionList (the proto form made only by ListedAction), encoded once
// (EncodeGameState: the bytes Game::Apply answers, GameState.content the scenario's ref).
//
//   Loaded x;
//   ARBITER_RETURN_IF_ERROR(LoadGameState(info, state, &x));
//   std::unique_ptr<Position> p = MakePosition(info, std::move(x));
//   absl::StatusOr<int> n = p->ListLegal(seat);   // ListSeatActions / ListChance
//   p->PlayListed(i, /*events=*/nullptr);          // the listed action, judged and applied
//
// `info` is the game's GameInfo and outlives the position (the registered Game's).
#ifndef ARBITER_ENGINES_MEMOIR44_POSITION_H_
#define ARBITER_ENGINES_MEMOIR44_POSITION_H_

#include <memory>

#include "arbiter/v1/game_info.pb.h"
#include "engines/core/position.h"
#include "engines/memoir44/boundary.h"

namespace arbiter::memoir44 {

std::unique_ptr<Position> MakePosition(const v1::GameInfo& info, Loaded x);

}  // namespace arbiter::memoir44

#endif  // ARBITER_ENGINES_MEMOIR44_POSITION_H_
