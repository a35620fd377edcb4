// One unary RulesService method as a raw gRPC callback method (`WithRawCallbackMethod_*` of the
// generated code): the handler gets the request's bytes, parses them itself and sends the
// serialized response, so that
//   * request bytes that do not parse (truncated or malformed protobuf, a proto3 string that is
//     not UTF-8, nesting past protobuf's recursion limit of 100) are answered INVALID_ARGUMENT
//     "request: not a parsable arbiter.v1.<Request> (...)" through the CallScope, counted in
//     the metrics and logged like any other refusal (gRPC's own parsing answered UNIMPLEMENTED
//     with an empty message before any handler ran);
//   * the request lives on a ScratchArena (engines/core/arena.h) whose first block is on the
//     handler's stack: parsing it allocates message objects from that block (string contents
//     over 15 bytes, e.g. type URLs and payloads, are still heap buffers) and its destruction
//     frees no message;
//   * the response is serialized straight into one slice of the response ByteBuffer.
// The response itself is a local message on the heap arena (none): its state, events and turn
// are moved in from the engine's ApplyResult / NewGameResult (heap messages) by pointer swaps;
// on an arena those moves would be deep copies.
//
//   grpc::ServerUnaryReactor* RulesServiceImpl::ApplyAction(grpc::CallbackServerContext* c,
//       const grpc::ByteBuffer* request, grpc::ByteBuffer* response) {
//     return ServeRawUnary<v1::ApplyActionRequest, v1::ApplyActionResponse>(
//         parts_, "ApplyAction", c, request, response);
//   }
#ifndef ARBITER_SERVICE_SERVER_RAW_UNARY_H_
#define ARBITER_SERVICE_SERVER_RAW_UNARY_H_

#include <chrono>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "engines/core/arena.h"
#include "google/protobuf/message_lite.h"
#include "grpcpp/grpcpp.h"
#include "service/observability/call_observer.h"
#include "service/server/call_scope.h"
#include "service/server/unary_calls.h"

namespace arbiter::service {

// Parses `bytes` (a request's wire bytes) into `request` (empty on entry). INVALID_ARGUMENT
// "request: not a parsable <full message name> (...)" when protobuf refuses them. Shared by the
// raw handlers and the request fuzzer.
absl::Status ParseRequest(absl::string_view bytes, google::protobuf::MessageLite* request);
// The same for a request as gRPC received it (one or more slices). Zero bytes, or no buffer at
// all, is the empty message.
absl::Status ParseRequest(const grpc::ByteBuffer& bytes, google::protobuf::MessageLite* request);

// Serializes `response` into `*out` as one slice. INTERNAL when it cannot (over 2 GiB).
absl::Status SerializeResponse(const google::protobuf::MessageLite& response,
                               grpc::ByteBuffer* out);

// The handler's arena for its request (and a sealed request's opened copy): ScratchArena's
// first block on the stack. Constructor and destructor are out of line so that profiles
// (tests/bench/callgrind_split.py) can count the arena's setup with the request's parse and
// its teardown as the request's destruction, apart from the service code.
class RequestArena : public ScratchArena {
 public:
  RequestArena();
  ~RequestArena();
};

// What the raw handlers share across calls (RulesServiceImpl's members); all outlive the
// service.
struct ServiceParts {
  const Registry& registry;
  const std::vector<CallObserver*>& observers;
  const CallLimits& limits;
  const StateSealer* sealer;
  // The port's bearer tokens (auth.h), null without token authentication.
  const TokenTable* tokens;
};

// The whole handler of one unary method: CallScope (`method`, e.g. "ApplyAction"), parse,
// Answer() (unary_calls.h) under the call's deadline (the client's, or the server's
// --max_call_seconds cap when that comes first: CallLimits::CallDeadline; a call the cap stops
// is DEADLINE_EXCEEDED naming the flag), serialize, finish. Every path ends in the returned
// reactor's Finish with the call's status.
template <typename Request, typename Response>
grpc::ServerUnaryReactor* ServeRawUnary(const ServiceParts& parts, absl::string_view method,
                                        grpc::CallbackServerContext* context,
                                        const grpc::ByteBuffer* request_bytes,
                                        grpc::ByteBuffer* response_bytes) {
  CallScope call(parts.observers, method, context, parts.tokens);
  RequestArena arena;  // ~8 KiB of this thread's stack; dies after `request`'s last use
  Request* request = arena.Create<Request>();
  if (absl::Status s = ParseRequest(*request_bytes, request); !s.ok()) return call.Finish(s);
  // The client's deadline or the server's cap (--max_call_seconds), whichever comes first.
  const std::chrono::system_clock::time_point start = std::chrono::system_clock::now();
  const std::chrono::system_clock::time_point deadline =
      parts.limits.CallDeadline(context->deadline(), start);
  CallEnv env{parts.registry, parts.limits, parts.sealer, deadline,
              [context, deadline] {
                return context->IsCancelled() || deadline <= std::chrono::system_clock::now();
              }};
  Response response;
  absl::Status status = Answer(env, *request, &response, call);
  if (absl::IsDeadlineExceeded(status) && !context->IsCancelled() &&
      parts.limits.CapComesFirst(context->deadline(), start)) {
    status = parts.limits.CallTimeOver(status.message());  // name the server's cap
  }
  if (status.ok()) status = SerializeResponse(response, response_bytes);
  return call.Finish(status);
}

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_SERVER_RAW_UNARY_H_
