// ReplayGame straight from the request's wire bytes, each step parsed only when it is replayed,
// into one reused RecordStep: what arbiterd's unary ReplayGame does (service/server/
// replay_call.h). Parsing a long record whole first costs as much as replaying it natively
// (an arena object, a heap type URL and its cleanup per step; issue 22's replay ratios).
//
//   SplitReplayRequest split;
//   if (SplitReplayGameRequest(bytes, &split)) {
//     absl::StatusOr<bool> parsed = ReplayGame(registry, split, limits, &response);
//     if (parsed.ok() && *parsed) ...  // the answer, as ReplayGame on the parsed request gives
//   }
//   // else: parse the bytes whole and call replay.h's ReplayGame (which then answers exactly).
//
// Same answers as parsing the bytes into a v1::ReplayGameRequest and calling replay.h's
// ReplayGame: the record without its steps (`head`) is the record's other fields parsed in
// their order, and each step is parsed from its own bytes with the recursion budget it has
// inside the request (depth 2 of protobuf's 100), so a step parses here exactly when it does in
// the whole request. Every step is parsed before any answer is given, so bytes with an
// unparsable step never get another answer than "not parsable" (the caller's).
#ifndef ARBITER_API_REPLAY_SPLIT_H_
#define ARBITER_API_REPLAY_SPLIT_H_

#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "api/replayer.h"
#include "arbiter/v1/rules_service.pb.h"
#include "engines/core/registry.h"

namespace arbiter::api {

struct SplitReplayRequest {
  // The request with its record's steps left out.
  v1::ReplayGameRequest head;
  // Each step's wire bytes (a RecordStep), in order; views into the request's bytes.
  std::vector<absl::string_view> steps;
};

// Splits a ReplayGameRequest's wire bytes (`out` views them). False when they are not the plain
// shape this splits (anything but exactly one `record` field; in the record a group, an unknown
// wire type, a malformed tag or length, steps not length-delimited) or the record's other
// fields do not parse: the caller parses the bytes whole, which answers exactly.
bool SplitReplayGameRequest(absl::string_view bytes, SplitReplayRequest* out);

// True when split.steps[from...] all parse as RecordSteps (as inside the request).
bool StepsParse(const SplitReplayRequest& split, size_t from);

// replay.h's ReplayGame on the request `split` came from. False (and nothing in *response)
// when one of its steps does not parse; then the whole request does not parse either.
absl::StatusOr<bool> ReplayGame(const Registry& registry, const SplitReplayRequest& split,
                                const ReplayLimits& limits, v1::ReplayGameResponse* response);

}  // namespace arbiter::api

#endif  // ARBITER_API_REPLAY_SPLIT_H_
