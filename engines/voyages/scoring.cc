// V11 scoring (rules.h): islands visited (their printed gold), oceans explored (the ocean
// table, R7), cargo (sales plus held cargo at its unsold value, R8), heroes (2 per ready heroic
// sailor), the Dread (14), stars (3 each), plus gain_gold. Most gold wins; tied seats share.
#include "engines/voyages/rules.h"

namespace arbiter {
namespace voyages {

pb::Score ScoreOf(const State& s, int seat) {
  const Pack& pack = *s.pack;
  const Sheet& me = s.sheets[seat];
  pb::Score out;
  out.set_seat(seat);
  int islands = 0;
  for (size_t k = 0; k < pack.islands.size(); ++k) {
    if (me.islands >> k & 1) islands += pack.islands[k].gold;
  }
  out.set_islands(islands);
  const int n = __builtin_popcountll(me.regions);
  int oceans = 0;
  if (s.options.cumulative) {
    for (int k = 0; k < n; ++k) oceans += pack.ocean_table[k];
  } else if (n > 0) {
    oceans = pack.ocean_table[n - 1];
  }
  out.set_oceans(oceans);
  int cargo = me.sales_gold;
  for (size_t t = 0; t < pack.cargo.size(); ++t) cargo += me.cargo[t] * pack.cargo[t].unsold_value;
  out.set_cargo(cargo);
  out.set_heroes(kHeroGold * me.ready_heroic);
  out.set_dread(me.dread_defeated ? kDreadGold : 0);
  out.set_stars(kStarGold * me.stars);
  out.set_gold(me.gold);
  out.set_total(out.islands() + out.oceans() + out.cargo() + out.heroes() + out.dread() +
                out.stars() + out.gold());
  return out;
}

std::vector<int> Ranks(const State& s) {
  std::vector<int> total(s.seat_count), ranks(s.seat_count, 1);
  for (int i = 0; i < s.seat_count; ++i) total[i] = ScoreOf(s, i).total();
  for (int i = 0; i < s.seat_count; ++i) {
    for (int j = 0; j < s.seat_count; ++j) ranks[i] += total[j] > total[i];
  }
  return ranks;
}

bool SoloWon(const State& s) {
  return s.seat_count == 1 && s.phase == Phase::kFinished && s.sheets[0].stars >= kStarsToEnd;
}

}  // namespace voyages
}  // namespace arbiter
