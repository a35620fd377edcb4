// States and actions from a hostile client: every bad field gives INVALID_ARGUMENT naming it,
// never a crash; illegal but well-formed actions give a violation; random byte damage to a
// state always gives a status.
#include "absl/strings/match.h"
#include "engines/core/envelope.h"
#include "engines/core/rng.h"
#include "engines/voyages/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace voyages {
namespace {

using testing::Engine;

v1::GameState Start(int seats = 2, bool external = false) {
  absl::StatusOr<NewGameResult> g = Engine().NewGame(testing::NewSetup(seats, 3, external));
  EXPECT_TRUE(g.ok());
  return g->state;
}

v1::GameState With(const v1::GameState& base, const std::function<void(pb::State*)>& f) {
  pb::State p;
  EXPECT_TRUE(base.payload().UnpackTo(&p));
  f(&p);
  v1::GameState out = base;
  PackInto(p, out.mutable_payload());
  return out;
}

TEST(Hostile, BadStatesNameTheField) {
  const v1::GameState seeded = Start(), external = Start(2, true), solo = Start(1);
  struct Case {
    const v1::GameState* base;
    const char* field;
    std::function<void(pb::State*)> f;
  };
  const std::vector<Case> cases = {
      {&seeded, "sheets", [](pb::State* p) { p->clear_sheets(); }},
      {&seeded, "seat_count", [](pb::State* p) { p->mutable_sheets()->RemoveLast(); }},
      {&seeded, "seat_count", [](pb::State* p) { p->set_seat_count(3); }},
      {&seeded, "first_seat", [](pb::State* p) { p->set_first_seat(5); }},
      {&seeded, "round", [](pb::State* p) { p->set_round(0); }},
      {&seeded, "phase", [](pb::State* p) { p->set_phase(pb::PHASE_UNSPECIFIED); }},
      {&seeded, "phase", [](pb::State* p) { p->set_phase(pb::PHASE_ROLL); p->clear_dice(); }},
      {&seeded, "dice", [](pb::State* p) { p->add_dice(1); }},
      {&seeded, "dice[1]", [](pb::State* p) { p->set_dice(1, 7); }},
      {&seeded, "options.ocean_scoring", [](pb::State* p) { p->mutable_options()->clear_ocean_scoring(); }},
      {&seeded, "randomness_mode", [](pb::State* p) { p->set_randomness_mode(static_cast<v1::RandomnessMode>(9)); }},
      {&external, "rng_state", [](pb::State* p) { p->set_rng_state(5); }},
      {&external, "dice", [](pb::State* p) { p->add_dice(3); }},
      {&seeded, "sheets[1].ship", [](pb::State* p) { p->mutable_sheets(1)->mutable_ship()->set_q(40); }},
      {&seeded, "sheets[0].ship", [](pb::State* p) {
         p->mutable_sheets(0)->mutable_ship()->set_q(4);
         p->mutable_sheets(0)->mutable_ship()->set_r(1);
       }},
      {&seeded, "sheets[0].ready_regular", [](pb::State* p) { p->mutable_sheets(0)->set_ready_regular(-1); }},
      {&seeded, "sheets[0].ready_regular", [](pb::State* p) { p->mutable_sheets(0)->set_exhausted_regular(5); }},
      {&seeded, "sheets[0].cargo", [](pb::State* p) { p->mutable_sheets(0)->add_cargo(0); }},
      {&seeded, "sheets[0].cargo[0]", [](pb::State* p) { p->mutable_sheets(0)->set_cargo(0, 4); }},
      {&seeded, "sheets[0].stars", [](pb::State* p) { p->mutable_sheets(0)->set_stars(-2); }},
      {&seeded, "sheets[0].marked[0]", [](pb::State* p) { p->mutable_sheets(0)->add_marked(6); }},
      {&seeded, "sheets[0].marked[1]", [](pb::State* p) {
         p->mutable_sheets(0)->add_marked(2);
         p->mutable_sheets(0)->add_marked(1);
       }},
      {&seeded, "sheets[0].visited_islands[0]", [](pb::State* p) { p->mutable_sheets(0)->add_visited_islands("atlantis"); }},
      {&seeded, "sheets[0].explored_regions[1]", [](pb::State* p) {
         p->mutable_sheets(0)->add_explored_regions("east");
         p->mutable_sheets(0)->add_explored_regions("west");
       }},
      {&seeded, "sheets[0].collected", [](pb::State* p) { p->mutable_sheets(0)->clear_collected(); }},
      {&seeded, "sheets[0].visited_islands", [](pb::State* p) {
         pb::Coord* c = p->mutable_sheets(0)->add_collected();
         c->set_q(3);
         c->set_r(2);
       }},
      {&seeded, "sheets[0].thresholds_paid[0]", [](pb::State* p) { p->mutable_sheets(0)->add_thresholds_paid(0); }},
      {&seeded, "sheets[0].step", [](pb::State* p) { p->mutable_sheets(0)->set_step(pb::STEP_UNSPECIFIED); }},
      {&seeded, "sheets[0].stop", [](pb::State* p) { p->mutable_sheets(0)->set_stop(pb::STOP_FIRST); }},
      {&seeded, "sheets[0].stop", [](pb::State* p) { p->mutable_sheets(0)->set_step(pb::STEP_FOLLOW_UP); }},
      {&seeded, "sheets[0].step", [](pb::State* p) {
         p->mutable_sheets(0)->set_step(pb::STEP_FOLLOW_UP);
         p->mutable_sheets(0)->set_stop(pb::STOP_AGAIN);
       }},
      {&seeded, "sheets", [](pb::State* p) {
         for (pb::Sheet& s : *p->mutable_sheets()) s.set_step(pb::STEP_DONE);
       }},
      {&seeded, "sheets[0].step", [](pb::State* p) { p->set_phase(pb::PHASE_FINISHED); }},
      {&seeded, "final_round", [](pb::State* p) { p->set_final_round(7); }},
      {&solo, "final_round", [](pb::State* p) { p->set_final_round(1); }},
      {&solo, "round", [](pb::State* p) { p->set_round(17); }},
      // V9 / V11: the Dread is defeated only at a stop on it, so its space is collected (a
      // sheet claiming it otherwise would score 14 gold for a Dread it never reached).
      {&seeded, "sheets[0].dread_defeated", [](pb::State* p) { p->mutable_sheets(0)->set_dread_defeated(true); }},
  };
  for (const Case& c : cases) {
    const v1::GameState bad = With(*c.base, c.f);
    const absl::Status s = Engine().Check(bad);
    EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument) << c.field << ": " << s;
    EXPECT_TRUE(absl::StartsWith(s.message(), absl::StrCat("state.payload.", c.field, ":")))
        << c.field << " -> " << s;
    // Every method refuses it the same way.
    EXPECT_FALSE(Engine().Turn(bad).ok());
    EXPECT_FALSE(Engine().LegalActions(bad, 0).ok());
    EXPECT_FALSE(Engine().View(bad, 0).ok());
    EXPECT_FALSE(Engine().DecodePosition(bad).ok());
  }
}

TEST(Hostile, BadActionsAndActors) {
  const v1::GameState state = Start();
  google::protobuf::Any wrong;
  wrong.PackFrom(pb::State());
  EXPECT_EQ(Engine().Apply(state, 0, wrong).status().code(), absl::StatusCode::kInvalidArgument);
  google::protobuf::Any empty;
  PackInto(pb::Action(), &empty);
  EXPECT_EQ(Engine().Apply(state, 0, empty).status().code(), absl::StatusCode::kInvalidArgument);
  google::protobuf::Any garbage = empty;
  garbage.set_value("\xff\xff\xff");
  EXPECT_EQ(Engine().Apply(state, 0, garbage).status().code(), absl::StatusCode::kInvalidArgument);
  google::protobuf::Any sail;
  PackInto(testing::SailA(0, 1, 2), &sail);
  absl::StatusOr<ApplyResult> r = Engine().Apply(state, 7, sail);
  EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(absl::StartsWith(r.status().message(), "actor"));
  // Huge, well-formed but illegal actions are violations.
  pb::Action many = testing::SailA(0, 1, 2);
  for (int i = 0; i < 10000; ++i) *many.mutable_sail()->add_modifications() = testing::Reg(0, 1);
  google::protobuf::Any a;
  PackInto(many, &a);
  r = Engine().Apply(state, 0, a);
  ASSERT_TRUE(r.ok());
  EXPECT_FALSE(r->legal);
  EXPECT_EQ(r->violation.code(), "VOYAGES_NOT_ENOUGH_SAILORS");
}

// Random damage to the payload bytes: a status every time, never a crash.
TEST(Hostile, DamagedPayloads) {
  const v1::GameState state = Start(3);
  Rng rng(9);
  for (int k = 0; k < 3000; ++k) {
    v1::GameState bad = state;
    std::string bytes = bad.payload().value();
    const int edits = 1 + static_cast<int>(rng.Uniform(4));
    for (int e = 0; e < edits && !bytes.empty(); ++e) {
      bytes[rng.Uniform(bytes.size())] = static_cast<char>(rng.Uniform(256));
    }
    bad.mutable_payload()->set_value(bytes);
    absl::Status s = Engine().Check(bad);
    if (s.ok()) {
      EXPECT_TRUE(Engine().LegalActions(bad, 0).ok());
      EXPECT_TRUE(Engine().Turn(bad).ok());
    } else {
      EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument) << s;
    }
  }
}

}  // namespace
}  // namespace voyages
}  // namespace arbiter
