// Prometheus metrics for arbiterd: a CallObserver (call_observer.h) that counts, times and
// sizes every call; metrics_server.h serves them at /metrics (text format 0.0.4).
//
//   Metrics metrics(RulesServiceMetricsOptions(DefaultRegistry()));
//   Server::Start(config, DefaultRegistry(), {&metrics});         // called on every RPC
//   absl::StatusOr<std::unique_ptr<MetricsServer>> http =
//       MetricsServer::Start("0.0.0.0:9464", metrics.registry());
//
// Metric set (names follow the Prometheus conventions; docs/operations.md has examples):
//   arbiter_requests_total{method,game,code}            counter, every finished call
//   arbiter_request_duration_seconds{method,game}        histogram, 10 µs .. 10 s
//   arbiter_verdicts_total{game,verdict,violation}       counter, ApplyAction / replay verdicts
//   arbiter_inflight_requests                            gauge, calls started and not finished
//   arbiter_state_bytes{game}                            histogram, serialized request state size
//   arbiter_build_info{version,commit}                   gauge, always 1
//
// Label values are bounded, whatever a caller sends: `method` is one of options.methods (else
// "unknown"), `game` one of options.games (else "unknown"), `code` one of the 17 gRPC code
// names, `verdict` one of kVerdicts (else "other"). `violation` is the engine's code when it
// has the shape of one (UPPER_SNAKE_CASE, at most 64 characters; engines emit a fixed set of
// literals such as "QUIBBLES_SPLIT_SET_SUM_MISMATCH"), else "invalid"; after
// kMaxViolationCodes distinct codes further ones count as "other", so even an engine bug that
// put data into a code could not grow the series without bound. Seats, peers and messages are
// never labels.
//
// Hot path: after the first call with a given label combination, OnCallStart / OnCallEnd do
// no allocation and take no lock except a shared (reader) lock for verdicts that carry a
// violation code; label children are cached in fixed tables indexed by method, game, code and
// (for verdicts without a violation, e.g. "legal") verdict.
#ifndef ARBITER_SERVICE_OBSERVABILITY_METRICS_H_
#define ARBITER_SERVICE_OBSERVABILITY_METRICS_H_

#include <array>
#include <atomic>
#include <cstddef>
#include <memory>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/synchronization/mutex.h"
#include "prometheus/counter.h"
#include "prometheus/family.h"
#include "prometheus/gauge.h"
#include "prometheus/histogram.h"
#include "prometheus/registry.h"
#include "engines/core/registry.h"
#include "buildinfo/build_info.h"
#include "service/observability/call_observer.h"
#include "service/observability/metrics_server.h"  // MetricsServer, for users of Metrics

namespace arbiter::service {

struct MetricsOptions {
  // The service's RPC method names (label `method`).
  std::vector<std::string> methods;
  // The registered game ids (label `game`).
  std::vector<std::string> games;
  // Labels of arbiter_build_info (build_info.h: CMake PROJECT_VERSION, the git commit built).
  std::string version = buildinfo::BuildVersion();
  std::string commit = buildinfo::BuildCommit();
};

// Options for arbiterd: the methods of arbiter.v1.RulesService (from its descriptor) and every
// game in `registry`.
MetricsOptions RulesServiceMetricsOptions(const Registry& registry);

class Metrics final : public CallObserver {
 public:
  // Verdict label values; anything else counts as "other".
  static constexpr std::array<absl::string_view, 6> kVerdicts = {
      "legal", "illegal", "valid", "illegal_step", "expectation_mismatch", "malformed_step"};
  // Bound on distinct violation label values over the life of the process.
  static constexpr size_t kMaxViolationCodes = 2000;
  // Histogram buckets: seconds for durations, bytes for state sizes.
  static const std::vector<double>& DurationBuckets();
  static const std::vector<double>& StateBytesBuckets();

  explicit Metrics(const MetricsOptions& options);
  ~Metrics() override;
  Metrics(const Metrics&) = delete;
  Metrics& operator=(const Metrics&) = delete;

  void OnCallStart(absl::string_view method) override;
  void OnCallEnd(const CallRecord& record) override;
  bool WantsCaller(absl::string_view) const override { return false; }  // never a label

  // The registry holding every family above, for MetricsServer or an extra exposer.
  std::shared_ptr<prometheus::Registry> registry() const { return registry_; }
  // The current values in the Prometheus text format (what /metrics serves).
  std::string ExpositionText() const;

 private:
  size_t MethodIndex(absl::string_view method) const;  // methods_.size() = "unknown"
  size_t GameIndex(absl::string_view game) const;      // games_.size() = "unknown"
  absl::string_view MethodLabel(size_t i) const;
  absl::string_view GameLabel(size_t i) const;
  prometheus::Counter& VerdictCounter(size_t game, size_t verdict, absl::string_view violation);

  std::shared_ptr<prometheus::Registry> registry_;
  std::vector<std::string> methods_;
  std::vector<std::string> games_;
  absl::flat_hash_map<std::string, size_t> game_index_;

  prometheus::Family<prometheus::Counter>* requests_;
  prometheus::Family<prometheus::Histogram>* duration_;
  prometheus::Family<prometheus::Counter>* verdicts_;
  prometheus::Family<prometheus::Histogram>* state_bytes_;
  prometheus::Gauge* inflight_;

  // Cached children; filled on first use under create_mu_, then read lock-free.
  absl::Mutex create_mu_;
  std::unique_ptr<std::atomic<prometheus::Counter*>[]> request_children_;    // [m][g][code]
  std::unique_ptr<std::atomic<prometheus::Histogram*>[]> duration_children_;  // [m][g]
  std::unique_ptr<std::atomic<prometheus::Histogram*>[]> state_children_;     // [g]

  // Verdict children without a violation (the common "legal"/"valid"), [game][verdict]: the
  // same children as verdict_children_[..][""], read lock-free.
  std::unique_ptr<std::atomic<prometheus::Counter*>[]> plain_verdict_children_;
  // Verdict children: one map from violation label to child per [game][verdict].
  absl::Mutex verdict_mu_;
  std::vector<absl::flat_hash_map<std::string, prometheus::Counter*>> verdict_children_
      ABSL_GUARDED_BY(verdict_mu_);
  size_t violation_codes_seen_ ABSL_GUARDED_BY(verdict_mu_) = 0;
};

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_OBSERVABILITY_METRICS_H_
