// The rules of Voyages over the native State (state.h), by concept. Index of the files:
//   turn_flow.cc  V2, V3, V10, V13: setup, the round's roll, every seat's turn in any order,
//                 the end check and the end, what each seat must decide (TurnOf)
//   sail.cc       V3 step 1, V4: judging a SAIL (roles, sailors, duty cell), playing it, and
//                 listing one SAIL per distinct outcome
//   move.cc       V5, V6: the straight-line move and its three stop reasons
//   duties.cc     V7: the Ship's Duties grid, the cell to mark, row and column rewards
//   landing.cc    V8: the first stop, repeatable effects, what a stop offers
//   effects.cc    V9: the automatic effects and the star thresholds
//   selling.cc    V9 sell: judging, playing and listing SELL
//   dread.cc      V9 dread: judging, playing and listing DEFEAT_DREAD
//   scoring.cc    V11: the categories, ranks with shared ties
//   actions.cc    one action judged and played; every legal action listed (moves.h)
//   view.cc       V12: ResampleHidden (the generator state is the only secret)
#ifndef ARBITER_ENGINES_VOYAGES_RULES_H_
#define ARBITER_ENGINES_VOYAGES_RULES_H_

#include <array>
#include <string>
#include <vector>

#include "arbiter/v1/event.pb.h"
#include "arbiter/v1/turn.pb.h"
#include "engines/core/violation.h"
#include "engines/voyages/state.h"

namespace arbiter {
namespace voyages {

using Events = std::vector<v1::Event>;

// ---- Events (turn_flow.cc). Every `Events* events` may be null: the rules run the same and
// no event is packed (a Position's playouts).
void AddPublic(Events* events, const pb::Event& e);

// ---- V2, V3, V10, V13 turn flow (turn_flow.cc).
// NewGame's state after the pack, seats and options are set: every sheet at the start, round 1.
void StartGame(State& s, Events* events);
// The round's roll applied (from the generator or a ChanceOutcome): PHASE_TURN begins.
void Roll(State& s, const std::array<int, 3>& dice, Events* events);
// The seat's turn is over (END_TURN, or nothing offered): when every seat is done, the end
// check (V10) and the next round's roll (SEEDED) or the wait for it (EXTERNAL).
void CloseTurn(State& s, int seat, Events* events);
bool ChancePending(const State& s);
bool Decides(const State& s, int seat);
v1::TurnStatus TurnOf(const State& s);

// ---- V5, V6 movement (move.cc).
struct MoveResult {
  int end = 0;            // space index where the ship stops
  int steps = 0;          // spaces entered
  uint64_t regions = 0;   // regions of the spaces entered
  pb::StopReason reason = pb::STOP_REASON_DISTANCE;
  std::array<int, 6> path{};  // spaces entered, in order (steps of them)
};
// The move from `from` with direction value `direction` (1..6) and distance `distance`.
MoveResult MoveShip(const Pack& pack, int from, int direction, int distance);

// ---- V7 duties (duties.cc).
// The cells an unmarked cell showing `value` offers (bit set), 0 when none.
uint64_t DutyChoices(const Pack& pack, const Sheet& sheet, int value);
// Marks `cell` and claims each line it completes, row first, then column.
void MarkDuty(State& s, int seat, int cell, Events* events);
// The number of completed rows and columns.
int DutyLines(const Pack& pack, uint64_t marked);

// ---- V8 landing (landing.cc).
// The stop at the ship's space after a move of at least one step: the first stop collects,
// a later one repeats the repeatable effects.
void Land(State& s, int seat, Events* events);
// What the stop offers now.
bool SellOffered(const State& s, int seat);
bool DreadOffered(const State& s, int seat);
// After SAIL: the turn closes itself when the stop offers nothing; otherwise the seat
// answers its follow-ups (SELL, DEFEAT_DREAD, each once) and END_TURN closes the turn.
void SettleFollowUps(State& s, int seat, Events* events);

// ---- V9 effects (effects.cc).
// One automatic effect for `seat` (sell and dread are offered, never applied here).
void ApplyEffect(State& s, int seat, const Effect& e, const char* source, Events* events);
void ApplyEffects(State& s, int seat, const std::vector<Effect>& list, const char* source,
                  Events* events);
// The value of a star threshold's counter on `me` (V9).
int ThresholdCount(const State& s, const Sheet& me, Counter c);
// Pays every star threshold the seat has reached and not been paid (V9).
void CheckThresholds(State& s, int seat, Events* events);

// ---- V3 / V4 sail (sail.cc).
// A SAIL judged for `seat` in step kSail; legal: the modified values and sailors used.
struct SailPlan {
  int direction = 0;
  int distance = 0;
  int duty = 0;
  int regular = 0;  // sailors exhausted
  int heroic = 0;
  int cell = -1;    // duty cell index, -1 none
};
Verdict JudgeSail(const State& s, int seat, const pb::Sail& a, SailPlan* plan);
void PlaySail(State& s, int seat, const SailPlan& plan, Events* events);

// ---- V9 sell (selling.cc).
Verdict JudgeSell(const State& s, int seat, const pb::Sell& a, std::array<int, kMaxCargoTypes>* counts);
void PlaySell(State& s, int seat, const std::array<int, kMaxCargoTypes>& counts, Events* events);

// ---- V9 dread (dread.cc).
Verdict JudgeDefeat(const State& s, int seat, const pb::DefeatDread& a);
void PlayDefeat(State& s, int seat, int heroic, Events* events);
// The dread effect of the ship's space (nullptr when none).
const Effect* DreadAt(const State& s, int seat);

// ---- V11 scoring (scoring.cc).
pb::Score ScoreOf(const State& s, int seat);
// Ranks per seat, 1 = most gold, tied seats share a rank.
std::vector<int> Ranks(const State& s);
// Solo (V10): 3 or more stars after round 16.
bool SoloWon(const State& s);

// ---- V12 view (view.cc): the generator state redrawn from `seed` (SEEDED), nothing else.
void ResampleGenerator(State& s, uint64_t seed);

// ---- Actions (actions.cc).
// Judges `a` by `actor` (a seat or kChance) and, when legal, plays it.
Verdict Act(State& s, int actor, const pb::Action& a, Events* events);

}  // namespace voyages
}  // namespace arbiter

#endif  // ARBITER_ENGINES_VOYAGES_RULES_H_
