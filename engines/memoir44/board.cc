// The board's geometry (rules.md M2): neighbour and back-hex tables built once at compile
// time, distance, sections.
#include "engines/memoir44/board.h"

#include <array>
#include <cstdlib>

#include "absl/strings/str_cat.h"

namespace arbiter::memoir44 {
namespace {

struct Tables {
  std::array<std::array<HexId, 6>, kHexCount> neighbours{};
  std::array<int8_t, kHexCount> neighbour_count{};
  // back[seat][h]: the 0..2 hexes one row toward seat's baseline.
  std::array<std::array<std::array<HexId, 2>, kHexCount>, 2> back{};
  std::array<std::array<int8_t, kHexCount>, 2> back_count{};
};

constexpr Tables BuildTables() {
  Tables t{};
  constexpr int kDc[6] = {2, 1, -1, -2, -1, 1};
  constexpr int kDr[6] = {0, -1, -1, 0, 1, 1};
  for (int h = 0; h < kHexCount; ++h) {
    const int c = ColOf(static_cast<HexId>(h));
    const int r = RowOf(static_cast<HexId>(h));
    int n = 0;
    for (int d = 0; d < 6; ++d) {
      const HexId x = HexAt(c + kDc[d], r + kDr[d]);
      if (x != kNoHex) t.neighbours[h][n++] = x;
    }
    t.neighbour_count[h] = static_cast<int8_t>(n);
    for (int seat = 0; seat < 2; ++seat) {
      const int br = seat == 0 ? r - 1 : r + 1;
      int k = 0;
      for (int dc : {-1, 1}) {
        const HexId x = HexAt(c + dc, br);
        if (x != kNoHex) t.back[seat][h][k++] = x;
      }
      t.back_count[seat][h] = static_cast<int8_t>(k);
    }
  }
  return t;
}

constexpr Tables kTables = BuildTables();

// Columns as player2 sees them (M2): left c <= 7, centre 7..17, right c >= 17.
int Player2Mask(int col) {
  int m = 0;
  if (col <= 7) m |= 1 << pb::SECTION_LEFT;
  if (col >= 7 && col <= 17) m |= 1 << pb::SECTION_CENTER;
  if (col >= 17) m |= 1 << pb::SECTION_RIGHT;
  return m;
}

}  // namespace

absl::Span<const HexId> Neighbours(HexId h) {
  if (h < 0 || h >= kHexCount) return {};
  return absl::MakeConstSpan(kTables.neighbours[h].data(), kTables.neighbour_count[h]);
}

bool Adjacent(HexId a, HexId b) { return a != b && Distance(a, b) == 1; }

namespace {

constexpr int ComputedDistance(HexId a, HexId b) {
  const int dr = RowOf(a) > RowOf(b) ? RowOf(a) - RowOf(b) : RowOf(b) - RowOf(a);
  const int dc = ColOf(a) > ColOf(b) ? ColOf(a) - ColOf(b) : ColOf(b) - ColOf(a);
  return dr + (dc > dr ? (dc - dr) / 2 : 0);
}

// Every pair's distance, computed at compile time (a playout asks for distances millions of
// times a second: movement, battles, sections).
struct DistanceTable {
  int8_t d[kHexCount][kHexCount] = {};
};
constexpr DistanceTable MakeDistanceTable() {
  DistanceTable t;
  for (int a = 0; a < kHexCount; ++a) {
    for (int b = 0; b < kHexCount; ++b) {
      t.d[a][b] = static_cast<int8_t>(ComputedDistance(static_cast<HexId>(a), static_cast<HexId>(b)));
    }
  }
  return t;
}
constexpr DistanceTable kDistances = MakeDistanceTable();

}  // namespace

int Distance(HexId a, HexId b) {
  if (a < 0 || b < 0 || a >= kHexCount || b >= kHexCount) return ComputedDistance(a, b);
  return kDistances.d[a][b];
}

int SectionMask(int seat, HexId h) {
  const int m = Player2Mask(ColOf(h));
  if (seat == 1) return m;
  // Player1 faces the other way: its left is player2's right.
  int out = m & (1 << pb::SECTION_CENTER);
  if ((m & (1 << pb::SECTION_LEFT)) != 0) out |= 1 << pb::SECTION_RIGHT;
  if ((m & (1 << pb::SECTION_RIGHT)) != 0) out |= 1 << pb::SECTION_LEFT;
  return out;
}

bool InSection(int seat, HexId h, pb::Section section) {
  if (section < pb::SECTION_LEFT || section > pb::SECTION_RIGHT) return false;
  return (SectionMask(seat, h) & (1 << section)) != 0;
}

int BackRow(int seat, int row) { return seat == 0 ? row - 1 : row + 1; }

absl::Span<const HexId> BackHexes(int seat, HexId h) {
  if (h < 0 || h >= kHexCount || (seat != 0 && seat != 1)) return {};
  return absl::MakeConstSpan(kTables.back[seat][h].data(), kTables.back_count[seat][h]);
}

pb::Section MirrorSection(pb::Section s) {
  switch (s) {
    case pb::SECTION_LEFT:
      return pb::SECTION_RIGHT;
    case pb::SECTION_RIGHT:
      return pb::SECTION_LEFT;
    default:
      return s;
  }
}

std::string HexText(HexId h) {
  if (h < 0 || h >= kHexCount) return "(off the board)";
  return absl::StrCat("(", ColOf(h), ", ", RowOf(h), ")");
}

}  // namespace arbiter::memoir44
