// Quibbles' native Position (position.h): a State and the moves last listed. Each step is the
// boundary's Apply without its decode and encode: the same checks in the same order (actor,
// action, Judge), then Play.
#include "engines/quibbles/position.h"

#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/core/game.h"
#include "engines/core/violation.h"
#include "engines/quibbles/moves.h"
#include "engines/quibbles/rules.h"
#include "engines/quibbles/state.h"

namespace arbiter {
namespace quibbles {
namespace {

class QuibblesPosition final : public Position {
 public:
  QuibblesPosition(const v1::GameInfo& info, const State& s) : info_(&info), s_(s) {
    moves_.reserve(256);
  }

  v1::TurnStatus Turn() const override { return TurnOf(s_); }

  bool Decides(int actor) const override {
    switch (s_.phase) {
      case Phase::kFinished:
        return false;
      case Phase::kDrawing:
        return actor == kChance;
      case Phase::kMainAction:
      case Phase::kStashOrEnd:
        return actor == s_.current_seat;
    }
    return false;
  }

  void Deciders(std::vector<int>* actors) const override {
    actors->clear();
    switch (s_.phase) {
      case Phase::kFinished:
        return;
      case Phase::kDrawing:
        actors->push_back(kChance);
        return;
      case Phase::kMainAction:
      case Phase::kStashOrEnd:
        actors->push_back(s_.current_seat);
        return;
    }
  }

  bool Finished() const override { return s_.phase == Phase::kFinished; }

  absl::StatusOr<bool> Apply(int actor, const google::protobuf::Any& action,
                             v1::Violation* violation, std::vector<v1::Event>* events) override {
    ARBITER_RETURN_IF_ERROR(CheckActor(actor, s_.seat_count));
    action_.Clear();
    ARBITER_RETURN_IF_ERROR(UnpackAction(action, &action_));
    if (action_.move_case() == pb::Action::MOVE_NOT_SET) {
      return absl::InvalidArgumentError("action: no move set");
    }
    Move move;
    if (Verdict v = Judge(s_, actor, action_, &move)) {
      if (violation != nullptr) *violation = *std::move(v);
      return false;
    }
    Play(s_, actor, move, events);
    listed_ = false;
    return true;
  }

  absl::StatusOr<int> ListLegal(int actor) override {
    ARBITER_RETURN_IF_ERROR(CheckActor(actor, s_.seat_count));
    ListMoves(s_, actor, &moves_);
    listed_actor_ = actor;
    listed_ = true;
    return static_cast<int>(moves_.size());
  }

  absl::Status PlayListed(int index, std::vector<v1::Event>* events) override {
    ARBITER_RETURN_IF_ERROR(CheckIndex(index));
    const Move move = moves_[index];
    Play(s_, listed_actor_, move, events);
    listed_ = false;
    return absl::OkStatus();
  }

  absl::Status ListedAction(int index, google::protobuf::Any* out) const override {
    ARBITER_RETURN_IF_ERROR(CheckIndex(index));
    PackAction(moves_[index], out);  // what LegalActions answers
    return absl::OkStatus();
  }

  absl::StatusOr<v1::GameState> Encode() const override { return EncodeState(*info_, s_); }

  std::unique_ptr<Position> Clone() const override {
    return std::make_unique<QuibblesPosition>(*info_, s_);
  }

 private:
  absl::Status CheckIndex(int index) const {
    if (!listed_) return absl::FailedPreconditionError("index: no current list (call ListLegal)");
    if (index < 0 || index >= static_cast<int>(moves_.size())) {
      return absl::FailedPreconditionError(
          absl::StrCat("index: ", index, " is outside [0, ", moves_.size(), ")"));
    }
    return absl::OkStatus();
  }

  const v1::GameInfo* info_;
  State s_;
  std::vector<Move> moves_;
  int listed_actor_ = 0;
  bool listed_ = false;
  pb::Action action_;  // the action being judged, reused
};

}  // namespace

absl::StatusOr<std::unique_ptr<Position>> MakePosition(const v1::GameInfo& info,
                                                       const v1::GameState& state) {
  State s;
  ARBITER_RETURN_IF_ERROR(DecodeState(info, state, &s));
  return std::unique_ptr<Position>(new QuibblesPosition(info, s));
}

}  // namespace quibbles
}  // namespace arbiter
