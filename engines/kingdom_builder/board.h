// The Kingdom Builder map: the 8 printed boards (data/boards.txt, embedded at build time), the
// 20x20 map assembled from 4 of them, and its hex geometry (rules.md K1, K2).
//
//   const absl::StatusOr<BoardSet>& boards = Boards();     // parsed and checked once
//   Map map = BuildMap(**boards, placements);               // 400 hexes, index = row * 20 + col
//   for (int n : Neighbours(Index(4, 4))) ...               // (4,3) (4,5) (3,3) (3,4) (5,3) (5,4)
//
// Hex indices are ints in [0, 400): index = row * 20 + col with row, col in 0..19 (K2). Every
// function taking an index requires it to be in range; callers validate wire input first
// (InMap).
#ifndef ARBITER_ENGINES_KINGDOM_BUILDER_BOARD_H_
#define ARBITER_ENGINES_KINGDOM_BUILDER_BOARD_H_

#include <array>
#include <bitset>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/container/inlined_vector.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "arbiter/games/kingdom_builder/v1/kingdom_builder.pb.h"

namespace arbiter {
namespace kingdom_builder {

namespace pb = ::arbiter::games::kingdom_builder::v1;

inline constexpr int kMapSide = 20;
inline constexpr int kHexCount = kMapSide * kMapSide;
inline constexpr int kBoardSide = 10;
inline constexpr int kBoardCount = 8;

// What a hex is. The five buildable terrains use the values of pb::Terrain (1..5) so a played
// card compares directly with a hex.
enum class Kind : uint8_t {
  kNone = 0,
  kGrass = 1,
  kCanyon = 2,
  kDesert = 3,
  kFlowerField = 4,
  kForest = 5,
  kWater = 6,
  kMountain = 7,
  kCastle = 8,
  kLocation = 9,
};

// True for the five terrains a settlement may be built on (K4).
inline bool IsBuildable(Kind k) { return k >= Kind::kGrass && k <= Kind::kForest; }

// One printed board (K1): its location type (= its name) and 10x10 hexes, row 0 first.
struct BoardData {
  pb::Location location = pb::LOCATION_UNSPECIFIED;
  std::array<std::array<Kind, kBoardSide>, kBoardSide> hexes{};
};

// The 8 boards indexed by Location - 1 (Barn, Farm, Oracle, Harbor, Tower, Oasis, Paddock,
// Tavern), plus the source line of the data file.
struct BoardSet {
  std::array<BoardData, kBoardCount> boards;
  std::string source;
};

// Parses and checks board text in the format of data/boards.txt: every board once, 10 rows of
// 10 known letters, 800 hexes; Oracle and Harbor with 1 location hex and 2 castles, the others
// 2 and 1 (K1). INVALID_ARGUMENT naming the line on any defect.
absl::StatusOr<BoardSet> ParseBoards(absl::string_view text);

// The embedded data/boards.txt, parsed and checked on first use (thread-safe). An error here is
// a build defect; engine calls return it as INTERNAL.
const absl::StatusOr<BoardSet>& Boards();

// The board text embedded at build time (for tests).
absl::string_view EmbeddedBoardText();

// The assembled 20x20 map (K2, K3).
struct Map {
  std::array<Kind, kHexCount> kind{};
  // Location type of each location hex; LOCATION_UNSPECIFIED elsewhere.
  std::array<pb::Location, kHexCount> location{};
  // Sector 0..3 (TL, TR, BL, BR) of each hex.
  std::array<uint8_t, kHexCount> sector{};
  // Ascending; at most 8 each (K1: 3 per board), so they live inside the Map, not on the heap.
  absl::InlinedVector<int, 8> location_hexes;
  absl::InlinedVector<int, 8> castle_hexes;
  // The hexes of each Kind (indexed by the Kind's value), for set arithmetic in listings.
  std::array<std::bitset<kHexCount>, 10> of_kind{};
};

// Board `placements[i]` goes into sector i (TL, TR, BL, BR); rotated boards put printed hex
// (r, c) at (9 - r, 9 - c) (K2). `placements` must hold 4 valid boards.
Map BuildMap(const BoardSet& boards, absl::Span<const pb::BoardPlacement> placements);
// The same into `*out` (every field overwritten), without building and copying a second Map.
void BuildMap(const BoardSet& boards, absl::Span<const pb::BoardPlacement> placements, Map* out);

inline int Index(int row, int col) { return row * kMapSide + col; }
inline int RowOf(int hex) { return hex / kMapSide; }
inline int ColOf(int hex) { return hex % kMapSide; }
inline bool InMap(int row, int col) {
  return row >= 0 && row < kMapSide && col >= 0 && col < kMapSide;
}

// The on-map neighbours of `hex` (K2), at most 6, in the order W, E, then the row above, then
// the row below (each left to right).
absl::Span<const int> Neighbours(int hex);

// True when `a` and `b` are adjacent (K2).
bool Adjacent(int a, int b);

// The 76 edge hexes: row or col 0 or 19 (K2).
inline bool IsEdge(int hex) {
  const int r = RowOf(hex), c = ColOf(hex);
  return r == 0 || r == kMapSide - 1 || c == 0 || c == kMapSide - 1;
}

// The 6 unit directions of K2 in axial form (q, r): E, W, NE, NW, SE, SW.
inline constexpr int kDirections = 6;

// The hex `steps` unit steps from `hex` in direction `dir` (0..5, order above), or -1 when it
// leaves the map.
int Step(int hex, int dir, int steps);

}  // namespace kingdom_builder
}  // namespace arbiter

#endif  // ARBITER_ENGINES_KINGDOM_BUILDER_BOARD_H_
