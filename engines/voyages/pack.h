// The map content pack (rules.md V14) in native form: spaces indexed with a coordinate lookup,
// the windrose as six hex steps, effects parsed into a closed vocabulary (V9). BuildPack is
// also the validator ContentLibrary runs on built-in and supplied packs: every error names the
// space and field ("setup.content.supplied.spaces[3].effects[0].kind: unknown effect 'teleport'").
//
//   absl::StatusOr<std::shared_ptr<const Pack>> p = BuildPack(message, "setup.content.supplied");
//   int i = (*p)->Find(q, r);   // a space index or -1
#ifndef ARBITER_ENGINES_VOYAGES_PACK_H_
#define ARBITER_ENGINES_VOYAGES_PACK_H_

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "absl/container/flat_hash_map.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "arbiter/games/voyages/v1/voyages.pb.h"

namespace arbiter {
namespace voyages {

namespace pb = ::arbiter::games::voyages::v1;

// Size limits of a pack (resource limits, not rules).
inline constexpr int kMaxSpaces = 1024;
inline constexpr int kMaxCoord = 1000;
inline constexpr int kMaxIslands = 64;
inline constexpr int kMaxRegions = 64;
inline constexpr int kMaxCargoTypes = 8;
inline constexpr int kMaxDutySide = 6;
inline constexpr int kMaxThresholds = 32;
inline constexpr int kMaxEffects = 16;
inline constexpr int kMaxN = 64;
inline constexpr int kMaxGold = 100;
// The sailor track and the duty grid bound the SAIL listing (one entry per distinct outcome:
// up to 36 moves x (cells + 1) x (ready regular + 1) x (ready heroic + 1), sail.cc).
inline constexpr int kMaxSailors = 16;

enum class SpaceKind : uint8_t { kWater, kIsland, kDread, kBlocked };

enum class EffectKind : uint8_t {
  kGainSailors,
  kGainRelic,
  kReadySailors,
  kGainCargo,
  kSell,
  kGainStar,
  kGainGold,
  kDread,
};
absl::string_view EffectName(EffectKind k);

enum class CostKind : uint8_t { kExhaustReady, kExhaustHeroic, kPayCargo };

enum class Counter : uint8_t {
  kIslandsVisited,
  kRegionsExplored,
  kCargoSold,
  kDutyLines,
  kSailors,
  kHeroicSailors,
};

struct Effect {
  EffectKind kind = EffectKind::kGainSailors;
  int n = 0;
  int type = -1;                          // gain_cargo: cargo index
  std::array<int, kMaxCargoTypes> price{};  // sell: gold per cargo index, -1 not bought
  bool repeatable = false;
  CostKind cost = CostKind::kExhaustReady;  // dread
  int cost_n = 0;
  int cost_type = -1;
  std::vector<Effect> reward;  // dread
};

struct Space {
  int q = 0;
  int r = 0;
  SpaceKind kind = SpaceKind::kWater;
  int region = -1;
  int island = -1;
  std::vector<Effect> effects;
  bool sells = false;      // has a sell effect
  bool has_dread = false;  // has a dread effect
};

struct IslandInfo {
  std::string id;
  std::string name;
  int gold = 0;
};

struct CargoInfo {
  std::string type;
  int capacity = 0;
  int unsold_value = 0;
};

struct Threshold {
  Counter counter = Counter::kIslandsVisited;
  int at = 0;
  int stars = 0;
};

struct Pack {
  std::array<std::array<int, 2>, 6> windrose{};  // die value - 1 -> (dq, dr)
  std::vector<Space> spaces;
  absl::flat_hash_map<int64_t, int> by_coord;
  std::vector<IslandInfo> islands;
  std::vector<std::string> regions;
  std::vector<int> ocean_table;
  int start = 0;  // space index
  int start_ready = 0;
  int capacity = 0;
  std::vector<CargoInfo> cargo;
  int rows = 0;
  int cols = 0;
  std::vector<int> cells;  // rows * cols values, 0 blank
  std::vector<std::vector<Effect>> row_rewards;
  std::vector<std::vector<Effect>> col_rewards;
  std::vector<Threshold> thresholds;

  static int64_t Key(int q, int r) {
    return static_cast<int64_t>((uint64_t{static_cast<uint32_t>(q)} << 32) |
                                uint64_t{static_cast<uint32_t>(r)});
  }
  int Find(int q, int r) const {
    auto it = by_coord.find(Key(q, r));
    return it == by_coord.end() ? -1 : it->second;
  }
  int CargoIndex(absl::string_view type) const;
  int RegionIndex(absl::string_view id) const;
  int IslandIndex(absl::string_view id) const;
};

// Checks every field of `message` (V14) and builds the native pack. Errors: INVALID_ARGUMENT
// "<field>.<path>: ..." (field is e.g. "setup.content.supplied").
absl::StatusOr<std::shared_ptr<const Pack>> BuildPack(const pb::MapPack& message,
                                                      absl::string_view field);

}  // namespace voyages
}  // namespace arbiter

#endif  // ARBITER_ENGINES_VOYAGES_PACK_H_
