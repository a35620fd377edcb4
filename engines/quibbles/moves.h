// Quibbles moves in native form (Move) and the table of every possible SPLIT set.
//
// A Move is the hot-path form of arbiter.games.quibbles.v1.Action: the legal-action listing
// (split.cc, combine.cc, ...) produces Moves without touching protobuf, Play (rules.h) applies them, and
// ToAction / the judges convert at the boundary.
//
//   const Partitions& sets = SplitSets(6);     // the 10 ways to make a set summing to 6
//   Move m = Move::Split(6, {set_index_of_33, set_index_of_24});
//   pb::Action a = ToAction(m);                // canonical proto form
//   PackAction(m, &any);                       // == PackInto(ToAction(m), &any)
#ifndef ARBITER_ENGINES_QUIBBLES_MOVES_H_
#define ARBITER_ENGINES_QUIBBLES_MOVES_H_

#include <array>
#include <cstdint>

#include "absl/types/span.h"
#include "engines/quibbles/state.h"
#include "google/protobuf/any.pb.h"

namespace arbiter {
namespace quibbles {

// A set of row cards a SPLIT may take (Q4): 2 or more values summing to `total`.
struct SetShape {
  int total = 0;
  int size = 0;                  // number of cards, >= 2
  Counts counts{};               // cards per value
  std::array<uint8_t, 6> values{};  // ascending, first `size` entries
};

// Every SetShape of `total` (2..6), in canonical order (ascending value lists compared
// lexicographically): 1, 2, 4, 6 and 10 shapes for totals 2..6; empty span for other totals.
// The same shapes are the multisets of hand cards a COMBINE (Q5) may play for that total.
absl::Span<const SetShape> SetShapes(int total);
// Index within SetShapes(total) of the shape with these counts, or -1.
int FindSetShape(int total, const Counts& counts);

// At most 5 sets fit in a row of at most 10 cards (each set has 2+ cards; Q8).
inline constexpr int kMaxSets = 5;

struct Move {
  enum class Kind : uint8_t { kSplit, kCombine, kDraw, kStash, kEndTurn, kPass, kChance };
  Kind kind = Kind::kEndTurn;
  // SPLIT: the card played. COMBINE: the total t. DRAW: the card put in the row. STASH: the
  // value stashed. CHANCE: the value drawn.
  uint8_t value = 0;
  // SPLIT: sets taken, as indices into SetShapes(value), ascending.
  uint8_t set_count = 0;
  std::array<uint8_t, kMaxSets> sets{};
  // COMBINE: index into SetShapes(value) of the cards played; cards taken from the row.
  uint8_t combine_shape = 0;
  uint8_t take_count = 0;
  // STASH: value of the collection card discarded first (0: none).
  uint8_t discard_from_collection = 0;
};

// The canonical proto form of a move (values ascending inside a set, sets in canonical order,
// combine cards ascending).
pb::Action ToAction(const Move& m);
// The same into `out`, which must be empty.
void ToAction(const Move& m, pb::Action* out);

// `m` as an Action in an Any: PackInto(ToAction(m), out), built in a per-thread reused message
// (scratch.h) and serialized by protobuf. Every LegalActions lists dozens of these.
void PackAction(const Move& m, google::protobuf::Any* out);

}  // namespace quibbles
}  // namespace arbiter

#endif  // ARBITER_ENGINES_QUIBBLES_MOVES_H_
