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
      call_(observers, "StreamReplayGame", context, tokens) {
  if (absl::Status s = CheckDeadline(context->deadline()); !s.ok()) {
    Done(s);
    return;
  }
  StartRead(&buffer_);
}

absl::Status StreamReplayReactor::Feed(const v1::RecordStep& step) {
  absl::Status status = replayer_->Feed(step);
  // The Replayer's only RESOURCE_EXHAUSTED is its step limit, set from --max_replay_steps:
  // name the flag, as the unary ReplayGame does.
  if (absl::IsResourceExhausted(status)) return limits_.StreamedReplayStepsOverLimit();
  return status;
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
    limits.should_stop = [context] {
      return context->IsCancelled() ||
             context->deadline() <= std::chrono::system_clock::now();
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
