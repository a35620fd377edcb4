// Memoir '44 (Days of Wonder; the base game, 2 players), the engine behind game id "memoir44":
// every section, ruling and worked example of rules.md (M1-M19, R1-R14, E1-E15) over the
// component data of data/ (the command deck) and the base box's scenarios (content/*.txtpb,
// the game's content; a platform may supply its own scenario at NewGame).
//
//   Registry registry;
//   memoir44::Register(registry);
//   const Game* g = registry.Find("memoir44");
//   v1::GameSetup setup;  setup.set_game_id("memoir44");  setup.set_seat_count(2);
//   (*setup.mutable_options())["scenario"] = "pegasus_bridge";
//   absl::StatusOr<NewGameResult> r = g->NewGame(setup);   // the first seat plays a card
//
// State, actions and events: proto arbiter.games.memoir44.v1 (State, Action, Event, Options).
// Options (GameInfo): scenario, air_power_group (R1), close_assault_bonus_on_overrun (R2),
// ambush_as_turn_card (R5), ambush_prompt (R6), artillery_needs_los (R7), los_vertex_blocks
// (R8), hill_los (R9), hedgerow_exit (R10), sandbags_persist (R11), deck_reshuffle (R12),
// deck_out_rule (R14).
//
// Turn model (M4): one seat decides at a time: the active seat, except the defender of a close
// assault in PHASE_AMBUSH and the retreating unit's owner in PHASE_RETREAT (TurnStatus
// acting_seats names it). EXTERNAL randomness stops at every card drawn (LegalActions(kChance)
// lists the pile's cards) and every roll (chance_dice dice; the outcomes of up to 10 dice are
// listed once each, faces in ascending order). Violation codes: violations.h (MEMOIR44_*,
// each citing a heading of rules.md).
#ifndef ARBITER_ENGINES_MEMOIR44_MEMOIR44_H_
#define ARBITER_ENGINES_MEMOIR44_MEMOIR44_H_

#include <cstdint>
#include <vector>

#include "engines/core/game.h"
#include "engines/core/registry.h"

namespace arbiter::memoir44 {

inline constexpr char kGameId[] = "memoir44";

class Memoir44 final : public Game {
 public:
  Memoir44();

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

// Registers Memoir44 under "memoir44".
void Register(Registry& registry);

}  // namespace arbiter::memoir44

#endif  // ARBITER_ENGINES_MEMOIR44_MEMOIR44_H_
