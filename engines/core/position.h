// A position: one game state decoded once into an engine's native form, judged and advanced
// natively step after step, encoded back once (issue 22 §2). The paths that take many steps on
// one game (ReplayGame and StreamReplayGame, `arbiter playout`, the conformance suite's
// playouts, the engine benchmark) hold a Position instead of calling Game::Apply per step, so a
// record of N steps costs one decode and one encode instead of N of each.
//
//   absl::StatusOr<std::unique_ptr<Position>> p = game->DecodePosition(state);
//   // replay: judge actions in their wire form
//   absl::StatusOr<bool> legal = (*p)->Apply(actor, action, &violation, /*events=*/nullptr);
//   // playout: list natively, pick, play natively
//   absl::StatusOr<int> n = (*p)->ListLegal(actor);
//   (*p)->PlayListed(rng.Uniform(*n), /*events=*/nullptr);
//   absl::StatusOr<v1::GameState> next = (*p)->Encode();
//
// The contract: a Position is the Game's proto methods, faster. For every state S, actor A and
// action X, after DecodePosition(S):
//   - Apply(A, X) is legal exactly when Game::Apply(S, A, X) is, with the same violation (code,
//     rule_ref, field, message) or the same events; Encode() then equals Game::Apply's state
//     byte for byte (deterministic serialization), and Turn() its turn;
//   - ListLegal(A) counts Game::LegalActions(S, A) and ListedAction(i) is its i-th element
//     (same order, same bytes); PlayListed(i) is Apply of that action;
//   - Decides(A) is true exactly when A is in Turn().acting_seats, or A == kChance and
//     Turn().chance_pending; Deciders lists those actors.
// The conformance suite checks all of this against the proto path on every playout
// (tests/conformance). An illegal Apply, or an error, leaves the position unchanged.
//
// Every engine implements Game::DecodePosition natively (engines/README.md). ProtoPosition
// (proto_position.h) is the adapter over the proto methods: a reference for tests and toy games,
// never what a registered engine answers.
//
// A Position is not thread-safe; distinct positions are independent (one per call or thread).
#ifndef ARBITER_ENGINES_CORE_POSITION_H_
#define ARBITER_ENGINES_CORE_POSITION_H_

#include <memory>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "arbiter/v1/event.pb.h"
#include "arbiter/v1/game_state.pb.h"
#include "arbiter/v1/turn.pb.h"
#include "arbiter/v1/violation.pb.h"
#include "google/protobuf/any.pb.h"

namespace arbiter {

class Position {
 public:
  virtual ~Position() = default;

  // What Game::Turn answers for the state held: acting seats, chance, decision, outcome.
  virtual v1::TurnStatus Turn() const = 0;
  // True when `actor` (a seat, or kChance) must or may act now; cheap (no allocation). False
  // for an actor out of range and once the game is finished.
  virtual bool Decides(int actor) const = 0;
  // The actors who decide now, replacing `actors`' contents: kChance first when a chance
  // outcome is pending, then the acting seats ascending; empty once finished. No allocation
  // once `actors` has grown.
  virtual void Deciders(std::vector<int>* actors) const = 0;
  // True once the game is over (Turn().outcome.status == OUTCOME_STATUS_FINISHED).
  virtual bool Finished() const = 0;

  // Game::Apply on the state held. Legal: advances and answers true; `events`, when not null,
  // receives exactly Game::Apply's events (appended). Illegal: answers false, sets *violation
  // (when not null) as Game::Apply does, and leaves the position unchanged. Errors as
  // Game::Apply's (INVALID_ARGUMENT "action: ..." for an unparsable action or one of another
  // type; "actor: ..." out of range), position unchanged.
  virtual absl::StatusOr<bool> Apply(int actor, const google::protobuf::Any& action,
                                     v1::Violation* violation,
                                     std::vector<v1::Event>* events) = 0;

  // Lists the legal actions of `actor` natively, in Game::LegalActions's order, and keeps them
  // (replacing the previous list); answers how many (0 when the actor may not act). The list
  // is valid until the position changes. Errors: INVALID_ARGUMENT "actor: ..." out of range.
  virtual absl::StatusOr<int> ListLegal(int actor) = 0;
  // Plays the `index`-th action of the last ListLegal for the actor listed: Apply of
  // ListedAction(index), without the wire form. Errors: FAILED_PRECONDITION "index: ..." when
  // there is no current list or index is outside [0, count).
  virtual absl::Status PlayListed(int index, std::vector<v1::Event>* events) = 0;
  // The `index`-th listed action as Game::LegalActions answers it. Errors as PlayListed.
  virtual absl::Status ListedAction(int index, google::protobuf::Any* out) const = 0;

  // The state held, as Game::Apply would have answered it (content, seal-free envelope and
  // payload byte-identical under deterministic serialization).
  virtual absl::StatusOr<v1::GameState> Encode() const = 0;

  // An independent copy (same state, no current list needed).
  virtual std::unique_ptr<Position> Clone() const = 0;
};

}  // namespace arbiter

#endif  // ARBITER_ENGINES_CORE_POSITION_H_
