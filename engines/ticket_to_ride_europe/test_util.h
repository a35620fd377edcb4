// Test helpers for the Ticket to Ride: Europe engine: the game instance, crafted mid-game
// states (every card and ticket accounted for, so they pass Check), and action shorthands.
//
//   State s = Crafted(3);                    // seat 0 to choose an action, display 5 colours
//   Give(s, 0, kBlue, 2);                    // from the deck into seat 0's hand
//   ApplyResult r = Act(s, 0, ClaimAction(RouteId("Munchen", "Venezia"), kBlue, 0));
#ifndef ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_TEST_UTIL_H_
#define ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_TEST_UTIL_H_

#include <array>
#include <string>
#include <vector>

#include "arbiter/v1/game_state.pb.h"
#include "engines/core/game.h"
#include "engines/ticket_to_ride_europe/map.h"
#include "engines/ticket_to_ride_europe/state.h"
#include "engines/ticket_to_ride_europe/ticket_to_ride_europe.h"

namespace arbiter::ticket_to_ride_europe::testing {

// Card type indices by name (map.h order).
inline constexpr int kPink = 0, kWhite = 1, kBlue = 2, kYellow = 3, kOrange = 4, kBlack = 5,
                     kRed = 6, kGreen = 7, kLoco = kLocomotive;

const TicketToRideEurope& Game();
const Map& TheMap();
pb::Options DefaultOptions();

int CityId(const std::string& name);
// The route joining two cities with `colour` (kGray for gray; -2 = any: the first found).
int RouteId(const std::string& a, const std::string& b, int colour = -2);
int TicketId(const std::string& a, const std::string& b, bool long_ticket = false);

// A state after setup: seat `active` to choose an action, every initial choice made, no hands,
// no tickets (all regular tickets in the ticket deck, long ones undealt), display
// {pink, white, blue, yellow, orange}, the rest in the deck. SEEDED unless `external`.
State Crafted(int seats, bool external = false, int active = 0);
// Moves `count` cards of `type` from the deck (then the discard pile) into a hand.
void Give(State& s, int seat, int type, int count);
// Moves cards of the deck (then discards) into the discard pile / out of the deck.
void ToDiscard(State& s, int type, int count);
// Empties the deck into the discard pile.
void DeckToDiscard(State& s);
// Replaces the display (kEmptySlot allowed); old display cards go back to the deck.
void SetDisplay(State& s, const std::array<int, kDisplaySlots>& cards);
// Gives a route / a station / tickets to a seat, keeping trains, stations and score right.
void Claim(State& s, int route_id, int seat);
void Station(State& s, int city_id, int seat);
void GiveTicket(State& s, int seat, int ticket_id);

v1::GameState Wrap(const State& s);
State Unwrap(const v1::GameState& state);  // fails the test on error
pb::State Payload(const v1::GameState& state);

// State format 1, written in test code only (the engine writes format 2; ticket_to_ride_europe
// .proto): `format2`'s payload with every seat's Player.routes and Player.stations moved into
// State.routes_claimed and State.stations by ascending id, as the engine wrote states before
// format 2; every other field as it is.
pb::State ToFormat1(const pb::State& format2);
// `state` (format 2) as a format-1 envelope: ToFormat1 of its payload, state_format_version 1.
v1::GameState AsFormat1(const v1::GameState& state);

pb::Action DrawFaceUpAction(int slot);
pb::Action DrawBlindAction();
pb::Action ClaimAction(int route_id, int colour, int locomotives);
pb::Action PayTunnelAction(int locomotives);
pb::Action DeclineTunnelAction();
pb::Action DrawTicketsAction();
pb::Action KeepAction(const std::vector<int>& ids);
pb::Action StationAction(int city_id, int colour, int locomotives);
pb::Action PassAction();
pb::Action CardOutcome(int type);
pb::Action TicketOutcome(int ticket_id);

// Fails the test unless `v`'s code is in Game().Info().violations with the same rule_ref.
void ExpectInCatalogue(const v1::Violation& v);
// Apply on a native or wrapped state; fails the test on an error status, and on a violation
// that is not in the catalogue (ExpectInCatalogue): every code a test observes is checked.
ApplyResult Act(const v1::GameState& state, int actor, const pb::Action& action);
ApplyResult Act(const State& s, int actor, const pb::Action& action);
// Applies and expects legality; returns the next native state.
State Must(const State& s, int actor, const pb::Action& action);
// The violation code of an illegal action ("" when legal).
std::string CodeOf(const State& s, int actor, const pb::Action& action);
// The legal actions, unpacked.
std::vector<pb::Action> Legal(const State& s, int actor);
// The event details of a result, unpacked, as seen by `viewer` (kOmniscient: all).
std::vector<pb::Event> EventsOf(const std::vector<v1::Event>& events, int viewer);

}  // namespace arbiter::ticket_to_ride_europe::testing

#endif  // ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_TEST_UTIL_H_
