#include "service/server/unsent_answers.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "absl/time/time.h"
#include "service/observability/request_log.h"

namespace arbiter::service {

struct UnsentAnswers::Entry {
  uint64_t id = 0;
  std::string method;
  std::string peer;
  int64_t bytes = 0;
  std::chrono::steady_clock::time_point since;
  // Guards `context` and `done`; recursive because Release can run inside TryCancel on the
  // cancelling thread (see the header).
  std::recursive_mutex call_mu;
  grpc::ServerContextBase* context = nullptr;
  bool done = false;
};

namespace {

absl::Status OverConnectionLimit(int64_t held, int64_t extra, int64_t limit) {
  return absl::ResourceExhaustedError(absl::StrCat(
      "call: this connection's answers not yet taken by the client hold ", held, " bytes",
      extra > 0 ? absl::StrCat(", with this answer of ", extra, " bytes") : "",
      "; the limit is ", limit, " (--max_unsent_bytes_per_connection)"));
}

}  // namespace

UnsentAnswers::UnsentAnswers(const TransportLimits& limits, Logger* logger)
    : limits_(limits), logger_(logger), watcher_([this] { Watch(); }) {}

UnsentAnswers::~UnsentAnswers() {
  {
    absl::MutexLock lock(&mu_);
    stopping_ = true;
  }
  watcher_.join();
}

absl::Status UnsentAnswers::Admit(absl::string_view peer) const {
  absl::MutexLock lock(&mu_);
  const auto it = by_peer_.find(peer);
  if (it == by_peer_.end() || it->second < limits_.max_unsent_bytes_per_connection) {
    return absl::OkStatus();
  }
  ++refused_;
  return OverConnectionLimit(it->second, 0, limits_.max_unsent_bytes_per_connection);
}

absl::StatusOr<UnsentAnswers::Ticket> UnsentAnswers::Hold(grpc::ServerContextBase* context,
                                                          absl::string_view method,
                                                          absl::string_view peer,
                                                          int64_t bytes) {
  auto entry = std::make_shared<Entry>();
  entry->method = std::string(method);
  entry->peer = std::string(peer);
  entry->bytes = bytes;
  entry->since = std::chrono::steady_clock::now();
  entry->context = context;
  std::vector<Ticket> drop;
  {
    absl::MutexLock lock(&mu_);
    int64_t& held = by_peer_[entry->peer];
    if (held + bytes > limits_.max_unsent_bytes_per_connection) {
      ++refused_;
      const int64_t was = held;
      if (held == 0) by_peer_.erase(entry->peer);
      return OverConnectionLimit(was, bytes, limits_.max_unsent_bytes_per_connection);
    }
    // Make room by dropping the oldest answers of other connections (a connection's own are
    // bounded by its limit above).
    for (auto it = booked_.begin();
         total_ + bytes > limits_.max_unsent_bytes && it != booked_.end();) {
      if (it->second->peer == entry->peer) {
        ++it;
        continue;
      }
      Ticket victim = it->second;
      ++it;
      Unbook(*victim);
      ++dropped_;
      drop.push_back(std::move(victim));
    }
    entry->id = next_++;
    booked_.emplace(entry->id, entry);
    by_peer_[entry->peer] += bytes;
    total_ += bytes;
  }
  Cancel(drop, "over --max_unsent_bytes");
  return entry;
}

bool UnsentAnswers::Unbook(Entry& entry) {
  if (booked_.erase(entry.id) == 0) return false;
  total_ -= entry.bytes;
  auto it = by_peer_.find(entry.peer);
  if (it != by_peer_.end()) {
    it->second -= entry.bytes;
    if (it->second <= 0) by_peer_.erase(it);
  }
  return true;
}

void UnsentAnswers::Release(const Ticket& ticket) {
  if (ticket == nullptr) return;
  {
    std::lock_guard<std::recursive_mutex> lock(ticket->call_mu);
    ticket->done = true;
    ticket->context = nullptr;
  }
  absl::MutexLock lock(&mu_);
  Unbook(*ticket);
}

void UnsentAnswers::Cancel(const std::vector<Ticket>& entries, absl::string_view reason) {
  for (const Ticket& entry : entries) {
    {
      std::lock_guard<std::recursive_mutex> lock(entry->call_mu);
      if (entry->done || entry->context == nullptr) continue;
      entry->context->TryCancel();
    }
    if (logger_ != nullptr) {
      const double waited =
          std::chrono::duration<double>(std::chrono::steady_clock::now() - entry->since).count();
      logger_->Log(LogLevel::kWarn, "unsent answer dropped",
                   {LogField("method", entry->method), LogField("peer", entry->peer),
                    LogField("bytes", entry->bytes), LogField("waited_seconds", waited),
                    LogField("reason", reason)});
    }
  }
}

void UnsentAnswers::Watch() {
  const auto max_wait = std::chrono::duration_cast<std::chrono::steady_clock::duration>(
      std::chrono::duration<double>(limits_.max_send_seconds));
  for (;;) {
    std::vector<Ticket> expired;
    {
      absl::MutexLock lock(&mu_);
      // Wakes at least every 100 ms (or at once on stopping) to look for expired answers.
      mu_.AwaitWithTimeout(absl::Condition(&stopping_), absl::Milliseconds(100));
      if (stopping_) return;
      const auto now = std::chrono::steady_clock::now();
      while (!booked_.empty() && now - booked_.begin()->second->since >= max_wait) {
        Ticket entry = booked_.begin()->second;
        Unbook(*entry);
        ++timed_out_;
        expired.push_back(std::move(entry));
      }
    }
    Cancel(expired, "not taken within --max_send_seconds");
  }
}

int64_t UnsentAnswers::bytes() const {
  absl::MutexLock lock(&mu_);
  return total_;
}

int64_t UnsentAnswers::bytes(absl::string_view peer) const {
  absl::MutexLock lock(&mu_);
  const auto it = by_peer_.find(peer);
  return it == by_peer_.end() ? 0 : it->second;
}

int64_t UnsentAnswers::dropped() const {
  absl::MutexLock lock(&mu_);
  return dropped_;
}

int64_t UnsentAnswers::timed_out() const {
  absl::MutexLock lock(&mu_);
  return timed_out_;
}

int64_t UnsentAnswers::refused() const {
  absl::MutexLock lock(&mu_);
  return refused_;
}

}  // namespace arbiter::service
