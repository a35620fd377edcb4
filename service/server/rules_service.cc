#include "service/server/rules_service.h"

#include <utility>

#include "service/server/raw_unary.h"
#include "service/server/replay_call.h"
#include "service/server/stream_replay.h"

namespace arbiter::service {

RulesServiceImpl::RulesServiceImpl(const Registry& registry,
                                   std::vector<CallObserver*> observers, CallLimits limits,
                                   const StateSealer* sealer, const TokenTable* tokens,
                                   UnsentAnswers* unsent)
    : registry_(registry),
      observers_(std::move(observers)),
      limits_(limits),
      sealer_(sealer),
      tokens_(tokens),
      unsent_(unsent) {}

grpc::ServerUnaryReactor* RulesServiceImpl::ListGames(grpc::CallbackServerContext* context,
                                                      const grpc::ByteBuffer* request,
                                                      grpc::ByteBuffer* response) {
  return ServeRawUnary<v1::ListGamesRequest, v1::ListGamesResponse>(parts_, "ListGames", context,
                                                                    request, response);
}

grpc::ServerUnaryReactor* RulesServiceImpl::NewGame(grpc::CallbackServerContext* context,
                                                    const grpc::ByteBuffer* request,
                                                    grpc::ByteBuffer* response) {
  return ServeRawUnary<v1::NewGameRequest, v1::NewGameResponse>(parts_, "NewGame", context,
                                                                request, response);
}

grpc::ServerUnaryReactor* RulesServiceImpl::ApplyAction(grpc::CallbackServerContext* context,
                                                        const grpc::ByteBuffer* request,
                                                        grpc::ByteBuffer* response) {
  return ServeRawUnary<v1::ApplyActionRequest, v1::ApplyActionResponse>(
      parts_, "ApplyAction", context, request, response);
}

grpc::ServerUnaryReactor* RulesServiceImpl::ListLegalActions(
    grpc::CallbackServerContext* context, const grpc::ByteBuffer* request,
    grpc::ByteBuffer* response) {
  return ServeRawUnary<v1::ListLegalActionsRequest, v1::ListLegalActionsResponse>(
      parts_, "ListLegalActions", context, request, response);
}

grpc::ServerUnaryReactor* RulesServiceImpl::GetPlayerView(grpc::CallbackServerContext* context,
                                                          const grpc::ByteBuffer* request,
                                                          grpc::ByteBuffer* response) {
  return ServeRawUnary<v1::GetPlayerViewRequest, v1::GetPlayerViewResponse>(
      parts_, "GetPlayerView", context, request, response);
}

grpc::ServerUnaryReactor* RulesServiceImpl::ReplayGame(grpc::CallbackServerContext* context,
                                                       const grpc::ByteBuffer* request,
                                                       grpc::ByteBuffer* response) {
  // The bytes split and each step parsed as it is replayed (replay_call.h).
  return ServeRawUnaryWith<UnparsedRequest>(
      parts_, "ReplayGame", context, request, response,
      [](const CallEnv& env, const UnparsedRequest&, const grpc::ByteBuffer& bytes,
         grpc::ByteBuffer* out, CallScope& call) {
        return AnswerReplayBytes(env, bytes, out, call);
      });
}

grpc::ServerReadReactor<grpc::ByteBuffer>* RulesServiceImpl::StreamReplayGame(
    grpc::CallbackServerContext* context, grpc::ByteBuffer* response) {
  return new StreamReplayReactor(registry_, observers_, limits_, context, response, sealer_,
                                 tokens_, unsent_);
}

}  // namespace arbiter::service
