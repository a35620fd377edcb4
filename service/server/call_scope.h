// One RPC as the observers see it (service-internal). Construct at the start of a handler
// (calls every OnCallStart), fill in what the call learns, then Finish(status): that calls
// every OnCallEnd exactly once with the elapsed time and finishes the default unary reactor.
//
//   CallScope call(observers_, "ApplyAction", context);
//   call.SetGame(registry_, request->state().game_id());
//   return call.Finish(status);
#ifndef ARBITER_SERVICE_SERVER_CALL_SCOPE_H_
#define ARBITER_SERVICE_SERVER_CALL_SCOPE_H_

#include <chrono>
#include <cstddef>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "engines/core/registry.h"
#include "grpcpp/grpcpp.h"
#include "service/server/auth.h"
#include "service/observability/call_observer.h"

namespace arbiter::service {

// Longest status message a call sends, bytes. The message travels in the grpc-message
// trailer, and gRPC clients refuse more than 8 KiB of metadata by default
// (GRPC_ARG_MAX_METADATA_SIZE): past that the client sees RESOURCE_EXHAUSTED "received initial
// metadata size exceeds limit" instead of the real code. Every message quotes caller strings
// only escaped and cut (engines/core/quote.h), so this is a safety net: 1 KiB leaves the rest
// of the budget to the other headers and trailers, and is far above any message we write.
inline constexpr size_t kMaxStatusMessageBytes = 1024;

// `message` when it has at most kMaxStatusMessageBytes bytes; else its start, cut on a UTF-8
// character boundary, then " ... (cut: N bytes)" (N the original size), kMaxStatusMessageBytes
// bytes at most in all.
std::string BoundedStatusMessage(absl::string_view message);

// The gRPC status for an absl status: same code (the numbering is shared), the message
// bounded by BoundedStatusMessage. Every RulesService call (unary and streaming) ends here.
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

#endif  // ARBITER_SERVICE_SERVER_CALL_SCOPE_H_
