#include "engines/ticket_to_ride_europe/map.h"

#include <algorithm>
#include <map>
#include <utility>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"
#include "absl/strings/strip.h"
#include "engines/core/envelope.h"
#include "engines/ticket_to_ride_europe/map_data.inc"

namespace arbiter::ticket_to_ride_europe {
namespace {

constexpr std::array<absl::string_view, kCardTypes> kCardNames = {
    "pink", "white", "blue", "yellow", "orange", "black", "red", "green", "locomotive"};

// One data row with its 1-based line number in the embedded file.
struct Row {
  int line = 0;
  std::vector<std::string> cells;
};

// Rows of a CSV text: '#' comment lines and the header (checked against `header`) skipped.
absl::StatusOr<std::vector<Row>> Rows(absl::string_view file, absl::string_view text,
                                      absl::string_view header, size_t columns) {
  std::vector<Row> rows;
  bool seen_header = false;
  int line_no = 0;
  for (absl::string_view line : absl::StrSplit(text, '\n')) {
    ++line_no;
    line = absl::StripTrailingAsciiWhitespace(line);
    if (line.empty() || line[0] == '#') continue;
    if (!seen_header) {
      if (line != header) {
        return absl::InternalError(absl::StrCat(file, ":", line_no, ": header is not '", header,
                                                "'"));
      }
      seen_header = true;
      continue;
    }
    Row row{line_no, absl::StrSplit(line, ',')};
    if (row.cells.size() != columns) {
      return absl::InternalError(absl::StrCat(file, ":", line_no, ": ", row.cells.size(),
                                              " cells, want ", columns));
    }
    rows.push_back(std::move(row));
  }
  return rows;
}

absl::StatusOr<int> Int(absl::string_view file, const Row& row, size_t col) {
  int v = 0;
  if (!absl::SimpleAtoi(row.cells[col], &v)) {
    return absl::InternalError(absl::StrCat(file, ":", row.line, ": '", row.cells[col],
                                            "' is not an integer"));
  }
  return v;
}

absl::Status Bad(absl::string_view file, int line, absl::string_view what) {
  return absl::InternalError(absl::StrCat(file, ":", line, ": ", what));
}

#define MAP_ASSIGN_OR_RETURN(lhs, expr)             \
  do {                                               \
    auto map_or_ = (expr);                          \
    if (!map_or_.ok()) return map_or_.status();    \
    lhs = *std::move(map_or_);                      \
  } while (0)

}  // namespace

int RoutePoints(int length) {
  switch (length) {
    case 1: return 1;
    case 2: return 2;
    case 3: return 4;
    case 4: return 7;
    case 6: return 15;
    case 8: return 21;
    default: return 0;
  }
}

absl::string_view CardName(int type) {
  if (type < 0 || type >= kCardTypes) return "none";
  return kCardNames[type];
}

TicketDeal DealFor(int ticket_set) {
  if (ticket_set == kTicketSet1912) return TicketDeal{2, 5, 3};
  return TicketDeal{1, 3, 2};
}

int Map::TicketCount(int ticket_set) const {
  return ticket_set >= 0 && ticket_set < static_cast<int>(tickets_in_set_.size())
             ? tickets_in_set_[ticket_set]
             : 0;
}

const std::vector<int>& Map::routes_at(int city_id) const {
  static const std::vector<int>* const kNone = new std::vector<int>();
  if (city_id < 1 || city_id > city_count()) return *kNone;
  return routes_at_[city_id];
}

std::vector<int> Map::TicketIds(int ticket_set, bool long_tickets) const {
  std::vector<int> ids;
  for (const Ticket& t : tickets_) {
    if (t.set == ticket_set && t.long_ticket == long_tickets) ids.push_back(t.id);
  }
  std::sort(ids.begin(), ids.end());
  return ids;
}

namespace {

constexpr absl::string_view kCitiesFile = "data/cities.csv";
constexpr absl::string_view kRoutesFile = "data/routes.csv";
constexpr absl::string_view kTicketsFile = "data/tickets.csv";

absl::StatusOr<int> CityOf(const Map::CityIds& ids, absl::string_view file, const Row& row,
                           size_t col) {
  auto it = ids.find(row.cells[col]);
  if (it == ids.end()) return Bad(file, row.line, "unknown city " + row.cells[col]);
  return it->second;
}

// A route row's colour cell: "gray" or a card colour.
absl::StatusOr<int> RouteColour(const Row& row) {
  if (row.cells[3] == "gray") return kGray;
  auto it = std::find(kCardNames.begin(), kCardNames.begin() + kColourCount, row.cells[3]);
  if (it == kCardNames.begin() + kColourCount) {
    return Bad(kRoutesFile, row.line, "unknown colour " + row.cells[3]);
  }
  return static_cast<int>(it - kCardNames.begin());
}

// One route row (ids and the city pair are checked by the caller); `double_flag` is its
// double_route cell.
absl::Status ParseRoute(const Map::CityIds& ids, const Row& row, Route& r, bool& double_flag) {
  MAP_ASSIGN_OR_RETURN(r.city_a, CityOf(ids, kRoutesFile, row, 1));
  MAP_ASSIGN_OR_RETURN(r.city_b, CityOf(ids, kRoutesFile, row, 2));
  if (r.city_a == r.city_b) return Bad(kRoutesFile, row.line, "a route joins two cities");
  MAP_ASSIGN_OR_RETURN(r.colour, RouteColour(row));
  MAP_ASSIGN_OR_RETURN(r.length, Int(kRoutesFile, row, 4));
  if (RoutePoints(r.length) == 0) {
    return Bad(kRoutesFile, row.line, "length not in {1,2,3,4,6,8}");
  }
  int tunnel = 0, dbl = 0;
  MAP_ASSIGN_OR_RETURN(tunnel, Int(kRoutesFile, row, 5));
  MAP_ASSIGN_OR_RETURN(r.ferry_locomotives, Int(kRoutesFile, row, 6));
  MAP_ASSIGN_OR_RETURN(dbl, Int(kRoutesFile, row, 7));
  MAP_ASSIGN_OR_RETURN(r.source_line, Int(kRoutesFile, row, 8));
  if ((tunnel != 0 && tunnel != 1) || (dbl != 0 && dbl != 1)) {
    return Bad(kRoutesFile, row.line, "flags are 0 or 1");
  }
  r.tunnel = tunnel == 1;
  if (r.ferry_locomotives < 0 || r.ferry_locomotives > 2 || r.ferry_locomotives > r.length) {
    return Bad(kRoutesFile, row.line, "ferry locomotives not in 0..2");
  }
  if (r.ferry_locomotives > 0 && (r.tunnel || r.colour != kGray)) {
    return Bad(kRoutesFile, row.line, "a ferry is gray and not a tunnel (T1)");
  }
  double_flag = dbl == 1;
  return absl::OkStatus();
}

// One ticket row (the id's uniqueness is checked by the caller).
absl::Status ParseTicket(const Map::CityIds& ids, const Row& row, Ticket& t) {
  MAP_ASSIGN_OR_RETURN(t.id, Int(kTicketsFile, row, 0));
  if (t.id < 1 || t.id > 1000) return Bad(kTicketsFile, row.line, "ticket id not in 1..1000");
  if (row.cells[1] == "base") {
    t.set = kTicketSetBase;
  } else if (row.cells[1] == "1912_all") {
    t.set = kTicketSet1912;
  } else {
    return Bad(kTicketsFile, row.line, "unknown set " + row.cells[1]);
  }
  if (row.cells[2] != "long" && row.cells[2] != "regular") {
    return Bad(kTicketsFile, row.line, "kind is long or regular");
  }
  t.long_ticket = row.cells[2] == "long";
  MAP_ASSIGN_OR_RETURN(t.city_a, CityOf(ids, kTicketsFile, row, 3));
  MAP_ASSIGN_OR_RETURN(t.city_b, CityOf(ids, kTicketsFile, row, 4));
  MAP_ASSIGN_OR_RETURN(t.points, Int(kTicketsFile, row, 5));
  MAP_ASSIGN_OR_RETURN(t.source_line, Int(kTicketsFile, row, 6));
  if (t.city_a == t.city_b || t.points < 1 || t.points > 30) {
    return Bad(kTicketsFile, row.line, "a ticket joins two cities for 1..30 points");
  }
  if (t.set == kTicketSetBase && t.long_ticket != (t.points >= 20)) {
    return Bad(kTicketsFile, row.line, "base long tickets are worth 20-21, regular 5-13 (T1)");
  }
  return absl::OkStatus();
}

}  // namespace

absl::Status Map::ParseCities(absl::string_view csv, CityIds* ids) {
  std::vector<Row> rows;
  MAP_ASSIGN_OR_RETURN(rows, Rows(kCitiesFile, csv, "city_id,name", 2));
  for (const Row& row : rows) {
    int id = 0;
    MAP_ASSIGN_OR_RETURN(id, Int(kCitiesFile, row, 0));
    if (id != static_cast<int>(cities_.size()) + 1) {
      return Bad(kCitiesFile, row.line, "city ids must run 1, 2, 3, ...");
    }
    if (!ids->emplace(row.cells[1], id).second) {
      return Bad(kCitiesFile, row.line, "duplicate city name");
    }
    cities_.push_back(City{id, row.cells[1]});
  }
  if (cities_.size() != 47) return Bad(kCitiesFile, 0, "want 47 cities (T1)");
  return absl::OkStatus();
}

absl::Status Map::ParseRoutes(absl::string_view csv, const CityIds& ids) {
  std::vector<Row> rows;
  MAP_ASSIGN_OR_RETURN(
      rows, Rows(kRoutesFile, csv,
                 "route_id,city_a,city_b,colour,length,is_tunnel,ferry_locomotives,double_route,"
                 "source_line",
                 9));
  int spaces = 0, tunnels = 0, ferries = 0, flagged = 0;
  routes_at_.assign(cities_.size() + 1, {});
  std::vector<bool> double_flag;
  for (const Row& row : rows) {
    Route r;
    MAP_ASSIGN_OR_RETURN(r.id, Int(kRoutesFile, row, 0));
    if (r.id != static_cast<int>(routes_.size()) + 1) {
      return Bad(kRoutesFile, row.line, "route ids must run 1, 2, 3, ...");
    }
    bool dbl = false;
    ARBITER_RETURN_IF_ERROR(ParseRoute(ids, row, r, dbl));
    spaces += r.length;
    tunnels += r.tunnel;
    ferries += r.ferry_locomotives > 0;
    flagged += dbl;
    double_flag.push_back(dbl);
    routes_at_[r.city_a].push_back(r.id);
    routes_at_[r.city_b].push_back(r.id);
    routes_.push_back(r);
  }
  if (routes_.size() != 101 || spaces != 300 || tunnels != 18 || ferries != 13 ||
      flagged != 22) {
    return Bad(kRoutesFile, 0,
               absl::StrCat("want 101 routes, 300 spaces, 18 tunnels, 13 ferries, 22 double "
                            "routes (T1); got ",
                            routes_.size(), ", ", spaces, ", ", tunnels, ", ", ferries, ", ",
                            flagged));
  }
  return PairDoubleRoutes(double_flag);
}

absl::Status Map::PairDoubleRoutes(const std::vector<bool>& double_flag) {
  // T1: the flagged routes paired by city pair, exactly two flagged routes per pair.
  std::map<std::pair<int, int>, std::vector<int>> by_pair;
  for (const Route& r : routes_) {
    if (!double_flag[r.id - 1]) continue;
    by_pair[{std::min(r.city_a, r.city_b), std::max(r.city_a, r.city_b)}].push_back(r.id);
  }
  for (const auto& [cities, ids] : by_pair) {
    if (ids.size() != 2) {
      return Bad(kRoutesFile, routes_[ids[0] - 1].source_line,
                 "a double route flag without exactly one partner on the same city pair");
    }
    routes_[ids[0] - 1].pair_route_id = ids[1];
    routes_[ids[1] - 1].pair_route_id = ids[0];
  }
  return absl::OkStatus();
}

absl::Status Map::ParseTickets(absl::string_view csv, const CityIds& ids) {
  std::vector<Row> rows;
  MAP_ASSIGN_OR_RETURN(
      rows, Rows(kTicketsFile, csv, "ticket_id,set,kind,city_a,city_b,points,source_line", 7));
  int counts[3][2] = {};
  for (const Row& row : rows) {
    Ticket t;
    ARBITER_RETURN_IF_ERROR(ParseTicket(ids, row, t));
    if (static_cast<int>(tickets_by_id_.size()) <= t.id) tickets_by_id_.resize(t.id + 1, -1);
    if (tickets_by_id_[t.id] >= 0) return Bad(kTicketsFile, row.line, "duplicate ticket id");
    tickets_by_id_[t.id] = static_cast<int>(tickets_.size());
    ++counts[t.set][t.long_ticket ? 1 : 0];
    tickets_.push_back(t);
  }
  if (counts[kTicketSetBase][1] != 6 || counts[kTicketSetBase][0] != 40 ||
      counts[kTicketSet1912][1] != 12 || counts[kTicketSet1912][0] != 89) {
    return Bad(kTicketsFile, 0, "want base 6 long + 40 regular, 1912 12 long + 89 regular (T1)");
  }
  for (int set = 0; set < 3; ++set) tickets_in_set_[set] = counts[set][0] + counts[set][1];
  return absl::OkStatus();
}

absl::StatusOr<Map> Map::Parse(absl::string_view cities_csv, absl::string_view routes_csv,
                               absl::string_view tickets_csv) {
  Map m;
  CityIds city_ids;
  ARBITER_RETURN_IF_ERROR(m.ParseCities(cities_csv, &city_ids));
  ARBITER_RETURN_IF_ERROR(m.ParseRoutes(routes_csv, city_ids));
  ARBITER_RETURN_IF_ERROR(m.ParseTickets(tickets_csv, city_ids));
  return m;
}

absl::StatusOr<const Map*> LoadMap() {
  static const absl::StatusOr<Map>* const kMap = new absl::StatusOr<Map>(
      Map::Parse(internal::kCitiesCsv, internal::kRoutesCsv, internal::kTicketsCsv));
  if (!kMap->ok()) return kMap->status();
  return &**kMap;
}

}  // namespace arbiter::ticket_to_ride_europe
