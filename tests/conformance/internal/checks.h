// Internal to the conformance suite: the checks run on one reached state. Each records its
// failures in ctx.report under its kCheck* name (suite.h) and counts what it covered.
#ifndef ARBITER_TESTS_CONFORMANCE_INTERNAL_CHECKS_H_
#define ARBITER_TESTS_CONFORMANCE_INTERNAL_CHECKS_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/functional/function_ref.h"
#include "arbiter/v1/violation.pb.h"
#include "engines/core/game.h"
#include "google/protobuf/any.pb.h"
#include "tests/conformance/internal/context.h"

namespace arbiter::conformance::internal {

// The turn of a reached state, with the legal actions of the seats/chance that may act.
struct TurnSnapshot {
  v1::TurnStatus turn;
  // Index i: LegalActions(state, turn.acting_seats(i)).
  std::vector<std::vector<google::protobuf::Any>> acting_legal;
  // LegalActions(state, kChance) when turn.chance_pending.
  std::vector<google::protobuf::Any> chance_legal;
};

// The cheap checks, run at every step: Turn(state) OK and byte-identical to `reported` (the
// turn NewGame/Apply returned); for an ongoing game someone may act; acting seats list at
// least one action; chance pending lists outcomes and no acting seat; a finished game has a
// well-formed outcome ranking every seat. With `deep`, also: every non-acting seat (and chance
// when not pending) lists nothing. Fills `snapshot`; false when the playout cannot go on.
bool CheckTurn(Context& ctx, const v1::GameState& state, const v1::TurnStatus& reported,
               bool deep, TurnSnapshot* snapshot);

// Listed actions of `actor` are accepted by Apply and their next states pass Check: all of
// them when there are at most `max_checked`, else a seeded sample of that many (always with the
// first and last).
void CheckListedAccepted(Context& ctx, const v1::GameState& state, int actor,
                         const std::vector<google::protobuf::Any>& legal, size_t max_checked,
                         uint64_t seed);

// Listed actions sent by seats that may not act now, and by chance when it may not act (and
// seat actions by chance / chance outcomes by seats), give legal=false with a violation code.
void CheckWrongActors(Context& ctx, const v1::GameState& state, const TurnSnapshot& snapshot);

// On a finished game, every seat's attempt to repeat `last_action` is legal=false with a code.
void CheckFinishedRejects(Context& ctx, const v1::GameState& state,
                          const google::protobuf::Any& last_action, int last_actor);

// Reflection mutations of listed actions of `actor` (mutation.h), judged by CandidateJudge.
void CheckMutations(Context& ctx, const v1::GameState& state, int actor,
                    const std::vector<google::protobuf::Any>& legal, uint64_t seed);

// Binary and proto3-JSON round trips of `state` (and of `action`): applying `action` by
// `actor` to the reparsed state gives `expected` byte for byte.
void CheckSerialization(Context& ctx, const v1::GameState& state, int actor,
                        const google::protobuf::Any& action, const ApplyResult& expected);

// An action applied in a state, with Apply's answer there (pointers valid during the call).
struct ActionProbe {
  int actor;
  const google::protobuf::Any* action;
  const ApplyResult* expected;
};

// Views of every seat and kSpectator; ResampleHidden for each (two seeds): Check OK, same view,
// same turn; an acting viewer lists the same actions; applying each probe's action to the
// resampled state gives the viewer the same redacted events when it gives the same next view;
// a seat's refused attempts (mutations of its listed action, moves out of turn, chance outcomes
// sent by a seat) get the identical answer in the state resampled for it (kCheckErrorLeak).
void CheckViews(Context& ctx, const v1::GameState& state, const TurnSnapshot& snapshot,
                const std::vector<ActionProbe>& probes, uint64_t seed);

// Hostile inputs around `state`: random / truncated / bit-flipped payloads and actions, bad
// envelopes, actors and viewers (suite.h, kCheckHostile).
void CheckHostileInputs(Context& ctx, const v1::GameState& state, int actor,
                        const std::vector<google::protobuf::Any>& legal, uint64_t seed);

// A violation the suite observed: its code is listed in ctx.game.Info().violations with the
// same rule_ref (kCheckCatalogue). `what()` says where it was seen; it is called only for a
// failure (each (code, rule_ref) fails once per run).
void CheckCatalogued(Context& ctx, const v1::Violation& violation,
                     absl::FunctionRef<std::string()> what);
// The native position (Game::DecodePosition) agrees with the proto path on a seeded random
// game from `start` (CheckPositionAgreement, engines/core/testing/position_agreement.h: turn,
// deciders, listings, verdicts, violations, events and encoded states at every step, probes on
// clones every `probe_every` steps), at most `max_steps` steps (kCheckPosition).
void CheckPositionAgrees(Context& ctx, const v1::GameState& start, uint64_t seed, int max_steps,
                         int probe_every);
// The content checks (suite.h kCheckContentFields, kCheckContentRoundTrip), once per game on
// `setup` (a profile setup, without content): content_checks.cc.
void CheckContent(Context& ctx, const v1::GameSetup& setup);

}  // namespace arbiter::conformance::internal

#endif  // ARBITER_TESTS_CONFORMANCE_INTERNAL_CHECKS_H_
