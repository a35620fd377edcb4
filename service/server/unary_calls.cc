#include "service/server/unary_calls.h"

#include "google/protobuf/arena.h"
#include "api/replay.h"
#include "api/rules.h"
#include "service/sealing/seal_calls.h"

namespace arbiter::service {
namespace {

// The checks every call with a state passes before any engine work (limits.h).
absl::Status Admit(const CallEnv& env, size_t state_bytes) {
  if (absl::Status s = CheckDeadline(env.deadline); !s.ok()) return s;
  return env.limits.CheckStateBytes(state_bytes);
}

// The calls on one request state (ApplyAction, ListLegalActions, GetPlayerView): game and state
// size to `call`, the limits, the state opened when sealing is on, then `answer(request)`.
template <typename Request, typename AnswerFn>
absl::Status AnswerOnState(const CallEnv& env, const Request& request, CallScope& call,
                           AnswerFn answer) {
  call.SetGame(env.registry, request.state().game_id());
  const size_t state_bytes = request.state().ByteSizeLong();
  call.SetStateBytes(state_bytes);
  if (absl::Status s = Admit(env, state_bytes); !s.ok()) return s;
  // The opened copy lives on the request's arena when it has one (raw_unary.h), else here.
  Request local;
  Request* storage = &local;
  if (env.sealer != nullptr && request.GetArena() != nullptr) {
    storage = google::protobuf::Arena::CreateMessage<Request>(request.GetArena());
  }
  absl::StatusOr<const Request*> use = OpenRequest(env.sealer, request, storage);
  if (!use.ok()) return use.status();
  return answer(**use);
}

}  // namespace

absl::Status Answer(const CallEnv& env, const v1::ListGamesRequest& request,
                    v1::ListGamesResponse* response, CallScope& call) {
  if (absl::Status s = CheckDeadline(env.deadline); !s.ok()) return s;
  return api::ListGames(env.registry, request, response);
}

absl::Status Answer(const CallEnv& env, const v1::NewGameRequest& request,
                    v1::NewGameResponse* response, CallScope& call) {
  call.SetGame(env.registry, request.setup().game_id());
  if (absl::Status s = CheckDeadline(env.deadline); !s.ok()) return s;
  absl::Status status = api::NewGame(env.registry, request, response);
  if (status.ok()) status = SealResponse(env.sealer, response);
  return status;
}

absl::Status Answer(const CallEnv& env, const v1::ApplyActionRequest& request,
                    v1::ApplyActionResponse* response, CallScope& call) {
  return AnswerOnState(env, request, call, [&](const v1::ApplyActionRequest& use) {
    absl::Status status = api::ApplyAction(env.registry, use, response);
    if (!status.ok()) return status;
    call.SetVerdict(response->legal() ? "legal" : "illegal",
                    response->legal() ? "" : response->violation().code());
    return SealResponse(env.sealer, response);
  });
}

absl::Status Answer(const CallEnv& env, const v1::ListLegalActionsRequest& request,
                    v1::ListLegalActionsResponse* response, CallScope& call) {
  return AnswerOnState(env, request, call, [&](const v1::ListLegalActionsRequest& use) {
    absl::Status status = api::ListLegalActions(env.registry, use, response);
    if (!status.ok()) return status;
    return env.limits.CheckLegalActions(response->actions_size());
  });
}

absl::Status Answer(const CallEnv& env, const v1::GetPlayerViewRequest& request,
                    v1::GetPlayerViewResponse* response, CallScope& call) {
  return AnswerOnState(env, request, call, [&](const v1::GetPlayerViewRequest& use) {
    return api::GetPlayerView(env.registry, use, response);
  });
}

absl::Status Answer(const CallEnv& env, const v1::ReplayGameRequest& request,
                    v1::ReplayGameResponse* response, CallScope& call) {
  call.SetGame(env.registry, request.record().setup().game_id());
  if (absl::Status s = CheckDeadline(env.deadline); !s.ok()) return s;
  if (absl::Status s = env.limits.CheckReplaySteps(request.record().steps_size()); !s.ok()) {
    return s;
  }
  api::ReplayLimits limits;
  limits.max_steps = env.limits.max_replay_steps;
  limits.should_stop = env.should_stop;
  absl::Status status = api::ReplayGame(env.registry, request, limits, response);
  if (status.ok()) status = SealReport(env.sealer, response->mutable_report());
  if (status.ok()) {
    call.SetVerdict(api::VerdictLabel(response->report().verdict()),
                    response->report().violation().code());
  }
  return status;
}

}  // namespace arbiter::service
