// V2 setup, V3 the round, V10 the end check and the end, V13 the round's roll: everything
// automatic between decisions, and what each seat must decide (rules.h).
//
// Simultaneous turns (V3, V12): after the roll every seat whose turn is not over acts, in any
// order; TurnStatus lists them all. A seat's turn is over at END_TURN or when its stop offers
// nothing; when every seat's is, the end check runs (R10) and the next round begins.
#include <algorithm>

#include "engines/core/events.h"
#include "engines/core/rng.h"
#include "engines/voyages/rules.h"

namespace arbiter {
namespace voyages {
namespace {

void Finish(State& s, Events* events) {
  s.phase = Phase::kFinished;
  if (events == nullptr) return;
  pb::Event e;
  pb::GameEnded* g = e.mutable_game_ended();
  const std::vector<int> ranks = Ranks(s);
  for (int i = 0; i < s.seat_count; ++i) {
    *g->add_scores() = ScoreOf(s, i);
    g->add_ranks(ranks[i]);
  }
  g->set_solo(s.seat_count == 1);
  g->set_solo_won(SoloWon(s));
  AddPublic(events, e);
}

// A new round: every seat must sail; SEEDED rolls at once, EXTERNAL waits for the outcome.
void StartRound(State& s, Events* events) {
  s.phase = Phase::kRoll;
  for (Sheet& sheet : s.sheets) {
    sheet.step = Step::kSail;
    sheet.stop = Stop::kNone;
    sheet.sold = false;
  }
  if (s.external) return;
  Rng rng(s.rng_state);
  std::array<int, 3> dice;
  for (int& d : dice) d = 1 + static_cast<int>(rng.Uniform(6));
  s.rng_state = rng.state();
  Roll(s, dice, events);
}

// V10, after every seat's turn (R10).
void EndCheck(State& s, Events* events) {
  if (s.seat_count == 1) {
    if (s.round >= kSoloRounds) return Finish(s, events);
  } else if (s.final_round != 0) {
    if (s.round >= s.final_round) return Finish(s, events);
  } else {
    for (const Sheet& sheet : s.sheets) {
      if (sheet.stars >= kStarsToEnd) {
        s.final_round = s.round + 1;
        pb::Event e;
        e.mutable_end_triggered()->set_final_round(s.final_round);
        AddPublic(events, e);
        break;
      }
    }
  }
  // A resource limit, not a rule: a decoded round above kMaxRounds is refused, so the game
  // stops there (rules.md "Engine notes").
  if (s.round >= kMaxRounds) return Finish(s, events);
  ++s.round;
  StartRound(s, events);
}

}  // namespace

void AddPublic(Events* events, const pb::Event& e) {
  if (events != nullptr) events->push_back(PublicEvent(e));
}

void StartGame(State& s, Events* events) {
  const Pack& pack = *s.pack;
  s.sheets.assign(s.seat_count, Sheet());
  for (Sheet& sheet : s.sheets) {
    sheet.ship = pack.start;
    sheet.ready_regular = pack.start_ready;
    sheet.collected.set(pack.start);  // V2: the start counts as collected
  }
  // V9: a threshold a fresh sheet already meets (e.g. sailors <= start_ready) is reached now.
  for (int seat = 0; seat < s.seat_count; ++seat) CheckThresholds(s, seat, events);
  s.round = 1;
  s.final_round = 0;
  StartRound(s, events);
}

void Roll(State& s, const std::array<int, 3>& dice, Events* events) {
  s.dice = dice;
  s.phase = Phase::kTurn;
  if (events == nullptr) return;
  pb::Event e;
  e.mutable_rolled()->set_round(s.round);
  for (int d : dice) e.mutable_rolled()->add_dice(d);
  AddPublic(events, e);
}

void CloseTurn(State& s, int seat, Events* events) {
  Sheet& me = s.sheets[seat];
  me.step = Step::kDone;
  me.stop = Stop::kNone;
  me.sold = false;
  if (events != nullptr) {
    pb::Event e;
    e.mutable_turn_ended()->set_seat(seat);
    AddPublic(events, e);
  }
  for (const Sheet& sheet : s.sheets) {
    if (sheet.step != Step::kDone) return;
  }
  EndCheck(s, events);
}

bool ChancePending(const State& s) { return s.phase == Phase::kRoll; }

bool Decides(const State& s, int seat) {
  return s.phase == Phase::kTurn && s.sheets[seat].step != Step::kDone;
}

v1::TurnStatus TurnOf(const State& s) {
  v1::TurnStatus t;
  if (s.phase == Phase::kFinished) {
    t.mutable_outcome()->set_status(v1::OUTCOME_STATUS_FINISHED);
    const std::vector<int> ranks = Ranks(s);
    std::vector<int> seats(s.seat_count);
    for (int i = 0; i < s.seat_count; ++i) seats[i] = i;
    std::stable_sort(seats.begin(), seats.end(), [&](int a, int b) { return ranks[a] < ranks[b]; });
    for (int i : seats) {
      v1::SeatResult* r = t.mutable_outcome()->add_results();
      r->set_seat(i);
      r->set_rank(ranks[i]);
      // V10: a solo game is won with 3 stars after round 16, else lost; with two or more
      // seats, every seat of the best total wins (V11 shared ties).
      r->set_won(s.seat_count == 1 ? SoloWon(s) : ranks[i] == 1);
      r->set_score(ScoreOf(s, i).total());
    }
    return t;
  }
  t.mutable_outcome()->set_status(v1::OUTCOME_STATUS_ONGOING);
  if (ChancePending(s)) {
    t.set_chance_pending(true);
    t.set_decision("roll");
    return t;
  }
  for (int i = 0; i < s.seat_count; ++i) {
    if (Decides(s, i)) t.add_acting_seats(i);
  }
  t.set_decision("turn");
  return t;
}

}  // namespace voyages
}  // namespace arbiter
