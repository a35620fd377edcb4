#include "api/stream_replay.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "api/replay.h"

namespace arbiter::api {

StreamReplay::StreamReplay(const Registry& registry, ReplayLimits limits)
    : registry_(registry), limits_(std::move(limits)) {}

absl::Status StreamReplay::TakeHeader(const v1::GameRecord& header) {
  if (absl::Status s = CheckRecordHeader(true, header, "header"); !s.ok()) return s;
  game_id_ = header.setup().game_id();
  absl::StatusOr<std::unique_ptr<Replayer>> replayer =
      Replayer::Start(registry_, header, limits_);
  if (!replayer.ok()) return replayer.status();
  replayer_ = *std::move(replayer);
  // Steps carried in the header itself count as the first steps.
  for (const v1::RecordStep& step : header.steps()) {
    if (absl::Status s = replayer_->Feed(step); !s.ok()) return s;
  }
  return absl::OkStatus();
}

absl::Status StreamReplay::Take(const v1::StreamReplayGameRequest& message) {
  if (replayer_ == nullptr) {
    if (message.part_case() != v1::StreamReplayGameRequest::kHeader) {
      return absl::InvalidArgumentError("header: missing (the first message must be a header)");
    }
    return TakeHeader(message.header());
  }
  if (message.part_case() != v1::StreamReplayGameRequest::kSteps) {
    return absl::InvalidArgumentError("steps: expected steps after the header, got another "
                                      "header or an empty message");
  }
  for (const v1::RecordStep& step : message.steps().steps()) {
    if (absl::Status s = replayer_->Feed(step); !s.ok()) return s;
  }
  return absl::OkStatus();
}

absl::Status StreamReplay::Unparsable(int64_t position) const {
  return absl::InvalidArgumentError(absl::StrCat(
      replayer_ == nullptr ? "header" : "steps", ": message ", position,
      " of the stream is not a valid arbiter.v1.StreamReplayGameRequest (malformed or "
      "truncated protobuf, or a string that is not UTF-8)"));
}

absl::Status StreamReplay::Finish(v1::StreamReplayGameResponse* response) const {
  if (replayer_ == nullptr) {
    return absl::InvalidArgumentError("header: missing (the stream carried no message)");
  }
  *response->mutable_report() = replayer_->Finish();
  return absl::OkStatus();
}

}  // namespace arbiter::api
