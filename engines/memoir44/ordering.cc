// M4.2 ORDER: which units the card in effect orders (M5 section cards, M6 tactic cards, Their
// Finest Hour's rolled counts), naming them all at once within the card's limits; M6's
// fallback (a card ordering one unit type, with no own unit of that type on the board, orders 1
// unit of any type instead, with no bonus); R3 (Infantry Assault's fallback unit anywhere).
//
// Limits: "up to N" allows 0..N units; a card ordering "all" (Assault, Artillery Bombard, Close
// Assault, Infantry Assault) orders exactly every eligible unit (ordering one and leaving it
// idle is the same as not ordering it, so one action stands for all choices). A unit on a
// hex shared by two sections fills one section's quota only (M2): General Advance, Pincer Move
// and Recon in Force ask for an assignment of units to sections within the caps.
//
// After the order: Dig In's units get their sandbags and neither move nor battle; Close
// Assault's and Firefight's do not move; Their Finest Hour's and Behind Enemy Lines' get +1
// die (Unit::bonus_dice). PHASE_MOVE follows when some ordered unit may move, else
// PHASE_BATTLE.
#include <algorithm>
#include <array>

#include "absl/strings/str_cat.h"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/terrain.h"
#include "engines/memoir44/violations.h"

namespace arbiter::memoir44 {
namespace {

// The rule of the card in effect now.
struct Rule {
  enum Kind { kNone, kCount, kAll, kSections, kFinestHour } kind = kNone;
  int limit = 0;                                  // kCount
  std::array<int, 4> caps{};                      // kSections, by pb::Section
  bool sectioned = false;                         // kCount / kAll: only units in s.section
  pb::UnitType type = pb::UNIT_TYPE_UNSPECIFIED;  // UNSPECIFIED: any
  bool infantry_and_armor = false;                // Close Assault
  int adjacent = 0;                               // +1: adjacent to an enemy; -1: not adjacent
};

pb::UnitType FallbackType(pb::CardKind k) {
  switch (k) {
    case pb::CARD_KIND_ARMOR_ASSAULT:
      return pb::UNIT_TYPE_ARMOR;
    case pb::CARD_KIND_ARTILLERY_BOMBARD:
      return pb::UNIT_TYPE_ARTILLERY;
    case pb::CARD_KIND_BEHIND_ENEMY_LINES:
    case pb::CARD_KIND_DIG_IN:
    case pb::CARD_KIND_MOVE_OUT:
    case pb::CARD_KIND_INFANTRY_ASSAULT:
      return pb::UNIT_TYPE_INFANTRY;
    default:
      return pb::UNIT_TYPE_UNSPECIFIED;
  }
}

bool AdjacentToEnemy(const State& s, const Unit& u) {
  for (HexId n : Neighbours(u.hex)) {
    const Unit* o = s.UnitAt(n);
    if (o != nullptr && o->seat != u.seat) return true;
  }
  return false;
}

Rule RuleOf(const State& s) {
  Rule r;
  const pb::CardKind k = EffectiveKind(s);
  if (Fallback(s)) {
    r.kind = Rule::kCount;
    r.limit = 1;
    return r;
  }
  switch (k) {
    case pb::CARD_KIND_RECON:
      r.kind = Rule::kCount;
      r.limit = 1;
      r.sectioned = true;
      break;
    case pb::CARD_KIND_PROBE:
      r.kind = Rule::kCount;
      r.limit = 2;
      r.sectioned = true;
      break;
    case pb::CARD_KIND_ATTACK:
      r.kind = Rule::kCount;
      r.limit = 3;
      r.sectioned = true;
      break;
    case pb::CARD_KIND_ASSAULT:
      r.kind = Rule::kAll;
      r.sectioned = true;
      break;
    case pb::CARD_KIND_GENERAL_ADVANCE:
      r.kind = Rule::kSections;
      r.caps = {0, 2, 2, 2};
      break;
    case pb::CARD_KIND_PINCER_MOVE:
      r.kind = Rule::kSections;
      r.caps = {0, 2, 0, 2};
      break;
    case pb::CARD_KIND_RECON_IN_FORCE:
      r.kind = Rule::kSections;
      r.caps = {0, 1, 1, 1};
      break;
    case pb::CARD_KIND_ARMOR_ASSAULT:
      r.kind = Rule::kCount;
      r.limit = 4;
      r.type = pb::UNIT_TYPE_ARMOR;
      break;
    case pb::CARD_KIND_ARTILLERY_BOMBARD:
      r.kind = Rule::kAll;
      r.type = pb::UNIT_TYPE_ARTILLERY;
      break;
    case pb::CARD_KIND_BEHIND_ENEMY_LINES:
      r.kind = Rule::kCount;
      r.limit = 1;
      r.type = pb::UNIT_TYPE_INFANTRY;
      break;
    case pb::CARD_KIND_CLOSE_ASSAULT:
      r.kind = Rule::kAll;
      r.infantry_and_armor = true;
      r.adjacent = 1;
      break;
    case pb::CARD_KIND_DIG_IN:
    case pb::CARD_KIND_MOVE_OUT:
      r.kind = Rule::kCount;
      r.limit = 4;
      r.type = pb::UNIT_TYPE_INFANTRY;
      break;
    case pb::CARD_KIND_DIRECT_FROM_HQ:
      r.kind = Rule::kCount;
      r.limit = 4;
      break;
    case pb::CARD_KIND_FIREFIGHT:
      r.kind = Rule::kCount;
      r.limit = 4;
      r.adjacent = -1;
      break;
    case pb::CARD_KIND_INFANTRY_ASSAULT:
      r.kind = Rule::kAll;
      r.sectioned = true;
      r.type = pb::UNIT_TYPE_INFANTRY;
      break;
    case pb::CARD_KIND_THEIR_FINEST_HOUR:
      r.kind = Rule::kFinestHour;
      break;
    default:
      break;  // nothing ordered (Ambush as the turn's card, R4's Counter-Attack)
  }
  return r;
}

bool Eligible(const State& s, const Rule& r, const Unit& u) {
  if (u.seat != s.current_seat || r.kind == Rule::kNone) return false;
  if (r.type != pb::UNIT_TYPE_UNSPECIFIED && u.type != r.type) return false;
  if (r.infantry_and_armor && u.type == pb::UNIT_TYPE_ARTILLERY) return false;
  if (r.sectioned && !InSection(s.current_seat, u.hex, s.section)) return false;
  if (r.kind == Rule::kSections) {
    bool any = false;
    for (int sec = 1; sec <= 3; ++sec) {
      any = any ||
            (r.caps[sec] > 0 && InSection(s.current_seat, u.hex, static_cast<pb::Section>(sec)));
    }
    if (!any) return false;
  }
  if (r.adjacent != 0 && AdjacentToEnemy(s, u) != (r.adjacent > 0)) return false;
  return true;
}

// M2: whether the units at `hexes` can be assigned to sections within `caps` (each unit to one
// section it lies in). By Hall's theorem for this assignment, exactly when for every set T of
// sections the units lying only in sections of T are at most T's caps together: the units are
// counted by their section set (SectionMask: 3 bits), and the 8 sets T checked.
bool Assignable(const State& s, const std::array<int, 4>& caps, const HexId* hexes, int n) {
  constexpr int kSectionBits = (1 << pb::SECTION_LEFT) | (1 << pb::SECTION_CENTER) |
                               (1 << pb::SECTION_RIGHT);
  std::array<int, kSectionBits + 1> by_mask{};
  for (int i = 0; i < n; ++i) ++by_mask[SectionMask(s.current_seat, hexes[i]) & kSectionBits];
  for (int t = 0; t <= kSectionBits; ++t) {
    if ((t & ~kSectionBits) != 0) continue;
    int units = 0, cap = 0;
    for (int m = 0; m <= kSectionBits; ++m) {
      if ((m & ~t) == 0) units += by_mask[m];
    }
    for (int sec = 1; sec <= 3; ++sec) {
      if ((t & (1 << sec)) != 0) cap += caps[sec];
    }
    if (units > cap) return false;
  }
  return true;
}

// Whether the set of (eligible, distinct) units `hexes` is within the rule's limits.
bool WithinLimits(const State& s, const Rule& r, const HexId* hexes, int n) {
  switch (r.kind) {
    case Rule::kNone:
      return n == 0;
    case Rule::kCount:
      return n <= r.limit;
    case Rule::kAll:
      return true;  // the caller checks completeness
    case Rule::kSections: {
      if (n > r.caps[1] + r.caps[2] + r.caps[3]) return false;
      return Assignable(s, r.caps, hexes, n);
    }
    case Rule::kFinestHour: {
      int inf = 0, arm = 0, art = 0;
      for (int i = 0; i < n; ++i) {
        switch (s.UnitAt(hexes[i])->type) {
          case pb::UNIT_TYPE_INFANTRY:
            ++inf;
            break;
          case pb::UNIT_TYPE_ARMOR:
            ++arm;
            break;
          default:
            ++art;
            break;
        }
      }
      const int extra =
          std::max(0, inf - s.finest_hour_infantry) + std::max(0, arm - s.finest_hour_armor) + art;
      return extra <= s.finest_hour_any;
    }
  }
  return false;
}

int MaxUnits(const State& s, const Rule& r) {
  switch (r.kind) {
    case Rule::kCount:
      return r.limit;
    case Rule::kSections:
      return r.caps[1] + r.caps[2] + r.caps[3];
    case Rule::kFinestHour:
      return s.finest_hour_infantry + s.finest_hour_armor + s.finest_hour_any;
    case Rule::kAll:
      return kHexCount;
    default:
      return 0;
  }
}

std::vector<HexId> EligibleHexes(const State& s, const Rule& r) {
  std::vector<HexId> out;
  for (const Unit& u : s.units) {
    if (Eligible(s, r, u)) out.push_back(u.hex);
  }
  std::sort(out.begin(), out.end());
  return out;
}

void AddSubsets(const State& s, const Rule& r, const std::vector<HexId>& e, size_t from, int max,
                std::vector<HexId>& cur, ActionList* out) {
  // Every limit is monotone: a superset of a set over the limits is over them too.
  if (!WithinLimits(s, r, cur.data(), static_cast<int>(cur.size()))) return;
  out->AddOrder(cur);
  if (static_cast<int>(cur.size()) >= max) return;
  for (size_t i = from; i < e.size(); ++i) {
    cur.push_back(e[i]);
    AddSubsets(s, r, e, i + 1, max, cur, out);
    cur.pop_back();
  }
}

}  // namespace

bool Fallback(const State& s) {
  const pb::UnitType type = FallbackType(EffectiveKind(s));
  if (type == pb::UNIT_TYPE_UNSPECIFIED) return false;
  for (const Unit& u : s.units) {
    if (u.seat == s.current_seat && u.type == type) return false;
  }
  return true;
}

Verdict JudgeOrder(const State& s, const pb::Order& o) {
  const Rule r = RuleOf(s);
  std::vector<HexId> hexes;
  hexes.reserve(o.units_size());
  for (int i = 0; i < o.units_size(); ++i) {
    const std::string field = absl::StrCat("order.units[", i, "]");
    const HexId h = FromHex(o.units(i));
    if (h == kNoHex) return MakeViolation(kOffBoardHex, field, "not a board hex");
    const Unit* u = s.UnitAt(h);
    if (u == nullptr || u->seat != s.current_seat) {
      return MakeViolation(kNotOwnUnit, field, absl::StrCat(HexText(h), " holds no unit of yours"));
    }
    if (std::find(hexes.begin(), hexes.end(), h) != hexes.end()) {
      return MakeViolation(kOrderedTwice, field, absl::StrCat(HexText(h), " is named twice"));
    }
    if (!Eligible(s, r, *u)) {
      return MakeViolation(kOrderNotEligible, field,
                           absl::StrCat("the card does not order the unit on ", HexText(h)));
    }
    hexes.push_back(h);
  }
  if (!WithinLimits(s, r, hexes.data(), static_cast<int>(hexes.size())) ||
      static_cast<int>(hexes.size()) > MaxUnits(s, r)) {
    return MakeViolation(kOrderOverLimit, "order.units",
                         absl::StrCat(hexes.size(), " units are more than the card orders"));
  }
  if (r.kind == Rule::kAll && hexes.size() != EligibleHexes(s, r).size()) {
    return MakeViolation(kOrderNotAll, "order.units",
                         "the card orders every eligible unit: name them all");
  }
  return std::nullopt;
}

void Order(Ctx& c, const pb::Order& o) {
  State& s = c.s;
  const pb::CardKind k = EffectiveKind(s);
  const bool special = !Fallback(s);
  pb::Event e;
  for (const pb::Hex& hex : o.units()) {
    const HexId h = FromHex(hex);
    Unit& u = *s.UnitAt(h);
    u.ordered = true;
    *e.mutable_units_ordered()->add_units() = hex;
    if (!special) continue;
    switch (k) {
      case pb::CARD_KIND_DIG_IN:
        u.move_done = true;
        u.battle_forbidden = true;
        break;
      case pb::CARD_KIND_CLOSE_ASSAULT:
      case pb::CARD_KIND_FIREFIGHT:
        u.move_done = true;
        break;
      case pb::CARD_KIND_THEIR_FINEST_HOUR:
      case pb::CARD_KIND_BEHIND_ENEMY_LINES:
        u.bonus_dice = 1;
        break;
      default:
        break;
    }
  }
  c.Public(e);
  if (special && k == pb::CARD_KIND_DIG_IN) {
    for (const pb::Hex& hex : o.units()) {
      const HexId h = FromHex(hex);
      if (!MayPlaceSandbag(s, h)) continue;
      s.obstacle[h] = pb::OBSTACLE_SANDBAG;
      s.obstacle_side[h] = s.players[s.current_seat].side;
      pb::Event ob;
      *ob.mutable_obstacle_changed()->mutable_hex() = hex;
      ob.mutable_obstacle_changed()->set_obstacle(pb::OBSTACLE_SANDBAG);
      ob.mutable_obstacle_changed()->set_side(s.players[s.current_seat].side);
      c.Public(ob);
    }
  }
  s.phase = pb::PHASE_MOVE;
  bool may_move = false;
  for (const Unit& u : s.units) may_move = may_move || MoveAllowance(s, u) > 0;
  if (!may_move) s.phase = pb::PHASE_BATTLE;
}

void ListOrders(const State& s, ActionList* out) {
  const Rule r = RuleOf(s);
  const std::vector<HexId> e = EligibleHexes(s, r);
  if (r.kind == Rule::kAll) {
    out->AddOrder(e);
    return;
  }
  std::vector<HexId> cur;
  cur.reserve(8);
  AddSubsets(s, r, e, 0, MaxUnits(s, r), cur, out);
}

}  // namespace arbiter::memoir44
