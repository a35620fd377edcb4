#include "api/replayer.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "engines/core/actor.h"
#include "engines/core/digest.h"
#include "engines/core/envelope.h"
#include "engines/core/quote.h"

namespace arbiter::api {

absl::StatusOr<std::unique_ptr<Replayer>> Replayer::Start(const Registry& registry,
                                                         const v1::GameRecord& header,
                                                         ReplayLimits limits) {
  absl::StatusOr<const Game*> game = registry.Get(header.setup().game_id());
  if (!game.ok()) {
    return absl::NotFoundError(absl::StrCat("record.setup.", game.status().message()));
  }
  const v1::GameInfo& info = (*game)->Info();
  if (!header.rules_version().empty() && header.rules_version() != info.rules_version()) {
    return absl::FailedPreconditionError(
        absl::StrCat("record.rules_version: ", QuoteCallerText(header.rules_version()),
                     " is not implemented here (this build implements '",
                     info.rules_version(), "')"));
  }
  absl::StatusOr<NewGameResult> start = (*game)->NewGame(header.setup());
  if (!start.ok()) {
    return absl::Status(start.status().code(),
                        absl::StrCat("record.", start.status().message()));
  }
  std::unique_ptr<Replayer> r(new Replayer(*game, std::move(limits)));
  r->state_ = std::move(start->state);
  r->turn_ = std::move(start->turn);
  return r;
}

void Replayer::Fail(v1::ReplayVerdict verdict, const v1::RecordStep& step,
                    std::string detail) {
  failed_ = true;
  report_.set_verdict(verdict);
  report_.set_step_index(static_cast<int32_t>(steps_seen_ - 1));
  const size_t step_bytes = step.ByteSizeLong();
  if (step_bytes <= kMaxEchoedStepBytes) {
    *report_.mutable_step() = step;
  } else {
    v1::RecordStep* echo = report_.mutable_step();
    *echo->mutable_actor() = step.actor();
    const std::string& type_url = step.action().type_url();
    size_t keep = std::min<size_t>(type_url.size(), 256);
    // Never half a UTF-8 character: the field is a proto3 string.
    while (keep > 0 && keep < type_url.size() &&
           (static_cast<unsigned char>(type_url[keep]) & 0xC0) == 0x80) {
      --keep;
    }
    echo->mutable_action()->set_type_url(type_url.substr(0, keep));
    absl::StrAppend(&detail, " (step not echoed whole: ", step_bytes, " bytes, over ",
                    kMaxEchoedStepBytes, ")");
  }
  *report_.mutable_state_before() = state_;
  report_.set_detail(std::move(detail));
}

absl::Status Replayer::Feed(const v1::RecordStep& step) {
  if (steps_seen_ >= limits_.max_steps) {
    return absl::ResourceExhaustedError(absl::StrCat(
        "record.steps: more than ", limits_.max_steps, " steps (max steps per replay)"));
  }
  if (limits_.should_stop && limits_.should_stop()) {
    return absl::DeadlineExceededError(
        absl::StrCat("replay stopped after ", steps_seen_, " steps (deadline)"));
  }
  ++steps_seen_;
  if (failed_) return absl::OkStatus();
  const std::string where = absl::StrCat("steps[", steps_seen_ - 1, "]");

  absl::StatusOr<int> actor = ActorFromProto(step.actor(), absl::StrCat(where, ".actor"));
  if (!actor.ok()) {
    Fail(v1::REPLAY_VERDICT_MALFORMED_STEP, step, std::string(actor.status().message()));
    return absl::OkStatus();
  }
  absl::StatusOr<ApplyResult> result = game_->Apply(state_, *actor, step.action());
  if (!result.ok()) {
    Fail(v1::REPLAY_VERDICT_MALFORMED_STEP, step,
         absl::StrCat(where, ".", result.status().message()));
    return absl::OkStatus();
  }
  if (!result->legal) {
    Fail(v1::REPLAY_VERDICT_ILLEGAL_STEP, step, result->violation.message());
    *report_.mutable_violation() = result->violation;
    return absl::OkStatus();
  }
  if (!step.expected_state_digest().empty()) {
    const std::string digest = StateDigest(result->state);
    if (digest != step.expected_state_digest()) {
      Fail(v1::REPLAY_VERDICT_EXPECTATION_MISMATCH, step,
           absl::StrCat(where, ".expected_state_digest: expected ",
                        EscapeCallerText(step.expected_state_digest()), ", got ", digest));
      return absl::OkStatus();
    }
  }
  if (step.expected_events_size() > 0) {
    if (step.expected_events_size() != static_cast<int>(result->events.size())) {
      Fail(v1::REPLAY_VERDICT_EXPECTATION_MISMATCH, step,
           absl::StrCat(where, ".expected_events: expected ", step.expected_events_size(),
                        " events, got ", result->events.size()));
      return absl::OkStatus();
    }
    for (int i = 0; i < step.expected_events_size(); ++i) {
      if (DeterministicBytes(step.expected_events(i)) !=
          DeterministicBytes(result->events[i])) {
        Fail(v1::REPLAY_VERDICT_EXPECTATION_MISMATCH, step,
             absl::StrCat(where, ".expected_events[", i, "]: differs from the event that "
                          "happened"));
        return absl::OkStatus();
      }
    }
  }
  state_ = std::move(result->state);
  turn_ = std::move(result->turn);
  ++steps_applied_;
  return absl::OkStatus();
}

v1::ReplayReport Replayer::Finish() const {
  v1::ReplayReport report = report_;
  if (!failed_) report.set_verdict(v1::REPLAY_VERDICT_VALID);
  report.set_steps_applied(steps_applied_);
  report.set_final_state_digest(StateDigest(state_));
  *report.mutable_final_turn() = turn_;
  return report;
}

absl::StatusOr<v1::ReplayReport> ReplayRecord(const Registry& registry,
                                              const v1::GameRecord& record,
                                              ReplayLimits limits) {
  if (record.steps_size() > limits.max_steps) {
    return absl::ResourceExhaustedError(absl::StrCat("record.steps: ", record.steps_size(),
                                                     " steps, more than the limit of ",
                                                     limits.max_steps));
  }
  absl::StatusOr<std::unique_ptr<Replayer>> replayer =
      Replayer::Start(registry, record, std::move(limits));
  if (!replayer.ok()) return replayer.status();
  for (const v1::RecordStep& step : record.steps()) {
    ARBITER_RETURN_IF_ERROR((*replayer)->Feed(step));
    if ((*replayer)->failed()) break;
  }
  return (*replayer)->Finish();
}

}  // namespace arbiter::api
