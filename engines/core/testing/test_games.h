// The test-only games of engines/core/testing (the race game, race_game.h; the card race,
// card_race.h), registered together. Never part of DefaultRegistry() in a shipped binary:
// only the test builds of arbiterd and arbiter (tests/content/CMakeLists.txt) and tests call
// it.
//
//   Registry registry;
//   RegisterAllGames(registry);
//   testing::RegisterTestGames(registry);   // adds "race" and "card_race"
#ifndef ARBITER_ENGINES_CORE_TESTING_TEST_GAMES_H_
#define ARBITER_ENGINES_CORE_TESTING_TEST_GAMES_H_

#include "engines/core/registry.h"

namespace arbiter::testing {

// Registers "race" and "card_race". A test game that does not load (its built-in content
// refused) or an id already registered is a broken test build: it prints why and aborts.
void RegisterTestGames(Registry& registry);

}  // namespace arbiter::testing

#endif  // ARBITER_ENGINES_CORE_TESTING_TEST_GAMES_H_
