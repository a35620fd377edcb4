// The Memoir '44 board (rules.md M2): 113 hexes in 9 rows, doubled columns, ids, neighbours,
// distance and the three sections of each seat. Pure geometry: what is on a hex is the
// scenario's (scenario.h) and the state's (state.h).
//
//   HexId h = HexAt(10, 4);          // kNoHex when (col, row) is not a board hex
//   SetHex(h, action.mutable_target());  // the proto Hex (col, row) of an id, by table
//   int d = Distance(h, HexAt(14, 6));  // 3
//   for (HexId n : Neighbours(h)) ...   // up to 6, board hexes only
//   bool in = InSection(/*seat=*/1, h, pb::SECTION_LEFT);
//   for (HexId b : BackHexes(/*seat=*/0, h)) ...  // M13: the 0..2 hexes one row back
//
// Hex ids are 0..112 in reading order: row 0 col 0,2..24 (ids 0..12), row 1 col 1..23 (13..24),
// and so on. Tables are built at compile time; every call is O(1) (Neighbours a span into a
// static table). Owner: m44board (the lead wrote HexAt/ColOf/RowOf in the foundation).
#ifndef ARBITER_ENGINES_MEMOIR44_BOARD_H_
#define ARBITER_ENGINES_MEMOIR44_BOARD_H_

#include <cstdint>
#include <string>

#include "absl/types/span.h"
#include "arbiter/games/memoir44/v1/memoir44.pb.h"

namespace arbiter::memoir44 {

namespace pb = ::arbiter::games::memoir44::v1;

using HexId = int8_t;
inline constexpr HexId kNoHex = -1;
inline constexpr int kHexCount = 113;
inline constexpr int kRows = 9;

// The first id of row `row` (rows alternate 13 and 12 hexes).
constexpr int RowStart(int row) { return (row / 2) * 25 + (row % 2) * 13; }

// The id of (col, row), or kNoHex off the board (col + row odd, or out of range).
constexpr HexId HexAt(int col, int row) {
  if (row < 0 || row >= kRows || col < 0 || col > 24 || ((col + row) & 1) != 0) return kNoHex;
  if ((row & 1) != 0 && (col < 1 || col > 23)) return kNoHex;
  return static_cast<HexId>(RowStart(row) + col / 2);
}
namespace board_internal {
struct RowCol {
  int8_t row[kHexCount];
  int8_t col[kHexCount];
};
constexpr RowCol BuildRowCol() {
  RowCol t{};
  for (int h = 0; h < kHexCount; ++h) {
    int r = 0;
    while (r + 1 < kRows && RowStart(r + 1) <= h) ++r;
    t.row[h] = static_cast<int8_t>(r);
    t.col[h] = static_cast<int8_t>((r & 1) != 0 ? 2 * (h - RowStart(r)) + 1 : 2 * (h - RowStart(r)));
  }
  return t;
}
inline constexpr RowCol kRowCol = BuildRowCol();
}  // namespace board_internal

// The row and column of a board hex (0 <= h < kHexCount), by table.
constexpr int RowOf(HexId h) { return board_internal::kRowCol.row[h]; }
constexpr int ColOf(HexId h) { return board_internal::kRowCol.col[h]; }

// The proto Hex of an id, written into `out` (the listings write thousands per decision: two
// table reads), or returned; and back (kNoHex for a hex off the board).
inline void SetHex(HexId h, pb::Hex* out) {
  out->set_col(ColOf(h));
  out->set_row(RowOf(h));
}
inline pb::Hex ToHex(HexId h) {
  pb::Hex out;
  SetHex(h, &out);
  return out;
}
inline HexId FromHex(const pb::Hex& h) { return HexAt(h.col(), h.row()); }

// M2: the board neighbours of `h` (2..6 hexes).
absl::Span<const HexId> Neighbours(HexId h);
bool Adjacent(HexId a, HexId b);
// M2: dr + max(0, (dc - dr) / 2).
int Distance(HexId a, HexId b);
// M2: whether `h` lies in `section` as `seat` (0 = player1, 1 = player2) sees it. The 8 hexes
// of columns 7 and 17 lie in a flank and the centre.
bool InSection(int seat, HexId h, pb::Section section);
// M2: "back" for a unit of `seat`: the row toward its own baseline (seat 0: row - 1).
int BackRow(int seat, int row);
// M13: the board hexes one step back from `h` for `seat` ((c-1, back), (c+1, back)), 0..2.
absl::Span<const HexId> BackHexes(int seat, HexId h);
// M2: the sections `h` lies in for `seat`, as a bit set (1 << SECTION_LEFT | ...).
int SectionMask(int seat, HexId h);
// M7: the section a Counter-Attack names when the opponent's card named `s` (left <-> right).
pb::Section MirrorSection(pb::Section s);
// The text form "(c, r)" used in errors and violations.
std::string HexText(HexId h);

}  // namespace arbiter::memoir44

#endif  // ARBITER_ENGINES_MEMOIR44_BOARD_H_
