// V5, V6: the straight-line move (rules.h). The ship takes up to `distance` steps in the
// windrose's direction for the direction value; it stops at the edge (off the map or a blocked
// space: it stays on the last space entered), on an island space or the Dread space (it stops
// there), or when every step is taken. Regions of the spaces entered are explored.
#include "engines/voyages/rules.h"

namespace arbiter {
namespace voyages {

MoveResult MoveShip(const Pack& pack, int from, int direction, int distance) {
  MoveResult m;
  m.end = from;
  const std::array<int, 2> d = pack.windrose[direction - 1];
  int q = pack.spaces[from].q, r = pack.spaces[from].r;
  for (int k = 0; k < distance; ++k) {
    const int next = pack.Find(q + d[0], r + d[1]);
    if (next < 0 || pack.spaces[next].kind == SpaceKind::kBlocked) {
      m.reason = pb::STOP_REASON_EDGE;
      return m;
    }
    const Space& sp = pack.spaces[next];
    q = sp.q;
    r = sp.r;
    m.end = next;
    m.path[m.steps++] = next;
    if (sp.region >= 0) m.regions |= uint64_t{1} << sp.region;
    if (sp.kind == SpaceKind::kIsland) {
      m.reason = pb::STOP_REASON_ISLAND;
      return m;
    }
    if (sp.kind == SpaceKind::kDread) {
      m.reason = pb::STOP_REASON_DREAD;
      return m;
    }
  }
  m.reason = pb::STOP_REASON_DISTANCE;
  return m;
}

}  // namespace voyages
}  // namespace arbiter
