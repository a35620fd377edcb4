// Destination tickets: the initial choice (rules T3, R1) and DRAW_TICKETS (T9, R6).
#include <algorithm>

#include "absl/container/inlined_vector.h"
#include "absl/strings/str_cat.h"
#include "engines/ticket_to_ride_europe/rules.h"
#include "engines/ticket_to_ride_europe/violations.h"

namespace arbiter::ticket_to_ride_europe {
namespace {

int MinKeep(const State& s) {
  return s.phase == pb::PHASE_INITIAL_TICKETS ? DealFor(s.options.ticket_set()).min_initial_keep
                                              : 1;
}

// The mask of the offered tickets `a` keeps (bit j: offered[j]), or a violation.
Verdict KeptMask(const State& s, const std::vector<int>& offered, const pb::KeepTickets& a,
                 uint32_t* mask) {
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
  *mask = 0;
  for (size_t j = 0; j < offered.size(); ++j) *mask |= keep[j] ? (1u << j) : 0u;
  return std::nullopt;
}

template <typename Ids>
pb::Event KeptEvent(int seat, const Ids& kept, const Ids& returned, bool initial) {
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

Verdict DrawTickets(Ctx& c) {
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
  uint32_t mask = 0;
  if (Verdict v = KeptMask(c.s, c.s.players[seat].offered, a, &mask)) return v;
  return KeepTicketsMask(c, seat, mask);
}

Verdict KeepTicketsMask(Ctx& c, int seat, uint32_t mask) {
  State& s = c.s;
  Player& p = s.players[seat];
  absl::InlinedVector<int, 8> kept, returned;
  for (size_t j = 0; j < p.offered.size(); ++j) {
    (mask & (1u << j) ? kept : returned).push_back(p.offered[j]);
  }
  p.offered.clear();
  p.tickets.insert(p.tickets.end(), kept.begin(), kept.end());
  const bool initial = s.phase == pb::PHASE_INITIAL_TICKETS;
  const bool hidden =
      s.options.initial_choice_visibility() == pb::INITIAL_CHOICE_VISIBILITY_HIDDEN_UNTIL_ALL;
  if (c.Wants()) {
    pb::Event e = KeptEvent(seat, kept, returned, initial);
    pb::Event pub = e;
    pub.mutable_tickets_kept()->clear_kept_ticket_ids();
    pub.mutable_tickets_kept()->clear_returned_ticket_ids();
    if (initial && hidden) {  // R1: not even the count is visible yet
      pub.mutable_tickets_kept()->set_kept_count(-1);
      pub.mutable_tickets_kept()->set_returned_count(-1);
    }
    c.Private(e, seat, pub);
  }
  if (!initial) {
    // T9, R6: returned tickets go under the deck in the order drawn.
    for (int t : returned) s.ticket_bottom.emplace_back(t, seat);
    EndTurn(c);
    return std::nullopt;
  }
  // T3: tickets not kept leave the game.
  p.discarded.assign(returned.begin(), returned.end());
  p.initial_choice_made = true;
  for (int k = 0; k < s.seat_count; ++k) {
    const int next = (s.first_seat + k) % s.seat_count;
    if (!s.players[next].initial_choice_made) {
      if (!hidden) s.current_seat = next;
      return std::nullopt;
    }
  }
  if (hidden && c.Wants()) {
    pb::Event r;
    for (const Player& q : s.players) {
      r.mutable_initial_choices_revealed()->add_kept_counts(static_cast<int>(q.tickets.size()));
    }
    c.Public(r);
  }
  s.phase = pb::PHASE_CHOOSE_ACTION;
  s.current_seat = s.first_seat;
  if (c.Wants()) {
    pb::Event t;
    t.mutable_turn_began()->set_seat(s.current_seat);
    c.Public(t);
  }
  return std::nullopt;
}

void ListKeeps(const State& s, int seat, std::vector<Move>* out) {
  // A checked state offers at most 7 tickets (the 1912 deal, T3); the mask holds 8.
  const int n = std::min<int>(static_cast<int>(s.players[seat].offered.size()), 8);
  const int min_keep = MinKeep(s);
  Move m = Move::Of(Move::Kind::kKeepTickets);
  for (int mask = 1; mask < (1 << n); ++mask) {
    if (__builtin_popcount(mask) < min_keep) continue;
    m.mask = static_cast<uint8_t>(mask);
    out->push_back(m);
  }
}

}  // namespace arbiter::ticket_to_ride_europe
