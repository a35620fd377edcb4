// The unary RulesService calls from a parsed request to the response, without a transport: what
// each raw gRPC handler (raw_unary.h, rules_service.h) runs between parsing the request bytes
// and serializing the answer, and what tests/fuzz/request_fuzzer.cc runs on fuzzed requests.
//
// Every Answer(), in order: tells `call` what the request names (game, state size; call_scope.h),
// checks the caller's deadline and the per-call limits (limits.h), opens a sealed request state
// (seal_calls.h), answers through api/rules.h / api/replay.h, checks result limits, seals the
// response's states and records the verdict.
//
//   CallEnv env{registry, limits, sealer, limits.CallDeadline(context->deadline()), should_stop};
//   v1::ApplyActionResponse response;
//   absl::Status s = Answer(env, request, &response, call);   // then serialize or refuse
//
// Errors: those of api/rules.h and api/replay.h; DEADLINE_EXCEEDED when `deadline` had already
// passed (or, in ReplayGame, when `should_stop` fires); RESOURCE_EXHAUSTED for a limit of
// limits.h; the sealing errors of seal_calls.h. On an error `*response` is unspecified (the
// handler sends no message with an error status).
#ifndef ARBITER_SERVICE_SERVER_UNARY_CALLS_H_
#define ARBITER_SERVICE_SERVER_UNARY_CALLS_H_

#include <chrono>
#include <functional>

#include "absl/status/status.h"
#include "arbiter/v1/rules_service.pb.h"
#include "engines/core/registry.h"
#include "service/server/call_scope.h"
#include "service/server/limits.h"
#include "service/sealing/seal.h"

namespace arbiter::service {

// What one call needs besides its request; all references outlive the call.
struct CallEnv {
  const Registry& registry;
  const CallLimits& limits;
  // Seals and opens states (seal.h); null when sealing is off.
  const StateSealer* sealer = nullptr;
  // The call's deadline: the caller's, or the server's cap when that comes first
  // (CallLimits::CallDeadline); the far future when neither applies.
  std::chrono::system_clock::time_point deadline = std::chrono::system_clock::time_point::max();
  // Polled between replay steps: true stops the replay with DEADLINE_EXCEEDED (deadline passed,
  // client gone). Empty: never.
  std::function<bool()> should_stop;
};

absl::Status Answer(const CallEnv& env, const v1::ListGamesRequest& request,
                    v1::ListGamesResponse* response, CallScope& call);
absl::Status Answer(const CallEnv& env, const v1::NewGameRequest& request,
                    v1::NewGameResponse* response, CallScope& call);
absl::Status Answer(const CallEnv& env, const v1::ApplyActionRequest& request,
                    v1::ApplyActionResponse* response, CallScope& call);
absl::Status Answer(const CallEnv& env, const v1::ListLegalActionsRequest& request,
                    v1::ListLegalActionsResponse* response, CallScope& call);
absl::Status Answer(const CallEnv& env, const v1::GetPlayerViewRequest& request,
                    v1::GetPlayerViewResponse* response, CallScope& call);
absl::Status Answer(const CallEnv& env, const v1::ReplayGameRequest& request,
                    v1::ReplayGameResponse* response, CallScope& call);

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_SERVER_UNARY_CALLS_H_
