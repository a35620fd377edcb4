// M3: the built-in scenarios (content/*.txtpb from the BGA data), their special rules as
// data, the choice by option `scenario` and setup.content, and supplied-scenario validation
// (errors naming the field and the hex).
#include "engines/memoir44/scenario.h"

#include "engines/core/envelope.h"
#include "engines/memoir44/board_testing.h"
#include "gmock/gmock.h"

namespace arbiter::memoir44 {
namespace {

using ::testing::HasSubstr;

const Scenario& Get(absl::string_view name) {
  const Scenario* s = BuiltInScenario(name);
  EXPECT_NE(s, nullptr) << name;
  static const Scenario kEmpty;
  return s != nullptr ? *s : kEmpty;
}

int CountObstacles(const Scenario& sc, pb::Obstacle o) {
  int n = 0;
  for (const ObstacleSpec& x : sc.obstacles) n += x.obstacle == o;
  return n;
}

TEST(Memoir44Scenario, M3_EveryBuiltInLoadsPegasusBridgeFirst) {
  ASSERT_TRUE(BuiltInScenariosStatus().ok()) << BuiltInScenariosStatus().message();
  const std::vector<std::string> names = BuiltInScenarioNames();
  EXPECT_EQ(names, (std::vector<std::string>{"pegasus_bridge", "arnhem_bridge", "arracourt",
                                             "counter_attack_on_mortain", "liberation_of_paris",
                                             "mont_mouchet", "montelimar", "operation_cobra",
                                             "pointe_du_hoc", "sainte_mere_eglise", "saverne_gap",
                                             "st_vith", "sword_beach", "toulon", "vassieux"}));
  v1::GameInfo info;
  Scenarios().Describe(&info);
  EXPECT_EQ(info.content_type(), "arbiter.games.memoir44.v1.Scenario");
  EXPECT_TRUE(info.accepts_supplied_content());
  ASSERT_EQ(info.built_in_content_size(), 15);
  for (const v1::ContentSpec& c : info.built_in_content()) {
    EXPECT_THAT(c.source(), HasSubstr("bga-devs/bga-memoir")) << c.name();
    EXPECT_FALSE(c.confidence().empty());
    EXPECT_EQ(Get(c.name()).proto.id(), c.name());
  }
  // Left out (rules.md M3): the Overlord board, and the non-base-box scenarios.
  EXPECT_EQ(BuiltInScenario("omaha_beach_overlord"), nullptr);
  EXPECT_EQ(BuiltInScenario("villers_bocage"), nullptr);
  EXPECT_EQ(BuiltInScenario("utah_beach"), nullptr);
}

TEST(Memoir44Scenario, M3_PegasusBridgeBridgesCountAsMedals) {
  const Scenario& sc = Get("pegasus_bridge");
  EXPECT_EQ(sc.side[0], pb::SIDE_AXIS);
  EXPECT_EQ(sc.side[1], pb::SIDE_ALLIES);
  EXPECT_EQ(sc.hand_size[0], 2);
  EXPECT_EQ(sc.hand_size[1], 6);
  EXPECT_EQ(sc.medals_to_win[0], 4);
  EXPECT_EQ(sc.first_seat, 1);  // the Allies move first
  ASSERT_EQ(sc.objectives.size(), 2u);
  for (const ObjectiveSpec& o : sc.objectives) {
    ASSERT_EQ(o.hexes.size(), 1u);
    EXPECT_TRUE(sc.hexes[o.hexes[0]].bridge);
    EXPECT_EQ(sc.hexes[o.hexes[0]].terrain, pb::TERRAIN_RIVER);
    EXPECT_EQ(o.side, pb::SIDE_ALLIES);
    EXPECT_FALSE(o.permanent);
  }
  // Restored from the source: 4 wire, 1 sandbag (the extract kept only bridges and bunkers).
  EXPECT_EQ(CountObstacles(sc, pb::OBSTACLE_WIRE), 4);
  EXPECT_EQ(CountObstacles(sc, pb::OBSTACLE_SANDBAG), 1);
  EXPECT_EQ(sc.units.size(), 15u);
}

TEST(Memoir44Scenario, M3_SpecialRulesAsData) {
  const Scenario& sme = Get("sainte_mere_eglise");
  ASSERT_EQ(sme.airdrops.size(), 1u);
  EXPECT_EQ(sme.airdrops[0].side, pb::SIDE_ALLIES);
  EXPECT_EQ(sme.airdrops[0].units, 4);
  EXPECT_EQ(sme.airdrops[0].range, 4);
  EXPECT_EQ(sme.airdrops[0].center, HexAt(12, 4));  // "G5"
  EXPECT_EQ(sme.airdrops[0].figures, 4);

  const Scenario& vassieux = Get("vassieux");
  EXPECT_FALSE(vassieux.deck_reshuffle);
  // R14: Vassieux names no deck-out winner; medals decide an empty pile.
  EXPECT_EQ(vassieux.deck_out_winner, pb::SIDE_UNSPECIFIED);
  for (const UnitSpec& u : vassieux.units) {
    if (vassieux.side[u.seat] != pb::SIDE_ALLIES) continue;
    EXPECT_EQ(u.badge, pb::BADGE_FRENCH_RESISTANCE);
    EXPECT_EQ(u.figures, 3);
  }
  EXPECT_TRUE(Get("pegasus_bridge").deck_reshuffle);

  const Scenario& mouchet = Get("mont_mouchet");
  EXPECT_EQ(mouchet.elimination_medals[0][pb::UNIT_TYPE_ARMOR], 2);  // Axis armor: 2 medals
  EXPECT_EQ(mouchet.elimination_medals[0][pb::UNIT_TYPE_INFANTRY], 1);
  EXPECT_EQ(mouchet.elimination_medals[1][pb::UNIT_TYPE_INFANTRY], 1);

  const Scenario& sword = Get("sword_beach");
  EXPECT_EQ(sword.proto.face(), pb::BOARD_FACE_BEACH);
  EXPECT_EQ(sword.hexes[HexAt(0, 8)].terrain, pb::TERRAIN_OCEAN);
  EXPECT_EQ(sword.hexes[HexAt(1, 5)].terrain, pb::TERRAIN_BEACH);
  EXPECT_EQ(CountObstacles(sword, pb::OBSTACLE_HEDGEHOG), 7);
  EXPECT_EQ(CountObstacles(sword, pb::OBSTACLE_WIRE), 10);
  for (const ObstacleSpec& o : sword.obstacles) {
    if (o.obstacle == pb::OBSTACLE_BUNKER) {
      EXPECT_EQ(o.side, pb::SIDE_AXIS);  // "in control"
    }
  }

  for (const ObjectiveSpec& o : Get("liberation_of_paris").objectives) EXPECT_TRUE(o.permanent);
  for (const ObjectiveSpec& o : Get("pointe_du_hoc").objectives) EXPECT_TRUE(o.permanent);

  const Scenario& toulon = Get("toulon");
  bool sudden = false;
  for (const ObjectiveSpec& o : toulon.objectives) {
    if (!o.sudden_death) continue;
    sudden = true;
    EXPECT_EQ(o.hexes_needed, 3);
    EXPECT_TRUE(o.turn_end);
    EXPECT_EQ(o.side, pb::SIDE_ALLIES);
    for (HexId h : o.hexes) EXPECT_EQ(toulon.hexes[h].terrain, pb::TERRAIN_TOWN);
  }
  EXPECT_TRUE(sudden);

  // Montélimar: one Allied medal for any of the 8 hexes along the Rhône (the tag's group).
  const Scenario& mont = Get("montelimar");
  ASSERT_FALSE(mont.objectives.empty());
  EXPECT_EQ(mont.objectives[0].side, pb::SIDE_ALLIES);
  EXPECT_EQ(mont.objectives[0].hexes.size(), 8u);
  EXPECT_EQ(mont.objectives[0].hexes_needed, 1);
  for (HexId h : mont.objectives[0].hexes) EXPECT_NE(mont.hexes[h].terrain, pb::TERRAIN_RIVER);

  int three = 0;
  for (const UnitSpec& u : Get("montelimar").units)
    three += u.type == pb::UNIT_TYPE_INFANTRY && u.figures == 3;
  EXPECT_EQ(three, 6);  // "The other German infantry units only have 3 figures"

  const Scenario& arnhem = Get("arnhem_bridge");
  int wide = 0;
  for (const HexTerrain& t : arnhem.hexes) wide += t.terrain == pb::TERRAIN_WIDE_RIVER;
  EXPECT_EQ(wide, 14);
  for (const UnitSpec& u : arnhem.units) {
    if (arnhem.side[u.seat] == pb::SIDE_ALLIES && u.type == pb::UNIT_TYPE_INFANTRY) {
      EXPECT_EQ(u.badge, pb::BADGE_SPECIAL_FORCES);
    }
  }
  // Every special rule of the base box is data now (special_rules_test.cc plays them).
  for (const std::string& name : BuiltInScenarioNames()) {
    EXPECT_EQ(Get(name).proto.rules_not_implemented_size(), 0) << name;
  }
  int steep = 0;
  for (const HexTerrain& t : Get("counter_attack_on_mortain").hexes)
    steep += t.terrain == pb::TERRAIN_STEEP_HILL;
  EXPECT_EQ(steep, 8);
  int blocking = 0;
  for (const HexTerrain& t : Get("saverne_gap").hexes)
    blocking += t.terrain == pb::TERRAIN_IMPASSABLE_BLOCKING_HILL;
  EXPECT_EQ(blocking, 20);
}

// A valid supplied scenario to break one field at a time.
pb::Scenario Valid() {
  TestBoard b;
  b.Terrain(6, 2, pb::TERRAIN_RIVER).Unit(4, 2, 0, pb::UNIT_TYPE_INFANTRY);
  b.Unit(4, 6, 1, pb::UNIT_TYPE_ARMOR);
  b.At(6, 2)->set_bridge(true);
  pb::Objective* o = b.proto.add_objectives();
  o->set_side(pb::SIDE_ALLIES);
  *o->add_hexes() = ToHex(HexAt(6, 2));
  return b.proto;
}

std::string Error(const pb::Scenario& sc) {
  absl::Status st = ValidateScenario(sc, "setup.content.supplied");
  EXPECT_FALSE(st.ok());
  EXPECT_EQ(st.code(), absl::StatusCode::kInvalidArgument);
  return std::string(st.message());
}

TEST(Memoir44Scenario, M3_SuppliedScenarioErrorsNameTheFieldAndHex) {
  ASSERT_TRUE(ValidateScenario(Valid(), "x").ok()) << ValidateScenario(Valid(), "x");
  pb::Scenario s = Valid();
  s.mutable_hexes(0)->mutable_hex()->set_col(25);
  EXPECT_EQ(Error(s), "setup.content.supplied.hexes[0].hex.col: (25, 2) is off the board");
  s = Valid();
  s.mutable_hexes(1)->mutable_hex()->set_col(5);
  EXPECT_EQ(Error(s), "setup.content.supplied.hexes[1].hex.col: (5, 2) is off the board");
  s = Valid();
  *s.add_hexes() = s.hexes(1);  // two units on (4, 2)
  EXPECT_EQ(Error(s), "setup.content.supplied.hexes[3].hex: (4, 2) is listed twice (hexes[1])");
  s = Valid();
  s.mutable_hexes(1)->mutable_unit()->set_figures(5);
  EXPECT_EQ(Error(s),
            "setup.content.supplied.hexes[1].unit.figures: 5 is above infantry's 4 at (4, 2)");
  s = Valid();
  s.mutable_hexes(2)->mutable_unit()->set_figures(4);
  EXPECT_THAT(Error(s), HasSubstr("hexes[2].unit.figures: 4 is above armor's 3 at (4, 6)"));
  s = Valid();
  s.mutable_hexes(2)->mutable_unit()->set_badge(pb::BADGE_ELITE_ARMOR);
  s.mutable_hexes(2)->mutable_unit()->set_figures(4);
  EXPECT_TRUE(ValidateScenario(s, "x").ok());  // elite armor has 4
  s = Valid();
  s.mutable_hexes(0)->set_terrain(static_cast<pb::Terrain>(99));
  EXPECT_EQ(Error(s), "setup.content.supplied.hexes[0].terrain: unknown terrain 99 at (6, 2)");
  s = Valid();
  s.mutable_hexes(1)->set_bridge(true);
  EXPECT_EQ(Error(s), "setup.content.supplied.hexes[1].bridge: a bridge needs a river at (4, 2)");
  s = Valid();
  s.mutable_hexes(0)->set_bridge(false);
  s.mutable_hexes(0)->mutable_unit()->set_side(pb::SIDE_AXIS);
  s.mutable_hexes(0)->mutable_unit()->set_type(pb::UNIT_TYPE_INFANTRY);
  EXPECT_THAT(Error(s),
              HasSubstr("hexes[0].unit: infantry cannot stand on an impassable hex at (6, 2)"));
  s = Valid();
  s.mutable_hexes(1)->mutable_unit()->set_type(static_cast<pb::UnitType>(7));
  EXPECT_THAT(Error(s), HasSubstr("hexes[1].unit.type: unknown unit type 7 at (4, 2)"));
  s = Valid();
  s.mutable_hexes(1)->mutable_unit()->set_badge(pb::BADGE_ELITE_ARMOR);
  EXPECT_THAT(Error(s), HasSubstr("hexes[1].unit.badge"));
  s = Valid();
  s.mutable_hexes(1)->mutable_unit()->set_side(pb::SIDE_UNSPECIFIED);
  EXPECT_THAT(Error(s), HasSubstr("hexes[1].unit.side"));
  s = Valid();
  s.mutable_player2()->set_side(pb::SIDE_AXIS);
  EXPECT_THAT(Error(s), HasSubstr("player2.side"));
  s = Valid();
  s.mutable_player1()->set_hand_size(0);
  EXPECT_EQ(Error(s), "setup.content.supplied.player1.hand_size: 0 is not in 1..10");
  s = Valid();
  s.mutable_player2()->set_medals_to_win(21);
  EXPECT_EQ(Error(s), "setup.content.supplied.player2.medals_to_win: 21 is not in 1..20");
  s = Valid();
  s.set_first_seat(2);
  EXPECT_THAT(Error(s), HasSubstr("first_seat"));
  s = Valid();
  s.set_id("");
  EXPECT_THAT(Error(s), HasSubstr(".id:"));
  s = Valid();
  s.mutable_objectives(0)->mutable_hexes(0)->set_row(9);
  EXPECT_EQ(Error(s), "setup.content.supplied.objectives[0].hexes[0].row: (6, 9) is off the board");
  s = Valid();
  s.mutable_objectives(0)->set_hexes_needed(2);
  EXPECT_THAT(Error(s), HasSubstr("objectives[0].hexes_needed: 2 is not in 0..1"));
  s = Valid();
  s.mutable_objectives(0)->set_side(pb::SIDE_UNSPECIFIED);
  EXPECT_THAT(Error(s), HasSubstr("objectives[0].side"));
  s = Valid();
  s.mutable_hexes(1)->set_obstacle(static_cast<pb::Obstacle>(12));
  EXPECT_THAT(Error(s), HasSubstr("hexes[1].obstacle: unknown obstacle 12 at (4, 2)"));
  s = Valid();
  s.mutable_hexes(1)->set_obstacle_side(pb::SIDE_AXIS);
  EXPECT_THAT(Error(s), HasSubstr("hexes[1].obstacle_side"));
  s = Valid();
  pb::Airdrop* a = s.add_airdrops();
  a->set_side(pb::SIDE_ALLIES);
  a->set_units(4);
  *a->mutable_center() = ToHex(HexAt(12, 4));
  a->set_range(9);
  a->mutable_unit()->set_type(pb::UNIT_TYPE_INFANTRY);
  EXPECT_THAT(Error(s), HasSubstr("airdrops[0].range: 9 is not in 0..8"));
  s = Valid();
  pb::EliminationValue* e = s.add_elimination_values();
  e->set_side(pb::SIDE_AXIS);
  e->set_type(pb::UNIT_TYPE_ARMOR);
  e->set_medals(1);
  EXPECT_THAT(Error(s), HasSubstr("elimination_values[0].medals: 1 is not in 2..10"));
  s = Valid();
  s.set_deck_out_winner(static_cast<pb::Side>(5));
  EXPECT_THAT(Error(s), HasSubstr("deck_out_winner"));
}

v1::GameSetup NewSetup() {
  v1::GameSetup s;
  s.set_game_id("memoir44");
  return s;
}

TEST(Memoir44Scenario, M3_OptionScenarioAndContentCombine) {
  // Neither: Pegasus Bridge.
  absl::StatusOr<ChosenScenario> c = ChooseScenario(NewSetup());
  ASSERT_TRUE(c.ok()) << c.status();
  EXPECT_EQ(c->name, "pegasus_bridge");
  EXPECT_EQ(c->ref.built_in().name(), "pegasus_bridge");
  EXPECT_FALSE(c->ref.built_in().digest().empty());
  // The option alone.
  v1::GameSetup s = NewSetup();
  (*s.mutable_options())["scenario"] = "sword_beach";
  c = ChooseScenario(s);
  ASSERT_TRUE(c.ok()) << c.status();
  EXPECT_EQ(c->name, "sword_beach");
  EXPECT_EQ(c->scenario.get(), BuiltInScenario("sword_beach"));
  // The content name alone.
  s = NewSetup();
  s.mutable_content()->mutable_built_in()->set_name("vassieux");
  c = ChooseScenario(s);
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(c->name, "vassieux");
  // Both, agreeing.
  (*s.mutable_options())["scenario"] = "vassieux";
  EXPECT_TRUE(ChooseScenario(s).ok());
  // Both, differing.
  (*s.mutable_options())["scenario"] = "toulon";
  c = ChooseScenario(s);
  EXPECT_EQ(c.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(
      c.status().message(),
      "setup.options[scenario]: 'toulon' differs from setup.content.built_in.name 'vassieux'");
  // Unknown.
  s = NewSetup();
  (*s.mutable_options())["scenario"] = "omaha_beach";
  EXPECT_THAT(ChooseScenario(s).status().message(),
              HasSubstr("setup.options[scenario]: 'omaha_beach'"));
  // Supplied: valid; with the option, refused; invalid, named.
  s = NewSetup();
  PackInto(Valid(), s.mutable_content()->mutable_supplied());
  c = ChooseScenario(s);
  ASSERT_TRUE(c.ok()) << c.status();
  EXPECT_EQ(c->name, "");
  EXPECT_TRUE(c->ref.has_supplied());
  EXPECT_EQ(c->scenario->units.size(), 2u);
  (*s.mutable_options())["scenario"] = "pegasus_bridge";
  EXPECT_THAT(ChooseScenario(s).status().message(), HasSubstr("setup.content.supplied gives"));
  s = NewSetup();
  pb::Scenario bad = Valid();
  bad.mutable_hexes(1)->mutable_unit()->set_figures(9);
  PackInto(bad, s.mutable_content()->mutable_supplied());
  EXPECT_EQ(ChooseScenario(s).status().message(),
            "setup.content.supplied.hexes[1].unit.figures: 9 is above infantry's 4 at (4, 2)");
  // The state carries it: built-in and supplied.
  v1::GameState state;
  state.mutable_content()->mutable_built_in()->set_name("toulon");
  c = ScenarioOfState(state);
  ASSERT_TRUE(c.ok());
  EXPECT_EQ(c->scenario.get(), BuiltInScenario("toulon"));
  PackInto(bad, state.mutable_content()->mutable_supplied());
  EXPECT_THAT(ScenarioOfState(state).status().message(),
              HasSubstr("state.content.supplied.hexes[1].unit.figures"));
}

TEST(Memoir44Scenario, R9_HillGroupsByAdjacency) {
  TestBoard b;
  b.Terrain(4, 4, pb::TERRAIN_HILL)
      .Terrain(5, 5, pb::TERRAIN_HILL)
      .Terrain(10, 4, pb::TERRAIN_HILL);
  b.Build();
  const Scenario& sc = *b.scenario;
  EXPECT_GE(sc.hill_group[HexAt(4, 4)], 0);
  EXPECT_EQ(sc.hill_group[HexAt(4, 4)], sc.hill_group[HexAt(5, 5)]);
  EXPECT_NE(sc.hill_group[HexAt(4, 4)], sc.hill_group[HexAt(10, 4)]);
  EXPECT_EQ(sc.hill_group[HexAt(6, 4)], -1);
}

}  // namespace
}  // namespace arbiter::memoir44
