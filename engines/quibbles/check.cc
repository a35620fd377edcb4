// CheckState (state.h): the invariants of a decoded State that no single payload section
// shows, each refused as INVALID_ARGUMENT naming the payload field.
#include <string>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/quibbles/state.h"

namespace arbiter {
namespace quibbles {
namespace {

constexpr const char* kValueFields[kValues] = {"ones", "twos", "threes", "fours", "fives", "sixes"};
absl::Status Bad(absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("state.payload.", field, ": ", what));
}

// Q1, Q7: every card of the deck is somewhere exactly once; collections hold at most 6.
absl::Status CheckCards(const State& s) {
  Counts total{};
  auto add = [&total](const Counts& c) {
    for (int i = 0; i < kValues; ++i) total[i] += c[i];
  };
  for (int p = 0; p < s.seat_count; ++p) {
    if (CardTotal(s.collections[p]) > kCollectionMax) {
      return Bad(absl::StrCat("seats[", p, "].collection"),
                 absl::StrCat(CardTotal(s.collections[p]), " cards, at most 6 (Q7)"));
    }
    add(s.hands[p]);
    add(s.collections[p]);
  }
  add(s.row);
  add(s.discard);
  add(s.draw);
  for (int i = 0; i < kValues; ++i) {
    if (total[i] != kDeck[i]) {
      return Bad(absl::StrCat("cards.", kValueFields[i]),
                 absl::StrCat(total[i], " cards of value ", i + 1,
                              " across hands, row, piles and collections; the deck has ",
                              kDeck[i], " (Q1)"));
    }
  }
  return absl::OkStatus();
}

// Q3, Q8, Q9: the current seat, the row's bound for the phase, the winner.
absl::Status CheckTurn(const State& s) {
  if (s.current_seat < 0 || s.current_seat >= s.seat_count) {
    return Bad("current_seat", absl::StrCat(s.current_seat, " is not a seat of ", s.seat_count));
  }
  // Q8: a main action meets a row of at most 9 cards (the housekeeping discards a row of 10 or
  // more, then refills to 6); the main action adds at most one card (a DRAW), so at most 10
  // otherwise. A state saying more cannot arise and is not judged.
  const int row_max = s.phase == Phase::kMainAction ? kRowDiscardAt - 1 : kRowDiscardAt;
  if (CardTotal(s.row) > row_max) {
    return Bad("row", absl::StrCat(CardTotal(s.row), " cards, at most ", row_max,
                                   " in this phase (Q8)"));
  }
  const bool finished = s.phase == Phase::kFinished;
  if ((s.winner >= 0) != finished) {
    return Bad("winner", "set exactly when the phase is PHASE_FINISHED");
  }
  if (finished) {
    const Counts& collection = s.collections[s.winner];
    const bool six_ok = !s.options.win_requires_six_cards ||
                        CardTotal(collection) == kCollectionMax;
    if (ValueTotal(collection) < kWinTotal || !six_ok) {
      return Bad("winner", absl::StrCat("seat ", s.winner, "'s collection (total ",
                                        ValueTotal(collection), ") does not win (Q9)"));
    }
    if (s.current_seat != s.winner) {
      return Bad("current_seat", "must be the winner once the game is finished");
    }
  }
  return absl::OkStatus();
}

// Q10: steps wait exactly in PHASE_DRAWING, which only EXTERNAL games stop in, and then in
// front of a card that can be drawn.
absl::Status CheckPending(const State& s) {
  const bool drawing = s.phase == Phase::kDrawing;
  if (drawing != s.HasPending()) {
    return Bad("pending_steps", "non-empty exactly when the phase is PHASE_DRAWING");
  }
  if (drawing && !s.external) {
    return Bad("phase", "PHASE_DRAWING happens only in RANDOMNESS_MODE_EXTERNAL");
  }
  if (drawing != (s.after != AfterDrawing::kNone)) {
    return Bad("after_drawing", "set exactly when the phase is PHASE_DRAWING");
  }
  if (drawing) {
    if (s.pending[s.pending_begin].kind == PendingKind::kDiscardHands) {
      return Bad("pending_steps[0].kind", "the front step must be a draw");
    }
    if (CardTotal(s.draw) == 0) {
      return Bad("draw_pile", "empty while a draw waits for its chance outcome (Q10)");
    }
  }
  return absl::OkStatus();
}

}  // namespace

absl::Status CheckState(const State& s) {
  // Decoding guarantees these; a State built natively (bots, tests) may not.
  if (s.seat_count < kMinSeats || s.seat_count > kMaxSeats) {
    return Bad("seats", absl::StrCat(s.seat_count, " seats, expected ", kMinSeats, "..",
                                     kMaxSeats));
  }
  if (s.winner >= s.seat_count) {
    return Bad("winner", absl::StrCat(s.winner, " is not a seat of ", s.seat_count));
  }
  if (s.pending_begin < 0 || s.pending_begin > s.pending_end || s.pending_end > kMaxPending) {
    return Bad("pending_steps", "the queue's bounds are outside 0..7");
  }
  ARBITER_RETURN_IF_ERROR(CheckCards(s));
  ARBITER_RETURN_IF_ERROR(CheckTurn(s));
  return CheckPending(s);
}

}  // namespace quibbles
}  // namespace arbiter
