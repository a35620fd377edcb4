// The boundary (engines/README.md): QuibblesGame and its GameInfo. Each call decodes the state
// once (DecodeState, state.h), judges or lists on the native State (rules.h), encodes once.
#include "engines/quibbles/quibbles.h"

#include <memory>
#include <utility>

#include "engines/core/envelope.h"
#include "engines/core/game_info_builder.h"
#include "engines/core/setup_options.h"
#include "engines/core/violation.h"
#include "engines/quibbles/moves.h"
#include "engines/quibbles/options.h"
#include "engines/quibbles/position.h"
#include "engines/quibbles/rules.h"
#include "engines/quibbles/scratch.h"
#include "engines/quibbles/state.h"
#include "engines/quibbles/violations.h"

namespace arbiter {
namespace quibbles {
namespace {

// Events of most moves (e.g. END_TURN: row refill, draws, turn ended).
constexpr size_t kUsualEvents = 8;
constexpr size_t kActionReuseLimitBytes = 1024;

v1::GameInfo MakeInfo() {
  GameInfoBuilder b("quibbles", "Quibbles", kMinSeats, kMaxSeats, "quibbles/2023.2");
  b.Messages<pb::State, pb::Action, pb::Event>().StateFormats(/*current=*/1);
  AddOptionSpecs(b);
  // kViolations holds the shared ARBITER_* codes too, with the sections Quibbles cites for
  // them (Q10 for the chance codes, which SharedViolations would give the turn's Q3).
  b.Violations(kViolations);
  return b.Build();
}

}  // namespace

QuibblesGame::QuibblesGame() : info_(MakeInfo()) {}

absl::StatusOr<NewGameResult> QuibblesGame::NewGame(const v1::GameSetup& setup) const {
  absl::StatusOr<SetupOptions> options = CheckedOptions(info_, setup);
  if (!options.ok()) return options.status();
  State s;
  const pb::Options typed = ParseOptions(*options);
  s.options.allow_empty_take = typed.allow_empty_take();
  s.options.keep_surplus = typed.stash_surplus() == pb::STASH_SURPLUS_KEEP_SURPLUS;
  s.options.win_requires_six_cards = typed.win_requires_six_cards();
  s.external = setup.randomness().mode() == v1::RANDOMNESS_MODE_EXTERNAL;
  s.rng_state = s.external ? 0 : setup.randomness().seed();
  s.seat_count = setup.seat_count();
  NewGameResult result;
  StartGame(s, setup.first_seat(), &result.events);
  result.state = EncodeState(info_, s);
  result.turn = TurnOf(s);
  return result;
}

absl::StatusOr<ApplyResult> QuibblesGame::Apply(const v1::GameState& state, int actor,
                                                const google::protobuf::Any& action) const {
  State s;
  ARBITER_RETURN_IF_ERROR(DecodeState(info_, state, &s));
  ARBITER_RETURN_IF_ERROR(CheckActor(actor, s.seat_count));
  // The action is parsed into this thread's reused Action (scratch.h), read by Judge only:
  // Play, which asks scratch.h for event details, takes the native Move. An action over
  // kActionReuseLimitBytes (an ordinary one is under 40 bytes) gets a message of its own, so
  // the thread's arena does not keep it.
  pb::Action own;
  pb::Action* a =
      action.value().size() > kActionReuseLimitBytes ? &own : ListedAction();
  ARBITER_RETURN_IF_ERROR(UnpackAction(action, a));
  if (a->move_case() == pb::Action::MOVE_NOT_SET) {
    return absl::InvalidArgumentError("action: no move set");
  }
  Move move;
  if (Verdict v = Judge(s, actor, *a, &move)) return Illegal(*std::move(v));
  ApplyResult result;
  result.legal = true;
  result.events.reserve(kUsualEvents);
  Play(s, actor, move, &result.events);
  result.state = EncodeState(info_, s);
  result.turn = TurnOf(s);
  return result;
}

absl::StatusOr<std::vector<google::protobuf::Any>> QuibblesGame::LegalActions(
    const v1::GameState& state, int actor) const {
  State s;
  ARBITER_RETURN_IF_ERROR(DecodeState(info_, state, &s));
  ARBITER_RETURN_IF_ERROR(CheckActor(actor, s.seat_count));
  std::vector<Move> moves;
  ListMoves(s, actor, &moves);
  std::vector<google::protobuf::Any> out(moves.size());
  for (size_t i = 0; i < moves.size(); ++i) PackAction(moves[i], &out[i]);  // == ToAction
  return out;
}

absl::StatusOr<v1::GameState> QuibblesGame::View(const v1::GameState& state, int viewer) const {
  State s;
  ARBITER_RETURN_IF_ERROR(DecodeState(info_, state, &s));
  ARBITER_RETURN_IF_ERROR(CheckViewer(viewer, s.seat_count));
  return EncodeView(info_, s, viewer);
}

absl::Status QuibblesGame::Check(const v1::GameState& state) const {
  State s;
  return DecodeState(info_, state, &s);
}

absl::StatusOr<v1::TurnStatus> QuibblesGame::Turn(const v1::GameState& state) const {
  State s;
  ARBITER_RETURN_IF_ERROR(DecodeState(info_, state, &s));
  return TurnOf(s);
}

absl::StatusOr<v1::GameState> QuibblesGame::ResampleHidden(const v1::GameState& state,
                                                           int viewer, uint64_t seed) const {
  State s;
  ARBITER_RETURN_IF_ERROR(DecodeState(info_, state, &s));
  ARBITER_RETURN_IF_ERROR(CheckViewer(viewer, s.seat_count));
  ResampleHiddenCards(s, viewer, seed);
  return EncodeState(info_, s);
}

void Register(Registry& registry) {
  // The only error is ALREADY_EXISTS (registered twice), which leaves the first one in place.
  registry.Register(std::make_unique<QuibblesGame>()).IgnoreError();
}

absl::StatusOr<std::unique_ptr<Position>> QuibblesGame::DecodePosition(
    const v1::GameState& state) const {
  return MakePosition(info_, state);
}

}  // namespace quibbles
}  // namespace arbiter
