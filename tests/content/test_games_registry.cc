// DefaultRegistry() of the test builds arbiterd_test_games and arbiter_test_games
// (CMakeLists.txt): every game of the build, plus the test-only games of engines/core/testing
// (RegisterTestGames: "race" and "card_race"). Linked into those binaries in place of
// engines/default_registry.cc, so the shipped arbiterd and arbiter never hold a test game and
// need no flag to leave them out.
#include "engines/all_games.h"
#include "engines/core/testing/test_games.h"

namespace arbiter {

const Registry& DefaultRegistry() {
  static const Registry* const registry = [] {
    auto* r = new Registry();
    RegisterAllGames(*r);
    testing::RegisterTestGames(*r);
    return r;
  }();
  return *registry;
}

}  // namespace arbiter
