// Quibbles rules on the native Table (table.h) and Move (moves.h): judging an action, playing
// a move, the pending-draw machinery, the legal-move listing, turn status and views.
// The Game class (quibbles.h) is a thin proto boundary over these functions; benchmarks and
// bots may call them directly (ListMoves + Play never touch protobuf when `events` is null).
//
//   Table t;  ...ParseTable...
//   std::vector<Move> moves;
//   ListMoves(t, t.current_seat, &moves);
//   Play(t, t.current_seat, moves[0], /*events=*/nullptr);
//
// Reading of Q4's "(A 1 can never be split.)": it follows from Q4's own terms (k >= 1 sets,
// each of 2 or more cards summing to v, and no two cards sum to 1), so a SPLIT of a 1 is always
// refused by default (QUIBBLES_NOTHING_TAKEN with no sets, QUIBBLES_SPLIT_SET_TOO_SMALL or
// _SUM_MISMATCH with any). Option allow_empty_take (R1, the seed's "you may take") lifts k >= 1
// for every played card alike, so a 1, like any card, may then be played taking nothing; it
// still can never take a set. Tests: QuibblesSplit.Q4_AOneCanNeverBeSplit and
// QuibblesRulings.R1_AllowEmptyTakeTrueAcceptsTakingNothing.
#ifndef ARBITER_ENGINES_QUIBBLES_RULES_H_
#define ARBITER_ENGINES_QUIBBLES_RULES_H_

#include <optional>
#include <vector>

#include "arbiter/v1/event.pb.h"
#include "arbiter/v1/turn.pb.h"
#include "arbiter/v1/violation.pb.h"
#include "engines/quibbles/moves.h"
#include "engines/quibbles/table.h"

namespace arbiter {
namespace quibbles {

// Violation codes (rule_ref in parentheses). Shared ARBITER_* codes come from
// engines/core/violation.h with rule_ref Q3 (Q9 for ARBITER_GAME_OVER, Q10 for the chance
// codes). There is no "second stash" code: a STASH ends the turn (Q3, Q7), so a second one
// meets the next turn's PHASE_MAIN_ACTION and gets QUIBBLES_MAIN_ACTION_REQUIRED.
inline constexpr char kCardValueOutOfRange[] = "QUIBBLES_CARD_VALUE_OUT_OF_RANGE";        // Q1
inline constexpr char kMainActionAlreadyTaken[] = "QUIBBLES_MAIN_ACTION_ALREADY_TAKEN";  // Q3
inline constexpr char kMainActionRequired[] = "QUIBBLES_MAIN_ACTION_REQUIRED";           // Q3
inline constexpr char kHandEmptyMustPass[] = "QUIBBLES_HAND_EMPTY_MUST_PASS";            // Q10
inline constexpr char kSplitCardNotInHand[] = "QUIBBLES_SPLIT_CARD_NOT_IN_HAND";         // Q4
inline constexpr char kSplitSetTooSmall[] = "QUIBBLES_SPLIT_SET_TOO_SMALL";              // Q4
inline constexpr char kSplitSetSumMismatch[] = "QUIBBLES_SPLIT_SET_SUM_MISMATCH";        // Q4
inline constexpr char kSplitCardNotInRow[] = "QUIBBLES_SPLIT_CARD_NOT_IN_ROW";           // Q4
inline constexpr char kSplitRowCardUsedTwice[] = "QUIBBLES_SPLIT_ROW_CARD_USED_TWICE";   // Q4
inline constexpr char kNothingTaken[] = "QUIBBLES_NOTHING_TAKEN";                        // R1
inline constexpr char kCombineTooFewCards[] = "QUIBBLES_COMBINE_TOO_FEW_CARDS";          // Q5
inline constexpr char kCombineTotalOverSix[] = "QUIBBLES_COMBINE_TOTAL_OVER_SIX";        // Q5
inline constexpr char kCombineCardNotInHand[] = "QUIBBLES_COMBINE_CARD_NOT_IN_HAND";     // Q5
inline constexpr char kCombineTakeExceedsRow[] = "QUIBBLES_COMBINE_TAKE_EXCEEDS_ROW";    // Q5
inline constexpr char kDrawCardNotInHand[] = "QUIBBLES_DRAW_CARD_NOT_IN_HAND";           // Q6
inline constexpr char kStashTooFewCards[] = "QUIBBLES_STASH_TOO_FEW_CARDS";              // Q7
inline constexpr char kCollectionFullNameDiscard[] =
    "QUIBBLES_COLLECTION_FULL_NAME_DISCARD";                                              // Q7
inline constexpr char kCollectionCardNotHeld[] = "QUIBBLES_COLLECTION_CARD_NOT_HELD";    // Q7
inline constexpr char kCollectionNotFull[] = "QUIBBLES_COLLECTION_NOT_FULL";             // Q7
inline constexpr char kPassNotAllowed[] = "QUIBBLES_PASS_NOT_ALLOWED";                   // Q10
inline constexpr char kImpossibleChanceOutcome[] =
    "QUIBBLES_IMPOSSIBLE_CHANCE_OUTCOME";                                                 // Q10

// Judges `action` by `actor` (a seat in range, or kChance) in a valid table. Returns the
// violation when illegal; otherwise fills `move` (normalized: sets in canonical order) and
// returns nullopt. The action must have its oneof set (the caller rejects empty actions).
std::optional<v1::Violation> Judge(const Table& t, int actor, const pb::Action& action,
                                   Move* move);

// Plays a legal move (one Judge accepted or ListMoves listed) by `actor`, then runs everything
// that follows without a decision: draws (all of them when SEEDED, up to the next chance
// outcome when EXTERNAL), housekeeping after END_TURN / PASS / a non-winning STASH (Q8), the
// win check (Q9). Appends the events when `events` is not null.
void Play(Table& t, int actor, const Move& move, std::vector<v1::Event>* events);

// Sets up a new game on a table holding the options, mode, seed and seat count (Q2): the whole
// deck in the draw pile, deals queued (6 to the row, then 6 per seat from `first_seat`), and
// resolved as far as the randomness mode allows.
void StartGame(Table& t, int first_seat, std::vector<v1::Event>* events);

// Every legal move of `actor` (a seat, or kChance) in canonical order: splits, combines,
// draws (each by card value ascending), then stashes, end turn, pass; or the chance outcomes
// ascending. Complete and without duplicates: distinct moves lead to distinct states.
// `out` is cleared first.
void ListMoves(const Table& t, int actor, std::vector<Move>* out);

// Whose turn, the pending decision ("main_action", "stash_or_end", "chance", "" when
// finished) and the outcome (winner rank 1, everyone else rank 2; score = collection total).
v1::TurnStatus TurnOf(const Table& t);

// Redistributes what `viewer` (a seat or kSpectator) cannot see — the other seats' hands and
// the draw pile — uniformly at random with Rng(seed), keeping every hand size and the pile
// size; the generator state becomes a fresh value from the same Rng.
void ResampleHiddenCards(Table& t, int viewer, uint64_t seed);

// The proto view of `t` for `viewer`: other hands, draw pile composition and generator state
// cleared (sizes kept).
pb::State ViewOf(const Table& t, int viewer);

}  // namespace quibbles
}  // namespace arbiter

#endif  // ARBITER_ENGINES_QUIBBLES_RULES_H_
