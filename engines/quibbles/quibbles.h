// Quibbles (Gam'inBIZ, 2023), the rules of engines/quibbles/rules.md (Q1-Q11, rulings R1-R3):
// the arbiter::Game engine registered as "quibbles".
//
//   Registry registry;
//   quibbles::Register(registry);
//   const Game* q = registry.Find("quibbles");
//
// Wire types: arbiter.games.quibbles.v1.{State, Action, Event} (proto/arbiter/games/quibbles/
// v1/quibbles.proto, which also documents the seeded draw algorithm and the draw order).
// Options (strings, options.h): edition = bga_2023; allow_empty_take = false|true (R1);
// stash_surplus = discard_all|keep_surplus (R2); win_requires_six_cards = false|true (R3).
//
// Errors and violations:
//   - An Action with no move set is malformed: INVALID_ARGUMENT "action: no move set".
//   - Card values outside 1..6 (card 0 or 7) are well-formed but illegal: violation
//     QUIBBLES_CARD_VALUE_OUT_OF_RANGE (rule Q1) with the field path, e.g. "split.sets[1].values[0]".
//   - Every other illegal action is a violation with a stable code, rule_ref and field path
//     (violations.h). Incoming states are fully validated first (DecodeState and CheckState,
//     state.h): INVALID_ARGUMENT naming the field ("state.payload.seats[2].hand.sixes: -1 is
//     outside 0..26"; a row of 10 cards when a main action is due: "state.payload.row: ...").
// Rulings as implemented:
//   - R1 allow_empty_take=true: a SPLIT may take no set (the card is then simply discarded;
//     never a 1, which can never be split) and a COMBINE may take 0 cards.
//   - Setup deal order, seeded draw algorithm, reshuffle and short draws: see the proto.
//   - LegalActions lists each distinct result once: SPLITs that take the same row cards in a
//     different cut into sets (e.g. {3,3}+{1,1,2,2} vs {1,2,3}+{1,2,3}) are listed once, in
//     canonical form; Apply accepts every valid cut.
// Speed (release build, callgrind, tests/bench/engine_bench_profile quibbles <op>): Apply
// ~18,500 instructions per call, an illegal Apply ~10,600, LegalActions ~18,000, View
// ~10,300; a native decision (ListMoves + Play, rules.h) ~0.45 us. The payload, the events and
// the listed actions are parsed and serialized by protobuf's generated code, in per-thread
// reused messages on one arena (scratch.h).
// Internals: state.h (native state, decode/encode/check), moves.h (native moves), rules.h
// (the rules by concept, with the index of their files), violations.h, options.h, scratch.h
// (reused messages).
#ifndef ARBITER_ENGINES_QUIBBLES_QUIBBLES_H_
#define ARBITER_ENGINES_QUIBBLES_QUIBBLES_H_

#include <vector>

#include "engines/core/game.h"
#include "engines/core/registry.h"

namespace arbiter {
namespace quibbles {

class QuibblesGame final : public Game {
 public:
  QuibblesGame();

  const v1::GameInfo& Info() const override { return info_; }
  absl::StatusOr<NewGameResult> NewGame(const v1::GameSetup& setup) const override;
  absl::StatusOr<ApplyResult> Apply(const v1::GameState& state, int actor,
                                    const google::protobuf::Any& action) const override;
  absl::StatusOr<std::vector<google::protobuf::Any>> LegalActions(const v1::GameState& state,
                                                                  int actor) const override;
  absl::StatusOr<v1::GameState> View(const v1::GameState& state, int viewer) const override;
  absl::Status Check(const v1::GameState& state) const override;
  absl::StatusOr<v1::TurnStatus> Turn(const v1::GameState& state) const override;
  absl::StatusOr<v1::GameState> ResampleHidden(const v1::GameState& state, int viewer,
                                               uint64_t seed) const override;
  absl::StatusOr<std::unique_ptr<Position>> DecodePosition(
      const v1::GameState& state) const override;

 private:
  v1::GameInfo info_;
};

// Registers QuibblesGame under "quibbles".
void Register(Registry& registry);

}  // namespace quibbles
}  // namespace arbiter

#endif  // ARBITER_ENGINES_QUIBBLES_QUIBBLES_H_
