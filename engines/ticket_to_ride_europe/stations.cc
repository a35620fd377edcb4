// Building stations (rules T10): judging, building and listing.
#include <array>
#include <utility>

#include "absl/strings/str_cat.h"
#include "engines/ticket_to_ride_europe/rules.h"
#include "engines/ticket_to_ride_europe/violations.h"

namespace arbiter::ticket_to_ride_europe {
namespace {

// T10: the k-th station costs k = 4 - stations in reserve cards.
int StationCost(const Player& p) { return 1 + kStationsPerPlayer - p.stations_left; }

}  // namespace

Verdict BuildStation(Ctx& c, int city_id, int train_card, int locomotives) {
  State& s = c.s;
  Player& p = s.players[s.current_seat];
  if (p.stations_left == 0) {
    return MakeViolation(kNoStationLeft, "build_station",
                         "you have no station left in reserve");
  }
  if (c.map.city(city_id) == nullptr) {
    return MakeViolation(kCityUnknown, "build_station.city_id",
                         absl::StrCat("no city ", city_id, " (cities are 1..47)"));
  }
  if (s.station_owner[city_id] >= 0) {
    return MakeViolation(kCityHasStation, "build_station.city_id",
                         absl::StrCat(c.map.city(city_id)->name, " already has a station"));
  }
  const int k = StationCost(p);
  const int colour = CardIndex(train_card);
  if (colour < 0) {
    return MakeViolation(kStationPaymentColour, "build_station.colour",
                         "name one colour, or locomotives only");
  }
  const std::optional<Cards> pay = PaymentCards(colour, locomotives, k);
  if (!pay) {
    return MakeViolation(kStationPaymentShape, "build_station.locomotives",
                         absl::StrCat("this station costs ", k, " cards: 0..", k - 1,
                                      " locomotives with a colour, or ", k,
                                      " with locomotives only"));
  }
  if (!HandCovers(p.hand, *pay)) {
    return MakeViolation(kStationCardsNotInHand, "build_station",
                         "you do not hold the cards of this payment");
  }
  for (int t = 0; t < kCardTypes; ++t) {
    p.hand[t] -= (*pay)[t];
    s.discard[t] += (*pay)[t];
  }
  --p.stations_left;
  s.station_owner[city_id] = s.current_seat;
  s.passes_in_row = 0;
  if (c.Wants()) {
    pb::Event e;
    e.mutable_station_built()->set_seat(s.current_seat);
    e.mutable_station_built()->set_city_id(city_id);
    *e.mutable_station_built()->mutable_paid() = ToCardCounts(*pay);
    c.Public(e);
  }
  EndTurn(c);
  return std::nullopt;
}

namespace {

// Calls take(city, colour, locomotives) for every legal station of the active seat (city
// ascending, then the payments: colour ascending, locomotives ascending, locomotives only last)
// until take returns false; returns false when it stopped early. The one enumeration behind
// ListStations and CanBuildStation.
template <typename Take>
bool ForEachStation(const Map& map, const State& s, Take take) {
  const Player& p = s.players[s.current_seat];
  if (p.stations_left == 0) return true;
  const int k = StationCost(p);
  // The payments first (the same for every city), then one action per free city and payment.
  // At most kColourCount * kStationsPerPlayer + 1 payments (k <= 3): kept on the stack.
  std::array<std::pair<int, int>, kColourCount * kStationsPerPlayer + 1> payments;
  int n = 0;  // (colour, locomotives)
  for (int colour = 0; colour < kColourCount; ++colour) {
    for (int locos = std::max(0, k - p.hand[colour]); locos <= std::min(k - 1, p.hand[kLocomotive]);
         ++locos) {
      payments[n++] = {colour, locos};
    }
  }
  if (p.hand[kLocomotive] >= k) payments[n++] = {kLocomotive, k};
  if (n == 0) return true;
  for (const City& city : map.cities()) {
    if (s.station_owner[city.id] >= 0) continue;
    for (int i = 0; i < n; ++i) {
      if (!take(city, payments[i].first, payments[i].second)) return false;
    }
  }
  return true;
}

}  // namespace

void ListStations(const Map& map, const State& s, std::vector<Move>* out) {
  ForEachStation(map, s, [out](const City& city, int colour, int locos) {
    Move m = Move::Of(Move::Kind::kBuildStation);
    m.id = static_cast<uint16_t>(city.id);
    m.colour = static_cast<uint8_t>(colour);
    m.locomotives = static_cast<uint8_t>(locos);
    out->push_back(m);
    return true;
  });
}

bool CanBuildStation(const Map& map, const State& s) {
  return !ForEachStation(map, s, [](const City&, int, int) { return false; });
}

}  // namespace arbiter::ticket_to_ride_europe
