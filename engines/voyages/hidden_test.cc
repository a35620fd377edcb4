// V12 / R9: no hidden information but the generator state. Every viewer gets the same view;
// the view clears only rng_state; ResampleHidden redraws only the generator (SEEDED), and the
// views of the redrawn state are byte-identical; every event is public.
#include "engines/voyages/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace voyages {
namespace {

using testing::Engine;

std::string Bytes(const v1::GameState& s) {
  std::string out;
  google::protobuf::io::StringOutputStream stream(&out);
  google::protobuf::io::CodedOutputStream coded(&stream);
  coded.SetSerializationDeterministic(true);
  s.SerializeToCodedStream(&coded);
  return out;
}

TEST(Hidden, V12_OnlyTheGeneratorIsHidden) {
  for (bool external : {false, true}) {
    absl::StatusOr<NewGameResult> g = Engine().NewGame(testing::NewSetup(3, 11, external));
    ASSERT_TRUE(g.ok());
    v1::GameState state = g->state;
    for (int step = 0; step < 30; ++step) {
      absl::StatusOr<v1::GameState> spectator = Engine().View(state, kSpectator);
      ASSERT_TRUE(spectator.ok());
      for (int seat = 0; seat < 3; ++seat) {
        absl::StatusOr<v1::GameState> view = Engine().View(state, seat);
        ASSERT_TRUE(view.ok());
        EXPECT_EQ(Bytes(*view), Bytes(*spectator));
      }
      pb::State full, seen;
      ASSERT_TRUE(state.payload().UnpackTo(&full));
      ASSERT_TRUE(spectator->payload().UnpackTo(&seen));
      EXPECT_EQ(seen.rng_state(), 0u);
      full.set_rng_state(0);
      EXPECT_EQ(full.SerializeAsString(), seen.SerializeAsString());
      absl::StatusOr<v1::GameState> other = Engine().ResampleHidden(state, 0, 1234 + step);
      ASSERT_TRUE(other.ok());
      pb::State redrawn;
      ASSERT_TRUE(other->payload().UnpackTo(&redrawn));
      pb::State orig;
      ASSERT_TRUE(state.payload().UnpackTo(&orig));
      if (!external) EXPECT_NE(redrawn.rng_state(), orig.rng_state());
      redrawn.set_rng_state(orig.rng_state());
      EXPECT_EQ(redrawn.SerializeAsString(), orig.SerializeAsString());
      absl::StatusOr<v1::GameState> other_view = Engine().View(*other, 1);
      ASSERT_TRUE(other_view.ok());
      EXPECT_EQ(Bytes(*other_view), Bytes(*spectator));
      // Play on: chance or seat 0..2, the first listed action; every event public.
      absl::StatusOr<v1::TurnStatus> t = Engine().Turn(state);
      ASSERT_TRUE(t.ok());
      if (t->outcome().status() == v1::OUTCOME_STATUS_FINISHED) break;
      const int actor = t->chance_pending() ? kChance : t->acting_seats(step % t->acting_seats_size());
      absl::StatusOr<std::vector<google::protobuf::Any>> legal = Engine().LegalActions(state, actor);
      ASSERT_TRUE(legal.ok() && !legal->empty());
      absl::StatusOr<ApplyResult> r = Engine().Apply(state, actor, (*legal)[legal->size() / 2]);
      ASSERT_TRUE(r.ok() && r->legal);
      for (const v1::Event& e : r->events) EXPECT_EQ(e.visibility(), v1::VISIBILITY_PUBLIC);
      state = r->state;
    }
  }
}

}  // namespace
}  // namespace voyages
}  // namespace arbiter
