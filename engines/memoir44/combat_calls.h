// The m44combat entry points the turn flow dispatches to (rules.h's m44combat block declares
// them; repeated here, identically, until that block lands on this branch, then this file
// goes). Battles (BATTLE in PHASE_BATTLE), Air Power and Barrage targets (TARGETS in
// PHASE_ORDER), and the decisions of PHASE_AMBUSH, PHASE_RETREAT, PHASE_TAKE_GROUND and
// PHASE_OVERRUN. Each Apply judges first and changes nothing when illegal.
#ifndef ARBITER_ENGINES_MEMOIR44_COMBAT_CALLS_H_
#define ARBITER_ENGINES_MEMOIR44_COMBAT_CALLS_H_

#include "engines/memoir44/rules.h"

namespace arbiter::memoir44 {

Verdict ApplyBattle(Ctx& c, const pb::BattleAction& a);
void ListBattles(const State& s, ActionList* out);
Verdict ApplyStrike(Ctx& c, const pb::Targets& a);
void ListStrikes(const State& s, ActionList* out);
void ListCombatDecisions(const State& s, ActionList* out);
Verdict ApplyCombatDecision(Ctx& c, int seat, const pb::Action& a);

}  // namespace arbiter::memoir44

#endif  // ARBITER_ENGINES_MEMOIR44_COMBAT_CALLS_H_
