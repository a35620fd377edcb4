// SIGTERM under load: arbiterd must stop serving health, refuse new calls, let every call it
// started finish, and exit 0 well within the drain deadline.
//
// Sixteen client threads over four connections play real games as fast as they can; a fifth
// connection watches grpc.health.v1 like a client-side health checker. After a few hundred
// answered calls the test sends SIGTERM and keeps the load going until the process has exited.
// Then:
//  - every call the server started (its JSON request log has one line per finished call) ended
//    OK, and the client got exactly that many OK answers per method: no started call failed
//    or was lost;
//  - every other client call was refused without being started: UNAVAILABLE (GOAWAY, or the
//    port closed) or, for a call that reached the server in the instant shutdown began,
//    CANCELLED: gRPC 1.51 cancels such not-yet-dispatched calls instead of refusing them with
//    UNAVAILABLE; no handler ran for them, so they are safe to retry elsewhere;
//  - the health watch saw SERVING, then NOT_SERVING;
//  - the exit code is 0, in well under the drain deadline (the Watch stream must not hold
//    the server open until the deadline).
#include <signal.h>

#include <atomic>
#include <iostream>
#include <map>
#include <thread>
#include <vector>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "grpc/health/v1/health.grpc.pb.h"
#include "gtest/gtest.h"
#include "tests/operator/harness.h"
#include "tests/operator/traffic.h"

#ifndef ARBITERD_PATH
#error "ARBITERD_PATH must name the arbiterd binary"
#endif

namespace arbiter::operator_testing {
namespace {

using grpc::health::v1::HealthCheckRequest;
using grpc::health::v1::HealthCheckResponse;

constexpr int kConnections = 4;
constexpr int kWorkers = 16;
constexpr double kDrainSeconds = 20;

std::shared_ptr<grpc::Channel> NewConnection(const std::string& address) {
  grpc::ChannelArguments args;
  args.SetInt(GRPC_ARG_USE_LOCAL_SUBCHANNEL_POOL, 1);  // its own TCP connection
  return grpc::CreateCustomChannel(address, grpc::InsecureChannelCredentials(), args);
}

TEST(GracefulShutdownTest, SigtermUnderLoadDrainsEveryStartedCall) {
  absl::StatusOr<std::unique_ptr<Subprocess>> started = Subprocess::Start(
      {ARBITERD_PATH, "--listen=127.0.0.1:0", "--metrics_listen=127.0.0.1:0", "--log_level=info",
       absl::StrCat("--drain_seconds=", kDrainSeconds)});
  ASSERT_TRUE(started.ok()) << started.status();
  std::unique_ptr<Subprocess> server = std::move(*started);
  absl::StatusOr<std::string> address = server->WaitForOutputLine("listening on ",
                                                                   absl::Seconds(60));
  ASSERT_TRUE(address.ok()) << address.status();
  absl::StatusOr<std::string> games_line = server->WaitForOutputLine("games:", absl::Seconds(5));
  ASSERT_TRUE(games_line.ok()) << games_line.status();
  std::vector<std::string> games = absl::StrSplit(*games_line, ' ', absl::SkipEmpty());
  ASSERT_FALSE(games.empty());

  // Health watch.
  std::vector<HealthCheckResponse::ServingStatus> health;
  grpc::ClientContext health_context;
  auto health_stub = grpc::health::v1::Health::NewStub(NewConnection(*address));
  std::unique_ptr<grpc::ClientReader<HealthCheckResponse>> watch =
      health_stub->Watch(&health_context, HealthCheckRequest());
  grpc::Status watch_status;
  std::thread watcher([&] {
    HealthCheckResponse response;
    while (watch->Read(&response)) health.push_back(response.status());
    watch_status = watch->Finish();
  });

  // Load.
  std::vector<std::shared_ptr<grpc::Channel>> connections;
  for (int i = 0; i < kConnections; ++i) connections.push_back(NewConnection(*address));
  std::atomic<bool> stop{false};
  std::vector<Tally> tallies(kWorkers);
  std::vector<std::string> unexpected(kWorkers);
  std::vector<std::thread> workers;
  for (int w = 0; w < kWorkers; ++w) {
    workers.emplace_back([&, w] {
      auto stub = v1::RulesService::NewStub(connections[w % kConnections]);
      for (uint64_t seed = w * 1000; !stop.load(); ++seed) {
        absl::Status s = PlayGame(*stub, games[seed % games.size()], seed, /*max_moves=*/40,
                                  &tallies[w], std::chrono::seconds(60));
        if (s.code() == absl::StatusCode::kUnavailable ||
            s.code() == absl::StatusCode::kCancelled) {
          std::this_thread::sleep_for(std::chrono::milliseconds(5));
        } else if (!s.ok() && unexpected[w].empty()) {
          unexpected[w] = s.ToString();
        }
      }
    });
  }
  auto answered = [&] {
    int64_t n = 0;
    for (const Tally& t : tallies) n += t.count("ApplyAction", "OK");
    return n;
  };
  ASSERT_TRUE(Eventually([&] { return answered() >= 300; }, absl::Seconds(60)))
      << "load never got going: " << answered() << " answers";

  const absl::Time signalled = absl::Now();
  server->Signal(SIGTERM);
  absl::StatusOr<int> exit_code = server->Wait(absl::Seconds(kDrainSeconds + 30));
  const absl::Duration shutdown_time = absl::Now() - signalled;
  stop = true;
  for (std::thread& t : workers) t.join();
  health_context.TryCancel();
  watcher.join();

  ASSERT_TRUE(exit_code.ok()) << exit_code.status();
  EXPECT_EQ(*exit_code, 0) << server->Stderr().substr(0, 4000);
  // The Watch saw NOT_SERVING, then the server ended it (so it did not hold the drain) instead
  // of cancelling every call, which cut answers still being written.
  ASSERT_FALSE(health.empty());
  EXPECT_EQ(health.front(), HealthCheckResponse::SERVING);
  EXPECT_EQ(health.back(), HealthCheckResponse::NOT_SERVING);
  EXPECT_EQ(watch_status.error_code(), grpc::StatusCode::UNAVAILABLE);
  EXPECT_EQ(watch_status.error_message(), "health watch: the server is stopping");
  EXPECT_LT(shutdown_time, absl::Seconds(kDrainSeconds))
      << "drain took the whole deadline: some call (or the health watch) held it open";
  for (const std::string& u : unexpected) EXPECT_EQ(u, "") << "a worker saw an unexpected error";

  Tally client;
  for (const Tally& t : tallies) client.Merge(t);
  for (const auto& [method_code, n] : client.calls()) {
    std::cout << "client: " << method_code.first << " " << method_code.second << " " << n
              << "\n";
    EXPECT_TRUE(method_code.second == "OK" || method_code.second == "UNAVAILABLE" ||
                method_code.second == "CANCELLED")
        << n << " " << method_code.first << " calls ended " << method_code.second;
  }

  // The server's view: one JSON request line per finished call.
  std::map<std::string, int64_t> server_ok;
  int64_t after_drain_began = 0, lines = 0;
  bool draining = false;
  for (absl::string_view line : absl::StrSplit(server->Stderr(), '\n', absl::SkipEmpty())) {
    absl::StatusOr<google::protobuf::Struct> json = ParseJsonObject(line);
    ASSERT_TRUE(json.ok()) << "stderr line is not JSON: " << line;
    const auto& f = json->fields();
    const std::string msg = f.at("msg").string_value();
    if (msg == "draining") draining = true;
    if (msg != "request") continue;
    ++lines;
    if (draining) ++after_drain_began;
    EXPECT_EQ(f.at("code").string_value(), "OK") << line;
    if (f.at("code").string_value() == "OK") ++server_ok[f.at("method").string_value()];
  }
  int64_t client_ok = 0;
  for (const auto& [method_code, n] : client.calls()) {
    if (method_code.second != "OK") continue;
    client_ok += n;
    EXPECT_EQ(server_ok[method_code.first], n) << method_code.first;
  }
  // Hence the calls the client saw fail were never started by the server.
  EXPECT_EQ(lines, client_ok);
  std::cout << "server: " << lines << " requests logged, " << after_drain_began
            << " finished after the drain began; shutdown took "
            << absl::FormatDuration(shutdown_time) << "\n";

  ASSERT_GE(health.size(), 2u) << "health watch saw " << health.size() << " updates";
  EXPECT_EQ(health.front(), HealthCheckResponse::SERVING);
  EXPECT_EQ(health.back(), HealthCheckResponse::NOT_SERVING);
}

}  // namespace
}  // namespace arbiter::operator_testing
