// Per-call limits of arbiterd, checked by the RulesService handlers before (and, for result
// sizes, after) the engine does its work. Each breach is an error status naming the limit and
// the flag that sets it; nothing here aborts.
//
//   CallLimits limits{.max_state_bytes = 1 << 20, .max_replay_steps = 100000,
//                     .max_legal_actions = 100000, .max_call_seconds = 300};
//   const auto deadline = limits.CallDeadline(context->deadline());  // min(client, start + cap)
//   if (absl::Status s = CheckDeadline(deadline); !s.ok()) return call.Finish(s);
//   if (absl::Status s = limits.CheckStateBytes(bytes); !s.ok()) return call.Finish(s);
//
// Errors:
//   DEADLINE_EXCEEDED   the caller's deadline had already passed when the call started (gRPC
//                       then drops the answer anyway; the check saves the work); or the call
//                       ran past max_call_seconds, the server's own cap that applies also when
//                       the client set no deadline (CallTimeOver, naming --max_call_seconds).
//   RESOURCE_EXHAUSTED  a request state larger than max_state_bytes, a record with more than
//                       max_replay_steps steps, more than max_legal_actions legal actions, an
//                       answer larger than max_message_bytes (checked before it is sent, so
//                       the call is counted and logged with the code the client gets), or
//                       request metadata over max_metadata_bytes.
// The request side of --max_message_bytes is gRPC's own and gives RESOURCE_EXHAUSTED before
// any handler runs.
#ifndef ARBITER_SERVICE_SERVER_LIMITS_H_
#define ARBITER_SERVICE_SERVER_LIMITS_H_

#include <chrono>
#include <cstddef>
#include <cstdint>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"

namespace arbiter::service {

struct CallLimits {
  // Serialized size of the game state in a request, bytes (--max_state_bytes).
  int64_t max_state_bytes = 1 << 20;
  // Steps of one record in ReplayGame / StreamReplayGame (--max_replay_steps).
  int64_t max_replay_steps = 100000;
  // Actions one ListLegalActions answer may list (--max_legal_actions).
  int64_t max_legal_actions = 100000;
  // Longest one call may run, seconds (--max_call_seconds), whatever deadline the client set
  // (none included): a StreamReplayGame left open, or a ReplayGame still replaying, ends
  // DEADLINE_EXCEEDED at the call's start plus this. Must be > 0.
  double max_call_seconds = 300;
  // Largest answer, serialized bytes (--max_message_bytes; gRPC refuses to send more).
  int64_t max_message_bytes = 4 << 20;
  // Request metadata of one call, bytes as HTTP/2 counts them: name + value + 32 per entry
  // (RFC 7541 section 4.1; --max_metadata_bytes, transport_limits.h).
  int64_t max_metadata_bytes = 8 << 10;

  absl::Status CheckStateBytes(size_t bytes) const;
  absl::Status CheckReplaySteps(int64_t steps) const;
  // For a streamed record, whose length is not known up front: RESOURCE_EXHAUSTED
  // "record.steps: more than N steps (--max_replay_steps)", N = max_replay_steps.
  absl::Status StreamedReplayStepsOverLimit() const;
  absl::Status CheckLegalActions(int64_t actions) const;
  // RESOURCE_EXHAUSTED "response: N bytes, over the limit of M (--max_message_bytes)".
  absl::Status CheckResponseBytes(size_t bytes) const;
  // RESOURCE_EXHAUSTED "metadata: N bytes of request metadata, over the limit of M
  // (--max_metadata_bytes)".
  absl::Status CheckMetadataBytes(size_t bytes) const;

  // The deadline a call started at `start` runs to: `start` + max_call_seconds, or the
  // client's deadline (time_point::max() when it set none) when that comes first.
  std::chrono::system_clock::time_point CallDeadline(
      std::chrono::system_clock::time_point client_deadline,
      std::chrono::system_clock::time_point start = std::chrono::system_clock::now()) const;
  // Whether CallDeadline(client_deadline, start) is the server's cap rather than the client's
  // deadline (the cap comes strictly first).
  bool CapComesFirst(std::chrono::system_clock::time_point client_deadline,
                     std::chrono::system_clock::time_point start) const;
  // The error of a call stopped by the cap: DEADLINE_EXCEEDED "<what>; a call may run at most
  // S s (--max_call_seconds)", S = max_call_seconds. `what` says where the call was, e.g.
  // "replay stopped after 12 steps (deadline)" or "call: still open".
  absl::Status CallTimeOver(absl::string_view what) const;
};

// DEADLINE_EXCEEDED when `deadline` (a gRPC server context's deadline; the far future when
// the client set none) is not after `now`.
absl::Status CheckDeadline(std::chrono::system_clock::time_point deadline,
                           std::chrono::system_clock::time_point now =
                               std::chrono::system_clock::now());

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_SERVER_LIMITS_H_
