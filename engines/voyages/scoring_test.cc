// V11 scoring: the categories, R7 (ocean_scoring), R8 (unsold cargo), shared ties; worked
// example E8.
#include "engines/voyages/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace voyages {
namespace {

using testing::Fresh;

// E8's sheet: Palm and Crown visited, 3 regions, 2 spice sold, 1 held, 2 ready heroic and 1
// exhausted heroic, the Dread defeated, 3 stars.
Sheet E8Sheet(const State& s) {
  Sheet me = s.sheets[0];
  me.islands = 0b11;
  me.regions = 0b111;
  me.sales_gold = 10;
  me.cargo_sold = 2;
  me.cargo[0] = 1;
  me.ready_regular = 0;
  me.ready_heroic = 2;
  me.exhausted_heroic = 1;
  me.dread_defeated = true;
  me.stars = 3;
  return me;
}

// E8 (V11, R7, R8): 10 + 9 + 10 + 1 + 4 + 14 + 9 = 57 gold under `table`.
TEST(Scoring, E8_Table) {
  State s = Fresh(1, {1, 1, 1});
  s.sheets[0] = E8Sheet(s);
  const pb::Score sc = ScoreOf(s, 0);
  EXPECT_EQ(sc.islands(), 10);
  EXPECT_EQ(sc.oceans(), 9);
  EXPECT_EQ(sc.cargo(), 11);
  EXPECT_EQ(sc.heroes(), 4);
  EXPECT_EQ(sc.dread(), 14);
  EXPECT_EQ(sc.stars(), 9);
  EXPECT_EQ(sc.total(), 57);
}

// E8 (R7): under `cumulative` the 3 regions give 1 + 4 + 9 = 14: 62.
TEST(Scoring, E8_R7_Cumulative) {
  Options o;
  o.cumulative = true;
  State s = Fresh(1, {1, 1, 1}, o);
  s.sheets[0] = E8Sheet(s);
  EXPECT_EQ(ScoreOf(s, 0).oceans(), 14);
  EXPECT_EQ(ScoreOf(s, 0).total(), 62);
  s.sheets[0].regions = 0;
  EXPECT_EQ(ScoreOf(s, 0).oceans(), 0);  // none explored: 0
}

// R8: held cargo scores its type's unsold_value from the pack (a map paying 2 a piece).
TEST(Scoring, R8_UnsoldValueFromThePack) {
  pb::MapPack m = testing::TwTestMessage();
  m.mutable_cargo(0)->set_unsold_value(2);
  absl::StatusOr<std::shared_ptr<const Pack>> pack = BuildPack(m, "test");
  ASSERT_TRUE(pack.ok());
  State s = Fresh(1, {1, 1, 1});
  s.pack = pack->get();
  s.sheets[0].cargo[0] = 3;
  s.sheets[0].sales_gold = 5;
  EXPECT_EQ(ScoreOf(s, 0).cargo(), 5 + 3 * 2);
}

// V11: gain_gold adds; most gold wins; tied seats share the win.
TEST(Scoring, V11_SharedTies) {
  State s = Fresh(3, {1, 1, 1});
  s.sheets[0].gold = 5;
  s.sheets[1].gold = 5;
  s.sheets[2].gold = 4;
  EXPECT_EQ(ScoreOf(s, 0).total(), 5);
  EXPECT_EQ(Ranks(s), (std::vector<int>{1, 1, 3}));
}

}  // namespace
}  // namespace voyages
}  // namespace arbiter
