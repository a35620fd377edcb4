// Q6 DRAW: judging, playing (the card into the row, then 2 cards drawn through the pending
// queue, turn_flow.cc) and listing.
#include "absl/strings/str_cat.h"
#include "engines/core/events.h"
#include "engines/quibbles/rules.h"
#include "engines/quibbles/scratch.h"
#include "engines/quibbles/violations.h"

namespace arbiter {
namespace quibbles {

Verdict JudgeDraw(const State& s, const pb::Draw& a, Move* m) {
  if (Verdict v = CheckMainAction(s)) return v;
  if (!IsCardValue(a.card())) return CardValueOutOfRange("draw.card", a.card());
  if (s.hands[s.current_seat][a.card() - 1] == 0) {
    return MakeViolation(kDrawCardNotInHand, "draw.card",
                         absl::StrCat("no ", a.card(), " in hand"));
  }
  m->kind = Move::Kind::kDraw;
  m->value = static_cast<uint8_t>(a.card());
  return std::nullopt;
}

void PlayDraw(State& s, int seat, const Move& m, Events* events) {
  s.hands[seat][m.value - 1] -= 1;
  s.row[m.value - 1] += 1;
  if (events) {
    pb::Event* d = PublicDetail();
    d->mutable_card_added_to_row()->set_seat(seat);
    d->mutable_card_added_to_row()->set_card(m.value);
    events->push_back(PublicEvent(*d));
  }
  s.Push({PendingKind::kDrawToHand, seat, kDrawActionCards});
  s.after = AfterDrawing::kStashOrEnd;
  s.phase = Phase::kDrawing;
  ResolvePending(s, 0, events);
}

void ListDraws(const Counts& hand, std::vector<Move>* out) {
  for (int v = 1; v <= kValues; ++v) {
    if (hand[v - 1] == 0) continue;
    Move m;
    m.kind = Move::Kind::kDraw;
    m.value = static_cast<uint8_t>(v);
    out->push_back(m);
  }
}

}  // namespace quibbles
}  // namespace arbiter
