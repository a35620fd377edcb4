// Test support for the board helpers' tests (board, terrain, LOS, scenario, setup, state
// format, views): a small scenario built in code and the state of a new game on it.
//
//   TestBoard b;                                  // Axis player1, Allies player2, 4 cards each
//   b.Terrain(13, 5, pb::TERRAIN_FOREST).Unit(10, 4, /*seat=*/1, pb::UNIT_TYPE_INFANTRY);
//   State& s = b.Build();                          // compiled + NewGameState (SEEDED, seed 1)
#ifndef ARBITER_ENGINES_MEMOIR44_BOARD_TESTING_H_
#define ARBITER_ENGINES_MEMOIR44_BOARD_TESTING_H_

#include <memory>

#include "engines/memoir44/rules.h"
#include "gtest/gtest.h"

namespace arbiter::memoir44 {

class TestBoard {
 public:
  TestBoard() {
    proto.set_id("test");
    proto.set_name("Test");
    proto.mutable_player1()->set_side(pb::SIDE_AXIS);
    proto.mutable_player1()->set_hand_size(4);
    proto.mutable_player1()->set_medals_to_win(4);
    proto.mutable_player2()->set_side(pb::SIDE_ALLIES);
    proto.mutable_player2()->set_hand_size(4);
    proto.mutable_player2()->set_medals_to_win(4);
  }
  pb::HexSetup* At(int c, int r) {
    for (pb::HexSetup& h : *proto.mutable_hexes()) {
      if (h.hex().col() == c && h.hex().row() == r) return &h;
    }
    pb::HexSetup* h = proto.add_hexes();
    h->mutable_hex()->set_col(c);
    h->mutable_hex()->set_row(r);
    return h;
  }
  TestBoard& Terrain(int c, int r, pb::Terrain t) {
    At(c, r)->set_terrain(t);
    return *this;
  }
  TestBoard& Obstacle(int c, int r, pb::Obstacle o, pb::Side side = pb::SIDE_UNSPECIFIED) {
    At(c, r)->set_obstacle(o);
    At(c, r)->set_obstacle_side(side);
    return *this;
  }
  TestBoard& Unit(int c, int r, int seat, pb::UnitType type,
                  pb::Badge badge = pb::BADGE_UNSPECIFIED) {
    pb::UnitSetup* u = At(c, r)->mutable_unit();
    u->set_side(seat == 0 ? pb::SIDE_AXIS : pb::SIDE_ALLIES);
    u->set_type(type);
    u->set_badge(badge);
    return *this;
  }
  State& Build(uint64_t seed = 1) {
    absl::StatusOr<std::shared_ptr<const Scenario>> c = CompileScenario(proto, "test");
    EXPECT_TRUE(c.ok()) << c.status();
    scenario = *c;
    absl::Status st = NewGameState(*scenario, options, /*external=*/false, seed, &state);
    EXPECT_TRUE(st.ok()) << st;
    return state;
  }

  pb::Scenario proto;
  pb::Options options = DefaultOptions();
  std::shared_ptr<const Scenario> scenario;
  State state;

  static pb::Options DefaultOptions() {
    pb::Options o;
    o.set_air_power_group(pb::AIR_POWER_GROUP_CONNECTED);
    o.set_ambush_prompt(pb::AMBUSH_PROMPT_ALWAYS);
    o.set_los_vertex_blocks(true);
    o.set_hill_los(pb::HILL_LOS_PLATEAU);
    o.set_hedgerow_exit(pb::HEDGEROW_EXIT_ONE_HEX);
    o.set_deck_reshuffle(pb::DECK_RESHUFFLE_SCENARIO);
    o.set_deck_out_rule(pb::DECK_OUT_RULE_SCENARIO_OR_MEDALS);
    return o;
  }
};

inline HexId H(int c, int r) { return HexAt(c, r); }

}  // namespace arbiter::memoir44

#endif  // ARBITER_ENGINES_MEMOIR44_BOARD_TESTING_H_
