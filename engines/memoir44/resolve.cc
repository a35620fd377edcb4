// M12 Resolving a battle: hits by symbol, figures lost, elimination with its medal, then the
// flags (retreat.cc) and what follows the battle (FinishBattle: the Ambush's cancel or resume,
// Air Power's next target, take ground, the end of the battle).
//
// Infantry symbol hits infantry, armor symbol armor, grenade any unit; the star misses except
// under Air Power; artillery is hit only by grenades (and Air Power's stars). Barrage hits on
// symbol and grenade. One figure per hit; the last figure lost eliminates the unit and the
// other side gains a medal (M16); flags apply after hits, to a surviving unit only.
// Source: rules.md M12, M6 (Air Power, Barrage), M7, M14.
#include <algorithm>

#include "engines/memoir44/rules.h"
#include "engines/memoir44/terrain.h"

namespace arbiter::memoir44 {

int CountHits(absl::Span<const pb::DieFace> faces, pb::UnitType type, pb::Battle::Kind kind) {
  int hits = 0;
  for (pb::DieFace f : faces) {
    switch (f) {
      case pb::DIE_FACE_GRENADE:
        ++hits;
        break;
      case pb::DIE_FACE_INFANTRY:
        if (type == pb::UNIT_TYPE_INFANTRY) ++hits;
        break;
      case pb::DIE_FACE_ARMOR:
        if (type == pb::UNIT_TYPE_ARMOR) ++hits;
        break;
      case pb::DIE_FACE_STAR:
        if (kind == pb::Battle::KIND_AIR_POWER) ++hits;
        break;
      default:
        break;
    }
  }
  return hits;
}

int CountFlags(absl::Span<const pb::DieFace> faces) {
  return static_cast<int>(std::count(faces.begin(), faces.end(), pb::DIE_FACE_FLAG));
}

bool LoseFigures(Ctx& c, HexId hex, int n, bool blocked_retreat) {
  State& s = c.s;
  Unit* u = s.UnitAt(hex);
  if (u == nullptr || n <= 0) return false;
  const int lost = std::min<int>(n, u->figures);
  {
    pb::Event e;
    pb::FiguresLost* f = e.mutable_figures_lost();
    *f->mutable_hex() = ToHex(hex);
    f->set_figures(lost);
    f->set_blocked_retreat(blocked_retreat);
    c.Public(e);
  }
  u->figures = static_cast<int8_t>(u->figures - lost);
  if (u->figures > 0) return false;
  const int owner = u->seat;
  const int value = EliminationMedals(s, owner, u->type);
  {
    pb::Event e;
    pb::UnitEliminated* x = e.mutable_unit_eliminated();
    *x->mutable_hex() = ToHex(hex);
    x->set_side(s.players[owner].side);
    c.Public(e);
  }
  s.units.erase(s.units.begin() + s.unit_at[hex]);
  s.IndexUnits();
  // R11: the sandbag goes with its occupant (unless sandbags persist).
  if (s.obstacle[hex] == pb::OBSTACLE_SANDBAG && !s.options.sandbags_persist()) {
    s.obstacle[hex] = pb::OBSTACLE_UNSPECIFIED;
    s.obstacle_side[hex] = pb::SIDE_UNSPECIFIED;
    pb::Event e;
    *e.mutable_obstacle_changed()->mutable_hex() = ToHex(hex);
    c.Public(e);
  }
  if (s.has_battle && s.battle.target == hex) s.battle.vacated = hex;
  if (!AwardEliminationMedal(c, 1 - owner, value)) UpdateMedals(c, /*turn_start=*/false);
  return true;
}

void OnBattleRoll(Ctx& c, absl::Span<const pb::DieFace> faces) {
  State& s = c.s;
  s.chance = pb::CHANCE_UNSPECIFIED;
  s.chance_dice = 0;
  // The dice are a multiset: the state keeps them in face order, so outcomes listed in one
  // order and given in another reach the same state.
  s.battle.roll.assign(faces.begin(), faces.end());
  std::sort(s.battle.roll.begin(), s.battle.roll.end());
  {
    // The step that uses a roll reports it (RollDice and the chance outcome add no event).
    pb::Event e;
    for (pb::DieFace f : s.RecordRoll(faces)) e.mutable_dice_rolled()->add_dice(f);
    c.Public(e);
  }
  const HexId target = s.battle.target;
  const Unit* t = s.UnitAt(target);
  if (t == nullptr) {  // nothing to hit (cannot happen in a checked state)
    FinishBattle(c);
    return;
  }
  const int hits = CountHits(faces, t->type, s.battle.kind);
  const int flags = CountFlags(faces);
  if (LoseFigures(c, target, hits, /*blocked_retreat=*/false)) {
    if (s.phase != pb::PHASE_GAME_OVER) FinishBattle(c);
    return;
  }
  if (s.phase == pb::PHASE_GAME_OVER) return;
  if (flags > 0) {
    s.battle.flags = flags;
    s.battle.may_ignore_flag = s.battle.kind != pb::Battle::KIND_AIR_POWER &&
                               s.battle.kind != pb::Battle::KIND_BARRAGE &&
                               MayIgnoreFlag(s, target);
    ResolveFlags(c);
    return;
  }
  FinishBattle(c);
}

void EndBattle(Ctx& c) {
  c.s.has_battle = false;
  c.s.battle = Battle{};
  c.s.phase = pb::PHASE_BATTLE;
  AfterBattle(c);
}

void FinishBattle(Ctx& c) {
  State& s = c.s;
  if (s.phase == pb::PHASE_GAME_OVER) return;
  Battle& b = s.battle;
  switch (b.kind) {
    case pb::Battle::KIND_AMBUSH: {
      // M7: the attacker (the ambush's target) battles as declared if it stayed; if it was
      // eliminated or retreated its battle is cancelled (artillery loses a second battle too).
      const HexId attacker = b.target;
      const HexId ambusher = b.attacker;
      if (b.vacated != kNoHex) {
        // ApplyRetreat moves s.battle.target with the unit: a unit there now is the attacker
        // that retreated.
        if (Unit* u = s.UnitAt(b.target); u != nullptr && b.target != b.vacated) {
          u->battle_forbidden = true;
        }
        EndBattle(c);
        return;
      }
      Battle resumed;
      resumed.kind = b.declared_kind;
      resumed.attacker = attacker;
      resumed.target = ambusher;
      resumed.dice = b.declared_dice;
      resumed.range = b.declared_range;
      b = resumed;
      RollBattle(c);
      return;
    }
    case pb::Battle::KIND_AIR_POWER: {
      while (!b.targets_left.empty()) {
        const HexId next = b.targets_left.front();
        b.targets_left.erase(b.targets_left.begin());
        if (s.UnitAt(next) == nullptr) continue;
        b.target = next;
        b.roll.clear();
        b.flags = 0;
        b.may_ignore_flag = false;
        b.vacated = kNoHex;
        StartBattle(c);
        return;
      }
      EndBattle(c);
      return;
    }
    case pb::Battle::KIND_BATTLE:
    case pb::Battle::KIND_OVERRUN:
      if (MayTakeGround(s)) {
        s.phase = pb::PHASE_TAKE_GROUND;
        return;
      }
      EndBattle(c);
      return;
    default:
      EndBattle(c);
      return;
  }
}

}  // namespace arbiter::memoir44
