// Line of sight (rules.md M10, rulings R7, R8, R9), exactly in integers.
//
// The centre of hex (c, r) is put at (c, 3r); its corners are (c, 3r +- 2) and (c +- 1, 3r +- 1):
// an affine image of the regular hex grid, so the sign of a cross product (which side of the
// line a corner lies on) is exact. Whether a hex lies between the firer F and the target T is
// a Euclidean projection; in these coordinates the true dot product is proportional to
// 3 dx1 dx2 + dy1 dy2 (a hex's true width is sqrt(3) times its affine half-height unit).
//
// For each hex H other than F and T meeting the segment F-T, the signs of cross(T - F, K - F)
// over its six corners K say: both signs, the line crosses H; one zero and one sign, it
// touches a vertex of H; two zeros, it runs along an edge of H, on the side of the other
// corners. The line is blocked by an obstructing hex crossed, or vertex-touched (R8, option
// los_vertex_blocks, default true), or by obstructing hexes along it on both sides.
#include <algorithm>

#include "engines/memoir44/rules.h"
#include "engines/memoir44/terrain.h"

namespace arbiter::memoir44 {
namespace {

// Floor of a / b for b != 0.
int FloorDiv(int a, int b) {
  const int q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

// M10: what obstructs, for a firer at `from` of type `firer` (UNIT_TYPE_UNSPECIFIED: no unit).
bool Obstructs(const State& s, HexId h, HexId from, HexId to, pb::UnitType firer) {
  const Scenario& sc = *s.scenario;
  const pb::Terrain t = sc.hexes[h].terrain;
  if (BlocksEveryLos(s, h)) return true;
  const bool elevated = s.options.hill_los() == pb::HILL_LOS_ELEVATED &&
                        IsHill(sc.hexes[from].terrain) && IsHill(sc.hexes[to].terrain);
  if (IsHill(t)) {
    // R9 plateau: no obstruction inside one hill group holding F and T.
    const int g = sc.hill_group[h];
    if (g >= 0 && sc.hill_group[from] == g && sc.hill_group[to] == g) {
      return s.UnitAt(h) != nullptr || TerrainBlocksLos(s, h);
    }
    return true;
  }
  // R9 elevated: from a hill to a hill, nothing lower obstructs.
  if (elevated) return false;
  if (s.UnitAt(h) != nullptr || TerrainBlocksLos(s, h)) return true;
  // M3: a wide river blocks infantry's line of sight across it (Arnhem Bridge).
  return t == pb::TERRAIN_WIDE_RIVER && firer == pb::UNIT_TYPE_INFANTRY;
}

// `only_every`: consider only hexes that block every line of sight (artillery under R7 off).
bool Sees(const State& s, HexId from, HexId to, bool only_every) {
  if (from == to) return true;
  const int fc = ColOf(from), fr = RowOf(from), tc = ColOf(to), tr = RowOf(to);
  const int dx = tc - fc, dy = 3 * (tr - fr);
  const long long len2 = 3LL * dx * dx + 1LL * dy * dy;
  const Unit* firer_unit = s.UnitAt(from);
  const pb::UnitType firer = firer_unit != nullptr ? firer_unit->type : pb::UNIT_TYPE_UNSPECIFIED;
  const bool vertex_blocks = s.options.los_vertex_blocks();
  const int r0 = fr < tr ? fr : tr, r1 = fr < tr ? tr : fr;
  const int c0 = (fc < tc ? fc : tc) - 1, c1 = (fc < tc ? tc : fc) + 1;
  bool left = false, right = false;
  if (Distance(from, to) <= 1) return true;  // nothing lies between neighbours
  for (int r = r0; r <= r1; ++r) {
    // The columns the line can reach in this row: x = dx * y / dy over the row's y range
    // [Y - 2, Y + 2], widened by a hex's half-width and a margin (the exact test follows).
    int lo = c0, hi = c1;
    if (dy != 0) {
      const int y = 3 * (r - fr);
      const int xa = FloorDiv(dx * (y - 2), dy), xb = FloorDiv(dx * (y + 2), dy);
      lo = std::max(lo, fc + std::min(xa, xb) - 2);
      hi = std::min(hi, fc + std::max(xa, xb) + 3);
    }
    if (((lo + r) & 1) != 0) ++lo;
    for (int c = lo; c <= hi; c += 2) {
      const HexId h = HexAt(c, r);
      if (h == kNoHex || h == from || h == to) continue;
      const int x = c - fc, y = 3 * (r - fr);
      // Between F and T along the line (strictly: F's and T's own hexes are excluded above).
      const long long proj = 3LL * dx * x + 1LL * dy * y;
      if (proj <= 0 || proj >= len2) continue;
      const int base = dx * y - dy * x;
      const int k[6] = {base + 2 * dx,  base - 2 * dx,  base + dx - dy,
                        base - dx + dy, base - dx - dy, base + dx + dy};
      int pos = 0, neg = 0, zero = 0;
      for (int v : k) {
        if (v > 0)
          ++pos;
        else if (v < 0)
          ++neg;
        else
          ++zero;
      }
      if (pos == 0 && neg == 0) continue;  // cannot happen (at most 2 corners on a line)
      const bool crossed = pos > 0 && neg > 0;
      const bool vertex = !crossed && zero == 1;
      const bool edge = !crossed && zero == 2;
      if (!crossed && !vertex && !edge) continue;  // the line misses H
      const bool obstructs = only_every ? BlocksEveryLos(s, h) : Obstructs(s, h, from, to, firer);
      if (!obstructs) continue;
      if (crossed) return false;
      if (vertex) {
        if (vertex_blocks) return false;
        continue;
      }
      if (pos > 0)
        left = true;
      else
        right = true;
      if (left && right) return false;
    }
  }
  return true;
}

}  // namespace

bool LineOfSight(const State& s, HexId from, HexId to) { return Sees(s, from, to, false); }

bool MaySee(const State& s, HexId from, HexId to) {
  const Unit* u = s.UnitAt(from);
  if (u != nullptr && u->type == pb::UNIT_TYPE_ARTILLERY && !s.options.artillery_needs_los()) {
    return Sees(s, from, to, /*only_every=*/true);
  }
  return Sees(s, from, to, false);
}

}  // namespace arbiter::memoir44
