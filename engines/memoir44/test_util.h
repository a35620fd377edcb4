// What the turn tests share: a plain test scenario (every hex countryside unless set, Allies
// player1, 5 cards and 6 medals each), native states built unit by unit, and actions applied
// through the native rules (rules.h) with the events kept.
//
//   TestGame g;                                  // seat 0 active, PHASE_PLAY, deck 1..60
//   g.Terrain(10, 4, pb::TERRAIN_TOWN);
//   g.AddUnit(0, 10, 2, pb::UNIT_TYPE_INFANTRY);
//   g.Hand(0, {12, 23});
//   ASSERT_EQ(g.Act(PlayCard(12)), std::nullopt);
#ifndef ARBITER_ENGINES_MEMOIR44_TEST_UTIL_H_
#define ARBITER_ENGINES_MEMOIR44_TEST_UTIL_H_

#include <initializer_list>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engines/memoir44/rules.h"
#include "engines/memoir44/scenario.h"
#include "engines/memoir44/state.h"

namespace arbiter::memoir44::testing {

class TestGame {
 public:
  TestGame();
  // A copy has its own scenario and state (the state points at the copy's scenario).
  TestGame(const TestGame& other);
  TestGame& operator=(const TestGame& other);
  Scenario& scenario() { return *scenario_; }
  State& s() { return s_; }

  void Terrain(int col, int row, pb::Terrain t);
  void Bridge(int col, int row);
  void Obstacle(int col, int row, pb::Obstacle o, pb::Side side = pb::SIDE_UNSPECIFIED);
  // Adds a unit (full strength when figures is 0); returns its hex.
  HexId AddUnit(int seat, int col, int row, pb::UnitType type,
                pb::Badge badge = pb::BADGE_UNSPECIFIED, int figures = 0);
  // Sets a hand: the cards leave the draw pile.
  void Hand(int seat, std::initializer_list<int> cards);
  // The draw pile (top first) and discard pile, exactly (cards listed nowhere else stay where
  // they are; the caller keeps every card once).
  void Piles(std::vector<int8_t> draw, std::vector<int8_t> discard);

  // One seat action through the native dispatch (ApplySeatAction); events are kept.
  Verdict Act(const pb::Action& a);
  Verdict Chance(const pb::ChanceOutcome& o);
  std::vector<pb::Action> Legal();
  std::vector<pb::Event>& events() { return events_; }
  void ClearEvents() { events_.clear(); }
  // Applies a listed-or-not action and requires it legal.
  void MustAct(const pb::Action& a);

 private:
  std::unique_ptr<Scenario> scenario_;
  State s_;
  std::vector<pb::Event> events_;
};

HexId H(int col, int row);
pb::Hex PbHex(int col, int row);
pb::Action PlayCard(int card, pb::Section section = pb::SECTION_UNSPECIFIED);
pb::Action OrderUnits(std::initializer_list<std::pair<int, int>> hexes);
pb::Action MoveUnit(std::pair<int, int> from, std::initializer_list<std::pair<int, int>> path);
pb::Action EndMovesAction();
pb::Action EndTurnAction();
pb::Action KeepCard(int card);
pb::Action TargetHexes(std::initializer_list<std::pair<int, int>> hexes);
pb::ChanceOutcome Dice(std::initializer_list<pb::DieFace> faces);
pb::ChanceOutcome DrawCard(int card);
// The code of a verdict, "" when legal.
std::string CodeOf(const Verdict& v);
// The events of kind `kind` (pb::Event::kCardDrawn, ...).
std::vector<pb::Event> EventsOf(const std::vector<pb::Event>& events, pb::Event::EventCase kind);

}  // namespace arbiter::memoir44::testing

#endif  // ARBITER_ENGINES_MEMOIR44_TEST_UTIL_H_
