// arbiterd: the Arbiter rules service. Serves every game of this build (DefaultRegistry()) on
// --listen and Prometheus metrics on --metrics_listen until SIGTERM or SIGINT, then drains
// (Server::Shutdown: health NOT_SERVING, new calls refused, in-flight calls get
// --drain_seconds) and exits 0.
//
// stdout at start: the version line, the effective configuration as one JSON line, the games,
// "listening on HOST:PORT", "health on HOST:PORT" (only with --health_listen) and "metrics on
// HOST:PORT" (bound ports, also when port 0 was asked). stderr: JSON log lines
// (request_log.h), one per request at --log_level=info.
// Exit codes: 0 after a signal-initiated shutdown and for --help/--version, 1 when a port cannot
// be bound (also one another process holds) or a TLS or token file is refused at start (key not
// matching the certificate, expired certificate), 2 for bad flags or environment variables
// (unknown flag, bad value, a flag missing the flag it needs; including missing or unparsable
// TLS, token and seal key files), with CLI11's message naming the flag on stderr.
//
//   arbiterd --listen=127.0.0.1:0 --metrics_listen=127.0.0.1:0
#include <pthread.h>
#include <signal.h>

#include <cstdio>
#include <iostream>

#include "CLI/CLI.hpp"
#include "absl/strings/str_cat.h"
#include "absl/synchronization/mutex.h"
#include "buildinfo/build_info.h"
#include "engines/all_games.h"
#include "service/observability/library_logs.h"
#include "service/observability/metrics.h"
#include "service/observability/metrics_server.h"
#include "service/observability/request_log.h"
#include "service/server/server.h"
#include "service/server/server_config.h"

int main(int argc, char** argv) {
  using namespace arbiter::service;  // NOLINT: a main of a few calls
  namespace buildinfo = arbiter::buildinfo;
  CLI::App app{
      "arbiterd: stateless rules adjudication for board games (gRPC).\n"
      "Every flag can also be set by the environment variable named after it.\n"
      "SIGTERM/SIGINT: health NOT_SERVING, new calls refused, in-flight calls drain, exit 0."};
  ServerConfig config;
  AddServerFlags(app, &config);
  app.set_version_flag("--version", buildinfo::VersionLine("arbiterd"));
  // Bad flags exit 2 (docs/operations.md), as the arbiter CLI does; CLI11's own codes
  // (105 validation, 107 a missing requirement, 109 an unknown flag, ...) are not for scripts.
  // --help and --version print and exit 0.
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? 0 : 2;
  }

  // Debian builds abseil without NDEBUG, so absl::Mutex (under every gRPC lock) runs its
  // debug-mode deadlock detection: each lock records lock-order edges in one process-wide
  // graph under one global lock, and a suspected cycle aborts the process. That is a test
  // tool (the unit and integration tests keep it); in the service it cost ~10 % of the
  // instructions of every call (BENCHMARKS.md) and would turn a false positive into a crash.
  // Set before any thread starts, so no mutex is ever tracked.
  absl::SetMutexDeadlockDetectionMode(absl::OnDeadlockCycle::kIgnore);

  // Block the stop signals in every thread (gRPC's threads inherit this mask) and wait for
  // them below, in this thread only.
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGTERM);
  sigaddset(&stop_signals, SIGINT);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);

  std::cout << buildinfo::VersionLine("arbiterd") << "\n" << DescribeConfig(config) << "\n";
  std::cout << "games:";
  for (const arbiter::Game* game : arbiter::DefaultRegistry().List()) {
    std::cout << " " << game->Info().game_id();
  }
  std::cout << "\n";

  // The flag check admits only valid names.
  Logger logger(ParseLogLevel(config.log_level).value_or(LogLevel::kInfo));
  LibraryLogs library_logs(&logger);  // protobuf's and gRPC's lines as JSON lines too
  Metrics metrics(RulesServiceMetricsOptions(arbiter::DefaultRegistry()));
  RequestLog request_log(&logger);

  MetricsServerOptions metrics_options;
  metrics_options.threads = config.metrics_threads;
  metrics_options.request_timeout_seconds = config.metrics_timeout_seconds;
  absl::StatusOr<std::unique_ptr<MetricsServer>> metrics_server =
      MetricsServer::Start(config.metrics_listen, metrics.registry(), metrics_options);
  if (!metrics_server.ok()) {
    logger.Log(LogLevel::kError, "cannot start", {{"error", metrics_server.status().message()}});
    std::cerr << "arbiterd: " << metrics_server.status().message() << "\n";
    return 1;
  }
  absl::StatusOr<std::unique_ptr<Server>> server =
      Server::Start(config, arbiter::DefaultRegistry(), {&metrics, &request_log});
  if (!server.ok()) {
    logger.Log(LogLevel::kError, "cannot start", {{"error", server.status().message()}});
    std::cerr << "arbiterd: " << server.status().message() << "\n";
    return 1;
  }
  const std::string metrics_address = absl::StrCat(
      config.metrics_listen.substr(0, config.metrics_listen.rfind(':')), ":",
      (*metrics_server)->port());
  std::cout << "listening on " << (*server)->address() << "\n";
  if (!(*server)->health_address().empty()) {
    std::cout << "health on " << (*server)->health_address() << "\n";
  }
  std::cout << "metrics on " << metrics_address << std::endl;
  logger.Log(LogLevel::kInfo, "serving",
             {{"listen", (*server)->address()}, {"metrics", metrics_address},
              {"version", buildinfo::BuildVersion()}, {"commit", buildinfo::BuildCommit()}});

  int signal_number = 0;
  sigwait(&stop_signals, &signal_number);
  const char* signal_name = signal_number == SIGTERM ? "SIGTERM" : "SIGINT";
  std::cout << "received " << signal_name << ", shutting down" << std::endl;
  logger.Log(LogLevel::kInfo, "draining",
             {{"signal", signal_name}, {"drain_seconds", config.shutdown_grace_seconds}});
  (*server)->Shutdown();
  (*server)->Wait();
  logger.Log(LogLevel::kInfo, "stopped");
  std::cout << "stopped" << std::endl;
  return 0;
}
