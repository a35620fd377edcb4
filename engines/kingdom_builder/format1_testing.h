// State format 1 of Kingdom Builder (the HexCoord layout; see the format notes at the top of
// kingdom_builder.proto), written for tests and fuzz seeds only. The engine reads format 1 but
// writes only format 2; this writer lets tests check the reader against the same states in both
// formats (state_format_test.cc) and lets the fuzz seeds (testing/fuzz_seeds.cc) keep format 1.
//
//   const State s = ...;                     // e.g. DecodePayload(...) of an engine state
//   pb::State one = EncodeFormat1(s);        // EncodePayload(s) with format 1's hex fields
//   v1::GameState g = PackFormat1(info, s);  // its envelope, state_format_version 1
#ifndef ARBITER_ENGINES_KINGDOM_BUILDER_FORMAT1_TESTING_H_
#define ARBITER_ENGINES_KINGDOM_BUILDER_FORMAT1_TESTING_H_

#include "arbiter/v1/game_info.pb.h"
#include "arbiter/v1/game_state.pb.h"
#include "engines/kingdom_builder/state.h"

namespace arbiter {
namespace kingdom_builder {

// EncodePayload(s) with the hex-bearing fields in format 1's layout: State.settlements by (row,
// col) with their seats, State.location_tiles (hex, location, tiles left) in the map's order,
// Seat.took_tile_from and HeldTile.origin as HexCoords; format 2's fields left empty.
pb::State EncodeFormat1(const State& s);

// The GameState of EncodeFormat1(s) under `info`'s game id and rules version, with
// state_format_version 1.
v1::GameState PackFormat1(const v1::GameInfo& info, const State& s);

}  // namespace kingdom_builder
}  // namespace arbiter

#endif  // ARBITER_ENGINES_KINGDOM_BUILDER_FORMAT1_TESTING_H_
