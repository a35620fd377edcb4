// V8: landing (rules.h). Only a stop is resolved, never a space passed through nor staying in
// place (R3). The first stop on a space collects it: an island space visits its island and
// then its effects apply in listed order; a space of an island already visited gives nothing
// (R5) and counts as a later stop. A later stop repeats the effects flagged `repeatable`. SELL
// is offered where the space sells (on every stop when repeatable, else the first), and
// DEFEAT_DREAD at every stop on the Dread until this seat defeats it (R13).
#include "engines/voyages/rules.h"

namespace arbiter {
namespace voyages {

void Land(State& s, int seat, Events* events) {
  const Pack& pack = *s.pack;
  Sheet& me = s.sheets[seat];
  const Space& sp = pack.spaces[me.ship];
  bool first = !me.collected.test(me.ship);
  if (first && sp.island >= 0 && (me.islands >> sp.island & 1)) first = false;
  me.collected.set(me.ship);
  me.stop = first ? Stop::kFirst : Stop::kAgain;
  if (first && sp.island >= 0) {
    me.islands |= uint64_t{1} << sp.island;
    if (events != nullptr) {
      pb::Event e;
      e.mutable_visited()->set_seat(seat);
      e.mutable_visited()->set_island(pack.islands[sp.island].id);
      AddPublic(events, e);
    }
    CheckThresholds(s, seat, events);
  }
  for (const Effect& e : sp.effects) {
    if (first || e.repeatable) ApplyEffect(s, seat, e, "space", events);
  }
}

bool SellOffered(const State& s, int seat) {
  const Sheet& me = s.sheets[seat];
  if (me.stop == Stop::kNone || me.sold) return false;
  const Space& sp = s.pack->spaces[me.ship];
  if (!sp.sells) return false;
  for (const Effect& e : sp.effects) {
    if (e.kind != EffectKind::kSell) continue;
    if (!e.repeatable && me.stop != Stop::kFirst) return false;
    for (size_t t = 0; t < s.pack->cargo.size(); ++t) {
      if (e.price[t] >= 0 && me.cargo[t] > 0) return true;
    }
  }
  return false;
}

bool DreadOffered(const State& s, int seat) {
  const Sheet& me = s.sheets[seat];
  return me.stop != Stop::kNone && !me.dread_defeated && s.pack->spaces[me.ship].has_dread;
}

void SettleFollowUps(State& s, int seat, Events* events) {
  if (SellOffered(s, seat) || DreadOffered(s, seat)) {
    s.sheets[seat].step = Step::kFollowUp;
    return;
  }
  CloseTurn(s, seat, events);
}

}  // namespace voyages
}  // namespace arbiter
