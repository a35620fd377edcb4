// Q5 COMBINE (with R1): judging, playing and listing.
#include "absl/strings/str_cat.h"
#include "engines/core/events.h"
#include "engines/quibbles/rules.h"
#include "engines/quibbles/scratch.h"
#include "engines/quibbles/violations.h"

namespace arbiter {
namespace quibbles {

Verdict JudgeCombine(const State& s, const pb::Combine& a, Move* m) {
  if (Verdict v = CheckMainAction(s)) return v;
  if (a.cards_size() < 2) {
    return MakeViolation(kCombineTooFewCards, "combine.cards",
                         "combine plays 2 to 6 cards (one card is a split)");
  }
  Counts played{};
  uint64_t total = 0;
  for (int i = 0; i < a.cards_size(); ++i) {
    const uint32_t v = a.cards(i);
    if (!IsCardValue(v)) return CardValueOutOfRange(absl::StrCat("combine.cards[", i, "]"), v);
    total += v;
  }
  if (total > static_cast<uint64_t>(kMaxCombineTotal)) {
    return MakeViolation(kCombineTotalOverSix, "combine.cards",
                         absl::StrCat("the cards total ", total, "; at most 6"));
  }
  const Counts& hand = s.hands[s.current_seat];
  for (int i = 0; i < a.cards_size(); ++i) {
    const int v = static_cast<int>(a.cards(i));
    if (++played[v - 1] > hand[v - 1]) {
      return MakeViolation(kCombineCardNotInHand, absl::StrCat("combine.cards[", i, "]"),
                           absl::StrCat("the hand holds ", hand[v - 1], " card(s) of value ", v));
    }
  }
  const int t_value = static_cast<int>(total);
  if (a.take_count() == 0 && !s.options.allow_empty_take) {
    return MakeViolation(kNothingTaken, "combine.take_count",
                         "take at least one card, or choose another action");
  }
  if (a.take_count() > static_cast<uint32_t>(s.row[t_value - 1])) {
    return MakeViolation(kCombineTakeExceedsRow, "combine.take_count",
                         absl::StrCat("the row holds ", s.row[t_value - 1], " card(s) of value ",
                                      t_value));
  }
  m->kind = Move::Kind::kCombine;
  m->value = static_cast<uint8_t>(t_value);
  m->combine_shape = static_cast<uint8_t>(FindSetShape(t_value, played));
  m->take_count = static_cast<uint8_t>(a.take_count());
  return std::nullopt;
}

void PlayCombine(State& s, int seat, const Move& m, Events* events) {
  Counts& hand = s.hands[seat];
  const SetShape& shape = SetShapes(m.value)[m.combine_shape];
  for (int i = 0; i < kValues; ++i) {
    hand[i] -= shape.counts[i];
    s.discard[i] += shape.counts[i];
  }
  s.row[m.value - 1] -= m.take_count;
  hand[m.value - 1] += m.take_count;
  s.phase = Phase::kStashOrEnd;
  if (events) {
    pb::Event* d = PublicDetail();
    pb::CombinePlayed* played = d->mutable_combine_played();
    played->set_seat(seat);
    played->mutable_cards()->Add(shape.values.begin(), shape.values.begin() + shape.size);
    played->set_total(m.value);
    played->set_take_count(m.take_count);
    events->push_back(PublicEvent(*d));
  }
}

// Every multiset of 2+ held cards totalling t <= 6 (the set shapes of t), each with every
// take count from 1 (0 under R1) to the row's cards of value t.
void ListCombines(const State& s, const Counts& hand, std::vector<Move>* out) {
  const int min_take = s.options.allow_empty_take ? 0 : 1;
  for (int total = 2; total <= kMaxCombineTotal; ++total) {
    absl::Span<const SetShape> shapes = SetShapes(total);
    for (size_t k = 0; k < shapes.size(); ++k) {
      bool held = true;
      for (int i = 0; i < kValues; ++i) held = held && hand[i] >= shapes[k].counts[i];
      if (!held) continue;
      for (int take = min_take; take <= s.row[total - 1]; ++take) {
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

}  // namespace quibbles
}  // namespace arbiter
