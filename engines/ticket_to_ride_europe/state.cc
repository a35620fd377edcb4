#include "engines/ticket_to_ride_europe/state.h"

#include <algorithm>
#include <string>
#include <tuple>
#include <type_traits>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"

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

// The routes and stations of state format 1 and 2 (the only fields the formats differ in; see
// the top of ticket_to_ride_europe.proto). Each checks that the state sets no field of the other
// format, then fills s->route_owner and s->station_owner (assigned to -1 by the caller).
// s->seat_count and the players' count are checked before.
//
// Format 1's fields are marked deprecated in the proto (the engine no longer writes them); this
// is where they are read.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
absl::Status ForeignField(absl::string_view field, uint32_t format) {
  return Invalid(field, absl::StrCat("a field of state format ", format == 1 ? 2 : 1,
                                     " in a state of format ", format,
                                     " (GameState.state_format_version)"));
}

absl::Status ClaimsOfFormat1(const Map& map, const pb::State& p, State* s) {
  const int n = s->seat_count;
  for (int i = 0; i < n; ++i) {
    const pb::Player& pp = p.players(i);
    if (pp.routes_size() > 0) {
      return ForeignField(absl::StrCat("players[", i, "].routes"), 1);
    }
    if (pp.stations_size() > 0) {
      return ForeignField(absl::StrCat("players[", i, "].stations"), 1);
    }
  }
  for (int i = 0; i < p.routes_claimed_size(); ++i) {
    const pb::RouteClaim& c = p.routes_claimed(i);
    auto f = [i] { return absl::StrCat("routes_claimed[", i, "]"); };
    if (map.route(c.route_id()) == nullptr) return Invalid(f() + ".route_id", "unknown route");
    if (!SeatOk(c.seat(), n)) return Invalid(f() + ".seat", "not a seat");
    if (s->route_owner[c.route_id()] >= 0) return Invalid(f() + ".route_id", "claimed twice");
    s->route_owner[c.route_id()] = c.seat();
  }
  for (int i = 0; i < p.stations_size(); ++i) {
    const pb::StationBuilt& b = p.stations(i);
    auto f = [i] { return absl::StrCat("stations[", i, "]"); };
    if (map.city(b.city_id()) == nullptr) return Invalid(f() + ".city_id", "unknown city");
    if (!SeatOk(b.seat(), n)) return Invalid(f() + ".seat", "not a seat");
    if (s->station_owner[b.city_id()] >= 0) {
      return Invalid(f() + ".city_id", "two stations in one city (T10)");
    }
    s->station_owner[b.city_id()] = b.seat();
  }
  return absl::OkStatus();
}

absl::Status ClaimsOfFormat2(const Map& map, const pb::State& p, State* s) {
  if (p.routes_claimed_size() > 0) return ForeignField("routes_claimed", 2);
  if (p.stations_size() > 0) return ForeignField("stations", 2);
  for (int i = 0; i < s->seat_count; ++i) {
    const pb::Player& pp = p.players(i);
    int previous = 0;  // ids are 1 and up: ascending means each above the one before
    for (int j = 0; j < pp.routes_size(); ++j) {
      const int id = pp.routes(j);
      auto f = [i, j] { return absl::StrCat("players[", i, "].routes[", j, "]"); };
      if (map.route(id) == nullptr) return Invalid(f(), absl::StrCat("unknown route ", id));
      if (id <= previous) {
        return Invalid(f(), absl::StrCat("route ", id, " after ", previous,
                                         " (route ids ascending, each once)"));
      }
      if (s->route_owner[id] >= 0) {
        return Invalid(f(), absl::StrCat("route ", id, " is claimed by seat ",
                                         s->route_owner[id], " too"));
      }
      s->route_owner[id] = i;
      previous = id;
    }
    previous = 0;
    for (int j = 0; j < pp.stations_size(); ++j) {
      const int id = pp.stations(j);
      auto f = [i, j] { return absl::StrCat("players[", i, "].stations[", j, "]"); };
      if (map.city(id) == nullptr) return Invalid(f(), absl::StrCat("unknown city ", id));
      if (id <= previous) {
        return Invalid(f(), absl::StrCat("city ", id, " after ", previous,
                                         " (city ids ascending, each once)"));
      }
      if (s->station_owner[id] >= 0) {
        return Invalid(f(), absl::StrCat("seat ", s->station_owner[id],
                                         " has a station in city ", id,
                                         " too: two stations in one city (T10)"));
      }
      s->station_owner[id] = i;
      previous = id;
    }
  }
  return absl::OkStatus();
}
#pragma GCC diagnostic pop


// ---- DecodeState, one function per section of the payload ----

// Every field back to State{}'s value, keeping the vectors' capacity. Fields the sections below
// always assign are reset too, so an early error never leaves a stale mix behind.
void Reset(State& s) {
  s.options.Clear();
  s.seat_count = 0;
  s.first_seat = 0;
  s.external = false;
  s.rng_state = 0;
  s.deck = Cards{};
  s.discard = Cards{};
  s.display.fill(kEmptySlot);
  s.loco_resets_in_row = 0;
  s.ticket_deck.clear();
  s.ticket_bottom.clear();
  s.long_undealt.clear();
  // players: resized and every Player field assigned by DecodePlayers.
  s.route_owner.clear();
  s.station_owner.clear();
  s.phase = pb::PHASE_SETUP;
  s.current_seat = 0;
  s.cards_taken = 0;
  s.blind_draw_pending = false;
  s.has_tunnel = false;
  s.tunnel.route_id = 0;
  s.tunnel.mode = 0;
  s.tunnel.laid = Cards{};
  s.tunnel.revealed.clear();
  s.tunnel.reveals_left = 0;
  s.tunnel.extra_cost = 0;
  s.tickets_to_draw = 0;
  s.end_trigger_seat = -1;
  s.final_turns_left = 0;
  s.passes_in_row = 0;
}

// State.options: every enum known and specified, max_loco_resets 0..10 (GameInfo's values).
absl::Status DecodeOptions(const pb::State& p, State& s) {
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
  return absl::OkStatus();
}

// seat_count, first_seat, external_randomness, rng_state.
absl::Status DecodeSeats(const pb::State& p, State& s) {
  if (p.seat_count() < 2 || p.seat_count() > 5) return Invalid("seat_count", "not in 2..5");
  s.seat_count = p.seat_count();
  if (!SeatOk(p.first_seat(), s.seat_count)) return Invalid("first_seat", "not a seat");
  s.first_seat = p.first_seat();
  s.external = p.external_randomness();
  s.rng_state = p.rng_state();
  return absl::OkStatus();
}

// The train deck, discard pile and display (T5), and the resets in a row (R4).
absl::Status DecodeTrainCards(const pb::State& p, State& s) {
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
  if (p.loco_resets_in_row() < 0 || p.loco_resets_in_row() > s.options.max_loco_resets()) {
    return Invalid("loco_resets_in_row", "not in 0..max_loco_resets");
  }
  s.loco_resets_in_row = p.loco_resets_in_row();
  return absl::OkStatus();
}

// The ticket deck (its shuffled part sorted, then the returned tickets, R6) and the long
// tickets not dealt (T2).
absl::Status DecodeTicketPiles(const Map& map, const pb::State& p, State& s) {
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
    if (!SeatOk(t.returned_by(), s.seat_count)) return Invalid(f() + ".returned_by", "not a seat");
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
  return absl::OkStatus();
}

// One seat's Player but its routes and stations (those are the formats' own fields).
absl::Status DecodePlayer(const Map& map, const pb::Player& pp, int i, Player& ps) {
  auto f = [i] { return absl::StrCat("players[", i, "]"); };
  ps.tickets.clear();
  ps.offered.clear();
  ps.discarded.clear();
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
  if (ps.has_final) {
    ps.final_score = pp.final_score();
  } else {
    ps.final_score.Clear();  // what pp.final_score() would give, without the copy
  }
  return absl::OkStatus();
}

// State.players, one per seat.
absl::Status DecodePlayers(const Map& map, const pb::State& p, State& s) {
  if (p.players_size() != s.seat_count) return Invalid("players", "one per seat");
  s.players.resize(s.seat_count);
  for (int i = 0; i < s.seat_count; ++i) {
    ARBITER_RETURN_IF_ERROR(DecodePlayer(map, p.players(i), i, s.players[i]));
  }
  return absl::OkStatus();
}

// The tunnel being claimed (T8; State.tunnel when has_tunnel).
absl::Status DecodeTunnel(const pb::Tunnel& t, Tunnel& out) {
  out.route_id = t.route_id();
  out.mode = CardIndex(t.mode());
  out.laid = ToCards(t.laid());
  if (absl::Status st = CheckCards(out.laid, "tunnel.laid"); !st.ok()) return st;
  if (t.revealed_size() > 3) return Invalid("tunnel.revealed", "more than 3 cards (T8)");
  for (int i = 0; i < t.revealed_size(); ++i) {
    const int c = CardIndex(t.revealed(i));
    if (c < 0) return Invalid(absl::StrCat("tunnel.revealed[", i, "]"), "unknown card");
    out.revealed.push_back(c);
  }
  out.reveals_left = t.reveals_left();
  out.extra_cost = t.extra_cost();
  return absl::OkStatus();
}

// Whose turn and the pending step (phase, active seat, second card, tunnel, tickets drawn),
// the end trigger (T11) and the passes in a row (R2).
absl::Status DecodeTurn(const pb::State& p, State& s) {
  if (!pb::Phase_IsValid(p.phase()) || p.phase() == pb::PHASE_UNSPECIFIED) {
    return Invalid("phase", "unknown or unspecified");
  }
  s.phase = p.phase();
  if (!SeatOk(p.active_seat(), s.seat_count)) return Invalid("active_seat", "not a seat");
  s.current_seat = p.active_seat();
  s.cards_taken = p.cards_taken();
  s.blind_draw_pending = p.blind_draw_pending();
  s.has_tunnel = p.has_tunnel();
  if (s.has_tunnel) ARBITER_RETURN_IF_ERROR(DecodeTunnel(p.tunnel(), s.tunnel));
  s.tickets_to_draw = p.tickets_to_draw();
  s.end_trigger_seat = p.end_trigger_seat();
  s.final_turns_left = p.final_turns_left();
  s.passes_in_row = p.passes_in_row();
  return absl::OkStatus();
}

}  // namespace

Cards ToCards(const pb::CardCounts& c) {
  return Cards{c.pink(),   c.white(), c.blue(), c.yellow(),    c.orange(),
               c.black(),  c.red(),   c.green(), c.locomotive()};
}

pb::CardCounts ToCardCounts(const Cards& c) {
  pb::CardCounts out;
  FillCardCounts(c, &out);
  return out;
}

void FillCardCounts(const Cards& c, pb::CardCounts* out) {
  out->set_pink(c[0]);
  out->set_white(c[1]);
  out->set_blue(c[2]);
  out->set_yellow(c[3]);
  out->set_orange(c[4]);
  out->set_black(c[5]);
  out->set_red(c[6]);
  out->set_green(c[7]);
  out->set_locomotive(c[8]);
}

int CardIndex(int train_card) {
  if (train_card < 1 || train_card > kCardTypes) return -1;
  return train_card - 1;
}

pb::TrainCard ToTrainCard(int index) {
  if (index < 0 || index >= kCardTypes) return pb::TRAIN_CARD_UNSPECIFIED;
  return static_cast<pb::TrainCard>(index + 1);
}

State EmptyGame(const Map& map, const pb::Options& options, int seat_count, int first_seat,
                bool external, uint64_t seed) {
  State s;
  s.options = options;
  s.seat_count = seat_count;
  s.first_seat = first_seat;
  s.external = external;
  s.rng_state = seed;
  for (int t = 0; t < kCardTypes; ++t) s.deck[t] = CardsOfType(t);
  s.ticket_deck = map.TicketIds(options.ticket_set(), false);
  s.long_undealt = map.TicketIds(options.ticket_set(), true);
  s.players.assign(seat_count, Player{});
  s.route_owner.assign(map.route_count() + 1, -1);
  s.station_owner.assign(map.city_count() + 1, -1);
  s.phase = pb::PHASE_SETUP;
  s.current_seat = first_seat;
  return s;
}

absl::StatusOr<State> DecodeState(const Map& map, const pb::State& p, uint32_t format) {
  State s;
  ARBITER_RETURN_IF_ERROR(DecodeState(map, p, format, &s));
  return s;
}

absl::Status DecodeState(const Map& map, const pb::State& p, uint32_t format, State* out) {
  State& s = *out;
  Reset(s);
  s.format = format;
  if (format < kOldestStateFormat || format > kStateFormat) {
    return absl::FailedPreconditionError(
        absl::StrCat("state.state_format_version: ", format, " is not a state format read here (",
                     kOldestStateFormat, "..", kStateFormat, ")"));
  }
  ARBITER_RETURN_IF_ERROR(DecodeOptions(p, s));
  ARBITER_RETURN_IF_ERROR(DecodeSeats(p, s));
  ARBITER_RETURN_IF_ERROR(DecodeTrainCards(p, s));
  ARBITER_RETURN_IF_ERROR(DecodeTicketPiles(map, p, s));
  ARBITER_RETURN_IF_ERROR(DecodePlayers(map, p, s));
  s.route_owner.assign(map.route_count() + 1, -1);
  s.station_owner.assign(map.city_count() + 1, -1);
  ARBITER_RETURN_IF_ERROR(format == 1 ? ClaimsOfFormat1(map, p, &s) : ClaimsOfFormat2(map, p, &s));
  return DecodeTurn(p, s);
}

pb::State EncodeState(const State& s) {
  pb::State p;
  EncodeState(s, &p);
  return p;
}

void EncodeState(const State& s, pb::State* out) {
  out->Clear();
  EncodeStateReusing(s, out);
}

namespace {

// State.players: each seat's Player, its routes and stations ascending (format 2; State.
// routes_claimed and State.stations, format 1, are never written).
void EncodePlayers(const State& s, pb::State& p) {
  google::protobuf::RepeatedPtrField<pb::Player>& players = *p.mutable_players();
  const int n = static_cast<int>(s.players.size());
  while (players.size() > n) players.RemoveLast();
  for (int i = 0; i < n; ++i) {
    const Player& ps = s.players[i];
    pb::Player* pp = i < players.size() ? players.Mutable(i) : players.Add();
    FillCardCounts(ps.hand, pp->mutable_hand());
    pp->set_hand_size(Total(ps.hand));
    pp->clear_tickets();
    pp->mutable_tickets()->Add(ps.tickets.begin(), ps.tickets.end());
    pp->clear_tickets_offered();
    pp->mutable_tickets_offered()->Add(ps.offered.begin(), ps.offered.end());
    pp->clear_tickets_discarded();
    pp->mutable_tickets_discarded()->Add(ps.discarded.begin(), ps.discarded.end());
    pp->set_initial_choice_made(ps.initial_choice_made);
    pp->set_trains_left(ps.trains_left);
    pp->set_stations_left(ps.stations_left);
    pp->set_score(ps.score);
    if (ps.has_final) {
      *pp->mutable_final_score() = ps.final_score;
    } else {
      pp->clear_final_score();
    }
    pp->clear_routes();
    pp->clear_stations();
  }
  for (int r = 1; r < static_cast<int>(s.route_owner.size()); ++r) {
    if (s.route_owner[r] >= 0) players.Mutable(s.route_owner[r])->add_routes(r);
  }
  for (int c = 1; c < static_cast<int>(s.station_owner.size()); ++c) {
    if (s.station_owner[c] >= 0) players.Mutable(s.station_owner[c])->add_stations(c);
  }
}

// Whose turn, the pending step, the end trigger and the passes in a row.
void EncodeTurn(const State& s, pb::State& p) {
  p.set_phase(s.phase);
  p.set_active_seat(s.current_seat);
  p.set_cards_taken(s.cards_taken);
  p.set_blind_draw_pending(s.blind_draw_pending);
  if (s.has_tunnel) {
    pb::Tunnel* t = p.mutable_tunnel();
    t->set_route_id(s.tunnel.route_id);
    t->set_mode(ToTrainCard(s.tunnel.mode));
    FillCardCounts(s.tunnel.laid, t->mutable_laid());
    t->clear_revealed();
    for (int c : s.tunnel.revealed) t->add_revealed(ToTrainCard(c));
    t->set_reveals_left(s.tunnel.reveals_left);
    t->set_extra_cost(s.tunnel.extra_cost);
  } else {
    p.clear_tunnel();
  }
  p.set_tickets_to_draw(s.tickets_to_draw);
  p.set_end_trigger_seat(s.end_trigger_seat);
  p.set_final_turns_left(s.final_turns_left);
  p.set_passes_in_row(s.passes_in_row);
}

}  // namespace

void EncodeStateReusing(const State& s, pb::State* out) {
  // Every field is written (or cleared) here: singular submessages are overwritten in place
  // and repeated fields cleared (keeping capacity and their cleared elements) before refilling.
  pb::State& p = *out;
  *p.mutable_options() = s.options;
  p.set_seat_count(s.seat_count);
  p.set_first_seat(s.first_seat);
  p.set_external_randomness(s.external);
  p.set_rng_state(s.rng_state);
  FillCardCounts(s.deck, p.mutable_train_deck());
  p.set_train_deck_size(Total(s.deck));
  FillCardCounts(s.discard, p.mutable_discard());
  p.clear_display();
  for (int c : s.display) p.add_display(ToTrainCard(c));
  p.set_loco_resets_in_row(s.loco_resets_in_row);
  p.clear_ticket_deck();
  p.mutable_ticket_deck()->Add(s.ticket_deck.begin(), s.ticket_deck.end());
  p.clear_ticket_deck_bottom();
  for (const auto& [t, seat] : s.ticket_bottom) {
    pb::TicketUnderDeck* u = p.add_ticket_deck_bottom();
    u->set_ticket_id(t);
    u->set_returned_by(seat);
  }
  p.clear_long_tickets_undealt();
  p.mutable_long_tickets_undealt()->Add(s.long_undealt.begin(), s.long_undealt.end());
  EncodePlayers(s, p);
  EncodeTurn(s, p);
}

}  // namespace arbiter::ticket_to_ride_europe
