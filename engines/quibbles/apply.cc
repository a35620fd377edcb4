// Judging actions (Q3-Q7, Q10, R1-R3) and playing moves.
#include <string>

#include "absl/strings/str_cat.h"
#include "engines/core/game.h"
#include "engines/core/violation.h"
#include "engines/quibbles/draws.h"
#include "engines/core/events.h"
#include "engines/quibbles/scratch.h"
#include "engines/quibbles/rules.h"

namespace arbiter {
namespace quibbles {
namespace {

using V = std::optional<v1::Violation>;

V Bad(absl::string_view code, absl::string_view rule, const std::string& field,
      const std::string& message) {
  return MakeViolation(code, rule, field, message);
}

V OutOfRange(const std::string& field, uint64_t value) {
  return Bad(kCardValueOutOfRange, "Q1", field,
             absl::StrCat("card value ", value, " is outside 1..6"));
}

// Checks shared by the three main actions (Q3, Q10).
V CheckMainAction(const Table& t) {
  if (t.phase != Phase::kMainAction) {
    return Bad(kMainActionAlreadyTaken, "Q3", "",
               "the main action of this turn is taken; stash or end the turn");
  }
  if (CardTotal(t.hands[t.current_seat]) == 0) {
    return Bad(kHandEmptyMustPass, "Q10", "", "the hand is empty: the only legal action is pass");
  }
  return std::nullopt;
}

V JudgeSplit(const Table& t, const pb::Split& a, Move* m) {
  if (V v = CheckMainAction(t)) return v;
  const Counts& hand = t.hands[t.current_seat];
  if (!IsCardValue(a.card())) return OutOfRange("split.card", a.card());
  const int card = static_cast<int>(a.card());
  if (hand[card - 1] == 0) {
    return Bad(kSplitCardNotInHand, "Q4", "split.card", absl::StrCat("no ", card, " in hand"));
  }
  if (a.sets_size() == 0 && !t.rules.allow_empty_take) {
    return Bad(kNothingTaken, "R1", "split.sets", "take at least one set, or choose another action");
  }
  Counts left = t.row;
  m->kind = Move::Kind::kSplit;
  m->value = static_cast<uint8_t>(card);
  m->set_count = 0;
  for (int i = 0; i < a.sets_size(); ++i) {
    const pb::Set& set = a.sets(i);
    const std::string field = absl::StrCat("split.sets[", i, "]");
    Counts counts{};
    uint64_t sum = 0;
    for (int j = 0; j < set.values_size(); ++j) {
      const uint32_t v = set.values(j);
      if (!IsCardValue(v)) return OutOfRange(absl::StrCat(field, ".values[", j, "]"), v);
      counts[v - 1] += 1;
      sum += v;
    }
    if (set.values_size() < 2) {
      return Bad(kSplitSetTooSmall, "Q4", field, "a set needs at least 2 cards");
    }
    if (sum != static_cast<uint64_t>(card)) {
      return Bad(kSplitSetSumMismatch, "Q4", field,
                 absl::StrCat("the set sums to ", sum, ", the card played is ", card));
    }
    for (int j = 0; j < set.values_size(); ++j) {
      const int v = static_cast<int>(set.values(j));
      const std::string vf = absl::StrCat(field, ".values[", j, "]");
      if (t.row[v - 1] == 0) {
        return Bad(kSplitCardNotInRow, "Q4", vf, absl::StrCat("the row holds no ", v));
      }
      if (--left[v - 1] < 0) {
        return Bad(kSplitRowCardUsedTwice, "Q4", vf,
                   absl::StrCat("the row holds only ", t.row[v - 1], " card(s) of value ", v,
                                "; no row card may be in two sets"));
      }
    }
    // Sum == card and 2+ values in 1..6 makes it one of the shapes; the row (<= 11 cards)
    // holds at most kMaxSets of them.
    const int shape = FindSetShape(card, counts);
    if (shape < 0 || m->set_count >= kMaxSets) {
      return Bad(kSplitRowCardUsedTwice, "Q4", field, "more sets than the row can hold");
    }
    m->sets[m->set_count++] = static_cast<uint8_t>(shape);
  }
  // Canonical order of the sets (insertion sort of at most 5).
  for (int i = 1; i < m->set_count; ++i) {
    for (int j = i; j > 0 && m->sets[j - 1] > m->sets[j]; --j) std::swap(m->sets[j - 1], m->sets[j]);
  }
  return std::nullopt;
}

V JudgeCombine(const Table& t, const pb::Combine& a, Move* m) {
  if (V v = CheckMainAction(t)) return v;
  if (a.cards_size() < 2) {
    return Bad(kCombineTooFewCards, "Q5", "combine.cards",
               "combine plays 2 to 6 cards (one card is a split)");
  }
  Counts played{};
  uint64_t total = 0;
  for (int i = 0; i < a.cards_size(); ++i) {
    const uint32_t v = a.cards(i);
    if (!IsCardValue(v)) return OutOfRange(absl::StrCat("combine.cards[", i, "]"), v);
    total += v;
  }
  if (total > static_cast<uint64_t>(kMaxCombineTotal)) {
    return Bad(kCombineTotalOverSix, "Q5", "combine.cards",
               absl::StrCat("the cards total ", total, "; at most 6"));
  }
  const Counts& hand = t.hands[t.current_seat];
  for (int i = 0; i < a.cards_size(); ++i) {
    const int v = static_cast<int>(a.cards(i));
    if (++played[v - 1] > hand[v - 1]) {
      return Bad(kCombineCardNotInHand, "Q5", absl::StrCat("combine.cards[", i, "]"),
                 absl::StrCat("the hand holds ", hand[v - 1], " card(s) of value ", v));
    }
  }
  const int t_value = static_cast<int>(total);
  if (a.take_count() == 0 && !t.rules.allow_empty_take) {
    return Bad(kNothingTaken, "R1", "combine.take_count",
               "take at least one card, or choose another action");
  }
  if (a.take_count() > static_cast<uint32_t>(t.row[t_value - 1])) {
    return Bad(kCombineTakeExceedsRow, "Q5", "combine.take_count",
               absl::StrCat("the row holds ", t.row[t_value - 1], " card(s) of value ",
                            t_value));
  }
  m->kind = Move::Kind::kCombine;
  m->value = static_cast<uint8_t>(t_value);
  m->combine_shape = static_cast<uint8_t>(FindSetShape(t_value, played));
  m->take_count = static_cast<uint8_t>(a.take_count());
  return std::nullopt;
}

V JudgeDraw(const Table& t, const pb::Draw& a, Move* m) {
  if (V v = CheckMainAction(t)) return v;
  if (!IsCardValue(a.card())) return OutOfRange("draw.card", a.card());
  if (t.hands[t.current_seat][a.card() - 1] == 0) {
    return Bad(kDrawCardNotInHand, "Q6", "draw.card", absl::StrCat("no ", a.card(), " in hand"));
  }
  m->kind = Move::Kind::kDraw;
  m->value = static_cast<uint8_t>(a.card());
  return std::nullopt;
}

V JudgeStash(const Table& t, const pb::Stash& a, Move* m) {
  if (t.phase != Phase::kStashOrEnd) {
    return Bad(kMainActionRequired, "Q3", "", "stash comes after this turn's main action");
  }
  if (!IsCardValue(a.value())) return OutOfRange("stash.value", a.value());
  const uint32_t drop = a.discard_from_collection();
  if (drop != 0 && !IsCardValue(drop)) {
    return OutOfRange("stash.discard_from_collection", drop);
  }
  const int v = static_cast<int>(a.value());
  const Counts& hand = t.hands[t.current_seat];
  if (hand[v - 1] < v) {
    return Bad(kStashTooFewCards, "Q7", "stash.value",
               absl::StrCat("stashing a ", v, " needs at least ", v, " of them in hand; it holds ",
                            hand[v - 1]));
  }
  const Counts& collection = t.collections[t.current_seat];
  if (CardTotal(collection) >= kCollectionMax) {
    if (drop == 0) {
      return Bad(kCollectionFullNameDiscard, "Q7", "stash.discard_from_collection",
                 "the collection holds 6 cards: name the one to discard");
    }
    if (collection[drop - 1] == 0) {
      return Bad(kCollectionCardNotHeld, "Q7", "stash.discard_from_collection",
                 absl::StrCat("the collection holds no ", drop));
    }
  } else if (drop != 0) {
    return Bad(kCollectionNotFull, "Q7", "stash.discard_from_collection",
               "the collection is not full: discard nothing (0)");
  }
  m->kind = Move::Kind::kStash;
  m->value = static_cast<uint8_t>(v);
  m->discard_from_collection = static_cast<uint8_t>(drop);
  return std::nullopt;
}

}  // namespace

std::optional<v1::Violation> Judge(const Table& t, int actor, const pb::Action& action,
                                   Move* move) {
  if (t.phase == Phase::kFinished) {
    return Bad(kGameOver, "Q9", "", "the game is over");
  }
  const bool is_chance = action.has_chance_outcome();
  if (is_chance != (actor == kChance)) {
    return Bad(kWrongActorForAction, "Q3", "",
               is_chance ? "only chance supplies chance outcomes"
                         : "chance may only supply a chance outcome");
  }
  if (is_chance) {
    if (t.phase != Phase::kDrawing) {
      return Bad(kNoChancePending, "Q10", "", "no card is waiting to be drawn");
    }
    const uint32_t v = action.chance_outcome().value();
    if (!IsCardValue(v)) return OutOfRange("chance_outcome.value", v);
    if (t.draw[v - 1] == 0) {
      return Bad(kImpossibleChanceOutcome, "Q10", "chance_outcome.value",
                 absl::StrCat("the draw pile holds no ", v));
    }
    move->kind = Move::Kind::kChance;
    move->value = static_cast<uint8_t>(v);
    return std::nullopt;
  }
  if (t.phase == Phase::kDrawing) {
    return Bad(kChanceOutcomePending, "Q10", "", "a card must be drawn first (chance outcome)");
  }
  if (actor != t.current_seat) {
    return Bad(kNotYourTurn, "Q3", "", absl::StrCat("it is seat ", t.current_seat, "'s turn"));
  }
  switch (action.move_case()) {
    case pb::Action::kSplit:
      return JudgeSplit(t, action.split(), move);
    case pb::Action::kCombine:
      return JudgeCombine(t, action.combine(), move);
    case pb::Action::kDraw:
      return JudgeDraw(t, action.draw(), move);
    case pb::Action::kStash:
      return JudgeStash(t, action.stash(), move);
    case pb::Action::kEndTurn:
      if (t.phase != Phase::kStashOrEnd) {
        return Bad(kMainActionRequired, "Q3", "", "take a main action before ending the turn");
      }
      move->kind = Move::Kind::kEndTurn;
      return std::nullopt;
    case pb::Action::kPass:
      if (t.phase != Phase::kMainAction) {
        return Bad(kMainActionAlreadyTaken, "Q3", "",
                   "the main action of this turn is taken; stash or end the turn");
      }
      if (CardTotal(t.hands[t.current_seat]) != 0) {
        return Bad(kPassNotAllowed, "Q10", "", "pass only with an empty hand");
      }
      move->kind = Move::Kind::kPass;
      return std::nullopt;
    default:
      // Empty actions are rejected before judging (INVALID_ARGUMENT).
      return Bad(kMainActionRequired, "Q3", "", "no move given");
  }
}

void Play(Table& t, int actor, const Move& m, std::vector<v1::Event>* events) {
  const int seat = actor;
  switch (m.kind) {
    case Move::Kind::kSplit: {
      Counts& hand = t.hands[seat];
      hand[m.value - 1] -= 1;
      t.discard[m.value - 1] += 1;
      absl::Span<const SetShape> shapes = SetShapes(m.value);
      for (int k = 0; k < m.set_count; ++k) {
        const SetShape& shape = shapes[m.sets[k]];
        for (int i = 0; i < kValues; ++i) {
          t.row[i] -= shape.counts[i];
          hand[i] += shape.counts[i];
        }
      }
      t.phase = Phase::kStashOrEnd;
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
      return;
    }
    case Move::Kind::kCombine: {
      Counts& hand = t.hands[seat];
      const SetShape& shape = SetShapes(m.value)[m.combine_shape];
      for (int i = 0; i < kValues; ++i) {
        hand[i] -= shape.counts[i];
        t.discard[i] += shape.counts[i];
      }
      t.row[m.value - 1] -= m.take_count;
      hand[m.value - 1] += m.take_count;
      t.phase = Phase::kStashOrEnd;
      if (events) {
        pb::Event* d = PublicDetail();
        pb::CombinePlayed* played = d->mutable_combine_played();
        played->set_seat(seat);
        played->mutable_cards()->Add(shape.values.begin(), shape.values.begin() + shape.size);
        played->set_total(m.value);
        played->set_take_count(m.take_count);
        events->push_back(PublicEvent(*d));
      }
      return;
    }
    case Move::Kind::kDraw: {
      t.hands[seat][m.value - 1] -= 1;
      t.row[m.value - 1] += 1;
      if (events) {
        pb::Event* d = PublicDetail();
        d->mutable_card_added_to_row()->set_seat(seat);
        d->mutable_card_added_to_row()->set_card(m.value);
        events->push_back(PublicEvent(*d));
      }
      t.Push({PendingKind::kDrawToHand, seat, kDrawActionCards});
      t.after = AfterDrawing::kStashOrEnd;
      t.phase = Phase::kDrawing;
      ResolvePending(t, 0, events);
      return;
    }
    case Move::Kind::kStash: {
      Counts& hand = t.hands[seat];
      Counts& collection = t.collections[seat];
      const int v = m.value;
      if (m.discard_from_collection != 0) {
        collection[m.discard_from_collection - 1] -= 1;
        t.discard[m.discard_from_collection - 1] += 1;
        if (events) {
          pb::Event* d = PublicDetail();
          d->mutable_collection_discarded()->set_seat(seat);
          d->mutable_collection_discarded()->set_value(m.discard_from_collection);
          events->push_back(PublicEvent(*d));
        }
      }
      collection[v - 1] += 1;
      hand[v - 1] -= 1;
      const int discarded = t.rules.keep_surplus ? v - 1 : hand[v - 1];  // R2
      hand[v - 1] -= discarded;
      t.discard[v - 1] += discarded;
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
      const bool wins = total >= kWinTotal && (!t.rules.win_requires_six_cards ||
                                               CardTotal(collection) == kCollectionMax);
      if (wins) {  // Q9, R3: the game ends at once; no housekeeping.
        t.phase = Phase::kFinished;
        t.winner = seat;
        if (events) {
          pb::Event* d = PublicDetail();
          d->mutable_game_won()->set_seat(seat);
          d->mutable_game_won()->set_collection_total(total);
          events->push_back(PublicEvent(*d));
        }
        return;
      }
      Housekeeping(t, events);
      return;
    }
    case Move::Kind::kEndTurn:
      Housekeeping(t, events);
      return;
    case Move::Kind::kPass:
      if (events) {
        pb::Event* d = PublicDetail();
        d->mutable_passed()->set_seat(seat);
        events->push_back(PublicEvent(*d));
      }
      Housekeeping(t, events);
      return;
    case Move::Kind::kChance:
      ResolvePending(t, m.value, events);
      return;
  }
}

}  // namespace quibbles
}  // namespace arbiter
