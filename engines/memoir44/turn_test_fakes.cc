// TEMPORARY, tests only (playout_test's kCombatRulesLinked says which it runs on): stand-ins for the m44combat entry points the turn flow calls, so that
// the turn tests link before the combat rules land on this branch. They do the least a test of
// the turn needs (a battle ends at once; no medals change) and go when m44combat's files are
// merged (the turn tests then run over the real combat rules).
#include "engines/memoir44/combat_calls.h"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/violations.h"

namespace arbiter::memoir44 {

bool UpdateMedals(Ctx&, bool) { return false; }
void OnBattleRoll(Ctx& c, absl::Span<const pb::DieFace>) {
  c.s.has_battle = false;
  AfterBattle(c);
}
Verdict ApplyBattle(Ctx&, const pb::BattleAction&) {
  return MakeViolation(kWrongStep, "battle", "test stand-in: no combat rules");
}
void ListBattles(const State&, ActionList*) {}
// Air Power and Barrage strike nothing (an empty TARGETS ends the card's turn).
Verdict ApplyStrike(Ctx& c, const pb::Targets& t) {
  if (t.hexes_size() != 0) {
    return MakeViolation(kWrongStep, "targets", "test stand-in: no combat rules");
  }
  c.s.phase = pb::PHASE_BATTLE;
  return std::nullopt;
}
void ListStrikes(const State&, ActionList* out) { out->Add()->mutable_targets(); }
void ListCombatDecisions(const State&, ActionList*) {}
Verdict ApplyCombatDecision(Ctx&, int, const pb::Action&) {
  return MakeViolation(kWrongStep, "", "test stand-in: no combat rules");
}

}  // namespace arbiter::memoir44
