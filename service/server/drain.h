// Graceful shutdown support: counts the RulesService calls that have started and not finished
// (every handler reports through CallObserver), so that Server::Shutdown can end as soon as
// every started call is done instead of always waiting out the drain deadline.
//
//   InflightCalls inflight;                  // one of the service's observers
//   ... server->Shutdown(deadline) begins: gRPC dispatches no new call ...
//   inflight.WaitIdle(deadline);             // the calls already started finish
//   grpc_server_cancel_all_calls(...);       // only endless streams (health Watch) are left
#ifndef ARBITER_SERVICE_SERVER_DRAIN_H_
#define ARBITER_SERVICE_SERVER_DRAIN_H_

#include <atomic>
#include <cstdint>

#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "service/observability/call_observer.h"

namespace arbiter::service {

class InflightCalls final : public CallObserver {
 public:
  void OnCallStart(absl::string_view) override { count_.fetch_add(1, std::memory_order_acq_rel); }
  void OnCallEnd(const CallRecord&) override { count_.fetch_sub(1, std::memory_order_acq_rel); }
  bool WantsCaller(absl::string_view) const override { return false; }

  // Calls started and not finished.
  int64_t count() const { return count_.load(std::memory_order_acquire); }
  // Waits (polling every 5 ms) until count() is 0 or `deadline` passes; true when idle.
  bool WaitIdle(absl::Time deadline) const {
    while (count() > 0) {
      if (absl::Now() >= deadline) return false;
      absl::SleepFor(absl::Milliseconds(5));
    }
    return true;
  }

 private:
  std::atomic<int64_t> count_{0};
};

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_SERVER_DRAIN_H_
