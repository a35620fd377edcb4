// loadgen: a gRPC load generator for arbiterd. In one run, against one server, it measures
//   health  grpc.health.v1.Health/Check (no game work: the baseline), and
//   apply   arbiter.v1.RulesService/ApplyAction on real mid-game states from recorded games
//           (request_samples.h), cycling through them,
//   echo    arbiter.bench.v1.BenchEcho/Echo (service/server/bench_echo.h; arbiterd needs
//           --bench_echo) on the same requests: the same bytes both ways as ApplyAction, no game
//           work (the baseline that carries the state). Before its first phase every request is
//           sent once to ApplyAction and to BenchEcho/Prepare, which keeps ApplyAction's answer
//           for the echo; the two answers' bytes are compared ("echo_prepare" in the JSON),
//   replay  arbiter.v1.RulesService/ReplayGame of each record whole (--replay_records, else
//           --records), cycling through them; its phase adds "steps" (steps the server
//           replayed, from the reports' steps_applied), "steps_per_s" and
//           "server_steps_per_cpu_s" (steps per second of the server's CPU time: steps/s per
//           core, to set against the engine's in-process position step rate),
// in a closed loop (--outstanding calls in flight, default 16) or an open loop (--rate calls/s),
// each phase bounded by --duration seconds or --calls calls, alternating health/apply for
// --rounds rounds (round results are merged per call kind; --kinds=health,apply,echo alternates
// the three); --kinds=health, apply or echo runs one kind alone (no ratios), e.g. to count a
// server's instructions per call under callgrind. It prints a table (on stderr with --json=-)
// and, with --json=FILE ("-" for stdout), a JSON summary:
//   {"config":{...},
//    "phases":{"health":P,"apply":P,"echo":P},
//      P = {"calls","ok","errors","rejected","skipped","seconds","qps","mean_us","p50_us",
//           "p90_us","p99_us","p999_us","max_us","errors_by_code":{"UNAVAILABLE":n,...},
//           "error_messages":{"UNAVAILABLE: <status message>":n,...} (every failed call's
//           code and message as the client got it, counted),
//           "server_cpu_s","server_cpu_us_per_call","server_user_cpu_us_per_call",
//           "server_system_cpu_us_per_call" (0 without --server_pid),"client_cpu_s"}
//    "ratios":{"throughput":apply.qps/health.qps,"p99":apply.p99/health.p99}  (with both kinds),
//    "ratios_echo":{"throughput":apply.qps/echo.qps,"p99":apply.p99/echo.p99}  (with both kinds),
//    "echo_prepare":{"requests","failed","differing"}  (with the echo kind; --echo_prepare=skip
//                   leaves it out, --echo_prepare=only prepares and exits),
//    "server_rss_kib":{"before","after","growth"}}   (only with --server_pid)
// CPU times (server from /proc/PID/stat, this process from getrusage) show which side was the
// bottleneck: a phase whose loadgen CPU is near 100% of one core measured the client. The
// server's is split into user (gRPC, protobuf, service and engine code) and system (the kernel's
// work for its syscalls: socket I/O, epoll, thread wake-ups).
// "errors" counts every non-OK status, each code listed in errors_by_code; "rejected" counts
// OK ApplyAction answers with legal=false (none expected: every recorded step is legal).
// Exit status: 0 when the run completed (whatever the errors), 2 on bad flags or inputs.
// Transport: plaintext by default; --tls, --tls_ca_file, --tls_cert_file/--tls_key_file
// (mutual TLS), --tls_server_name and --token_file (bearer token, TLS only) as in the `arbiter`
// CLI, with the same checks and environment variables (clients/common/connection.h). Health
// calls need no token; a server refusing the token shows as UNAUTHENTICATED in errors_by_code.
//
//   loadgen --target=127.0.0.1:50051 --records=records/ --duration=10 --json=out.json
//   loadgen --target=rules.example:443 --tls_ca_file=ca.pem --token_file=token --records=r/
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "CLI/CLI.hpp"
#include "absl/strings/str_format.h"
#include "absl/synchronization/mutex.h"
#include "absl/time/time.h"
#include "arbiter/v1/rules_service.grpc.pb.h"
#include "clients/common/connection.h"
#include "google/protobuf/struct.pb.h"
#include "google/protobuf/util/json_util.h"
#include "grpc/health/v1/health.pb.h"
#include "grpcpp/generic/generic_stub.h"
#include "tests/bench/load_driver.h"
#include "tests/bench/request_samples.h"

namespace arbiter::bench {
namespace {

constexpr char kHealthCheck[] = "/grpc.health.v1.Health/Check";
constexpr char kApplyAction[] = "/arbiter.v1.RulesService/ApplyAction";
// service/server/bench_echo.h (not linked here: loadgen is a client).
constexpr char kBenchEchoPrepare[] = "/arbiter.bench.v1.BenchEcho/Prepare";
constexpr char kBenchEchoEcho[] = "/arbiter.bench.v1.BenchEcho/Echo";

struct Flags {
  std::string target;
  std::vector<std::string> records;
  std::string mode = "closed";
  int outstanding = 16;
  double rate = 0;
  double duration_s = 10;
  int64_t calls = 0;
  double warmup_s = 1;
  int rounds = 1;
  int deadline_ms = 5000;
  int64_t max_requests = 20000;
  int server_pid = 0;
  std::string json;
  std::vector<std::string> kinds = {"health", "apply"};
  std::vector<std::string> replay_records;
  std::string echo_prepare = "auto";
  client::ConnectionOptions connection;
};

// One unary call kind; Start() issues call `index` with the callback API.
class CallKind {
 public:
  virtual ~CallKind() = default;
  virtual void Start(uint64_t index, CallDone done) = 0;
};

class HealthCalls final : public CallKind {
 public:
  HealthCalls(std::shared_ptr<grpc::Channel> channel, int deadline_ms)
      : stub_(std::move(channel)), deadline_ms_(deadline_ms) {}
  void Start(uint64_t, CallDone done) override {
    struct Call {
      grpc::ClientContext context;
      grpc::health::v1::HealthCheckResponse response;
    };
    auto* call = new Call;
    call->context.set_deadline(std::chrono::system_clock::now() +
                               std::chrono::milliseconds(deadline_ms_));
    stub_.UnaryCall(&call->context, kHealthCheck, grpc::StubOptions(), &request_, &call->response,
                    [call, done = std::move(done)](grpc::Status status) {
                      const bool not_serving =
                          status.ok() && call->response.status() !=
                                             grpc::health::v1::HealthCheckResponse::SERVING;
                      delete call;
                      done(status, not_serving);
                    });
  }

 private:
  grpc::TemplatedGenericStub<grpc::health::v1::HealthCheckRequest,
                             grpc::health::v1::HealthCheckResponse>
      stub_;
  const grpc::health::v1::HealthCheckRequest request_;
  const int deadline_ms_;
};

class ApplyCalls final : public CallKind {
 public:
  ApplyCalls(std::shared_ptr<grpc::Channel> channel, std::vector<v1::ApplyActionRequest> requests,
             int deadline_ms)
      : stub_(v1::RulesService::NewStub(std::move(channel))),
        requests_(std::move(requests)),
        deadline_ms_(deadline_ms) {}
  void Start(uint64_t index, CallDone done) override {
    struct Call {
      grpc::ClientContext context;
      v1::ApplyActionResponse response;
    };
    auto* call = new Call;
    call->context.set_deadline(std::chrono::system_clock::now() +
                               std::chrono::milliseconds(deadline_ms_));
    stub_->async()->ApplyAction(&call->context, &requests_[index % requests_.size()],
                                &call->response, [call, done = std::move(done)](grpc::Status status) {
                                  const bool illegal = status.ok() && !call->response.legal();
                                  delete call;
                                  done(status, illegal);
                                });
  }

 private:
  std::unique_ptr<v1::RulesService::Stub> stub_;
  const std::vector<v1::ApplyActionRequest> requests_;
  const int deadline_ms_;
};

// ReplayGame of whole records; counts the steps the server applied (legal verdicts and the
// steps before a failing one), and "rejected" counts reports that are not VALID.
class ReplayCalls final : public CallKind {
 public:
  ReplayCalls(std::shared_ptr<grpc::Channel> channel, std::vector<ReplayRequest> requests,
              int deadline_ms)
      : stub_(v1::RulesService::NewStub(std::move(channel))),
        requests_(std::move(requests)),
        deadline_ms_(deadline_ms) {}
  void Start(uint64_t index, CallDone done) override {
    struct Call {
      grpc::ClientContext context;
      v1::ReplayGameResponse response;
    };
    auto* call = new Call;
    call->context.set_deadline(std::chrono::system_clock::now() +
                               std::chrono::milliseconds(deadline_ms_));
    stub_->async()->ReplayGame(
        &call->context, &requests_[index % requests_.size()].request, &call->response,
        [this, call, done = std::move(done)](grpc::Status status) {
          const bool invalid =
              status.ok() && call->response.report().verdict() != v1::REPLAY_VERDICT_VALID;
          if (status.ok()) steps_.fetch_add(call->response.report().steps_applied());
          delete call;
          done(status, invalid);
        });
  }
  bool empty() const { return requests_.empty(); }
  int64_t steps() const { return steps_.load(); }

 private:
  std::unique_ptr<v1::RulesService::Stub> stub_;
  const std::vector<ReplayRequest> requests_;
  const int deadline_ms_;
  std::atomic<int64_t> steps_{0};
};

// The echo of ApplyAction's requests (bench_echo.h). Prepare() first: each request once to
// ApplyAction and to BenchEcho/Prepare (raw bytes both), their answers compared byte for byte.
// Then Start() calls BenchEcho/Echo with the same typed request and response as ApplyCalls, so
// the client's work per call is the same as for apply.
class EchoCalls final : public CallKind {
 public:
  EchoCalls(std::shared_ptr<grpc::Channel> channel,
            const std::vector<v1::ApplyActionRequest>* requests, int deadline_ms)
      : raw_(channel), stub_(channel), requests_(requests), deadline_ms_(deadline_ms) {}

  struct Prepared {
    int64_t requests = 0;
    int64_t failed = 0;     // ApplyAction or Prepare not OK
    int64_t differing = 0;  // both OK, answers' bytes differ
    std::string first_error;
  };
  // Prepares every request, `outstanding` at a time.
  Prepared Prepare(int outstanding) {
    LoadOptions options;
    options.outstanding = outstanding;
    options.calls = static_cast<int64_t>(requests_->size());
    Prepared out;
    absl::Mutex mu;
    RunPhase(options, [&](uint64_t index, CallDone done) {
      struct Call {
        grpc::ClientContext apply_context, prepare_context;
        grpc::ByteBuffer request, applied, prepared;
      };
      auto call = std::make_shared<Call>();
      const std::string bytes = (*requests_)[index % requests_->size()].SerializeAsString();
      grpc::Slice slice(bytes);
      call->request = grpc::ByteBuffer(&slice, 1);
      const auto deadline = std::chrono::system_clock::now() + std::chrono::seconds(60);
      call->apply_context.set_deadline(deadline);
      call->prepare_context.set_deadline(deadline);
      auto finish = [&out, &mu, call, done](const grpc::Status& status, bool differing) {
        {
          absl::MutexLock lock(&mu);
          ++out.requests;
          if (!status.ok()) {
            ++out.failed;
            if (out.first_error.empty()) {
              out.first_error =
                  absl::StrFormat("%s: %s", CodeName(status.error_code()), status.error_message());
            }
          } else if (differing) {
            ++out.differing;
          }
        }
        done(status, differing);
      };
      raw_.UnaryCall(
          &call->apply_context, kApplyAction, grpc::StubOptions(), &call->request, &call->applied,
          [this, call, finish](grpc::Status status) {
            if (!status.ok()) return finish(status, false);
            raw_.UnaryCall(&call->prepare_context, kBenchEchoPrepare, grpc::StubOptions(),
                           &call->request, &call->prepared,
                           [call, finish](grpc::Status status) {
                             finish(status, status.ok() && Flat(call->applied) !=
                                                               Flat(call->prepared));
                           });
          });
    });
    return out;
  }

  void Start(uint64_t index, CallDone done) override {
    struct Call {
      grpc::ClientContext context;
      v1::ApplyActionResponse response;
    };
    auto* call = new Call;
    call->context.set_deadline(std::chrono::system_clock::now() +
                               std::chrono::milliseconds(deadline_ms_));
    stub_.UnaryCall(&call->context, kBenchEchoEcho, grpc::StubOptions(),
                    &(*requests_)[index % requests_->size()], &call->response,
                    [call, done = std::move(done)](grpc::Status status) {
                      const bool illegal = status.ok() && !call->response.legal();
                      delete call;
                      done(status, illegal);
                    });
  }

 private:
  static std::string Flat(const grpc::ByteBuffer& buffer) {
    std::vector<grpc::Slice> slices;
    std::string out;
    if (!buffer.Dump(&slices).ok()) return out;
    for (const grpc::Slice& s : slices) {
      out.append(reinterpret_cast<const char*>(s.begin()), s.size());
    }
    return out;
  }

  grpc::GenericStub raw_;
  grpc::TemplatedGenericStub<v1::ApplyActionRequest, v1::ApplyActionResponse> stub_;
  const std::vector<v1::ApplyActionRequest>* const requests_;
  const int deadline_ms_;
};

google::protobuf::Value Number(double x) {
  google::protobuf::Value v;
  v.set_number_value(x);
  return v;
}

google::protobuf::Value PhaseJson(const PhaseResult& r) {
  google::protobuf::Value v;
  auto& f = *v.mutable_struct_value()->mutable_fields();
  f["calls"] = Number(r.calls);
  f["ok"] = Number(r.ok);
  f["errors"] = Number(r.errors());
  f["rejected"] = Number(r.rejected);
  f["skipped"] = Number(r.skipped);
  f["seconds"] = Number(r.seconds);
  f["qps"] = Number(r.qps());
  f["mean_us"] = Number(r.MeanUs());
  f["p50_us"] = Number(r.QuantileUs(0.50));
  f["p90_us"] = Number(r.QuantileUs(0.90));
  f["p99_us"] = Number(r.QuantileUs(0.99));
  f["p999_us"] = Number(r.QuantileUs(0.999));
  f["max_us"] = Number(r.QuantileUs(1.0));
  auto& codes = *f["errors_by_code"].mutable_struct_value()->mutable_fields();
  for (int code = 1; code < 17; ++code) {
    if (r.by_code[code] > 0) codes[CodeName(code)] = Number(r.by_code[code]);
  }
  auto& messages = *f["error_messages"].mutable_struct_value()->mutable_fields();
  for (const auto& [message, count] : r.error_messages) messages[message] = Number(count);
  return v;
}

void Merge(PhaseResult& into, PhaseResult&& from) {
  into.calls += from.calls;
  into.ok += from.ok;
  into.rejected += from.rejected;
  into.skipped += from.skipped;
  for (int i = 0; i < 17; ++i) into.by_code[i] += from.by_code[i];
  for (const auto& [message, count] : from.error_messages) into.error_messages[message] += count;
  into.seconds += from.seconds;
  into.latencies_ns.insert(into.latencies_ns.end(), from.latencies_ns.begin(),
                           from.latencies_ns.end());
  std::sort(into.latencies_ns.begin(), into.latencies_ns.end());
}

void PrintPhase(FILE* out, const std::string& name, const PhaseResult& r) {
  std::fprintf(out, "%-7s calls=%lld errors=%lld rejected=%lld skipped=%lld qps=%.0f  "
              "latency us: mean=%.1f p50=%.1f p90=%.1f p99=%.1f p99.9=%.1f max=%.1f\n",
              name.c_str(), static_cast<long long>(r.calls), static_cast<long long>(r.errors()),
              static_cast<long long>(r.rejected), static_cast<long long>(r.skipped), r.qps(),
              r.MeanUs(), r.QuantileUs(0.5), r.QuantileUs(0.9), r.QuantileUs(0.99),
              r.QuantileUs(0.999), r.QuantileUs(1.0));
  for (int code = 1; code < 17; ++code) {
    if (r.by_code[code] > 0) {
      std::fprintf(out, "        %s: %lld\n", CodeName(code).c_str(),
                  static_cast<long long>(r.by_code[code]));
    }
  }
  for (const auto& [message, count] : r.error_messages) {
    std::fprintf(out, "        %lld x %s\n", static_cast<long long>(count), message.c_str());
  }
}

int Run(const Flags& flags) {
  absl::StatusOr<std::vector<v1::ApplyActionRequest>> requests =
      LoadApplyRequests(flags.records, flags.max_requests);
  if (!requests.ok()) {
    std::fprintf(stderr, "loadgen: --records: %s\n", requests.status().ToString().c_str());
    return 2;
  }
  const size_t request_count = requests->size();
  absl::StatusOr<std::shared_ptr<grpc::Channel>> made =
      client::MakeChannel(flags.target, flags.connection);
  if (!made.ok()) {
    std::fprintf(stderr, "loadgen: %s\n", made.status().ToString().c_str());
    return 2;
  }
  std::shared_ptr<grpc::Channel> channel = *std::move(made);
  if (!channel->WaitForConnected(std::chrono::system_clock::now() + std::chrono::seconds(10))) {
    std::fprintf(stderr, "loadgen: cannot connect to %s\n", flags.target.c_str());
    return 2;
  }
  HealthCalls health(channel, flags.deadline_ms);
  const std::vector<v1::ApplyActionRequest> echo_requests =
      std::find(flags.kinds.begin(), flags.kinds.end(), "echo") != flags.kinds.end()
          ? *requests
          : std::vector<v1::ApplyActionRequest>();
  ApplyCalls apply(channel, std::move(*requests), flags.deadline_ms);
  EchoCalls echo(channel, &echo_requests, flags.deadline_ms);
  std::vector<ReplayRequest> replay_requests;
  if (std::find(flags.kinds.begin(), flags.kinds.end(), "replay") != flags.kinds.end()) {
    absl::StatusOr<std::vector<ReplayRequest>> r = LoadReplayRequests(
        flags.replay_records.empty() ? flags.records : flags.replay_records);
    if (!r.ok()) {
      std::fprintf(stderr, "loadgen: --replay_records: %s\n", r.status().ToString().c_str());
      return 2;
    }
    replay_requests = *std::move(r);
  }
  ReplayCalls replay(channel, std::move(replay_requests), flags.deadline_ms);
  std::vector<std::pair<std::string, CallKind*>> kinds;
  for (const std::string& name : flags.kinds) {
    kinds.emplace_back(name, name == "health"  ? static_cast<CallKind*>(&health)
                             : name == "apply"  ? static_cast<CallKind*>(&apply)
                             : name == "replay" ? static_cast<CallKind*>(&replay)
                                                : static_cast<CallKind*>(&echo));
  }
  EchoCalls::Prepared prepared;
  if (!echo_requests.empty() && flags.echo_prepare != "skip") {
    prepared = echo.Prepare(flags.outstanding);
    if (prepared.failed > 0 || prepared.differing > 0) {
      std::fprintf(stderr,
                   "loadgen: echo: of %lld requests, %lld not prepared (first: %s), %lld "
                   "answered differently by ApplyAction and BenchEcho/Prepare (arbiterd needs "
                   "--bench_echo for the echo kind)\n",
                   static_cast<long long>(prepared.requests),
                   static_cast<long long>(prepared.failed), prepared.first_error.c_str(),
                   static_cast<long long>(prepared.differing));
      return 2;
    }
    if (flags.echo_prepare == "only") {
      std::printf("loadgen: echo: prepared %lld answers, each byte for byte ApplyAction's\n",
                  static_cast<long long>(prepared.requests));
      return 0;
    }
  }

  LoadOptions options;
  options.open_loop = flags.mode == "open";
  options.outstanding = flags.outstanding;
  options.rate = flags.rate;
  options.duration = absl::Seconds(flags.duration_s);
  options.calls = flags.calls;
  if (flags.warmup_s > 0) {
    LoadOptions warmup = options;
    warmup.duration = absl::Seconds(flags.warmup_s / kinds.size());
    warmup.calls = 0;
    for (auto& [name, kind] : kinds) {
      RunPhase(warmup, [kind = kind](uint64_t i, CallDone done) { kind->Start(i, std::move(done)); });
    }
  }
  const int64_t rss_before = flags.server_pid > 0 ? ResidentKib(flags.server_pid) : -1;
  std::vector<PhaseResult> totals(kinds.size());
  std::vector<CpuSeconds> server_cpu(kinds.size());  // stays 0 without --server_pid
  std::vector<double> client_cpu(kinds.size(), 0);
  std::vector<int64_t> replay_steps(kinds.size(), 0);
  for (int round = 0; round < flags.rounds; ++round) {
    for (size_t k = 0; k < kinds.size(); ++k) {
      CallKind* kind = kinds[k].second;
      const CpuSeconds server0 =
          flags.server_pid > 0 ? ProcessCpu(flags.server_pid) : CpuSeconds{};
      const double client0 = ProcessCpu(0).total();
      const int64_t steps0 = replay.steps();
      Merge(totals[k], RunPhase(options, [kind](uint64_t i, CallDone done) {
              kind->Start(i, std::move(done));
            }));
      if (flags.server_pid > 0) server_cpu[k] += ProcessCpu(flags.server_pid) - server0;
      client_cpu[k] += ProcessCpu(0).total() - client0;
      replay_steps[k] += replay.steps() - steps0;
    }
  }
  const int64_t rss_after = flags.server_pid > 0 ? ResidentKib(flags.server_pid) : -1;
  FILE* out = flags.json == "-" ? stderr : stdout;  // stdout is the JSON's then

  std::fprintf(out, "loadgen: %s loop, %s, %d round(s), %zu ApplyAction requests from records\n",
              options.open_loop ? "open" : "closed",
              options.open_loop ? absl::StrFormat("rate %.0f/s", flags.rate).c_str()
                                : absl::StrFormat("%d outstanding", flags.outstanding).c_str(),
              flags.rounds, request_count);
  for (size_t k = 0; k < kinds.size(); ++k) {
    PrintPhase(out, kinds[k].first, totals[k]);
    const PhaseResult& r = totals[k];
    const double per_call = r.calls ? 1e6 / r.calls : 0.0;
    std::fprintf(out, "        CPU: server %.2f s (%.1f us/call = user %.1f + system %.1f, "
                      "%.0f%% of the phase), loadgen %.2f s (%.0f%%)\n",
                 server_cpu[k].total(), per_call * server_cpu[k].total(),
                 per_call * server_cpu[k].user, per_call * server_cpu[k].system,
                 r.seconds > 0 ? 100 * server_cpu[k].total() / r.seconds : 0.0, client_cpu[k],
                 r.seconds > 0 ? 100 * client_cpu[k] / r.seconds : 0.0);
    if (kinds[k].first == "replay") {
      std::fprintf(out, "        steps: %lld replayed, %.0f/s, %.0f per server CPU second\n",
                   static_cast<long long>(replay_steps[k]),
                   r.seconds > 0 ? replay_steps[k] / r.seconds : 0.0,
                   server_cpu[k].total() > 0 ? replay_steps[k] / server_cpu[k].total() : 0.0);
    }
  }
  // Ratios of apply to each baseline run beside it.
  auto find = [&kinds](const std::string& name) -> int {
    for (size_t k = 0; k < kinds.size(); ++k) {
      if (kinds[k].first == name) return static_cast<int>(k);
    }
    return -1;
  };
  struct Ratio {
    bool present = false;
    double throughput = 0, p99 = 0;
  };
  auto ratio = [&](const std::string& baseline) {
    Ratio r;
    const int a = find("apply"), b = find(baseline);
    if (a < 0 || b < 0) return r;
    r.present = true;
    const PhaseResult& base = totals[b];
    const PhaseResult& apply_result = totals[a];
    r.throughput = base.qps() > 0 ? apply_result.qps() / base.qps() : 0;
    r.p99 = base.QuantileUs(0.99) > 0
                ? apply_result.QuantileUs(0.99) / base.QuantileUs(0.99)
                : 0;
    std::fprintf(out, "ratios  apply/%s throughput=%.3f p99=%.3f\n", baseline.c_str(),
                 r.throughput, r.p99);
    return r;
  };
  const Ratio to_health = ratio("health");
  const Ratio to_echo = ratio("echo");
  if (rss_before >= 0) {
    std::fprintf(out, "server  VmRSS before=%lld KiB after=%lld KiB growth=%.2f%%\n",
                static_cast<long long>(rss_before), static_cast<long long>(rss_after),
                rss_before > 0 ? 100.0 * (rss_after - rss_before) / rss_before : 0.0);
  }

  if (!flags.json.empty()) {
    google::protobuf::Struct out;
    auto& f = *out.mutable_fields();
    auto& config = *f["config"].mutable_struct_value()->mutable_fields();
    config["target"].set_string_value(flags.target);
    config["mode"].set_string_value(flags.mode);
    config["tls"].set_bool_value(flags.connection.UsesTls());
    config["token"].set_bool_value(!flags.connection.token_file.empty());
    config["outstanding"] = Number(flags.outstanding);
    config["rate"] = Number(flags.rate);
    config["duration_s"] = Number(flags.duration_s);
    config["calls"] = Number(flags.calls);
    config["rounds"] = Number(flags.rounds);
    config["apply_requests"] = Number(request_count);
    auto& phases = *f["phases"].mutable_struct_value()->mutable_fields();
    for (size_t k = 0; k < kinds.size(); ++k) {
      google::protobuf::Value phase = PhaseJson(totals[k]);
      auto& pf = *phase.mutable_struct_value()->mutable_fields();
      const double per_call = totals[k].calls ? 1e6 / totals[k].calls : 0.0;
      pf["server_cpu_s"] = Number(server_cpu[k].total());
      pf["client_cpu_s"] = Number(client_cpu[k]);
      pf["server_cpu_us_per_call"] = Number(per_call * server_cpu[k].total());
      pf["server_user_cpu_us_per_call"] = Number(per_call * server_cpu[k].user);
      pf["server_system_cpu_us_per_call"] = Number(per_call * server_cpu[k].system);
      if (kinds[k].first == "replay") {
        pf["steps"] = Number(replay_steps[k]);
        pf["steps_per_s"] =
            Number(totals[k].seconds > 0 ? replay_steps[k] / totals[k].seconds : 0.0);
        pf["server_steps_per_cpu_s"] = Number(
            server_cpu[k].total() > 0 ? replay_steps[k] / server_cpu[k].total() : 0.0);
      }
      phases[kinds[k].first] = std::move(phase);
    }
    for (const auto& [key, r] : {std::pair<const char*, Ratio>{"ratios", to_health},
                                 std::pair<const char*, Ratio>{"ratios_echo", to_echo}}) {
      if (!r.present) continue;
      auto& ratios = *f[key].mutable_struct_value()->mutable_fields();
      ratios["throughput"] = Number(r.throughput);
      ratios["p99"] = Number(r.p99);
    }
    if (!echo_requests.empty() && flags.echo_prepare != "skip") {
      auto& p = *f["echo_prepare"].mutable_struct_value()->mutable_fields();
      p["requests"] = Number(prepared.requests);
      p["failed"] = Number(prepared.failed);
      p["differing"] = Number(prepared.differing);
    }
    if (rss_before >= 0) {
      auto& rss = *f["server_rss_kib"].mutable_struct_value()->mutable_fields();
      rss["before"] = Number(rss_before);
      rss["after"] = Number(rss_after);
      rss["growth"] = Number(rss_before > 0 ? double(rss_after - rss_before) / rss_before : 0);
    }
    std::string json;
    google::protobuf::util::JsonPrintOptions print;
    print.add_whitespace = true;
    if (!google::protobuf::util::MessageToJsonString(out, &json, print).ok()) return 2;
    if (flags.json == "-") {
      std::cout << json;
    } else {
      std::ofstream file(flags.json);
      file << json;
      if (!file) {
        std::fprintf(stderr, "loadgen: cannot write %s\n", flags.json.c_str());
        return 2;
      }
    }
  }
  return 0;
}

}  // namespace
}  // namespace arbiter::bench

int main(int argc, char** argv) {
  arbiter::bench::Flags flags;
  CLI::App app{"gRPC load generator: ApplyAction on recorded mid-game states vs Health/Check and "
               "the benchmark echo"};
  app.add_option("--target", flags.target, "arbiterd address HOST:PORT")->required();
  app.add_option("--records", flags.records,
                 "record files or folders (arbiter playout --record); ApplyAction requests are "
                 "every step of them")
      ->required();
  app.add_option("--mode", flags.mode, "closed (fixed outstanding calls) or open (fixed rate)")
      ->check(CLI::IsMember({"closed", "open"}))
      ->capture_default_str();
  app.add_option("--outstanding", flags.outstanding, "closed loop: calls in flight")
      ->check(CLI::Range(1, 100000))
      ->capture_default_str();
  app.add_option("--rate", flags.rate, "open loop: calls started per second")
      ->check(CLI::Range(0.001, 1e7));
  app.add_option("--duration", flags.duration_s, "seconds per phase (per call kind and round)")
      ->check(CLI::Range(0.01, 86400.0))
      ->capture_default_str();
  app.add_option("--calls", flags.calls, "calls per phase instead of --duration (0: off)")
      ->check(CLI::Range(int64_t{0}, int64_t{1} << 40))
      ->capture_default_str();
  app.add_option("--warmup", flags.warmup_s, "seconds of unmeasured calls first (0: none)")
      ->check(CLI::Range(0.0, 3600.0))
      ->capture_default_str();
  app.add_option("--rounds", flags.rounds, "health/apply rounds, merged")
      ->check(CLI::Range(1, 1000))
      ->capture_default_str();
  app.add_option("--deadline_ms", flags.deadline_ms, "per-call deadline")
      ->check(CLI::Range(1, 3600000))
      ->capture_default_str();
  app.add_option("--max_requests", flags.max_requests, "most ApplyAction requests kept")
      ->check(CLI::Range(int64_t{1}, int64_t{10000000}))
      ->capture_default_str();
  app.add_option("--server_pid", flags.server_pid,
                 "arbiterd's pid: report its VmRSS before and after the measured phases");
  app.add_option("--json", flags.json, "write the JSON summary to FILE (- for stdout)");
  app.add_option("--kinds", flags.kinds,
                 "call kinds to run, in this order, alternating (health, apply, echo: the echo "
                 "needs arbiterd --bench_echo; replay: ReplayGame of whole records); ratios of apply to health and to echo when run "
                 "together; one kind alone is for profiling the server, e.g. under callgrind")
      ->delimiter(',')
      ->check(CLI::IsMember({"health", "apply", "echo", "replay"}))
      ->capture_default_str();
  app.add_option("--replay_records", flags.replay_records,
                 "record files or folders for the replay kind (default: --records)");
  app.add_option("--echo_prepare", flags.echo_prepare,
                 "with the echo kind: auto (prepare every request first), only (prepare, then "
                 "exit), skip (the server already has them: e.g. a callgrind phase that must "
                 "count only the echo calls)")
      ->check(CLI::IsMember({"auto", "only", "skip"}))
      ->capture_default_str();
  arbiter::client::AddConnectionFlags(app, &flags.connection);
  CLI11_PARSE(app, argc, argv);
  if (flags.mode == "open" && flags.rate <= 0) {
    std::fprintf(stderr, "loadgen: --mode=open needs --rate\n");
    return 2;
  }
  // As in arbiterd (service/main.cc): no debug-mode deadlock detection under gRPC's locks, so
  // that the generator's own cost per call stays small beside the server's.
  absl::SetMutexDeadlockDetectionMode(absl::OnDeadlockCycle::kIgnore);
  return arbiter::bench::Run(flags);
}
