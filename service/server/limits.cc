#include "service/server/limits.h"

#include "absl/strings/str_cat.h"

namespace arbiter::service {

absl::Status CallLimits::CheckStateBytes(size_t bytes) const {
  if (static_cast<int64_t>(bytes) <= max_state_bytes) return absl::OkStatus();
  return absl::ResourceExhaustedError(absl::StrCat("state: ", bytes, " bytes, over the limit of ",
                                                   max_state_bytes, " (--max_state_bytes)"));
}

absl::Status CallLimits::CheckReplaySteps(int64_t steps) const {
  if (steps <= max_replay_steps) return absl::OkStatus();
  return absl::ResourceExhaustedError(absl::StrCat("record.steps: ", steps,
                                                   " steps, over the limit of ",
                                                   max_replay_steps, " (--max_replay_steps)"));
}

absl::Status CallLimits::StreamedReplayStepsOverLimit() const {
  return absl::ResourceExhaustedError(absl::StrCat("record.steps: more than ", max_replay_steps,
                                                   " steps (--max_replay_steps)"));
}

absl::Status CallLimits::CheckLegalActions(int64_t actions) const {
  if (actions <= max_legal_actions) return absl::OkStatus();
  return absl::ResourceExhaustedError(absl::StrCat(
      "actions: ", actions, " legal actions, over the limit of ", max_legal_actions,
      " (--max_legal_actions)"));
}

absl::Status CallLimits::CheckResponseBytes(size_t bytes) const {
  if (static_cast<int64_t>(bytes) <= max_message_bytes) return absl::OkStatus();
  return absl::ResourceExhaustedError(absl::StrCat("response: ", bytes,
                                                   " bytes, over the limit of ",
                                                   max_message_bytes, " (--max_message_bytes)"));
}

absl::Status CallLimits::CheckMetadataBytes(size_t bytes) const {
  if (static_cast<int64_t>(bytes) <= max_metadata_bytes) return absl::OkStatus();
  return absl::ResourceExhaustedError(
      absl::StrCat("metadata: ", bytes, " bytes of request metadata, over the limit of ",
                   max_metadata_bytes, " (--max_metadata_bytes)"));
}

std::chrono::system_clock::time_point CallLimits::CallDeadline(
    std::chrono::system_clock::time_point client_deadline,
    std::chrono::system_clock::time_point start) const {
  if (!CapComesFirst(client_deadline, start)) return client_deadline;
  return start + std::chrono::duration_cast<std::chrono::system_clock::duration>(
                     std::chrono::duration<double>(max_call_seconds));
}

bool CallLimits::CapComesFirst(std::chrono::system_clock::time_point client_deadline,
                               std::chrono::system_clock::time_point start) const {
  // Compared as durations from `start`, so a far-future client deadline (time_point::max())
  // cannot overflow.
  if (client_deadline <= start) return false;
  const std::chrono::duration<double> client_left = client_deadline - start;
  return max_call_seconds < client_left.count();
}

absl::Status CallLimits::CallTimeOver(absl::string_view what) const {
  return absl::DeadlineExceededError(absl::StrCat(what, "; a call may run at most ",
                                                  max_call_seconds, " s (--max_call_seconds)"));
}

absl::Status CheckDeadline(std::chrono::system_clock::time_point deadline,
                           std::chrono::system_clock::time_point now) {
  if (deadline > now) return absl::OkStatus();
  return absl::DeadlineExceededError("deadline: already passed when the call started");
}

}  // namespace arbiter::service
