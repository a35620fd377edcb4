// Violation codes of Ticket to Ride: Europe: prefix TTRE_, one per distinct reason, each with
// the rules section it cites (rule_ref = a section name of rules/ticket_to_ride_europe.md).
// Codes never change meaning. The shared ARBITER_* codes (engines/core/violation.h) cover
// "not your turn", "game over" and the chance-outcome cases, citing T4.
#ifndef ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_VIOLATIONS_H_
#define ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_VIOLATIONS_H_

#include "absl/strings/string_view.h"

namespace arbiter::ticket_to_ride_europe {

// T4: the Action has no kind set.
inline constexpr absl::string_view kActionEmpty = "TTRE_ACTION_EMPTY";
// T4: this kind of action is not the pending decision (e.g. claiming during a second card).
inline constexpr absl::string_view kWrongStep = "TTRE_WRONG_STEP";
// T5: display slot not in 0..4.
inline constexpr absl::string_view kDisplaySlotInvalid = "TTRE_DISPLAY_SLOT_INVALID";
// T5/R3: the display slot is empty.
inline constexpr absl::string_view kDisplaySlotEmpty = "TTRE_DISPLAY_SLOT_EMPTY";
// T5: a display locomotive as the second card.
inline constexpr absl::string_view kSecondCardLocomotive = "TTRE_SECOND_CARD_LOCOMOTIVE";
// T5/R3: a blind draw with deck and discards empty.
inline constexpr absl::string_view kDeckEmpty = "TTRE_DECK_EMPTY";
// R3 (draw_needs_deck): no card may be drawn once deck and discards are empty.
inline constexpr absl::string_view kDrawNeedsDeck = "TTRE_DRAW_NEEDS_DECK";
// T1: unknown route id.
inline constexpr absl::string_view kRouteUnknown = "TTRE_ROUTE_UNKNOWN";
// T6: the route is already claimed.
inline constexpr absl::string_view kRouteClaimed = "TTRE_ROUTE_CLAIMED";
// T7: with 2-3 players the other route of the double route is claimed: this one is closed.
inline constexpr absl::string_view kRouteClosed = "TTRE_ROUTE_CLOSED";
// T7: the seat owns the other route of this double route.
inline constexpr absl::string_view kDoubleRouteOwned = "TTRE_DOUBLE_ROUTE_OWNED";
// T6: fewer trains left than the route's length.
inline constexpr absl::string_view kNotEnoughTrains = "TTRE_NOT_ENOUGH_TRAINS";
// T6/T10: the payment colour is unspecified or not the route's colour.
inline constexpr absl::string_view kPaymentColour = "TTRE_PAYMENT_COLOUR";
// T6/T10/T8: the locomotive count is outside 0..cards, or names a colour with no colour card,
// or "locomotives only" with fewer locomotives than cards.
inline constexpr absl::string_view kPaymentShape = "TTRE_PAYMENT_SHAPE";
// T6: a ferry paid with fewer locomotives than its ferry count.
inline constexpr absl::string_view kFerryLocomotives = "TTRE_FERRY_LOCOMOTIVES";
// T6/T8/T10: the seat does not hold the cards of the payment.
inline constexpr absl::string_view kCardsNotInHand = "TTRE_CARDS_NOT_IN_HAND";
// T8.4: in "locomotives only" mode the extra cost is paid in locomotives only.
inline constexpr absl::string_view kTunnelLocomotivesOnly = "TTRE_TUNNEL_LOCOMOTIVES_ONLY";
// T9: the ticket deck is empty.
inline constexpr absl::string_view kTicketDeckEmpty = "TTRE_TICKET_DECK_EMPTY";
// T3/T9: fewer tickets kept than the minimum (2 at setup, 1 later; 3 at setup with 1912_all).
inline constexpr absl::string_view kKeepTooFew = "TTRE_KEEP_TOO_FEW";
// T3/T9: a kept ticket is not among those offered, or is named twice.
inline constexpr absl::string_view kKeepNotOffered = "TTRE_KEEP_NOT_OFFERED";
// T3/R1: the seat has already made its initial choice.
inline constexpr absl::string_view kInitialChoiceMade = "TTRE_INITIAL_CHOICE_MADE";
// T10: no station left in reserve.
inline constexpr absl::string_view kNoStationLeft = "TTRE_NO_STATION_LEFT";
// T10: unknown city id.
inline constexpr absl::string_view kCityUnknown = "TTRE_CITY_UNKNOWN";
// T10: the city already has a station.
inline constexpr absl::string_view kCityHasStation = "TTRE_CITY_HAS_STATION";
// R2: PASS while another action is legal.
inline constexpr absl::string_view kPassNotAllowed = "TTRE_PASS_NOT_ALLOWED";
// T4: a chance outcome that is not possible now (wrong kind, or a card/ticket not available).
inline constexpr absl::string_view kChanceImpossible = "TTRE_CHANCE_OUTCOME_IMPOSSIBLE";

}  // namespace arbiter::ticket_to_ride_europe

#endif  // ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_VIOLATIONS_H_
