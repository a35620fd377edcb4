// Quibbles' native state ("the table"): the hot-path representation of
// arbiter.games.quibbles.v1.State, plain arrays of counts, plus the conversions to and from the
// proto. Every rule (apply.cc, draws.cc, legal.cc, view.cc) works on a Table. ParseTable and
// PackTable go straight between the payload bytes and the Table (wire.h); the proto forms
// (TableFromProto, ToProto) are the reference they must equal, byte for byte.
//
//   Table t;
//   ARBITER_RETURN_IF_ERROR(ParseTable(info, game_state, &t));   // Check()'s validation
//   ... mutate t ...
//   v1::GameState next = PackTable(info, t);
//
// Card values are 1..6; a Counts array is indexed by value - 1 (Q1: cards of one value are
// interchangeable).
#ifndef ARBITER_ENGINES_QUIBBLES_TABLE_H_
#define ARBITER_ENGINES_QUIBBLES_TABLE_H_

#include <array>
#include <cstdint>

#include "absl/status/status.h"
#include "arbiter/games/quibbles/v1/quibbles.pb.h"
#include "arbiter/v1/game_info.pb.h"
#include "arbiter/v1/game_state.pb.h"

namespace arbiter {
namespace quibbles {

namespace pb = ::arbiter::games::quibbles::v1;

// Q1 components (shared/data/quibbles_components.json).
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

Counts FromProto(const pb::CardCounts& c);
void ToProto(const Counts& c, pb::CardCounts* out);

enum class Phase { kMainAction = 1, kStashOrEnd = 2, kDrawing = 3, kFinished = 4 };
enum class AfterDrawing { kNone = 0, kFirstTurn = 1, kStashOrEnd = 2, kNextTurn = 3 };
enum class PendingKind { kDrawToRow = 1, kDrawToHand = 2, kDiscardHands = 3 };

struct PendingStep {
  PendingKind kind = PendingKind::kDrawToRow;
  int seat = 0;
  int count = 0;
};

struct Rules {
  bool allow_empty_take = false;        // R1
  bool keep_surplus = false;            // R2 (false: discard_all)
  bool win_requires_six_cards = false;  // R3
};

struct Table {
  Rules rules;
  bool external = false;  // RANDOMNESS_MODE_EXTERNAL
  uint64_t rng_state = 0;
  int seat_count = 0;
  std::array<Counts, kMaxSeats> hands{};
  std::array<Counts, kMaxSeats> collections{};
  Counts row{};
  Counts discard{};
  Counts draw{};
  int current_seat = 0;
  Phase phase = Phase::kMainAction;
  AfterDrawing after = AfterDrawing::kNone;
  std::array<PendingStep, kMaxPending> pending{};
  int pending_begin = 0;  // index of the front step
  int pending_end = 0;    // one past the last step
  int winner = -1;

  bool HasPending() const { return pending_begin < pending_end; }
  // Appends a step (the queue restarts at 0 when empty; it never needs more than kMaxPending).
  void Push(PendingStep s) {
    if (pending_begin == pending_end) pending_begin = pending_end = 0;
    if (pending_end < kMaxPending) pending[pending_end++] = s;
  }
};

// Parses and validates the payload (Check): envelope, every field in range, every card of the
// deck accounted for exactly once (hands + row + discard + draw pile + collections = 20,20,20,
// 22,24,26), hand_size/draw_pile_size equal to their counts, collections <= 6 cards, row <= 10
// cards in PHASE_MAIN_ACTION (<= 11 otherwise: a DRAW may add a card to a row of 10), phase
// consistent with pending steps (PHASE_DRAWING iff steps pending, EXTERNAL mode only, and then
// the front step is a draw of >= 1 card from a non-empty draw pile), winner set iff finished.
// Errors: INVALID_ARGUMENT "state.payload.<field>: ..." / the envelope's errors.
absl::Status ParseTable(const v1::GameInfo& info, const v1::GameState& state, Table* out);
// Same validation on an already unpacked payload.
absl::Status TableFromProto(const pb::State& s, Table* out);
// Same validation on the fields as read from the wire (wire.h); ParseTable and TableFromProto
// both end here, so their verdicts and messages are the same.
struct RawState;
absl::Status TableFromRaw(const RawState& s, Table* out);

// The full proto form (hand_size and draw_pile_size filled in); `out` must be empty.
pb::State ToProto(const Table& t);
void ToProto(const Table& t, pb::State* out);
// The GameState envelope of the full proto form (its payload bytes written by WriteStateWire,
// identical to PackState(info, ToProto(t))).
v1::GameState PackTable(const v1::GameInfo& info, const Table& t);
// The envelope of `viewer`'s view (a seat or kSpectator): payload bytes identical to
// PackState(info, ViewOf(t, viewer)) (rules.h).
v1::GameState PackView(const v1::GameInfo& info, const Table& t, int viewer);

}  // namespace quibbles
}  // namespace arbiter

#endif  // ARBITER_ENGINES_QUIBBLES_TABLE_H_
