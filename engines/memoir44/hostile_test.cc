// Hostile input through the boundary (memoir44.h): unparsable or empty actions, actors out of
// range or out of turn, chance outcomes at the wrong time, hexes off the board, oversized
// repeated fields, every card id, corrupted states: never a crash; an error naming the field,
// or a violation with its code (docs/bad-input.md).
#include <algorithm>
#include <climits>
#include <string>
#include <vector>

#include "engines/core/envelope.h"
#include "engines/core/rng.h"
#include "engines/memoir44/format1_testing.h"
#include "engines/memoir44/memoir44.h"
#include "engines/memoir44/state.h"
#include "gtest/gtest.h"

// The tests read units and obstacles as format 1 messages (Format1Of, format1_testing.h).
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

namespace arbiter::memoir44 {
namespace {

const Memoir44& TheGame() {
  static const Memoir44* const game = new Memoir44();
  return *game;
}

google::protobuf::Any Packed(const pb::Action& a) {
  google::protobuf::Any any;
  PackInto(a, &any);
  return any;
}

NewGameResult Started(bool external = false, uint64_t seed = 3) {
  v1::GameSetup setup;
  setup.set_game_id("memoir44");
  setup.set_seat_count(2);
  setup.mutable_randomness()->set_mode(external ? v1::RANDOMNESS_MODE_EXTERNAL
                                                : v1::RANDOMNESS_MODE_SEEDED);
  setup.mutable_randomness()->set_seed(seed);
  absl::StatusOr<NewGameResult> g = TheGame().NewGame(setup);
  EXPECT_TRUE(g.ok()) << g.status();
  return *g;
}

// The violation code of `a` by `actor` in `state`; "" when legal; "error: ..." on an error.
std::string Code(const v1::GameState& state, int actor, const pb::Action& a) {
  absl::StatusOr<ApplyResult> r = TheGame().Apply(state, actor, Packed(a));
  if (!r.ok()) return "error: " + std::string(r.status().message());
  return r->legal ? "" : r->violation.code();
}

std::string Field(const v1::GameState& state, int actor, const pb::Action& a) {
  absl::StatusOr<ApplyResult> r = TheGame().Apply(state, actor, Packed(a));
  return r.ok() && !r->legal ? r->violation.field_path() : "";
}

pb::Action Play(int card) {
  pb::Action a;
  a.mutable_play()->set_card_id(card);
  return a;
}

TEST(Memoir44Hostile, M4_SharedCodesInTheirOrder) {
  NewGameResult g = Started();
  const int seat = g.turn.acting_seats(0);
  pb::State p;
  ASSERT_TRUE(g.state.payload().UnpackTo(&p));
  const int card = p.players(seat).hand(0);
  EXPECT_EQ(Code(g.state, 1 - seat, Play(card)), "ARBITER_NOT_YOUR_TURN");
  EXPECT_EQ(Code(g.state, kChance, Play(card)), "ARBITER_WRONG_ACTOR_FOR_ACTION");
  pb::Action roll;
  roll.mutable_chance()->add_dice(pb::DIE_FACE_STAR);
  EXPECT_EQ(Code(g.state, seat, roll), "ARBITER_WRONG_ACTOR_FOR_ACTION");
  EXPECT_EQ(Code(g.state, kChance, roll), "ARBITER_NO_CHANCE_PENDING");
  EXPECT_EQ(Code(g.state, seat, pb::Action()), "MEMOIR44_ACTION_EMPTY");
  EXPECT_EQ(TheGame().Apply(g.state, 2, Packed(Play(card))).status().code(),
            absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(TheGame().Apply(g.state, -7, Packed(Play(card))).status().code(),
            absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(TheGame().LegalActions(g.state, 9).status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(Code(g.state, seat, Play(card)), "");
  // EXTERNAL: the deal waits for chance.
  NewGameResult x = Started(/*external=*/true);
  EXPECT_TRUE(x.turn.chance_pending());
  EXPECT_EQ(Code(x.state, 0, Play(1)), "ARBITER_CHANCE_OUTCOME_PENDING");
}

TEST(Memoir44Hostile, M18_TheSeededDealIsReportedToEachSeatOnly) {
  NewGameResult g = Started();
  pb::State p;
  ASSERT_TRUE(g.state.payload().UnpackTo(&p));
  ASSERT_EQ(static_cast<int>(g.events.size()), p.players(0).hand_size() + p.players(1).hand_size());
  for (const v1::Event& e : g.events) {
    pb::Event d, pub;
    ASSERT_TRUE(e.detail().UnpackTo(&d));
    ASSERT_TRUE(e.public_detail().UnpackTo(&pub));
    ASSERT_TRUE(d.has_card_drawn());
    ASSERT_EQ(e.audience_size(), 1);
    EXPECT_EQ(e.audience(0), d.card_drawn().seat());
    EXPECT_NE(d.card_drawn().card_id(), 0);
    EXPECT_EQ(pub.card_drawn().card_id(), 0);
  }
}

TEST(Memoir44Hostile, M4_ActionsThatAreNotMemoir44Actions) {
  NewGameResult g = Started();
  google::protobuf::Any any;
  any.set_type_url("type.googleapis.com/arbiter.games.memoir44.v1.State");
  EXPECT_EQ(TheGame().Apply(g.state, 0, any).status().code(), absl::StatusCode::kInvalidArgument);
  any.set_type_url("type.googleapis.com/arbiter.games.memoir44.v1.Action");
  any.set_value(std::string("\xff\xff\xff\xff", 4));
  EXPECT_EQ(TheGame().Apply(g.state, 0, any).status().code(), absl::StatusCode::kInvalidArgument);
}

TEST(Memoir44Hostile, M4_EveryCardIdAndOutOfRangeIds) {
  NewGameResult g = Started();
  const int seat = g.turn.acting_seats(0);
  pb::State p;
  ASSERT_TRUE(g.state.payload().UnpackTo(&p));
  for (int card : {-1, 0, 61, INT_MIN, INT_MAX}) {
    EXPECT_EQ(Code(g.state, seat, Play(card)), "MEMOIR44_CARD_NOT_IN_HAND") << card;
  }
  int legal = 0;
  for (int card = 1; card <= 60; ++card) {
    const std::string code = Code(g.state, seat, Play(card));
    const bool held = std::find(p.players(seat).hand().begin(), p.players(seat).hand().end(),
                                card) != p.players(seat).hand().end();
    if (!held) {
      EXPECT_EQ(code, "MEMOIR44_CARD_NOT_IN_HAND") << card;
    }
    legal += code.empty();
  }
  EXPECT_GE(legal, 1);
  pb::Action bad_section = Play(p.players(seat).hand(0));
  bad_section.mutable_play()->set_section(static_cast<pb::Section>(77));
  EXPECT_NE(Code(g.state, seat, bad_section), "");
}

// Plays the first listed action until the decision is `decision`.
v1::GameState Until(v1::GameState state, const std::string& decision) {
  for (int i = 0; i < 200; ++i) {
    absl::StatusOr<v1::TurnStatus> t = TheGame().Turn(state);
    if (!t.ok() || t->decision() == decision) return state;
    const int actor = t->chance_pending() ? kChance : t->acting_seats(0);
    absl::StatusOr<std::vector<google::protobuf::Any>> legal = TheGame().LegalActions(state, actor);
    if (!legal.ok() || legal->empty()) return state;
    // Orders as many units as listed last (the largest sets come last).
    absl::StatusOr<ApplyResult> r =
        TheGame().Apply(state, actor, t->decision() == "order" ? legal->back() : legal->front());
    if (!r.ok() || !r->legal) return state;
    state = r->state;
  }
  return state;
}

TEST(Memoir44Hostile, M2_HexesOffTheBoardAndOversizedFieldsAreViolations) {
  NewGameResult g = Started();
  v1::GameState order = Until(g.state, "order");
  ASSERT_EQ(TheGame().Turn(order)->decision(), "order");
  const int seat = TheGame().Turn(order)->acting_seats(0);
  pb::Action a;
  for (auto [c, r] : std::vector<std::pair<int, int>>{
           {-1, 0}, {25, 1}, {1, 0}, {INT_MAX, 0}, {0, INT_MIN}, {24, 9}}) {
    a.Clear();
    pb::Hex* h = a.mutable_order()->add_units();
    h->set_col(c);
    h->set_row(r);
    EXPECT_EQ(Code(order, seat, a), "MEMOIR44_OFF_BOARD_HEX") << c << "," << r;
    EXPECT_EQ(Field(order, seat, a), "order.units[0]");
  }
  a.Clear();
  for (int i = 0; i < 5000; ++i) {
    pb::Hex* h = a.mutable_order()->add_units();
    h->set_col(i % 25);
    h->set_row((i % 25) % 2);
  }
  EXPECT_NE(Code(order, seat, a), "");
  // A move of thousands of hexes, and one off the board.
  v1::GameState move = Until(order, "move");
  ASSERT_EQ(TheGame().Turn(move)->decision(), "move");
  {
    const int mover = TheGame().Turn(move)->acting_seats(0);
    pb::State p;
    ASSERT_TRUE(move.payload().UnpackTo(&p));
    pb::Action m;
    const pb::State p1 = Format1Of(p);
    for (const pb::Unit& u : p1.units()) {
      if (u.turn().ordered()) *m.mutable_move()->mutable_from() = u.hex();
    }
    for (int i = 0; i < 3000; ++i) *m.mutable_move()->add_path() = m.move().from();
    EXPECT_NE(Code(move, mover, m), "");
    m.mutable_move()->clear_path();
    m.mutable_move()->add_path()->set_col(-5);
    EXPECT_EQ(Code(move, mover, m), "MEMOIR44_OFF_BOARD_HEX");
    EXPECT_EQ(Field(move, mover, m), "move.path[0]");
  }
}

TEST(Memoir44Hostile, M19_ExternalOutcomesAreCheckedAgainstWhatIsPossible) {
  NewGameResult x = Started(/*external=*/true);
  pb::Action draw;
  draw.mutable_chance()->set_card_id(12);
  EXPECT_EQ(Code(x.state, kChance, draw), "");
  absl::StatusOr<ApplyResult> r = TheGame().Apply(x.state, kChance, Packed(draw));
  ASSERT_TRUE(r.ok() && r->legal);
  // Card 12 is now in player1's hand: it cannot be drawn again.
  EXPECT_EQ(Code(r->state, kChance, draw), "MEMOIR44_CHANCE_CARD_UNAVAILABLE");
  pb::Action huge;
  for (int i = 0; i < 100000; ++i) huge.mutable_chance()->add_dice(pb::DIE_FACE_STAR);
  EXPECT_EQ(Code(r->state, kChance, huge), "MEMOIR44_CHANCE_WRONG_KIND");
  pb::Action both = draw;
  both.mutable_chance()->set_card_id(13);
  both.mutable_chance()->add_dice(pb::DIE_FACE_STAR);
  EXPECT_EQ(Code(r->state, kChance, both), "MEMOIR44_CHANCE_WRONG_KIND");
}

TEST(Memoir44Hostile, M19_ASeededStateWaitingForChanceIsRefused) {
  NewGameResult g = Started();
  pb::State p;
  ASSERT_TRUE(g.state.payload().UnpackTo(&p));
  p.set_chance(pb::CHANCE_DRAW);
  v1::GameState bad = g.state;
  PackInto(p, bad.mutable_payload());
  const absl::Status st = TheGame().Check(bad);
  EXPECT_EQ(st.code(), absl::StatusCode::kInvalidArgument) << st;
  EXPECT_NE(st.message().find("chance"), std::string::npos) << st;
}

TEST(Memoir44Hostile, CorruptedStatesNeverCrash) {
  NewGameResult g = Started();
  v1::GameState state = Until(g.state, "move");
  Rng rng(17);
  const std::string bytes = state.payload().value();
  for (int trial = 0; trial < 400; ++trial) {
    std::string b = bytes;
    const int flips = 1 + static_cast<int>(rng.Uniform(4));
    for (int k = 0; k < flips && !b.empty(); ++k) {
      b[rng.Uniform(b.size())] = static_cast<char>(rng.Uniform(256));
    }
    v1::GameState s = state;
    s.mutable_payload()->set_value(b);
    (void)TheGame().Check(s);
    (void)TheGame().Turn(s);
    (void)TheGame().View(s, 0);
    (void)TheGame().ResampleHidden(s, 1, 5);
    for (int actor : {0, 1, kChance}) {
      absl::StatusOr<std::vector<google::protobuf::Any>> legal = TheGame().LegalActions(s, actor);
      if (!legal.ok()) continue;
      for (size_t i = 0; i < legal->size() && i < 5; ++i) {
        absl::StatusOr<ApplyResult> r = TheGame().Apply(s, actor, (*legal)[i]);
        EXPECT_TRUE(!r.ok() || r->legal) << "a listed action was refused";
      }
    }
  }
}

}  // namespace
}  // namespace arbiter::memoir44
