// V3 step 1 and V4 (rules.h, moves.h): judging a SAIL (the roles, the sailors' modifications,
// the duty cell), playing it (V3 step 2: the move, the duty mark and its lines, the landing),
// and listing one SAIL per distinct outcome.
//
// The listing. What a SAIL changes on the sheet depends only on the modified direction,
// distance and duty values, the duty cell, and how many regular and heroic sailors are
// exhausted. For one die moved from d to t the short way round (c = 0..3 steps): with regular
// sailors only it takes r = c, c + 2, ... sailors (each +-1, parity fixed); with h >= 1 heroic
// sailors on it any value takes any number of regulars. So for the three dice, with C = sum c:
// no heroic sailor: r in {C, C + 2, ...}; h heroic sailors: r >= C - (the min(h, 3) largest c).
// (stack_sailors = false: per die none (c = 0), one regular (c = 1) or one heroic.) Every
// (values, roles, r, h, duty cell) reachable is resolved on a copy of the sheet, and one
// canonical spelling is kept per distinct resulting sheet, in a fixed order.
#include <algorithm>

#include "absl/container/flat_hash_set.h"
#include "absl/strings/str_cat.h"
#include "engines/voyages/moves.h"
#include "engines/voyages/rules.h"
#include "engines/voyages/violations.h"

namespace arbiter {
namespace voyages {
namespace {

constexpr int kPerms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};

// Steps the short way round from `from` to `to` (0..3), and their sign.
int Circ(int from, int to, int* sign) {
  const int k = ((to - from) % 6 + 6) % 6;
  *sign = k <= 3 ? 1 : -1;
  return k <= 3 ? k : 6 - k;
}

int Wrap(int v) { return ((v - 1) % 6 + 6) % 6 + 1; }

// Applies the modified dice's effects except the end of the turn.
void ResolveSail(State& s, int seat, const SailPlan& plan, Events* events) {
  const Pack& pack = *s.pack;
  Sheet& me = s.sheets[seat];
  me.ready_regular -= plan.regular;
  me.exhausted_regular += plan.regular;
  me.ready_heroic -= plan.heroic;
  me.exhausted_heroic += plan.heroic;
  const MoveResult m = MoveShip(pack, me.ship, plan.direction, plan.distance);
  if (events != nullptr) {
    pb::Event e;
    pb::Sailed* d = e.mutable_sailed();
    d->set_seat(seat);
    d->set_direction(plan.direction);
    d->set_distance(plan.distance);
    d->set_duty(plan.duty);
    for (int k = 0; k < m.steps; ++k) {
      pb::Coord* c = d->add_path();
      c->set_q(pack.spaces[m.path[k]].q);
      c->set_r(pack.spaces[m.path[k]].r);
    }
    d->set_reason(m.reason);
    d->set_regular_used(plan.regular);
    d->set_heroic_used(plan.heroic);
    d->set_landed(m.steps > 0);
    AddPublic(events, e);
  }
  const uint64_t fresh = m.regions & ~me.regions;
  me.regions |= m.regions;
  me.ship = m.end;
  if (fresh != 0) {
    if (events != nullptr) {
      for (size_t k = 0; k < pack.regions.size(); ++k) {
        if (!(fresh >> k & 1)) continue;
        pb::Event e;
        e.mutable_explored()->set_seat(seat);
        e.mutable_explored()->set_region(pack.regions[k]);
        AddPublic(events, e);
      }
    }
    CheckThresholds(s, seat, events);
  }
  if (plan.cell >= 0) MarkDuty(s, seat, plan.cell, events);
  if (m.steps > 0) Land(s, seat, events);  // R3: no step, no landing
}

struct Witness {
  int8_t direction, distance, duty, perm;
  uint8_t heroic_mask;
  int8_t regular, heroic;
  int cell;
};

Move Spell(const State& s, int seat, const Witness& w) {
  Move m;
  m.kind = Move::Kind::kSail;
  for (int k = 0; k < 3; ++k) m.roles[k] = static_cast<int8_t>(kPerms[w.perm][k]);
  m.cell = w.cell;
  std::array<int, 3> t{}, c{}, sign{};
  t[kPerms[w.perm][0]] = w.direction;
  t[kPerms[w.perm][1]] = w.distance;
  t[kPerms[w.perm][2]] = w.duty;
  int total = 0;
  for (int i = 0; i < 3; ++i) {
    c[i] = Circ(s.dice[i], t[i], &sign[i]);
    if (!(w.heroic_mask >> i & 1)) total += c[i];
  }
  auto regular = [&](int die, int step, int n) {
    for (int k = 0; k < n; ++k) m.mods.push_back({static_cast<int8_t>(die), false, static_cast<int8_t>(step)});
  };
  auto heroic = [&](int die, int value, int n) {
    for (int k = 0; k < n; ++k) m.mods.push_back({static_cast<int8_t>(die), true, static_cast<int8_t>(value)});
  };
  if (!s.options.stack_sailors) {
    for (int i = 0; i < 3; ++i) {
      if (w.heroic_mask >> i & 1) {
        heroic(i, t[i], 1);
      } else {
        regular(i, sign[i], c[i]);
      }
    }
    return m;
  }
  if (w.heroic == 0) {
    const int extra = w.regular - total;
    for (int i = 0; i < 3; ++i) {
      regular(i, sign[i], c[i]);
      if (i == 0) {
        for (int k = 0; k < extra / 2; ++k) {
          regular(0, 1, 1);
          regular(0, -1, 1);
        }
      }
    }
    return m;
  }
  int first = 0;
  while (!(w.heroic_mask >> first & 1)) ++first;
  const int extra = w.regular - total;
  const int extra_heroic = w.heroic - __builtin_popcount(w.heroic_mask);
  for (int i = 0; i < 3; ++i) {
    if (!(w.heroic_mask >> i & 1)) {
      regular(i, sign[i], c[i]);
    } else if (i == first) {
      heroic(i, Wrap(t[i] - extra), 1 + extra_heroic);
      regular(i, 1, extra);
    } else {
      heroic(i, t[i], 1);
    }
  }
  return m;
}

}  // namespace

Verdict JudgeSail(const State& s, int seat, const pb::Sail& a, SailPlan* plan) {
  const Sheet& me = s.sheets[seat];
  if (me.step != Step::kSail) {
    return MakeViolation(kWrongStep, "sail", "the seat has sailed this round");
  }
  const int roles[3] = {a.direction_die(), a.distance_die(), a.duty_die()};
  const char* names[3] = {"sail.direction_die", "sail.distance_die", "sail.duty_die"};
  for (int k = 0; k < 3; ++k) {
    if (roles[k] < 0 || roles[k] > 2) {
      return MakeViolation(kBadAssignment, names[k], absl::StrCat(roles[k], " is not a die 0..2"));
    }
    for (int j = 0; j < k; ++j) {
      if (roles[j] == roles[k]) {
        return MakeViolation(kBadAssignment, names[k],
                             absl::StrCat("die ", roles[k], " is used twice"));
      }
    }
  }
  std::array<int, 3> v = s.dice;
  std::array<int, 3> on_die{};
  int regular = 0, heroic = 0;
  for (int i = 0; i < a.modifications_size(); ++i) {
    const pb::Modification& m = a.modifications(i);
    const std::string at = absl::StrCat("sail.modifications[", i, "]");
    if (m.die() < 0 || m.die() > 2) {
      return MakeViolation(kBadModification, at + ".die", absl::StrCat(m.die(), " is not a die 0..2"));
    }
    if (m.kind() == pb::SAILOR_KIND_REGULAR) {
      if (m.step() != 1 && m.step() != -1) {
        return MakeViolation(kBadModification, at + ".step", "a regular sailor steps a die by +1 or -1");
      }
      if (m.value() != 0) {
        return MakeViolation(kBadModification, at + ".value", "a regular sailor sets no value");
      }
      ++regular;
      v[m.die()] = Wrap(v[m.die()] + m.step());
    } else if (m.kind() == pb::SAILOR_KIND_HEROIC) {
      if (m.value() < 1 || m.value() > 6) {
        return MakeViolation(kBadModification, at + ".value", "a heroic sailor sets a value 1..6");
      }
      if (m.step() != 0) {
        return MakeViolation(kBadModification, at + ".step", "a heroic sailor takes no step");
      }
      ++heroic;
      v[m.die()] = m.value();
    } else {
      return MakeViolation(kBadModification, at + ".kind", "a sailor is REGULAR or HEROIC");
    }
    if (!s.options.stack_sailors && on_die[m.die()]++ > 0) {
      return MakeViolation(kBadModification, at + ".die",
                           "stack_sailors = false: one sailor per die (R2)");
    }
  }
  if (regular > me.ready_regular) {
    return MakeViolation(kNotEnoughSailors, "sail.modifications",
                         absl::StrCat(regular, " regular sailors named, ", me.ready_regular, " ready"));
  }
  if (heroic > me.ready_heroic) {
    return MakeViolation(kNotEnoughSailors, "sail.modifications",
                         absl::StrCat(heroic, " heroic sailors named, ", me.ready_heroic, " ready"));
  }
  const Pack& pack = *s.pack;
  const int duty = v[a.duty_die()];
  const uint64_t choices = DutyChoices(pack, me, duty);
  int cell = -1;
  if (choices == 0) {
    if (a.has_duty_cell()) {
      return MakeViolation(kDutyCell, "sail.duty_cell",
                           absl::StrCat("no unmarked cell shows ", duty, ": nothing is marked (R4)"));
    }
  } else {
    if (!a.has_duty_cell()) {
      return MakeViolation(kDutyCell, "sail.duty_cell",
                           absl::StrCat("an unmarked cell shows ", duty, ": one must be marked (R4)"));
    }
    const int row = a.duty_cell().row(), col = a.duty_cell().column();
    if (row < 0 || row >= pack.rows || col < 0 || col >= pack.cols ||
        !(choices >> (row * pack.cols + col) & 1)) {
      return MakeViolation(kDutyCell, "sail.duty_cell",
                           absl::StrCat("not an unmarked cell showing ", duty));
    }
    cell = row * pack.cols + col;
  }
  plan->direction = v[a.direction_die()];
  plan->distance = v[a.distance_die()];
  plan->duty = duty;
  plan->regular = regular;
  plan->heroic = heroic;
  plan->cell = cell;
  return std::nullopt;
}

void PlaySail(State& s, int seat, const SailPlan& plan, Events* events) {
  ResolveSail(s, seat, plan, events);
  SettleFollowUps(s, seat, events);
}

void ListSails(const State& s, int seat, std::vector<Move>* out) {
  const Pack& pack = *s.pack;
  const Sheet& me = s.sheets[seat];
  const int R = me.ready_regular, H = me.ready_heroic;
  // Move outcomes by (direction, distance): end, regions afterwards, whether it lands.
  struct Outcome {
    int end;
    uint64_t regions;
    bool landed;
  };
  std::vector<Outcome> outcomes;
  int group[6][6];
  for (int dir = 1; dir <= 6; ++dir) {
    for (int dist = 1; dist <= 6; ++dist) {
      const MoveResult m = MoveShip(pack, me.ship, dir, dist);
      const Outcome o{m.end, me.regions | m.regions, m.steps > 0};
      int g = 0;
      while (g < static_cast<int>(outcomes.size()) &&
             !(outcomes[g].end == o.end && outcomes[g].regions == o.regions &&
               outcomes[g].landed == o.landed)) {
        ++g;
      }
      if (g == static_cast<int>(outcomes.size())) outcomes.push_back(o);
      group[dir - 1][dist - 1] = g;
    }
  }
  // Duty options: 0 = nothing marked, k >= 1 the k-th unmarked cell with a value.
  std::vector<int> cells;
  std::array<std::vector<int>, 7> options_of;  // by duty value
  for (int c = 0; c < pack.rows * pack.cols; ++c) {
    if (pack.cells[c] != 0 && !(me.marked >> c & 1)) {
      cells.push_back(c);
      options_of[pack.cells[c]].push_back(static_cast<int>(cells.size()));
    }
  }
  for (int v = 1; v <= 6; ++v) {
    if (options_of[v].empty()) options_of[v].push_back(0);
  }
  const int G = static_cast<int>(outcomes.size());
  const int D = static_cast<int>(cells.size()) + 1;
  const int P = (R + 1) * (H + 1);
  std::vector<int> slot(static_cast<size_t>(G) * D * P, -1);
  std::vector<Witness> witnesses;
  const bool stack = s.options.stack_sailors;
  for (int dir = 1; dir <= 6; ++dir) {
    for (int dist = 1; dist <= 6; ++dist) {
      const int g = group[dir - 1][dist - 1];
      for (int duty = 1; duty <= 6; ++duty) {
        for (int p = 0; p < 6; ++p) {
          std::array<int, 3> t{}, c{};
          t[kPerms[p][0]] = dir;
          t[kPerms[p][1]] = dist;
          t[kPerms[p][2]] = duty;
          int sign = 0;
          for (int i = 0; i < 3; ++i) c[i] = Circ(s.dice[i], t[i], &sign);
          auto add = [&](int r, int h, uint8_t mask) {
            for (int opt : options_of[duty]) {
              const size_t k = (static_cast<size_t>(g) * D + opt) * P + r * (H + 1) + h;
              if (slot[k] >= 0) continue;
              slot[k] = static_cast<int>(witnesses.size());
              witnesses.push_back({static_cast<int8_t>(dir), static_cast<int8_t>(dist),
                                   static_cast<int8_t>(duty), static_cast<int8_t>(p), mask,
                                   static_cast<int8_t>(r), static_cast<int8_t>(h),
                                   opt == 0 ? -1 : cells[opt - 1]});
            }
          };
          if (stack) {
            const int total = c[0] + c[1] + c[2];
            for (int r = total; r <= R; r += 2) add(r, 0, 0);
            std::array<int, 3> order = {0, 1, 2};
            std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return c[a] > c[b]; });
            for (int h = 1; h <= H; ++h) {
              const int n = std::min(h, 3);
              uint8_t mask = 0;
              int saved = 0;
              for (int k = 0; k < n; ++k) {
                mask |= 1 << order[k];
                saved += c[order[k]];
              }
              for (int r = total - saved; r <= R; ++r) add(r, h, mask);
            }
          } else {
            for (int mask = 0; mask < 8; ++mask) {
              int r = 0;
              bool ok = true;
              for (int i = 0; i < 3; ++i) {
                if (mask >> i & 1) continue;
                if (c[i] > 1) ok = false;
                r += c[i];
              }
              const int h = __builtin_popcount(mask);
              if (ok && r <= R && h <= H) add(r, h, static_cast<uint8_t>(mask));
            }
          }
        }
      }
    }
  }
  // Each candidate resolved on a one-seat copy; one spelling per distinct sheet.
  State scratch;
  scratch.pack = s.pack;
  scratch.options = s.options;
  scratch.seat_count = 1;
  scratch.external = true;
  scratch.phase = Phase::kTurn;
  scratch.sheets.resize(1);
  absl::flat_hash_set<Sheet> seen;
  for (const Witness& w : witnesses) {
    scratch.sheets[0] = me;
    SailPlan plan{w.direction, w.distance, w.duty, w.regular, w.heroic, w.cell};
    ResolveSail(scratch, 0, plan, nullptr);
    Sheet& after = scratch.sheets[0];
    if (SellOffered(scratch, 0) || DreadOffered(scratch, 0)) {
      after.step = Step::kFollowUp;
    } else {
      after.step = Step::kDone;
      after.stop = Stop::kNone;
      after.sold = false;
    }
    if (!seen.insert(after).second) continue;
    out->push_back(Spell(s, seat, w));
  }
}

}  // namespace voyages
}  // namespace arbiter
