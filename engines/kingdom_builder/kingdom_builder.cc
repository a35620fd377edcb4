// The boundary of the Kingdom Builder engine: GameInfo, and each Game method decoding the state
// once (DecodeState), judging or listing on the native State (rules.h), encoding once
// (EncodeState).
#include "engines/kingdom_builder/kingdom_builder.h"

#include <memory>
#include <string>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/core/game_info_builder.h"
#include "engines/core/proto_position.h"
#include "engines/core/setup_options.h"
#include "engines/core/violation.h"
#include "engines/kingdom_builder/options.h"
#include "engines/kingdom_builder/rules.h"
#include "engines/kingdom_builder/violations.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

v1::GameInfo MakeInfo() {
  GameInfoBuilder info(kGameId, "Kingdom Builder", 2, 4, kRulesVersion);
  info.Messages<pb::State, pb::Action, pb::Event>().StateFormats(kStateFormat, kOldestStateFormat);
  AddOptions(info);
  info.SharedViolations(kTurnRef, kGameOverRef).Violations(kViolations);
  return info.Build();
}

// The shared checks, in the order of engines/core/violation.h.
Verdict JudgeActor(const State& s, int actor, bool is_chance) {
  if (s.phase == pb::PHASE_GAME_OVER) {
    return MakeViolation(kGameOver, kGameOverRef, "", "the game is over");
  }
  if (is_chance != (actor == kChance)) {
    return MakeViolation(kWrongActorForAction, kTurnRef, is_chance ? "chance_outcome" : "",
                         is_chance ? "seats send no chance outcomes"
                                   : "chance sends only chance outcomes");
  }
  const bool pending = ChancePending(s);
  if (is_chance && !pending) {
    return MakeViolation(kNoChancePending, kTurnRef, "", "no chance outcome is pending");
  }
  if (!is_chance && pending) {
    return MakeViolation(kChanceOutcomePending, kTurnRef, "", "a chance outcome must come first");
  }
  if (!is_chance && actor != s.current_seat) {
    return MakeViolation(kNotYourTurn, kTurnRef, "",
                         absl::StrCat("it is seat ", s.current_seat, "'s turn"));
  }
  return std::nullopt;
}

// Judges an action of the current seat (phase PHASE_TURN or PHASE_TILE_LOSS_CHOICE) and, when
// legal, applies it. `a` has its oneof set to a seat action.
Verdict PlaySeatAction(State* s, const pb::Action& a, Events* events) {
  if (s->phase == pb::PHASE_TILE_LOSS_CHOICE && a.action_case() != pb::Action::kDiscardTile) {
    return MakeViolation(kTileLossChoicePending, "",
                         "first choose which of the two tiles of one type to discard");
  }
  int hex = 0, to = 0;
  auto build_tile = [&](pb::Location tile, const pb::BuildTarget& b) -> Verdict {
    if (Verdict v = JudgeBuildTile(*s, tile, b, &hex)) return v;
    ApplyBuildTile(s, tile, hex, events);
    return std::nullopt;
  };
  auto move_tile = [&](pb::Location tile, const pb::MoveTarget& m) -> Verdict {
    if (Verdict v = JudgeMoveTile(*s, tile, m, &hex, &to)) return v;
    ApplyMoveTile(s, tile, hex, to, events);
    return std::nullopt;
  };
  switch (a.action_case()) {
    case pb::Action::kBuild:
      if (Verdict v = JudgeBuild(*s, a.build(), &hex)) return v;
      ApplyBuild(s, hex, events);
      return std::nullopt;
    case pb::Action::kOracle: return build_tile(pb::LOCATION_ORACLE, a.oracle());
    case pb::Action::kFarm: return build_tile(pb::LOCATION_FARM, a.farm());
    case pb::Action::kOasis: return build_tile(pb::LOCATION_OASIS, a.oasis());
    case pb::Action::kTower: return build_tile(pb::LOCATION_TOWER, a.tower());
    case pb::Action::kTavern: return build_tile(pb::LOCATION_TAVERN, a.tavern());
    case pb::Action::kBarn: return move_tile(pb::LOCATION_BARN, a.barn());
    case pb::Action::kHarbor: return move_tile(pb::LOCATION_HARBOR, a.harbor());
    case pb::Action::kPaddock: return move_tile(pb::LOCATION_PADDOCK, a.paddock());
    case pb::Action::kEndTurn:
      if (Verdict v = JudgeEndTurn(*s)) return v;
      EndTurn(s, events);
      return std::nullopt;
    case pb::Action::kDiscardTile:
      if (Verdict v = JudgeDiscardTile(*s, a.discard_tile(), &hex)) return v;
      ApplyDiscardTile(s, hex, events);
      return std::nullopt;
    default:  // JudgeActor sent chance outcomes elsewhere
      return MakeViolation(kWrongActorForAction, kTurnRef, "chance_outcome",
                           "seats send no chance outcomes");
  }
}

// Judges a chance outcome at the pending chance point and, when possible, applies it.
Verdict PlayChanceOutcome(State* s, const pb::ChanceOutcome& c, Events* events) {
  if (s->phase == pb::PHASE_SETUP_BOARDS || s->phase == pb::PHASE_SETUP_KB_CARDS) {
    if (Verdict v = JudgeSetupOutcome(*s, c)) return v;
    ApplySetupOutcome(s, c, events);
    return std::nullopt;
  }
  if (Verdict v = JudgeTerrainOutcome(*s, c)) return v;
  ApplyTerrainOutcome(s, c.terrain_card(), events);
  return std::nullopt;
}

}  // namespace

KingdomBuilderGame::KingdomBuilderGame() : info_(MakeInfo()) {}

absl::StatusOr<NewGameResult> KingdomBuilderGame::NewGame(const v1::GameSetup& setup) const {
  absl::StatusOr<SetupOptions> values = CheckedOptions(info_, setup);
  if (!values.ok()) return values.status();
  absl::StatusOr<pb::Options> options = ParseOptions(*values);
  if (!options.ok()) return options.status();
  const absl::StatusOr<BoardSet>& boards = Boards();
  if (!boards.ok()) return absl::InternalError(boards.status().message());
  State s;
  s.options = *options;
  s.seat_count = setup.seat_count();
  s.first_seat = setup.first_seat();
  s.current_seat = s.first_seat;
  s.external = setup.randomness().mode() == v1::RANDOMNESS_MODE_EXTERNAL;
  s.rng_state = s.external ? 0 : setup.randomness().seed();
  s.seats.resize(s.seat_count);
  for (int t = 1; t <= kCardTerrains; ++t) s.draw[t] = kCardsPerTerrain;
  Events events;
  ContinueSetup(&s, &events);
  NewGameResult r;
  r.state = EncodeState(info_, s);
  r.events = std::move(events);
  r.turn = TurnOf(s);
  return r;
}

absl::StatusOr<ApplyResult> KingdomBuilderGame::Apply(const v1::GameState& state, int actor,
                                                      const google::protobuf::Any& action) const {
  State s;
  ARBITER_RETURN_IF_ERROR(DecodeState(info_, state, &s));
  ARBITER_RETURN_IF_ERROR(CheckActor(actor, s.seat_count));
  pb::Action a;
  ARBITER_RETURN_IF_ERROR(UnpackAction(action, &a));
  if (a.action_case() == pb::Action::ACTION_NOT_SET) {
    return absl::InvalidArgumentError("action: no action set");
  }
  const bool is_chance = a.action_case() == pb::Action::kChanceOutcome;
  if (Verdict v = JudgeActor(s, actor, is_chance)) return Illegal(*std::move(v));
  Events events;
  Verdict v = is_chance ? PlayChanceOutcome(&s, a.chance_outcome(), &events)
                        : PlaySeatAction(&s, a, &events);
  if (v) return Illegal(*std::move(v));
  ApplyResult r;
  r.legal = true;
  r.state = EncodeState(info_, s);
  r.events = std::move(events);
  r.turn = TurnOf(s);
  return r;
}

absl::StatusOr<std::vector<google::protobuf::Any>> KingdomBuilderGame::LegalActions(
    const v1::GameState& state, int actor) const {
  State s;
  ARBITER_RETURN_IF_ERROR(DecodeState(info_, state, &s));
  ARBITER_RETURN_IF_ERROR(CheckActor(actor, s.seat_count));
  Anys out;
  if (s.phase == pb::PHASE_GAME_OVER) {
    // Nobody acts.
  } else if (ChancePending(s)) {
    if (actor == kChance) {
      std::vector<pb::Action> outcomes;
      if (s.phase == pb::PHASE_SETUP_BOARDS || s.phase == pb::PHASE_SETUP_KB_CARDS) {
        ListSetupOutcomes(s, &outcomes);
      } else {
        ListTerrainOutcomes(s, &outcomes);
      }
      for (const pb::Action& a : outcomes) out.push_back(Pack(a));
    }
  } else if (actor == s.current_seat) {
    // Canonical order: builds by hex; tile actions by location type, then (from,) target hex;
    // discard choices; end turn.
    if (s.phase == pb::PHASE_TILE_LOSS_CHOICE) {
      ListDiscardTiles(s, &out);
    } else if (s.phase == pb::PHASE_TURN) {
      ListBuilds(s, &out);
      ListTileActions(s, &out);
      if (BuildsOwed(s) == 0) {  // JudgeEndTurn accepts
        pb::Action a;
        a.mutable_end_turn();
        PackInto(a, &out.emplace_back());
      }
    }
  }
  return out;
}

absl::Status KingdomBuilderGame::Check(const v1::GameState& state) const {
  State s;
  return DecodeState(info_, state, &s);
}

absl::StatusOr<v1::TurnStatus> KingdomBuilderGame::Turn(const v1::GameState& state) const {
  State s;
  ARBITER_RETURN_IF_ERROR(DecodeState(info_, state, &s));
  return TurnOf(s);
}

void Register(Registry& registry) {
  registry.Register(std::make_unique<KingdomBuilderGame>()).IgnoreError();
}

// The proto path's adapter until this engine's native Position lands (issue 22 §2).
absl::StatusOr<std::unique_ptr<Position>> KingdomBuilderGame::DecodePosition(
    const v1::GameState& state) const {
  return ProtoPosition::Make(*this, state);
}

}  // namespace kingdom_builder
}  // namespace arbiter
