#include "engines/core/testing/race_game.h"

#include <string>

#include "engines/core/actor.h"
#include "engines/core/envelope.h"
#include "engines/core/events.h"
#include "engines/core/proto_position.h"
#include "engines/core/testing/two_seat_turn.h"
#include "engines/core/violation.h"
#include "google/protobuf/wrappers.pb.h"

namespace arbiter::testing {
namespace {

using google::protobuf::Int64Value;

constexpr int kGoal = 10;

class RaceGame final : public Game {
 public:
  RaceGame() {
    info_.set_game_id("race");
    info_.set_title("Race to 10");
    info_.set_min_seats(2);
    info_.set_max_seats(2);
    info_.set_rules_version("race/1.0");
    info_.set_state_format_version(1);
    info_.set_state_type(v1::SeatResult::descriptor()->full_name());
    info_.set_action_type(Int64Value::descriptor()->full_name());
    info_.set_event_type(Int64Value::descriptor()->full_name());
    // The violation catalogue, citing testing/race_rules.md.
    AddViolation(kGameOver, "R1", "the race is won");
    AddViolation(kNotYourTurn, "R1", "the other seat's turn");
    AddViolation("RACE_BAD_AMOUNT", "R2", "an amount other than 1 or 2");
  }
  const v1::GameInfo& Info() const override { return info_; }

  absl::StatusOr<NewGameResult> NewGame(const v1::GameSetup& setup) const override {
    auto options = CheckSetup(info_, setup);
    if (!options.ok()) return options.status();
    v1::SeatResult s;
    s.set_seat(setup.first_seat());
    NewGameResult r;
    r.state = PackState(info_, s);
    r.turn = TurnOf(s);
    return r;
  }

  absl::StatusOr<ApplyResult> Apply(const v1::GameState& state, int actor,
                                    const google::protobuf::Any& action) const override {
    v1::SeatResult s;
    ARBITER_RETURN_IF_ERROR(Load(state, &s));
    ARBITER_RETURN_IF_ERROR(CheckActor(actor, 2));
    Int64Value amount;
    ARBITER_RETURN_IF_ERROR(UnpackAction(action, &amount));
    if (s.score() >= kGoal) return Illegal(MakeViolation(kGameOver, "R1", "", "game over"));
    if (actor != s.seat()) {
      return Illegal(MakeViolation(kNotYourTurn, "R1", "", "not your turn"));
    }
    if (amount.value() < 1 || amount.value() > 2) {
      return Illegal(MakeViolation("RACE_BAD_AMOUNT", "R2", "value", "add 1 or 2"));
    }
    s.set_score(s.score() + amount.value());
    if (s.score() < kGoal) s.set_seat(1 - s.seat());
    ApplyResult r;
    r.legal = true;
    r.events.push_back(PublicEvent(amount));
    r.state = PackState(info_, s);
    r.turn = TurnOf(s);
    return r;
  }

  absl::StatusOr<std::vector<google::protobuf::Any>> LegalActions(const v1::GameState& state,
                                                                  int actor) const override {
    v1::SeatResult s;
    ARBITER_RETURN_IF_ERROR(Load(state, &s));
    ARBITER_RETURN_IF_ERROR(CheckActor(actor, 2));
    std::vector<google::protobuf::Any> out;
    if (s.score() >= kGoal || actor != s.seat()) return out;
    for (int a = 1; a <= 2; ++a) {
      Int64Value v;
      v.set_value(a);
      out.push_back(Pack(v));
    }
    return out;
  }

  absl::StatusOr<v1::GameState> View(const v1::GameState& state, int viewer) const override {
    v1::SeatResult s;
    ARBITER_RETURN_IF_ERROR(Load(state, &s));
    return state;
  }
  absl::Status Check(const v1::GameState& state) const override {
    v1::SeatResult s;
    return Load(state, &s);
  }
  absl::StatusOr<v1::TurnStatus> Turn(const v1::GameState& state) const override {
    v1::SeatResult s;
    ARBITER_RETURN_IF_ERROR(Load(state, &s));
    return TurnOf(s);
  }
  absl::StatusOr<std::unique_ptr<Position>> DecodePosition(
      const v1::GameState& state) const override {
    return ProtoPosition::Make(*this, state);
  }
  absl::StatusOr<v1::GameState> ResampleHidden(const v1::GameState& state, int,
                                               uint64_t) const override {
    return state;
  }

 private:
  absl::Status Load(const v1::GameState& state, v1::SeatResult* s) const {
    ARBITER_RETURN_IF_ERROR(UnpackState(info_, state, s));
    if (s->seat() < 0 || s->seat() > 1) {
      return absl::InvalidArgumentError("state.payload.seat: not a seat");
    }
    if (s->score() < 0 || s->score() > kGoal + 1) {
      return absl::InvalidArgumentError("state.payload.score: out of range");
    }
    return absl::OkStatus();
  }
  static v1::TurnStatus TurnOf(const v1::SeatResult& s) {
    return TwoSeatTurn(static_cast<int>(s.seat()), s.score() >= kGoal, "add");
  }

  void AddViolation(absl::string_view code, absl::string_view rule_ref,
                    absl::string_view description) {
    v1::ViolationSpec* spec = info_.add_violations();
    spec->set_code(std::string(code));
    spec->set_rule_ref(std::string(rule_ref));
    spec->set_description(std::string(description));
  }

  v1::GameInfo info_;
};

}  // namespace

std::unique_ptr<Game> MakeRaceGame() { return std::make_unique<RaceGame>(); }

google::protobuf::Any RaceAction(int64_t amount) {
  Int64Value v;
  v.set_value(amount);
  google::protobuf::Any any;
  any.PackFrom(v);
  return any;
}

v1::GameRecord RaceRecord(std::initializer_list<int64_t> amounts) {
  v1::GameRecord record;
  record.mutable_setup()->set_game_id("race");
  record.mutable_setup()->set_seat_count(2);
  int seat = 0;
  for (int64_t amount : amounts) {
    v1::RecordStep* step = record.add_steps();
    *step->mutable_actor() = ActorToProto(seat);
    *step->mutable_action() = RaceAction(amount);
    seat = 1 - seat;
  }
  return record;
}

}  // namespace arbiter::testing
