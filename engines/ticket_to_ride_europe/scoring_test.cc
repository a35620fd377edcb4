// T12 Final scoring, R7; E10, E11, E14: longest path and ticket completion with stations on
// crafted maps (scoring.cc).
#include "engines/ticket_to_ride_europe/scoring.h"
#include "engines/ticket_to_ride_europe/test_util.h"
#include "gtest/gtest.h"

namespace arbiter::ticket_to_ride_europe::testing {
namespace {

TEST(E10, StationBorrowsTheRouteThatMaximisesTicketPoints) {
  State s = Crafted(3);
  Claim(s, RouteId("Amsterdam", "London"), 0);
  Claim(s, RouteId("Amsterdam", "Essen"), 0);
  Claim(s, RouteId("Essen", "Kobenhavn", kGray), 0);
  Station(s, CityId("Essen"), 0);
  Claim(s, RouteId("Berlin", "Essen"), 1);
  Claim(s, RouteId("Essen", "Frankfurt"), 2);
  GiveTicket(s, 0, TicketId("London", "Berlin"));
  GiveTicket(s, 0, TicketId("Frankfurt", "Kobenhavn"));
  TicketResult r = ScoreTickets(TheMap(), s, 0);
  EXPECT_EQ(r.points, 2);  // +7 -5
  EXPECT_EQ(r.completed, 1);
  EXPECT_EQ(r.borrowed, (std::vector<int>{RouteId("Berlin", "Essen")}));
  std::vector<pb::FinalScore> f = ScoreGame(TheMap(), s);
  EXPECT_EQ(f[0].station_points(), 8);  // 2 stations in reserve
  EXPECT_EQ(f[0].borrowed_route_ids(0), RouteId("Berlin", "Essen"));
}

TEST(T12Scoring, StationsOfDifferentPlayersMayBorrowTheSameRoute) {
  State s = Crafted(3);
  Claim(s, RouteId("Berlin", "Essen"), 2);
  Station(s, CityId("Berlin"), 0);
  Station(s, CityId("Essen"), 1);
  GiveTicket(s, 0, TicketId("London", "Berlin"));
  Claim(s, RouteId("Amsterdam", "London"), 0);
  Claim(s, RouteId("Amsterdam", "Essen"), 0);
  GiveTicket(s, 1, TicketId("Marseille", "Essen"));
  Claim(s, RouteId("Berlin", "Frankfurt", kRed), 1);
  Claim(s, RouteId("Frankfurt", "Paris", kOrange), 1);
  Claim(s, RouteId("Marseille", "Paris"), 1);
  EXPECT_EQ(ScoreTickets(TheMap(), s, 0).points, 7);
  EXPECT_EQ(ScoreTickets(TheMap(), s, 1).points, 8);
}

TEST(T12Scoring, OneStationServesAllTicketsWithOneRoute) {
  // A station in Paris may borrow only one of B's routes into Paris: Brest-Paris or
  // Paris-Zurich; A's tickets need both, so only one of them completes.
  State s = Crafted(2);
  Station(s, CityId("Paris"), 0);
  Claim(s, RouteId("Brest", "Paris"), 1);
  Claim(s, RouteId("Paris", "Zurich"), 1);
  Claim(s, RouteId("Marseille", "Paris"), 0);
  GiveTicket(s, 0, TicketId("Brest", "Marseille"));  // 7
  TicketResult r = ScoreTickets(TheMap(), s, 0);
  EXPECT_EQ(r.points, 7);
  GiveTicket(s, 0, TicketId("Madrid", "Zurich"));  // 8, would need Paris-Zurich and Madrid
  r = ScoreTickets(TheMap(), s, 0);
  EXPECT_EQ(r.points, 7 - 8);
}

TEST(E11, LongestPathWithALoopAndBorrowedRoutesNeverCount) {
  State s = Crafted(2);
  for (auto [a, b] : std::vector<std::pair<std::string, std::string>>{
           {"Marseille", "Paris"}, {"Paris", "Frankfurt"}, {"Frankfurt", "Munchen"},
           {"Munchen", "Zurich"}, {"Zurich", "Paris"}}) {
    Claim(s, RouteId(a, b, a == "Paris" && b == "Frankfurt" ? kOrange : -2), 0);
  }
  Station(s, CityId("Paris"), 0);
  Claim(s, RouteId("Brest", "Paris"), 1);
  std::vector<pb::FinalScore> f = ScoreGame(TheMap(), s);
  EXPECT_EQ(f[0].longest_path(), 14);
  EXPECT_EQ(f[0].express_points(), 10);
  EXPECT_EQ(f[1].longest_path(), 3);
  EXPECT_EQ(f[1].express_points(), 0);
  // If B's longest is also 14, both get 10.
  for (int id : {100, 99}) Claim(s, id, 1);  // Petrograd-Stockholm 8 + Budapest-Kyiv 6: not joined
  Claim(s, RouteId("Budapest", "Wien", kRed), 1);
  Claim(s, RouteId("Wien", "Zagrab"), 1);
  // B: Kyiv-Budapest 6, Budapest-Wien 1, Wien-Zagrab 2 = 9; add Zagrab-Venezia 2 and
  // Venezia-Roma 2 = 13, and Roma-Brindisi 2 = 15 > 14: take away one to land on 14 exactly.
  Claim(s, RouteId("Zagrab", "Venezia"), 1);
  Claim(s, RouteId("Venezia", "Roma"), 1);
  Claim(s, RouteId("Amsterdam", "Bruxelles"), 1);  // separate, 1
  f = ScoreGame(TheMap(), s);
  EXPECT_EQ(f[1].longest_path(), 13);
  Claim(s, RouteId("Dieppe", "Paris"), 1);  // Brest-Paris 3 + Paris-Dieppe 1 = 4 (separate)
  Claim(s, RouteId("Budapest", "Sarajevo"), 1);  // 3: Kyiv-Budapest-...: 13 + 0? branch
  f = ScoreGame(TheMap(), s);
  // Sarajevo-Budapest-Kyiv is 3+6 = 9; Kyiv-Budapest-Wien-Zagrab-Venezia-Roma = 13;
  // Sarajevo-Budapest-Wien-Zagrab-Venezia-Roma = 3+1+2+2+2 = 10. Still 13.
  EXPECT_EQ(f[1].longest_path(), 13);
  Claim(s, RouteId("Roma", "Brindisi"), 1);  // 15
  f = ScoreGame(TheMap(), s);
  EXPECT_EQ(f[1].longest_path(), 15);
  EXPECT_EQ(f[1].express_points(), 10);
  EXPECT_EQ(f[0].express_points(), 0);
}

TEST(E11, BothLongestPathsOf14GetTheBonus) {
  State s = Crafted(2);
  for (auto [a, b] : std::vector<std::pair<std::string, std::string>>{
           {"Marseille", "Paris"}, {"Paris", "Frankfurt"}, {"Frankfurt", "Munchen"},
           {"Munchen", "Zurich"}, {"Zurich", "Paris"}}) {
    Claim(s, RouteId(a, b, a == "Paris" && b == "Frankfurt" ? kOrange : -2), 0);
  }
  // B: Petrograd-Stockholm 8, Stockholm-Kobenhavn 3, Kobenhavn-Essen 3: also 14.
  Claim(s, RouteId("Petrograd", "Stockholm"), 1);
  Claim(s, RouteId("Kobenhavn", "Stockholm", kYellow), 1);
  Claim(s, RouteId("Essen", "Kobenhavn"), 1);
  std::vector<pb::FinalScore> f = ScoreGame(TheMap(), s);
  EXPECT_EQ(f[0].longest_path(), 14);
  EXPECT_EQ(f[1].longest_path(), 14);
  EXPECT_EQ(f[0].express_points(), 10);
  EXPECT_EQ(f[1].express_points(), 10);
}

TEST(T12LongestPath, CraftedGraphs) {
  const Map& m = TheMap();
  EXPECT_EQ(LongestPath(m, {}), 0);
  EXPECT_EQ(LongestPath(m, {RouteId("Berlin", "Essen")}), 2);
  // A star: three routes at Frankfurt: the path uses two of them.
  EXPECT_EQ(LongestPath(m, {RouteId("Frankfurt", "Munchen"), RouteId("Essen", "Frankfurt"),
                            RouteId("Amsterdam", "Frankfurt")}),
            4);
  // A triangle closed back to its start plus a tail: every route once.
  EXPECT_EQ(LongestPath(m, {RouteId("Bruxelles", "Paris", kRed), RouteId("Dieppe", "Paris"),
                            RouteId("Bruxelles", "Dieppe"), RouteId("Brest", "Dieppe")}),
            2 + 1 + 2 + 2);
  // Double routes owned by different players count once each; a figure eight.
  EXPECT_EQ(LongestPath(m, {RouteId("Berlin", "Frankfurt", kRed),
                            RouteId("Berlin", "Frankfurt", kBlack)}),
            6);
  EXPECT_EQ(LongestPath(m, {999, -1}), 0);
}

TEST(T12Scoring, NoRoutesNoExpressBonus) {
  State s = Crafted(2);
  std::vector<pb::FinalScore> f = ScoreGame(TheMap(), s);
  EXPECT_EQ(f[0].express_points(), 0);  // R7: a longest path of 0 earns no bonus
  EXPECT_EQ(f[0].station_points(), 12);
  EXPECT_EQ(f[0].total(), 12);
}

pb::FinalScore Score(int total, int completed, int built, int express, int path) {
  pb::FinalScore f;
  f.set_total(total);
  f.set_tickets_completed(completed);
  f.set_stations_built(built);
  f.set_express_points(express);
  f.set_longest_path(path);
  return f;
}

TEST(E14, TieBreaks) {
  pb::Options o = DefaultOptions();
  // Same total and tickets: fewer stations built wins.
  EXPECT_EQ(Ranks(o, {Score(120, 6, 1, 0, 10), Score(120, 6, 2, 10, 20)}),
            (std::vector<int>{1, 2}));
  // Both built 1: only B holds the European Express -> B wins.
  EXPECT_EQ(Ranks(o, {Score(120, 6, 1, 0, 10), Score(120, 6, 1, 10, 20)}),
            (std::vector<int>{2, 1}));
  // More completed tickets first.
  EXPECT_EQ(Ranks(o, {Score(120, 5, 0, 10, 10), Score(120, 6, 3, 0, 2)}),
            (std::vector<int>{2, 1}));
  // Still tied: shared win.
  EXPECT_EQ(Ranks(o, {Score(120, 6, 1, 10, 10), Score(120, 6, 1, 10, 10), Score(90, 1, 0, 0, 0)}),
            (std::vector<int>{1, 1, 3}));
}

TEST(R7, PathLengthTiebreakOption) {
  pb::Options o = DefaultOptions();
  o.set_last_tiebreak(pb::LAST_TIEBREAK_PATH_LENGTH);
  // Neither holds the card (both 0); the longer path wins under path_length.
  EXPECT_EQ(Ranks(o, {Score(100, 3, 1, 0, 12), Score(100, 3, 1, 0, 9)}),
            (std::vector<int>{1, 2}));
  o.set_last_tiebreak(pb::LAST_TIEBREAK_EXPRESS_CARD);
  EXPECT_EQ(Ranks(o, {Score(100, 3, 1, 0, 12), Score(100, 3, 1, 0, 9)}),
            (std::vector<int>{1, 1}));
}

TEST(T12Scoring, TicketsCompleteOrNotWithoutStations) {
  State s = Crafted(2);
  GiveTicket(s, 0, TicketId("Brest", "Petrograd", true));  // 20, incomplete
  GiveTicket(s, 0, TicketId("Budapest", "Sofia"));          // 5
  Claim(s, RouteId("Bucuresti", "Budapest"), 0);
  Claim(s, RouteId("Bucuresti", "Sofia"), 0);
  std::vector<pb::FinalScore> f = ScoreGame(TheMap(), s);
  EXPECT_EQ(f[0].ticket_points(), 5 - 20);
  EXPECT_EQ(f[0].tickets_completed(), 1);
  EXPECT_EQ(f[0].route_points(), 7 + 2);
  EXPECT_EQ(f[0].total(), 9 - 15 + 12 + 10);
}

}  // namespace
}  // namespace arbiter::ticket_to_ride_europe::testing
