#include "service/rules_service.h"

#include <utility>

#include "service/call_scope.h"
#include "service/replay_core.h"
#include "service/rules_core.h"
#include "service/seal_calls.h"
#include "service/stream_replay.h"

namespace arbiter::service {
namespace {

// The checks every call with a state passes before any engine work (limits.h).
absl::Status Admit(const grpc::CallbackServerContext& context, const CallLimits& limits,
                   size_t state_bytes) {
  if (absl::Status s = CheckDeadline(context.deadline()); !s.ok()) return s;
  return limits.CheckStateBytes(state_bytes);
}

}  // namespace

RulesServiceImpl::RulesServiceImpl(const Registry& registry,
                                   std::vector<CallObserver*> observers, CallLimits limits,
                                   const StateSealer* sealer)
    : registry_(registry), observers_(std::move(observers)), limits_(limits), sealer_(sealer) {}

grpc::ServerUnaryReactor* RulesServiceImpl::ListGames(grpc::CallbackServerContext* context,
                                                      const v1::ListGamesRequest* request,
                                                      v1::ListGamesResponse* response) {
  CallScope call(observers_, "ListGames", context);
  if (absl::Status s = CheckDeadline(context->deadline()); !s.ok()) return call.Finish(s);
  return call.Finish(service::ListGames(registry_, *request, response));
}

grpc::ServerUnaryReactor* RulesServiceImpl::NewGame(grpc::CallbackServerContext* context,
                                                    const v1::NewGameRequest* request,
                                                    v1::NewGameResponse* response) {
  CallScope call(observers_, "NewGame", context);
  call.SetGame(registry_, request->setup().game_id());
  if (absl::Status s = CheckDeadline(context->deadline()); !s.ok()) return call.Finish(s);
  absl::Status status = service::NewGame(registry_, *request, response);
  if (status.ok()) status = SealResponse(sealer_, response);
  if (!status.ok()) response->Clear();
  return call.Finish(status);
}

grpc::ServerUnaryReactor* RulesServiceImpl::ApplyAction(grpc::CallbackServerContext* context,
                                                        const v1::ApplyActionRequest* request,
                                                        v1::ApplyActionResponse* response) {
  CallScope call(observers_, "ApplyAction", context);
  call.SetGame(registry_, request->state().game_id());
  const size_t state_bytes = request->state().ByteSizeLong();
  call.SetStateBytes(state_bytes);
  if (absl::Status s = Admit(*context, limits_, state_bytes); !s.ok()) return call.Finish(s);
  v1::ApplyActionRequest opened;
  absl::StatusOr<const v1::ApplyActionRequest*> use = OpenRequest(sealer_, *request, &opened);
  if (!use.ok()) return call.Finish(use.status());
  absl::Status status = service::ApplyAction(registry_, **use, response);
  if (status.ok()) {
    call.SetVerdict(response->legal() ? "legal" : "illegal",
                    response->legal() ? "" : response->violation().code());
    status = SealResponse(sealer_, response);
    if (!status.ok()) response->Clear();
  }
  return call.Finish(status);
}

grpc::ServerUnaryReactor* RulesServiceImpl::ListLegalActions(
    grpc::CallbackServerContext* context, const v1::ListLegalActionsRequest* request,
    v1::ListLegalActionsResponse* response) {
  CallScope call(observers_, "ListLegalActions", context);
  call.SetGame(registry_, request->state().game_id());
  const size_t state_bytes = request->state().ByteSizeLong();
  call.SetStateBytes(state_bytes);
  if (absl::Status s = Admit(*context, limits_, state_bytes); !s.ok()) return call.Finish(s);
  v1::ListLegalActionsRequest opened;
  absl::StatusOr<const v1::ListLegalActionsRequest*> use =
      OpenRequest(sealer_, *request, &opened);
  if (!use.ok()) return call.Finish(use.status());
  absl::Status status = service::ListLegalActions(registry_, **use, response);
  if (status.ok()) status = limits_.CheckLegalActions(response->actions_size());
  if (!status.ok()) response->Clear();
  return call.Finish(status);
}

grpc::ServerUnaryReactor* RulesServiceImpl::GetPlayerView(grpc::CallbackServerContext* context,
                                                          const v1::GetPlayerViewRequest* request,
                                                          v1::GetPlayerViewResponse* response) {
  CallScope call(observers_, "GetPlayerView", context);
  call.SetGame(registry_, request->state().game_id());
  const size_t state_bytes = request->state().ByteSizeLong();
  call.SetStateBytes(state_bytes);
  if (absl::Status s = Admit(*context, limits_, state_bytes); !s.ok()) return call.Finish(s);
  v1::GetPlayerViewRequest opened;
  absl::StatusOr<const v1::GetPlayerViewRequest*> use = OpenRequest(sealer_, *request, &opened);
  if (!use.ok()) return call.Finish(use.status());
  return call.Finish(service::GetPlayerView(registry_, **use, response));
}

grpc::ServerUnaryReactor* RulesServiceImpl::ReplayGame(grpc::CallbackServerContext* context,
                                                       const v1::ReplayGameRequest* request,
                                                       v1::ReplayGameResponse* response) {
  CallScope call(observers_, "ReplayGame", context);
  call.SetGame(registry_, request->record().setup().game_id());
  if (absl::Status s = CheckDeadline(context->deadline()); !s.ok()) return call.Finish(s);
  if (absl::Status s = limits_.CheckReplaySteps(request->record().steps_size()); !s.ok()) {
    return call.Finish(s);
  }
  ReplayLimits limits;
  limits.max_steps = limits_.max_replay_steps;
  limits.should_stop = [context] {
    return context->IsCancelled() || context->deadline() <= std::chrono::system_clock::now();
  };
  absl::Status status = service::ReplayGame(registry_, *request, limits, response);
  if (status.ok()) status = SealReport(sealer_, response->mutable_report());
  if (status.ok()) {
    call.SetVerdict(VerdictLabel(response->report().verdict()),
                    response->report().violation().code());
  } else {
    response->Clear();
  }
  return call.Finish(status);
}

grpc::ServerReadReactor<grpc::ByteBuffer>* RulesServiceImpl::StreamReplayGame(
    grpc::CallbackServerContext* context, grpc::ByteBuffer* response) {
  return new StreamReplayReactor(registry_, observers_, limits_, context, response, sealer_);
}

}  // namespace arbiter::service
