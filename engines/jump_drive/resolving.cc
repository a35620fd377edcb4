// J5 resolving, each seat's own steps in order: PAY, the world-only bonus card, CONVOY or
// DECLINE, the explore draws and discard (rules.h). The placed cards lie face up in the empire
// from the reveal on; J5.1's "then they enter the empire" changes nothing observable, since no
// step of any seat reads the empire before its own payment is complete.
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "engines/jump_drive/rules.h"
#include "engines/jump_drive/violations.h"

namespace arbiter {
namespace jump_drive {
namespace {

void DiscardEvent(State& s, int seat, int c, const char* reason, Events* events) {
  pb::Event detail, pub;
  pb::Discarded* d = detail.mutable_discarded();
  d->set_seat(seat);
  d->add_cards(s.pack->cards[c].id);
  d->set_count(1);
  d->set_reason(reason);
  pb::Discarded* p = pub.mutable_discarded();
  p->set_seat(seat);
  p->set_count(1);
  p->set_reason(reason);
  AddPrivate(events, seat, detail, pub);
}

// A convoy card of the empire that may give this round's second world (R4): with
// convoy_same_round=false a copy placed this round does not count. -1 when none.
int EligibleConvoy(const State& s, int seat, bool colony) {
  const Pack& pack = *s.pack;
  const Seat& me = s.seats[seat];
  for (int c : me.empire) {
    const CardInfo& card = pack.cards[c];
    if (colony ? !card.colony_convoy || c >= pack.deck_types : !card.military_convoy) continue;
    if (!s.options.convoy_same_round && c == me.placed.dev &&
        std::count(me.empire.begin(), me.empire.end(), c) < 2) {
      continue;
    }
    return c;
  }
  return -1;
}

// J5.3 is offered when a world was placed, no second world came yet and a convoy is there.
void OfferConvoy(State& s, int seat) {
  Seat& me = s.seats[seat];
  const bool offer = me.placed.world >= 0 && me.convoy_world < 0 &&
                     (EligibleConvoy(s, seat, true) >= 0 || EligibleConvoy(s, seat, false) >= 0);
  me.step = offer ? Step::kConvoy : Step::kNone;
  me.owed = 0;
}

// After the first payment: the world-only bonus card (J5.2, R12), then the convoy offer.
void AfterPaid(State& s, int seat) {
  Seat& me = s.seats[seat];
  if (me.placed.world >= 0 && me.placed.dev < 0) {
    me.step = Step::kBonusDraw;
    me.owed = 0;
    s.pending.push_back({seat, 1});
    return;
  }
  OfferConvoy(s, seat);
}

}  // namespace

void StartResolve(State& s, int seat, Events* events) {
  const Pack& pack = *s.pack;
  Seat& me = s.seats[seat];
  const Placement p = me.placed;
  me.committed = false;
  me.convoy_world = -1;
  if (p.explore) {
    Filter explore;
    explore.icon = kExplore;
    const int x = CountIn(pack, me.empire, explore) + kMarkerExplore;
    ++me.markers;  // R1: a fresh marker, flipped, stays in the empire
    pb::Event e;
    e.mutable_explored()->set_seat(seat);
    e.mutable_explored()->set_x(x);
    AddPublic(events, e);
    me.step = Step::kExploreDraw;
    me.owed = x;
    s.pending.push_back({seat, x + 2});
    return;
  }
  PlaceCost cost;
  JudgePlace(s, seat, p, &cost);  // legal: checked at commit (R10) and by CheckState
  pb::Event e;
  pb::Entered* entered = e.mutable_entered();
  entered->set_seat(seat);
  if (p.dev >= 0) {
    if (p.dev == pack.survey) {
      me.survey_used = true;
    } else {
      --me.hand[p.dev];
      --me.hand_size;
    }
    me.empire.push_back(p.dev);
    entered->add_cards(pack.cards[p.dev].id);
  }
  if (p.world >= 0) {
    --me.hand[p.world];
    --me.hand_size;
    me.empire.push_back(p.world);
    entered->add_cards(pack.cards[p.world].id);
  }
  AddPublic(events, e);
  const int total = cost.dev + cost.world;  // R11: one payment for both
  if (total > 0) {
    me.step = Step::kPay;
    me.owed = total;
    return;
  }
  AfterPaid(s, seat);
}

void AfterDraw(State& s, int seat, Events* events) {
  Seat& me = s.seats[seat];
  if (me.step == Step::kBonusDraw) {
    OfferConvoy(s, seat);
  } else if (me.step == Step::kExploreDraw) {
    // R14 / R16: X cards, or the whole hand when the draws fell short of that.
    me.owed = std::min(me.owed, me.hand_size);
    me.step = me.owed > 0 ? Step::kExploreDiscard : Step::kNone;
  }
}

void PayCard(State& s, int seat, int c, Events* events) {
  Seat& me = s.seats[seat];
  HandToDiscard(s, seat, c);
  DiscardEvent(s, seat, c, "payment", events);
  if (--me.owed > 0) return;
  if (me.step == Step::kPay) {
    AfterPaid(s, seat);
  } else {
    me.step = Step::kNone;
  }
}

Verdict JudgeConvoy(const State& s, int seat, int world, int* convoy, int* cost) {
  const Pack& pack = *s.pack;
  const Seat& me = s.seats[seat];
  if (world < 0 || world >= pack.deck_types || me.hand[world] == 0) {
    return MakeViolation(kCardNotInHand, "convoy.world", "the second world is not in hand");
  }
  const CardInfo& w = pack.cards[world];
  if (w.development) {
    return MakeViolation(kNotAWorld, "convoy.world", absl::StrCat("'", w.id, "' is a development"));
  }
  const int first = me.placed.world;
  const CardInfo& f = pack.cards[first];
  *cost = 0;
  *convoy = -1;
  if (!w.military) {
    // R5: both worlds non-military, the first placed by PAY.
    if (me.placed.mode == Mode::kPay && !f.military) *convoy = EligibleConvoy(s, seat, true);
  } else if (me.placed.mode == Mode::kConquer) {
    *convoy = EligibleConvoy(s, seat, false);
  }
  if (*convoy < 0) {
    return MakeViolation(kConvoyNotAllowed, "convoy.world",
                         w.military ? "a military second world needs a Military Convoy and a "
                                      "conquered first world"
                                    : "a non-military second world needs a Colony Convoy and a "
                                      "first non-military world placed by PAY");
  }
  if (w.unique_in_empire && HasCard(me.empire, world)) {
    return MakeViolation(kUniqueInEmpire, "convoy.world",
                         absl::StrCat("'", w.id, "' is already in the empire"));
  }
  if (!w.military) {
    int discount = 0;
    for (const Power& p : pack.cards[*convoy].powers) {
      if (p.effect == Effect::kColonyConvoy) discount = std::max(discount, p.discount);
    }
    *cost = std::max(0, w.cost - discount - Discount(pack, me.empire, world));
    if (me.hand_size - 1 < *cost) {
      return MakeViolation(kCannotAfford, "convoy.world",
                           absl::StrCat("costs ", *cost, " cards, ", me.hand_size - 1,
                                        " left in hand"));
    }
  } else {
    // J5.3 / R5: G2 - max(0, D1 - S1) + S2 >= D2.
    const int g2 = GeneralMilitary(pack, me.empire);
    const int left = g2 - std::max(0, f.cost - MilitaryVs(pack, me.empire, first)) +
                     MilitaryVs(pack, me.empire, world);
    if (left < w.cost) {
      return MakeViolation(kMilitaryTooLow, "convoy.world",
                           absl::StrCat("leftover strength ", left, " is below defence ", w.cost));
    }
  }
  return std::nullopt;
}

void PlayConvoy(State& s, int seat, int world, int convoy, int cost, Events* events) {
  const Pack& pack = *s.pack;
  Seat& me = s.seats[seat];
  --me.hand[world];
  --me.hand_size;
  me.empire.push_back(world);
  me.convoy_world = world;
  const bool colony = !pack.cards[world].military;
  pb::Event e;
  pb::ConvoyUsed* u = e.mutable_convoy_used();
  u->set_seat(seat);
  u->set_convoy(pack.cards[convoy].id);
  u->set_world(pack.cards[world].id);
  u->set_convoy_discarded(colony);
  AddPublic(events, e);
  if (colony) {
    // J5.3: the Colony Convoy leaves the empire face down to the discard pile.
    me.empire.erase(std::find(me.empire.begin(), me.empire.end(), convoy));
    OpenToDiscard(s, convoy);
  }
  me.step = cost > 0 ? Step::kConvoyPay : Step::kNone;
  me.owed = cost;
}

void PlayDecline(State& s, int seat, Events* events) {
  s.seats[seat].step = Step::kNone;
  pb::Event e;
  e.mutable_declined()->set_seat(seat);
  AddPublic(events, e);
}

void DiscardCard(State& s, int seat, int c, const char* reason, Events* events) {
  Seat& me = s.seats[seat];
  HandToDiscard(s, seat, c);
  DiscardEvent(s, seat, c, reason, events);
  if (--me.owed == 0) me.step = Step::kNone;
}

}  // namespace jump_drive
}  // namespace arbiter
