#include "engines/ticket_to_ride_europe/position.h"

#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "engines/core/arena.h"
#include "engines/core/envelope.h"
#include "engines/ticket_to_ride_europe/moves.h"
#include "engines/ticket_to_ride_europe/rules.h"

namespace arbiter::ticket_to_ride_europe {
namespace {

class NativePosition final : public Position {
 public:
  NativePosition(const v1::GameInfo& info, const Map& map, State s)
      : info_(&info), map_(&map), s_(std::move(s)) {}

  v1::TurnStatus Turn() const override { return TurnOf(*map_, s_); }

  bool Decides(int actor) const override {
    if (Finished()) return false;
    if (actor == kChance) return ChancePending();
    return actor >= 0 && actor < s_.seat_count && IsActing(s_, actor);
  }

  void Deciders(std::vector<int>* actors) const override {
    actors->clear();
    if (Finished()) return;
    if (ChancePending()) actors->push_back(kChance);
    for (int seat : ActingSeats(s_)) actors->push_back(seat);  // ascending
  }

  bool Finished() const override { return s_.phase == pb::PHASE_GAME_OVER; }

  absl::StatusOr<bool> Apply(int actor, const google::protobuf::Any& action,
                             v1::Violation* violation, std::vector<v1::Event>* events) override {
    Ctx c{*map_, s_, events};
    absl::StatusOr<Verdict> v = ApplyWire(c, actor, action);  // validates before any change
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
    ListMoves(*map_, s_, actor, &listed_moves_);
    listed_actor_ = actor;
    listed_ = true;
    return static_cast<int>(listed_moves_.size());
  }

  absl::Status PlayListed(int index, std::vector<v1::Event>* events) override {
    ARBITER_RETURN_IF_ERROR(CheckIndex(index));
    Ctx c{*map_, s_, events};
    listed_ = false;
    if (Verdict v = Play(c, listed_actor_, listed_moves_[index])) {
      // Unreachable: a listed move is legal (the listing is the judgement).
      return absl::InternalError(
          absl::StrCat("listed action ", index, " judged illegal: ", v->code()));
    }
    return absl::OkStatus();
  }

  absl::Status ListedAction(int index, google::protobuf::Any* out) const override {
    ARBITER_RETURN_IF_ERROR(CheckIndex(index));
    static const std::vector<int>* const kNoTickets = new std::vector<int>();
    PackAction(listed_moves_[index],
               listed_actor_ >= 0 ? s_.players[listed_actor_].offered : *kNoTickets, out);
    return absl::OkStatus();
  }

  absl::StatusOr<v1::GameState> Encode() const override {
    ScratchArena arena;
    pb::State* payload = arena.Create<pb::State>();
    EncodeState(s_, payload);
    return PackState(*info_, *payload);
  }

  std::unique_ptr<Position> Clone() const override {
    return std::make_unique<NativePosition>(*info_, *map_, s_);
  }

 private:
  bool ChancePending() const { return s_.external && NextChance(s_).kind != ChanceKind::kNone; }

  absl::Status CheckIndex(int index) const {
    if (!listed_) return absl::FailedPreconditionError("index: no current list (call ListLegal)");
    if (index < 0 || index >= static_cast<int>(listed_moves_.size())) {
      return absl::FailedPreconditionError(
          absl::StrCat("index: ", index, " is outside [0, ", listed_moves_.size(), ")"));
    }
    return absl::OkStatus();
  }

  const v1::GameInfo* info_;
  const Map* map_;
  State s_;
  // The last ListLegal: valid while listed_ (until the position changes).
  std::vector<Move> listed_moves_;
  int listed_actor_ = 0;
  bool listed_ = false;
};

}  // namespace

absl::StatusOr<std::unique_ptr<Position>> MakePosition(const v1::GameInfo& info,
                                                       const v1::GameState& state) {
  absl::StatusOr<const Map*> map = LoadMap();
  if (!map.ok()) return map.status();
  ScratchArena arena;
  pb::State* parsed = arena.Create<pb::State>();
  ARBITER_RETURN_IF_ERROR(UnpackState(info, state, parsed));
  State s;
  ARBITER_RETURN_IF_ERROR(DecodeState(**map, *parsed, state.state_format_version(), &s));
  ARBITER_RETURN_IF_ERROR(CheckState(**map, s));
  State probe;
  ARBITER_RETURN_IF_ERROR(CheckAtRest(**map, s, probe));
  return std::unique_ptr<Position>(new NativePosition(info, **map, std::move(s)));
}

}  // namespace arbiter::ticket_to_ride_europe
