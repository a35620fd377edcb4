// V9 dread (rules.h): DEFEAT_DREAD at a stop on the Dread space, optional (R13): pay the cost
// (exhaust_ready: any ready sailors, the action saying how many of them are heroic;
// exhaust_heroic; pay_cargo), mark the Dread defeated (14 gold at the end, V11), apply the
// reward. A cost that cannot be paid is VOYAGES_DREAD_COST and the Dread stays open; a second
// defeat is VOYAGES_ALREADY_DEFEATED.
#include "absl/strings/str_cat.h"
#include "engines/voyages/rules.h"
#include "engines/voyages/violations.h"

namespace arbiter {
namespace voyages {

const Effect* DreadAt(const State& s, int seat) {
  for (const Effect& e : s.pack->spaces[s.sheets[seat].ship].effects) {
    if (e.kind == EffectKind::kDread) return &e;
  }
  return nullptr;
}

Verdict JudgeDefeat(const State& s, int seat, const pb::DefeatDread& a) {
  const Sheet& me = s.sheets[seat];
  if (me.step != Step::kFollowUp) {
    return MakeViolation(kWrongStep, "defeat_dread", "DEFEAT_DREAD follows a stop; SAIL first");
  }
  const Effect* d = DreadAt(s, seat);
  if (d == nullptr) return MakeViolation(kNotOffered, "defeat_dread", "the ship is not on the Dread");
  if (me.dread_defeated) {
    return MakeViolation(kAlreadyDefeated, "defeat_dread", "this seat has defeated the Dread already");
  }
  const int h = a.heroic();
  switch (d->cost) {
    case CostKind::kExhaustReady:
      if (me.ready_regular + me.ready_heroic < d->cost_n) {
        return MakeViolation(kDreadCost, "defeat_dread",
                             absl::StrCat("the cost is ", d->cost_n, " ready sailors, ",
                                          me.ready_regular + me.ready_heroic, " are ready"));
      }
      if (h < 0 || h > d->cost_n || h > me.ready_heroic || d->cost_n - h > me.ready_regular) {
        return MakeViolation(kDreadCost, "defeat_dread.heroic",
                             "not a split of the cost into ready heroic and regular sailors");
      }
      return std::nullopt;
    case CostKind::kExhaustHeroic:
      if (h != 0) return MakeViolation(kDreadCost, "defeat_dread.heroic", "the cost names no split");
      if (me.ready_heroic < d->cost_n) {
        return MakeViolation(kDreadCost, "defeat_dread",
                             absl::StrCat("the cost is ", d->cost_n, " ready heroic sailors"));
      }
      return std::nullopt;
    case CostKind::kPayCargo:
      if (h != 0) return MakeViolation(kDreadCost, "defeat_dread.heroic", "the cost names no split");
      if (me.cargo[d->cost_type] < d->cost_n) {
        return MakeViolation(kDreadCost, "defeat_dread",
                             absl::StrCat("the cost is ", d->cost_n, " ",
                                          s.pack->cargo[d->cost_type].type));
      }
      return std::nullopt;
  }
  return std::nullopt;
}

void PlayDefeat(State& s, int seat, int heroic, Events* events) {
  const Effect* d = DreadAt(s, seat);
  Sheet& me = s.sheets[seat];
  switch (d->cost) {
    case CostKind::kExhaustReady:
      me.ready_heroic -= heroic;
      me.exhausted_heroic += heroic;
      me.ready_regular -= d->cost_n - heroic;
      me.exhausted_regular += d->cost_n - heroic;
      break;
    case CostKind::kExhaustHeroic:
      me.ready_heroic -= d->cost_n;
      me.exhausted_heroic += d->cost_n;
      break;
    case CostKind::kPayCargo:
      me.cargo[d->cost_type] -= d->cost_n;
      break;
  }
  me.dread_defeated = true;
  if (events != nullptr) {
    pb::Event e;
    e.mutable_dread_defeated()->set_seat(seat);
    AddPublic(events, e);
  }
  ApplyEffects(s, seat, d->reward, "dread", events);
  // The seat stays at its follow-ups until END_TURN (the stop offered something).
}

}  // namespace voyages
}  // namespace arbiter
