// State formats 1 and 2 (state.h): the envelope reads 1..2 and nothing else, the engine writes 2,
// a format 1 state setting a field of format 2 (Seat.discarded, State.open_discards) is refused
// naming it, and over seeded games in both randomness modes a state in format 1
// (format1_testing.h: the same state without the discard records) gets the same answers as the
// engine's own format 2 state:
// - byte for byte the answers of that format 2 state with its records emptied (which is what a
//   format 1 state means: nothing known of the discards), ResampleHidden included;
// - against the record-bearing state itself: Check, Turn and LegalActions byte for byte; Apply
//   the same verdict, violation, events and turn, and the same next state but for the records
//   (a format 1 state's next state knows only the discards made since); View the same but for
//   the records. ResampleHidden knows less from format 1 (the viewer's own discards and the
//   open Colony Convoys are unknown there, so they may be redrawn into other hands): only its
//   validity is compared.
// Also: written states re-encode byte for byte through the native State in both formats.
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "engines/core/rng.h"
#include "engines/jump_drive/format1_testing.h"
#include "engines/jump_drive/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace jump_drive {
namespace {

using namespace testing;  // NOLINT

pb::State PayloadOf(const v1::GameState& g) {
  pb::State p;
  EXPECT_TRUE(g.payload().UnpackTo(&p));
  return p;
}

v1::GameState WithPayload(v1::GameState g, const pb::State& p, uint32_t format) {
  g.mutable_payload()->PackFrom(p);
  g.set_state_format_version(format);
  return g;
}

// `g` with its discard records emptied, still format 2.
v1::GameState Unknown2(const v1::GameState& g) {
  absl::StatusOr<v1::GameState> one = ToFormat1(g);
  EXPECT_TRUE(one.ok());
  one->set_state_format_version(2);
  return *one;
}

// The bytes of `g` without its discard records (any format; no state, as an illegal Apply
// answers: its bytes).
std::string NoRecords(const v1::GameState& g) {
  if (!g.has_payload()) return g.SerializeAsString();
  absl::StatusOr<v1::GameState> one = ToFormat1(g);
  EXPECT_TRUE(one.ok());
  return one->SerializeAsString();
}

std::string Bytes(const std::vector<google::protobuf::Any>& list) {
  std::string out;
  for (const google::protobuf::Any& a : list) out += a.SerializeAsString() + "|";
  return out;
}

std::string Bytes(const absl::StatusOr<std::vector<google::protobuf::Any>>& r) {
  return r.ok() ? Bytes(*r) : r.status().ToString();
}

std::string Bytes(const absl::StatusOr<ApplyResult>& r, bool records = true) {
  if (!r.ok()) return r.status().ToString();
  std::string out = absl::StrCat(r->legal, "|", r->violation.SerializeAsString(), "|",
                                 records ? r->state.SerializeAsString() : NoRecords(r->state),
                                 "|", r->turn.SerializeAsString());
  for (const v1::Event& e : r->events) out += "|" + e.SerializeAsString();
  return out;
}

template <typename T>
std::string Bytes(const absl::StatusOr<T>& r) {
  return r.ok() ? r->SerializeAsString() : r.status().ToString();
}

TEST(StateFormat, InfoReadsFormats1And2AndWrites2) {
  EXPECT_EQ(Engine().Info().rules_version(), "jump_drive/2017.2");
  EXPECT_EQ(Engine().Info().state_format_version(), 2u);
  EXPECT_EQ(Engine().Info().oldest_state_format_version(), 1u);
  absl::StatusOr<NewGameResult> g = Engine().NewGame(NewSetup(2, 5));
  ASSERT_TRUE(g.ok());
  EXPECT_EQ(g->state.state_format_version(), 2u);
  EXPECT_EQ(g->state.rules_version(), "jump_drive/2017.2");
  absl::StatusOr<v1::GameState> one = ToFormat1(g->state);
  ASSERT_TRUE(one.ok());
  EXPECT_TRUE(Engine().Check(*one).ok()) << Engine().Check(*one);
  // What the engine answers for a format 1 state is format 2.
  absl::StatusOr<v1::GameState> view = Engine().View(*one, 0);
  ASSERT_TRUE(view.ok());
  EXPECT_EQ(view->state_format_version(), 2u);
}

TEST(StateFormat, EnvelopeAcceptsFormats1And2Only) {
  absl::StatusOr<NewGameResult> g = Engine().NewGame(NewSetup(2, 5));
  ASSERT_TRUE(g.ok());
  for (uint32_t version : {0u, 3u, 4294967295u}) {
    v1::GameState state = g->state;
    state.set_state_format_version(version);
    const absl::Status st = Engine().Check(state);
    EXPECT_EQ(st.code(), absl::StatusCode::kFailedPrecondition) << version;
    EXPECT_EQ(st.message(),
              absl::StrCat("state.state_format_version: ", version,
                           " is not implemented here (this server reads 1..2 and writes 2)"));
    EXPECT_EQ(Engine().Turn(state).status(), st);
    EXPECT_EQ(Engine().View(state, 0).status(), st);
    EXPECT_EQ(Engine().LegalActions(state, 0).status(), st);
    EXPECT_EQ(Engine().Apply(state, 0, google::protobuf::Any()).status(), st);
  }
}

// A seeded game after the setup discard: every seat's record lists its 2 discards.
v1::GameState AfterSetupDiscard() {
  absl::StatusOr<NewGameResult> g = Engine().NewGame(NewSetup(3, 11));
  EXPECT_TRUE(g.ok());
  v1::GameState state = g->state;
  for (int seat = 0; seat < 3; ++seat) {
    absl::StatusOr<std::vector<google::protobuf::Any>> legal = Engine().LegalActions(state, seat);
    EXPECT_TRUE(legal.ok() && !legal->empty());
    absl::StatusOr<ApplyResult> r = Engine().Apply(state, seat, legal->front());
    EXPECT_TRUE(r.ok() && r->legal);
    state = r->state;
  }
  const pb::State p = PayloadOf(state);
  EXPECT_EQ(p.phase(), pb::PHASE_PLACE);
  for (const pb::Seat& seat : p.seats()) EXPECT_FALSE(seat.discarded().empty());
  return state;
}

// Every entry point refuses `g` with INVALID_ARGUMENT "state.payload.<field>: a field of state
// format 2 in a state of format 1 (GameState.state_format_version)".
void ExpectForeign(const v1::GameState& g, const std::string& field) {
  const absl::Status st = Engine().Check(g);
  EXPECT_EQ(st.code(), absl::StatusCode::kInvalidArgument) << field << ": " << st;
  EXPECT_EQ(st.message(), absl::StrCat("state.payload.", field,
                                       ": a field of state format 2 in a state of format 1 "
                                       "(GameState.state_format_version)"));
  EXPECT_EQ(Engine().Turn(g).status(), st);
  EXPECT_EQ(Engine().View(g, 0).status(), st);
  EXPECT_EQ(Engine().LegalActions(g, 0).status(), st);
  EXPECT_EQ(Engine().Apply(g, 0, google::protobuf::Any()).status(), st);
  EXPECT_EQ(Engine().ResampleHidden(g, 0, 1).status(), st);
}

TEST(StateFormat, Format1StateWithFormat2FieldsIsRefusedNamingTheField) {
  const v1::GameState two = AfterSetupDiscard();
  const pb::State p = PayloadOf(two);
  // The engine's own state under version 1: seat 0's record is the first format 2 field.
  ExpectForeign(WithPayload(two, p, 1), "seats[0].discarded");
  // Only a later seat's record.
  pb::State q = p;
  q.mutable_seats(0)->clear_discarded();
  q.mutable_seats(1)->clear_discarded();
  ASSERT_TRUE(Engine().Check(WithPayload(two, q, 2)).ok());
  ExpectForeign(WithPayload(two, q, 1), "seats[2].discarded");
  // Only open_discards: seat 0's discards recorded as known to all instead (valid in format 2:
  // still a part of the discard pile, disjoint from the seats' records).
  q = p;
  *q.mutable_open_discards() = q.seats(0).discarded();
  for (pb::Seat& seat : *q.mutable_seats()) seat.clear_discarded();
  ASSERT_TRUE(Engine().Check(WithPayload(two, q, 2)).ok()) << Engine().Check(WithPayload(two, q, 2));
  ExpectForeign(WithPayload(two, q, 1), "open_discards");
  // A seat's own view carries its record: sent back as format 1, refused the same way.
  absl::StatusOr<v1::GameState> view = Engine().View(two, 1);
  ASSERT_TRUE(view.ok());
  v1::GameState back = *view;
  back.set_state_format_version(1);
  EXPECT_EQ(Engine().Check(back).message(),
            "state.payload.seats[1].discarded: a field of state format 2 in a state of format 1 "
            "(GameState.state_format_version)");
  // Without the records the same states are fine in format 1.
  EXPECT_TRUE(Engine().Check(*ToFormat1(two)).ok());
  EXPECT_TRUE(Engine().Check(*ToFormat1(WithPayload(two, q, 2))).ok());
}

// Prefers placements (a world and a development over one of them) so games move on; otherwise
// uniform.
size_t Pick(const std::vector<google::protobuf::Any>& legal, Rng& rng) {
  size_t best = 0;
  int best_score = -1;
  for (size_t i = 0; i < legal.size(); ++i) {
    pb::Action a;
    legal[i].UnpackTo(&a);
    int score = 1;
    if (a.has_place()) score = 5 + !a.place().world().empty() * 4 + !a.place().development().empty() * 3;
    if (a.has_explore()) score = 2;
    score = score * 8 + static_cast<int>(rng.Uniform(8));
    if (score > best_score) {
      best_score = score;
      best = i;
    }
  }
  return best;
}

struct Compared {
  int states = 0;
  int with_records = 0;  // states where a record was non-empty (format 1 knows less)
  int with_open = 0;     // of which open_discards non-empty
  bool finished = false;
};

// One game; at every state the format 1 copy is compared as the file comment says.
void ComparePlayout(const v1::GameSetup& setup, uint64_t seed, Compared* c) {
  absl::StatusOr<NewGameResult> g = Engine().NewGame(setup);
  ASSERT_TRUE(g.ok()) << g.status();
  const Game& game = Engine();
  const int seats = setup.seat_count();
  v1::GameState two = g->state;
  Rng rng(seed * 131 + 5);
  for (int step = 0; step < 3000; ++step) {
    SCOPED_TRACE(absl::StrCat("seed ", seed, " step ", step));
    ASSERT_EQ(two.state_format_version(), 2u);
    absl::StatusOr<v1::GameState> one_or = ToFormat1(two);
    ASSERT_TRUE(one_or.ok());
    const v1::GameState one = *one_or;
    const v1::GameState blank = Unknown2(two);
    ++c->states;
    const pb::State p = PayloadOf(two);
    bool records = p.open_discards_size() > 0;
    for (const pb::Seat& s : p.seats()) records = records || s.discarded_size() > 0;
    c->with_records += records;
    c->with_open += p.open_discards_size() > 0;

    EXPECT_TRUE(game.Check(one).ok()) << game.Check(one);
    EXPECT_TRUE(game.Check(blank).ok());
    const absl::StatusOr<v1::TurnStatus> turn = game.Turn(two);
    ASSERT_TRUE(turn.ok());
    EXPECT_EQ(Bytes(game.Turn(one)), Bytes(turn));
    EXPECT_EQ(Bytes(game.Turn(one)), Bytes(game.Turn(blank)));
    for (int v = kSpectator; v < seats; ++v) {
      if (v < 0 && v != kSpectator) continue;
      EXPECT_EQ(Bytes(game.View(one, v)), Bytes(game.View(blank, v))) << "viewer " << v;
      const absl::StatusOr<v1::GameState> view = game.View(two, v);
      ASSERT_TRUE(view.ok());
      EXPECT_EQ(view->state_format_version(), 2u);
      EXPECT_EQ(NoRecords(*game.View(one, v)), NoRecords(*view)) << "viewer " << v;
    }
    const int viewer = static_cast<int>(rng.Uniform(seats));
    EXPECT_EQ(Bytes(game.ResampleHidden(one, viewer, step)),
              Bytes(game.ResampleHidden(blank, viewer, step)));
    absl::StatusOr<v1::GameState> resampled = game.ResampleHidden(one, viewer, step);
    ASSERT_TRUE(resampled.ok());
    EXPECT_TRUE(game.Check(*resampled).ok());
    EXPECT_TRUE(game.Check(*game.ResampleHidden(two, viewer, step)).ok());
    if (turn->outcome().status() == v1::OUTCOME_STATUS_FINISHED) {
      c->finished = true;
      break;
    }
    // Every actor's list, the ones not deciding too (empty or NOT_YOUR_TURN both ways).
    for (int actor = kChance; actor < seats; ++actor) {
      if (actor < 0 && actor != kChance) continue;
      EXPECT_EQ(Bytes(game.LegalActions(one, actor)), Bytes(game.LegalActions(two, actor)));
      EXPECT_EQ(Bytes(game.LegalActions(one, actor)), Bytes(game.LegalActions(blank, actor)));
    }
    const int actor = turn->chance_pending()
                          ? kChance
                          : turn->acting_seats(rng.Uniform(turn->acting_seats_size()));
    const absl::StatusOr<std::vector<google::protobuf::Any>> legal = game.LegalActions(two, actor);
    ASSERT_TRUE(legal.ok() && !legal->empty());
    // An action out of turn or of the wrong kind: the same verdict.
    const int other = (actor + 1 + seats) % seats;
    const google::protobuf::Any& odd = (*legal)[rng.Uniform(legal->size())];
    EXPECT_EQ(Bytes(game.Apply(one, other, odd)), Bytes(game.Apply(blank, other, odd)));
    EXPECT_EQ(Bytes(game.Apply(one, other, odd), false), Bytes(game.Apply(two, other, odd), false));
    // The action played: the same verdict, events and turn; the next state but for the records.
    const google::protobuf::Any& action =
        (*legal)[actor == kChance ? rng.Uniform(legal->size()) : Pick(*legal, rng)];
    const absl::StatusOr<ApplyResult> next = game.Apply(two, actor, action);
    ASSERT_TRUE(next.ok() && next->legal);
    EXPECT_EQ(Bytes(game.Apply(one, actor, action)), Bytes(game.Apply(blank, actor, action)));
    EXPECT_EQ(Bytes(game.Apply(one, actor, action), false), Bytes(next, false));
    if (::testing::Test::HasFailure()) return;
    two = next->state;
  }
}

TEST(StateFormat, Format1StatesGetTheSameAnswersOverSeededGames) {
  Compared c;
  int games = 0;
  for (bool external : {false, true}) {
    for (int seats = 2; seats <= 4; ++seats) {
      for (uint64_t seed = 1; seed <= 2; ++seed) {
        v1::GameSetup setup = NewSetup(seats, external ? 0 : seed * 100 + seats, nullptr, external);
        setup.set_first_seat(static_cast<int>(seed % seats));
        if (seed == 2) (*setup.mutable_options())["war_propaganda_tie"] = "nearest_clockwise";
        const int before = c.finished;
        c.finished = false;
        ComparePlayout(setup, seed * 10 + seats + (external ? 1000 : 0), &c);
        ASSERT_FALSE(HasFailure()) << (external ? "EXTERNAL " : "SEEDED ") << seats << " seats";
        games += c.finished;
        c.finished = before;
      }
    }
  }
  RecordProperty("states", c.states);
  RecordProperty("with_records", c.with_records);
  RecordProperty("with_open", c.with_open);
  EXPECT_EQ(games, 12);  // every game played to its end
  EXPECT_GT(c.states, 12 * 50);
  // The records were there to lose (the comparison is not between equal states only).
  EXPECT_GT(c.with_records, c.states / 2);
  EXPECT_GT(c.with_open, 0);
}

TEST(StateFormat, NativeRoundTripInBothFormats) {
  auto pack = MakePack(Dev("d", 1) + World("w", 1, "blue"));
  State s = PlaceState(*pack, 2);
  Give(s, 0, "d");
  Give(s, 0, "w");
  Give(s, 0, "filler", 3);
  Give(s, 1, "d");
  Give(s, 1, "filler", 2);
  ASSERT_EQ(Do(s, 0, PlaceA("d", "w", pb::WORLD_MODE_PAY)), "");
  ASSERT_EQ(Do(s, 1, PlaceA("d")), "");
  PayWith(s, 0, "filler");
  ASSERT_GT(s.seats[0].discarded_size, 0);
  pb::State p;
  EncodePayload(s, kFullState, &p);
  ASSERT_GT(p.seats(0).discarded_size(), 0);
  State back;
  ASSERT_TRUE(DecodePayload(p, *pack, 2, &back).ok());
  pb::State q;
  EncodePayload(back, kFullState, &q);
  EXPECT_EQ(p.SerializeAsString(), q.SerializeAsString());
  // The format-less reader is format 2's.
  ASSERT_TRUE(DecodePayload(p, *pack, &back).ok());
  // Format 1: the same state without the records; read, they are empty.
  const pb::State one = EncodeFormat1(s);
  EXPECT_EQ(one.seats(0).discarded_size(), 0);
  EXPECT_EQ(one.open_discards_size(), 0);
  ASSERT_TRUE(DecodePayload(one, *pack, 1, &back).ok());
  EXPECT_EQ(back.seats[0].discarded_size, 0);
  pb::State r;
  EncodePayload(back, kFullState, &r);
  EXPECT_EQ(r.SerializeAsString(), one.SerializeAsString());
  // Format 2's fields in format 1, and formats outside 1..2.
  const absl::Status st = DecodePayload(p, *pack, 1, &back);
  EXPECT_EQ(st.message(),
            "state.payload.seats[0].discarded: a field of state format 2 in a state of format 1 "
            "(GameState.state_format_version)");
  EXPECT_EQ(DecodePayload(p, *pack, 3, &back).code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(DecodePayload(p, *pack, 0, &back).code(), absl::StatusCode::kInvalidArgument);
}

}  // namespace
}  // namespace jump_drive
}  // namespace arbiter
