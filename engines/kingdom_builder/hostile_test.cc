// Hostile input: inconsistent states, bad envelopes, unparsable or empty actions, bad actors and
// viewers. Each gets INVALID_ARGUMENT (or FAILED_PRECONDITION) naming the field, never a crash.
// States in the current format (2), and in format 1 where the field is format 1's; format 2's
// own hex fields and mixed layouts: state_format_test.cc.
#include <cstdint>
#include <functional>

#include "absl/strings/match.h"
#include "engines/core/envelope.h"
#include "engines/core/rng.h"
#include "engines/kingdom_builder/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

// Format 1's fields are deprecated in the proto; these tests write them on purpose.
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

// A valid state in state format `format`.
pb::State Valid(uint32_t format = kStateFormat) {
  State s = NewState(3);
  Put(&s, 0, 5, 2);
  Put(&s, 1, 9, 9);
  return format == 1 ? EncodeFormat1(s) : EncodePayload(s);
}

void ExpectRejected(const std::function<void(pb::State*)>& mutate, const std::string& field,
                    uint32_t format = kStateFormat) {
  pb::State p = Valid(format);
  mutate(&p);
  const v1::GameState g = PackAs(p, format);
  const absl::Status st = TheGame().Check(g);
  EXPECT_EQ(st.code(), absl::StatusCode::kInvalidArgument) << field << ": " << st;
  EXPECT_TRUE(absl::StrContains(st.message(), field)) << st.message();
  // Every entry point refuses it the same way.
  EXPECT_FALSE(TheGame().Apply(g, 0, Pack(EndTurnAction())).ok());
  EXPECT_FALSE(TheGame().LegalActions(g, 0).ok());
  EXPECT_FALSE(TheGame().View(g, 0).ok());
  EXPECT_FALSE(TheGame().Turn(g).ok());
  EXPECT_FALSE(TheGame().ResampleHidden(g, 0, 1).ok());
}

TEST(Hostile, ValidStatePasses) {
  EXPECT_TRUE(TheGame().Check(PackAs(Valid(), kStateFormat)).ok());
  EXPECT_TRUE(TheGame().Check(PackAs(Valid(1), 1)).ok());
}

TEST(Hostile, LongListsAreStillJudged) {
  // Lists far longer than any legal state's parse into the reused message (state.h,
  // StateScratch) like any other, and the checks still name what is wrong.
  ExpectRejected(
      [](pb::State* p) {
        for (int i = 0; i < 400; ++i) {
          pb::Settlement* st = p->add_settlements();
          st->mutable_hex()->set_row(i / kMapSide);
          st->mutable_hex()->set_col(i % kMapSide);
        }
      },
      "settlements[", 1);
  ExpectRejected(
      [](pb::State* p) {
        for (int i = 0; i < 20; ++i) *p->add_location_tiles() = p->location_tiles(0);
      },
      "location_tiles", 1);
  ExpectRejected(
      [](pb::State* p) {
        p->mutable_seats(2)->clear_settlement_hexes();
        for (int i = 0; i < 400; ++i) p->mutable_seats(2)->add_settlement_hexes(i);
      },
      "seats[2].settlement_hexes[");
  ExpectRejected(
      [](pb::State* p) {
        for (int i = 0; i < 20; ++i) p->add_location_tiles_left(p->location_tiles_left(0));
      },
      "location_tiles_left");
  for (uint32_t format : {1u, 2u}) {
    ExpectRejected(
        [](pb::State* p) {
          for (int i = 0; i < 10; ++i) p->add_seats()->set_supply(40);
        },
        "seats", format);
  }
}

// A payload bigger than the per-thread parse arena's reset size (256 KiB) is judged, and the
// next calls on the thread (after the reset) are judged as usual.
TEST(Hostile, PayloadPastTheScratchResetSizeThenValidStates) {
  for (int round = 0; round < 3; ++round) {
    pb::State big = Valid();
    for (uint32_t i = 0; i < 150000; ++i) big.mutable_seats(2)->add_settlement_hexes(i % 400);
    const absl::Status st = TheGame().Check(PackAs(big, kStateFormat));
    EXPECT_EQ(st.code(), absl::StatusCode::kInvalidArgument) << st;
    EXPECT_TRUE(absl::StartsWith(st.message(), "state.payload.seats[2].settlement_hexes[")) << st;
    const v1::GameState g = PackAs(Valid(), kStateFormat);
    EXPECT_TRUE(TheGame().Check(g).ok());
    EXPECT_TRUE(TheGame().View(g, 0).ok());
    absl::StatusOr<std::vector<google::protobuf::Any>> legal = TheGame().LegalActions(g, 0);
    ASSERT_TRUE(legal.ok() && !legal->empty());
    absl::StatusOr<ApplyResult> r = TheGame().Apply(g, 0, (*legal)[0]);
    ASSERT_TRUE(r.ok() && r->legal);
    EXPECT_TRUE(TheGame().Check(r->state).ok());
  }
}

TEST(Hostile, InconsistentStatesNameTheField) {
  ExpectRejected([](pb::State* p) { p->set_seat_count(5); }, "seat_count");
  ExpectRejected([](pb::State* p) { p->set_start_seat(-1); }, "start_seat");
  ExpectRejected([](pb::State* p) { p->set_current_seat(7); }, "current_seat");
  ExpectRejected([](pb::State* p) { p->set_phase(static_cast<pb::Phase>(99)); }, "phase");
  ExpectRejected([](pb::State* p) { p->mutable_options()->set_lords_zero(pb::LORDS_ZERO_UNSPECIFIED); },
                 "options.lords_zero");
  ExpectRejected([](pb::State* p) { p->mutable_boards(1)->set_board(pb::LOCATION_TAVERN); },
                 "boards[1].board");
  ExpectRejected([](pb::State* p) { p->mutable_boards()->RemoveLast(); }, "boards");
  ExpectRejected([](pb::State* p) { p->mutable_boards(0)->set_rotated(true); }, "boards[0]");
  ExpectRejected([](pb::State* p) { p->set_kb_cards(2, p->kb_cards(0)); }, "kb_cards[2]");
  ExpectRejected([](pb::State* p) { p->mutable_seats(0)->set_supply(40); }, "seats[0].supply");
  ExpectRejected([](pb::State* p) { p->mutable_seats(0)->set_supply(-3); }, "seats[0].supply");
  // A supply near INT32_MAX is refused by range before the K1 sum (UBSan: signed overflow).
  ExpectRejected([](pb::State* p) { p->mutable_seats(0)->set_supply(2147483647); },
                 "seats[0].supply: 0..40");
  for (uint32_t format : {1u, 2u}) {
    ExpectRejected([](pb::State* p) { p->mutable_seats(0)->mutable_tiles(0)->set_location(pb::LOCATION_FARM); },
                   "seats[0].tiles[0]", format);
    ExpectRejected([](pb::State* p) { p->mutable_seats(1)->mutable_tiles()->Add(); },
                   "seats[1].tiles[0]", format);
  }
  ExpectRejected([](pb::State* p) { p->mutable_seats(1)->set_held_card(pb::TERRAIN_HIDDEN); },
                 "seats[1].held_card");
  ExpectRejected([](pb::State* p) { p->mutable_draw_pile()->set_grass(p->draw_pile().grass() + 1); },
                 "draw_pile");
  ExpectRejected([](pb::State* p) { p->set_draw_pile_size(3); }, "draw_pile_size");
  ExpectRejected([](pb::State* p) { p->mutable_discard_pile()->set_forest(-1); },
                 "discard_pile");
  // A count near INT32_MAX is refused by range before any sum (UBSan: signed overflow).
  ExpectRejected([](pb::State* p) { p->mutable_removed_cards()->set_grass(2147483647); },
                 "removed_cards");
  ExpectRejected([](pb::State* p) { p->mutable_draw_pile()->set_desert(2147483647); },
                 "draw_pile: 2147483647");
  ExpectRejected([](pb::State* p) { p->set_mandatory_builds_done(4); }, "mandatory_builds_done");
  ExpectRejected([](pb::State* p) { p->set_end_triggered(true); }, "end_triggered");
  ExpectRejected([](pb::State* p) { p->set_pending_draw_seat(2); }, "pending_draw_seat");
  ExpectRejected([](pb::State* p) { p->mutable_tile_loss_choice()->set_ending_turn(true); },
                 "tile_loss_choice");
  ExpectRejected([](pb::State* p) { p->set_randomness_mode(v1::RANDOMNESS_MODE_UNSPECIFIED); },
                 "randomness_mode");
  ExpectRejected([](pb::State* p) { p->set_phase(pb::PHASE_REDRAW); }, "phase");
  ExpectRejected([](pb::State* p) { p->set_phase(pb::PHASE_GAME_OVER); }, "end_triggered");
}

// Format 1's settlements, location tiles and hexes taken from (format 2's: state_format_test.cc).
TEST(Hostile, Format1HexFieldsNameTheField) {
  ExpectRejected([](pb::State* p) { p->mutable_settlements(0)->set_seat(3); },
                 "settlements[0].seat", 1);
  ExpectRejected([](pb::State* p) { p->mutable_settlements(0)->mutable_hex()->set_row(20); },
                 "settlements[0].hex", 1);
  ExpectRejected(
      [](pb::State* p) {
        // A settlement on a mountain, (0,3).
        p->mutable_settlements(0)->mutable_hex()->set_row(0);
        p->mutable_settlements(0)->mutable_hex()->set_col(3);
        p->mutable_seats(0)->clear_tiles();
        p->mutable_seats(0)->clear_took_tile_from();
      },
      "settlements[0].hex", 1);
  ExpectRejected([](pb::State* p) { *p->add_settlements() = p->settlements(0); },
                 "settlements[2]", 1);
  ExpectRejected([](pb::State* p) { p->mutable_location_tiles(1)->set_tiles_left(2); },
                 "location_tiles[1].tiles_left", 1);
  ExpectRejected([](pb::State* p) { p->mutable_location_tiles(0)->set_tiles_left(9); },
                 "location_tiles[0].tiles_left", 1);
  ExpectRejected([](pb::State* p) { p->mutable_location_tiles()->RemoveLast(); },
                 "location_tiles", 1);
  ExpectRejected([](pb::State* p) { p->mutable_location_tiles(0)->mutable_hex()->set_col(-1); },
                 "location_tiles[0].hex", 1);
  ExpectRejected(
      [](pb::State* p) {
        p->mutable_seats(0)->clear_tiles();
        p->mutable_seats(0)->clear_took_tile_from();
      },
      "seats[0].took_tile_from", 1);
  ExpectRejected([](pb::State* p) { p->mutable_seats(0)->mutable_took_tile_from(0)->set_row(99); },
                 "seats[0].took_tile_from[0]", 1);
  ExpectRejected(
      [](pb::State* p) {
        *p->mutable_seats(0)->add_took_tile_from() = p->seats(0).took_tile_from(0);
      },
      "seats[0].took_tile_from[1]", 1);
  ExpectRejected(
      [](pb::State* p) { p->mutable_seats(0)->mutable_tiles(0)->mutable_origin()->set_row(-4); },
      "seats[0].tiles[0].origin", 1);
}

TEST(Hostile, EnvelopeAndActionErrors) {
  const v1::GameState g = PackState(TheGame().Info(), Valid());
  v1::GameState wrong_game = g;
  wrong_game.set_game_id("another_game");
  EXPECT_EQ(TheGame().Check(wrong_game).code(), absl::StatusCode::kInvalidArgument);
  v1::GameState old = g;
  old.set_rules_version("kingdom_builder/base.0");
  EXPECT_EQ(TheGame().Check(old).code(), absl::StatusCode::kFailedPrecondition);
  v1::GameState garbage = g;
  garbage.mutable_payload()->set_value("\xff\xff\xff");
  EXPECT_EQ(TheGame().Check(garbage).code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(TheGame().Apply(g, 0, Pack(pb::Action())).status().code(),
            absl::StatusCode::kInvalidArgument);
  google::protobuf::Any not_action = Pack(pb::State());
  EXPECT_EQ(TheGame().Apply(g, 0, not_action).status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(TheGame().Apply(g, 9, Pack(EndTurnAction())).status().code(),
            absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(TheGame().LegalActions(g, -7).status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(TheGame().View(g, 3).status().code(), absl::StatusCode::kInvalidArgument);
}

TEST(Hostile, HostileActionValuesAreViolations) {
  State s = NewState(2);
  SetPlayed(&s, pb::TERRAIN_GRASS);
  EXPECT_EQ(Act(s, 0, BuildAt(-1, 2000000000)).violation.code(), "KINGDOM_BUILDER_HEX_OFF_MAP");
  EXPECT_EQ(Act(s, 0, BuildAt(-1, 2000000000)).violation.field_path(), "build.hex");
  EXPECT_EQ(Act(s, 0, TileMove(pb::LOCATION_PADDOCK, 99, 0, 0, 0)).violation.code(),
            "KINGDOM_BUILDER_TILE_NOT_HELD");
  pb::Action card;
  card.mutable_chance_outcome()->set_terrain_card(static_cast<pb::Terrain>(42));
  s.external = true;
  s.phase = pb::PHASE_REDRAW;  // not consistent: Check refuses it
  EXPECT_FALSE(TheGame().Apply(PackKb(s), kChance, Pack(card)).ok());
}

TEST(Hostile, RandomByteMutationsNeverCrash) {
  for (uint32_t format : {1u, 2u}) {
    const std::string bytes = Valid(format).SerializeAsString();
    Rng rng(2022 + format);
    int accepted = 0;
    for (int i = 0; i < 400; ++i) {
      std::string m = bytes;
      const int flips = 1 + static_cast<int>(rng.Uniform(4));
      for (int f = 0; f < flips; ++f) {
        m[rng.Uniform(m.size())] = static_cast<char>(rng.Uniform(256));
      }
      v1::GameState g = PackAs(pb::State(), format);
      g.mutable_payload()->set_value(m);
      const absl::Status st = TheGame().Check(g);
      if (st.ok()) {
        ++accepted;
        // A state that passes Check must be fully usable.
        ASSERT_TRUE(TheGame().LegalActions(g, 0).ok());
        ASSERT_TRUE(TheGame().Turn(g).ok());
        ASSERT_TRUE(TheGame().View(g, kSpectator).ok());
      } else {
        EXPECT_TRUE(st.code() == absl::StatusCode::kInvalidArgument) << format << ": " << st;
      }
    }
    EXPECT_LT(accepted, 400) << format;
  }
}

}  // namespace
}  // namespace kingdom_builder
}  // namespace arbiter
