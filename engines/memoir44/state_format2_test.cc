// State format 2 (memoir44.proto State.unit_bytes / obstacle_bytes, state_bytes.h): the
// records' layout, round trips, hostile bytes refused naming the field and record index, a field
// of the other format refused, and format 1 states (format1_testing.h) getting the same answers
// as their format 2 form from every Game method along seeded playouts.
#include <functional>
#include <string>
#include <vector>

#include "engines/core/envelope.h"
#include "engines/core/rng.h"
#include "engines/memoir44/board_testing.h"
#include "engines/memoir44/format1_testing.h"
#include "engines/memoir44/memoir44.h"
#include "engines/memoir44/state_bytes.h"
#include "gmock/gmock.h"

#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

namespace arbiter::memoir44 {
namespace {

using ::testing::HasSubstr;

const Scenario& Sme() { return *BuiltInScenario("sainte_mere_eglise"); }

State FreshState(uint64_t seed = 5) {
  State s;
  EXPECT_TRUE(NewGameState(Sme(), TestBoard::DefaultOptions(), false, seed, &s).ok());
  return s;
}

std::string Error(const pb::State& p, uint32_t format = 2, const Scenario& sc = Sme()) {
  State s;
  absl::Status st = DecodeState(sc, p, format, &s);
  EXPECT_EQ(st.code(), absl::StatusCode::kInvalidArgument) << st;
  return std::string(st.message());
}

uint8_t& Byte(pb::State& p, size_t record, size_t offset) {
  return reinterpret_cast<uint8_t&>((*p.mutable_unit_bytes())[record * kUnitRecordSize + offset]);
}

TEST(Memoir44StateFormat2, RecordsFollowTheDocumentedLayout) {
  State s = FreshState();
  ASSERT_GE(s.units.size(), 2u);
  s.units[1].ordered = true;
  s.units[1].second_move = true;
  s.units[1].hexes_moved = 2;
  s.units[1].battles = 1;
  s.units[1].bonus_dice = 1;
  s.units[1].figures = 1;
  s.units[1].starting = FullStrength(s.units[1].type, s.units[1].badge) == 1 ? 0 : 1;
  ASSERT_TRUE(CheckState(s).ok()) << CheckState(s);
  const pb::State p = EncodeState(s);
  EXPECT_EQ(p.units_size(), 0);
  EXPECT_EQ(p.obstacles_size(), 0);
  ASSERT_EQ(p.unit_bytes().size(), s.units.size() * 11);
  // Records by hex id, that is by (row, col).
  int last = -1;
  for (size_t i = 0; i < UnitRecordCount(p.unit_bytes()); ++i) {
    const UnitRecord r = ReadUnitRecord(p.unit_bytes(), i);
    const HexId h = HexAt(r.col, r.row);
    ASSERT_NE(h, kNoHex);
    EXPECT_GT(h, last);
    last = h;
    const Unit& u = *s.UnitAt(h);
    EXPECT_EQ(r.side, s.players[u.seat].side);
    EXPECT_EQ(r.type, u.type);
    EXPECT_EQ(r.badge, u.badge);
    EXPECT_EQ(r.figures, u.figures);
    EXPECT_EQ(r.starting, u.starting);
    EXPECT_EQ(r.hexes_moved, u.hexes_moved);
    EXPECT_EQ(r.battles, u.battles);
    EXPECT_EQ(r.bonus_dice, u.bonus_dice);
    if (&u == &s.units[1]) {
      EXPECT_EQ(r.flags, 1 | 8);  // ordered, second_move
      EXPECT_EQ(r.hexes_moved, 2);
    }
  }
  // Obstacles: 4 bytes each, by hex id.
  int obstacles = 0;
  for (int h = 0; h < kHexCount; ++h) obstacles += s.obstacle[h] != pb::OBSTACLE_UNSPECIFIED;
  ASSERT_EQ(p.obstacle_bytes().size(), obstacles * 4u);
  for (size_t i = 0; i < ObstacleRecordCount(p.obstacle_bytes()); ++i) {
    const ObstacleRecord r = ReadObstacleRecord(p.obstacle_bytes(), i);
    const HexId h = HexAt(r.col, r.row);
    ASSERT_NE(h, kNoHex);
    EXPECT_EQ(r.obstacle, s.obstacle[h]);
    EXPECT_EQ(r.side, s.obstacle_side[h]);
  }
}

TEST(Memoir44StateFormat2, RoundTripIsByteIdenticalInAnyRecordOrder) {
  const pb::State p = EncodeState(FreshState());
  State s;
  ASSERT_TRUE(DecodeState(Sme(), p, &s).ok());
  EXPECT_EQ(EncodeState(s).SerializeAsString(), p.SerializeAsString());
  // Records reversed decode to the same state, encoded back by (row, col).
  pb::State reversed = p;
  std::string units;
  for (size_t i = UnitRecordCount(p.unit_bytes()); i-- > 0;) {
    units += p.unit_bytes().substr(i * kUnitRecordSize, kUnitRecordSize);
  }
  std::string obstacles;
  for (size_t i = ObstacleRecordCount(p.obstacle_bytes()); i-- > 0;) {
    obstacles += p.obstacle_bytes().substr(i * kObstacleRecordSize, kObstacleRecordSize);
  }
  ASSERT_NE(units, p.unit_bytes());
  reversed.set_unit_bytes(units);
  reversed.set_obstacle_bytes(obstacles);
  State t;
  ASSERT_TRUE(DecodeState(Sme(), reversed, &t).ok());
  EXPECT_EQ(EncodeState(t).SerializeAsString(), p.SerializeAsString());
}

TEST(Memoir44StateFormat2, WrongLengthsAreRefused) {
  pb::State p = EncodeState(FreshState());
  const size_t n = p.unit_bytes().size();
  p.mutable_unit_bytes()->push_back('\0');
  EXPECT_EQ(Error(p), absl::StrCat("state.payload.unit_bytes: ", n + 1,
                                   " bytes, not a whole number of 11-byte unit records"));
  p.mutable_unit_bytes()->resize(n - 3);
  EXPECT_THAT(Error(p), HasSubstr("state.payload.unit_bytes: "));
  p = EncodeState(FreshState());
  p.mutable_obstacle_bytes()->resize(p.obstacle_bytes().size() + 2);
  EXPECT_THAT(Error(p), HasSubstr("state.payload.obstacle_bytes: "));
  EXPECT_THAT(Error(p), HasSubstr("not a whole number of 4-byte obstacle records"));
  p = EncodeState(FreshState());
  std::string many;
  for (int i = 0; i < 114; ++i) many += p.unit_bytes().substr(0, kUnitRecordSize);
  p.set_unit_bytes(many);
  EXPECT_EQ(Error(p), "state.payload.unit_bytes: 114 units, more than the 113 hexes");
}

TEST(Memoir44StateFormat2, EveryByteRangeCheckedNamingTheRecord) {
  struct Case {
    size_t offset;
    uint8_t value;
    std::string error;  // for record 2
  };
  const std::vector<Case> cases = {
      {kUnitCol, 25, "state.payload.unit_bytes[2].hex: (25, "},
      {kUnitRow, 9, "state.payload.unit_bytes[2].hex: ("},
      {kUnitRow, 255, "state.payload.unit_bytes[2].hex: ("},
      {kUnitSide, 0, "state.payload.unit_bytes[2].side: 0 is not a side of the scenario"},
      {kUnitSide, 3, "state.payload.unit_bytes[2].side: 3 is not a side of the scenario"},
      {kUnitType, 0, "state.payload.unit_bytes[2].type: unknown unit type 0"},
      {kUnitType, 4, "state.payload.unit_bytes[2].type: unknown unit type 4"},
      {kUnitBadge, 4, "state.payload.unit_bytes[2].badge: unknown badge 4"},
      {kUnitFigures, 0, "state.payload.unit_bytes[2].figures: 0 is not in 1.."},
      {kUnitFigures, 200, "state.payload.unit_bytes[2].figures: 200 is not in 1.."},
      {kUnitStarting, 9, "state.payload.unit_bytes[2].starting_figures: 9 is not in 0.."},
      {kUnitFlags, 16, "state.payload.unit_bytes[2].flags: 16 sets bits other than 0..3"},
      {kUnitFlags, 128, "state.payload.unit_bytes[2].flags: 128 sets bits other than 0..3"},
      {kUnitHexesMoved, 7, "state.payload.unit_bytes[2].hexes_moved: 7 is not in 0..6"},
      {kUnitBattles, 4, "state.payload.unit_bytes[2].battles: 4 is not in 0..3"},
      {kUnitBonusDice, 3, "state.payload.unit_bytes[2].bonus_dice: 3 is not in 0..2"},
  };
  for (const Case& c : cases) {
    pb::State p = EncodeState(FreshState());
    Byte(p, 2, c.offset) = c.value;
    EXPECT_THAT(Error(p), HasSubstr(c.error)) << c.offset << " = " << int{c.value};
  }
  // Full strength is written as 0, never as itself (one encoding of a state).
  pb::State p = EncodeState(FreshState());
  const UnitRecord r = ReadUnitRecord(p.unit_bytes(), 2);
  const int full = FullStrength(static_cast<pb::UnitType>(r.type), static_cast<pb::Badge>(r.badge));
  Byte(p, 2, kUnitStarting) = static_cast<uint8_t>(full);
  EXPECT_THAT(Error(p), HasSubstr(absl::StrCat("state.payload.unit_bytes[2].starting_figures: ",
                                               full, " is not in 0..", full - 1)));
  // A badge that does not go with the type.
  p = EncodeState(FreshState());
  Byte(p, 2, kUnitType) = pb::UNIT_TYPE_ARTILLERY;
  Byte(p, 2, kUnitBadge) = pb::BADGE_ELITE_ARMOR;
  EXPECT_THAT(Error(p), HasSubstr("state.payload.unit_bytes[2].badge: BADGE_ELITE_ARMOR does "
                                  "not go with UNIT_TYPE_ARTILLERY"));
  // Figures above the starting strength: CheckState names the record.
  p = EncodeState(FreshState());
  Byte(p, 2, kUnitStarting) = 1;
  if (ReadUnitRecord(p.unit_bytes(), 2).figures > 1) {
    EXPECT_THAT(Error(p), HasSubstr("state.payload.unit_bytes[2].figures: "));
  }
}

TEST(Memoir44StateFormat2, M1_TwoUnitsOnAHex) {
  pb::State p = EncodeState(FreshState());
  Byte(p, 3, kUnitCol) = Byte(p, 1, kUnitCol);
  Byte(p, 3, kUnitRow) = Byte(p, 1, kUnitRow);
  EXPECT_THAT(Error(p), HasSubstr("state.payload.unit_bytes[3].hex: "));
  EXPECT_THAT(Error(p), HasSubstr(" holds unit_bytes[1] too: one unit per hex"));
}

TEST(Memoir44StateFormat2, ObstacleRecordsRangeChecked) {
  State s;
  ASSERT_TRUE(
      NewGameState(*BuiltInScenario("sword_beach"), TestBoard::DefaultOptions(), false, 5, &s).ok());
  const pb::State fresh = EncodeState(s);
  ASSERT_GE(ObstacleRecordCount(fresh.obstacle_bytes()), 2u);
  auto edit = [&](size_t offset, uint8_t value) {
    pb::State p = fresh;
    (*p.mutable_obstacle_bytes())[kObstacleRecordSize + offset] = static_cast<char>(value);
    return Error(p, 2, *BuiltInScenario("sword_beach"));
  };
  EXPECT_THAT(edit(kObstacleCol, 30), HasSubstr("state.payload.obstacle_bytes[1].hex: (30, "));
  EXPECT_THAT(edit(kObstacleKind, 0),
              HasSubstr("state.payload.obstacle_bytes[1].obstacle: unknown obstacle 0"));
  EXPECT_THAT(edit(kObstacleKind, 5),
              HasSubstr("state.payload.obstacle_bytes[1].obstacle: unknown obstacle 5"));
  EXPECT_THAT(edit(kObstacleSide, 3),
              HasSubstr("state.payload.obstacle_bytes[1].side: unknown side 3"));
  pb::State p = fresh;
  (*p.mutable_obstacle_bytes())[4] = p.obstacle_bytes()[0];
  (*p.mutable_obstacle_bytes())[5] = p.obstacle_bytes()[1];
  const std::string e = Error(p, 2, *BuiltInScenario("sword_beach"));
  EXPECT_THAT(e, HasSubstr("state.payload.obstacle_bytes[1].hex: "));
  EXPECT_THAT(e, HasSubstr("has an obstacle already: one per hex"));
}

TEST(Memoir44StateFormat2, AFieldOfTheOtherFormatIsRefused) {
  const pb::State two = EncodeState(FreshState());
  const pb::State one = Format1Of(two);
  State s;
  ASSERT_TRUE(DecodeState(Sme(), one, 1, &s).ok());
  ASSERT_TRUE(DecodeState(Sme(), two, 2, &s).ok());
  pb::State mixed = two;
  *mixed.add_units() = one.units(0);
  EXPECT_EQ(Error(mixed), "state.payload.units: a field of state format 1 in a state of format 2 "
                          "(GameState.state_format_version)");
  mixed = two;
  *mixed.add_obstacles() = one.obstacles(0);
  EXPECT_THAT(Error(mixed), HasSubstr("state.payload.obstacles: a field of state format 1"));
  mixed = one;
  mixed.set_unit_bytes(two.unit_bytes());
  EXPECT_EQ(Error(mixed, 1), "state.payload.unit_bytes: a field of state format 2 in a state of "
                             "format 1 (GameState.state_format_version)");
  mixed = one;
  mixed.set_obstacle_bytes(two.obstacle_bytes());
  EXPECT_THAT(Error(mixed, 1), HasSubstr("state.payload.obstacle_bytes: a field of state format 2"));
  // A format 2 state read as format 1 has no units: refused, not misread.
  EXPECT_THAT(Error(two, 1), HasSubstr("state.payload.unit_bytes: a field of state format 2"));
}

TEST(Memoir44StateFormat2, HostileRecordBytesNeverCrash) {
  const pb::State fresh = EncodeState(FreshState(9));
  int refused = 0, accepted = 0;
  for (const bool units : {true, false}) {
    const std::string& field = units ? fresh.unit_bytes() : fresh.obstacle_bytes();
    for (size_t i = 0; i < field.size(); ++i) {
      for (int delta : {1, 2, 0x40, 0x7f, 0xff}) {
        pb::State p = fresh;
        std::string& bytes = units ? *p.mutable_unit_bytes() : *p.mutable_obstacle_bytes();
        bytes[i] = static_cast<char>(bytes[i] + delta);
        State d;
        const absl::Status st = DecodeState(Sme(), p, &d);
        if (st.ok()) {
          ++accepted;
          State again;
          ASSERT_TRUE(DecodeState(Sme(), EncodeState(d), &again).ok());
          EXPECT_EQ(EncodeState(again).SerializeAsString(), EncodeState(d).SerializeAsString());
        } else {
          ++refused;
          ASSERT_EQ(st.code(), absl::StatusCode::kInvalidArgument) << st;
          const std::string want = units ? "state.payload.unit_bytes" : "state.payload.obstacle_bytes";
          // Hex changes may surface as a later invariant (an objective, the impassable river).
          if (st.message().substr(0, want.size()) != want) {
            EXPECT_EQ(st.message().substr(0, 14), "state.payload.") << st;
          }
        }
      }
    }
  }
  EXPECT_GT(refused, 200);
  EXPECT_GT(accepted, 20);
}

// ---- Format 1 through the boundary: the same answers ----

const Memoir44& TheGame() {
  static const Memoir44* const game = new Memoir44();
  return *game;
}

std::string Wire(const v1::GameState& g) {
  std::string out;
  EXPECT_TRUE(g.SerializeToString(&out));
  return out;
}

std::string EventsText(const std::vector<v1::Event>& events) {
  std::string out;
  for (const v1::Event& e : events) out += e.SerializeAsString();
  return out;
}

TEST(Memoir44StateFormat2, Format1StatesGetTheSameAnswers) {
  EXPECT_EQ(TheGame().Info().state_format_version(), 2u);
  EXPECT_EQ(TheGame().Info().oldest_state_format_version(), 1u);
  int compared = 0;
  for (const char* scenario : {"pegasus_bridge", "sword_beach", "sainte_mere_eglise"}) {
    for (const bool external : {false, true}) {
      v1::GameSetup setup;
      setup.set_game_id("memoir44");
      setup.set_seat_count(2);
      (*setup.mutable_options())["scenario"] = scenario;
      setup.mutable_randomness()->set_mode(external ? v1::RANDOMNESS_MODE_EXTERNAL
                                                    : v1::RANDOMNESS_MODE_SEEDED);
      setup.mutable_randomness()->set_seed(11);
      absl::StatusOr<NewGameResult> g = TheGame().NewGame(setup);
      ASSERT_TRUE(g.ok()) << g.status();
      EXPECT_EQ(g->state.state_format_version(), 2u);
      v1::GameState state = g->state;
      Rng rng(17);
      for (int step = 0; step < 150; ++step) {
        const v1::GameState one = Format1Of(state);
        ASSERT_EQ(one.state_format_version(), 1u);
        ASSERT_TRUE(TheGame().Check(one).ok()) << TheGame().Check(one);
        absl::StatusOr<v1::TurnStatus> t2 = TheGame().Turn(state), t1 = TheGame().Turn(one);
        ASSERT_TRUE(t1.ok() && t2.ok());
        ASSERT_EQ(t1->SerializeAsString(), t2->SerializeAsString()) << scenario << " " << step;
        if (t2->outcome().status() == v1::OUTCOME_STATUS_FINISHED) break;
        for (int viewer : {0, 1}) {
          absl::StatusOr<v1::GameState> v2 = TheGame().View(state, viewer);
          absl::StatusOr<v1::GameState> v1s = TheGame().View(one, viewer);
          ASSERT_TRUE(v1s.ok() && v2.ok());
          EXPECT_EQ(Wire(*v1s), Wire(*v2));  // views are format 2 either way
        }
        const int actor = t2->chance_pending() ? kChance : t2->acting_seats(0);
        absl::StatusOr<std::vector<google::protobuf::Any>> l2 = TheGame().LegalActions(state, actor);
        absl::StatusOr<std::vector<google::protobuf::Any>> l1 = TheGame().LegalActions(one, actor);
        ASSERT_TRUE(l1.ok() && l2.ok());
        ASSERT_EQ(l1->size(), l2->size());
        for (size_t i = 0; i < l1->size(); ++i) {
          ASSERT_EQ((*l1)[i].SerializeAsString(), (*l2)[i].SerializeAsString());
        }
        google::protobuf::Any chosen;
        if (l2->empty()) {  // a roll of more dice than are listed
          pb::State p;
          ASSERT_TRUE(state.payload().UnpackTo(&p));
          pb::Action a;
          for (int i = 0; i < p.chance_dice(); ++i) {
            a.mutable_chance()->add_dice(static_cast<pb::DieFace>(1 + rng.Uniform(5)));
          }
          PackInto(a, &chosen);
        } else {
          chosen = (*l2)[rng.Uniform(l2->size())];
        }
        absl::StatusOr<ApplyResult> r2 = TheGame().Apply(state, actor, chosen);
        absl::StatusOr<ApplyResult> r1 = TheGame().Apply(one, actor, chosen);
        ASSERT_TRUE(r1.ok() && r2.ok());
        ASSERT_TRUE(r2->legal);
        ASSERT_TRUE(r1->legal);
        EXPECT_EQ(r1->state.state_format_version(), 2u);  // always written in format 2
        ASSERT_EQ(Wire(r1->state), Wire(r2->state)) << scenario << " step " << step;
        EXPECT_EQ(EventsText(r1->events), EventsText(r2->events));
        // An illegal action gets the same violation too.
        pb::Action bad;
        bad.mutable_play()->set_card_id(61);
        google::protobuf::Any bad_any;
        PackInto(bad, &bad_any);
        if (actor != kChance) {
          absl::StatusOr<ApplyResult> b2 = TheGame().Apply(state, actor, bad_any);
          absl::StatusOr<ApplyResult> b1 = TheGame().Apply(one, actor, bad_any);
          ASSERT_TRUE(b1.ok() && b2.ok());
          EXPECT_EQ(b1->violation.SerializeAsString(), b2->violation.SerializeAsString());
        }
        state = r2->state;
        ++compared;
      }
    }
  }
  EXPECT_GT(compared, 500);
}

// A format 1 state's errors name format 1's fields through the boundary as well.
TEST(Memoir44StateFormat2, Format1ErrorsNameFormat1Fields) {
  v1::GameSetup setup;
  setup.set_game_id("memoir44");
  setup.set_seat_count(2);
  absl::StatusOr<NewGameResult> g = TheGame().NewGame(setup);
  ASSERT_TRUE(g.ok());
  v1::GameState one = Format1Of(g->state);
  pb::State p;
  ASSERT_TRUE(one.payload().UnpackTo(&p));
  p.mutable_units(1)->set_figures(9);
  one.mutable_payload()->PackFrom(p);
  EXPECT_THAT(std::string(TheGame().Check(one).message()),
              HasSubstr("state.payload.units[1].figures: 9 is not in 1.."));
  v1::GameState two = g->state;
  ASSERT_TRUE(two.payload().UnpackTo(&p));
  (*p.mutable_unit_bytes())[kUnitRecordSize + kUnitFigures] = 9;
  two.mutable_payload()->PackFrom(p);
  EXPECT_THAT(std::string(TheGame().Check(two).message()),
              HasSubstr("state.payload.unit_bytes[1].figures: 9 is not in 1.."));
}

}  // namespace
}  // namespace arbiter::memoir44
