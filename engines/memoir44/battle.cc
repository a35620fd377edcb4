// M9 Battle: which targets an ordered unit may battle and with how many dice, the BATTLE
// action and its listing, and the start of any battle (the Ambush window, then the roll).
//
// Dice = base by range (infantry 3/2/1, armor 3/3/3, artillery 3/3/2/2/1/1) + the card's bonus
// (Armor Assault: armor in a close assault; Close Assault: +1, on an overrun only with R2's
// option; Firefight +1; Their Finest Hour and Behind Enemy Lines through Unit::bonus_dice)
// + the own-hex modifier (armor in a town -2, infantry in wire -1) + the single largest target-
// hex reduction of M11 (never summed; artillery ignores them); the tables are terrain.h's.
// Under 1 die: not allowed. Infantry and armor need line of sight (M10); artillery only with
// R7's option (MaySee, los.cc). A unit adjacent to an enemy may only battle an adjacent enemy.
// Source: rules.md M9, M11, M6, R2, R7.
#include <algorithm>
#include <array>

#include "absl/strings/str_cat.h"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/terrain.h"
#include "engines/memoir44/violations.h"

namespace arbiter::memoir44 {
namespace {

enum class Fault { kNone, kOcean, kNoEnemy, kRange, kAdjacent, kCard, kLos, kDice };

bool AnyAdjacentEnemy(const State& s, HexId from, int seat) {
  for (HexId n : Neighbours(from)) {
    const Unit* u = s.UnitAt(n);
    if (u != nullptr && u->seat != seat) return true;
  }
  return false;
}

// The card's bonus die for a battle of `kind` at `range` by `u` (M6, R2).
int CardBonus(const State& s, const Unit& u, pb::Battle::Kind kind, int range) {
  if (kind != pb::Battle::KIND_BATTLE && kind != pb::Battle::KIND_OVERRUN) return 0;
  int bonus = u.bonus_dice;
  switch (EffectiveKind(s)) {
    case pb::CARD_KIND_ARMOR_ASSAULT:
      if (u.type == pb::UNIT_TYPE_ARMOR && range == 1) ++bonus;
      break;
    case pb::CARD_KIND_CLOSE_ASSAULT:
      if (kind == pb::Battle::KIND_BATTLE || s.options.close_assault_bonus_on_overrun()) ++bonus;
      break;
    case pb::CARD_KIND_FIREFIGHT:
      ++bonus;
      break;
    default:
      break;
  }
  return bonus;
}

// M9's dice for `u` battling `target` at `range` (BattleDice without the lookups).
int DiceAt(const State& s, const Unit& u, HexId target, pb::Battle::Kind kind, int range) {
  const int base = BaseDice(u.type, range);
  if (base == 0) return 0;
  return base + CardBonus(s, u, kind, range) - OwnHexModifier(s, u.hex, u.type) +
         TargetHexReduction(s, u.hex, u.type, target);
}

Fault TargetFault(const State& s, HexId from, HexId target, pb::Battle::Kind kind,
                  bool adjacent_enemy) {
  const Unit* u = s.UnitAt(from);
  if (CannotBattleFrom(s, from)) return Fault::kOcean;
  const Unit* t = s.UnitAt(target);
  if (t == nullptr || t->seat == u->seat) return Fault::kNoEnemy;
  const int range = Distance(from, target);
  if (range > MaxRange(u->type)) return Fault::kRange;
  if (range > 1 && adjacent_enemy) return Fault::kAdjacent;
  const pb::CardKind card = EffectiveKind(s);
  if (card == pb::CARD_KIND_CLOSE_ASSAULT && range > 1) return Fault::kCard;
  if (card == pb::CARD_KIND_FIREFIGHT && range < 2) return Fault::kCard;
  if (range > 1 && !MaySee(s, from, target)) return Fault::kLos;  // R7 inside MaySee
  if (DiceAt(s, *u, target, kind, range) < 1) return Fault::kDice;
  return Fault::kNone;
}

int MaxBattles(const State& s, const Unit& u) {
  return u.type == pb::UNIT_TYPE_ARTILLERY && EffectiveKind(s) == pb::CARD_KIND_ARTILLERY_BOMBARD
             ? 2
             : 1;
}

bool MayBattleNow(const State& s, const Unit& u) {
  return u.seat == s.current_seat && u.ordered && !u.battle_forbidden &&
         u.battles < MaxBattles(s, u);
}

}  // namespace

int MaxRange(pb::UnitType type) {
  switch (type) {
    case pb::UNIT_TYPE_INFANTRY:
    case pb::UNIT_TYPE_ARMOR:
      return 3;
    case pb::UNIT_TYPE_ARTILLERY:
      return 6;
    default:
      return 0;
  }
}

int BaseDice(pb::UnitType type, int range) {
  static constexpr int kInfantry[] = {3, 2, 1};
  static constexpr int kArtillery[] = {3, 3, 2, 2, 1, 1};
  if (range < 1 || range > MaxRange(type)) return 0;
  switch (type) {
    case pb::UNIT_TYPE_INFANTRY:
      return kInfantry[range - 1];
    case pb::UNIT_TYPE_ARMOR:
      return 3;
    case pb::UNIT_TYPE_ARTILLERY:
      return kArtillery[range - 1];
    default:
      return 0;
  }
}

int TargetHexReduction(const State& s, HexId attacker_hex, pb::UnitType attacker_type,
                       HexId target) {
  if (attacker_type == pb::UNIT_TYPE_ARTILLERY) return 0;
  return -TargetReduction(s, target, attacker_type, IsHill(s.scenario->TerrainAt(attacker_hex)));
}

int BattleDice(const State& s, HexId attacker, HexId target, pb::Battle::Kind kind) {
  const Unit* u = s.UnitAt(attacker);
  if (u == nullptr) return 0;
  return DiceAt(s, *u, target, kind, Distance(attacker, target));
}

Verdict JudgeTarget(const State& s, HexId from, HexId target, pb::Battle::Kind kind,
                    absl::string_view field) {
  if (target == kNoHex) {
    return MakeViolation(kBattleNoTarget, field, "the target is not a board hex");
  }
  const Unit* u = s.UnitAt(from);
  switch (TargetFault(s, from, target, kind, AnyAdjacentEnemy(s, from, u->seat))) {
    case Fault::kNone:
      return std::nullopt;
    case Fault::kOcean:
      return MakeViolation(kBattleFromOcean, field,
                           absl::StrCat("the unit on ", HexText(from), " is in the ocean"));
    case Fault::kNoEnemy:
      return MakeViolation(kBattleNoTarget, field,
                           absl::StrCat(HexText(target), " holds no enemy unit"));
    case Fault::kRange:
      return MakeViolation(kBattleOutOfRange, field,
                           absl::StrCat(HexText(target), " is ", Distance(from, target),
                                        " hexes away; the unit's range is ", MaxRange(u->type)));
    case Fault::kAdjacent:
      return MakeViolation(kBattleMustBeAdjacent, field,
                           absl::StrCat("the unit on ", HexText(from),
                                        " is adjacent to an enemy and may only battle one"));
    case Fault::kCard:
      return MakeViolation(kBattleCardTarget, field,
                           EffectiveKind(s) == pb::CARD_KIND_CLOSE_ASSAULT
                               ? "Close Assault battles adjacent targets only"
                               : "Firefight battles targets 2 or more hexes away");
    case Fault::kLos:
      return MakeViolation(kBattleNoLos, field,
                           absl::StrCat(HexText(from), " does not see ", HexText(target)));
    case Fault::kDice:
      return MakeViolation(
          kBattleNoDice, field,
          absl::StrCat("the battle would roll ", BattleDice(s, from, target, kind), " dice"));
  }
  return std::nullopt;
}

Verdict JudgeBattle(const State& s, const pb::BattleAction& a) {
  if (s.phase != pb::PHASE_BATTLE || s.has_battle) {
    return MakeViolation(kCombatStep, "battle", "no battle may be declared now");
  }
  const HexId from = FromHex(a.from());
  const Unit* u = s.UnitAt(from);
  if (u == nullptr || u->seat != s.current_seat) {
    return MakeViolation(kBattleNoUnit, "battle.from", "no unit of yours on this hex");
  }
  if (!u->ordered) {
    return MakeViolation(kBattleNotOrdered, "battle.from",
                         absl::StrCat("the unit on ", HexText(from), " was not ordered"));
  }
  if (u->battle_forbidden) {
    return MakeViolation(kBattleForbidden, "battle.from",
                         absl::StrCat("the unit on ", HexText(from), " may not battle this turn"));
  }
  if (u->battles >= MaxBattles(s, *u)) {
    return MakeViolation(kBattleDone, "battle.from",
                         absl::StrCat("the unit on ", HexText(from), " has battled ", u->battles,
                                      " time(s) this turn"));
  }
  return JudgeTarget(s, from, FromHex(a.target()), pb::Battle::KIND_BATTLE, "battle.target");
}

Verdict ApplyBattle(Ctx& c, const pb::BattleAction& a) {
  if (Verdict v = JudgeBattle(c.s, a)) return v;
  State& s = c.s;
  const HexId from = FromHex(a.from());
  const HexId target = FromHex(a.target());
  s.UnitAt(from)->battles++;
  s.has_battle = true;
  s.battle = Battle{};
  s.battle.kind = pb::Battle::KIND_BATTLE;
  s.battle.attacker = from;
  s.battle.target = target;
  s.battle.range = Distance(from, target);
  s.battle.dice = BattleDice(s, from, target, pb::Battle::KIND_BATTLE);
  StartBattle(c);
  return std::nullopt;
}

void StartBattle(Ctx& c) {
  State& s = c.s;
  pb::Event e;
  pb::BattleDeclared* d = e.mutable_battle_declared();
  d->set_kind(s.battle.kind);
  if (s.battle.attacker != kNoHex) *d->mutable_attacker() = ToHex(s.battle.attacker);
  *d->mutable_target() = ToHex(s.battle.target);
  d->set_dice(s.battle.dice);
  c.Public(e);
  if (AmbushWindowOpens(s)) {
    s.phase = pb::PHASE_AMBUSH;
    return;
  }
  RollBattle(c);
}

void RollBattle(Ctx& c) {
  c.s.phase = pb::PHASE_BATTLE;
  std::vector<pb::DieFace> faces;
  if (RollDice(c, c.s.battle.dice, &faces)) OnBattleRoll(c, faces);
}

void ListBattles(const State& s, ActionList* out) {
  if (s.phase != pb::PHASE_BATTLE || s.has_battle) return;
  // Units by hex id (froms and targets ascending, as listed); the targets are the other seat's.
  std::array<HexId, kHexCount> hexes;
  int n = 0;
  for (int h = 0; h < kHexCount; ++h) {
    if (s.unit_at[h] != kNoUnit) hexes[n++] = static_cast<HexId>(h);
  }
  for (int i = 0; i < n; ++i) {
    const HexId from = hexes[i];
    const Unit* u = s.UnitAt(from);
    if (!MayBattleNow(s, *u)) continue;
    const bool adjacent_enemy = AnyAdjacentEnemy(s, from, u->seat);
    for (int j = 0; j < n; ++j) {
      const HexId target = hexes[j];
      if (s.UnitAt(target)->seat == u->seat) continue;
      if (TargetFault(s, from, target, pb::Battle::KIND_BATTLE, adjacent_enemy) != Fault::kNone) {
        continue;
      }
      out->AddBattle(from, target);
    }
  }
}

bool CanBattle(const State& s) {
  if (s.phase != pb::PHASE_BATTLE || s.has_battle) return false;
  for (const Unit& u : s.units) {
    if (!MayBattleNow(s, u)) continue;
    const bool adjacent_enemy = AnyAdjacentEnemy(s, u.hex, u.seat);
    for (const Unit& t : s.units) {
      if (t.seat != u.seat &&
          TargetFault(s, u.hex, t.hex, pb::Battle::KIND_BATTLE, adjacent_enemy) == Fault::kNone) {
        return true;
      }
    }
  }
  return false;
}

// Used by take_ground.cc: whether the unit on `from` has a legal overrun target.
bool HasOverrunTarget(const State& s, HexId from) {
  const Unit* u = s.UnitAt(from);
  if (u == nullptr) return false;
  const bool adjacent_enemy = AnyAdjacentEnemy(s, from, u->seat);
  for (const Unit& t : s.units) {
    if (t.seat != u->seat &&
        TargetFault(s, from, t.hex, pb::Battle::KIND_OVERRUN, adjacent_enemy) == Fault::kNone) {
      return true;
    }
  }
  return false;
}

void ListOverruns(const State& s, HexId from, ActionList* out) {
  const Unit* u = s.UnitAt(from);
  if (u == nullptr) return;
  const bool adjacent_enemy = AnyAdjacentEnemy(s, from, u->seat);
  for (int target = 0; target < kHexCount; ++target) {
    const Unit* t = s.UnitAt(static_cast<HexId>(target));
    if (t == nullptr || t->seat == u->seat) continue;
    if (TargetFault(s, from, static_cast<HexId>(target), pb::Battle::KIND_OVERRUN,
                    adjacent_enemy) == Fault::kNone) {
      out->AddOverrun(static_cast<HexId>(target));
    }
  }
}

}  // namespace arbiter::memoir44
