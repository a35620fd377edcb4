// Voyages' native Position (position.h).
#include "engines/voyages/position.h"

#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/core/game.h"
#include "engines/voyages/moves.h"
#include "engines/voyages/rules.h"

namespace arbiter {
namespace voyages {
namespace {

class VoyagesPosition final : public Position {
 public:
  VoyagesPosition(const v1::GameInfo& info, std::shared_ptr<const Pack> pack, State state,
                  const v1::GameContent& content)
      : info_(&info), pack_(std::move(pack)), s_(std::move(state)), content_(content) {}
  VoyagesPosition(const VoyagesPosition& o)
      : info_(o.info_), pack_(o.pack_), s_(o.s_), content_(o.content_) {}

  v1::TurnStatus Turn() const override { return TurnOf(s_); }

  bool Decides(int actor) const override {
    if (s_.phase == Phase::kFinished) return false;
    if (actor == kChance) return ChancePending(s_);
    return actor >= 0 && actor < s_.seat_count && voyages::Decides(s_, actor);
  }

  void Deciders(std::vector<int>* actors) const override {
    actors->clear();
    if (s_.phase == Phase::kFinished) return;
    if (ChancePending(s_)) {
      actors->push_back(kChance);
      return;
    }
    for (int i = 0; i < s_.seat_count; ++i) {
      if (voyages::Decides(s_, i)) actors->push_back(i);
    }
  }

  bool Finished() const override { return s_.phase == Phase::kFinished; }

  absl::StatusOr<bool> Apply(int actor, const google::protobuf::Any& action,
                             v1::Violation* violation, std::vector<v1::Event>* events) override {
    ARBITER_RETURN_IF_ERROR(CheckActor(actor, s_.seat_count));
    ARBITER_RETURN_IF_ERROR(UnpackAction(action, &action_));
    if (action_.move_case() == pb::Action::MOVE_NOT_SET) {
      return absl::InvalidArgumentError("action: no move set");
    }
    return Step(actor, action_, violation, events);
  }

  absl::StatusOr<int> ListLegal(int actor) override {
    ARBITER_RETURN_IF_ERROR(CheckActor(actor, s_.seat_count));
    listed_.clear();
    ListMoves(s_, actor, &listed_);
    has_list_ = true;
    listed_actor_ = actor;
    return static_cast<int>(listed_.size());
  }

  absl::Status PlayListed(int index, std::vector<v1::Event>* events) override {
    ARBITER_RETURN_IF_ERROR(CheckIndex(index));
    ToProto(s_, listed_[index], &action_);
    v1::Violation violation;
    absl::StatusOr<bool> legal = Step(listed_actor_, action_, &violation, events);
    if (!legal.ok()) return legal.status();
    if (!*legal) {
      return absl::InternalError(
          absl::StrCat("listed action ", index, " judged illegal: ", violation.code()));
    }
    return absl::OkStatus();
  }

  absl::Status ListedAction(int index, google::protobuf::Any* out) const override {
    ARBITER_RETURN_IF_ERROR(CheckIndex(index));
    pb::Action a;
    ToProto(s_, listed_[index], &a);
    PackInto(a, out);
    return absl::OkStatus();
  }

  absl::StatusOr<v1::GameState> Encode() const override {
    pb::State payload;
    EncodeState(s_, kFullState, &payload);
    v1::GameState out = PackState(*info_, payload);
    *out.mutable_content() = content_;
    return out;
  }

  std::unique_ptr<Position> Clone() const override {
    return std::make_unique<VoyagesPosition>(*this);
  }

 private:
  // Act judges before it changes anything, so an illegal action leaves the state as it was.
  absl::StatusOr<bool> Step(int actor, const pb::Action& a, v1::Violation* violation,
                            std::vector<v1::Event>* events) {
    if (Verdict v = Act(s_, actor, a, events)) {
      if (violation != nullptr) *violation = *std::move(v);
      return false;
    }
    has_list_ = false;
    listed_.clear();
    return true;
  }

  absl::Status CheckIndex(int index) const {
    if (!has_list_) return absl::FailedPreconditionError("index: no current list (call ListLegal)");
    if (index < 0 || static_cast<size_t>(index) >= listed_.size()) {
      return absl::FailedPreconditionError(
          absl::StrCat("index: ", index, " is outside [0, ", listed_.size(), ")"));
    }
    return absl::OkStatus();
  }

  const v1::GameInfo* info_;
  std::shared_ptr<const Pack> pack_;  // s_.pack points into it
  State s_;
  v1::GameContent content_;
  std::vector<Move> listed_;
  bool has_list_ = false;
  int listed_actor_ = 0;
  pb::Action action_;
};

}  // namespace

std::unique_ptr<Position> MakePosition(const v1::GameInfo& info, std::shared_ptr<const Pack> pack,
                                       State state, const v1::GameContent& content) {
  return std::make_unique<VoyagesPosition>(info, std::move(pack), std::move(state), content);
}

}  // namespace voyages
}  // namespace arbiter
