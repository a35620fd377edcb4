// Ticket to Ride: Europe's native Position (engines/core/position.h, issue 22 §2): the state
// decoded once into the native State (DecodeState, CheckState, CheckAtRest: exactly what every
// Game call checks), judged and played natively step after step, encoded once.
//   - Apply parses the wire action and judges it exactly as Game::Apply (ApplyWire, rules.h):
//     same errors, violations and events.
//   - ListLegal lists Moves (moves.h) natively in LegalActions' order; PlayListed plays one
//     natively (Play), with no protobuf at all when `events` is null; ListedAction packs one in
//     LegalActions' bytes.
//   - Turn, Decides, Deciders and Finished read the native State.
//
//   absl::StatusOr<std::unique_ptr<Position>> p = MakePosition(info, state);
//
// Errors of MakePosition: those of Game::Check (INVALID_ARGUMENT naming the field,
// FAILED_PRECONDITION for an unknown rules or state format version).
#ifndef ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_POSITION_H_
#define ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_POSITION_H_

#include <memory>

#include "absl/status/statusor.h"
#include "arbiter/v1/game_info.pb.h"
#include "arbiter/v1/game_state.pb.h"
#include "engines/core/position.h"

namespace arbiter::ticket_to_ride_europe {

absl::StatusOr<std::unique_ptr<Position>> MakePosition(const v1::GameInfo& info,
                                                       const v1::GameState& state);

}  // namespace arbiter::ticket_to_ride_europe

#endif  // ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_POSITION_H_
