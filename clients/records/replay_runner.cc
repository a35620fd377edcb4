#include "clients/records/replay_runner.h"

#include <atomic>
#include <chrono>
#include <mutex>
#include <thread>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_format.h"
#include "arbiter/v1/record.pb.h"
#include "clients/records/record_io.h"

namespace arbiter::records {

namespace {

tools::v1::RecordResult ValidateOne(const std::string& path, const Validator& validator,
                                    int64_t max_input_bytes) {
  const auto start = std::chrono::steady_clock::now();
  tools::v1::RecordResult result;
  result.set_path(path);
  absl::StatusOr<v1::GameRecord> record = ReadRecordFile(path, max_input_bytes);
  if (!record.ok()) {
    result.set_error(std::string(record.status().message()));
  } else {
    result.set_game_id(record->setup().game_id());
    result.set_steps(record->steps_size());
    if (record->has_expect()) *result.mutable_expect() = record->expect();
    absl::StatusOr<v1::ReplayReport> report = validator(*record);
    if (report.ok()) {
      *result.mutable_report() = *std::move(report);
    } else {
      result.set_error(absl::StrCat(path, ": ", report.status().message()));
    }
  }
  result.set_matches_expectation(MatchesExpectation(result));
  result.set_seconds(
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  return result;
}

}  // namespace

void Tally(tools::v1::ReplaySummary* summary) {
  summary->set_records(0);
  summary->set_valid(0);
  summary->set_invalid(0);
  summary->set_errors(0);
  summary->set_expectation_mismatches(0);
  for (const tools::v1::RecordResult& r : summary->results()) {
    summary->set_records(summary->records() + 1);
    if (!r.error().empty()) {
      summary->set_errors(summary->errors() + 1);
    } else if (r.report().verdict() == v1::REPLAY_VERDICT_VALID) {
      summary->set_valid(summary->valid() + 1);
    } else {
      summary->set_invalid(summary->invalid() + 1);
    }
    if (r.has_expect() && !r.matches_expectation()) {
      summary->set_expectation_mismatches(summary->expectation_mismatches() + 1);
    }
  }
}

bool MatchesExpectation(const tools::v1::RecordResult& result) {
  if (!result.error().empty()) return false;
  const v1::ReplayReport& r = result.report();
  if (!result.has_expect()) return r.verdict() == v1::REPLAY_VERDICT_VALID;
  const v1::RecordExpectation& e = result.expect();
  if (e.verdict() != r.verdict()) return false;
  if (e.verdict() == v1::REPLAY_VERDICT_VALID) return true;
  if (e.step_index() != r.step_index()) return false;
  return e.violation_code().empty() || e.violation_code() == r.violation().code();
}

tools::v1::ReplaySummary ValidateFiles(const std::vector<std::string>& files,
                                       const Validator& validator, const RunOptions& options) {
  std::vector<tools::v1::RecordResult> results(files.size());
  std::atomic<size_t> next{0};
  std::mutex done_mu;
  size_t done = 0;
  auto worker = [&] {
    for (size_t i = next++; i < files.size(); i = next++) {
      results[i] = ValidateOne(files[i], validator, options.max_input_bytes);
      std::lock_guard<std::mutex> lock(done_mu);
      ++done;
      if (options.on_result) options.on_result(done, files.size(), results[i]);
    }
  };
  const int jobs = std::max(1, std::min<int>(options.jobs, static_cast<int>(files.size())));
  std::vector<std::thread> threads;
  for (int t = 1; t < jobs; ++t) threads.emplace_back(worker);
  worker();
  for (std::thread& t : threads) t.join();

  tools::v1::ReplaySummary summary;
  for (tools::v1::RecordResult& r : results) *summary.add_results() = std::move(r);
  Tally(&summary);
  return summary;
}

namespace {

std::string VerdictWord(const tools::v1::RecordResult& r) {
  if (!r.error().empty()) return "error";
  switch (r.report().verdict()) {
    case v1::REPLAY_VERDICT_VALID:
      return "valid";
    case v1::REPLAY_VERDICT_ILLEGAL_STEP:
      return "illegal";
    case v1::REPLAY_VERDICT_EXPECTATION_MISMATCH:
      return "mismatch";
    case v1::REPLAY_VERDICT_MALFORMED_STEP:
      return "malformed";
    default:
      return "unknown";
  }
}

std::string XmlEscape(absl::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      default:
        // XML 1.0 forbids most control characters; replace them.
        if (static_cast<unsigned char>(c) < 0x20 && c != '\n' && c != '\t' && c != '\r') {
          out += '?';
        } else {
          out += c;
        }
    }
  }
  return out;
}

}  // namespace

std::string ProblemOf(const tools::v1::RecordResult& r) {
  if (!r.error().empty()) return r.error();
  const v1::ReplayReport& rep = r.report();
  switch (rep.verdict()) {
    case v1::REPLAY_VERDICT_VALID:
      return "";
    case v1::REPLAY_VERDICT_ILLEGAL_STEP:
      return absl::StrCat("step ", rep.step_index(), ": ", rep.violation().code(), " (",
                          rep.violation().rule_ref(), ") ", rep.violation().message());
    default:
      return absl::StrCat("step ", rep.step_index(), ": ", rep.detail());
  }
}

namespace {

// What makes a record's JUnit test case fail ("" when it passes).
std::string ProblemOfJUnit(const tools::v1::RecordResult& r, bool expectations) {
  if (!expectations || !r.error().empty()) return ProblemOf(r);
  if (r.matches_expectation()) return "";
  if (!r.has_expect()) return ProblemOf(r);
  return absl::StrCat("expected ", v1::ReplayVerdict_Name(r.expect().verdict()), " at step ",
                      r.expect().step_index(), " ", r.expect().violation_code(), "; got ",
                      v1::ReplayVerdict_Name(r.report().verdict()), ": ", ProblemOf(r));
}

}  // namespace

void PrintSummary(const tools::v1::ReplaySummary& summary, std::ostream& out) {
  out << absl::StrFormat("%-9s %7s  %-22s %s\n", "RESULT", "STEPS", "GAME", "FILE");
  for (const tools::v1::RecordResult& r : summary.results()) {
    const std::string steps =
        r.error().empty() ? absl::StrCat(r.report().steps_applied(), "/", r.steps()) : "-";
    out << absl::StrFormat("%-9s %7s  %-22s %s\n", VerdictWord(r), steps,
                           r.game_id().empty() ? "-" : r.game_id(), r.path());
    const std::string problem = ProblemOf(r);
    if (!problem.empty()) out << "          " << problem << "\n";
    if (r.has_expect() && !r.matches_expectation()) {
      out << "          differs from the record's expectation\n";
    }
  }
  out << absl::StrFormat("%d records: %d valid, %d invalid, %d errors", summary.records(),
                         summary.valid(), summary.invalid(), summary.errors());
  if (summary.expectation_mismatches() > 0) {
    out << absl::StrFormat(", %d differ from their expectation",
                           summary.expectation_mismatches());
  }
  out << "\n";
}

absl::Status WriteJsonReport(const tools::v1::ReplaySummary& summary, const std::string& path) {
  absl::StatusOr<std::string> json = ToJson(summary, /*pretty=*/true);
  if (!json.ok()) return json.status();
  return WriteFile(path, *json + "\n");
}

std::string JUnitXml(const tools::v1::ReplaySummary& summary, bool expectations) {
  double total = 0;
  int failures = 0;
  for (const auto& r : summary.results()) {
    total += r.seconds();
    if (r.error().empty() && !ProblemOfJUnit(r, expectations).empty()) ++failures;
  }
  std::string xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  absl::StrAppend(&xml,
                  absl::StrFormat("<testsuites tests=\"%d\" failures=\"%d\" errors=\"%d\" "
                                  "time=\"%.6f\">\n",
                                  summary.records(), failures, summary.errors(), total));
  absl::StrAppend(&xml,
                  absl::StrFormat("  <testsuite name=\"arbiter replay\" tests=\"%d\" "
                                  "failures=\"%d\" errors=\"%d\" skipped=\"0\" time=\"%.6f\">\n",
                                  summary.records(), failures, summary.errors(), total));
  for (const tools::v1::RecordResult& r : summary.results()) {
    absl::StrAppend(&xml, absl::StrFormat(
                              "    <testcase classname=\"%s\" name=\"%s\" time=\"%.6f\"",
                              XmlEscape(r.game_id().empty() ? "unknown" : r.game_id()),
                              XmlEscape(r.path()), r.seconds()));
    const std::string problem = ProblemOfJUnit(r, expectations);
    if (problem.empty()) {
      xml += "/>\n";
      continue;
    }
    const char* tag = r.error().empty() ? "failure" : "error";
    absl::StrAppend(&xml, ">\n      <", tag, " type=\"", VerdictWord(r), "\" message=\"",
                    XmlEscape(problem), "\">", XmlEscape(problem), "</", tag,
                    ">\n    </testcase>\n");
  }
  xml += "  </testsuite>\n</testsuites>\n";
  return xml;
}

absl::Status WriteJUnitXml(const tools::v1::ReplaySummary& summary, const std::string& path,
                           bool expectations) {
  return WriteFile(path, JUnitXml(summary, expectations));
}

}  // namespace arbiter::records
