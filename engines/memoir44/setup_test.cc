// M3 setup: NewGameState places the scenario, shuffles and deals player1 first, starts the
// scenario's first seat, makes the airdrop; EXTERNAL mode waits for the deal's draws.
#include <set>

#include "engines/core/rng.h"
#include "engines/memoir44/board_testing.h"
#include "engines/memoir44/terrain.h"

namespace arbiter::memoir44 {
namespace {

State New(absl::string_view name, uint64_t seed, bool external = false) {
  State s;
  const Scenario* sc = BuiltInScenario(name);
  EXPECT_NE(sc, nullptr);
  absl::Status st = NewGameState(*sc, TestBoard::DefaultOptions(), external, seed, &s);
  EXPECT_TRUE(st.ok()) << st;
  return s;
}

TEST(Memoir44Setup, M3_PegasusBridgeDealtAndPlaced) {
  State s = New("pegasus_bridge", 7);
  EXPECT_EQ(s.phase, pb::PHASE_PLAY);
  EXPECT_EQ(s.current_seat, 1);  // the Allies (player2) move first
  EXPECT_EQ(s.first_seat, 1);
  EXPECT_EQ(s.players[0].hand.size(), 2u);
  EXPECT_EQ(s.players[1].hand.size(), 6u);
  EXPECT_EQ(s.draw_pile.size(), 52u);
  EXPECT_EQ(s.players[0].side, pb::SIDE_AXIS);
  EXPECT_EQ(s.units.size(), 15u);
  EXPECT_EQ(s.obstacle[HexAt(7, 3)], pb::OBSTACLE_SANDBAG);
  EXPECT_EQ(s.obstacle[HexAt(10, 2)], pb::OBSTACLE_WIRE);
  EXPECT_EQ(s.objective_holder.size(), 2u);
  EXPECT_NE(s.rng_state, 0u);
  std::set<int> all(s.draw_pile.begin(), s.draw_pile.end());
  for (const Player& p : s.players) all.insert(p.hand.begin(), p.hand.end());
  EXPECT_EQ(all.size(), 60u);
  EXPECT_TRUE(CheckState(s).ok());
}

TEST(Memoir44Setup, M19_SameSeedSameGameOtherSeedOtherDeal) {
  State a = New("pegasus_bridge", 7), b = New("pegasus_bridge", 7), c = New("pegasus_bridge", 8);
  EXPECT_EQ(a.draw_pile, b.draw_pile);
  EXPECT_EQ(a.players[1].hand, b.players[1].hand);
  EXPECT_EQ(a.rng_state, b.rng_state);
  EXPECT_NE(a.draw_pile, c.draw_pile);
}

TEST(Memoir44Setup, M3_DealsPlayer1FirstFromTheTop) {
  // The shuffled pile's first cards go to player1's whole hand, then player2's.
  State s = New("pegasus_bridge", 11);
  std::vector<int8_t> deck;
  for (int id = 1; id <= kCardCount; ++id) deck.push_back(static_cast<int8_t>(id));
  Rng rng(11);
  rng.Shuffle(absl::MakeSpan(deck));
  EXPECT_EQ(s.players[0].hand, std::vector<int8_t>(deck.begin(), deck.begin() + 2));
  EXPECT_EQ(s.players[1].hand, std::vector<int8_t>(deck.begin() + 2, deck.begin() + 8));
  EXPECT_EQ(s.draw_pile, std::vector<int8_t>(deck.begin() + 8, deck.end()));
}

TEST(Memoir44Setup, M3_FirstSeatIsTheScenarios) {
  EXPECT_EQ(New("vassieux", 1).current_seat, 0);
  EXPECT_EQ(New("sword_beach", 1).current_seat, 1);
}

TEST(Memoir44Setup, M3_AirdropLandsOnFreePassableHexesNearTheCentre) {
  const Scenario& sc = *BuiltInScenario("sainte_mere_eglise");
  int landed_total = 0;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    State s = New("sainte_mere_eglise", seed);
    const int landed = static_cast<int>(s.units.size() - sc.units.size());
    EXPECT_GE(landed, 0);
    EXPECT_LE(landed, 4);
    landed_total += landed;
    for (size_t i = sc.units.size(); i < s.units.size(); ++i) {
      const Unit& u = s.units[i];
      EXPECT_EQ(s.players[u.seat].side, pb::SIDE_ALLIES);
      EXPECT_EQ(u.type, pb::UNIT_TYPE_INFANTRY);
      EXPECT_EQ(u.figures, 4);
      EXPECT_LE(Distance(u.hex, HexAt(12, 4)), 4);
      EXPECT_FALSE(Impassable(s, u.hex, u.type));
    }
    EXPECT_TRUE(CheckState(s).ok());
    EXPECT_EQ(s.players[0].medals, 0);  // no medal for a unit out of action
  }
  EXPECT_GT(landed_total, 40);  // most land
}

TEST(Memoir44Setup, M3_AirdropWalkIsTheDocumentedOne) {
  // range 0: every unit lands on the centre; the first takes it, the others are lost.
  TestBoard b;
  pb::Airdrop* a = b.proto.add_airdrops();
  a->set_side(pb::SIDE_ALLIES);
  a->set_units(3);
  *a->mutable_center() = ToHex(HexAt(12, 4));
  a->set_range(0);
  a->mutable_unit()->set_type(pb::UNIT_TYPE_INFANTRY);
  a->mutable_unit()->set_badge(pb::BADGE_SPECIAL_FORCES);
  State& s = b.Build();
  ASSERT_EQ(s.units.size(), 1u);
  EXPECT_EQ(s.units[0].hex, HexAt(12, 4));
  EXPECT_EQ(s.units[0].badge, pb::BADGE_SPECIAL_FORCES);
  EXPECT_EQ(s.units[0].seat, 1);
}

TEST(Memoir44Setup, M19_ExternalWaitsForTheDeal) {
  State s = New("pegasus_bridge", 0, /*external=*/true);
  EXPECT_EQ(s.phase, pb::PHASE_SETUP);
  EXPECT_EQ(s.chance, pb::CHANCE_DRAW);
  EXPECT_EQ(s.chance_seat, 0);
  EXPECT_EQ(s.cards_to_deal[0], 2);
  EXPECT_EQ(s.cards_to_deal[1], 6);
  EXPECT_TRUE(s.players[0].hand.empty());
  EXPECT_EQ(s.draw_pile.size(), 60u);
  for (size_t i = 0; i < s.draw_pile.size(); ++i)
    EXPECT_EQ(s.draw_pile[i], static_cast<int>(i + 1));
  EXPECT_EQ(s.rng_state, 0u);
}

TEST(Memoir44Setup, M16_ObjectivesHeldAtSetupCount) {
  TestBoard b;
  b.Terrain(8, 4, pb::TERRAIN_TOWN).Unit(8, 4, 1, pb::UNIT_TYPE_INFANTRY);
  pb::Objective* o = b.proto.add_objectives();
  o->set_side(pb::SIDE_ALLIES);
  *o->add_hexes() = ToHex(HexAt(8, 4));
  pb::Objective* t = b.proto.add_objectives();  // turn-start: not judged at setup
  t->set_side(pb::SIDE_ALLIES);
  t->set_check(pb::OBJECTIVE_CHECK_TURN_START);
  *t->add_hexes() = ToHex(HexAt(8, 4));
  State& s = b.Build();
  EXPECT_EQ(s.objective_holder[0], pb::SIDE_ALLIES);
  EXPECT_EQ(s.objective_holder[1], pb::SIDE_UNSPECIFIED);
  EXPECT_EQ(s.players[1].medals, 1);
  EXPECT_EQ(s.players[0].medals, 0);
}

TEST(Memoir44Setup, M16_ObjectiveOccupiedCountsTheClaimingSidesUnits) {
  TestBoard b;
  b.Terrain(8, 4, pb::TERRAIN_TOWN)
      .Terrain(10, 4, pb::TERRAIN_TOWN)
      .Terrain(12, 4, pb::TERRAIN_TOWN);
  b.Unit(8, 4, 1, pb::UNIT_TYPE_INFANTRY).Unit(10, 4, 0, pb::UNIT_TYPE_INFANTRY);
  pb::Objective* o = b.proto.add_objectives();  // Toulon-like: 2 of 3 towns, at turn end
  o->set_side(pb::SIDE_ALLIES);
  o->set_hexes_needed(2);
  o->set_check(pb::OBJECTIVE_CHECK_TURN_END);
  o->set_reward(pb::OBJECTIVE_REWARD_SUDDEN_DEATH);
  for (int c : {8, 10, 12}) *o->add_hexes() = ToHex(HexAt(c, 4));
  State& s = b.Build();
  EXPECT_FALSE(ObjectiveOccupied(s, 0));  // one Allied unit, one Axis
  EXPECT_EQ(s.objective_holder[0], pb::SIDE_UNSPECIFIED);
  s.units[s.unit_at[HexAt(10, 4)]].seat = 1;
  EXPECT_TRUE(ObjectiveOccupied(s, 0));
}

TEST(Memoir44Setup, M12_EliminationMedalsFromTheScenario) {
  State s = New("mont_mouchet", 1);
  EXPECT_EQ(EliminationMedals(s, 0, pb::UNIT_TYPE_ARMOR), 2);  // Axis armor
  EXPECT_EQ(EliminationMedals(s, 0, pb::UNIT_TYPE_INFANTRY), 1);
  EXPECT_EQ(EliminationMedals(s, 1, pb::UNIT_TYPE_INFANTRY), 1);
  State p = New("pegasus_bridge", 1);
  EXPECT_EQ(EliminationMedals(p, 0, pb::UNIT_TYPE_ARMOR), 1);
}

TEST(Memoir44Setup, M3_EveryBuiltInStartsInAValidState) {
  for (const std::string& name : BuiltInScenarioNames()) {
    for (bool external : {false, true}) {
      State s = New(name, 3, external);
      EXPECT_TRUE(CheckState(s).ok()) << name;
      pb::State p = EncodeState(s);
      State back;
      EXPECT_TRUE(DecodeState(*BuiltInScenario(name), p, &back).ok()) << name;
    }
  }
}

}  // namespace
}  // namespace arbiter::memoir44
