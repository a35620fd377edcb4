// The setup options of Memoir '44 (rules.md R1-R14 and the scenario): their specs in GameInfo
// and their typed form, pb::Options, which the state keeps.
//
//   GameInfoBuilder b("memoir44", ...);
//   AddOptions(b, {"pegasus_bridge", "sainte_mere_eglise", ...});  // the built-in scenarios
//   absl::StatusOr<SetupOptions> o = CheckedOptions(info, setup);   // CheckSetup's errors
//   pb::Options options = ParseOptions(*o);
//
// Option names are the fields of pb::Options; each value list gives the default first.
#ifndef ARBITER_ENGINES_MEMOIR44_OPTIONS_H_
#define ARBITER_ENGINES_MEMOIR44_OPTIONS_H_

#include <string>
#include <vector>

#include "arbiter/games/memoir44/v1/memoir44.pb.h"
#include "engines/core/game_info_builder.h"
#include "engines/core/setup_options.h"

namespace arbiter::memoir44 {

namespace pb = ::arbiter::games::memoir44::v1;

// Adds the option specs in this order: scenario (values `scenarios`, the default first),
// air_power_group (R1), close_assault_bonus_on_overrun (R2), ambush_as_turn_card (R5),
// ambush_prompt (R6), artillery_needs_los (R7), los_vertex_blocks (R8), hill_los (R9),
// hedgerow_exit (R10), sandbags_persist (R11), deck_reshuffle (R12), deck_out_rule (R14).
// (R3, R4 and R13 are rulings without an option.)
GameInfoBuilder& AddOptions(GameInfoBuilder& builder, const std::vector<std::string>& scenarios);

// The typed options of a setup CheckSetup admitted (every value is then an allowed one).
pb::Options ParseOptions(const SetupOptions& options);

}  // namespace arbiter::memoir44

#endif  // ARBITER_ENGINES_MEMOIR44_OPTIONS_H_
