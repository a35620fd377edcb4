// The native form of a Kingdom Builder state (the wire form is pb::State in
// proto/arbiter/games/kingdom_builder/v1/kingdom_builder.proto) and the conversion both ways.
// A decoded state has passed CheckState, so engine code may trust it. The wire form has two
// layouts, state formats 1 and 2 (see the proto); decoding reads both, encoding writes 2.
//
//   State s;
//   ARBITER_RETURN_IF_ERROR(DecodeState(info, game_state, &s));  // envelope, payload, CheckState
//   ... s.owner[Index(4, 4)] ...                                   // -1 empty, else the seat
//   v1::GameState next = EncodeState(info, s);                     // format 2, canonical
//   pb::State payload = EncodePayload(s);                          // the payload alone
//
// The common fields of every engine's State (engines/README.md): seat_count, first_seat,
// current_seat, rng_state, external, options.
#ifndef ARBITER_ENGINES_KINGDOM_BUILDER_STATE_H_
#define ARBITER_ENGINES_KINGDOM_BUILDER_STATE_H_

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "arbiter/v1/game_info.pb.h"
#include "arbiter/v1/game_state.pb.h"
#include "engines/core/thread_scratch.h"
#include "engines/kingdom_builder/board.h"

namespace arbiter {
namespace kingdom_builder {

inline constexpr int kSupply = 40;           // K1: settlements per player
inline constexpr int kCardsPerTerrain = 5;   // K1: 5 of each terrain, 25 cards
inline constexpr int kCardTerrains = 5;      // grass .. forest = pb::Terrain 1..5
inline constexpr int kTilesPerHex = 2;       // K3.2
inline constexpr int kKbCardsPerGame = 3;    // K1

// GameState.state_format_version: EncodePayload writes kStateFormat (hex indices); DecodePayload
// reads it and kOldestStateFormat (HexCoord submessages). GameInfo gives both.
inline constexpr uint32_t kStateFormat = 2;
inline constexpr uint32_t kOldestStateFormat = 1;

// Terrain card counts indexed by pb::Terrain (index 0 unused).
using Counts = std::array<int, kCardTerrains + 1>;
inline int Total(const Counts& c) {
  int t = 0;
  for (int i = 1; i <= kCardTerrains; ++i) t += c[i];
  return t;
}

struct Tile {
  pb::Location location = pb::LOCATION_UNSPECIFIED;
  int origin = 0;  // hex index of the location hex it came from
  bool used = false;
  bool gained = false;
};

struct SeatState {
  int supply = kSupply;
  int held = 0;  // pb::Terrain 0..5
  std::vector<Tile> tiles;      // ordered by (location, origin)
  std::vector<int> took_from;   // ascending hex indices
};

struct State {
  pb::Options options;  // the typed setup options (options.h), kept in the state
  int seat_count = 2;   // 2..4 (K1)
  int first_seat = 0;   // the start seat (K3.6): the round ends before it comes again (K10)
  bool external = false;  // RANDOMNESS_MODE_EXTERNAL: every draw is a chance point
  uint64_t rng_state = 0;  // the generator state (engines/core/rng.h); 0 when external

  std::vector<pb::BoardPlacement> boards;  // sector order, 0..4 of them (K3.1)
  std::vector<pb::KbCard> kb_cards;        // 0..3, in the order drawn (K3.4)
  std::array<int8_t, kHexCount> owner;      // -1 empty, else the seat (K4)
  std::array<int8_t, kHexCount> tiles_left;  // location hexes: 0..2; -1 elsewhere (K8)
  std::vector<SeatState> seats;             // seat_count entries

  Counts draw{}, discard{}, removed{};  // the terrain cards by pile (K1: 25 in all)

  pb::Phase phase = pb::PHASE_UNSPECIFIED;
  int current_seat = 0;  // whose turn it is (during setup: first_seat)
  int played = 0;        // the played card, pb::Terrain 0..5 (0: none)
  int builds_done = 0;   // mandatory builds made this turn, 0..3 (K7)
  bool mandatory_complete = false;
  int pending_draw_seat = 0;  // the seat a pending deal or end-of-turn draw is for
  int loss_lost = -1, loss_other = -1;  // PHASE_TILE_LOSS_CHOICE hexes (R3)
  bool loss_ending_turn = false;
  bool end_triggered = false;  // some supply reached 0 (K10)
  int end_trigger_seat = 0;

  // The state format the state was read in (kStateFormat for a state built here): CheckState
  // names the hex fields as that format does. Not part of the game.
  uint32_t format = kStateFormat;

  // Derived: the assembled map once all 4 boards are placed (boards.size() == 4).
  Map map;

  State() {
    owner.fill(-1);
    tiles_left.fill(-1);
  }
  bool MapReady() const { return boards.size() == 4; }
  int LastSeatOfRound() const { return (first_seat + seat_count - 1) % seat_count; }
};

// Rebuilds `s->map` and `s->tiles_left` (2 per location hex) from `s->boards` (4 placements).
// Returns INTERNAL when the board data failed to load.
absl::Status PlaceBoards(State* s);

// The boundary in: the envelope (UnpackState: game id, rules version, state format range,
// payload type) parsed into this thread's reused message (StateScratch kParsedState), then
// DecodePayload under the envelope's state_format_version. INTERNAL when the board data failed
// to load.
absl::Status DecodeState(const v1::GameInfo& info, const v1::GameState& state, State* out);

// The payload in state format `format` (GameState.state_format_version, 1 or 2; any other:
// FAILED_PRECONDITION) into `out` (a fresh State), refusing what cannot be represented
// (INVALID_ARGUMENT "state.payload.<field>: ...": values out of range, hexes off the map,
// repeats, a field of the other format), then CheckState (check.cc). Both formats of one game
// state decode to the same State (but `format`). One function per section of the payload:
// header, setup (boards, KB cards), map contents and seats (state_hexes.cc), tile loss choice,
// cards and turn.
absl::Status DecodePayload(const pb::State& payload, uint32_t format, State* out);
absl::StatusOr<State> DecodePayload(const pb::State& payload, uint32_t format);

// Every invariant of a decoded state (check.cc): the setup matches the phase and options (K3,
// R1), tiles taken, left and kept (K8), the R3 choice, the 25 terrain cards accounted for and
// the phase's card and build counts (K5, K7, K10). (40 settlements per seat, K1, is checked
// while decoding, where the settlements are counted.)
// INVALID_ARGUMENT "state.payload.<field>: ..." naming the first broken one's field.
absl::Status CheckState(const State& s);

// The boundary out: the GameState envelope of `s` under `info`, its payload serialized straight
// from `s` (SerializeState; what PackState(info, EncodePayload(s)) gives, the bytes records
// depend on).
v1::GameState EncodeState(const v1::GameInfo& info, const State& s);

// The payload in format 2 (kStateFormat), canonical: each seat's settlements and hexes taken
// from ascending, tiles by (location, origin hex), location tiles in the map's hex order.
pb::State EncodePayload(const State& s);
// The same into `out` (cleared first), e.g. a message on a caller's arena (engines/core/arena.h).
void EncodePayload(const State& s, pb::State* out);

// This thread's reused wire states (engines/core/thread_scratch.h: one arena per thread,
// reset past 256 KiB): the payload a call parses (kParsedState: Load, View) and the next state
// SerializeState builds (kSerializedState). Reused, a message keeps its seats, tiles and list
// capacity from call to call, so parsing or building one allocates almost nothing. Each
// message is valid until the thread's next Fresh/Kept call on StateScratch; engine calls
// parse, decode into a State, and only then serialize, so the two never overlap.
enum StateScratchSlot : size_t { kParsedState, kSerializedState };
using StateScratch = ThreadScratch<256 * 1024, pb::State, pb::State>;

// Replaces `*out` with the wire bytes of EncodePayload(s) (protobuf's serializer over this thread's
// StateScratch message, state_bytes.cc): the engine's next-state path, where building a fresh
// message each call would cost more than the rules.
void SerializeState(const State& s, std::string* out);

// The HexCoord of hex index `hex` (0..399), as actions, events and TileLossChoice name hexes.
pb::HexCoord Coord(int hex);

}  // namespace kingdom_builder
}  // namespace arbiter

#endif  // ARBITER_ENGINES_KINGDOM_BUILDER_STATE_H_
