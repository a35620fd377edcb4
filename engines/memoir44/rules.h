// The Memoir '44 rules over the native state (state.h), by concept (section ids of rules.md).
// Each action handler judges first (`Verdict Judge<Move>(const State&, ...)`, nullopt when
// legal), then applies to `c.s`; listing (`List<Move>`) sits beside its judge, and a listed
// action is always judged legal (the conformance suite checks both ways).
//
//   board.cc, los.cc, terrain.cc   geometry (M2), line of sight (M10), terrain (M11)  [m44board]
//   scenario.cc, setup.cc          scenarios (M3), NewGame                             [m44board]
//   state.cc, check.cc, view.cc    payload, invariants, views (M18)                    [m44board]
//   turn_flow.cc, chance.cc        phases, TurnOf, END_TURN, draws, deck (M4, M17, M19) [m44turn]
//   cards.cc, ordering.cc,         the cards (M5, M6), ORDER, Counter-Attack (M7)      [m44turn]
//   counter_attack.cc
//   movement.cc                    MOVE, END_MOVES (M8, R10, R13)                      [m44turn]
//   battle.cc, resolve.cc          BATTLE: targets, dice, hits (M9, M12)               [m44combat]
//   retreat.cc, take_ground.cc     RETREAT (M13), TAKE_GROUND, ARMOR_OVERRUN (M14)     [m44combat]
//   ambush.cc, air_strikes.cc      AMBUSH (M7), Air Power and Barrage (M6)             [m44combat]
//   medals.cc                      medals, objectives, victory (M16)                   [m44combat]
//   wire.cc                        CLEAR_WIRE: infantry clears wire (M11)              [m44rules]
//   special_rules.cc,              scenario rules as data: Arnhem's bridge span, Mortain's [m44rules]
//   recon_air_power.cc             Recon as Air Power (M3)
//
// The foundation declares only what crosses helpers; each helper declares the rest of its
// concept in its own block below.
#ifndef ARBITER_ENGINES_MEMOIR44_RULES_H_
#define ARBITER_ENGINES_MEMOIR44_RULES_H_

#include <cstdint>
#include <optional>
#include <vector>

#include "absl/status/status.h"
#include "absl/types/span.h"
#include "arbiter/v1/event.pb.h"
#include "arbiter/v1/turn.pb.h"
#include "arbiter/v1/violation.pb.h"
#include "engines/core/events.h"
#include "engines/core/violation.h"
#include "engines/memoir44/action_list.h"
#include "engines/memoir44/board.h"
#include "engines/memoir44/state.h"

namespace arbiter::memoir44 {

// One Apply: the state being changed and the events produced so far. `events` may be null:
// the rules run the same and the events are not packed (the engine benchmark's native
// playouts, which read only the state).
struct Ctx {
  State& s;
  std::vector<v1::Event>* events;

  void Public(const pb::Event& e) {
    if (events != nullptr) events->push_back(PublicEvent(e));
  }
  // `e` for `seat`; `public_form` for everyone else.
  void Private(const pb::Event& e, int seat, const pb::Event& public_form) {
    if (events != nullptr) events->push_back(PrivateEvent(e, {seat}, public_form));
  }
};

// ==== m44board: geometry, line of sight, terrain (board.h, terrain.h for the tables) ====
// M10 (R7, R8, R9 by s.options): whether `from` sees `to` with the units of `s` on the board.
bool LineOfSight(const State& s, HexId from, HexId to);

// ==== m44turn: cards, chance, the turn ====
// M19: rolls `n` dice for the pending step. SEEDED: fills `faces` from s.rng_state and returns
// true. EXTERNAL: sets s.chance = CHANCE_ROLL, s.chance_dice = n and returns false; the step
// resumes when the ChanceOutcome arrives (chance.cc routes it: a battle's roll (s.has_battle)
// to OnBattleRoll below, Their Finest Hour's and Medics & Mechanics' to cards.cc's
// OnCardRoll). No event: the step that uses the roll reports it (DiceRolled, added by
// OnBattleRoll and OnCardRoll).
bool RollDice(Ctx& c, int n, std::vector<pb::DieFace>* faces);
// The kind of `card_id` (1..60) and its section (section cards; SECTION_UNSPECIFIED else).
pb::CardKind CardKindOf(int card_id);
pb::Section CardSectionOf(int card_id);
// The kind of the card whose orders and bonuses apply this turn (s.effective_card: Counter-
// Attack resolved), CARD_KIND_UNSPECIFIED when none.
pb::CardKind EffectiveKind(const State& s);
// Called by the combat rules when a battle and all its steps (retreat, take ground, overrun,
// Air Power's next target) are over and the game is not: sets the next phase (BATTLE, the
// second Bombard battle, Behind Enemy Lines' second move, END of Air Power/Barrage's turn).
void AfterBattle(Ctx& c);

// ==== m44combat: battles and their consequences ====
// M9: the dice `attacker` would roll on `target` for a battle of `kind` (card bonuses,
// own-hex and target-hex modifiers); 0 or less: not allowed. Does not check the target's
// legality (range, LOS, adjacency rule): JudgeBattle does.
int BattleDice(const State& s, HexId attacker, HexId target, pb::Battle::Kind kind);
// M12 onward: the roll of the battle in progress is known; apply hits, flags (opening
// PHASE_RETREAT when the owner must choose), take ground, overrun, medals and victory, then
// AfterBattle.
void OnBattleRoll(Ctx& c, absl::Span<const pb::DieFace> faces);
// M16: recomputes objective medals (turn_start ones only when `turn_start` for the claiming
// side's turn; never turn_end ones) and checks victory; true when the game ended
// (s.phase = PHASE_GAME_OVER).
bool UpdateMedals(Ctx& c, bool turn_start);
// M16: the turn_end objectives of the active side, judged once as its turn ends (END_TURN,
// before the discard and draws; the next turn begins from this position), sudden-death ones
// ending the game; then victory. True when the game ended.
bool UpdateTurnEndMedals(Ctx& c);

// ---- m44board block ----
// M9 + M10 + R7: whether the unit at `from` may see `to` for a battle as far as sight goes:
// infantry and armor need LineOfSight; artillery needs it only with artillery_needs_los (R7),
// else only no impassable blocking hill on the line (M3, Saverne Gap). Air Power and Barrage
// need none (their callers do not ask).
bool MaySee(const State& s, HexId from, HexId to);
// M3 (setup.cc): the state of a new game of `scenario`: units and obstacles placed, the 60
// cards shuffled (SEEDED, from `seed`) and the hands dealt player1 first, the airdrops made,
// the first seat to play; EXTERNAL (`external`): the pile in ascending ids, nothing dealt,
// PHASE_SETUP with cards_to_deal and CHANCE_DRAW for player1 (the airdrop still scatters from
// `seed`). `options` as parsed (Options.scenario set by the caller).
absl::Status NewGameState(const Scenario& scenario, const pb::Options& options, bool external,
                          uint64_t seed, State* out);
// M3, M12 (setup.cc): medals the other side gains when a unit of `seat` and `type` is
// eliminated: 1, or the scenario's elimination value (Mont Mouchet: Axis armor 2).
int EliminationMedals(const State& s, int seat, pb::UnitType type);
// M16 (setup.cc): whether objective `k`'s side occupies at least hexes_needed of its hexes
// now (the condition of a temporary, permanent, turn-start, turn-end or sudden-death
// objective; when to judge it is medals.cc's).
bool ObjectiveOccupied(const State& s, int k);
// M18 (view.cc): the proto state as `viewer` (a seat, or kSpectator / kOmniscient of
// engines/core/game.h) may see it: other hands' ids 0 (counts stay), the draw pile's ids 0,
// Recon's pair 0 for others, the generator state never in the payload.
void ViewOf(const State& s, int viewer, pb::State* out);
// M18: a state `viewer` cannot tell from `s`: the cards it cannot see dealt again at random
// (arbiter::Rng from `seed`) into the same places; a fresh generator state.
State Resample(const State& s, int viewer, uint64_t seed);
// ---- m44turn block ----
// turn_flow.cc (M4, M16, M17). The seat that decides now: the active seat, the defender in
// PHASE_AMBUSH, the retreating unit's owner in PHASE_RETREAT; -1 when the game is over or a
// chance outcome is due.
int DecidingSeat(const State& s);
v1::TurnStatus TurnOf(const State& s);
// The TurnStatus decision name of the pending step ("play", "order", "targets", "move",
// "battle", "ambush", "retreat", "take_ground", "overrun", "second_move", "recon_keep",
// "chance_draw", "chance_roll", "" once over).
const char* DecisionName(const State& s);
// A seat's action in the pending step (the actor decides now; the boundary checked the shared
// codes): judges, then applies. nullopt when legal and applied.
Verdict ApplySeatAction(Ctx& c, int actor, const pb::Action& a);
// Every legal action of `seat` now, in canonical order (empty when it does not decide).
void ListSeatActions(const State& s, int seat, ActionList* out);
// M4.1: the turn of `seat` begins (unit turn fields cleared, turn-start objectives, PLAY).
void BeginTurn(Ctx& c, int seat);
// M4.5 END_TURN: the turn_end objectives of the side whose turn ends are judged
// (UpdateTurnEndMedals: Toulon's and Saverne Gap's sudden death wins); else the Ambush owner's
// draw first, the card discarded, Their Finest
// Hour's reshuffle, the draw (Recon: 2), then the next turn; draws wait for chance in EXTERNAL
// mode.
Verdict JudgeEndTurn(const State& s);
void EndTurn(Ctx& c);
// M4.5, the active seat's step 5 once the Ambush owner has drawn (ContinueDraws calls it while
// s.card_in_play is set at a turn's end): the card discarded, Their Finest Hour's merge, and
// the active seat's draws due (Recon: 2). s.card_in_play is 0 after it.
void DiscardTurnCard(Ctx& c);
// R12, R14: whether an empty draw pile is rebuilt from the discards in this game.
bool ReshuffleOn(const State& s);

// chance.cc (M17, M19). The draws still due (s.cards_to_deal, seat 1 - active first at the end
// of a turn, player1 first at setup): SEEDED draws them all, EXTERNAL stops at the first with
// s.chance = CHANCE_DRAW; then the step that wanted them goes on (setup: the first turn; end of
// turn: Recon's KEEP or the next turn). m44board's setup calls it after placing the units.
void ContinueDraws(Ctx& c);
// M19, EXTERNAL: `o` against the pending chance (dice count and faces, the card in the pile),
// then the step it resumes. nullopt when legal and applied.
Verdict ApplyChance(Ctx& c, const pb::ChanceOutcome& o);
// Every possible outcome of the pending chance: each card of the pile for a draw; for a roll,
// the 5 distinct faces for 1 die, else none (6^n outcomes are not listed; chance_dice says n).
void ListChance(const State& s, ActionList* out);
// M17: the shuffle of the discards (and, for Their Finest Hour, the pile) into a new pile.
void MergePiles(Ctx& c);

// cards.cc (M5, M6). PLAY in PHASE_PLAY; `actor` is the active seat.
Verdict JudgePlay(const State& s, const pb::Play& p);
void Play(Ctx& c, const pb::Play& p);
void ListPlays(const State& s, ActionList* out);
// The Medics & Mechanics unit (TARGETS in PHASE_ORDER; Air Power's and Barrage's are
// m44combat's JudgeStrike / ApplyStrike).
Verdict JudgeTargets(const State& s, const pb::Targets& t);
void Targets(Ctx& c, const pb::Targets& t);
void ListTargets(const State& s, ActionList* out);
// A roll asked by a card (Their Finest Hour, Medics & Mechanics), known.
void OnCardRoll(Ctx& c, absl::Span<const pb::DieFace> faces);
// M5 Recon KEEP in PHASE_RECON_KEEP.
Verdict JudgeKeep(const State& s, const pb::Keep& k);
void Keep(Ctx& c, const pb::Keep& k);
void ListKeeps(const State& s, ActionList* out);

// counter_attack.cc (M7, R4): the card Counter-Attack copies for the active seat now (0: it
// orders nothing), resolved through copied Counter-Attacks, and its section as the active seat
// sees it.
int CounterAttackCopy(const State& s, pb::Section* section);

// ordering.cc (M4.2, M5, M6): ORDER in PHASE_ORDER.
Verdict JudgeOrder(const State& s, const pb::Order& o);
void Order(Ctx& c, const pb::Order& o);
void ListOrders(const State& s, ActionList* out);
// M6: whether the card in effect falls back to "1 unit of any type" (no own unit of its type).
bool Fallback(const State& s);

// movement.cc (M8, M11, R10, R13): MOVE and END_MOVES in PHASE_MOVE, MOVE in PHASE_SECOND_MOVE
// (and in PHASE_BATTLE for Behind Enemy Lines' second move before its battle).
Verdict JudgeMove(const State& s, const pb::Move& m);
void Move(Ctx& c, const pb::Move& m);
void ListMoves(const State& s, ActionList* out);
void EndMoves(Ctx& c);
// The hexes a unit may still move this turn (0: it may not move).
int MoveAllowance(const State& s, const Unit& u);
// ---- m44combat block ----
// What the combat rules declare beyond the foundation's BattleDice / OnBattleRoll /
// UpdateMedals. Each action has a judge (nullopt when legal) and an Apply that judges first
// and changes nothing when illegal; each decision has a lister beside its judge. The turn's
// dispatcher (m44turn) calls these by phase:
//   PHASE_BATTLE        BATTLE            JudgeBattle / ApplyBattle / ListBattles   (battle.cc)
//   PHASE_ORDER         TARGETS (Air Power, Barrage)  JudgeStrike / ApplyStrike / ListStrikes
//   PHASE_AMBUSH        AMBUSH, DECLINE   (ambush.cc)      decided by the target's owner
//   PHASE_RETREAT       RETREAT           (retreat.cc)     decided by the retreating unit's owner
//   PHASE_TAKE_GROUND   TAKE_GROUND, DECLINE  (take_ground.cc)  the active seat
//   PHASE_OVERRUN       ARMOR_OVERRUN, DECLINE (take_ground.cc) the active seat
// ApplyCombatDecision / ListCombatDecisions / CombatDecider cover the last four phases at once.
//
// A battle in progress lives in s.battle (s.has_battle). While its roll is pending (EXTERNAL:
// s.chance = CHANCE_ROLL) s.phase is PHASE_BATTLE; the chance outcome goes to OnBattleRoll.
// When the battle and its steps are over the combat rules clear s.battle (has_battle false)
// and then call AfterBattle, unless the game ended (PHASE_GAME_OVER, s.winner set).
//
// M9: the largest range a unit of `type` battles at (infantry 3, armor 3, artillery 6).
int MaxRange(pb::UnitType type);
// M9: the dice of `type` at `range` before any modifier (0 out of range).
int BaseDice(pb::UnitType type, int range);
// M9, M11: the target-hex reduction (<= 0 dice) for a unit of `attacker_type` on
// `attacker_hex` battling the unit on `target` (terrain.h's TargetReduction, the hill waived
// from a hill); 0 for artillery.
int TargetHexReduction(const State& s, HexId attacker_hex, pb::UnitType attacker_type,
                       HexId target);
// M9: why the unit on `from` may not battle `target` now as a battle of `kind` (range,
// adjacency rule, LOS, the card's target rules, dice), with `field` naming the action's target
// field; nullopt when it may. Does not check the unit's own right to battle.
Verdict JudgeTarget(const State& s, HexId from, HexId target, pb::Battle::Kind kind,
                    absl::string_view field);
// M9 BATTLE (battle.cc).
Verdict JudgeBattle(const State& s, const pb::BattleAction& a);
Verdict ApplyBattle(Ctx& c, const pb::BattleAction& a);
// Every legal BATTLE of the active seat (units by hex id, targets by hex id).
void ListBattles(const State& s, ActionList* out);
// Whether the active seat has a legal BATTLE (ListBattles would add one).
bool CanBattle(const State& s);
// M14: whether the armor on `from` has a legal overrun target; the ARMOR_OVERRUN actions.
bool HasOverrunTarget(const State& s, HexId from);
void ListOverruns(const State& s, HexId from, ActionList* out);
// Opens the battle s.battle describes (declared): the Ambush window (M7) or the roll.
void StartBattle(Ctx& c);
// Rolls s.battle.dice: SEEDED resolves at once (OnBattleRoll), EXTERNAL waits.
void RollBattle(Ctx& c);

// M12 (resolve.cc): hits of `faces` on a unit of `type` in a battle of `kind` (symbol,
// grenade; stars under Air Power; artillery only by grenades and Air Power's stars), and flags.
int CountHits(absl::Span<const pb::DieFace> faces, pb::UnitType type, pb::Battle::Kind kind);
int CountFlags(absl::Span<const pb::DieFace> faces);
// Removes `n` figures from the unit on `hex` (eliminating it, with its medal, R11's sandbag);
// true when the unit was eliminated. Ends the game when a side reaches its target.
bool LoseFigures(Ctx& c, HexId hex, int n, bool blocked_retreat);
// After the flags (retreat done or none): the ambush's cancel or resume, Air Power's next
// target, take ground, or the end of the battle.
void FinishBattle(Ctx& c);
// Clears s.battle and calls AfterBattle.
void EndBattle(Ctx& c);

// M13 (retreat.cc).
Verdict JudgeRetreat(const State& s, const pb::Retreat& a);
Verdict ApplyRetreat(Ctx& c, const pb::Retreat& a);
void ListRetreats(const State& s, ActionList* out);
// Called when the battle's hits are applied: the flags (s.battle.flags) on the surviving
// target; opens PHASE_RETREAT when its owner has a choice, else resolves the one outcome.
void ResolveFlags(Ctx& c);

// M14 (take_ground.cc).
Verdict JudgeTakeGround(const State& s);
Verdict ApplyTakeGround(Ctx& c);
Verdict JudgeOverrun(const State& s, const pb::ArmorOverrun& a);
Verdict ApplyOverrun(Ctx& c, const pb::ArmorOverrun& a);
// Whether the battle just resolved lets its unit take ground (opens PHASE_TAKE_GROUND).
bool MayTakeGround(const State& s);

// M7 (ambush.cc).
Verdict JudgeAmbush(const State& s, int seat, const pb::Ambush& a);
Verdict ApplyAmbush(Ctx& c, int seat, const pb::Ambush& a);
// M7, R6: whether the declared battle in s.battle opens the Ambush window.
bool AmbushWindowOpens(const State& s);
// M7: the dice the unit on `defender` rolls ambushing the unit on `attacker` (0: cannot).
int AmbushDice(const State& s, HexId defender, HexId attacker);

// The decisions of PHASE_AMBUSH, PHASE_RETREAT, PHASE_TAKE_GROUND, PHASE_OVERRUN: who decides,
// what is legal, and applying one (by `seat`).
int CombatDecider(const State& s);
void ListCombatDecisions(const State& s, ActionList* out);
Verdict ApplyCombatDecision(Ctx& c, int seat, const pb::Action& a);

// M6 Air Power (R1) and Barrage (air_strikes.cc): TARGETS in PHASE_ORDER when the effective
// card is one of them.
Verdict JudgeStrike(const State& s, const pb::Targets& a);
Verdict ApplyStrike(Ctx& c, const pb::Targets& a);
void ListStrikes(const State& s, ActionList* out);
// M6: Air Power's dice per hex for `seat` (Allies 2, Axis 1).
int AirPowerDice(const State& s, int seat);

// ---- m44rules block ----
// M11 wire (wire.cc): CLEAR_WIRE in PHASE_BATTLE, an ordered infantry unit on wire removing
// it instead of battling (its battle this turn).
Verdict JudgeClearWire(const State& s, const pb::ClearWire& a);
Verdict ApplyClearWire(Ctx& c, const pb::ClearWire& a);
void ListClearWire(const State& s, ActionList* out);
// M3 Mortain's Hill 317 (recon_air_power.cc): PLAY with as_air_power judged (the card a Recon
// or a Counter-Attack copying one, the scenario's hexes held, an enemy in the Recon's section);
// whether the listing offers it; whether an Air Power target set fits a Recon played as Air
// Power (one target in its section; true when no Recon is so played).
Verdict JudgeReconAirPower(const State& s, int card);
bool ReconAirPowerPlayable(const State& s, int card);
bool ReconAirPowerTargetsOk(const State& s, const HexId* hexes, int n);

// M16 (medals.cc): `seat` gains `medals` elimination medals (capped at its target); ends the
// game when it reaches the target. True when the game ended.
bool AwardEliminationMedal(Ctx& c, int seat, int medals);
// Ends the game with `winner` (-1 a draw) and `reason`.
void EndGame(Ctx& c, int winner, absl::string_view reason);

}  // namespace arbiter::memoir44

#endif  // ARBITER_ENGINES_MEMOIR44_RULES_H_
