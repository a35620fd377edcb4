// arbiter: the command-line client of the Arbiter rules service. Runs every game of this build
// in-process by default, or calls an arbiterd with --server=HOST:PORT. Reads and writes the
// proto3 JSON forms of the arbiter.v1 messages.
//
//   arbiter new <game> --seats 3 --seed 7 > s.json
//   arbiter legal --state s.json --seat 0
//   arbiter apply --state s.json --seat 0 --action '{"draw": {"card": 4}}' > s2.json
//   arbiter view --state s2.json --seat 1 --server=127.0.0.1:50051
//   arbiter games --server=rules.example:443 --tls_ca_file=ca.pem --token_file=token
//
// Exit codes (context.h): 0 ok, 1 illegal action, 2 usage or input error (including
// INVALID_ARGUMENT, NOT_FOUND, FAILED_PRECONDITION, RESOURCE_EXHAUSTED, UNAUTHENTICATED and
// PERMISSION_DENIED answers), 3 server unavailable or failing (UNAVAILABLE, DEADLINE_EXCEEDED,
// CANCELLED, INTERNAL, UNKNOWN, UNIMPLEMENTED, ...).
#include <string>

#include "CLI/CLI.hpp"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "buildinfo/build_info.h"
#include "clients/cli/commands.h"
#include "clients/cli/context.h"
#include "engines/core/quote.h"

namespace {

// --deadline: a number of seconds in (0, kMaxDeadlineSeconds], with a readable refusal (CLI11's
// PositiveNumber printed the largest double in full). The bound keeps seconds * 1000 far inside
// the int64 milliseconds the backend sets on each call.
constexpr double kMaxDeadlineSeconds = 1e6;
CLI::Validator DeadlineSeconds() {
  return CLI::Validator(
      [](std::string& text) -> std::string {
        double seconds = 0;
        if (absl::SimpleAtod(text, &seconds) && seconds > 0 && seconds <= kMaxDeadlineSeconds) {
          return std::string();
        }
        return absl::StrCat(arbiter::QuoteCallerText(text),
                            " is not a number of seconds above 0 and at most 1000000");
      },
      "SECONDS", "deadline seconds");
}

}  // namespace

int main(int argc, char** argv) {
  using namespace arbiter::cli;
  Context context;
  CLI::App app{"arbiter: judge board-game actions in-process or against an arbiterd server"};
  app.set_version_flag("--version", arbiter::buildinfo::VersionLine("arbiter") + "\n");
  app.footer(
      "Exit codes: 0 ok; 1 illegal action (apply) or a record not valid (replay); 2 usage or\n"
      "input error, including the answers INVALID_ARGUMENT, NOT_FOUND, FAILED_PRECONDITION,\n"
      "RESOURCE_EXHAUSTED, UNAUTHENTICATED and PERMISSION_DENIED (retrying will not help);\n"
      "3 server unavailable or failing: UNAVAILABLE, DEADLINE_EXCEEDED, CANCELLED, INTERNAL,\n"
      "UNKNOWN, UNIMPLEMENTED (a retry may help).");
  app.add_option("--server", context.options.server,
                 "HOST:PORT of an arbiterd, or a gRPC target of several (ipv4:A:P,B:P or "
                 "dns:///NAME:P, round-robin; default: in-process)")
      ->envname("ARBITER_SERVER");
  app.add_option("--format", context.options.format,
                 "stdout: auto (summary on a terminal, else JSON), json, summary")
      ->check(CLI::IsMember({"auto", "json", "summary"}))
      ->capture_default_str();
  app.add_option("-o,--out", context.options.out, "write the JSON answer to FILE");
  app.add_option("--deadline", context.options.deadline_seconds,
                 "per-call deadline with --server, seconds (more than 0, at most 1000000)")
      ->check(DeadlineSeconds())
      ->capture_default_str();
  app.add_option("--max_input_bytes", context.options.max_input_bytes,
                 "largest file or stdin read (--state, @FILE, replay records), bytes; larger "
                 "input is refused with exit 2")
      ->envname("ARBITER_MAX_INPUT_BYTES")
      ->check(CLI::Range(int64_t{1}, int64_t{1} << 40))
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
