// Test support: a game played through the boundary (memoir44.h, the calls arbiterd makes) on a
// scenario the test writes, in EXTERNAL mode so that the test deals the hands it wants and
// rolls the dice it wants. What a user of the wire sees: packed actions, violations with code,
// rule_ref and field, LegalActions, the payload after each action.
//
//   WireGame g(scenario, /*hand0=*/{52, 53}, /*hand1=*/{1, 2});   // deals, then seat 0 plays
//   g.Act(0, action);              // "" legal, else the violation code ("error: ..." on error)
//   g.last.violation.rule_ref();   // of the last Act
//   std::vector<pb::Action> legal = g.Legal(0);
//   pb::State p = g.Payload();
#ifndef ARBITER_ENGINES_MEMOIR44_BOUNDARY_TESTING_H_
#define ARBITER_ENGINES_MEMOIR44_BOUNDARY_TESTING_H_

#include <string>
#include <vector>

#include "arbiter/games/memoir44/v1/scenario.pb.h"
#include "engines/core/game.h"
#include "engines/memoir44/board.h"
#include "engines/memoir44/memoir44.h"
#include "gtest/gtest.h"

namespace arbiter::memoir44::testing {

inline const Memoir44& BoundaryGame() {
  static const Memoir44* const game = new Memoir44();
  return *game;
}

// A scenario on the country face: `p1` (seat 0) Axis and Allies, 2 cards each, 6 medals.
inline pb::Scenario SmallScenario() {
  pb::Scenario sc;
  sc.set_id("test");
  sc.set_name("Test");
  sc.mutable_player1()->set_side(pb::SIDE_AXIS);
  sc.mutable_player1()->set_hand_size(2);
  sc.mutable_player1()->set_medals_to_win(6);
  sc.mutable_player2()->set_side(pb::SIDE_ALLIES);
  sc.mutable_player2()->set_hand_size(2);
  sc.mutable_player2()->set_medals_to_win(6);
  sc.set_first_seat(0);
  return sc;
}

// Adds a hex to `sc` (terrain, obstacle, unit of `side`; UNIT_TYPE_UNSPECIFIED: none).
inline pb::HexSetup* AddHex(pb::Scenario& sc, int col, int row,
                            pb::Terrain terrain = pb::TERRAIN_UNSPECIFIED,
                            pb::Obstacle obstacle = pb::OBSTACLE_UNSPECIFIED,
                            pb::Side side = pb::SIDE_UNSPECIFIED,
                            pb::UnitType type = pb::UNIT_TYPE_UNSPECIFIED) {
  pb::HexSetup* h = sc.add_hexes();
  h->mutable_hex()->set_col(col);
  h->mutable_hex()->set_row(row);
  h->set_terrain(terrain);
  h->set_obstacle(obstacle);
  if (type != pb::UNIT_TYPE_UNSPECIFIED) {
    h->mutable_unit()->set_side(side);
    h->mutable_unit()->set_type(type);
  }
  return h;
}

inline pb::Hex HexOf(int col, int row) {
  pb::Hex h;
  h.set_col(col);
  h.set_row(row);
  return h;
}

class WireGame {
 public:
  WireGame(const pb::Scenario& sc, std::vector<int> hand0, std::vector<int> hand1) {
    v1::GameSetup setup;
    setup.set_game_id("memoir44");
    setup.set_seat_count(2);
    setup.mutable_randomness()->set_mode(v1::RANDOMNESS_MODE_EXTERNAL);
    setup.mutable_randomness()->set_seed(1);
    setup.mutable_content()->mutable_supplied()->PackFrom(sc);
    absl::StatusOr<NewGameResult> g = BoundaryGame().NewGame(setup);
    EXPECT_TRUE(g.ok()) << g.status();
    if (!g.ok()) return;
    state = g->state;
    for (const std::vector<int>* hand : {&hand0, &hand1}) {
      for (int card : *hand) {
        pb::Action a;
        a.mutable_chance()->set_card_id(card);
        EXPECT_EQ(Act(kChance, a), "") << "dealing card " << card;
      }
    }
  }

  // `a` by `actor` (a seat or kChance): "" when legal (the state moves on), else the code.
  std::string Act(int actor, const pb::Action& a) {
    google::protobuf::Any any;
    any.PackFrom(a);
    absl::StatusOr<ApplyResult> r = BoundaryGame().Apply(state, actor, any);
    if (!r.ok()) return "error: " + std::string(r.status().message());
    last = *r;
    if (!r->legal) return r->violation.code();
    state = r->state;
    return "";
  }
  std::string Roll(std::vector<pb::DieFace> dice) {
    pb::Action a;
    for (pb::DieFace d : dice) a.mutable_chance()->add_dice(d);
    return Act(kChance, a);
  }
  std::vector<pb::Action> Legal(int actor) {
    std::vector<pb::Action> out;
    absl::StatusOr<std::vector<google::protobuf::Any>> l = BoundaryGame().LegalActions(state, actor);
    EXPECT_TRUE(l.ok()) << l.status();
    if (!l.ok()) return out;
    for (const google::protobuf::Any& any : *l) {
      pb::Action a;
      EXPECT_TRUE(any.UnpackTo(&a));
      out.push_back(a);
    }
    return out;
  }
  pb::State Payload() const {
    pb::State p;
    EXPECT_TRUE(state.payload().UnpackTo(&p));
    return p;
  }

  v1::GameState state;
  ApplyResult last;
};

inline pb::Action PlayAction(int card) {
  pb::Action a;
  a.mutable_play()->set_card_id(card);
  return a;
}
inline pb::Action OrderAction(std::vector<std::pair<int, int>> hexes) {
  pb::Action a;
  a.mutable_order();
  for (auto [c, r] : hexes) *a.mutable_order()->add_units() = HexOf(c, r);
  return a;
}
inline pb::Action EndMoves() {
  pb::Action a;
  a.mutable_end_moves();
  return a;
}

}  // namespace arbiter::memoir44::testing

#endif  // ARBITER_ENGINES_MEMOIR44_BOUNDARY_TESTING_H_
