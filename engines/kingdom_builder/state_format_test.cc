// State formats 1 and 2 (kingdom_builder.proto): the envelope reads 1..2 and nothing else,
// EncodePayload writes format 2's layout, every format 2 hex field is checked and named like
// format 1's, a state mixing the layouts is refused naming the foreign field, and over seeded
// random playouts a state in format 1 gets exactly the answers (verdicts, next states, events,
// listed actions, views, turns, resampled states) of the same state in format 2.
//
// SerializeState (state_bytes.cc: protobuf's serializer over a per-thread message on a
// per-thread arena, reused and now and then replaced) against a fresh EncodePayload(s) +
// SerializeToString: byte for byte the same on every state of random playouts under each
// option and randomness mode, one after another on the same thread (so each call reuses what
// the previous, different state left in the message), and on crafted states with rarer shapes
// (hex index 0, lengths over 127 bytes, negative values, unknown fields kept in the options).
// Both write state format 2, the only format written.
#include <algorithm>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/core/rng.h"
#include "engines/kingdom_builder/test_util.h"
#include "google/protobuf/unknown_field_set.h"
#include "gtest/gtest.h"

// Format 1's fields are deprecated in the proto; these tests write them on purpose.
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

namespace arbiter {
namespace kingdom_builder {
namespace {

// Seat 0 at (5,2), taking the Tavern tile of (6,2) next to it (K8); seat 1 at (9,9).
// First-game layout (Tavern, Paddock, Oasis, Farm), 3 seats.
constexpr uint32_t kTaken = 6 * 20 + 2;

State ValidKb() {
  State s = NewState(3);
  Put(&s, 0, 5, 2);
  Put(&s, 1, 9, 9);
  return s;
}

// Expects INVALID_ARGUMENT "state.payload.<field>: ..." from every entry point.
void ExpectRejected(const pb::State& p, uint32_t format, const std::string& field) {
  const v1::GameState g = PackAs(p, format);
  const absl::Status st = TheGame().Check(g);
  EXPECT_EQ(st.code(), absl::StatusCode::kInvalidArgument) << field << ": " << st;
  EXPECT_TRUE(absl::StartsWith(st.message(), absl::StrCat("state.payload.", field, ": ")))
      << "want " << field << ", got " << st.message();
  EXPECT_EQ(TheGame().Apply(g, 0, Pack(EndTurnAction())).status(), st);
  EXPECT_EQ(TheGame().LegalActions(g, 0).status(), st);
  EXPECT_EQ(TheGame().View(g, 0).status(), st);
  EXPECT_EQ(TheGame().Turn(g).status(), st);
  EXPECT_FALSE(TheGame().ResampleHidden(g, 0, 1).ok());
}

void ExpectRejected2(const std::function<void(pb::State*)>& mutate, const std::string& field) {
  pb::State p = EncodePayload(ValidKb());
  mutate(&p);
  ExpectRejected(p, 2, field);
}

TEST(StateFormat, InfoReadsFormats1And2AndWrites2) {
  EXPECT_EQ(TheGame().Info().state_format_version(), 2u);
  EXPECT_EQ(TheGame().Info().oldest_state_format_version(), 1u);
  EXPECT_EQ(PackKb(ValidKb()).state_format_version(), 2u);
}

TEST(StateFormat, EnvelopeAcceptsFormats1And2Only) {
  const State s = ValidKb();
  EXPECT_TRUE(TheGame().Check(PackKb(s)).ok());
  EXPECT_TRUE(TheGame().Check(PackFormat1(s)).ok());
  for (uint32_t version : {0u, 3u, 4294967295u}) {
    for (const pb::State& p : {EncodePayload(s), EncodeFormat1(s)}) {
      const v1::GameState g = PackAs(p, version);
      const absl::Status st = TheGame().Check(g);
      EXPECT_EQ(st.code(), absl::StatusCode::kFailedPrecondition) << version;
      EXPECT_EQ(st.message(),
                absl::StrCat("state.state_format_version: ", version,
                             " is not implemented here (this server reads 1..2 and writes 2)"));
      EXPECT_EQ(TheGame().Apply(g, 0, Pack(EndTurnAction())).status(), st);
      EXPECT_EQ(TheGame().LegalActions(g, 0).status(), st);
      EXPECT_EQ(TheGame().View(g, 0).status(), st);
      EXPECT_EQ(TheGame().Turn(g).status(), st);
    }
  }
}

// What format 2 looks like for a known state (hex index = row * 20 + col).
TEST(StateFormat, EncodeWritesHexIndices) {
  const State s = ValidKb();
  const pb::State p = EncodePayload(s);
  EXPECT_EQ(p.settlements_size(), 0);
  EXPECT_EQ(p.location_tiles_size(), 0);
  ASSERT_EQ(p.seats_size(), 3);
  EXPECT_EQ(std::vector<uint32_t>(p.seats(0).settlement_hexes().begin(),
                                  p.seats(0).settlement_hexes().end()),
            std::vector<uint32_t>{5 * 20 + 2});
  EXPECT_EQ(std::vector<uint32_t>(p.seats(1).settlement_hexes().begin(),
                                  p.seats(1).settlement_hexes().end()),
            std::vector<uint32_t>{9 * 20 + 9});
  EXPECT_EQ(p.seats(2).settlement_hexes_size(), 0);
  // Seat 0 took the Tavern tile of (6,2).
  ASSERT_EQ(p.seats(0).took_tile_from_hexes_size(), 1);
  EXPECT_EQ(p.seats(0).took_tile_from_hexes(0), kTaken);
  EXPECT_EQ(p.seats(0).took_tile_from_size(), 0);
  ASSERT_EQ(p.seats(0).tiles_size(), 1);
  EXPECT_EQ(p.seats(0).tiles(0).location(), pb::LOCATION_TAVERN);
  EXPECT_EQ(p.seats(0).tiles(0).origin_hex(), kTaken);
  EXPECT_FALSE(p.seats(0).tiles(0).has_origin());
  // One entry per location hex in hex order: 1 left at (6,2), 2 everywhere else. The first
  // game's boards have 2 location hexes each.
  ASSERT_EQ(p.location_tiles_left_size(), 8);
  ASSERT_EQ(s.map.location_hexes.size(), 8u);
  for (int i = 0; i < p.location_tiles_left_size(); ++i) {
    const int h = s.map.location_hexes[i];
    if (i > 0) {
      EXPECT_LT(s.map.location_hexes[i - 1], h);
    }
    EXPECT_EQ(p.location_tiles_left(i), h == static_cast<int>(kTaken) ? 1u : 2u)
        << RowOf(h) << "," << ColOf(h);
  }
  // A seat's settlements ascend, whatever the order they were built in.
  State more = s;
  Put(&more, 2, 12, 4);
  Put(&more, 2, 3, 17);
  const pb::State q = EncodePayload(more);
  EXPECT_EQ(std::vector<uint32_t>(q.seats(2).settlement_hexes().begin(),
                                  q.seats(2).settlement_hexes().end()),
            (std::vector<uint32_t>{3 * 20 + 17, 12 * 20 + 4}));
}

TEST(StateFormat, Format2HexFieldsNameTheField) {
  // Settlements: off the map (index >= 400), unordered, twice in a seat, in two seats, on a
  // hex that never holds one, and the supply count.
  ExpectRejected2([](pb::State* p) { p->mutable_seats(1)->set_settlement_hexes(0, 400); },
                  "seats[1].settlement_hexes[0]");
  ExpectRejected2([](pb::State* p) { p->mutable_seats(1)->set_settlement_hexes(0, 4294967295u); },
                  "seats[1].settlement_hexes[0]");
  ExpectRejected2([](pb::State* p) { p->mutable_seats(1)->add_settlement_hexes(8 * 20 + 9); },
                  "seats[1].settlement_hexes[1]");
  ExpectRejected2([](pb::State* p) { p->mutable_seats(1)->add_settlement_hexes(9 * 20 + 9); },
                  "seats[1].settlement_hexes[1]");
  ExpectRejected2(
      [](pb::State* p) {
        // Seat 0's hex (5,2) listed for seat 1 too (ascending there).
        p->mutable_seats(1)->clear_settlement_hexes();
        p->mutable_seats(1)->add_settlement_hexes(5 * 20 + 2);
        p->mutable_seats(1)->add_settlement_hexes(9 * 20 + 9);
        p->mutable_seats(1)->set_supply(38);
      },
      "seats[1].settlement_hexes[0]");
  ExpectRejected2(
      [](pb::State* p) {
        // A settlement on a mountain, (0,3).
        p->mutable_seats(0)->set_settlement_hexes(0, 3);
        p->mutable_seats(0)->clear_tiles();
        p->mutable_seats(0)->clear_took_tile_from_hexes();
      },
      "seats[0].settlement_hexes[0]");
  ExpectRejected2([](pb::State* p) { p->mutable_seats(0)->set_supply(40); }, "seats[0].supply");
  ExpectRejected2([](pb::State* p) { p->mutable_seats(2)->add_settlement_hexes(15 * 20 + 15); },
                  "seats[2].supply");
  // Location tiles left: the count of the map's location hexes, 0..2 each, 2 minus takers.
  ExpectRejected2([](pb::State* p) { p->mutable_location_tiles_left()->RemoveLast(); },
                  "location_tiles_left");
  ExpectRejected2([](pb::State* p) { p->add_location_tiles_left(2); }, "location_tiles_left");
  ExpectRejected2([](pb::State* p) { p->clear_location_tiles_left(); }, "location_tiles_left");
  ExpectRejected2([](pb::State* p) { p->set_location_tiles_left(0, 3); }, "location_tiles_left[0]");
  ExpectRejected2([](pb::State* p) { p->set_location_tiles_left(1, 4294967295u); },
                  "location_tiles_left[1]");
  const State valid = ValidKb();
  const auto& hexes = valid.map.location_hexes;
  const int taken = static_cast<int>(
      std::find(hexes.begin(), hexes.end(), static_cast<int>(kTaken)) - hexes.begin());
  ASSERT_LT(taken, 8);
  ExpectRejected2([taken](pb::State* p) { p->set_location_tiles_left(taken, 2); },
                  absl::StrCat("location_tiles_left[", taken, "]"));
  ExpectRejected2([](pb::State* p) { p->set_location_tiles_left(7, 1); }, "location_tiles_left[7]");
  // Hexes taken from: off the map, not a location hex, twice, missing.
  ExpectRejected2([](pb::State* p) { p->mutable_seats(0)->set_took_tile_from_hexes(0, 400); },
                  "seats[0].took_tile_from_hexes[0]");
  ExpectRejected2([](pb::State* p) { p->mutable_seats(0)->set_took_tile_from_hexes(0, 5 * 20 + 2); },
                  "seats[0].took_tile_from_hexes[0]");
  ExpectRejected2([](pb::State* p) { p->mutable_seats(0)->add_took_tile_from_hexes(kTaken); },
                  "seats[0].took_tile_from_hexes[1]");
  ExpectRejected2(
      [](pb::State* p) {
        p->mutable_seats(0)->clear_tiles();
        p->mutable_seats(0)->clear_took_tile_from_hexes();
      },
      "seats[0].took_tile_from_hexes");
  // A held tile's origin: off the map, not of its type, not taken.
  ExpectRejected2([](pb::State* p) { p->mutable_seats(0)->mutable_tiles(0)->set_origin_hex(400); },
                  "seats[0].tiles[0].origin_hex");
  ExpectRejected2([](pb::State* p) { p->mutable_seats(0)->mutable_tiles(0)->set_origin_hex(0); },
                  "seats[0].tiles[0]");  // (0,0) is flower field
  ExpectRejected2(
      [](pb::State* p) {
        // Seat 1 holds a Tavern tile from (6,2) without having taken one there.
        pb::HeldTile* t = p->mutable_seats(1)->add_tiles();
        t->set_location(pb::LOCATION_TAVERN);
        t->set_origin_hex(kTaken);
      },
      "seats[1].tiles[0].origin_hex");
}

TEST(StateFormat, NothingOnTheMapBeforeTheBoards) {
  v1::GameSetup setup;
  setup.set_game_id(kGameId);
  setup.set_seat_count(2);
  setup.mutable_randomness()->set_mode(v1::RANDOMNESS_MODE_EXTERNAL);
  absl::StatusOr<NewGameResult> g = TheGame().NewGame(setup);
  ASSERT_TRUE(g.ok()) << g.status();
  ASSERT_EQ(TheGame().Turn(g->state)->decision(), "setup_board");
  EXPECT_EQ(g->state.state_format_version(), 2u);
  pb::State p;
  ASSERT_TRUE(g->state.payload().UnpackTo(&p));
  EXPECT_TRUE(TheGame().Check(PackAs(p, 2)).ok());
  EXPECT_TRUE(TheGame().Check(PackAs(p, 1)).ok());  // nothing on the map: the formats agree
  pb::State q = p;
  q.mutable_seats(1)->add_settlement_hexes(44);
  ExpectRejected(q, 2, "seats[1].settlement_hexes");
  q = p;
  q.add_location_tiles_left(2);
  ExpectRejected(q, 2, "location_tiles_left");
  q = p;
  q.add_settlements()->set_seat(0);
  ExpectRejected(q, 1, "settlements");
}

TEST(StateFormat, MixedLayoutsNameTheForeignField) {
  const State s = ValidKb();
  // Format 1 fields in a format 2 state.
  ExpectRejected2([](pb::State* p) { p->add_settlements()->set_seat(0); }, "settlements");
  ExpectRejected2([](pb::State* p) { p->add_location_tiles(); }, "location_tiles");
  ExpectRejected2([](pb::State* p) { p->mutable_seats(2)->add_took_tile_from(); },
                  "seats[2].took_tile_from");
  ExpectRejected2([](pb::State* p) { p->mutable_seats(0)->mutable_tiles(0)->mutable_origin(); },
                  "seats[0].tiles[0].origin");
  // Format 2 fields in a format 1 state.
  auto reject1 = [&](const std::function<void(pb::State*)>& mutate, const std::string& field) {
    pb::State p = EncodeFormat1(s);
    mutate(&p);
    ExpectRejected(p, 1, field);
  };
  reject1([](pb::State* p) { p->add_location_tiles_left(2); }, "location_tiles_left");
  reject1([](pb::State* p) { p->mutable_seats(2)->add_settlement_hexes(0); },
          "seats[2].settlement_hexes");
  reject1([](pb::State* p) { p->mutable_seats(1)->add_took_tile_from_hexes(0); },
          "seats[1].took_tile_from_hexes");
  reject1([](pb::State* p) { p->mutable_seats(0)->mutable_tiles(0)->set_origin_hex(82); },
          "seats[0].tiles[0].origin_hex");
  // A whole payload under the other format's version.
  ExpectRejected(EncodePayload(s), 1, "location_tiles_left");
  ExpectRejected(EncodeFormat1(s), 2, "settlements");
  // The message says what is wrong.
  const absl::Status st = TheGame().Check(PackAs(EncodeFormat1(s), 2));
  EXPECT_EQ(st.message(),
            "state.payload.settlements: a field of state format 1 in a state of format 2 "
            "(GameState.state_format_version)");
}

std::string Bytes(const std::vector<google::protobuf::Any>& list) {
  std::string out;
  for (const google::protobuf::Any& a : list) out += a.SerializeAsString() + "|";
  return out;
}

std::string Bytes(const absl::StatusOr<ApplyResult>& r) {
  if (!r.ok()) return r.status().ToString();
  std::string out = absl::StrCat(r->legal, "|", r->violation.SerializeAsString(), "|",
                                 r->state.SerializeAsString(), "|", r->turn.SerializeAsString());
  for (const v1::Event& e : r->events) out += "|" + e.SerializeAsString();
  return out;
}

template <typename T>
std::string Bytes(const absl::StatusOr<T>& r) {
  return r.ok() ? r->SerializeAsString() : r.status().ToString();
}

// One seeded random playout; at every state, the format 1 form of it must get the same answers
// as the engine's own format 2 state. Returns the number of states compared.
int ComparePlayout(int seats, const std::map<std::string, std::string>& options, bool external,
                   uint64_t seed) {
  absl::StatusOr<NewGameResult> g =
      TheGame().NewGame(PlayoutSetup(seats, options, external, seed));
  EXPECT_TRUE(g.ok()) << g.status();
  if (!g.ok()) return 0;
  const Game& game = TheGame();
  v1::GameState two = g->state;
  Rng rng(seed * 131 + 5);
  int compared = 0;
  for (int step = 0; step < 1000; ++step) {
    SCOPED_TRACE(absl::StrCat("seed ", seed, " step ", step));
    EXPECT_EQ(two.state_format_version(), 2u);
    const v1::GameState one = PackFormat1(UnpackKb(two));
    ++compared;
    EXPECT_TRUE(game.Check(one).ok()) << game.Check(one);
    const absl::StatusOr<v1::TurnStatus> turn = game.Turn(two);
    EXPECT_TRUE(turn.ok());
    if (!turn.ok()) break;
    EXPECT_EQ(Bytes(game.Turn(one)), Bytes(turn));
    const int viewer = static_cast<int>(rng.Uniform(seats));
    for (int v : {viewer, kSpectator}) {
      const absl::StatusOr<v1::GameState> view = game.View(two, v);
      EXPECT_TRUE(view.ok() && view->state_format_version() == 2u);
      EXPECT_EQ(Bytes(game.View(one, v)), Bytes(view));
    }
    EXPECT_EQ(Bytes(game.ResampleHidden(one, viewer, step)),
              Bytes(game.ResampleHidden(two, viewer, step)));
    if (turn->outcome().status() == v1::OUTCOME_STATUS_FINISHED) break;
    const int actor = turn->chance_pending() ? kChance : turn->acting_seats(0);
    const absl::StatusOr<std::vector<google::protobuf::Any>> legal = game.LegalActions(two, actor);
    EXPECT_TRUE(legal.ok() && !legal->empty());
    if (!legal.ok() || legal->empty()) break;
    EXPECT_EQ(Bytes(*game.LegalActions(one, actor)), Bytes(*legal));
    const int other = (viewer + 1) % seats;  // often not acting: an empty list both ways
    EXPECT_EQ(Bytes(*game.LegalActions(one, other)), Bytes(*game.LegalActions(two, other)));
    // An illegal or odd action: the same verdict and violation.
    const int odd_actor = actor == kChance ? other : actor;
    EXPECT_EQ(Bytes(game.Apply(one, odd_actor, Pack(EndTurnAction()))),
              Bytes(game.Apply(two, odd_actor, Pack(EndTurnAction()))));
    // The action played: the same next state (format 2), events and turn.
    const google::protobuf::Any& action = (*legal)[rng.Uniform(legal->size())];
    const absl::StatusOr<ApplyResult> next = game.Apply(two, actor, action);
    EXPECT_TRUE(next.ok() && next->legal);
    if (!next.ok() || !next->legal) break;
    EXPECT_EQ(Bytes(game.Apply(one, actor, action)), Bytes(next));
    two = next->state;
  }
  return compared;
}

TEST(StateFormat, Format1StatesGetTheSameAnswersOverPlayouts) {
  const std::vector<std::map<std::string, std::string>> option_sets = PlayoutOptionSets();
  int compared = 0;
  constexpr int kGames = 200;
  for (int game = 0; game < kGames; ++game) {
    const int seats = 2 + game % 3;
    const bool external = (game / 3) % 2 == 1;
    compared += ComparePlayout(seats, option_sets[(game / 6) % option_sets.size()], external,
                               1000 + game);
    if (HasFailure()) break;
  }
  EXPECT_GT(compared, 200 * 100);
}

// ---- SerializeState: the engine's next-state bytes. ----

std::string Generated(const State& s) {
  std::string bytes;
  EXPECT_TRUE(EncodePayload(s).SerializeToString(&bytes));
  return bytes;
}

std::string Direct(const State& s) {
  std::string bytes = "left over";  // replaced, not appended to
  SerializeState(s, &bytes);
  return bytes;
}

// Plays `steps` random decisions (chance outcomes too, in EXTERNAL mode) from a new game and
// checks every state on the way; returns how many states were checked.
int CheckPlayout(int seats, const std::map<std::string, std::string>& options, bool external,
                 uint64_t seed, int steps) {
  absl::StatusOr<NewGameResult> g =
      TheGame().NewGame(PlayoutSetup(seats, options, external, seed));
  EXPECT_TRUE(g.ok()) << g.status();
  if (!g.ok()) return 0;
  v1::GameState state = g->state;
  v1::TurnStatus turn = g->turn;
  Rng rng(seed * 31 + 7);
  int checked = 0;
  for (int step = 0; step < steps; ++step) {
    const State s = UnpackKb(state);
    // The engine's own output is the direct bytes; they must be the generated ones.
    EXPECT_EQ(state.payload().value(), Generated(s)) << "step " << step;
    EXPECT_EQ(Direct(s), Generated(s)) << "step " << step;
    ++checked;
    if (turn.outcome().status() == v1::OUTCOME_STATUS_FINISHED) break;
    const int actor = turn.chance_pending() ? kChance : turn.acting_seats(0);
    absl::StatusOr<std::vector<google::protobuf::Any>> legal = TheGame().LegalActions(state, actor);
    EXPECT_TRUE(legal.ok() && !legal->empty()) << "step " << step;
    if (!legal.ok() || legal->empty()) break;
    absl::StatusOr<ApplyResult> r =
        TheGame().Apply(state, actor, (*legal)[rng.Uniform(legal->size())]);
    EXPECT_TRUE(r.ok() && r->legal) << "step " << step;
    if (!r.ok() || !r->legal) break;
    state = r->state;
    turn = r->turn;
  }
  return checked;
}

TEST(SerializeState, MatchesTheGeneratedSerializerOverPlayouts) {
  const std::vector<std::map<std::string, std::string>> option_sets = PlayoutOptionSets();
  int checked = 0;
  uint64_t seed = 1;
  for (const auto& options : option_sets) {
    for (int seats = 2; seats <= 4; ++seats) {
      for (bool external : {false, true}) checked += CheckPlayout(seats, options, external, seed++, 400);
    }
  }
  EXPECT_GT(checked, 2000);
}

State Crafted() {
  State s = NewState(4);
  Put(&s, 0, 0, 0);  // hex index 0: a packed 0 in seats[0].settlement_hexes
  return s;
}

TEST(SerializeState, SettlementAtHexIndexZero) {
  State s = Crafted();
  s.owner[0] = 0;
  EXPECT_EQ(Direct(s), Generated(s));
}

TEST(SerializeState, SeatLongerThan127BytesAndNegativeValues) {
  State s = Crafted();
  SeatState& ss = s.seats[1];
  for (int i = 0; i < 40; ++i) ss.took_from.push_back(Index(19, 19));
  for (int i = 0; i < 20; ++i) ss.tiles.push_back(Tile{pb::LOCATION_TAVERN, Index(18, i), true, i % 2 == 0});
  ss.supply = -3;
  s.draw[2] = -1;
  s.end_trigger_seat = -2;
  EXPECT_EQ(Direct(s), Generated(s));
  ASSERT_GT(Direct(s).size(), 300u);
}

TEST(SerializeState, TileLossChoiceAndEveryFlag) {
  State s = Crafted();
  s.phase = pb::PHASE_TILE_LOSS_CHOICE;
  s.loss_lost = Index(0, 5);
  s.loss_other = Index(19, 0);
  s.loss_ending_turn = true;
  s.mandatory_complete = true;
  s.end_triggered = true;
  s.pending_draw_seat = 3;
  s.rng_state = ~uint64_t{0};
  EXPECT_EQ(Direct(s), Generated(s));
  s.loss_other = -25;  // off the map: the general HexCoord path, negative row and col
  EXPECT_EQ(Direct(s), Generated(s));
}

TEST(SerializeState, UnknownFieldsOfOptionsAndBoardsAreKept) {
  State s = Crafted();
  s.options.GetReflection()->MutableUnknownFields(&s.options)->AddVarint(99, 5);
  s.boards[2].GetReflection()->MutableUnknownFields(&s.boards[2])->AddLengthDelimited(77, "x");
  EXPECT_EQ(Direct(s), Generated(s));
}

TEST(SerializeState, BeforeTheBoardsArePlaced) {
  State s;
  s.seat_count = 3;
  s.seats.resize(3);
  s.external = true;
  s.phase = pb::PHASE_SETUP_BOARDS;
  EXPECT_EQ(Direct(s), Generated(s));
  s.kb_cards = {pb::KB_CARD_LORDS, pb::KB_CARD_FARMERS, static_cast<pb::KbCard>(-1)};
  EXPECT_EQ(Direct(s), Generated(s));
}

}  // namespace
}  // namespace kingdom_builder
}  // namespace arbiter
