// J2 setup, J3 phases, J9 income and hand limit, J10 reshuffles, J12 chance points: everything
// automatic between decisions, and what each seat must decide (rules.h).
#include <algorithm>

#include "absl/types/span.h"
#include "engines/core/envelope.h"
#include "engines/core/events.h"
#include "engines/core/rng.h"
#include "engines/jump_drive/rules.h"

namespace arbiter {
namespace jump_drive {
namespace {

pb::DrawReason ReasonOf(const State& s, int seat) {
  switch (s.phase) {
    case Phase::kSetup:
      return pb::DRAW_REASON_DEAL;
    case Phase::kIncome:
      return pb::DRAW_REASON_INCOME;
    default:
      return s.seats[seat].step == Step::kBonusDraw ? pb::DRAW_REASON_BONUS
                                                    : pb::DRAW_REASON_EXPLORE;
  }
}

// The front pending draw is done (drawn or short): the seat's next step.
void PopDraw(State& s, Events* events) {
  const int seat = s.pending.front().seat;
  s.pending.erase(s.pending.begin());
  if (s.phase == Phase::kResolve) AfterDraw(s, seat, events);
}

void StartRound(State& s) {
  ++s.round;
  s.phase = Phase::kPlace;
  for (int i = 0; i < s.seat_count; ++i) {
    Seat& seat = s.seats[i];
    seat.step = Step::kPlace;
    seat.committed = false;
    seat.placed = Placement();
    seat.convoy_world = -1;
    seat.owed = 0;
  }
}

bool AllStepsDone(const State& s) {
  for (int i = 0; i < s.seat_count; ++i) {
    if (s.seats[i].step != Step::kNone) return false;
  }
  return true;
}

}  // namespace

void AddPublic(Events* events, const pb::Event& e) {
  if (events != nullptr) events->push_back(PublicEvent(e));
}

void AddPrivate(Events* events, int seat, const pb::Event& detail, const pb::Event& public_detail) {
  if (events != nullptr) events->push_back(PrivateEvent(detail, {seat}, public_detail));
}

void DrawCard(State& s, int seat, int c, Events* events) {
  Seat& me = s.seats[seat];
  --s.draw[c];
  --s.draw_size;
  ++me.hand[c];
  ++me.hand_size;
  pb::Event detail, pub;
  pb::Drew* d = detail.mutable_drew();
  d->set_seat(seat);
  d->add_cards(s.pack->cards[c].id);
  d->set_count(1);
  d->set_reason(ReasonOf(s, seat));
  *pub.mutable_drew() = *d;
  pub.mutable_drew()->clear_cards();
  AddPrivate(events, seat, detail, pub);
  if (--s.pending.front().count == 0) PopDraw(s, events);
}

void AssignPreset(State& s, int letter, Events* events) {
  const int seat = s.presets_assigned++;
  Seat& me = s.seats[seat];
  me.preset = letter;
  for (int c : s.pack->preset[letter]) {
    --s.draw[c];
    --s.draw_size;
    ++me.hand[c];
    ++me.hand_size;
  }
  pb::Event detail, pub;
  detail.mutable_preset_assigned()->set_seat(seat);
  detail.mutable_preset_assigned()->set_letter(std::string(1, static_cast<char>('A' + letter)));
  pub.mutable_preset_assigned()->set_seat(seat);
  AddPrivate(events, seat, detail, pub);
}

bool PresetLetterFree(const State& s, int letter) {
  if (letter < 0 || letter > 3 || !s.pack->has_preset[letter]) return false;
  for (int i = 0; i < s.presets_assigned; ++i) {
    if (s.seats[i].preset == letter) return false;
  }
  // Its cards are still in the draw pile (always, in a state the engine wrote).
  std::vector<int> need(s.pack->deck_types, 0);
  for (int c : s.pack->preset[letter]) {
    if (++need[c] > s.draw[c]) return false;
  }
  return true;
}

void HandToDiscard(State& s, int seat, int c) {
  Seat& me = s.seats[seat];
  const size_t types = s.pack->deck_types;
  if (me.discarded.size() < types) me.discarded.resize(types, 0);
  --me.hand[c];
  --me.hand_size;
  ++me.discarded[c];
  ++me.discarded_size;
  ++s.discard[c];
  ++s.discard_size;
}

void OpenToDiscard(State& s, int c) {
  const size_t types = s.pack->deck_types;
  if (s.open_discard.size() < types) s.open_discard.resize(types, 0);
  ++s.open_discard[c];
  ++s.open_discard_size;
  ++s.discard[c];
  ++s.discard_size;
}

void StartGame(State& s, Events* events) {
  const Pack& pack = *s.pack;
  s.draw.assign(pack.deck_types, 0);
  s.discard.assign(pack.deck_types, 0);
  for (int c = 0; c < pack.deck_types; ++c) s.draw[c] = pack.cards[c].count;
  s.draw_size = pack.deck_cards;
  s.discard_size = 0;
  for (int i = 0; i < s.seat_count; ++i) s.seats[i].hand.assign(pack.deck_types, 0);
  s.phase = Phase::kSetup;
  // J2 / J12: seat 0's 7, then seat 1's, ...
  if (!s.options.preset) {
    for (int i = 0; i < s.seat_count; ++i) s.pending.push_back({i, kDealCards});
  }
  Settle(s, events);
}

void Settle(State& s, Events* events) {
  // Each pass draws a card, moves a phase or returns; the bound only guards against a bug.
  for (int guard = 0; guard < 100000; ++guard) {
    if (!s.pending.empty()) {
      if (s.draw_size == 0) {
        if (s.discard_size == 0) {  // J10: the draw does not happen
          pb::Event e;
          e.mutable_draw_short()->set_seat(s.pending.front().seat);
          e.mutable_draw_short()->set_missing(s.pending.front().count);
          AddPublic(events, e);
          PopDraw(s, events);
          continue;
        }
        pb::Event e;  // J10 / R22: the discard pile becomes the draw pile
        e.mutable_reshuffled()->set_cards(s.discard_size);
        AddPublic(events, e);
        for (size_t c = 0; c < s.draw.size(); ++c) {
          s.draw[c] += s.discard[c];
          s.discard[c] = 0;
        }
        s.draw_size = s.discard_size;
        s.discard_size = 0;
        // What each seat knew of the discard pile is shuffled away with it.
        for (int i = 0; i < s.seat_count; ++i) {
          s.seats[i].discarded.assign(s.draw.size(), 0);
          s.seats[i].discarded_size = 0;
        }
        s.open_discard.assign(s.draw.size(), 0);
        s.open_discard_size = 0;
      }
      if (s.external) return;  // J12: the outcome comes from the caller
      Rng rng(s.rng_state);
      const int c = rng.Weighted(absl::Span<const int>(s.draw));
      s.rng_state = rng.state();
      DrawCard(s, s.pending.front().seat, c, events);
      continue;
    }
    switch (s.phase) {
      case Phase::kSetup: {
        if (PresetPending(s)) {
          if (s.external) return;
          std::vector<int> free;
          for (int l = 0; l < 4; ++l) {
            if (PresetLetterFree(s, l)) free.push_back(l);
          }
          Rng rng(s.rng_state);
          const int pick = free[rng.Uniform(free.size())];
          s.rng_state = rng.state();
          AssignPreset(s, pick, events);
          continue;
        }
        if (!s.options.preset) {
          s.phase = Phase::kSetupDiscard;
          for (int i = 0; i < s.seat_count; ++i) {
            s.seats[i].step = Step::kSetupDiscard;
            s.seats[i].committed = false;
          }
          return;
        }
        StartRound(s);
        return;
      }
      case Phase::kSetupDiscard:
        if (AllStepsDone(s)) StartRound(s);
        return;
      case Phase::kPlace:
        if (!AllStepsDone(s)) return;
        Reveal(s, events);
        continue;
      case Phase::kResolve: {
        if (!AllStepsDone(s)) return;
        ScoreRound(s, events);
        for (int i = 0; i < s.seat_count; ++i) {  // the round's placements are done with
          s.seats[i].placed = Placement();
          s.seats[i].convoy_world = -1;
        }
        if (GameEnds(s)) {  // J8: no income
          s.phase = Phase::kFinished;
          pb::Event e;
          const std::array<int, kMaxSeats> ranks = Ranks(s);
          for (int i = 0; i < s.seat_count; ++i) e.mutable_game_ended()->add_ranks(ranks[i]);
          AddPublic(events, e);
          return;
        }
        s.phase = Phase::kIncome;
        const std::array<int, kMaxSeats> order = IncomeOrder(s);
        for (int k = 0; k < s.seat_count; ++k) {
          const int income = Income(s, order[k]);
          if (income > 0) s.pending.push_back({order[k], income});
        }
        continue;
      }
      case Phase::kIncome:
        s.phase = Phase::kHandLimit;
        for (int i = 0; i < s.seat_count; ++i) {
          Seat& seat = s.seats[i];
          if (seat.hand_size > kHandLimit) {
            seat.step = Step::kHandLimit;
            seat.owed = seat.hand_size - kHandLimit;
          }
        }
        continue;
      case Phase::kHandLimit:
        if (AllStepsDone(s)) StartRound(s);
        return;
      case Phase::kFinished:
        return;
    }
  }
}

bool PresetPending(const State& s) {
  return s.phase == Phase::kSetup && s.options.preset && s.presets_assigned < s.seat_count;
}

bool ChancePending(const State& s) {
  return s.external && (!s.pending.empty() || PresetPending(s));
}

bool Decides(const State& s, int seat) {
  if (s.phase == Phase::kFinished || ChancePending(s)) return false;
  switch (s.seats[seat].step) {
    case Step::kSetupDiscard:
    case Step::kPlace:
    case Step::kPay:
    case Step::kConvoy:
    case Step::kConvoyPay:
    case Step::kExploreDiscard:
    case Step::kHandLimit:
      return true;
    default:
      return false;
  }
}

v1::TurnStatus TurnOf(const State& s) {
  v1::TurnStatus t;
  if (s.phase == Phase::kFinished) {
    t.mutable_outcome()->set_status(v1::OUTCOME_STATUS_FINISHED);
    const std::array<int, kMaxSeats> ranks = Ranks(s);
    std::vector<int> seats;
    for (int i = 0; i < s.seat_count; ++i) seats.push_back(i);
    std::stable_sort(seats.begin(), seats.end(), [&](int a, int b) { return ranks[a] < ranks[b]; });
    for (int i : seats) {
      v1::SeatResult* r = t.mutable_outcome()->add_results();
      r->set_seat(i);
      r->set_rank(ranks[i]);
      r->set_won(ranks[i] == 1);
      r->set_score(s.seats[i].vp);
    }
    return t;
  }
  t.mutable_outcome()->set_status(v1::OUTCOME_STATUS_ONGOING);
  if (ChancePending(s)) {
    t.set_chance_pending(true);
    t.set_decision(PresetPending(s) ? "preset_hand" : "draw");
    return t;
  }
  for (int i = 0; i < s.seat_count; ++i) {
    if (Decides(s, i)) t.add_acting_seats(i);
  }
  switch (s.phase) {
    case Phase::kSetupDiscard:
      t.set_decision("setup_discard");
      break;
    case Phase::kPlace:
      t.set_decision("place");
      break;
    case Phase::kResolve:
      t.set_decision("resolve");
      break;
    default:
      t.set_decision("hand_limit");
      break;
  }
  return t;
}

}  // namespace jump_drive
}  // namespace arbiter
