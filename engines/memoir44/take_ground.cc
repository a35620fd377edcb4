// M14 Take ground and armor overrun: TAKE_GROUND or DECLINE after a close assault that
// eliminated or moved back its target, then ARMOR_OVERRUN or DECLINE for armor.
//
// The ordered infantry or armor (artillery never; never the ambusher) may enter the vacated hex,
// outside its movement allowance; terrain applies (a hex impassable to it cannot be taken; armor
// entering wire removes it; forest, hedgerow and town forbid battle on entry). Infantry then
// stops. Armor that took ground after its own battle (not after an overrun) may make one overrun
// battle, by the ordinary target rules (adjacent enemy first, else at range), unless it entered
// forest, hedgerow, town or wire; after a successful close assault it may take ground again,
// then stops. The game ending (M16) ends all this at once. Source: rules.md M14, M11, M8, R11.
#include "engines/memoir44/rules.h"
#include "engines/memoir44/terrain.h"
#include "engines/memoir44/violations.h"

namespace arbiter::memoir44 {
namespace {

// M11: whether `u` may enter `h` by taking ground (never out of a bunker for armor and
// artillery; never a hex impassable to it; M3: onto or off a bridge span only along it).
bool MayEnter(const State& s, const Unit& u, HexId h) {
  return h != kNoHex && s.UnitAt(h) == nullptr && !Impassable(s, h, u.type) &&
         !CannotLeave(s, u.hex, u.type) && s.scenario->SpanStepAllowed(u.hex, h);
}

}  // namespace

bool MayTakeGround(const State& s) {
  if (!s.has_battle || s.phase == pb::PHASE_GAME_OVER) return false;
  const Battle& b = s.battle;
  if (b.kind != pb::Battle::KIND_BATTLE && b.kind != pb::Battle::KIND_OVERRUN) return false;
  if (b.range != 1 || b.vacated == kNoHex) return false;
  const Unit* u = s.UnitAt(b.attacker);
  if (u == nullptr || u->type == pb::UNIT_TYPE_ARTILLERY) return false;
  return MayEnter(s, *u, b.vacated);
}

Verdict JudgeTakeGround(const State& s) {
  if (s.phase != pb::PHASE_TAKE_GROUND || !MayTakeGround(s)) {
    return MakeViolation(kCombatStep, "take_ground", "no take ground is pending");
  }
  return std::nullopt;
}

Verdict ApplyTakeGround(Ctx& c) {
  if (Verdict v = JudgeTakeGround(c.s)) return v;
  State& s = c.s;
  Battle& b = s.battle;
  const HexId from = b.attacker;
  const HexId to = b.vacated;
  Unit* u = s.UnitAt(from);
  u->hex = to;
  s.unit_at[to] = s.unit_at[from];
  s.unit_at[from] = kNoUnit;
  {
    pb::Event e;
    *e.mutable_ground_taken()->mutable_from() = ToHex(from);
    *e.mutable_ground_taken()->mutable_to() = ToHex(to);
    c.Public(e);
  }
  // R11: a sandbag goes when its occupant leaves.
  if (s.obstacle[from] == pb::OBSTACLE_SANDBAG && !s.options.sandbags_persist()) {
    s.obstacle[from] = pb::OBSTACLE_UNSPECIFIED;
    s.obstacle_side[from] = pb::SIDE_UNSPECIFIED;
    pb::Event e;
    *e.mutable_obstacle_changed()->mutable_hex() = ToHex(from);
    c.Public(e);
  }
  const bool entered_wire = HasWire(s, to);
  if (entered_wire && u->type == pb::UNIT_TYPE_ARMOR) {
    s.obstacle[to] = pb::OBSTACLE_UNSPECIFIED;
    s.obstacle_side[to] = pb::SIDE_UNSPECIFIED;
    pb::Event e;
    *e.mutable_obstacle_changed()->mutable_hex() = ToHex(to);
    c.Public(e);
  }
  const bool no_battle = NoBattleOnEntry(s, to);
  if (no_battle && u->badge != pb::BADGE_FRENCH_RESISTANCE) u->battle_forbidden = true;
  if (UpdateMedals(c, /*turn_start=*/false)) return std::nullopt;
  b.attacker = to;
  u = s.UnitAt(to);
  const bool may_overrun = u->type == pb::UNIT_TYPE_ARMOR && b.kind == pb::Battle::KIND_BATTLE &&
                           !no_battle && !entered_wire && HasOverrunTarget(s, to);
  if (may_overrun) {
    s.phase = pb::PHASE_OVERRUN;
    return std::nullopt;
  }
  EndBattle(c);
  return std::nullopt;
}

Verdict JudgeOverrun(const State& s, const pb::ArmorOverrun& a) {
  if (s.phase != pb::PHASE_OVERRUN || !s.has_battle) {
    return MakeViolation(kCombatStep, "armor_overrun", "no overrun is pending");
  }
  const Unit* u = s.UnitAt(s.battle.attacker);
  if (u == nullptr || u->type != pb::UNIT_TYPE_ARMOR) {
    return MakeViolation(kOverrunNotAllowed, "armor_overrun", "only armor overruns");
  }
  return JudgeTarget(s, s.battle.attacker, FromHex(a.target()), pb::Battle::KIND_OVERRUN,
                     "armor_overrun.target");
}

Verdict ApplyOverrun(Ctx& c, const pb::ArmorOverrun& a) {
  if (Verdict v = JudgeOverrun(c.s, a)) return v;
  State& s = c.s;
  const HexId from = s.battle.attacker;
  const HexId target = FromHex(a.target());
  s.UnitAt(from)->battles++;
  s.battle = Battle{};
  s.battle.kind = pb::Battle::KIND_OVERRUN;
  s.battle.attacker = from;
  s.battle.target = target;
  s.battle.range = Distance(from, target);
  s.battle.dice = BattleDice(s, from, target, pb::Battle::KIND_OVERRUN);
  StartBattle(c);
  return std::nullopt;
}

}  // namespace arbiter::memoir44
