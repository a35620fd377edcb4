// A fixed-work driver of ReplayGame in-process against the engine's native replay of the same
// record, for instruction-count profiling (callgrind), where Google Benchmark's adaptive loops
// would blur counts per call:
//
//   replay_profile <replay|split|native> <calls> <record files...>
//   valgrind --tool=callgrind --toggle-collect='*bench*Run*'
//       build/tests/bench/replay_profile replay 20 build-bench/bench-out/replay_records/<game>-*
//
// replay: what arbiterd does for one ReplayGame call without the transport: the request's wire
//         bytes (the record whole, as loadgen sends it) parsed into a ReplayGameRequest
//         (RunParseRequest), api::ReplayGame (RunReplayGame), the response serialized
//         (RunSerializeResponse).
// split:  the same with the request's bytes split and each step parsed as it is replayed
//         (api/replay_split.h, what arbiterd does; RunSplitReplay), then serialized.
// native: what engine_bench's <game>/PositionReplay times, on the same record's steps: NewGame
//         once before (not counted), then per call DecodePosition, Position::Apply of every
//         step's action (wire form, no events) and one Encode (RunNative).
// The calls cycle through the records. Prints the calls, the steps they applied and how many
// calls failed (exit 1 when any did), and the steps per CPU second of the loop (std::clock).
// Instructions per step = callgrind's collected Ir / steps.
#include <cstdio>
#include <ctime>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "api/replay.h"
#include "api/replay_split.h"
#include "arbiter/v1/rules_service.pb.h"
#include "clients/records/record_io.h"
#include "engines/all_games.h"
#include "engines/core/actor.h"
#include "engines/core/game.h"
#include "engines/core/position.h"

namespace arbiter::bench {
namespace {

struct Record {
  std::string request_bytes;  // ReplayGameRequest
  v1::GameRecord record;
  v1::GameState start;  // NewGame's state (native)
  std::vector<int> actors;
};

__attribute__((noinline)) bool RunParseRequest(const std::string& bytes,
                                               v1::ReplayGameRequest* request) {
  return request->ParseFromString(bytes);
}

__attribute__((noinline)) int64_t RunReplayGame(const v1::ReplayGameRequest& request,
                                                v1::ReplayGameResponse* response) {
  api::ReplayLimits limits;
  limits.should_stop = [] { return false; };
  absl::Status s = api::ReplayGame(DefaultRegistry(), request, limits, response);
  if (!s.ok() || response->report().verdict() != v1::REPLAY_VERDICT_VALID) return -1;
  return response->report().steps_applied();
}

// The request's bytes split (api/replay_split.h) and replayed step by step as parsed.
__attribute__((noinline)) int64_t RunSplitReplay(const std::string& bytes,
                                                 v1::ReplayGameResponse* response) {
  api::SplitReplayRequest split;
  if (!api::SplitReplayGameRequest(bytes, &split)) return -1;
  api::ReplayLimits limits;
  limits.should_stop = [] { return false; };
  absl::StatusOr<bool> parsed = api::ReplayGame(DefaultRegistry(), split, limits, response);
  if (!parsed.ok() || !*parsed || response->report().verdict() != v1::REPLAY_VERDICT_VALID) {
    return -1;
  }
  return response->report().steps_applied();
}

__attribute__((noinline)) size_t RunSerializeResponse(const v1::ReplayGameResponse& response,
                                                      std::string* out) {
  out->clear();
  response.SerializeToString(out);
  return out->size();
}

__attribute__((noinline)) int64_t RunNative(const Game& game, const Record& r) {
  absl::StatusOr<std::unique_ptr<Position>> p = game.DecodePosition(r.start);
  if (!p.ok()) return -1;
  v1::Violation violation;
  for (int i = 0; i < r.record.steps_size(); ++i) {
    absl::StatusOr<bool> legal =
        (*p)->Apply(r.actors[i], r.record.steps(i).action(), &violation, nullptr);
    if (!legal.ok() || !*legal) return -1;
  }
  if (!(*p)->Encode().ok()) return -1;
  return r.record.steps_size();
}

}  // namespace
}  // namespace arbiter::bench

int main(int argc, char** argv) {
  using namespace arbiter;
  using namespace arbiter::bench;
  if (argc < 4) {
    std::fprintf(stderr, "usage: %s replay|split|native <calls> <record files...>\n", argv[0]);
    return 2;
  }
  const std::string mode = argv[1];
  const int calls = std::atoi(argv[2]);
  if (calls < 1 || (mode != "replay" && mode != "split" && mode != "native")) return 2;
  std::vector<Record> records;
  for (int i = 3; i < argc; ++i) {
    absl::StatusOr<v1::GameRecord> record = records::ReadRecordFile(argv[i]);
    if (!record.ok()) {
      std::fprintf(stderr, "%s: %s\n", argv[i], record.status().ToString().c_str());
      return 1;
    }
    Record r;
    v1::ReplayGameRequest request;
    *request.mutable_record() = *record;
    request.SerializeToString(&r.request_bytes);
    const Game* game = DefaultRegistry().Find(record->setup().game_id());
    if (game == nullptr) return 1;
    absl::StatusOr<NewGameResult> start = game->NewGame(record->setup());
    if (!start.ok()) return 1;
    r.start = start->state;
    for (const v1::RecordStep& step : record->steps()) {
      absl::StatusOr<int> actor = ActorFromProto(step.actor(), "actor");
      if (!actor.ok()) return 1;
      r.actors.push_back(*actor);
    }
    r.record = *std::move(record);
    records.push_back(std::move(r));
  }
  int failed = 0;
  int64_t steps = 0;
  std::string out;
  const std::clock_t cpu0 = std::clock();
  for (int i = 0; i < calls; ++i) {
    const Record& r = records[i % records.size()];
    int64_t n;
    if (mode == "split") {
      v1::ReplayGameResponse response;
      n = RunSplitReplay(r.request_bytes, &response);
      if (n >= 0) RunSerializeResponse(response, &out);
    } else if (mode == "replay") {
      v1::ReplayGameRequest request;
      v1::ReplayGameResponse response;
      n = RunParseRequest(r.request_bytes, &request) ? RunReplayGame(request, &response) : -1;
      if (n >= 0) RunSerializeResponse(response, &out);
    } else {
      n = RunNative(*DefaultRegistry().Find(r.record.setup().game_id()), r);
    }
    if (n < 0) ++failed;
    else steps += n;
  }
  const double cpu_s = static_cast<double>(std::clock() - cpu0) / CLOCKS_PER_SEC;
  std::printf("%s calls=%d steps=%lld failed=%d cpu_s=%.3f steps_per_cpu_s=%.0f\n", mode.c_str(),
              calls, static_cast<long long>(steps), failed, cpu_s,
              cpu_s > 0 ? static_cast<double>(steps) / cpu_s : 0.0);
  return failed > 0 ? 1 : 0;
}
