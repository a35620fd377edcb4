#include "service/observability/metrics.h"

#include <exception>
#include <utility>

#include "absl/strings/ascii.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "arbiter/v1/rules_service.pb.h"
#include "google/protobuf/descriptor.h"
#include "prometheus/text_serializer.h"


namespace arbiter::service {
namespace {

// gRPC status code names in code order (grpc::StatusCode 0..16).
constexpr std::array<absl::string_view, 17> kCodes = {
    "OK",           "CANCELLED",          "UNKNOWN",           "INVALID_ARGUMENT",
    "DEADLINE_EXCEEDED", "NOT_FOUND",     "ALREADY_EXISTS",    "PERMISSION_DENIED",
    "RESOURCE_EXHAUSTED", "FAILED_PRECONDITION", "ABORTED",    "OUT_OF_RANGE",
    "UNIMPLEMENTED", "INTERNAL",          "UNAVAILABLE",       "DATA_LOSS",
    "UNAUTHENTICATED"};
constexpr size_t kUnknownCode = 2;

size_t CodeIndex(absl::string_view code) {
  for (size_t i = 0; i < kCodes.size(); ++i) {
    if (kCodes[i] == code) return i;
  }
  return kUnknownCode;
}

constexpr absl::string_view kUnknown = "unknown";
constexpr size_t kMaxViolationLength = 64;

// UPPER_SNAKE_CASE of bounded length.
bool IsCodeShaped(absl::string_view s) {
  if (s.empty() || s.size() > kMaxViolationLength || !absl::ascii_isupper(s[0])) return false;
  for (char c : s) {
    if (!(absl::ascii_isupper(c) || absl::ascii_isdigit(c) || c == '_')) return false;
  }
  return true;
}

// The cached child in `slot`, created by `create` on first use. A template (not std::function)
// so that the lock-free path allocates nothing.
template <typename T, typename Create>
T* LoadOrCreate(std::atomic<T*>& slot, absl::Mutex& mu, Create create) {
  T* child = slot.load(std::memory_order_acquire);
  if (child != nullptr) return child;
  absl::MutexLock lock(&mu);
  child = slot.load(std::memory_order_relaxed);
  if (child == nullptr) {
    child = create();
    slot.store(child, std::memory_order_release);
  }
  return child;
}

}  // namespace

MetricsOptions RulesServiceMetricsOptions(const Registry& registry) {
  MetricsOptions options;
  // The service lives in the same file as its request messages.
  const google::protobuf::ServiceDescriptor* service =
      v1::ListGamesRequest::descriptor()->file()->FindServiceByName("RulesService");
  for (int i = 0; service != nullptr && i < service->method_count(); ++i) {
    options.methods.push_back(service->method(i)->name());
  }
  for (const Game* game : registry.List()) options.games.push_back(game->Info().game_id());
  return options;
}

const std::vector<double>& Metrics::DurationBuckets() {
  static const auto* buckets = new std::vector<double>{
      1e-5, 2.5e-5, 5e-5, 1e-4, 2.5e-4, 5e-4, 1e-3, 2.5e-3, 5e-3, 1e-2,
      2.5e-2, 5e-2, 0.1, 0.25, 0.5, 1, 2.5, 5, 10};
  return *buckets;
}

const std::vector<double>& Metrics::StateBytesBuckets() {
  // 64 B .. 16 MiB in powers of 4.
  static const auto* buckets = new std::vector<double>{
      64, 256, 1024, 4096, 16384, 65536, 262144, 1048576, 4194304, 16777216};
  return *buckets;
}

Metrics::Metrics(const MetricsOptions& options)
    : registry_(std::make_shared<prometheus::Registry>()),
      methods_(options.methods),
      games_(options.games) {
  for (size_t i = 0; i < games_.size(); ++i) {
    game_index_.emplace(games_[i], i);
  }
  requests_ = &prometheus::BuildCounter()
                   .Name("arbiter_requests_total")
                   .Help("Finished RPCs by method, game and gRPC status code.")
                   .Register(*registry_);
  duration_ = &prometheus::BuildHistogram()
                   .Name("arbiter_request_duration_seconds")
                   .Help("Wall time from call start to response, by method and game.")
                   .Register(*registry_);
  verdicts_ = &prometheus::BuildCounter()
                   .Name("arbiter_verdicts_total")
                   .Help("ApplyAction and replay verdicts by game, verdict and violation code.")
                   .Register(*registry_);
  state_bytes_ = &prometheus::BuildHistogram()
                      .Name("arbiter_state_bytes")
                      .Help("Serialized size of the game state in requests, by game.")
                      .Register(*registry_);
  inflight_ = &prometheus::BuildGauge()
                   .Name("arbiter_inflight_requests")
                   .Help("RPCs started and not yet finished.")
                   .Register(*registry_)
                   .Add({});
  prometheus::BuildGauge()
      .Name("arbiter_build_info")
      .Help("Always 1; labels name the version and commit of this binary.")
      .Register(*registry_)
      .Add({{"version", options.version}, {"commit", options.commit}})
      .Set(1);

  const size_t m = methods_.size() + 1, g = games_.size() + 1;
  request_children_.reset(new std::atomic<prometheus::Counter*>[m * g * kCodes.size()]);
  for (size_t i = 0; i < m * g * kCodes.size(); ++i) request_children_[i] = nullptr;
  duration_children_.reset(new std::atomic<prometheus::Histogram*>[m * g]);
  for (size_t i = 0; i < m * g; ++i) duration_children_[i] = nullptr;
  state_children_.reset(new std::atomic<prometheus::Histogram*>[g]);
  for (size_t i = 0; i < g; ++i) state_children_[i] = nullptr;
  verdict_children_.resize(g * (kVerdicts.size() + 1));
  plain_verdict_children_.reset(new std::atomic<prometheus::Counter*>[g * (kVerdicts.size() + 1)]);
  for (size_t i = 0; i < g * (kVerdicts.size() + 1); ++i) plain_verdict_children_[i] = nullptr;
}

Metrics::~Metrics() = default;

size_t Metrics::MethodIndex(absl::string_view method) const {
  for (size_t i = 0; i < methods_.size(); ++i) {
    if (methods_[i] == method) return i;
  }
  return methods_.size();
}

size_t Metrics::GameIndex(absl::string_view game) const {
  auto it = game_index_.find(game);
  return it == game_index_.end() ? games_.size() : it->second;
}

absl::string_view Metrics::MethodLabel(size_t i) const {
  return i < methods_.size() ? absl::string_view(methods_[i]) : kUnknown;
}

absl::string_view Metrics::GameLabel(size_t i) const {
  return i < games_.size() ? absl::string_view(games_[i]) : kUnknown;
}

void Metrics::OnCallStart(absl::string_view /*method*/) { inflight_->Increment(); }

void Metrics::OnCallEnd(const CallRecord& record) {
  inflight_->Decrement();
  const size_t m = MethodIndex(record.method);
  const size_t g = GameIndex(record.game);
  const size_t c = CodeIndex(record.code);
  const size_t games = games_.size() + 1;

  prometheus::Counter* requests = LoadOrCreate(
      request_children_[(m * games + g) * kCodes.size() + c], create_mu_, [&] {
        return &requests_->Add({{"method", std::string(MethodLabel(m))},
                                {"game", std::string(GameLabel(g))},
                                {"code", std::string(kCodes[c])}});
      });
  requests->Increment();

  prometheus::Histogram* duration = LoadOrCreate(
      duration_children_[m * games + g], create_mu_, [&] {
        return &duration_->Add({{"method", std::string(MethodLabel(m))},
                                {"game", std::string(GameLabel(g))}},
                               DurationBuckets());
      });
  duration->Observe(record.seconds < 0 ? 0 : record.seconds);

  if (record.state_bytes > 0) {
    prometheus::Histogram* state = LoadOrCreate(
        state_children_[g], create_mu_, [&] {
          return &state_bytes_->Add({{"game", std::string(GameLabel(g))}}, StateBytesBuckets());
        });
    state->Observe(static_cast<double>(record.state_bytes));
  }

  if (!record.verdict.empty()) {
    size_t v = 0;
    while (v < kVerdicts.size() && kVerdicts[v] != record.verdict) ++v;
    if (record.violation_code.empty()) {
      LoadOrCreate(plain_verdict_children_[g * (kVerdicts.size() + 1) + v], create_mu_, [&] {
        return &VerdictCounter(g, v, absl::string_view());
      })->Increment();
    } else {
      VerdictCounter(g, v,
                     IsCodeShaped(record.violation_code)
                         ? absl::string_view(record.violation_code)
                         : absl::string_view("invalid"))
          .Increment();
    }
  }
}

prometheus::Counter& Metrics::VerdictCounter(size_t game, size_t verdict,
                                             absl::string_view violation) {
  const size_t slot = game * (kVerdicts.size() + 1) + verdict;
  {
    absl::ReaderMutexLock lock(&verdict_mu_);
    auto& children = verdict_children_[slot];
    auto it = children.find(violation);
    if (it != children.end()) return *it->second;
  }
  absl::MutexLock lock(&verdict_mu_);
  auto& children = verdict_children_[slot];
  auto it = children.find(violation);
  if (it != children.end()) return *it->second;
  absl::string_view label = violation;
  if (!violation.empty() && violation != "invalid") {
    if (violation_codes_seen_ >= kMaxViolationCodes) {
      label = "other";
      it = children.find(label);
      if (it != children.end()) return *it->second;
    } else {
      ++violation_codes_seen_;
    }
  }
  prometheus::Counter* child = &verdicts_->Add(
      {{"game", std::string(GameLabel(game))},
       {"verdict", verdict < kVerdicts.size() ? std::string(kVerdicts[verdict]) : "other"},
       {"violation", std::string(label)}});
  children.emplace(std::string(label), child);
  return *child;
}

std::string Metrics::ExpositionText() const {
  return prometheus::TextSerializer().Serialize(registry_->Collect());
}

}  // namespace arbiter::service
