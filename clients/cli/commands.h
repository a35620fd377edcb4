// The `arbiter` subcommands, one file each (games_command.cc, new_command.cc, ...). Each adds
// itself to the app with its options and a callback that runs it and sets context.exit_code.
// A new subcommand (replay, playout) is a new file with one more Add...Command, listed in
// main.cc.
#ifndef ARBITER_CLIENTS_CLI_COMMANDS_H_
#define ARBITER_CLIENTS_CLI_COMMANDS_H_

#include <cstdint>
#include <string>
#include <vector>

#include "CLI/CLI.hpp"
#include "absl/status/statusor.h"
#include "arbiter/v1/game_state.pb.h"
#include "clients/cli/context.h"

namespace arbiter::cli {

// `arbiter games`: ListGames.
void AddGamesCommand(CLI::App& app, Context& context);
// `arbiter new GAME --seats N [--seed S | --external] [--option NAME=VALUE]... [--first-seat F]
// [--content-name NAME | --content JSON|@FILE]`. On a terminal: the events, then the position
// drawn as a spectator sees it (text_view.h).
void AddNewCommand(CLI::App& app, Context& context);
// `arbiter apply --state FILE (--seat N | --chance) --action JSON|@FILE [--validate-only]`;
// exits kExitIllegal when the action is illegal. On a terminal: the events, then the position
// after the action drawn as the actor sees it (text_view.h).
void AddApplyCommand(CLI::App& app, Context& context);
// `arbiter legal --state FILE (--seat N | --chance)`. On a terminal: the position drawn as that
// seat sees it (text_view.h), then the legal actions.
void AddLegalCommand(CLI::App& app, Context& context);
// `arbiter view --state FILE (--seat N | --spectator)`. On a terminal: the position drawn as
// that viewer sees it (text_view.h).
void AddViewCommand(CLI::App& app, Context& context);
// `arbiter replay PATH... [-j N] [--report-json FILE] [--junit-xml FILE] [--expectations]`:
// validates recorded games; exit 0 all valid, 1 any invalid, 2 usage (docs/records.md).
void AddReplayCommand(CLI::App& app, Context& context);
// `arbiter playout GAME --seats N ... (--record FILE | --count K --record-dir DIR)`: records
// seeded random games (in-process).
void AddPlayoutCommand(CLI::App& app, Context& context);

// The setup flags shared by `new` and `playout`: GAME --seats N [--seed S | --external]
// [--first-seat F] [--option NAME=VALUE]... [--content-name NAME | --content JSON|@FILE]
struct SetupFlags {
  std::string game_id;
  int seats = 0;
  uint64_t seed = 0;
  bool external = false;
  int first_seat = 0;
  std::vector<std::string> options;
  // --content-name NAME: built-in content by name; --content JSON|@FILE: the caller's own
  // content (the game's content message, or an Any with "@type"). At most one.
  std::string content_name;
  std::string content;
};
// Adds the setup flags to `command`; `external_help` explains --external for that command.
void AddSetupFlags(CLI::App* command, const std::string& external_help, SetupFlags* flags);
// The GameSetup they describe: SEEDED with the seed unless --external; options as NAME=VALUE
// strings (INVALID_ARGUMENT "--option: ..." when malformed).
absl::StatusOr<v1::GameSetup> SetupFromFlags(const SetupFlags& flags);
// Sets setup->content from --content-name or --content (nothing when neither is given).
// `content_type` is the game's GameInfo.content_type, for --content JSON without "@type"
// (INVALID_ARGUMENT "--content: ..." when the game has none, or the JSON does not parse).
// --content @FILE reads at most `max_input_bytes` (--max_input_bytes; RESOURCE_EXHAUSTED past).
absl::Status ContentFromFlags(const SetupFlags& flags, const std::string& content_type,
                              int64_t max_input_bytes, v1::GameSetup* setup);

// --seat N / --chance (or --spectator for views) on a subcommand: exactly one must be given.
struct SeatFlags {
  int seat = 0;
  bool other = false;  // --chance or --spectator
  CLI::Option* seat_option = nullptr;
  CLI::Option* other_option = nullptr;
};
// Adds --seat and `other_flag` ("--chance" or "--spectator"), mutually exclusive.
void AddSeatFlags(CLI::App* command, const std::string& other_flag, const std::string& help,
                  SeatFlags* flags);
// The wire Actor (--seat or --chance) / Viewer (--seat or --spectator). INVALID_ARGUMENT when
// neither was given. A negative --seat is passed on; the rules answer INVALID_ARGUMENT.
absl::StatusOr<v1::Actor> ActorOf(const SeatFlags& flags);
absl::StatusOr<v1::Viewer> ViewerOf(const SeatFlags& flags);

}  // namespace arbiter::cli

#endif  // ARBITER_CLIENTS_CLI_COMMANDS_H_
