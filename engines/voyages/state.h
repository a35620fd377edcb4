// Voyages' native state, struct State: the hot-path form of arbiter.games.voyages.v1.State
// over a decoded map pack (pack.h). Spaces, islands, regions and cargo types are pack indices;
// sets of them are bit sets.
//
//   State s;
//   ARBITER_RETURN_IF_ERROR(DecodeState(payload, pack, &s));   // then CheckState
//   ... judge, play (rules.h) ...
//   pb::State out; EncodeState(s, kFullState, &out);
#ifndef ARBITER_ENGINES_VOYAGES_STATE_H_
#define ARBITER_ENGINES_VOYAGES_STATE_H_

#include <array>
#include <bitset>
#include <cstdint>
#include <vector>

#include "absl/status/status.h"
#include "arbiter/games/voyages/v1/voyages.pb.h"
#include "engines/voyages/pack.h"

namespace arbiter {
namespace voyages {

inline constexpr int kMinSeats = 1;
inline constexpr int kMaxSeats = 32;     // R1: a size limit, not a rule
inline constexpr int kSoloRounds = 16;   // V10
inline constexpr int kStarsToEnd = 3;    // V10
inline constexpr int kDreadGold = 14;    // V11
inline constexpr int kHeroGold = 2;      // V11
inline constexpr int kStarGold = 3;      // V11
inline constexpr int kMaxRounds = 100000;  // a decoded round above this is refused
inline constexpr int kMaxCount = 1000000;  // gold, stars, sold pieces in a decoded state

// GameState.state_format_version written and read.
inline constexpr uint32_t kStateFormat = 1;

// The wire enums' numbers (voyages.proto), so the codecs convert by cast.
enum class Phase : uint8_t { kRoll = 1, kTurn = 2, kFinished = 3 };
enum class Step : uint8_t { kSail = 1, kFollowUp = 2, kDone = 3 };
enum class Stop : uint8_t { kNone = 0, kFirst = 1, kAgain = 2 };

struct Options {
  bool stack_sailors = true;   // R2
  bool cumulative = false;     // R7: ocean_scoring = cumulative
};

// One seat's sheet (V1, V2). Plain values only, so two sheets compare field by field (the
// SAIL listing keeps one action per distinct next sheet, sail.cc).
struct Sheet {
  int ship = 0;  // space index
  int ready_regular = 0;
  int exhausted_regular = 0;
  int ready_heroic = 0;
  int exhausted_heroic = 0;
  std::array<int, kMaxCargoTypes> cargo{};
  int stars = 0;
  int gold = 0;        // gain_gold
  int sales_gold = 0;  // SELL
  int cargo_sold = 0;
  uint64_t marked = 0;  // duty cells, bit row * cols + col
  uint64_t islands = 0;
  uint64_t regions = 0;
  std::bitset<kMaxSpaces> collected;
  bool dread_defeated = false;
  uint32_t thresholds = 0;  // star_thresholds paid
  Step step = Step::kSail;
  Stop stop = Stop::kNone;
  bool sold = false;

  int Sailors() const { return ready_regular + exhausted_regular + ready_heroic + exhausted_heroic; }
  bool operator==(const Sheet& o) const;
  bool operator!=(const Sheet& o) const { return !(*this == o); }
  template <typename H>
  friend H AbslHashValue(H h, const Sheet& s) {
    h = H::combine(std::move(h), s.ship, s.ready_regular, s.exhausted_regular, s.ready_heroic,
                   s.exhausted_heroic, s.cargo, s.stars, s.gold, s.sales_gold, s.cargo_sold,
                   s.marked, s.islands, s.regions, s.dread_defeated, s.thresholds,
                   static_cast<int>(s.step), static_cast<int>(s.stop), s.sold);
    return H::combine(std::move(h), s.collected.count());
  }
};

struct State {
  const Pack* pack = nullptr;  // the map; outlives the State
  int seat_count = 0;
  int first_seat = 0;  // kept for the record; turns are simultaneous (V3)
  uint64_t rng_state = 0;
  bool external = false;
  Options options;
  int round = 1;
  Phase phase = Phase::kRoll;
  std::array<int, 3> dice{};  // the round's roll, 1..6 (PHASE_TURN and after)
  int final_round = 0;        // V10: 0 until triggered
  std::vector<Sheet> sheets;
};

// EncodeState's viewer for the full state.
inline constexpr int kFullState = -1000;

// The payload into `out` over `pack`: every section decoded (refusing what a State cannot
// hold), then CheckState. INVALID_ARGUMENT "state.payload.<field>: ...".
absl::Status DecodeState(const pb::State& payload, const Pack& pack, State* out);
// Every invariant (check.cc): counts within the tracks, the steps consistent with the phase,
// the marks and sets within the pack, the end trigger. "state.payload.<field>".
absl::Status CheckState(const State& s);
// The proto form `viewer` may see (kFullState, a seat, kSpectator): everything but the
// generator state for every viewer but kFullState (V12).
void EncodeState(const State& s, int viewer, pb::State* out);

}  // namespace voyages
}  // namespace arbiter

#endif  // ARBITER_ENGINES_VOYAGES_STATE_H_
