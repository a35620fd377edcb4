// Judging and listing actions on a decoded state (rules/kingdom_builder.md K5-K9, R3; chance
// outcomes of K3, K5, K7). One function judges each action and one lists them, both built on
// rules.h, so every listed action is accepted and every accepted action is listed.
//
//   std::optional<v1::Violation> v = ApplySeatAction(&s, action, &events);
//   if (v) ... illegal: `s` and `events` must be discarded ...
//
// Violation codes (one per reason; rule_ref = section of the rules file; field path into the
// action) are the kViolation* constants below.
#ifndef ARBITER_ENGINES_KINGDOM_BUILDER_ACTIONS_H_
#define ARBITER_ENGINES_KINGDOM_BUILDER_ACTIONS_H_

#include <optional>
#include <vector>

#include "absl/strings/string_view.h"
#include "arbiter/v1/violation.pb.h"
#include "google/protobuf/any.pb.h"
#include "engines/kingdom_builder/rules.h"

namespace arbiter {
namespace kingdom_builder {

// Rule references: the section headings of rules/kingdom_builder.md.
inline constexpr absl::string_view kRefGeometry = "K2 Map geometry";
inline constexpr absl::string_view kRefSetup = "K3 Setup";
inline constexpr absl::string_view kRefTerrain = "K4 Terrain";
inline constexpr absl::string_view kRefTurn = "K5 Turn structure";
inline constexpr absl::string_view kRefBuilding = "K6 Building rule";
inline constexpr absl::string_view kRefMandatory = "K7 Mandatory action";
inline constexpr absl::string_view kRefTiles = "K8 Location tiles: taking, using, losing";
inline constexpr absl::string_view kRefTileLoss = "K8 Location tiles: taking, using, losing; R3";
inline constexpr absl::string_view kRefTileActions = "K9 Tile actions";
inline constexpr absl::string_view kRefExhausted = "K7 Mandatory action; R2";

// A hex outside the 20x20 map.
inline constexpr absl::string_view kHexOffMap = "KINGDOM_BUILDER_HEX_OFF_MAP";
// The target hex already holds a settlement.
inline constexpr absl::string_view kHexOccupied = "KINGDOM_BUILDER_HEX_OCCUPIED";
// Mountain, castle, location (or, except by Harbor, water): never built on.
inline constexpr absl::string_view kHexNotBuildable = "KINGDOM_BUILDER_HEX_NOT_BUILDABLE";
// The target is not of the terrain the build or move requires.
inline constexpr absl::string_view kWrongTerrain = "KINGDOM_BUILDER_WRONG_TERRAIN";
// A hex touching an own settlement was available, and this one does not (K6).
inline constexpr absl::string_view kNotAdjacent = "KINGDOM_BUILDER_NOT_ADJACENT_WHEN_POSSIBLE";
// A mandatory build after the mandatory action is over.
inline constexpr absl::string_view kMandatoryComplete = "KINGDOM_BUILDER_MANDATORY_ACTION_COMPLETE";
// Ending the turn with mandatory builds still owed.
inline constexpr absl::string_view kMandatoryIncomplete =
    "KINGDOM_BUILDER_MANDATORY_ACTION_INCOMPLETE";
// A tile action between the mandatory builds.
inline constexpr absl::string_view kTileDuringMandatory =
    "KINGDOM_BUILDER_TILE_DURING_MANDATORY_ACTION";
inline constexpr absl::string_view kTileNotHeld = "KINGDOM_BUILDER_TILE_NOT_HELD";
inline constexpr absl::string_view kTileGainedThisTurn = "KINGDOM_BUILDER_TILE_GAINED_THIS_TURN";
inline constexpr absl::string_view kTileAlreadyUsed = "KINGDOM_BUILDER_TILE_ALREADY_USED";
// A build tile with no settlement left in supply.
inline constexpr absl::string_view kSupplyEmpty = "KINGDOM_BUILDER_SUPPLY_EMPTY";
// Oracle or Barn without a played card (both piles ran out, R2).
inline constexpr absl::string_view kNoPlayedCard = "KINGDOM_BUILDER_NO_PLAYED_CARD";
inline constexpr absl::string_view kNotEdgeHex = "KINGDOM_BUILDER_NOT_EDGE_HEX";
inline constexpr absl::string_view kNotLineEnd = "KINGDOM_BUILDER_NOT_LINE_END";
inline constexpr absl::string_view kNotOwnSettlement = "KINGDOM_BUILDER_NOT_OWN_SETTLEMENT";
inline constexpr absl::string_view kMoveSameHex = "KINGDOM_BUILDER_MOVE_SAME_HEX";
inline constexpr absl::string_view kNotTwoStepsStraight = "KINGDOM_BUILDER_NOT_TWO_STEPS_STRAIGHT";
// Lifted, the mover's own hex was the only hex touching the player's settlements (R4).
inline constexpr absl::string_view kMoverOnlyCandidate = "KINGDOM_BUILDER_MOVER_ONLY_CANDIDATE";
// Any action but discard_tile while an R3 choice is pending.
inline constexpr absl::string_view kTileLossChoicePending =
    "KINGDOM_BUILDER_TILE_LOSS_CHOICE_PENDING";
// discard_tile with no choice pending.
inline constexpr absl::string_view kNoTileLossChoice = "KINGDOM_BUILDER_NO_TILE_LOSS_CHOICE";
// discard_tile naming neither tile of the pending choice.
inline constexpr absl::string_view kNotATileLossChoice = "KINGDOM_BUILDER_NOT_A_TILE_LOSS_CHOICE";
// A chance outcome of the wrong kind for the pending chance point.
inline constexpr absl::string_view kWrongChanceKind = "KINGDOM_BUILDER_WRONG_CHANCE_OUTCOME_KIND";
inline constexpr absl::string_view kBoardNotPossible = "KINGDOM_BUILDER_BOARD_NOT_POSSIBLE";
inline constexpr absl::string_view kKbCardNotPossible = "KINGDOM_BUILDER_KB_CARD_NOT_POSSIBLE";
inline constexpr absl::string_view kTerrainCardNotPossible =
    "KINGDOM_BUILDER_TERRAIN_CARD_NOT_IN_DRAW_PILE";

// Applies an action of the current seat (phase PHASE_TURN or PHASE_TILE_LOSS_CHOICE). Returns
// the violation when illegal. `a` must have its oneof set to a seat action.
std::optional<v1::Violation> ApplySeatAction(KbState* s, const pb::Action& a, Events* events);

// Applies a chance outcome at a pending chance point.
std::optional<v1::Violation> ApplyChanceOutcome(KbState* s, const pb::ChanceOutcome& c,
                                                Events* events);

// Appends every legal action of the current seat to `out`, each packed as an Any, in
// canonical order: builds by hex; tile actions by location type, then (from,) target hex;
// discard choices; end turn.
void LegalSeatActions(const KbState& s, std::vector<google::protobuf::Any>* out);

// Every possible chance outcome at the pending chance point.
std::vector<pb::Action> LegalChanceOutcomes(const KbState& s);

}  // namespace kingdom_builder
}  // namespace arbiter

#endif  // ARBITER_ENGINES_KINGDOM_BUILDER_ACTIONS_H_
