// V9: the automatic effects and the star thresholds; R6; worked example E9.
#include <functional>

#include "absl/strings/match.h"

#include "engines/voyages/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace voyages {
namespace {

using testing::Fresh;

Effect E(EffectKind k, int n, int type = -1) {
  Effect e;
  e.kind = k;
  e.n = n;
  e.type = type;
  return e;
}

// E9 (V9, R6): with 9 sailors (the capacity) gain_sailors 1 is lost; gain_cargo spice with 3
// spice held is lost. Exhausted sailors fill boxes too.
TEST(Effects, E9_FullTracksLoseTheGain) {
  State s = Fresh(1, {1, 1, 1});
  Sheet& me = s.sheets[0];
  me.ready_regular = 7;
  me.exhausted_regular = 2;
  Events events;
  ApplyEffect(s, 0, E(EffectKind::kGainSailors, 1), "space", &events);
  EXPECT_EQ(me.Sailors(), 9);
  pb::Event e;
  ASSERT_TRUE(events.back().detail().UnpackTo(&e));
  EXPECT_EQ(e.gained().gained(), 0);
  EXPECT_EQ(e.gained().lost(), 1);
  me.cargo[0] = 3;
  ApplyEffect(s, 0, E(EffectKind::kGainCargo, 1, 0), "space", nullptr);
  EXPECT_EQ(me.cargo[0], 3);
  me.cargo[0] = 2;
  ApplyEffect(s, 0, E(EffectKind::kGainCargo, 2, 0), "space", nullptr);
  EXPECT_EQ(me.cargo[0], 3);
  me.ready_regular = 5;
  ApplyEffect(s, 0, E(EffectKind::kGainSailors, 3), "space", nullptr);
  EXPECT_EQ(me.ready_regular, 7);
}

// V9 / R6: a relic turns a ready regular sailor heroic (still ready); with none it is lost.
TEST(Effects, R6_Relic) {
  State s = Fresh(1, {1, 1, 1});
  Sheet& me = s.sheets[0];
  me.ready_regular = 1;
  me.exhausted_regular = 5;
  ApplyEffect(s, 0, E(EffectKind::kGainRelic, 2), "space", nullptr);
  EXPECT_EQ(me.ready_heroic, 1);
  EXPECT_EQ(me.ready_regular, 0);
  EXPECT_EQ(me.exhausted_regular, 5);
}

// V9: ready_sailors readies heroic sailors first; gain_star and gain_gold add up.
TEST(Effects, V9_ReadyStarGold) {
  State s = Fresh(1, {1, 1, 1});
  Sheet& me = s.sheets[0];
  me.ready_regular = 0;
  me.exhausted_regular = 4;
  me.exhausted_heroic = 2;
  ApplyEffect(s, 0, E(EffectKind::kReadySailors, 3), "space", nullptr);
  EXPECT_EQ(me.ready_heroic, 2);
  EXPECT_EQ(me.ready_regular, 1);
  EXPECT_EQ(me.exhausted_regular, 3);
  ApplyEffect(s, 0, E(EffectKind::kGainStar, 2), "space", nullptr);
  ApplyEffect(s, 0, E(EffectKind::kGainGold, 7), "space", nullptr);
  EXPECT_EQ(me.stars, 2);
  EXPECT_EQ(me.gold, 7);
}

// V9: a star threshold pays once, as soon as its counter is reached (islands_visited 1 on a
// map that lists it: the stop on Palm pays, Crown later does not pay again).
TEST(Effects, V9_StarThresholdPaysOnce) {
  pb::MapPack m = testing::TwTestMessage();
  pb::StarThreshold* t = m.add_star_thresholds();
  t->set_counter("islands_visited");
  t->set_at(1);
  t->set_stars(2);
  absl::StatusOr<std::shared_ptr<const Pack>> pack = BuildPack(m, "test");
  ASSERT_TRUE(pack.ok()) << pack.status();
  State s = Fresh(2, {3, 4, 1});  // E 4: Palm
  s.pack = pack->get();
  ASSERT_EQ(testing::Do(s, 0, testing::SailA(0, 1, 2, {}, 0, 0)), "");
  EXPECT_EQ(s.sheets[0].stars, 2);
  EXPECT_EQ(s.sheets[0].thresholds, 1u);
  s.sheets[0].islands |= 2;
  CheckThresholds(s, 0, nullptr);
  EXPECT_EQ(s.sheets[0].stars, 2);
}

// V9: every counter of star_thresholds: islands_visited, regions_explored, cargo_sold,
// duty_lines, sailors, heroic_sailors; each pays its stars once, when reached.
TEST(Effects, V9_EveryThresholdCounter) {
  const std::vector<std::pair<const char*, std::function<void(Sheet&)>>> counters = {
      {"islands_visited", [](Sheet& me) { me.islands = 0b11; }},
      {"regions_explored", [](Sheet& me) { me.regions = 0b11; }},
      {"cargo_sold", [](Sheet& me) { me.cargo_sold = 2; }},
      {"duty_lines", [](Sheet& me) { me.marked = 0b100100 | 0b001001; }},
      {"sailors", [](Sheet& me) { me.ready_regular = 8; }},
      {"heroic_sailors", [](Sheet& me) { me.ready_heroic = 1; me.exhausted_heroic = 1; }},
  };
  for (const auto& [name, reach] : counters) {
    pb::MapPack m = testing::TwTestMessage();
    pb::StarThreshold* t = m.add_star_thresholds();
    t->set_counter(name);
    t->set_at(std::string(name) == "sailors" ? 8 : 2);  // a fresh sheet has 6 sailors
    t->set_stars(3);
    absl::StatusOr<std::shared_ptr<const Pack>> pack = BuildPack(m, "test");
    ASSERT_TRUE(pack.ok()) << pack.status();
    State s = Fresh(1, {1, 1, 1});
    s.pack = pack->get();
    CheckThresholds(s, 0, nullptr);
    EXPECT_EQ(s.sheets[0].stars, 0) << name;
    reach(s.sheets[0]);
    CheckThresholds(s, 0, nullptr);
    EXPECT_EQ(s.sheets[0].stars, 3) << name;
    CheckThresholds(s, 0, nullptr);
    EXPECT_EQ(s.sheets[0].stars, 3) << name;
  }
}

// V9 ("each pays once, as soon as it is reached"): a threshold a fresh sheet already meets
// (sailors 6 with start_ready 6) pays at setup, not at the first later effect that happens
// to check the thresholds.
TEST(Effects, V9_ThresholdReachedAtSetupPaysAtSetup) {
  pb::MapPack m = testing::TwTestMessage();
  pb::StarThreshold* t = m.add_star_thresholds();
  t->set_counter("sailors");
  t->set_at(6);
  t->set_stars(1);
  absl::StatusOr<std::shared_ptr<const Pack>> pack = BuildPack(m, "test");
  ASSERT_TRUE(pack.ok()) << pack.status();
  State s;
  s.pack = pack->get();
  s.seat_count = 2;
  s.external = true;
  StartGame(s, nullptr);
  for (int seat = 0; seat < 2; ++seat) {
    EXPECT_EQ(s.sheets[seat].stars, 1) << seat;
    EXPECT_EQ(s.sheets[seat].thresholds, 1u) << seat;
  }
  // Paid once: a later check pays nothing more.
  CheckThresholds(s, 0, nullptr);
  EXPECT_EQ(s.sheets[0].stars, 1);
}

// V9 (CheckState, hostile): counters never fall and a threshold pays as soon as reached, so
// in any state a threshold is paid exactly when its counter is at `at` or more. A sheet with
// a threshold paid but not reached, or reached but not paid, is refused naming
// sheets[i].thresholds_paid.
TEST(Effects, V9_ThresholdsPaidExactlyWhenReached) {
  pb::MapPack m = testing::TwTestMessage();
  pb::StarThreshold* t = m.add_star_thresholds();
  t->set_counter("islands_visited");
  t->set_at(1);
  t->set_stars(1);
  absl::StatusOr<std::shared_ptr<const Pack>> pack = BuildPack(m, "test");
  ASSERT_TRUE(pack.ok()) << pack.status();
  State s;
  s.pack = pack->get();
  s.seat_count = 2;
  s.external = true;
  StartGame(s, nullptr);
  ASSERT_TRUE(CheckState(s).ok()) << CheckState(s);
  s.sheets[1].thresholds = 1;  // paid, no island visited
  absl::Status st = CheckState(s);
  EXPECT_TRUE(absl::StartsWith(st.message(), "state.payload.sheets[1].thresholds_paid:")) << st;
  s.sheets[1].thresholds = 0;
  s.sheets[1].islands = 1;  // Palm visited, not paid
  s.sheets[1].collected.set(testing::At(3, 2));
  st = CheckState(s);
  EXPECT_TRUE(absl::StartsWith(st.message(), "state.payload.sheets[1].thresholds_paid:")) << st;
  s.sheets[1].thresholds = 1;
  EXPECT_TRUE(CheckState(s).ok()) << CheckState(s);
}

}  // namespace
}  // namespace voyages
}  // namespace arbiter
