// Turn flow (rules.md Q2, Q3, Q8, Q10): the deal, the main action and the end of a turn, PASS,
// the pending-draw queue and its chance outcomes, the housekeeping, and TurnOf.
#include "engines/quibbles/rules.h"

#include <array>
#include <cstdint>

#include "absl/strings/str_cat.h"
#include "engines/core/events.h"
#include "engines/core/game.h"
#include "engines/core/rng.h"
#include "engines/quibbles/scratch.h"
#include "engines/quibbles/violations.h"

namespace arbiter {
namespace quibbles {
namespace {

// Cards drawn by the front step since its last event.
struct Drawn {
  int count = 0;
  std::array<uint8_t, kHandSize> values{};
  void Add(int v) {
    if (count < kHandSize) values[count++] = static_cast<uint8_t>(v);
  }
};

// Reports what the front step drew so far: row cards publicly, hand cards privately.
void Flush(const PendingStep& step, Drawn& d, Events* events) {
  if (events != nullptr && d.count > 0) {
    if (step.kind == PendingKind::kDrawToRow) {
      pb::Event* detail = PublicDetail();
      detail->mutable_row_refilled()->mutable_values()->Add(d.values.begin(),
                                                            d.values.begin() + d.count);
      events->push_back(PublicEvent(*detail));
    } else {
      auto [open, closed] = PrivateDetails();
      pb::CardsDrawn* drew = open->mutable_cards_drawn();
      drew->set_seat(step.seat);
      drew->set_count(d.count);
      drew->mutable_values()->Add(d.values.begin(), d.values.begin() + d.count);
      closed->mutable_cards_drawn()->set_seat(step.seat);
      closed->mutable_cards_drawn()->set_count(d.count);
      events->push_back(PrivateEvent(*open, {step.seat}, *closed));
    }
  }
  d.count = 0;
}

// Moves one card of value v from the draw pile to the step's destination.
void Place(State& t, PendingStep& step, int v) {
  t.draw[v - 1] -= 1;
  if (step.kind == PendingKind::kDrawToRow) {
    t.row[v - 1] += 1;
  } else {
    t.hands[step.seat][v - 1] += 1;
  }
  step.count -= 1;
}

void DiscardHands(State& t, Events* events) {
  for (int p = 0; p < t.seat_count; ++p) {
    if (events != nullptr) {
      auto [open, closed] = PrivateDetails();
      pb::HandDiscarded* discarded = open->mutable_hand_discarded();
      discarded->set_seat(p);
      discarded->set_count(CardTotal(t.hands[p]));
      ToProto(t.hands[p], discarded->mutable_cards());
      closed->mutable_hand_discarded()->set_seat(p);
      closed->mutable_hand_discarded()->set_count(CardTotal(t.hands[p]));
      events->push_back(PrivateEvent(*open, {p}, *closed));
    }
    for (int i = 0; i < kValues; ++i) t.discard[i] += t.hands[p][i];
    t.hands[p] = Counts{};
  }
}

void AfterDraws(State& t, Events* events) {
  t.pending_begin = t.pending_end = 0;
  const AfterDrawing after = t.after;
  t.after = AfterDrawing::kNone;
  switch (after) {
    case AfterDrawing::kStashOrEnd:
      t.phase = Phase::kStashOrEnd;
      return;
    case AfterDrawing::kNextTurn: {
      const int next = (t.current_seat + 1) % t.seat_count;
      if (events != nullptr) {
        pb::Event* d = PublicDetail();
        d->mutable_turn_ended()->set_seat(t.current_seat);
        d->mutable_turn_ended()->set_next_seat(next);
        events->push_back(PublicEvent(*d));
      }
      t.current_seat = next;
      t.phase = Phase::kMainAction;
      return;
    }
    case AfterDrawing::kFirstTurn:
    case AfterDrawing::kNone:
      t.phase = Phase::kMainAction;
      return;
  }
}

}  // namespace

void ResolvePending(State& t, int chance_value, Events* events) {
  Drawn drawn;
  if (chance_value >= 1 && chance_value <= kValues && t.HasPending()) {
    PendingStep& step = t.pending[t.pending_begin];
    if (step.kind != PendingKind::kDiscardHands && step.count > 0 &&
        t.draw[chance_value - 1] > 0) {
      Place(t, step, chance_value);
      drawn.Add(chance_value);
    }
  }
  // Each pass pops a step, reshuffles a non-empty discard pile into an empty draw pile (the
  // next pass then draws), or draws one card: bounded by the queue's cards.
  while (t.HasPending()) {
    PendingStep& step = t.pending[t.pending_begin];
    if (step.kind == PendingKind::kDiscardHands) {
      DiscardHands(t, events);
      ++t.pending_begin;
      continue;
    }
    if (step.count <= 0) {
      Flush(step, drawn, events);
      ++t.pending_begin;
      continue;
    }
    if (CardTotal(t.draw) == 0) {
      Flush(step, drawn, events);
      if (CardTotal(t.discard) == 0) {  // Q10: the draw does not happen.
        if (events != nullptr) {
          const bool row = step.kind == PendingKind::kDrawToRow;
          pb::Event* d = PublicDetail();
          pb::ShortDraw* s = d->mutable_short_draw();
          s->set_destination(row ? pb::DRAW_DESTINATION_ROW : pb::DRAW_DESTINATION_HAND);
          s->set_seat(row ? 0 : step.seat);
          s->set_missing(step.count);
          events->push_back(PublicEvent(*d));
        }
        ++t.pending_begin;
        continue;
      }
      // Q10: the discard pile becomes the draw pile.
      const int n = CardTotal(t.discard);
      for (int i = 0; i < kValues; ++i) t.draw[i] += t.discard[i];
      t.discard = Counts{};
      if (events != nullptr) {
        pb::Event* d = PublicDetail();
        d->mutable_reshuffled()->set_card_count(n);
        events->push_back(PublicEvent(*d));
      }
    }
    if (t.external) {  // Wait for the chance outcome of this card.
      Flush(step, drawn, events);
      t.phase = Phase::kDrawing;
      return;
    }
    Rng rng(t.rng_state);
    const int index = rng.Weighted(absl::Span<const int>(t.draw.data(), t.draw.size()));
    t.rng_state = rng.state();
    if (index < 0) continue;  // unreachable: the pile is not empty
    Place(t, step, index + 1);
    drawn.Add(index + 1);
  }
  AfterDraws(t, events);
}

void Housekeeping(State& t, Events* events) {
  if (CardTotal(t.row) >= kRowDiscardAt) {  // Q8 step 1
    if (events != nullptr) {
      pb::Event* d = PublicDetail();
      ToProto(t.row, d->mutable_row_discarded()->mutable_cards());
      events->push_back(PublicEvent(*d));
    }
    for (int i = 0; i < kValues; ++i) t.discard[i] += t.row[i];
    t.row = Counts{};
  }
  t.pending_begin = t.pending_end = 0;
  const int need = kRowSize - CardTotal(t.row);  // Q8 step 2
  if (need > 0) t.Push({PendingKind::kDrawToRow, 0, need});
  if (CardTotal(t.hands[t.current_seat]) == 0) {  // Q8 step 3
    t.Push({PendingKind::kDiscardHands, 0, 0});
    for (int p = 0; p < t.seat_count; ++p) t.Push({PendingKind::kDrawToHand, p, kHandSize});
  }
  t.after = AfterDrawing::kNextTurn;
  t.phase = Phase::kDrawing;
  ResolvePending(t, 0, events);
}

void StartGame(State& t, int first_seat, Events* events) {
  for (int i = 0; i < kValues; ++i) t.draw[i] = kDeck[i];
  t.current_seat = first_seat;
  t.pending_begin = t.pending_end = 0;
  t.Push({PendingKind::kDrawToRow, 0, kRowSize});
  for (int k = 0; k < t.seat_count; ++k) {
    t.Push({PendingKind::kDrawToHand, (first_seat + k) % t.seat_count, kHandSize});
  }
  t.after = AfterDrawing::kFirstTurn;
  t.phase = Phase::kDrawing;
  ResolvePending(t, 0, events);
}

Verdict CheckMainAction(const State& s) {
  if (s.phase != Phase::kMainAction) {
    return MakeViolation(kMainActionAlreadyTaken, "",
                         "the main action of this turn is taken; stash or end the turn");
  }
  if (CardTotal(s.hands[s.current_seat]) == 0) {
    return MakeViolation(kHandEmptyMustPass, "",
                         "the hand is empty: the only legal action is pass");
  }
  return std::nullopt;
}

Verdict JudgeEndTurn(const State& s, Move* m) {
  if (s.phase != Phase::kStashOrEnd) {
    return MakeViolation(kMainActionRequired, "", "take a main action before ending the turn");
  }
  m->kind = Move::Kind::kEndTurn;
  return std::nullopt;
}

Verdict JudgePass(const State& s, Move* m) {
  if (s.phase != Phase::kMainAction) {
    return MakeViolation(kMainActionAlreadyTaken, "",
                         "the main action of this turn is taken; stash or end the turn");
  }
  if (CardTotal(s.hands[s.current_seat]) != 0) {
    return MakeViolation(kPassNotAllowed, "", "pass only with an empty hand");
  }
  m->kind = Move::Kind::kPass;
  return std::nullopt;
}

Verdict JudgeChanceOutcome(const State& s, const pb::ChanceOutcome& a, Move* m) {
  if (s.phase != Phase::kDrawing) {
    return MakeViolation(kNoDrawPending, "", "no card is waiting to be drawn");
  }
  const uint32_t v = a.value();
  if (!IsCardValue(v)) return CardValueOutOfRange("chance_outcome.value", v);
  if (s.draw[v - 1] == 0) {
    return MakeViolation(kImpossibleChanceOutcome, "chance_outcome.value",
                         absl::StrCat("the draw pile holds no ", v));
  }
  m->kind = Move::Kind::kChance;
  m->value = static_cast<uint8_t>(v);
  return std::nullopt;
}

void PlayPass(State& s, int seat, Events* events) {
  if (events) {
    pb::Event* d = PublicDetail();
    d->mutable_passed()->set_seat(seat);
    events->push_back(PublicEvent(*d));
  }
  Housekeeping(s, events);
}

void ListChanceOutcomes(const State& s, std::vector<Move>* out) {
  for (int v = 1; v <= kValues; ++v) {
    if (s.draw[v - 1] == 0) continue;
    Move m;
    m.kind = Move::Kind::kChance;
    m.value = static_cast<uint8_t>(v);
    out->push_back(m);
  }
}

v1::TurnStatus TurnOf(const State& t) {
  v1::TurnStatus turn;
  v1::Outcome* outcome = turn.mutable_outcome();
  switch (t.phase) {
    case Phase::kFinished: {
      outcome->set_status(v1::OUTCOME_STATUS_FINISHED);
      auto add = [&](int seat, int rank) {
        v1::SeatResult* r = outcome->add_results();
        r->set_seat(seat);
        r->set_rank(rank);
        r->set_won(rank == 1);
        r->set_score(ValueTotal(t.collections[seat]));
      };
      add(t.winner, 1);
      for (int p = 0; p < t.seat_count; ++p) {
        if (p != t.winner) add(p, 2);
      }
      return turn;
    }
    case Phase::kDrawing:
      turn.set_chance_pending(true);
      turn.set_decision("chance");
      break;
    case Phase::kMainAction:
      turn.add_acting_seats(t.current_seat);
      turn.set_decision("main_action");
      break;
    case Phase::kStashOrEnd:
      turn.add_acting_seats(t.current_seat);
      turn.set_decision("stash_or_end");
      break;
  }
  outcome->set_status(v1::OUTCOME_STATUS_ONGOING);
  return turn;
}

}  // namespace quibbles
}  // namespace arbiter
