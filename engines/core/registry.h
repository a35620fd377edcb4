// Registry of game engines by id.
//
//   Registry registry;
//   my_game::Register(registry);           // or RegisterAllGames(registry), all_games.h
//   absl::StatusOr<const Game*> g = registry.Get("my_game");
//
// DefaultRegistry() is built on first use with every game linked into the binary.
#ifndef ARBITER_ENGINES_CORE_REGISTRY_H_
#define ARBITER_ENGINES_CORE_REGISTRY_H_

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "engines/core/game.h"

namespace arbiter {

class Registry {
 public:
  // Adds a game under game->Info().game_id. A second game with the same id is an error
  // (ALREADY_EXISTS).
  absl::Status Register(std::unique_ptr<Game> game);
  // The game, or nullptr.
  const Game* Find(absl::string_view game_id) const;
  // The game, or NOT_FOUND "game_id: unknown game 'ID'" (the id escaped and cut, quote.h).
  absl::StatusOr<const Game*> Get(absl::string_view game_id) const;
  // Every game, ordered by id.
  std::vector<const Game*> List() const;

 private:
  std::map<std::string, std::unique_ptr<Game>, std::less<>> games_;
};

}  // namespace arbiter

#endif  // ARBITER_ENGINES_CORE_REGISTRY_H_
