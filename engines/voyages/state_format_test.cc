// State format 1: written, read back byte for byte (binary and proto3 JSON), and another
// format version refused.
#include "engines/voyages/test_util.h"
#include "google/protobuf/util/json_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace voyages {
namespace {

using testing::Engine;

TEST(StateFormat, RoundTripsAlongAGame) {
  absl::StatusOr<NewGameResult> g = Engine().NewGame(testing::NewSetup(3, 21));
  ASSERT_TRUE(g.ok());
  EXPECT_EQ(g->state.state_format_version(), 1u);
  v1::GameState state = g->state;
  for (int step = 0; step < 40; ++step) {
    pb::State p;
    ASSERT_TRUE(state.payload().UnpackTo(&p));
    State s;
    ASSERT_TRUE(DecodeState(p, testing::TwTest(), &s).ok());
    pb::State again;
    EncodeState(s, kFullState, &again);
    EXPECT_EQ(again.SerializeAsString(), p.SerializeAsString());
    std::string json;
    ASSERT_TRUE(google::protobuf::util::MessageToJsonString(p, &json).ok());
    pb::State from_json;
    ASSERT_TRUE(google::protobuf::util::JsonStringToMessage(json, &from_json).ok());
    EXPECT_EQ(from_json.SerializeAsString(), p.SerializeAsString());
    absl::StatusOr<v1::TurnStatus> t = Engine().Turn(state);
    ASSERT_TRUE(t.ok());
    const int actor = t->chance_pending() ? kChance : t->acting_seats(0);
    absl::StatusOr<std::vector<google::protobuf::Any>> legal = Engine().LegalActions(state, actor);
    ASSERT_TRUE(legal.ok() && !legal->empty());
    absl::StatusOr<ApplyResult> r = Engine().Apply(state, actor, legal->back());
    ASSERT_TRUE(r.ok() && r->legal);
    state = r->state;
  }
}

TEST(StateFormat, OtherVersionsRefused) {
  absl::StatusOr<NewGameResult> g = Engine().NewGame(testing::NewSetup(2, 1));
  ASSERT_TRUE(g.ok());
  for (uint32_t v : {0u, 2u}) {
    v1::GameState s = g->state;
    s.set_state_format_version(v);
    EXPECT_FALSE(Engine().Check(s).ok()) << v;
  }
}

}  // namespace
}  // namespace voyages
}  // namespace arbiter
