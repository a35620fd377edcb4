// Unit tests of the load generator's engine (load_driver.h) with fake calls completed on other
// threads: bounds, status tallies, exact quantiles, open-loop pacing and skipping.
#include "tests/bench/load_driver.h"

#include <unistd.h>

#include <atomic>
#include <chrono>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "gtest/gtest.h"

namespace arbiter::bench {
namespace {

// Completes every call on a fresh thread after `delay`, with the status `status_of(index)`.
StartCall FakeCalls(std::chrono::microseconds delay,
                    std::function<grpc::Status(uint64_t)> status_of,
                    std::atomic<int>* max_in_flight = nullptr) {
  auto in_flight = std::make_shared<std::atomic<int>>(0);
  return [=](uint64_t index, CallDone done) {
    const int now = ++*in_flight;
    if (max_in_flight != nullptr) {
      int seen = max_in_flight->load();
      while (now > seen && !max_in_flight->compare_exchange_weak(seen, now)) {
      }
    }
    std::thread([=] {
      std::this_thread::sleep_for(delay);
      --*in_flight;
      done(status_of(index), index % 10 == 0);
    }).detach();
  };
}

TEST(LoadDriverTest, ClosedLoopStopsAtTheCallCountAndKeepsOutstandingBounded) {
  LoadOptions options;
  options.outstanding = 4;
  options.calls = 200;
  std::atomic<int> max_in_flight{0};
  PhaseResult r = RunPhase(
      options, FakeCalls(std::chrono::microseconds(200), [](uint64_t) { return grpc::Status::OK; },
                         &max_in_flight));
  EXPECT_EQ(r.calls, 200);
  EXPECT_EQ(r.ok, 200);
  EXPECT_EQ(r.errors(), 0);
  EXPECT_EQ(r.rejected, 20);  // indexes 0, 10, ..., 190
  EXPECT_LE(max_in_flight.load(), 4);
  EXPECT_EQ(r.latencies_ns.size(), 200u);
  EXPECT_GE(r.QuantileUs(0.5), 200.0);
  EXPECT_GT(r.qps(), 0);
}

TEST(LoadDriverTest, EveryNonOkStatusIsCountedByCode) {
  LoadOptions options;
  options.outstanding = 8;
  options.calls = 90;
  PhaseResult r = RunPhase(options, FakeCalls(std::chrono::microseconds(10), [](uint64_t i) {
                             if (i % 3 == 1) return grpc::Status(grpc::StatusCode::UNAVAILABLE, "");
                             if (i % 3 == 2) {
                               return grpc::Status(grpc::StatusCode::DEADLINE_EXCEEDED, "");
                             }
                             return grpc::Status::OK;
                           }));
  EXPECT_EQ(r.calls, 90);
  EXPECT_EQ(r.ok, 30);
  EXPECT_EQ(r.errors(), 60);
  EXPECT_EQ(r.by_code[static_cast<int>(grpc::StatusCode::UNAVAILABLE)], 30);
  EXPECT_EQ(r.by_code[static_cast<int>(grpc::StatusCode::DEADLINE_EXCEEDED)], 30);
  EXPECT_EQ(CodeName(static_cast<int>(grpc::StatusCode::UNAVAILABLE)), "UNAVAILABLE");
}

TEST(LoadDriverTest, EveryFailedCallsMessageIsCounted) {
  LoadOptions options;
  options.outstanding = 8;
  options.calls = 90;
  PhaseResult r = RunPhase(options, FakeCalls(std::chrono::microseconds(10), [](uint64_t i) {
                             if (i % 3 == 1) {
                               return grpc::Status(grpc::StatusCode::UNKNOWN, "Stream removed");
                             }
                             if (i % 9 == 2) return grpc::Status(grpc::StatusCode::UNAVAILABLE, "a");
                             if (i % 9 == 5) return grpc::Status(grpc::StatusCode::UNAVAILABLE, "b");
                             return grpc::Status::OK;
                           }));
  const std::map<std::string, int64_t> expected = {
      {"UNKNOWN: Stream removed", 30}, {"UNAVAILABLE: a", 10}, {"UNAVAILABLE: b", 10}};
  EXPECT_EQ(r.error_messages, expected);
  EXPECT_EQ(r.errors(), 50);
}

TEST(LoadDriverTest, ClosedLoopStopsAtTheDuration) {
  LoadOptions options;
  options.outstanding = 2;
  options.duration = absl::Milliseconds(100);
  const auto t0 = std::chrono::steady_clock::now();
  PhaseResult r = RunPhase(
      options, FakeCalls(std::chrono::microseconds(500), [](uint64_t) { return grpc::Status::OK; }));
  const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  EXPECT_GT(r.calls, 10);
  EXPECT_GE(elapsed, 0.1);
  EXPECT_LT(elapsed, 5.0);
}

TEST(LoadDriverTest, OpenLoopKeepsItsRateAndSkipsWhenTooManyAreInFlight) {
  LoadOptions options;
  options.open_loop = true;
  options.rate = 1000;
  options.calls = 50;
  PhaseResult paced = RunPhase(
      options, FakeCalls(std::chrono::microseconds(100), [](uint64_t) { return grpc::Status::OK; }));
  EXPECT_EQ(paced.calls, 50);
  EXPECT_EQ(paced.skipped, 0);
  EXPECT_GE(paced.seconds, 0.045);  // 50 calls at 1000/s take ~49 ms

  options.max_open_outstanding = 1;
  options.calls = 20;
  PhaseResult skipping = RunPhase(
      options, FakeCalls(std::chrono::milliseconds(20), [](uint64_t) { return grpc::Status::OK; }));
  EXPECT_EQ(skipping.calls + skipping.skipped, 20);
  EXPECT_GT(skipping.skipped, 0);
}

TEST(LoadDriverTest, QuantilesAreNearestRank) {
  PhaseResult r;
  for (int i = 1; i <= 1000; ++i) r.latencies_ns.push_back(i * 1000);
  EXPECT_DOUBLE_EQ(r.QuantileUs(0.5), 500);
  EXPECT_DOUBLE_EQ(r.QuantileUs(0.99), 990);
  EXPECT_DOUBLE_EQ(r.QuantileUs(0.999), 999);
  EXPECT_DOUBLE_EQ(r.QuantileUs(1.0), 1000);
  EXPECT_DOUBLE_EQ(r.QuantileUs(0.0), 1);
  EXPECT_DOUBLE_EQ(r.MeanUs(), 500.5);
  EXPECT_DOUBLE_EQ(PhaseResult().QuantileUs(0.99), 0);
}

TEST(LoadDriverTest, ResidentMemoryAndCpuOfThisProcess) {
  EXPECT_GT(ResidentKib(getpid()), 0);
  const CpuSeconds self = ProcessCpu(getpid());
  EXPECT_GE(self.user, 0);
  EXPECT_GE(self.system, 0);
  EXPECT_GE(ProcessCpu(0).user, 0);
  EXPECT_GE(ProcessCpu(0).system, 0);
  EXPECT_EQ(ResidentKib(-5), -1);
  EXPECT_EQ(ProcessCpu(-5).user, -1);
  EXPECT_EQ(ProcessCpu(-5).system, -1);
}

TEST(LoadDriverTest, UserCpuCountsComputation) {
  // Work in user space until this process's user time has grown by 20 ms (getrusage: exact to
  // the microsecond), or give up after 10 s of wall time on a starved machine.
  const CpuSeconds start = ProcessCpu(0);
  const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  volatile uint64_t sink = 0;
  CpuSeconds spent;
  do {
    for (int i = 0; i < 1000000; ++i) sink = sink * 6364136223846793005ULL + i;
    spent = ProcessCpu(0) - start;
  } while (spent.user < 0.02 && std::chrono::steady_clock::now() < give_up);
  EXPECT_GE(spent.user, 0.02);
  EXPECT_GE(spent.system, 0);
  EXPECT_DOUBLE_EQ(spent.total(), spent.user + spent.system);
  CpuSeconds sum = start;
  sum += spent;
  EXPECT_DOUBLE_EQ(sum.user, start.user + spent.user);
}

}  // namespace
}  // namespace arbiter::bench
