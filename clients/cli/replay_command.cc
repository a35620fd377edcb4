// `arbiter replay PATH... [-j N] [--report-json FILE] [--junit-xml FILE] [--expectations]
// [--max-steps N] [--shard I/N]`: validates recorded games (docs/records.md), in-process or
// against --server. Prints a summary table; a progress bar on stderr when it is a terminal.
// --shard I/N validates only shard I's share of the records (clients/records/shard.h); its
// --report-json carries "shard": "I/N".
// `arbiter replay --merge SHARD.json... [--report-json FILE] [--junit-xml FILE]
// [--expectations]`: merges the JSON reports of the N shards of one run into the unsharded
// run's report (clients/records/report_merge.h), prints its table, and exits as that run would.
// Exit: 0 all valid (with --expectations: all as their `expect` block says), 1 otherwise,
// 2 usage errors (a PATH that does not exist, no record found, a record larger than
// --max_input_bytes, unwritable report, a bad --shard, shard reports that are not one whole
// run).
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "clients/cli/commands.h"
#include "clients/cli/backend.h"
#include "clients/records/record_io.h"
#include "clients/records/replay_runner.h"
#include "clients/records/report_merge.h"
#include "clients/records/shard.h"
#include "engines/all_games.h"

namespace arbiter::cli {
namespace {

struct ReplayFlags {
  std::vector<std::string> paths;
  int jobs = 1;
  std::string report_json;
  std::string junit_xml;
  bool expectations = false;
  int64_t max_steps = 1000000;
  std::string shard;  // "I/N"; empty: every record
  bool merge = false;  // `paths` are shard reports to merge
};

// "\r[#########-----------]  12/40 records" on stderr.
void DrawProgress(size_t done, size_t total) {
  constexpr int kWidth = 30;
  const int filled = total == 0 ? kWidth : static_cast<int>(kWidth * done / total);
  std::string bar(filled, '#');
  bar.append(kWidth - filled, '-');
  std::fprintf(stderr, "\r[%s] %zu/%zu records", bar.c_str(), done, total);
  if (done == total) std::fputc('\n', stderr);
  std::fflush(stderr);
}

// Prints the table, writes --report-json and --junit-xml, and sets the exit code.
void Report(Context& context, const ReplayFlags& flags, const tools::v1::ReplaySummary& summary) {
  records::PrintSummary(summary, std::cout);
  std::cout.flush();

  int exit_code = kExitOk;
  if (flags.expectations) {
    for (const tools::v1::RecordResult& r : summary.results()) {
      if (!r.matches_expectation()) exit_code = kExitIllegal;
    }
  } else if (summary.valid() != summary.records()) {
    exit_code = kExitIllegal;
  }
  if (!flags.report_json.empty()) {
    if (absl::Status s = records::WriteJsonReport(summary, flags.report_json); !s.ok()) {
      std::cerr << "arbiter replay: " << s.message() << "\n";
      exit_code = kExitUsage;
    }
  }
  if (!flags.junit_xml.empty()) {
    if (absl::Status s = records::WriteJUnitXml(summary, flags.junit_xml, flags.expectations); !s.ok()) {
      std::cerr << "arbiter replay: " << s.message() << "\n";
      exit_code = kExitUsage;
    }
  }
  context.exit_code = exit_code;
}

void Run(Context& context, const ReplayFlags& flags) {
  std::optional<records::Shard> shard;
  if (!flags.shard.empty()) {
    absl::StatusOr<records::Shard> parsed = records::ParseShard(flags.shard);
    if (!parsed.ok()) {
      std::cerr << "arbiter replay: " << parsed.status().message() << "\n";
      context.exit_code = kExitUsage;
      return;
    }
    shard = *parsed;
  }
  std::vector<std::string> missing;
  std::vector<std::string> files = records::FindRecordFiles(flags.paths, &missing);
  for (const std::string& m : missing) std::cerr << "arbiter replay: " << m << "\n";
  if (!missing.empty()) {
    context.exit_code = kExitUsage;
    return;
  }
  if (files.empty()) {
    std::cerr << "arbiter replay: no record files (*.json, *.binpb, *.pb) under the given "
                 "paths\n";
    context.exit_code = kExitUsage;
    return;
  }
  // A shard takes its share; it may be empty (more shards than records): an empty report.
  if (shard.has_value()) files = records::FilesOfShard(files, *shard);
  // A record over --max_input_bytes is refused before any is read, like a missing path.
  bool too_large = false;
  for (const std::string& file : files) {
    std::error_code error;
    const uintmax_t size = std::filesystem::file_size(file, error);
    if (!error && size > static_cast<uintmax_t>(context.options.max_input_bytes)) {
      std::cerr << "arbiter replay: " << file << ": " << size << " bytes: more than "
                << context.options.max_input_bytes
                << " bytes (--max_input_bytes; raise it to read larger input)\n";
      too_large = true;
    }
  }
  if (too_large) {
    context.exit_code = kExitUsage;
    return;
  }

  // The same calls in-process and with --server (backend.h ValidateRecord); only the step
  // limit is this command's own in-process (the server has --max_replay_steps).
  std::unique_ptr<Backend> backend;
  if (context.options.server.empty()) {
    api::ReplayLimits limits;
    limits.max_steps = flags.max_steps;
    backend = InProcessBackend(DefaultRegistry(), limits);
  } else {
    absl::StatusOr<std::shared_ptr<grpc::Channel>> channel = context.channel();
    if (!channel.ok()) {
      context.Fail(channel.status());
      return;
    }
    backend = RemoteBackend(*std::move(channel), context.options.deadline_seconds);
  }
  const records::Validator validator = [&backend](const v1::GameRecord& record) {
    return ValidateRecord(*backend, record);
  };
  records::RunOptions run;
  run.jobs = flags.jobs;
  run.max_input_bytes = context.options.max_input_bytes;
  if (isatty(STDERR_FILENO)) {
    run.on_result = [](size_t done, size_t total, const tools::v1::RecordResult&) {
      DrawProgress(done, total);
    };
  }
  tools::v1::ReplaySummary summary = records::ValidateFiles(files, validator, run);
  if (shard.has_value()) summary.set_shard(shard->ToString());
  Report(context, flags, summary);
}

// The shards' reports named by flags.paths, merged into the unsharded run's report.
void Merge(Context& context, const ReplayFlags& flags) {
  std::vector<tools::v1::ReplaySummary> shards;
  for (const std::string& path : flags.paths) {
    absl::StatusOr<tools::v1::ReplaySummary> report =
        records::ReadJsonReport(path, context.options.max_input_bytes);
    if (!report.ok()) {
      std::cerr << "arbiter replay --merge: " << report.status().message() << "\n";
      context.exit_code = kExitUsage;
      return;
    }
    shards.push_back(*std::move(report));
  }
  absl::StatusOr<tools::v1::ReplaySummary> merged =
      records::MergeShardReports(shards, flags.paths);
  if (!merged.ok()) {
    std::cerr << "arbiter replay --merge: " << merged.status().message() << "\n";
    context.exit_code = kExitUsage;
    return;
  }
  Report(context, flags, *merged);
}

}  // namespace

void AddReplayCommand(CLI::App& app, Context& context) {
  auto flags = std::make_shared<ReplayFlags>();
  CLI::App* command = app.add_subcommand(
      "replay", "validate recorded games (files or folders of *.json / *.binpb records)");
  command->add_option("paths", flags->paths, "record files or folders (searched recursively)")
      ->required();
  command->add_option("-j,--jobs", flags->jobs, "records validated at once")
      ->check(CLI::Range(1, 256))
      ->capture_default_str();
  command->add_option("--report-json", flags->report_json,
                      "write every result as JSON (arbiter.tools.v1.ReplaySummary)");
  command->add_option("--junit-xml", flags->junit_xml,
                      "write a JUnit XML report, one test case per record");
  command->add_flag("--expectations", flags->expectations,
                    "succeed when every verdict matches its record's `expect` block "
                    "(fixtures of known-bad games)");
  command->add_option("--max-steps", flags->max_steps,
                      "most steps per record, in-process (the server has its own limit)")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  command->add_option("--shard", flags->shard,
                      "validate only shard I of N (I/N, 0 <= I < N): the records whose path "
                      "digest is I modulo N; the same PATHs on every shard");
  command->add_flag("--merge", flags->merge,
                    "the PATHs are the --report-json files of all N shards of one run: merge "
                    "them into the unsharded run's report (--report-json, --junit-xml)");
  command->callback([&context, flags] {
    if (flags->merge && !flags->shard.empty()) {
      std::cerr << "arbiter replay: --merge and --shard do not go together\n";
      context.exit_code = kExitUsage;
      return;
    }
    if (flags->merge) {
      Merge(context, *flags);
    } else {
      Run(context, *flags);
    }
  });
}

}  // namespace arbiter::cli
