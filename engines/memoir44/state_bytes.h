// State format 2's packed records (memoir44.proto State.unit_bytes, State.obstacle_bytes): the
// byte offsets and sizes, and a reader of one record, for the engine (state_bytes.cc) and for
// what draws or inspects a state without the engine's decoder (cli/text_view.cc, the
// conformance profile). Header-only: it needs nothing but the proto's enums.
//
//   for (size_t i = 0; i < UnitRecordCount(p.unit_bytes()); ++i) {
//     const UnitRecord u = ReadUnitRecord(p.unit_bytes(), i);  // the bytes as they are:
//     ...                                                       // unchecked, the caller ranges
//   }
#ifndef ARBITER_ENGINES_MEMOIR44_STATE_BYTES_H_
#define ARBITER_ENGINES_MEMOIR44_STATE_BYTES_H_

#include <cstddef>
#include <cstdint>
#include <string>

#include "absl/strings/string_view.h"

namespace arbiter::memoir44 {

// State.unit_bytes: one record a unit, each field one unsigned byte at its offset.
inline constexpr size_t kUnitRecordSize = 11;
enum UnitByte : size_t {
  kUnitCol = 0,          // 0..24
  kUnitRow = 1,          // 0..8
  kUnitSide = 2,         // pb::Side
  kUnitType = 3,         // pb::UnitType
  kUnitBadge = 4,        // pb::Badge
  kUnitFigures = 5,      // 1..full strength
  kUnitStarting = 6,     // 0 = full strength, else 1..full - 1
  kUnitFlags = 7,        // kUnitOrdered | kUnitMoveDone | kUnitBattleForbidden | kUnitSecondMove
  kUnitHexesMoved = 8,   // 0..6
  kUnitBattles = 9,      // 0..3
  kUnitBonusDice = 10,   // 0..2
};
// The bits of the kUnitFlags byte (pb::UnitTurn's bools); the other bits are 0.
inline constexpr uint8_t kUnitOrdered = 1;
inline constexpr uint8_t kUnitMoveDone = 2;
inline constexpr uint8_t kUnitBattleForbidden = 4;
inline constexpr uint8_t kUnitSecondMove = 8;
inline constexpr uint8_t kUnitFlagBits = 15;

// State.obstacle_bytes: one record an obstacle.
inline constexpr size_t kObstacleRecordSize = 4;
enum ObstacleByte : size_t {
  kObstacleCol = 0,   // 0..24
  kObstacleRow = 1,   // 0..8
  kObstacleKind = 2,  // pb::Obstacle, not OBSTACLE_UNSPECIFIED
  kObstacleSide = 3,  // pb::Side protected, 0 = anyone
};

// One unit record's bytes, unchecked.
struct UnitRecord {
  int col, row, side, type, badge, figures, starting, flags, hexes_moved, battles, bonus_dice;
};
// One obstacle record's bytes, unchecked.
struct ObstacleRecord {
  int col, row, obstacle, side;
};

// Whole records in `bytes` (a trailing partial record is not counted; the engine refuses it).
inline size_t UnitRecordCount(absl::string_view bytes) { return bytes.size() / kUnitRecordSize; }
inline size_t ObstacleRecordCount(absl::string_view bytes) {
  return bytes.size() / kObstacleRecordSize;
}

// Record `i` (below the count) of unit_bytes / obstacle_bytes.
inline UnitRecord ReadUnitRecord(absl::string_view bytes, size_t i) {
  const auto* b = reinterpret_cast<const uint8_t*>(bytes.data()) + i * kUnitRecordSize;
  return UnitRecord{b[kUnitCol],     b[kUnitRow],     b[kUnitSide],        b[kUnitType],
                    b[kUnitBadge],   b[kUnitFigures], b[kUnitStarting],    b[kUnitFlags],
                    b[kUnitHexesMoved], b[kUnitBattles], b[kUnitBonusDice]};
}
inline ObstacleRecord ReadObstacleRecord(absl::string_view bytes, size_t i) {
  const auto* b = reinterpret_cast<const uint8_t*>(bytes.data()) + i * kObstacleRecordSize;
  return ObstacleRecord{b[kObstacleCol], b[kObstacleRow], b[kObstacleKind], b[kObstacleSide]};
}

// Appends one record (each value already in its byte's range).
inline void AppendUnitRecord(const UnitRecord& u, std::string* out) {
  const char rec[kUnitRecordSize] = {
      static_cast<char>(u.col),     static_cast<char>(u.row),         static_cast<char>(u.side),
      static_cast<char>(u.type),    static_cast<char>(u.badge),       static_cast<char>(u.figures),
      static_cast<char>(u.starting), static_cast<char>(u.flags),
      static_cast<char>(u.hexes_moved), static_cast<char>(u.battles),
      static_cast<char>(u.bonus_dice)};
  out->append(rec, kUnitRecordSize);
}
inline void AppendObstacleRecord(const ObstacleRecord& o, std::string* out) {
  const char rec[kObstacleRecordSize] = {static_cast<char>(o.col), static_cast<char>(o.row),
                                         static_cast<char>(o.obstacle),
                                         static_cast<char>(o.side)};
  out->append(rec, kObstacleRecordSize);
}

}  // namespace arbiter::memoir44

#endif  // ARBITER_ENGINES_MEMOIR44_STATE_BYTES_H_
