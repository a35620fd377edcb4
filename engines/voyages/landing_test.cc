// V8: landing, the first stop, repeatable markets, what a stop offers; R5; worked example E5;
// SELL (V9) and the follow-up codes.
#include "engines/voyages/test_util.h"
#include "engines/voyages/violations.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace voyages {
namespace {

using testing::At;
using testing::Do;
using testing::Fresh;
using testing::SailA;
using testing::SellA;

// E5 (V8, R5): from the start, NE 2: (1, 1), (2, 0) lands on the settlement: +1 sailor;
// holding 2 spice, SELL spice 2 gives 10 gold.
TEST(Landing, E5_SettlementFirstStop) {
  State s = Fresh(2, {2, 2, 1});
  Sheet& me = s.sheets[0];
  me.cargo[0] = 2;
  ASSERT_EQ(Do(s, 0, SailA(0, 1, 2, {}, 0, 0)), "");
  EXPECT_EQ(me.ship, At(2, 0));
  EXPECT_EQ(me.ready_regular, 7);
  EXPECT_EQ(me.step, Step::kFollowUp);
  EXPECT_EQ(me.stop, Stop::kFirst);
  ASSERT_EQ(Do(s, 0, SellA("spice", 2)), "");
  EXPECT_EQ(me.sales_gold, 10);
  EXPECT_EQ(me.cargo[0], 0);
  EXPECT_EQ(me.cargo_sold, 2);
  EXPECT_EQ(Do(s, 0, SellA("spice", 1)), kNotOffered.code);  // one SELL a turn
  ASSERT_EQ(Do(s, 0, testing::EndA()), "");
  EXPECT_EQ(me.step, Step::kDone);
}

// E5 (R5): a later stop there gives no sailor, but SELL is offered again (repeatable).
TEST(Landing, E5_LaterStopMarketOnly) {
  State s = Fresh(2, {2, 2, 1});
  Sheet& me = s.sheets[0];
  me.collected.set(At(2, 0));
  me.cargo[0] = 1;
  ASSERT_EQ(Do(s, 0, SailA(0, 1, 2, {}, 0, 0)), "");
  EXPECT_EQ(me.ready_regular, 6);
  EXPECT_EQ(me.stop, Stop::kAgain);
  EXPECT_TRUE(SellOffered(s, 0));
  ASSERT_EQ(Do(s, 0, SellA("spice", 1)), "");
  EXPECT_EQ(me.sales_gold, 5);
}

// E5 (V8): passing through (2, 0) gives nothing: W 2 from (3, 0) ends at (1, 0).
TEST(Landing, E5_PassingThroughGivesNothing) {
  State s = Fresh(2, {6, 2, 1});
  testing::Place(s, 0, 3, 0);
  ASSERT_EQ(Do(s, 0, SailA(0, 1, 2, {}, 0, 0)), "");
  const Sheet& me = s.sheets[0];
  EXPECT_EQ(me.ship, At(1, 0));
  EXPECT_EQ(me.ready_regular, 6);
  EXPECT_FALSE(me.collected.test(At(2, 0)));
}

// V8: nothing to sell there (no spice held): the stop offers nothing and the turn closes.
TEST(Landing, V8_NothingOfferedClosesTheTurn) {
  State s = Fresh(2, {2, 2, 1});
  ASSERT_EQ(Do(s, 0, SailA(0, 1, 2, {}, 0, 0)), "");
  EXPECT_EQ(s.sheets[0].step, Step::kDone);
}

// R5: a second space of a visited island gives nothing (a map where Palm has two spaces, the
// second paying 5 gold).
TEST(Landing, R5_SecondSpaceOfAVisitedIsland) {
  pb::MapPack m = testing::TwTestMessage();
  for (pb::Space& sp : *m.mutable_spaces()) {
    if (sp.q() == 3 && sp.r() == 3) {
      sp.set_kind("island");
      sp.set_island("palm");
      sp.clear_region();
      pb::Effect* e = sp.add_effects();
      e->set_kind("gain_gold");
      e->set_n(5);
    }
  }
  absl::StatusOr<std::shared_ptr<const Pack>> pack = BuildPack(m, "test");
  ASSERT_TRUE(pack.ok()) << pack.status();
  State s = Fresh(2, {4, 1, 1});  // SE 1
  s.pack = pack->get();
  Sheet& me = s.sheets[0];
  me.islands = 1;  // Palm visited from (3, 2)
  me.ship = (*pack)->Find(3, 2);
  me.collected.set(me.ship);
  ASSERT_EQ(Do(s, 0, SailA(0, 1, 2, {}, 0, 0)), "");
  EXPECT_EQ(me.ship, (*pack)->Find(3, 3));
  EXPECT_EQ(me.gold, 0);
  // The same space first on an unvisited Palm pays.
  State t = Fresh(2, {4, 1, 1});
  t.pack = pack->get();
  t.sheets[0].ship = (*pack)->Find(3, 2);
  t.sheets[0].collected.set(t.sheets[0].ship);
  ASSERT_EQ(Do(t, 0, SailA(0, 1, 2, {}, 0, 0)), "");
  EXPECT_EQ(t.sheets[0].gold, 5);
  EXPECT_EQ(t.sheets[0].islands, 1u);
}

// V9 / V3: SELL's own refusals, and the steps: SELL, END_TURN, DEFEAT_DREAD before sailing,
// SAIL twice, DEFEAT_DREAD at a market.
TEST(Landing, V9_SaleRefusalsAndSteps) {
  State s = Fresh(2, {2, 2, 1});
  EXPECT_EQ(Do(s, 0, SellA("spice", 1)), kWrongStep.code);
  EXPECT_EQ(Do(s, 0, testing::EndA()), kWrongStep.code);
  EXPECT_EQ(Do(s, 0, testing::DefeatA()), kWrongStep.code);
  s.sheets[0].cargo[0] = 2;
  ASSERT_EQ(Do(s, 0, SailA(0, 1, 2, {}, 0, 0)), "");
  EXPECT_EQ(Do(s, 0, SailA(0, 1, 2, {}, 0, 0)), kWrongStep.code);
  EXPECT_EQ(Do(s, 0, SellA("spice", 3)), kBadSale.code);
  EXPECT_EQ(Do(s, 0, SellA("spice", 0)), kBadSale.code);
  EXPECT_EQ(Do(s, 0, SellA("gold", 1)), kBadSale.code);
  pb::Action twice = SellA("spice", 1);
  *twice.mutable_sell()->add_cargo() = twice.sell().cargo(0);
  EXPECT_EQ(Do(s, 0, twice), kBadSale.code);
  EXPECT_EQ(Do(s, 0, testing::DefeatA()), kNotOffered.code);
}

}  // namespace
}  // namespace voyages
}  // namespace arbiter
