// Every violation code of Jump Drive, declared once as a ViolationKind (engines/core/
// violation.h): the code, the section of engines/jump_drive/rules.md it cites, and when it is
// answered. kViolations is the catalogue GameInfo publishes (jump_drive.cc). The rules file's
// JD_<REASON> codes are JUMP_DRIVE_<REASON> here (engines/README.md's convention).
#ifndef ARBITER_ENGINES_JUMP_DRIVE_VIOLATIONS_H_
#define ARBITER_ENGINES_JUMP_DRIVE_VIOLATIONS_H_

#include <array>

#include "engines/core/violation.h"

namespace arbiter {
namespace jump_drive {

// J3: the seat owes another step than the one the action answers (e.g. PAY when it must
// place, CONVOY before paying).
inline constexpr ViolationKind kWrongStep{
    "JUMP_DRIVE_WRONG_STEP", "J3", "an action that is not the seat's pending step"};
// J2: a setup discard of other than 2 cards (or of cards not in hand).
inline constexpr ViolationKind kSetupDiscardCount{
    "JUMP_DRIVE_SETUP_DISCARD_COUNT", "J2", "a setup discard of other than 2 cards"};
// R16: an explore or hand-limit DISCARD names other than exactly one card.
inline constexpr ViolationKind kDiscardCount{
    "JUMP_DRIVE_DISCARD_COUNT", "R16", "a discard action naming other than one card"};
// J4: a card named is not in the seat's hand.
inline constexpr ViolationKind kCardNotInHand{
    "JUMP_DRIVE_CARD_NOT_IN_HAND", "J4", "a card the hand does not hold"};
// J4: the development slot names a world.
inline constexpr ViolationKind kNotADevelopment{
    "JUMP_DRIVE_NOT_A_DEVELOPMENT", "J4", "a world placed as the development"};
// J4: the world slot (or a convoy) names a development.
inline constexpr ViolationKind kNotAWorld{
    "JUMP_DRIVE_NOT_A_WORLD", "J4", "a development placed as the world"};
// J4: PAY for a military world, CONQUER/CONTACT for a non-military one, a mode without a world
// or a world without a mode.
inline constexpr ViolationKind kWrongMode{
    "JUMP_DRIVE_WRONG_MODE", "J4", "a world mode that does not fit the world"};
// J4: a placement with neither a development nor a world (EXPLORE is its own action).
inline constexpr ViolationKind kNothingPlaced{
    "JUMP_DRIVE_NOTHING_PLACED", "J4", "a placement of nothing"};
// J4: CONTACT without a contact_specialist in the empire or as this round's development.
inline constexpr ViolationKind kContactUnavailable{
    "JUMP_DRIVE_CONTACT_UNAVAILABLE", "J4", "CONTACT without a Contact Specialist"};
// J4: CONTACT on a world of the excluded colour (Alien, yellow); J4 names the code.
inline constexpr ViolationKind kContactAlien{
    "JUMP_DRIVE_CONTACT_ALIEN", "J4", "CONTACT on an excluded (Alien) world"};
// J4 / J5: strength below the defence (CONQUER, or a Military Convoy's leftover).
inline constexpr ViolationKind kMilitaryTooLow{
    "JUMP_DRIVE_MILITARY_TOO_LOW", "J4", "military strength below the world's defence"};
// J4 / J5: fewer cards left in hand than the cost.
inline constexpr ViolationKind kCannotAfford{
    "JUMP_DRIVE_CANNOT_AFFORD", "J4", "fewer cards left in hand than the placement costs"};
// J4 (R13, R18): a requires_no_military card with military in the empire; J4 names the code.
inline constexpr ViolationKind kRequiresNoMilitary{
    "JUMP_DRIVE_REQUIRES_NO_MILITARY", "J4", "a no-military card with military in the empire"};
// J4: a second copy of a unique_in_empire card.
inline constexpr ViolationKind kUniqueInEmpire{
    "JUMP_DRIVE_UNIQUE_IN_EMPIRE", "J4", "a second copy of a unique card in one empire"};
// J4: the Survey Team once more.
inline constexpr ViolationKind kSurveyTeamUsed{
    "JUMP_DRIVE_SURVEY_TEAM_USED", "J4", "the Survey Team placed a second time"};
// J5: PAY naming other than one card (a payment is one card per PAY action).
inline constexpr ViolationKind kPaymentCount{
    "JUMP_DRIVE_PAYMENT_COUNT", "J5", "a PAY naming other than one card"};
// J5 / R17: CONVOY with no convoy that applies to this first and second world.
inline constexpr ViolationKind kConvoyNotAllowed{
    "JUMP_DRIVE_CONVOY_NOT_ALLOWED", "J5", "a second world no convoy allows"};
// J12: a drawn card the draw pile does not hold, or a preset letter not available.
inline constexpr ViolationKind kImpossibleChanceOutcome{
    "JUMP_DRIVE_IMPOSSIBLE_CHANCE_OUTCOME", "J12", "a chance outcome that is not possible"};

// The shared codes (engines/core/violation.h), with the sections Jump Drive cites.
inline constexpr ViolationKind kGameIsOver{kGameOver, "J8", "the game is over"};
inline constexpr ViolationKind kWrongActor{
    kWrongActorForAction, "J12", "a seat sent a chance outcome, or chance sent a seat's move"};
inline constexpr ViolationKind kNoDrawPending{
    kNoChancePending, "J12", "a chance outcome when nothing waits for one"};
inline constexpr ViolationKind kDrawPending{
    kChanceOutcomePending, "J12", "a seat's move while a draw waits for its outcome"};
// J3: the rules file's JD_NOT_YOUR_DECISION, a seat with nothing pending, is the shared
// ARBITER_NOT_YOUR_TURN: every engine answers that code for a seat that may not act now
// (engines/core/violation.h), and clients rely on it.
inline constexpr ViolationKind kNotYourDecision{
    kNotYourTurn, "J3", "an action by a seat with nothing pending (JD_NOT_YOUR_DECISION)"};

inline constexpr std::array<ViolationKind, 23> kViolations = {
    kWrongStep,          kSetupDiscardCount,  kDiscardCount,
    kCardNotInHand,    kNotADevelopment,    kNotAWorld,          kWrongMode,
    kNothingPlaced,    kContactUnavailable, kContactAlien,       kMilitaryTooLow,
    kCannotAfford,     kRequiresNoMilitary, kUniqueInEmpire,     kSurveyTeamUsed,
    kPaymentCount,     kConvoyNotAllowed,   kImpossibleChanceOutcome, kGameIsOver,
    kWrongActor,       kNoDrawPending,      kDrawPending,        kNotYourDecision};

}  // namespace jump_drive
}  // namespace arbiter

#endif  // ARBITER_ENGINES_JUMP_DRIVE_VIOLATIONS_H_
