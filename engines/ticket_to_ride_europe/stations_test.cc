// T10 Building a station; E9 (stations.cc).
#include "engines/ticket_to_ride_europe/test_util.h"
#include "engines/ticket_to_ride_europe/violations.h"
#include "gtest/gtest.h"

namespace arbiter::ticket_to_ride_europe::testing {
namespace {

TEST(E9, SecondStationCostsTwoOfOneColour) {
  State s = Crafted(3);
  Station(s, CityId("Berlin"), 0);  // A built 1 station
  Station(s, CityId("Roma"), 1);
  Give(s, 0, kBlack, 1);
  Give(s, 0, kRed, 1);
  Give(s, 0, kLoco, 1);
  EXPECT_EQ(CodeOf(s, 0, StationAction(CityId("Wien"), kRed, 0)),  // red + black
            kStationCardsNotInHand.code);
  EXPECT_EQ(CodeOf(s, 0, StationAction(CityId("Wien"), kBlack, 2)), kStationPaymentShape.code);
  EXPECT_EQ(CodeOf(s, 0, StationAction(CityId("Roma"), kBlack, 1)), kCityHasStation.code);
  EXPECT_EQ(CodeOf(s, 0, StationAction(0, kBlack, 1)), kCityUnknown.code);
  EXPECT_EQ(CodeOf(s, 0, StationAction(48, kBlack, 1)), kCityUnknown.code);
  State t = Must(s, 0, StationAction(CityId("Wien"), kBlack, 1));  // black + loco
  EXPECT_EQ(t.station_owner[CityId("Wien")], 0);
  EXPECT_EQ(t.players[0].stations_left, 1);
  EXPECT_EQ(t.discard[kBlack], 1);
  EXPECT_EQ(t.discard[kLoco], 1);
  EXPECT_EQ(t.players[0].trains_left, 45);  // stations use no trains
}

TEST(T10Stations, FirstStationAnyOneCardThirdThreeNoStationLeft) {
  State s = Crafted(2);
  Give(s, 0, kGreen, 1);
  // A city with no routes of anyone's is fine.
  State t = Must(s, 0, StationAction(CityId("Lisboa"), kGreen, 0));
  EXPECT_EQ(t.players[0].stations_left, 2);
  State u = Crafted(2);
  Station(u, 1, 0);
  Station(u, 2, 0);
  Give(u, 0, kGreen, 2);
  Give(u, 0, kLoco, 1);
  EXPECT_EQ(CodeOf(u, 0, StationAction(5, kGreen, 0)),  // 3 green needed
            kStationCardsNotInHand.code);
  EXPECT_EQ(CodeOf(u, 0, StationAction(5, kGreen, 3)), kStationPaymentShape.code);
  EXPECT_EQ(CodeOf(u, 0, StationAction(5, kGreen, 1)), "");
  Station(u, 3, 0);
  EXPECT_EQ(CodeOf(u, 0, StationAction(5, kGreen, 1)), kNoStationLeft.code);
}

TEST(T10Stations, LegalActionsListEveryFreeCityAndPayment) {
  State s = Crafted(2);
  Give(s, 0, kGreen, 1);
  Give(s, 0, kLoco, 1);
  Station(s, CityId("Wien"), 1);
  int stations = 0;
  for (const pb::Action& a : Legal(s, 0)) stations += a.has_build_station();
  EXPECT_EQ(stations, 46 * 2);  // 46 free cities x {green, loco}
}

}  // namespace
}  // namespace arbiter::ticket_to_ride_europe::testing
