// Q7 STASH (with R2 and the win, Q9 and R3): judging, playing and listing.
#include "absl/strings/str_cat.h"
#include "engines/core/events.h"
#include "engines/quibbles/rules.h"
#include "engines/quibbles/scratch.h"
#include "engines/quibbles/violations.h"

namespace arbiter {
namespace quibbles {
namespace {

// The collection card named for discard (0: none) against the collection's fullness (Q7).
Verdict JudgeCollectionDiscard(const Counts& collection, uint32_t drop) {
  if (CardTotal(collection) >= kCollectionMax) {
    if (drop == 0) {
      return MakeViolation(kCollectionFullNameDiscard, "stash.discard_from_collection",
                           "the collection holds 6 cards: name the one to discard");
    }
    if (collection[drop - 1] == 0) {
      return MakeViolation(kCollectionCardNotHeld, "stash.discard_from_collection",
                           absl::StrCat("the collection holds no ", drop));
    }
  } else if (drop != 0) {
    return MakeViolation(kCollectionNotFull, "stash.discard_from_collection",
                         "the collection is not full: discard nothing (0)");
  }
  return std::nullopt;
}

// Q9, R3: a STASH bringing the collection to 21 or more (and 6 cards, under
// win_requires_six_cards) ends the game at once.
void Win(State& s, int seat, int total, Events* events) {
  s.phase = Phase::kFinished;
  s.winner = seat;
  if (events) {
    pb::Event* d = PublicDetail();
    d->mutable_game_won()->set_seat(seat);
    d->mutable_game_won()->set_collection_total(total);
    events->push_back(PublicEvent(*d));
  }
}

}  // namespace

Verdict JudgeStash(const State& s, const pb::Stash& a, Move* m) {
  if (s.phase != Phase::kStashOrEnd) {
    return MakeViolation(kMainActionRequired, "", "stash comes after this turn's main action");
  }
  if (!IsCardValue(a.value())) return CardValueOutOfRange("stash.value", a.value());
  const uint32_t drop = a.discard_from_collection();
  if (drop != 0 && !IsCardValue(drop)) {
    return CardValueOutOfRange("stash.discard_from_collection", drop);
  }
  const int v = static_cast<int>(a.value());
  const Counts& hand = s.hands[s.current_seat];
  if (hand[v - 1] < v) {
    return MakeViolation(kStashTooFewCards, "stash.value",
                         absl::StrCat("stashing a ", v, " needs at least ", v,
                                      " of them in hand; it holds ", hand[v - 1]));
  }
  if (Verdict verdict = JudgeCollectionDiscard(s.collections[s.current_seat], drop)) {
    return verdict;
  }
  m->kind = Move::Kind::kStash;
  m->value = static_cast<uint8_t>(v);
  m->discard_from_collection = static_cast<uint8_t>(drop);
  return std::nullopt;
}

void PlayStash(State& s, int seat, const Move& m, Events* events) {
  Counts& hand = s.hands[seat];
  Counts& collection = s.collections[seat];
  const int v = m.value;
  if (m.discard_from_collection != 0) {
    collection[m.discard_from_collection - 1] -= 1;
    s.discard[m.discard_from_collection - 1] += 1;
    if (events) {
      pb::Event* d = PublicDetail();
      d->mutable_collection_discarded()->set_seat(seat);
      d->mutable_collection_discarded()->set_value(m.discard_from_collection);
      events->push_back(PublicEvent(*d));
    }
  }
  collection[v - 1] += 1;
  hand[v - 1] -= 1;
  const int discarded = s.options.keep_surplus ? v - 1 : hand[v - 1];  // R2
  hand[v - 1] -= discarded;
  s.discard[v - 1] += discarded;
  const int total = ValueTotal(collection);
  if (events) {
    pb::Event* d = PublicDetail();
    pb::Stashed* stashed = d->mutable_stashed();
    stashed->set_seat(seat);
    stashed->set_value(v);
    stashed->set_discarded_count(discarded);
    stashed->set_collection_total(total);
    events->push_back(PublicEvent(*d));
  }
  const bool wins = total >= kWinTotal && (!s.options.win_requires_six_cards ||
                                           CardTotal(collection) == kCollectionMax);
  if (wins) {
    Win(s, seat, total, events);  // no housekeeping (Q8)
    return;
  }
  Housekeeping(s, events);
}

// Each value held at least value times; with a full collection, once per distinct collection
// value to discard first.
void ListStashes(const State& s, int seat, std::vector<Move>* out) {
  const Counts& hand = s.hands[seat];
  const Counts& collection = s.collections[seat];
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
}

}  // namespace quibbles
}  // namespace arbiter
