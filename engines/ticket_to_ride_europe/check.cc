// CheckState (state.h): the cross-field invariants of a parsed state.
#include <algorithm>
#include <string>

#include "absl/container/inlined_vector.h"
#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/ticket_to_ride_europe/scoring.h"
#include "engines/ticket_to_ride_europe/state.h"
#include "google/protobuf/util/message_differencer.h"

namespace arbiter::ticket_to_ride_europe {
namespace {

absl::Status Invalid(absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("state.payload.", field, ": ", what));
}

// The field listing seat `seat`'s routes (stations) in the state's format: format 2 lists them
// in each Player, format 1 in one list of the whole state.
std::string RoutesField(const State& s, int seat) {
  return s.format == 1 ? std::string("routes_claimed") : absl::StrCat("players[", seat, "].routes");
}
std::string StationsField(const State& s, int seat) {
  return s.format == 1 ? std::string("stations") : absl::StrCat("players[", seat, "].stations");
}

absl::Status CheckCardsAccounted(const State& s) {
  Cards total = s.deck;
  for (int t = 0; t < kCardTypes; ++t) total[t] += s.discard[t];
  for (int c : s.display) {
    if (c != kEmptySlot) ++total[c];
  }
  for (const Player& p : s.players) {
    for (int t = 0; t < kCardTypes; ++t) total[t] += p.hand[t];
  }
  if (s.has_tunnel) {
    for (int t = 0; t < kCardTypes; ++t) total[t] += s.tunnel.laid[t];
    for (int c : s.tunnel.revealed) ++total[c];
  }
  for (int t = 0; t < kCardTypes; ++t) {
    if (total[t] != CardsOfType(t)) {
      return Invalid("train_deck",
                     absl::StrCat(total[t], " ", CardName(t), " cards in deck, discard, display, "
                                  "hands and tunnel; the game has ", CardsOfType(t), " (T1)"));
    }
  }
  return absl::OkStatus();
}

absl::Status CheckTicketsAccounted(const Map& map, const State& s) {
  const int set = s.options.ticket_set();
  // Ticket ids are at most 201 (data/tickets.csv): the table stays on the stack.
  absl::InlinedVector<int, 256> seen(map.max_ticket_id() + 1, 0);
  // want_long: 1 a long ticket, 0 a regular one, -1 either. The fast test of every listed
  // ticket (counting it in `seen`); `misfit` names the first failed check only on error.
  auto fits = [&](int id, int want_long) {
    const Ticket* t = map.ticket(id);
    if (t == nullptr || t->set != set) return false;
    if (want_long >= 0 && t->long_ticket != (want_long == 1)) return false;
    return ++seen[id] == 1;
  };
  // `field` is "players[<seat>].<name>" when seat >= 0, else `name`.
  auto misfit = [&](int id, int seat, absl::string_view name, int want_long) {
    const std::string field =
        seat >= 0 ? absl::StrCat("players[", seat, "].", name) : std::string(name);
    const Ticket* t = map.ticket(id);
    if (t == nullptr || t->set != set) {
      return Invalid(field, absl::StrCat("ticket ", id, " is not of this game's ticket set"));
    }
    if (want_long >= 0 && t->long_ticket != (want_long == 1)) {
      return Invalid(field, absl::StrCat("ticket ", id, " is of the wrong kind here (T2)"));
    }
    return Invalid(field, absl::StrCat("ticket ", id, " appears twice"));
  };
  for (int id : s.ticket_deck) {
    if (!fits(id, 0)) return misfit(id, -1, "ticket_deck", 0);
  }
  for (const auto& [id, seat] : s.ticket_bottom) {
    if (!fits(id, 0)) return misfit(id, -1, "ticket_deck_bottom", 0);
  }
  for (int id : s.long_undealt) {
    if (!fits(id, 1)) return misfit(id, -1, "long_tickets_undealt", 1);
  }
  size_t marked = s.ticket_deck.size() + s.ticket_bottom.size() + s.long_undealt.size();
  for (int i = 0; i < s.seat_count; ++i) {
    const Player& p = s.players[i];
    for (int id : p.tickets) {
      if (!fits(id, -1)) return misfit(id, i, "tickets", -1);
    }
    for (int id : p.offered) {
      if (!fits(id, -1)) return misfit(id, i, "tickets_offered", -1);
    }
    for (int id : p.discarded) {
      if (!fits(id, -1)) return misfit(id, i, "tickets_discarded", -1);
    }
    marked += p.tickets.size() + p.offered.size() + p.discarded.size();
  }
  // Every ticket seen is distinct and of the set: all are there when as many were seen as the
  // set has. Otherwise, name the first missing one (regular before long, by ascending id).
  if (marked == static_cast<size_t>(map.TicketCount(set))) return absl::OkStatus();
  for (bool is_long : {false, true}) {
    for (int id : map.TicketIds(set, is_long)) {
      if (seen[id] == 0) {
        return Invalid("ticket_deck", absl::StrCat("ticket ", id, " is missing"));
      }
    }
  }
  return absl::OkStatus();
}

absl::Status CheckPlayers(const Map& map, const State& s) {
  // seat_count is 2..5 (DecodeState): the tables stay on the stack.
  absl::InlinedVector<int, 5> length(s.seat_count, 0), points(s.seat_count, 0),
      built(s.seat_count, 0);
  for (const Route& r : map.routes()) {
    const int o = s.route_owner[r.id];
    if (o < 0) continue;
    length[o] += r.length;
    points[o] += RoutePoints(r.length);
    if (r.pair_route_id != 0) {
      const int other = s.route_owner[r.pair_route_id];
      if (other == o) {
        return Invalid(RoutesField(s, o),
                       absl::StrCat("seat ", o, " owns both routes ", r.id, " and ",
                                    r.pair_route_id, " of a double route (T7)"));
      }
      if (other >= 0 && s.seat_count <= 3) {
        return Invalid(RoutesField(s, other),
                       absl::StrCat("both routes ", r.id, " and ", r.pair_route_id,
                                    " of a double route are claimed with ", s.seat_count,
                                    " players (T7)"));
      }
    }
  }
  for (int c = 1; c < static_cast<int>(s.station_owner.size()); ++c) {
    if (s.station_owner[c] >= 0) ++built[s.station_owner[c]];
  }
  for (int i = 0; i < s.seat_count; ++i) {
    const Player& p = s.players[i];
    auto f = [i] { return absl::StrCat("players[", i, "]"); };
    if (p.trains_left != kTrainsPerPlayer - length[i]) {
      return Invalid(f() + ".trains_left",
                     absl::StrCat(p.trains_left, " but the seat's routes use ", length[i],
                                  " of 45 trains"));
    }
    if (p.stations_left != kStationsPerPlayer - built[i]) {
      return Invalid(f() + ".stations_left",
                     absl::StrCat(p.stations_left, " but the seat built ", built[i]));
    }
    if (s.phase != pb::PHASE_GAME_OVER) {
      if (p.score != points[i]) {
        return Invalid(f() + ".score", absl::StrCat(p.score, " but the seat's routes score ",
                                                  points[i], " (T6)"));
      }
      if (p.has_final) return Invalid(f() + ".final_score", "set before the game is over");
    }
    if (s.phase != pb::PHASE_INITIAL_TICKETS && s.phase != pb::PHASE_KEEP_TICKETS &&
        s.phase != pb::PHASE_SETUP && !p.offered.empty()) {
      return Invalid(f() + ".tickets_offered", "tickets offered outside a ticket choice");
    }
    if (s.phase == pb::PHASE_KEEP_TICKETS && i != s.current_seat && !p.offered.empty()) {
      return Invalid(f() + ".tickets_offered", "only the active seat draws tickets (T9)");
    }
    const bool chosen_expected = s.phase != pb::PHASE_SETUP && s.phase != pb::PHASE_INITIAL_TICKETS;
    if (chosen_expected && !p.initial_choice_made) {
      return Invalid(f() + ".initial_choice_made", "false after the initial choice (T3)");
    }
    if (s.phase == pb::PHASE_SETUP && (p.initial_choice_made || !p.tickets.empty())) {
      return Invalid(f() + ".tickets", "tickets kept during the deal (T2)");
    }
  }
  if (s.phase == pb::PHASE_GAME_OVER) {
    const std::vector<pb::FinalScore> want = ScoreGame(map, s);
    for (int i = 0; i < s.seat_count; ++i) {
      const Player& p = s.players[i];
      auto f = [i] { return absl::StrCat("players[", i, "]"); };
      if (!p.has_final ||
          !google::protobuf::util::MessageDifferencer::Equals(p.final_score, want[i])) {
        return Invalid(f() + ".final_score", "not the final scoring of this state (T12)");
      }
      if (p.score != want[i].total()) return Invalid(f() + ".score", "not the final total (T12)");
    }
  }
  return absl::OkStatus();
}

absl::Status CheckInitialChoice(const Map& map, const State& s) {
  const TicketDeal deal = DealFor(s.options.ticket_set());
  const int dealt = deal.long_dealt + deal.regular_dealt;
  bool all_chosen = true;
  for (int i = 0; i < s.seat_count; ++i) {
    const Player& p = s.players[i];
    auto f = [i] { return absl::StrCat("players[", i, "]"); };
    if (p.initial_choice_made) {
      const int kept = static_cast<int>(p.tickets.size());
      if (!p.offered.empty() || kept < deal.min_initial_keep ||
          kept + static_cast<int>(p.discarded.size()) != dealt) {
        return Invalid(f() + ".tickets", "not a valid initial choice (T3)");
      }
    } else {
      all_chosen = false;
      if (static_cast<int>(p.offered.size()) != dealt || !p.tickets.empty() ||
          !p.discarded.empty()) {
        return Invalid(f() + ".tickets_offered",
                       absl::StrCat("want the ", dealt, " tickets dealt (T2)"));
      }
    }
  }
  if (all_chosen) return Invalid("phase", "every initial choice is in (T3)");
  if (s.options.initial_choice_visibility() == pb::INITIAL_CHOICE_VISIBILITY_OPEN_IN_TURN) {
    for (int k = 0; k < s.seat_count; ++k) {
      const int seat = (s.first_seat + k) % s.seat_count;
      if (!s.players[seat].initial_choice_made) {
        if (s.current_seat != seat) return Invalid("active_seat", "not the next chooser (R1)");
        break;
      }
    }
  }
  return absl::OkStatus();
}

absl::Status CheckTunnel(const Map& map, const State& s) {
  const Tunnel& t = s.tunnel;
  const Route* r = map.route(t.route_id);
  if (r == nullptr || !r->tunnel) return Invalid("tunnel.route_id", "not a tunnel");
  if (s.route_owner[t.route_id] >= 0) return Invalid("tunnel.route_id", "already claimed");
  if (t.mode < 0) return Invalid("tunnel.mode", "unspecified");
  if (r->colour != kGray && t.mode != kLocomotive && t.mode != r->colour) {
    return Invalid("tunnel.mode", "not the route's colour (T6)");
  }
  if (Total(t.laid) != r->length) return Invalid("tunnel.laid", "not the route's length (T6)");
  for (int c = 0; c < kColourCount; ++c) {
    if (t.laid[c] > 0 && c != t.mode) return Invalid("tunnel.laid", "cards not of the mode (T8)");
  }
  if (t.mode != kLocomotive && t.laid[t.mode] == 0) {
    return Invalid("tunnel.laid", "a colour mode without a card of that colour (T8)");
  }
  const int revealed = static_cast<int>(t.revealed.size());
  if (t.reveals_left < 0 || t.reveals_left > 3 - revealed) {
    return Invalid("tunnel.reveals_left", "more than 3 reveals (T8)");
  }
  if (t.reveals_left > s.Drawable()) {
    return Invalid("tunnel.reveals_left", "more reveals than cards left (T8)");
  }
  if (t.reveals_left == 0) {
    int x = 0;
    for (int c : t.revealed) x += (c == kLocomotive || c == t.mode);
    if (x != t.extra_cost || x == 0) {
      return Invalid("tunnel.extra_cost", "not the positive X of the revealed cards (T8)");
    }
  } else if (t.extra_cost != 0) {
    return Invalid("tunnel.extra_cost", "set before the reveal is complete");
  }
  return absl::OkStatus();
}

}  // namespace

absl::Status CheckState(const Map& map, const State& s) {
  ARBITER_RETURN_IF_ERROR(CheckCardsAccounted(s));
  ARBITER_RETURN_IF_ERROR(CheckTicketsAccounted(map, s));
  ARBITER_RETURN_IF_ERROR(CheckPlayers(map, s));
  const int n = s.seat_count;
  if (s.phase == pb::PHASE_INITIAL_TICKETS) ARBITER_RETURN_IF_ERROR(CheckInitialChoice(map, s));
  if (s.has_tunnel != (s.phase == pb::PHASE_TUNNEL)) {
    return Invalid("tunnel", "set iff the phase is PHASE_TUNNEL");
  }
  if (s.has_tunnel) ARBITER_RETURN_IF_ERROR(CheckTunnel(map, s));
  if (s.phase == pb::PHASE_SECOND_CARD) {
    if (s.cards_taken < 0 || s.cards_taken > 2 || (s.cards_taken == 0 && !s.blind_draw_pending)) {
      return Invalid("cards_taken", "not 0 (with a blind draw pending), 1 or 2 (T5)");
    }
  } else if (s.cards_taken != 0 || s.blind_draw_pending) {
    return Invalid("cards_taken", "a card draw outside PHASE_SECOND_CARD");
  }
  if (s.blind_draw_pending && s.Drawable() == 0) {
    return Invalid("blind_draw_pending", "no card left to draw (T5)");
  }
  if (s.phase == pb::PHASE_KEEP_TICKETS) {
    const int drawn = static_cast<int>(s.players[s.current_seat].offered.size());
    const int deck = static_cast<int>(s.ticket_deck.size() + s.ticket_bottom.size());
    if (s.tickets_to_draw < 0 || s.tickets_to_draw > 3 || drawn + s.tickets_to_draw < 1 ||
        drawn + s.tickets_to_draw > 3 ||
        s.tickets_to_draw > deck) {
      return Invalid("tickets_to_draw", "not a draw of 1..3 available tickets (T9)");
    }
  } else if (s.tickets_to_draw != 0) {
    return Invalid("tickets_to_draw", "set outside PHASE_KEEP_TICKETS");
  }
  if (s.end_trigger_seat == -1) {
    if (s.final_turns_left != 0) return Invalid("final_turns_left", "set without an end trigger");
  } else if (s.end_trigger_seat < 0 || s.end_trigger_seat >= n) {
    return Invalid("end_trigger_seat", "neither -1 nor a seat");
  } else if (s.final_turns_left < 0 || s.final_turns_left > n ||
             (s.final_turns_left == 0 && s.phase != pb::PHASE_GAME_OVER)) {
    return Invalid("final_turns_left", "not in 1..seat_count during the final round (T11)");
  } else if (s.players[s.end_trigger_seat].trains_left > 2) {
    return Invalid("end_trigger_seat", "the trigger seat has more than 2 trains (T11)");
  }
  if (s.passes_in_row < 0 || s.passes_in_row > n ||
      (s.passes_in_row == n && s.phase != pb::PHASE_GAME_OVER)) {
    return Invalid("passes_in_row", "not in 0..seat_count-1 (R2)");
  }
  if (s.phase == pb::PHASE_SETUP || s.phase == pb::PHASE_INITIAL_TICKETS) {
    for (int r = 1; r < static_cast<int>(s.route_owner.size()); ++r) {
      if (s.route_owner[r] >= 0) {
        return Invalid(RoutesField(s, s.route_owner[r]), "a route claimed before play");
      }
    }
    for (int c = 1; c < static_cast<int>(s.station_owner.size()); ++c) {
      if (s.station_owner[c] >= 0) {
        return Invalid(StationsField(s, s.station_owner[c]), "a station built before play");
      }
    }
  }
  return absl::OkStatus();
}

}  // namespace arbiter::ticket_to_ride_europe
