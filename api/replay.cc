#include "api/replay.h"

#include "absl/strings/str_cat.h"

namespace arbiter::api {

absl::Status CheckRecordHeader(bool has_record, const v1::GameRecord& record,
                               absl::string_view field) {
  if (!has_record) return absl::InvalidArgumentError(absl::StrCat(field, ": missing"));
  if (!record.has_setup()) {
    return absl::InvalidArgumentError(absl::StrCat(field, ".setup: missing"));
  }
  if (record.setup().game_id().empty()) {
    return absl::InvalidArgumentError(absl::StrCat(field, ".setup.game_id: missing"));
  }
  return absl::OkStatus();
}

absl::Status ReplayGame(const Registry& registry, const v1::ReplayGameRequest& request,
                        const ReplayLimits& limits, v1::ReplayGameResponse* response) {
  if (absl::Status s = CheckRecordHeader(request.has_record(), request.record(), "record");
      !s.ok()) {
    return s;
  }
  absl::StatusOr<v1::ReplayReport> report = ReplayRecord(registry, request.record(), limits);
  if (!report.ok()) return report.status();
  *response->mutable_report() = *std::move(report);
  return absl::OkStatus();
}

std::string VerdictLabel(v1::ReplayVerdict verdict) {
  switch (verdict) {
    case v1::REPLAY_VERDICT_VALID:
      return "valid";
    case v1::REPLAY_VERDICT_ILLEGAL_STEP:
      return "illegal_step";
    case v1::REPLAY_VERDICT_EXPECTATION_MISMATCH:
      return "expectation_mismatch";
    case v1::REPLAY_VERDICT_MALFORMED_STEP:
      return "malformed_step";
    default:
      return "unspecified";
  }
}

}  // namespace arbiter::api
