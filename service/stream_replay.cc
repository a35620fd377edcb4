#include "service/stream_replay.h"

#include "absl/strings/str_cat.h"
#include "grpcpp/support/proto_buffer_reader.h"

#include "service/replay_core.h"
#include "service/seal_calls.h"

namespace arbiter::service {

StreamReplayReactor::StreamReplayReactor(const Registry& registry,
                                         const std::vector<CallObserver*>& observers,
                                         const CallLimits& limits,
                                         grpc::CallbackServerContext* context,
                                         grpc::ByteBuffer* response,
                                         const StateSealer* sealer,
                                         const TokenTable* tokens)
    : registry_(registry),
      limits_(limits),
      sealer_(sealer),
      context_(context),
      response_(response),
      call_(observers, "StreamReplayGame", context, tokens),
      start_(std::chrono::system_clock::now()),
      deadline_(limits.CallDeadline(context->deadline(), start_)) {
  absl::MutexLock lock(&guard_->mu);
  if (absl::Status s = CheckDeadline(context->deadline(), start_); !s.ok()) {
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
      Done(limits_.CallTimeOver(replayer_ == nullptr ? "call: still open, no header yet"
                                                     : "call: still open"));
    });
  }
}

void StreamReplayReactor::OnDone() {
  cap_alarm_.Cancel();
  delete this;
}

absl::Status StreamReplayReactor::NameCap(absl::Status status) const {
  if (absl::IsDeadlineExceeded(status) && !context_->IsCancelled() &&
      limits_.CapComesFirst(context_->deadline(), start_)) {
    return limits_.CallTimeOver(status.message());
  }
  return status;
}

absl::Status StreamReplayReactor::Feed(const v1::RecordStep& step) {
  absl::Status status = replayer_->Feed(step);
  // The Replayer's only RESOURCE_EXHAUSTED is its step limit, set from --max_replay_steps:
  // name the flag, as the unary ReplayGame does.
  if (absl::IsResourceExhausted(status)) return limits_.StreamedReplayStepsOverLimit();
  return NameCap(status);
}

absl::Status StreamReplayReactor::Take(const v1::StreamReplayGameRequest& message) {
  if (replayer_ == nullptr) {
    if (message.part_case() != v1::StreamReplayGameRequest::kHeader) {
      return absl::InvalidArgumentError("header: missing (the first message must be a header)");
    }
    if (absl::Status s = CheckRecordHeader(true, message.header(), "header"); !s.ok()) return s;
    call_.SetGame(registry_, message.header().setup().game_id());
    ReplayLimits limits;
    limits.max_steps = limits_.max_replay_steps;
    grpc::CallbackServerContext* context = context_;
    const std::chrono::system_clock::time_point deadline = deadline_;
    limits.should_stop = [context, deadline] {
      return context->IsCancelled() || deadline <= std::chrono::system_clock::now();
    };
    absl::StatusOr<std::unique_ptr<Replayer>> replayer =
        Replayer::Start(registry_, message.header(), std::move(limits));
    if (!replayer.ok()) return replayer.status();
    replayer_ = *std::move(replayer);
    // Steps carried in the header itself count as the first steps.
    for (const v1::RecordStep& step : message.header().steps()) {
      if (absl::Status s = Feed(step); !s.ok()) return s;
    }
    return absl::OkStatus();
  }
  if (message.part_case() != v1::StreamReplayGameRequest::kSteps) {
    return absl::InvalidArgumentError("steps: expected steps after the header, got another "
                                      "header or an empty message");
  }
  for (const v1::RecordStep& step : message.steps().steps()) {
    if (absl::Status s = Feed(step); !s.ok()) return s;
  }
  return absl::OkStatus();
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
    } else if (replayer_ == nullptr) {
      Done(absl::InvalidArgumentError("header: missing (the stream carried no message)"));
    } else {
      *report_.mutable_report() = replayer_->Finish();
      call_.SetVerdict(VerdictLabel(report_.report().verdict()),
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
    Done(absl::InvalidArgumentError(absl::StrCat(
        replayer_ == nullptr ? "header" : "steps",
        ": message ", messages_read_,
        " of the stream is not a valid arbiter.v1.StreamReplayGameRequest (malformed or "
        "truncated protobuf, or a string that is not UTF-8)")));
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
  if (final_status.ok()) {
    bool own_buffer = false;
    const grpc::Status serialized =
        grpc::SerializationTraits<v1::StreamReplayGameResponse>::Serialize(report_, response_,
                                                                            &own_buffer);
    if (!serialized.ok()) {
      final_status = absl::InternalError(
          absl::StrCat("response: cannot serialize the report: ", serialized.error_message()));
    }
  }
  call_.Report(final_status);
  Finish(ToGrpcStatus(final_status));
}

}  // namespace arbiter::service
