// Voyages' options (rules.md V16): their specs, published in GameInfo, and their typed form
// after CheckSetup (engines/core/setup_options.h), the pb::Options a new game keeps in its
// state; the native Options (state.h) is decoded from it like every state section.
//   stack_sailors = true | false (R2)
//   ocean_scoring = table | cumulative (R7)
#ifndef ARBITER_ENGINES_VOYAGES_OPTIONS_H_
#define ARBITER_ENGINES_VOYAGES_OPTIONS_H_

#include "arbiter/games/voyages/v1/voyages.pb.h"
#include "engines/core/game_info_builder.h"
#include "engines/core/setup_options.h"

namespace arbiter {
namespace voyages {

namespace pb = ::arbiter::games::voyages::v1;

void AddOptionSpecs(GameInfoBuilder& builder);
pb::Options ParseOptions(const SetupOptions& options);

}  // namespace voyages
}  // namespace arbiter

#endif  // ARBITER_ENGINES_VOYAGES_OPTIONS_H_
