#include "api/replayer.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "engines/core/actor.h"
#include "engines/core/digest.h"
#include "engines/core/envelope.h"
#include "engines/core/quote.h"

namespace arbiter::api {
namespace {

constexpr int64_t kStopPollSteps = 32;

}  // namespace

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
  absl::StatusOr<std::unique_ptr<Position>> position = (*game)->DecodePosition(start->state);
  if (!position.ok()) {
    return absl::InternalError(absl::StrCat("the new game's state does not decode: ",
                                            position.status().ToString()));
  }
  std::unique_ptr<Replayer> r(new Replayer(*game, std::move(limits)));
  r->position_ = *std::move(position);
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
  absl::StatusOr<v1::GameState> before = position_->Encode();
  if (before.ok()) *report_.mutable_state_before() = *std::move(before);
  report_.set_detail(std::move(detail));
}

absl::Status Replayer::Feed(const v1::RecordStep& step) {
  if (steps_seen_ >= limits_.max_steps) {
    return absl::ResourceExhaustedError(absl::StrCat(
        "record.steps: more than ", limits_.max_steps, " steps (max steps per replay)"));
  }
  // Polled every kStopPollSteps steps (from the first): a step takes well under a microsecond
  // natively, a poll (clock, cancellation) about as long.
  if (steps_seen_ % kStopPollSteps == 0 && limits_.should_stop && limits_.should_stop()) {
    return absl::DeadlineExceededError(
        absl::StrCat("replay stopped after ", steps_seen_, " steps (deadline)"));
  }
  ++steps_seen_;
  if (failed_) return absl::OkStatus();
  // The step's field path, built only for a failing step.
  auto where = [this] { return absl::StrCat("steps[", steps_seen_ - 1, "]"); };

  absl::StatusOr<int> actor = ActorFromProto(step.actor(), "");
  if (!actor.ok()) actor = ActorFromProto(step.actor(), absl::StrCat(where(), ".actor"));
  if (!actor.ok()) {
    Fail(v1::REPLAY_VERDICT_MALFORMED_STEP, step, std::string(actor.status().message()));
    return absl::OkStatus();
  }
  const bool expects_events = step.expected_events_size() > 0;
  const bool expects = expects_events || !step.expected_state_digest().empty();
  // A step with expectations may be legal yet fail them: its state_before is then reported.
  if (expects) before_ = position_->Clone();
  events_.clear();
  v1::Violation violation;
  absl::StatusOr<bool> legal =
      position_->Apply(*actor, step.action(), &violation, expects_events ? &events_ : nullptr);
  if (!legal.ok()) {
    Fail(v1::REPLAY_VERDICT_MALFORMED_STEP, step,
         absl::StrCat(where(), ".", legal.status().message()));
    return absl::OkStatus();
  }
  if (!*legal) {
    Fail(v1::REPLAY_VERDICT_ILLEGAL_STEP, step, violation.message());
    *report_.mutable_violation() = std::move(violation);
    return absl::OkStatus();
  }
  if (!step.expected_state_digest().empty()) {
    absl::StatusOr<v1::GameState> state = position_->Encode();
    if (!state.ok()) return state.status();
    const std::string digest = StateDigest(*state);
    if (digest != step.expected_state_digest()) {
      position_ = std::move(before_);
      Fail(v1::REPLAY_VERDICT_EXPECTATION_MISMATCH, step,
           absl::StrCat(where(), ".expected_state_digest: expected ",
                        EscapeCallerText(step.expected_state_digest()), ", got ", digest));
      return absl::OkStatus();
    }
  }
  if (expects_events) {
    if (step.expected_events_size() != static_cast<int>(events_.size())) {
      position_ = std::move(before_);
      Fail(v1::REPLAY_VERDICT_EXPECTATION_MISMATCH, step,
           absl::StrCat(where(), ".expected_events: expected ", step.expected_events_size(),
                        " events, got ", events_.size()));
      return absl::OkStatus();
    }
    for (int i = 0; i < step.expected_events_size(); ++i) {
      if (DeterministicBytes(step.expected_events(i)) != DeterministicBytes(events_[i])) {
        position_ = std::move(before_);
        Fail(v1::REPLAY_VERDICT_EXPECTATION_MISMATCH, step,
             absl::StrCat(where(), ".expected_events[", i, "]: differs from the event that "
                          "happened"));
        return absl::OkStatus();
      }
    }
  }
  before_.reset();
  ++steps_applied_;
  return absl::OkStatus();
}

v1::ReplayReport Replayer::Finish() const {
  v1::ReplayReport report = report_;
  if (!failed_) report.set_verdict(v1::REPLAY_VERDICT_VALID);
  report.set_steps_applied(steps_applied_);
  // A position encodes what it decoded or played (position.h); were it ever to fail, the
  // digest stays empty and the detail says why.
  absl::StatusOr<v1::GameState> state = position_->Encode();
  if (state.ok()) {
    report.set_final_state_digest(StateDigest(*state));
  } else if (report.detail().empty()) {
    report.set_detail(absl::StrCat("final state: ", state.status().ToString()));
  }
  *report.mutable_final_turn() = position_->Turn();
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
