// M8 movement (MOVE, END_MOVES) over the M11 terrain tables (terrain.h): how far each unit may
// move (infantry 2, armor 3, artillery 1; Infantry Assault's infantry 3, Artillery Bombard's
// artillery 3, Behind Enemy Lines' infantry 3 twice), the path (adjacent board hexes, no unit,
// nothing impassable, a stop-on-entry hex last, a hedgerow only as the first hex, a move
// entering beach 2 hexes at most, R10's 1 hex out of a hedgerow, steep hills' 2-hex entry), and
// what moving does to the unit's battle (moved too far, entered a no-battle-on-entry hex,
// artillery moved). R13: Behind Enemy Lines lifts the terrain movement rules only (impassable
// hexes and units still stop it); passing through forest or town is not entering it for
// battle, standing on one it entered is.
//
// Judging and listing share StepFault, so a listed path is always judged legal and every legal
// path is listed (depth-first from each unit, neighbours in board order).
#include <algorithm>
#include <array>
#include <cstdint>

#include "absl/strings/str_cat.h"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/terrain.h"
#include "engines/memoir44/violations.h"

namespace arbiter::memoir44 {
namespace {

enum class Fault {
  kNone,
  kOffBoard,
  kNotAdjacent,
  kOccupied,
  kImpassable,
  kPastStop,
  kHedgerowNotFirst,
  kTooFar,
  kBeach,
  kHedgerowExit,
  kSpanSide,
};

// Behind Enemy Lines' unit (not the fallback's): terrain movement rules do not apply (R13).
bool BehindLines(const State& s, const Unit& u) {
  return EffectiveKind(s) == pb::CARD_KIND_BEHIND_ENEMY_LINES && !Fallback(s) &&
         u.type == pb::UNIT_TYPE_INFANTRY;
}

bool SecondMovePhase(const State& s) {
  return s.phase == pb::PHASE_SECOND_MOVE || s.phase == pb::PHASE_BATTLE;
}

// What a hex is to the walking unit's type in this state (the terrain tables' answers, asked
// once per hex and walk: listing asks about the same hexes from many paths).
enum : uint8_t {
  kKnown = 1,       // the other bits are computed
  kHasUnit = 2,     // s.UnitAt
  kNoEntry = 4,     // Impassable
  kStops = 8,       // StopsOnEntry
  kFirstOnly = 16,  // EnterOnlyAsFirstHex
  kBeachHex = 32,   // IsBeach
};

// One move being checked or listed.
struct Walk {
  const State* s;
  const Unit* u;
  HexId from;
  int allowance;
  bool free_terrain;    // R13
  bool hedgerow_start;  // R10: leaving a hedgerow
  HexId path[8];
  int len = 0;
  int cost = 0;
  bool beach = false;
  mutable std::array<uint8_t, kHexCount> facts{};  // by hex, kKnown once asked

  uint8_t Facts(HexId h) const {
    uint8_t& f = facts[h];
    if (f == 0) {
      const pb::UnitType type = u->type;
      f = kKnown | (s->UnitAt(h) != nullptr ? kHasUnit : 0) |
          (Impassable(*s, h, type) ? kNoEntry : 0) | (StopsOnEntry(*s, h, type) ? kStops : 0) |
          (EnterOnlyAsFirstHex(*s, h) ? kFirstOnly : 0) | (IsBeach(*s, h) ? kBeachHex : 0);
    }
    return f;
  }
};

bool InPath(const Walk& w, HexId h) {
  if (h == w.from) return true;
  for (int i = 0; i < w.len; ++i) {
    if (w.path[i] == h) return true;
  }
  return false;
}

// Whether `h` may be appended to the walk (and what the walk then costs). `neighbour`: the
// caller took `h` from Neighbours of the walk's last hex (listing), so adjacency holds.
Fault StepFault(const Walk& w, HexId h, int* cost_out, bool* beach_out, bool neighbour = false) {
  const State& s = *w.s;
  if (h == kNoHex) return Fault::kOffBoard;
  const HexId prev = w.len == 0 ? w.from : w.path[w.len - 1];
  if ((!neighbour && !Adjacent(prev, h)) || InPath(w, h)) return Fault::kNotAdjacent;
  const uint8_t facts = w.Facts(h);
  if (facts & kHasUnit) return Fault::kOccupied;
  const pb::UnitType type = w.u->type;
  if (facts & kNoEntry) return Fault::kImpassable;
  if (w.len == 0 && CannotLeave(s, w.from, type)) return Fault::kImpassable;
  // M3 Arnhem Bridge: the span is entered and left only at its ends (its sides are the river,
  // so Behind Enemy Lines too).
  if (!s.scenario->SpanStepAllowed(prev, h)) return Fault::kSpanSide;
  int step = 1;
  bool beach = w.beach;
  if (!w.free_terrain) {
    if (w.len > 0 && (w.Facts(prev) & kStops)) return Fault::kPastStop;
    if (w.len > 0 && (facts & kFirstOnly)) return Fault::kHedgerowNotFirst;
    step = EntryCost(s, prev, h, type);
    if (step < 0) return Fault::kImpassable;
    beach = beach || (facts & kBeachHex) != 0;
    if (w.hedgerow_start && w.len >= 1) return Fault::kHedgerowExit;
  }
  const int cost = w.cost + step;
  if (cost > w.allowance) return Fault::kTooFar;
  if (beach && cost > 2) return Fault::kBeach;
  *cost_out = cost;
  *beach_out = beach;
  return Fault::kNone;
}

Walk StartWalk(const State& s, const Unit& u) {
  Walk w;
  w.s = &s;
  w.u = &u;
  w.from = u.hex;
  w.allowance = MoveAllowance(s, u);
  w.free_terrain = BehindLines(s, u);
  w.hedgerow_start = !w.free_terrain && s.options.hedgerow_exit() != pb::HEDGEROW_EXIT_FREE &&
                     IsHedgerow(s, u.hex);
  return w;
}

v1::Violation ToViolation(Fault f, int i, HexId h) {
  const std::string field = absl::StrCat("move.path[", i, "]");
  const std::string at = h == kNoHex ? std::string("the hex") : HexText(h);
  switch (f) {
    case Fault::kOffBoard:
      return MakeViolation(kOffBoardHex, field, "not a board hex");
    case Fault::kNotAdjacent:
      return MakeViolation(kPathNotAdjacent, field,
                           absl::StrCat(at, " is not adjacent to the hex before, or repeats one"));
    case Fault::kOccupied:
      return MakeViolation(kPathOccupied, field, absl::StrCat(at, " holds a unit"));
    case Fault::kImpassable:
      return MakeViolation(kPathImpassable, field,
                           absl::StrCat("the unit may not enter ", at, " (or leave its hex)"));
    case Fault::kPastStop:
      return MakeViolation(kPathPastStop, field,
                           "the hex before stops the move (forest, hedgerow, town, ocean, wire)");
    case Fault::kHedgerowNotFirst:
      return MakeViolation(kHedgerowNotFirst, field,
                           absl::StrCat(at, " is a hedgerow: only a move's first hex"));
    case Fault::kTooFar:
      return MakeViolation(kMoveTooFar, field, "the unit may not move this far");
    case Fault::kBeach:
      return MakeViolation(kBeachTooFar, field, "a move entering beach is 2 hexes at most");
    case Fault::kHedgerowExit:
      return MakeViolation(kHedgerowExit, field, "a unit leaving a hedgerow moves 1 hex only");
    case Fault::kSpanSide:
      return MakeViolation(kBridgeSpanSide, field,
                           absl::StrCat(at, " is entered from, or left to, the side of a bridge "
                                            "span: only its ends lead on and off it"));
    case Fault::kNone:
      break;
  }
  return MakeViolation(kWrongStep, field, "");
}

void AddPaths(Walk& w, ActionList* out) {
  const HexId prev = w.len == 0 ? w.from : w.path[w.len - 1];
  if (w.len >= 7) return;
  // No step can follow (StepFault would refuse every neighbour): every step costs 1 or more,
  // a stop-on-entry hex ends the move, and R10's hedgerow exit is 1 hex.
  if (w.cost >= w.allowance) return;
  if (!w.free_terrain && w.len > 0 && ((w.Facts(prev) & kStops) || w.hedgerow_start)) return;
  for (HexId n : Neighbours(prev)) {
    int cost = 0;
    bool beach = false;
    if (StepFault(w, n, &cost, &beach, /*neighbour=*/true) != Fault::kNone) continue;
    const int saved_cost = w.cost;
    const bool saved_beach = w.beach;
    w.path[w.len++] = n;
    w.cost = cost;
    w.beach = beach;
    out->AddMove(w.from, absl::MakeConstSpan(w.path, w.len));
    AddPaths(w, out);
    --w.len;
    w.cost = saved_cost;
    w.beach = saved_beach;
  }
}

}  // namespace

int MoveAllowance(const State& s, const Unit& u) {
  if (!u.ordered || u.seat != s.current_seat) return 0;
  if (SecondMovePhase(s)) {
    // R13: Behind Enemy Lines' second move.
    return BehindLines(s, u) && !u.second_move ? 3 : 0;
  }
  if (s.phase != pb::PHASE_MOVE || u.move_done) return 0;
  const pb::CardKind k = EffectiveKind(s);
  const bool special = !Fallback(s);
  switch (u.type) {
    case pb::UNIT_TYPE_INFANTRY:
      if (special && (k == pb::CARD_KIND_INFANTRY_ASSAULT || k == pb::CARD_KIND_BEHIND_ENEMY_LINES))
        return 3;
      return 2;
    case pb::UNIT_TYPE_ARMOR:
      return 3;
    case pb::UNIT_TYPE_ARTILLERY:
      return special && k == pb::CARD_KIND_ARTILLERY_BOMBARD ? 3 : 1;
    default:
      return 0;
  }
}

Verdict JudgeMove(const State& s, const pb::Move& m) {
  const HexId from = FromHex(m.from());
  if (from == kNoHex) return MakeViolation(kOffBoardHex, "move.from", "not a board hex");
  const Unit* u = s.UnitAt(from);
  if (u == nullptr || u->seat != s.current_seat) {
    return MakeViolation(kNotOwnUnit, "move.from",
                         absl::StrCat(HexText(from), " holds no unit of yours"));
  }
  if (!u->ordered) {
    return MakeViolation(kMoveNotOrdered, "move.from",
                         absl::StrCat(HexText(from), " is not ordered"));
  }
  if (MoveAllowance(s, *u) == 0) {
    return MakeViolation(kMoveDone, "move.from",
                         absl::StrCat(HexText(from),
                                      " may not move now (moved, or its card "
                                      "allows no move)"));
  }
  if (m.path_size() == 0) return MakeViolation(kPathNotAdjacent, "move.path", "the path is empty");
  Walk w = StartWalk(s, *u);
  for (int i = 0; i < m.path_size(); ++i) {
    if (i >= 7) return MakeViolation(kMoveTooFar, absl::StrCat("move.path[", i, "]"), "too long");
    const HexId h = FromHex(m.path(i));
    int cost = 0;
    bool beach = false;
    const Fault f = StepFault(w, h, &cost, &beach);
    if (f != Fault::kNone) return ToViolation(f, i, h);
    w.path[w.len++] = h;
    w.cost = cost;
    w.beach = beach;
  }
  return std::nullopt;
}

void Move(Ctx& c, const pb::Move& m) {
  State& s = c.s;
  const HexId from = FromHex(m.from());
  const int index = s.unit_at[from];
  Unit& u = s.units[index];
  const bool second = SecondMovePhase(s);
  Walk w = StartWalk(s, u);
  for (int i = 0; i < m.path_size(); ++i) {
    int cost = 0;
    bool beach = false;
    StepFault(w, FromHex(m.path(i)), &cost, &beach);
    w.path[w.len++] = FromHex(m.path(i));
    w.cost = cost;
    w.beach = beach;
  }
  const HexId to = w.path[w.len - 1];
  s.unit_at[from] = kNoUnit;
  s.unit_at[to] = static_cast<int8_t>(index);
  u.hex = to;
  u.hexes_moved = static_cast<int8_t>(u.hexes_moved + w.cost);
  u.move_done = true;
  pb::Event e;
  *e.mutable_unit_moved()->mutable_from() = ToHex(from);
  for (const pb::Hex& h : m.path()) *e.mutable_unit_moved()->add_path() = h;
  c.Public(e);
  // R11: a sandbag goes when its occupant leaves.
  if (s.obstacle[from] == pb::OBSTACLE_SANDBAG && !s.options.sandbags_persist()) {
    s.obstacle[from] = pb::OBSTACLE_UNSPECIFIED;
    s.obstacle_side[from] = pb::SIDE_UNSPECIFIED;
    pb::Event o;
    *o.mutable_obstacle_changed()->mutable_hex() = ToHex(from);
    c.Public(o);
  }
  // M11: armor entering wire removes it (and may battle).
  if (u.type == pb::UNIT_TYPE_ARMOR && HasWire(s, to)) {
    s.obstacle[to] = pb::OBSTACLE_UNSPECIFIED;
    s.obstacle_side[to] = pb::SIDE_UNSPECIFIED;
    pb::Event o;
    *o.mutable_obstacle_changed()->mutable_hex() = ToHex(to);
    c.Public(o);
  }
  // M16: a temporary objective is held (or lost) the moment its hexes are (or are no longer)
  // occupied, and victory is checked after every event.
  if (UpdateMedals(c, /*turn_start=*/false)) return;
  // M8, M15, R13: what the move does to the unit's battle.
  const bool special = !Fallback(s);
  const pb::CardKind k = EffectiveKind(s);
  if (second) {
    u.second_move = true;
    u.battle_forbidden = true;  // the battle comes between the two moves
    s.phase = pb::PHASE_BATTLE;
    return;
  }
  if (NoBattleOnEntry(s, to) && u.badge != pb::BADGE_FRENCH_RESISTANCE) u.battle_forbidden = true;
  switch (u.type) {
    case pb::UNIT_TYPE_INFANTRY:
      if (BehindLines(s, u)) break;
      if (special && k == pb::CARD_KIND_INFANTRY_ASSAULT) {
        if (u.hexes_moved > 2) u.battle_forbidden = true;
      } else if (u.badge == pb::BADGE_SPECIAL_FORCES) {
        if (u.hexes_moved > 2) u.battle_forbidden = true;
      } else if (u.hexes_moved > 1) {
        u.battle_forbidden = true;
      }
      break;
    case pb::UNIT_TYPE_ARTILLERY:
      u.battle_forbidden = true;  // artillery moves or battles (Bombard: moves 3, no battle)
      break;
    default:
      break;
  }
}

void ListMoves(const State& s, ActionList* out) {
  std::vector<int> order;
  order.reserve(s.units.size());
  for (size_t i = 0; i < s.units.size(); ++i) {
    if (MoveAllowance(s, s.units[i]) > 0) order.push_back(static_cast<int>(i));
  }
  std::sort(order.begin(), order.end(),
            [&](int a, int b) { return s.units[a].hex < s.units[b].hex; });
  for (int i : order) {
    Walk w = StartWalk(s, s.units[i]);
    AddPaths(w, out);
  }
}

void EndMoves(Ctx& c) {
  State& s = c.s;
  for (Unit& u : s.units) {
    if (u.seat == s.current_seat) u.move_done = true;
    if (s.phase == pb::PHASE_SECOND_MOVE && u.seat == s.current_seat && u.ordered) {
      u.second_move = true;
    }
  }
  s.phase = pb::PHASE_BATTLE;
}

}  // namespace arbiter::memoir44
