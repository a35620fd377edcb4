#include "engines/core/actor.h"

#include "absl/strings/str_cat.h"
#include "engines/core/game.h"

namespace arbiter {

absl::StatusOr<int> ActorFromProto(const v1::Actor& actor, absl::string_view field) {
  switch (actor.kind_case()) {
    case v1::Actor::kSeat:
      if (actor.seat() < 0) {
        return absl::InvalidArgumentError(
            absl::StrCat(field, ".seat: ", actor.seat(), " is negative"));
      }
      return actor.seat();
    case v1::Actor::kChance:
      if (!actor.chance()) {
        return absl::InvalidArgumentError(absl::StrCat(field, ".chance: must be true"));
      }
      return kChance;
    case v1::Actor::KIND_NOT_SET:
      break;
  }
  return absl::InvalidArgumentError(absl::StrCat(field, ": set seat or chance"));
}

v1::Actor ActorToProto(int actor) {
  v1::Actor a;
  if (actor == kChance) {
    a.set_chance(true);
  } else {
    a.set_seat(actor);
  }
  return a;
}

absl::StatusOr<int> ViewerFromProto(const v1::Viewer& viewer, absl::string_view field) {
  switch (viewer.kind_case()) {
    case v1::Viewer::kSeat:
      if (viewer.seat() < 0) {
        return absl::InvalidArgumentError(
            absl::StrCat(field, ".seat: ", viewer.seat(), " is negative"));
      }
      return viewer.seat();
    case v1::Viewer::kSpectator:
      if (!viewer.spectator()) {
        return absl::InvalidArgumentError(absl::StrCat(field, ".spectator: must be true"));
      }
      return kSpectator;
    case v1::Viewer::KIND_NOT_SET:
      break;
  }
  return absl::InvalidArgumentError(absl::StrCat(field, ": set seat or spectator"));
}

v1::Viewer ViewerToProto(int viewer) {
  v1::Viewer v;
  if (viewer == kSpectator) {
    v.set_spectator(true);
  } else {
    v.set_seat(viewer);
  }
  return v;
}

}  // namespace arbiter
