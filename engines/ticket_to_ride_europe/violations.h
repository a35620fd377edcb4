// Every violation code of Ticket to Ride: Europe: one ViolationKind (engines/core/violation.h)
// per distinct reason, code TICKET_TO_RIDE_EUROPE_<REASON>, citing the heading of rules.md it
// enforces (rule_ref), and kViolations, the list GameInfo publishes. Every violation the engine
// answers is built from one of these kinds, so its rule_ref is the catalogue's:
//
//   return MakeViolation(kRouteClaimed, "claim_route.route_id", "route 28 is already claimed");
//
// Codes never change meaning. The shared ARBITER_* codes (engines/core/violation.h) cover "not
// your turn", "game over" and the chance-outcome order, citing T4 and T11
// (GameInfoBuilder::SharedViolations).
#ifndef ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_VIOLATIONS_H_
#define ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_VIOLATIONS_H_

#include <array>

#include "absl/strings/string_view.h"

#include "engines/core/violation.h"

namespace arbiter::ticket_to_ride_europe {

// ---- The codes every game shares (engines/core/violation.h), as this game cites them ----
// GameInfo lists them through GameInfoBuilder::SharedViolations(kTurnRuleRef, kGameOverRuleRef).
inline constexpr absl::string_view kTurnRuleRef = "T4";
inline constexpr absl::string_view kGameOverRuleRef = "T11";
inline constexpr ViolationKind kSharedGameOver{arbiter::kGameOver, kGameOverRuleRef,
                                               "the game is over"};
inline constexpr ViolationKind kSharedWrongActor{
    arbiter::kWrongActorForAction, kTurnRuleRef,
    "a seat sent a chance outcome, or chance a seat's move"};
inline constexpr ViolationKind kSharedNoChancePending{arbiter::kNoChancePending, kTurnRuleRef,
                                                      "a chance outcome when none is pending"};
inline constexpr ViolationKind kSharedChanceOutcomePending{
    arbiter::kChanceOutcomePending, kTurnRuleRef,
    "a seat's move while a chance outcome is pending"};
inline constexpr ViolationKind kSharedNotYourTurn{arbiter::kNotYourTurn, kTurnRuleRef,
                                                  "a seat that may not act now"};

// ---- T4 Turn structure ----
inline constexpr ViolationKind kActionEmpty{"TICKET_TO_RIDE_EUROPE_ACTION_EMPTY", "T4",
                                            "the action has no kind set"};
inline constexpr ViolationKind kWrongStep{
    "TICKET_TO_RIDE_EUROPE_WRONG_STEP", "T4",
    "this kind of action is not the pending decision (e.g. claiming during a second card)"};
inline constexpr ViolationKind kChanceImpossible{
    "TICKET_TO_RIDE_EUROPE_CHANCE_OUTCOME_IMPOSSIBLE", "T4",
    "a chance outcome that is not possible now (wrong kind, or a card or ticket not in the "
    "pile drawn from)"};

// ---- T5 Drawing train cards, R3 ----
inline constexpr ViolationKind kDisplaySlotInvalid{"TICKET_TO_RIDE_EUROPE_DISPLAY_SLOT_INVALID",
                                                   "T5", "a display slot not in 0..4"};
inline constexpr ViolationKind kSecondCardLocomotive{
    "TICKET_TO_RIDE_EUROPE_SECOND_CARD_LOCOMOTIVE", "T5",
    "a display locomotive taken as the second card"};
inline constexpr ViolationKind kDisplaySlotEmpty{"TICKET_TO_RIDE_EUROPE_DISPLAY_SLOT_EMPTY",
                                                 "R3", "the display slot is empty"};
inline constexpr ViolationKind kDeckEmpty{"TICKET_TO_RIDE_EUROPE_DECK_EMPTY", "R3",
                                          "a blind draw with the deck and the discards empty"};
inline constexpr ViolationKind kDrawNeedsDeck{
    "TICKET_TO_RIDE_EUROPE_DRAW_NEEDS_DECK", "R3",
    "draw_needs_deck: no card may be drawn once the deck and the discards are empty"};

// ---- T6 Claiming a route (T1: the route ids) ----
inline constexpr ViolationKind kRouteUnknown{"TICKET_TO_RIDE_EUROPE_ROUTE_UNKNOWN", "T1",
                                             "no route has this id"};
inline constexpr ViolationKind kRouteClaimed{"TICKET_TO_RIDE_EUROPE_ROUTE_CLAIMED", "T6",
                                             "the route is already claimed"};
inline constexpr ViolationKind kNotEnoughTrains{"TICKET_TO_RIDE_EUROPE_NOT_ENOUGH_TRAINS", "T6",
                                                "fewer trains left than the route's length"};
inline constexpr ViolationKind kPaymentColour{
    "TICKET_TO_RIDE_EUROPE_PAYMENT_COLOUR", "T6",
    "the claim's colour is unspecified or not the route's colour"};
inline constexpr ViolationKind kPaymentShape{
    "TICKET_TO_RIDE_EUROPE_PAYMENT_SHAPE", "T6",
    "the claim's locomotive count is outside 0..length, or 'locomotives only' with fewer"};
inline constexpr ViolationKind kFerryLocomotives{
    "TICKET_TO_RIDE_EUROPE_FERRY_LOCOMOTIVES", "T6",
    "a ferry paid with fewer locomotives than its ferry count"};
inline constexpr ViolationKind kCardsNotInHand{"TICKET_TO_RIDE_EUROPE_CARDS_NOT_IN_HAND", "T6",
                                               "the seat does not hold the claim's cards"};

// ---- T7 Double routes ----
inline constexpr ViolationKind kRouteClosed{
    "TICKET_TO_RIDE_EUROPE_ROUTE_CLOSED", "T7",
    "with 2-3 players the other route of the double route is claimed: this one is closed"};
inline constexpr ViolationKind kDoubleRouteOwned{
    "TICKET_TO_RIDE_EUROPE_DOUBLE_ROUTE_OWNED", "T7",
    "the seat owns the other route of this double route"};

// ---- T8 Tunnels ----
inline constexpr ViolationKind kTunnelLocomotivesOnly{
    "TICKET_TO_RIDE_EUROPE_TUNNEL_LOCOMOTIVES_ONLY", "T8",
    "a tunnel claimed with locomotives only: the extra cost is paid in locomotives only"};
inline constexpr ViolationKind kTunnelPaymentShape{
    "TICKET_TO_RIDE_EUROPE_TUNNEL_PAYMENT_SHAPE", "T8",
    "the extra payment's locomotive count is outside 0..extra cost"};
inline constexpr ViolationKind kTunnelCardsNotInHand{
    "TICKET_TO_RIDE_EUROPE_TUNNEL_CARDS_NOT_IN_HAND", "T8",
    "the seat does not hold the cards of the extra payment"};

// ---- T3 Initial ticket choice, R1 ----
inline constexpr ViolationKind kInitialKeepTooFew{
    "TICKET_TO_RIDE_EUROPE_INITIAL_KEEP_TOO_FEW", "T3",
    "fewer initial tickets kept than the minimum (2; 3 with ticket_set 1912_all)"};
inline constexpr ViolationKind kInitialKeepNotOffered{
    "TICKET_TO_RIDE_EUROPE_INITIAL_KEEP_NOT_OFFERED", "T3",
    "a kept initial ticket is not among those dealt to the seat, or is named twice"};
inline constexpr ViolationKind kInitialChoiceMade{
    "TICKET_TO_RIDE_EUROPE_INITIAL_CHOICE_MADE", "T3",
    "the seat has already made its initial ticket choice"};

// ---- T9 Drawing destination tickets ----
inline constexpr ViolationKind kTicketDeckEmpty{"TICKET_TO_RIDE_EUROPE_TICKET_DECK_EMPTY", "T9",
                                                "DRAW_TICKETS with the ticket deck empty"};
inline constexpr ViolationKind kKeepTooFew{"TICKET_TO_RIDE_EUROPE_KEEP_TOO_FEW", "T9",
                                           "no ticket kept of those drawn (at least 1)"};
inline constexpr ViolationKind kKeepNotOffered{
    "TICKET_TO_RIDE_EUROPE_KEEP_NOT_OFFERED", "T9",
    "a kept ticket is not among those drawn, or is named twice"};

// ---- T10 Building a station ----
inline constexpr ViolationKind kNoStationLeft{"TICKET_TO_RIDE_EUROPE_NO_STATION_LEFT", "T10",
                                              "no station left in reserve"};
inline constexpr ViolationKind kCityUnknown{"TICKET_TO_RIDE_EUROPE_CITY_UNKNOWN", "T10",
                                            "no city has this id"};
inline constexpr ViolationKind kCityHasStation{"TICKET_TO_RIDE_EUROPE_CITY_HAS_STATION", "T10",
                                               "the city already has a station"};
inline constexpr ViolationKind kStationPaymentColour{
    "TICKET_TO_RIDE_EUROPE_STATION_PAYMENT_COLOUR", "T10",
    "the station's payment colour is unspecified"};
inline constexpr ViolationKind kStationPaymentShape{
    "TICKET_TO_RIDE_EUROPE_STATION_PAYMENT_SHAPE", "T10",
    "the station's locomotive count is outside 0..cost, or 'locomotives only' with fewer"};
inline constexpr ViolationKind kStationCardsNotInHand{
    "TICKET_TO_RIDE_EUROPE_STATION_CARDS_NOT_IN_HAND", "T10",
    "the seat does not hold the cards of the station's payment"};

// ---- R2 No legal action ----
inline constexpr ViolationKind kPassNotAllowed{"TICKET_TO_RIDE_EUROPE_PASS_NOT_ALLOWED", "R2",
                                               "PASS while another action is legal"};

// Every kind above: GameInfo's violation catalogue (GameInfoBuilder::Violations).
inline constexpr std::array kViolations = {
    // T4
    kActionEmpty, kWrongStep, kChanceImpossible,
    // T5, R3
    kDisplaySlotInvalid, kSecondCardLocomotive, kDisplaySlotEmpty, kDeckEmpty, kDrawNeedsDeck,
    // T1, T6
    kRouteUnknown, kRouteClaimed, kNotEnoughTrains, kPaymentColour, kPaymentShape,
    kFerryLocomotives, kCardsNotInHand,
    // T7
    kRouteClosed, kDoubleRouteOwned,
    // T8
    kTunnelLocomotivesOnly, kTunnelPaymentShape, kTunnelCardsNotInHand,
    // T3
    kInitialKeepTooFew, kInitialKeepNotOffered, kInitialChoiceMade,
    // T9
    kTicketDeckEmpty, kKeepTooFew, kKeepNotOffered,
    // T10
    kNoStationLeft, kCityUnknown, kCityHasStation, kStationPaymentColour, kStationPaymentShape,
    kStationCardsNotInHand,
    // R2
    kPassNotAllowed,
};

}  // namespace arbiter::ticket_to_ride_europe

#endif  // ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_VIOLATIONS_H_
