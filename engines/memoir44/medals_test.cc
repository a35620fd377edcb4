// M16 medals and victory (E10): eliminations, temporary / permanent / turn_start objectives,
// victory at once, the count never passing the target.
#include "engines/memoir44/combat_testing.h"
#include "gtest/gtest.h"

namespace arbiter::memoir44 {
namespace {

using namespace ::arbiter::memoir44::testing;  // NOLINT

TEST(Memoir44Medals, E10_ThreeOfFourEliminateByCloseAssaultWinsWithNoTakeGround) {
  Board b;
  b.s.options.set_ambush_prompt(pb::AMBUSH_PROMPT_ONLY_IF_HELD);
  b.sc->medals_to_win = {4, 6};
  b.s.players[0].medals = 3;
  b.s.players[0].elimination_medals = 3;
  b.Place(4, 4, 0, pb::UNIT_TYPE_INFANTRY);
  b.Place(6, 4, 1, pb::UNIT_TYPE_INFANTRY, 1);
  ASSERT_EQ(b.Do(BattleOf(4, 4, 6, 4)), std::nullopt);
  b.Roll({kInf, kInf, kGren});
  EXPECT_EQ(b.s.phase, pb::PHASE_GAME_OVER);
  EXPECT_EQ(b.s.winner, 0);
  EXPECT_EQ(b.s.players[0].medals, 4);
  EXPECT_FALSE(b.s.has_battle);
  EXPECT_EQ(b.Legal().size(), 0);  // no take ground offered
  EXPECT_EQ(b.Count(pb::Event::kGameEnded), 1);
}

TEST(Memoir44Medals, M16_BlockedRetreatEliminationScoresToo) {
  Board b;
  b.s.current_seat = 1;
  b.Place(8, 0, 1, pb::UNIT_TYPE_ARTILLERY);
  b.Place(4, 0, 0, pb::UNIT_TYPE_INFANTRY, 1);
  ASSERT_EQ(b.Do(BattleOf(8, 0, 4, 0)), std::nullopt);
  b.Roll({kFlag, kStar});
  EXPECT_EQ(b.At(4, 0), nullptr);
  EXPECT_EQ(b.s.players[1].medals, 1);
}

ObjectiveSpec Objective(std::vector<HexId> hexes, pb::Side side, bool permanent = false,
                        bool turn_start = false, int needed = 1) {
  ObjectiveSpec o;
  o.hexes = std::move(hexes);
  o.side = side;
  o.permanent = permanent;
  o.turn_start = turn_start;
  o.hexes_needed = needed;
  return o;
}

bool Update(Board& b, bool turn_start = false) {
  Ctx c{b.s, &b.events};
  return UpdateMedals(c, turn_start);
}

void MoveUnit(Board& b, int fc, int fr, int tc, int tr) {
  b.At(fc, fr)->hex = Id(tc, tr);
  b.s.IndexUnits();
}

TEST(Memoir44Medals, M16_TemporaryObjectiveHeldWhileOccupied) {
  Board b;
  b.sc->objectives.push_back(Objective({Id(6, 4)}, pb::SIDE_ALLIES));
  b.Place(4, 4, 0, pb::UNIT_TYPE_INFANTRY);
  b.Place(20, 4, 1, pb::UNIT_TYPE_INFANTRY);
  EXPECT_FALSE(Update(b));
  EXPECT_EQ(b.s.players[0].medals, 0);
  MoveUnit(b, 4, 4, 6, 4);
  EXPECT_FALSE(Update(b));
  EXPECT_EQ(b.s.players[0].medals, 1);
  EXPECT_EQ(b.s.objective_holder[0], pb::SIDE_ALLIES);
  MoveUnit(b, 6, 4, 8, 4);
  Update(b);
  EXPECT_EQ(b.s.players[0].medals, 0);
  EXPECT_EQ(b.s.objective_holder[0], pb::SIDE_UNSPECIFIED);
  // An Axis unit on an Allied objective gains nothing.
  MoveUnit(b, 20, 4, 6, 4);
  Update(b);
  EXPECT_EQ(b.s.players[1].medals, 0);
}

TEST(Memoir44Medals, M16_PermanentObjectiveStays) {
  Board b;
  b.sc->objectives.push_back(Objective({Id(6, 4), Id(8, 4)}, pb::SIDE_AXIS, true, false, 2));
  b.Place(6, 4, 1, pb::UNIT_TYPE_INFANTRY);
  Update(b);
  EXPECT_EQ(b.s.players[1].medals, 0);  // 1 of the 2 hexes needed
  b.Place(8, 4, 1, pb::UNIT_TYPE_INFANTRY);
  Update(b);
  EXPECT_EQ(b.s.players[1].medals, 1);
  MoveUnit(b, 8, 4, 10, 4);
  Update(b);
  EXPECT_EQ(b.s.players[1].medals, 1);
}

TEST(Memoir44Medals, M16_TurnStartObjectiveOnlyAtTheClaimingSidesTurnStart) {
  Board b;
  b.sc->objectives.push_back(Objective({Id(6, 4)}, pb::SIDE_ALLIES, false, true));
  b.Place(6, 4, 0, pb::UNIT_TYPE_INFANTRY);
  b.s.current_seat = 0;
  Update(b);  // not a turn start
  EXPECT_EQ(b.s.players[0].medals, 0);
  b.s.current_seat = 1;
  Update(b, true);  // the other side's turn start
  EXPECT_EQ(b.s.players[0].medals, 0);
  b.s.current_seat = 0;
  Update(b, true);
  EXPECT_EQ(b.s.players[0].medals, 1);
  MoveUnit(b, 6, 4, 8, 4);
  Update(b);  // kept until the next check
  EXPECT_EQ(b.s.players[0].medals, 1);
  Update(b, true);
  EXPECT_EQ(b.s.players[0].medals, 0);
}

TEST(Memoir44Medals, M16_ObjectiveReachingTheTargetWinsAndTheCountNeverPassesIt) {
  Board b;
  b.sc->medals_to_win = {2, 6};
  b.sc->objectives.push_back(Objective({Id(6, 4)}, pb::SIDE_ALLIES));
  b.sc->objectives.push_back(Objective({Id(8, 4)}, pb::SIDE_ALLIES));
  b.s.players[0].elimination_medals = 1;
  b.s.players[0].medals = 1;
  b.Place(6, 4, 0, pb::UNIT_TYPE_INFANTRY);
  b.Place(8, 4, 0, pb::UNIT_TYPE_INFANTRY);
  EXPECT_TRUE(Update(b));
  EXPECT_EQ(b.s.phase, pb::PHASE_GAME_OVER);
  EXPECT_EQ(b.s.winner, 0);
  EXPECT_EQ(b.s.players[0].medals, 2);
}

TEST(Memoir44Medals, M16_ScenarioEliminationValueCounts) {
  Board b;
  b.sc->elimination_medals[1][pb::UNIT_TYPE_ARMOR] = 2;  // Mont Mouchet: Axis armor 2
  b.Place(4, 2, 0, pb::UNIT_TYPE_ARTILLERY);
  b.Place(8, 2, 1, pb::UNIT_TYPE_ARMOR, 1);
  ASSERT_EQ(b.Do(BattleOf(4, 2, 8, 2)), std::nullopt);
  b.Roll({kGren, kStar, kStar});
  EXPECT_EQ(b.s.players[0].medals, 2);
  EXPECT_EQ(b.s.players[0].elimination_medals, 2);
}

TEST(Memoir44Medals, M16_SuddenDeathObjectiveWinsAtOnceWithoutAMedal) {
  Board b;
  ObjectiveSpec o = Objective({Id(6, 4)}, pb::SIDE_AXIS);
  o.sudden_death = true;
  b.sc->objectives.push_back(o);
  b.Place(8, 4, 1, pb::UNIT_TYPE_INFANTRY);
  EXPECT_FALSE(Update(b));
  MoveUnit(b, 8, 4, 6, 4);
  EXPECT_TRUE(Update(b));
  EXPECT_EQ(b.s.phase, pb::PHASE_GAME_OVER);
  EXPECT_EQ(b.s.winner, 1);
  EXPECT_EQ(b.s.players[1].medals, 0);
}

bool UpdateTurnEnd(Board& b) {
  Ctx c{b.s, &b.events};
  return UpdateTurnEndMedals(c);
}

// M16: a turn-end objective is judged in one place only, as its claiming side's turn ends:
// never after an event, never as a turn begins, never at the end of the other side's turn.
TEST(Memoir44Medals, M16_TurnEndObjectiveJudgedOnlyWhenTheClaimingSidesTurnEnds) {
  Board b;
  ObjectiveSpec o = Objective({Id(6, 4)}, pb::SIDE_AXIS);
  o.turn_end = true;
  o.sudden_death = true;
  b.sc->objectives.push_back(o);
  b.Place(6, 4, 1, pb::UNIT_TYPE_INFANTRY);
  b.s.current_seat = 1;  // during the Axis turn: not yet
  EXPECT_FALSE(Update(b));
  b.s.players[1].last_card = CardOfKind(pb::CARD_KIND_PROBE);
  b.s.current_seat = 0;  // the Allied turn begins after the Axis' ended: not judged here
  EXPECT_FALSE(Update(b, true));
  b.s.current_seat = 1;  // the Axis turn begins
  EXPECT_FALSE(Update(b, true));
  b.s.current_seat = 0;  // the Allied turn ends: not the claiming side's
  EXPECT_FALSE(UpdateTurnEnd(b));
  EXPECT_EQ(b.s.objective_holder[0], pb::SIDE_UNSPECIFIED);
  b.s.current_seat = 1;  // the Axis turn ends
  EXPECT_TRUE(UpdateTurnEnd(b));
  EXPECT_EQ(b.s.phase, pb::PHASE_GAME_OVER);
  EXPECT_EQ(b.s.winner, 1);
  EXPECT_EQ(b.s.players[1].medals, 0);  // sudden death gives no medal
}

// M16: a turn-end medal (no sudden death) is gained as its side's turn ends and kept until
// the end of that side's next turn, whatever happens in between.
TEST(Memoir44Medals, M16_TurnEndMedalHeldFromTurnEndToTurnEnd) {
  Board b;
  ObjectiveSpec o = Objective({Id(6, 4)}, pb::SIDE_AXIS);
  o.turn_end = true;
  b.sc->objectives.push_back(o);
  b.Place(6, 4, 1, pb::UNIT_TYPE_INFANTRY);
  b.s.current_seat = 1;
  EXPECT_FALSE(Update(b));
  EXPECT_EQ(b.s.players[1].medals, 0);
  EXPECT_FALSE(UpdateTurnEnd(b));
  EXPECT_EQ(b.s.objective_holder[0], pb::SIDE_AXIS);
  EXPECT_EQ(b.s.players[1].medals, 1);
  MoveUnit(b, 6, 4, 8, 4);  // left during the Allied turn: still held
  b.s.current_seat = 0;
  EXPECT_FALSE(Update(b, true));
  EXPECT_FALSE(Update(b));
  EXPECT_FALSE(UpdateTurnEnd(b));
  EXPECT_EQ(b.s.players[1].medals, 1);
  b.s.current_seat = 1;  // the Axis turn ends off the hex: lost
  EXPECT_FALSE(UpdateTurnEnd(b));
  EXPECT_EQ(b.s.objective_holder[0], pb::SIDE_UNSPECIFIED);
  EXPECT_EQ(b.s.players[1].medals, 0);
}

TEST(Memoir44Medals, M16_AMoveOntoATemporaryObjectiveScoresAndMayWinAtOnce) {
  Board b;
  b.s.phase = pb::PHASE_MOVE;
  b.Card(pb::CARD_KIND_PROBE);
  b.sc->medals_to_win = {1, 6};
  b.sc->objectives.push_back(Objective({Id(6, 4)}, pb::SIDE_ALLIES));
  b.Place(4, 4, 0, pb::UNIT_TYPE_INFANTRY);
  b.Place(20, 4, 1, pb::UNIT_TYPE_INFANTRY);
  pb::Move m;
  *m.mutable_from() = H(4, 4);
  *m.add_path() = H(6, 4);
  ASSERT_EQ(JudgeMove(b.s, m), std::nullopt);
  Ctx c{b.s, &b.events};
  Move(c, m);
  EXPECT_EQ(b.s.objective_holder[0], pb::SIDE_ALLIES);
  EXPECT_EQ(b.s.players[0].medals, 1);
  EXPECT_EQ(b.s.phase, pb::PHASE_GAME_OVER);
  EXPECT_EQ(b.s.winner, 0);
}

}  // namespace
}  // namespace arbiter::memoir44
