// The rules of Jump Drive over the native State (state.h), by concept. Index of the files:
//   counting.cc   J6: general military, filters counted in an empire, discounts, strength
//   placing.cc    J4: judging and listing a PLACE / EXPLORE, the commit, the reveal
//   resolving.cc  J5: PAY, the world-only bonus, CONVOY / DECLINE, the explore discard
//   scoring.cc    J7 (War Propaganda, round VP), J8 (end, ranks), J9 (income, its order)
//   turn_flow.cc  J2, J3, J9, J10, J12: setup, phases, draws and chance, the hand limit,
//                 what each seat must decide (TurnOf)
//   actions.cc    one action judged and played; every legal action listed
//   view.cc       J11: ResampleHidden (the redaction itself is EncodePayload's)
#ifndef ARBITER_ENGINES_JUMP_DRIVE_RULES_H_
#define ARBITER_ENGINES_JUMP_DRIVE_RULES_H_

#include <array>
#include <cstdint>
#include <vector>

#include "arbiter/v1/event.pb.h"
#include "arbiter/v1/turn.pb.h"
#include "engines/core/violation.h"
#include "engines/jump_drive/state.h"

namespace arbiter {
namespace jump_drive {

using Events = std::vector<v1::Event>;

// ---- Events (turn_flow.cc). Every `Events* events` of these rules may be null: the rules run
// the same and no event is packed (a Position's playouts, position.h).
void AddPublic(Events* events, const pb::Event& e);
// `detail` for `seat`, `public_detail` for everyone else.
void AddPrivate(Events* events, int seat, const pb::Event& detail, const pb::Event& public_detail);

// ---- J6 counting (counting.cc). `cards` is an empire (or an empire plus this round's cards).
int CountIn(const Pack& pack, const std::vector<int>& cards, const Filter& f);
int GeneralMilitary(const Pack& pack, const std::vector<int>& cards);
// Σ military_vs bonuses of `cards` matching `world`.
int MilitaryVs(const Pack& pack, const std::vector<int>& cards, int world);
// Σ cost_discounts of `cards` matching `target`.
int Discount(const Pack& pack, const std::vector<int>& cards, int target);
bool HasCard(const std::vector<int>& cards, int c);

// ---- J4 placing (placing.cc).
// What a legal placement costs: the development's and the world's cards (J4).
struct PlaceCost {
  int dev = 0;
  int world = 0;
};
// The placement's verdict for `seat` (its hand and empire only); on success its cost.
Verdict JudgePlace(const State& s, int seat, const Placement& p, PlaceCost* cost);
// Every legal placement of `seat` (EXPLORE first, then by development and world in pack
// order), as actions.
void ListPlacements(const State& s, int seat, std::vector<pb::Action>* out);
// REVEAL (J3): every placement public; each seat's resolution begins (resolving.cc).
void Reveal(State& s, Events* events);

// ---- J5 resolving (resolving.cc).
// Starts `seat`'s resolution after the reveal.
void StartResolve(State& s, int seat, Events* events);
// After a draw of `seat`'s finished (the bonus card or the explore draws).
void AfterDraw(State& s, int seat, Events* events);
// One card paid (STEP_PAY / STEP_CONVOY_PAY), `c` in hand.
void PayCard(State& s, int seat, int c, Events* events);
// The convoy's second world: the convoy that applies, or a violation (R17 codes).
Verdict JudgeConvoy(const State& s, int seat, int world, int* convoy, int* cost);
void PlayConvoy(State& s, int seat, int world, int convoy, int cost, Events* events);
void PlayDecline(State& s, int seat, Events* events);
// One card discarded (explore discard / hand limit).
void DiscardCard(State& s, int seat, int c, const char* reason, Events* events);

// ---- J7-J9 scoring (scoring.cc).
struct OtherChoice {
  int card = 0;
  int seat = 0;
  int vp = 0;
};
// The seat's VP this round (J7.2), and the vp_per_other choices made (R2).
int RoundVp(const State& s, int seat, std::vector<OtherChoice>* choices);
// The seat's income (J9).
int Income(const State& s, int seat);
// J7: War Propaganda moves (R3, R21), then every seat's VP added.
void ScoreRound(State& s, Events* events);
// J9 income order (R9): most VP first, ties broken clockwise from the dealer, then clockwise.
std::array<int, kMaxSeats> IncomeOrder(const State& s);
// J8 / R20 ranks (1 = winners) of a finished game.
std::array<int, kMaxSeats> Ranks(const State& s);
bool GameEnds(const State& s);

// ---- Turn flow (turn_flow.cc).
// NewGame's state after the options and content are set: the deck, the deal or presets.
void StartGame(State& s, Events* events);
// Everything automatic until a seat or chance must act: draws (SEEDED), reshuffles, the reveal,
// scoring, income, the hand limit, the next round.
void Settle(State& s, Events* events);
// One card drawn by `seat` (SEEDED from the generator; EXTERNAL the given card, in the pile).
void DrawCard(State& s, int seat, int card, Events* events);
// One card of `seat`'s hand face down onto the discard pile, kept in its own record (J11).
void HandToDiscard(State& s, int seat, int c);
// A card that leaves an empire face down onto the discard pile in sight of all (J5.3).
void OpenToDiscard(State& s, int c);
// Chance is pending (EXTERNAL): a card to draw or a preset letter to assign.
bool ChancePending(const State& s);
bool PresetPending(const State& s);
// start_hands = preset: letter (0..3 = A..D) is in the pack and not yet given to a seat.
bool PresetLetterFree(const State& s, int letter);
// The next seat (presets_assigned) gets preset hand `letter`.
void AssignPreset(State& s, int letter, Events* events);
// The seat has a decision now.
bool Decides(const State& s, int seat);
v1::TurnStatus TurnOf(const State& s);

// ---- Actions (actions.cc).
// Judges `a` by `actor` (a seat or kChance) and, when legal, plays it and settles.
Verdict Act(State& s, int actor, const pb::Action& a, Events* events);
// Every legal action of `actor`.
void ListActions(const State& s, int actor, std::vector<pb::Action>* out);

// ---- J11 (view.cc).
void ResampleHiddenCards(State& s, int viewer, uint64_t seed);

}  // namespace jump_drive
}  // namespace arbiter

#endif  // ARBITER_ENGINES_JUMP_DRIVE_RULES_H_
