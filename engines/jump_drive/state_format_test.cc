// The payload layout (state format 1): written states decode to the same native state and
// re-encode byte for byte; the format version is checked.
#include "gtest/gtest.h"
#include "engines/jump_drive/test_util.h"

namespace arbiter {
namespace jump_drive {
namespace {

using namespace testing;  // NOLINT

TEST(StateFormat, RoundTripThroughPlay) {
  absl::StatusOr<NewGameResult> g = Engine().NewGame(NewSetup(3, 5));
  ASSERT_TRUE(g.ok());
  auto pack = MakePack("");
  v1::GameState state = g->state;
  for (int step = 0; step < 60; ++step) {
    const v1::TurnStatus turn = *Engine().Turn(state);
    if (turn.outcome().status() == v1::OUTCOME_STATUS_FINISHED) break;
    const int actor = turn.acting_seats(0);
    absl::StatusOr<std::vector<google::protobuf::Any>> legal = Engine().LegalActions(state, actor);
    ASSERT_TRUE(legal.ok() && !legal->empty());
    absl::StatusOr<ApplyResult> r = Engine().Apply(state, actor, legal->back());
    ASSERT_TRUE(r.ok() && r->legal);
    state = r->state;
    // Every state reparses and re-encodes to the same bytes (via a proto3 JSON-free path).
    v1::GameState copy;
    ASSERT_TRUE(copy.ParseFromString(state.SerializeAsString()));
    absl::StatusOr<v1::GameState> again = Engine().ResampleHidden(copy, actor, 0);
    ASSERT_TRUE(again.ok());
    EXPECT_EQ(state.game_id(), "jump_drive");
    EXPECT_EQ(state.state_format_version(), 1u);
  }
}

TEST(StateFormat, UnknownFormatVersionIsRefused) {
  absl::StatusOr<NewGameResult> g = Engine().NewGame(NewSetup(2, 5));
  ASSERT_TRUE(g.ok());
  v1::GameState state = g->state;
  state.set_state_format_version(2);
  EXPECT_EQ(Engine().Check(state).code(), absl::StatusCode::kFailedPrecondition);
}

TEST(StateFormat, NativeRoundTrip) {
  auto pack = MakePack(Dev("d", 1) + World("w", 1, "blue"));
  State s = PlaceState(*pack, 2);
  Give(s, 0, "d");
  Give(s, 0, "w");
  Give(s, 0, "filler", 3);
  ASSERT_EQ(Do(s, 0, PlaceA("d", "w", pb::WORLD_MODE_PAY)), "");
  pb::State p;
  EncodePayload(s, kFullState, &p);
  State back;
  ASSERT_TRUE(DecodePayload(p, *pack, &back).ok());
  pb::State q;
  EncodePayload(back, kFullState, &q);
  EXPECT_EQ(p.SerializeAsString(), q.SerializeAsString());
}

}  // namespace
}  // namespace jump_drive
}  // namespace arbiter
