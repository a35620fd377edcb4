// The answers arbiterd has finished but its clients have not yet taken, and the bounds on them
// (transport_limits.h). A client that advertises an HTTP/2 flow-control window of 0, or simply
// stops reading, keeps every answer it asked for in the server's memory after the handler has
// finished: --max_call_seconds no longer applies, and gRPC holds the bytes until they are
// written (issue 24 item 1). This ledger counts those bytes (every unary answer and the
// StreamReplayGame report) per connection and in all, and:
//   * refuses a connection's new calls RESOURCE_EXHAUSTED once its unsent answers reach
//     --max_unsent_bytes_per_connection (Admit before any work, Hold for the answer itself, so
//     the bound is never passed);
//   * when the whole server's unsent answers would pass --max_unsent_bytes, drops the oldest
//     answers of other connections (cancels their calls: the client sees CANCELLED) to make room, so clients
//     that read keep being served;
//   * cancels every call whose answer has waited longer than --max_send_seconds.
// A dropped or timed-out answer is counted (dropped(), timed_out()) and logged as a warn line
// "unsent answer dropped" with the method, peer, bytes and reason (the call itself was
// already counted with its status when the handler finished).
//
//   UnsentAnswers ledger(limits, logger);                        // one per server
//   if (absl::Status s = ledger.Admit(peer); !s.ok()) ...         // before the handler's work
//   absl::StatusOr<UnsentAnswers::Ticket> t = ledger.Hold(context, "ApplyAction", peer, bytes);
//   ...reactor->Finish(OK)...; in the reactor's OnDone: ledger.Release(*t);
//
// Thread-safe. A cancelled call may finish inline inside grpc::ServerContext::TryCancel (gRPC
// runs application callbacks at the end of its API call), so Release may run on the thread
// that cancels: each entry has its own recursive lock, and the ledger's lock is never held
// while a call is cancelled.
#ifndef ARBITER_SERVICE_SERVER_UNSENT_ANSWERS_H_
#define ARBITER_SERVICE_SERVER_UNSENT_ANSWERS_H_

#include <chrono>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "absl/base/thread_annotations.h"
#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/synchronization/mutex.h"
#include "grpcpp/grpcpp.h"
#include "service/server/transport_limits.h"

namespace arbiter::service {

class Logger;

class UnsentAnswers {
 public:
  struct Entry;
  using Ticket = std::shared_ptr<Entry>;

  // `logger` (may be null: no log lines) must outlive the ledger. Starts the thread that
  // cancels answers past max_send_seconds.
  UnsentAnswers(const TransportLimits& limits, Logger* logger);
  ~UnsentAnswers();  // stops that thread; every call must be done (Released) by then
  UnsentAnswers(const UnsentAnswers&) = delete;
  UnsentAnswers& operator=(const UnsentAnswers&) = delete;

  // RESOURCE_EXHAUSTED "call: this connection's answers not yet taken by the client hold N
  // bytes, the limit is M (--max_unsent_bytes_per_connection)" once `peer`'s unsent answers
  // reach the limit; else OK.
  absl::Status Admit(absl::string_view peer) const;
  // Records an answer of `bytes` about to be sent on `context`'s call from `peer` (a
  // connection's address as gRPC names it). RESOURCE_EXHAUSTED as Admit's (saying "with this
  // answer of B bytes") when it would put `peer` over its limit; drops the oldest answers of
  // other connections when it would put the server over max_unsent_bytes.
  absl::StatusOr<Ticket> Hold(grpc::ServerContextBase* context, absl::string_view method,
                              absl::string_view peer, int64_t bytes);
  // The call of `ticket` is done (its reactor's OnDone): its bytes are no longer held.
  void Release(const Ticket& ticket);

  // Bytes held now, in all and by `peer`.
  int64_t bytes() const;
  int64_t bytes(absl::string_view peer) const;
  // Answers dropped to make room (over max_unsent_bytes) and cancelled after max_send_seconds,
  // since start; calls refused for their connection's limit.
  int64_t dropped() const;
  int64_t timed_out() const;
  int64_t refused() const;

 private:
  // Takes `entries` (already out of the books) and cancels their calls, logging each with
  // `reason`. Called without mu_.
  void Cancel(const std::vector<Ticket>& entries, absl::string_view reason);
  // Removes `entry` from the books (under mu_); false when it was no longer in them.
  bool Unbook(Entry& entry) ABSL_EXCLUSIVE_LOCKS_REQUIRED(mu_);
  void Watch();

  const TransportLimits limits_;
  Logger* const logger_;
  mutable absl::Mutex mu_;
  int64_t total_ ABSL_GUARDED_BY(mu_) = 0;
  std::map<std::string, int64_t, std::less<>> by_peer_ ABSL_GUARDED_BY(mu_);
  // Booked entries, oldest first (by sequence number).
  std::map<uint64_t, Ticket> booked_ ABSL_GUARDED_BY(mu_);
  uint64_t next_ ABSL_GUARDED_BY(mu_) = 0;
  int64_t dropped_ ABSL_GUARDED_BY(mu_) = 0;
  int64_t timed_out_ ABSL_GUARDED_BY(mu_) = 0;
  mutable int64_t refused_ ABSL_GUARDED_BY(mu_) = 0;
  bool stopping_ ABSL_GUARDED_BY(mu_) = false;
  std::thread watcher_;
};

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_SERVER_UNSENT_ANSWERS_H_
