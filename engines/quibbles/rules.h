// Quibbles' rules on the native State (state.h) and Move (moves.h), declared by concept; each
// move's file holds its judging, its playing and its listing side by side:
//   actions.cc    Judge / Play / ListMoves: the checks every game shares, then one move's functions
//   split.cc      Q4 SPLIT (and R1 for it)
//   combine.cc    Q5 COMBINE (and R1 for it)
//   draw.cc       Q6 DRAW
//   stash.cc      Q7 STASH, R2, the win (Q9, R3)
//   turn_flow.cc  Q2 the deal, Q3 main action / end of turn, Q8 housekeeping, Q10 draws,
//                 chance outcomes and PASS; TurnOf
//   view.cc       Q11 views and resampling of hidden cards
// The Game class (quibbles.cc) is a thin proto boundary over these functions; benchmarks and
// bots may call them directly (ListMoves + Play never touch protobuf when `events` is null).
//
//   State s;  ...DecodeState...
//   std::vector<Move> moves;
//   ListMoves(s, s.current_seat, &moves);
//   Play(s, s.current_seat, moves[0], /*events=*/nullptr);
//
// Q4's "a 1 can never be split" (rules.md R1): a 1 is never a SPLIT, listed or accepted, under
// every option value. By default any SPLIT of a 1 is refused by Q4's own terms (no set:
// QUIBBLES_NOTHING_TAKEN; any set: QUIBBLES_SPLIT_SET_TOO_SMALL or _SUM_MISMATCH, since no two
// cards sum to 1); under allow_empty_take a 1 taking no set is QUIBBLES_SPLIT_CARD_IS_ONE.
// Tests: QuibblesSplit.Q4_AOneCanNeverBeSplit and QuibblesRulings.R1_*.
#ifndef ARBITER_ENGINES_QUIBBLES_RULES_H_
#define ARBITER_ENGINES_QUIBBLES_RULES_H_

#include <cstdint>
#include <vector>

#include "absl/strings/string_view.h"
#include "arbiter/v1/event.pb.h"
#include "arbiter/v1/turn.pb.h"
#include "engines/core/violation.h"
#include "engines/quibbles/moves.h"
#include "engines/quibbles/state.h"

namespace arbiter {
namespace quibbles {

using Events = std::vector<v1::Event>;

// ---- actions.cc: every move.

// Judges `action` by `actor` (a seat in range, or kChance) in a valid state. Returns the
// violation when illegal; otherwise fills `move` (normalized: sets in canonical order) and
// returns nullopt. The action must have its oneof set (the caller rejects empty actions).
Verdict Judge(const State& s, int actor, const pb::Action& action, Move* move);
// Plays a legal move (one Judge accepted or ListMoves listed) by `actor`, then runs everything
// that follows without a decision: draws (all of them when SEEDED, up to the next chance
// outcome when EXTERNAL), housekeeping after END_TURN / PASS / a non-winning STASH (Q8), the
// win check (Q9). Appends the events when `events` is not null.
void Play(State& s, int actor, const Move& move, Events* events);
// Every legal move of `actor` (a seat, or kChance) in canonical order: splits, combines,
// draws (each by card value ascending), then stashes, end turn, pass; or the chance outcomes
// ascending. Complete and without duplicates: distinct moves lead to distinct states.
// `out` is cleared first.
void ListMoves(const State& s, int actor, std::vector<Move>* out);
// QUIBBLES_CARD_VALUE_OUT_OF_RANGE (Q1) for `value` at `field`.
v1::Violation CardValueOutOfRange(absl::string_view field, uint64_t value);

// ---- split.cc (Q4).
Verdict JudgeSplit(const State& s, const pb::Split& a, Move* m);
void PlaySplit(State& s, int seat, const Move& m, Events* events);
void ListSplits(const State& s, const Counts& hand, std::vector<Move>* out);

// ---- combine.cc (Q5).
Verdict JudgeCombine(const State& s, const pb::Combine& a, Move* m);
void PlayCombine(State& s, int seat, const Move& m, Events* events);
void ListCombines(const State& s, const Counts& hand, std::vector<Move>* out);

// ---- draw.cc (Q6).
Verdict JudgeDraw(const State& s, const pb::Draw& a, Move* m);
void PlayDraw(State& s, int seat, const Move& m, Events* events);
void ListDraws(const Counts& hand, std::vector<Move>* out);

// ---- stash.cc (Q7, R2; the win Q9, R3).
Verdict JudgeStash(const State& s, const pb::Stash& a, Move* m);
void PlayStash(State& s, int seat, const Move& m, Events* events);
void ListStashes(const State& s, int seat, std::vector<Move>* out);

// ---- turn_flow.cc (Q2, Q3, Q8, Q10).

// The checks every main action starts with: this turn's main action not yet taken (Q3), a
// hand to play from (Q10).
Verdict CheckMainAction(const State& s);
Verdict JudgeEndTurn(const State& s, Move* m);
Verdict JudgePass(const State& s, Move* m);
// A chance outcome (by kChance) while a draw waits: a value the draw pile holds.
Verdict JudgeChanceOutcome(const State& s, const pb::ChanceOutcome& a, Move* m);
void PlayPass(State& s, int seat, Events* events);
void ListChanceOutcomes(const State& s, std::vector<Move>* out);
// Sets up a new game on a state holding the options, mode, seed and seat count (Q2): the whole
// deck in the draw pile, deals queued (6 to the row, then 6 per seat from `first_seat`), and
// resolved as far as the randomness mode allows.
void StartGame(State& s, int first_seat, Events* events);
// Works the pending queue (State::pending): DISCARD_HANDS steps at once; a draw from an empty
// draw pile first reshuffles the discard pile into it (Q10) or, when both are empty, is dropped
// with a ShortDraw event; otherwise one card is drawn, from Rng(s.rng_state).Weighted(s.draw)
// when SEEDED, and when EXTERNAL the engine stops (PHASE_DRAWING) for a chance outcome. When
// the queue is empty, `s.after` says what comes next. `chance_value` (1..6, present in the draw
// pile) is the value of the card the front step draws first; 0 for none.
void ResolvePending(State& s, int chance_value, Events* events);
// End-of-turn housekeeping (Q8) of the current seat, then the next seat's turn: a row of 10+
// cards is discarded, the row refilled to 6, and when the current hand is empty every hand is
// discarded and 6 new cards dealt to each seat from seat 0.
void Housekeeping(State& s, Events* events);
// Whose turn, the pending decision ("main_action", "stash_or_end", "chance", "" when
// finished) and the outcome (winner rank 1, everyone else rank 2; score = collection total).
v1::TurnStatus TurnOf(const State& s);

// ---- view.cc (Q11).

// Redistributes what `viewer` (a seat or kSpectator) cannot see — the other seats' hands and
// the draw pile — uniformly at random with Rng(seed), keeping every hand size and the pile
// size; the generator state becomes a fresh value from the same Rng.
void ResampleHiddenCards(State& s, int viewer, uint64_t seed);
// The proto view of `s` for `viewer`: other hands, draw pile composition and generator state
// cleared (sizes kept).
pb::State ViewOf(const State& s, int viewer);

}  // namespace quibbles
}  // namespace arbiter

#endif  // ARBITER_ENGINES_QUIBBLES_RULES_H_
