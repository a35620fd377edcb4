// Every violation code of Quibbles, declared once as a ViolationKind (engines/core/violation.h):
// the code, the section of engines/quibbles/rules.md it cites, and when it is answered.
// kViolations is the catalogue GameInfo publishes (quibbles.cc); every judge (split.cc,
// combine.cc, draw.cc, stash.cc, turn_flow.cc, actions.cc) builds its violations from these
// kinds, so an answer's rule_ref is always the catalogue's.
//
//   if (hand[card - 1] == 0) return MakeViolation(kSplitCardNotInHand, "split.card", "no 6 in hand");
//
// The codes every game shares (ARBITER_*) are declared here too, citing Quibbles' sections:
// Q3 for the turn, Q9 for the end of the game and Q10 for the chance outcomes (the draws).
// There is no "second stash" code: a STASH ends the turn (Q3, Q7), so a second one meets the
// next turn's main action and gets QUIBBLES_MAIN_ACTION_REQUIRED (or ARBITER_NOT_YOUR_TURN).
#ifndef ARBITER_ENGINES_QUIBBLES_VIOLATIONS_H_
#define ARBITER_ENGINES_QUIBBLES_VIOLATIONS_H_

#include <array>

#include "engines/core/violation.h"

namespace arbiter {
namespace quibbles {

// Q1: a card value outside 1..6 anywhere in an action.
inline constexpr ViolationKind kCardValueOutOfRange{
    "QUIBBLES_CARD_VALUE_OUT_OF_RANGE", "Q1", "a card value outside 1..6"};
// Q3: a main action (or PASS) after this turn's main action.
inline constexpr ViolationKind kMainActionAlreadyTaken{
    "QUIBBLES_MAIN_ACTION_ALREADY_TAKEN", "Q3", "a second main action in one turn"};
// Q3: STASH or END_TURN before this turn's main action.
inline constexpr ViolationKind kMainActionRequired{
    "QUIBBLES_MAIN_ACTION_REQUIRED", "Q3", "a stash or end of turn before the main action"};
// Q10: a main action with an empty hand (the only legal action is PASS).
inline constexpr ViolationKind kHandEmptyMustPass{
    "QUIBBLES_HAND_EMPTY_MUST_PASS", "Q10", "a main action with an empty hand"};
// Q4: the card played is not in hand.
inline constexpr ViolationKind kSplitCardNotInHand{
    "QUIBBLES_SPLIT_CARD_NOT_IN_HAND", "Q4", "the split card is not in hand"};
// Q4: a 1 played as a SPLIT taking nothing (allow_empty_take, R1): a 1 can never be split,
// whatever the take. With a set, a 1's SPLIT fails Q4's set rules (no two cards sum to 1).
inline constexpr ViolationKind kSplitCardIsOne{
    "QUIBBLES_SPLIT_CARD_IS_ONE", "Q4", "a 1 played as a split"};
// Q4: a set of fewer than 2 cards.
inline constexpr ViolationKind kSplitSetTooSmall{
    "QUIBBLES_SPLIT_SET_TOO_SMALL", "Q4", "a split set of fewer than 2 cards"};
// Q4: a set whose values do not sum to the card played.
inline constexpr ViolationKind kSplitSetSumMismatch{
    "QUIBBLES_SPLIT_SET_SUM_MISMATCH", "Q4", "a split set not summing to the card played"};
// Q4: a set value the row does not hold.
inline constexpr ViolationKind kSplitCardNotInRow{
    "QUIBBLES_SPLIT_CARD_NOT_IN_ROW", "Q4", "a split set value the row does not hold"};
// Q4: the sets together take more cards of a value than the row holds.
inline constexpr ViolationKind kSplitRowCardUsedTwice{
    "QUIBBLES_SPLIT_ROW_CARD_USED_TWICE", "Q4", "one row card in two split sets"};
// R1: a SPLIT taking no set or a COMBINE taking no card (allow_empty_take=false).
inline constexpr ViolationKind kNothingTaken{
    "QUIBBLES_NOTHING_TAKEN", "R1", "a split or combine taking nothing"};
// Q5: a COMBINE of fewer than 2 cards.
inline constexpr ViolationKind kCombineTooFewCards{
    "QUIBBLES_COMBINE_TOO_FEW_CARDS", "Q5", "a combine of fewer than 2 cards"};
// Q5: the combined cards total more than 6.
inline constexpr ViolationKind kCombineTotalOverSix{
    "QUIBBLES_COMBINE_TOTAL_OVER_SIX", "Q5", "combined cards totalling more than 6"};
// Q5: a combined card the hand does not hold.
inline constexpr ViolationKind kCombineCardNotInHand{
    "QUIBBLES_COMBINE_CARD_NOT_IN_HAND", "Q5", "a combined card not in hand"};
// Q5: more cards of the total taken than the row holds.
inline constexpr ViolationKind kCombineTakeExceedsRow{
    "QUIBBLES_COMBINE_TAKE_EXCEEDS_ROW", "Q5", "a combine taking more cards than the row holds"};
// Q6: the card put into the row is not in hand.
inline constexpr ViolationKind kDrawCardNotInHand{
    "QUIBBLES_DRAW_CARD_NOT_IN_HAND", "Q6", "the drawn-for card is not in hand"};
// Q7: fewer than v cards of the value v stashed.
inline constexpr ViolationKind kStashTooFewCards{
    "QUIBBLES_STASH_TOO_FEW_CARDS", "Q7", "a stash of v with fewer than v cards of v in hand"};
// Q7: a stash into a full collection without naming the card to discard.
inline constexpr ViolationKind kCollectionFullNameDiscard{
    "QUIBBLES_COLLECTION_FULL_NAME_DISCARD", "Q7",
    "a stash into a full collection naming no card to discard"};
// Q7: the collection card named for discard is not in the collection.
inline constexpr ViolationKind kCollectionCardNotHeld{
    "QUIBBLES_COLLECTION_CARD_NOT_HELD", "Q7", "a collection discard the collection does not hold"};
// Q7: a collection card named for discard while the collection is not full.
inline constexpr ViolationKind kCollectionNotFull{
    "QUIBBLES_COLLECTION_NOT_FULL", "Q7", "a collection discard while the collection is not full"};
// Q10: PASS with cards in hand.
inline constexpr ViolationKind kPassNotAllowed{
    "QUIBBLES_PASS_NOT_ALLOWED", "Q10", "a pass with cards in hand"};
// Q10: a chance outcome whose value the draw pile does not hold.
inline constexpr ViolationKind kImpossibleChanceOutcome{
    "QUIBBLES_IMPOSSIBLE_CHANCE_OUTCOME", "Q10", "a drawn value the draw pile does not hold"};

// The shared codes (engines/core/violation.h), with the sections Quibbles cites for them.
inline constexpr ViolationKind kGameIsOver{kGameOver, "Q9", "the game is over"};
inline constexpr ViolationKind kWrongActor{
    kWrongActorForAction, "Q3", "a seat sent a chance outcome, or chance sent a seat's move"};
inline constexpr ViolationKind kNoDrawPending{
    kNoChancePending, "Q10", "a chance outcome when no card is waiting to be drawn"};
inline constexpr ViolationKind kDrawPending{
    kChanceOutcomePending, "Q10", "a seat's move while a card waits to be drawn"};
inline constexpr ViolationKind kOtherSeatsTurn{kNotYourTurn, "Q3", "a seat whose turn it is not"};

inline constexpr std::array<ViolationKind, 27> kViolations = {
    kCardValueOutOfRange, kMainActionAlreadyTaken, kMainActionRequired, kHandEmptyMustPass,
    kSplitCardNotInHand, kSplitCardIsOne, kSplitSetTooSmall, kSplitSetSumMismatch,
    kSplitCardNotInRow, kSplitRowCardUsedTwice, kNothingTaken, kCombineTooFewCards,
    kCombineTotalOverSix, kCombineCardNotInHand, kCombineTakeExceedsRow, kDrawCardNotInHand,
    kStashTooFewCards, kCollectionFullNameDiscard, kCollectionCardNotHeld, kCollectionNotFull,
    kPassNotAllowed, kImpossibleChanceOutcome, kGameIsOver, kWrongActor, kNoDrawPending,
    kDrawPending, kOtherSeatsTurn};

}  // namespace quibbles
}  // namespace arbiter

#endif  // ARBITER_ENGINES_QUIBBLES_VIOLATIONS_H_
