// The engine conformance suite: checks that one `Game` keeps the engine contract
// (engines/core/game.h, DESIGN.md "Engine contract") by seeded random playouts. Callable on any
// `const Game&` — registered or not — so tests can also run it on broken toy games
// (testing/toy_cards.h) to prove every check can fail.
//
//   const Game& game = *DefaultRegistry().Find("my_game");
//   SuiteOptions options = SuiteOptionsFromEnvironment();        // ARBITER_CONFORMANCE_PLAYOUTS
//   Report report = RunConformance(game, ProfileFor(game.Info()), options);
//   EXPECT_TRUE(report.ok()) << report.Summary();
//
// What is checked, per check name (Report::failure_counts keys); README.md has the long form:
//   kCheckSetup        NewGame fails on a profile setup, NewGame twice differs, a bad setup
//                      (seat count out of range, unknown option) is not INVALID_ARGUMENT.
//   kCheckInvariants   Check(state) is not OK on a state reached by legal play.
//   kCheckTurn         Turn(state) errors or differs from the turn Apply/NewGame returned; an
//                      acting seat lists no action; a non-acting seat lists some; chance
//                      pending without chance outcomes (or with acting seats); outcomes
//                      listed when none is pending; a finished game lists actions or has a
//                      malformed outcome (every seat once, ranks from 1, best first).
//   kCheckListed       A listed action is rejected (legal=false) or errors; LegalActions errors.
//   kCheckActor        A listed action sent by a seat that may not act (or by chance when a
//                      seat must act, or after the end) is accepted or errors instead of
//                      legal=false with a violation code.
//   kCheckMutation     A mutated listed action (reflection: integer fields ±1 and out of
//                      range, repeated elements dropped/duplicated/cleared, oneof cleared or
//                      switched) is accepted with a next state no listed action produces; is
//                      rejected although byte-identical to a listed action; or Apply returns a
//                      code other than OK / INVALID_ARGUMENT.
//   kCheckProgress     A progress-policy playout has not FINISHED within progress_step_cap.
//   kCheckSerialization Applying an action to the state after a binary or proto3-JSON round
//                      trip gives different bytes (state, events, turn), or the round trip fails.
//   kCheckDeterminism  Replaying a playout's seed and actions gives different bytes (answers
//                      of NewGame, Apply, and the legal action lists); ResampleHidden twice
//                      with one seed differs.
//   kCheckView         View errors for a seat or kSpectator; ResampleHidden errors or gives a
//                      state failing Check; View(ResampleHidden(s, v, seed)) != View(s, v);
//                      ResampleHidden never changes anything although views hide something.
//   kCheckEventLeak    The action taken (or another listed one) applied to s and to a state
//                      r resampled for viewer v gives v the same next view but redacted events
//                      that reveal different values (compared as multisets of field values,
//                      so reveal order and grouping may differ), or a different turn.
//   kCheckLegalLeak    An acting seat's legal actions differ between s and a state resampled
//                      for that seat (listing leaks what the seat cannot know).
//   kCheckErrorLeak    A seat's rejected action (a mutation of its listed action, a listed
//                      action of another seat sent out of turn, a chance outcome sent by a
//                      seat) gets a different answer on s and on a state resampled for that
//                      seat: another violation (code, message, field path or rule_ref), another
//                      error status, or accepted in one and not the other (error messages leak
//                      what the seat cannot know).
//   kCheckHostile      Random / truncated / mutated bytes as state payload or action, bad
//                      envelopes, actors or viewers: a method returns a code outside its
//                      contract, takes over kSlowCallSeconds, or a mutated state that passes
//                      Check breaks the turn contract; Apply accepts a state Check rejects.
//   kCheckPolicy       The profile's policy returned an index outside the legal list.
//   kCheckCatalogue    A violation the suite observed (a wrong actor, a mutation, a refused
//                      probe, a move after the end) has a code that Info().violations does not
//                      list, or lists with another rule_ref.
//   kCheckPosition     The game's native position (Game::DecodePosition, engines/core/
//                      position.h) disagrees with its proto methods on a seeded random game
//                      from a playout's first state (CheckPositionAgreement: turn, deciders,
//                      legal lists, verdicts, violations, events, encoded states), or errors.
//   kCheckContentFields For a game that accepts supplied content: a field of the content
//                      message has no wrong value in the profile (bad_contents), or a wrong
//                      value is not refused with INVALID_ARGUMENT naming the field, at NewGame
//                      ("setup.content.supplied.<field>") or in a state by any method
//                      ("state.content.supplied.<field>"); content of another type is not
//                      refused naming setup.content.supplied.
//   kCheckContentRoundTrip A game's state does not carry the content it was set up with (each
//                      built-in by name and digest, the profile's good_content in full), or a
//                      view or the next state changes it; a state naming a built-in with
//                      another digest is not FAILED_PRECONDITION naming
//                      state.content.built_in.digest, an unknown built-in name not refused
//                      naming setup.content.built_in.name; a game without content accepts
//                      content in a setup or a state, or puts some in its states.
#ifndef ARBITER_TESTS_CONFORMANCE_SUITE_H_
#define ARBITER_TESTS_CONFORMANCE_SUITE_H_

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "engines/core/game.h"
#include "tests/conformance/profile.h"

namespace arbiter::conformance {

inline constexpr absl::string_view kCheckSetup = "setup";
inline constexpr absl::string_view kCheckInvariants = "invariants";
inline constexpr absl::string_view kCheckTurn = "turn";
inline constexpr absl::string_view kCheckListed = "listed_actions";
inline constexpr absl::string_view kCheckActor = "wrong_actor";
inline constexpr absl::string_view kCheckMutation = "mutation";
inline constexpr absl::string_view kCheckProgress = "progress";
inline constexpr absl::string_view kCheckSerialization = "serialization";
inline constexpr absl::string_view kCheckDeterminism = "determinism";
inline constexpr absl::string_view kCheckView = "view";
inline constexpr absl::string_view kCheckEventLeak = "event_leak";
inline constexpr absl::string_view kCheckLegalLeak = "legal_actions_leak";
inline constexpr absl::string_view kCheckErrorLeak = "error_leak";
inline constexpr absl::string_view kCheckHostile = "hostile_input";
inline constexpr absl::string_view kCheckPolicy = "policy";
inline constexpr absl::string_view kCheckCatalogue = "violation_catalogue";
inline constexpr absl::string_view kCheckPosition = "native_position";
inline constexpr absl::string_view kCheckContentFields = "content_fields";
inline constexpr absl::string_view kCheckContentRoundTrip = "content_round_trip";

// A hostile-input call slower than this (seconds, wall clock) counts as a hang.
inline constexpr double kSlowCallSeconds = 2.0;

// How much of each kind of checking the suite does. The defaults are the normal run; see
// README.md for what is sampled and why.
struct SuiteOptions {
  // Playouts per game; 0 = the profile's `playouts`.
  int playouts = 0;
  // When > 0, at most this many playouts per game (after `playouts`): the sanitizer run caps
  // every profile at 200 without raising a profile that runs fewer (see PlayoutsFor).
  int playout_cap = 0;
  // When >= 0, run only the playout with this index (as numbered in failure messages, same
  // seed and setup as in the full run), to reproduce a failure quickly.
  int only_playout = -1;
  // Base of every playout seed (playout i uses a seed mixed from base_seed and i).
  uint64_t base_seed = 0x5EED;
  // The first `full_playouts` playouts of each (policy, randomness, setup) combination deep-check
  // each of their first `full_steps` steps; every other step is deep-checked one in
  // `deep_stride` (at a seed-dependent offset). Cheap checks run at every step.
  int full_playouts = 1;
  int full_steps = 60;
  int deep_stride = 32;
  // Deep checks apply every listed action of the actor when there are at most this many, else
  // a sample of this many (always including the first and last). Full steps (above) apply
  // all of them, up to 4096.
  int max_listed_checked = 48;
  // Reflection mutations tried per deep-checked state (sampled from all generated).
  int max_mutations = 24;
  // Every `replay_every`-th playout is replayed from its seed and actions (determinism).
  int replay_every = 10;
  // Every `hostile_every`-th playout feeds hostile inputs at one of its states.
  int hostile_every = 20;
  // Hostile inputs per such state.
  int hostile_inputs = 24;
  // Every `position_every`-th playout also plays a random game from its first state on the
  // native position beside the proto path (kCheckPosition), with the playout's seed and cap;
  // probes on clones every 3 steps in full playouts, every `deep_stride` steps otherwise.
  // Every 4th: 500 agreement games a game in the normal run (each engine's position_test.cc
  // plays more), where every playout roughly doubled the suite's time.
  int position_every = 4;
  // Failures kept in full per check (all are counted).
  int max_failures_kept = 5;
};

// The normal options, with `playouts` taken from ARBITER_CONFORMANCE_PLAYOUTS when it is set to
// a positive integer (e.g. 10000 for the flagged long run), `playout_cap` from
// ARBITER_CONFORMANCE_PLAYOUT_CAP (a positive integer; scripts/test-sanitizers.sh sets 200), and
// `only_playout` from ARBITER_CONFORMANCE_ONLY_PLAYOUT (a playout index from a failure message).
SuiteOptions SuiteOptionsFromEnvironment();

// The playouts a run makes of a game with this profile: `options.playouts` if set, else the
// profile's, then at most `options.playout_cap` if that is set.
int PlayoutsFor(const SuiteOptions& options, const ConformanceProfile& profile);

// One broken expectation, with what is needed to reproduce it.
struct Failure {
  std::string check;
  // Game, setup, randomness, policy, playout seed and step.
  std::string where;
  std::string detail;
};

// How much was checked, to show that no check ran vacuously.
struct Coverage {
  int64_t playouts = 0;
  int64_t finished_playouts = 0;
  int64_t steps = 0;
  int64_t chance_steps = 0;
  int64_t deep_states = 0;
  int64_t listed_actions_applied = 0;
  int64_t wrong_actor_probes = 0;
  int64_t mutations = 0;
  int64_t mutations_accepted = 0;
  int64_t serialization_round_trips = 0;
  int64_t views_checked = 0;
  int64_t resamples_that_changed_state = 0;
  int64_t event_comparisons = 0;
  int64_t rejected_answer_comparisons = 0;
  int64_t replays = 0;
  int64_t hostile_inputs = 0;
  // Calls that checked a wrong content field's refusal; contents whose round trip was checked.
  int64_t content_refusals = 0;
  int64_t content_round_trips = 0;
  // Games played on the native position beside the proto path (kCheckPosition).
  int64_t position_playouts = 0;
};

// The outcome of RunConformance.
class Report {
 public:
  // Records a failure of `check` (one of the kCheck* names).
  void Fail(absl::string_view check, absl::string_view where, absl::string_view detail);

  bool ok() const { return failure_counts_.empty(); }
  // Number of failures of `check` (0 when it never failed).
  int64_t failures_of(absl::string_view check) const;
  const std::map<std::string, int64_t, std::less<>>& failure_counts() const {
    return failure_counts_;
  }
  const std::vector<Failure>& kept_failures() const { return kept_; }
  Coverage& coverage() { return coverage_; }
  const Coverage& coverage() const { return coverage_; }

  // Counts per check, the kept failures, and the coverage, for test output.
  std::string Summary() const;

  void set_max_failures_kept(int n) { max_kept_ = n; }

 private:
  std::map<std::string, int64_t, std::less<>> failure_counts_;
  std::vector<Failure> kept_;
  Coverage coverage_;
  int max_kept_ = 5;
};

// Runs every check on `game` under a filled-in `profile` (ProfileFor). Never crashes on a
// misbehaving engine (errors and bad values become failures), but an engine that crashes or
// hangs will crash or hang the suite.
Report RunConformance(const Game& game, const ConformanceProfile& profile,
                      const SuiteOptions& options);

}  // namespace arbiter::conformance

#endif  // ARBITER_TESTS_CONFORMANCE_SUITE_H_
