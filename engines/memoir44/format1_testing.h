// State format 1 of Memoir '44 (units and obstacles as Unit / ObstacleOnHex messages; see the
// format notes at the top of memoir44.proto), written for tests and fuzz seeds only. The engine
// reads format 1 but writes only format 2; this writer lets tests check the reader against the
// same states in both formats (state_format_test.cc, state_format2_test.cc).
//
//   pb::State one = Format1Of(EncodeState(s));    // the records as messages, by (row, col)
//   v1::GameState g1 = Format1Of(engine_state);   // the envelope too: state_format_version 1
#ifndef ARBITER_ENGINES_MEMOIR44_FORMAT1_TESTING_H_
#define ARBITER_ENGINES_MEMOIR44_FORMAT1_TESTING_H_

#include "arbiter/games/memoir44/v1/memoir44.pb.h"
#include "arbiter/v1/game_state.pb.h"

namespace arbiter::memoir44 {

namespace pb = ::arbiter::games::memoir44::v1;

// A format 2 payload with unit_bytes and obstacle_bytes written as format 1's State.units
// and State.obstacles, in record order (a UnitTurn only for a unit that did something this
// turn, as the format 1 writer did); every other field as it is.
pb::State Format1Of(const pb::State& format2);

// The same for a whole GameState: its payload converted, state_format_version 1.
v1::GameState Format1Of(const v1::GameState& format2);

}  // namespace arbiter::memoir44

#endif  // ARBITER_ENGINES_MEMOIR44_FORMAT1_TESTING_H_
