// Hostile reading of Kingdom Builder state formats 1 and 2 (kingdom_builder.proto, state.h
// DecodePayload): a second look at the format 2 reader from the wire's side.
//  - Equal strength: one broken native state (supply, tiles left, a tile held away from its hex,
//    a settlement on a mountain, a tile used out of turn, ...) written in both formats is
//    refused by both for the same reason (the message after the field name is the same).
//  - Encodings protobuf treats as one message give one answer: each packed list of format 2
//    written unpacked, split over several records, or half and half; empty packed records.
//  - Huge packed lists (100k entries) are refused naming the field, in bounded time, and the
//    thread's parse scratch still serves valid calls after them.
//  - Mutants (random field edits through reflection) of playout states in either format: every
//    one the engine accepts gets the same answers as the same facts written in the other format
//    (DecodePayload, then the other format's writer). A reader weaker than the other would
//    accept a mutant whose other form is refused. Views are compared as messages (a view echoes the
//    caller's format-2 message, so an empty submessage left out stays out).
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "absl/time/clock.h"
#include "absl/time/time.h"
#include "engines/core/envelope.h"
#include "engines/core/rng.h"
#include "engines/core/testing/mutate.h"
#include "engines/core/testing/wire_layout.h"
#include "google/protobuf/descriptor.h"
#include "engines/kingdom_builder/test_util.h"
#include "gtest/gtest.h"

// Format 1's fields are deprecated in the proto; these tests write them on purpose.
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

namespace arbiter {
namespace kingdom_builder {
namespace {

using arbiter::testing::Layout;
using arbiter::testing::LayoutName;
using arbiter::testing::WriteLengthDelimited;
using arbiter::testing::WriteRepeatedUInt32;

// Seat 0 at (5,2) took the Tavern tile of (6,2); seat 1 at (9,9) and (9,10); seat 2 at (12,4)
// and (3,17). First-game layout, 3 seats.
constexpr int kTaken = 6 * 20 + 2;

State Valid() {
  State s = NewState(3);
  Put(&s, 0, 5, 2);
  Put(&s, 1, 9, 9);
  Put(&s, 1, 9, 10);
  Put(&s, 2, 12, 4);
  Put(&s, 2, 3, 17);
  return s;
}

// The text after "state.payload.<field>: ".
std::string Reason(const absl::Status& st) {
  const size_t at = st.message().find(": ");
  return at == absl::string_view::npos ? std::string(st.message())
                                       : std::string(st.message().substr(at + 2));
}

// `broken` written in both formats: both refused, INVALID_ARGUMENT, for the same reason (unless
// `same_words` is false: the reason names a field of its format, or words the range its own
// way); the field named in format 2 starts with `field2`.
void ExpectBothRefused(const State& broken, const std::string& field2, bool same_words = true) {
  const absl::Status two = TheGame().Check(PackKb(broken));
  const absl::Status one = TheGame().Check(PackFormat1(broken));
  EXPECT_EQ(two.code(), absl::StatusCode::kInvalidArgument) << field2 << ": " << two;
  EXPECT_EQ(one.code(), absl::StatusCode::kInvalidArgument) << field2 << ": " << one;
  EXPECT_TRUE(absl::StartsWith(two.message(), "state.payload." + field2)) << two;
  if (same_words) {
    EXPECT_EQ(Reason(one), Reason(two)) << "format 1: " << one << "\nformat 2: " << two;
  }
}

TEST(StateFormatHostile, BrokenStatesAreRefusedByBothFormatsForTheSameReason) {
  const State valid = Valid();
  ASSERT_TRUE(TheGame().Check(PackKb(valid)).ok()) << TheGame().Check(PackKb(valid));
  ASSERT_TRUE(TheGame().Check(PackFormat1(valid)).ok());
  const auto& loc = valid.map.location_hexes;
  int untouched = -1;  // a location hex no seat took from
  for (int h : loc) {
    if (valid.tiles_left[h] == 2) {
      untouched = h;
      break;
    }
  }
  ASSERT_GE(untouched, 0);

  // K1: a settlement count disagreeing with the supply (40 - placed), either way.
  State s = valid;
  s.seats[1].supply -= 1;
  ExpectBothRefused(s, "seats[1].supply");
  s = valid;
  s.seats[2].supply += 1;
  ExpectBothRefused(s, "seats[2].supply");
  // K3: a location hex with more than 2 tiles, or fewer than 2 - takers.
  s = valid;
  s.tiles_left[untouched] = 3;
  ExpectBothRefused(s, "location_tiles_left[", /*same_words=*/false);
  s = valid;
  s.tiles_left[untouched] = 1;
  ExpectBothRefused(s, "location_tiles_left[");
  s = valid;
  s.tiles_left[kTaken] = 0;
  ExpectBothRefused(s, "location_tiles_left[");
  // K8: seat 1 holds a tile from (6,2), far from its settlements, the hex's count agreeing.
  s = valid;
  s.seats[1].took_from = {kTaken};
  s.seats[1].tiles.push_back(Tile{pb::LOCATION_TAVERN, kTaken, false, false});
  s.tiles_left[kTaken] = 0;
  ExpectBothRefused(s, "seats[1].tiles[0]");
  // K8: a settlement next to a location hex with tiles left, no tile taken there.
  s = valid;
  s.seats[0].took_from.clear();
  s.seats[0].tiles.clear();
  s.tiles_left[kTaken] = 2;
  ExpectBothRefused(s, "seats[0].took_tile_from_hexes");
  // K8: a tile held without having taken one there.
  s = valid;
  s.seats[0].took_from.clear();
  ExpectBothRefused(s, "seats[0].tiles[0].origin_hex", /*same_words=*/false);
  // K8: a tile of the wrong location type for its hex.
  s = valid;
  s.seats[0].tiles[0].location = pb::LOCATION_FARM;
  ExpectBothRefused(s, "seats[0].tiles[0]");
  // K8: a tile used, or new, out of its owner's turn (seat 1 is current).
  s = valid;
  MakeCurrent(&s, 1);
  ASSERT_TRUE(TheGame().Check(PackKb(s)).ok()) << TheGame().Check(PackKb(s));
  s.seats[0].tiles[0].used = true;
  ExpectBothRefused(s, "seats[0].tiles[0]");
  s.seats[0].tiles[0].used = false;
  s.seats[0].tiles[0].gained = true;
  ExpectBothRefused(s, "seats[0].tiles[0]");
  // K4: a settlement on a mountain (0,3), a castle or a location hex.
  s = valid;
  s.owner[3] = 2;
  s.seats[2].supply -= 1;
  ExpectBothRefused(s, "seats[2].settlement_hexes[0]");
  s = valid;
  s.owner[untouched] = 2;
  s.seats[2].supply -= 1;
  ExpectBothRefused(s, "seats[2].settlement_hexes[");
  // A held card that is no terrain.
  s = valid;
  s.seats[2].held = 6;
  ExpectBothRefused(s, "seats[2].held_card");
}

// A hex listed twice (or a tile twice) with the counts that depend on it adjusted to match, so
// only the listing rule can refuse it: random edits rarely make two coordinated changes.
TEST(StateFormatHostile, RepeatsWithTheirCountsAdjustedAreRefused) {
  const State s = Valid();
  pb::State p = EncodePayload(s);
  const uint32_t twice = p.seats(1).settlement_hexes(0);
  p.mutable_seats(1)->mutable_settlement_hexes()->Add(0);
  // Ascending with a repeat: h, h, h2.
  auto* hexes = p.mutable_seats(1)->mutable_settlement_hexes();
  const uint32_t last = hexes->Get(1);
  hexes->Set(1, twice);
  hexes->Set(2, last);
  p.mutable_seats(1)->set_supply(p.seats(1).supply() - 1);
  absl::Status st = TheGame().Check(PackAs(p, 2));
  EXPECT_EQ(st.code(), absl::StatusCode::kInvalidArgument) << st;
  EXPECT_TRUE(absl::StartsWith(st.message(), "state.payload.seats[1].settlement_hexes[1]: "))
      << st;
  // The same hex in two seats, both supplies matching their lists.
  p = EncodePayload(s);
  p.mutable_seats(2)->clear_settlement_hexes();
  p.mutable_seats(2)->add_settlement_hexes(twice);
  p.mutable_seats(2)->set_supply(39);
  st = TheGame().Check(PackAs(p, 2));
  EXPECT_TRUE(absl::StartsWith(st.message(), "state.payload.seats[2].settlement_hexes[0]: "))
      << st;
  // A hex taken from twice (refused before the tiles-left count is looked at).
  p = EncodePayload(s);
  p.mutable_seats(0)->add_took_tile_from_hexes(kTaken);
  st = TheGame().Check(PackAs(p, 2));
  EXPECT_TRUE(absl::StartsWith(st.message(), "state.payload.seats[0].took_tile_from_hexes[1]: "))
      << st;
}

// A hex taken from twice: format 1 words it as before format 2 existed (the parent commit's
// reader, compared over 150k format-1 mutants, differed only in this text), format 2 as its
// other ascending lists.
TEST(StateFormatHostile, TookTileFromTwiceKeepsFormat1Wording) {
  State s = Valid();
  pb::State one = EncodeFormat1(s);
  *one.mutable_seats(0)->add_took_tile_from() = one.seats(0).took_tile_from(0);
  EXPECT_EQ(std::string(TheGame().Check(PackAs(one, 1)).message()),
            "state.payload.seats[0].took_tile_from[1]: listed once each by (row, col)");
  pb::State two = EncodePayload(s);
  two.mutable_seats(0)->add_took_tile_from_hexes(kTaken);
  EXPECT_EQ(std::string(TheGame().Check(PackAs(two, 2)).message()),
            "state.payload.seats[0].took_tile_from_hexes[1]: listed once each, ascending");
}

// Format 2 payload `p` re-serialized with every packed list (settlement_hexes,
// took_tile_from_hexes, location_tiles_left) written in `layout`.
std::string Rewritten(const pb::State& p, Layout layout) {
  pb::State rest = p;
  rest.clear_seats();
  rest.clear_location_tiles_left();
  std::string out = rest.SerializeAsString();
  for (const pb::Seat& seat : p.seats()) {
    pb::Seat seat_rest = seat;
    seat_rest.clear_settlement_hexes();
    seat_rest.clear_took_tile_from_hexes();
    std::string body = seat_rest.SerializeAsString();
    WriteRepeatedUInt32(layout, pb::Seat::kSettlementHexesFieldNumber, seat.settlement_hexes(),
                        &body);
    WriteRepeatedUInt32(layout, pb::Seat::kTookTileFromHexesFieldNumber,
                        seat.took_tile_from_hexes(), &body);
    WriteLengthDelimited(pb::State::kSeatsFieldNumber, body, &out);
  }
  WriteRepeatedUInt32(layout, pb::State::kLocationTilesLeftFieldNumber, p.location_tiles_left(),
                      &out);
  return out;
}

v1::GameState WithPayloadBytes(const std::string& bytes, uint32_t format) {
  v1::GameState g = PackAs(pb::State(), format);
  g.mutable_payload()->set_value(bytes);
  return g;
}

// Every answer of the engine for `g`, in bytes (error statuses as text).
std::vector<std::string> Answers(const v1::GameState& g, int actor) {
  std::vector<std::string> out;
  out.push_back(TheGame().Check(g).ToString());
  absl::StatusOr<v1::TurnStatus> turn = TheGame().Turn(g);
  out.push_back(turn.ok() ? turn->SerializeAsString() : turn.status().ToString());
  absl::StatusOr<std::vector<google::protobuf::Any>> legal = TheGame().LegalActions(g, actor);
  std::string listed = legal.ok() ? "" : legal.status().ToString();
  if (legal.ok()) {
    for (const google::protobuf::Any& a : *legal) listed += a.SerializeAsString() + "|";
  }
  out.push_back(listed);
  for (int viewer : {0, 1, 2, kSpectator}) {
    absl::StatusOr<v1::GameState> view = TheGame().View(g, viewer);
    out.push_back(view.ok() ? view->SerializeAsString() : view.status().ToString());
  }
  for (const pb::Action& a : {BuildAt(5, 3), EndTurnAction()}) {
    absl::StatusOr<ApplyResult> r = TheGame().Apply(g, actor, Pack(a));
    out.push_back(r.ok() ? absl::StrCat(r->legal, "|", r->violation.SerializeAsString(), "|",
                                        r->state.SerializeAsString())
                         : r.status().ToString());
  }
  absl::StatusOr<v1::GameState> resampled = TheGame().ResampleHidden(g, 1, 99);
  out.push_back(resampled.ok() ? resampled->SerializeAsString() : resampled.status().ToString());
  return out;
}

TEST(StateFormatHostile, PackedAndUnpackedEncodingsGetTheSameAnswers) {
  State s = Valid();
  SetPlayed(&s, pb::TERRAIN_GRASS);
  const pb::State p = EncodePayload(s);
  ASSERT_GT(p.seats(1).settlement_hexes_size(), 1);
  const v1::GameState canonical = PackKb(s);
  ASSERT_TRUE(TheGame().Check(canonical).ok()) << TheGame().Check(canonical);
  const std::vector<std::string> want = Answers(canonical, s.current_seat);
  for (Layout layout :
       {Layout::kUnpacked, Layout::kTwoPackedRecords, Layout::kHalfPackedHalfUnpacked}) {
    SCOPED_TRACE(LayoutName(layout));
    const std::string bytes = Rewritten(p, layout);
    ASSERT_NE(bytes, canonical.payload().value());
    pb::State reparsed;
    ASSERT_TRUE(reparsed.ParseFromString(bytes));
    EXPECT_EQ(reparsed.SerializeAsString(), canonical.payload().value());
    EXPECT_EQ(Answers(WithPayloadBytes(bytes, 2), s.current_seat), want);
  }
}

TEST(StateFormatHostile, EmptyPackedRecordsAreNoEntries) {
  const State s = Valid();
  // Format 1 with an empty packed location_tiles_left and settlement_hexes: the same message as
  // without them, so read as format 1 alike.
  std::string one = EncodeFormat1(s).SerializeAsString();
  const std::vector<std::string> want = Answers(PackFormat1(s), s.current_seat);
  WriteRepeatedUInt32(Layout::kOnePackedRecord, pb::State::kLocationTilesLeftFieldNumber, {}, &one);
  EXPECT_EQ(Answers(WithPayloadBytes(one, 1), s.current_seat), want);
  // Format 2 with a seat of no settlements written as an empty packed record.
  State none = NewState(3);
  Put(&none, 0, 5, 2);
  const pb::State p = EncodePayload(none);
  ASSERT_EQ(p.seats(2).settlement_hexes_size(), 0);
  std::string two = Rewritten(p, Layout::kTwoPackedRecords);  // empty records for empty lists
  EXPECT_EQ(Answers(WithPayloadBytes(two, 2), none.current_seat), Answers(PackKb(none), none.current_seat));
}

// An unknown field in the payload (e.g. one a newer release hides) is never echoed in a view,
// in either format: views are built from the decoded state. (Found by review: format-2 views
// redacted the caller's own message and echoed such a field to every seat.)
TEST(StateFormatHostile, ViewsNeverEchoUnknownPayloadFields) {
  const State s = Valid();
  const std::string secret = "SECRET-OF-SEAT-1";
  for (uint32_t format : {1u, 2u}) {
    const pb::State p = format == 1 ? EncodeFormat1(s) : EncodePayload(s);
    std::string bytes = p.SerializeAsString();
    WriteLengthDelimited(99, secret, &bytes);
    const v1::GameState with_secret = WithPayloadBytes(bytes, format);
    const v1::GameState without = PackAs(p, format);
    for (int viewer : {0, 1, 2, kSpectator}) {
      absl::StatusOr<v1::GameState> view = TheGame().View(with_secret, viewer);
      ASSERT_TRUE(view.ok()) << view.status();
      EXPECT_EQ(view->payload().value().find(secret), std::string::npos)
          << "format " << format << " viewer " << viewer;
      absl::StatusOr<v1::GameState> plain = TheGame().View(without, viewer);
      ASSERT_TRUE(plain.ok()) << plain.status();
      EXPECT_EQ(view->SerializeAsString(), plain->SerializeAsString());
    }
  }
}

// A call on `g` is refused INVALID_ARGUMENT naming `field`, within `limit`.
void ExpectRefusedQuickly(const v1::GameState& g, const std::string& field) {
  const absl::Time start = absl::Now();
  const absl::Status check = TheGame().Check(g);
  const absl::StatusOr<ApplyResult> apply = TheGame().Apply(g, 0, Pack(EndTurnAction()));
  const absl::StatusOr<v1::GameState> view = TheGame().View(g, 0);
  const absl::Duration took = absl::Now() - start;
  EXPECT_EQ(check.code(), absl::StatusCode::kInvalidArgument) << field << ": " << check;
  EXPECT_TRUE(absl::StartsWith(check.message(), "state.payload." + field)) << check;
  EXPECT_EQ(apply.status(), check);
  EXPECT_EQ(view.status(), check);
  // A 100k-entry list parses in a few milliseconds; 2 s leaves room for sanitizer builds.
  EXPECT_LT(took, absl::Seconds(2)) << field;
}

TEST(StateFormatHostile, HugePackedListsAreRefusedNamingTheField) {
  constexpr int kHuge = 100000;
  const State s = Valid();
  const pb::State base = EncodePayload(s);
  auto refuse = [&](const std::function<void(pb::State*)>& mutate, uint32_t format,
                    const std::string& field) {
    pb::State p = format == 1 ? EncodeFormat1(s) : base;
    mutate(&p);
    ExpectRefusedQuickly(PackAs(p, format), field);
  };
  refuse([](pb::State* p) {
    for (int i = 0; i < kHuge; ++i) p->mutable_seats(2)->add_settlement_hexes(399);
  }, 2, "seats[2].settlement_hexes[");
  refuse([](pb::State* p) {
    p->mutable_seats(2)->clear_settlement_hexes();
    for (int i = 0; i < kHuge; ++i) p->mutable_seats(2)->add_settlement_hexes(i);
  }, 2, "seats[2].settlement_hexes[");
  refuse([](pb::State* p) {
    for (int i = 0; i < kHuge; ++i) p->add_location_tiles_left(2);
  }, 2, "location_tiles_left: ");
  refuse([](pb::State* p) {
    for (int i = 0; i < kHuge; ++i) p->mutable_seats(1)->add_took_tile_from_hexes(kTaken);
  }, 2, "seats[1].took_tile_from_hexes[");
  refuse([](pb::State* p) {
    for (int i = 0; i < kHuge; ++i) {
      pb::HeldTile* t = p->mutable_seats(0)->add_tiles();
      t->set_location(pb::LOCATION_TAVERN);
      t->set_origin_hex(kTaken);
    }
  }, 2, "seats[0].tiles[");
  // Format 2's lists in a format 1 state, and format 1's own list, huge.
  refuse([](pb::State* p) {
    for (int i = 0; i < kHuge; ++i) p->mutable_seats(0)->add_settlement_hexes(i);
  }, 1, "seats[0].settlement_hexes: a field of state format 2");
  refuse([](pb::State* p) {
    for (int i = 0; i < kHuge; ++i) *p->add_settlements() = p->settlements(0);
  }, 1, "settlements[5].hex: settlements are listed once each");
  // The thread's parse scratch was grown past its reset size: valid calls still work.
  for (int i = 0; i < 3; ++i) {
    EXPECT_TRUE(TheGame().Check(PackKb(s)).ok());
    EXPECT_TRUE(TheGame().Check(PackFormat1(s)).ok());
  }
}



// Check, Turn, LegalActions, Apply of the first listed actions and the views of every seat and a
// spectator, all as bytes.
void ExpectSameAnswers(const v1::GameState& a, const v1::GameState& b, const std::string& where) {
  const Game& game = TheGame();
  ASSERT_EQ(game.Check(a).ToString(), game.Check(b).ToString()) << where;
  absl::StatusOr<v1::TurnStatus> turn = game.Turn(a);
  absl::StatusOr<v1::TurnStatus> turn_b = game.Turn(b);
  ASSERT_TRUE(turn.ok()) << where << turn.status();
  ASSERT_TRUE(turn_b.ok()) << where << turn_b.status();
  EXPECT_EQ(turn->SerializeAsString(), turn_b->SerializeAsString()) << where;
  for (int viewer : {0, 1, 2, 3, kSpectator}) {
    absl::StatusOr<v1::GameState> va = game.View(a, viewer);
    absl::StatusOr<v1::GameState> vb = game.View(b, viewer);
    ASSERT_EQ(va.ok(), vb.ok()) << where << " viewer " << viewer;
    if (!va.ok()) continue;
    EXPECT_EQ(va->SerializeAsString(), vb->SerializeAsString()) << where << " viewer " << viewer;
  }
  if (turn->outcome().status() == v1::OUTCOME_STATUS_FINISHED) return;
  const int actor = turn->chance_pending() ? kChance : turn->acting_seats(0);
  absl::StatusOr<std::vector<google::protobuf::Any>> legal = game.LegalActions(a, actor);
  ASSERT_TRUE(legal.ok()) << where << legal.status();
  std::string listed_a, listed_b;
  for (const auto& x : *legal) listed_a += x.SerializeAsString() + "|";
  absl::StatusOr<std::vector<google::protobuf::Any>> legal_b = game.LegalActions(b, actor);
  ASSERT_TRUE(legal_b.ok()) << where << legal_b.status();
  for (const auto& x : *legal_b) listed_b += x.SerializeAsString() + "|";
  EXPECT_EQ(listed_a, listed_b) << where;
  for (size_t i = 0; i < legal->size() && i < 3; ++i) {
    absl::StatusOr<ApplyResult> ra = game.Apply(a, actor, (*legal)[i]);
    absl::StatusOr<ApplyResult> rb = game.Apply(b, actor, (*legal)[i]);
    ASSERT_TRUE(ra.ok() && rb.ok()) << where;
    EXPECT_EQ(ra->legal, rb->legal) << where;
    EXPECT_EQ(ra->state.SerializeAsString(), rb->state.SerializeAsString()) << where;
    EXPECT_EQ(ra->events.size(), rb->events.size()) << where;
  }
}

TEST(StateFormatHostile, AcceptedMutantsGetTheSameAnswersInTheOtherFormat) {
  int accepted[3] = {0, 0, 0};  // by the format read
  int mutants = 0;
  for (int g = 0; g < 12; ++g) {
    absl::StatusOr<NewGameResult> started =
        TheGame().NewGame(PlayoutSetup(2 + g % 3, {}, /*external=*/g % 4 == 3, 500 + g));
    ASSERT_TRUE(started.ok()) << started.status();
    v1::GameState state = started->state;
    Rng rng(77 + g);
    for (int step = 0; step < 300; ++step) {
      absl::StatusOr<v1::TurnStatus> turn = TheGame().Turn(state);
      ASSERT_TRUE(turn.ok());
      if (turn->outcome().status() == v1::OUTCOME_STATUS_FINISHED) break;
      if (step % 6 == 0) {
        const State s = UnpackKb(state);
        for (int k = 0; k < 12; ++k) {
          const uint32_t format = 1 + k % 2;
          pb::State p = format == 1 ? EncodeFormat1(s) : EncodePayload(s);
          for (int edits = 1 + static_cast<int>(rng.Uniform(2)); edits > 0; --edits) {
            arbiter::testing::MutateOnce(&p, rng);
          }
          ++mutants;
          const v1::GameState mutant = PackAs(p, format);
          if (!TheGame().Check(mutant).ok()) continue;
          absl::StatusOr<State> read = DecodePayload(p, format);
          ASSERT_TRUE(read.ok()) << read.status();
          ++accepted[format];
          const v1::GameState other = format == 1 ? PackKb(*read) : PackFormat1(*read);
          ExpectSameAnswers(mutant, other, absl::StrCat("game ", g, " step ", step, " mutant ",
                                                        k, " read as format ", format));
          if (HasFatalFailure()) return;
        }
      }
      const int actor = turn->chance_pending() ? kChance : turn->acting_seats(0);
      absl::StatusOr<std::vector<google::protobuf::Any>> legal =
          TheGame().LegalActions(state, actor);
      ASSERT_TRUE(legal.ok() && !legal->empty());
      absl::StatusOr<ApplyResult> next =
          TheGame().Apply(state, actor, (*legal)[rng.Uniform(legal->size())]);
      ASSERT_TRUE(next.ok() && next->legal);
      state = next->state;
    }
  }
  // Enough accepted mutants of each format for the comparison to mean something.
  EXPECT_GT(mutants, 2000);
  EXPECT_GT(accepted[1], 200);
  EXPECT_GT(accepted[2], 200);
}

}  // namespace
}  // namespace kingdom_builder
}  // namespace arbiter
