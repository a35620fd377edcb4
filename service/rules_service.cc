#include "service/rules_service.h"

#include <utility>

#include "service/call_scope.h"
#include "service/rules_core.h"

namespace arbiter::service {

RulesServiceImpl::RulesServiceImpl(const Registry& registry,
                                   std::vector<CallObserver*> observers)
    : registry_(registry), observers_(std::move(observers)) {}

grpc::ServerUnaryReactor* RulesServiceImpl::ListGames(grpc::CallbackServerContext* context,
                                                      const v1::ListGamesRequest* request,
                                                      v1::ListGamesResponse* response) {
  CallScope call(observers_, "ListGames", context);
  return call.Finish(service::ListGames(registry_, *request, response));
}

grpc::ServerUnaryReactor* RulesServiceImpl::NewGame(grpc::CallbackServerContext* context,
                                                    const v1::NewGameRequest* request,
                                                    v1::NewGameResponse* response) {
  CallScope call(observers_, "NewGame", context);
  call.SetGame(registry_, request->setup().game_id());
  return call.Finish(service::NewGame(registry_, *request, response));
}

grpc::ServerUnaryReactor* RulesServiceImpl::ApplyAction(grpc::CallbackServerContext* context,
                                                        const v1::ApplyActionRequest* request,
                                                        v1::ApplyActionResponse* response) {
  CallScope call(observers_, "ApplyAction", context);
  call.SetGame(registry_, request->state().game_id());
  call.SetStateBytes(request->state().ByteSizeLong());
  const absl::Status status = service::ApplyAction(registry_, *request, response);
  if (status.ok()) {
    call.SetVerdict(response->legal() ? "legal" : "illegal",
                    response->legal() ? "" : response->violation().code());
  }
  return call.Finish(status);
}

grpc::ServerUnaryReactor* RulesServiceImpl::ListLegalActions(
    grpc::CallbackServerContext* context, const v1::ListLegalActionsRequest* request,
    v1::ListLegalActionsResponse* response) {
  CallScope call(observers_, "ListLegalActions", context);
  call.SetGame(registry_, request->state().game_id());
  call.SetStateBytes(request->state().ByteSizeLong());
  return call.Finish(service::ListLegalActions(registry_, *request, response));
}

grpc::ServerUnaryReactor* RulesServiceImpl::GetPlayerView(grpc::CallbackServerContext* context,
                                                          const v1::GetPlayerViewRequest* request,
                                                          v1::GetPlayerViewResponse* response) {
  CallScope call(observers_, "GetPlayerView", context);
  call.SetGame(registry_, request->state().game_id());
  call.SetStateBytes(request->state().ByteSizeLong());
  return call.Finish(service::GetPlayerView(registry_, *request, response));
}

grpc::ServerUnaryReactor* RulesServiceImpl::ReplayGame(grpc::CallbackServerContext* context,
                                                       const v1::ReplayGameRequest* request,
                                                       v1::ReplayGameResponse* response) {
  CallScope call(observers_, "ReplayGame", context);
  call.SetGame(registry_, request->record().setup().game_id());
  return call.Finish(absl::UnimplementedError("ReplayGame: not implemented yet"));
}

}  // namespace arbiter::service
