// A tiny test-only game for the core's own tests: "race to 10". Two seats alternate adding 1 or
// 2 to a counter; whoever reaches 10 wins. State payload: arbiter.v1.SeatResult (seat = whose
// turn, score = counter); action: google.protobuf.Int64Value (the amount). Its rules, with the
// sections its violations cite (R1, R2), are testing/race_rules.md. Not registered in
// DefaultRegistry.
//
//   registry.Register(MakeRaceGame());
//   *request.mutable_action() = RaceAction(2);            // add 2
//   v1::GameRecord record = RaceRecord({2, 2, 2, 2, 2});  // seat 0 reaches 10 and wins
#ifndef ARBITER_ENGINES_CORE_TESTING_RACE_GAME_H_
#define ARBITER_ENGINES_CORE_TESTING_RACE_GAME_H_

#include <cstdint>
#include <initializer_list>
#include <memory>

#include "arbiter/v1/record.pb.h"
#include "engines/core/game.h"
#include "google/protobuf/any.pb.h"

namespace arbiter::testing {

std::unique_ptr<Game> MakeRaceGame();

// The action "add `amount`" (google.protobuf.Int64Value, packed). Legal amounts are 1 and 2;
// any other value is well formed and judged illegal.
google::protobuf::Any RaceAction(int64_t amount);

// A record of a 2-seat race (setup: game_id "race", seat_count 2, nothing else) whose steps
// add `amounts` in turn, seat 0 first; no expectations.
v1::GameRecord RaceRecord(std::initializer_list<int64_t> amounts);

}  // namespace arbiter::testing

#endif  // ARBITER_ENGINES_CORE_TESTING_RACE_GAME_H_
