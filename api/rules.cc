#include "api/rules.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "engines/core/actor.h"
#include "engines/core/game.h"
#include "engines/core/quote.h"

namespace arbiter::api {
namespace {

absl::StatusOr<const Game*> FindGame(const Registry& registry, absl::string_view game_id,
                                     absl::string_view field) {
  if (game_id.empty()) return absl::InvalidArgumentError(absl::StrCat(field, ": missing"));
  const Game* game = registry.Find(game_id);
  if (game == nullptr) {
    return absl::NotFoundError(absl::StrCat(field, ": unknown game ", QuoteCallerText(game_id)));
  }
  return game;
}

}  // namespace

absl::Status CheckNotSealed(const v1::GameState& state, absl::string_view field) {
  if (!state.has_sealed()) return absl::OkStatus();
  return absl::FailedPreconditionError(absl::StrCat(
      field, ".sealed: this server does not open sealed states (only an arbiterd started with "
             "--seal_keys_file holding the state's key does); send the open state"));
}

absl::StatusOr<const Game*> GameOfState(const Registry& registry, bool has_state,
                                        const v1::GameState& state) {
  if (!has_state) return absl::InvalidArgumentError("state: missing");
  if (absl::Status s = CheckNotSealed(state, "state"); !s.ok()) return s;
  return FindGame(registry, state.game_id(), "state.game_id");
}

absl::Status ListGames(const Registry& registry, const v1::ListGamesRequest& request,
                       v1::ListGamesResponse* response) {
  for (const Game* game : registry.List()) *response->add_games() = game->Info();
  return absl::OkStatus();
}

absl::Status NewGame(const Registry& registry, const v1::NewGameRequest& request,
                     v1::NewGameResponse* response) {
  if (!request.has_setup()) return absl::InvalidArgumentError("setup: missing");
  absl::StatusOr<const Game*> game = FindGame(registry, request.setup().game_id(),
                                              "setup.game_id");
  if (!game.ok()) return game.status();
  absl::StatusOr<NewGameResult> result = (*game)->NewGame(request.setup());
  if (!result.ok()) return result.status();
  *response->mutable_state() = std::move(result->state);
  for (v1::Event& event : result->events) *response->add_events() = std::move(event);
  *response->mutable_turn() = std::move(result->turn);
  return absl::OkStatus();
}

absl::Status ApplyAction(const Registry& registry, const v1::ApplyActionRequest& request,
                         v1::ApplyActionResponse* response) {
  absl::StatusOr<const Game*> game = GameOfState(registry, request.has_state(), request.state());
  if (!game.ok()) return game.status();
  absl::StatusOr<int> actor = ActorFromProto(request.actor(), "actor");
  if (!actor.ok()) return actor.status();
  if (!request.has_action()) return absl::InvalidArgumentError("action: missing");
  absl::StatusOr<ApplyResult> result = (*game)->Apply(request.state(), *actor, request.action());
  if (!result.ok()) return result.status();
  response->set_legal(result->legal);
  if (!result->legal) {
    *response->mutable_violation() = std::move(result->violation);
    return absl::OkStatus();
  }
  if (request.validate_only()) return absl::OkStatus();
  *response->mutable_state() = std::move(result->state);
  response->mutable_events()->Reserve(static_cast<int>(result->events.size()));
  for (v1::Event& event : result->events) *response->add_events() = std::move(event);
  *response->mutable_turn() = std::move(result->turn);
  return absl::OkStatus();
}

absl::Status ListLegalActions(const Registry& registry,
                              const v1::ListLegalActionsRequest& request,
                              v1::ListLegalActionsResponse* response) {
  absl::StatusOr<const Game*> game = GameOfState(registry, request.has_state(), request.state());
  if (!game.ok()) return game.status();
  absl::StatusOr<int> actor = ActorFromProto(request.actor(), "actor");
  if (!actor.ok()) return actor.status();
  absl::StatusOr<std::vector<google::protobuf::Any>> actions =
      (*game)->LegalActions(request.state(), *actor);
  if (!actions.ok()) return actions.status();
  absl::StatusOr<v1::TurnStatus> turn = (*game)->Turn(request.state());
  if (!turn.ok()) return turn.status();
  for (google::protobuf::Any& action : *actions) *response->add_actions() = std::move(action);
  *response->mutable_turn() = std::move(*turn);
  return absl::OkStatus();
}

absl::Status GetPlayerView(const Registry& registry, const v1::GetPlayerViewRequest& request,
                           v1::GetPlayerViewResponse* response) {
  absl::StatusOr<const Game*> game = GameOfState(registry, request.has_state(), request.state());
  if (!game.ok()) return game.status();
  absl::StatusOr<int> viewer = ViewerFromProto(request.viewer(), "viewer");
  if (!viewer.ok()) return viewer.status();
  absl::StatusOr<v1::GameState> view = (*game)->View(request.state(), *viewer);
  if (!view.ok()) return view.status();
  absl::StatusOr<v1::TurnStatus> turn = (*game)->Turn(request.state());
  if (!turn.ok()) return turn.status();
  *response->mutable_view() = std::move(*view);
  *response->mutable_turn() = std::move(*turn);
  return absl::OkStatus();
}

}  // namespace arbiter::api
