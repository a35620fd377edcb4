// DefaultRegistry() (all_games.h), in its own file so that a test build can link its own
// DefaultRegistry() instead (tests/content/CMakeLists.txt): the linker then never pulls this
// object out of the all_games archive, while RegisterAllGames() still comes from it.
#include "engines/all_games.h"

namespace arbiter {

const Registry& DefaultRegistry() {
  static const Registry* const registry = [] {
    auto* r = new Registry();
    RegisterAllGames(*r);
    return r;
  }();
  return *registry;
}

}  // namespace arbiter
