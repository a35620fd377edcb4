// arbiter: the command-line client of the Arbiter rules service. Runs every game of this build
// in-process by default, or calls an arbiterd with --server=HOST:PORT. Reads and writes the
// proto3 JSON forms of the arbiter.v1 messages.
//
//   arbiter new quibbles --seats 3 --seed 7 > s.json
//   arbiter legal --state s.json --seat 0
//   arbiter apply --state s.json --seat 0 --action '{"draw": {"card": 4}}' > s2.json
//   arbiter view --state s2.json --seat 1 --server=127.0.0.1:50051
//   arbiter games --server=rules.example:443 --tls_ca_file=ca.pem --token_file=token
//
// Exit codes: 0 ok, 1 illegal action, 2 usage or input error, 3 server error (context.h).
#include "CLI/CLI.hpp"
#include "clients/cli/commands.h"
#include "clients/cli/context.h"
#include "service/build_info.h"

int main(int argc, char** argv) {
  using namespace arbiter::cli;
  Context context;
  CLI::App app{"arbiter: judge board-game actions in-process or against an arbiterd server"};
  app.set_version_flag("--version", arbiter::service::VersionLine("arbiter") + "\n");
  app.add_option("--server", context.options.server,
                 "HOST:PORT of an arbiterd (default: in-process)")
      ->envname("ARBITER_SERVER");
  app.add_option("--format", context.options.format,
                 "stdout: auto (summary on a terminal, else JSON), json, summary")
      ->check(CLI::IsMember({"auto", "json", "summary"}))
      ->capture_default_str();
  app.add_option("-o,--out", context.options.out, "write the JSON answer to FILE");
  app.add_option("--deadline", context.options.deadline_seconds,
                 "per-call deadline with --server, seconds")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  arbiter::client::AddConnectionFlags(app, &context.options.connection);
  app.require_subcommand(1);
  app.fallthrough();  // global options may also follow the subcommand

  AddGamesCommand(app, context);
  AddNewCommand(app, context);
  AddApplyCommand(app, context);
  AddLegalCommand(app, context);
  AddViewCommand(app, context);
  AddReplayCommand(app, context);
  AddPlayoutCommand(app, context);

  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = app.exit(e);
    return code == 0 ? 0 : kExitUsage;
  }
  return context.exit_code;
}
