// M13 Retreat (and M15's French Resistance): the RETREAT decision of the owner of a unit hit by
// flags, its judge, its listing, and the flags' resolution when there is no choice.
//
// Of F flags the owner may ignore 1 where M11 grants it (never against Air Power or Barrage;
// s.battle.may_ignore_flag). Each flag left, f, is one step back: into either hex of the next
// row toward the unit's baseline, on the board, empty, passable for the unit and not ocean
// (other terrain is ignored). The path must be the longest achievable, L <= f; the unit loses
// f - L figures. Armor or artillery in a bunker never leaves it (L = 0). French Resistance
// retreats 1-3 hexes per flag: any achievable length in f..3f, else the longest achievable.
// PHASE_RETREAT opens only when the owner has a choice (two paths, or ignoring or not);
// otherwise the one outcome is applied at once. Source: rules.md M13, M11, M15, R11.
#include <algorithm>
#include <array>

#include "absl/strings/str_cat.h"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/terrain.h"
#include "engines/memoir44/violations.h"

namespace arbiter::memoir44 {
namespace {

inline constexpr int kMaxPath = kRows;  // a path never exceeds the board's depth

using Path = std::array<HexId, kMaxPath>;

// M13: whether the unit `u` may step back from `from` into `h` (a board hex); M3: a bridge
// span (Arnhem) is left and entered only along it.
bool RetreatHexOk(const State& s, const Unit& u, HexId from, HexId h) {
  return s.UnitAt(h) == nullptr && !BlocksRetreat(s, h, u.type) &&
         s.scenario->SpanStepAllowed(from, h);
}

bool CannotLeave(const State& s, const Unit& u) { return CannotLeave(s, u.hex, u.type); }

// The deepest retreat from `h` up to `limit` steps.
int Deepest(const State& s, const Unit& u, HexId h, int limit) {
  if (limit == 0) return 0;
  int best = 0;
  for (HexId n : BackHexes(u.seat, h)) {
    if (!RetreatHexOk(s, u, h, n)) continue;
    best = std::max(best, 1 + Deepest(s, u, n, limit - 1));
    if (best == limit) break;
  }
  return best;
}

bool FrenchResistance(const Unit& u) { return u.badge == pb::BADGE_FRENCH_RESISTANCE; }

// The lengths a retreat on `f` flags may have: [lo, hi].
struct Lengths {
  int lo = 0;
  int hi = 0;
};
Lengths LegalLengths(const State& s, const Unit& u, int f) {
  if (f <= 0 || CannotLeave(s, u)) return {0, 0};
  const int per_flag = FrenchResistance(u) ? 3 : 1;
  const int deepest = Deepest(s, u, u.hex, std::min(kMaxPath, f * per_flag));
  if (deepest >= f) return {f, deepest};
  return {deepest, deepest};
}

void Enumerate(const State& s, const Unit& u, HexId h, int depth, Lengths len, Path& path,
               bool ignore, ActionList* out) {
  if (depth >= len.lo) {
    out->AddRetreat(absl::MakeConstSpan(path.data(), depth), ignore);
  }
  if (depth == len.hi) return;
  for (HexId n : BackHexes(u.seat, h)) {
    if (!RetreatHexOk(s, u, h, n)) continue;
    path[depth] = n;
    Enumerate(s, u, n, depth + 1, len, path, ignore, out);
  }
}

void RemoveSandbagOnLeaving(Ctx& c, HexId h) {
  State& s = c.s;
  if (s.obstacle[h] != pb::OBSTACLE_SANDBAG || s.options.sandbags_persist()) return;
  s.obstacle[h] = pb::OBSTACLE_UNSPECIFIED;
  s.obstacle_side[h] = pb::SIDE_UNSPECIFIED;
  pb::Event e;
  *e.mutable_obstacle_changed()->mutable_hex() = ToHex(h);
  c.Public(e);
}

}  // namespace

Verdict JudgeRetreat(const State& s, const pb::Retreat& a) {
  if (s.phase != pb::PHASE_RETREAT || !s.has_battle) {
    return MakeViolation(kCombatStep, "retreat", "no retreat is pending");
  }
  const Unit* u = s.UnitAt(s.battle.target);
  if (u == nullptr) return MakeViolation(kCombatStep, "retreat", "no retreat is pending");
  if (a.ignore_flag() && !s.battle.may_ignore_flag) {
    return MakeViolation(
        kRetreatFlagNotIgnorable, "retreat.ignore_flag",
        s.battle.kind == pb::Battle::KIND_AIR_POWER || s.battle.kind == pb::Battle::KIND_BARRAGE
            ? "flags from Air Power or Barrage cannot be ignored"
            : "the unit's hex does not let it ignore a flag");
  }
  const int f = s.battle.flags - (a.ignore_flag() ? 1 : 0);
  const Lengths len = LegalLengths(s, *u, f);
  if (a.path_size() > kMaxPath) {
    return MakeViolation(kRetreatLength, "retreat.path",
                         absl::StrCat("a retreat of ", a.path_size(), " hexes"));
  }
  HexId at = u->hex;
  for (int i = 0; i < a.path_size(); ++i) {
    const HexId next = FromHex(a.path(i));
    const absl::Span<const HexId> back = BackHexes(u->seat, at);
    if (next == kNoHex || std::find(back.begin(), back.end(), next) == back.end() ||
        !RetreatHexOk(s, *u, at, next) || CannotLeave(s, *u)) {
      return MakeViolation(kRetreatStep, absl::StrCat("retreat.path[", i, "]"),
                           absl::StrCat("the unit cannot retreat from ", HexText(at), " to (",
                                        a.path(i).col(), ", ", a.path(i).row(), ")"));
    }
    at = next;
  }
  if (a.path_size() < len.lo || a.path_size() > len.hi) {
    return MakeViolation(
        kRetreatLength, "retreat.path",
        len.lo == len.hi ? absl::StrCat("the retreat must be ", len.lo, " hexes (", f, " flags)")
                         : absl::StrCat("the retreat must be ", len.lo, " to ", len.hi, " hexes (",
                                        f, " flags)"));
  }
  return std::nullopt;
}

void ListRetreats(const State& s, ActionList* out) {
  if (s.phase != pb::PHASE_RETREAT || !s.has_battle) return;
  const Unit* u = s.UnitAt(s.battle.target);
  if (u == nullptr) return;
  Path path{};
  for (int ignore = 0; ignore <= (s.battle.may_ignore_flag ? 1 : 0); ++ignore) {
    const int f = s.battle.flags - ignore;
    Enumerate(s, *u, u->hex, 0, LegalLengths(s, *u, f), path, ignore != 0, out);
  }
}

Verdict ApplyRetreat(Ctx& c, const pb::Retreat& a) {
  if (Verdict v = JudgeRetreat(c.s, a)) return v;
  State& s = c.s;
  const HexId from = s.battle.target;
  const int f = s.battle.flags - (a.ignore_flag() ? 1 : 0);
  const int steps = a.path_size();
  HexId to = from;
  if (steps > 0) to = FromHex(a.path(steps - 1));
  {
    pb::Event e;
    pb::Retreated* r = e.mutable_retreated();
    *r->mutable_from() = ToHex(from);
    *r->mutable_path() = a.path();
    r->set_flag_ignored(a.ignore_flag());
    c.Public(e);
  }
  if (to != from) {
    Unit* u = s.UnitAt(from);
    u->hex = to;
    s.unit_at[to] = s.unit_at[from];
    s.unit_at[from] = kNoUnit;
    RemoveSandbagOnLeaving(c, from);
    s.battle.vacated = from;
    s.battle.target = to;
  }
  const int lost = f - std::min(f, steps);
  if (lost > 0) {
    LoseFigures(c, to, lost, /*blocked_retreat=*/true);
    if (s.phase == pb::PHASE_GAME_OVER) return std::nullopt;
    if (s.UnitAt(to) == nullptr) s.battle.vacated = from;
  }
  if (to != from && UpdateMedals(c, /*turn_start=*/false)) return std::nullopt;
  s.phase = pb::PHASE_BATTLE;
  FinishBattle(c);
  return std::nullopt;
}

void ResolveFlags(Ctx& c) {
  State& s = c.s;
  ActionList options;
  s.phase = pb::PHASE_RETREAT;
  ListRetreats(s, &options);
  if (options.size() == 1) {
    const pb::Action only = options.Get(0);
    ApplyRetreat(c, only.retreat());
    return;
  }
  // The owner chooses (CombatDecider).
}

}  // namespace arbiter::memoir44
