// The record replayer: validating a recorded game (arbiter.v1.GameRecord) step by step against
// its engine, the core of ReplayGame and StreamReplayGame (replay.h, stream_replay.h), hence of
// the service's replay handlers and of `arbiter replay` in-process.
//
//   absl::StatusOr<v1::ReplayReport> report = ReplayRecord(DefaultRegistry(), record);
//   if (report.ok() && report->verdict() != v1::REPLAY_VERDICT_VALID) { ...first bad step... }
//
// Or incrementally, for streams:
//   auto replayer = Replayer::Start(registry, header);      // setup only; header.steps ignored
//   for (const auto& step : steps) ARBITER_RETURN_IF_ERROR((*replayer)->Feed(step));
//   v1::ReplayReport report = (*replayer)->Finish();
//
// Verdicts (first failing step wins; later steps are not applied):
//   REPLAY_VERDICT_ILLEGAL_STEP          the engine judged the action illegal (`violation`).
//   REPLAY_VERDICT_MALFORMED_STEP        the step could not be judged: actor unset or out of
//                                        range, action unparsable or of the wrong type (`detail`
//                                        names the field, e.g. "steps[4].action: ...").
//   REPLAY_VERDICT_EXPECTATION_MISMATCH  legal, but the state digest or the events differ from
//                                        the step's expectations (`detail` says which).
//   REPLAY_VERDICT_VALID                 every step legal and as expected.
// The report echoes the failing step (`step`) when it serializes to at most kMaxEchoedStepBytes;
// a larger one (a 4 MiB unparsable action, thousands of expected events) comes back with its
// actor and its action's type URL only (cut at 256 bytes), and `detail` ends
// " (step not echoed whole: N bytes, over 16384)", so a report never grows with the caller's
// bytes past that (issue 24: a 4 MiB ReplayGame could otherwise answer more than
// --max_message_bytes).
// The game is decoded once into its native position (Game::DecodePosition, engines/core/
// position.h) and every step is judged and played on it: events are built only for a step
// that carries expected_events, the state encoded only for a step's expected_state_digest, a
// failing step's state_before and the final digest. The report is the one the proto path
// (Game::Apply per step) would give, byte for byte (api/replayer_test.cc, the record tests).
// Errors (not verdicts): NOT_FOUND unknown game; FAILED_PRECONDITION a rules version this build
// does not implement; INVALID_ARGUMENT a bad setup ("record.setup..."); RESOURCE_EXHAUSTED more
// steps than ReplayLimits.max_steps; DEADLINE_EXCEEDED when ReplayLimits.should_stop says so.
#ifndef ARBITER_API_REPLAYER_H_
#define ARBITER_API_REPLAYER_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "arbiter/v1/record.pb.h"
#include "engines/core/position.h"
#include "engines/core/registry.h"

namespace arbiter::api {

// Largest failing step a replay report echoes whole, serialized bytes.
inline constexpr size_t kMaxEchoedStepBytes = 16384;

struct ReplayLimits {
  // Most steps one record may have.
  int64_t max_steps = 1000000;
  // Polled before the first step and every 32nd after it; true stops the replay with
  // DEADLINE_EXCEEDED (deadlines, drain).
  std::function<bool()> should_stop;
};

class Replayer {
 public:
  // Sets up the game described by `header` (game id, rules version, setup).
  static absl::StatusOr<std::unique_ptr<Replayer>> Start(const Registry& registry,
                                                         const v1::GameRecord& header,
                                                         ReplayLimits limits = {});

  // Judges the next step. Once a failing verdict is settled, later steps are counted but not
  // applied. Errors: RESOURCE_EXHAUSTED past max_steps, DEADLINE_EXCEEDED on should_stop.
  absl::Status Feed(const v1::RecordStep& step);

  // True once a failing verdict is settled.
  bool failed() const { return failed_; }

  // The report so far (VALID if no step failed).
  v1::ReplayReport Finish() const;

  // The last good state, encoded from the position (errors: Position::Encode's).
  absl::StatusOr<v1::GameState> state() const { return position_->Encode(); }

 private:
  Replayer(const Game* game, ReplayLimits limits) : game_(game), limits_(std::move(limits)) {}
  void Fail(v1::ReplayVerdict verdict, const v1::RecordStep& step, std::string detail);

  const Game* game_;
  ReplayLimits limits_;
  // The last good state; `before_` holds a copy while a step with expectations is checked.
  std::unique_ptr<Position> position_;
  std::unique_ptr<Position> before_;
  std::vector<v1::Event> events_;
  int64_t steps_seen_ = 0;
  int32_t steps_applied_ = 0;
  bool failed_ = false;
  v1::ReplayReport report_;
};

absl::StatusOr<v1::ReplayReport> ReplayRecord(const Registry& registry,
                                              const v1::GameRecord& record,
                                              ReplayLimits limits = {});

}  // namespace arbiter::api

#endif  // ARBITER_API_REPLAYER_H_
