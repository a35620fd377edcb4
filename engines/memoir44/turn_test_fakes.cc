// TEMPORARY, tests only: stand-ins for the m44combat entry points the turn flow calls, so that
// the turn tests link before the combat rules land on this branch. Each is a weak symbol: once
// the library defines the real function it wins and this one is unused (the turn tests then
// run over the real combat rules). They do the least a test of the turn needs (no battle is
// listed; Air Power and Barrage strike nothing; no medals change). The file goes when the
// combat branch has landed.
#include "engines/memoir44/combat_calls.h"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/violations.h"

#define M44_TURN_FAKE __attribute__((weak))

namespace arbiter::memoir44 {

M44_TURN_FAKE bool UpdateMedals(Ctx&, bool) { return false; }
M44_TURN_FAKE void OnBattleRoll(Ctx& c, absl::Span<const pb::DieFace>) {
  c.s.has_battle = false;
  AfterBattle(c);
}
M44_TURN_FAKE Verdict ApplyBattle(Ctx&, const pb::BattleAction&) {
  return MakeViolation(kWrongStep, "battle", "test stand-in: no combat rules");
}
M44_TURN_FAKE void ListBattles(const State&, ActionList*) {}
// Air Power and Barrage strike nothing (an empty TARGETS ends the card's turn).
M44_TURN_FAKE Verdict ApplyStrike(Ctx& c, const pb::Targets& t) {
  if (t.hexes_size() != 0) {
    return MakeViolation(kWrongStep, "targets", "test stand-in: no combat rules");
  }
  c.s.phase = pb::PHASE_BATTLE;
  return std::nullopt;
}
M44_TURN_FAKE void ListStrikes(const State&, ActionList* out) { out->Add()->mutable_targets(); }
M44_TURN_FAKE void ListCombatDecisions(const State&, ActionList*) {}
M44_TURN_FAKE Verdict ApplyCombatDecision(Ctx&, int, const pb::Action&) {
  return MakeViolation(kWrongStep, "", "test stand-in: no combat rules");
}

}  // namespace arbiter::memoir44
