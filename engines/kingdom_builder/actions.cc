// One action of any kind: the checks every game shares (JudgeActor), the wire action judged
// and applied (PlayWireAction, what Game::Apply and the Position's Apply answer), the canonical
// listing of every legal move (ListMoves) and the play of a listed move (Play).
#include <utility>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/core/violation.h"
#include "engines/kingdom_builder/rules.h"
#include "engines/kingdom_builder/violations.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

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

absl::StatusOr<Verdict> PlayWireAction(State* s, int actor, const google::protobuf::Any& action,
                                       Events* events) {
  ARBITER_RETURN_IF_ERROR(CheckActor(actor, s->seat_count));
  pb::Action a;
  ARBITER_RETURN_IF_ERROR(UnpackAction(action, &a));
  if (a.action_case() == pb::Action::ACTION_NOT_SET) {
    return absl::InvalidArgumentError("action: no action set");
  }
  const bool is_chance = a.action_case() == pb::Action::kChanceOutcome;
  if (Verdict v = JudgeActor(*s, actor, is_chance)) return v;
  return is_chance ? PlayChanceOutcome(s, a.chance_outcome(), events)
                   : PlaySeatAction(s, a, events);
}

bool Decides(const State& s, int actor) {
  if (s.phase == pb::PHASE_GAME_OVER) return false;
  if (ChancePending(s)) return actor == kChance;
  return actor == s.current_seat;
}

void ListMoves(const State& s, int actor, Moves* out) {
  out->clear();
  if (!Decides(s, actor)) return;
  if (actor == kChance) {
    if (s.phase == pb::PHASE_SETUP_BOARDS || s.phase == pb::PHASE_SETUP_KB_CARDS) {
      ListSetupOutcomes(s, out);
    } else {
      ListTerrainOutcomes(s, out);
    }
    return;
  }
  // Canonical order: builds by hex; tile actions by location type, then (from,) target hex;
  // discard choices; end turn.
  if (s.phase == pb::PHASE_TILE_LOSS_CHOICE) {
    ListDiscardTiles(s, out);
  } else if (s.phase == pb::PHASE_TURN) {
    const Occupancy o(s, s.current_seat);
    ListBuilds(s, o, out);
    ListTileActions(s, o, out);
    if (BuildsOwed(s) == 0) out->push_back(Move::EndTurn());  // JudgeEndTurn accepts
  }
}

void Play(State* s, const Move& m, Events* events) {
  const auto tile = static_cast<pb::Location>(m.value);
  switch (m.kind) {
    case Move::Kind::kBuild: ApplyBuild(s, m.hex, events); return;
    case Move::Kind::kBuildTile: ApplyBuildTile(s, tile, m.hex, events); return;
    case Move::Kind::kMoveTile: ApplyMoveTile(s, tile, m.from, m.hex, events); return;
    case Move::Kind::kEndTurn: EndTurn(s, events); return;
    case Move::Kind::kDiscardTile: ApplyDiscardTile(s, m.hex, events); return;
    case Move::Kind::kTerrainCard: ApplyTerrainOutcome(s, m.value, events); return;
    case Move::Kind::kBoard:
    case Move::Kind::kKbCard: {
      pb::ChanceOutcome c;
      if (m.kind == Move::Kind::kBoard) {
        c.mutable_board()->set_sector(static_cast<pb::Sector>(m.sector));
        c.mutable_board()->set_board(tile);
        c.mutable_board()->set_rotated(m.rotated);
      } else {
        c.set_kb_card(static_cast<pb::KbCard>(m.value));
      }
      ApplySetupOutcome(s, c, events);
      return;
    }
  }
}

}  // namespace kingdom_builder
}  // namespace arbiter
