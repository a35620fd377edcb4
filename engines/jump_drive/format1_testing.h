// State format 1 of Jump Drive (state.h: format 2 without the discard records Seat.discarded and
// State.open_discards), written for tests and fuzz seeds only. The engine reads format 1 but
// writes only format 2; this writer lets state_format_test.cc check the reader against the same
// states in both formats and lets the fuzz seeds (testing/fuzz_seeds.cc) keep format 1.
//
//   pb::State one = EncodeFormat1(s);                 // EncodePayload(s, kFullState), no records
//   v1::GameState g = PackFormat1(info, s, content);  // its envelope, state_format_version 1
//   absl::StatusOr<v1::GameState> h = ToFormat1(engine_state);  // the same from a GameState
#ifndef ARBITER_ENGINES_JUMP_DRIVE_FORMAT1_TESTING_H_
#define ARBITER_ENGINES_JUMP_DRIVE_FORMAT1_TESTING_H_

#include "absl/status/statusor.h"
#include "arbiter/v1/game_info.pb.h"
#include "arbiter/v1/game_state.pb.h"
#include "engines/jump_drive/state.h"

namespace arbiter {
namespace jump_drive {

// EncodePayload(s, kFullState) as format 1 writes it: no Seat.discarded, no State.open_discards.
pb::State EncodeFormat1(const State& s);

// The GameState of EncodeFormat1(s) under `info`'s game id and rules version, with `content`
// and state_format_version 1.
v1::GameState PackFormat1(const v1::GameInfo& info, const State& s,
                          const v1::GameContent& content);

// `state` (a Jump Drive GameState: an engine state or a view) in format 1: its payload without
// the discard records, state_format_version 1, every other envelope field kept.
// INVALID_ARGUMENT when the payload is not a Jump Drive State.
absl::StatusOr<v1::GameState> ToFormat1(const v1::GameState& state);

}  // namespace jump_drive
}  // namespace arbiter

#endif  // ARBITER_ENGINES_JUMP_DRIVE_FORMAT1_TESTING_H_
