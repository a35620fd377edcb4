// Converting the wire's Actor and Viewer messages to the engine's ints (a seat, kChance,
// kSpectator). Errors are INVALID_ARGUMENT naming `field` (e.g. "actor", "steps[3].actor").
#ifndef ARBITER_ENGINES_CORE_ACTOR_H_
#define ARBITER_ENGINES_CORE_ACTOR_H_

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "arbiter/v1/game_state.pb.h"

namespace arbiter {

// A seat (>= 0) or kChance. Unset, a negative seat or `chance: false` is an error. Whether the
// seat exists in the game is the engine's check (CheckActor).
absl::StatusOr<int> ActorFromProto(const v1::Actor& actor, absl::string_view field);
v1::Actor ActorToProto(int actor);

// A seat (>= 0) or kSpectator.
absl::StatusOr<int> ViewerFromProto(const v1::Viewer& viewer, absl::string_view field);
v1::Viewer ViewerToProto(int viewer);

}  // namespace arbiter

#endif  // ARBITER_ENGINES_CORE_ACTOR_H_
