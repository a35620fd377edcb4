// A tiny test-only game for the core's own tests: "race to 10". Two seats alternate adding 1 or
// 2 to a counter; whoever reaches 10 wins. State payload: arbiter.v1.SeatResult (seat = whose
// turn, score = counter); action: google.protobuf.Int64Value (the amount). Not registered in
// DefaultRegistry.
#ifndef ARBITER_ENGINES_CORE_TESTING_RACE_GAME_H_
#define ARBITER_ENGINES_CORE_TESTING_RACE_GAME_H_

#include <memory>

#include "engines/core/game.h"

namespace arbiter::testing {

std::unique_ptr<Game> MakeRaceGame();

}  // namespace arbiter::testing

#endif  // ARBITER_ENGINES_CORE_TESTING_RACE_GAME_H_
