// The Position contract (engines/core/position.h) checked against the proto path: a seeded
// random game played at once on a game's native position (Game::DecodePosition) and on
// ProtoPosition (the same Game's Apply / LegalActions / Turn), compared at every step. Used by
// each engine's position_test.cc and by the conformance suite (tests/conformance).
//
//   absl::Status s = CheckPositionAgreement(game, new_game->state, {.seed = 7});
//   EXPECT_TRUE(s.ok()) << s;
//
// At every step, before playing: Turn() (byte for byte), Finished(), Deciders(), Decides() of
// every actor from kChance to the largest decider + 2; for every decider, ListLegal's count and
// every ListedAction's bytes. Then one listed action of a random decider is played, on the
// native side by PlayListed or by Apply of its wire form (alternately), on the reference by
// Apply; events (byte for byte), Encode() (byte for byte) and the turn are compared. Every
// `probe_every` steps, on clones: an action listed for one decider applied by every other
// actor (legal or not, the verdict, violation and resulting state must agree), and each
// decider's first listed action through Apply. Answers OK, or INTERNAL saying at which step
// what differed (the first difference).
#ifndef ARBITER_ENGINES_CORE_TESTING_POSITION_AGREEMENT_H_
#define ARBITER_ENGINES_CORE_TESTING_POSITION_AGREEMENT_H_

#include <cstdint>

#include "absl/status/status.h"
#include "arbiter/v1/game_state.pb.h"
#include "engines/core/game.h"

namespace arbiter::testing {

struct AgreementOptions {
  uint64_t seed = 1;
  // Most steps played (the game usually ends first).
  int max_steps = 2000;
  // Probes on clones every this many steps (0: never).
  int probe_every = 3;
};

absl::Status CheckPositionAgreement(const Game& game, const v1::GameState& start,
                                    const AgreementOptions& options);

}  // namespace arbiter::testing

#endif  // ARBITER_ENGINES_CORE_TESTING_POSITION_AGREEMENT_H_
