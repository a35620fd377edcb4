// M11 wire, cleared by infantry: "infantry battling from it -1, or clears it instead". An
// ordered infantry unit standing on a wire hex may, in the battle step (PHASE_BATTLE, no battle
// in progress), remove the wire instead of battling: CLEAR_WIRE { from }. It is the unit's
// battle this turn (Unit::battles), so it needs what a battle needs of the unit (ordered, not
// forbidden to battle: a unit that moved 2, Dig In's, Bombard's mover; battles left) and no
// target. Then the turn goes on as after a battle (AfterBattle: Behind Enemy Lines' second
// move). Armor entering wire removes it by moving (movement.cc).
//
//   Verdict v = JudgeClearWire(s, a);   // MEMOIR44_CLEAR_WIRE_NO_WIRE / _NOT_INFANTRY, or the
//                                       // battle codes for the unit (field clear_wire.from)
//   ListClearWire(s, &out);             // one CLEAR_WIRE per eligible unit, by hex id
//
// Source: rules.md M11 (the rules reference's wire row), M4.4.
#include "absl/strings/str_cat.h"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/terrain.h"
#include "engines/memoir44/violations.h"

namespace arbiter::memoir44 {
namespace {

// Artillery Bombard's second battle is artillery's; infantry battles once a turn (M9).
bool MayClear(const State& s, const Unit& u) {
  return u.seat == s.current_seat && u.type == pb::UNIT_TYPE_INFANTRY && u.ordered &&
         !u.battle_forbidden && u.battles == 0 && HasWire(s, u.hex);
}

}  // namespace

Verdict JudgeClearWire(const State& s, const pb::ClearWire& a) {
  if (s.phase != pb::PHASE_BATTLE || s.has_battle) {
    return MakeViolation(kCombatStep, "clear_wire", "wire is cleared in the battle step only");
  }
  const HexId from = FromHex(a.from());
  if (from == kNoHex) return MakeViolation(kOffBoardHex, "clear_wire.from", "not a board hex");
  const Unit* u = s.UnitAt(from);
  if (u == nullptr || u->seat != s.current_seat) {
    return MakeViolation(kBattleNoUnit, "clear_wire.from",
                         absl::StrCat("no unit of yours on ", HexText(from)));
  }
  if (u->type != pb::UNIT_TYPE_INFANTRY) {
    return MakeViolation(kClearWireNotInfantry, "clear_wire.from",
                         absl::StrCat("the unit on ", HexText(from), " is not infantry"));
  }
  if (!HasWire(s, from)) {
    return MakeViolation(kClearWireNoWire, "clear_wire.from",
                         absl::StrCat(HexText(from), " has no wire"));
  }
  if (!u->ordered) {
    return MakeViolation(kBattleNotOrdered, "clear_wire.from",
                         absl::StrCat("the unit on ", HexText(from), " was not ordered"));
  }
  if (u->battle_forbidden) {
    return MakeViolation(kBattleForbidden, "clear_wire.from",
                         absl::StrCat("the unit on ", HexText(from),
                                      " may not battle this turn, so not clear wire instead"));
  }
  if (u->battles != 0) {
    return MakeViolation(kBattleDone, "clear_wire.from",
                         absl::StrCat("the unit on ", HexText(from), " has battled this turn"));
  }
  return std::nullopt;
}

Verdict ApplyClearWire(Ctx& c, const pb::ClearWire& a) {
  if (Verdict v = JudgeClearWire(c.s, a)) return v;
  State& s = c.s;
  const HexId from = FromHex(a.from());
  s.UnitAt(from)->battles++;
  s.obstacle[from] = pb::OBSTACLE_UNSPECIFIED;
  s.obstacle_side[from] = pb::SIDE_UNSPECIFIED;
  pb::Event e;
  SetHex(from, e.mutable_obstacle_changed()->mutable_hex());
  c.Public(e);
  AfterBattle(c);
  return std::nullopt;
}

void ListClearWire(const State& s, ActionList* out) {
  if (s.phase != pb::PHASE_BATTLE || s.has_battle) return;
  for (int h = 0; h < kHexCount; ++h) {
    const Unit* u = s.UnitAt(static_cast<HexId>(h));
    if (u == nullptr || !MayClear(s, *u)) continue;
    out->AddClearWire(static_cast<HexId>(h));
  }
}

}  // namespace arbiter::memoir44
