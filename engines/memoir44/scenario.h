// A Memoir '44 scenario in native form (rules.md M3, M11, M16, M17): per hex terrain and
// bridge, the seats' sides, hand sizes and medal targets, objectives, the scenario's own rules
// as data. Built once per built-in scenario (content/<name>.txtpb, embedded) when first asked
// for, or per call from a supplied pb::Scenario (GameSetup.content.supplied), after validation.
//
//   const ScenarioLibrary& lib = Scenarios();            // the built-ins, Pegasus Bridge first
//   lib.Describe(&info);                   // GameInfo.content_type, built_in_content
//   absl::StatusOr<ChosenScenario> c = ChooseScenario(setup);         // NewGame, after CheckSetup
//   absl::StatusOr<ChosenScenario> c = ScenarioOfState(game_state);   // every other call
//   const Scenario& sc = *c->scenario;     // c->ref goes into GameState.content
//   const Scenario* pegasus = BuiltInScenario("pegasus_bridge");      // nullptr if unknown
//
// Option `scenario` and setup.content (ChooseScenario): GameInfo lists the option with the
// built-in names as its values (BuiltInScenarioNames(), pegasus_bridge first, the default).
// Only a `scenario` the setup gives counts: it names a built-in, and so may
// setup.content.built_in.name. Either alone chooses; both must name the same one
// (INVALID_ARGUMENT "setup.options[scenario]: 'a' differs from setup.content.built_in.name
// 'b'"); supplied content (setup.content.supplied) takes no `scenario` option
// (INVALID_ARGUMENT "setup.options[scenario]: ..."); neither: the default, Pegasus Bridge.
// Options.scenario is then the chosen built-in's name, "" for a supplied scenario.
//
// Validation (ValidateScenario) names the field and the hex, e.g.
//   "setup.content.supplied.hexes[3].hex.col: (25, 1) is off the board"
//   "setup.content.supplied.hexes[7].unit.figures: 5 is above infantry's 4 at (4, 2)"
//   "setup.content.supplied.hexes[9].hex: (4, 2) is listed twice (hexes[2])"
//   "setup.content.supplied.hexes[1].terrain: unknown terrain 99 at (6, 2)"
#ifndef ARBITER_ENGINES_MEMOIR44_SCENARIO_H_
#define ARBITER_ENGINES_MEMOIR44_SCENARIO_H_

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "arbiter/games/memoir44/v1/scenario.pb.h"
#include "arbiter/v1/game_info.pb.h"
#include "arbiter/v1/game_state.pb.h"
#include "engines/core/content.h"
#include "engines/memoir44/board.h"

namespace arbiter::memoir44 {

struct HexTerrain {
  pb::Terrain terrain = pb::TERRAIN_COUNTRYSIDE;  // never TERRAIN_UNSPECIFIED once compiled
  bool bridge = false;
  bool railroad = false;
};

struct ObjectiveSpec {
  std::vector<HexId> hexes;
  pb::Side side = pb::SIDE_UNSPECIFIED;
  int hexes_needed = 1;
  bool permanent = false;
  bool turn_start = false;
  bool turn_end = false;
  bool sudden_death = false;
};

struct AirdropSpec {
  pb::Side side = pb::SIDE_UNSPECIFIED;
  int units = 0;
  HexId center = kNoHex;
  int range = 0;
  pb::UnitType type = pb::UNIT_TYPE_INFANTRY;
  pb::Badge badge = pb::BADGE_UNSPECIFIED;
  int figures = 0;  // full strength when 0 in the proto; resolved here
};

// A unit or obstacle as set up (M3), in the order of the scenario's hexes.
struct UnitSpec {
  HexId hex = kNoHex;
  int seat = 0;
  pb::UnitType type = pb::UNIT_TYPE_INFANTRY;
  pb::Badge badge = pb::BADGE_UNSPECIFIED;
  int figures = 0;  // resolved: 1..FullStrength
};
struct ObstacleSpec {
  HexId hex = kNoHex;
  pb::Obstacle obstacle = pb::OBSTACLE_UNSPECIFIED;
  pb::Side side = pb::SIDE_UNSPECIFIED;  // resolved: a bunker's side is the unit's set up on it
};

struct Scenario {
  pb::Scenario proto;  // the content message as given (validated)
  std::array<HexTerrain, kHexCount> hexes{};
  std::array<pb::Side, 2> side{};  // by seat
  std::array<int, 2> hand_size{};
  std::array<int, 2> medals_to_win{};
  int first_seat = 0;
  std::vector<UnitSpec> units;
  std::vector<ObstacleSpec> obstacles;
  std::vector<ObjectiveSpec> objectives;
  std::vector<AirdropSpec> airdrops;
  bool deck_reshuffle = true;
  pb::Side deck_out_winner = pb::SIDE_UNSPECIFIED;
  // M12: medals for eliminating a unit, by the eliminated unit's seat and type (1 unless the
  // scenario says more).
  std::array<std::array<int, 4>, 2> elimination_medals{{{1, 1, 1, 1}, {1, 1, 1, 1}}};
  // R9: the adjacency-connected group of hill hexes each hex belongs to (-1: not a hill).
  std::array<int8_t, kHexCount> hill_group{};
  // M3 special rules (special_rules.cc). Arnhem Bridge: whether a hex lies on a bridge span
  // (pb::BridgeSpan) and its two neighbours along it, the only hexes a step onto or off it may
  // come from or go to.
  std::array<bool, kHexCount> on_span{};
  std::array<std::array<HexId, 2>, kHexCount> span_next{};
  // Mortain's Hill 317 (pb::ReconAirPower), by seat: the hexes whose occupation by the seat's
  // units lets it play a Recon as Air Power (empty: never).
  std::array<std::vector<HexId>, 2> recon_air_power;

  // The seat playing `side` (-1 if neither).
  int SeatOf(pb::Side s) const { return side[0] == s ? 0 : side[1] == s ? 1 : -1; }
  pb::Terrain TerrainAt(HexId h) const { return hexes[h].terrain; }
  // M3 Arnhem Bridge: whether a step between the adjacent hexes `a` and `b` respects the bridge
  // spans (a span hex is entered and left only along the span).
  bool SpanStepAllowed(HexId a, HexId b) const {
    if (on_span[a] && span_next[a][0] != b && span_next[a][1] != b) return false;
    if (on_span[b] && span_next[b][0] != a && span_next[b][1] != a) return false;
    return true;
  }
};

// M3 special rules (special_rules.cc): the bridge spans and Recon-as-Air-Power rules of `proto`
// checked (errors naming the field and hex), and compiled into `sc`.
absl::Status ValidateSpecialRules(const pb::Scenario& proto, absl::string_view field_prefix);
void CompileSpecialRules(const pb::Scenario& proto, Scenario* sc);

// Checks every field of `proto`; errors start with `field_prefix` and name the field and hex.
absl::Status ValidateScenario(const pb::Scenario& proto, absl::string_view field_prefix);
// Validates and compiles a scenario (built-in or supplied).
absl::StatusOr<std::shared_ptr<const Scenario>> CompileScenario(const pb::Scenario& proto,
                                                                absl::string_view field_prefix);

using ScenarioLibrary = ContentLibrary<pb::Scenario>;
// The built-in scenarios (content/*.txtpb), Pegasus Bridge first (the default). Loaded once;
// a file that does not load is a build error caught by scenario_test.
const ScenarioLibrary& Scenarios();
// The status of loading the built-ins (OK once every file loaded).
absl::Status BuiltInScenariosStatus();
// The built-in names in GameInfo order ("pegasus_bridge", "sainte_mere_eglise", ...).
std::vector<std::string> BuiltInScenarioNames();
// The built-in scenario named `name` compiled, nullptr if none.
const Scenario* BuiltInScenario(absl::string_view name);

struct ChosenScenario {
  v1::GameContent ref;  // GameState.content
  std::shared_ptr<const Scenario> scenario;
  std::string name;  // the built-in's name ("" for a supplied scenario): Options.scenario
};
// NewGame: the scenario `setup` chooses by setup.options[scenario] and setup.content (the
// rule in the header comment). Call after CheckSetup. `name` is Options.scenario's value.
absl::StatusOr<ChosenScenario> ChooseScenario(const v1::GameSetup& setup);
// Every other call: the scenario `state` carries (after CheckEnvelope). Supplied scenarios
// are validated again ("state.content.supplied.<field>").
absl::StatusOr<ChosenScenario> ScenarioOfState(const v1::GameState& state);

}  // namespace arbiter::memoir44

#endif  // ARBITER_ENGINES_MEMOIR44_SCENARIO_H_
