// `arbiter playout GAME --seats N [--seed S | --external] [--option NAME=VALUE]...
// [--first-seat F] [--policy-seed P] [--max-steps M] [--digests]
// (--record FILE | --count K --record-dir DIR)`: plays seeded random games in-process
// (clients/records/playout.h) and writes them as records (docs/records.md). With --count, K
// records with seeds S, S+1, ... (and policy seeds P, P+1, ...) named GAME-SEED.json.
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "clients/cli/commands.h"
#include "clients/records/playout.h"
#include "clients/records/record_io.h"
#include "engines/all_games.h"

namespace arbiter::cli {
namespace {

struct PlayoutFlags {
  std::string game_id;
  int seats = 0;
  uint64_t seed = 0;
  bool external = false;
  int first_seat = 0;
  std::vector<std::string> options;
  uint64_t policy_seed = 1;
  int max_steps = 500;
  bool digests = false;
  std::string record;
  int count = 1;
  std::string record_dir;
};

void Run(Context& context, const PlayoutFlags& flags) {
  if (flags.record.empty() == flags.record_dir.empty()) {
    return context.Fail(
        absl::InvalidArgumentError("playout: give exactly one of --record or --record-dir"));
  }
  absl::StatusOr<const Game*> game = DefaultRegistry().Get(flags.game_id);
  if (!game.ok()) return context.Fail(game.status());
  absl::StatusOr<v1::GameSetup> base =
      SetupFromFlags(flags.game_id, flags.seats, flags.first_seat, flags.external, flags.seed,
                     flags.options);
  if (!base.ok()) return context.Fail(base.status());
  if (!flags.record_dir.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(flags.record_dir, ec);
  }
  for (int i = 0; i < flags.count; ++i) {
    v1::GameSetup setup = *base;
    if (!flags.external) setup.mutable_randomness()->set_seed(flags.seed + i);
    records::PlayoutOptions options;
    options.max_steps = flags.max_steps;
    options.policy_seed = flags.policy_seed + i;
    options.with_digests = flags.digests;
    absl::StatusOr<v1::GameRecord> record = records::RecordPlayout(**game, setup, options);
    if (!record.ok()) return context.Fail(record.status());
    const std::string path =
        flags.record.empty()
            ? (std::filesystem::path(flags.record_dir) /
               absl::StrCat(flags.game_id, "-", flags.external ? "external-" : "",
                            flags.external ? options.policy_seed : flags.seed + i, ".json"))
                  .string()
            : flags.record;
    if (absl::Status s = records::WriteRecordFile(*record, path); !s.ok()) {
      return context.Fail(s);
    }
    std::cerr << "wrote " << path << " (" << record->steps_size() << " steps)\n";
    if (!flags.record.empty()) break;
  }
  context.exit_code = kExitOk;
}

}  // namespace

void AddPlayoutCommand(CLI::App& app, Context& context) {
  auto flags = std::make_shared<PlayoutFlags>();
  CLI::App* command = app.add_subcommand(
      "playout", "record seeded random games (in-process) as replayable records");
  command->add_option("game", flags->game_id, "game id (see `arbiter games`)")->required();
  command->add_option("--seats", flags->seats, "number of seats")->required();
  auto* seed = command->add_option("--seed", flags->seed, "generator seed (seeded randomness)");
  command->add_flag("--external", flags->external,
                    "external randomness: chance outcomes become steps of the record")
      ->excludes(seed);
  command->add_option("--first-seat", flags->first_seat, "seat that moves first");
  command->add_option("--option", flags->options, "game option NAME=VALUE (repeatable)");
  command->add_option("--policy-seed", flags->policy_seed, "seed of the random move policy")
      ->capture_default_str();
  command->add_option("--max-steps", flags->max_steps, "stop after this many steps")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  command->add_flag("--digests", flags->digests,
                    "write each step's expected state digest into the record");
  command->add_option("--record", flags->record, "write one record to FILE (.json or .binpb)");
  command->add_option("--count", flags->count, "with --record-dir: how many records")
      ->check(CLI::Range(1, 1000000));
  command->add_option("--record-dir", flags->record_dir, "write --count records into DIR");
  command->callback([&context, flags] { Run(context, *flags); });
}

}  // namespace arbiter::cli
