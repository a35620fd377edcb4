// Fuzz target: the whole request path of arbiterd without the transport. The first byte picks
// the RulesService method; the rest is the request message's bytes as they arrive on the wire.
// Unary methods run the functions their raw handlers run (service/server/raw_unary.h,
// unary_calls.h): ParseRequest (unparsable bytes: INVALID_ARGUMENT "request: ..."), Answer()
// with the per-call limits at arbiterd's defaults (limits.h; no caller deadline here), opening a
// sealed request state, api/rules.h and api/replay.h, sealing the response's states, then
// SerializeResponse, whose bytes must parse back as the response; ReplayGame runs arbiterd's
// split path (service/server/replay_call.h), whose answer must equal that one. The stream runs
// api/stream_replay.h as StreamReplayReactor does.
//
// Input (fuzz_input.h):
//   byte   bits 0-6 the method, modulo 7: 0 ListGames, 1 NewGame, 2 ApplyAction,
//          3 ListLegalActions, 4 GetPlayerView, 5 ReplayGame, 6 StreamReplayGame;
//          bit 7 sealing on (a server holding one seal key, FuzzSealer() of fuzz_seal.h: request
//          states must be sealed with it) or off (the default deployment: sealed states are
//          refused);
//   rest   methods 0-5: the request message;
//          method 6: the stream's messages, each a chunk (2-byte length, then the bytes of one
//          StreamReplayGameRequest), judged in order as StreamReplayReactor::Take does, then
//          the half-close.
// Every game of the build is registered (all_games.h), as in arbiterd.
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "arbiter/v1/rules_service.pb.h"
#include "api/stream_replay.h"
#include "engines/all_games.h"
#include "engines/core/arena.h"
#include "engines/core/digest.h"
#include "grpcpp/grpcpp.h"
#include "service/server/call_scope.h"
#include "service/server/limits.h"
#include "service/server/raw_unary.h"
#include "service/server/replay_call.h"
#include "service/sealing/seal_calls.h"
#include "service/server/unary_calls.h"
#include "tests/fuzz/fuzz_check.h"
#include "tests/fuzz/fuzz_input.h"
#include "tests/fuzz/fuzz_seal.h"

namespace arbiter::fuzz {
namespace {

template <typename Request>
bool Parse(absl::string_view bytes, Request* request) {
  return request->ParseFromArray(bytes.data(), static_cast<int>(bytes.size()));
}

// What gRPC does with an OK answer: size it and serialize it.
void Send(const absl::Status& status, const google::protobuf::Message& response) {
  if (!status.ok()) return;
  std::string wire;
  (void)response.SerializeToString(&wire);
}

api::ReplayLimits ReplayLimitsOf(const service::CallLimits& limits) {
  api::ReplayLimits r;
  r.max_steps = limits.max_replay_steps;
  return r;
}

// StreamReplayReactor::ReadDone and Take, message by message: the transport-free
// api::StreamReplay it hands each message to, then the report sealed.
void StreamReplay(const Registry& registry, const service::CallLimits& limits,
                  const service::StateSealer* sealer, FuzzInput& in) {
  api::StreamReplay stream(registry, ReplayLimitsOf(limits));
  while (!in.empty()) {
    v1::StreamReplayGameRequest message;
    if (!Parse(in.TakeChunk(), &message)) return;
    if (!stream.Take(message).ok()) return;
  }
  v1::StreamReplayGameResponse response;
  if (!stream.Finish(&response).ok()) return;
  Send(service::SealReport(sealer, response.mutable_report()), response);
}

// A unary method as its raw gRPC handler runs it (service/server/raw_unary.h ServeRawUnary): the
// request parsed on a stack arena by the handler's own ParseRequest, Answer() (unary_calls.h:
// limits, sealing, api/rules.h and api/replay.h, verdict), then the response serialized into one
// slice as the handler sends it, which must parse back.
template <typename Request, typename Response>
void Unary(const service::CallEnv& env, absl::string_view method, absl::string_view body) {
  static const std::vector<service::CallObserver*> kNoObservers;
  service::CallScope call(kNoObservers, method, /*context=*/nullptr);
  ScratchArena arena;
  Request* request = arena.Create<Request>();
  absl::Status status = service::ParseRequest(body, request);
  Response response;
  if (status.ok()) status = service::Answer(env, *request, &response, call);
  grpc::ByteBuffer wire;
  if (status.ok()) status = service::SerializeResponse(response, &wire);
  if (status.ok()) {
    std::vector<grpc::Slice> slices;
    if (!wire.Dump(&slices).ok()) Broken("response: no bytes");
    std::string bytes;
    for (const grpc::Slice& slice : slices) {
      bytes.append(reinterpret_cast<const char*>(slice.begin()), slice.size());
    }
    Response parsed;
    if (!parsed.ParseFromString(bytes)) Broken(std::string(method) + ": response does not parse");
  }
  call.Report(status);
}

// ReplayGame as arbiterd runs it (service/server/replay_call.h: the bytes split, each step
// parsed as it is replayed) against the whole parse and Answer() of Unary above: the same status
// and, when OK, the same response.
void ReplayUnary(const service::CallEnv& env, absl::string_view body) {
  static const std::vector<service::CallObserver*> kNoObservers;
  service::CallScope call(kNoObservers, "ReplayGame", /*context=*/nullptr);
  grpc::Slice slice(body.data(), body.size());
  grpc::ByteBuffer request(&slice, 1);
  grpc::ByteBuffer wire;
  const absl::Status status = service::AnswerReplayBytes(env, request, &wire, call);
  call.Report(status);

  service::CallScope whole_call(kNoObservers, "ReplayGame", /*context=*/nullptr);
  ScratchArena arena;
  v1::ReplayGameRequest* whole = arena.Create<v1::ReplayGameRequest>();
  absl::Status expected = service::ParseRequest(body, whole);
  v1::ReplayGameResponse expected_response;
  if (expected.ok()) expected = service::Answer(env, *whole, &expected_response, whole_call);
  if (status != expected) {
    Broken("ReplayGame: split answers " + status.ToString() + ", whole " + expected.ToString());
  }
  if (!status.ok()) return;
  std::vector<grpc::Slice> slices;
  if (!wire.Dump(&slices).ok()) Broken("ReplayGame: no response bytes");
  std::string bytes;
  for (const grpc::Slice& s : slices) {
    bytes.append(reinterpret_cast<const char*>(s.begin()), s.size());
  }
  v1::ReplayGameResponse parsed;
  if (!parsed.ParseFromString(bytes)) Broken("ReplayGame: response does not parse");
  if (DeterministicBytes(parsed) != DeterministicBytes(expected_response)) {
    Broken("ReplayGame: split and whole responses differ");
  }
}

void Run(const uint8_t* data, size_t size) {
  const Registry& registry = DefaultRegistry();
  const service::CallLimits limits;  // arbiterd's defaults
  FuzzInput in(data, size);
  const uint8_t first = in.TakeByte();
  const int method = (first & 0x7f) % 7;
  const service::StateSealer* sealer = (first & 0x80) ? &FuzzSealer() : nullptr;
  if (method == 6) {
    StreamReplay(registry, limits, sealer, in);
    return;
  }
  const absl::string_view body = in.Rest();
  // No caller deadline here (the far future); nothing stops a replay early.
  const service::CallEnv env{registry, limits, sealer,
                             /*deadline=*/std::chrono::system_clock::time_point::max(),
                             /*should_stop=*/nullptr};
  switch (method) {
    case 0:
      return Unary<v1::ListGamesRequest, v1::ListGamesResponse>(env, "ListGames", body);
    case 1:
      return Unary<v1::NewGameRequest, v1::NewGameResponse>(env, "NewGame", body);
    case 2:
      return Unary<v1::ApplyActionRequest, v1::ApplyActionResponse>(env, "ApplyAction", body);
    case 3:
      return Unary<v1::ListLegalActionsRequest, v1::ListLegalActionsResponse>(
          env, "ListLegalActions", body);
    case 4:
      return Unary<v1::GetPlayerViewRequest, v1::GetPlayerViewResponse>(env, "GetPlayerView",
                                                                         body);
    case 5:
      return ReplayUnary(env, body);
  }
}

}  // namespace
}  // namespace arbiter::fuzz

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  arbiter::fuzz::QuietProtobuf();
  arbiter::fuzz::Run(data, size);
  return 0;
}
