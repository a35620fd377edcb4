// V9 dread: DEFEAT_DREAD, its costs, R13; worked example E6.
#include "engines/voyages/test_util.h"
#include "engines/voyages/violations.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace voyages {
namespace {

using testing::At;
using testing::DefeatA;
using testing::Do;
using testing::EndA;
using testing::Fresh;
using testing::SailA;

// A stop on the Dread: SE 2 from (6, 2), duty 1.
State AtTheDread(int ready, int heroic = 0, bool defeated = false) {
  State s = Fresh(2, {4, 2, 1});
  testing::Place(s, 0, 6, 2);
  Sheet& me = s.sheets[0];
  me.ready_regular = ready;
  me.exhausted_regular = 6 - ready;
  me.ready_heroic = heroic;
  me.dread_defeated = defeated;
  EXPECT_EQ(Do(s, 0, SailA(0, 1, 2, {}, 0, 0)), "");
  EXPECT_EQ(me.ship, At(6, 4));
  return s;
}

// E6 (V9, R13): a stop on (6, 4) with 2 ready sailors: DEFEAT_DREAD is VY_DREAD_COST, the Dread
// stays open (and ending the turn costs nothing).
TEST(Dread, E6_R13_TooFewSailorsNoPenalty) {
  State s = AtTheDread(2);
  EXPECT_EQ(s.sheets[0].step, Step::kFollowUp);
  EXPECT_EQ(Do(s, 0, DefeatA()), kDreadCost.code);
  EXPECT_FALSE(s.sheets[0].dread_defeated);
  EXPECT_TRUE(DreadOffered(s, 0));
  EXPECT_EQ(Do(s, 0, EndA()), "");
  EXPECT_EQ(s.sheets[0].stars, 0);
}

// E6: a later stop with 4 ready: DEFEAT_DREAD exhausts 3, +1 star, 14 gold at the end; a
// second one is VY_ALREADY_DEFEATED.
TEST(Dread, E6_DefeatedOnce) {
  State s = AtTheDread(4);
  Sheet& me = s.sheets[0];
  me.collected.set(At(6, 4));
  ASSERT_EQ(Do(s, 0, DefeatA()), "");
  EXPECT_TRUE(me.dread_defeated);
  EXPECT_EQ(me.ready_regular, 1);
  EXPECT_EQ(me.stars, 1);
  EXPECT_EQ(ScoreOf(s, 0).dread(), 14);
  EXPECT_EQ(Do(s, 0, DefeatA()), kAlreadyDefeated.code);
  ASSERT_EQ(Do(s, 0, EndA()), "");
  // A later stop offers nothing more: the turn closes itself.
  State t = AtTheDread(4, 0, /*defeated=*/true);
  EXPECT_FALSE(DreadOffered(t, 0));
  EXPECT_EQ(t.sheets[0].step, Step::kDone);
}

// V9: exhaust_ready takes any ready sailors; the action says how many are heroic.
TEST(Dread, V9_HeroicSplit) {
  State s = AtTheDread(2, 2);
  Sheet& me = s.sheets[0];
  EXPECT_EQ(Do(s, 0, DefeatA(0)), kDreadCost.code);  // 3 regular, 2 ready
  EXPECT_EQ(Do(s, 0, DefeatA(3)), kDreadCost.code);  // 3 heroic, 2 ready
  ASSERT_EQ(Do(s, 0, DefeatA(1)), "");
  EXPECT_EQ(me.ready_heroic, 1);
  EXPECT_EQ(me.exhausted_heroic, 1);
  EXPECT_EQ(me.ready_regular, 0);
}

// V9: the other costs, exhaust_heroic and pay_cargo (a map whose Dread asks for them).
TEST(Dread, V9_OtherCosts) {
  for (const char* kind : {"exhaust_heroic", "pay_cargo"}) {
    pb::MapPack m = testing::TwTestMessage();
    for (pb::Space& sp : *m.mutable_spaces()) {
      if (sp.kind() != "dread") continue;
      pb::DreadCost* c = sp.mutable_effects(0)->mutable_cost();
      c->set_kind(kind);
      c->set_n(2);
      if (std::string(kind) == "pay_cargo") c->set_type("spice");
    }
    absl::StatusOr<std::shared_ptr<const Pack>> pack = BuildPack(m, "test");
    ASSERT_TRUE(pack.ok()) << pack.status();
    State s = Fresh(2, {4, 2, 1});
    s.pack = pack->get();
    testing::Place(s, 0, 6, 2);
    Sheet& me = s.sheets[0];
    me.ready_heroic = 1;
    me.cargo[0] = 1;
    ASSERT_EQ(Do(s, 0, SailA(0, 1, 2, {}, 0, 0)), "");
    EXPECT_EQ(Do(s, 0, DefeatA()), kDreadCost.code) << kind;
    EXPECT_EQ(Do(s, 0, DefeatA(1)), kDreadCost.code) << kind;
    me.ready_heroic = 2;
    me.ready_regular = 4;
    me.cargo[0] = 2;
    ASSERT_EQ(Do(s, 0, DefeatA()), "") << kind;
    if (std::string(kind) == "pay_cargo") {
      EXPECT_EQ(me.cargo[0], 0);
    } else {
      EXPECT_EQ(me.exhausted_heroic, 2);
    }
  }
}

// E6 / R13: a later stop (the Dread space collected on an earlier stop, where it was too
// dear) still offers DEFEAT_DREAD: with 4 ready it exhausts 3 and gives +1 star.
TEST(Dread, E6_R13_LaterStopStillOffered) {
  State s = Fresh(2, {4, 2, 1});
  testing::Place(s, 0, 6, 2);
  Sheet& me = s.sheets[0];
  me.collected.set(At(6, 4));
  me.ready_regular = 4;
  me.exhausted_regular = 2;
  ASSERT_EQ(Do(s, 0, SailA(0, 1, 2, {}, 0, 0)), "");
  ASSERT_EQ(me.ship, At(6, 4));
  EXPECT_EQ(me.stop, Stop::kAgain);
  EXPECT_EQ(me.step, Step::kFollowUp);
  ASSERT_EQ(Do(s, 0, DefeatA()), "");
  EXPECT_EQ(me.ready_regular, 1);
  EXPECT_EQ(me.stars, 1);
  EXPECT_EQ(ScoreOf(s, 0).dread(), 14);
}

}  // namespace
}  // namespace voyages
}  // namespace arbiter
