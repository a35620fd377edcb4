// The comparison and the rules that classify its differences (compare.h). Each classifier
// names the rules.md section that decides it; the known faults of the peer are those its
// driver's header lists (read from the peer's code at 92bf7c7), each checked here against the
// position rather than assumed.
#include "engines/memoir44/testing/peer/compare.h"

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <map>
#include <set>
#include <tuple>
#include <utility>

#include "absl/strings/str_cat.h"

namespace arbiter::memoir44::peer {
namespace {

// ---- M2 sections and adjacency, written from the rules text ----

// M2: the sections of `h` as `seat` sees them (player2: left c <= 7, centre 7..17, right >= 17;
// player1 the mirror). A hex of column 7 or 17 is in two.
std::vector<std::string> SectionsOf(int seat, Hex h) {
  std::vector<std::string> out;
  const bool low = h.c <= 7, mid = h.c >= 7 && h.c <= 17, high = h.c >= 17;
  if (seat == 1) {
    if (low) out.push_back("left");
    if (mid) out.push_back("center");
    if (high) out.push_back("right");
  } else {
    if (high) out.push_back("left");
    if (mid) out.push_back("center");
    if (low) out.push_back("right");
  }
  return out;
}

bool InSectionOf(int seat, Hex h, const std::string& section) {
  for (const std::string& s : SectionsOf(seat, h)) {
    if (s == section) return true;
  }
  return false;
}

bool AdjacentToEnemy(const NeutralState& st, const NeutralUnit& u) {
  for (const NeutralUnit& o : st.units) {
    if (o.axis != u.axis && Distance(o.at, u.at) == 1) return true;
  }
  return false;
}

// Can `units` be split among sections `names` with at most `quota` each (a unit on a shared
// hex fills one section's quota, M2)?
bool FitsSections(int seat, const std::vector<Hex>& units, const std::vector<std::string>& names,
                  int quota) {
  std::map<std::string, int> used;
  std::vector<std::vector<std::string>> choices;
  for (Hex h : units) {
    std::vector<std::string> mine;
    for (const std::string& s : SectionsOf(seat, h)) {
      if (std::find(names.begin(), names.end(), s) != names.end()) mine.push_back(s);
    }
    if (mine.empty()) return false;
    choices.push_back(mine);
  }
  // Depth-first over the shared hexes' choices (at most a few units).
  std::function<bool(size_t)> place = [&](size_t i) {
    if (i == choices.size()) return true;
    for (const std::string& s : choices[i]) {
      if (used[s] >= quota) continue;
      ++used[s];
      if (place(i + 1)) return true;
      --used[s];
    }
    return false;
  };
  return place(0);
}

// ---- M10 line of sight, for the classifiers: which hexes the line F-T meets ----

// The hexes strictly between F and T that the segment crosses, touches at a vertex or runs along
// (M10: centre of (c, r) at (c, 3r), corners (c, 3r +- 2) and (c +- 1, 3r +- 1)).
std::vector<Hex> HexesOnLine(Hex f, Hex t) {
  std::vector<Hex> out;
  const int d = Distance(f, t);
  const long dx = t.c - f.c, dy = 3L * (t.r - f.r);
  for (int r = 0; r <= 8; ++r) {
    for (int c = r % 2; c <= 24 - r % 2; c += 2) {
      const Hex h{c, r};
      if (h == f || h == t || Distance(f, h) >= d || Distance(h, t) >= d) continue;
      const long cx = c, cy = 3L * r;
      const long corners[6][2] = {{cx, cy - 2}, {cx + 1, cy - 1}, {cx + 1, cy + 1},
                                  {cx, cy + 2}, {cx - 1, cy + 1}, {cx - 1, cy - 1}};
      int pos = 0, neg = 0;
      for (const auto& k : corners) {
        const long cross = dx * (k[1] - 3L * f.r) - dy * (k[0] - f.c);
        if (cross > 0) ++pos;
        if (cross < 0) ++neg;
      }
      if ((pos > 0 && neg > 0) || pos + neg < 6) out.push_back(h);
    }
  }
  return out;
}

// ---- M8 movement, for the classifiers: can `to` be reached from `from`? ----

// M8, M11 as far as the peer's boards need: a path of at most `most` hexes through empty
// board hexes; forest, town, hedgerow stop a move on entry (so only the last hex), and so does
// ocean unless `ocean_free`; a path entering beach is 2 hexes at most unless `beach_free`.
bool Reachable(const NeutralState& st, Hex from, Hex to, int most, bool ocean_free,
               bool beach_free) {
  struct Node {
    Hex h;
    int len;
    bool beach;
  };
  std::vector<Node> frontier{{from, 0, false}};
  std::set<std::tuple<int, int, bool>> seen{{from.c, from.r, false}};
  while (!frontier.empty()) {
    std::vector<Node> next;
    for (const Node& n : frontier) {
      if (n.len >= most) continue;
      for (int dc : {-2, -1, 1, 2}) {
        for (int dr : {-1, 0, 1}) {
          if ((dr == 0) != (dc == -2 || dc == 2)) continue;
          const Hex h{n.h.c + dc, n.h.r + dr};
          if (h.r < 0 || h.r > 8 || h.c < 0 || h.c > 24) continue;
          if (st.UnitAt(h) != nullptr) continue;
          const std::string t = st.TerrainAt(h);
          const bool beach = n.beach || t == "beach";
          if (beach && !beach_free && n.len + 1 > 2) continue;
          if (h == to) return true;
          const bool stops = t == "forest" || t == "town" || t == "hedgerow" ||
                             (t == "ocean" && !ocean_free);
          if (stops || !seen.insert({h.c, h.r, beach}).second) continue;
          next.push_back({h, n.len + 1, beach});
        }
      }
    }
    frontier = std::move(next);
  }
  return false;
}

// ---- M9 dice, for the classifiers ----

// M9: the base dice of `type` at `range` (infantry 3/2/1, armor 3/3/3, artillery 3/3/2/2/1/1).
int BaseDice(const std::string& type, int range) {
  static const std::map<std::string, std::vector<int>> kDice = {
      {"infantry", {3, 2, 1}}, {"armor", {3, 3, 3}}, {"artillery", {3, 3, 2, 2, 1, 1}}};
  auto it = kDice.find(type);
  if (it == kDice.end() || range < 1 || range > static_cast<int>(it->second.size())) return 0;
  return it->second[range - 1];
}

// M9, M11: the target-hex reduction for infantry or armor (the largest of terrain and
// sandbag, never summed); artillery none.
int TargetReduction(const NeutralState& st, Hex from, Hex target, const std::string& type) {
  if (type == "artillery") return 0;
  const std::string t = st.TerrainAt(target);
  int r = 0;
  if (t == "forest" || t == "town" || t == "hedgerow") r = type == "armor" ? 2 : 1;
  if (t == "hill" && st.TerrainAt(from) != "hill") r = 1;
  for (const NeutralObstacle& o : st.obstacles) {
    if (o.at == target && o.kind == "sandbag") r = std::max(r, 1);
  }
  return r;
}

// ---- ORDER and target sets: an independent reading of M5, M6 ----

struct CardOf {
  std::string card, section;
};

CardOf CardInPlay(const NeutralState& st) {
  CardOf c;
  SplitLabel(st.card, &c.card, &c.section);
  return c;
}

}  // namespace

bool OrderFits(const NeutralPosition& p, const std::vector<Hex>& set, std::string* why) {
  const NeutralState& st = p.state;
  const CardOf card = CardInPlay(st);
  std::vector<const NeutralUnit*> own, chosen;
  for (const NeutralUnit& u : st.units) {
    if (u.axis == st.axis_to_act) own.push_back(&u);
  }
  for (Hex h : set) {
    const NeutralUnit* u = st.UnitAt(h);
    if (u == nullptr || u->axis != st.axis_to_act) {
      *why = absl::StrCat(HexText(h), " is not the acting side's unit");
      return false;
    }
    chosen.push_back(u);
  }
  auto count = [&](const char* type) {
    return std::count_if(chosen.begin(), chosen.end(),
                         [&](const NeutralUnit* u) { return u->type == type; });
  };
  auto on_board = [&](const char* type) {
    return std::any_of(own.begin(), own.end(), [&](const NeutralUnit* u) { return u->type == type; });
  };
  const int n = static_cast<int>(chosen.size());
  auto up_to = [&](int most, const char* rule) {
    if (n <= most) return true;
    *why = absl::StrCat(n, " units, the card orders up to ", most, " (", rule, ")");
    return false;
  };
  // M6 fallback: a one-type card with no unit of its type on the board orders 1 unit of any type.
  auto one_type = [&](const char* type, int most, const char* rule) {
    if (!on_board(type)) return up_to(1, "M6 fallback");
    if (count(type) != n) {
      *why = absl::StrCat("a unit not of type ", type, " (", rule, ")");
      return false;
    }
    return up_to(most, rule);
  };
  if (card.card == "Recon" || card.card == "Probe" || card.card == "Attack" ||
      card.card == "Assault") {
    for (const NeutralUnit* u : chosen) {
      if (!InSectionOf(st.seat, u->at, card.section)) {
        *why = absl::StrCat(HexText(u->at), " is not in the ", card.section, " section (M5)");
        return false;
      }
    }
    if (card.card == "Assault") {
      int all = 0;
      for (const NeutralUnit* u : own) all += InSectionOf(st.seat, u->at, card.section);
      if (n != all) {
        *why = absl::StrCat(n, " of the ", all, " units in the section; Assault orders all (M5)");
        return false;
      }
      return true;
    }
    return up_to(card.card == "Recon" ? 1 : card.card == "Probe" ? 2 : 3, "M5");
  }
  if (card.card == "General Advance" || card.card == "Pincer Move" ||
      card.card == "Recon in Force") {
    const std::vector<std::string> names =
        card.card == "Pincer Move" ? std::vector<std::string>{"left", "right"}
                                   : std::vector<std::string>{"left", "center", "right"};
    const int quota = card.card == "Recon in Force" ? 1 : 2;
    if (!FitsSections(st.seat, set, names, quota)) {
      *why = absl::StrCat("no split of the ", n, " units into ", card.card == "Pincer Move" ? "flanks" : "sections",
                          " of up to ", quota, " each (M5)");
      return false;
    }
    return true;
  }
  if (card.card == "Direct from HQ") return up_to(4, "M6");
  if (card.card == "Move Out!") return one_type("infantry", 4, "M6");
  if (card.card == "Armor Assault") return one_type("armor", 4, "M6");
  if (card.card == "Behind Enemy Lines") return one_type("infantry", 1, "M6");
  if (card.card == "Dig In") return one_type("infantry", 4, "M6");
  if (card.card == "Artillery Bombard") {
    if (!on_board("artillery")) return up_to(1, "M6 fallback");
    const int all = std::count_if(own.begin(), own.end(),
                                  [](const NeutralUnit* u) { return u->type == "artillery"; });
    if (count("artillery") != n || n != all) {
      *why = absl::StrCat(n, " units; Artillery Bombard orders all ", all, " artillery (M6)");
      return false;
    }
    return true;
  }
  if (card.card == "Firefight") {
    for (const NeutralUnit* u : chosen) {
      if (AdjacentToEnemy(st, *u)) {
        *why = absl::StrCat(HexText(u->at), " is adjacent to an enemy (M6 Firefight)");
        return false;
      }
    }
    return up_to(4, "M6");
  }
  if (card.card == "Close Assault") {
    int all = 0;
    for (const NeutralUnit* u : own) {
      all += u->type != "artillery" && AdjacentToEnemy(st, *u);
    }
    for (const NeutralUnit* u : chosen) {
      if (u->type == "artillery" || !AdjacentToEnemy(st, *u)) {
        *why = absl::StrCat(HexText(u->at), " is not infantry or armor next to an enemy (M6)");
        return false;
      }
    }
    if (n != all) {
      *why = absl::StrCat(n, " of the ", all, " eligible units; Close Assault orders all (M6)");
      return false;
    }
    return true;
  }
  if (card.card == "Their Finest Hour") {
    int inf = 0, arm = 0, any = 0;
    for (const std::string& f : p.play_dice) {
      inf += f == "infantry";
      arm += f == "armor";
      any += f == "star";
    }
    const int extra = std::max<int>(0, count("infantry") - inf) +
                      std::max<int>(0, count("armor") - arm) + count("artillery");
    if (extra > any) {
      *why = absl::StrCat("the roll (", inf, " infantry, ", arm, " armor, ", any,
                          " star) orders fewer (M6 Their Finest Hour)");
      return false;
    }
    return true;
  }
  *why = absl::StrCat("card '", card.card, "' has no ORDER rule here");
  return false;
}

namespace {

// M6: Air Power 1-4 enemy units connected by adjacency (R1 default), Barrage 1 enemy unit.
bool TargetsFit(const NeutralPosition& p, const std::vector<Hex>& set, std::string* why) {
  const NeutralState& st = p.state;
  const CardOf card = CardInPlay(st);
  for (Hex h : set) {
    const NeutralUnit* u = st.UnitAt(h);
    if (u == nullptr || u->axis == st.axis_to_act) {
      *why = absl::StrCat(HexText(h), " is not an enemy unit");
      return false;
    }
  }
  const int most = card.card == "Barrage" ? 1 : 4;
  if (set.empty() || static_cast<int>(set.size()) > most) {
    *why = absl::StrCat(set.size(), " targets; ", card.card, " takes 1..", most, " (M6)");
    return false;
  }
  std::set<size_t> reached{0};
  for (bool grew = true; grew;) {
    grew = false;
    for (size_t i = 0; i < set.size(); ++i) {
      if (reached.count(i)) continue;
      for (size_t j : reached) {
        if (Distance(set[i], set[j]) == 1) {
          reached.insert(i);
          grew = true;
          break;
        }
      }
    }
  }
  if (reached.size() != set.size()) {
    *why = "the targets are not connected by adjacency (M6, R1 connected)";
    return false;
  }
  return true;
}

std::string CardKindSection(const NeutralState& st) {
  const CardOf c = CardInPlay(st);
  return c.card;
}

Finding Make(const std::string& side, const NeutralMove& m) {
  Finding f;
  f.side = side;
  f.move = m;
  f.verdict = "unexplained";
  return f;
}

void Verdict(Finding& f, const char* verdict, const char* rule, const std::string& cls) {
  f.verdict = verdict;
  f.rule = rule;
  f.cls = cls;
}

// Order and target-set findings: the set against the independent reading of M5/M6.
void ClassifySet(const NeutralPosition& p, Finding& f) {
  std::string why;
  const bool targets = f.move.type == "targets";
  const bool fits = targets ? TargetsFit(p, f.move.units, &why) : OrderFits(p, f.move.units, &why);
  const std::string card = CardKindSection(p.state);
  const char* rule = card == "Recon" || card == "Probe" || card == "Attack" ||
                             card == "Assault" || card == "General Advance" ||
                             card == "Pincer Move" || card == "Recon in Force"
                         ? "M5"
                         : "M6";
  if (card == "Dig In" && fits && f.side == "engine_only") {
    // M6: Dig In orders up to 4 infantry, any of them; "each gets a sandbag on its hex (not
    // ocean, not a second one)" says where no sandbag goes, not which unit may be ordered (the
    // platform's Cards/Standard/DigIn.php orders any infantry and places a sandbag only where
    // canPlaceSandbag allows). A peer that refuses to order an infantry on ocean or on a
    // sandbag is on its own side.
    for (Hex h : f.move.units) {
      const bool sandbag = std::any_of(p.state.obstacles.begin(), p.state.obstacles.end(),
                                       [&](const NeutralObstacle& o) { return o.at == h; });
      if (p.state.TerrainAt(h) == "ocean" || sandbag) {
        Verdict(f, "peer", "M6",
                "Dig In refuses to order an infantry on ocean or on a sandbag (M6: it orders "
                "any infantry; only the sandbag is ruled out)");
        f.detail = absl::StrCat(HexText(h), sandbag ? " has a sandbag" : " is ocean");
        return;
      }
    }
  }
  if (f.side == "peer_only") {
    if (!fits) {
      Verdict(f, "peer", rule, absl::StrCat(targets ? "targets" : "order", " breaks ", card));
    } else {
      Verdict(f, "engine", rule, absl::StrCat("engine misses a ", card, " ", f.move.type, " set"));
    }
  } else {
    if (fits) {
      Verdict(f, "peer", rule, absl::StrCat("peer misses a ", card, " ", f.move.type, " set"));
    } else {
      Verdict(f, "engine", rule, absl::StrCat("engine ", f.move.type, " set breaks ", card));
    }
  }
  f.detail = why;
}

void Classify(const NeutralPosition& p, Finding& f) {
  const NeutralState& st = p.state;
  const NeutralMove& m = f.move;
  if (m.type == "order" || m.type == "targets") {
    ClassifySet(p, f);
    return;
  }
  if (f.side == "dice") {
    const NeutralUnit* u = st.UnitAt(m.from);
    const std::string card = CardKindSection(st);
    const int delta = m.dice - f.engine_dice;
    if (u != nullptr && u->type == "armor" && st.TerrainAt(m.from) == "town" && delta == 2) {
      Verdict(f, "peer", "M9", "armor battling out of a town: the peer omits the -2");
    } else if (u != nullptr && u->type == "artillery" && st.TerrainAt(m.target) == "hill" &&
               delta == -1) {
      Verdict(f, "peer", "M9", "artillery on a hill target: the peer reduces (artillery ignores target terrain)");
    } else if (m.type == "overrun" && (card == "Armor Assault" || card == "Their Finest Hour") &&
               delta == -1) {
      Verdict(f, "peer", "M6", absl::StrCat("overrun without the ", card, " bonus die"));
    } else if (u != nullptr && card == "Armor Assault" && u->type != "armor" && delta == 1) {
      Verdict(f, "peer", "M6", "Armor Assault's fallback unit gets the armor bonus die (M6: no bonus)");
    }
    return;
  }
  if (m.type == "battle" && f.side == "peer_only") {
    const NeutralUnit* u = st.UnitAt(m.from);
    if (u != nullptr && u->type == "armor" && st.TerrainAt(m.from) == "town" && m.dice <= 2) {
      Verdict(f, "peer", "M9", "armor battling out of a town: without the peer's missing -2 it has no die");
      return;
    }
  }
  if (m.type == "battle" && f.side == "engine_only") {
    const NeutralUnit* u = st.UnitAt(m.from);
    if (u != nullptr && m.dice >= 1 &&
        BaseDice(u->type, Distance(m.from, m.target)) -
                TargetReduction(st, m.from, m.target, u->type) < 1) {
      Verdict(f, "peer", "M9",
              "a battle with dice only thanks to the card's bonus (M9 adds it before the 1-die test)");
      return;
    }
  }
  if (m.type == "overrun" && f.side == "peer_only" && CardKindSection(st) == "Close Assault" &&
      Distance(m.from, m.target) > 1) {
    Verdict(f, "peer", "M6", "Close Assault's overrun at range (M6: adjacent targets only)");
    return;
  }
  if (m.type == "retreat" && f.side == "engine_only" && m.to == m.unit) {
    bool all_ocean = true, any = false;
    for (const NeutralMove& pm : p.legal) {
      if (pm.type != "retreat") continue;
      any = true;
      all_ocean = all_ocean && st.TerrainAt(pm.to) == "ocean";
    }
    if (any && all_ocean) {
      Verdict(f, "peer", "M13", "retreat blocked by ocean: the unit stays and loses the figures");
      return;
    }
  }
  if (m.type == "move" && f.side == "peer_only" && m.from == m.to) {
    Verdict(f, "vocabulary", "M8", "stay in place (the peer's no-op move)");
    return;
  }
  if (m.type == "move" && f.side == "peer_only") {
    const NeutralUnit* u = st.UnitAt(m.from);
    const int most = u == nullptr ? 0 : u->type == "armor" ? 3 : u->type == "infantry" ? 2 : 1;
    if (!Reachable(st, m.from, m.to, most, false, false)) {
      if (Reachable(st, m.from, m.to, most, false, true)) {
        Verdict(f, "peer", "M11", "a move entering beach goes 2 hexes at most");
        return;
      }
      if (Reachable(st, m.from, m.to, most, true, false) ||
          Reachable(st, m.from, m.to, most, true, true)) {
        Verdict(f, "peer", "M11", "ocean stops a move on entry");
        return;
      }
    }
  }
  if ((m.type == "battle" || m.type == "overrun") && f.side == "peer_only" &&
      st.TerrainAt(m.from) == "ocean") {
    Verdict(f, "peer", "M11", "battle from ocean");
    return;
  }
  if (m.type == "retreat" && f.side == "peer_only" && st.TerrainAt(m.to) == "ocean") {
    Verdict(f, "peer", "M13", "retreat into ocean");
    return;
  }
  if (m.type == "take_ground" && f.side == "peer_only") {
    const NeutralUnit* u = st.UnitAt(m.from);
    if (u != nullptr && u->type == "artillery") {
      Verdict(f, "peer", "M14", "artillery takes ground");
      return;
    }
  }
  if ((m.type == "battle" || m.type == "overrun") && f.side == "engine_only") {
    const NeutralUnit* u = st.UnitAt(m.from);
    if (u != nullptr && u->type != "artillery") {
      for (Hex h : HexesOnLine(m.from, m.target)) {
        if (st.TerrainAt(h) == "hill") {
          Verdict(f, "peer", "R9", "line of sight over a hill of one hill group (the peer's hills always block)");
          return;
        }
      }
    }
  }
}

}  // namespace

PositionResult Compare(const NeutralPosition& p, const EngineMoves& engine) {
  PositionResult r;
  std::map<std::string, const NeutralMove*> peer, mine;
  for (const NeutralMove& m : p.legal) peer[m.Key()] = &m;
  for (const NeutralMove& m : engine.moves) mine[m.Key()] = &m;
  r.peer_moves = static_cast<int>(peer.size());
  r.engine_moves = static_cast<int>(mine.size());
  if (engine.seat != p.state.seat) {
    Finding f;
    f.side = "seat";
    f.verdict = "unexplained";
    f.cls = absl::StrCat("the engine's acting seat is ", engine.seat, ", the peer's ", p.state.seat);
    r.findings.push_back(f);
  }
  for (const auto& [k, m] : peer) {
    auto it = mine.find(k);
    if (it == mine.end()) {
      r.findings.push_back(Make("peer_only", *m));
      continue;
    }
    ++r.common;
    if (m->dice >= 0 && it->second->dice != m->dice) {
      Finding f = Make("dice", *m);
      f.engine_dice = it->second->dice;
      r.findings.push_back(f);
    }
  }
  for (const auto& [k, m] : mine) {
    if (!peer.count(k)) r.findings.push_back(Make("engine_only", *m));
  }
  r.agree = true;
  for (Finding& f : r.findings) {
    Classify(p, f);
    if (f.cls.empty()) f.cls = absl::StrCat(f.side, " ", f.move.type, " in ", p.state.phase);
    if (f.verdict != "vocabulary") r.agree = false;
  }
  return r;
}

}  // namespace arbiter::memoir44::peer
