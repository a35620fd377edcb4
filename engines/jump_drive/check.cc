// CheckState (state.h): every invariant of a decoded state, so that every state Check admits
// can be played on (an acting seat always has a legal action, a pending draw can happen).
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/jump_drive/rules.h"

namespace arbiter {
namespace jump_drive {
namespace {

absl::Status Bad(absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("state.payload.", field, ": ", what));
}

std::string SeatField(int i, absl::string_view name) { return absl::StrCat("seats[", i, "].", name); }

int PendingFor(const State& s, int seat) {
  int n = 0;
  for (const Draw& d : s.pending) n += d.seat == seat;
  return n;
}

absl::Status CheckCards(const State& s) {
  const Pack& pack = *s.pack;
  std::vector<int> seen(pack.deck_types, 0);
  for (int c = 0; c < pack.deck_types; ++c) seen[c] = s.draw[c] + s.discard[c];
  for (int i = 0; i < s.seat_count; ++i) {
    const Seat& seat = s.seats[i];
    int surveys = 0;
    for (int c : seat.empire) {
      if (c == pack.survey) {
        ++surveys;
      } else {
        ++seen[c];
      }
    }
    for (int c = 0; c < pack.deck_types; ++c) seen[c] += seat.hand[c];
    if (surveys > 1 || (surveys == 1) != seat.survey_used) {
      return Bad(SeatField(i, "survey_team_used"),
                 "must be true exactly when the Survey Team is in the empire");
    }
  }
  // The discards known to a seat or to all are disjoint parts of the discard pile.
  std::vector<int> known(s.open_discard.begin(), s.open_discard.end());
  known.resize(pack.deck_types, 0);
  for (int i = 0; i < s.seat_count; ++i) {
    const std::vector<int>& mine = s.seats[i].discarded;
    for (size_t c = 0; c < mine.size(); ++c) known[c] += mine[c];
  }
  for (int c = 0; c < pack.deck_types; ++c) {
    if (known[c] > s.discard[c]) {
      return Bad("discard_pile", absl::StrCat("'", pack.cards[c].id, "': ", s.discard[c],
                                              " in the pile, but seats' discarded and "
                                              "open_discards list ", known[c]));
    }
  }
  for (int c = 0; c < pack.deck_types; ++c) {
    if (seen[c] != pack.cards[c].count) {
      return Bad("seats", absl::StrCat("'", pack.cards[c].id, "': ", seen[c],
                                       " copies in hands, empires and piles, the pack has ",
                                       pack.cards[c].count));
    }
  }
  return absl::OkStatus();
}

absl::Status CheckPresets(const State& s) {
  const Pack& pack = *s.pack;
  if (!s.options.preset && s.presets_assigned != 0) {
    return Bad("presets_assigned", "must be 0 without start_hands = preset");
  }
  if (s.options.preset && pack.preset_count < s.seat_count) {
    return Bad("options.start_hands", "the pack lists fewer preset hands than seats (R19)");
  }
  if (PresetPending(s)) {
    bool any = false;
    for (int l = 0; l < 4; ++l) any |= PresetLetterFree(s, l);
    if (!any) return Bad("presets_assigned", "no preset hand is left to assign");
  }
  for (int i = 0; i < s.seat_count; ++i) {
    const int l = s.seats[i].preset;
    if (i < s.presets_assigned) {
      bool twice = false;
      for (int j = 0; j < i; ++j) twice |= s.seats[j].preset == l;
      if (l < 0 || !pack.has_preset[l] || twice) {
        return Bad(SeatField(i, "preset_hand"), "must be a distinct preset hand of the pack");
      }
    } else if (l >= 0) {
      return Bad(SeatField(i, "preset_hand"), "set on a seat not yet assigned one");
    }
  }
  return absl::OkStatus();
}

absl::Status CheckSeatStep(const State& s, int i) {
  const Seat& seat = s.seats[i];
  const Step st = seat.step;
  const std::string step = SeatField(i, "step");
  const bool draw_step = st == Step::kBonusDraw || st == Step::kExploreDraw;
  if (PendingFor(s, i) != (s.phase == Phase::kResolve && draw_step ? 1 : PendingFor(s, i))) {
    return Bad("pending_draws", absl::StrCat("seat ", i, " must have exactly one pending draw"));
  }
  if (s.phase == Phase::kResolve && !draw_step && PendingFor(s, i) != 0) {
    return Bad("pending_draws", absl::StrCat("seat ", i, " draws nothing in this step"));
  }
  const bool committed_ok = s.phase == Phase::kSetupDiscard || s.phase == Phase::kPlace;
  if (seat.committed && !committed_ok) return Bad(SeatField(i, "committed"), "only in SETUP_DISCARD or PLACE");
  const bool owes = st == Step::kPay || st == Step::kConvoyPay || st == Step::kExploreDiscard ||
                    st == Step::kHandLimit || st == Step::kExploreDraw;
  if (!owes && seat.owed != 0) return Bad(SeatField(i, "owed"), "must be 0 in this step");
  if (s.phase != Phase::kPlace && s.phase != Phase::kResolve && !seat.placed.empty()) {
    return Bad(SeatField(i, "placement"), "only in PLACE and RESOLVE");
  }
  if (s.phase != Phase::kResolve && seat.convoy_world >= 0) {
    return Bad(SeatField(i, "convoy_world"), "only in RESOLVE");
  }
  switch (s.phase) {
    case Phase::kSetup:
    case Phase::kIncome:
    case Phase::kFinished:
      if (st != Step::kNone) return Bad(step, "must be STEP_UNSPECIFIED (nothing pending) in this phase");
      return absl::OkStatus();
    case Phase::kSetupDiscard:
      if (seat.committed ? st != Step::kNone : st != Step::kSetupDiscard) {
        return Bad(step, "SETUP_DISCARD until the seat has discarded, then NONE");
      }
      if (!seat.committed && seat.hand_size < kSetupDiscards) {
        return Bad(SeatField(i, "hand_count"), "fewer than 2 cards to discard");
      }
      return absl::OkStatus();
    case Phase::kPlace: {
      if (seat.committed ? st != Step::kNone : st != Step::kPlace) {
        return Bad(step, "PLACE until the seat has committed, then NONE");
      }
      if (!seat.committed) {
        if (!seat.placed.empty()) return Bad(SeatField(i, "placement"), "set before the commit");
        return absl::OkStatus();
      }
      PlaceCost cost;
      if (seat.placed.empty() ||
          (seat.placed.explore && (seat.placed.dev >= 0 || seat.placed.world >= 0 ||
                                   seat.placed.mode != Mode::kNone)) ||
          JudgePlace(s, i, seat.placed, &cost)) {
        return Bad(SeatField(i, "placement"), "not a legal placement of this seat");
      }
      return absl::OkStatus();
    }
    case Phase::kResolve: {
      const Placement& p = seat.placed;
      const std::string field = SeatField(i, "placement");
      if (p.empty() || (p.explore && (p.dev >= 0 || p.world >= 0))) {
        return Bad(field, "every seat placed or explored this round");
      }
      if ((p.world >= 0) != (p.mode != Mode::kNone)) return Bad(field + ".mode", "set exactly with a world");
      if (p.world >= 0 && (p.world >= s.pack->deck_types || s.pack->cards[p.world].development ||
                           !HasCard(seat.empire, p.world))) {
        return Bad(field + ".world", "must be a world in the empire");
      }
      if (p.dev >= 0 && (!s.pack->cards[p.dev].development)) {
        return Bad(field + ".development", "must be a development");
      }
      const bool explore_step = st == Step::kExploreDraw || st == Step::kExploreDiscard;
      if (p.explore ? !(explore_step || st == Step::kNone) : explore_step) {
        return Bad(step, "explore steps exactly for an EXPLORE");
      }
      if ((st == Step::kBonusDraw || st == Step::kConvoy) && p.world < 0) {
        return Bad(step, "needs a world placed");
      }
      if (st == Step::kBonusDraw && p.dev >= 0) return Bad(step, "the bonus is for a world alone");
      if (st == Step::kConvoy && seat.convoy_world >= 0) return Bad(step, "one second world per round");
      if (seat.convoy_world >= 0 &&
          (p.world < 0 || s.pack->cards[seat.convoy_world].development ||
           !HasCard(seat.empire, seat.convoy_world) ||
           (st != Step::kNone && st != Step::kConvoyPay))) {
        return Bad(SeatField(i, "convoy_world"), "not this round's second world");
      }
      if (st == Step::kConvoyPay && seat.convoy_world < 0) return Bad(step, "no convoy world");
      if (st == Step::kPay || st == Step::kConvoyPay || st == Step::kExploreDiscard) {
        if (seat.owed < 1 || seat.owed > seat.hand_size) {
          return Bad(SeatField(i, "owed"), absl::StrCat(seat.owed, " is not in 1..hand_size"));
        }
      }
      if (st == Step::kExploreDraw && seat.owed < kMarkerExplore) {
        return Bad(SeatField(i, "owed"), "X is at least 3");
      }
      if (st == Step::kHandLimit || st == Step::kSetupDiscard || st == Step::kPlace) {
        return Bad(step, "not a RESOLVE step");
      }
      return absl::OkStatus();
    }
    case Phase::kHandLimit:
      if (st == Step::kHandLimit ? seat.owed != seat.hand_size - kHandLimit || seat.owed < 1
                                 : st != Step::kNone || seat.hand_size > kHandLimit) {
        return Bad(step, "HAND_LIMIT exactly above 10 cards, owing the cards above 10");
      }
      return absl::OkStatus();
  }
  return absl::OkStatus();
}

}  // namespace

absl::Status CheckState(const State& s) {
  const Pack& pack = *s.pack;
  if (pack.survey_copies < s.seat_count) {
    return Bad("seats", "more seats than the pack's Survey Teams");
  }
  ARBITER_RETURN_IF_ERROR(CheckCards(s));
  ARBITER_RETURN_IF_ERROR(CheckPresets(s));
  bool all_none = true, any_over = false;
  for (int i = 0; i < s.seat_count; ++i) {
    ARBITER_RETURN_IF_ERROR(CheckSeatStep(s, i));
    all_none &= s.seats[i].step == Step::kNone;
    any_over |= s.seats[i].vp >= kWinVp;
  }
  if ((s.phase == Phase::kSetup) != (s.round == 0) && s.phase != Phase::kSetupDiscard) {
    return Bad("round", "0 exactly before the first PLACE");
  }
  if (s.phase == Phase::kSetupDiscard && s.round != 0) return Bad("round", "0 in SETUP_DISCARD");
  const bool draws_allowed =
      s.phase == Phase::kSetup || s.phase == Phase::kResolve || s.phase == Phase::kIncome;
  if (!s.pending.empty() && (!s.external || !draws_allowed)) {
    return Bad("pending_draws", "only EXTERNAL games wait for draws, in SETUP, RESOLVE, INCOME");
  }
  if (!s.pending.empty() && s.draw_size == 0) {
    return Bad("draw_pile_count", "0 while a draw waits (the reshuffle comes first, J10)");
  }
  if (s.phase == Phase::kSetup && s.options.preset && !s.pending.empty()) {
    return Bad("pending_draws", "preset hands are not drawn");
  }
  // A state where something automatic is due was never returned by the engine.
  const bool waiting = s.external && (!s.pending.empty() || PresetPending(s));
  switch (s.phase) {
    case Phase::kSetup:
    case Phase::kIncome:
      if (!waiting) return Bad("phase", "nothing waits for chance in this phase");
      break;
    case Phase::kSetupDiscard:
    case Phase::kPlace:
    case Phase::kHandLimit:
      if (all_none) return Bad("phase", "every seat is done: the phase is over");
      break;
    case Phase::kResolve:
      if (all_none && s.pending.empty()) return Bad("phase", "every seat is done: scoring is due");
      break;
    case Phase::kFinished:
      if (!any_over) return Bad("phase", "FINISHED without a total of 50 or more");
      break;
  }
  if (s.phase != Phase::kFinished && any_over) {
    return Bad("seats", "a total of 50 or more ends the game (J8)");
  }
  return absl::OkStatus();
}

}  // namespace jump_drive
}  // namespace arbiter
