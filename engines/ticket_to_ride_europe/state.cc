#include "engines/ticket_to_ride_europe/state.h"

#include <algorithm>
#include <string>
#include <tuple>
#include <type_traits>

#include "absl/strings/str_cat.h"

namespace arbiter::ticket_to_ride_europe {
namespace {

absl::Status Invalid(absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("state.payload.", field, ": ", what));
}

// A field path: a string, or a callable giving it, called only when an error names the field
// (no string work on valid states).
template <typename Field>
std::string FieldName(const Field& field) {
  if constexpr (std::is_invocable_v<const Field&>) {
    return std::string(field());
  } else {
    return std::string(field);
  }
}

template <typename Field>
absl::Status CheckCards(const Cards& c, const Field& field) {
  for (int t = 0; t < kCardTypes; ++t) {
    if (c[t] < 0 || c[t] > CardsOfType(t)) {
      return Invalid(FieldName(field), absl::StrCat(c[t], " ", CardName(t), " cards (0..", CardsOfType(t),
                                         ")"));
    }
  }
  return absl::OkStatus();
}

template <typename Field>
absl::Status CheckTicketIds(const Map& map, const google::protobuf::RepeatedField<int32_t>& ids,
                            const Field& field, std::vector<int>* out) {
  out->reserve(out->size() + ids.size());
  for (int i = 0; i < ids.size(); ++i) {
    if (map.ticket(ids[i]) == nullptr) {
      return Invalid(absl::StrCat(FieldName(field), "[", i, "]"), absl::StrCat("unknown ticket ", ids[i]));
    }
    out->push_back(ids[i]);
  }
  return absl::OkStatus();
}

bool SeatOk(int seat, int n) { return seat >= 0 && seat < n; }

}  // namespace

int Total(const Cards& c) {
  int t = 0;
  for (int v : c) t += v;
  return t;
}

Cards ToCards(const pb::CardCounts& c) {
  return Cards{c.pink(),   c.white(), c.blue(), c.yellow(),    c.orange(),
               c.black(),  c.red(),   c.green(), c.locomotive()};
}

pb::CardCounts ToCardCounts(const Cards& c) {
  pb::CardCounts out;
  out.set_pink(c[0]);
  out.set_white(c[1]);
  out.set_blue(c[2]);
  out.set_yellow(c[3]);
  out.set_orange(c[4]);
  out.set_black(c[5]);
  out.set_red(c[6]);
  out.set_green(c[7]);
  out.set_locomotive(c[8]);
  return out;
}

int CardIndex(int train_card) {
  if (train_card < 1 || train_card > kCardTypes) return -1;
  return train_card - 1;
}

pb::TrainCard ToTrainCard(int index) {
  if (index < 0 || index >= kCardTypes) return pb::TRAIN_CARD_UNSPECIFIED;
  return static_cast<pb::TrainCard>(index + 1);
}

GameS EmptyGame(const Map& map, const pb::Options& options, int seat_count, int first_seat,
                bool external, uint64_t seed) {
  GameS s;
  s.options = options;
  s.seat_count = seat_count;
  s.first_seat = first_seat;
  s.external = external;
  s.rng_state = seed;
  for (int t = 0; t < kCardTypes; ++t) s.deck[t] = CardsOfType(t);
  s.ticket_deck = map.TicketIds(options.ticket_set(), false);
  s.long_undealt = map.TicketIds(options.ticket_set(), true);
  s.players.assign(seat_count, PlayerS{});
  s.route_owner.assign(map.route_count() + 1, -1);
  s.station_owner.assign(map.city_count() + 1, -1);
  s.phase = pb::PHASE_SETUP;
  s.active = first_seat;
  return s;
}

absl::StatusOr<GameS> FromProto(const Map& map, const pb::State& p) {
  GameS s;
  const pb::Options& o = p.options();
  if (!pb::InitialChoiceVisibility_IsValid(o.initial_choice_visibility()) ||
      o.initial_choice_visibility() == pb::INITIAL_CHOICE_VISIBILITY_UNSPECIFIED) {
    return Invalid("options.initial_choice_visibility", "unknown or unspecified");
  }
  if (!pb::LastTiebreak_IsValid(o.last_tiebreak()) ||
      o.last_tiebreak() == pb::LAST_TIEBREAK_UNSPECIFIED) {
    return Invalid("options.last_tiebreak", "unknown or unspecified");
  }
  if (!pb::TicketSet_IsValid(o.ticket_set()) || o.ticket_set() == pb::TICKET_SET_UNSPECIFIED) {
    return Invalid("options.ticket_set", "unknown or unspecified");
  }
  if (o.max_loco_resets() < 0 || o.max_loco_resets() > 10) {
    return Invalid("options.max_loco_resets", "not in 0..10");
  }
  s.options = o;
  if (p.seat_count() < 2 || p.seat_count() > 5) return Invalid("seat_count", "not in 2..5");
  s.seat_count = p.seat_count();
  const int n = s.seat_count;
  if (!SeatOk(p.first_seat(), n)) return Invalid("first_seat", "not a seat");
  s.first_seat = p.first_seat();
  s.external = p.external_randomness();
  s.rng_state = p.rng_state();

  s.deck = ToCards(p.train_deck());
  if (absl::Status st = CheckCards(s.deck, "train_deck"); !st.ok()) return st;
  if (p.train_deck_size() != Total(s.deck)) {
    return Invalid("train_deck_size", absl::StrCat(p.train_deck_size(), " but the deck holds ",
                                                   Total(s.deck)));
  }
  s.discard = ToCards(p.discard());
  if (absl::Status st = CheckCards(s.discard, "discard"); !st.ok()) return st;
  if (p.display_size() != kDisplaySlots) return Invalid("display", "must have 5 slots");
  for (int i = 0; i < kDisplaySlots; ++i) {
    const int v = p.display(i);
    if (v < 0 || v > kCardTypes) {
      return Invalid(absl::StrCat("display[", i, "]"), "unknown card");
    }
    s.display[i] = v == 0 ? kEmptySlot : v - 1;
  }
  if (p.loco_resets_in_row() < 0 || p.loco_resets_in_row() > o.max_loco_resets()) {
    return Invalid("loco_resets_in_row", "not in 0..max_loco_resets");
  }
  s.loco_resets_in_row = p.loco_resets_in_row();

  if (absl::Status st = CheckTicketIds(map, p.ticket_deck(), "ticket_deck", &s.ticket_deck);
      !st.ok()) {
    return st;
  }
  if (!std::is_sorted(s.ticket_deck.begin(), s.ticket_deck.end())) {
    return Invalid("ticket_deck", "not sorted (the shuffled part is kept sorted)");
  }
  for (int i = 0; i < p.ticket_deck_bottom_size(); ++i) {
    const pb::TicketUnderDeck& t = p.ticket_deck_bottom(i);
    auto f = [i] { return absl::StrCat("ticket_deck_bottom[", i, "]"); };
    if (map.ticket(t.ticket_id()) == nullptr) return Invalid(f() + ".ticket_id", "unknown ticket");
    if (!SeatOk(t.returned_by(), n)) return Invalid(f() + ".returned_by", "not a seat");
    s.ticket_bottom.emplace_back(t.ticket_id(), t.returned_by());
  }
  if (absl::Status st =
          CheckTicketIds(map, p.long_tickets_undealt(), "long_tickets_undealt", &s.long_undealt);
      !st.ok()) {
    return st;
  }
  if (!std::is_sorted(s.long_undealt.begin(), s.long_undealt.end())) {
    return Invalid("long_tickets_undealt", "not sorted");
  }

  if (p.players_size() != n) return Invalid("players", "one per seat");
  s.players.resize(n);
  for (int i = 0; i < n; ++i) {
    const pb::Player& pp = p.players(i);
    PlayerS& ps = s.players[i];
    auto f = [i] { return absl::StrCat("players[", i, "]"); };
    ps.hand = ToCards(pp.hand());
    if (absl::Status st = CheckCards(ps.hand, [&] { return f() + ".hand"; }); !st.ok()) return st;
    if (pp.hand_size() != Total(ps.hand)) return Invalid(f() + ".hand_size", "not the hand's size");
    for (auto [field, src, dst] :
         {std::make_tuple("tickets", &pp.tickets(), &ps.tickets),
          std::make_tuple("tickets_offered", &pp.tickets_offered(), &ps.offered),
          std::make_tuple("tickets_discarded", &pp.tickets_discarded(), &ps.discarded)}) {
      if (absl::Status st = CheckTicketIds(
              map, *src, [&, field = field] { return absl::StrCat(f(), ".", field); }, dst);
          !st.ok()) {
        return st;
      }
    }
    ps.initial_choice_made = pp.initial_choice_made();
    ps.trains_left = pp.trains_left();
    ps.stations_left = pp.stations_left();
    ps.score = pp.score();
    if (ps.trains_left < 0 || ps.trains_left > kTrainsPerPlayer) {
      return Invalid(f() + ".trains_left", "not in 0..45");
    }
    if (ps.stations_left < 0 || ps.stations_left > kStationsPerPlayer) {
      return Invalid(f() + ".stations_left", "not in 0..3");
    }
    ps.has_final = pp.has_final_score();
    ps.final_score = pp.final_score();
  }

  s.route_owner.assign(map.route_count() + 1, -1);
  for (int i = 0; i < p.routes_claimed_size(); ++i) {
    const pb::RouteClaim& c = p.routes_claimed(i);
    auto f = [i] { return absl::StrCat("routes_claimed[", i, "]"); };
    if (map.route(c.route_id()) == nullptr) return Invalid(f() + ".route_id", "unknown route");
    if (!SeatOk(c.seat(), n)) return Invalid(f() + ".seat", "not a seat");
    if (s.route_owner[c.route_id()] >= 0) return Invalid(f() + ".route_id", "claimed twice");
    s.route_owner[c.route_id()] = c.seat();
  }
  s.station_owner.assign(map.city_count() + 1, -1);
  for (int i = 0; i < p.stations_size(); ++i) {
    const pb::StationBuilt& b = p.stations(i);
    auto f = [i] { return absl::StrCat("stations[", i, "]"); };
    if (map.city(b.city_id()) == nullptr) return Invalid(f() + ".city_id", "unknown city");
    if (!SeatOk(b.seat(), n)) return Invalid(f() + ".seat", "not a seat");
    if (s.station_owner[b.city_id()] >= 0) {
      return Invalid(f() + ".city_id", "two stations in one city (T10)");
    }
    s.station_owner[b.city_id()] = b.seat();
  }

  if (!pb::Phase_IsValid(p.phase()) || p.phase() == pb::PHASE_UNSPECIFIED) {
    return Invalid("phase", "unknown or unspecified");
  }
  s.phase = p.phase();
  if (!SeatOk(p.active_seat(), n)) return Invalid("active_seat", "not a seat");
  s.active = p.active_seat();
  s.cards_taken = p.cards_taken();
  s.blind_draw_pending = p.blind_draw_pending();
  s.has_tunnel = p.has_tunnel();
  if (s.has_tunnel) {
    const pb::Tunnel& t = p.tunnel();
    s.tunnel.route_id = t.route_id();
    s.tunnel.mode = CardIndex(t.mode());
    s.tunnel.laid = ToCards(t.laid());
    if (absl::Status st = CheckCards(s.tunnel.laid, "tunnel.laid"); !st.ok()) return st;
    if (t.revealed_size() > 3) return Invalid("tunnel.revealed", "more than 3 cards (T8)");
    for (int i = 0; i < t.revealed_size(); ++i) {
      const int c = CardIndex(t.revealed(i));
      if (c < 0) return Invalid(absl::StrCat("tunnel.revealed[", i, "]"), "unknown card");
      s.tunnel.revealed.push_back(c);
    }
    s.tunnel.reveals_left = t.reveals_left();
    s.tunnel.extra_cost = t.extra_cost();
  }
  s.tickets_to_draw = p.tickets_to_draw();
  s.end_trigger_seat = p.end_trigger_seat();
  s.final_turns_left = p.final_turns_left();
  s.passes_in_row = p.passes_in_row();
  return s;
}

pb::State ToProto(const GameS& s) {
  pb::State p;
  ToProto(s, &p);
  return p;
}

void ToProto(const GameS& s, pb::State* out) {
  pb::State& p = *out;
  p.Clear();
  *p.mutable_options() = s.options;
  p.set_seat_count(s.seat_count);
  p.set_first_seat(s.first_seat);
  p.set_external_randomness(s.external);
  p.set_rng_state(s.rng_state);
  *p.mutable_train_deck() = ToCardCounts(s.deck);
  p.set_train_deck_size(Total(s.deck));
  *p.mutable_discard() = ToCardCounts(s.discard);
  for (int c : s.display) p.add_display(ToTrainCard(c));
  p.set_loco_resets_in_row(s.loco_resets_in_row);
  p.mutable_ticket_deck()->Reserve(static_cast<int>(s.ticket_deck.size()));
  for (int t : s.ticket_deck) p.add_ticket_deck(t);
  for (const auto& [t, seat] : s.ticket_bottom) {
    pb::TicketUnderDeck* u = p.add_ticket_deck_bottom();
    u->set_ticket_id(t);
    u->set_returned_by(seat);
  }
  p.mutable_long_tickets_undealt()->Reserve(static_cast<int>(s.long_undealt.size()));
  for (int t : s.long_undealt) p.add_long_tickets_undealt(t);
  for (const PlayerS& ps : s.players) {
    pb::Player* pp = p.add_players();
    *pp->mutable_hand() = ToCardCounts(ps.hand);
    pp->set_hand_size(Total(ps.hand));
    for (int t : ps.tickets) pp->add_tickets(t);
    for (int t : ps.offered) pp->add_tickets_offered(t);
    for (int t : ps.discarded) pp->add_tickets_discarded(t);
    pp->set_initial_choice_made(ps.initial_choice_made);
    pp->set_trains_left(ps.trains_left);
    pp->set_stations_left(ps.stations_left);
    pp->set_score(ps.score);
    if (ps.has_final) *pp->mutable_final_score() = ps.final_score;
  }
  for (int r = 1; r < static_cast<int>(s.route_owner.size()); ++r) {
    if (s.route_owner[r] < 0) continue;
    pb::RouteClaim* c = p.add_routes_claimed();
    c->set_route_id(r);
    c->set_seat(s.route_owner[r]);
  }
  for (int c = 1; c < static_cast<int>(s.station_owner.size()); ++c) {
    if (s.station_owner[c] < 0) continue;
    pb::StationBuilt* b = p.add_stations();
    b->set_city_id(c);
    b->set_seat(s.station_owner[c]);
  }
  p.set_phase(s.phase);
  p.set_active_seat(s.active);
  p.set_cards_taken(s.cards_taken);
  p.set_blind_draw_pending(s.blind_draw_pending);
  if (s.has_tunnel) {
    pb::Tunnel* t = p.mutable_tunnel();
    t->set_route_id(s.tunnel.route_id);
    t->set_mode(ToTrainCard(s.tunnel.mode));
    *t->mutable_laid() = ToCardCounts(s.tunnel.laid);
    for (int c : s.tunnel.revealed) t->add_revealed(ToTrainCard(c));
    t->set_reveals_left(s.tunnel.reveals_left);
    t->set_extra_cost(s.tunnel.extra_cost);
  }
  p.set_tickets_to_draw(s.tickets_to_draw);
  p.set_end_trigger_seat(s.end_trigger_seat);
  p.set_final_turns_left(s.final_turns_left);
  p.set_passes_in_row(s.passes_in_row);
}

}  // namespace arbiter::ticket_to_ride_europe
