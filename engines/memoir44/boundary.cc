// The Memoir '44 boundary's shared pieces (boundary.h): LoadGameState, EncodeGameState, JudgeAndApply.
#include "engines/memoir44/boundary.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "engines/core/arena.h"
#include "engines/core/envelope.h"
#include "engines/core/game.h"
#include "engines/core/violation.h"
#include "engines/memoir44/violations.h"

namespace arbiter::memoir44 {

absl::Status LoadGameState(const v1::GameInfo& info, const v1::GameState& state, Loaded* out) {
  // The parsed payload lives only here: its units and piles come from one arena block, freed
  // at once (message by message they were a sixth of Apply's instructions through arbiterd).
  ScratchArena arena;
  pb::State& parsed = *arena.Create<pb::State>();
  ARBITER_RETURN_IF_ERROR(UnpackState(info, state, &parsed));
  absl::StatusOr<ChosenScenario> sc = ScenarioOfState(state);
  if (!sc.ok()) return sc.status();
  out->scenario = *std::move(sc);
  // DecodeState runs CheckState (once a call), naming fields as the state's format does.
  ARBITER_RETURN_IF_ERROR(DecodeState(*out->scenario.scenario, parsed,
                                      state.state_format_version(), &out->s));
  if (!out->s.external && out->s.chance != pb::CHANCE_UNSPECIFIED) {
    return absl::InvalidArgumentError(
        "state.payload.chance: a chance outcome is pending in SEEDED mode");
  }
  return absl::OkStatus();
}

v1::GameState EncodeGameState(const v1::GameInfo& info, const Loaded& x, const State& s) {
  ScratchArena arena;
  pb::State& out = *arena.Create<pb::State>();
  EncodeState(s, &out);
  v1::GameState g = PackState(info, out);
  *g.mutable_content() = x.scenario.ref;
  return g;
}

Verdict JudgeAndApply(Ctx& c, int actor, const pb::Action& a) {
  State& s = c.s;
  if (s.phase == pb::PHASE_GAME_OVER) {
    return MakeViolation(kSharedGameOver, "", "the game is over");
  }
  const bool chance_pending = s.chance != pb::CHANCE_UNSPECIFIED;
  if (a.has_chance()) {
    if (actor != kChance) {
      return MakeViolation(kSharedWrongActor, "chance", "only chance supplies chance outcomes");
    }
    if (!chance_pending) {
      return MakeViolation(kSharedNoChancePending, "chance", "no chance outcome is pending");
    }
    // pb::State.last_rolls: the dice of this action only.
    s.last_roll_faces.clear();
    s.last_roll_sizes.clear();
    return ApplyChance(c, a.chance());
  }
  if (actor == kChance) {
    return MakeViolation(kSharedWrongActor, "", "chance may only supply chance outcomes");
  }
  if (chance_pending) {
    return MakeViolation(kSharedChanceOutcomePending, "",
                         "a chance outcome must be supplied first");
  }
  if (a.action_case() == pb::Action::ACTION_NOT_SET) {
    return MakeViolation(kActionEmpty, "action", "the action has no kind set");
  }
  const int decider = DecidingSeat(s);
  if (actor != decider) {
    return MakeViolation(
        kSharedNotYourTurn, "",
        absl::StrCat("seat ", actor, " may not act now (seat ", decider, " decides)"));
  }
  s.last_roll_faces.clear();
  s.last_roll_sizes.clear();
  return ApplySeatAction(c, actor, a);
}

}  // namespace arbiter::memoir44
