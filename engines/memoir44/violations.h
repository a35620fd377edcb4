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

// The shared codes (engines/core/violation.h) as kinds citing this game's sections; GameInfo
// lists them through GameInfoBuilder::SharedViolations.
inline constexpr ViolationKind kSharedGameOver{arbiter::kGameOver, kGameOverRuleRef,
                                               "the game is over"};
inline constexpr ViolationKind kSharedWrongActor{
    arbiter::kWrongActorForAction, kTurnRuleRef,
    "a seat sent a chance outcome, or chance a seat's action"};
inline constexpr ViolationKind kSharedNoChancePending{
    arbiter::kNoChancePending, kTurnRuleRef, "a chance outcome when none is pending"};
inline constexpr ViolationKind kSharedChanceOutcomePending{
    arbiter::kChanceOutcomePending, kTurnRuleRef, "a seat acted while a chance outcome is pending"};
inline constexpr ViolationKind kSharedNotYourTurn{arbiter::kNotYourTurn, kTurnRuleRef,
                                                  "a seat that does not decide now acted"};

inline constexpr ViolationKind kActionEmpty{"MEMOIR44_ACTION_EMPTY", "M4",
                                            "the action has no kind set"};
inline constexpr ViolationKind kWrongStep{"MEMOIR44_WRONG_STEP", "M4",
                                          "the action is not the pending decision"};
inline constexpr ViolationKind kOffBoardHex{"MEMOIR44_OFF_BOARD_HEX", "M2",
                                            "a hex of the action is not a board hex"};
inline constexpr ViolationKind kCardNotInHand{"MEMOIR44_CARD_NOT_IN_HAND", "M4",
                                              "the card played is not in the player's hand"};
inline constexpr ViolationKind kAmbushNotTurnCard{
    "MEMOIR44_AMBUSH_NOT_TURN_CARD", "R5", "Ambush played as the turn's card (R5 default)"};
inline constexpr ViolationKind kSectionNotNamed{
    "MEMOIR44_SECTION_NOT_NAMED", "M6",
    "a section given for a card that names none, or none for Infantry Assault"};
inline constexpr ViolationKind kSectionWithoutInfantry{
    "MEMOIR44_SECTION_WITHOUT_INFANTRY", "R3",
    "Infantry Assault names a section without own infantry while another has some"};
inline constexpr ViolationKind kNotOwnUnit{"MEMOIR44_NOT_OWN_UNIT", "M4",
                                           "the hex holds no unit of the acting seat"};
inline constexpr ViolationKind kOrderedTwice{"MEMOIR44_ORDERED_TWICE", "M4",
                                             "a unit named twice in one order"};
inline constexpr ViolationKind kOrderNotEligible{
    "MEMOIR44_ORDER_NOT_ELIGIBLE", "M5",
    "the card cannot order this unit (section, type or adjacency)"};
inline constexpr ViolationKind kOrderOverLimit{
    "MEMOIR44_ORDER_OVER_LIMIT", "M5", "more units than the card orders (per section)"};
inline constexpr ViolationKind kOrderNotAll{
    "MEMOIR44_ORDER_NOT_ALL", "M6",
    "a card ordering all eligible units names fewer (Assault, Close Assault, ...)"};
inline constexpr ViolationKind kMedicsTarget{
    "MEMOIR44_MEDICS_TARGET", "M6",
    "Medics & Mechanics names more than 1 unit, or one not below its starting strength"};
inline constexpr ViolationKind kMoveNotOrdered{"MEMOIR44_MOVE_NOT_ORDERED", "M4",
                                               "the unit moved is not ordered"};
inline constexpr ViolationKind kMoveDone{
    "MEMOIR44_MOVE_DONE", "M4", "the unit has moved already (or may not move this turn)"};
inline constexpr ViolationKind kMoveTooFar{"MEMOIR44_MOVE_TOO_FAR", "M8",
                                           "the path is longer than the unit may move"};
inline constexpr ViolationKind kPathNotAdjacent{
    "MEMOIR44_PATH_NOT_ADJACENT", "M8",
    "a hex of the path is not adjacent to the one before, or repeats one"};
inline constexpr ViolationKind kPathOccupied{"MEMOIR44_PATH_OCCUPIED", "M8",
                                             "the path enters a hex holding a unit"};
inline constexpr ViolationKind kPathImpassable{
    "MEMOIR44_PATH_IMPASSABLE", "M11", "the path enters a hex the unit may not enter"};
inline constexpr ViolationKind kPathPastStop{
    "MEMOIR44_PATH_PAST_STOP", "M11",
    "the path goes on after a stop-on-entry hex (forest, hedgerow, town, ocean, wire)"};
inline constexpr ViolationKind kHedgerowNotFirst{
    "MEMOIR44_HEDGEROW_NOT_FIRST", "M11", "a hedgerow entered other than as the move's first hex"};
inline constexpr ViolationKind kBeachTooFar{
    "MEMOIR44_BEACH_TOO_FAR", "M11", "a move entering beach longer than 2 hexes"};
inline constexpr ViolationKind kHedgerowExit{
    "MEMOIR44_HEDGEROW_EXIT", "R10", "a unit leaving a hedgerow moves more than 1 hex"};
inline constexpr ViolationKind kKeepNotDrawn{"MEMOIR44_KEEP_NOT_DRAWN", "M5",
                                             "Recon keeps a card it did not draw"};
inline constexpr ViolationKind kChanceWrongKind{
    "MEMOIR44_CHANCE_WRONG_KIND", "M19",
    "a card given for a roll, dice for a draw, or both"};
inline constexpr ViolationKind kChanceDiceCount{
    "MEMOIR44_CHANCE_DICE_COUNT", "M19", "the roll has not the number of dice pending"};
inline constexpr ViolationKind kChanceBadFace{"MEMOIR44_CHANCE_BAD_FACE", "M19",
                                              "a die face that is not one of the six"};
inline constexpr ViolationKind kChanceCardUnavailable{
    "MEMOIR44_CHANCE_CARD_UNAVAILABLE", "M17",
    "the card drawn is not in the draw pile (in a hand, discarded or in play)"};

inline constexpr std::array<ViolationKind, 28> kTurnViolations = {
    kActionEmpty,        kWrongStep,          kOffBoardHex,           kCardNotInHand,
    kAmbushNotTurnCard,  kSectionNotNamed,    kSectionWithoutInfantry, kNotOwnUnit,
    kOrderedTwice,       kOrderNotEligible,   kOrderOverLimit,        kOrderNotAll,
    kMedicsTarget,       kMoveNotOrdered,        kMoveDone,
    kMoveTooFar,         kPathNotAdjacent,    kPathOccupied,          kPathImpassable,
    kPathPastStop,       kHedgerowNotFirst,   kBeachTooFar,           kHedgerowExit,
    kKeepNotDrawn,       kChanceWrongKind,    kChanceDiceCount,       kChanceBadFace,
    kChanceCardUnavailable};

// (end of the m44turn block)
//
//
// =====================================================================================
// m44combat: M7 Ambush, M9 battle, M12 hits, M13 retreat, M14, M15, M16.
// =====================================================================================

// ---- M9 Battle ----
inline constexpr ViolationKind kBattleNoUnit{"MEMOIR44_BATTLE_NO_UNIT", "M9",
                                             "no unit of the acting seat on the battling hex"};
inline constexpr ViolationKind kBattleNotOrdered{"MEMOIR44_BATTLE_NOT_ORDERED", "M4",
                                                 "the unit was not ordered this turn"};
inline constexpr ViolationKind kBattleForbidden{
    "MEMOIR44_BATTLE_FORBIDDEN", "M8",
    "the unit may not battle this turn (it moved too far, entered a no-battle hex, Bombard "
    "moved it, Dig In)"};
inline constexpr ViolationKind kBattleDone{"MEMOIR44_BATTLE_ALREADY_DONE", "M4",
                                           "the unit has made all its battles this turn"};
inline constexpr ViolationKind kBattleFromOcean{"MEMOIR44_BATTLE_FROM_OCEAN", "M11",
                                                "a unit in the ocean cannot battle"};
inline constexpr ViolationKind kBattleNoTarget{"MEMOIR44_BATTLE_NO_ENEMY", "M9",
                                               "no enemy unit on the target hex"};
inline constexpr ViolationKind kBattleOutOfRange{"MEMOIR44_BATTLE_OUT_OF_RANGE", "M9",
                                                 "the target is beyond the unit's range"};
inline constexpr ViolationKind kBattleMustBeAdjacent{
    "MEMOIR44_BATTLE_ADJACENT_ENEMY", "M9",
    "a unit adjacent to an enemy may only battle an adjacent enemy"};
inline constexpr ViolationKind kBattleNoLos{"MEMOIR44_BATTLE_NO_LINE_OF_SIGHT", "M10",
                                            "the line of sight to the target is blocked"};
inline constexpr ViolationKind kBattleNoDice{"MEMOIR44_BATTLE_NO_DICE", "M9",
                                             "the battle would roll fewer than 1 die"};
inline constexpr ViolationKind kBattleCardTarget{
    "MEMOIR44_BATTLE_CARD_TARGET", "M6",
    "the card forbids this target (Close Assault: adjacent only; Firefight: 2+ hexes away)"};
// ---- M7 Ambush ----
inline constexpr ViolationKind kAmbushNotHeld{"MEMOIR44_AMBUSH_NOT_HELD", "M7",
                                              "the card is not an Ambush in the seat's hand"};
inline constexpr ViolationKind kAmbushCannotBattle{
    "MEMOIR44_AMBUSH_CANNOT_BATTLE", "M7",
    "the target cannot battle the attacker (in the ocean, or under 1 die)"};
// ---- M13 Retreat, M15 ----
inline constexpr ViolationKind kRetreatStep{
    "MEMOIR44_RETREAT_STEP", "M13",
    "a retreat hex that is not one row back, off the board, occupied, impassable or ocean"};
inline constexpr ViolationKind kRetreatLength{
    "MEMOIR44_RETREAT_LENGTH", "M13",
    "a retreat shorter than the longest achievable, or longer than the flags allow (M15)"};
inline constexpr ViolationKind kRetreatFlagNotIgnorable{
    "MEMOIR44_RETREAT_FLAG_NOT_IGNORABLE", "M13",
    "ignore_flag where neither terrain nor the attack allows it"};
// ---- M14 Take ground, overrun ----
inline constexpr ViolationKind kOverrunNotAllowed{
    "MEMOIR44_OVERRUN_NOT_ALLOWED", "M14",
    "no overrun here (not armor, a third battle, or after entering forest, hedgerow, town or "
    "wire)"};
// ---- M6 Air Power (R1), Barrage ----
inline constexpr ViolationKind kStrikeTargetCount{
    "MEMOIR44_STRIKE_TARGET_COUNT", "M6",
    "Air Power names 1 to 4 targets, Barrage exactly 1"};
inline constexpr ViolationKind kStrikeTargetNotEnemy{
    "MEMOIR44_STRIKE_TARGET_NOT_ENEMY", "M6",
    "a target hex without an enemy unit, or named twice"};
inline constexpr ViolationKind kStrikeNotConnected{
    "MEMOIR44_STRIKE_NOT_CONNECTED", "R1",
    "Air Power's targets are not connected by adjacency (connected), or each not adjacent to "
    "the next (chain)"};
// ---- the step ----
inline constexpr ViolationKind kCombatStep{
    "MEMOIR44_COMBAT_STEP", "M4",
    "a battle decision that is not the pending one (no battle, ambush, retreat, take ground "
    "or overrun waits for it)"};

inline constexpr std::array<ViolationKind, 21> kCombatViolations = {
    kBattleNoUnit,       kBattleNotOrdered,    kBattleForbidden,         kBattleDone,
    kBattleFromOcean,    kBattleNoTarget,      kBattleOutOfRange,        kBattleMustBeAdjacent,
    kBattleNoLos,        kBattleNoDice,        kBattleCardTarget,        kAmbushNotHeld,
    kAmbushCannotBattle, kRetreatStep,         kRetreatLength,           kRetreatFlagNotIgnorable,
    kOverrunNotAllowed,  kStrikeTargetCount,   kStrikeTargetNotEnemy,    kStrikeNotConnected,
    kCombatStep};

// (end of the m44combat block)
//
//
// =====================================================================================
// m44rules: M11 wire clearing, the scenarios' special rules (M3).
// =====================================================================================

inline constexpr ViolationKind kClearWireNotInfantry{
    "MEMOIR44_CLEAR_WIRE_NOT_INFANTRY", "M11", "only infantry clears wire"};
inline constexpr ViolationKind kClearWireNoWire{
    "MEMOIR44_CLEAR_WIRE_NO_WIRE", "M11", "the unit's hex has no wire to clear"};

// M3 special rules (Arnhem Bridge; Counter-attack on Mortain's Hill 317).
inline constexpr ViolationKind kBridgeSpanSide{
    "MEMOIR44_BRIDGE_SPAN_SIDE", "M3",
    "a move onto or off a bridge span other than at its ends (Arnhem Bridge)"};
inline constexpr ViolationKind kReconAirPowerNotAllowed{
    "MEMOIR44_RECON_AIR_POWER_NOT_ALLOWED", "M3",
    "a card played as Air Power that is no Recon, or without the scenario's hexes held "
    "(Mortain's Hill 317), or with no enemy unit in the Recon's section"};
inline constexpr ViolationKind kReconAirPowerSection{
    "MEMOIR44_RECON_AIR_POWER_SECTION", "M3",
    "a Recon's Air Power strike with no target in the Recon's section"};

inline constexpr std::array<ViolationKind, 5> kRulesViolations = {
    kClearWireNotInfantry, kClearWireNoWire, kBridgeSpanSide, kReconAirPowerNotAllowed,
    kReconAirPowerSection};

// (end of the m44rules block)

}  // namespace arbiter::memoir44

#endif  // ARBITER_ENGINES_MEMOIR44_VIOLATIONS_H_
