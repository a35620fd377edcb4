// Final scoring (rules T12, R7): ticket completion with stations, the European Express longest
// path, station bonus, and the winner's tie-breaks.
//
//   std::vector<pb::FinalScore> scores = ScoreGame(map, s);   // one per seat
//   std::vector<int> ranks = Ranks(s.options, scores);         // 1 = winner, ties share
#ifndef ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_SCORING_H_
#define ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_SCORING_H_

#include <vector>

#include "engines/ticket_to_ride_europe/map.h"
#include "engines/ticket_to_ride_europe/state.h"

namespace arbiter::ticket_to_ride_europe {

// T12 European Express: the largest total length of a trail (a sequence of distinct routes,
// consecutive ones sharing a city; cities may repeat) over `route_ids` (unknown ids ignored).
// 0 for no routes. Exhaustive search; the route set is at most 45 spaces (T1), so small.
int LongestPath(const Map& map, const std::vector<int>& route_ids);

// What one seat's tickets score given the seat's own routes and its stations (T12):
// for every station the engine tries every route into the station's city owned by another
// seat (or none) and keeps the choice with the most ticket points, then the most tickets
// completed; among equals the first in order (none first, then ascending route id).
struct TicketResult {
  int points = 0;
  int completed = 0;
  std::vector<int> completed_ids;
  std::vector<int> borrowed;  // per station (by ascending city id), route id or 0
};
TicketResult ScoreTickets(const Map& map, const State& s, int seat);

// Every seat's FinalScore (route points, tickets, stations, European Express, total).
std::vector<pb::FinalScore> ScoreGame(const Map& map, const State& s);

// Ranks by T12: total, then tickets completed, then fewest stations built, then the European
// Express (option last_tiebreak: holding the bonus, or the longer path); still tied: shared.
// 1 is best; tied seats share a rank (competition ranking).
std::vector<int> Ranks(const pb::Options& options, const std::vector<pb::FinalScore>& scores);

}  // namespace arbiter::ticket_to_ride_europe

#endif  // ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_SCORING_H_
