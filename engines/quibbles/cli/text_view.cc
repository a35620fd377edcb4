// Quibbles drawn in text for a terminal (clients/cli/text_view.h): the row (display), the draw
// and discard piles, each seat's hand (the viewer's own values; others' hand sizes, Q11) and
// collection, whose turn it is and what they must do (Q3), the draws still pending (external
// randomness) and the winner (Q9). From the view's State alone (quibbles.proto).
//
//   row (6):         1 2 3 3 5 6
//   draw pile: 96    discard pile (0): -
//   > seat 0 (you)   hand (6): 1 1 2 4 5 6  collection (0/6): -
//     seat 1         hand: 6 cards          collection (1/6): 3
//   seat 0: main action: SPLIT, COMBINE or DRAW (PASS with an empty hand)
#include <algorithm>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "arbiter/games/quibbles/v1/quibbles.pb.h"
#include "clients/cli/text_view.h"

namespace arbiter::quibbles {
namespace {

namespace pb = ::arbiter::games::quibbles::v1;
using cli::Colour;
using cli::Paint;

// The cards of a hand, row or collection as values in ascending order, e.g. "1 1 3 6"; "-"
// when empty. More than 26 of a value (more than the deck holds: a hostile view) as "Nxv".
std::string Cards(const pb::CardCounts& c) {
  const int counts[6] = {c.ones(), c.twos(), c.threes(), c.fours(), c.fives(), c.sixes()};
  std::vector<std::string> values;
  for (int v = 0; v < 6; ++v) {
    if (counts[v] > 26) {
      values.push_back(absl::StrCat(counts[v], "x", v + 1));
      continue;
    }
    for (int i = 0; i < counts[v]; ++i) values.push_back(absl::StrCat(v + 1));
  }
  return values.empty() ? "-" : absl::StrJoin(values, " ");
}

// A pile as counts per value, e.g. "8x1 3x4 14x6"; "-" when empty.
std::string Pile(const pb::CardCounts& c) {
  const int counts[6] = {c.ones(), c.twos(), c.threes(), c.fours(), c.fives(), c.sixes()};
  std::vector<std::string> parts;
  for (int v = 0; v < 6; ++v) {
    if (counts[v] != 0) parts.push_back(absl::StrCat(counts[v], "x", v + 1));
  }
  return parts.empty() ? "-" : absl::StrJoin(parts, " ");
}

int Total(const pb::CardCounts& c) {
  return c.ones() + c.twos() + c.threes() + c.fours() + c.fives() + c.sixes();
}

std::string Pad(std::string text, size_t width) {
  if (text.size() < width) text.append(width - text.size(), ' ');
  return text;
}

std::string PhaseLine(const pb::State& s) {
  const std::string seat = absl::StrCat("seat ", s.current_seat());
  switch (s.phase()) {
    case pb::PHASE_MAIN_ACTION:
      return absl::StrCat(seat, ": main action: SPLIT, COMBINE or DRAW (PASS with an empty hand)");
    case pb::PHASE_STASH_OR_END:
      return absl::StrCat(seat, ": STASH a card or END_TURN");
    case pb::PHASE_DRAWING:
      return "drawing: the next action is a chance outcome (the value of the card drawn)";
    case pb::PHASE_FINISHED:
      return s.has_winner() ? absl::StrCat("finished: seat ", s.winner(), " won")
                            : std::string("finished");
    default:
      return absl::StrCat("phase ", s.phase());
  }
}

std::string PendingStep(const pb::PendingStep& step) {
  switch (step.kind()) {
    case pb::PENDING_KIND_DRAW_TO_ROW:
      return absl::StrCat(step.count(), " to the row");
    case pb::PENDING_KIND_DRAW_TO_HAND:
      return absl::StrCat(step.count(), " to seat ", step.seat());
    case pb::PENDING_KIND_DISCARD_HANDS:
      return "every hand to the discard pile";
    default:
      return absl::StrCat("step ", step.kind());
  }
}

absl::StatusOr<std::string> Draw(const cli::ViewToDraw& in) {
  pb::State s;
  if (!in.view.payload().UnpackTo(&s)) {
    return absl::InvalidArgumentError("the payload is not a arbiter.games.quibbles.v1.State");
  }
  const cli::TextStyle& style = in.style;
  std::string out;
  absl::StrAppend(&out, Pad(absl::StrCat("row (", Total(s.row()), "):"), 17),
                  Paint(style, Cards(s.row()), Colour::kCyan, /*bold=*/true), "\n");
  absl::StrAppend(&out, Pad(absl::StrCat("draw pile: ", s.draw_pile_size()), 17), "discard pile (",
                  Total(s.discard_pile()), "): ", Pile(s.discard_pile()), "\n");
  // The hands first, so the collections line up after the widest.
  std::vector<std::string> hands;
  size_t width = 23;
  for (int seat = 0; seat < s.seats_size(); ++seat) {
    const pb::Seat& p = s.seats(seat);
    const bool mine = in.seat.has_value() && *in.seat == seat;
    // The viewer's own hand, or every hand when the view shows them (a hand with values).
    const bool shown = mine || (Total(p.hand()) == p.hand_size() && p.hand_size() > 0);
    hands.push_back(
        shown ? absl::StrCat("hand (", p.hand_size(), "): ", Cards(p.hand()))
              : absl::StrCat("hand: ", p.hand_size(), " card", p.hand_size() == 1 ? "" : "s"));
    width = std::max(width, hands.back().size() + 2);
  }
  for (int seat = 0; seat < s.seats_size(); ++seat) {
    const pb::Seat& p = s.seats(seat);
    const bool current = seat == s.current_seat() && s.phase() != pb::PHASE_FINISHED;
    const bool mine = in.seat.has_value() && *in.seat == seat;
    const std::string name =
        Pad(absl::StrCat(current ? "> " : "  ", "seat ", seat, mine ? " (you)" : ""), 17);
    absl::StrAppend(&out, Paint(style, name, cli::SeatColour(seat), current),
                    Pad(hands[seat], width), "collection (", Total(p.collection()),
                    "/6): ", Cards(p.collection()));
    if (s.phase() == pb::PHASE_FINISHED && s.has_winner() && s.winner() == seat) {
      absl::StrAppend(&out, "  ", Paint(style, "WINNER", Colour::kYellow, /*bold=*/true));
    }
    absl::StrAppend(&out, "\n");
  }
  absl::StrAppend(&out, PhaseLine(s), "\n");
  if (!s.pending_steps().empty()) {
    std::vector<std::string> steps;
    for (const pb::PendingStep& step : s.pending_steps()) steps.push_back(PendingStep(step));
    absl::StrAppend(&out, "cards still to draw: ", absl::StrJoin(steps, ", "), "\n");
  }
  return out;
}

}  // namespace

void RegisterTextView(cli::TextViews& views) { views.Add("quibbles", Draw); }

}  // namespace arbiter::quibbles
