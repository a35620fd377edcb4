// Voyages' native Position (engines/core/position.h): a state decoded once by the Game
// methods' own Load (envelope, content, DecodeState with CheckState), judged and played by Act
// (the judgement Game::Apply makes), listed natively (moves.h: plain moves in LegalActions's
// order, the proto built only for the action played or asked), encoded once by the encoder
// Game::Apply uses (EncodeState, kFullState) with the content it carries.
//
//   std::unique_ptr<Position> p = MakePosition(info, pack, std::move(state), content);
//   absl::StatusOr<int> n = p->ListLegal(seat);
//   p->PlayListed(i, /*events=*/nullptr);
#ifndef ARBITER_ENGINES_VOYAGES_POSITION_H_
#define ARBITER_ENGINES_VOYAGES_POSITION_H_

#include <memory>

#include "arbiter/v1/game_info.pb.h"
#include "arbiter/v1/game_state.pb.h"
#include "engines/core/position.h"
#include "engines/voyages/pack.h"
#include "engines/voyages/state.h"

namespace arbiter {
namespace voyages {

std::unique_ptr<Position> MakePosition(const v1::GameInfo& info, std::shared_ptr<const Pack> pack,
                                       State state, const v1::GameContent& content);

}  // namespace voyages
}  // namespace arbiter

#endif  // ARBITER_ENGINES_VOYAGES_POSITION_H_
