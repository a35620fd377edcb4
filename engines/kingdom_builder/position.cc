#include "engines/kingdom_builder/position.h"

#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/kingdom_builder/rules.h"
#include "engines/kingdom_builder/state.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

class KingdomBuilderPosition final : public Position {
 public:
  KingdomBuilderPosition(const v1::GameInfo& info, State s) : info_(&info), s_(std::move(s)) {}

  v1::TurnStatus Turn() const override { return TurnOf(s_); }
  bool Decides(int actor) const override { return kingdom_builder::Decides(s_, actor); }
  void Deciders(std::vector<int>* actors) const override {
    actors->clear();
    if (Finished()) return;
    actors->push_back(ChancePending(s_) ? kChance : s_.current_seat);
  }
  bool Finished() const override { return s_.phase == pb::PHASE_GAME_OVER; }

  absl::StatusOr<bool> Apply(int actor, const google::protobuf::Any& action,
                             v1::Violation* violation, std::vector<v1::Event>* events) override {
    absl::StatusOr<Verdict> v = PlayWireAction(&s_, actor, action, events);
    if (!v.ok()) return v.status();
    if (*v) {
      if (violation != nullptr) *violation = **std::move(v);
      return false;
    }
    listed_ = false;
    return true;
  }

  absl::StatusOr<int> ListLegal(int actor) override {
    ARBITER_RETURN_IF_ERROR(CheckActor(actor, s_.seat_count));
    ListMoves(s_, actor, &moves_);
    listed_ = true;
    return static_cast<int>(moves_.size());
  }

  absl::Status PlayListed(int index, std::vector<v1::Event>* events) override {
    ARBITER_RETURN_IF_ERROR(CheckIndex(index));
    listed_ = false;
    Play(&s_, moves_[index], events);
    return absl::OkStatus();
  }

  absl::Status ListedAction(int index, google::protobuf::Any* out) const override {
    ARBITER_RETURN_IF_ERROR(CheckIndex(index));
    PackAction(moves_[index], out);
    return absl::OkStatus();
  }

  absl::StatusOr<v1::GameState> Encode() const override { return EncodeState(*info_, s_); }

  std::unique_ptr<Position> Clone() const override {
    return std::make_unique<KingdomBuilderPosition>(*info_, s_);
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
  bool listed_ = false;
  Moves moves_;
};

}  // namespace

absl::StatusOr<std::unique_ptr<Position>> MakePosition(const v1::GameInfo& info,
                                                       const v1::GameState& state) {
  State s;
  ARBITER_RETURN_IF_ERROR(DecodeState(info, state, &s));
  return std::unique_ptr<Position>(new KingdomBuilderPosition(info, std::move(s)));
}

}  // namespace kingdom_builder
}  // namespace arbiter
