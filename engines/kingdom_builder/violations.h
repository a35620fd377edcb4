// Every violation code of Kingdom Builder: one ViolationKind (engines/core/violation.h) per
// distinct reason an action is illegal, with the section or ruling of engines/kingdom_builder/
// rules.md it cites, and kViolations, the catalogue GameInfo publishes. Every violation the
// engine answers is built from one of these, so its rule_ref always matches the catalogue.
//
//   if (s.owner[hex] >= 0) return MakeViolation(kHexOccupied, "build.hex", "(4,4) is occupied");
//
// Codes never change meaning. The codes every game shares (ARBITER_*, engines/core/violation.h)
// cite kTurnRef ("not your turn", the chance-outcome cases) and kGameOverRef (the game is over).
#ifndef ARBITER_ENGINES_KINGDOM_BUILDER_VIOLATIONS_H_
#define ARBITER_ENGINES_KINGDOM_BUILDER_VIOLATIONS_H_

#include "engines/core/violation.h"

namespace arbiter {
namespace kingdom_builder {

// The sections the shared ARBITER_* codes cite (GameInfoBuilder::SharedViolations).
inline constexpr absl::string_view kTurnRef = "K5";
inline constexpr absl::string_view kGameOverRef = "K10";

// ---- Where a settlement may go (K2, K4, K6, K7). ----
inline constexpr ViolationKind kHexOffMap{"KINGDOM_BUILDER_HEX_OFF_MAP", "K2",
                                          "a hex outside the 20x20 map"};
inline constexpr ViolationKind kHexOccupied{"KINGDOM_BUILDER_HEX_OCCUPIED", "K4",
                                            "the target hex already holds a settlement"};
inline constexpr ViolationKind kHexNotBuildable{
    "KINGDOM_BUILDER_HEX_NOT_BUILDABLE", "K4",
    "mountain, castle or location hex (or water, except by Harbor): never built on"};
inline constexpr ViolationKind kWrongTerrain{
    "KINGDOM_BUILDER_WRONG_TERRAIN", "K7",
    "a mandatory build on a hex not of the played card's terrain"};
inline constexpr ViolationKind kNotAdjacent{
    "KINGDOM_BUILDER_NOT_ADJACENT_WHEN_POSSIBLE", "K6",
    "a hex touching an own settlement was available, and this one does not touch one"};

// ---- The turn and its mandatory action (K5, K7). ----
inline constexpr ViolationKind kMandatoryComplete{
    "KINGDOM_BUILDER_MANDATORY_ACTION_COMPLETE", "K7",
    "a mandatory build after the mandatory action is over"};
inline constexpr ViolationKind kMandatoryIncomplete{
    "KINGDOM_BUILDER_MANDATORY_ACTION_INCOMPLETE", "K5",
    "ending the turn with mandatory builds still owed"};
inline constexpr ViolationKind kTileDuringMandatory{
    "KINGDOM_BUILDER_TILE_DURING_MANDATORY_ACTION", "K5",
    "a tile action between the three mandatory builds"};

// ---- Location tiles (K8, R3) and their actions (K9, R2, R4). ----
inline constexpr ViolationKind kTileNotHeld{"KINGDOM_BUILDER_TILE_NOT_HELD", "K8",
                                            "no location tile of this type is held"};
inline constexpr ViolationKind kTileGainedThisTurn{
    "KINGDOM_BUILDER_TILE_GAINED_THIS_TURN", "K8",
    "the only tile of this type was taken this turn; it is usable from the next turn on"};
inline constexpr ViolationKind kTileAlreadyUsed{"KINGDOM_BUILDER_TILE_ALREADY_USED", "K8",
                                                "each tile may be used once per turn"};
inline constexpr ViolationKind kTileWrongTerrain{
    "KINGDOM_BUILDER_TILE_WRONG_TERRAIN", "K9",
    "a tile action's target is not of the terrain the tile requires"};
inline constexpr ViolationKind kSupplyEmpty{"KINGDOM_BUILDER_SUPPLY_EMPTY", "K9",
                                            "a build tile with no settlement left in supply"};
inline constexpr ViolationKind kNoPlayedCard{
    "KINGDOM_BUILDER_NO_PLAYED_CARD", "R2",
    "Oracle or Barn with no played card (both piles ran out)"};
inline constexpr ViolationKind kNotEdgeHex{"KINGDOM_BUILDER_NOT_EDGE_HEX", "K9",
                                           "a Tower build off the map's edge"};
inline constexpr ViolationKind kNotLineEnd{
    "KINGDOM_BUILDER_NOT_LINE_END", "K9",
    "a Tavern build not extending a straight line of 3 own settlements"};
inline constexpr ViolationKind kNotOwnSettlement{
    "KINGDOM_BUILDER_NOT_OWN_SETTLEMENT", "K9",
    "a move tile's starting hex holds no settlement of the player"};
inline constexpr ViolationKind kMoveSameHex{"KINGDOM_BUILDER_MOVE_SAME_HEX", "K9",
                                            "a move to the hex it starts from"};
inline constexpr ViolationKind kNotTwoStepsStraight{
    "KINGDOM_BUILDER_NOT_TWO_STEPS_STRAIGHT", "K9",
    "a Paddock move not exactly two steps in one direction"};
inline constexpr ViolationKind kMoverOnlyCandidate{
    "KINGDOM_BUILDER_MOVER_ONLY_CANDIDATE", "R4",
    "lifted, the mover's own hex was the only hex touching the player's settlements"};
inline constexpr ViolationKind kTileLossChoicePending{
    "KINGDOM_BUILDER_TILE_LOSS_CHOICE_PENDING", "R3",
    "any action but discard_tile while the choice of the tile to lose is pending"};
inline constexpr ViolationKind kNoTileLossChoice{"KINGDOM_BUILDER_NO_TILE_LOSS_CHOICE", "R3",
                                                 "discard_tile with no choice pending"};
inline constexpr ViolationKind kNotATileLossChoice{
    "KINGDOM_BUILDER_NOT_A_TILE_LOSS_CHOICE", "R3",
    "discard_tile naming neither tile of the pending choice"};

// ---- Chance outcomes (K3 setup, K5 and K7 terrain card draws). ----
inline constexpr ViolationKind kWrongChanceKind{
    "KINGDOM_BUILDER_WRONG_CHANCE_OUTCOME_KIND", "K3",
    "setup awaits a board or a Kingdom Builder card, and another kind of outcome came"};
inline constexpr ViolationKind kTerrainCardDrawPending{
    "KINGDOM_BUILDER_TERRAIN_CARD_DRAW_PENDING", "K5",
    "a terrain card draw is pending, and another kind of outcome came"};
inline constexpr ViolationKind kBoardNotPossible{"KINGDOM_BUILDER_BOARD_NOT_POSSIBLE", "K3",
                                                 "not an unused board for the next sector"};
inline constexpr ViolationKind kKbCardNotPossible{
    "KINGDOM_BUILDER_KB_CARD_NOT_POSSIBLE", "K3", "not a Kingdom Builder card left to draw"};
inline constexpr ViolationKind kTerrainCardNotPossible{
    "KINGDOM_BUILDER_TERRAIN_CARD_NOT_IN_DRAW_PILE", "K5",
    "no card of that terrain is left in the draw pile"};

// The catalogue (GameInfo.violations, with the shared codes added by the builder).
inline constexpr ViolationKind kViolations[] = {
    kHexOffMap,           kHexOccupied,         kHexNotBuildable,
    kWrongTerrain,        kNotAdjacent,         kMandatoryComplete,
    kMandatoryIncomplete, kTileDuringMandatory, kTileNotHeld,
    kTileGainedThisTurn,  kTileAlreadyUsed,     kTileWrongTerrain,
    kSupplyEmpty,         kNoPlayedCard,        kNotEdgeHex,
    kNotLineEnd,          kNotOwnSettlement,    kMoveSameHex,
    kNotTwoStepsStraight, kMoverOnlyCandidate,  kTileLossChoicePending,
    kNoTileLossChoice,    kNotATileLossChoice,  kWrongChanceKind,
    kTerrainCardDrawPending, kBoardNotPossible, kKbCardNotPossible,
    kTerrainCardNotPossible,
};

}  // namespace kingdom_builder
}  // namespace arbiter

#endif  // ARBITER_ENGINES_KINGDOM_BUILDER_VIOLATIONS_H_
