// Cost of the per-call observers on the hot path: Metrics (prometheus-cpp counters and
// histograms from cached label children) and RequestLog (one JSON line, here to a sink that
// drops it, and with the level filtering it out).
//
//   build/tests/operator/observers_bench
#include "benchmark/benchmark.h"
#include "service/observability/metrics.h"
#include "service/observability/request_log.h"

namespace arbiter::service {
namespace {

CallRecord Record() {
  CallRecord r;
  r.method = "ApplyAction";
  r.game = "my_game";
  r.code = "OK";
  r.verdict = "illegal";
  r.violation_code = "MY_GAME_SET_TOO_SMALL";
  r.seconds = 0.00042;
  r.state_bytes = 640;
  r.peer = "ipv4:127.0.0.1:40312";
  return r;
}

void BM_Metrics(benchmark::State& state) {
  MetricsOptions options;
  options.methods = {"ListGames", "NewGame", "ApplyAction", "ListLegalActions"};
  options.games = {"card_game", "my_game", "tile_game"};
  static Metrics* metrics = new Metrics(options);  // shared by the threads
  const CallRecord r = Record();
  for (auto _ : state) {
    metrics->OnCallStart(r.method);
    metrics->OnCallEnd(r);
  }
}
BENCHMARK(BM_Metrics)->Threads(1)->Threads(2);

void BM_RequestLogLine(benchmark::State& state) {
  Logger logger(LogLevel::kInfo, [](absl::string_view line) { benchmark::DoNotOptimize(line); });
  RequestLog log(&logger);
  const CallRecord r = Record();
  for (auto _ : state) {
    log.OnCallStart(r.method);
    log.OnCallEnd(r);
  }
}
BENCHMARK(BM_RequestLogLine);

void BM_RequestLogFilteredOut(benchmark::State& state) {
  Logger logger(LogLevel::kWarn, [](absl::string_view line) { benchmark::DoNotOptimize(line); });
  RequestLog log(&logger);
  const CallRecord r = Record();
  for (auto _ : state) {
    log.OnCallStart(r.method);
    log.OnCallEnd(r);
  }
}
BENCHMARK(BM_RequestLogFilteredOut);

}  // namespace
}  // namespace arbiter::service
