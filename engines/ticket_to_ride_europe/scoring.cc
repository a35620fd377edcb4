#include "engines/ticket_to_ride_europe/scoring.h"

#include <algorithm>
#include <numeric>
#include <tuple>

namespace arbiter::ticket_to_ride_europe {
namespace {

// Depth-first extension of a trail ending at `city`; `used` marks routes already on it.
int Extend(const Map& map, const std::vector<int>& routes, int city, std::vector<bool>& used) {
  int best = 0;
  for (size_t i = 0; i < routes.size(); ++i) {
    if (used[i]) continue;
    const Route& r = *map.route(routes[i]);
    int next = 0;
    if (r.city_a == city) {
      next = r.city_b;
    } else if (r.city_b == city) {
      next = r.city_a;
    } else {
      continue;
    }
    used[i] = true;
    best = std::max(best, r.length + Extend(map, routes, next, used));
    used[i] = false;
  }
  return best;
}

// Union-find over city ids.
struct Components {
  explicit Components(int n) : parent(n + 1) { std::iota(parent.begin(), parent.end(), 0); }
  int Find(int x) {
    while (parent[x] != x) x = parent[x] = parent[parent[x]];
    return x;
  }
  void Join(int a, int b) { parent[Find(a)] = Find(b); }
  std::vector<int> parent;
};

}  // namespace

int LongestPath(const Map& map, const std::vector<int>& route_ids) {
  std::vector<int> routes;
  for (int id : route_ids) {
    if (map.route(id) != nullptr) routes.push_back(id);
  }
  std::vector<bool> used(routes.size(), false);
  int best = 0;
  for (const City& c : map.cities()) best = std::max(best, Extend(map, routes, c.id, used));
  return best;
}

TicketResult ScoreTickets(const Map& map, const State& s, int seat) {
  const Player& p = s.players[seat];
  // Candidate borrowed routes per station of the seat (0 = none).
  std::vector<std::vector<int>> options;
  for (int city = 1; city < static_cast<int>(s.station_owner.size()); ++city) {
    if (s.station_owner[city] != seat) continue;
    std::vector<int> choice = {0};
    for (int r : map.routes_at(city)) {
      if (s.route_owner[r] >= 0 && s.route_owner[r] != seat) choice.push_back(r);
    }
    options.push_back(std::move(choice));
  }
  TicketResult best;
  bool have_best = false;
  size_t combinations = 1;
  for (const auto& o : options) combinations *= o.size();
  std::vector<size_t> pick(options.size(), 0);
  for (size_t k = 0; k < combinations; ++k) {
    // Mixed-radix digits of k, the first station most significant (so "none" comes first).
    size_t rest = k;
    for (size_t i = options.size(); i > 0; --i) {
      pick[i - 1] = rest % options[i - 1].size();
      rest /= options[i - 1].size();
    }
    Components comp(map.city_count());
    for (const Route& r : map.routes()) {
      if (s.route_owner[r.id] == seat) comp.Join(r.city_a, r.city_b);
    }
    for (size_t i = 0; i < options.size(); ++i) {
      const int r = options[i][pick[i]];
      if (r != 0) comp.Join(map.route(r)->city_a, map.route(r)->city_b);
    }
    TicketResult cur;
    for (int id : p.tickets) {
      const Ticket* t = map.ticket(id);
      if (t == nullptr) continue;
      if (comp.Find(t->city_a) == comp.Find(t->city_b)) {
        cur.points += t->points;
        ++cur.completed;
        cur.completed_ids.push_back(id);
      } else {
        cur.points -= t->points;
      }
    }
    if (!have_best || std::tie(cur.points, cur.completed) > std::tie(best.points, best.completed)) {
      for (size_t i = 0; i < options.size(); ++i) cur.borrowed.push_back(options[i][pick[i]]);
      best = std::move(cur);
      have_best = true;
    }
  }
  std::sort(best.completed_ids.begin(), best.completed_ids.end());
  return best;
}

std::vector<pb::FinalScore> ScoreGame(const Map& map, const State& s) {
  std::vector<pb::FinalScore> scores(s.seat_count);
  int max_path = 0;
  for (int seat = 0; seat < s.seat_count; ++seat) {
    pb::FinalScore& f = scores[seat];
    std::vector<int> owned;
    int route_points = 0;
    for (const Route& r : map.routes()) {
      if (s.route_owner[r.id] != seat) continue;
      owned.push_back(r.id);
      route_points += RoutePoints(r.length);
    }
    f.set_route_points(route_points);
    TicketResult t = ScoreTickets(map, s, seat);
    f.set_ticket_points(t.points);
    f.set_tickets_completed(t.completed);
    for (int id : t.completed_ids) f.add_completed_ticket_ids(id);
    for (int r : t.borrowed) f.add_borrowed_route_ids(r);
    const Player& p = s.players[seat];
    f.set_station_points(kPointsPerUnusedStation * p.stations_left);
    f.set_stations_built(kStationsPerPlayer - p.stations_left);
    f.set_longest_path(LongestPath(map, owned));
    max_path = std::max(max_path, f.longest_path());
  }
  for (pb::FinalScore& f : scores) {
    // R7: a longest path of 0 earns no bonus.
    f.set_express_points(max_path > 0 && f.longest_path() == max_path ? kExpressBonus : 0);
    f.set_total(f.route_points() + f.ticket_points() + f.station_points() + f.express_points());
  }
  return scores;
}

std::vector<int> Ranks(const pb::Options& options, const std::vector<pb::FinalScore>& scores) {
  const bool by_path = options.last_tiebreak() == pb::LAST_TIEBREAK_PATH_LENGTH;
  auto key = [&](const pb::FinalScore& f) {
    return std::make_tuple(f.total(), f.tickets_completed(), -f.stations_built(),
                           by_path ? f.longest_path() : (f.express_points() > 0 ? 1 : 0));
  };
  std::vector<int> ranks(scores.size(), 1);
  for (size_t i = 0; i < scores.size(); ++i) {
    for (size_t j = 0; j < scores.size(); ++j) {
      if (key(scores[j]) > key(scores[i])) ++ranks[i];
    }
  }
  return ranks;
}

}  // namespace arbiter::ticket_to_ride_europe
