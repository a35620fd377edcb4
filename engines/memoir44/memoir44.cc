// The Memoir '44 boundary (memoir44.h): GameInfo, and each Game method decoding the state once
// (its scenario from GameState.content), judging or listing on the native state (rules.h),
// encoding once.
#include "engines/memoir44/memoir44.h"

#include <memory>
#include <string>
#include <utility>

#include "absl/strings/str_cat.h"
#include "engines/core/arena.h"
#include "engines/core/envelope.h"
#include "engines/core/game_info_builder.h"
#include "engines/core/setup_options.h"
#include "engines/core/violation.h"
#include "engines/memoir44/boundary.h"
#include "engines/memoir44/options.h"
#include "engines/memoir44/position.h"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/scenario.h"
#include "engines/memoir44/state.h"
#include "engines/memoir44/violations.h"

namespace arbiter::memoir44 {
namespace {

// The decoded state of a call, reused by the next call on the same thread: DecodeState replaces
// every field and the vectors (hands, piles, units) keep their capacity, so a warm thread decodes
// without allocating them again. A call that starts while another runs on the same thread (none
// does today) gets a fresh one. The scenario is released at the end of the call.
class CallState {
 public:
  CallState() {
    thread_local Slot slot;
    if (!slot.busy) {
      slot.busy = true;
      slot_ = &slot;
      x_ = &slot.x;
    } else {
      own_ = std::make_unique<Loaded>();
      x_ = own_.get();
    }
  }
  ~CallState() {
    if (slot_ == nullptr) return;
    slot_->x.scenario = ChosenScenario();
    slot_->busy = false;
  }
  CallState(const CallState&) = delete;
  CallState& operator=(const CallState&) = delete;
  Loaded& operator*() { return *x_; }

 private:
  struct Slot {
    Loaded x;
    bool busy = false;
  };
  Slot* slot_ = nullptr;
  std::unique_ptr<Loaded> own_;
  Loaded* x_ = nullptr;
};

}  // namespace

Memoir44::Memoir44() {
  GameInfoBuilder info(kGameId, "Memoir '44", 2, 2, "memoir44/2004.2");
  info.Messages<pb::State, pb::Action, pb::Event>().StateFormats(kStateFormat, kOldestStateFormat);
  AddOptions(info, BuiltInScenarioNames());
  info.SharedViolations(kTurnRuleRef, kGameOverRuleRef)
      .Violations(kBoardViolations)
      .Violations(kTurnViolations)
      .Violations(kCombatViolations)
      .Violations(kRulesViolations);
  info_ = info.Build();
  Scenarios().Describe(&info_);
}

absl::StatusOr<NewGameResult> Memoir44::NewGame(const v1::GameSetup& setup) const {
  absl::StatusOr<SetupOptions> opts = CheckedOptions(info_, setup);
  if (!opts.ok()) return opts.status();
  pb::Options options = ParseOptions(*opts);
  absl::StatusOr<ChosenScenario> sc = ChooseScenario(setup);
  if (!sc.ok()) return sc.status();
  options.set_scenario(sc->name);
  Loaded x;
  x.scenario = *std::move(sc);
  ARBITER_RETURN_IF_ERROR(NewGameState(*x.scenario.scenario, options,
                                       setup.randomness().mode() == v1::RANDOMNESS_MODE_EXTERNAL,
                                       setup.randomness().seed(), &x.s));
  NewGameResult r;
  Ctx c{x.s, &r.events};
  // The deal: NewGameState dealt it (SEEDED: reported here, each card to its seat only) or
  // waits for chance (EXTERNAL, PHASE_SETUP: each card is a chance outcome).
  if (x.s.phase == pb::PHASE_SETUP && x.s.chance == pb::CHANCE_UNSPECIFIED) ContinueDraws(c);
  for (int seat = 0; seat < 2; ++seat) {
    for (int8_t card : x.s.players[seat].hand) {
      pb::Event e;
      e.mutable_card_drawn()->set_seat(seat);
      e.mutable_card_drawn()->set_card_id(card);
      pb::Event hidden;
      hidden.mutable_card_drawn()->set_seat(seat);
      c.Private(e, seat, hidden);
    }
  }
  r.state = EncodeGameState(info_, x, x.s);
  r.turn = TurnOf(x.s);
  return r;
}

absl::StatusOr<ApplyResult> Memoir44::Apply(const v1::GameState& state, int actor,
                                            const google::protobuf::Any& action) const {
  CallState call;
  Loaded& x = *call;
  ARBITER_RETURN_IF_ERROR(LoadGameState(info_, state, &x));
  State& s = x.s;
  ARBITER_RETURN_IF_ERROR(CheckActor(actor, s.seat_count));
  pb::Action a;
  ARBITER_RETURN_IF_ERROR(UnpackAction(action, &a));
  ApplyResult r;
  r.events.reserve(8);
  Ctx c{s, &r.events};
  const Verdict v = JudgeAndApply(c, actor, a);
  if (v) return Illegal(*v);
  r.legal = true;
  r.state = EncodeGameState(info_, x, s);
  r.turn = TurnOf(s);
  return r;
}

absl::StatusOr<std::vector<google::protobuf::Any>> Memoir44::LegalActions(
    const v1::GameState& state, int actor) const {
  CallState call;
  Loaded& x = *call;
  ARBITER_RETURN_IF_ERROR(LoadGameState(info_, state, &x));
  const State& s = x.s;
  ARBITER_RETURN_IF_ERROR(CheckActor(actor, s.seat_count));
  ActionList actions;
  if (s.phase != pb::PHASE_GAME_OVER) {
    if (s.chance != pb::CHANCE_UNSPECIFIED) {
      if (actor == kChance) ListChance(s, &actions);
    } else if (actor != kChance) {
      ListSeatActions(s, actor, &actions);
    }
  }
  // The proto form only here (action_list.h): one message reused for every action.
  std::vector<google::protobuf::Any> out;
  out.reserve(actions.size());
  ScratchArena arena;
  pb::Action& a = *google::protobuf::Arena::CreateMessage<pb::Action>(arena.get());
  for (size_t i = 0; i < actions.size(); ++i) {
    actions.ToProto(i, &a);
    PackInto(a, &out.emplace_back());
  }
  return out;
}

absl::StatusOr<v1::GameState> Memoir44::View(const v1::GameState& state, int viewer) const {
  CallState call;
  Loaded& x = *call;
  ARBITER_RETURN_IF_ERROR(LoadGameState(info_, state, &x));
  ARBITER_RETURN_IF_ERROR(CheckViewer(viewer, x.s.seat_count));
  pb::State out;
  ViewOf(x.s, viewer, &out);
  v1::GameState g = PackState(info_, out);
  *g.mutable_content() = x.scenario.ref;
  return g;
}

absl::Status Memoir44::Check(const v1::GameState& state) const {
  CallState call;
  Loaded& x = *call;
  return LoadGameState(info_, state, &x);
}

absl::StatusOr<v1::TurnStatus> Memoir44::Turn(const v1::GameState& state) const {
  CallState call;
  Loaded& x = *call;
  ARBITER_RETURN_IF_ERROR(LoadGameState(info_, state, &x));
  return TurnOf(x.s);
}

absl::StatusOr<v1::GameState> Memoir44::ResampleHidden(const v1::GameState& state, int viewer,
                                                       uint64_t seed) const {
  CallState call;
  Loaded& x = *call;
  ARBITER_RETURN_IF_ERROR(LoadGameState(info_, state, &x));
  ARBITER_RETURN_IF_ERROR(CheckViewer(viewer, x.s.seat_count));
  const State resampled = Resample(x.s, viewer, seed);
  return EncodeGameState(info_, x, resampled);
}

void Register(Registry& registry) {
  // Ignoring ALREADY_EXISTS keeps a second registration harmless.
  (void)registry.Register(std::make_unique<Memoir44>());
}

absl::StatusOr<std::unique_ptr<Position>> Memoir44::DecodePosition(
    const v1::GameState& state) const {
  Loaded x;
  ARBITER_RETURN_IF_ERROR(LoadGameState(info_, state, &x));
  return MakePosition(info_, std::move(x));
}

}  // namespace arbiter::memoir44
