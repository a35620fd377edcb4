// V9: the automatic effects (rules.h) and the star thresholds. Gains beyond a track's capacity
// are lost, and a relic with no ready regular sailor is lost (R6); the event says what was
// gained and what was lost.
#include "absl/strings/str_cat.h"
#include "engines/voyages/rules.h"

namespace arbiter {
namespace voyages {
namespace {

void Report(Events* events, int seat, const Effect& e, const Pack& pack, int gained, int lost,
            const char* source) {
  if (events == nullptr) return;
  pb::Event ev;
  pb::Gained* g = ev.mutable_gained();
  g->set_seat(seat);
  g->set_kind(std::string(EffectName(e.kind)));
  if (e.type >= 0) g->set_type(pack.cargo[e.type].type);
  g->set_gained(gained);
  g->set_lost(lost);
  g->set_source(source);
  AddPublic(events, ev);
}

}  // namespace

int ThresholdCount(const State& s, const Sheet& me, Counter c) {
  switch (c) {
    case Counter::kIslandsVisited:
      return __builtin_popcountll(me.islands);
    case Counter::kRegionsExplored:
      return __builtin_popcountll(me.regions);
    case Counter::kCargoSold:
      return me.cargo_sold;
    case Counter::kDutyLines:
      return DutyLines(*s.pack, me.marked);
    case Counter::kSailors:
      return me.Sailors();
    case Counter::kHeroicSailors:
      return me.ready_heroic + me.exhausted_heroic;
  }
  return 0;
}

void ApplyEffect(State& s, int seat, const Effect& e, const char* source, Events* events) {
  const Pack& pack = *s.pack;
  Sheet& me = s.sheets[seat];
  int gained = 0;
  switch (e.kind) {
    case EffectKind::kGainSailors:
      gained = std::min(e.n, pack.capacity - me.Sailors());
      me.ready_regular += gained;
      break;
    case EffectKind::kGainRelic:
      gained = std::min(e.n, me.ready_regular);
      me.ready_regular -= gained;
      me.ready_heroic += gained;
      break;
    case EffectKind::kReadySailors: {
      const int heroic = std::min(e.n, me.exhausted_heroic);
      me.exhausted_heroic -= heroic;
      me.ready_heroic += heroic;
      const int regular = std::min(e.n - heroic, me.exhausted_regular);
      me.exhausted_regular -= regular;
      me.ready_regular += regular;
      gained = heroic + regular;
      break;
    }
    case EffectKind::kGainCargo:
      gained = std::min(e.n, pack.cargo[e.type].capacity - me.cargo[e.type]);
      me.cargo[e.type] += gained;
      break;
    case EffectKind::kGainStar:
      gained = e.n;
      me.stars = std::min(me.stars + e.n, kMaxCount);
      break;
    case EffectKind::kGainGold:
      gained = e.n;
      me.gold = std::min(me.gold + e.n, kMaxCount);
      break;
    case EffectKind::kSell:
    case EffectKind::kDread:
      return;  // offered at the stop (landing.cc), never applied here
  }
  Report(events, seat, e, pack, gained, e.n - gained, source);
  CheckThresholds(s, seat, events);
}

void ApplyEffects(State& s, int seat, const std::vector<Effect>& list, const char* source,
                  Events* events) {
  for (const Effect& e : list) ApplyEffect(s, seat, e, source, events);
}

void CheckThresholds(State& s, int seat, Events* events) {
  const Pack& pack = *s.pack;
  Sheet& me = s.sheets[seat];
  for (size_t t = 0; t < pack.thresholds.size(); ++t) {
    if (me.thresholds >> t & 1) continue;
    const Threshold& th = pack.thresholds[t];
    if (ThresholdCount(s, me, th.counter) < th.at) continue;
    me.thresholds |= uint32_t{1} << t;
    me.stars = std::min(me.stars + th.stars, kMaxCount);
    if (events != nullptr) {
      pb::Event ev;
      ev.mutable_gained()->set_seat(seat);
      ev.mutable_gained()->set_kind("gain_star");
      ev.mutable_gained()->set_gained(th.stars);
      ev.mutable_gained()->set_source(absl::StrCat("threshold ", t));
      AddPublic(events, ev);
    }
  }
}

}  // namespace voyages
}  // namespace arbiter
