// Chance points, Advance, passing, the end of a turn and of the game (rules T2, T4, R2, T5, T8,
// T9, T11).
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "engines/core/rng.h"
#include "engines/ticket_to_ride_europe/rules.h"
#include "engines/ticket_to_ride_europe/scoring.h"
#include "engines/ticket_to_ride_europe/violations.h"

namespace arbiter::ticket_to_ride_europe {
namespace {

constexpr int kSetupHand = 4;

int Locomotives(const State& s) {
  int n = 0;
  for (int c : s.display) n += (c == kLocomotive);
  return n;
}

bool HandsDealt(const State& s) {
  if (s.phase != pb::PHASE_SETUP) return true;
  for (const Player& p : s.players) {
    if (Total(p.hand) < kSetupHand) return false;
  }
  return true;
}

int FirstFillableSlot(const State& s) {
  // The empty slot first: usually there is none, and the other conditions cost more.
  int slot = -1;
  for (int i = 0; i < kDisplaySlots; ++i) {
    if (s.display[i] == kEmptySlot) {
      slot = i;
      break;
    }
  }
  if (slot < 0 || s.phase == pb::PHASE_GAME_OVER || !HandsDealt(s) || s.Drawable() == 0) {
    return -1;
  }
  return slot;
}

// R4: a reset is due when the display shows 3+ locomotives, the reset limit is not reached and
// the deck or discards hold a card.
bool ResetDue(const State& s) {
  return s.phase != pb::PHASE_GAME_OVER && FirstFillableSlot(s) < 0 && Locomotives(s) >= 3 &&
         s.loco_resets_in_row < s.options.max_loco_resets() && s.Drawable() > 0;
}

bool NeedsTrainCard(ChanceKind k) {
  return k == ChanceKind::kDealCard || k == ChanceKind::kRefill || k == ChanceKind::kBlindDraw ||
         k == ChanceKind::kTunnelReveal;
}

int Kept(const TicketDeal& d) { return d.long_dealt + d.regular_dealt; }

// The card moved from the deck for a chance point; the caller checked it is in the deck.
void TakeFromDeck(State& s, int card) { --s.deck[card]; }

// One deterministic step; false when there is none.
bool Step(Ctx& c) {
  State& s = c.s;
  const ChancePoint p = NextChance(s);
  if (NeedsTrainCard(p.kind) && Total(s.deck) == 0 && Total(s.discard) > 0) {
    // T5: the discard pile is shuffled to form a new deck.
    if (c.Wants()) {
      pb::Event e;
      e.mutable_deck_reshuffled()->set_cards(Total(s.discard));
      c.Public(e);
    }
    s.deck = s.discard;
    s.discard = Cards{};
    return true;
  }
  if (p.kind != ChanceKind::kNone) return false;
  if (ResetDue(s)) {
    Cards gone{};
    for (int& slot : s.display) {
      if (slot != kEmptySlot) ++gone[slot];
      slot = kEmptySlot;
    }
    for (int t = 0; t < kCardTypes; ++t) s.discard[t] += gone[t];
    ++s.loco_resets_in_row;
    if (c.Wants()) {
      pb::Event e;
      *e.mutable_display_reset()->mutable_discarded() = ToCardCounts(gone);
      c.Public(e);
    }
    return true;
  }
  if (FirstFillableSlot(s) < 0 && Locomotives(s) < 3) s.loco_resets_in_row = 0;
  if (s.phase == pb::PHASE_KEEP_TICKETS && s.tickets_to_draw > 0 && s.ticket_deck.empty() &&
      !s.ticket_bottom.empty()) {
    // R6: the shuffled part is used up; the returned tickets are drawn in order.
    const int t = s.ticket_bottom.front().first;
    s.ticket_bottom.erase(s.ticket_bottom.begin());
    s.players[s.current_seat].offered.push_back(t);
    --s.tickets_to_draw;
    if (c.Wants()) {
      pb::Event e, pub;
      e.mutable_ticket_drawn()->set_seat(s.current_seat);
      e.mutable_ticket_drawn()->set_ticket_id(t);
      pub.mutable_ticket_drawn()->set_seat(s.current_seat);
      c.Private(e, s.current_seat, pub);
    }
    return true;
  }
  switch (s.phase) {
    case pb::PHASE_SETUP:
      if (DisplaySettled(s)) {
        s.phase = pb::PHASE_INITIAL_TICKETS;
        s.current_seat = s.first_seat;
        return true;
      }
      return false;
    case pb::PHASE_SECOND_CARD:
      if (!s.blind_draw_pending && DisplaySettled(s) &&
          (s.cards_taken >= 2 || !CanDrawCards(s, /*second=*/true))) {
        EndTurn(c);
        return true;
      }
      return false;
    case pb::PHASE_TUNNEL:
      if (s.tunnel.reveals_left == 0 && s.tunnel.extra_cost == 0) {
        const int x = ExtraCost(s.tunnel.revealed, s.tunnel.mode);
        if (c.Wants()) {
          pb::Event e;
          pb::TunnelRevealed* t = e.mutable_tunnel_revealed();
          t->set_route_id(s.tunnel.route_id);
          for (int card : s.tunnel.revealed) t->add_revealed(ToTrainCard(card));
          t->set_extra_cost(x);
          c.Public(e);
        }
        if (x == 0) {
          ResolveTunnel(c, /*claim=*/true, Cards{});  // R5: no decision step
        } else {
          s.tunnel.extra_cost = x;
        }
        return true;
      }
      return false;
    default:
      return false;
  }
}

void ResolveTrainCard(Ctx& c, const ChancePoint& p, int card) {
  State& s = c.s;
  TakeFromDeck(s, card);
  switch (p.kind) {
    case ChanceKind::kDealCard:
    case ChanceKind::kBlindDraw: {
      const int seat = p.kind == ChanceKind::kDealCard ? p.seat : s.current_seat;
      ++s.players[seat].hand[card];
      if (c.Wants()) {
        pb::Event e, pub;
        pb::CardDrawn* d = e.mutable_card_drawn();
        d->set_seat(seat);
        d->set_card(ToTrainCard(card));
        d->set_source(p.kind == ChanceKind::kDealCard ? pb::CARD_SOURCE_SETUP_DEAL
                                                      : pb::CARD_SOURCE_DECK);
        *pub.mutable_card_drawn() = *d;
        pub.mutable_card_drawn()->clear_card();
        c.Private(e, seat, pub);
      }
      if (p.kind == ChanceKind::kBlindDraw) {
        s.blind_draw_pending = false;
        ++s.cards_taken;
      }
      return;
    }
    case ChanceKind::kRefill:
      s.display[p.slot] = card;
      if (c.Wants()) {
        pb::Event e;
        e.mutable_display_refilled()->set_slot(p.slot);
        e.mutable_display_refilled()->set_card(ToTrainCard(card));
        c.Public(e);
      }
      return;
    case ChanceKind::kTunnelReveal:
      s.tunnel.revealed.push_back(card);
      --s.tunnel.reveals_left;  // the TunnelRevealed event comes when the reveal is complete
      return;
    default:
      return;
  }
}

void ResolveTicket(Ctx& c, const ChancePoint& p, int ticket) {
  State& s = c.s;
  std::vector<int>& pool = p.kind == ChanceKind::kDealLong ? s.long_undealt : s.ticket_deck;
  pool.erase(std::find(pool.begin(), pool.end(), ticket));
  const int seat = p.kind == ChanceKind::kDrawTicket ? s.current_seat : p.seat;
  s.players[seat].offered.push_back(ticket);
  if (p.kind == ChanceKind::kDrawTicket) --s.tickets_to_draw;
  if (!c.Wants()) return;
  pb::Event e, pub;
  e.mutable_ticket_drawn()->set_seat(seat);
  e.mutable_ticket_drawn()->set_ticket_id(ticket);
  e.mutable_ticket_drawn()->set_long_ticket(p.kind == ChanceKind::kDealLong);
  pub = e;
  pub.mutable_ticket_drawn()->clear_ticket_id();
  c.Private(e, seat, pub);
}

}  // namespace

bool DisplaySettled(const State& s) { return FirstFillableSlot(s) < 0 && !ResetDue(s); }

ChancePoint NextChance(const State& s) {
  ChancePoint p;
  if (s.phase == pb::PHASE_GAME_OVER) return p;
  if (s.phase == pb::PHASE_SETUP) {
    for (int k = 0; k < s.seat_count; ++k) {
      const int seat = (s.first_seat + k) % s.seat_count;
      if (Total(s.players[seat].hand) < kSetupHand) return {ChanceKind::kDealCard, seat, -1};
    }
  }
  if (const int slot = FirstFillableSlot(s); slot >= 0) return {ChanceKind::kRefill, -1, slot};
  if (ResetDue(s)) return p;  // a deterministic reset comes first
  if (s.phase == pb::PHASE_SETUP) {
    const TicketDeal deal = DealFor(s.options.ticket_set());
    // Long tickets are dealt first, so a seat's first long_dealt offered tickets are long.
    for (int k = 0; k < s.seat_count; ++k) {
      const int seat = (s.first_seat + k) % s.seat_count;
      const int offered = static_cast<int>(s.players[seat].offered.size());
      if (offered < deal.long_dealt) return {ChanceKind::kDealLong, seat, -1};
    }
    for (int k = 0; k < s.seat_count; ++k) {
      const int seat = (s.first_seat + k) % s.seat_count;
      const int offered = static_cast<int>(s.players[seat].offered.size());
      if (offered < Kept(deal)) return {ChanceKind::kDealRegular, seat, -1};
    }
    return p;
  }
  if (s.blind_draw_pending) return {ChanceKind::kBlindDraw, s.current_seat, -1};
  if (s.phase == pb::PHASE_TUNNEL && s.tunnel.reveals_left > 0) {
    return {ChanceKind::kTunnelReveal, s.current_seat, -1};
  }
  if (s.phase == pb::PHASE_KEEP_TICKETS && s.tickets_to_draw > 0 && !s.ticket_deck.empty()) {
    return {ChanceKind::kDrawTicket, s.current_seat, -1};
  }
  return p;
}

std::vector<pb::ChanceOutcome> ChanceOutcomes(const State& s, const ChancePoint& p) {
  std::vector<pb::ChanceOutcome> out;
  if (NeedsTrainCard(p.kind)) {
    for (int t = 0; t < kCardTypes; ++t) {
      if (s.deck[t] == 0) continue;
      out.emplace_back().set_card(ToTrainCard(t));
    }
  } else if (p.kind != ChanceKind::kNone) {
    const std::vector<int>& pool = p.kind == ChanceKind::kDealLong ? s.long_undealt : s.ticket_deck;
    for (int t : pool) out.emplace_back().set_ticket_id(t);
  }
  return out;
}

Verdict ApplyChance(Ctx& c, const pb::ChanceOutcome& outcome) {
  return ApplyChanceValue(
      c, outcome.outcome_case() == pb::ChanceOutcome::kCard ? CardIndex(outcome.card()) : -1,
      outcome.outcome_case() == pb::ChanceOutcome::kTicketId ? outcome.ticket_id() : 0);
}

Verdict ApplyChanceValue(Ctx& c, int card, int t) {
  State& s = c.s;
  const ChancePoint p = NextChance(s);
  if (p.kind == ChanceKind::kNone) {
    return MakeViolation(kSharedNoChancePending, "", "no chance outcome is pending");
  }
  if (NeedsTrainCard(p.kind)) {
    if (card < 0 || card >= kCardTypes || s.deck[card] == 0) {
      return MakeViolation(kChanceImpossible, "chance_outcome.card",
                           "a train card still in the deck is drawn here");
    }
    ResolveTrainCard(c, p, card);
  } else {
    const std::vector<int>& pool = p.kind == ChanceKind::kDealLong ? s.long_undealt : s.ticket_deck;
    if (!std::binary_search(pool.begin(), pool.end(), t)) {
      return MakeViolation(kChanceImpossible,
                           "chance_outcome.ticket_id",
                           "a ticket still in the pile dealt from is drawn here");
    }
    ResolveTicket(c, p, t);
  }
  Advance(c);
  return std::nullopt;
}

void Advance(Ctx& c) {
  State& s = c.s;
  // Bounded: every iteration moves a card or ticket, or changes the phase; 10000 is far above
  // any real sequence (a whole setup is < 60 steps).
  for (int guard = 0; guard < 10000 && s.phase != pb::PHASE_GAME_OVER; ++guard) {
    if (Step(c)) continue;
    const ChancePoint p = NextChance(s);
    if (p.kind == ChanceKind::kNone || s.external) return;
    Rng rng(s.rng_state);
    if (NeedsTrainCard(p.kind)) {
      const int card = rng.Weighted(absl::Span<const int>(s.deck.data(), s.deck.size()));
      s.rng_state = rng.state();
      if (card < 0) return;  // unreachable: Step reshuffled or the point would not exist
      ResolveTrainCard(c, p, card);
    } else {
      const std::vector<int>& pool =
          p.kind == ChanceKind::kDealLong ? s.long_undealt : s.ticket_deck;
      const int t = pool[static_cast<size_t>(rng.Uniform(pool.size()))];
      s.rng_state = rng.state();
      ResolveTicket(c, p, t);
    }
  }
}

void EndTurn(Ctx& c) {
  State& s = c.s;
  const int seat = s.current_seat;
  s.phase = pb::PHASE_CHOOSE_ACTION;
  s.cards_taken = 0;
  s.blind_draw_pending = false;
  s.has_tunnel = false;
  s.tunnel.route_id = 0;  // Tunnel{} field by field: `revealed` keeps its capacity
  s.tunnel.mode = 0;
  s.tunnel.laid = Cards{};
  s.tunnel.revealed.clear();
  s.tunnel.reveals_left = 0;
  s.tunnel.extra_cost = 0;
  s.tickets_to_draw = 0;
  if (s.passes_in_row >= s.seat_count) {  // R2: everyone passed in a row
    FinishGame(c);
    return;
  }
  if (s.end_trigger_seat >= 0) {
    if (--s.final_turns_left <= 0) {
      FinishGame(c);
      return;
    }
  } else if (s.players[seat].trains_left <= 2) {
    // T11: every other seat plays once more, then the trigger seat.
    s.end_trigger_seat = seat;
    s.final_turns_left = s.seat_count;
    if (c.Wants()) {
      pb::Event e;
      e.mutable_end_triggered()->set_seat(seat);
      e.mutable_end_triggered()->set_trains_left(s.players[seat].trains_left);
      c.Public(e);
    }
  }
  s.current_seat = (seat + 1) % s.seat_count;
  if (c.Wants()) {
    pb::Event e;
    e.mutable_turn_began()->set_seat(s.current_seat);
    c.Public(e);
  }
}

void FinishGame(Ctx& c) {
  State& s = c.s;
  s.phase = pb::PHASE_GAME_OVER;
  s.final_turns_left = 0;
  const std::vector<pb::FinalScore> scores = ScoreGame(c.map, s);
  for (int i = 0; i < s.seat_count; ++i) {
    s.players[i].has_final = true;
    s.players[i].final_score = scores[i];
    s.players[i].score = scores[i].total();
  }
  if (!c.Wants()) return;
  pb::Event e;
  for (int i = 0; i < s.seat_count; ++i) *e.mutable_game_ended()->add_scores() = scores[i];
  c.Public(e);
}

absl::InlinedVector<int, 5> ActingSeats(const State& s) {
  absl::InlinedVector<int, 5> seats;
  if (s.phase == pb::PHASE_GAME_OVER || s.phase == pb::PHASE_SETUP) return seats;
  if (s.external && NextChance(s).kind != ChanceKind::kNone) return seats;
  if (s.phase == pb::PHASE_INITIAL_TICKETS &&
      s.options.initial_choice_visibility() == pb::INITIAL_CHOICE_VISIBILITY_HIDDEN_UNTIL_ALL) {
    for (int i = 0; i < s.seat_count; ++i) {
      if (!s.players[i].initial_choice_made) seats.push_back(i);
    }
    return seats;
  }
  seats.push_back(s.current_seat);
  return seats;
}

v1::TurnStatus TurnOf(const Map& map, const State& s) {
  v1::TurnStatus t;
  for (int seat : ActingSeats(s)) t.add_acting_seats(seat);
  const ChancePoint p = NextChance(s);
  t.set_chance_pending(s.external && p.kind != ChanceKind::kNone);
  switch (s.phase) {
    case pb::PHASE_SETUP: t.set_decision("deal"); break;
    case pb::PHASE_INITIAL_TICKETS: t.set_decision("initial_tickets"); break;
    case pb::PHASE_CHOOSE_ACTION: t.set_decision("choose_action"); break;
    case pb::PHASE_SECOND_CARD: t.set_decision("second_card"); break;
    case pb::PHASE_TUNNEL: t.set_decision("tunnel_payment"); break;
    case pb::PHASE_KEEP_TICKETS: t.set_decision("keep_tickets"); break;
    default: t.set_decision("game_over"); break;
  }
  if (t.chance_pending()) t.set_decision("chance");
  v1::Outcome* o = t.mutable_outcome();
  if (s.phase != pb::PHASE_GAME_OVER) {
    o->set_status(v1::OUTCOME_STATUS_ONGOING);
    return t;
  }
  o->set_status(v1::OUTCOME_STATUS_FINISHED);
  std::vector<pb::FinalScore> scores;
  for (const Player& p : s.players) scores.push_back(p.final_score);
  const std::vector<int> ranks = Ranks(s.options, scores);
  std::vector<int> order(s.seat_count);
  for (int i = 0; i < s.seat_count; ++i) order[i] = i;
  std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return ranks[a] < ranks[b]; });
  for (int seat : order) {
    v1::SeatResult* r = o->add_results();
    r->set_seat(seat);
    r->set_rank(ranks[seat]);
    r->set_won(ranks[seat] == 1);
    r->set_score(scores[seat].total());
  }
  return t;
}

// R2: passing, only for a seat with no other action.
bool HasNonPassAction(const Map& map, const State& s) {
  return CanDrawCards(s, /*second=*/false) || CanDrawTickets(s) || CanBuildStation(map, s) ||
         CanClaimRoute(map, s);
}

Verdict PassTurn(Ctx& c) {
  State& s = c.s;
  if (HasNonPassAction(c.map, s)) {
    return MakeViolation(kPassNotAllowed, "pass",
                         "PASS is legal only for a seat with no other legal action");
  }
  ++s.passes_in_row;
  if (c.Wants()) {
    pb::Event e;
    e.mutable_passed()->set_seat(s.current_seat);
    c.Public(e);
  }
  EndTurn(c);
  return std::nullopt;
}

}  // namespace arbiter::ticket_to_ride_europe
