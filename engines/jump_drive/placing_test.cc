// J4 placing: worked examples E1, E2, E3, E12, E13 and rulings R6, R10, R13, R18, each with the
// numbers it states (invented packs, test_util.h).
#include "gtest/gtest.h"
#include "engines/jump_drive/test_util.h"

namespace arbiter {
namespace jump_drive {
namespace {

using namespace testing;  // NOLINT

// E1 (J4): X(dev, cost 3), Y(world, cost 1) in a hand of 6.
class E1 : public ::testing::Test {
 protected:
  void SetUp() override {
    pack_ = MakePack(Dev("x", 3) + World("y", 1, "blue") + World("y2", 2, "blue"));
    s_ = PlaceState(*pack_, 2);
    Give(s_, 0, "x");
    Give(s_, 0, "y");
    Give(s_, 0, "filler", 4);
  }
  std::shared_ptr<const Pack> pack_;
  State s_;
};

TEST_F(E1, DevAlonePaysTwoHandThree) {
  ASSERT_EQ(Do(s_, 0, PlaceA("x")), "");
  OthersExplore(s_, 0);
  EXPECT_EQ(s_.seats[0].step, Step::kPay);
  EXPECT_EQ(s_.seats[0].owed, 2);  // 3 - 1 (no world placed)
  DrawAll(s_, "filler");           // seat 1's explore draws
  PayWith(s_, 0, "filler");
  EXPECT_EQ(s_.seats[0].hand_size, 3);
  EXPECT_EQ(s_.seats[0].step, Step::kNone);  // no draw: a development was placed
  EXPECT_TRUE(s_.pending.empty());
}

TEST_F(E1, WorldAlonePaysOneDrawsOneHandFive) {
  ASSERT_EQ(Do(s_, 0, PlaceA("", "y", pb::WORLD_MODE_PAY)), "");
  ASSERT_EQ(Do(s_, 1, PlaceA("", "", pb::WORLD_MODE_UNSPECIFIED)), "JUMP_DRIVE_NOTHING_PLACED");
  OthersExplore(s_, 0);
  DrawAll(s_, "filler");  // seat 1's explore draws
  EXPECT_EQ(s_.seats[0].owed, 1);
  PayWith(s_, 0, "filler");
  EXPECT_EQ(s_.seats[0].step, Step::kBonusDraw);
  EXPECT_EQ(s_.seats[0].hand_size, 4);
  DrawAll(s_, "filler");
  EXPECT_EQ(s_.seats[0].hand_size, 5);
}

TEST_F(E1, BothPayFourNoDraw) {
  ASSERT_EQ(Do(s_, 0, PlaceA("x", "y", pb::WORLD_MODE_PAY)), "");
  OthersExplore(s_, 0);
  EXPECT_EQ(s_.seats[0].owed, 4);
  DrawAll(s_, "filler");
  PayWith(s_, 0, "filler");
  EXPECT_EQ(s_.seats[0].hand_size, 0);
  EXPECT_EQ(s_.seats[0].step, Step::kNone);
}

TEST_F(E1, WorldCostTwoCannotAfford) {
  Give(s_, 0, "y2");
  s_.seats[0].hand[Card(s_, "filler")] -= 1;  // hand of 6: x, y2, y, 3 filler
  --s_.seats[0].hand_size;
  ++s_.draw[Card(s_, "filler")];
  ++s_.draw_size;
  EXPECT_EQ(Do(s_, 0, PlaceA("x", "y2", pb::WORLD_MODE_PAY)), "JUMP_DRIVE_CANNOT_AFFORD");
}

// E2 (J4, designer preview): Drop Ships + Imperium Blaster Factory.
TEST(E2, DropShipsConquerBlasterFactory) {
  auto pack = MakePack(Dev("drop_ships", 4, "icons { military: 3 }") +
                       MilWorld("factory", 3, "brown") + MilWorld("d4", 4, "blue") +
                       MilWorld("d5", 5, "blue") + Dev("space_marines", 2, "icons { military: 2 }"));
  State s = PlaceState(*pack, 2);
  Give(s, 0, "drop_ships");
  Give(s, 0, "factory");
  Give(s, 0, "d4");
  Give(s, 0, "filler", 5);
  EXPECT_EQ(Do(s, 0, PlaceA("", "factory", pb::WORLD_MODE_CONQUER)), "JUMP_DRIVE_MILITARY_TOO_LOW");
  EXPECT_EQ(Do(s, 0, PlaceA("drop_ships", "d4", pb::WORLD_MODE_CONQUER)),
            "JUMP_DRIVE_MILITARY_TOO_LOW");
  const int before = s.seats[0].hand_size;
  ASSERT_EQ(Do(s, 0, PlaceA("drop_ships", "factory", pb::WORLD_MODE_CONQUER)), "");
  OthersExplore(s, 0);
  EXPECT_EQ(s.seats[0].owed, 4);
  DrawAll(s, "filler");
  PayWith(s, 0, "filler");
  EXPECT_EQ(before - s.seats[0].hand_size, 6);  // 4 paid, 6 leave the hand in all

  State t = PlaceState(*pack, 2);
  Build(t, 0, "space_marines");
  Give(t, 0, "drop_ships");
  Give(t, 0, "d5");
  Give(t, 0, "filler", 4);
  EXPECT_EQ(Do(t, 0, PlaceA("drop_ships", "d5", pb::WORLD_MODE_CONQUER)), "");
}

// E3 (J4, R6): Contact Specialist and Mining Robots in the empire.
class E3 : public ::testing::Test {
 protected:
  void SetUp() override {
    pack_ = MakePack(
        Dev("contact_specialist", 1,
            Pw("contact_specialist", "exclude: \"color:yellow\" discount: 1")) +
        Dev("mining_robots", 1, Pw("cost_discount", "target: \"color:brown\" n: 1")) +
        MilWorld("blue5", 5, "blue") + MilWorld("brown3", 3, "brown") +
        MilWorld("yellow5", 5, "yellow"));
    s_ = PlaceState(*pack_, 2);
    Build(s_, 0, "contact_specialist");
    Build(s_, 0, "mining_robots");
    Give(s_, 0, "blue5");
    Give(s_, 0, "brown3");
    Give(s_, 0, "yellow5");
    Give(s_, 0, "filler", 5);
  }
  std::shared_ptr<const Pack> pack_;
  State s_;
};

TEST_F(E3, BlueDefenceFiveCostsFourThenDrawsOne) {
  ASSERT_EQ(Do(s_, 0, PlaceA("", "blue5", pb::WORLD_MODE_CONTACT)), "");
  OthersExplore(s_, 0);
  EXPECT_EQ(s_.seats[0].owed, 4);
  DrawAll(s_, "filler");
  PayWith(s_, 0, "filler");
  EXPECT_EQ(s_.seats[0].step, Step::kBonusDraw);
  // Then draw 1: 8 in hand, blue5 placed, 4 paid, 1 drawn.
  ASSERT_EQ(s_.seats[0].hand_size, 3);
  ASSERT_FALSE(s_.pending.empty());
  EXPECT_EQ(s_.pending.front().seat, 0);
  EXPECT_EQ(s_.pending.front().count, 1);
  DrawAll(s_, "filler");
  EXPECT_EQ(s_.seats[0].hand_size, 4);
  EXPECT_EQ(s_.seats[0].step, Step::kNone);
}

TEST_F(E3, BrownDefenceThreeCostsOne) {
  PlaceCost cost;
  Placement p;
  p.world = Card(s_, "brown3");
  p.mode = Mode::kContact;
  EXPECT_FALSE(JudgePlace(s_, 0, p, &cost));
  EXPECT_EQ(cost.world, 1);
}

TEST_F(E3, YellowIsContactAlienAndModesNeverMix) {
  EXPECT_EQ(Do(s_, 0, PlaceA("", "yellow5", pb::WORLD_MODE_CONTACT)), "JUMP_DRIVE_CONTACT_ALIEN");
  EXPECT_EQ(Do(s_, 0, PlaceA("", "blue5", pb::WORLD_MODE_PAY)), "JUMP_DRIVE_WRONG_MODE");
  EXPECT_EQ(Do(s_, 0, PlaceA("", "blue5", pb::WORLD_MODE_CONQUER)), "JUMP_DRIVE_MILITARY_TOO_LOW");
}

// R6: a Contact Specialist placed this round works for that round's world; without one CONTACT
// is unavailable.
TEST(R6, SpecialistPlacedThisRoundWorks) {
  auto pack = MakePack(Dev("cs", 1, Pw("contact_specialist", "exclude: \"color:yellow\" discount: 1")) +
                       MilWorld("blue3", 3, "blue"));
  State s = PlaceState(*pack, 2);
  Give(s, 0, "blue3");
  Give(s, 0, "filler", 4);
  EXPECT_EQ(Do(s, 0, PlaceA("", "blue3", pb::WORLD_MODE_CONTACT)), "JUMP_DRIVE_CONTACT_UNAVAILABLE");
  Give(s, 0, "cs");
  PlaceCost cost;
  Placement p;
  p.dev = Card(s, "cs");
  p.world = Card(s, "blue3");
  p.mode = Mode::kContact;
  EXPECT_FALSE(JudgePlace(s, 0, p, &cost));
  EXPECT_EQ(cost.dev, 1);    // a world is placed: no -1
  EXPECT_EQ(cost.world, 2);  // 3 - 1
  ASSERT_EQ(Do(s, 0, PlaceA("cs", "blue3", pb::WORLD_MODE_CONTACT)), "");
  OthersExplore(s, 0);
  // R6: the world remains a military world in the empire.
  EXPECT_TRUE(pack->cards[Card(s, "blue3")].military);
  EXPECT_TRUE(HasCard(s.seats[0].empire, Card(s, "blue3")));
}

// E12 (J4, R13): Trade Pact.
TEST(E12, TradePact) {
  auto pack = MakePack(
      Dev("trade_pact", 1,
          Pw("requires_no_military", "unless: \"card:contact_specialist\"") +
              Pw("unique_in_empire")) +
      Dev("space_marines", 2, "icons { military: 2 }") +
      Dev("contact_specialist", 1, Pw("contact_specialist", "exclude: \"color:yellow\" discount: 1")));
  State s = PlaceState(*pack, 2);
  Build(s, 0, "space_marines");
  Give(s, 0, "trade_pact", 2);
  Give(s, 0, "filler", 3);
  EXPECT_EQ(Do(s, 0, PlaceA("trade_pact")), "JUMP_DRIVE_REQUIRES_NO_MILITARY");
  Build(s, 0, "contact_specialist");
  EXPECT_EQ(Do(s, 0, PlaceA("trade_pact")), "");
  State t = PlaceState(*pack, 2);
  Build(t, 0, "trade_pact");
  Give(t, 0, "trade_pact");
  Give(t, 0, "filler", 3);
  EXPECT_EQ(Do(t, 0, PlaceA("trade_pact")), "JUMP_DRIVE_UNIQUE_IN_EMPIRE");
}

// R13: military_vs bonuses are not general military.
TEST(R13, MilitaryVsIsNotGeneralMilitary) {
  auto pack = MakePack(Dev("pact", 1, Pw("requires_no_military")) +
                       Dev("imperium", 8, Pw("military_vs", "target: \"keyword:rebel\" n: 4")));
  State s = PlaceState(*pack, 2);
  Build(s, 0, "imperium");
  Give(s, 0, "pact");
  Give(s, 0, "filler", 2);
  EXPECT_EQ(Do(s, 0, PlaceA("pact")), "");
}

// R18: requires_no_military looks at the empire before this round; the world placed with the
// development never affects it.
TEST(R18, SameRoundWorldNeverAffectsTheDevelopment) {
  auto pack = MakePack(Dev("pact", 1, Pw("requires_no_military")) +
                       World("armed", 1, "blue", "icons { military: 2 }"));
  State s = PlaceState(*pack, 2);
  Give(s, 0, "pact");
  Give(s, 0, "armed");
  Give(s, 0, "filler", 3);
  EXPECT_EQ(Do(s, 0, PlaceA("pact", "armed", pb::WORLD_MODE_PAY)), "");
}

// R18 (J4): a world's requires_no_military also looks at the empire before this round's
// placements: the military development placed with it does not count.
TEST(R18, SameRoundDevelopmentNeverAffectsTheWorld) {
  auto pack = MakePack(World("peaceful", 1, "blue", Pw("requires_no_military")) +
                       Dev("armed_dev", 1, "icons { military: 2 }") +
                       Dev("marines", 1, "icons { military: 1 }"));
  State s = PlaceState(*pack, 2);
  Give(s, 0, "peaceful");
  Give(s, 0, "armed_dev");
  Give(s, 0, "filler", 3);
  EXPECT_EQ(Do(s, 0, PlaceA("armed_dev", "peaceful", pb::WORLD_MODE_PAY)), "");
  // With military already in the empire it is refused.
  State t = PlaceState(*pack, 2);
  Build(t, 0, "marines");
  Give(t, 0, "peaceful");
  Give(t, 0, "filler", 3);
  EXPECT_EQ(Do(t, 0, PlaceA("", "peaceful", pb::WORLD_MODE_PAY)),
            "JUMP_DRIVE_REQUIRES_NO_MILITARY");
}

// J4 (seed "Order"): a card never discounts its own placement; this round's development
// discounts this round's world (PAY); a world never discounts itself.
TEST(J4, DiscountOrder) {
  auto pack = MakePack(
      Dev("dev_discounter", 3, Pw("cost_discount", "target: \"kind:development\" n: 1")) +
      Dev("mining_robots", 2, Pw("cost_discount", "target: \"color:brown\" n: 1")) +
      World("brown3", 3, "brown") +
      World("brown_self", 3, "brown", Pw("cost_discount", "target: \"color:brown\" n: 1")));
  State s = PlaceState(*pack, 2);
  Give(s, 0, "dev_discounter");
  Give(s, 0, "mining_robots");
  Give(s, 0, "brown3");
  Give(s, 0, "brown_self");
  Give(s, 0, "filler", 6);
  PlaceCost cost;
  Placement alone;
  alone.dev = Card(s, "dev_discounter");
  EXPECT_FALSE(JudgePlace(s, 0, alone, &cost));
  EXPECT_EQ(cost.dev, 2);  // 3 - 1 (no world); its own discount does not apply
  Placement both;
  both.dev = Card(s, "mining_robots");
  both.world = Card(s, "brown3");
  both.mode = Mode::kPay;
  EXPECT_FALSE(JudgePlace(s, 0, both, &cost));
  EXPECT_EQ(cost.dev, 2);    // a world is placed: full cost
  EXPECT_EQ(cost.world, 2);  // 3 - 1 from this round's Mining Robots
  Placement self;
  self.world = Card(s, "brown_self");
  self.mode = Mode::kPay;
  EXPECT_FALSE(JudgePlace(s, 0, self, &cost));
  EXPECT_EQ(cost.world, 3);  // its own discount does not apply
  // Once in the empire, the development discounts the next development.
  Build(s, 0, "dev_discounter");
  EXPECT_FALSE(JudgePlace(s, 0, alone, &cost));
  EXPECT_EQ(cost.dev, 1);  // 3 - 1 (empire) - 1 (no world)
}

// E13 (J4): the Survey Team.
TEST(E13, SurveyTeam) {
  auto pack = MakePack(World("w", 2, "blue"));
  State s = PlaceState(*pack, 2);
  Give(s, 0, "w");
  Give(s, 0, "filler", 3);
  PlaceCost cost;
  Placement alone;
  alone.dev = s.pack->survey;
  EXPECT_FALSE(JudgePlace(s, 0, alone, &cost));
  EXPECT_EQ(cost.dev, 0);
  Placement with = alone;
  with.world = Card(s, "w");
  with.mode = Mode::kPay;
  EXPECT_FALSE(JudgePlace(s, 0, with, &cost));
  EXPECT_EQ(cost.dev, 1);
  ASSERT_EQ(Do(s, 0, PlaceA("survey_team")), "");
  OthersExplore(s, 0);
  // Costs 0 and gives no draw: seat 0 is done at once.
  EXPECT_EQ(s.seats[0].step, Step::kNone);
  EXPECT_TRUE(s.seats[0].survey_used);
  for (const Draw& d : s.pending) EXPECT_NE(d.seat, 0);
  State t = PlaceState(*pack, 2);
  Build(t, 0, "survey_team");
  Give(t, 0, "filler", 2);
  EXPECT_EQ(Do(t, 0, PlaceA("survey_team")), "JUMP_DRIVE_SURVEY_TEAM_USED");
  // With a world: 1 + 2 paid, and no world-only draw (J5.2: the Survey Team is a development).
  State u = PlaceState(*pack, 2);
  Give(u, 0, "w");
  Give(u, 0, "filler", 3);
  ASSERT_EQ(Do(u, 0, PlaceA("survey_team", "w", pb::WORLD_MODE_PAY)), "");
  OthersExplore(u, 0);
  DrawAll(u, "filler");
  EXPECT_EQ(u.seats[0].step, Step::kPay);
  EXPECT_EQ(u.seats[0].owed, 3);
  PayWith(u, 0, "filler");
  EXPECT_EQ(u.seats[0].hand_size, 0);
  EXPECT_EQ(u.seats[0].step, Step::kNone);
  EXPECT_TRUE(u.pending.empty());
  EXPECT_TRUE(u.seats[0].survey_used);
}

// J4: the remaining codes.
TEST(J4, Violations) {
  auto pack = MakePack(Dev("d", 1) + World("w", 1, "blue") + MilWorld("m", 1, "blue"));
  State s = PlaceState(*pack, 2);
  Give(s, 0, "d");
  Give(s, 0, "w");
  Give(s, 0, "m");
  Give(s, 0, "filler", 3);
  EXPECT_EQ(Do(s, 0, PlaceA("", "", pb::WORLD_MODE_UNSPECIFIED)), "JUMP_DRIVE_NOTHING_PLACED");
  EXPECT_EQ(Do(s, 0, PlaceA("w")), "JUMP_DRIVE_NOT_A_DEVELOPMENT");
  EXPECT_EQ(Do(s, 0, PlaceA("", "d", pb::WORLD_MODE_PAY)), "JUMP_DRIVE_NOT_A_WORLD");
  EXPECT_EQ(Do(s, 0, PlaceA("", "w", pb::WORLD_MODE_UNSPECIFIED)), "JUMP_DRIVE_WRONG_MODE");
  EXPECT_EQ(Do(s, 0, PlaceA("d", "", pb::WORLD_MODE_PAY)), "JUMP_DRIVE_WRONG_MODE");
  EXPECT_EQ(Do(s, 0, PlaceA("", "w", pb::WORLD_MODE_CONQUER)), "JUMP_DRIVE_WRONG_MODE");
  EXPECT_EQ(Do(s, 0, PlaceA("", "m", pb::WORLD_MODE_PAY)), "JUMP_DRIVE_WRONG_MODE");
  EXPECT_EQ(Do(s, 1, PlaceA("d")), "JUMP_DRIVE_CARD_NOT_IN_HAND");
  EXPECT_EQ(Do(s, 0, PlaceA("nonesuch")), "JUMP_DRIVE_CARD_NOT_IN_HAND");
  EXPECT_EQ(Do(s, 0, PayA("filler")), "JUMP_DRIVE_WRONG_STEP");
  // Every listed placement is legal, and EXPLORE is always listed (J4 (d)).
  std::vector<pb::Action> legal;
  ListActions(s, 0, &legal);
  ASSERT_FALSE(legal.empty());
  EXPECT_TRUE(legal[0].has_explore());
  for (const pb::Action& a : legal) {
    State copy = s;
    EXPECT_EQ(Do(copy, 0, a), "") << a.ShortDebugString();
  }
}

// R10: a commit is final; the seat has nothing more to decide until the reveal.
TEST(R10, CommitIsFinal) {
  auto pack = MakePack(Dev("d", 1));
  State s = PlaceState(*pack, 3);
  Give(s, 0, "d");
  Give(s, 0, "filler", 2);
  ASSERT_EQ(Do(s, 0, ExploreA()), "");
  EXPECT_EQ(Do(s, 0, PlaceA("d")), "ARBITER_NOT_YOUR_TURN");
  EXPECT_EQ(s.phase, Phase::kPlace);
  EXPECT_TRUE(s.seats[0].committed);
}

}  // namespace
}  // namespace jump_drive
}  // namespace arbiter
