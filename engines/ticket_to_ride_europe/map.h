// The Ticket to Ride: Europe components (rules T1): 47 cities, 101 routes (tunnels, ferries,
// double routes), the destination tickets of both ticket sets, and the train card types.
// The data are the CSV files of data/, embedded at build time (map_data.inc) and parsed and
// checked once by LoadMap(); a malformed file gives INTERNAL naming the file and line.
//
//   absl::StatusOr<const Map*> map = LoadMap();
//   const Route* r = (*map)->route(28);          // Frankfurt-Paris, orange, 3
//   int pair = r->pair_route_id;                 // 58 (white)
#ifndef ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_MAP_H_
#define ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_MAP_H_

#include <array>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace arbiter::ticket_to_ride_europe {

// Train card types as native indices: the 8 colours 0..7 in the order of the proto enum
// TrainCard (pink, white, blue, yellow, orange, black, red, green), locomotive 8.
// Proto value = index + 1.
inline constexpr int kColourCount = 8;
inline constexpr int kLocomotive = 8;
inline constexpr int kCardTypes = 9;
// A route colour meaning "gray" (any one colour).
inline constexpr int kGray = -1;
// Cards per type in the train deck (T1): 12 per colour, 14 locomotives; 110 in all.
inline constexpr int kCardsPerColour = 12;
inline constexpr int kLocomotiveCards = 14;
inline constexpr int kTotalTrainCards = 110;
// Per player (T1).
inline constexpr int kTrainsPerPlayer = 45;
inline constexpr int kStationsPerPlayer = 3;
inline constexpr int kDisplaySlots = 5;
inline constexpr int kExpressBonus = 10;
inline constexpr int kPointsPerUnusedStation = 4;

// How many cards of `type` (0..8) the full train deck holds.
constexpr int CardsOfType(int type) {
  return type == kLocomotive ? kLocomotiveCards : kCardsPerColour;
}

// Route points by length (T1): 1->1, 2->2, 3->4, 4->7, 6->15, 8->21; 0 for other lengths.
int RoutePoints(int length);

// Lower-case colour name of a card type ("pink" ... "green", "locomotive"), for messages.
absl::string_view CardName(int type);

struct City {
  int id = 0;  // 1..47
  std::string name;
};

struct Route {
  int id = 0;  // 1..101
  int city_a = 0;
  int city_b = 0;
  int colour = kGray;  // 0..7, or kGray
  int length = 0;      // 1, 2, 3, 4, 6 or 8
  bool tunnel = false;
  int ferry_locomotives = 0;  // 0, 1 or 2
  int pair_route_id = 0;      // the other route of a double route (T7), or 0
  int source_line = 0;        // its line in the source table (data/routes.csv header)
};

// Ticket sets (T1, option ticket_set), as the proto enum TicketSet values.
inline constexpr int kTicketSetBase = 1;
inline constexpr int kTicketSet1912 = 2;

struct Ticket {
  int id = 0;  // unique ticket_id of data/tickets.csv
  int set = 0;  // kTicketSetBase or kTicketSet1912
  bool long_ticket = false;
  int city_a = 0;
  int city_b = 0;
  int points = 0;
  int source_line = 0;  // its line in the source table (data/tickets.csv header)
};

// How a ticket set is dealt (T2, T3): long and regular tickets per seat, minimum kept.
struct TicketDeal {
  int long_dealt = 1;
  int regular_dealt = 3;
  int min_initial_keep = 2;
};
TicketDeal DealFor(int ticket_set);

class Map {
 public:
  // Parses and checks the three CSV texts (cities, routes, tickets): 47 cities, 101 routes,
  // 300 spaces, 18 tunnels, 13 ferries (all gray), 11 double pairs, base 6 long + 40 regular,
  // 1912 12 long + 89 regular, every ticket between two known distinct cities. INTERNAL naming
  // the file and line on any mismatch.
  static absl::StatusOr<Map> Parse(absl::string_view cities_csv, absl::string_view routes_csv,
                                   absl::string_view tickets_csv);

  int city_count() const { return static_cast<int>(cities_.size()); }
  int route_count() const { return static_cast<int>(routes_.size()); }
  // nullptr when out of range. Inline: called per ticket, route and city of every state checked.
  const City* city(int id) const {
    if (id < 1 || id > city_count()) return nullptr;
    return &cities_[id - 1];
  }
  const Route* route(int id) const {
    if (id < 1 || id > route_count()) return nullptr;
    return &routes_[id - 1];
  }
  const Ticket* ticket(int id) const {
    if (id < 0 || id >= static_cast<int>(tickets_by_id_.size())) return nullptr;
    const int i = tickets_by_id_[id];
    return i < 0 ? nullptr : &tickets_[i];
  }
  const std::vector<Route>& routes() const { return routes_; }
  const std::vector<City>& cities() const { return cities_; }
  // Route ids with an end at `city_id`, ascending (empty when unknown).
  const std::vector<int>& routes_at(int city_id) const;
  // Ticket ids of a set and kind, ascending.
  std::vector<int> TicketIds(int ticket_set, bool long_tickets) const;
  // Tickets of a set, both kinds (0 for an unknown set).
  int TicketCount(int ticket_set) const;
  // Largest ticket id (for sizing tables).
  int max_ticket_id() const { return static_cast<int>(tickets_by_id_.size()) - 1; }

 private:
  std::vector<City> cities_;
  std::vector<Route> routes_;
  std::vector<Ticket> tickets_;
  std::vector<int> tickets_by_id_;  // id -> index into tickets_, or -1
  std::array<int, 3> tickets_in_set_{};  // by pb::TicketSet
  std::vector<std::vector<int>> routes_at_;  // by city id

 public:
  // City name -> id, while parsing.
  using CityIds = std::map<std::string, int, std::less<>>;

 private:
  // Parse by data file: each fills its part of the map, INTERNAL naming the file and line.
  absl::Status ParseCities(absl::string_view csv, CityIds* ids);
  absl::Status ParseRoutes(absl::string_view csv, const CityIds& ids);
  absl::Status PairDoubleRoutes(const std::vector<bool>& double_flag);
  absl::Status ParseTickets(absl::string_view csv, const CityIds& ids);
};

// The embedded map, parsed once (thread-safe); the error of Map::Parse if the data are bad.
absl::StatusOr<const Map*> LoadMap();

}  // namespace arbiter::ticket_to_ride_europe

#endif  // ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_MAP_H_
