// The load generator's engine (loadgen.cc): drives one kind of unary gRPC call in a closed or
// an open loop and measures it.
//
//   LoadDriver::Options o;  o.outstanding = 16;  o.duration = absl::Seconds(10);
//   PhaseResult r = RunPhase(o, [&](uint64_t i, CallDone done) { ...start call i...; });
//
// Closed loop: `outstanding` calls are in flight at all times; each completion starts the next
// call. Latency = completion - start.
// Open loop: calls start at a fixed `rate` (calls/s) whatever the server does; latency is
// measured from the call's scheduled start (so a stalled server's queueing counts, no
// coordinated omission). When `max_open_outstanding` calls are already in flight a scheduled
// call is not started and is counted in `skipped`.
// Bound: `calls` > 0 stops after that many calls were started; otherwise `duration`.
// Every completed call is tallied by its grpc::StatusCode; OK calls may additionally be marked
// "rejected" by the caller (ApplyAction answering legal=false).
// Latency percentiles are exact (every latency is kept: 8 bytes a call).
#ifndef ARBITER_TESTS_BENCH_LOAD_DRIVER_H_
#define ARBITER_TESTS_BENCH_LOAD_DRIVER_H_

#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "absl/time/time.h"
#include "grpcpp/support/status.h"

namespace arbiter::bench {

struct LoadOptions {
  bool open_loop = false;
  int outstanding = 16;           // closed loop: calls in flight
  double rate = 0;                // open loop: calls started per second
  int max_open_outstanding = 10000;
  absl::Duration duration = absl::Seconds(10);
  int64_t calls = 0;              // > 0: bound by count instead of duration
};

// Reports the end of a call: its status and whether an OK answer was a rejection.
using CallDone = std::function<void(const grpc::Status& status, bool rejected)>;
// Starts call number `index` (asynchronously); must call `done` exactly once, from any thread.
using StartCall = std::function<void(uint64_t index, CallDone done)>;

struct PhaseResult {
  std::string name;
  int64_t calls = 0;     // completed
  int64_t ok = 0;
  int64_t rejected = 0;  // OK but rejected by the caller's check
  int64_t skipped = 0;   // open loop: not started, too many in flight
  std::array<int64_t, 17> by_code{};  // grpc::StatusCode 0..16
  // Every failed call's "CODE: message" (the status message as the client got it, e.g. what
  // a balancer's HTTP status or an HTTP/2 reset became) and how many calls failed with it.
  std::map<std::string, int64_t> error_messages;
  double seconds = 0;    // first start to last completion
  std::vector<int64_t> latencies_ns;  // sorted

  double qps() const { return seconds > 0 ? calls / seconds : 0; }
  int64_t errors() const { return calls - ok; }
  // Exact quantile q in [0,1] of the latencies, in microseconds (0 when none).
  double QuantileUs(double q) const;
  double MeanUs() const;
};

// Runs one phase to its bound and waits for every started call to finish.
PhaseResult RunPhase(const LoadOptions& options, const StartCall& start);

// Name of a status code, e.g. "DEADLINE_EXCEEDED".
std::string CodeName(int code);

// Resident set size (VmRSS) of process `pid` in KiB, from /proc/PID/status; -1 if unreadable.
int64_t ResidentKib(int pid);

// CPU time used so far by a process, in seconds: `user` in its own code and libraries, `system`
// in the kernel on its behalf (syscalls: socket reads and writes, epoll, futex wake-ups).
struct CpuSeconds {
  double user = 0;
  double system = 0;
  double total() const { return user + system; }
};
CpuSeconds operator-(const CpuSeconds& a, const CpuSeconds& b);
CpuSeconds& operator+=(CpuSeconds& a, const CpuSeconds& b);

// CPU time used so far by process `pid`, from /proc/PID/stat (utime, stime; clock-tick
// resolution, usually 10 ms); both -1 if unreadable. ProcessCpu(0) is this process (getrusage).
CpuSeconds ProcessCpu(int pid);

}  // namespace arbiter::bench

#endif  // ARBITER_TESTS_BENCH_LOAD_DRIVER_H_
