// SerializeState (state_bytes.cc: protobuf's serializer over a per-thread message on a
// per-thread arena, reused and now and then replaced) against a fresh Encode(s) +
// SerializeToString: byte for byte the same on every state of random playouts under each
// option and randomness mode, one after another on the same thread (so each call reuses what
// the previous, different state left in the message), and on crafted states with rarer shapes
// (hex index 0, lengths over 127 bytes, negative values, unknown fields kept in the options).
// Both write state format 2, the only format written.
#include <map>
#include <string>
#include <vector>

#include "engines/core/envelope.h"
#include "engines/core/rng.h"
#include "engines/kingdom_builder/test_util.h"
#include "google/protobuf/unknown_field_set.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

std::string Generated(const KbState& s) {
  std::string bytes;
  EXPECT_TRUE(Encode(s).SerializeToString(&bytes));
  return bytes;
}

std::string Direct(const KbState& s) {
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
    const KbState s = UnpackKb(state);
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

KbState Crafted() {
  KbState s = NewState(4);
  Put(&s, 0, 0, 0);  // hex index 0: a packed 0 in seats[0].settlement_hexes
  return s;
}

TEST(SerializeState, SettlementAtHexIndexZero) {
  KbState s = Crafted();
  s.owner[0] = 0;
  EXPECT_EQ(Direct(s), Generated(s));
}

TEST(SerializeState, SeatLongerThan127BytesAndNegativeValues) {
  KbState s = Crafted();
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
  KbState s = Crafted();
  s.phase = pb::PHASE_TILE_LOSS_CHOICE;
  s.loss_lost = Index(0, 5);
  s.loss_other = Index(19, 0);
  s.loss_ending_turn = true;
  s.mandatory_complete = true;
  s.end_triggered = true;
  s.pending_draw_seat = 3;
  s.rng = ~uint64_t{0};
  EXPECT_EQ(Direct(s), Generated(s));
  s.loss_other = -25;  // off the map: the general HexCoord path, negative row and col
  EXPECT_EQ(Direct(s), Generated(s));
}

TEST(SerializeState, UnknownFieldsOfOptionsAndBoardsAreKept) {
  KbState s = Crafted();
  s.options.GetReflection()->MutableUnknownFields(&s.options)->AddVarint(99, 5);
  s.boards[2].GetReflection()->MutableUnknownFields(&s.boards[2])->AddLengthDelimited(77, "x");
  EXPECT_EQ(Direct(s), Generated(s));
}

TEST(SerializeState, BeforeTheBoardsArePlaced) {
  KbState s;
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
