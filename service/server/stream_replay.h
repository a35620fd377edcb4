// The StreamReplayGame handler: a record arrives as a header message (setup, rules version)
// then messages of steps, each handed as it arrives to the transport-free StreamReplay
// (api/stream_replay.h: the per-message checks and the stepping), so memory stays bounded by
// one message whatever the record's length. The response is the report once the client
// half-closes.
//
// The stream is read as raw bytes (a raw callback method) and each message parsed here, so a
// message that is not a valid StreamReplayGameRequest is refused with INVALID_ARGUMENT naming
// its position ("header: ..." for the first, "steps: message N ..." after) instead of being
// mistaken for the end of the stream, as gRPC's own parsing would have it.
//
// Errors: those of api/stream_replay.h (INVALID_ARGUMENT "header: missing", "steps: ...", the
// setup errors of ReplayGame), with the step limit's
// RESOURCE_EXHAUSTED naming this server's flag ("record.steps: more than N steps
// (--max_replay_steps)"); DEADLINE_EXCEEDED / CANCELLED when the call's deadline passes or the
// client goes away. With a `sealer` (seal.h), the report has no state_before (SealReport).
// RESOURCE_EXHAUSTED "metadata: ..." when the call's metadata is over --max_metadata_bytes,
// "response: ..." when the report would be over --max_message_bytes (never sent), and the
// UnsentAnswers refusal when the connection's unread answers are at their limit (the report is
// booked there until it is written out, and cancelled after --max_send_seconds).
//
// The server's cap on one call (CallLimits::max_call_seconds, --max_call_seconds) holds also
// when the client set no deadline: a timer (grpc::Alarm) at start + cap ends the stream
// DEADLINE_EXCEEDED "call: still open ...; a call may run at most S s (--max_call_seconds)",
// reported to the observers like any call, even while it waits for the client's next message;
// a replay running at that moment stops between steps with the same code.
#ifndef ARBITER_SERVICE_SERVER_STREAM_REPLAY_H_
#define ARBITER_SERVICE_SERVER_STREAM_REPLAY_H_

#include <chrono>
#include <memory>
#include <vector>

#include "absl/base/thread_annotations.h"
#include "absl/synchronization/mutex.h"
#include "grpcpp/alarm.h"

#include "arbiter/v1/rules_service.grpc.pb.h"
#include "engines/core/registry.h"
#include "api/stream_replay.h"
#include "service/server/call_scope.h"
#include "service/server/limits.h"
#include "service/server/unsent_answers.h"
#include "service/sealing/seal.h"

namespace arbiter::service {

// Deletes itself when the call is done.
class StreamReplayReactor final : public grpc::ServerReadReactor<grpc::ByteBuffer> {
 public:
  StreamReplayReactor(const Registry& registry, const std::vector<CallObserver*>& observers,
                      const CallLimits& limits, grpc::CallbackServerContext* context,
                      grpc::ByteBuffer* response,
                      const StateSealer* sealer = nullptr,
                      const TokenTable* tokens = nullptr, UnsentAnswers* unsent = nullptr);

  void OnReadDone(bool ok) override;
  void OnDone() override;

 private:
  // Shared with the cap's timer callback, which may run after the reactor is gone: `finished`
  // says whether Finish was called (after which the reactor may be deleted at any time), and
  // `mu` serializes the reactions (OnReadDone, the timer) so one call ends exactly once.
  struct Guard {
    absl::Mutex mu;
    bool finished ABSL_GUARDED_BY(mu) = false;
  };

  // Reports the call and finishes it with `status`, once; later calls do nothing.
  void Done(const absl::Status& status) ABSL_EXCLUSIVE_LOCKS_REQUIRED(guard_->mu);
  void ReadDone(bool ok) ABSL_EXCLUSIVE_LOCKS_REQUIRED(guard_->mu);
  // stream_.Take, a step's errors renamed after this server's flags: the step limit naming
  // --max_replay_steps, a stop by the cap naming --max_call_seconds.
  absl::Status Take(const v1::StreamReplayGameRequest& message);
  // `status`, renamed to the cap's error (CallLimits::CallTimeOver) when it is a
  // DEADLINE_EXCEEDED caused by the cap rather than the client's deadline.
  absl::Status NameCap(absl::Status status) const;

  const Registry& registry_;
  const CallLimits& limits_;
  const StateSealer* const sealer_;
  grpc::CallbackServerContext* context_;
  grpc::ByteBuffer* response_;  // the serialized `report_`, written when the call ends OK
  v1::StreamReplayGameResponse report_;
  CallScope call_;
  grpc::ByteBuffer buffer_;           // the message being read
  v1::StreamReplayGameRequest message_;
  int64_t messages_read_ = 0;
  const std::chrono::system_clock::time_point start_;
  // min(the client's deadline, start_ + max_call_seconds): CallLimits::CallDeadline.
  const std::chrono::system_clock::time_point deadline_;
  api::StreamReplay stream_;
  const std::shared_ptr<Guard> guard_ = std::make_shared<Guard>();
  // Set only when the cap comes before the client's deadline (gRPC itself ends the call at the
  // client's); cancelled in OnDone.
  grpc::Alarm cap_alarm_;
  // The server's unsent-answer ledger (unsent_answers.h), null without one; the report is held
  // in it from Finish to OnDone, like a unary answer.
  UnsentAnswers* const unsent_;
  UnsentAnswers::Ticket ticket_;
};

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_SERVER_STREAM_REPLAY_H_
