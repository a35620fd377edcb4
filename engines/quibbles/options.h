// Quibbles' options (rules.md Q1, R1-R3): their specs, published in GameInfo, and their typed
// form after CheckSetup (engines/core/setup_options.h), the pb::Options a new game keeps in its
// state. The native form, Options (state.h), is decoded from it like every state section.
//
//   GameInfoBuilder b(...);
//   AddOptionSpecs(b);                                   // edition, allow_empty_take, ...
//   absl::StatusOr<SetupOptions> o = CheckedOptions(info, setup);
//   pb::Options typed = ParseOptions(*o);
#ifndef ARBITER_ENGINES_QUIBBLES_OPTIONS_H_
#define ARBITER_ENGINES_QUIBBLES_OPTIONS_H_

#include "arbiter/games/quibbles/v1/quibbles.pb.h"
#include "engines/core/game_info_builder.h"
#include "engines/core/setup_options.h"

namespace arbiter {
namespace quibbles {

namespace pb = ::arbiter::games::quibbles::v1;

// The four options, default value first: edition = bga_2023 (Q1); allow_empty_take =
// false|true (R1); stash_surplus = discard_all|keep_surplus (R2); win_requires_six_cards =
// false|true (R3).
void AddOptionSpecs(GameInfoBuilder& builder);

// The typed options of a setup CheckSetup admitted.
pb::Options ParseOptions(const SetupOptions& options);

}  // namespace quibbles
}  // namespace arbiter

#endif  // ARBITER_ENGINES_QUIBBLES_OPTIONS_H_
