// Unit strengths (rules.md M1, M15) and the starting strength Medics & Mechanics restores to (M6).
#include "engines/memoir44/state.h"

namespace arbiter::memoir44 {

int StartingStrength(const Unit& u) {
  return u.starting != 0 ? u.starting : FullStrength(u.type, u.badge);
}

int FullStrength(pb::UnitType type, pb::Badge badge) {
  switch (type) {
    case pb::UNIT_TYPE_INFANTRY:
      return badge == pb::BADGE_FRENCH_RESISTANCE ? 3 : 4;
    case pb::UNIT_TYPE_ARMOR:
      return badge == pb::BADGE_ELITE_ARMOR ? 4 : 3;
    case pb::UNIT_TYPE_ARTILLERY:
      return 2;
    default:
      return 0;
  }
}

}  // namespace arbiter::memoir44
