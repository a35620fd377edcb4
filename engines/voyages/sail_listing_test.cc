// rules.md N2 (moves.h): SAIL is listed once per distinct outcome. Every listed SAIL is legal
// and the listed outcomes are distinct; and every SAIL Apply accepts, spelled any way (random
// roles, sailors stacked or wasted, heroic sailors anywhere), reaches the next sheet of one
// listed entry. Both stack_sailors values, on random sheets.
#include "absl/container/flat_hash_set.h"
#include "engines/core/rng.h"
#include "engines/voyages/moves.h"
#include "engines/voyages/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace voyages {
namespace {

Sheet After(const State& s, const pb::Action& a, bool* legal) {
  State copy = s;
  *legal = !Act(copy, 0, a, nullptr).has_value();
  return copy.sheets[0];
}

TEST(SailListing, N2_OneEntryPerOutcomeAndEverySpellingListed) {
  Rng rng(2024);
  for (int trial = 0; trial < 60; ++trial) {
    Options o;
    o.stack_sailors = trial % 2 == 0;
    State s = testing::Fresh(2, {1 + static_cast<int>(rng.Uniform(6)),
                                 1 + static_cast<int>(rng.Uniform(6)),
                                 1 + static_cast<int>(rng.Uniform(6))}, o);
    Sheet& me = s.sheets[0];
    me.ready_heroic = static_cast<int>(rng.Uniform(3));
    me.ready_regular = static_cast<int>(rng.Uniform(7));
    me.exhausted_regular = static_cast<int>(rng.Uniform(9 - me.ready_regular - me.ready_heroic + 1));
    me.marked = rng.Uniform(64);
    me.cargo[0] = static_cast<int>(rng.Uniform(4));
    int ship;
    do {
      ship = static_cast<int>(rng.Uniform(35));
    } while (testing::TwTest().spaces[ship].kind == SpaceKind::kBlocked);
    me.ship = ship;
    me.collected.set(ship);
    if (testing::TwTest().spaces[ship].island >= 0) me.islands |= 1ull << testing::TwTest().spaces[ship].island;
    std::vector<Move> moves;
    ListMoves(s, 0, &moves);
    ASSERT_FALSE(moves.empty());
    absl::flat_hash_set<Sheet> listed;
    for (const Move& m : moves) {
      pb::Action a;
      ToProto(s, m, &a);
      bool legal = false;
      const Sheet after = After(s, a, &legal);
      ASSERT_TRUE(legal) << a.ShortDebugString();
      EXPECT_TRUE(listed.insert(after).second) << "listed twice: " << a.ShortDebugString();
    }
    int accepted = 0;
    for (int k = 0; k < 400; ++k) {
      static constexpr int kPerms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
      const int* p = kPerms[rng.Uniform(6)];
      std::vector<pb::Modification> mods;
      const int n = static_cast<int>(rng.Uniform(8));
      for (int i = 0; i < n; ++i) {
        const int die = static_cast<int>(rng.Uniform(3));
        mods.push_back(rng.Uniform(4) == 0 ? testing::Her(die, 1 + static_cast<int>(rng.Uniform(6)))
                                           : testing::Reg(die, rng.Uniform(2) ? 1 : -1));
      }
      const int cell = static_cast<int>(rng.Uniform(7)) - 1;
      pb::Action a = testing::SailA(p[0], p[1], p[2], mods, cell < 0 ? -1 : cell / 3, cell % 3);
      bool legal = false;
      const Sheet after = After(s, a, &legal);
      if (!legal) continue;
      ++accepted;
      EXPECT_TRUE(listed.contains(after)) << "not listed: " << a.ShortDebugString();
    }
    EXPECT_GT(accepted, 0);
  }
}

}  // namespace
}  // namespace voyages
}  // namespace arbiter
