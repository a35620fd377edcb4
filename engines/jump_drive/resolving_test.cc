// J5 resolving: worked examples E4, E9, E10 and rulings R4, R5, R11, R12, R14, R16, R17.
#include "gtest/gtest.h"
#include "engines/jump_drive/test_util.h"

namespace arbiter {
namespace jump_drive {
namespace {

using namespace testing;  // NOLINT

// E4 (J5.4): 2 explore icons in the empire: X = 5, draw 7, discard 5; hand 3 -> 10 -> 5.
TEST(E4, ExploreDrawsXPlusTwoDiscardsX) {
  auto pack = MakePack(Dev("scout", 1, "icons { explore: 2 }"));
  State s = PlaceState(*pack, 2);
  Build(s, 0, "scout");
  Give(s, 0, "filler", 3);
  ASSERT_EQ(Do(s, 0, ExploreA()), "");
  OthersExplore(s, 0);
  EXPECT_EQ(s.pending.front().seat, 0);
  EXPECT_EQ(s.pending.front().count, 7);
  DrawAll(s, "filler");
  EXPECT_EQ(s.seats[0].hand_size, 10);
  EXPECT_EQ(s.seats[0].step, Step::kExploreDiscard);
  EXPECT_EQ(s.seats[0].owed, 5);
  for (int k = 0; k < 5; ++k) ASSERT_EQ(Do(s, 0, ExploreDiscardA("filler")), "");
  EXPECT_EQ(s.seats[0].hand_size, 5);
  EXPECT_EQ(s.seats[0].markers, 1);  // R1: the flipped marker stays
  // With no icons: draw 5, discard 3 (seat 1).
  EXPECT_EQ(s.seats[1].owed, 3);
  EXPECT_EQ(s.seats[1].hand_size, 5);
  // The flipped marker has no icons: the next X is still 5 for seat 0.
}

// R14 / R16: exactly X whenever the hand holds X; the whole hand only when the draws fell short.
TEST(R14, ExploreDiscardShortDraw) {
  auto pack = MakePack(Dev("scout", 1));
  State s = PlaceState(*pack, 2);
  // Leave 2 cards in the draw pile, none in the discard pile.
  Give(s, 0, "scout");
  Give(s, 1, "scout", 3);
  Give(s, 1, "filler", 18);
  ASSERT_EQ(s.draw_size, 2);
  ASSERT_EQ(Do(s, 0, ExploreA()), "");
  ASSERT_EQ(Do(s, 1, ExploreA()), "");
  // Seat 0 asks 5: 2 come, then the draw is short (J10); X = 3 but the hand holds 3.
  DrawAll(s, "filler");
  EXPECT_EQ(s.seats[0].hand_size, 3);
  EXPECT_EQ(s.seats[0].owed, 3);
  EXPECT_EQ(Do(s, 0, ExploreDiscardA("filler")), "");
  pb::Action two = ExploreDiscardA("filler");
  two.mutable_explore_discard()->add_cards("scout");
  EXPECT_EQ(Do(s, 0, two), "JUMP_DRIVE_DISCARD_COUNT");
}

// E9 (J5.3, R5): Colony Convoy and Mining Robots.
class E9 : public ::testing::Test {
 protected:
  void SetUp() override {
    pack_ = MakePack(Dev("colony_convoy", 1, Pw("colony_convoy", "discount: 2")) +
                     Dev("military_convoy", 1, "icons { military: 1 } " + Pw("military_convoy")) +
                     Dev("mining_robots", 1, Pw("cost_discount", "target: \"color:brown\" n: 1")) +
                     World("brown3", 3, "brown") + World("brown4", 4, "brown") +
                     MilWorld("mil2", 2, "brown") + MilWorld("mil1", 1, "blue"));
    s_ = PlaceState(*pack_, 2);
    Build(s_, 0, "colony_convoy");
    Build(s_, 0, "mining_robots");
    Give(s_, 0, "brown3");
    Give(s_, 0, "brown4");
    Give(s_, 0, "mil2");
    Give(s_, 0, "filler", 5);
  }
  std::shared_ptr<const Pack> pack_;
  State s_;
};

TEST_F(E9, PayThenDrawThenConvoyPaysOneAndLeaves) {
  ASSERT_EQ(Do(s_, 0, PlaceA("", "brown3", pb::WORLD_MODE_PAY)), "");
  OthersExplore(s_, 0);
  DrawAll(s_, "filler");
  EXPECT_EQ(s_.seats[0].owed, 2);
  PayWith(s_, 0, "filler");
  ASSERT_EQ(s_.seats[0].step, Step::kBonusDraw);
  DrawAll(s_, "filler");  // the one bonus card
  ASSERT_EQ(s_.seats[0].step, Step::kConvoy);
  EXPECT_EQ(Do(s_, 0, ConvoyA("mil2")), "JUMP_DRIVE_CONVOY_NOT_ALLOWED");
  const int discard = s_.discard_size;
  ASSERT_EQ(Do(s_, 0, ConvoyA("brown4")), "");
  EXPECT_EQ(s_.seats[0].owed, 1);  // 4 - 2 - 1
  EXPECT_FALSE(HasCard(s_.seats[0].empire, Card(s_, "colony_convoy")));
  EXPECT_EQ(s_.discard_size, discard + 1);
  PayWith(s_, 0, "filler");
  EXPECT_EQ(s_.seats[0].step, Step::kNone);
  EXPECT_TRUE(s_.pending.empty());  // no second draw
}

// R16: the explore discard is exactly X when the hand holds X (E4's numbers: 1 of 5 is not
// enough, the step stays until 5 are discarded).
TEST(R16, ExactlyX) {
  auto pack = MakePack("");
  State s = PlaceState(*pack, 2);
  Give(s, 0, "filler", 3);
  ASSERT_EQ(Do(s, 0, ExploreA()), "");
  OthersExplore(s, 0);
  DrawAll(s, "filler");
  ASSERT_EQ(s.seats[0].owed, 3);
  ASSERT_EQ(Do(s, 0, ExploreDiscardA("filler")), "");
  EXPECT_EQ(s.seats[0].step, Step::kExploreDiscard);
  EXPECT_EQ(s.seats[0].owed, 2);
  EXPECT_EQ(Do(s, 0, PlaceA("filler")), "JUMP_DRIVE_WRONG_STEP");
}

TEST_F(E9, FirstWorldConqueredIsNotAllowed) {
  Build(s_, 0, "military_convoy");  // so that CONVOY is offered after a conquest
  Give(s_, 0, "mil1");
  ASSERT_EQ(Do(s_, 0, PlaceA("", "mil1", pb::WORLD_MODE_CONQUER)), "");
  OthersExplore(s_, 0);
  DrawAll(s_, "filler");
  ASSERT_EQ(s_.seats[0].step, Step::kConvoy);
  EXPECT_EQ(Do(s_, 0, ConvoyA("brown4")), "JUMP_DRIVE_CONVOY_NOT_ALLOWED");
  EXPECT_EQ(Do(s_, 0, DeclineA()), "");
  EXPECT_EQ(s_.seats[0].step, Step::kNone);
}

// E10 (J5.3): Military Convoy (1), Space Marines (2), Drop Ships (3): G = 6.
TEST(E10, MilitaryConvoyLeftover) {
  auto pack = MakePack(Dev("military_convoy", 1, "icons { military: 1 } " + Pw("military_convoy")) +
                       Dev("space_marines", 2, "icons { military: 2 }") +
                       Dev("drop_ships", 4, "icons { military: 3 }") +
                       Dev("imperium", 8, Pw("military_vs", "target: \"keyword:rebel\" n: 4")) +
                       MilWorld("first", 2, "blue", "icons { military: 1 }") +
                       MilWorld("d5", 5, "blue") + MilWorld("d6", 6, "blue") +
                       MilWorld("rebel9", 9, "gray", "keywords: \"rebel\""));
  auto setup = [&](bool imperium) {
    State s = PlaceState(*pack, 2);
    Build(s, 0, "military_convoy");
    Build(s, 0, "space_marines");
    Build(s, 0, "drop_ships");
    if (imperium) Build(s, 0, "imperium");
    for (const char* w : {"first", "d5", "d6", "rebel9"}) Give(s, 0, w);
    EXPECT_EQ(GeneralMilitary(*pack, s.seats[0].empire), 6);
    EXPECT_EQ(Do(s, 0, PlaceA("", "first", pb::WORLD_MODE_CONQUER)), "");
    OthersExplore(s, 0);
    DrawAll(s, "filler");
    EXPECT_EQ(s.seats[0].step, Step::kConvoy);
    return s;
  };
  State s = setup(false);
  EXPECT_EQ(Do(s, 0, ConvoyA("d6")), "JUMP_DRIVE_MILITARY_TOO_LOW");
  EXPECT_EQ(Do(s, 0, ConvoyA("rebel9")), "JUMP_DRIVE_MILITARY_TOO_LOW");
  ASSERT_EQ(Do(s, 0, ConvoyA("d5")), "");
  EXPECT_TRUE(HasCard(s.seats[0].empire, Card(s, "military_convoy")));  // R5: it stays
  EXPECT_EQ(s.seats[0].step, Step::kNone);
  State t = setup(true);
  EXPECT_EQ(Do(t, 0, ConvoyA("rebel9")), "");  // 5 + 4 = 9
}

// R4: convoy_same_round (default true) lets this round's convoy give the second world.
TEST(R4, ConvoySameRound) {
  auto pack = MakePack(Dev("colony_convoy", 1, Pw("colony_convoy", "discount: 2")) +
                       World("w1", 1, "blue") + World("w2", 2, "blue"));
  for (bool same_round : {true, false}) {
    State s = PlaceState(*pack, 2);
    s.options.convoy_same_round = same_round;
    Give(s, 0, "colony_convoy");
    Give(s, 0, "w1");
    Give(s, 0, "w2");
    Give(s, 0, "filler", 4);
    ASSERT_EQ(Do(s, 0, PlaceA("colony_convoy", "w1", pb::WORLD_MODE_PAY)), "");
    OthersExplore(s, 0);
    DrawAll(s, "filler");
    PayWith(s, 0, "filler");
    EXPECT_EQ(s.seats[0].step, same_round ? Step::kConvoy : Step::kNone) << same_round;
    if (same_round) {
      ASSERT_EQ(Do(s, 0, ConvoyA("w2")), "");
      EXPECT_EQ(s.seats[0].step, Step::kNone);  // 2 - 2 = 0: nothing to pay
      // Two convoys never give a third world: no further convoy step this round.
    }
  }
}

// R5: a military world paid through Contact Specialist is not a Colony Convoy's first world.
TEST(R5, ContactedWorldDoesNotQualify) {
  auto pack = MakePack(Dev("colony_convoy", 1, Pw("colony_convoy", "discount: 2")) +
                       Dev("cs", 1, Pw("contact_specialist", "exclude: \"color:yellow\" discount: 1")) +
                       MilWorld("m", 2, "blue") + World("w", 2, "blue"));
  State s = PlaceState(*pack, 2);
  Build(s, 0, "colony_convoy");
  Build(s, 0, "cs");
  Give(s, 0, "m");
  Give(s, 0, "w");
  Give(s, 0, "filler", 4);
  ASSERT_EQ(Do(s, 0, PlaceA("", "m", pb::WORLD_MODE_CONTACT)), "");
  OthersExplore(s, 0);
  DrawAll(s, "filler");
  PayWith(s, 0, "filler");
  DrawAll(s, "filler");
  ASSERT_EQ(s.seats[0].step, Step::kConvoy);
  EXPECT_EQ(Do(s, 0, ConvoyA("w")), "JUMP_DRIVE_CONVOY_NOT_ALLOWED");
}

// R11: the payment is chosen after the reveal, once for both cards; PAY names one card.
TEST(R11, OnePaymentAfterReveal) {
  auto pack = MakePack(Dev("d", 2) + World("w", 2, "blue"));
  State s = PlaceState(*pack, 2);
  Give(s, 0, "d");
  Give(s, 0, "w");
  Give(s, 0, "filler", 4);
  ASSERT_EQ(Do(s, 0, PlaceA("d", "w", pb::WORLD_MODE_PAY)), "");
  EXPECT_EQ(s.seats[0].step, Step::kNone);  // nothing paid before the reveal
  EXPECT_EQ(s.seats[0].hand_size, 6);
  ASSERT_EQ(Do(s, 1, ExploreA()), "");
  DrawAll(s, "filler");
  EXPECT_EQ(s.seats[0].step, Step::kPay);
  EXPECT_EQ(s.seats[0].owed, 4);
  pb::Action two = PayA("filler");
  two.mutable_pay()->add_cards("filler");
  EXPECT_EQ(Do(s, 0, two), "JUMP_DRIVE_PAYMENT_COUNT");
  pb::Action none;
  none.mutable_pay();
  EXPECT_EQ(Do(s, 0, none), "JUMP_DRIVE_PAYMENT_COUNT");
  EXPECT_EQ(Do(s, 0, PayA("d")), "JUMP_DRIVE_CARD_NOT_IN_HAND");  // it is in the empire now
  PayWith(s, 0, "filler");
  EXPECT_EQ(s.seats[0].hand_size, 0);
}

// R12: the world-only draw comes after paying and before the convoy, so the drawn card may be
// paid or placed by the convoy.
TEST(R12, BonusCardUsableByConvoy) {
  auto pack = MakePack(Dev("colony_convoy", 1, Pw("colony_convoy", "discount: 2")) +
                       World("w1", 1, "blue") + World("w2", 2, "blue"));
  State s = PlaceState(*pack, 2);
  Build(s, 0, "colony_convoy");
  Give(s, 0, "w1");
  Give(s, 0, "filler", 1);
  ASSERT_EQ(Do(s, 0, PlaceA("", "w1", pb::WORLD_MODE_PAY)), "");
  OthersExplore(s, 0);
  DrawAll(s, "filler");
  PayWith(s, 0, "filler");
  ASSERT_EQ(s.seats[0].step, Step::kBonusDraw);
  ASSERT_EQ(s.seats[0].hand_size, 0);
  ASSERT_EQ(Do(s, kChance, ChanceA("w2")), "");
  ASSERT_EQ(s.seats[0].step, Step::kConvoy);
  EXPECT_EQ(Do(s, 0, ConvoyA("w2")), "");
}

// R17: a convoy world that falls short gets the first world's codes.
TEST(R17, ShortfallCodes) {
  auto pack = MakePack(Dev("colony_convoy", 1, Pw("colony_convoy", "discount: 1")) +
                       World("w1", 0, "blue") + World("w5", 5, "blue") + Dev("d", 1));
  State s = PlaceState(*pack, 2);
  Build(s, 0, "colony_convoy");
  Give(s, 0, "w1");
  Give(s, 0, "w5");
  Give(s, 0, "d");
  Give(s, 0, "filler", 1);
  ASSERT_EQ(Do(s, 0, PlaceA("", "w1", pb::WORLD_MODE_PAY)), "");
  OthersExplore(s, 0);
  DrawAll(s, "filler");
  ASSERT_EQ(s.seats[0].step, Step::kConvoy);
  EXPECT_EQ(Do(s, 0, ConvoyA("w5")), "JUMP_DRIVE_CANNOT_AFFORD");  // 4 of 3 left
  EXPECT_EQ(Do(s, 0, ConvoyA("d")), "JUMP_DRIVE_NOT_A_WORLD");
  EXPECT_EQ(Do(s, 0, PayA("filler")), "JUMP_DRIVE_WRONG_STEP");
}

// R4: two convoys never give a third world. Two Colony Convoys in the empire: the first gives
// the second world and leaves; the other stays, and nothing more is offered this round.
TEST(R4, TwoConvoysNeverGiveAThirdWorld) {
  auto pack = MakePack(Dev("colony_convoy", 1, Pw("colony_convoy", "discount: 2")) +
                       World("w1", 1, "blue") + World("w2", 2, "blue") + World("w3", 2, "blue"));
  State s = PlaceState(*pack, 2);
  Build(s, 0, "colony_convoy");
  Build(s, 0, "colony_convoy");
  Give(s, 0, "w1");
  Give(s, 0, "w2");
  Give(s, 0, "w3");
  Give(s, 0, "filler", 2);
  ASSERT_EQ(Do(s, 0, PlaceA("", "w1", pb::WORLD_MODE_PAY)), "");
  OthersExplore(s, 0);
  DrawAll(s, "filler");
  PayWith(s, 0, "filler");
  DrawAll(s, "filler");  // the world-only card
  ASSERT_EQ(s.seats[0].step, Step::kConvoy);
  ASSERT_EQ(Do(s, 0, ConvoyA("w2")), "");  // 2 - 2 = 0
  EXPECT_EQ(s.seats[0].step, Step::kNone);
  int convoys = 0;
  for (int c : s.seats[0].empire) convoys += c == Card(s, "colony_convoy");
  EXPECT_EQ(convoys, 1);
  EXPECT_EQ(Do(s, 0, ConvoyA("w3")), "ARBITER_NOT_YOUR_TURN");
  EXPECT_EQ(s.seats[0].hand[Card(s, "w3")], 1);
}

// R14: the draws fell short and the hand holds fewer than X: the whole hand is discarded.
// Hand 0, X = 3 asks 5, only 2 come: discard 2, hand 0.
TEST(R14, ShortDrawDiscardsWholeHand) {
  auto pack = MakePack("");
  State s = PlaceState(*pack, 2);
  Give(s, 1, "filler", 18);
  ASSERT_EQ(s.draw_size, 2);
  ASSERT_EQ(Do(s, 0, ExploreA()), "");
  ASSERT_EQ(Do(s, 1, PlaceA("survey_team")), "");  // costs 0, no draw
  DrawAll(s, "filler");
  EXPECT_EQ(s.seats[0].hand_size, 2);
  EXPECT_EQ(s.seats[0].step, Step::kExploreDiscard);
  EXPECT_EQ(s.seats[0].owed, 2);
  ASSERT_EQ(Do(s, 0, ExploreDiscardA("filler")), "");
  ASSERT_EQ(Do(s, 0, ExploreDiscardA("filler")), "");
  EXPECT_EQ(s.seats[0].hand_size, 0);
  EXPECT_EQ(s.seats[0].step, Step::kNone);
}

// R16: the draws fell short but the hand still holds X: exactly X (hand 4, 2 of 5 come, 6 in
// hand, discard 3, keep 3).
TEST(R16, ShortDrawStillExactlyX) {
  auto pack = MakePack("");
  State s = PlaceState(*pack, 2);
  Give(s, 0, "filler", 4);
  Give(s, 1, "filler", 14);
  ASSERT_EQ(s.draw_size, 2);
  ASSERT_EQ(Do(s, 0, ExploreA()), "");
  ASSERT_EQ(Do(s, 1, PlaceA("survey_team")), "");
  DrawAll(s, "filler");
  EXPECT_EQ(s.seats[0].hand_size, 6);
  EXPECT_EQ(s.seats[0].owed, 3);
  for (int k = 0; k < 3; ++k) ASSERT_EQ(Do(s, 0, ExploreDiscardA("filler")), "");
  EXPECT_EQ(s.seats[0].hand_size, 3);
  EXPECT_EQ(s.seats[0].step, Step::kNone);
}

// J5.3 (seed "Order"): the first world's own discount applies to the Colony Convoy's second
// world: brown4 costs 4 - 2 - 1 = 1 with a brown-discounting first world.
TEST(J5, ColonyConvoyFirstWorldDiscountsTheSecond) {
  auto pack = MakePack(Dev("colony_convoy", 1, Pw("colony_convoy", "discount: 2")) +
                       World("robot_world", 1, "brown",
                             Pw("cost_discount", "target: \"color:brown\" n: 1")) +
                       World("brown4", 4, "brown"));
  State s = PlaceState(*pack, 2);
  Build(s, 0, "colony_convoy");
  Give(s, 0, "robot_world");
  Give(s, 0, "brown4");
  Give(s, 0, "filler", 2);
  ASSERT_EQ(Do(s, 0, PlaceA("", "robot_world", pb::WORLD_MODE_PAY)), "");
  OthersExplore(s, 0);
  DrawAll(s, "filler");
  EXPECT_EQ(s.seats[0].owed, 1);  // its own discount does not apply to itself
  PayWith(s, 0, "filler");
  DrawAll(s, "filler");
  ASSERT_EQ(s.seats[0].step, Step::kConvoy);
  ASSERT_EQ(Do(s, 0, ConvoyA("brown4")), "");
  EXPECT_EQ(s.seats[0].step, Step::kConvoyPay);
  EXPECT_EQ(s.seats[0].owed, 1);
}

// R5: in the Military Convoy's leftover a military_vs bonus applies to each matching world, the
// first (S1) as well as the second (S2). Military Convoy(1) + Space Marines(2) + Imperium(rebel
// +4): G = 3; conquer a defence-5 Rebel world (3 + 4): leftover 3 - max(0, 5 - 4) = 2, so a
// defence-2 world is legal and defence 3 is not; a defence-6 Rebel world is (2 + 4), 7 is not.
TEST(R5, MilitaryVsForBothWorlds) {
  auto pack = MakePack(Dev("military_convoy", 1, "icons { military: 1 } " + Pw("military_convoy")) +
                       Dev("space_marines", 2, "icons { military: 2 }") +
                       Dev("imperium", 8, Pw("military_vs", "target: \"keyword:rebel\" n: 4")) +
                       MilWorld("rebel5", 5, "gray", "keywords: \"rebel\"") +
                       MilWorld("d2", 2, "blue") + MilWorld("d3", 3, "blue") +
                       MilWorld("rebel6", 6, "gray", "keywords: \"rebel\"") +
                       MilWorld("rebel7", 7, "gray", "keywords: \"rebel\""));
  State s = PlaceState(*pack, 2);
  for (const char* c : {"military_convoy", "space_marines", "imperium"}) Build(s, 0, c);
  for (const char* w : {"rebel5", "d2", "d3", "rebel6", "rebel7"}) Give(s, 0, w);
  ASSERT_EQ(GeneralMilitary(*pack, s.seats[0].empire), 3);
  ASSERT_EQ(Do(s, 0, PlaceA("", "rebel5", pb::WORLD_MODE_CONQUER)), "");
  OthersExplore(s, 0);
  DrawAll(s, "filler");
  ASSERT_EQ(s.seats[0].step, Step::kConvoy);
  EXPECT_EQ(Do(s, 0, ConvoyA("d3")), "JUMP_DRIVE_MILITARY_TOO_LOW");
  EXPECT_EQ(Do(s, 0, ConvoyA("rebel7")), "JUMP_DRIVE_MILITARY_TOO_LOW");
  int convoy = -1, cost = -1;
  EXPECT_FALSE(JudgeConvoy(s, 0, Card(s, "rebel6"), &convoy, &cost));
  EXPECT_EQ(convoy, Card(s, "military_convoy"));
  EXPECT_EQ(cost, 0);  // conquered: no cards paid
  ASSERT_EQ(Do(s, 0, ConvoyA("d2")), "");
  EXPECT_EQ(s.seats[0].step, Step::kNone);
}

// J5.2 (seed: "after paying for or conquering it, draw 1 card"): a world conquered alone draws
// its one card too; a development with it draws none.
TEST(J5, WorldOnlyBonusAfterConquest) {
  auto pack = MakePack(MilWorld("m2", 2, "blue") + Dev("marines", 2, "icons { military: 2 }") +
                       Dev("d0", 0));
  State s = PlaceState(*pack, 2);
  Build(s, 0, "marines");
  Give(s, 0, "m2", 2);
  Give(s, 0, "d0");
  ASSERT_EQ(Do(s, 0, PlaceA("", "m2", pb::WORLD_MODE_CONQUER)), "");
  ASSERT_EQ(Do(s, 1, PlaceA("survey_team")), "");
  EXPECT_EQ(s.seats[0].step, Step::kBonusDraw);  // nothing to pay
  ASSERT_EQ(s.pending.size(), 1u);
  EXPECT_EQ(s.pending.front().seat, 0);
  EXPECT_EQ(s.pending.front().count, 1);
  DrawAll(s, "filler");
  EXPECT_EQ(s.seats[0].hand_size, 3);  // 3 - 1 placed + 1 drawn
  EXPECT_EQ(s.round, 2);               // nothing else was owed: the round is over
  State t = PlaceState(*pack, 2);
  Build(t, 0, "marines");
  Give(t, 0, "m2");
  Give(t, 0, "d0");
  ASSERT_EQ(Do(t, 0, PlaceA("d0", "m2", pb::WORLD_MODE_CONQUER)), "");
  ASSERT_EQ(Do(t, 1, PlaceA("survey_team")), "");
  EXPECT_TRUE(t.pending.empty());
  EXPECT_EQ(t.round, 2);  // no draw: the round ended at the reveal
  EXPECT_EQ(t.seats[0].hand_size, 0);
}

}  // namespace
}  // namespace jump_drive
}  // namespace arbiter
