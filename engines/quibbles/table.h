// Quibbles' native state ("the table"): the hot-path representation of
// arbiter.games.quibbles.v1.State, plain arrays of counts, plus the conversions to and from the
// proto. Every rule (apply.cc, draws.cc, legal.cc, view.cc) works on a Table. ParseTable
// parses the payload with protobuf into a per-thread reused message (scratch.h), takes its
// fields (RawFromProto) and checks them (TableFromRaw); PackTable / PackView overwrite a
// per-thread reused message (ToProto) and serialize it with protobuf.
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

// One Seat as it arrived.
struct RawSeat {
  Counts hand{};
  int32_t hand_size = 0;
  Counts collection{};
};

// One PendingStep as it arrived (kind as the wire's enum number).
struct RawStep {
  int32_t kind = 0;
  int32_t seat = 0;
  int32_t count = 0;
};

// Every field of State that TableFromRaw reads, before any check. Enums are kept as their
// numbers (proto3 enums are open). Only the first kMaxSeats seats and kMaxPending steps are
// kept; the counts are the full numbers of elements (a state with more is refused by the
// checks, which name the count).
struct RawState {
  int32_t edition = 0;
  bool allow_empty_take = false;
  int32_t stash_surplus = 0;
  bool win_requires_six_cards = false;
  int32_t randomness_mode = 0;
  uint64_t rng_state = 0;
  int64_t seat_count = 0;
  std::array<RawSeat, kMaxSeats> seats{};
  Counts row{};
  Counts discard_pile{};
  Counts draw_pile{};
  int32_t draw_pile_size = 0;
  int32_t current_seat = 0;
  int32_t phase = 0;
  int32_t after_drawing = 0;
  int64_t pending_count = 0;
  std::array<RawStep, kMaxPending> pending{};
  bool has_winner = false;
  int32_t winner = 0;
};

// The fields of a parsed payload, as TableFromRaw reads them.
void RawFromProto(const pb::State& s, RawState* out);
// The checks of ParseTable on those fields; ParseTable and TableFromProto both end here, so
// their verdicts and messages are the same.
absl::Status TableFromRaw(const RawState& s, Table* out);

// ToProto's and PackView's `viewer` for the full state (no field redacted).
inline constexpr int kFullState = -1000;

// The full proto form (hand_size and draw_pile_size filled in); `out` must be empty.
pb::State ToProto(const Table& t);
void ToProto(const Table& t, pb::State* out);
// The proto form `viewer` may see (kFullState, a seat or kSpectator): for a viewer, the other
// seats' hands and the draw pile absent and rng_state 0; hand_size and draw_pile_size kept
// (Q11). `out` must be empty or have been written only by this function (every field it can
// hold is overwritten or cleared; its submessages and repeated elements are reused): so
// PackView fills one per-thread message call after call (scratch.h).
void ToProto(const Table& t, int viewer, pb::State* out);
// The GameState envelope of the full proto form: PackState(info, ToProto(t)), serialized by
// protobuf from a per-thread reused message (records depend on these bytes).
v1::GameState PackTable(const v1::GameInfo& info, const Table& t);
// The envelope of `viewer`'s view (kFullState, a seat or kSpectator): PackState(info,
// ViewOf(t, viewer)) (rules.h).
v1::GameState PackView(const v1::GameInfo& info, const Table& t, int viewer);

}  // namespace quibbles
}  // namespace arbiter

#endif  // ARBITER_ENGINES_QUIBBLES_TABLE_H_
