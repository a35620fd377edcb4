// grpc.health.v1.Health for arbiterd (the protocol: github.com/grpc/grpc doc/health-checking.md),
// in place of gRPC's default health service, which had no bound on Watch streams: 10,000
// unauthenticated Watch streams cost 169 MB on a TLS + token server (health needs no token, so
// that probes work; issue 24). Here Watch is capped twice:
//   - count: at most `max_watches` Watch streams open at once on this service (one service per
//     port; --max_health_watches, default 1000). One more is answered at once RESOURCE_EXHAUSTED
//     "health watch: 1000 streams are open, the most this port allows (--max_health_watches);
//     use Check, or watch again later";
//   - time: a Watch stream ends after `max_watch_seconds` (arbiterd's --max_call_seconds, the cap
//     on every call, default 300 s) with DEADLINE_EXCEEDED "health watch: open for 300 s, the
//     longest a call may run (--max_call_seconds); watch again". gRPC's client-side health
//     checking starts a new Watch when one ends, so a well-behaved watcher just re-watches.
// Otherwise it answers as gRPC's default service did: the overall service "" is SERVING until
// Shutdown(), then NOT_SERVING; Check of another name is NOT_FOUND "unknown service"; Watch of
// another name streams SERVICE_UNKNOWN; Watch sends the current status at once and every change
// after it. A Check costs no state; an open Watch about one reactor (a few hundred bytes here,
// gRPC's call and HTTP/2 stream on top).
//
//   HealthService health({.max_watches = 1000, .max_watch_seconds = 300});
//   builder.RegisterService(&health);
//   ...
//   health.Shutdown();     // NOT_SERVING, pushed to every open Watch; idempotent
//   health.EndWatches();   // every Watch ends UNAVAILABLE once NOT_SERVING is written to it
//
// Thread-safe; must outlive the grpc::Server it is registered with.
#ifndef ARBITER_SERVICE_SERVER_HEALTH_SERVICE_H_
#define ARBITER_SERVICE_SERVER_HEALTH_SERVICE_H_

#include <memory>
#include <string>

#include "absl/base/thread_annotations.h"
#include "absl/container/flat_hash_set.h"
#include "absl/synchronization/mutex.h"
#include "grpc/health/v1/health.grpc.pb.h"
#include "grpcpp/grpcpp.h"

namespace arbiter::service {

struct HealthLimits {
  // Watch streams open at once on one port (--max_health_watches), >= 1.
  int max_watches = 1000;
  // Longest one Watch stream stays open, seconds (--max_call_seconds), > 0.
  double max_watch_seconds = 300;
};

class HealthService final : public grpc::health::v1::Health::CallbackService {
 public:
  explicit HealthService(HealthLimits limits);
  ~HealthService() override;

  // From now on "" is NOT_SERVING: Check answers it and every open Watch is sent it.
  void Shutdown();
  // Ends every Watch stream, once the status being written to it (NOT_SERVING after Shutdown)
  // is written, with UNAVAILABLE "health watch: the server is stopping"; a Watch started from
  // now on ends so at once (after its first status). A Watch never ends by itself, so a
  // grpc::Server draining its calls (Server::Shutdown with a deadline) would wait for it until
  // the deadline: ending them lets the drain end when the other calls are done, without
  // cancelling calls (which would cut answers still being written).
  void EndWatches();
  // Watch streams open now.
  int open_watches() const;

  grpc::ServerUnaryReactor* Check(grpc::CallbackServerContext* context,
                                  const grpc::health::v1::HealthCheckRequest* request,
                                  grpc::health::v1::HealthCheckResponse* response) override;
  grpc::ServerWriteReactor<grpc::health::v1::HealthCheckResponse>* Watch(
      grpc::CallbackServerContext* context,
      const grpc::health::v1::HealthCheckRequest* request) override;

 private:
  class WatchReactor;
  friend class WatchReactor;
  using ServingStatus = grpc::health::v1::HealthCheckResponse::ServingStatus;

  ServingStatus StatusOf(const std::string& service) const ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);

  const HealthLimits limits_;
  mutable absl::Mutex mu_;
  bool shut_down_ ABSL_GUARDED_BY(mu_) = false;
  bool watches_ended_ ABSL_GUARDED_BY(mu_) = false;
  absl::flat_hash_set<WatchReactor*> watches_ ABSL_GUARDED_BY(mu_);
};

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_SERVER_HEALTH_SERVICE_H_
