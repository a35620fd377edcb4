#include "clients/cli/commands.h"

namespace arbiter::cli {

void AddSeatFlags(CLI::App* command, const std::string& other_flag, const std::string& help,
                  SeatFlags* flags) {
  flags->seat_option = command->add_option("--seat", flags->seat, "seat index (0-based)");
  flags->other_option = command->add_flag(other_flag, flags->other, help);
  flags->seat_option->excludes(flags->other_option);
}

absl::StatusOr<v1::Actor> ActorOf(const SeatFlags& flags) {
  v1::Actor actor;
  if (flags.seat_option->count() > 0) {
    actor.set_seat(flags.seat);
  } else if (flags.other) {
    actor.set_chance(true);
  } else {
    return absl::InvalidArgumentError("give --seat N or --chance");
  }
  return actor;
}

absl::StatusOr<v1::Viewer> ViewerOf(const SeatFlags& flags) {
  v1::Viewer viewer;
  if (flags.seat_option->count() > 0) {
    viewer.set_seat(flags.seat);
  } else if (flags.other) {
    viewer.set_spectator(true);
  } else {
    return absl::InvalidArgumentError("give --seat N or --spectator");
  }
  return viewer;
}

}  // namespace arbiter::cli
