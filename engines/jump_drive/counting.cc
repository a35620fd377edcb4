// J6: military and counting over an empire's cards (rules.h).
#include <algorithm>

#include "engines/jump_drive/rules.h"

namespace arbiter {
namespace jump_drive {

bool HasCard(const std::vector<int>& cards, int c) {
  return std::find(cards.begin(), cards.end(), c) != cards.end();
}

// J6 / R7: cards matching `f` (the counting card itself included), or their icons of f.icon.
int CountIn(const Pack& pack, const std::vector<int>& cards, const Filter& f) {
  int n = 0;
  for (int c : cards) {
    if (!Matches(pack, f, c)) continue;
    n += f.icon >= 0 ? pack.cards[c].icons[f.icon] : 1;
  }
  return n;
}

int GeneralMilitary(const Pack& pack, const std::vector<int>& cards) {
  int m = 0;
  for (int c : cards) {
    m += pack.cards[c].icons[kMilitary];
    for (const Power& p : pack.cards[c].powers) {
      // R8: per = k counts floor(count / k).
      if (p.effect == Effect::kMilitaryPer) m += p.n * (CountIn(pack, cards, p.filter) / p.per);
    }
  }
  return m;
}

int MilitaryVs(const Pack& pack, const std::vector<int>& cards, int world) {
  int m = 0;
  for (int c : cards) {
    for (const Power& p : pack.cards[c].powers) {
      if (p.effect == Effect::kMilitaryVs && Matches(pack, p.filter, world)) m += p.n;
    }
  }
  return m;
}

int Discount(const Pack& pack, const std::vector<int>& cards, int target) {
  int d = 0;
  for (int c : cards) {
    for (const Power& p : pack.cards[c].powers) {
      if (p.effect == Effect::kCostDiscount && Matches(pack, p.filter, target)) d += p.n;
    }
  }
  return d;
}

}  // namespace jump_drive
}  // namespace arbiter
