// Validating many record files, in parallel, with any validator: `arbiter replay` passes one
// calling its backend (clients/cli/backend.h ValidateRecord: in-process or a remote server).
//
//   Validator v = [&](const v1::GameRecord& r) { return cli::ValidateRecord(backend, r); };
//   tools::v1::ReplaySummary s = ValidateFiles(files, v, {.jobs = 4});
//   WriteJUnitXml(s, "report.xml");
#ifndef ARBITER_CLIENTS_RECORDS_REPLAY_RUNNER_H_
#define ARBITER_CLIENTS_RECORDS_REPLAY_RUNNER_H_

#include <functional>
#include <ostream>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "clients/common/input_limit.h"
#include "arbiter/tools/v1/replay_summary.pb.h"
#include "arbiter/v1/record.pb.h"

namespace arbiter::records {

// Judges one record. A non-OK status means no verdict could be reached (unknown game, bad
// setup, transport failure); it is reported as the file's error. Called from `jobs` threads
// at once.
using Validator = std::function<absl::StatusOr<v1::ReplayReport>(const v1::GameRecord&)>;

struct RunOptions {
  // Records validated at once (threads), >= 1.
  int jobs = 1;
  // Largest record file read, bytes (the CLI's --max_input_bytes); a larger one is that
  // record's error.
  int64_t max_input_bytes = client::kDefaultMaxInputBytes;
  // Called after each record, from the worker threads but never concurrently.
  std::function<void(size_t done, size_t total, const tools::v1::RecordResult&)> on_result;
};

// Reads and validates every file. Results are in the order of `files`, whatever `jobs`.
tools::v1::ReplaySummary ValidateFiles(const std::vector<std::string>& files,
                                       const Validator& validator, const RunOptions& options);

// Sets the totals (records, valid, invalid, errors, expectation_mismatches) from the results.
void Tally(tools::v1::ReplaySummary* summary);

// True when the result agrees with the record's own expectation (or, without one, is valid).
bool MatchesExpectation(const tools::v1::RecordResult& result);

// The table people read: one line per record (verdict, steps, game, file, first problem), then
// totals.
void PrintSummary(const tools::v1::ReplaySummary& summary, std::ostream& out);

// The summary as proto3 JSON (tools::v1::ReplaySummary), for machines.
absl::Status WriteJsonReport(const tools::v1::ReplaySummary& summary, const std::string& path);

// JUnit XML: one <testsuite name="arbiter replay">, one <testcase> per record (classname = game
// id, name = file path, time in seconds); an <error> for a file that could not be validated; a
// <failure> for an invalid record — or, with `expectations`, for a record whose verdict differs
// from its `expect` block (a known-bad fixture judged as expected passes).
absl::Status WriteJUnitXml(const tools::v1::ReplaySummary& summary, const std::string& path,
                           bool expectations = false);
std::string JUnitXml(const tools::v1::ReplaySummary& summary, bool expectations = false);

// One line describing why a record is not valid ("" when valid).
std::string ProblemOf(const tools::v1::RecordResult& result);

}  // namespace arbiter::records

#endif  // ARBITER_CLIENTS_RECORDS_REPLAY_RUNNER_H_
