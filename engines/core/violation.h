// Building violations (illegal but well-formed actions) and the codes every game shares.
//
//   if (actor != s.current_seat()) return Illegal(NotYourTurn(actor));
//   return Illegal(MakeViolation("QUIBBLES_SET_TOO_SMALL", "Q4", "split.sets[0]",
//                                "a set needs at least 2 cards"));
#ifndef ARBITER_ENGINES_CORE_VIOLATION_H_
#define ARBITER_ENGINES_CORE_VIOLATION_H_

#include <optional>
#include <string>

#include "absl/strings/string_view.h"
#include "arbiter/v1/violation.pb.h"
#include "engines/core/game.h"

namespace arbiter {

// Codes shared by every game. Their rule_ref is the game's turn-structure section. Every engine
// checks them before its own rules and in this order, so one action gets one code in any game:
//   1. ARBITER_GAME_OVER                the game is finished;
//   2. ARBITER_WRONG_ACTOR_FOR_ACTION   a seat sent a chance outcome, or chance a seat's move;
//   3. ARBITER_NO_CHANCE_PENDING        a chance outcome when none is pending;
//      ARBITER_CHANCE_OUTCOME_PENDING   a seat's move while a chance outcome is pending;
//   4. ARBITER_NOT_YOUR_TURN            a seat that may not act now.
inline constexpr absl::string_view kNotYourTurn = "ARBITER_NOT_YOUR_TURN";
inline constexpr absl::string_view kGameOver = "ARBITER_GAME_OVER";
// A seat acted while a chance outcome is pending (RANDOMNESS_MODE_EXTERNAL).
inline constexpr absl::string_view kChanceOutcomePending = "ARBITER_CHANCE_OUTCOME_PENDING";
// A chance outcome was given when none is pending (or the game is SEEDED).
inline constexpr absl::string_view kNoChancePending = "ARBITER_NO_CHANCE_PENDING";
// A seat sent a chance outcome, or chance sent a player's action.
inline constexpr absl::string_view kWrongActorForAction = "ARBITER_WRONG_ACTOR_FOR_ACTION";

// One violation code of a game: the code, the section of engines/<game>/rules.md it cites and a
// one-line description of when it is answered. Each engine declares its kinds once, in its
// violations.h, lists them all in GameInfo (GameInfoBuilder::Violations) and builds every
// violation from them, so an answer's rule_ref always matches the catalogue:
//   inline constexpr ViolationKind kSetTooSmall{"QUIBBLES_SET_TOO_SMALL", "Q4",
//                                               "a set of fewer than 2 cards"};
//   return MakeViolation(kSetTooSmall, "split.sets[0]", "a set needs at least 2 cards");
struct ViolationKind {
  absl::string_view code;
  absl::string_view rule_ref;
  absl::string_view description;
};

// A judge's answer on one action: nullopt when the action is legal, else why not. Every engine's
// judging functions return it (`Verdict JudgeSplit(const State&, ...)`).
using Verdict = std::optional<v1::Violation>;

v1::Violation MakeViolation(absl::string_view code, absl::string_view rule_ref,
                            absl::string_view field_path, absl::string_view message);

v1::Violation MakeViolation(const ViolationKind& kind, absl::string_view field_path,
                            absl::string_view message);

// An ApplyResult with legal=false and this violation.
ApplyResult Illegal(v1::Violation violation);

}  // namespace arbiter

#endif  // ARBITER_ENGINES_CORE_VIOLATION_H_
