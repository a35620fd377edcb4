// The native form of a Ticket to Ride: Europe state (rules.md T13), its decoding from and
// encoding to the proto State, and the invariant check behind Game::Check. The proto has two
// layouts, state formats 1 and 2 (see the top of ticket_to_ride_europe.proto); DecodeState
// reads both, EncodeState writes 2.
//
//   absl::StatusOr<State> s =   // INVALID_ARGUMENT "state.payload.x: ..."
//       DecodeState(map, proto_state, game_state.state_format_version());
//   ARBITER_RETURN_IF_ERROR(CheckState(map, *s));  // check.cc
//   pb::State out = EncodeState(*s);               // format 2
//
// Card types are native indices 0..8 (map.h); a display slot holds a type or kEmptySlot.
// Route and station ownership are dense tables (route id -> seat, city id -> seat, -1 none);
// EncodeState lists each seat's routes and stations by ascending id, so equal states give
// byte-identical protos.
#ifndef ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_STATE_H_
#define ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_STATE_H_

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "arbiter/games/ticket_to_ride_europe/v1/ticket_to_ride_europe.pb.h"
#include "engines/ticket_to_ride_europe/map.h"

namespace arbiter::ticket_to_ride_europe {

namespace pb = ::arbiter::games::ticket_to_ride_europe::v1;

// GameState.state_format_version: EncodeState writes kStateFormat (Player.routes and
// Player.stations, packed ids); DecodeState reads it and kOldestStateFormat
// (State.routes_claimed and State.stations, one submessage each). GameInfo gives both.
inline constexpr uint32_t kStateFormat = 2;
inline constexpr uint32_t kOldestStateFormat = 1;

// Counts of each card type, indexed 0..8.
using Cards = std::array<int, kCardTypes>;
inline constexpr int kEmptySlot = -1;

inline int Total(const Cards& c) {
  int t = 0;
  for (int v : c) t += v;
  return t;
}
Cards ToCards(const pb::CardCounts& c);
pb::CardCounts ToCardCounts(const Cards& c);
// The same into `out`, every field overwritten (in place: no new message).
void FillCardCounts(const Cards& c, pb::CardCounts* out);
// Proto TrainCard <-> native index (-1 for TRAIN_CARD_UNSPECIFIED or an unknown value).
int CardIndex(int train_card);
pb::TrainCard ToTrainCard(int index);

// One seat (T1, T3, T12).
struct Player {
  Cards hand{};                // counts of the 9 card types
  std::vector<int> tickets;    // kept ticket ids
  std::vector<int> offered;    // offered, not yet decided, in the order drawn
  std::vector<int> discarded;  // not kept at setup (left the game)
  bool initial_choice_made = false;
  int trains_left = kTrainsPerPlayer;      // 0..45
  int stations_left = kStationsPerPlayer;  // 0..3, in reserve
  int score = 0;  // route points during play; the total when the game is over
  bool has_final = false;  // final_score is set (PHASE_GAME_OVER)
  pb::FinalScore final_score;
};

// The tunnel being claimed (T8), when State::has_tunnel.
struct Tunnel {
  int route_id = 0;
  int mode = 0;  // a colour 0..7, or kLocomotive for "locomotives only"
  Cards laid{};  // the base payment, out of the hand and not in the discards (R5)
  std::vector<int> revealed;  // card types revealed so far, at most 3
  int reveals_left = 0;       // cards still to reveal
  int extra_cost = 0;         // X once revealed (T8.3)
};

struct State {
  // The common fields (engines/README.md).
  pb::Options options;
  int seat_count = 0;    // 2..5
  int first_seat = 0;    // 0..seat_count-1, takes the first turn (T2)
  int current_seat = 0;  // whose turn it is (State.active_seat); in a hidden_until_all initial
                         // choice every seat that has not chosen acts (ActingSeats)
  bool external = false;  // RANDOMNESS_MODE_EXTERNAL: chance outcomes come from outside
  uint64_t rng_state = 0;  // the generator state (engines/core/rng.h), SEEDED mode

  // The train cards (T5): deck and discards as counts (the deck's order is chance's).
  Cards deck{};
  Cards discard{};
  std::array<int, kDisplaySlots> display{kEmptySlot, kEmptySlot, kEmptySlot, kEmptySlot,
                                         kEmptySlot};
  int loco_resets_in_row = 0;  // 0..options.max_loco_resets (R4)

  // The tickets (T2, T9, R6).
  std::vector<int> ticket_deck;                   // the shuffled part, sorted
  std::vector<std::pair<int, int>> ticket_bottom;  // (ticket, returned_by), top first
  std::vector<int> long_undealt;                  // sorted

  std::vector<Player> players;     // one per seat
  std::vector<int> route_owner;    // by route id (index 0 unused), -1 unclaimed
  std::vector<int> station_owner;  // by city id (index 0 unused), -1 none

  // The pending step of current_seat's turn.
  pb::Phase phase = pb::PHASE_SETUP;
  int cards_taken = 0;              // PHASE_SECOND_CARD: cards taken this turn
  bool blind_draw_pending = false;  // a blind card waits for its chance outcome
  bool has_tunnel = false;          // PHASE_TUNNEL
  Tunnel tunnel;
  int tickets_to_draw = 0;  // PHASE_KEEP_TICKETS: tickets still to draw (0..3)

  int end_trigger_seat = -1;  // T11: the seat that triggered the end, -1 none
  int final_turns_left = 0;   // turns still to play once triggered
  int passes_in_row = 0;      // R2

  // The state format the state was read in (DecodeState; kStateFormat for a state built here):
  // CheckState names the route and station fields as that format does.
  uint32_t format = kStateFormat;

  // Cards in the deck plus the discard pile: what can still be drawn or revealed.
  int Drawable() const { return Total(deck) + Total(discard); }
};

// An empty game of `seat_count` seats with the options: all 110 cards in the deck, the ticket
// set's regular tickets in the ticket deck and its long tickets undealt, phase SETUP.
State EmptyGame(const Map& map, const pb::Options& options, int seat_count, int first_seat,
                bool external, uint64_t seed);

// Parses the proto, laid out in state format `format` (GameState.state_format_version:
// kOldestStateFormat..kStateFormat; any other is FAILED_PRECONDITION
// "state.state_format_version: ..."), into the native form, checking every field's range and
// shape (INVALID_ARGUMENT "state.payload.<field>: ..."): a field of the other format; a route id
// unknown, listed twice or claimed by two seats (format 2: players[i].routes[j], ids ascending;
// format 1: routes_claimed[j].route_id); a city unknown or with two stations (T10; format 2:
// players[i].stations[j], ids ascending; format 1: stations[j].city_id). Both formats of one
// game state give the same State (but `format`). Does not check cross-field invariants.
absl::StatusOr<State> DecodeState(const Map& map, const pb::State& state,
                                  uint32_t format = kStateFormat);
// The same into `out`, whose previous content is entirely replaced (every field is reset; only
// the vectors' capacity is kept, so a State reused across calls parses without heap
// allocation). On error `out` holds an unspecified mix and must not be used.
absl::Status DecodeState(const Map& map, const pb::State& state, uint32_t format, State* out);

// The proto in state format 2 (kStateFormat).
pb::State EncodeState(const State& s);
// The same into `out` (cleared first), e.g. a message on a caller's arena (engines/core/arena.h).
void EncodeState(const State& s, pb::State* out);
// The same result into `out` without clearing it first: its submessages, repeated elements and
// capacity are reused, so a message kept from call to call is rebuilt without heap allocation.
// `out` must be new or only ever written by EncodeState, EncodeStateReusing, ViewOf or
// ViewOfReusing (view.h; never parsed into: unknown fields would stay); EncodeState is this
// after Clear().
void EncodeStateReusing(const State& s, pb::State* out);

// Every invariant of T13 (INVALID_ARGUMENT naming the first broken one's field; route and station
// fields as s.format names them): every card and ticket accounted for exactly once, trains
// 0..45 and equal to 45 minus claimed lengths, stations 0..3 matching the stations built, route
// points, double-route rules (T7), the phase's own fields, the end trigger. At game over the
// final scores are recomputed and compared.
absl::Status CheckState(const Map& map, const State& s);

}  // namespace arbiter::ticket_to_ride_europe

#endif  // ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_STATE_H_
