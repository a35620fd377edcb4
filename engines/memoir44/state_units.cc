// The units and obstacles of a Memoir '44 payload (state_decode.h) in both state formats:
// format 2's byte records (State.unit_bytes, State.obstacle_bytes; state_bytes.h) and format 1's
// messages (State.units, State.obstacles). Both go through the same record check, so a format 1
// state and its format 2 form are refused for the same reasons, each naming its own field.
#include "absl/strings/str_cat.h"
#include "engines/memoir44/state_bytes.h"
#include "engines/memoir44/state_decode.h"

// Format 1's fields are deprecated in the proto; reading them is part of this file's job.
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

namespace arbiter::memoir44::internal {
namespace {

// The names a unit record's fields have in each format.
struct UnitNames {
  const char* base;
  const char* flags;  // format 1: the submessage UnitTurn
  const char* hexes_moved;
  const char* battles;
  const char* bonus_dice;
};
constexpr UnitNames kUnitNames1{"units", ".turn", ".turn.hexes_moved", ".turn.battles",
                                ".turn.bonus_dice"};
constexpr UnitNames kUnitNames2{"unit_bytes", ".flags", ".hexes_moved", ".battles",
                                ".bonus_dice"};

std::string ColRow(int col, int row) { return absl::StrCat("(", col, ", ", row, ")"); }

// One unit record, however it was laid out, into s.units; `format` 1 also accepts
// starting_figures equal to the full strength (written as 0 since).
absl::Status DecodeUnit(const Scenario& sc, const UnitRecord& r, const UnitNames& names, int i,
                        uint32_t format, State& s) {
  const Path f(names.base, i);
  Unit u;
  u.hex = HexAt(r.col, r.row);
  if (u.hex == kNoHex) return Bad(f.Sub(".hex"), ColRow(r.col, r.row) + " is off the board");
  if (s.unit_at[u.hex] != kNoUnit) {
    return Bad(f.Sub(".hex"), absl::StrCat(HexText(u.hex), " holds ", names.base, "[",
                                           s.unit_at[u.hex], "] too: one unit per hex"));
  }
  const int seat = pb::Side_IsValid(r.side) ? sc.SeatOf(static_cast<pb::Side>(r.side)) : -1;
  if (seat < 0) {
    return Bad(f.Sub(".side"), absl::StrCat(r.side, " is not a side of the scenario"));
  }
  u.seat = static_cast<int8_t>(seat);
  if (!pb::UnitType_IsValid(r.type) || r.type == pb::UNIT_TYPE_UNSPECIFIED) {
    return Bad(f.Sub(".type"), absl::StrCat("unknown unit type ", r.type));
  }
  u.type = static_cast<pb::UnitType>(r.type);
  if (!pb::Badge_IsValid(r.badge)) {
    return Bad(f.Sub(".badge"), absl::StrCat("unknown badge ", r.badge));
  }
  u.badge = static_cast<pb::Badge>(r.badge);
  const int full = FullStrength(u.type, u.badge);
  if (full == 0 ||
      ((u.badge == pb::BADGE_SPECIAL_FORCES || u.badge == pb::BADGE_FRENCH_RESISTANCE) &&
       u.type != pb::UNIT_TYPE_INFANTRY) ||
      (u.badge == pb::BADGE_ELITE_ARMOR && u.type != pb::UNIT_TYPE_ARMOR)) {
    return Bad(f.Sub(".badge"), absl::StrCat(pb::Badge_Name(u.badge), " does not go with ",
                                             pb::UnitType_Name(u.type)));
  }
  if (r.figures < 1 || r.figures > full) {
    return Bad(f.Sub(".figures"),
               absl::StrCat(r.figures, " is not in 1..", full, " at ", HexText(u.hex)));
  }
  u.figures = static_cast<int8_t>(r.figures);
  // M6: the starting strength, 0 (full) or 1..full - 1; format 1 wrote full as either.
  const int top = format == 1 ? full : full - 1;
  if (r.starting < 0 || r.starting > top) {
    return Bad(f.Sub(".starting_figures"),
               absl::StrCat(r.starting, " is not in 0..", top, " at ", HexText(u.hex),
                            format == 1 ? "" : " (0 = full strength)"));
  }
  u.starting = static_cast<int8_t>(r.starting == full ? 0 : r.starting);
  if ((r.flags & ~kUnitFlagBits) != 0) {
    return Bad(f.Sub(names.flags), absl::StrCat(r.flags, " sets bits other than 0..3"));
  }
  ARBITER_RETURN_IF_ERROR(Range(f.Sub(names.hexes_moved), r.hexes_moved, 0, 6));
  ARBITER_RETURN_IF_ERROR(Range(f.Sub(names.battles), r.battles, 0, 3));
  ARBITER_RETURN_IF_ERROR(Range(f.Sub(names.bonus_dice), r.bonus_dice, 0, 2));
  u.ordered = (r.flags & kUnitOrdered) != 0;
  u.move_done = (r.flags & kUnitMoveDone) != 0;
  u.battle_forbidden = (r.flags & kUnitBattleForbidden) != 0;
  u.second_move = (r.flags & kUnitSecondMove) != 0;
  u.hexes_moved = static_cast<int8_t>(r.hexes_moved);
  u.battles = static_cast<int8_t>(r.battles);
  u.bonus_dice = static_cast<int8_t>(r.bonus_dice);
  s.unit_at[u.hex] = static_cast<int8_t>(s.units.size());
  s.units.push_back(u);
  return absl::OkStatus();
}

// Format 1's Unit message as a record; int32 fields outside a byte keep their value (and are
// refused by DecodeUnit like any other value out of range).
UnitRecord Record1(const pb::Unit& pu) {
  const pb::UnitTurn& t = pu.turn();
  const int flags = (t.ordered() ? kUnitOrdered : 0) | (t.move_done() ? kUnitMoveDone : 0) |
                    (t.battle_forbidden() ? kUnitBattleForbidden : 0) |
                    (t.second_move() ? kUnitSecondMove : 0);
  // A hex's col or row outside int's small range cannot be a board hex either way.
  return UnitRecord{pu.hex().col(), pu.hex().row(), pu.side(),           pu.type(),
                    pu.badge(),     pu.figures(),   pu.starting_figures(), flags,
                    t.hexes_moved(), t.battles(),   t.bonus_dice()};
}

absl::Status DecodeObstacle(const ObstacleRecord& r, const char* base, int i, State& s) {
  const Path f(base, i);
  const HexId h = HexAt(r.col, r.row);
  if (h == kNoHex) return Bad(f.Sub(".hex"), ColRow(r.col, r.row) + " is off the board");
  if (!pb::Obstacle_IsValid(r.obstacle) || r.obstacle == pb::OBSTACLE_UNSPECIFIED) {
    return Bad(f.Sub(".obstacle"), absl::StrCat("unknown obstacle ", r.obstacle));
  }
  if (s.obstacle[h] != pb::OBSTACLE_UNSPECIFIED) {
    return Bad(f.Sub(".hex"), absl::StrCat(HexText(h), " has an obstacle already: one per hex"));
  }
  if (!pb::Side_IsValid(r.side)) return Bad(f.Sub(".side"), absl::StrCat("unknown side ", r.side));
  s.obstacle[h] = static_cast<pb::Obstacle>(r.obstacle);
  s.obstacle_side[h] = static_cast<pb::Side>(r.side);
  return absl::OkStatus();
}

absl::Status WholeRecords(const char* field, size_t size, size_t record, const char* what) {
  if (size % record == 0) return absl::OkStatus();
  return Bad(field, absl::StrCat(size, " bytes, not a whole number of ", record, "-byte ", what,
                                 " records"));
}

}  // namespace

const char* UnitsField(uint32_t format) { return format == 1 ? "units" : "unit_bytes"; }
const char* ObstaclesField(uint32_t format) {
  return format == 1 ? "obstacles" : "obstacle_bytes";
}

absl::Status CheckLayout(const pb::State& p, uint32_t format) {
  auto foreign = [format](const char* field) {
    return Bad(field, absl::StrCat("a field of state format ", format == 1 ? 2 : 1,
                                   " in a state of format ", format,
                                   " (GameState.state_format_version)"));
  };
  if (format == 1) {
    if (!p.unit_bytes().empty()) return foreign("unit_bytes");
    if (!p.obstacle_bytes().empty()) return foreign("obstacle_bytes");
  } else {
    if (p.units_size() > 0) return foreign("units");
    if (p.obstacles_size() > 0) return foreign("obstacles");
  }
  return absl::OkStatus();
}

absl::Status DecodeUnits(const Scenario& sc, const pb::State& p, uint32_t format, State& s) {
  s.units.clear();
  s.unit_at.fill(kNoUnit);
  if (format == 1) {
    if (p.units_size() > kHexCount) return Bad("units", "more units than hexes");
    s.units.reserve(p.units_size());
    for (int i = 0; i < p.units_size(); ++i) {
      ARBITER_RETURN_IF_ERROR(DecodeUnit(sc, Record1(p.units(i)), kUnitNames1, i, format, s));
    }
    return absl::OkStatus();
  }
  const absl::string_view b = p.unit_bytes();
  ARBITER_RETURN_IF_ERROR(WholeRecords("unit_bytes", b.size(), kUnitRecordSize, "unit"));
  const size_t n = UnitRecordCount(b);
  if (n > static_cast<size_t>(kHexCount)) {
    return Bad("unit_bytes", absl::StrCat(n, " units, more than the ", kHexCount, " hexes"));
  }
  s.units.reserve(n);
  for (size_t i = 0; i < n; ++i) {
    ARBITER_RETURN_IF_ERROR(
        DecodeUnit(sc, ReadUnitRecord(b, i), kUnitNames2, static_cast<int>(i), format, s));
  }
  return absl::OkStatus();
}

absl::Status DecodeObstacles(const pb::State& p, uint32_t format, State& s) {
  s.obstacle.fill(pb::OBSTACLE_UNSPECIFIED);
  s.obstacle_side.fill(pb::SIDE_UNSPECIFIED);
  if (format == 1) {
    if (p.obstacles_size() > kHexCount) return Bad("obstacles", "more obstacles than hexes");
    for (int i = 0; i < p.obstacles_size(); ++i) {
      const pb::ObstacleOnHex& o = p.obstacles(i);
      ARBITER_RETURN_IF_ERROR(DecodeObstacle(
          ObstacleRecord{o.hex().col(), o.hex().row(), o.obstacle(), o.side()}, "obstacles", i,
          s));
    }
    return absl::OkStatus();
  }
  const absl::string_view b = p.obstacle_bytes();
  ARBITER_RETURN_IF_ERROR(
      WholeRecords("obstacle_bytes", b.size(), kObstacleRecordSize, "obstacle"));
  const size_t n = ObstacleRecordCount(b);
  if (n > static_cast<size_t>(kHexCount)) {
    return Bad("obstacle_bytes",
               absl::StrCat(n, " obstacles, more than the ", kHexCount, " hexes"));
  }
  for (size_t i = 0; i < n; ++i) {
    ARBITER_RETURN_IF_ERROR(
        DecodeObstacle(ReadObstacleRecord(b, i), "obstacle_bytes", static_cast<int>(i), s));
  }
  return absl::OkStatus();
}

void EncodeUnits(const State& s, pb::State* out) {
  // One record per hex holding a unit (what unit_at says, as the format 1 writer did).
  size_t n = 0;
  for (int h = 0; h < kHexCount; ++h) n += s.UnitAt(static_cast<HexId>(h)) != nullptr;
  std::string* units = out->mutable_unit_bytes();
  units->resize(n * kUnitRecordSize);
  uint8_t* u8 = reinterpret_cast<uint8_t*>(units->data());
  for (int h = 0; h < kHexCount; ++h) {
    const Unit* u = s.UnitAt(static_cast<HexId>(h));
    if (u == nullptr) continue;
    u8[kUnitCol] = static_cast<uint8_t>(ColOf(u->hex));
    u8[kUnitRow] = static_cast<uint8_t>(RowOf(u->hex));
    u8[kUnitSide] = static_cast<uint8_t>(s.players[u->seat].side);
    u8[kUnitType] = static_cast<uint8_t>(u->type);
    u8[kUnitBadge] = static_cast<uint8_t>(u->badge);
    u8[kUnitFigures] = static_cast<uint8_t>(u->figures);
    u8[kUnitStarting] = static_cast<uint8_t>(u->starting);
    u8[kUnitFlags] = static_cast<uint8_t>(
        (u->ordered ? kUnitOrdered : 0) | (u->move_done ? kUnitMoveDone : 0) |
        (u->battle_forbidden ? kUnitBattleForbidden : 0) |
        (u->second_move ? kUnitSecondMove : 0));
    u8[kUnitHexesMoved] = static_cast<uint8_t>(u->hexes_moved);
    u8[kUnitBattles] = static_cast<uint8_t>(u->battles);
    u8[kUnitBonusDice] = static_cast<uint8_t>(u->bonus_dice);
    u8 += kUnitRecordSize;
  }
  std::string* obstacles = out->mutable_obstacle_bytes();
  obstacles->clear();
  for (int h = 0; h < kHexCount; ++h) {
    if (s.obstacle[h] == pb::OBSTACLE_UNSPECIFIED) continue;
    const HexId id = static_cast<HexId>(h);
    AppendObstacleRecord(
        ObstacleRecord{ColOf(id), RowOf(id), s.obstacle[h], s.obstacle_side[h]}, obstacles);
  }
}

}  // namespace arbiter::memoir44::internal
