#include "clients/records/playout.h"

#include "absl/strings/str_cat.h"
#include "engines/core/actor.h"
#include "engines/core/digest.h"
#include "engines/core/rng.h"

namespace arbiter::records {

absl::StatusOr<v1::GameRecord> RecordPlayout(const Game& game, const v1::GameSetup& setup,
                                             const PlayoutOptions& options) {
  absl::StatusOr<NewGameResult> start = game.NewGame(setup);
  if (!start.ok()) return start.status();
  v1::GameRecord record;
  *record.mutable_setup() = setup;
  // Built-in content is pinned by its digest, so the record replays only against the same data.
  if (start->state.content().has_built_in()) {
    *record.mutable_setup()->mutable_content() = start->state.content();
  }
  record.set_rules_version(game.Info().rules_version());
  record.set_description(absl::StrCat("arbiter playout: uniform random policy, policy seed ",
                                      options.policy_seed));
  Rng rng(options.policy_seed);
  v1::GameState state = std::move(start->state);
  v1::TurnStatus turn = std::move(start->turn);
  for (int step = 0; step < options.max_steps; ++step) {
    if (turn.outcome().status() == v1::OUTCOME_STATUS_FINISHED) break;
    int actor;
    if (turn.chance_pending()) {
      actor = kChance;
    } else if (turn.acting_seats_size() > 0) {
      actor = turn.acting_seats(static_cast<int>(rng.Uniform(turn.acting_seats_size())));
    } else {
      return absl::InternalError(
          absl::StrCat(game.Info().game_id(), ": nobody may act at step ", step));
    }
    absl::StatusOr<std::vector<google::protobuf::Any>> legal = game.LegalActions(state, actor);
    if (!legal.ok()) return legal.status();
    if (legal->empty()) {
      return absl::InternalError(absl::StrCat(game.Info().game_id(), ": actor ", actor,
                                              " may act but has no legal action at step ",
                                              step));
    }
    const google::protobuf::Any& action = (*legal)[rng.Uniform(legal->size())];
    absl::StatusOr<ApplyResult> result = game.Apply(state, actor, action);
    if (!result.ok()) return result.status();
    if (!result->legal) {
      return absl::InternalError(absl::StrCat(game.Info().game_id(),
                                              ": a listed action was judged illegal: ",
                                              result->violation.code()));
    }
    v1::RecordStep* s = record.add_steps();
    *s->mutable_actor() = ActorToProto(actor);
    *s->mutable_action() = action;
    if (options.with_digests) s->set_expected_state_digest(StateDigest(result->state));
    state = std::move(result->state);
    turn = std::move(result->turn);
  }
  return record;
}

}  // namespace arbiter::records
