// The gRPC RulesService (proto/arbiter/v1/rules_service.proto) over a game registry, on the
// callback API with raw (ByteBuffer) methods. Each unary handler parses its request (unparsable
// bytes: INVALID_ARGUMENT "request: not a parsable arbiter.v1.<Request> (...)"), answers through
// unary_calls.h / api/rules.h, maps absl codes to the same gRPC codes, and tells every
// CallObserver about the call (OnCallStart when it begins, OnCallEnd once with method, game,
// code, verdict, violation code, seconds, state bytes and peer), unparsable requests included.
//
// ReplayGame validates a whole record (api/replay.h); StreamReplayGame takes it in pieces
// (stream_replay.h). Both honour max_replay_steps and the call's deadline.
//
// With a StateSealer (seal.h, seal_calls.h), request states must be sealed and are opened
// before the engine sees them, every full state answered (NewGame, ApplyAction) is sealed, and
// replay reports carry no state_before (seal_calls.h SealReport); player views stay open.
// Without one, sealed states are refused.
//
//   RulesServiceImpl service(DefaultRegistry(), {&metrics, &request_log});
//   builder.RegisterService(&service);
#ifndef ARBITER_SERVICE_SERVER_RULES_SERVICE_H_
#define ARBITER_SERVICE_SERVER_RULES_SERVICE_H_

#include <vector>

#include "arbiter/v1/rules_service.grpc.pb.h"
#include "engines/core/registry.h"
#include "service/observability/call_observer.h"
#include "service/server/limits.h"
#include "service/server/raw_unary.h"
#include "service/sealing/seal.h"

namespace arbiter::service {

// The generated service with every method raw (`WithRawCallbackMethod_*`): the unary handlers
// parse the request bytes themselves (raw_unary.h), so unparsable bytes are INVALID_ARGUMENT
// "request: ..." rather than gRPC's UNIMPLEMENTED; StreamReplayGame's reactor parses each
// streamed message (stream_replay.h), so a malformed message is an error rather than what gRPC
// reports as the end of the stream.
using RulesServiceBase = v1::RulesService::WithRawCallbackMethod_ListGames<
    v1::RulesService::WithRawCallbackMethod_NewGame<
        v1::RulesService::WithRawCallbackMethod_ApplyAction<
            v1::RulesService::WithRawCallbackMethod_ListLegalActions<
                v1::RulesService::WithRawCallbackMethod_GetPlayerView<
                    v1::RulesService::WithRawCallbackMethod_ReplayGame<
                        v1::RulesService::WithRawCallbackMethod_StreamReplayGame<
                            v1::RulesService::Service>>>>>>>;

class RulesServiceImpl final : public RulesServiceBase {
 public:
  // `registry` and every observer must outlive the service. Observers may be empty. `limits`
  // (limits.h) are checked on every call, as is an already passed deadline. `sealer`, when
  // not null, seals states (seal_calls.h) and must outlive the service. `unsent`, when not
  // null, bounds and times the unary answers not yet taken by their clients
  // (unsent_answers.h) and must outlive the service.
  RulesServiceImpl(const Registry& registry, std::vector<CallObserver*> observers,
                   CallLimits limits = {}, const StateSealer* sealer = nullptr,
                   const TokenTable* tokens = nullptr, UnsentAnswers* unsent = nullptr);

  // Unary, raw: `request` holds a serialized arbiter.v1.<Method>Request, `response` gets the
  // serialized <Method>Response when the call ends OK (raw_unary.h, unary_calls.h).
  grpc::ServerUnaryReactor* ListGames(grpc::CallbackServerContext* context,
                                      const grpc::ByteBuffer* request,
                                      grpc::ByteBuffer* response) override;
  grpc::ServerUnaryReactor* NewGame(grpc::CallbackServerContext* context,
                                    const grpc::ByteBuffer* request,
                                    grpc::ByteBuffer* response) override;
  grpc::ServerUnaryReactor* ApplyAction(grpc::CallbackServerContext* context,
                                        const grpc::ByteBuffer* request,
                                        grpc::ByteBuffer* response) override;
  grpc::ServerUnaryReactor* ListLegalActions(grpc::CallbackServerContext* context,
                                             const grpc::ByteBuffer* request,
                                             grpc::ByteBuffer* response) override;
  grpc::ServerUnaryReactor* GetPlayerView(grpc::CallbackServerContext* context,
                                          const grpc::ByteBuffer* request,
                                          grpc::ByteBuffer* response) override;
  grpc::ServerUnaryReactor* ReplayGame(grpc::CallbackServerContext* context,
                                       const grpc::ByteBuffer* request,
                                       grpc::ByteBuffer* response) override;
  // Raw: reads serialized StreamReplayGameRequest messages, answers a serialized
  // StreamReplayGameResponse.
  grpc::ServerReadReactor<grpc::ByteBuffer>* StreamReplayGame(
      grpc::CallbackServerContext* context, grpc::ByteBuffer* response) override;

  // What the handlers share (registry, observers, limits, sealer, tokens, ledger), for a service
  // served beside this one on the same terms (the benchmark echo, bench_echo.h).
  const ServiceParts& parts() const { return parts_; }

 private:
  const Registry& registry_;
  const std::vector<CallObserver*> observers_;
  const CallLimits limits_;
  const StateSealer* const sealer_;
  const TokenTable* const tokens_;
  UnsentAnswers* const unsent_;
  const ServiceParts parts_{registry_, observers_, limits_, sealer_, tokens_, unsent_};
};

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_SERVER_RULES_SERVICE_H_
