// The engine contract: one implementation per game, registered by id (registry.h).
//
// A Game is a stateless, thread-safe rules engine. Every method is a pure function of its
// arguments: no I/O, no globals, no clocks; inputs are never modified; the same input gives
// byte-identical output on every machine and run. No method crashes, aborts or loops forever
// on any input: hostile states and actions get an absl::Status error.
//
// Error convention (the service maps these to gRPC codes one to one):
//   INVALID_ARGUMENT     unparsable or internally inconsistent state/action/setup; the message
//                        starts with the offending field path, e.g.
//                        "state.payload.players[2].hand: 7 cards of value 6, deck has 26".
//   NOT_FOUND            (registry) unknown game id.
//   FAILED_PRECONDITION  a rules version or state format version this engine does not know.
// A well-formed but illegal action is not an error: Apply returns legal=false with a Violation.
//
// Usage:
//   const Game* game = DefaultRegistry().Find("my_game");
//   absl::StatusOr<NewGameResult> g = game->NewGame(setup);
//   absl::StatusOr<ApplyResult> r = game->Apply(g->state, /*actor=*/0, action);
//   if (r.ok() && !r->legal) Report(r->violation);
#ifndef ARBITER_ENGINES_CORE_GAME_H_
#define ARBITER_ENGINES_CORE_GAME_H_

#include <cstdint>
#include <memory>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "arbiter/v1/event.pb.h"
#include "arbiter/v1/game_info.pb.h"
#include "arbiter/v1/game_state.pb.h"
#include "arbiter/v1/turn.pb.h"
#include "arbiter/v1/violation.pb.h"
#include "engines/core/position.h"
#include "google/protobuf/any.pb.h"

namespace arbiter {

// Actor value meaning "chance" (a chance outcome supplied in RANDOMNESS_MODE_EXTERNAL).
inline constexpr int kChance = -1;
// Viewer value meaning "a spectator": sees only what is public.
inline constexpr int kSpectator = -2;
// Viewer value for callers who see everything (the platform itself); events only.
inline constexpr int kOmniscient = -3;

// What NewGame produces.
struct NewGameResult {
  v1::GameState state;
  // Setup events (e.g. deals), hidden parts private to their seats.
  std::vector<v1::Event> events;
  v1::TurnStatus turn;
};

// What Apply produces. When `legal` is false only `violation` is set.
struct ApplyResult {
  bool legal = false;
  v1::Violation violation;
  v1::GameState state;
  std::vector<v1::Event> events;
  v1::TurnStatus turn;
};

class Game {
 public:
  virtual ~Game() = default;

  // Id, title, seat range, options, rules version and message type names.
  virtual const v1::GameInfo& Info() const = 0;

  // A new game. Errors: INVALID_ARGUMENT naming the setup field (seat_count out of range,
  // unknown option or value, first_seat out of range). In RANDOMNESS_MODE_EXTERNAL the
  // returned state may already wait for chance outcomes (the deal).
  virtual absl::StatusOr<NewGameResult> NewGame(const v1::GameSetup& setup) const = 0;

  // Judges `action` (the game's Action message packed in an Any) taken by `actor` (a seat, or
  // kChance) in `state`. Legal: the next state, events and turn. Illegal (including an actor
  // who may not act now, or a finished game): legal=false and the violation. Errors: state or
  // action unparsable or inconsistent, actor out of range.
  virtual absl::StatusOr<ApplyResult> Apply(const v1::GameState& state, int actor,
                                            const google::protobuf::Any& action) const = 0;

  // Every action `actor` may legally take now, in a canonical order, each accepted by Apply.
  // Empty when the actor may not act. For kChance: every possible chance outcome when one is
  // pending (RANDOMNESS_MODE_EXTERNAL), where their number is bounded by the game.
  virtual absl::StatusOr<std::vector<google::protobuf::Any>> LegalActions(
      const v1::GameState& state, int actor) const = 0;

  // The state with what `viewer` (a seat, or kSpectator) may not know removed. Two states that
  // differ only in what the viewer cannot know give byte-identical views.
  virtual absl::StatusOr<v1::GameState> View(const v1::GameState& state, int viewer) const = 0;

  // Checks every invariant of a full state (e.g. every card accounted for). OK or
  // INVALID_ARGUMENT naming the first broken invariant's field.
  virtual absl::Status Check(const v1::GameState& state) const = 0;

  // Whose turn it is, the pending decision and the outcome.
  virtual absl::StatusOr<v1::TurnStatus> Turn(const v1::GameState& state) const = 0;

  // A full state that `viewer` cannot tell apart from `state`: everything the viewer may not
  // know (other hands, pile order, generator state) redrawn at random from what is consistent
  // with the viewer's knowledge, using `seed`. View(result, viewer) == View(state, viewer).
  // (OpenSpiel's ResampleFromInfostate.) Used by the conformance suite to prove views leak
  // nothing, and by bots for determinization. Games without hidden information return the
  // state unchanged.
  virtual absl::StatusOr<v1::GameState> ResampleHidden(const v1::GameState& state, int viewer,
                                                       uint64_t seed) const = 0;

  // `state` decoded once into the engine's native position (position.h), for paths that take
  // many steps: each step is judged and played natively, the state encoded only when asked.
  // Errors: those of Check (INVALID_ARGUMENT naming the field, FAILED_PRECONDITION for an
  // unknown rules or state format version).
  virtual absl::StatusOr<std::unique_ptr<Position>> DecodePosition(
      const v1::GameState& state) const = 0;
};

}  // namespace arbiter

#endif  // ARBITER_ENGINES_CORE_GAME_H_
