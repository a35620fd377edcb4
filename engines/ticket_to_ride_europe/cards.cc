// Drawing train cards (rules T5, R3): the first and second card, display locomotives, blind
// draws. Display refills and resets happen in Advance (turn_flow.cc).
#include "absl/strings/str_cat.h"
#include "engines/ticket_to_ride_europe/rules.h"
#include "engines/ticket_to_ride_europe/violations.h"

namespace arbiter::ticket_to_ride_europe {

bool CanTakeFaceUp(const State& s, int slot, bool second) {
  if (slot < 0 || slot >= kDisplaySlots || s.display[slot] == kEmptySlot) return false;
  if (second && s.display[slot] == kLocomotive) return false;
  return !(s.options.draw_needs_deck() && s.Drawable() == 0);
}

bool CanDrawBlind(const State& s) { return s.Drawable() > 0; }

bool CanDrawCards(const State& s, bool second) {
  if (CanDrawBlind(s)) return true;
  for (int i = 0; i < kDisplaySlots; ++i) {
    if (CanTakeFaceUp(s, i, second)) return true;
  }
  return false;
}

Verdict DrawFaceUp(Ctx& c, int slot) {
  State& s = c.s;
  const bool second = s.phase == pb::PHASE_SECOND_CARD;
  if (slot < 0 || slot >= kDisplaySlots) {
    return MakeViolation(kDisplaySlotInvalid, "draw_face_up.slot",
                         absl::StrCat("slot ", slot, " is not a display slot (0..4)"));
  }
  if (s.display[slot] == kEmptySlot) {
    return MakeViolation(kDisplaySlotEmpty, "draw_face_up.slot",
                         absl::StrCat("display slot ", slot, " is empty"));
  }
  if (second && s.display[slot] == kLocomotive) {
    return MakeViolation(kSecondCardLocomotive, "draw_face_up.slot",
                         "a display locomotive cannot be the second card");
  }
  if (s.options.draw_needs_deck() && s.Drawable() == 0) {
    return MakeViolation(kDrawNeedsDeck, "draw_face_up",
                         "no card may be drawn once deck and discards are empty "
                         "(draw_needs_deck)");
  }
  const int card = s.display[slot];
  ++s.players[s.current_seat].hand[card];
  s.display[slot] = kEmptySlot;
  s.loco_resets_in_row = 0;  // R4: a new display check begins
  if (c.Wants()) {
    pb::Event e;
    pb::CardDrawn* d = e.mutable_card_drawn();
    d->set_seat(s.current_seat);
    d->set_card(ToTrainCard(card));
    d->set_source(pb::CARD_SOURCE_DISPLAY);
    d->set_display_slot(slot);
    c.Public(e);
  }
  s.phase = pb::PHASE_SECOND_CARD;
  // A display locomotive taken first ends the action (T5).
  s.cards_taken = (!second && card == kLocomotive) ? 2 : s.cards_taken + 1;
  return std::nullopt;
}

Verdict DrawBlind(Ctx& c) {
  State& s = c.s;
  if (!CanDrawBlind(s)) {
    return MakeViolation(kDeckEmpty, "draw_blind",
                         "the deck and the discard pile are empty");
  }
  s.phase = pb::PHASE_SECOND_CARD;
  s.blind_draw_pending = true;
  return std::nullopt;
}

void ListDraws(const State& s, bool second, std::vector<Move>* out) {
  for (int i = 0; i < kDisplaySlots; ++i) {
    if (CanTakeFaceUp(s, i, second)) {
      Move m = Move::Of(Move::Kind::kDrawFaceUp);
      m.slot = static_cast<uint8_t>(i);
      out->push_back(m);
    }
  }
  if (CanDrawBlind(s)) out->push_back(Move::Of(Move::Kind::kDrawBlind));
}

}  // namespace arbiter::ticket_to_ride_europe
