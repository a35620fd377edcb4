// The turn tests' shared fixtures (test_util.h).
#include "engines/memoir44/test_util.h"

#include <algorithm>

#include "engines/core/events.h"
#include "gtest/gtest.h"

namespace arbiter::memoir44::testing {

TestGame::TestGame() : scenario_(std::make_unique<Scenario>()) {
  Scenario& sc = *scenario_;
  sc.side = {pb::SIDE_ALLIES, pb::SIDE_AXIS};
  sc.hand_size = {5, 5};
  sc.medals_to_win = {6, 6};
  sc.hill_group.fill(-1);
  s_.scenario = scenario_.get();
  s_.options.set_scenario("test");
  s_.options.set_los_vertex_blocks(true);
  s_.players[0].side = pb::SIDE_ALLIES;
  s_.players[1].side = pb::SIDE_AXIS;
  s_.objective_holder.clear();
  for (int id = 1; id <= kCardCount; ++id) s_.draw_pile.push_back(static_cast<int8_t>(id));
  s_.rng_state = 44;
  s_.current_seat = 0;
  s_.phase = pb::PHASE_PLAY;
}

TestGame::TestGame(const TestGame& other)
    : scenario_(std::make_unique<Scenario>(*other.scenario_)),
      s_(other.s_),
      events_(other.events_) {
  s_.scenario = scenario_.get();
}

TestGame& TestGame::operator=(const TestGame& other) {
  if (this == &other) return *this;
  scenario_ = std::make_unique<Scenario>(*other.scenario_);
  s_ = other.s_;
  s_.scenario = scenario_.get();
  events_ = other.events_;
  return *this;
}

void TestGame::Terrain(int col, int row, pb::Terrain t) {
  scenario_->hexes[H(col, row)].terrain = t;
}
void TestGame::Bridge(int col, int row) { scenario_->hexes[H(col, row)].bridge = true; }
void TestGame::Obstacle(int col, int row, pb::Obstacle o, pb::Side side) {
  s_.obstacle[H(col, row)] = o;
  s_.obstacle_side[H(col, row)] = side;
}

HexId TestGame::AddUnit(int seat, int col, int row, pb::UnitType type, pb::Badge badge,
                        int figures) {
  Unit u;
  u.hex = H(col, row);
  u.seat = static_cast<int8_t>(seat);
  u.type = type;
  u.badge = badge;
  u.figures = static_cast<int8_t>(figures == 0 ? FullStrength(type, badge) : figures);
  s_.units.push_back(u);
  s_.IndexUnits();
  return u.hex;
}

void TestGame::Hand(int seat, std::initializer_list<int> cards) {
  for (int card : cards) {
    s_.draw_pile.erase(std::remove(s_.draw_pile.begin(), s_.draw_pile.end(), card),
                       s_.draw_pile.end());
    s_.players[seat].hand.push_back(static_cast<int8_t>(card));
  }
}

void TestGame::Piles(std::vector<int8_t> draw, std::vector<int8_t> discard) {
  s_.draw_pile = std::move(draw);
  s_.discard_pile = std::move(discard);
}

namespace {
std::vector<pb::Event> Unpacked(const std::vector<v1::Event>& events) {
  std::vector<pb::Event> out;
  for (const v1::Event& e : events) {
    pb::Event d;
    e.detail().UnpackTo(&d);
    out.push_back(d);
  }
  return out;
}
}  // namespace

Verdict TestGame::Act(const pb::Action& a) {
  std::vector<v1::Event> ev;
  Ctx c{s_, &ev};
  const int actor = DecidingSeat(s_);
  Verdict v = ApplySeatAction(c, actor, a);
  for (pb::Event& e : Unpacked(ev)) events_.push_back(std::move(e));
  return v;
}

Verdict TestGame::Chance(const pb::ChanceOutcome& o) {
  std::vector<v1::Event> ev;
  Ctx c{s_, &ev};
  Verdict v = ApplyChance(c, o);
  for (pb::Event& e : Unpacked(ev)) events_.push_back(std::move(e));
  return v;
}

std::vector<pb::Action> TestGame::Legal() {
  ActionList list;
  if (s_.chance != pb::CHANCE_UNSPECIFIED) {
    ListChance(s_, &list);
  } else {
    ListSeatActions(s_, DecidingSeat(s_), &list);
  }
  return std::vector<pb::Action>(list.begin(), list.end());
}

void TestGame::MustAct(const pb::Action& a) {
  Verdict v = Act(a);
  if (v) {
    ADD_FAILURE() << "illegal: " << a.ShortDebugString() << " -> " << v->ShortDebugString();
  }
}

HexId H(int col, int row) { return HexAt(col, row); }
pb::Hex PbHex(int col, int row) {
  pb::Hex h;
  h.set_col(col);
  h.set_row(row);
  return h;
}
pb::Action PlayCard(int card, pb::Section section) {
  pb::Action a;
  a.mutable_play()->set_card_id(card);
  a.mutable_play()->set_section(section);
  return a;
}
pb::Action OrderUnits(std::initializer_list<std::pair<int, int>> hexes) {
  pb::Action a;
  a.mutable_order();
  for (auto [c, r] : hexes) *a.mutable_order()->add_units() = PbHex(c, r);
  return a;
}
pb::Action MoveUnit(std::pair<int, int> from, std::initializer_list<std::pair<int, int>> path) {
  pb::Action a;
  *a.mutable_move()->mutable_from() = PbHex(from.first, from.second);
  for (auto [c, r] : path) *a.mutable_move()->add_path() = PbHex(c, r);
  return a;
}
pb::Action EndMovesAction() {
  pb::Action a;
  a.mutable_end_moves();
  return a;
}
pb::Action EndTurnAction() {
  pb::Action a;
  a.mutable_end_turn();
  return a;
}
pb::Action KeepCard(int card) {
  pb::Action a;
  a.mutable_keep()->set_card_id(card);
  return a;
}
pb::Action TargetHexes(std::initializer_list<std::pair<int, int>> hexes) {
  pb::Action a;
  a.mutable_targets();
  for (auto [c, r] : hexes) *a.mutable_targets()->add_hexes() = PbHex(c, r);
  return a;
}
pb::ChanceOutcome Dice(std::initializer_list<pb::DieFace> faces) {
  pb::ChanceOutcome o;
  for (pb::DieFace f : faces) o.add_dice(f);
  return o;
}
pb::ChanceOutcome DrawCard(int card) {
  pb::ChanceOutcome o;
  o.set_card_id(card);
  return o;
}
std::string CodeOf(const Verdict& v) { return v ? v->code() : ""; }
std::vector<pb::Event> EventsOf(const std::vector<pb::Event>& events, pb::Event::EventCase kind) {
  std::vector<pb::Event> out;
  for (const pb::Event& e : events) {
    if (e.event_case() == kind) out.push_back(e);
  }
  return out;
}

}  // namespace arbiter::memoir44::testing
