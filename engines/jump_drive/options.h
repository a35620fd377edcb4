// Jump Drive's options (rules.md J13): their specs, published in GameInfo, and their typed
// form after CheckSetup (engines/core/setup_options.h), the pb::Options a new game keeps in its
// state; the native Options (state.h) is decoded from it like every state section.
//   start_hands = deal7_keep5 | preset (J2, R19)
//   war_propaganda_tie = stay | nearest_clockwise (R3)
//   convoy_same_round = true | false (R4)
#ifndef ARBITER_ENGINES_JUMP_DRIVE_OPTIONS_H_
#define ARBITER_ENGINES_JUMP_DRIVE_OPTIONS_H_

#include "arbiter/games/jump_drive/v1/jump_drive.pb.h"
#include "engines/core/game_info_builder.h"
#include "engines/core/setup_options.h"

namespace arbiter {
namespace jump_drive {

namespace pb = ::arbiter::games::jump_drive::v1;

void AddOptionSpecs(GameInfoBuilder& builder);
pb::Options ParseOptions(const SetupOptions& options);

}  // namespace jump_drive
}  // namespace arbiter

#endif  // ARBITER_ENGINES_JUMP_DRIVE_OPTIONS_H_
