// ProtoPosition: the Position contract (position.h) over a Game's proto methods. Each step is
// one Game::Apply, each listing one Game::LegalActions, so it is exactly as fast as the proto
// path: the reference the native positions are checked against, and what toy and test games
// answer from DecodePosition. A registered engine implements its own native Position.
//
//   absl::StatusOr<std::unique_ptr<Position>> p = ProtoPosition::Make(game, state);
//
// Errors of Make: whatever Game::Turn answers for `state` (INVALID_ARGUMENT naming the field).
#ifndef ARBITER_ENGINES_CORE_PROTO_POSITION_H_
#define ARBITER_ENGINES_CORE_PROTO_POSITION_H_

#include <memory>
#include <vector>

#include "engines/core/game.h"
#include "engines/core/position.h"

namespace arbiter {

class ProtoPosition final : public Position {
 public:
  static absl::StatusOr<std::unique_ptr<Position>> Make(const Game& game,
                                                        const v1::GameState& state);

  v1::TurnStatus Turn() const override { return turn_; }
  bool Decides(int actor) const override;
  void Deciders(std::vector<int>* actors) const override;
  bool Finished() const override;
  absl::StatusOr<bool> Apply(int actor, const google::protobuf::Any& action,
                             v1::Violation* violation, std::vector<v1::Event>* events) override;
  absl::StatusOr<int> ListLegal(int actor) override;
  absl::Status PlayListed(int index, std::vector<v1::Event>* events) override;
  absl::Status ListedAction(int index, google::protobuf::Any* out) const override;
  absl::StatusOr<v1::GameState> Encode() const override { return state_; }
  std::unique_ptr<Position> Clone() const override;

 private:
  ProtoPosition(const Game& game, v1::GameState state, v1::TurnStatus turn)
      : game_(&game), state_(std::move(state)), turn_(std::move(turn)) {}
  absl::Status CheckIndex(int index) const;

  const Game* game_;
  v1::GameState state_;
  v1::TurnStatus turn_;
  int listed_actor_ = 0;
  bool listed_ = false;
  std::vector<google::protobuf::Any> listed_actions_;
};

}  // namespace arbiter

#endif  // ARBITER_ENGINES_CORE_PROTO_POSITION_H_
