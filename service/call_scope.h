// One RPC as the observers see it (service-internal). Construct at the start of a handler
// (calls every OnCallStart), fill in what the call learns, then Finish(status): that calls
// every OnCallEnd exactly once with the elapsed time and finishes the default unary reactor.
//
//   CallScope call(observers_, "ApplyAction", context);
//   call.SetGame(registry_, request->state().game_id());
//   return call.Finish(status);
#ifndef ARBITER_SERVICE_CALL_SCOPE_H_
#define ARBITER_SERVICE_CALL_SCOPE_H_

#include <chrono>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "engines/core/registry.h"
#include "grpcpp/grpcpp.h"
#include "service/auth.h"
#include "service/call_observer.h"

namespace arbiter::service {

// The gRPC status for an absl status: same code (the numbering is shared), same message.
grpc::Status ToGrpcStatus(const absl::Status& status);

class CallScope {
 public:
  // `context` may be null for a call without a transport (tests/fuzz/request_fuzzer.cc): then
  // no peer or caller is recorded, and only Report (not Finish) may end the call. `tokens`: the
  // port's bearer-token table (auth.h), null without token authentication; it names the caller.
  CallScope(const std::vector<CallObserver*>& observers, absl::string_view method,
            grpc::CallbackServerContext* context, const TokenTable* tokens = nullptr);
  CallScope(const CallScope&) = delete;
  CallScope& operator=(const CallScope&) = delete;

  // Records `game_id` when registered, else leaves "unknown" (keeps the label bounded).
  void SetGame(const Registry& registry, absl::string_view game_id);
  // Serialized size of the request's game state, bytes.
  void SetStateBytes(size_t bytes) { record_.state_bytes = bytes; }
  // "legal"/"illegal" or a replay verdict name; the violation code when illegal.
  void SetVerdict(absl::string_view verdict, absl::string_view violation_code);

  // Reports the call to every observer and finishes it with `status`. Call exactly once
  // (Finish or Report, not both).
  grpc::ServerUnaryReactor* Finish(const absl::Status& status);
  // Reports the call to every observer without finishing a reactor (streaming handlers, which
  // finish their own reactor). Call exactly once.
  void Report(const absl::Status& status);

 private:
  const std::vector<CallObserver*>& observers_;
  grpc::CallbackServerContext* context_;
  const TokenTable* tokens_;
  std::chrono::steady_clock::time_point start_;
  CallRecord record_;
};

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_CALL_SCOPE_H_
