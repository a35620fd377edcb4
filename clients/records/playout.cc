#include "clients/records/playout.h"

#include <memory>
#include <vector>

#include "absl/strings/str_cat.h"
#include "engines/core/actor.h"
#include "engines/core/digest.h"
#include "engines/core/envelope.h"
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
  // Decoded once; every step listed and played natively (engines/core/position.h).
  absl::StatusOr<std::unique_ptr<Position>> position = game.DecodePosition(start->state);
  if (!position.ok()) return position.status();
  Position& p = **position;
  Rng rng(options.policy_seed);
  std::vector<int> deciders;
  for (int step = 0; step < options.max_steps; ++step) {
    if (p.Finished()) break;
    p.Deciders(&deciders);  // kChance first when pending, then the acting seats ascending
    int actor;
    if (deciders.empty()) {
      return absl::InternalError(
          absl::StrCat(game.Info().game_id(), ": nobody may act at step ", step));
    } else if (deciders[0] == kChance) {
      actor = kChance;
    } else {
      actor = deciders[rng.Uniform(deciders.size())];
    }
    absl::StatusOr<int> legal = p.ListLegal(actor);
    if (!legal.ok()) return legal.status();
    if (*legal == 0) {
      return absl::InternalError(absl::StrCat(game.Info().game_id(), ": actor ", actor,
                                              " may act but has no legal action at step ",
                                              step));
    }
    const int index = static_cast<int>(rng.Uniform(*legal));
    v1::RecordStep* s = record.add_steps();
    *s->mutable_actor() = ActorToProto(actor);
    ARBITER_RETURN_IF_ERROR(p.ListedAction(index, s->mutable_action()));
    ARBITER_RETURN_IF_ERROR(p.PlayListed(index, /*events=*/nullptr));
    if (options.with_digests) {
      absl::StatusOr<v1::GameState> state = p.Encode();
      if (!state.ok()) return state.status();
      s->set_expected_state_digest(StateDigest(*state));
    }
  }
  return record;
}

}  // namespace arbiter::records
