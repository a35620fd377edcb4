// `arbiter replay PATH... [-j N] [--report-json FILE] [--junit-xml FILE] [--expectations]
// [--max-steps N]`: validates recorded games (docs/records.md), in-process or against
// --server. Prints a summary table; a progress bar on stderr when it is a terminal.
// Exit: 0 all valid (with --expectations: all as their `expect` block says), 1 otherwise,
// 2 usage errors (a PATH that does not exist, no record found, a record larger than
// --max_input_bytes, unwritable report).
#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "clients/cli/commands.h"
#include "clients/cli/backend.h"
#include "clients/records/record_io.h"
#include "clients/records/replay_runner.h"
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

void Run(Context& context, const ReplayFlags& flags) {
  std::vector<std::string> missing;
  const std::vector<std::string> files = records::FindRecordFiles(flags.paths, &missing);
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
  const tools::v1::ReplaySummary summary = records::ValidateFiles(files, validator, run);
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
  command->callback([&context, flags] { Run(context, *flags); });
}

}  // namespace arbiter::cli
