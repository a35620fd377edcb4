#include "tests/bench/load_driver.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <fstream>
#include <memory>
#include <thread>

#include <sys/resource.h>
#include <unistd.h>

#include "absl/status/status.h"
#include "absl/strings/match.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "absl/synchronization/mutex.h"

namespace arbiter::bench {
namespace {

using Clock = std::chrono::steady_clock;

// Shared by the issuing thread and the completion callbacks.
class Tally {
 public:
  void Record(Clock::time_point start, Clock::time_point end, const grpc::Status& status,
              bool rejected) {
    absl::MutexLock lock(&mu_);
    const int code = static_cast<int>(status.error_code());
    ++result_.calls;
    ++result_.by_code[code >= 0 && code < 17 ? code : static_cast<int>(grpc::StatusCode::UNKNOWN)];
    if (status.ok()) {
      ++result_.ok;
      if (rejected) ++result_.rejected;
    } else {
      ++result_.error_messages[CodeName(code) + ": " + status.error_message()];
    }
    result_.latencies_ns.push_back(
        std::chrono::duration_cast<std::chrono::nanoseconds>(end - start).count());
    if (end > last_end_) last_end_ = end;
    --in_flight_;
  }
  void Started() {
    absl::MutexLock lock(&mu_);
    ++in_flight_;
  }
  int64_t InFlight() {
    absl::MutexLock lock(&mu_);
    return in_flight_;
  }
  void Skipped() {
    absl::MutexLock lock(&mu_);
    ++result_.skipped;
  }
  void WaitIdle() {
    absl::MutexLock lock(&mu_);
    mu_.Await(absl::Condition(
        +[](int64_t* n) { return *n == 0; }, &in_flight_));
  }
  PhaseResult Finish(Clock::time_point first_start) {
    absl::MutexLock lock(&mu_);
    PhaseResult out = std::move(result_);
    std::sort(out.latencies_ns.begin(), out.latencies_ns.end());
    out.seconds = std::chrono::duration<double>(last_end_ - first_start).count();
    return out;
  }

 private:
  absl::Mutex mu_;
  PhaseResult result_;
  int64_t in_flight_ = 0;
  Clock::time_point last_end_{};
};

// Closed loop: each slot starts its next call from the previous call's completion.
class ClosedLoop : public std::enable_shared_from_this<ClosedLoop> {
 public:
  ClosedLoop(const LoadOptions& options, const StartCall& start, std::shared_ptr<Tally> tally)
      : options_(options), start_(start), tally_(tally) {}

  void Begin(Clock::time_point stop_at) {
    stop_at_ = stop_at;
    for (int i = 0; i < options_.outstanding; ++i) Next();
  }

 private:
  void Next() {
    const uint64_t index = issued_.fetch_add(1);
    if (options_.calls > 0 ? index >= static_cast<uint64_t>(options_.calls)
                           : Clock::now() >= stop_at_) {
      return;
    }
    tally_->Started();
    const Clock::time_point t0 = Clock::now();
    std::shared_ptr<ClosedLoop> self = shared_from_this();
    start_(index, [self, t0](const grpc::Status& status, bool rejected) {
      const Clock::time_point end = Clock::now();
      self->Next();  // before Record, so the in-flight count never dips to 0 mid-run
      self->tally_->Record(t0, end, status, rejected);
    });
  }

  const LoadOptions options_;
  const StartCall start_;
  const std::shared_ptr<Tally> tally_;
  Clock::time_point stop_at_;
  std::atomic<uint64_t> issued_{0};
};

}  // namespace

double PhaseResult::QuantileUs(double q) const {
  if (latencies_ns.empty()) return 0;
  // Nearest rank: the smallest latency with at least q of all calls at or below it.
  const double rank = std::ceil(q * static_cast<double>(latencies_ns.size()));
  const size_t i = std::min(latencies_ns.size() - 1,
                            static_cast<size_t>(std::max(1.0, rank)) - 1);
  return latencies_ns[i] / 1000.0;
}

double PhaseResult::MeanUs() const {
  if (latencies_ns.empty()) return 0;
  double sum = 0;
  for (int64_t ns : latencies_ns) sum += static_cast<double>(ns);
  return sum / latencies_ns.size() / 1000.0;
}

PhaseResult RunPhase(const LoadOptions& options, const StartCall& start) {
  // Shared with the callbacks, which may still unwind after the last Record.
  auto tally = std::make_shared<Tally>();
  const Clock::time_point first_start = Clock::now();
  const Clock::time_point stop_at =
      first_start + std::chrono::nanoseconds(absl::ToInt64Nanoseconds(options.duration));
  if (!options.open_loop) {
    auto loop = std::make_shared<ClosedLoop>(options, start, tally);
    loop->Begin(stop_at);
    // The slots stop themselves at the bound; wait for the last calls in flight.
    if (options.calls == 0) std::this_thread::sleep_until(stop_at);
    tally->WaitIdle();
    return tally->Finish(first_start);
  }
  const std::chrono::duration<double> interval(1.0 / std::max(options.rate, 1e-3));
  for (uint64_t index = 0;; ++index) {
    const Clock::time_point scheduled =
        first_start + std::chrono::duration_cast<Clock::duration>(interval * index);
    if (options.calls > 0 ? index >= static_cast<uint64_t>(options.calls) : scheduled >= stop_at) {
      break;
    }
    std::this_thread::sleep_until(scheduled);
    if (tally->InFlight() >= options.max_open_outstanding) {
      tally->Skipped();
      continue;
    }
    tally->Started();
    start(index, [tally, scheduled](const grpc::Status& status, bool rejected) {
      tally->Record(scheduled, Clock::now(), status, rejected);
    });
  }
  tally->WaitIdle();
  return tally->Finish(first_start);
}

std::string CodeName(int code) {
  // absl and gRPC share the canonical numbering.
  return absl::StatusCodeToString(static_cast<absl::StatusCode>(code));
}

int64_t ResidentKib(int pid) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/status");
  std::string line;
  while (std::getline(in, line)) {
    absl::string_view rest = line;
    if (absl::ConsumePrefix(&rest, "VmRSS:")) {
      rest = absl::StripAsciiWhitespace(rest);
      absl::ConsumeSuffix(&rest, "kB");
      int64_t kib = 0;
      if (absl::SimpleAtoi(absl::StripAsciiWhitespace(rest), &kib)) return kib;
    }
  }
  return -1;
}

CpuSeconds operator-(const CpuSeconds& a, const CpuSeconds& b) {
  return CpuSeconds{a.user - b.user, a.system - b.system};
}

CpuSeconds& operator+=(CpuSeconds& a, const CpuSeconds& b) {
  a.user += b.user;
  a.system += b.system;
  return a;
}

CpuSeconds ProcessCpu(int pid) {
  const CpuSeconds unreadable{-1, -1};
  if (pid == 0) {
    rusage usage{};
    if (getrusage(RUSAGE_SELF, &usage) != 0) return unreadable;
    return CpuSeconds{usage.ru_utime.tv_sec + usage.ru_utime.tv_usec / 1e6,
                      usage.ru_stime.tv_sec + usage.ru_stime.tv_usec / 1e6};
  }
  std::ifstream in("/proc/" + std::to_string(pid) + "/stat");
  std::string stat;
  if (!std::getline(in, stat)) return unreadable;
  // Fields after the parenthesised command name (which may hold spaces): state is field 3,
  // utime field 14, stime field 15 (proc(5)).
  const size_t close = stat.rfind(')');
  if (close == std::string::npos) return unreadable;
  std::vector<absl::string_view> fields =
      absl::StrSplit(absl::string_view(stat).substr(close + 1), ' ', absl::SkipEmpty());
  int64_t utime = 0;
  int64_t stime = 0;
  if (fields.size() < 13 || !absl::SimpleAtoi(fields[11], &utime) ||
      !absl::SimpleAtoi(fields[12], &stime)) {
    return unreadable;
  }
  const double tick = static_cast<double>(sysconf(_SC_CLK_TCK));
  return CpuSeconds{static_cast<double>(utime) / tick, static_cast<double>(stime) / tick};
}

}  // namespace arbiter::bench
