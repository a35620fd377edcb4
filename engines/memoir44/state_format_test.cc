// The payload layout (state.h) as state format 1 writes it (units and obstacles as messages;
// format1_testing.h), which the engine still reads: decode/encode round trips, byte-identical
// encoding, and every field range-checked with INVALID_ARGUMENT naming it (two units on a hex,
// figures above the maximum, a card counted twice, 61 cards, ...). Format 2's own records:
// state_format2_test.cc. The last test (hostile bytes) runs on format 2, the format written.
#include "engines/memoir44/board_testing.h"
#include "engines/memoir44/format1_testing.h"
#include "gmock/gmock.h"

// Format 1's fields are deprecated in the proto; this file tests them.
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

namespace arbiter::memoir44 {
namespace {

using ::testing::HasSubstr;

const Scenario& Pegasus() { return *BuiltInScenario("pegasus_bridge"); }

pb::State Fresh(uint64_t seed = 5) {
  State s;
  EXPECT_TRUE(NewGameState(Pegasus(), TestBoard::DefaultOptions(), false, seed, &s).ok());
  return Format1Of(EncodeState(s));
}

std::string Error(const pb::State& p) {
  State s;
  absl::Status st = DecodeState(Pegasus(), p, 1, &s);
  EXPECT_EQ(st.code(), absl::StatusCode::kInvalidArgument) << st;
  return std::string(st.message());
}

TEST(Memoir44StateFormat, RoundTripIsByteIdentical) {
  const pb::State p = Fresh();
  State s;
  ASSERT_TRUE(DecodeState(Pegasus(), p, 1, &s).ok());
  const pb::State q = Format1Of(EncodeState(s));
  std::string a, b;
  ASSERT_TRUE(p.SerializeToString(&a));
  ASSERT_TRUE(q.SerializeToString(&b));
  EXPECT_EQ(a, b);
  // Units in any order decode to the same state; encoding writes them by (row, col).
  pb::State shuffled = p;
  std::reverse(shuffled.mutable_units()->begin(), shuffled.mutable_units()->end());
  State t;
  ASSERT_TRUE(DecodeState(Pegasus(), shuffled, 1, &t).ok());
  std::string c;
  ASSERT_TRUE(Format1Of(EncodeState(t)).SerializeToString(&c));
  EXPECT_EQ(a, c);
  EXPECT_EQ(q.units(0).hex().row(), 0);
}

TEST(Memoir44StateFormat, RoundTripKeepsTheTurnAndBattle) {
  State s;
  ASSERT_TRUE(DecodeState(Pegasus(), Fresh(), 1, &s).ok());
  s.units[0].ordered = true;
  s.units[0].hexes_moved = 2;
  s.units[0].battles = 1;
  s.units[0].bonus_dice = 1;
  s.card_in_play = s.players[1].hand.back();
  s.players[1].hand.pop_back();
  s.phase = pb::PHASE_RETREAT;
  s.has_battle = true;
  s.battle.kind = pb::Battle::KIND_BATTLE;
  s.battle.attacker = s.units[0].hex;
  s.battle.target = s.units[1].hex;
  s.battle.dice = 3;
  s.battle.range = 2;
  s.battle.roll = {pb::DIE_FACE_FLAG, pb::DIE_FACE_STAR};
  s.battle.flags = 1;
  s.battle.may_ignore_flag = true;
  s.battle.vacated = HexAt(12, 4);
  ASSERT_TRUE(CheckState(s).ok()) << CheckState(s);
  State back;
  ASSERT_TRUE(DecodeState(Pegasus(), EncodeState(s), &back).ok());
  EXPECT_EQ(back.units[0].hexes_moved, 2);
  EXPECT_TRUE(back.units[0].ordered);
  EXPECT_EQ(back.battle.roll, s.battle.roll);
  EXPECT_EQ(back.battle.vacated, HexAt(12, 4));
  EXPECT_EQ(back.card_in_play, s.card_in_play);
  EXPECT_EQ(EncodeState(back).SerializeAsString(), EncodeState(s).SerializeAsString());
}

TEST(Memoir44StateFormat, M1_TwoUnitsOnAHex) {
  pb::State p = Fresh();
  *p.mutable_units(1)->mutable_hex() = p.units(0).hex();
  EXPECT_THAT(Error(p),
              HasSubstr("state.payload.units[1].hex: (0, 0) holds units[0] too: one unit per hex"));
}

TEST(Memoir44StateFormat, M1_FiguresAboveTheUnitsMaximum) {
  pb::State p = Fresh();
  p.mutable_units(0)->set_figures(5);
  EXPECT_EQ(Error(p), "state.payload.units[0].figures: 5 is not in 1..4 at (0, 0)");
  p.mutable_units(0)->set_figures(0);
  EXPECT_EQ(Error(p), "state.payload.units[0].figures: 0 is not in 1..4 at (0, 0)");
  p = Fresh();
  p.mutable_units(0)->set_badge(pb::BADGE_FRENCH_RESISTANCE);  // 3 figures at most
  EXPECT_EQ(Error(p), "state.payload.units[0].figures: 4 is not in 1..3 at (0, 0)");
  p = Fresh();
  p.mutable_units(0)->set_badge(pb::BADGE_ELITE_ARMOR);
  EXPECT_THAT(Error(p), HasSubstr("state.payload.units[0].badge"));
}

TEST(Memoir44StateFormat, M17_ACardCountedTwice) {
  pb::State p = Fresh();
  p.mutable_discard_pile()->Add(p.players(1).hand(0));
  p.mutable_draw_pile()->RemoveLast();
  EXPECT_THAT(Error(p), HasSubstr("is counted twice (also players[1].hand[0])"));
  EXPECT_THAT(Error(p), HasSubstr("state.payload.discard_pile[0]"));
}

TEST(Memoir44StateFormat, M17_SixtyOneCards) {
  pb::State p = Fresh();
  p.mutable_discard_pile()->Add(p.players(1).hand(0));
  EXPECT_THAT(Error(p), HasSubstr("state.payload.discard_pile[0]: a card more than the deck's 60"));
  pb::State q = Fresh();
  q.mutable_draw_pile()->RemoveLast();
  EXPECT_THAT(Error(q), HasSubstr("59 cards"));
}

TEST(Memoir44StateFormat, EveryFieldRangeChecked) {
  struct Case {
    std::function<void(pb::State&)> edit;
    std::string field;
  };
  const std::vector<Case> cases = {
      {[](pb::State& p) { p.set_active_seat(2); }, "state.payload.active_seat: 2 is not in 0..1"},
      {[](pb::State& p) { p.set_phase(static_cast<pb::Phase>(40)); }, "state.payload.phase"},
      {[](pb::State& p) { p.set_phase(pb::PHASE_UNSPECIFIED); }, "state.payload.phase"},
      {[](pb::State& p) { p.mutable_players()->RemoveLast(); }, "state.payload.players: 1 players"},
      {[](pb::State& p) { p.mutable_players(0)->set_side(pb::SIDE_ALLIES); },
       "state.payload.players[0].side"},
      {[](pb::State& p) { p.mutable_players(0)->set_medals(5); },
       "state.payload.players[0].medals: 5 is not in 0..4"},
      {[](pb::State& p) { p.mutable_players(0)->set_medals(1); },
       "state.payload.players[0].medals: 1 is not the 0"},
      {[](pb::State& p) { p.mutable_players(0)->set_last_card(61); },
       "state.payload.players[0].last_card"},
      {[](pb::State& p) { p.mutable_players(0)->set_hand(0, 0); },
       "state.payload.players[0].hand[0]: 0 is not in 1..60"},
      {[](pb::State& p) {
         p.mutable_players(0)->add_hand(p.draw_pile(0));
         p.mutable_draw_pile()->erase(p.mutable_draw_pile()->begin());
       },
       "state.payload.players[0].hand: 3 cards, above the scenario's 2"},
      {[](pb::State& p) { p.mutable_units(0)->mutable_hex()->set_col(1); },
       "state.payload.units[0].hex: (1, 0) is off the board"},
      {[](pb::State& p) { p.mutable_units(0)->set_side(pb::SIDE_UNSPECIFIED); },
       "state.payload.units[0].side"},
      {[](pb::State& p) { p.mutable_units(0)->set_type(static_cast<pb::UnitType>(9)); },
       "state.payload.units[0].type"},
      {[](pb::State& p) { p.mutable_units(0)->mutable_turn()->set_hexes_moved(7); },
       "state.payload.units[0].turn.hexes_moved"},
      {[](pb::State& p) { p.mutable_units(0)->mutable_turn()->set_battles(-1); },
       "state.payload.units[0].turn.battles"},
      {[](pb::State& p) { p.mutable_units(0)->mutable_hex()->set_col(8); },
       "state.payload.units[0].hex: (8, 0) is impassable"},
      {[](pb::State& p) { p.mutable_obstacles(0)->set_obstacle(static_cast<pb::Obstacle>(9)); },
       "state.payload.obstacles[0].obstacle"},
      {[](pb::State& p) { *p.add_obstacles() = p.obstacles(0); }, "one per hex"},
      {[](pb::State& p) { p.set_card_in_play(61); }, "state.payload.card_in_play"},
      {[](pb::State& p) {
         p.add_recon_drawn(1);
         p.add_recon_drawn(2);
         p.add_recon_drawn(3);
       },
       "state.payload.recon_drawn: 3 cards"},
      {[](pb::State& p) { p.mutable_objective_holder()->RemoveLast(); },
       "state.payload.objective_holder: 1 entries"},
      {[](pb::State& p) { p.mutable_objective_holder()->Set(0, 7); },
       "state.payload.objective_holder[0]"},
      {[](pb::State& p) {
         p.set_chance(pb::CHANCE_ROLL);
         p.set_chance_dice(3);
       },
       "state.payload.chance: a chance outcome is pending in SEEDED mode"},
      {[](pb::State& p) { p.set_chance_dice(31); }, "state.payload.chance_dice"},
      {[](pb::State& p) { p.add_cards_to_deal(1); }, "state.payload.cards_to_deal"},
      {[](pb::State& p) { p.set_winner(2); }, "state.payload.winner"},
      {[](pb::State& p) { p.set_first_seat(3); }, "state.payload.first_seat"},
      {[](pb::State& p) { p.mutable_options()->set_hill_los(static_cast<pb::HillLos>(9)); },
       "state.payload.options.hill_los"},
      {[](pb::State& p) { p.set_phase(pb::PHASE_RETREAT); }, "state.payload.battle: missing"},
      {[](pb::State& p) {
         p.mutable_battle()->set_kind(pb::Battle::KIND_BATTLE);
         *p.mutable_battle()->mutable_attacker() = p.units(0).hex();
         p.mutable_battle()->mutable_target()->set_row(11);
       },
       "state.payload.battle.target"},
      {[](pb::State& p) {
         p.mutable_battle()->set_kind(pb::Battle::KIND_AIR_POWER);
         *p.mutable_battle()->mutable_target() = p.units(0).hex();
         p.mutable_battle()->add_roll(static_cast<pb::DieFace>(8));
       },
       "state.payload.battle.roll[0]"},
      {[](pb::State& p) {
         p.mutable_battle()->set_kind(pb::Battle::KIND_BATTLE);
         *p.mutable_battle()->mutable_target() = p.units(0).hex();
       },
       "state.payload.battle.attacker: missing"},
  };
  for (const Case& c : cases) {
    pb::State p = Fresh();
    c.edit(p);
    EXPECT_THAT(Error(p), HasSubstr(c.field)) << c.field;
  }
}

TEST(Memoir44StateFormat, ExternalPileMustBeAscending) {
  State s;
  ASSERT_TRUE(NewGameState(Pegasus(), TestBoard::DefaultOptions(), true, 0, &s).ok());
  pb::State p = Format1Of(EncodeState(s));
  State ok;
  ASSERT_TRUE(DecodeState(Pegasus(), p, 1, &ok).ok());
  std::swap(*p.mutable_draw_pile()->Mutable(0), *p.mutable_draw_pile()->Mutable(1));
  EXPECT_THAT(Error(p), HasSubstr("state.payload.draw_pile[1]: not ascending in EXTERNAL mode"));
}

}  // namespace
}  // namespace arbiter::memoir44

namespace arbiter::memoir44 {
namespace {

// Hostile payloads: every single-byte change of a real state's wire form either decodes to a
// state CheckState accepts and that encodes back the same, or is refused with
// INVALID_ARGUMENT naming a payload field; never a crash.
TEST(Memoir44StateFormat, HostileBytesNeverCrash) {
  State s;
  ASSERT_TRUE(NewGameState(*BuiltInScenario("sainte_mere_eglise"), TestBoard::DefaultOptions(),
                           false, 3, &s)
                  .ok());
  s.phase = pb::PHASE_BATTLE;
  s.card_in_play = s.players[1].hand.back();
  s.players[1].hand.pop_back();
  s.has_battle = true;
  s.battle.kind = pb::Battle::KIND_BATTLE;
  s.battle.attacker = s.units[0].hex;
  s.battle.target = s.units[1].hex;
  s.battle.roll = {pb::DIE_FACE_GRENADE};
  ASSERT_TRUE(CheckState(s).ok());
  const std::string wire = EncodeState(s).SerializeAsString();
  int refused = 0, accepted = 0;
  for (size_t i = 0; i < wire.size(); ++i) {
    for (int delta : {1, 0x40, 0x7f}) {
      std::string bytes = wire;
      bytes[i] = static_cast<char>(bytes[i] + delta);
      pb::State p;
      if (!p.ParseFromString(bytes)) continue;
      State d;
      absl::Status st = DecodeState(*BuiltInScenario("sainte_mere_eglise"), p, &d);
      if (st.ok()) {
        ++accepted;
        ASSERT_TRUE(CheckState(d).ok());
        State again;
        ASSERT_TRUE(
            DecodeState(*BuiltInScenario("sainte_mere_eglise"), EncodeState(d), &again).ok());
      } else {
        ++refused;
        ASSERT_EQ(st.code(), absl::StatusCode::kInvalidArgument) << st;
        ASSERT_EQ(st.message().substr(0, 14), "state.payload.") << st;
      }
    }
  }
  EXPECT_GT(refused, 100);
  EXPECT_GT(accepted, 10);
}

}  // namespace
}  // namespace arbiter::memoir44
