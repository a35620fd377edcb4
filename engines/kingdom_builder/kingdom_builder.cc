// The boundary of the Kingdom Builder engine: GameInfo, and each Game method decoding the state
// once (DecodeState), judging or listing on the native State (rules.h: PlayWireAction,
// ListMoves), encoding once (EncodeState); DecodePosition answers the native Position
// (position.h), which does the same over many steps.
#include "engines/kingdom_builder/kingdom_builder.h"

#include <memory>
#include <string>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/core/game_info_builder.h"
#include "engines/core/setup_options.h"
#include "engines/core/violation.h"
#include "engines/kingdom_builder/options.h"
#include "engines/kingdom_builder/position.h"
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
  Events events;
  absl::StatusOr<Verdict> v = PlayWireAction(&s, actor, action, &events);
  if (!v.ok()) return v.status();
  if (*v) return Illegal(**std::move(v));
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
  Moves moves;
  ListMoves(s, actor, &moves);
  std::vector<google::protobuf::Any> out(moves.size());
  for (size_t i = 0; i < moves.size(); ++i) PackAction(moves[i], &out[i]);
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

absl::StatusOr<std::unique_ptr<Position>> KingdomBuilderGame::DecodePosition(
    const v1::GameState& state) const {
  return MakePosition(info_, state);
}

}  // namespace kingdom_builder
}  // namespace arbiter
