// Every violation code of Voyages, declared once as a ViolationKind (engines/core/violation.h):
// the code, the section of engines/voyages/rules.md it cites, and when it is answered.
// kViolations is the catalogue GameInfo publishes (voyages.cc). The rules file's VY_<REASON>
// codes are VOYAGES_<REASON> here (engines/README.md's convention); VY_NOT_YOUR_DECISION is
// the shared ARBITER_NOT_YOUR_TURN (below).
#ifndef ARBITER_ENGINES_VOYAGES_VIOLATIONS_H_
#define ARBITER_ENGINES_VOYAGES_VIOLATIONS_H_

#include <array>

#include "engines/core/violation.h"

namespace arbiter {
namespace voyages {

// V3: the roles do not use dice 0, 1 and 2 once each.
inline constexpr ViolationKind kBadAssignment{
    "VOYAGES_BAD_ASSIGNMENT", "V3", "direction, distance and duty do not use each die once"};
// V4: a sailor named is not ready (more sailors of a kind than are ready).
inline constexpr ViolationKind kNotEnoughSailors{
    "VOYAGES_NOT_ENOUGH_SAILORS", "V4", "more sailors of a kind named than are ready"};
// V4 / R2: a die outside 0..2, a step other than +-1, a value outside 1..6, a field of the
// other kind, or (stack_sailors = false) a second sailor on one die.
inline constexpr ViolationKind kBadModification{
    "VOYAGES_BAD_MODIFICATION", "V4", "a modification no sailor can make"};
// V7 / R4: duty_cell missing, not an unmarked cell showing the duty value, or given when none
// shows it.
inline constexpr ViolationKind kDutyCell{
    "VOYAGES_DUTY_CELL", "V7", "the duty cell is not one the duty value must mark"};
// V9: the Dread's cost cannot be paid (or the heroic split is impossible).
inline constexpr ViolationKind kDreadCost{
    "VOYAGES_DREAD_COST", "V9", "the Dread's cost cannot be paid"};
// V9 / R13: the seat has defeated the Dread already.
inline constexpr ViolationKind kAlreadyDefeated{
    "VOYAGES_ALREADY_DEFEATED", "V9", "the Dread is defeated a second time"};
// V3: the action is not the seat's pending step (SELL before sailing, SAIL twice).
inline constexpr ViolationKind kWrongStep{
    "VOYAGES_WRONG_STEP", "V3", "an action that is not the seat's pending step"};
// V8: SELL or DEFEAT_DREAD where the landing space does not offer it (or SELL twice).
inline constexpr ViolationKind kNotOffered{
    "VOYAGES_NOT_OFFERED", "V8", "a follow-up the landing space does not offer"};
// V9: a SELL of a type not bought here, more than held, a count below 1, or a type twice.
inline constexpr ViolationKind kBadSale{
    "VOYAGES_BAD_SALE", "V9", "a sale the seat's cargo or the market does not allow"};
// V13: a chance outcome that is not three values 1..6.
inline constexpr ViolationKind kImpossibleChanceOutcome{
    "VOYAGES_IMPOSSIBLE_CHANCE_OUTCOME", "V13", "a roll that is not three values 1..6"};

// The shared codes (engines/core/violation.h), with the sections Voyages cites.
inline constexpr ViolationKind kGameIsOver{kGameOver, "V10", "the game is over"};
inline constexpr ViolationKind kWrongActor{
    kWrongActorForAction, "V13", "a seat sent a chance outcome, or chance sent a seat's move"};
inline constexpr ViolationKind kNoRollPending{
    kNoChancePending, "V13", "a chance outcome when no roll waits for one"};
inline constexpr ViolationKind kRollPending{
    kChanceOutcomePending, "V13", "a seat's move while the round's roll waits for its outcome"};
// V3: the rules file's VY_NOT_YOUR_DECISION, a seat with nothing pending (its turn this round
// is over), is the shared ARBITER_NOT_YOUR_TURN: every engine answers that code for a seat
// that may not act now (engines/core/violation.h), and clients rely on it.
inline constexpr ViolationKind kNotYourDecision{
    kNotYourTurn, "V3", "an action by a seat with nothing pending (VY_NOT_YOUR_DECISION)"};

inline constexpr std::array<ViolationKind, 15> kViolations = {
    kBadAssignment, kNotEnoughSailors, kBadModification, kDutyCell,     kDreadCost,
    kAlreadyDefeated, kWrongStep,      kNotOffered,      kBadSale,      kImpossibleChanceOutcome,
    kGameIsOver,    kWrongActor,       kNoRollPending,   kRollPending,  kNotYourDecision};

}  // namespace voyages
}  // namespace arbiter

#endif  // ARBITER_ENGINES_VOYAGES_VIOLATIONS_H_
