// The native form of a Kingdom Builder state (the wire form is pb::State in
// proto/arbiter/games/kingdom_builder/v1/kingdom_builder.proto) and the conversion both ways.
// Decoding checks every invariant, so engine code may trust a decoded state. The wire form has
// two layouts, state formats 1 and 2 (see the proto); Decode reads both, Encode writes 2.
//
//   absl::StatusOr<KbState> s =
//       Decode(proto_state, game_state.state_format_version());  // INVALID_ARGUMENT "state.payload.x: ..."
//   ... s->owner[Index(4, 4)] ...                        // -1 empty, else the seat
//   pb::State back = Encode(*s);                          // format 2, canonical order everywhere
#ifndef ARBITER_ENGINES_KINGDOM_BUILDER_STATE_H_
#define ARBITER_ENGINES_KINGDOM_BUILDER_STATE_H_

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "engines/core/thread_scratch.h"
#include "engines/kingdom_builder/board.h"

namespace arbiter {
namespace kingdom_builder {

inline constexpr int kSupply = 40;           // K1: settlements per player
inline constexpr int kCardsPerTerrain = 5;   // K1: 5 of each terrain, 25 cards
inline constexpr int kCardTerrains = 5;      // grass .. forest = pb::Terrain 1..5
inline constexpr int kTilesPerHex = 2;       // K3.2
inline constexpr int kKbCardsPerGame = 3;    // K1

// GameState.state_format_version: Encode writes kStateFormat (hex indices); Decode reads it and
// kOldestStateFormat (HexCoord submessages). GameInfo gives both.
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

struct KbState {
  pb::Options options;
  int seat_count = 2;
  int start_seat = 0;
  bool external = false;  // RANDOMNESS_MODE_EXTERNAL
  uint64_t rng = 0;

  std::vector<pb::BoardPlacement> boards;  // sector order
  std::vector<pb::KbCard> kb_cards;
  std::array<int8_t, kHexCount> owner;      // -1 empty, else the seat
  std::array<int8_t, kHexCount> tiles_left;  // location hexes: 0..2; -1 elsewhere
  std::vector<SeatState> seats;

  Counts draw{}, discard{}, removed{};

  pb::Phase phase = pb::PHASE_UNSPECIFIED;
  int current = 0;
  int played = 0;  // pb::Terrain 0..5
  int builds_done = 0;
  bool mandatory_complete = false;
  int pending_draw_seat = 0;
  int loss_lost = -1, loss_other = -1;  // PHASE_TILE_LOSS_CHOICE hexes
  bool loss_ending_turn = false;
  bool end_triggered = false;
  int end_trigger_seat = 0;

  // Derived: the assembled map once all 4 boards are placed (boards.size() == 4).
  Map map;

  KbState() {
    owner.fill(-1);
    tiles_left.fill(-1);
  }
  bool MapReady() const { return boards.size() == 4; }
  int LastSeatOfRound() const { return (start_seat + seat_count - 1) % seat_count; }
};

// Rebuilds `s->map` and `s->tiles_left` (2 per location hex) from `s->boards` (4 placements).
// Returns INTERNAL when the board data failed to load.
absl::Status PlaceBoards(KbState* s);

// The wire state in state format `format` (GameState.state_format_version, 1 or 2; any other:
// FAILED_PRECONDITION), every invariant checked (K1 counts, K3 setup, K4 occupancy, K8 tiles,
// the 25 terrain cards accounted for, phase consistency). INVALID_ARGUMENT naming the field
// ("state.payload.<field>: ...") for any hostile or inconsistent state, including a field of the
// other format. Both formats of one game state decode to the same KbState.
absl::StatusOr<KbState> Decode(const pb::State& state, uint32_t format);

// The wire form in format 2 (kStateFormat), canonical: each seat's settlements and hexes taken
// from ascending, tiles by (location, origin hex), location tiles in the map's hex order.
pb::State Encode(const KbState& s);
// The same into `out` (cleared first), e.g. a message on a caller's arena (engines/core/arena.h).
void Encode(const KbState& s, pb::State* out);

// This thread's reused wire states (engines/core/thread_scratch.h: one arena per thread,
// reset past 256 KiB): the payload a call parses (kParsedState: Load, View) and the next state
// SerializeState builds (kSerializedState). Reused, a message keeps its seats, tiles and list
// capacity from call to call, so parsing or building one allocates almost nothing. Each
// message is valid until the thread's next Fresh/Kept call on StateScratch; engine calls
// parse, decode into a KbState, and only then serialize, so the two never overlap.
enum StateScratchSlot : size_t { kParsedState, kSerializedState };
using StateScratch = ThreadScratch<256 * 1024, pb::State, pb::State>;

// Replaces `*out` with the wire bytes of Encode(s) (protobuf's serializer over this thread's
// StateScratch message, state_bytes.cc): the engine's next-state path, where building a fresh
// message each call would cost more than the rules.
void SerializeState(const KbState& s, std::string* out);

// The HexCoord of hex index `hex` (0..399), as actions, events and TileLossChoice name hexes.
pb::HexCoord Coord(int hex);

}  // namespace kingdom_builder
}  // namespace arbiter

#endif  // ARBITER_ENGINES_KINGDOM_BUILDER_STATE_H_
