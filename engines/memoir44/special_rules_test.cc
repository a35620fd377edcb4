// The scenarios' special rules played (rules.md M3 "Special rules turned into data"): Arnhem
// Bridge's span entered and left only at its ends, Mortain's Recon played as Air Power while
// Hill 317 is held, Saverne Gap's artillery that may not fire over the hills, Vassieux's deck-out
// winner; and the validation of the new scenario fields, naming field and hex.
#include <algorithm>
#include <string>
#include <vector>

#include "engines/memoir44/format1_testing.h"
#include "engines/memoir44/boundary_testing.h"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/scenario.h"
#include "engines/memoir44/terrain.h"
#include "gtest/gtest.h"

// The tests read units and obstacles as format 1 messages (Format1Of, format1_testing.h).
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

namespace arbiter::memoir44 {
namespace {

using testing::AddHex;
using testing::EndMoves;
using testing::HexOf;
using testing::OrderAction;
using testing::PlayAction;
using testing::WireGame;

constexpr int kReconCenter = 3;
constexpr int kReconLeft = 1;
constexpr int kProbeCenter = 11;
constexpr int kDirectFromHq = 52;
constexpr int kDirectFromHq2 = 53;

const Scenario& Get(absl::string_view name) {
  const Scenario* sc = BuiltInScenario(name);
  EXPECT_NE(sc, nullptr) << name;
  return *sc;
}

pb::Action MoveAlong(std::pair<int, int> from, std::vector<std::pair<int, int>> path) {
  pb::Action a;
  *a.mutable_move()->mutable_from() = HexOf(from.first, from.second);
  for (auto [c, r] : path) *a.mutable_move()->add_path() = HexOf(c, r);
  return a;
}

pb::BridgeSpan* AddSpan(pb::Scenario& sc, std::vector<std::pair<int, int>> hexes) {
  pb::BridgeSpan* span = sc.add_bridge_spans();
  for (auto [c, r] : hexes) *span->add_hexes() = HexOf(c, r);
  return span;
}

TEST(Memoir44SpecialRules, M3_ArnhemBridgeSpanIsTheSourcesBridgeSections) {
  const Scenario& sc = Get("arnhem_bridge");
  ASSERT_EQ(sc.proto.bridge_spans_size(), 1);
  for (auto [c, r] : {std::pair{15, 3}, {14, 4}, {13, 5}}) EXPECT_TRUE(sc.on_span[HexAt(c, r)]);
  EXPECT_FALSE(sc.on_span[HexAt(16, 2)]);  // the ends are off the span
  EXPECT_FALSE(sc.on_span[HexAt(12, 6)]);
  EXPECT_TRUE(sc.SpanStepAllowed(HexAt(16, 2), HexAt(15, 3)));
  EXPECT_TRUE(sc.SpanStepAllowed(HexAt(15, 3), HexAt(14, 4)));  // along the span
  EXPECT_TRUE(sc.SpanStepAllowed(HexAt(13, 5), HexAt(12, 6)));
  EXPECT_FALSE(sc.SpanStepAllowed(HexAt(16, 4), HexAt(14, 4)));  // from the side
  EXPECT_FALSE(sc.SpanStepAllowed(HexAt(13, 5), HexAt(14, 6)));  // off to the side
  EXPECT_TRUE(sc.SpanStepAllowed(HexAt(16, 4), HexAt(18, 4)));   // elsewhere: as ever
}

// Through the boundary: a span of three hexes between its ends (16, 2) and (12, 6).
TEST(Memoir44SpecialRules, M3_ABridgeSpanIsEnteredAndLeftOnlyAtItsEnds) {
  pb::Scenario sc = testing::SmallScenario();
  pb::HexSetup* river = AddHex(sc, 15, 3, pb::TERRAIN_RIVER);
  river->set_bridge(true);
  AddHex(sc, 16, 2, pb::TERRAIN_UNSPECIFIED, pb::OBSTACLE_UNSPECIFIED, pb::SIDE_AXIS,
         pb::UNIT_TYPE_INFANTRY);
  AddHex(sc, 16, 4, pb::TERRAIN_UNSPECIFIED, pb::OBSTACLE_UNSPECIFIED, pb::SIDE_AXIS,
         pb::UNIT_TYPE_ARMOR);
  AddHex(sc, 4, 8, pb::TERRAIN_UNSPECIFIED, pb::OBSTACLE_UNSPECIFIED, pb::SIDE_ALLIES,
         pb::UNIT_TYPE_INFANTRY);
  AddSpan(sc, {{16, 2}, {15, 3}, {14, 4}, {13, 5}, {12, 6}})->set_name("test span");
  WireGame g(sc, {kDirectFromHq, kDirectFromHq2}, {1, 2});
  ASSERT_EQ(g.Act(0, PlayAction(kDirectFromHq)), "");
  ASSERT_EQ(g.Act(0, OrderAction({{16, 2}, {16, 4}})), "");
  // The armor beside the span may not step onto it from the side.
  EXPECT_EQ(g.Act(0, MoveAlong({16, 4}, {{14, 4}})), "MEMOIR44_BRIDGE_SPAN_SIDE");
  EXPECT_EQ(g.last.violation.rule_ref(), "M3");
  EXPECT_EQ(g.last.violation.field_path(), "move.path[0]");
  EXPECT_EQ(g.Act(0, MoveAlong({16, 4}, {{15, 3}})), "MEMOIR44_BRIDGE_SPAN_SIDE");
  for (const pb::Action& a : g.Legal(0)) {
    if (!a.has_move()) continue;
    HexId at = FromHex(a.move().from());
    for (const pb::Hex& h : a.move().path()) {
      EXPECT_TRUE(Get("arnhem_bridge").SpanStepAllowed(at, FromHex(h))) << a.ShortDebugString();
      at = FromHex(h);
    }
  }
  // The infantry at the end walks along it, and no further than the span lets it off.
  ASSERT_EQ(g.Act(0, MoveAlong({16, 2}, {{15, 3}, {14, 4}})), "");
  pb::State p = g.Payload();
  bool moved = false;
  const pb::State p1 = Format1Of(p);
  for (const pb::Unit& u : p1.units()) moved = moved || (u.hex().col() == 14 && u.hex().row() == 4);
  EXPECT_TRUE(moved);
}

TEST(Memoir44SpecialRules, M3_SpanValidationNamesTheFieldAndHex) {
  struct Case {
    std::vector<std::pair<int, int>> hexes;
    std::string error;
  };
  const Case cases[] = {
      {{{16, 2}, {15, 3}}, "bridge_spans[0].hexes: 2 hexes"},
      {{{16, 2}, {15, 3}, {14, 5}}, "bridge_spans[0].hexes[2].col: (14, 5) is off the board"},
      {{{16, 2}, {15, 3}, {12, 4}}, "bridge_spans[0].hexes[2]: (12, 4) is not adjacent to "
                                    "hexes[1] (15, 3)"},
      {{{16, 2}, {15, 3}, {16, 2}}, "bridge_spans[0].hexes[2]: (16, 2) is listed twice"},
      {{{16, 2}, {15, 3}, {14, 12}}, "bridge_spans[0].hexes[2].row: (14, 12) is off the board"},
  };
  for (const Case& c : cases) {
    pb::Scenario sc = testing::SmallScenario();
    AddSpan(sc, c.hexes);
    const absl::Status st = ValidateScenario(sc, "setup.content.supplied");
    EXPECT_EQ(st.code(), absl::StatusCode::kInvalidArgument) << c.error;
    const std::string expected = "setup.content.supplied." + c.error;
    EXPECT_EQ(st.message().substr(0, expected.size()), expected) << st;
  }
  pb::Scenario two = testing::SmallScenario();
  AddSpan(two, {{16, 2}, {15, 3}, {14, 4}});
  AddSpan(two, {{16, 4}, {15, 3}, {14, 2}});
  EXPECT_NE(ValidateScenario(two, "p").message().find("bridge_spans[1].hexes[1]: (15, 3) lies on "
                                                      "bridge_spans[0] too"),
            std::string::npos)
      << ValidateScenario(two, "p");
}

TEST(Memoir44SpecialRules, M3_ReconAirPowerValidationNamesTheField) {
  pb::Scenario sc = testing::SmallScenario();
  pb::ReconAirPower* r = sc.add_recon_air_power();
  r->set_side(pb::SIDE_ALLIES);
  EXPECT_EQ(ValidateScenario(sc, "p").message(), "p.recon_air_power[0].hexes: no hexes");
  *r->add_hexes() = HexOf(22, 4);
  *r->add_hexes() = HexOf(22, 4);
  EXPECT_EQ(ValidateScenario(sc, "p").message(),
            "p.recon_air_power[0].hexes[1]: (22, 4) is listed twice");
  r->mutable_hexes(1)->set_col(21);
  r->mutable_hexes(1)->set_row(5);
  EXPECT_TRUE(ValidateScenario(sc, "p").ok());
  *sc.add_recon_air_power() = *r;
  EXPECT_EQ(ValidateScenario(sc, "p").message(),
            "p.recon_air_power[1].side: a second rule for SIDE_ALLIES");
  sc.mutable_recon_air_power(1)->set_side(static_cast<pb::Side>(7));
  EXPECT_EQ(ValidateScenario(sc, "p").message(),
            "p.recon_air_power[1].side: 7 is not a side of the game");
}

// Mortain through the boundary, on the built-in scenario supplied as content (so the test deals
// the hands): the Allies (seat 1) hold Hill 317 from the start.
class Mortain {
 public:
  explicit Mortain(std::vector<int> allied_hand)
      : g_(Get("counter_attack_on_mortain").proto, {kReconLeft, kDirectFromHq, 12, 13, 14},
           allied_hand) {}
  WireGame& g() { return g_; }
  // The Axis turn: Direct from HQ ordering nothing, then the draw (card 30).
  void AxisPasses() {
    ASSERT_EQ(g_.Act(0, PlayAction(kDirectFromHq)), "");
    ASSERT_EQ(g_.Act(0, OrderAction({})), "");
    if (g_.Payload().phase() == pb::PHASE_MOVE) ASSERT_EQ(g_.Act(0, EndMoves()), "");
    pb::Action end;
    end.mutable_end_turn();
    ASSERT_EQ(g_.Act(0, end), "");
    pb::Action draw;
    draw.mutable_chance()->set_card_id(30);
    ASSERT_EQ(g_.Act(kChance, draw), "");
  }

 private:
  WireGame g_;
};

pb::Action PlayAsAirPower(int card) {
  pb::Action a = PlayAction(card);
  a.mutable_play()->set_as_air_power(true);
  return a;
}

TEST(Memoir44SpecialRules, M3_MortainReconPlayedAsAirPowerWhileHill317IsHeld) {
  Mortain m({kReconCenter, kProbeCenter, 15, 16, 17, 18});
  WireGame& g = m.g();
  // The Axis has no such rule.
  EXPECT_EQ(g.Act(0, PlayAsAirPower(kReconLeft)), "MEMOIR44_RECON_AIR_POWER_NOT_ALLOWED");
  EXPECT_EQ(g.last.violation.rule_ref(), "M3");
  EXPECT_EQ(g.last.violation.field_path(), "play.as_air_power");
  m.AxisPasses();
  ASSERT_EQ(g.Payload().active_seat(), 1);
  // Listed for the Recon, not for the Probe.
  int offered = 0;
  for (const pb::Action& a : g.Legal(1)) {
    if (!a.has_play() || !a.play().as_air_power()) continue;
    ++offered;
    EXPECT_EQ(a.play().card_id(), kReconCenter);
  }
  EXPECT_EQ(offered, 1);
  EXPECT_EQ(g.Act(1, PlayAsAirPower(kProbeCenter)), "MEMOIR44_RECON_AIR_POWER_NOT_ALLOWED");
  ASSERT_EQ(g.Act(1, PlayAsAirPower(kReconCenter)), "");
  pb::State p = g.Payload();
  EXPECT_TRUE(p.recon_as_air_power());
  EXPECT_EQ(p.phase(), pb::PHASE_ORDER);
  // Targets: Air Power's, with one in the centre (as the Allies see it: 7 <= col <= 17).
  const std::vector<pb::Action> legal = g.Legal(1);
  ASSERT_FALSE(legal.empty());
  for (const pb::Action& a : legal) {
    ASSERT_TRUE(a.has_targets()) << a.ShortDebugString();
    ASSERT_GE(a.targets().hexes_size(), 1);
    ASSERT_LE(a.targets().hexes_size(), 4);
    EXPECT_TRUE(std::any_of(a.targets().hexes().begin(), a.targets().hexes().end(),
                            [](const pb::Hex& h) { return h.col() >= 7 && h.col() <= 17; }))
        << a.ShortDebugString();
  }
  pb::Action left_only;
  *left_only.mutable_targets()->add_hexes() = HexOf(22, 0);  // Axis elite armor, not centre
  EXPECT_EQ(g.Act(1, left_only), "MEMOIR44_RECON_AIR_POWER_SECTION");
  EXPECT_EQ(g.last.violation.rule_ref(), "M3");
  pb::Action strike;
  *strike.mutable_targets()->add_hexes() = HexOf(11, 1);  // Axis armor, 3 figures
  ASSERT_EQ(g.Act(1, strike), "");
  p = g.Payload();
  ASSERT_EQ(p.chance(), pb::CHANCE_ROLL);
  EXPECT_EQ(p.chance_dice(), 2);  // the Allies' 2 dice per hex
  ASSERT_EQ(g.Roll({pb::DIE_FACE_STAR, pb::DIE_FACE_GRENADE}), "");  // stars hit, as Air Power
  p = g.Payload();
  bool found = false;
  const pb::State p1 = Format1Of(p);
  for (const pb::Unit& u : p1.units()) {
    if (u.hex().col() == 11 && u.hex().row() == 1) {
      EXPECT_EQ(u.figures(), 1);
      found = true;
    }
  }
  EXPECT_TRUE(found);
  ASSERT_EQ(p.phase(), pb::PHASE_BATTLE);
  pb::Action end;
  end.mutable_end_turn();
  ASSERT_EQ(g.Act(1, end), "");
  // The normal draw of 1 card, not Recon's 2.
  pb::Action draw;
  draw.mutable_chance()->set_card_id(31);
  ASSERT_EQ(g.Act(kChance, draw), "");
  p = g.Payload();
  EXPECT_EQ(p.chance(), pb::CHANCE_UNSPECIFIED);
  EXPECT_EQ(p.phase(), pb::PHASE_PLAY);
  EXPECT_EQ(p.active_seat(), 0);
  EXPECT_FALSE(p.recon_as_air_power());
  EXPECT_EQ(p.players(1).hand_size(), 6);
}

TEST(Memoir44SpecialRules, M3_MortainNoReconAirPowerWithoutHill317) {
  pb::Scenario sc = Get("counter_attack_on_mortain").proto;
  for (pb::HexSetup& h : *sc.mutable_hexes()) {
    if (h.hex().col() == 22 && h.hex().row() == 4) h.clear_unit();  // Hill 317 left empty
  }
  WireGame g(sc, {kReconLeft, kDirectFromHq, 12, 13, 14}, {kReconCenter, 15, 16, 17, 18, 19});
  ASSERT_EQ(g.Act(0, PlayAction(kDirectFromHq)), "");
  ASSERT_EQ(g.Act(0, OrderAction({})), "");
  if (g.Payload().phase() == pb::PHASE_MOVE) ASSERT_EQ(g.Act(0, EndMoves()), "");
  pb::Action end;
  end.mutable_end_turn();
  ASSERT_EQ(g.Act(0, end), "");
  pb::Action draw;
  draw.mutable_chance()->set_card_id(30);
  ASSERT_EQ(g.Act(kChance, draw), "");
  EXPECT_EQ(g.Act(1, PlayAsAirPower(kReconCenter)), "MEMOIR44_RECON_AIR_POWER_NOT_ALLOWED");
  for (const pb::Action& a : g.Legal(1)) EXPECT_FALSE(a.play().as_air_power());
  EXPECT_EQ(g.Act(1, PlayAction(kReconCenter)), "");  // a plain Recon still
}

TEST(Memoir44SpecialRules, M3_SaverneArtilleryMayNotFireOverTheHills) {
  const Scenario& sc = Get("saverne_gap");
  int checked = 0;
  for (int h = 0; h < kHexCount; ++h) {
    if (sc.hexes[h].terrain != pb::TERRAIN_IMPASSABLE_BLOCKING_HILL) continue;
    const HexId from = HexAt(ColOf(h) - 2, RowOf(h));
    const HexId to = HexAt(ColOf(h) + 2, RowOf(h));
    if (from == kNoHex || to == kNoHex) continue;
    if (IsImpassableHill(sc.hexes[from].terrain) || IsImpassableHill(sc.hexes[to].terrain) ||
        IsRiver(sc.hexes[from].terrain) || IsRiver(sc.hexes[to].terrain)) {
      continue;
    }
    State s;
    ASSERT_TRUE(NewGameState(sc, pb::Options(), false, 1, &s).ok());
    s.units.clear();
    Unit gun;
    gun.hex = from;
    gun.seat = 1;
    gun.type = pb::UNIT_TYPE_ARTILLERY;
    gun.figures = 2;
    Unit target = gun;
    target.hex = to;
    target.seat = 0;
    target.type = pb::UNIT_TYPE_INFANTRY;
    s.units = {gun, target};
    s.IndexUnits();
    EXPECT_FALSE(MaySee(s, from, to)) << HexText(from) << " over " << HexText(h);
    ++checked;
  }
  EXPECT_GT(checked, 0);
}

// R14: Vassieux names no deck-out winner (the ruling), so medals decide an empty pile.
TEST(Memoir44SpecialRules, R14_VassieuxNamesNoDeckOutWinner) {
  EXPECT_EQ(Get("vassieux").deck_out_winner, pb::SIDE_UNSPECIFIED);
  EXPECT_FALSE(Get("vassieux").deck_reshuffle);
}

}  // namespace
}  // namespace arbiter::memoir44
