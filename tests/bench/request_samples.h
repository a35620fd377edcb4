// Realistic ApplyAction requests for the load generator: every (state, actor, action) of
// recorded games (arbiter.v1.GameRecord files, e.g. written by `arbiter playout --record`),
// obtained by replaying each record in-process (api/replayer.h) and taking the state
// before each step.
//
//   std::vector<std::string> errors;
//   absl::StatusOr<std::vector<v1::ApplyActionRequest>> r =
//       LoadApplyRequests({"records/"}, /*max_requests=*/20000);
//
// LoadReplayRequests: each record whole, as a ReplayGameRequest (loadgen's replay kind).
// Only steps of a replay that is still valid are used (a record's first failing step and the
// rest are dropped). Errors: INVALID_ARGUMENT when no record file is found or none yields a
// step; a file that cannot be read or set up is an error naming the file.
#ifndef ARBITER_TESTS_BENCH_REQUEST_SAMPLES_H_
#define ARBITER_TESTS_BENCH_REQUEST_SAMPLES_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "arbiter/v1/rules_service.pb.h"

namespace arbiter::bench {

absl::StatusOr<std::vector<v1::ApplyActionRequest>> LoadApplyRequests(
    const std::vector<std::string>& paths, int64_t max_requests);

// One ReplayGameRequest per record file under `paths` (the whole record), with its number of
// steps. Errors as LoadApplyRequests's (no record file, a file that cannot be read).
struct ReplayRequest {
  v1::ReplayGameRequest request;
  int64_t steps = 0;
};
absl::StatusOr<std::vector<ReplayRequest>> LoadReplayRequests(
    const std::vector<std::string>& paths);

}  // namespace arbiter::bench

#endif  // ARBITER_TESTS_BENCH_REQUEST_SAMPLES_H_
