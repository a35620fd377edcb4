// Claiming routes (rules T6), double routes (T7), ferries (T6), tunnels (T8, R5).
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "engines/ticket_to_ride_europe/rules.h"
#include "engines/ticket_to_ride_europe/violations.h"

namespace arbiter::ticket_to_ride_europe {
namespace {

void AddCards(Cards& to, const Cards& from) {
  for (int t = 0; t < kCardTypes; ++t) to[t] += from[t];
}
void RemoveCards(Cards& from, const Cards& what) {
  for (int t = 0; t < kCardTypes; ++t) from[t] -= what[t];
}

// T7: whether `seat` may not claim `r` because of its double partner (what DoubleRouteBar
// explains), without building the violation: the listing asks for every route.
bool DoubleRouteBarred(const State& s, const Route& r, int seat) {
  if (r.pair_route_id == 0) return false;
  const int other = s.route_owner[r.pair_route_id];
  return other >= 0 && (other == seat || s.seat_count <= 3);
}

// T7: why `seat` may not claim `r` because of its double partner, or nullopt.
Verdict DoubleRouteBar(const State& s, const Route& r, int seat) {
  if (!DoubleRouteBarred(s, r, seat)) return std::nullopt;
  const int other = s.route_owner[r.pair_route_id];
  if (other == seat) {
    return MakeViolation(kDoubleRouteOwned, "claim_route.route_id",
                         absl::StrCat("you own route ", r.pair_route_id,
                                      ", the other route of this double route"));
  }
  if (s.seat_count <= 3) {
    return MakeViolation(kRouteClosed, "claim_route.route_id",
                         absl::StrCat("with ", s.seat_count, " players route ", r.id,
                                      " is closed: its double route ", r.pair_route_id,
                                      " is claimed"));
  }
  return std::nullopt;
}

// Claims `r` for the active seat: `paid` goes to the discard pile (the caller removed it from
// hand or the tunnel), trains and points change (T6).
void CompleteClaim(Ctx& c, const Route& r, const Cards& paid) {
  State& s = c.s;
  Player& p = s.players[s.current_seat];
  AddCards(s.discard, paid);
  s.route_owner[r.id] = s.current_seat;
  p.trains_left -= r.length;
  p.score += RoutePoints(r.length);
  if (!c.Wants()) return;
  pb::Event e;
  pb::RouteClaimed* rc = e.mutable_route_claimed();
  rc->set_seat(s.current_seat);
  rc->set_route_id(r.id);
  *rc->mutable_paid() = ToCardCounts(paid);
  rc->set_points(RoutePoints(r.length));
  c.Public(e);
}

}  // namespace

std::optional<Cards> PaymentCards(int colour, int locomotives, int count) {
  Cards pay{};
  if (colour == kLocomotive) {
    if (locomotives != count) return std::nullopt;
    pay[kLocomotive] = count;
    return pay;
  }
  if (colour < 0 || colour >= kColourCount || locomotives < 0 || locomotives >= count) {
    return std::nullopt;
  }
  pay[colour] = count - locomotives;
  pay[kLocomotive] = locomotives;
  return pay;
}

bool HandCovers(const Cards& hand, const Cards& pay) {
  for (int t = 0; t < kCardTypes; ++t) {
    if (hand[t] < pay[t]) return false;
  }
  return true;
}

int ExtraCost(const std::vector<int>& revealed, int mode) {
  int x = 0;
  for (int card : revealed) x += (card == kLocomotive || card == mode);
  return x;
}

Verdict ClaimRoute(Ctx& c, int route_id, int train_card, int locomotives) {
  State& s = c.s;
  const Route* r = c.map.route(route_id);
  if (r == nullptr) {
    return MakeViolation(kRouteUnknown, "claim_route.route_id",
                         absl::StrCat("no route ", route_id, " (routes are 1..101)"));
  }
  if (s.route_owner[r->id] >= 0) {
    return MakeViolation(kRouteClaimed, "claim_route.route_id",
                         absl::StrCat("route ", r->id, " is already claimed"));
  }
  if (Verdict v = DoubleRouteBar(s, *r, s.current_seat)) return v;
  Player& p = s.players[s.current_seat];
  if (p.trains_left < r->length) {
    return MakeViolation(kNotEnoughTrains, "claim_route.route_id",
                         absl::StrCat("the route needs ", r->length, " trains; you have ",
                                      p.trains_left));
  }
  const int colour = CardIndex(train_card);
  if (colour < 0 || (colour != kLocomotive && r->colour != kGray && colour != r->colour)) {
    return MakeViolation(kPaymentColour, "claim_route.colour",
                         r->colour == kGray
                             ? std::string("name one colour, or locomotives only")
                             : absl::StrCat("the route is ", CardName(r->colour)));
  }
  const std::optional<Cards> pay = PaymentCards(colour, locomotives, r->length);
  if (!pay) {
    return MakeViolation(kPaymentShape, "claim_route.locomotives",
                         absl::StrCat("pay ", r->length, " cards: 0..", r->length - 1,
                                      " locomotives with a colour, or ", r->length,
                                      " with locomotives only"));
  }
  if ((*pay)[kLocomotive] < r->ferry_locomotives) {
    return MakeViolation(kFerryLocomotives, "claim_route.locomotives",
                         absl::StrCat("this ferry needs at least ", r->ferry_locomotives,
                                      " locomotives"));
  }
  if (!HandCovers(p.hand, *pay)) {
    return MakeViolation(kCardsNotInHand, "claim_route",
                         "you do not hold the cards of this payment");
  }
  RemoveCards(p.hand, *pay);
  s.passes_in_row = 0;
  if (!r->tunnel) {
    CompleteClaim(c, *r, *pay);
    EndTurn(c);
    return std::nullopt;
  }
  // T8: lay the base payment, then reveal up to 3 cards (the laid ones are not reshuffled, R5).
  s.phase = pb::PHASE_TUNNEL;
  s.has_tunnel = true;
  s.tunnel.route_id = r->id;
  s.tunnel.mode = colour;
  s.tunnel.laid = *pay;
  s.tunnel.revealed.clear();  // keeps its capacity
  s.tunnel.reveals_left = std::min(3, s.Drawable());
  s.tunnel.extra_cost = 0;
  if (!c.Wants()) return std::nullopt;
  pb::Event e;
  e.mutable_tunnel_declared()->set_seat(s.current_seat);
  e.mutable_tunnel_declared()->set_route_id(r->id);
  *e.mutable_tunnel_declared()->mutable_laid() = ToCardCounts(*pay);
  c.Public(e);
  return std::nullopt;
}

void ResolveTunnel(Ctx& c, bool claim, const Cards& extra) {
  State& s = c.s;
  Player& p = s.players[s.current_seat];
  const Route& r = *c.map.route(s.tunnel.route_id);
  for (int card : s.tunnel.revealed) ++s.discard[card];  // T8.5
  if (claim) {
    RemoveCards(p.hand, extra);
    Cards paid = s.tunnel.laid;
    AddCards(paid, extra);
    CompleteClaim(c, r, paid);
  } else {
    AddCards(p.hand, s.tunnel.laid);
    if (c.Wants()) {
      pb::Event e;
      e.mutable_tunnel_declined()->set_seat(s.current_seat);
      e.mutable_tunnel_declined()->set_route_id(r.id);
      c.Public(e);
    }
  }
  s.tunnel.revealed.clear();
  s.tunnel.laid = Cards{};
  EndTurn(c);
}

Verdict PayTunnel(Ctx& c, int locomotives) {
  State& s = c.s;
  const int x = s.tunnel.extra_cost;
  const int mode = s.tunnel.mode;
  if (mode == kLocomotive && locomotives != x) {
    return MakeViolation(kTunnelLocomotivesOnly, "pay_tunnel.locomotives",
                         absl::StrCat("locomotives only: pay ", x, " locomotives"));
  }
  if (locomotives < 0 || locomotives > x) {
    return MakeViolation(kTunnelPaymentShape, "pay_tunnel.locomotives",
                         absl::StrCat("pay ", x, " cards: 0..", x, " locomotives"));
  }
  Cards extra{};
  extra[kLocomotive] = locomotives;
  if (mode != kLocomotive) extra[mode] = x - locomotives;
  if (!HandCovers(s.players[s.current_seat].hand, extra)) {
    return MakeViolation(kTunnelCardsNotInHand, "pay_tunnel",
                         "you do not hold the cards of this payment");
  }
  ResolveTunnel(c, /*claim=*/true, extra);
  return std::nullopt;
}

Verdict DeclineTunnel(Ctx& c) {
  ResolveTunnel(c, /*claim=*/false, Cards{});
  return std::nullopt;
}

namespace {

// Calls take(route, colour, locomotives) for every legal claim of the active seat (route
// ascending, then colour, then locomotives ascending) until take returns false; returns false
// when it stopped early. The one enumeration behind ListClaims and CanClaimRoute.
template <typename Take>
bool ForEachClaim(const Map& map, const State& s, Take take) {
  const Player& p = s.players[s.current_seat];
  const Cards& hand = p.hand;
  for (const Route& r : map.routes()) {
    if (s.route_owner[r.id] >= 0 || DoubleRouteBarred(s, r, s.current_seat) ||
        p.trains_left < r.length) {
      continue;
    }
    for (int colour = 0; colour < kColourCount; ++colour) {
      if (r.colour != kGray && r.colour != colour) continue;
      const int from = std::max(r.ferry_locomotives, r.length - hand[colour]);
      const int to = std::min(r.length - 1, hand[kLocomotive]);
      for (int locos = from; locos <= to; ++locos) {
        if (!take(r, colour, locos)) return false;
      }
    }
    if (hand[kLocomotive] >= r.length && !take(r, kLocomotive, r.length)) return false;
  }
  return true;
}

}  // namespace

void ListClaims(const Map& map, const State& s, std::vector<Move>* out) {
  ForEachClaim(map, s, [out](const Route& r, int colour, int locos) {
    Move m = Move::Of(Move::Kind::kClaimRoute);
    m.id = static_cast<uint16_t>(r.id);
    m.colour = static_cast<uint8_t>(colour);
    m.locomotives = static_cast<uint8_t>(locos);
    out->push_back(m);
    return true;
  });
}

bool CanClaimRoute(const Map& map, const State& s) {
  return !ForEachClaim(map, s, [](const Route&, int, int) { return false; });
}

void ListTunnelPayments(const State& s, std::vector<Move>* out) {
  const Cards& hand = s.players[s.current_seat].hand;
  const int x = s.tunnel.extra_cost;
  const int mode = s.tunnel.mode;
  Move pay = Move::Of(Move::Kind::kPayTunnel);
  if (mode == kLocomotive) {
    if (hand[kLocomotive] >= x) {
      pay.locomotives = static_cast<uint8_t>(x);
      out->push_back(pay);
    }
  } else {
    for (int locos = std::max(0, x - hand[mode]); locos <= std::min(x, hand[kLocomotive]);
         ++locos) {
      pay.locomotives = static_cast<uint8_t>(locos);
      out->push_back(pay);
    }
  }
  out->push_back(Move::Of(Move::Kind::kDeclineTunnel));
}

}  // namespace arbiter::ticket_to_ride_europe
