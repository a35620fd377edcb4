// Memoir '44's native Position (position.h).
#include "engines/memoir44/position.h"

#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/core/game.h"
#include "engines/memoir44/action_list.h"
#include "engines/memoir44/rules.h"

namespace arbiter::memoir44 {
namespace {

class Memoir44Position final : public Position {
 public:
  Memoir44Position(const v1::GameInfo& info, Loaded x) : info_(&info), x_(std::move(x)) {}
  Memoir44Position(const Memoir44Position& o) : info_(o.info_), x_(o.x_) {}

  v1::TurnStatus Turn() const override { return TurnOf(x_.s); }

  bool Decides(int actor) const override {
    const State& s = x_.s;
    if (s.phase == pb::PHASE_GAME_OVER) return false;
    if (actor == kChance) return s.chance != pb::CHANCE_UNSPECIFIED;
    return actor >= 0 && actor == DecidingSeat(s);
  }

  void Deciders(std::vector<int>* actors) const override {
    actors->clear();
    const State& s = x_.s;
    if (s.phase == pb::PHASE_GAME_OVER) return;
    if (s.chance != pb::CHANCE_UNSPECIFIED) {
      actors->push_back(kChance);
      return;
    }
    const int seat = DecidingSeat(s);
    if (seat >= 0) actors->push_back(seat);
  }

  bool Finished() const override { return x_.s.phase == pb::PHASE_GAME_OVER; }

  absl::StatusOr<bool> Apply(int actor, const google::protobuf::Any& action,
                             v1::Violation* violation, std::vector<v1::Event>* events) override {
    ARBITER_RETURN_IF_ERROR(CheckActor(actor, x_.s.seat_count));
    ARBITER_RETURN_IF_ERROR(UnpackAction(action, &action_));
    return Step(actor, action_, violation, events);
  }

  absl::StatusOr<int> ListLegal(int actor) override {
    ARBITER_RETURN_IF_ERROR(CheckActor(actor, x_.s.seat_count));
    const State& s = x_.s;
    list_.Clear();
    if (s.phase != pb::PHASE_GAME_OVER) {
      if (s.chance != pb::CHANCE_UNSPECIFIED) {
        if (actor == kChance) ListChance(s, &list_);
      } else if (actor != kChance) {
        ListSeatActions(s, actor, &list_);
      }
    }
    listed_ = true;
    listed_actor_ = actor;
    return static_cast<int>(list_.size());
  }

  absl::Status PlayListed(int index, std::vector<v1::Event>* events) override {
    ARBITER_RETURN_IF_ERROR(CheckIndex(index));
    // The rules judge pb::Action (rules.h); the one message is reused for every step.
    list_.ToProto(static_cast<size_t>(index), &action_);
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
    list_.ToProto(static_cast<size_t>(index), &a);
    PackInto(a, out);
    return absl::OkStatus();
  }

  absl::StatusOr<v1::GameState> Encode() const override {
    return EncodeGameState(*info_, x_, x_.s);
  }

  std::unique_ptr<Position> Clone() const override {
    return std::make_unique<Memoir44Position>(*this);
  }

 private:
  // JudgeAndApply on the held state. Illegal: the violation, and the state as it was (the last
  // rolls JudgeAndApply cleared put back).
  absl::StatusOr<bool> Step(int actor, const pb::Action& a, v1::Violation* violation,
                            std::vector<v1::Event>* events) {
    State& s = x_.s;
    saved_faces_.assign(s.last_roll_faces.begin(), s.last_roll_faces.end());
    saved_sizes_.assign(s.last_roll_sizes.begin(), s.last_roll_sizes.end());
    Ctx c{s, events};
    Verdict v = JudgeAndApply(c, actor, a);
    if (v) {
      s.last_roll_faces.swap(saved_faces_);
      s.last_roll_sizes.swap(saved_sizes_);
      if (violation != nullptr) *violation = *std::move(v);
      return false;
    }
    listed_ = false;
    list_.Clear();
    return true;
  }

  absl::Status CheckIndex(int index) const {
    if (!listed_) return absl::FailedPreconditionError("index: no current list (call ListLegal)");
    if (index < 0 || static_cast<size_t>(index) >= list_.size()) {
      return absl::FailedPreconditionError(
          absl::StrCat("index: ", index, " is outside [0, ", list_.size(), ")"));
    }
    return absl::OkStatus();
  }

  const v1::GameInfo* info_;
  Loaded x_;
  ActionList list_;
  bool listed_ = false;
  int listed_actor_ = 0;
  pb::Action action_;  // the action being judged (scratch)
  std::vector<pb::DieFace> saved_faces_;
  std::vector<int8_t> saved_sizes_;
};

}  // namespace

std::unique_ptr<Position> MakePosition(const v1::GameInfo& info, Loaded x) {
  return std::make_unique<Memoir44Position>(info, std::move(x));
}

}  // namespace arbiter::memoir44
