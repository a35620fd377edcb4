// J7 scoring (War Propaganda, round VP), J8 end and ranks, J9 income and its order (rules.h).
#include <algorithm>
#include <utility>

#include "engines/jump_drive/rules.h"

namespace arbiter {
namespace jump_drive {
namespace {

int Rate(const Pack& pack, const std::vector<int>& cards, const Power& p) {
  return p.n * (CountIn(pack, cards, p.filter) / p.per);  // R8
}

// The J8 tie-break value: hand size after RESOLVE plus the current income (R15).
int TieBreak(const State& s, int seat) { return s.seats[seat].hand_size + Income(s, seat); }

}  // namespace

int RoundVp(const State& s, int seat, std::vector<OtherChoice>* choices) {
  const Pack& pack = *s.pack;
  const std::vector<int>& empire = s.seats[seat].empire;
  int vp = 0;
  for (int c : empire) {
    const CardInfo& card = pack.cards[c];
    vp += card.vp;
    for (const Power& p : card.powers) {
      switch (p.effect) {
        case Effect::kVpPer:
          vp += Rate(pack, empire, p);
          break;
        case Effect::kVpWith:
          // J7: once per owning card when at least one matching card is there.
          if (CountIn(pack, empire, p.filter) > 0) vp += p.n;
          break;
        case Effect::kVpPerOther: {
          // R2: the other empire that gives most, the lowest seat on ties.
          int best = -1, best_seat = -1;
          for (int o = 0; o < s.seat_count; ++o) {
            if (o == seat) continue;
            const int v = Rate(pack, s.seats[o].empire, p);
            if (v > best) {
              best = v;
              best_seat = o;
            }
          }
          vp += best;
          if (choices != nullptr) choices->push_back({c, best_seat, best});
          break;
        }
        default:
          break;
      }
    }
  }
  return vp;
}

int Income(const State& s, int seat) {
  const Pack& pack = *s.pack;
  const std::vector<int>& empire = s.seats[seat].empire;
  int n = 0;
  for (int c : empire) {
    const CardInfo& card = pack.cards[c];
    n += card.income;
    for (const Power& p : card.powers) {
      if (p.effect == Effect::kIncomePer) n += Rate(pack, empire, p);
      if (p.effect == Effect::kIncomeWith && CountIn(pack, empire, p.filter) > 0) n += p.n;
    }
  }
  return n;
}

void ScoreRound(State& s, Events* events) {
  const Pack& pack = *s.pack;
  // J7.1 / R21: every War Propaganda, by holder clockwise from the dealer.
  std::vector<std::pair<int, int>> held;  // (holder, card)
  for (int k = 0; k < s.seat_count; ++k) {
    const int h = s.Clockwise(s.first_seat, k);
    for (int c : s.seats[h].empire) {
      if (pack.cards[c].moves_to_top_military) held.push_back({h, c});
    }
  }
  for (const auto& [holder, card] : held) {
    std::array<int, kMaxSeats> mil{};
    int top = -1;
    for (int i = 0; i < s.seat_count; ++i) {
      mil[i] = GeneralMilitary(pack, s.seats[i].empire);
      top = std::max(top, mil[i]);
    }
    int tied = 0, to = holder;
    for (int i = 0; i < s.seat_count; ++i) tied += mil[i] == top;
    if (tied == 1) {
      for (int i = 0; i < s.seat_count; ++i) {
        if (mil[i] == top) to = i;
      }
    } else if (s.options.nearest_clockwise && mil[holder] != top) {
      // R3 nearest_clockwise: the tied top seat nearest clockwise from the holder.
      for (int k = 1; k < s.seat_count; ++k) {
        const int i = s.Clockwise(holder, k);
        if (mil[i] == top) {
          to = i;
          break;
        }
      }
    }
    if (to == holder) continue;
    std::vector<int>& from = s.seats[holder].empire;
    from.erase(std::find(from.begin(), from.end(), card));
    s.seats[to].empire.push_back(card);
    pb::Event e;
    pb::WarPropagandaMoved* m = e.mutable_war_propaganda_moved();
    m->set_card(pack.cards[card].id);
    m->set_from_seat(holder);
    m->set_to_seat(to);
    AddPublic(events, e);
  }
  // J7.2: every seat's round VP, added to its total.
  for (int i = 0; i < s.seat_count; ++i) {
    std::vector<OtherChoice> choices;
    const int vp = RoundVp(s, i, &choices);
    s.seats[i].vp += vp;
    pb::Event e;
    pb::Scored* sc = e.mutable_scored();
    sc->set_seat(i);
    sc->set_round_vp(vp);
    sc->set_total(s.seats[i].vp);
    for (const OtherChoice& ch : choices) {
      pb::OtherEmpireChoice* o = sc->add_choices();
      o->set_card(pack.cards[ch.card].id);
      o->set_seat(ch.seat);
      o->set_vp(ch.vp);
    }
    AddPublic(events, e);
  }
}

bool GameEnds(const State& s) {
  for (int i = 0; i < s.seat_count; ++i) {
    if (s.seats[i].vp >= kWinVp) return true;
  }
  return false;
}

std::array<int, kMaxSeats> Ranks(const State& s) {
  std::array<int, kMaxSeats> ranks{};
  for (int i = 0; i < s.seat_count; ++i) {
    const std::pair<int, int> mine = {s.seats[i].vp, TieBreak(s, i)};
    int better = 0;
    for (int j = 0; j < s.seat_count; ++j) {
      if (std::make_pair(s.seats[j].vp, TieBreak(s, j)) > mine) ++better;
    }
    ranks[i] = better + 1;
  }
  return ranks;
}

std::array<int, kMaxSeats> IncomeOrder(const State& s) {
  int top = -1;
  for (int i = 0; i < s.seat_count; ++i) top = std::max(top, s.seats[i].vp);
  int first = s.first_seat;
  for (int k = 0; k < s.seat_count; ++k) {
    const int i = s.Clockwise(s.first_seat, k);  // R9: the dealer is distance 0
    if (s.seats[i].vp == top) {
      first = i;
      break;
    }
  }
  std::array<int, kMaxSeats> order{};
  for (int k = 0; k < s.seat_count; ++k) order[k] = s.Clockwise(first, k);
  return order;
}

}  // namespace jump_drive
}  // namespace arbiter
