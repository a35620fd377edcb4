// The RulesService's unary game calls (ListGames, NewGame, ApplyAction, ListLegalActions,
// GetPlayerView), answered from request message to response message without any transport:
// arbiterd's handlers (service/server/unary_calls.h) and the in-process `arbiter` CLI
// (clients/cli/backend.h) both call these, so a request gets the same answer in-process and
// over the wire. ReplayGame and StreamReplayGame: replay.h, stream_replay.h.
//
// Each function fills `*response` and returns OK, or returns an error and leaves `*response`
// unspecified. Error codes (the proto's service comment; the message starts with the field
// path of the request at fault):
//   INVALID_ARGUMENT     a required field is missing ("state: missing", "actor: missing",
//                        "setup.game_id: missing"), an Actor/Viewer is unset or negative
//                        ("actor: set seat or chance", "viewer.seat: -1 is negative";
//                        engines/core/actor.h), or the engine finds the state or
//                        action unparsable or inconsistent (engine message, e.g.
//                        "state.payload: ...", "actor.seat: 7 is not a seat of 3").
//   NOT_FOUND            the game id is not registered ("state.game_id: unknown game 'x'").
//   FAILED_PRECONDITION  the state's rules or format version is not implemented here, or the
//                        state is sealed ("state.sealed: this server does not open sealed
//                        states ..."): a sealing arbiterd opens states before calling
//                        these (service/sealing/seal_calls.h), so only the in-process CLI
//                        and a server without sealing see one, and both answer it here.
// Every caller string quoted in a message is escaped and cut (engines/core/quote.h).
// An illegal but well-formed action is OK with legal=false and the violation.
//
//   v1::ApplyActionResponse response;
//   absl::Status s = ApplyAction(DefaultRegistry(), request, &response);
#ifndef ARBITER_API_RULES_H_
#define ARBITER_API_RULES_H_

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "arbiter/v1/rules_service.pb.h"
#include "engines/core/registry.h"

namespace arbiter::api {

// OK unless `state` is sealed (GameState.sealed set): then FAILED_PRECONDITION
// "<field>.sealed: this server does not open sealed states (...); send the open state".
absl::Status CheckNotSealed(const v1::GameState& state, absl::string_view field);

// The registered game a state belongs to: INVALID_ARGUMENT "state: missing" when absent,
// "state.game_id: missing" when empty; FAILED_PRECONDITION when sealed (CheckNotSealed);
// NOT_FOUND "state.game_id: unknown game '...'".
absl::StatusOr<const Game*> GameOfState(const Registry& registry, bool has_state,
                                        const v1::GameState& state);

absl::Status ListGames(const Registry& registry, const v1::ListGamesRequest& request,
                       v1::ListGamesResponse* response);
absl::Status NewGame(const Registry& registry, const v1::NewGameRequest& request,
                     v1::NewGameResponse* response);
// With validate_only, a legal answer carries no state, events or turn.
absl::Status ApplyAction(const Registry& registry, const v1::ApplyActionRequest& request,
                         v1::ApplyActionResponse* response);
absl::Status ListLegalActions(const Registry& registry,
                              const v1::ListLegalActionsRequest& request,
                              v1::ListLegalActionsResponse* response);
absl::Status GetPlayerView(const Registry& registry, const v1::GetPlayerViewRequest& request,
                           v1::GetPlayerViewResponse* response);

}  // namespace arbiter::api

#endif  // ARBITER_API_RULES_H_
