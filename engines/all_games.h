// Every game linked into this build, registered explicitly (no static initialisers, which a
// static archive would silently drop).
//
//   const Registry& registry = DefaultRegistry();   // built on first use, thread-safe
#ifndef ARBITER_ENGINES_ALL_GAMES_H_
#define ARBITER_ENGINES_ALL_GAMES_H_

#include "engines/core/registry.h"

namespace arbiter {

// Registers every game of this build into `registry`.
void RegisterAllGames(Registry& registry);

// A registry holding every game of this build.
const Registry& DefaultRegistry();

}  // namespace arbiter

#endif  // ARBITER_ENGINES_ALL_GAMES_H_
