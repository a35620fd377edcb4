// Kingdom Builder (Queen Games, base game), 2-4 players, as rules.md states it:
// the engine behind game id "kingdom_builder" (wire messages in
// proto/arbiter/games/kingdom_builder/v1/kingdom_builder.proto).
//
//   Registry registry;
//   kingdom_builder::Register(registry);
//   const Game* kb = registry.Find("kingdom_builder");
//   v1::GameSetup setup;  setup.set_game_id("kingdom_builder");  setup.set_seat_count(3);
//   (*setup.mutable_options())["board_setup"] = "first_game";
//   auto game = kb->NewGame(setup);                  // SEEDED: boards, KB cards, deal drawn
//
// Options (GameSetup.options; defaults first): board_setup random|first_game|explicit (R1) with
// board_top_left / board_top_right / board_bottom_left / board_bottom_right = "<board>" or
// "<board>_rotated" for explicit; kb_cards random|"<card>,<card>,<card>" in K1 order;
// exhausted_terrain redraw|forfeit (R2); tile_loss_check immediate|end_of_turn (R3);
// move_adjacency lifted|in_place (R4); lords_zero second_only|never|always (R5).
//
// Chance points in EXTERNAL mode: each sector's board (board_setup random), each KB card
// (kb_cards random), each terrain card drawn (deal, K7 redraws, end-of-turn draws).
// Hidden information (K12): each seat's held terrain card is private to it; the draw pile's
// composition and the generator state are secret.
//
// State formats (GameState.state_format_version, state.h): every state returned, views
// included, is format 2 (hexes as indices); states of format 1 (HexCoord submessages) are read
// too and get the same answers. Any other version is FAILED_PRECONDITION.
#ifndef ARBITER_ENGINES_KINGDOM_BUILDER_KINGDOM_BUILDER_H_
#define ARBITER_ENGINES_KINGDOM_BUILDER_KINGDOM_BUILDER_H_

#include "engines/core/game.h"
#include "engines/core/registry.h"

namespace arbiter {
namespace kingdom_builder {

inline constexpr char kGameId[] = "kingdom_builder";
inline constexpr char kRulesVersion[] = "kingdom_builder/base.1";

class KingdomBuilderGame final : public Game {
 public:
  KingdomBuilderGame();

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

// Registers KingdomBuilderGame under "kingdom_builder".
void Register(Registry& registry);

}  // namespace kingdom_builder
}  // namespace arbiter

#endif  // ARBITER_ENGINES_KINGDOM_BUILDER_KINGDOM_BUILDER_H_
