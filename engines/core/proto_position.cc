#include "engines/core/proto_position.h"

#include <algorithm>
#include <utility>

#include "absl/strings/str_cat.h"

namespace arbiter {

absl::StatusOr<std::unique_ptr<Position>> ProtoPosition::Make(const Game& game,
                                                              const v1::GameState& state) {
  absl::StatusOr<v1::TurnStatus> turn = game.Turn(state);
  if (!turn.ok()) return turn.status();
  return std::unique_ptr<Position>(new ProtoPosition(game, state, *std::move(turn)));
}

bool ProtoPosition::Decides(int actor) const {
  if (Finished()) return false;
  if (actor == kChance) return turn_.chance_pending();
  for (int seat : turn_.acting_seats()) {
    if (seat == actor) return true;
  }
  return false;
}

void ProtoPosition::Deciders(std::vector<int>* actors) const {
  actors->clear();
  if (Finished()) return;
  if (turn_.chance_pending()) actors->push_back(kChance);
  for (int seat : turn_.acting_seats()) actors->push_back(seat);
  std::sort(actors->begin() + (turn_.chance_pending() ? 1 : 0), actors->end());
}

bool ProtoPosition::Finished() const {
  return turn_.outcome().status() == v1::OUTCOME_STATUS_FINISHED;
}

absl::StatusOr<bool> ProtoPosition::Apply(int actor, const google::protobuf::Any& action,
                                          v1::Violation* violation,
                                          std::vector<v1::Event>* events) {
  absl::StatusOr<ApplyResult> result = game_->Apply(state_, actor, action);
  if (!result.ok()) return result.status();
  if (!result->legal) {
    if (violation != nullptr) *violation = std::move(result->violation);
    return false;
  }
  state_ = std::move(result->state);
  turn_ = std::move(result->turn);
  if (events != nullptr) {
    for (v1::Event& e : result->events) events->push_back(std::move(e));
  }
  listed_ = false;
  listed_actions_.clear();
  return true;
}

absl::StatusOr<int> ProtoPosition::ListLegal(int actor) {
  absl::StatusOr<std::vector<google::protobuf::Any>> actions = game_->LegalActions(state_, actor);
  if (!actions.ok()) return actions.status();
  listed_actions_ = *std::move(actions);
  listed_actor_ = actor;
  listed_ = true;
  return static_cast<int>(listed_actions_.size());
}

absl::Status ProtoPosition::CheckIndex(int index) const {
  if (!listed_) return absl::FailedPreconditionError("index: no current list (call ListLegal)");
  if (index < 0 || index >= static_cast<int>(listed_actions_.size())) {
    return absl::FailedPreconditionError(
        absl::StrCat("index: ", index, " is outside [0, ", listed_actions_.size(), ")"));
  }
  return absl::OkStatus();
}

absl::Status ProtoPosition::PlayListed(int index, std::vector<v1::Event>* events) {
  if (absl::Status s = CheckIndex(index); !s.ok()) return s;
  const google::protobuf::Any action = listed_actions_[index];
  v1::Violation violation;
  absl::StatusOr<bool> legal = Apply(listed_actor_, action, &violation, events);
  if (!legal.ok()) return legal.status();
  if (!*legal) {
    return absl::InternalError(
        absl::StrCat("listed action ", index, " judged illegal: ", violation.code()));
  }
  return absl::OkStatus();
}

absl::Status ProtoPosition::ListedAction(int index, google::protobuf::Any* out) const {
  if (absl::Status s = CheckIndex(index); !s.ok()) return s;
  *out = listed_actions_[index];
  return absl::OkStatus();
}

std::unique_ptr<Position> ProtoPosition::Clone() const {
  return std::unique_ptr<Position>(new ProtoPosition(*this));
}

}  // namespace arbiter
