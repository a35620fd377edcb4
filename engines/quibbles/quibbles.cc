#include "engines/quibbles/quibbles.h"

#include <map>
#include <memory>
#include <string>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/core/violation.h"
#include "engines/quibbles/moves.h"
#include "engines/quibbles/rules.h"
#include "engines/quibbles/table.h"

namespace arbiter {
namespace quibbles {
namespace {

// Events of most moves (e.g. END_TURN: row refill, draws, turn ended).
constexpr size_t kUsualEvents = 8;

void AddOption(v1::GameInfo& info, const char* name, const char* description,
               std::initializer_list<const char*> allowed) {
  v1::OptionSpec* o = info.add_options();
  o->set_name(name);
  o->set_description(description);
  o->set_default_value(*allowed.begin());
  for (const char* v : allowed) o->add_allowed_values(v);
}

}  // namespace

QuibblesGame::QuibblesGame() {
  info_.set_game_id("quibbles");
  info_.set_title("Quibbles");
  info_.set_min_seats(kMinSeats);
  info_.set_max_seats(kMaxSeats);
  info_.set_rules_version("quibbles/2023.1");
  info_.set_state_format_version(1);
  info_.set_state_type(pb::State::descriptor()->full_name());
  info_.set_action_type(pb::Action::descriptor()->full_name());
  info_.set_event_type(pb::Event::descriptor()->full_name());
  AddOption(info_, "edition", "Q1: deck edition (132 cards 20/20/20/22/24/26).", {"bga_2023"});
  AddOption(info_, "allow_empty_take",
            "R1: a SPLIT or COMBINE may take nothing from the row.", {"false", "true"});
  AddOption(info_, "stash_surplus",
            "R2: STASH discards every other card of the value (discard_all) or exactly v-1 "
            "of them (keep_surplus).",
            {"discard_all", "keep_surplus"});
  AddOption(info_, "win_requires_six_cards",
            "R3: the winning collection (total >= 21) must also hold 6 cards.",
            {"false", "true"});
}

absl::StatusOr<NewGameResult> QuibblesGame::NewGame(const v1::GameSetup& setup) const {
  absl::StatusOr<std::map<std::string, std::string>> options = CheckSetup(info_, setup);
  if (!options.ok()) return options.status();
  Table t;
  t.rules.allow_empty_take = (*options)["allow_empty_take"] == "true";
  t.rules.keep_surplus = (*options)["stash_surplus"] == "keep_surplus";
  t.rules.win_requires_six_cards = (*options)["win_requires_six_cards"] == "true";
  t.external = setup.randomness().mode() == v1::RANDOMNESS_MODE_EXTERNAL;
  t.rng_state = t.external ? 0 : setup.randomness().seed();
  t.seat_count = setup.seat_count();
  NewGameResult result;
  StartGame(t, setup.first_seat(), &result.events);
  result.state = PackTable(info_, t);
  result.turn = TurnOf(t);
  return result;
}

absl::StatusOr<ApplyResult> QuibblesGame::Apply(const v1::GameState& state, int actor,
                                                const google::protobuf::Any& action) const {
  Table t;
  ARBITER_RETURN_IF_ERROR(ParseTable(info_, state, &t));
  ARBITER_RETURN_IF_ERROR(CheckActor(actor, t.seat_count));
  pb::Action a;
  ARBITER_RETURN_IF_ERROR(UnpackAction(action, &a));
  if (a.move_case() == pb::Action::MOVE_NOT_SET) {
    return absl::InvalidArgumentError("action: no move set");
  }
  Move move;
  if (std::optional<v1::Violation> v = Judge(t, actor, a, &move)) return Illegal(*std::move(v));
  ApplyResult result;
  result.legal = true;
  result.events.reserve(kUsualEvents);
  Play(t, actor, move, &result.events);
  result.state = PackTable(info_, t);
  result.turn = TurnOf(t);
  return result;
}

absl::StatusOr<std::vector<google::protobuf::Any>> QuibblesGame::LegalActions(
    const v1::GameState& state, int actor) const {
  Table t;
  ARBITER_RETURN_IF_ERROR(ParseTable(info_, state, &t));
  ARBITER_RETURN_IF_ERROR(CheckActor(actor, t.seat_count));
  std::vector<Move> moves;
  ListMoves(t, actor, &moves);
  std::vector<google::protobuf::Any> out(moves.size());
  for (size_t i = 0; i < moves.size(); ++i) PackAction(moves[i], &out[i]);  // == ToAction
  return out;
}

absl::StatusOr<v1::GameState> QuibblesGame::View(const v1::GameState& state, int viewer) const {
  Table t;
  ARBITER_RETURN_IF_ERROR(ParseTable(info_, state, &t));
  ARBITER_RETURN_IF_ERROR(CheckViewer(viewer, t.seat_count));
  return PackView(info_, t, viewer);
}

absl::Status QuibblesGame::Check(const v1::GameState& state) const {
  Table t;
  return ParseTable(info_, state, &t);
}

absl::StatusOr<v1::TurnStatus> QuibblesGame::Turn(const v1::GameState& state) const {
  Table t;
  ARBITER_RETURN_IF_ERROR(ParseTable(info_, state, &t));
  return TurnOf(t);
}

absl::StatusOr<v1::GameState> QuibblesGame::ResampleHidden(const v1::GameState& state,
                                                           int viewer, uint64_t seed) const {
  Table t;
  ARBITER_RETURN_IF_ERROR(ParseTable(info_, state, &t));
  ARBITER_RETURN_IF_ERROR(CheckViewer(viewer, t.seat_count));
  ResampleHiddenCards(t, viewer, seed);
  return PackTable(info_, t);
}

void Register(Registry& registry) {
  // The only error is ALREADY_EXISTS (registered twice), which leaves the first one in place.
  registry.Register(std::make_unique<QuibblesGame>()).IgnoreError();
}

}  // namespace quibbles
}  // namespace arbiter
