// arbiterd: the Arbiter rules service. Serves every game of this build (DefaultRegistry()) on
// --listen until SIGTERM or SIGINT, then shuts down (Server::Shutdown) and exits 0.
// Prints the effective configuration and "listening on HOST:PORT" (the bound port, also when
// --listen asked for port 0) on stdout at start.
//
//   arbiterd --listen=127.0.0.1:0 --metrics_listen=127.0.0.1:0
#include <pthread.h>
#include <signal.h>

#include <cstdio>
#include <iostream>

#include "CLI/CLI.hpp"
#include "engines/all_games.h"
#include "service/build_info.h"
#include "service/server.h"
#include "service/server_config.h"

int main(int argc, char** argv) {
  using arbiter::service::ServerConfig;
  CLI::App app{"arbiterd: stateless rules adjudication for board games (gRPC)"};
  ServerConfig config;
  arbiter::service::AddServerFlags(app, &config);
  app.set_version_flag("--version", arbiter::service::VersionLine("arbiterd") + "\n");
  CLI11_PARSE(app, argc, argv);

  // Block the stop signals in every thread (gRPC's threads inherit this mask) and wait for
  // them below, in this thread only.
  sigset_t stop_signals;
  sigemptyset(&stop_signals);
  sigaddset(&stop_signals, SIGTERM);
  sigaddset(&stop_signals, SIGINT);
  pthread_sigmask(SIG_BLOCK, &stop_signals, nullptr);

  std::cout << arbiter::service::VersionLine("arbiterd") << "\n"
            << arbiter::service::DescribeConfig(config);
  std::cout << "games:";
  for (const arbiter::Game* game : arbiter::DefaultRegistry().List()) {
    std::cout << " " << game->Info().game_id();
  }
  std::cout << "\n";

  absl::StatusOr<std::unique_ptr<arbiter::service::Server>> server =
      arbiter::service::Server::Start(config, arbiter::DefaultRegistry(), {});
  if (!server.ok()) {
    std::cerr << "arbiterd: " << server.status().message() << "\n";
    return 1;
  }
  std::cout << "listening on " << (*server)->address() << std::endl;

  int signal_number = 0;
  sigwait(&stop_signals, &signal_number);
  std::cout << "received " << (signal_number == SIGTERM ? "SIGTERM" : "SIGINT")
            << ", shutting down" << std::endl;
  (*server)->Shutdown();
  (*server)->Wait();
  std::cout << "stopped" << std::endl;
  return 0;
}
