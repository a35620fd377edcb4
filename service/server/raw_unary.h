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
// ReplayGame is the exception (ServeRawUnaryWith<UnparsedRequest>): it splits the bytes and
// parses each step as it replays it (replay_call.h, api/replay_split.h).
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
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "engines/core/arena.h"
#include "google/protobuf/message_lite.h"
#include "grpcpp/grpcpp.h"
#include "service/observability/call_observer.h"
#include "service/server/call_scope.h"
#include "service/server/unary_calls.h"
#include "service/server/unsent_answers.h"

namespace arbiter::service {

// Parses `bytes` (a request's wire bytes) into `request` (empty on entry). INVALID_ARGUMENT
// "request: not a parsable <full message name> (...)" when protobuf refuses them. Shared by the
// raw handlers and the request fuzzer.
absl::Status ParseRequest(absl::string_view bytes, google::protobuf::MessageLite* request);
// The same for a request as gRPC received it (one or more slices). Zero bytes, or no buffer at
// all, is the empty message.
absl::Status ParseRequest(const grpc::ByteBuffer& bytes, google::protobuf::MessageLite* request);

// The request's bytes as one view: the slice itself when gRPC received it in one (the usual
// case), else the slices copied into `*storage`.
absl::string_view RequestBytes(const grpc::ByteBuffer& bytes, grpc::Slice* slice,
                               std::string* storage);

// Serializes `response` into `*out` as one slice. INTERNAL when it cannot (over 2 GiB);
// with `limits`, RESOURCE_EXHAUSTED "response: N bytes, over the limit of M
// (--max_message_bytes)" when it is larger than limits->max_message_bytes (gRPC would refuse to
// send it, and the client would get RESOURCE_EXHAUSTED while the server counted OK).
absl::Status SerializeResponse(const google::protobuf::MessageLite& response,
                               grpc::ByteBuffer* out, const CallLimits* limits = nullptr);

// The handler's arena for its request (and a sealed request's opened copy): ScratchArena's
// first block on the stack. Constructor and destructor are out of line so that profiles
// (tests/bench/callgrind_split.py) can count the arena's setup with the request's parse and
// its teardown as the request's destruction, apart from the service code.
class RequestArena : public ScratchArena {
 public:
  RequestArena();
  ~RequestArena();
};

// The Request of ServeRawUnaryWith for a handler that parses the bytes itself (ReplayGame:
// replay_call.h): no parse, no arena; `answer` gets this empty placeholder and the bytes.
struct UnparsedRequest {};

// What the raw handlers share across calls (RulesServiceImpl's members); all outlive the
// service.
struct ServiceParts {
  const Registry& registry;
  const std::vector<CallObserver*>& observers;
  const CallLimits& limits;
  const StateSealer* sealer;
  // The port's bearer tokens (auth.h), null without token authentication.
  const TokenTable* tokens;
  // The server's ledger of answers not yet taken by their clients (unsent_answers.h); null
  // without one (in-process tests): then the default reactor finishes each call.
  UnsentAnswers* unsent = nullptr;
};

// The reactor of one unary call when the server keeps an UnsentAnswers ledger: finishes
// like the default reactor and, when the call's answer was held in the ledger, releases it
// once gRPC is done with the call (the answer written out, or the call cancelled). Deletes
// itself in OnDone.
class UnaryAnswerReactor final : public grpc::ServerUnaryReactor {
 public:
  UnaryAnswerReactor(UnsentAnswers* unsent, UnsentAnswers::Ticket ticket)
      : unsent_(unsent), ticket_(std::move(ticket)) {}
  void OnDone() override;

 private:
  UnsentAnswers* const unsent_;
  const UnsentAnswers::Ticket ticket_;
};

// The status of a unary call whose request never arrived whole (gRPC runs the handler with no
// message when the client resets the stream, disconnects or runs out of time mid-upload):
// DEADLINE_EXCEEDED "request: the client's deadline passed before its request arrived" when
// the call's deadline has passed, else CANCELLED "request: the call ended before its request
// arrived whole (...)" (gRPC's transport also cancels streams this way when its memory quota,
// --memory_quota_bytes, runs out). Neither is the client's input at fault, so neither is
// INVALID_ARGUMENT (issue 24 item 3).
absl::Status NoRequestArrived(const grpc::ServerContextBase& context);

// Bytes of the call's request metadata as HTTP/2 counts a header list: name + value + 32 per
// entry (RFC 7541 section 4.1), over the entries gRPC passes to the handler.
size_t RequestMetadataBytes(const grpc::ServerContextBase& context);

// The whole handler of one unary method around `answer`, which turns the parsed request into
// the response's bytes: CallScope (`method`, e.g. "ApplyAction"), the checks that need no
// request (it arrived: NoRequestArrived; its metadata: --max_metadata_bytes; the connection's
// unsent answers: UnsentAnswers::Admit), parse, `answer` under the call's deadline (the
// client's, or the server's --max_call_seconds cap when that comes first:
// CallLimits::CallDeadline; a call the cap stops is DEADLINE_EXCEEDED naming the flag), hold the
// answer in the ledger, finish. Every path ends in the
// returned reactor's Finish with the call's status, reported to the observers first.
//   absl::Status answer(const CallEnv& env, const Request& request,
//                       const grpc::ByteBuffer& request_bytes, grpc::ByteBuffer* response_bytes,
//                       CallScope& call)
// ServeRawUnary below is this with the RulesService answer; the benchmark echo
// (bench_echo.h) is this with a prepared answer, so both run the same code around it.
template <typename Request, typename AnswerFn>
grpc::ServerUnaryReactor* ServeRawUnaryWith(const ServiceParts& parts, absl::string_view method,
                                            grpc::CallbackServerContext* context,
                                            const grpc::ByteBuffer* request_bytes,
                                            grpc::ByteBuffer* response_bytes,
                                            const AnswerFn& answer) {
  CallScope call(parts.observers, method, context, parts.tokens);
  if (request_bytes == nullptr || !request_bytes->Valid()) {
    return call.Finish(NoRequestArrived(*context));
  }
  if (absl::Status s = parts.limits.CheckMetadataBytes(RequestMetadataBytes(*context));
      !s.ok()) {
    return call.Finish(s);
  }
  std::string peer;
  if (parts.unsent != nullptr) {
    peer = context->peer();
    if (absl::Status s = parts.unsent->Admit(peer); !s.ok()) return call.Finish(s);
  }
  absl::Status status;
  {
    RequestArena arena;  // ~8 KiB of this thread's stack; dies after `request`'s last use
    UnparsedRequest unparsed;
    const Request* request;
    if constexpr (std::is_same_v<Request, UnparsedRequest>) {
      request = &unparsed;
    } else {
      Request* parsed = arena.Create<Request>();
      status = ParseRequest(*request_bytes, parsed);
      request = parsed;
    }
    if (status.ok()) {
      // The client's deadline or the server's cap (--max_call_seconds), whichever comes first.
      const std::chrono::system_clock::time_point start = std::chrono::system_clock::now();
      const std::chrono::system_clock::time_point deadline =
          parts.limits.CallDeadline(context->deadline(), start);
      CallEnv env{parts.registry, parts.limits, parts.sealer, deadline,
                  [context, deadline] {
                    return context->IsCancelled() ||
                           deadline <= std::chrono::system_clock::now();
                  }};
      status = answer(env, *request, *request_bytes, response_bytes, call);
      if (absl::IsDeadlineExceeded(status) && !context->IsCancelled() &&
          parts.limits.CapComesFirst(context->deadline(), start)) {
        status = parts.limits.CallTimeOver(status.message());  // name the server's cap
      }
    }
  }
  if (parts.unsent == nullptr) return call.Finish(status);
  UnsentAnswers::Ticket ticket;
  if (status.ok()) {
    absl::StatusOr<UnsentAnswers::Ticket> held =
        parts.unsent->Hold(context, method, peer, static_cast<int64_t>(response_bytes->Length()));
    if (held.ok()) {
      ticket = *std::move(held);
    } else {
      status = held.status();
      response_bytes->Clear();
    }
  }
  call.Report(status);
  auto* reactor = new UnaryAnswerReactor(parts.unsent, std::move(ticket));
  reactor->Finish(ToGrpcStatus(status));
  return reactor;
}

// The RulesService answer of one unary call as bytes: Answer() (unary_calls.h), then serialize
// (an answer over --max_message_bytes is RESOURCE_EXHAUSTED "response: ...", never sent).
template <typename Request, typename Response>
absl::Status AnswerBytes(const CallEnv& env, const Request& request, const CallLimits& limits,
                         grpc::ByteBuffer* response_bytes, CallScope& call) {
  Response response;
  absl::Status status = Answer(env, request, &response, call);
  if (status.ok()) status = SerializeResponse(response, response_bytes, &limits);
  return status;
}

// The whole handler of one RulesService unary method: ServeRawUnaryWith with AnswerBytes.
template <typename Request, typename Response>
grpc::ServerUnaryReactor* ServeRawUnary(const ServiceParts& parts, absl::string_view method,
                                        grpc::CallbackServerContext* context,
                                        const grpc::ByteBuffer* request_bytes,
                                        grpc::ByteBuffer* response_bytes) {
  return ServeRawUnaryWith<Request>(
      parts, method, context, request_bytes, response_bytes,
      [&parts](const CallEnv& env, const Request& request, const grpc::ByteBuffer&,
               grpc::ByteBuffer* out, CallScope& call) {
        return AnswerBytes<Request, Response>(env, request, parts.limits, out, call);
      });
}

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_SERVER_RAW_UNARY_H_
