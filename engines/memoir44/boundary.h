// What every Memoir '44 Game method (memoir44.cc) and the native Position (position.h) share at
// the boundary: the decode of a GameState (envelope, payload, scenario from GameState.content,
// DecodeState with CheckState), the one judgement of an action (the shared codes, then the
// phase's rules) and the encode back, so a Position answers byte for byte what Game::Apply does.
//
//   Loaded x;
//   ARBITER_RETURN_IF_ERROR(LoadGameState(info, state, &x));       // INVALID_ARGUMENT "state...."
//   Ctx c{x.s, &events};
//   Verdict v = JudgeAndApply(c, actor, action);           // after CheckActor, UnpackAction
//   v1::GameState next = EncodeGameState(info, x, x.s);             // content = the scenario's ref
#ifndef ARBITER_ENGINES_MEMOIR44_BOUNDARY_H_
#define ARBITER_ENGINES_MEMOIR44_BOUNDARY_H_

#include "absl/status/status.h"
#include "arbiter/v1/game_info.pb.h"
#include "arbiter/v1/game_state.pb.h"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/scenario.h"
#include "engines/memoir44/state.h"

namespace arbiter::memoir44 {

// A decoded state and the scenario it points at (State::scenario is scenario.scenario.get()).
struct Loaded {
  ChosenScenario scenario;
  State s;
};

// Parses, decodes and checks `state` into `out` (every field replaced). Every call path from a
// request goes through here before any rule runs. Errors: CheckEnvelope's, the scenario's
// ("state.content..."), DecodeState's ("state.payload.<field>: ..."), a chance outcome pending
// in SEEDED mode ("state.payload.chance").
absl::Status LoadGameState(const v1::GameInfo& info, const v1::GameState& state, Loaded* out);

// `s` (x's state or one derived from it) as a GameState in state format kStateFormat, with
// x's scenario reference as its content.
v1::GameState EncodeGameState(const v1::GameInfo& info, const Loaded& x, const State& s);

// Game::Apply's judgement of `a` by `actor` (already CheckActor'd) on c.s: the shared codes in
// engines/core/violation.h's order (game over, wrong actor, chance pending or not, not your
// turn), an empty action, then the pending step's rules; applies when legal (nullopt), events
// to c.events. pb::State.last_rolls are cleared as the action starts to apply; a verdict leaves
// c.s unchanged but for them (the caller restores them when it keeps the state).
Verdict JudgeAndApply(Ctx& c, int actor, const pb::Action& a);

}  // namespace arbiter::memoir44

#endif  // ARBITER_ENGINES_MEMOIR44_BOUNDARY_H_
