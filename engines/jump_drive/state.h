// Jump Drive's native state, struct State: the hot-path form of
// arbiter.games.jump_drive.v1.State over a decoded Pack (pack.h). Cards are pack indices;
// hands and piles are counts per deck card (index < pack->deck_types); an empire is the list
// of its cards in the order they entered (the Survey Team is index pack->survey).
//
//   State s;
//   ARBITER_RETURN_IF_ERROR(DecodePayload(payload, pack, state.state_format_version(), &s));
//   ... judge, play (rules.h) ...
//   pb::State out; EncodePayload(s, kFullState, &out);   // state format 2 (kStateFormat)
#ifndef ARBITER_ENGINES_JUMP_DRIVE_STATE_H_
#define ARBITER_ENGINES_JUMP_DRIVE_STATE_H_

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

#include "absl/status/status.h"
#include "arbiter/games/jump_drive/v1/jump_drive.pb.h"
#include "engines/jump_drive/pack.h"

namespace arbiter {
namespace jump_drive {

inline constexpr int kMinSeats = 2;
inline constexpr int kMaxSeats = 4;
inline constexpr int kDealCards = 7;      // J2
inline constexpr int kSetupDiscards = 2;  // J2
inline constexpr int kHandLimit = 10;     // J9
inline constexpr int kWinVp = 50;         // J8
inline constexpr int kMarkerExplore = 3;  // J5.4: the marker's explore icons
inline constexpr int kMaxRounds = 10000;

// GameState.state_format_version. Format 2 (written, read) adds what the seats know of the
// discard pile: Seat.discarded (field 13) and State.open_discards (field 14). Format 1 (still
// read) is format 2 without them: its discards count as unknown to everyone (empty records),
// and a format 1 state setting either field is refused naming it. GameInfo gives both.
inline constexpr uint32_t kStateFormat = 2;
inline constexpr uint32_t kOldestStateFormat = 1;

// The wire enums' numbers (jump_drive.proto), so the codecs convert by cast.
enum class Phase { kSetup = 1, kSetupDiscard, kPlace, kResolve, kIncome, kHandLimit, kFinished };
enum class Step {
  kNone = 0,
  kSetupDiscard,
  kPlace,
  kPay,
  kBonusDraw,
  kConvoy,
  kConvoyPay,
  kExploreDraw,
  kExploreDiscard,
  kHandLimit
};
enum class Mode { kNone = 0, kPay, kConquer, kContact };

struct Options {
  bool preset = false;             // start_hands (J2): false = deal7_keep5
  bool nearest_clockwise = false;  // war_propaganda_tie (R3): false = stay
  bool convoy_same_round = true;   // R4
};

// One round's placement (J4).
struct Placement {
  bool explore = false;
  int dev = -1;    // a development index or pack->survey; -1 none
  int world = -1;  // a world index; -1 none
  Mode mode = Mode::kNone;
  bool empty() const { return !explore && dev < 0 && world < 0; }
};

struct Seat {
  std::vector<int> hand;    // counts per deck card
  int hand_size = 0;        // sum of hand
  std::vector<int> empire;  // card indices in entry order
  int markers = 0;          // flipped Explore markers (R1)
  int vp = 0;
  bool survey_used = false;
  bool committed = false;
  Placement placed;
  Step step = Step::kNone;
  // kPay / kConvoyPay / kExploreDiscard / kHandLimit: cards owed; kExploreDraw: X (J5.4).
  int owed = 0;
  int preset = -1;        // 0..3 = letter A..D
  int convoy_world = -1;  // this round's second world
  // Own face-down discards still in the discard pile (counts per deck card; empty = none
  // known), and their sum. J11: known to this seat only; cleared by a reshuffle (J10).
  std::vector<int> discarded;
  int discarded_size = 0;
};

struct Draw {
  int seat = 0;
  int count = 0;
};

struct State {
  const Pack* pack = nullptr;  // the content; outlives the State
  int seat_count = 0;
  int first_seat = 0;  // the dealer (J2)
  uint64_t rng_state = 0;
  bool external = false;
  Options options;
  int round = 0;
  Phase phase = Phase::kSetup;
  std::array<Seat, kMaxSeats> seats;
  std::vector<int> draw;     // counts per deck card
  std::vector<int> discard;  // counts per deck card
  int draw_size = 0;
  int discard_size = 0;
  // Colony Convoys known by all to lie in the discard pile (J5.3), counts per deck card.
  std::vector<int> open_discard;
  int open_discard_size = 0;
  std::vector<Draw> pending;  // front first
  int presets_assigned = 0;

  // The seat `k` places clockwise after `from`.
  int Clockwise(int from, int k) const { return (from + k) % seat_count; }
};

// EncodePayload's viewer for the full state.
inline constexpr int kFullState = -1000;

// The payload of state format `format` (kOldestStateFormat..kStateFormat, the GameState's
// state_format_version) into `out` over `pack`: every section decoded (refusing what a State
// cannot hold: unknown cards or enums, negative counts, sizes that disagree, a field of format 2
// in a format 1 state), then CheckState. INVALID_ARGUMENT "state.payload.<field>: ..."; a
// format outside the range: INVALID_ARGUMENT "state.state_format_version: ...".
absl::Status DecodePayload(const pb::State& payload, const Pack& pack, uint32_t format,
                           State* out);
// A payload of the current format (kStateFormat).
inline absl::Status DecodePayload(const pb::State& payload, const Pack& pack, State* out) {
  return DecodePayload(payload, pack, kStateFormat, out);
}
// Every invariant (check.cc): the deck accounted for, steps and owed counts consistent with
// the phase, pending draws possible, a committed placement legal. "state.payload.<field>".
absl::Status CheckState(const State& s);
// The proto form `viewer` (kFullState, a seat, kSpectator) may see (view.cc's redaction: other
// hands, other unrevealed placements, preset letters and discard records, the piles' contents,
// rng_state), in state format kStateFormat.
void EncodePayload(const State& s, int viewer, pb::State* out);

}  // namespace jump_drive
}  // namespace arbiter

#endif  // ARBITER_ENGINES_JUMP_DRIVE_STATE_H_
