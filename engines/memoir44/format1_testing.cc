#include "engines/memoir44/format1_testing.h"

#include "engines/memoir44/state_bytes.h"

// Format 1's fields are deprecated in the proto; writing them is what this file is for.
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

namespace arbiter::memoir44 {

pb::State Format1Of(const pb::State& format2) {
  pb::State p = format2;
  p.clear_unit_bytes();
  p.clear_obstacle_bytes();
  const std::string& ub = format2.unit_bytes();
  for (size_t i = 0; i < UnitRecordCount(ub); ++i) {
    const UnitRecord r = ReadUnitRecord(ub, i);
    pb::Unit* u = p.add_units();
    u->mutable_hex()->set_col(r.col);
    u->mutable_hex()->set_row(r.row);
    u->set_side(static_cast<pb::Side>(r.side));
    u->set_type(static_cast<pb::UnitType>(r.type));
    u->set_badge(static_cast<pb::Badge>(r.badge));
    u->set_figures(r.figures);
    if (r.starting != 0) u->set_starting_figures(r.starting);
    if (r.flags != 0 || r.hexes_moved != 0 || r.battles != 0 || r.bonus_dice != 0) {
      pb::UnitTurn* t = u->mutable_turn();
      t->set_ordered((r.flags & kUnitOrdered) != 0);
      t->set_hexes_moved(r.hexes_moved);
      t->set_move_done((r.flags & kUnitMoveDone) != 0);
      t->set_battle_forbidden((r.flags & kUnitBattleForbidden) != 0);
      t->set_battles(r.battles);
      t->set_bonus_dice(r.bonus_dice);
      t->set_second_move((r.flags & kUnitSecondMove) != 0);
    }
  }
  const std::string& ob = format2.obstacle_bytes();
  for (size_t i = 0; i < ObstacleRecordCount(ob); ++i) {
    const ObstacleRecord r = ReadObstacleRecord(ob, i);
    pb::ObstacleOnHex* o = p.add_obstacles();
    o->mutable_hex()->set_col(r.col);
    o->mutable_hex()->set_row(r.row);
    o->set_obstacle(static_cast<pb::Obstacle>(r.obstacle));
    o->set_side(static_cast<pb::Side>(r.side));
  }
  return p;
}

v1::GameState Format1Of(const v1::GameState& format2) {
  pb::State p;
  v1::GameState g = format2;
  if (!format2.payload().UnpackTo(&p)) return g;  // left as it is: the reader refuses it
  g.mutable_payload()->PackFrom(Format1Of(p));
  g.set_state_format_version(1);
  return g;
}

}  // namespace arbiter::memoir44
