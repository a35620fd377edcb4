// The wire form of arbiter.games.quibbles.v1.State (proto/arbiter/games/quibbles/v1/
// quibbles.proto), read and written straight from and to bytes, without building the proto
// message: the hot path of every call (ParseTable / PackTable, table.h).
//
//   RawState raw;
//   if (!ReadStateWire(payload_bytes, &raw)) ...;   // == !pb::State::ParseFromString(bytes)
//   ... TableFromRaw(raw, &table) (table.h) runs every check ...
//   std::string bytes;
//   WriteStateWire(t, kFullState, &bytes);           // == ToProto(t).SerializeAsString()
//   WriteStateWire(t, viewer, &bytes);               // == ViewOf(t, viewer).SerializeAsString()
//
// Contract (held by quibbles_test_wire.cc against protobuf itself, over playout states, the
// fuzz corpus and mutated bytes):
//   - ReadStateWire accepts exactly the byte strings protobuf 3.21's generated parser accepts
//     for State and yields the same field values: varints of at most 10 bytes (int32/enum
//     fields keep the low 32 bits, bools are "!= 0"), tags of at most 5 bytes, lengths that fit
//     the enclosing message, last value wins for repeated scalars, repeated occurrences of a
//     singular submessage merge, every `seats` / `pending_steps` occurrence is a new element;
//     unknown fields (any number, wire types 0, 1, 2, 5, and groups closed by their own end
//     tag) are skipped; field number 0, wire types 6 and 7, a stray end-group tag, a truncated
//     field, and nesting deeper than protobuf's default recursion limit (100) are refused.
//     A field with a known number but another wire type is an unknown field, as in protobuf.
//   - WriteStateWire writes what SerializeToString writes for the proto form of the table
//     (proto3: field-number order, zero scalars omitted, submessages always present in the full
//     form, int32 negatives as 10-byte varints), so recorded states stay byte-identical.
#ifndef ARBITER_ENGINES_QUIBBLES_WIRE_H_
#define ARBITER_ENGINES_QUIBBLES_WIRE_H_

#include <array>
#include <cstdint>
#include <string>

#include "absl/strings/string_view.h"
#include "engines/quibbles/table.h"

namespace arbiter {
namespace quibbles {

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

// Every field of State TableFromRaw reads, before any check. Enums are kept as their numbers
// (proto3 enums are open). Only the first kMaxSeats seats and kMaxPending steps are kept; the
// counts are the full numbers of elements (a state with more is refused by the checks, which
// name the count).
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

// Parses State bytes into `out` (reset first). False when protobuf would refuse the bytes.
bool ReadStateWire(absl::string_view bytes, RawState* out);

// The same fields taken from a parsed proto (the reference path; tests and TableFromProto).
void RawFromProto(const pb::State& s, RawState* out);

// WriteStateWire's `viewer` for the full state (no field redacted).
inline constexpr int kFullState = -1000;

// Replaces `out` with the serialized State of `t`: the full form (kFullState), or the view of
// `viewer` (a seat or kSpectator): the other seats' hands and the draw pile absent, rng_state
// 0; hand_size and draw_pile_size kept (Q11).
void WriteStateWire(const Table& t, int viewer, std::string* out);

}  // namespace quibbles
}  // namespace arbiter

#endif  // ARBITER_ENGINES_QUIBBLES_WIRE_H_
