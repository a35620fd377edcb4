#include "engines/core/registry.h"

#include "absl/strings/str_cat.h"
#include "engines/core/quote.h"

namespace arbiter {

absl::Status Registry::Register(std::unique_ptr<Game> game) {
  std::string id = game->Info().game_id();
  if (games_.count(id) > 0) {
    return absl::AlreadyExistsError(absl::StrCat("game '", id, "' is already registered"));
  }
  games_.emplace(std::move(id), std::move(game));
  return absl::OkStatus();
}

const Game* Registry::Find(absl::string_view game_id) const {
  auto it = games_.find(game_id);
  return it == games_.end() ? nullptr : it->second.get();
}

absl::StatusOr<const Game*> Registry::Get(absl::string_view game_id) const {
  const Game* game = Find(game_id);
  if (game == nullptr) {
    return absl::NotFoundError(absl::StrCat("game_id: unknown game ", QuoteCallerText(game_id)));
  }
  return game;
}

std::vector<const Game*> Registry::List() const {
  std::vector<const Game*> out;
  out.reserve(games_.size());
  for (const auto& [id, game] : games_) out.push_back(game.get());
  return out;
}

}  // namespace arbiter
