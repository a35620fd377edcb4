#include "engines/ticket_to_ride_europe/test_util.h"

#include <algorithm>
#include <utility>

#include "engines/core/envelope.h"
#include "engines/core/events.h"
#include "gtest/gtest.h"

namespace arbiter::ticket_to_ride_europe::testing {

const TicketToRideEurope& Game() {
  static const TicketToRideEurope* const kGame = new TicketToRideEurope();
  return *kGame;
}

const Map& TheMap() {
  absl::StatusOr<const Map*> m = LoadMap();
  EXPECT_TRUE(m.ok()) << m.status();
  return **m;
}

pb::Options DefaultOptions() {
  pb::Options o;
  o.set_initial_choice_visibility(pb::INITIAL_CHOICE_VISIBILITY_HIDDEN_UNTIL_ALL);
  o.set_draw_needs_deck(false);
  o.set_max_loco_resets(3);
  o.set_last_tiebreak(pb::LAST_TIEBREAK_EXPRESS_CARD);
  o.set_ticket_set(pb::TICKET_SET_BASE);
  return o;
}

int CityId(const std::string& name) {
  for (const City& c : TheMap().cities()) {
    if (c.name == name) return c.id;
  }
  ADD_FAILURE() << "no city " << name;
  return 0;
}

int RouteId(const std::string& a, const std::string& b, int colour) {
  const int ca = CityId(a), cb = CityId(b);
  for (const Route& r : TheMap().routes()) {
    const bool ends = (r.city_a == ca && r.city_b == cb) || (r.city_a == cb && r.city_b == ca);
    if (ends && (colour == -2 || r.colour == colour)) return r.id;
  }
  ADD_FAILURE() << "no route " << a << "-" << b;
  return 0;
}

int TicketId(const std::string& a, const std::string& b, bool long_ticket) {
  const int ca = CityId(a), cb = CityId(b);
  for (int id : TheMap().TicketIds(kTicketSetBase, long_ticket)) {
    const Ticket& t = *TheMap().ticket(id);
    if ((t.city_a == ca && t.city_b == cb) || (t.city_a == cb && t.city_b == ca)) return id;
  }
  ADD_FAILURE() << "no ticket " << a << "-" << b;
  return 0;
}

State Crafted(int seats, bool external, int active) {
  State s = EmptyGame(TheMap(), DefaultOptions(), seats, 0, external, 12345);
  s.phase = pb::PHASE_CHOOSE_ACTION;
  s.current_seat = active;
  for (Player& p : s.players) p.initial_choice_made = true;
  SetDisplay(s, {kPink, kWhite, kBlue, kYellow, kOrange});
  return s;
}

void Give(State& s, int seat, int type, int count) {
  for (int i = 0; i < count; ++i) {
    if (s.deck[type] > 0) {
      --s.deck[type];
    } else {
      ASSERT_GT(s.discard[type], 0) << CardName(type);
      --s.discard[type];
    }
    ++s.players[seat].hand[type];
  }
}

void ToDiscard(State& s, int type, int count) {
  for (int i = 0; i < count; ++i) {
    ASSERT_GT(s.deck[type], 0);
    --s.deck[type];
    ++s.discard[type];
  }
}

void DeckToDiscard(State& s) {
  for (int t = 0; t < kCardTypes; ++t) {
    s.discard[t] += s.deck[t];
    s.deck[t] = 0;
  }
}

void SetDisplay(State& s, const std::array<int, kDisplaySlots>& cards) {
  for (int& c : s.display) {
    if (c != kEmptySlot) ++s.deck[c];
    c = kEmptySlot;
  }
  for (int i = 0; i < kDisplaySlots; ++i) {
    if (cards[i] == kEmptySlot) continue;
    ASSERT_GT(s.deck[cards[i]], 0);
    --s.deck[cards[i]];
    s.display[i] = cards[i];
  }
}

void Claim(State& s, int route_id, int seat) {
  const Route& r = *TheMap().route(route_id);
  s.route_owner[route_id] = seat;
  s.players[seat].trains_left -= r.length;
  s.players[seat].score += RoutePoints(r.length);
}

void Station(State& s, int city_id, int seat) {
  s.station_owner[city_id] = seat;
  --s.players[seat].stations_left;
}

void GiveTicket(State& s, int seat, int ticket_id) {
  auto it = std::find(s.ticket_deck.begin(), s.ticket_deck.end(), ticket_id);
  if (it != s.ticket_deck.end()) {
    s.ticket_deck.erase(it);
  } else {
    auto lt = std::find(s.long_undealt.begin(), s.long_undealt.end(), ticket_id);
    ASSERT_NE(lt, s.long_undealt.end()) << ticket_id;
    s.long_undealt.erase(lt);
  }
  s.players[seat].tickets.push_back(ticket_id);
}

v1::GameState Wrap(const State& s) { return PackState(Game().Info(), EncodeState(s)); }

pb::State Payload(const v1::GameState& state) {
  pb::State p;
  EXPECT_TRUE(state.payload().UnpackTo(&p));
  return p;
}

State Unwrap(const v1::GameState& state) {
  absl::StatusOr<State> s = DecodeState(TheMap(), Payload(state), state.state_format_version());
  EXPECT_TRUE(s.ok()) << s.status();
  return s.ok() ? *s : State{};
}

// Format 1's fields are deprecated in the proto; writing them is what these helpers are for.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
pb::State ToFormat1(const pb::State& format2) {
  pb::State p = format2;
  std::vector<std::pair<int, int>> routes, stations;  // (id, seat)
  for (int seat = 0; seat < p.players_size(); ++seat) {
    pb::Player* pl = p.mutable_players(seat);
    for (int id : pl->routes()) routes.emplace_back(id, seat);
    for (int id : pl->stations()) stations.emplace_back(id, seat);
    pl->clear_routes();
    pl->clear_stations();
  }
  std::sort(routes.begin(), routes.end());
  std::sort(stations.begin(), stations.end());
  p.clear_routes_claimed();
  p.clear_stations();
  for (const auto& [id, seat] : routes) {
    pb::RouteClaim* c = p.add_routes_claimed();
    c->set_route_id(id);
    c->set_seat(seat);
  }
  for (const auto& [id, seat] : stations) {
    pb::StationBuilt* b = p.add_stations();
    b->set_city_id(id);
    b->set_seat(seat);
  }
  return p;
}
#pragma GCC diagnostic pop

v1::GameState AsFormat1(const v1::GameState& state) {
  v1::GameState out = PackState(Game().Info(), ToFormat1(Payload(state)));
  out.set_state_format_version(1);
  return out;
}

pb::Action DrawFaceUpAction(int slot) {
  pb::Action a;
  a.mutable_draw_face_up()->set_slot(slot);
  return a;
}
pb::Action DrawBlindAction() {
  pb::Action a;
  a.mutable_draw_blind();
  return a;
}
pb::Action ClaimAction(int route_id, int colour, int locomotives) {
  pb::Action a;
  a.mutable_claim_route()->set_route_id(route_id);
  a.mutable_claim_route()->set_colour(ToTrainCard(colour));
  a.mutable_claim_route()->set_locomotives(locomotives);
  return a;
}
pb::Action PayTunnelAction(int locomotives) {
  pb::Action a;
  a.mutable_pay_tunnel()->set_locomotives(locomotives);
  return a;
}
pb::Action DeclineTunnelAction() {
  pb::Action a;
  a.mutable_decline_tunnel();
  return a;
}
pb::Action DrawTicketsAction() {
  pb::Action a;
  a.mutable_draw_tickets();
  return a;
}
pb::Action KeepAction(const std::vector<int>& ids) {
  pb::Action a;
  for (int id : ids) a.mutable_keep_tickets()->add_ticket_ids(id);
  a.mutable_keep_tickets();
  return a;
}
pb::Action StationAction(int city_id, int colour, int locomotives) {
  pb::Action a;
  a.mutable_build_station()->set_city_id(city_id);
  a.mutable_build_station()->set_colour(ToTrainCard(colour));
  a.mutable_build_station()->set_locomotives(locomotives);
  return a;
}
pb::Action PassAction() {
  pb::Action a;
  a.mutable_pass();
  return a;
}
pb::Action CardOutcome(int type) {
  pb::Action a;
  a.mutable_chance_outcome()->set_card(ToTrainCard(type));
  return a;
}
pb::Action TicketOutcome(int ticket_id) {
  pb::Action a;
  a.mutable_chance_outcome()->set_ticket_id(ticket_id);
  return a;
}

void ExpectInCatalogue(const v1::Violation& v) {
  const v1::GameInfo& info = Game().Info();
  for (const v1::ViolationSpec& spec : info.violations()) {
    if (spec.code() == v.code()) {
      EXPECT_EQ(spec.rule_ref(), v.rule_ref()) << v.ShortDebugString();
      return;
    }
  }
  ADD_FAILURE() << "violation code not in GameInfo.violations: " << v.ShortDebugString();
}

ApplyResult Act(const v1::GameState& state, int actor, const pb::Action& action) {
  absl::StatusOr<ApplyResult> r = Game().Apply(state, actor, Pack(action));
  EXPECT_TRUE(r.ok()) << r.status();
  if (r.ok() && !r->legal) ExpectInCatalogue(r->violation);
  return r.ok() ? *r : ApplyResult{};
}

ApplyResult Act(const State& s, int actor, const pb::Action& action) {
  return Act(Wrap(s), actor, action);
}

State Must(const State& s, int actor, const pb::Action& action) {
  ApplyResult r = Act(s, actor, action);
  EXPECT_TRUE(r.legal) << action.ShortDebugString() << " -> " << r.violation.ShortDebugString();
  return r.legal ? Unwrap(r.state) : s;
}

std::string CodeOf(const State& s, int actor, const pb::Action& action) {
  ApplyResult r = Act(s, actor, action);
  return r.legal ? "" : r.violation.code();
}

std::vector<pb::Action> Legal(const State& s, int actor) {
  absl::StatusOr<std::vector<google::protobuf::Any>> l = Game().LegalActions(Wrap(s), actor);
  EXPECT_TRUE(l.ok()) << l.status();
  std::vector<pb::Action> out;
  if (!l.ok()) return out;
  for (const google::protobuf::Any& any : *l) {
    pb::Action a;
    EXPECT_TRUE(any.UnpackTo(&a));
    out.push_back(a);
  }
  return out;
}

std::vector<pb::Event> EventsOf(const std::vector<v1::Event>& events, int viewer) {
  std::vector<pb::Event> out;
  for (const v1::Event& e : RedactEvents(events, viewer)) {
    pb::Event d;
    EXPECT_TRUE(e.detail().UnpackTo(&d));
    out.push_back(d);
  }
  return out;
}

}  // namespace arbiter::ticket_to_ride_europe::testing
