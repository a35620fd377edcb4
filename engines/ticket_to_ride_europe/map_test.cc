// T1 Components and players: the embedded data are loaded and checked.
#include <set>

#include "engines/ticket_to_ride_europe/map.h"
#include "engines/ticket_to_ride_europe/test_util.h"
#include "gtest/gtest.h"

namespace arbiter::ticket_to_ride_europe::testing {
namespace {

TEST(T1Components, EmbeddedDataLoadsWithTheRulesCounts) {
  const Map& m = TheMap();
  EXPECT_EQ(m.city_count(), 47);
  EXPECT_EQ(m.route_count(), 101);
  int spaces = 0, tunnels = 0, ferries = 0, paired = 0;
  for (const Route& r : m.routes()) {
    spaces += r.length;
    tunnels += r.tunnel;
    ferries += r.ferry_locomotives > 0;
    paired += r.pair_route_id != 0;
    EXPECT_FALSE(r.tunnel && r.ferry_locomotives > 0) << r.id;
    EXPECT_GT(r.source_line, 1);
  }
  EXPECT_EQ(spaces, 300);
  EXPECT_EQ(tunnels, 18);
  EXPECT_EQ(ferries, 13);
  EXPECT_EQ(paired, 22);  // 11 pairs
  EXPECT_EQ(m.TicketIds(kTicketSetBase, true).size(), 6u);
  EXPECT_EQ(m.TicketIds(kTicketSetBase, false).size(), 40u);
  EXPECT_EQ(m.TicketIds(kTicketSet1912, true).size(), 12u);
  EXPECT_EQ(m.TicketIds(kTicketSet1912, false).size(), 89u);
}

TEST(T1Components, DoubleRoutesArePairedByCityPair) {
  const Map& m = TheMap();
  const int fp_orange = RouteId("Frankfurt", "Paris", kOrange);
  const int fp_white = RouteId("Frankfurt", "Paris", kWhite);
  EXPECT_EQ(m.route(fp_orange)->pair_route_id, fp_white);
  EXPECT_EQ(m.route(fp_white)->pair_route_id, fp_orange);
  // Dieppe-London: two gray ferries, paired with each other.
  const Route& dl = *m.route(65);
  EXPECT_EQ(dl.pair_route_id, 66);
  EXPECT_EQ(dl.ferry_locomotives, 1);
  // Parallel routes to different cities are not pairs: Bruxelles-Paris vs Bruxelles-Frankfurt.
  EXPECT_EQ(m.route(RouteId("Bruxelles", "Frankfurt"))->pair_route_id, 0);
  for (const Route& r : m.routes()) {
    if (r.pair_route_id == 0) continue;
    const Route& o = *m.route(r.pair_route_id);
    EXPECT_EQ(std::set<int>({r.city_a, r.city_b}), std::set<int>({o.city_a, o.city_b}));
  }
}

TEST(T1Components, RoutePointsByLength) {
  EXPECT_EQ(RoutePoints(1), 1);
  EXPECT_EQ(RoutePoints(2), 2);
  EXPECT_EQ(RoutePoints(3), 4);
  EXPECT_EQ(RoutePoints(4), 7);
  EXPECT_EQ(RoutePoints(6), 15);
  EXPECT_EQ(RoutePoints(8), 21);
  EXPECT_EQ(RoutePoints(5), 0);
}

TEST(T1Components, TrainDeckHas110Cards) {
  int total = 0;
  for (int t = 0; t < kCardTypes; ++t) total += CardsOfType(t);
  EXPECT_EQ(total, kTotalTrainCards);
  EXPECT_EQ(CardsOfType(kLoco), 14);
  EXPECT_EQ(CardsOfType(kPink), 12);
}

TEST(T1Components, KnownFacts) {
  const Map& m = TheMap();
  const Route& ps = *m.route(RouteId("Palermo", "Smyrna"));
  EXPECT_EQ(ps.length, 6);
  EXPECT_EQ(ps.ferry_locomotives, 2);
  EXPECT_EQ(ps.colour, kGray);
  const Route& mv = *m.route(RouteId("Munchen", "Venezia"));
  EXPECT_TRUE(mv.tunnel);
  EXPECT_EQ(mv.colour, kBlue);
  EXPECT_EQ(m.route(RouteId("Petrograd", "Stockholm"))->length, 8);
  EXPECT_EQ(m.ticket(TicketId("Brest", "Petrograd", true))->points, 20);
  EXPECT_EQ(m.ticket(TicketId("London", "Berlin"))->points, 7);
}

constexpr char kCities2[] = "city_id,name\n1,A\n2,B\n";

TEST(T1Components, ParseRejectsBadData) {
  absl::StatusOr<Map> m = Map::Parse(kCities2, "", "");
  EXPECT_EQ(m.status().code(), absl::StatusCode::kInternal);
  EXPECT_NE(m.status().message().find("47 cities"), std::string::npos) << m.status();
  m = Map::Parse("id,name\n", "", "");
  EXPECT_NE(m.status().message().find("header"), std::string::npos) << m.status();
  m = Map::Parse("city_id,name\n1,A,extra\n", "", "");
  EXPECT_NE(m.status().message().find("cells"), std::string::npos) << m.status();
  m = Map::Parse("city_id,name\nx,A\n", "", "");
  EXPECT_NE(m.status().message().find("integer"), std::string::npos) << m.status();
}

}  // namespace
}  // namespace arbiter::ticket_to_ride_europe::testing
