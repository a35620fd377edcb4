// The setup options of Kingdom Builder (rules.md R1-R5) as GameInfo option specs and their
// typed form, pb::Options, kept in the state.
//
//   GameInfoBuilder b(...);  AddOptions(b);                         // names, defaults, values
//   absl::StatusOr<SetupOptions> o = CheckedOptions(info, setup);   // CheckSetup's errors
//   absl::StatusOr<pb::Options> options = ParseOptions(*o);
#ifndef ARBITER_ENGINES_KINGDOM_BUILDER_OPTIONS_H_
#define ARBITER_ENGINES_KINGDOM_BUILDER_OPTIONS_H_

#include "absl/status/statusor.h"
#include "engines/core/game_info_builder.h"
#include "engines/core/setup_options.h"
#include "engines/kingdom_builder/board.h"

namespace arbiter {
namespace kingdom_builder {

// Adds every option with its description, default (first) and allowed values.
void AddOptions(GameInfoBuilder& info);

// The typed options from every option's effective value (after CheckSetup). INVALID_ARGUMENT
// "setup.options[name]: ..." when the board options contradict each other (explicit boards
// missing or repeated, or given without board_setup explicit).
absl::StatusOr<pb::Options> ParseOptions(const SetupOptions& values);

}  // namespace kingdom_builder
}  // namespace arbiter

#endif  // ARBITER_ENGINES_KINGDOM_BUILDER_OPTIONS_H_
