// ReplayGame from request message to response message, without a transport (the record
// replayer, replayer.h, behind the wire's request and response): arbiterd's unary handler
// (service/server/unary_calls.h) and the in-process `arbiter replay` (clients/cli/backend.h)
// both call it. The streamed form, StreamReplayGame, is stream_replay.h.
//
//   ReplayLimits limits{.max_steps = config.max_replay_steps, .should_stop = deadline_passed};
//   absl::Status s = ReplayGame(registry, request, limits, &response);
//
// Errors: INVALID_ARGUMENT "record: missing" / "record.setup: missing" /
// "record.setup.game_id: missing" / a bad setup; NOT_FOUND unknown game; FAILED_PRECONDITION
// unknown rules version; RESOURCE_EXHAUSTED more than limits.max_steps steps;
// DEADLINE_EXCEEDED when limits.should_stop fires. An illegal step is not an error: it is the
// report's verdict.
#ifndef ARBITER_API_REPLAY_H_
#define ARBITER_API_REPLAY_H_

#include <string>

#include "absl/status/status.h"
#include "api/replayer.h"
#include "arbiter/v1/rules_service.pb.h"
#include "engines/core/registry.h"

namespace arbiter::api {

absl::Status ReplayGame(const Registry& registry, const v1::ReplayGameRequest& request,
                        const ReplayLimits& limits, v1::ReplayGameResponse* response);

// Checks a record header (the first message of StreamReplayGame, or a whole record) has a
// setup naming a game: INVALID_ARGUMENT naming `field` ("record" or "header") otherwise.
absl::Status CheckRecordHeader(bool has_record, const v1::GameRecord& record,
                               absl::string_view field);

// Bounded metric label for a verdict: "valid", "illegal_step", "expectation_mismatch",
// "malformed_step" (or "unspecified").
std::string VerdictLabel(v1::ReplayVerdict verdict);

}  // namespace arbiter::api

#endif  // ARBITER_API_REPLAY_H_
