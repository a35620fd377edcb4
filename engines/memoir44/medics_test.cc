// M6 Medics & Mechanics and the starting strength it restores to (rules.md M6, E14): a unit the
// scenario sets up below full strength (Montélimar's 3-figure German infantry) keeps its starting
// figures in the state (pb::Unit.starting_figures) and is never restored above them.
#include <algorithm>

#include "engines/memoir44/format1_testing.h"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/state.h"
#include "engines/memoir44/test_util.h"
#include "engines/memoir44/board_testing.h"
#include "gtest/gtest.h"

// The tests read units and obstacles as format 1 messages (Format1Of, format1_testing.h).
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

namespace arbiter::memoir44 {
namespace {

using testing::CodeOf;
using testing::Dice;
using testing::EventsOf;
using testing::H;
using testing::PlayCard;
using testing::TargetHexes;
using testing::TestGame;

constexpr int kMedics = 57;

TEST(Memoir44Medics, M6_E14_AUnitThatStartedBelowFullIsRestoredToItsStartingStrengthOnly) {
  // As E14, on infantry that started with 3 of its 4 figures and is down to 1: infantry,
  // infantry, star, grenade would return 3; the cap is its starting 3, so 2 return.
  TestGame g;
  g.s().external = true;
  const HexId h = g.AddUnit(0, 10, 2, pb::UNIT_TYPE_INFANTRY, pb::BADGE_UNSPECIFIED, 1);
  g.s().UnitAt(h)->starting = 3;
  g.Hand(0, {kMedics, 1, 2, 3});
  g.MustAct(PlayCard(kMedics));
  g.MustAct(TargetHexes({{10, 2}}));
  ASSERT_EQ(g.s().chance_dice, 4);
  ASSERT_EQ(CodeOf(g.Chance(Dice({pb::DIE_FACE_INFANTRY, pb::DIE_FACE_INFANTRY,
                                  pb::DIE_FACE_STAR, pb::DIE_FACE_GRENADE}))),
            "");
  EXPECT_EQ(g.s().UnitAt(h)->figures, 3);
  EXPECT_TRUE(g.s().UnitAt(h)->ordered);
  ASSERT_EQ(EventsOf(g.events(), pb::Event::kFiguresRestored).size(), 1u);
  EXPECT_EQ(EventsOf(g.events(), pb::Event::kFiguresRestored)[0].figures_restored().figures(), 2);
  EXPECT_TRUE(CheckState(g.s()).ok());
}

TEST(Memoir44Medics, M6_AUnitAtItsStartingStrengthIsNoTargetThoughBelowFull) {
  TestGame g;
  const HexId h = g.AddUnit(0, 10, 2, pb::UNIT_TYPE_INFANTRY, pb::BADGE_UNSPECIFIED, 3);
  g.s().UnitAt(h)->starting = 3;
  g.AddUnit(0, 14, 2, pb::UNIT_TYPE_ARMOR, pb::BADGE_UNSPECIFIED, 2);  // started full: a target
  g.Hand(0, {kMedics, 1});
  g.MustAct(PlayCard(kMedics));
  const std::vector<pb::Action> legal = g.Legal();
  ASSERT_EQ(legal.size(), 2u);  // none, or the armor
  EXPECT_EQ(legal[1].targets().hexes(0).col(), 14);
  const Verdict v = g.Act(TargetHexes({{10, 2}}));
  EXPECT_EQ(CodeOf(v), "MEMOIR44_MEDICS_TARGET");
  EXPECT_EQ(v->rule_ref(), "M6");
  EXPECT_EQ(v->field_path(), "targets.hexes[0]");
}

TEST(Memoir44Medics, M3_MontelimarsThreeFigureInfantryStartsWithThree) {
  const Scenario* sc = BuiltInScenario("montelimar");
  ASSERT_NE(sc, nullptr);
  State s;
  ASSERT_TRUE(NewGameState(*sc, TestBoard::DefaultOptions(), false, 5, &s).ok());
  int below = 0;
  for (const Unit& u : s.units) {
    if (u.figures < FullStrength(u.type, u.badge)) {
      ++below;
      EXPECT_EQ(StartingStrength(u), u.figures);
    } else {
      EXPECT_EQ(u.starting, 0);  // full strength: the one encoding
    }
  }
  EXPECT_GT(below, 0);
  // The payload keeps it, and reads back the same.
  const pb::State p = EncodeState(s);
  int written = 0;
  const pb::State p1 = Format1Of(p);
  for (const pb::Unit& u : p1.units()) written += u.starting_figures() != 0;
  EXPECT_EQ(written, below);
  State back;
  ASSERT_TRUE(DecodeState(*sc, p, &back).ok());
  EXPECT_EQ(EncodeState(back).SerializeAsString(), p.SerializeAsString());
}

TEST(Memoir44Medics, M6_StartingFiguresOutOfRangeOrBelowTheFiguresIsRefusedNamingTheField) {
  const Scenario* sc = BuiltInScenario("pegasus_bridge");
  ASSERT_NE(sc, nullptr);
  State s;
  ASSERT_TRUE(NewGameState(*sc, TestBoard::DefaultOptions(), false, 5, &s).ok());
  // In state format 1's messages (format 2's records: state_format2_test.cc).
  pb::State p = Format1Of(EncodeState(s));
  ASSERT_GT(p.units_size(), 0);
  const int full = FullStrength(p.units(0).type(), p.units(0).badge());
  {
    pb::State bad = p;
    bad.mutable_units(0)->set_starting_figures(full + 1);
    State out;
    const absl::Status st = DecodeState(*sc, bad, 1, &out);
    EXPECT_EQ(st.code(), absl::StatusCode::kInvalidArgument);
    EXPECT_NE(st.message().find("units[0].starting_figures"), std::string::npos) << st;
  }
  {
    pb::State bad = p;
    bad.mutable_units(0)->set_starting_figures(-1);
    State out;
    EXPECT_FALSE(DecodeState(*sc, bad, 1, &out).ok());
  }
  {
    // Figures above the strength it started with.
    pb::State bad = p;
    bad.mutable_units(0)->set_figures(full);
    bad.mutable_units(0)->set_starting_figures(full - 1);
    State out;
    const absl::Status st = DecodeState(*sc, bad, 1, &out);  // CheckState runs last
    EXPECT_EQ(st.code(), absl::StatusCode::kInvalidArgument);
    EXPECT_NE(st.message().find("units[0].figures"), std::string::npos) << st;
    EXPECT_NE(st.message().find("starting"), std::string::npos) << st;
  }
  {
    // The starting strength written as the full one reads as full (one encoding).
    pb::State same = p;
    same.mutable_units(0)->set_starting_figures(full);
    State out;
    ASSERT_TRUE(DecodeState(*sc, same, 1, &out).ok());
    EXPECT_EQ(Format1Of(EncodeState(out)).SerializeAsString(), p.SerializeAsString());
  }
}

}  // namespace
}  // namespace arbiter::memoir44
