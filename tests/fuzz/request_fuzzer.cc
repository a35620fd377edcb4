// Fuzz target: the whole request path of arbiterd without the transport. The first byte picks
// the RulesService method; the rest is the request message's bytes as they arrive on the wire,
// parsed as gRPC's protobuf codec does (a message that does not parse is gRPC's INTERNAL answer
// and goes no further), then judged by the same steps as RulesServiceImpl (service/
// rules_service.cc): the per-call limits at arbiterd's defaults (limits.h; the deadline check is
// left out: there is no caller deadline here), opening a sealed request state (seal_calls.h),
// the transport-free handler (rules_core.h, replay_core.h), sealing the response's states, then
// the response serialized as gRPC would send it.
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
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "arbiter/v1/rules_service.pb.h"
#include "engines/all_games.h"
#include "engines/core/replay.h"
#include "service/limits.h"
#include "service/replay_core.h"
#include "service/rules_core.h"
#include "service/seal_calls.h"
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

ReplayLimits ReplayLimitsOf(const service::CallLimits& limits) {
  ReplayLimits r;
  r.max_steps = limits.max_replay_steps;
  return r;
}

// StreamReplayReactor::Take and OnReadDone, message by message.
void StreamReplay(const Registry& registry, const service::CallLimits& limits,
                  const service::StateSealer* sealer, FuzzInput& in) {
  std::unique_ptr<Replayer> replayer;
  while (!in.empty()) {
    v1::StreamReplayGameRequest message;
    if (!Parse(in.TakeChunk(), &message)) return;
    if (replayer == nullptr) {
      if (message.part_case() != v1::StreamReplayGameRequest::kHeader) return;
      if (!service::CheckRecordHeader(true, message.header(), "header").ok()) return;
      absl::StatusOr<std::unique_ptr<Replayer>> started =
          Replayer::Start(registry, message.header(), ReplayLimitsOf(limits));
      if (!started.ok()) return;
      replayer = *std::move(started);
      for (const v1::RecordStep& step : message.header().steps()) {
        if (!replayer->Feed(step).ok()) return;
      }
      continue;
    }
    if (message.part_case() != v1::StreamReplayGameRequest::kSteps) return;
    for (const v1::RecordStep& step : message.steps().steps()) {
      if (!replayer->Feed(step).ok()) return;
    }
  }
  if (replayer == nullptr) return;
  v1::StreamReplayGameResponse response;
  *response.mutable_report() = replayer->Finish();
  Send(service::SealReport(sealer, response.mutable_report()), response);
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
  switch (method) {
    case 0: {
      v1::ListGamesRequest request;
      v1::ListGamesResponse response;
      if (!Parse(body, &request)) return;
      Send(service::ListGames(registry, request, &response), response);
      return;
    }
    case 1: {
      v1::NewGameRequest request;
      v1::NewGameResponse response;
      if (!Parse(body, &request)) return;
      absl::Status status = service::NewGame(registry, request, &response);
      if (status.ok()) status = service::SealResponse(sealer, &response);
      Send(status, response);
      return;
    }
    case 2: {
      v1::ApplyActionRequest request;
      v1::ApplyActionResponse response;
      if (!Parse(body, &request)) return;
      if (!limits.CheckStateBytes(request.state().ByteSizeLong()).ok()) return;
      v1::ApplyActionRequest opened;
      absl::StatusOr<const v1::ApplyActionRequest*> use =
          service::OpenRequest(sealer, request, &opened);
      if (!use.ok()) return;
      absl::Status status = service::ApplyAction(registry, **use, &response);
      if (status.ok()) status = service::SealResponse(sealer, &response);
      Send(status, response);
      return;
    }
    case 3: {
      v1::ListLegalActionsRequest request;
      v1::ListLegalActionsResponse response;
      if (!Parse(body, &request)) return;
      if (!limits.CheckStateBytes(request.state().ByteSizeLong()).ok()) return;
      v1::ListLegalActionsRequest opened;
      absl::StatusOr<const v1::ListLegalActionsRequest*> use =
          service::OpenRequest(sealer, request, &opened);
      if (!use.ok()) return;
      absl::Status status = service::ListLegalActions(registry, **use, &response);
      if (status.ok()) status = limits.CheckLegalActions(response.actions_size());
      Send(status, response);
      return;
    }
    case 4: {
      v1::GetPlayerViewRequest request;
      v1::GetPlayerViewResponse response;
      if (!Parse(body, &request)) return;
      if (!limits.CheckStateBytes(request.state().ByteSizeLong()).ok()) return;
      v1::GetPlayerViewRequest opened;
      absl::StatusOr<const v1::GetPlayerViewRequest*> use =
          service::OpenRequest(sealer, request, &opened);
      if (!use.ok()) return;
      Send(service::GetPlayerView(registry, **use, &response), response);
      return;
    }
    case 5: {
      v1::ReplayGameRequest request;
      v1::ReplayGameResponse response;
      if (!Parse(body, &request)) return;
      if (!limits.CheckReplaySteps(request.record().steps_size()).ok()) return;
      absl::Status status =
          service::ReplayGame(registry, request, ReplayLimitsOf(limits), &response);
      if (status.ok()) status = service::SealReport(sealer, response.mutable_report());
      Send(status, response);
      return;
    }
  }
}

}  // namespace
}  // namespace arbiter::fuzz

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  arbiter::fuzz::QuietProtobuf();
  arbiter::fuzz::Run(data, size);
  return 0;
}
