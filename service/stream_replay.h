// The StreamReplayGame handler: a record arrives as a header message (setup, rules version)
// then messages of steps, judged as they arrive (engines/core/replay.h Replayer), so memory
// stays bounded by one message whatever the record's length. After a failing step, later steps
// are counted (for the step limit) but not applied. The response is the report once the client
// half-closes.
//
// The stream is read as raw bytes (a raw callback method) and each message parsed here, so a
// message that is not a valid StreamReplayGameRequest is refused with INVALID_ARGUMENT naming
// its position ("header: ..." for the first, "steps: message N ..." after) instead of being
// mistaken for the end of the stream, as gRPC's own parsing would have it.
//
// Errors: INVALID_ARGUMENT "header: missing" when the first message is not a header, or
// "steps: ..." for a second header or an unparsable message; the setup errors of ReplayGame;
// RESOURCE_EXHAUSTED past max_replay_steps ("record.steps: more than N steps
// (--max_replay_steps)"); DEADLINE_EXCEEDED / CANCELLED when the call's deadline passes or the
// client goes away. With a `sealer` (seal.h), the report's state_before is sealed.
#ifndef ARBITER_SERVICE_STREAM_REPLAY_H_
#define ARBITER_SERVICE_STREAM_REPLAY_H_

#include <memory>
#include <vector>

#include "arbiter/v1/rules_service.grpc.pb.h"
#include "engines/core/registry.h"
#include "engines/core/replay.h"
#include "service/call_scope.h"
#include "service/limits.h"
#include "service/seal.h"

namespace arbiter::service {

// Deletes itself when the call is done.
class StreamReplayReactor final : public grpc::ServerReadReactor<grpc::ByteBuffer> {
 public:
  StreamReplayReactor(const Registry& registry, const std::vector<CallObserver*>& observers,
                      const CallLimits& limits, grpc::CallbackServerContext* context,
                      grpc::ByteBuffer* response,
                      const StateSealer* sealer = nullptr,
                      const TokenTable* tokens = nullptr);

  void OnReadDone(bool ok) override;
  void OnDone() override { delete this; }

 private:
  void Done(const absl::Status& status);
  absl::Status Take(const v1::StreamReplayGameRequest& message);
  // replayer_->Feed, its step-limit error naming --max_replay_steps.
  absl::Status Feed(const v1::RecordStep& step);

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
  std::unique_ptr<Replayer> replayer_;
};

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_STREAM_REPLAY_H_
