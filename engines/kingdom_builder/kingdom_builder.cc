#include "engines/kingdom_builder/kingdom_builder.h"

#include <algorithm>
#include <memory>
#include <string>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/core/violation.h"
#include "engines/kingdom_builder/actions.h"
#include "engines/kingdom_builder/options.h"
#include "engines/kingdom_builder/scoring.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

const char* Decision(const KbState& s) {
  switch (s.phase) {
    case pb::PHASE_SETUP_BOARDS: return "setup_board";
    case pb::PHASE_SETUP_KB_CARDS: return "setup_kb_card";
    case pb::PHASE_SETUP_DEAL: return "setup_deal";
    case pb::PHASE_REDRAW: return "redraw";
    case pb::PHASE_END_OF_TURN_DRAW: return "end_of_turn_draw";
    case pb::PHASE_TILE_LOSS_CHOICE: return "tile_loss_choice";
    case pb::PHASE_GAME_OVER: return "game_over";
    default: break;
  }
  if (BuildsOwed(s) == 0) return "tile_or_end_turn";
  return s.builds_done == 0 ? "tile_or_build" : "mandatory_build";
}

v1::TurnStatus TurnOf(const KbState& s) {
  v1::TurnStatus t;
  t.set_decision(Decision(s));
  v1::Outcome* outcome = t.mutable_outcome();
  if (s.phase == pb::PHASE_GAME_OVER) {
    outcome->set_status(v1::OUTCOME_STATUS_FINISHED);
    // K11: most gold wins; ties share (R6).
    std::vector<pb::SeatScore> scores = FinalScores(s);
    std::vector<v1::SeatResult> results;
    for (const pb::SeatScore& sc : scores) {
      v1::SeatResult r;
      r.set_seat(sc.seat());
      r.set_score(sc.total());
      int better = 0;
      for (const pb::SeatScore& o : scores) better += o.total() > sc.total() ? 1 : 0;
      r.set_rank(better + 1);
      results.push_back(r);
    }
    std::stable_sort(results.begin(), results.end(),
                     [](const v1::SeatResult& a, const v1::SeatResult& b) {
                       return a.rank() < b.rank();
                     });
    for (const v1::SeatResult& r : results) *outcome->add_results() = r;
    return t;
  }
  outcome->set_status(v1::OUTCOME_STATUS_ONGOING);
  if (ChancePending(s)) {
    t.set_chance_pending(true);
  } else {
    t.add_acting_seats(s.current);
  }
  return t;
}

absl::StatusOr<KbState> Load(const v1::GameInfo& info, const v1::GameState& state) {
  pb::State* p = StateScratch::ThisThread().Fresh<kParsedState>();
  ARBITER_RETURN_IF_ERROR(UnpackState(info, state, p));
  const absl::StatusOr<BoardSet>& boards = Boards();
  if (!boards.ok()) return absl::InternalError(boards.status().message());
  return Decode(*p, state.state_format_version());
}

// The envelope of `s`: what PackState(info, Encode(s)) gives, the payload serialized straight
// from `s`.
v1::GameState PackKb(const v1::GameInfo& info, const KbState& s) {
  static const std::string* const type_url =
      new std::string("type.googleapis.com/" + pb::State::descriptor()->full_name());
  v1::GameState state;
  state.set_game_id(info.game_id());
  state.set_rules_version(info.rules_version());
  state.set_state_format_version(info.state_format_version());
  state.mutable_payload()->set_type_url(*type_url);
  SerializeState(s, state.mutable_payload()->mutable_value());
  return state;
}

}  // namespace

KingdomBuilderGame::KingdomBuilderGame() {
  info_.set_game_id(kGameId);
  info_.set_title("Kingdom Builder");
  info_.set_min_seats(2);
  info_.set_max_seats(4);
  info_.set_rules_version(kRulesVersion);
  info_.set_state_format_version(kStateFormat);
  info_.set_oldest_state_format_version(kOldestStateFormat);
  info_.set_state_type(pb::State::descriptor()->full_name());
  info_.set_action_type(pb::Action::descriptor()->full_name());
  info_.set_event_type(pb::Event::descriptor()->full_name());
  AddOptionSpecs(&info_);
}

absl::StatusOr<NewGameResult> KingdomBuilderGame::NewGame(const v1::GameSetup& setup) const {
  absl::StatusOr<std::map<std::string, std::string>> values = CheckSetup(info_, setup);
  if (!values.ok()) return values.status();
  absl::StatusOr<pb::Options> options = ParseOptions(*values);
  if (!options.ok()) return options.status();
  const absl::StatusOr<BoardSet>& boards = Boards();
  if (!boards.ok()) return absl::InternalError(boards.status().message());
  KbState s;
  s.options = *options;
  s.seat_count = setup.seat_count();
  s.start_seat = setup.first_seat();
  s.current = s.start_seat;
  s.external = setup.randomness().mode() == v1::RANDOMNESS_MODE_EXTERNAL;
  s.rng = s.external ? 0 : setup.randomness().seed();
  s.seats.resize(s.seat_count);
  for (int t = 1; t <= kCardTerrains; ++t) s.draw[t] = kCardsPerTerrain;
  Events events;
  ContinueSetup(&s, &events);
  NewGameResult r;
  r.state = PackKb(info_, s);
  r.events = std::move(events);
  r.turn = TurnOf(s);
  return r;
}

absl::StatusOr<ApplyResult> KingdomBuilderGame::Apply(const v1::GameState& state, int actor,
                                                      const google::protobuf::Any& action) const {
  absl::StatusOr<KbState> loaded = Load(info_, state);
  if (!loaded.ok()) return loaded.status();
  KbState s = *std::move(loaded);
  ARBITER_RETURN_IF_ERROR(CheckActor(actor, s.seat_count));
  pb::Action a;
  ARBITER_RETURN_IF_ERROR(UnpackAction(action, &a));
  if (a.action_case() == pb::Action::ACTION_NOT_SET) {
    return absl::InvalidArgumentError("action: no action set");
  }
  const bool is_chance = a.action_case() == pb::Action::kChanceOutcome;
  if (s.phase == pb::PHASE_GAME_OVER) {
    return Illegal(MakeViolation(kGameOver, "K10 End of game", "", "the game is over"));
  }
  // The shared checks, in the order of engines/core/violation.h.
  if (is_chance != (actor == kChance)) {
    return Illegal(MakeViolation(kWrongActorForAction, kRefTurn, is_chance ? "chance_outcome" : "",
                                 is_chance ? "seats send no chance outcomes"
                                           : "chance sends only chance outcomes"));
  }
  const bool pending = ChancePending(s);
  if (is_chance && !pending) {
    return Illegal(MakeViolation(kNoChancePending, kRefTurn, "", "no chance outcome is pending"));
  }
  if (!is_chance && pending) {
    return Illegal(MakeViolation(kChanceOutcomePending, kRefTurn, "",
                                 "a chance outcome must come first"));
  }
  if (!is_chance && actor != s.current) {
    return Illegal(MakeViolation(kNotYourTurn, kRefTurn, "",
                                 absl::StrCat("it is seat ", s.current, "'s turn")));
  }
  Events events;
  std::optional<v1::Violation> v = is_chance ? ApplyChanceOutcome(&s, a.chance_outcome(), &events)
                                             : ApplySeatAction(&s, a, &events);
  if (v) return Illegal(*std::move(v));
  ApplyResult r;
  r.legal = true;
  r.state = PackKb(info_, s);
  r.events = std::move(events);
  r.turn = TurnOf(s);
  return r;
}

absl::StatusOr<std::vector<google::protobuf::Any>> KingdomBuilderGame::LegalActions(
    const v1::GameState& state, int actor) const {
  absl::StatusOr<KbState> s = Load(info_, state);
  if (!s.ok()) return s.status();
  ARBITER_RETURN_IF_ERROR(CheckActor(actor, s->seat_count));
  std::vector<google::protobuf::Any> out;
  if (s->phase == pb::PHASE_GAME_OVER) {
    // Nobody acts.
  } else if (ChancePending(*s)) {
    if (actor == kChance) {
      for (const pb::Action& a : LegalChanceOutcomes(*s)) out.push_back(Pack(a));
    }
  } else if (actor == s->current) {
    LegalSeatActions(*s, &out);
  }
  return out;
}

absl::Status KingdomBuilderGame::Check(const v1::GameState& state) const {
  return Load(info_, state).status();
}

absl::StatusOr<v1::TurnStatus> KingdomBuilderGame::Turn(const v1::GameState& state) const {
  absl::StatusOr<KbState> s = Load(info_, state);
  if (!s.ok()) return s.status();
  return TurnOf(*s);
}

void Register(Registry& registry) {
  registry.Register(std::make_unique<KingdomBuilderGame>()).IgnoreError();
}

}  // namespace kingdom_builder
}  // namespace arbiter
