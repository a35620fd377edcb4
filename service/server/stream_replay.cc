#include "service/server/stream_replay.h"

#include "absl/strings/str_cat.h"
#include "grpcpp/support/proto_buffer_reader.h"

#include "api/replay.h"
#include "service/server/raw_unary.h"
#include "service/sealing/seal_calls.h"

namespace arbiter::service {
namespace {

// The replay stops between steps once the client goes away or the call's deadline passes.
api::ReplayLimits StreamLimits(const CallLimits& limits, grpc::CallbackServerContext* context,
                               std::chrono::system_clock::time_point deadline) {
  api::ReplayLimits replay;
  replay.max_steps = limits.max_replay_steps;
  replay.should_stop = [context, deadline] {
    return context->IsCancelled() || deadline <= std::chrono::system_clock::now();
  };
  return replay;
}

}  // namespace

StreamReplayReactor::StreamReplayReactor(const Registry& registry,
                                         const std::vector<CallObserver*>& observers,
                                         const CallLimits& limits,
                                         grpc::CallbackServerContext* context,
                                         grpc::ByteBuffer* response,
                                         const StateSealer* sealer,
                                         const TokenTable* tokens, UnsentAnswers* unsent)
    : registry_(registry),
      limits_(limits),
      sealer_(sealer),
      context_(context),
      response_(response),
      call_(observers, "StreamReplayGame", context, tokens),
      start_(std::chrono::system_clock::now()),
      deadline_(limits.CallDeadline(context->deadline(), start_)),
      stream_(registry, StreamLimits(limits, context, deadline_)),
      unsent_(unsent) {
  absl::MutexLock lock(&guard_->mu);
  if (absl::Status s = CheckDeadline(context->deadline(), start_); !s.ok()) {
    Done(s);
    return;
  }
  if (absl::Status s = limits_.CheckMetadataBytes(RequestMetadataBytes(*context)); !s.ok()) {
    Done(s);
    return;
  }
  StartRead(&buffer_);
  if (limits_.CapComesFirst(context->deadline(), start_)) {
    // The callback holds the guard, not the reactor: it touches the reactor only while no
    // Finish was called, i.e. while OnDone (which deletes it) cannot have run.
    cap_alarm_.Set(deadline_, [this, guard = guard_](bool fired) {
      if (!fired) return;  // cancelled by OnDone
      absl::MutexLock lock(&guard->mu);
      if (guard->finished) return;
      Done(limits_.CallTimeOver(stream_.has_header() ? "call: still open"
                                                     : "call: still open, no header yet"));
    });
  }
}

void StreamReplayReactor::OnDone() {
  cap_alarm_.Cancel();
  if (unsent_ != nullptr) unsent_->Release(ticket_);
  delete this;
}

absl::Status StreamReplayReactor::NameCap(absl::Status status) const {
  if (absl::IsDeadlineExceeded(status) && !context_->IsCancelled() &&
      limits_.CapComesFirst(context_->deadline(), start_)) {
    return limits_.CallTimeOver(status.message());
  }
  return status;
}

absl::Status StreamReplayReactor::Take(const v1::StreamReplayGameRequest& message) {
  const bool had_game = !stream_.game_id().empty();
  absl::Status status = stream_.Take(message);
  if (!had_game && !stream_.game_id().empty()) call_.SetGame(registry_, stream_.game_id());
  // Only a step (the header taken) runs into the replay's limits: its one RESOURCE_EXHAUSTED
  // is the step limit, set from --max_replay_steps, so name the flag as the unary ReplayGame
  // does; its DEADLINE_EXCEEDED may be the cap's.
  if (status.ok() || !stream_.has_header()) return status;
  if (absl::IsResourceExhausted(status)) return limits_.StreamedReplayStepsOverLimit();
  return NameCap(status);
}

void StreamReplayReactor::OnReadDone(bool ok) {
  // A copy: the guard must outlive the lock even if this reaction's Finish lets gRPC delete
  // the reactor on another thread before the lock is released.
  const std::shared_ptr<Guard> guard = guard_;
  absl::MutexLock lock(&guard->mu);
  ReadDone(ok);
}

void StreamReplayReactor::ReadDone(bool ok) {
  if (guard_->finished) return;  // the cap's timer ended the call; read no more
  if (!ok) {  // The client half-closed (or went away).
    if (context_->IsCancelled()) {
      Done(absl::CancelledError("the client cancelled the call"));
    } else if (absl::Status s = stream_.Finish(&report_); !s.ok()) {
      Done(s);
    } else {
      call_.SetVerdict(api::VerdictLabel(report_.report().verdict()),
                       report_.report().violation().code());
      Done(SealReport(sealer_, report_.mutable_report()));
    }
    return;
  }
  ++messages_read_;
  message_.Clear();
  bool parsed = false;
  {
    grpc::ProtoBufferReader reader(&buffer_);
    parsed = message_.ParseFromZeroCopyStream(&reader);
  }
  buffer_.Clear();
  if (!parsed) {
    Done(stream_.Unparsable(messages_read_));
    return;
  }
  if (absl::Status s = Take(message_); !s.ok()) {
    Done(s);
    return;
  }
  StartRead(&buffer_);
}

void StreamReplayReactor::Done(const absl::Status& status) {
  if (guard_->finished) return;
  guard_->finished = true;
  absl::Status final_status = status;
  if (final_status.ok()) final_status = limits_.CheckResponseBytes(report_.ByteSizeLong());
  if (final_status.ok()) {
    bool own_buffer = false;
    const grpc::Status serialized =
        grpc::SerializationTraits<v1::StreamReplayGameResponse>::Serialize(report_, response_,
                                                                            &own_buffer);
    if (!serialized.ok()) {
      final_status = absl::InternalError(
          absl::StrCat("response: cannot serialize the report: ", serialized.error_message()));
    } else if (unsent_ != nullptr) {
      absl::StatusOr<UnsentAnswers::Ticket> held =
          unsent_->Hold(context_, "StreamReplayGame", context_->peer(),
                        static_cast<int64_t>(response_->Length()));
      if (held.ok()) {
        ticket_ = *std::move(held);
      } else {
        final_status = held.status();
        response_->Clear();
      }
    }
  }
  call_.Report(final_status);
  Finish(ToGrpcStatus(final_status));
}

}  // namespace arbiter::service
