#include "tests/bench/request_samples.h"

#include <memory>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "api/replayer.h"
#include "clients/records/record_io.h"
#include "engines/all_games.h"

namespace arbiter::bench {

absl::StatusOr<std::vector<v1::ApplyActionRequest>> LoadApplyRequests(
    const std::vector<std::string>& paths, int64_t max_requests) {
  std::vector<std::string> missing;
  const std::vector<std::string> files = records::FindRecordFiles(paths, &missing);
  if (!missing.empty()) return absl::InvalidArgumentError(absl::StrJoin(missing, "; "));
  if (files.empty()) return absl::InvalidArgumentError("no record files (*.json, *.binpb, *.pb)");
  std::vector<v1::ApplyActionRequest> out;
  for (const std::string& file : files) {
    absl::StatusOr<v1::GameRecord> record = records::ReadRecordFile(file);
    if (!record.ok()) return record.status();
    absl::StatusOr<std::unique_ptr<api::Replayer>> replayer =
        api::Replayer::Start(DefaultRegistry(), *record);
    if (!replayer.ok()) {
      return absl::InvalidArgumentError(absl::StrCat(file, ": ", replayer.status().ToString()));
    }
    for (const v1::RecordStep& step : record->steps()) {
      if (static_cast<int64_t>(out.size()) >= max_requests) return out;
      v1::ApplyActionRequest request;
      absl::StatusOr<v1::GameState> state = (*replayer)->state();
      if (!state.ok()) return state.status();
      *request.mutable_state() = *std::move(state);
      *request.mutable_actor() = step.actor();
      *request.mutable_action() = step.action();
      if (!(*replayer)->Feed(step).ok() || (*replayer)->failed()) break;
      out.push_back(std::move(request));
    }
  }
  if (out.empty()) return absl::InvalidArgumentError("the records hold no valid step");
  return out;
}

absl::StatusOr<std::vector<ReplayRequest>> LoadReplayRequests(
    const std::vector<std::string>& paths) {
  std::vector<std::string> missing;
  const std::vector<std::string> files = records::FindRecordFiles(paths, &missing);
  if (!missing.empty()) return absl::InvalidArgumentError(absl::StrJoin(missing, "; "));
  if (files.empty()) return absl::InvalidArgumentError("no record files (*.json, *.binpb, *.pb)");
  std::vector<ReplayRequest> out;
  for (const std::string& file : files) {
    absl::StatusOr<v1::GameRecord> record = records::ReadRecordFile(file);
    if (!record.ok()) return record.status();
    ReplayRequest r;
    r.steps = record->steps_size();
    *r.request.mutable_record() = *std::move(record);
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace arbiter::bench
