// A Memoir '44 scenario in native form (rules.md M3, M11): per hex terrain and bridge, the
// seats' sides, hand sizes and medal targets, objectives, the scenario's own rules as data.
// Built once per built-in scenario (content/<name>.txtpb, embedded) when the engine is built,
// or per call from a supplied pb::Scenario (GameSetup.content.supplied), after validation.
//
//   absl::StatusOr<std::shared_ptr<const Scenario>> sc = CompileScenario(proto);
//   // INVALID_ARGUMENT "setup.content.supplied.hexes[3].hex: (25, 1) is off the board"
//   const Scenario* pegasus = BuiltInScenario("pegasus_bridge");  // nullptr if unknown
//
// DRAFT by the lead (memoir44 foundation); m44board owns this file and completes it.
#ifndef ARBITER_ENGINES_MEMOIR44_SCENARIO_H_
#define ARBITER_ENGINES_MEMOIR44_SCENARIO_H_

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "arbiter/games/memoir44/v1/scenario.pb.h"
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
};

struct Scenario {
  pb::Scenario proto;  // the content message as given (validated)
  std::array<HexTerrain, kHexCount> hexes{};
  std::array<pb::Side, 2> side{};  // by seat
  std::array<int, 2> hand_size{};
  std::array<int, 2> medals_to_win{};
  int first_seat = 0;
  std::vector<ObjectiveSpec> objectives;
  bool deck_reshuffle = true;
  pb::Side deck_out_winner = pb::SIDE_UNSPECIFIED;
};

// The built-in scenario named `name` (Options.scenario), nullptr if none.
const Scenario* BuiltInScenario(absl::string_view name);
// Validates and compiles a scenario (built-in or supplied); errors name `field_prefix` + the
// field, e.g. "setup.content.supplied.hexes[3].unit.figures: ...".
absl::StatusOr<std::shared_ptr<const Scenario>> CompileScenario(const pb::Scenario& proto,
                                                                absl::string_view field_prefix);

}  // namespace arbiter::memoir44

#endif  // ARBITER_ENGINES_MEMOIR44_SCENARIO_H_
