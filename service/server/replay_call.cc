#include "service/server/replay_call.h"

#include <string>

#include "api/replay.h"
#include "api/replay_split.h"
#include "service/sealing/seal_calls.h"
#include "service/server/raw_unary.h"

namespace arbiter::service {
namespace {

// unary_calls.cc's Answer for ReplayGame on the split request: the same calls to `call`, the
// same checks in the same order. False when a step does not parse (nothing told to `call`
// beyond the game; the caller then parses the request whole).
absl::StatusOr<bool> AnswerSplit(const CallEnv& env, const api::SplitReplayRequest& split,
                                 v1::ReplayGameResponse* response, CallScope& call) {
  call.SetGame(env.registry, split.head.record().setup().game_id());
  absl::Status s = CheckDeadline(env.deadline);
  if (s.ok()) s = env.limits.CheckReplaySteps(static_cast<int64_t>(split.steps.size()));
  if (!s.ok()) {
    if (!api::StepsParse(split, 0)) return false;  // then "not parsable" comes first
    return s;
  }
  api::ReplayLimits limits;
  limits.max_steps = env.limits.max_replay_steps;
  limits.should_stop = env.should_stop;
  absl::StatusOr<bool> replayed = api::ReplayGame(env.registry, split, limits, response);
  if (!replayed.ok() || !*replayed) return replayed;
  if (s = SealReport(env.sealer, response->mutable_report()); !s.ok()) return s;
  call.SetVerdict(api::VerdictLabel(response->report().verdict()),
                  response->report().violation().code());
  return true;
}

}  // namespace

absl::Status AnswerReplayBytes(const CallEnv& env, const grpc::ByteBuffer& request_bytes,
                               grpc::ByteBuffer* response_bytes, CallScope& call) {
  grpc::Slice slice;
  std::string storage;
  const absl::string_view bytes = RequestBytes(request_bytes, &slice, &storage);
  api::SplitReplayRequest split;
  // (RequestBytes answers no bytes when it cannot read the buffer: parsed whole below.)
  if ((!bytes.empty() || request_bytes.Length() == 0) &&
      api::SplitReplayGameRequest(bytes, &split)) {
    v1::ReplayGameResponse response;
    absl::StatusOr<bool> answered = AnswerSplit(env, split, &response, call);
    if (!answered.ok()) return answered.status();
    if (*answered) return SerializeResponse(response, response_bytes, &env.limits);
  }
  RequestArena arena;
  auto* request = arena.Create<v1::ReplayGameRequest>();
  if (absl::Status s = ParseRequest(request_bytes, request); !s.ok()) return s;
  return AnswerBytes<v1::ReplayGameRequest, v1::ReplayGameResponse>(env, *request, env.limits,
                                                                    response_bytes, call);
}

}  // namespace arbiter::service
