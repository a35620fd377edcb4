// The complete legal-move listing (Q3-Q7, Q10, R1), allocation-free apart from `out`.
//
// SPLIT: for each card value v held (ascending), every distinct multiset of row cards that can
// be cut into k >= 1 sets (k >= 0 under R1) of 2+ cards summing to v. The recursion walks the
// set shapes of v (moves.h) choosing how many of each to take; two choices that take the same
// row cards give the same state, so only the first (in shape order) is listed, found through a
// bitmap over the mixed-radix code of the taken counts. A row holds at most 11 cards, so the
// code is below prod(row[i] + 1) <= 3^5 * 2 = 486.
#include <bitset>

#include "engines/core/game.h"
#include "engines/quibbles/rules.h"

namespace arbiter {
namespace quibbles {
namespace {

constexpr int kCodeSpace = 512;

struct SplitSearch {
  const Table* t;
  int card;
  absl::Span<const SetShape> shapes;
  std::array<int, kValues> radix;  // place value of each card value in the code
  std::bitset<kCodeSpace> seen;
  Counts left;
  Move move;
  std::vector<Move>* out;

  void Visit(size_t shape, int code) {
    if (shape == shapes.size()) {
      if (move.set_count == 0 && !t->rules.allow_empty_take) return;
      if (code < 0 || code >= kCodeSpace || seen[code]) return;
      seen[code] = true;
      out->push_back(move);
      return;
    }
    // Take none of this shape, then 1, 2, ... while the row allows.
    Visit(shape + 1, code);
    const SetShape& s = shapes[shape];
    int taken = 0;
    while (move.set_count < kMaxSets) {
      bool fits = true;
      for (int i = 0; i < kValues; ++i) fits = fits && left[i] >= s.counts[i];
      if (!fits) break;
      for (int i = 0; i < kValues; ++i) {
        left[i] -= s.counts[i];
        code += s.counts[i] * radix[i];
      }
      move.sets[move.set_count++] = static_cast<uint8_t>(shape);
      ++taken;
      Visit(shape + 1, code);
    }
    move.set_count = static_cast<uint8_t>(move.set_count - taken);
    for (int i = 0; i < kValues; ++i) left[i] += taken * s.counts[i];
  }
};

void ListSplits(const Table& t, const Counts& hand, std::vector<Move>* out) {
  SplitSearch search;
  search.t = &t;
  search.out = out;
  int place = 1;
  for (int i = 0; i < kValues; ++i) {
    search.radix[i] = place;
    place *= t.row[i] + 1;
  }
  for (int v = 1; v <= kValues; ++v) {
    if (hand[v - 1] == 0) continue;
    search.card = v;
    search.shapes = SetShapes(v);
    search.seen.reset();
    search.left = t.row;
    search.move = Move();
    search.move.kind = Move::Kind::kSplit;
    search.move.value = static_cast<uint8_t>(v);
    search.Visit(0, 0);
  }
}

void ListCombines(const Table& t, const Counts& hand, std::vector<Move>* out) {
  const int min_take = t.rules.allow_empty_take ? 0 : 1;
  for (int total = 2; total <= kMaxCombineTotal; ++total) {
    absl::Span<const SetShape> shapes = SetShapes(total);
    for (size_t k = 0; k < shapes.size(); ++k) {
      bool held = true;
      for (int i = 0; i < kValues; ++i) held = held && hand[i] >= shapes[k].counts[i];
      if (!held) continue;
      for (int take = min_take; take <= t.row[total - 1]; ++take) {
        Move m;
        m.kind = Move::Kind::kCombine;
        m.value = static_cast<uint8_t>(total);
        m.combine_shape = static_cast<uint8_t>(k);
        m.take_count = static_cast<uint8_t>(take);
        out->push_back(m);
      }
    }
  }
}

}  // namespace

void ListMoves(const Table& t, int actor, std::vector<Move>* out) {
  out->clear();
  if (t.phase == Phase::kFinished) return;
  if (actor == kChance) {
    if (t.phase != Phase::kDrawing) return;
    for (int v = 1; v <= kValues; ++v) {
      if (t.draw[v - 1] == 0) continue;
      Move m;
      m.kind = Move::Kind::kChance;
      m.value = static_cast<uint8_t>(v);
      out->push_back(m);
    }
    return;
  }
  if (actor != t.current_seat || t.phase == Phase::kDrawing) return;
  const Counts& hand = t.hands[actor];
  if (t.phase == Phase::kMainAction) {
    if (CardTotal(hand) == 0) {  // Q10
      Move m;
      m.kind = Move::Kind::kPass;
      out->push_back(m);
      return;
    }
    ListSplits(t, hand, out);
    ListCombines(t, hand, out);
    for (int v = 1; v <= kValues; ++v) {
      if (hand[v - 1] == 0) continue;
      Move m;
      m.kind = Move::Kind::kDraw;
      m.value = static_cast<uint8_t>(v);
      out->push_back(m);
    }
    return;
  }
  // PHASE_STASH_OR_END (Q7).
  const Counts& collection = t.collections[actor];
  const bool full = CardTotal(collection) >= kCollectionMax;
  for (int v = 1; v <= kValues; ++v) {
    if (hand[v - 1] < v) continue;
    Move m;
    m.kind = Move::Kind::kStash;
    m.value = static_cast<uint8_t>(v);
    if (!full) {
      out->push_back(m);
      continue;
    }
    for (int c = 1; c <= kValues; ++c) {
      if (collection[c - 1] == 0) continue;
      m.discard_from_collection = static_cast<uint8_t>(c);
      out->push_back(m);
    }
  }
  Move end;
  end.kind = Move::Kind::kEndTurn;
  out->push_back(end);
}

}  // namespace quibbles
}  // namespace arbiter
