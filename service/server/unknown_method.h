// The fallback for calls to methods arbiterd does not serve (gRPC's CallbackGenericService,
// registered with ServerBuilder::RegisterCallbackGenericService): every path that matches no
// registered service (arbiter.v1.RulesService, grpc.health.v1.Health, server reflection) reaches
// it, e.g. /arbiter.v1.RulesService/Nope from a client built against a newer API, or /x.Y/Z
// from a probe. It answers what gRPC itself would (UNIMPLEMENTED, without reading the request),
// but through a CallScope (call_scope.h), so the call is counted and logged like any other:
//
//   arbiter_requests_total{method="unknown",game="unknown",code="UNIMPLEMENTED"}  (metrics.h
//   bounds the label to the RulesService methods)
//   {"msg":"request","method":"Nope","code":"UNIMPLEMENTED",
//    "error":"method: '/arbiter.v1.RulesService/Nope' is not served here", ...}
//
// The method recorded is the path's last segment cut at 64 bytes, as the bearer-token
// processor records the calls it refuses (auth.h); the error message quotes the whole path
// through QuoteCallerText (engines/core/quote.h: C-escaped, cut at 64 bytes). With bearer tokens
// the processor runs first, so only authenticated callers get here. Nothing here can fail or
// abort: every call ends UNIMPLEMENTED.
//
//   UnknownMethodService unknown(observers, tokens);
//   builder.RegisterCallbackGenericService(&unknown);   // must outlive the grpc::Server
#ifndef ARBITER_SERVICE_SERVER_UNKNOWN_METHOD_H_
#define ARBITER_SERVICE_SERVER_UNKNOWN_METHOD_H_

#include <vector>

#include "grpcpp/generic/async_generic_service.h"
#include "service/server/auth.h"
#include "service/observability/call_observer.h"

namespace arbiter::service {

class UnknownMethodService final : public grpc::CallbackGenericService {
 public:
  // `observers` (and `tokens`, the port's bearer tokens or null) must outlive the service.
  UnknownMethodService(std::vector<CallObserver*> observers, const TokenTable* tokens)
      : observers_(std::move(observers)), tokens_(tokens) {}

  // A reactor that reports the call to the observers, finishes it UNIMPLEMENTED and deletes
  // itself when gRPC is done with it.
  grpc::ServerGenericBidiReactor* CreateReactor(
      grpc::GenericCallbackServerContext* context) override;

 private:
  const std::vector<CallObserver*> observers_;
  const TokenTable* const tokens_;
};

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_SERVER_UNKNOWN_METHOD_H_
