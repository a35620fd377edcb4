// What the RPC handlers report about each call, for metrics and request logs. The service
// calls OnCallStart when a call begins and OnCallEnd exactly once when it ends; observers
// must be thread-safe and cheap. Label-like fields are bounded: `game` is a registered game id
// or "unknown", `violation_code` a registered code or empty. Nothing here carries hidden
// information (no state contents, no actions).
#ifndef ARBITER_SERVICE_OBSERVABILITY_CALL_OBSERVER_H_
#define ARBITER_SERVICE_OBSERVABILITY_CALL_OBSERVER_H_

#include <cstddef>
#include <string>

#include "absl/strings/string_view.h"

namespace arbiter::service {

struct CallRecord {
  // RPC method name, e.g. "ApplyAction" (bounded: the service's methods).
  std::string method;
  // Registered game id, or "unknown" when the request named none or an unregistered one.
  std::string game;
  // gRPC status code name, e.g. "OK", "INVALID_ARGUMENT".
  std::string code;
  // ApplyAction / ReplayGame: "legal", "illegal" (ApplyAction) or a replay verdict name
  // ("valid", "illegal_step", "expectation_mismatch", "malformed_step"); else empty.
  std::string verdict;
  // The violation code when verdict is "illegal" or "illegal_step"; else empty.
  std::string violation_code;
  // Wall time from call start to response, in seconds.
  double seconds = 0;
  // Serialized size in bytes of the request's game state (0 when none).
  size_t state_bytes = 0;
  // The caller's address as gRPC reports it (logs only; never a metric label). Filled only
  // when some observer's WantsCaller(code) is true; else empty.
  std::string peer;
  // Who the caller is, when the transport authenticated one (service/server/auth.h CallerName): the
  // bearer token's NAME, or the client certificate's common name; else empty. Logs only;
  // filled only when some observer's WantsCaller(code) is true.
  std::string caller;
  // Error message for non-OK codes (field path first; never hidden values).
  std::string error_message;
};

class CallObserver {
 public:
  virtual ~CallObserver() = default;
  virtual void OnCallStart(absl::string_view method) = 0;
  virtual void OnCallEnd(const CallRecord& record) = 0;
  // Whether OnCallEnd reads CallRecord::peer and ::caller for a call ending with `code` (a
  // gRPC code name, e.g. "OK"). Looking them up costs each call a few allocations, so the call
  // scope does it only when some observer answers true (the default).
  virtual bool WantsCaller(absl::string_view code) const { return true; }
};

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_OBSERVABILITY_CALL_OBSERVER_H_
