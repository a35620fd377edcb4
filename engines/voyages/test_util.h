// What the Voyages tests share: the built-in test map tw_test (V17), native states set up in
// one line, actions built in one line, the registered engine.
#ifndef ARBITER_ENGINES_VOYAGES_TEST_UTIL_H_
#define ARBITER_ENGINES_VOYAGES_TEST_UTIL_H_

#include <array>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "arbiter/games/voyages/v1/voyages.pb.h"
#include "engines/core/game.h"
#include "engines/voyages/moves.h"
#include "engines/voyages/rules.h"

namespace arbiter {
namespace voyages {
namespace testing {

// The tw_test map as the message and as the native pack.
pb::MapPack TwTestMessage();
const Pack& TwTest();
// The index of space (q, r) of tw_test.
int At(int q, int r);

// A native state on tw_test: `seats` sheets at the start (V2), round 1's TURN with `dice`,
// EXTERNAL randomness.
State Fresh(int seats, std::array<int, 3> dice, Options options = Options());

// A modification: a regular sailor's step, a heroic sailor's value.
pb::Modification Reg(int die, int step);
pb::Modification Her(int die, int value);
// SAIL with roles (direction, distance, duty die), modifications and a duty cell (row, col;
// row < 0: none).
pb::Action SailA(int direction_die, int distance_die, int duty_die,
                 std::vector<pb::Modification> mods = {}, int row = -1, int col = -1);
pb::Action SellA(const std::string& type, int count);
pb::Action DefeatA(int heroic = 0);
pb::Action EndA();
pb::Action RollA(int a, int b, int c);

// The violation code of Act(s, actor, a) ("" when legal, then played).
std::string Do(State& s, int actor, const pb::Action& a, Events* events = nullptr);
// Sets the ship and the round's dice of `seat` for a test of one move.
void Place(State& s, int seat, int q, int r);
// A new round's roll (EXTERNAL) when chance is pending.
void RollIfPending(State& s, std::array<int, 3> dice);

// The registered engine (its own Registry) and a setup.
const Game& Engine();
v1::GameSetup NewSetup(int seats, uint64_t seed, bool external = false,
                       const std::map<std::string, std::string>& options = {});

}  // namespace testing
}  // namespace voyages
}  // namespace arbiter

#endif  // ARBITER_ENGINES_VOYAGES_TEST_UTIL_H_
