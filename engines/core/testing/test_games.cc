#include "engines/core/testing/test_games.h"

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "engines/core/testing/card_race.h"
#include "engines/core/testing/race_game.h"

namespace arbiter::testing {
namespace {

void RegisterOrDie(Registry& registry, absl::StatusOr<std::unique_ptr<Game>> game) {
  absl::Status s = game.status();
  if (s.ok()) s = registry.Register(*std::move(game));
  if (!s.ok()) {
    std::fprintf(stderr, "RegisterTestGames: %s\n", std::string(s.message()).c_str());
    std::abort();
  }
}

}  // namespace

void RegisterTestGames(Registry& registry) {
  RegisterOrDie(registry, MakeRaceGame());
  RegisterOrDie(registry, MakeCardRaceGame());
}

}  // namespace arbiter::testing
