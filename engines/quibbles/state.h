// Quibbles' native state, struct State: the hot-path form of arbiter.games.quibbles.v1.State,
// plain arrays of card counts. Every rule (rules.h) works on a State. The boundary
// (quibbles.cc) decodes the caller's GameState once (DecodeState: the envelope, protobuf's
// parse into a per-thread reused message (scratch.h), one decoder per payload section, then
// CheckState, check.cc), judges or lists on the State, and encodes once (EncodeState /
// EncodeView: one encoder per section into a per-thread reused message, serialized by
// protobuf).
//
//   State s;
//   ARBITER_RETURN_IF_ERROR(DecodeState(info, game_state, &s));   // Check()'s validation
//   ... judge, play ...
//   v1::GameState next = EncodeState(info, s);
//
// Card values are 1..6; a Counts array is indexed by value - 1 (Q1: cards of one value are
// interchangeable).
#ifndef ARBITER_ENGINES_QUIBBLES_STATE_H_
#define ARBITER_ENGINES_QUIBBLES_STATE_H_

#include <array>
#include <cstdint>

#include "absl/status/status.h"
#include "arbiter/games/quibbles/v1/quibbles.pb.h"
#include "arbiter/v1/game_info.pb.h"
#include "arbiter/v1/game_state.pb.h"

namespace arbiter {
namespace quibbles {

namespace pb = ::arbiter::games::quibbles::v1;

// Q1 components (rules.md Q1).
inline constexpr int kValues = 6;
inline constexpr int kMinSeats = 2;
inline constexpr int kMaxSeats = 5;
inline constexpr std::array<int, kValues> kDeck = {20, 20, 20, 22, 24, 26};
inline constexpr int kDeckSize = 132;
inline constexpr int kRowSize = 6;           // Q2, Q8 refill target
inline constexpr int kRowDiscardAt = 10;     // Q8 step 1
inline constexpr int kHandSize = 6;          // Q2, Q8 redeal
inline constexpr int kCollectionMax = 6;     // Q7
inline constexpr int kWinTotal = 21;         // Q9
inline constexpr int kDrawActionCards = 2;   // Q6
inline constexpr int kMaxCombineTotal = 6;   // Q5
inline constexpr int kMaxCombineCards = 6;   // Q5
// Longest pending queue: row refill + discard hands + one deal per seat.
inline constexpr int kMaxPending = 2 + kMaxSeats;

// Cards per value; index value-1.
using Counts = std::array<int, kValues>;

inline int CardTotal(const Counts& c) {
  int n = 0;
  for (int x : c) n += x;
  return n;
}
// Sum of the card values (a collection's score).
inline int ValueTotal(const Counts& c) {
  int n = 0;
  for (int i = 0; i < kValues; ++i) n += c[i] * (i + 1);
  return n;
}
inline bool IsCardValue(uint32_t v) { return v >= 1 && v <= kValues; }

// A CardCounts message as Counts, and back.
Counts FromProto(const pb::CardCounts& c);
void ToProto(const Counts& c, pb::CardCounts* out);

// The wire enums' numbers (quibbles.proto), so the codecs convert by cast.
enum class Phase { kMainAction = 1, kStashOrEnd = 2, kDrawing = 3, kFinished = 4 };
enum class AfterDrawing { kNone = 0, kFirstTurn = 1, kStashOrEnd = 2, kNextTurn = 3 };
enum class PendingKind { kDrawToRow = 1, kDrawToHand = 2, kDiscardHands = 3 };

// One queued draw (turn_flow.cc): `count` cards (1..6) to the row (seat 0) or to `seat`'s
// hand, or every hand discarded (seat 0, count 0).
struct PendingStep {
  PendingKind kind = PendingKind::kDrawToRow;
  int seat = 0;
  int count = 0;
};

// The options a game was set up with (options.h; edition is always bga_2023).
struct Options {
  bool allow_empty_take = false;        // R1
  bool keep_surplus = false;            // R2 (false: discard_all)
  bool win_requires_six_cards = false;  // R3
};

// Every field with its range once CheckState accepted it. There is no first_seat: after the
// deal (Q2) no rule looks at it, and the payload does not carry it.
struct State {
  int seat_count = 0;        // 2..5
  int current_seat = 0;      // whose turn, 0..seat_count-1 (the winner once finished)
  uint64_t rng_state = 0;    // engines/core/rng.h generator state (SEEDED)
  bool external = false;     // RANDOMNESS_MODE_EXTERNAL: draws wait for chance outcomes
  Options options;
  std::array<Counts, kMaxSeats> hands{};        // first seat_count used
  std::array<Counts, kMaxSeats> collections{};  // at most 6 cards each (Q7)
  Counts row{};                                 // at most 9 cards at a main action (Q8)
  Counts discard{};
  Counts draw{};
  // Together hands, collections, row and piles hold the deck exactly (Q1).
  Phase phase = Phase::kMainAction;
  AfterDrawing after = AfterDrawing::kNone;     // set exactly in Phase::kDrawing
  std::array<PendingStep, kMaxPending> pending{};
  int pending_begin = 0;  // index of the front step
  int pending_end = 0;    // one past the last step
  int winner = -1;        // a seat exactly when Phase::kFinished

  bool HasPending() const { return pending_begin < pending_end; }
  // Appends a step (the queue restarts at 0 when empty; it never needs more than kMaxPending).
  void Push(PendingStep s) {
    if (pending_begin == pending_end) pending_begin = pending_end = 0;
    if (pending_end < kMaxPending) pending[pending_end++] = s;
  }
};

// The boundary in: the envelope (CheckEnvelope), the payload parsed by protobuf, every section
// decoded (DecodePayload) and the whole checked (CheckState). Errors: the envelope's, or
// INVALID_ARGUMENT "state.payload[.<field>]: ...".
absl::Status DecodeState(const v1::GameInfo& info, const v1::GameState& state, State* out);
// The same on an already parsed payload: each section decoded, refusing what a State cannot
// hold (unknown enum values, counts outside 0..the deck's, sizes that disagree with their
// counts, more seats or steps than exist), then CheckState.
absl::Status DecodePayload(const pb::State& payload, State* out);
// Every invariant of a decoded state (check.cc): the deck accounted for exactly (Q1), the
// current seat a seat, collections of at most 6 cards (Q7), the row within Q8's bound for the
// phase, the winner set exactly when finished and winning (Q9), the pending queue consistent
// with the phase (drawing only when EXTERNAL, the front step a draw from a non-empty pile).
// INVALID_ARGUMENT "state.payload.<field>: ...".
absl::Status CheckState(const State& s);

// EncodePayload's and EncodeView's `viewer` for the full state (no field redacted).
inline constexpr int kFullState = -1000;

// The proto form `viewer` may see (kFullState, a seat or kSpectator): for a viewer, the other
// seats' hands and the draw pile absent and rng_state 0; hand_size and draw_pile_size kept
// (Q11). `out` must be empty or have been written only by this function (every field it can
// hold is overwritten or cleared; its submessages and repeated elements are reused): so
// EncodeView fills one per-thread message call after call (scratch.h).
void EncodePayload(const State& s, int viewer, pb::State* out);
// The full proto form (hand_size and draw_pile_size filled in).
pb::State EncodePayload(const State& s);
// The boundary out: the GameState envelope of the full state, serialized by protobuf from a
// per-thread reused message (records depend on these bytes).
v1::GameState EncodeState(const v1::GameInfo& info, const State& s);
// The envelope of `viewer`'s view (kFullState, a seat or kSpectator).
v1::GameState EncodeView(const v1::GameInfo& info, const State& s, int viewer);

}  // namespace quibbles
}  // namespace arbiter

#endif  // ARBITER_ENGINES_QUIBBLES_STATE_H_
