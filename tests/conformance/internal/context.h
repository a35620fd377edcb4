// Internal to the conformance suite: what every check shares during one RunConformance call,
// and small helpers over bytes and Any-packed messages.
#ifndef ARBITER_TESTS_CONFORMANCE_INTERNAL_CONTEXT_H_
#define ARBITER_TESTS_CONFORMANCE_INTERNAL_CONTEXT_H_

#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "engines/core/game.h"
#include "engines/core/rng.h"
#include "google/protobuf/any.pb.h"
#include "google/protobuf/message.h"
#include "tests/conformance/profile.h"
#include "tests/conformance/suite.h"

namespace arbiter::conformance::internal {

// One RunConformance call: the game, its settings, where the suite is now (for failure
// messages) and the report failures go to.
struct Context {
  const Game& game;
  const ConformanceProfile& profile;
  const SuiteOptions& options;
  Report& report;
  // Seats of the game being played now.
  int seat_count = 0;
  // Game, setup, randomness, policy, seed and step of the state being checked.
  std::string where;
  // Counts of states whose views hide something, and of resamples that changed the state.
  int64_t views_hiding_something = 0;
  // (code, rule_ref) pairs the violation_catalogue check has reported (each is reported once).
  std::set<std::pair<std::string, std::string>> catalogue_reported = {};

  void Fail(absl::string_view check, absl::string_view detail) {
    report.Fail(check, where, detail);
  }
  Coverage& coverage() { return report.coverage(); }
};

// Deterministic serialization (engines/core/digest.h), for byte-identity comparisons.
std::string Bytes(const google::protobuf::MessageLite& message);

// Everything observable about one Apply answer as bytes: legal, violation, state, events, turn.
std::string ResultBytes(const ApplyResult& result);

// The bytes of a list of messages, in order.
std::string ListBytes(const std::vector<google::protobuf::Any>& items);
std::string EventBytes(const std::vector<v1::Event>& events);

// What a list of events reveals, for leak comparisons: the sorted multiset of facts
// "<detail|public_detail>:<type>:<field path>=<value>" over every scalar value of every event's
// detail and public detail (plus each event's visibility and audience, and one fact per message).
// The order and grouping in which cards were revealed (one by one, in one event or in two
// around a reshuffle) may differ; what was revealed may not.
std::string CanonicalEventBytes(const std::vector<v1::Event>& events);

// The message packed in `any`, as a mutable message of the generated pool's type, or nullptr
// when the type is not linked into this binary or the bytes do not parse.
std::unique_ptr<google::protobuf::Message> Unpack(const google::protobuf::Any& any);

// A key equal for two Anys holding the same message (type and deterministic bytes), whatever
// their byte spelling.
std::string ActionKey(const google::protobuf::Any& any);

// One-line text of the packed message, for failure messages (bounded length).
std::string Describe(const google::protobuf::Any& any);
std::string DescribeStatus(const absl::Status& status);

// The text differences between the payloads of two states (bounded length), to show what a
// view or round trip changed.
std::string PayloadDiff(const v1::GameState& a, const v1::GameState& b);

// A seed mixed from `a` and `b` (SplitMix64 finaliser), for sub-seeds of a playout.
uint64_t MixSeed(uint64_t a, uint64_t b);

// Judges candidate actions that are not necessarily listed (mutations, hostile bytes) in one
// state, for one actor: a candidate Apply accepts must produce a next state some listed action
// produces; a candidate identical to a listed action must be accepted; errors must be
// INVALID_ARGUMENT. Next states of listed actions are computed lazily, once.
class CandidateJudge {
 public:
  CandidateJudge(Context& ctx, const v1::GameState& state, int actor,
                 const std::vector<google::protobuf::Any>& legal);

  // Applies `candidate` and records a failure of `check` when the answer breaks the rules
  // above. `what` names the candidate's origin (e.g. "mutation play.values[0]+1").
  void Judge(const google::protobuf::Any& candidate, absl::string_view what,
             absl::string_view check);

 private:
  bool IsListed(const google::protobuf::Any& candidate) const;
  // False when there are too many listed actions to apply all of them.
  bool ComputeListedNextStates();

  Context& ctx_;
  const v1::GameState& state_;
  int actor_;
  const std::vector<google::protobuf::Any>& legal_;
  std::vector<std::string> listed_keys_;  // sorted
  bool next_states_computed_ = false;
  bool next_states_available_ = false;
  std::vector<std::string> listed_next_states_;  // sorted
};

}  // namespace arbiter::conformance::internal

#endif  // ARBITER_TESTS_CONFORMANCE_INTERNAL_CONTEXT_H_
