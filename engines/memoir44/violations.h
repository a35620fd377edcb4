// Every violation code of Memoir '44: one ViolationKind (engines/core/violation.h) per distinct
// reason, code MEMOIR44_<REASON>, citing the heading of rules.md it enforces (rule_ref), and
// the lists GameInfo publishes (kBoardViolations, kTurnViolations, kCombatViolations; the
// boundary adds all three). Every violation the engine answers is built from one of these:
//
//   return MakeViolation(kHexOccupied, "move.path[1]", "(8, 4) holds a unit");
//
// Codes never change meaning. The shared ARBITER_* codes (engines/core/violation.h) cover "not
// your turn", "game over" and the chance-outcome order, citing M4 and M16
// (GameInfoBuilder::SharedViolations).
#ifndef ARBITER_ENGINES_MEMOIR44_VIOLATIONS_H_
#define ARBITER_ENGINES_MEMOIR44_VIOLATIONS_H_

#include <array>

#include "absl/strings/string_view.h"

#include "engines/core/violation.h"

namespace arbiter::memoir44 {

inline constexpr absl::string_view kTurnRuleRef = "M4";
inline constexpr absl::string_view kGameOverRuleRef = "M16";

// =====================================================================================
// m44board: M2, M3, M10, M11 (hexes off the board, terrain that cannot be entered).
// =====================================================================================

inline constexpr std::array<ViolationKind, 0> kBoardViolations = {};

// (end of the m44board block)
//
//
// =====================================================================================
// m44turn: M4 turn structure, M5/M6 cards, M7 Counter-Attack, M8 movement, M17, M19.
// =====================================================================================

inline constexpr std::array<ViolationKind, 0> kTurnViolations = {};

// (end of the m44turn block)
//
//
// =====================================================================================
// m44combat: M7 Ambush, M9 battle, M12 hits, M13 retreat, M14, M15, M16.
// =====================================================================================

inline constexpr std::array<ViolationKind, 0> kCombatViolations = {};

// (end of the m44combat block)

}  // namespace arbiter::memoir44

#endif  // ARBITER_ENGINES_MEMOIR44_VIOLATIONS_H_
