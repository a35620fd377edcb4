// Recording seeded random playouts as game records (`arbiter playout --record`): test data
// for replay pipelines and benchmarks.
//
//   PlayoutOptions o{.max_steps = 300, .policy_seed = 7};
//   absl::StatusOr<v1::GameRecord> rec = RecordPlayout(*game, setup, o);
//
// The policy: at each step, pick uniformly (arbiter::Rng seeded with policy_seed) one of the
// seats that may act, then one of its legal actions; when a chance outcome is pending
// (RANDOMNESS_MODE_EXTERNAL), one of the possible outcomes, uniformly. It stops when the game
// is over or after max_steps steps. Uniform play may never end some games (Quibbles); the record
// is valid either way. The game is decoded once (Game::DecodePosition) and every step listed
// and played on the native position; the state is encoded only for --digests.
#ifndef ARBITER_CLIENTS_RECORDS_PLAYOUT_H_
#define ARBITER_CLIENTS_RECORDS_PLAYOUT_H_

#include <cstdint>

#include "absl/status/statusor.h"
#include "arbiter/v1/record.pb.h"
#include "engines/core/game.h"

namespace arbiter::records {

struct PlayoutOptions {
  int max_steps = 500;
  uint64_t policy_seed = 1;
  // Write each step's expected_state_digest.
  bool with_digests = false;
};

absl::StatusOr<v1::GameRecord> RecordPlayout(const Game& game, const v1::GameSetup& setup,
                                             const PlayoutOptions& options);

}  // namespace arbiter::records

#endif  // ARBITER_CLIENTS_RECORDS_PLAYOUT_H_
