#include "service/server/health_service.h"

#include <algorithm>
#include <chrono>
#include <optional>
#include <utility>

#include "absl/strings/str_cat.h"
#include "grpcpp/alarm.h"

namespace arbiter::service {

using grpc::health::v1::HealthCheckRequest;
using grpc::health::v1::HealthCheckResponse;

namespace {

// A Watch refused at the count cap: finished at once.
class RefusedWatch final : public grpc::ServerWriteReactor<HealthCheckResponse> {
 public:
  explicit RefusedWatch(const grpc::Status& status) { Finish(status); }
  void OnDone() override { delete this; }
};

}  // namespace

// One open Watch. Every field but the constant ones is guarded by service_->mu_; the alarm's
// callback holds `guard_` (not the reactor), which says whether Finish was called, so it never
// touches a reactor that OnDone may have deleted. As in gRPC's default health service
// (src/cpp/server/health/default_health_check_service.cc): one write in flight at a time, the
// latest status kept for the next one.
class HealthService::WatchReactor final
    : public grpc::ServerWriteReactor<HealthCheckResponse> {
 public:
  WatchReactor(HealthService* service, std::string name,
               std::chrono::system_clock::time_point cap)
      ABSL_EXCLUSIVE_LOCKS_REQUIRED(service->mu_)
      : service_(service), name_(std::move(name)) {
    service_->watches_.insert(this);
    Send(service_->StatusOf(name_));
    if (service_->watches_ended_) EndSoon();
    cap_alarm_.Set(cap, [this, guard = guard_, service](bool fired) {
      if (!fired) return;  // cancelled by OnDone
      absl::MutexLock lock(&service->mu_);
      if (guard->finished) return;
      FinishOnce(grpc::Status(
          grpc::StatusCode::DEADLINE_EXCEEDED,
          absl::StrCat("health watch: open for ",
                       service->limits_.max_watch_seconds,
                       " s, the longest a call may run (--max_call_seconds); watch again")));
    });
  }

  // The watched status is now `status`.
  void Send(ServingStatus status) ABSL_EXCLUSIVE_LOCKS_REQUIRED(service_->mu_) {
    if (guard_->finished) return;
    if (writing_) {
      pending_ = status;
      return;
    }
    if (sent_.has_value() && *sent_ == status) return;
    sent_ = status;
    writing_ = true;
    response_.set_status(status);
    StartWrite(&response_);
  }

  // EndWatches from an application thread: End() on a gRPC thread (an alarm due now), as
  // Finish there could run OnDone inline, which takes mu_.
  void EndSoon() ABSL_EXCLUSIVE_LOCKS_REQUIRED(service_->mu_) {
    end_alarm_.Set(std::chrono::system_clock::now(),
                   [this, guard = guard_, service = service_](bool fired) {
                     if (!fired) return;  // cancelled by OnDone
                     absl::MutexLock lock(&service->mu_);
                     if (guard->finished) return;
                     End();
                   });
  }

  // Ends the stream once no write is in flight or pending (EndWatches).
  void End() ABSL_EXCLUSIVE_LOCKS_REQUIRED(service_->mu_) {
    ending_ = true;
    if (!writing_) {
      FinishOnce(grpc::Status(grpc::StatusCode::UNAVAILABLE, "health watch: the server is stopping"));
    }
  }

  void OnWriteDone(bool ok) override {
    absl::MutexLock lock(&service_->mu_);
    writing_ = false;
    if (!ok) {  // the stream is broken (the client went away, or the server is stopping)
      FinishOnce(grpc::Status(grpc::StatusCode::CANCELLED, "health watch: the stream broke"));
      return;
    }
    if (pending_.has_value()) {
      const ServingStatus next = *pending_;
      pending_.reset();
      Send(next);
    }
    if (ending_ && !writing_) End();
  }

  void OnCancel() override {
    absl::MutexLock lock(&service_->mu_);
    FinishOnce(grpc::Status(grpc::StatusCode::CANCELLED, "health watch: cancelled"));
  }

  void OnDone() override {
    cap_alarm_.Cancel();
    end_alarm_.Cancel();
    {
      absl::MutexLock lock(&service_->mu_);
      service_->watches_.erase(this);
    }
    delete this;
  }

 private:
  struct Guard {
    bool finished = false;  // guarded by the service's mu_
  };

  void FinishOnce(const grpc::Status& status) ABSL_EXCLUSIVE_LOCKS_REQUIRED(service_->mu_) {
    if (guard_->finished) return;
    guard_->finished = true;
    Finish(status);
  }

  HealthService* const service_;
  const std::string name_;
  const std::shared_ptr<Guard> guard_ = std::make_shared<Guard>();
  bool writing_ = false;
  bool ending_ = false;                   // EndWatches: finish once the last write is done
  std::optional<ServingStatus> sent_;     // the last status written
  std::optional<ServingStatus> pending_;  // a status to write once the write in flight is done
  HealthCheckResponse response_;          // the message being written
  grpc::Alarm cap_alarm_;
  grpc::Alarm end_alarm_;
};

HealthService::HealthService(HealthLimits limits) : limits_(limits) {}

HealthService::~HealthService() = default;

void HealthService::Shutdown() {
  absl::MutexLock lock(&mu_);
  if (shut_down_) return;
  shut_down_ = true;
  for (WatchReactor* watch : watches_) watch->Send(HealthCheckResponse::NOT_SERVING);
}

void HealthService::EndWatches() {
  absl::MutexLock lock(&mu_);
  watches_ended_ = true;
  for (WatchReactor* watch : watches_) watch->EndSoon();
}

int HealthService::open_watches() const {
  absl::MutexLock lock(&mu_);
  return static_cast<int>(watches_.size());
}

HealthService::ServingStatus HealthService::StatusOf(const std::string& service) const {
  if (!service.empty()) return HealthCheckResponse::SERVICE_UNKNOWN;
  return shut_down_ ? HealthCheckResponse::NOT_SERVING : HealthCheckResponse::SERVING;
}

grpc::ServerUnaryReactor* HealthService::Check(grpc::CallbackServerContext* context,
                                               const HealthCheckRequest* request,
                                               HealthCheckResponse* response) {
  grpc::ServerUnaryReactor* reactor = context->DefaultReactor();
  ServingStatus status;
  {
    absl::MutexLock lock(&mu_);
    status = StatusOf(request->service());
  }
  if (status == HealthCheckResponse::SERVICE_UNKNOWN) {
    reactor->Finish(grpc::Status(grpc::StatusCode::NOT_FOUND, "unknown service"));
  } else {
    response->set_status(status);
    reactor->Finish(grpc::Status::OK);
  }
  return reactor;
}

grpc::ServerWriteReactor<HealthCheckResponse>* HealthService::Watch(
    grpc::CallbackServerContext* context, const HealthCheckRequest* request) {
  absl::MutexLock lock(&mu_);
  if (static_cast<int>(watches_.size()) >= limits_.max_watches) {
    return new RefusedWatch(grpc::Status(
        grpc::StatusCode::RESOURCE_EXHAUSTED,
        absl::StrCat("health watch: ", limits_.max_watches,
                     " streams are open, the most this port allows (--max_health_watches); "
                     "use Check, or watch again later")));
  }
  const auto cap = std::chrono::system_clock::now() +
                   std::chrono::duration_cast<std::chrono::system_clock::duration>(
                       std::chrono::duration<double>(limits_.max_watch_seconds));
  return new WatchReactor(this, request->service(), std::min(cap, context->deadline()));
}

}  // namespace arbiter::service
