// Q4 SPLIT (with R1 and Q4's "a 1 can never be split"): judging, playing and listing.
//
// Listing: for each card value v >= 2 held (a 1 can never be split, R1) (ascending), every distinct multiset of row cards
// that can be cut into k >= 1 sets (k >= 0 under R1) of 2+ cards summing to v. The recursion
// walks the set shapes of v (moves.h) choosing how many of each to take; two choices that take
// the same row cards give the same state, so only the first (in shape order) is listed, found
// through a bitmap over the mixed-radix code of the taken counts. A row holds at most 10 cards
// (Q8), so the code is below prod(row[i] + 1) <= 3^4 * 2^2 = 324.
#include <bitset>
#include <string>
#include <utility>

#include "absl/strings/str_cat.h"
#include "engines/core/events.h"
#include "engines/quibbles/rules.h"
#include "engines/quibbles/scratch.h"
#include "engines/quibbles/violations.h"

namespace arbiter {
namespace quibbles {
namespace {

// One set of a SPLIT: its values in 1..6, 2 or more of them, summing to `card`, each held by
// what is left of the row (`left`); its shape index into SetShapes(card) in `shape`.
Verdict JudgeSet(const State& s, const pb::Set& set, int i, int card, Counts& left, int* shape) {
  const std::string field = absl::StrCat("split.sets[", i, "]");
  Counts counts{};
  uint64_t sum = 0;
  for (int j = 0; j < set.values_size(); ++j) {
    const uint32_t v = set.values(j);
    if (!IsCardValue(v)) return CardValueOutOfRange(absl::StrCat(field, ".values[", j, "]"), v);
    counts[v - 1] += 1;
    sum += v;
  }
  if (set.values_size() < 2) {
    return MakeViolation(kSplitSetTooSmall, field, "a set needs at least 2 cards");
  }
  if (sum != static_cast<uint64_t>(card)) {
    return MakeViolation(kSplitSetSumMismatch, field,
                         absl::StrCat("the set sums to ", sum, ", the card played is ", card));
  }
  for (int j = 0; j < set.values_size(); ++j) {
    const int v = static_cast<int>(set.values(j));
    const std::string vf = absl::StrCat(field, ".values[", j, "]");
    if (s.row[v - 1] == 0) {
      return MakeViolation(kSplitCardNotInRow, vf, absl::StrCat("the row holds no ", v));
    }
    if (--left[v - 1] < 0) {
      return MakeViolation(kSplitRowCardUsedTwice, vf,
                           absl::StrCat("the row holds only ", s.row[v - 1],
                                        " card(s) of value ", v,
                                        "; no row card may be in two sets"));
    }
  }
  *shape = FindSetShape(card, counts);
  return std::nullopt;
}

struct SplitSearch {
  const State* s;
  absl::Span<const SetShape> shapes;
  std::array<int, kValues> radix;  // place value of each card value in the code
  std::bitset<512> seen;
  Counts left;
  Move move;
  std::vector<Move>* out;

  void Visit(size_t shape, int code) {
    if (shape == shapes.size()) {
      if (move.set_count == 0 && !s->options.allow_empty_take) return;
      if (code < 0 || code >= static_cast<int>(seen.size()) || seen[code]) return;
      seen[code] = true;
      out->push_back(move);
      return;
    }
    // Take none of this shape, then 1, 2, ... while the row allows.
    Visit(shape + 1, code);
    const SetShape& set = shapes[shape];
    int taken = 0;
    while (move.set_count < kMaxSets) {
      bool fits = true;
      for (int i = 0; i < kValues; ++i) fits = fits && left[i] >= set.counts[i];
      if (!fits) break;
      for (int i = 0; i < kValues; ++i) {
        left[i] -= set.counts[i];
        code += set.counts[i] * radix[i];
      }
      move.sets[move.set_count++] = static_cast<uint8_t>(shape);
      ++taken;
      Visit(shape + 1, code);
    }
    move.set_count = static_cast<uint8_t>(move.set_count - taken);
    for (int i = 0; i < kValues; ++i) left[i] += taken * set.counts[i];
  }
};

}  // namespace

Verdict JudgeSplit(const State& s, const pb::Split& a, Move* m) {
  if (Verdict v = CheckMainAction(s)) return v;
  const Counts& hand = s.hands[s.current_seat];
  if (!IsCardValue(a.card())) return CardValueOutOfRange("split.card", a.card());
  const int card = static_cast<int>(a.card());
  if (hand[card - 1] == 0) {
    return MakeViolation(kSplitCardNotInHand, "split.card", absl::StrCat("no ", card, " in hand"));
  }
  if (a.sets_size() == 0 && !s.options.allow_empty_take) {
    return MakeViolation(kNothingTaken, "split.sets",
                         "take at least one set, or choose another action");
  }
  if (a.sets_size() == 0 && card == 1) {  // Q4, also under allow_empty_take (R1)
    return MakeViolation(kSplitCardIsOne, "split.card",
                         "a 1 can never be split, even taking nothing (Q4)");
  }
  Counts left = s.row;
  m->kind = Move::Kind::kSplit;
  m->value = static_cast<uint8_t>(card);
  m->set_count = 0;
  for (int i = 0; i < a.sets_size(); ++i) {
    int shape = -1;
    if (Verdict v = JudgeSet(s, a.sets(i), i, card, left, &shape)) return v;
    // Sum == card and 2+ values in 1..6 makes it one of the shapes; the row (<= 10 cards)
    // holds at most kMaxSets of them.
    if (shape < 0 || m->set_count >= kMaxSets) {
      return MakeViolation(kSplitRowCardUsedTwice, absl::StrCat("split.sets[", i, "]"),
                           "more sets than the row can hold");
    }
    m->sets[m->set_count++] = static_cast<uint8_t>(shape);
  }
  // Canonical order of the sets (insertion sort of at most 5).
  for (int i = 1; i < m->set_count; ++i) {
    for (int j = i; j > 0 && m->sets[j - 1] > m->sets[j]; --j) std::swap(m->sets[j - 1], m->sets[j]);
  }
  return std::nullopt;
}

void PlaySplit(State& s, int seat, const Move& m, Events* events) {
  Counts& hand = s.hands[seat];
  hand[m.value - 1] -= 1;
  s.discard[m.value - 1] += 1;
  absl::Span<const SetShape> shapes = SetShapes(m.value);
  for (int k = 0; k < m.set_count; ++k) {
    const SetShape& shape = shapes[m.sets[k]];
    for (int i = 0; i < kValues; ++i) {
      s.row[i] -= shape.counts[i];
      hand[i] += shape.counts[i];
    }
  }
  s.phase = Phase::kStashOrEnd;
  if (events) {
    pb::Event* d = PublicDetail();
    pb::SplitPlayed* played = d->mutable_split_played();
    played->set_seat(seat);
    played->set_card(m.value);
    for (int k = 0; k < m.set_count; ++k) {
      const SetShape& shape = shapes[m.sets[k]];
      played->add_sets()->mutable_values()->Add(shape.values.begin(),
                                                shape.values.begin() + shape.size);
    }
    events->push_back(PublicEvent(*d));
  }
}

void ListSplits(const State& s, const Counts& hand, std::vector<Move>* out) {
  SplitSearch search;
  search.s = &s;
  search.out = out;
  int place = 1;
  for (int i = 0; i < kValues; ++i) {
    search.radix[i] = place;
    place *= s.row[i] + 1;
  }
  for (int v = 2; v <= kValues; ++v) {  // a 1 can never be split (Q4)
    if (hand[v - 1] == 0) continue;
    search.shapes = SetShapes(v);
    search.seen.reset();
    search.left = s.row;
    search.move = Move();
    search.move.kind = Move::Kind::kSplit;
    search.move.value = static_cast<uint8_t>(v);
    search.Visit(0, 0);
  }
}

}  // namespace quibbles
}  // namespace arbiter
