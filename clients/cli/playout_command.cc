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
  SetupFlags setup;
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
  const SetupFlags& sf = flags.setup;
  absl::StatusOr<const Game*> game = DefaultRegistry().Get(sf.game_id);
  if (!game.ok()) return context.Fail(game.status());
  absl::StatusOr<v1::GameSetup> base = SetupFromFlags(sf);
  if (!base.ok()) return context.Fail(base.status());
  if (absl::Status s = ContentFromFlags(sf, (*game)->Info().content_type(),
                                        context.options.max_input_bytes, &*base); !s.ok()) {
    return context.Fail(s);
  }
  if (!flags.record_dir.empty()) {
    std::error_code ec;
    std::filesystem::create_directories(flags.record_dir, ec);
  }
  for (int i = 0; i < flags.count; ++i) {
    v1::GameSetup setup = *base;
    if (!sf.external) setup.mutable_randomness()->set_seed(sf.seed + i);
    records::PlayoutOptions options;
    options.max_steps = flags.max_steps;
    options.policy_seed = flags.policy_seed + i;
    options.with_digests = flags.digests;
    absl::StatusOr<v1::GameRecord> record = records::RecordPlayout(**game, setup, options);
    if (!record.ok()) return context.Fail(record.status());
    const std::string path =
        flags.record.empty()
            ? (std::filesystem::path(flags.record_dir) /
               absl::StrCat(sf.game_id, "-", sf.external ? "external-" : "",
                            sf.external ? options.policy_seed : sf.seed + i, ".json"))
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
  AddSetupFlags(command, "external randomness: chance outcomes become steps of the record",
                &flags->setup);
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
