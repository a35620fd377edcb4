// The combat listings against their judges on random positions: every listed BATTLE,
// RETREAT and Air Power / Barrage TARGETS is judged legal, and every legal one (found by brute
// force over all hex pairs, all back-step paths, all target sequences) is listed
// (rules.h: "a listed action is always judged legal"; M9, M13, M6, R1).
#include <algorithm>
#include <functional>

#include "engines/core/rng.h"
#include "engines/memoir44/combat_testing.h"
#include "gtest/gtest.h"

namespace arbiter::memoir44 {
namespace {

using namespace ::arbiter::memoir44::testing;  // NOLINT

constexpr pb::Terrain kTerrains[] = {
    pb::TERRAIN_COUNTRYSIDE, pb::TERRAIN_COUNTRYSIDE, pb::TERRAIN_COUNTRYSIDE, pb::TERRAIN_FOREST,
    pb::TERRAIN_HILL,        pb::TERRAIN_TOWN,        pb::TERRAIN_RIVER,       pb::TERRAIN_OCEAN,
    pb::TERRAIN_HEDGEROW,    pb::TERRAIN_CHURCH};
constexpr pb::Obstacle kObstacles[] = {pb::OBSTACLE_SANDBAG, pb::OBSTACLE_WIRE,
                                       pb::OBSTACLE_HEDGEHOG, pb::OBSTACLE_BUNKER};
constexpr pb::UnitType kTypes[] = {pb::UNIT_TYPE_INFANTRY, pb::UNIT_TYPE_ARMOR,
                                   pb::UNIT_TYPE_ARTILLERY};
constexpr pb::CardKind kCards[] = {pb::CARD_KIND_PROBE, pb::CARD_KIND_ARMOR_ASSAULT,
                                   pb::CARD_KIND_CLOSE_ASSAULT, pb::CARD_KIND_FIREFIGHT,
                                   pb::CARD_KIND_ARTILLERY_BOMBARD};

// A random position: terrain, obstacles and 8..20 units (seat 0's ordered).
void Randomize(Board& b, Rng& rng) {
  for (int h = 0; h < kHexCount; ++h) {
    b.sc->hexes[h].terrain = kTerrains[rng.Uniform(std::size(kTerrains))];
    if (rng.Uniform(10) == 0) b.s.obstacle[h] = kObstacles[rng.Uniform(std::size(kObstacles))];
  }
  const int n = 8 + static_cast<int>(rng.Uniform(13));
  for (int i = 0; i < n; ++i) {
    const HexId h = static_cast<HexId>(rng.Uniform(kHexCount));
    if (b.s.UnitAt(h) != nullptr) continue;
    const pb::Badge badge =
        rng.Uniform(6) == 0 ? pb::BADGE_FRENCH_RESISTANCE : pb::BADGE_UNSPECIFIED;
    const pb::UnitType type = badge == pb::BADGE_FRENCH_RESISTANCE
                                  ? pb::UNIT_TYPE_INFANTRY
                                  : kTypes[rng.Uniform(std::size(kTypes))];
    b.Place(ColOf(h), RowOf(h), static_cast<int>(rng.Uniform(2)), type, 0, badge);
  }
  b.Card(kCards[rng.Uniform(std::size(kCards))]);
  b.s.options.set_artillery_needs_los(rng.Uniform(2) == 0);
  b.s.options.set_air_power_group(rng.Uniform(2) == 0 ? pb::AIR_POWER_GROUP_CONNECTED
                                                      : pb::AIR_POWER_GROUP_CHAIN);
}

TEST(Memoir44Listing, M9_BattlesListedAreExactlyTheLegalOnes) {
  Rng rng(44);
  int total = 0;
  for (int round = 0; round < 60; ++round) {
    Board b;
    Randomize(b, rng);
    ActionList listed;
    ListBattles(b.s, &listed);
    for (const pb::Action& a : listed) {
      EXPECT_EQ(JudgeBattle(b.s, a.battle()), std::nullopt) << a.ShortDebugString();
    }
    int legal = 0;
    for (int f = 0; f < kHexCount; ++f) {
      for (int t = 0; t < kHexCount; ++t) {
        pb::BattleAction a;
        *a.mutable_from() = ToHex(static_cast<HexId>(f));
        *a.mutable_target() = ToHex(static_cast<HexId>(t));
        if (JudgeBattle(b.s, a) == std::nullopt) ++legal;
      }
    }
    EXPECT_EQ(listed.size(), legal) << "round " << round;
    total += legal;
  }
  EXPECT_GT(total, 60);  // the positions do have battles
}

// Every sequence of back steps (each into one of the two back hexes, board or not) up to
// `depth`, with and without ignoring a flag.
int LegalRetreatsByBruteForce(const State& s) {
  const Unit* u = s.UnitAt(s.battle.target);
  int legal = 0;
  std::vector<pb::Hex> path;
  std::function<void(HexId)> walk = [&](HexId at) {
    for (bool ignore : {false, true}) {
      pb::Retreat r;
      for (const pb::Hex& h : path) *r.add_path() = h;
      r.set_ignore_flag(ignore);
      if (JudgeRetreat(s, r) == std::nullopt) ++legal;
    }
    if (path.size() == kRows || at == kNoHex) return;
    const int back = BackRow(u->seat, RowOf(at));
    for (int dc : {-1, 1}) {
      path.push_back(H(ColOf(at) + dc, back));
      walk(HexAt(ColOf(at) + dc, back));
      path.pop_back();
    }
  };
  walk(u->hex);
  return legal;
}

TEST(Memoir44Listing, M13_RetreatsListedAreExactlyTheLegalOnes) {
  Rng rng(13);
  int opened = 0;
  for (int round = 0; round < 300 && opened < 40; ++round) {
    Board b;
    Randomize(b, rng);
    b.s.options.set_ambush_prompt(pb::AMBUSH_PROMPT_ONLY_IF_HELD);
    ActionList battles;
    ListBattles(b.s, &battles);
    if (battles.empty()) continue;
    const pb::Action pick = battles.Get(static_cast<int>(rng.Uniform(battles.size())));
    ASSERT_EQ(b.Do(pick), std::nullopt);
    std::vector<pb::DieFace> faces(b.s.battle.dice, kStar);
    faces[0] = kFlag;
    if (faces.size() > 1 && rng.Uniform(2) == 0) faces[1] = kFlag;
    b.Roll(faces);
    if (b.s.phase != pb::PHASE_RETREAT) continue;
    ++opened;
    const ActionList listed = b.Legal();
    EXPECT_GE(listed.size(), 2);  // it opens only for a choice
    for (const pb::Action& a : listed) {
      EXPECT_EQ(JudgeRetreat(b.s, a.retreat()), std::nullopt) << a.ShortDebugString();
    }
    EXPECT_EQ(listed.size(), LegalRetreatsByBruteForce(b.s)) << "round " << round;
  }
  EXPECT_GE(opened, 10);
}

TEST(Memoir44Listing, R1_AirPowerTargetsListedAreExactlyTheLegalOnes) {
  Rng rng(1);
  for (int round = 0; round < 12; ++round) {
    Board b;
    Randomize(b, rng);
    b.s.phase = pb::PHASE_ORDER;
    b.Card(round % 3 == 0 ? pb::CARD_KIND_BARRAGE : pb::CARD_KIND_AIR_POWER);
    const ActionList listed = b.Legal();
    for (const pb::Action& a : listed) {
      EXPECT_EQ(JudgeStrike(b.s, a.targets()), std::nullopt) << a.ShortDebugString();
    }
    std::vector<HexId> enemies;
    for (const Unit& u : b.s.units) {
      if (u.seat != b.s.current_seat) enemies.push_back(u.hex);
    }
    int legal = 0;
    std::vector<HexId> seq;
    std::function<void()> grow = [&]() {
      if (!seq.empty()) {
        pb::Targets t;
        for (HexId h : seq) *t.add_hexes() = ToHex(h);
        if (JudgeStrike(b.s, t) == std::nullopt) ++legal;
      }
      if (seq.size() == 4) return;
      for (HexId e : enemies) {
        if (std::find(seq.begin(), seq.end(), e) != seq.end()) continue;
        seq.push_back(e);
        grow();
        seq.pop_back();
      }
    };
    grow();
    EXPECT_EQ(listed.size(), legal) << "round " << round;
  }
}

}  // namespace
}  // namespace arbiter::memoir44
