// The native form of a Ticket to Ride: Europe state (rules T13), its conversion from and to the
// proto State, and the invariant check behind Game::Check. The proto has two layouts, state
// formats 1 and 2 (see the top of ticket_to_ride_europe.proto); FromProto reads both, ToProto
// writes 2.
//
//   absl::StatusOr<GameS> s =
//       FromProto(map, proto_state, game_state.state_format_version());  // INVALID_ARGUMENT "state.payload.x: ..."
//   ARBITER_RETURN_IF_ERROR(CheckInvariants(map, *s));
//   pb::State out = ToProto(*s);                                         // format 2
//
// Card types are native indices 0..8 (map.h); a display slot holds a type or kEmptySlot.
// Route and station ownership are dense tables (route id -> seat, city id -> seat, -1 none);
// ToProto lists each seat's routes and stations by ascending id, so equal states give
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

// GameState.state_format_version: ToProto writes kStateFormat (Player.routes and
// Player.stations, packed ids); FromProto reads it and kOldestStateFormat (State.routes_claimed
// and State.stations, one submessage each). GameInfo gives both.
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

struct PlayerS {
  Cards hand{};
  std::vector<int> tickets;    // kept
  std::vector<int> offered;    // offered, not yet decided, in the order drawn
  std::vector<int> discarded;  // not kept at setup (left the game)
  bool initial_choice_made = false;
  int trains_left = kTrainsPerPlayer;
  int stations_left = kStationsPerPlayer;
  int score = 0;  // route points during play; the total when the game is over
  bool has_final = false;
  pb::FinalScore final_score;
};

struct TunnelS {
  int route_id = 0;
  int mode = 0;  // a colour 0..7, or kLocomotive for "locomotives only"
  Cards laid{};
  std::vector<int> revealed;
  int reveals_left = 0;
  int extra_cost = 0;
};

struct GameS {
  pb::Options options;
  int seat_count = 0;
  int first_seat = 0;
  bool external = false;
  uint64_t rng_state = 0;

  Cards deck{};
  Cards discard{};
  std::array<int, kDisplaySlots> display{kEmptySlot, kEmptySlot, kEmptySlot, kEmptySlot,
                                         kEmptySlot};
  int loco_resets_in_row = 0;

  std::vector<int> ticket_deck;                   // sorted
  std::vector<std::pair<int, int>> ticket_bottom;  // (ticket, returned_by), top first
  std::vector<int> long_undealt;                  // sorted

  std::vector<PlayerS> players;
  std::vector<int> route_owner;    // by route id (index 0 unused), -1 unclaimed
  std::vector<int> station_owner;  // by city id (index 0 unused), -1 none

  pb::Phase phase = pb::PHASE_SETUP;
  int active = 0;
  int cards_taken = 0;
  bool blind_draw_pending = false;
  bool has_tunnel = false;
  TunnelS tunnel;
  int tickets_to_draw = 0;

  int end_trigger_seat = -1;
  int final_turns_left = 0;
  int passes_in_row = 0;

  // The state format the state was read in (FromProto; kStateFormat for a state built here):
  // CheckInvariants names the route and station fields as that format does.
  uint32_t format = kStateFormat;

  // Cards in the deck plus the discard pile: what can still be drawn or revealed.
  int Drawable() const { return Total(deck) + Total(discard); }
};

// An empty game of `seat_count` seats with the options: all 110 cards in the deck, the ticket
// set's regular tickets in the ticket deck and its long tickets undealt, phase SETUP.
GameS EmptyGame(const Map& map, const pb::Options& options, int seat_count, int first_seat,
                bool external, uint64_t seed);

// Parses the proto, laid out in state format `format` (GameState.state_format_version:
// kOldestStateFormat..kStateFormat; any other is FAILED_PRECONDITION
// "state.state_format_version: ..."), into the native form, checking every field's range and
// shape (INVALID_ARGUMENT "state.payload.<field>: ..."): a field of the other format; a route id
// unknown, listed twice or claimed by two seats (format 2: players[i].routes[j], ids ascending;
// format 1: routes_claimed[j].route_id); a city unknown or with two stations (T10; format 2:
// players[i].stations[j], ids ascending; format 1: stations[j].city_id). Both formats of one
// game state give the same GameS (but `format`). Does not check cross-field invariants.
absl::StatusOr<GameS> FromProto(const Map& map, const pb::State& state,
                                uint32_t format = kStateFormat);
// The same into `out`, whose previous content is entirely replaced (every field is reset; only
// the vectors' capacity is kept, so a GameS reused across calls parses without heap
// allocation). On error `out` holds an unspecified mix and must not be used.
absl::Status FromProto(const Map& map, const pb::State& state, uint32_t format, GameS* out);

// The proto in state format 2 (kStateFormat).
pb::State ToProto(const GameS& s);
// The same into `out` (cleared first), e.g. a message on a caller's arena (engines/core/arena.h).
void ToProto(const GameS& s, pb::State* out);
// The same result into `out` without clearing it first: its submessages, repeated elements and
// capacity are reused, so a message kept from call to call is rebuilt without heap allocation.
// `out` must be new or only ever written by ToProto, ToProtoReusing, ViewOf or ViewOfReusing
// (view.h; never parsed into: unknown fields would stay); ToProto is this after Clear().
void ToProtoReusing(const GameS& s, pb::State* out);

// Every invariant of T13 (INVALID_ARGUMENT naming the first broken one's field; route and station
// fields as s.format names them): every card and ticket accounted for exactly once, trains
// 0..45 and equal to 45 minus claimed lengths, stations 0..3 matching the stations built, route
// points, double-route rules (T7), the phase's own fields, the end trigger. At game over the
// final scores are recomputed and compared.
absl::Status CheckInvariants(const Map& map, const GameS& s);

}  // namespace arbiter::ticket_to_ride_europe

#endif  // ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_STATE_H_
