// The Ticket to Ride: Europe rules over the native state (state.h), split by concept (section
// ids of rules.md):
//   turn_flow.cc chance points (EXTERNAL/SEEDED), Advance, passing, end of turn (T4, R2, T11),
//                TurnOf
//   cards.cc     drawing train cards and the display (T5, R3, R4)
//   claiming.cc  claiming routes, double routes, ferries, tunnels (T6, T7, T8, R5)
//   tickets.cc   the initial ticket choice and DRAW_TICKETS (T3, T9, R1, R6)
//   stations.cc  building stations (T10)
//   actions.cc   one action from the wire (ApplyWire) or native (Play), the native listing
//                (ListMoves): what Game::Apply, LegalActions and the Position (position.h) share
// Each action handler validates first, then changes `c.s`; it returns the violation when the
// action is illegal (the caller then discards the state) or nullopt when applied.
#ifndef ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_RULES_H_
#define ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_RULES_H_

#include <optional>
#include <vector>

#include "absl/container/inlined_vector.h"
#include "arbiter/v1/event.pb.h"
#include "arbiter/v1/turn.pb.h"
#include "arbiter/v1/violation.pb.h"
#include "absl/status/statusor.h"
#include "google/protobuf/any.pb.h"
#include "engines/core/events.h"
#include "engines/core/violation.h"
#include "engines/ticket_to_ride_europe/map.h"
#include "engines/ticket_to_ride_europe/moves.h"
#include "engines/ticket_to_ride_europe/state.h"

namespace arbiter::ticket_to_ride_europe {

// One Apply: the map, the state being changed, and the events produced so far (nullptr: no
// events wanted; the handlers then build no event message at all, so a native step touches no
// protobuf).
struct Ctx {
  const Map& map;
  State& s;
  std::vector<v1::Event>* events;

  bool Wants() const { return events != nullptr; }

  void Public(const pb::Event& e) { events->push_back(PublicEvent(e)); }
  // `e` for `seat`; `public_form` for everyone else.
  void Private(const pb::Event& e, int seat, const pb::Event& public_form) {
    events->push_back(PrivateEvent(e, {seat}, public_form));
  }
};

// ---- turn_flow.cc ----

// What the next chance outcome is for (T2, T5, T8, T9). kNone: a seat must decide.
enum class ChanceKind {
  kNone,
  kDealCard,       // setup: a card to `seat`'s hand
  kRefill,         // a card into display `slot`
  kBlindDraw,      // the active seat's blind card
  kTunnelReveal,   // the next tunnel card
  kDealLong,       // setup: a long ticket to `seat`
  kDealRegular,    // setup: a regular ticket to `seat`
  kDrawTicket,     // DRAW_TICKETS: the next ticket from the shuffled ticket deck
};
struct ChancePoint {
  ChanceKind kind = ChanceKind::kNone;
  int seat = -1;
  int slot = -1;
};

// The chance point the state waits for (a state at rest: Advance has run).
ChancePoint NextChance(const State& s);
// Every possible outcome of `p` in canonical order (card types ascending, ticket ids ascending).
std::vector<pb::ChanceOutcome> ChanceOutcomes(const State& s, const ChancePoint& p);
// Applies a chance outcome (checked against ChanceOutcomes), then Advance.
Verdict ApplyChance(Ctx& c, const pb::ChanceOutcome& outcome);
// The same natively: `card` (a card type, -1 none) for a train card, `ticket` for a ticket.
Verdict ApplyChanceValue(Ctx& c, int card, int ticket);
// Runs every step that needs no decision: reshuffles, display resets, phase transitions, ends
// of turn; in SEEDED mode also every chance point, drawing from the state's Rng. Stops when a
// seat must decide, an EXTERNAL chance outcome is needed, or the game is over.
void Advance(Ctx& c);
// T4/T11: ends the active seat's turn (end trigger, final round, next seat or game over).
void EndTurn(Ctx& c);
// T12: scores the game and sets PHASE_GAME_OVER.
void FinishGame(Ctx& c);
// Whose decision it is now, and the outcome when over.
v1::TurnStatus TurnOf(const Map& map, const State& s);
// Seats that may act now (excluding chance), ascending; at most 5, kept inline (no heap).
absl::InlinedVector<int, 5> ActingSeats(const State& s);
// R2: PASS, legal only when HasNonPassAction is false.
Verdict PassTurn(Ctx& c);
// R2: whether the active seat has any action other than PASS in PHASE_CHOOSE_ACTION (drawing
// cards or tickets, a station, a claim: what LegalActions lists), stopping at the first found;
// builds no action.
bool HasNonPassAction(const Map& map, const State& s);
// Display helpers (T5): true when no display slot can be refilled and no reset is due.
bool DisplaySettled(const State& s);

// ---- cards.cc ----
Verdict DrawFaceUp(Ctx& c, int slot);
Verdict DrawBlind(Ctx& c);
// Whether any card can be taken as the first / second card (T5, R3, draw_needs_deck).
bool CanTakeFaceUp(const State& s, int slot, bool second);
bool CanDrawBlind(const State& s);
bool CanDrawCards(const State& s, bool second);
void ListDraws(const State& s, bool second, std::vector<Move>* out);

// ---- claiming.cc ----
// `colour` is the proto TrainCard named by the action.
Verdict ClaimRoute(Ctx& c, int route_id, int colour, int locomotives);
Verdict PayTunnel(Ctx& c, int locomotives);
Verdict DeclineTunnel(Ctx& c);
// Every legal claim of the active seat (route ascending, then colour, then locomotives
// ascending).
void ListClaims(const Map& map, const State& s, std::vector<Move>* out);
// Whether the active seat has a legal claim (ListClaims would add one), stopping at
// the first.
bool CanClaimRoute(const Map& map, const State& s);
void ListTunnelPayments(const State& s, std::vector<Move>* out);
// T8.3: X for the revealed cards under `mode`.
int ExtraCost(const std::vector<int>& revealed, int mode);
// Ends the tunnel: claims the route (paying `extra` from hand) or declines (laid cards back).
void ResolveTunnel(Ctx& c, bool claim, const Cards& extra);

// ---- tickets.cc ----
Verdict DrawTickets(Ctx& c);
// The ids named are matched to `seat`'s offered tickets, then KeepTicketsMask.
Verdict KeepTickets(Ctx& c, int seat, const pb::KeepTickets& a);
// Keeps the offered tickets whose bits are set in `mask` (bit j: the j-th offered).
Verdict KeepTicketsMask(Ctx& c, int seat, uint32_t mask);
void ListKeeps(const State& s, int seat, std::vector<Move>* out);
bool CanDrawTickets(const State& s);

// ---- stations.cc ----
// `colour` is the proto TrainCard named by the action.
Verdict BuildStation(Ctx& c, int city_id, int colour, int locomotives);
// Every legal station of the active seat (city ascending, then the payments).
void ListStations(const Map& map, const State& s, std::vector<Move>* out);
// Whether the active seat may build a station (ListStations would add one), stopping
// at the first.
bool CanBuildStation(const Map& map, const State& s);

// ---- actions.cc: one action, from the wire or native ----
// Game::Apply after the state is loaded: the actor's range (CheckActor), the action parsed
// (UnpackAction), then every shared check (game over, chance, whose turn) and the phase's
// handler, then Advance. Error: INVALID_ARGUMENT "actor: ..." / "action: ...". Legal: nullopt
// and `c.s` advanced; illegal: the violation, `c.s` unchanged (handlers validate first).
absl::StatusOr<Verdict> ApplyWire(Ctx& c, int actor, const google::protobuf::Any& action);
// Plays a move ListMoves listed for `actor` (not re-judged: the listing is the judgement), then
// Advance. A move not listed gives a violation or an unspecified state.
Verdict Play(Ctx& c, int actor, const Move& m);
// Every legal move of `actor` (a seat, or kChance) in LegalActions' canonical order, replacing
// `out`'s contents; empty when the actor may not act.
void ListMoves(const Map& map, const State& s, int actor, std::vector<Move>* out);
// The seats that may act now (ActingSeats) include `seat`.
bool IsActing(const State& s, int seat);
// A loaded state is "at rest": nothing is left for Advance to do, and a SEEDED state never
// waits for a chance outcome (INVALID_ARGUMENT "state.payload.phase" / "...external_randomness").
// `probe` is working storage (overwritten). Every loaded state passes CheckState and this.
absl::Status CheckAtRest(const Map& map, const State& s, State& probe);

// ---- shared payment helpers (claiming.cc) ----
// The cards of a payment of `count` cards: `locomotives` locomotives and the rest of `colour`
// (kLocomotive: all locomotives). nullopt when the shape is inconsistent.
std::optional<Cards> PaymentCards(int colour, int locomotives, int count);
bool HandCovers(const Cards& hand, const Cards& pay);

}  // namespace arbiter::ticket_to_ride_europe

#endif  // ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_RULES_H_
