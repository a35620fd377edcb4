// The setup options of Ticket to Ride: Europe (rules.md T1, R1, R3, R4, R7): their specs in
// GameInfo and their typed form, pb::Options, which the state keeps.
//
//   GameInfoBuilder b("ticket_to_ride_europe", ...);
//   AddOptions(b);                                            // the five specs, defaults first
//   absl::StatusOr<SetupOptions> o = CheckedOptions(info, setup);  // CheckSetup's errors
//   absl::StatusOr<pb::Options> options = ParseOptions(*o);
#ifndef ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_OPTIONS_H_
#define ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_OPTIONS_H_

#include "absl/status/statusor.h"
#include "arbiter/games/ticket_to_ride_europe/v1/ticket_to_ride_europe.pb.h"
#include "engines/core/game_info_builder.h"
#include "engines/core/setup_options.h"

namespace arbiter::ticket_to_ride_europe {

namespace pb = ::arbiter::games::ticket_to_ride_europe::v1;

// Adds the option specs, in GameInfo's order: initial_choice_visibility (R1), draw_needs_deck
// (R3), max_loco_resets (R4), last_tiebreak (R7), ticket_set (T1).
GameInfoBuilder& AddOptions(GameInfoBuilder& builder);

// The typed options of a setup CheckSetup admitted (every value is then an allowed one).
// INVALID_ARGUMENT "setup.options[max_loco_resets]: ..." only if that value is no integer.
absl::StatusOr<pb::Options> ParseOptions(const SetupOptions& options);

}  // namespace arbiter::ticket_to_ride_europe

#endif  // ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_OPTIONS_H_
