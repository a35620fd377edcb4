// Destination tickets: the initial choice (rules T3, R1) and DRAW_TICKETS (T9, R6).
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "engines/ticket_to_ride_europe/rules.h"
#include "engines/ticket_to_ride_europe/violations.h"

namespace arbiter::ticket_to_ride_europe {
namespace {

int MinKeep(const State& s) {
  return s.phase == pb::PHASE_INITIAL_TICKETS ? DealFor(s.options.ticket_set()).min_initial_keep
                                              : 1;
}

// Splits `offered` into kept (in offered order) and returned, or a violation.
Verdict Split(const State& s, const std::vector<int>& offered, const pb::KeepTickets& a,
              std::vector<int>* kept, std::vector<int>* returned) {
  const bool initial = s.phase == pb::PHASE_INITIAL_TICKETS;
  std::vector<bool> keep(offered.size(), false);
  for (int i = 0; i < a.ticket_ids_size(); ++i) {
    const int id = a.ticket_ids(i);
    size_t j = 0;
    while (j < offered.size() && (offered[j] != id || keep[j])) ++j;
    if (j == offered.size()) {
      return MakeViolation(initial ? kInitialKeepNotOffered : kKeepNotOffered,
                           absl::StrCat("keep_tickets.ticket_ids[", i, "]"),
                           absl::StrCat("ticket ", id, " is not offered to you (or named twice)"));
    }
    keep[j] = true;
  }
  if (a.ticket_ids_size() < MinKeep(s)) {
    return MakeViolation(initial ? kInitialKeepTooFew : kKeepTooFew, "keep_tickets.ticket_ids",
                         absl::StrCat("keep at least ", MinKeep(s), " of the tickets offered"));
  }
  for (size_t j = 0; j < offered.size(); ++j) (keep[j] ? kept : returned)->push_back(offered[j]);
  return std::nullopt;
}

pb::Event KeptEvent(int seat, const std::vector<int>& kept, const std::vector<int>& returned,
                    bool initial) {
  pb::Event e;
  pb::TicketsKept* k = e.mutable_tickets_kept();
  k->set_seat(seat);
  for (int t : kept) k->add_kept_ticket_ids(t);
  for (int t : returned) k->add_returned_ticket_ids(t);
  k->set_kept_count(static_cast<int>(kept.size()));
  k->set_returned_count(static_cast<int>(returned.size()));
  k->set_initial(initial);
  return e;
}

}  // namespace

bool CanDrawTickets(const State& s) { return !s.ticket_deck.empty() || !s.ticket_bottom.empty(); }

Verdict DrawTickets(Ctx& c, const pb::DrawTickets&) {
  State& s = c.s;
  if (!CanDrawTickets(s)) {
    return MakeViolation(kTicketDeckEmpty, "draw_tickets", "the ticket deck is empty");
  }
  s.passes_in_row = 0;
  s.phase = pb::PHASE_KEEP_TICKETS;
  s.tickets_to_draw =
      std::min<int>(3, static_cast<int>(s.ticket_deck.size() + s.ticket_bottom.size()));
  return std::nullopt;
}

Verdict KeepTickets(Ctx& c, int seat, const pb::KeepTickets& a) {
  State& s = c.s;
  Player& p = s.players[seat];
  std::vector<int> kept, returned;
  if (Verdict v = Split(s, p.offered, a, &kept, &returned)) return v;
  p.offered.clear();
  p.tickets.insert(p.tickets.end(), kept.begin(), kept.end());
  pb::Event e = KeptEvent(seat, kept, returned, s.phase == pb::PHASE_INITIAL_TICKETS);
  pb::Event pub = e;
  pub.mutable_tickets_kept()->clear_kept_ticket_ids();
  pub.mutable_tickets_kept()->clear_returned_ticket_ids();
  if (s.phase != pb::PHASE_INITIAL_TICKETS) {
    // T9, R6: returned tickets go under the deck in the order drawn.
    for (int t : returned) s.ticket_bottom.emplace_back(t, seat);
    c.Private(e, seat, pub);
    EndTurn(c);
    return std::nullopt;
  }
  // T3: tickets not kept leave the game.
  p.discarded = returned;
  p.initial_choice_made = true;
  const bool hidden =
      s.options.initial_choice_visibility() == pb::INITIAL_CHOICE_VISIBILITY_HIDDEN_UNTIL_ALL;
  if (hidden) {  // R1: not even the count is visible yet
    pub.mutable_tickets_kept()->set_kept_count(-1);
    pub.mutable_tickets_kept()->set_returned_count(-1);
  }
  c.Private(e, seat, pub);
  for (int k = 0; k < s.seat_count; ++k) {
    const int next = (s.first_seat + k) % s.seat_count;
    if (!s.players[next].initial_choice_made) {
      if (!hidden) s.current_seat = next;
      return std::nullopt;
    }
  }
  if (hidden) {
    pb::Event r;
    for (const Player& q : s.players) {
      r.mutable_initial_choices_revealed()->add_kept_counts(static_cast<int>(q.tickets.size()));
    }
    c.Public(r);
  }
  s.phase = pb::PHASE_CHOOSE_ACTION;
  s.current_seat = s.first_seat;
  pb::Event t;
  t.mutable_turn_began()->set_seat(s.current_seat);
  c.Public(t);
  return std::nullopt;
}

void AppendKeepActions(const State& s, int seat, ActionList* out) {
  const std::vector<int>& offered = s.players[seat].offered;
  const int n = static_cast<int>(offered.size());
  const int min_keep = MinKeep(s);
  for (int mask = 1; mask < (1 << n); ++mask) {
    if (__builtin_popcount(mask) < min_keep) continue;
    pb::KeepTickets* k = out->Add()->mutable_keep_tickets();
    for (int j = 0; j < n; ++j) {
      if (mask & (1 << j)) k->add_ticket_ids(offered[j]);
    }
  }
}

}  // namespace arbiter::ticket_to_ride_europe
