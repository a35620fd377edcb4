// Writing a hex id into a proto Hex fast (the listings build thousands per decision): col and
// row from tables made at compile time from board.h's ColOf / RowOf (M2).
//
//   SetHex(HexId h, pb::Hex* out);   // out->col() == ColOf(h), out->row() == RowOf(h)
#ifndef ARBITER_ENGINES_MEMOIR44_HEX_PB_H_
#define ARBITER_ENGINES_MEMOIR44_HEX_PB_H_

#include <array>

#include "engines/memoir44/board.h"

namespace arbiter::memoir44 {

namespace internal {
struct HexTable {
  std::array<int8_t, kHexCount> col{};
  std::array<int8_t, kHexCount> row{};
};
constexpr HexTable MakeHexTable() {
  HexTable t;
  for (int h = 0; h < kHexCount; ++h) {
    t.col[h] = static_cast<int8_t>(ColOf(static_cast<HexId>(h)));
    t.row[h] = static_cast<int8_t>(RowOf(static_cast<HexId>(h)));
  }
  return t;
}
inline constexpr HexTable kHexTable = MakeHexTable();
}  // namespace internal

inline void SetHex(HexId h, pb::Hex* out) {
  out->set_col(internal::kHexTable.col[h]);
  out->set_row(internal::kHexTable.row[h]);
}

}  // namespace arbiter::memoir44

#endif  // ARBITER_ENGINES_MEMOIR44_HEX_PB_H_
