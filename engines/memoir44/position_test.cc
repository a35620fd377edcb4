// Memoir '44's native Position (position.h) against the proto path: CheckPositionAgreement
// (engines/core/testing/position_agreement.h) on seeded random games of several scenarios, in
// both randomness modes and on a supplied scenario; then hostile inputs through the Position
// (an action of another type or unparsable, actors out of range, PlayListed / ListedAction
// without a list or outside it) answering statuses and leaving the position unchanged.
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "engines/core/content.h"
#include "engines/core/digest.h"
#include "engines/core/envelope.h"
#include "engines/core/testing/position_agreement.h"
#include "engines/memoir44/content.inc"
#include "engines/memoir44/memoir44.h"
#include "engines/memoir44/state.h"
#include "gtest/gtest.h"

namespace arbiter::memoir44 {
namespace {

const Memoir44& TheGame() {
  static const Memoir44* const game = new Memoir44();
  return *game;
}

v1::GameSetup NewSetup(const std::string& scenario, v1::RandomnessMode mode, uint64_t seed) {
  v1::GameSetup setup;
  setup.set_game_id("memoir44");
  setup.set_seat_count(2);
  setup.mutable_randomness()->set_mode(mode);
  setup.mutable_randomness()->set_seed(seed);
  if (!scenario.empty()) (*setup.mutable_options())["scenario"] = scenario;
  return setup;
}

v1::GameState Start(const v1::GameSetup& setup) {
  absl::StatusOr<NewGameResult> g = TheGame().NewGame(setup);
  EXPECT_TRUE(g.ok()) << g.status();
  return g.ok() ? g->state : v1::GameState();
}

struct Case {
  std::string scenario;
  v1::RandomnessMode mode;
};

class Memoir44PositionAgreement : public ::testing::TestWithParam<Case> {};

TEST_P(Memoir44PositionAgreement, AgreesWithTheProtoPath) {
  for (uint64_t seed : {1, 2}) {
    const v1::GameState start = Start(NewSetup(GetParam().scenario, GetParam().mode, seed));
    absl::Status s = testing::CheckPositionAgreement(
        TheGame(), start, {.seed = seed * 31 + 5, .max_steps = 1500, .probe_every = 4});
    EXPECT_TRUE(s.ok()) << GetParam().scenario << " seed " << seed << ": " << s;
  }
}

std::vector<Case> Cases() {
  std::vector<Case> out;
  for (const char* name : {"pegasus_bridge", "sainte_mere_eglise", "sword_beach",
                           "arnhem_bridge", "counter_attack_on_mortain", "toulon", "vassieux"}) {
    out.push_back({name, v1::RANDOMNESS_MODE_SEEDED});
    out.push_back({name, v1::RANDOMNESS_MODE_EXTERNAL});
  }
  return out;
}

INSTANTIATE_TEST_SUITE_P(Scenarios, Memoir44PositionAgreement, ::testing::ValuesIn(Cases()),
                         [](const ::testing::TestParamInfo<Case>& i) {
                           return i.param.scenario +
                                  (i.param.mode == v1::RANDOMNESS_MODE_SEEDED ? "_seeded"
                                                                              : "_external");
                         });

// A scenario the platform supplies: GameState.content carries it whole, and every Encode
// writes it back as Game::Apply does.
TEST(Memoir44Position, SuppliedScenarioIsCarried) {
  pb::Scenario scenario;
  bool found = false;
  for (const EmbeddedContentFile& f : kBuiltInContent) {
    if (std::string(f.name) != "st_vith") continue;
    ASSERT_TRUE(ParseContentFile(f.name, f.text, &scenario).ok());
    found = true;
  }
  ASSERT_TRUE(found);
  for (v1::RandomnessMode mode : {v1::RANDOMNESS_MODE_SEEDED, v1::RANDOMNESS_MODE_EXTERNAL}) {
    v1::GameSetup setup = NewSetup("", mode, 3);
    setup.mutable_content()->mutable_supplied()->PackFrom(scenario);
    const v1::GameState start = Start(setup);
    ASSERT_TRUE(start.content().has_supplied());
    absl::Status s = testing::CheckPositionAgreement(TheGame(), start, {.seed = 11});
    EXPECT_TRUE(s.ok()) << s;
    absl::StatusOr<std::unique_ptr<Position>> p = TheGame().DecodePosition(start);
    ASSERT_TRUE(p.ok()) << p.status();
    absl::StatusOr<v1::GameState> encoded = (*p)->Encode();
    ASSERT_TRUE(encoded.ok());
    EXPECT_EQ(DeterministicBytes(encoded->content()), DeterministicBytes(start.content()));
  }
}

TEST(Memoir44Position, DecodeRefusesWhatCheckRefuses) {
  v1::GameState broken = Start(NewSetup("pegasus_bridge", v1::RANDOMNESS_MODE_SEEDED, 1));
  broken.mutable_payload()->set_value("\xff\xff garbage");
  const absl::Status check = TheGame().Check(broken);
  ASSERT_FALSE(check.ok());
  absl::StatusOr<std::unique_ptr<Position>> p = TheGame().DecodePosition(broken);
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.status(), check);
}

class Memoir44PositionHostile : public ::testing::Test {
 protected:
  void SetUp() override {
    start_ = Start(NewSetup("pegasus_bridge", v1::RANDOMNESS_MODE_SEEDED, 1));
    absl::StatusOr<std::unique_ptr<Position>> p = TheGame().DecodePosition(start_);
    ASSERT_TRUE(p.ok()) << p.status();
    p_ = *std::move(p);
    before_ = Bytes();
  }
  std::string Bytes() const {
    absl::StatusOr<v1::GameState> g = p_->Encode();
    return g.ok() ? DeterministicBytes(*g) : "";
  }
  int Seat() const { return p_->Turn().acting_seats(0); }

  v1::GameState start_;
  std::unique_ptr<Position> p_;
  std::string before_;
};

TEST_F(Memoir44PositionHostile, ActionOfAnotherTypeOrUnparsable) {
  google::protobuf::Any other;
  other.PackFrom(pb::State());
  v1::Violation v;
  absl::StatusOr<bool> r = p_->Apply(Seat(), other, &v, nullptr);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(absl::StartsWith(r.status().message(), "action:")) << r.status();
  google::protobuf::Any garbage;
  pb::Action play;
  play.mutable_play()->set_card_id(1);
  PackInto(play, &garbage);
  garbage.set_value("\xff\xff\xff");
  r = p_->Apply(Seat(), garbage, &v, nullptr);
  ASSERT_FALSE(r.ok());
  EXPECT_TRUE(absl::StartsWith(r.status().message(), "action:")) << r.status();
  // The same statuses as Game::Apply's.
  EXPECT_EQ(r.status(), TheGame().Apply(start_, Seat(), garbage).status());
  EXPECT_EQ(Bytes(), before_);
}

TEST_F(Memoir44PositionHostile, ActorOutOfRange) {
  pb::Action end;
  end.mutable_end_turn();
  const google::protobuf::Any a = Pack(end);
  for (int actor : {2, 3, -2, -7, 1 << 30}) {
    absl::StatusOr<bool> r = p_->Apply(actor, a, nullptr, nullptr);
    ASSERT_FALSE(r.ok()) << actor;
    EXPECT_TRUE(absl::StartsWith(r.status().message(), "actor")) << r.status();
    EXPECT_EQ(r.status(), TheGame().Apply(start_, actor, a).status());
    absl::StatusOr<int> n = p_->ListLegal(actor);
    ASSERT_FALSE(n.ok());
    EXPECT_EQ(n.status().code(), absl::StatusCode::kInvalidArgument);
    EXPECT_FALSE(p_->Decides(actor));
  }
  EXPECT_EQ(Bytes(), before_);
}

TEST_F(Memoir44PositionHostile, IllegalActionLeavesThePositionAsItWas) {
  absl::StatusOr<int> n = p_->ListLegal(Seat());
  ASSERT_TRUE(n.ok());
  ASSERT_GT(*n, 0);
  pb::Action end;
  end.mutable_end_turn();  // PHASE_PLAY: not the pending step
  v1::Violation v;
  absl::StatusOr<bool> r = p_->Apply(Seat(), Pack(end), &v, nullptr);
  ASSERT_TRUE(r.ok());
  EXPECT_FALSE(*r);
  absl::StatusOr<ApplyResult> ref = TheGame().Apply(start_, Seat(), Pack(end));
  ASSERT_TRUE(ref.ok());
  EXPECT_EQ(DeterministicBytes(v), DeterministicBytes(ref->violation));
  EXPECT_EQ(Bytes(), before_);
  // The list survives an illegal action.
  EXPECT_TRUE(p_->PlayListed(0, nullptr).ok());
  EXPECT_NE(Bytes(), before_);
}

TEST_F(Memoir44PositionHostile, PlayListedWithoutListOrOutside) {
  absl::Status s = p_->PlayListed(0, nullptr);
  EXPECT_EQ(s.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_TRUE(absl::StartsWith(s.message(), "index:")) << s;
  google::protobuf::Any out;
  EXPECT_EQ(p_->ListedAction(0, &out).code(), absl::StatusCode::kFailedPrecondition);
  absl::StatusOr<int> n = p_->ListLegal(Seat());
  ASSERT_TRUE(n.ok());
  for (int bad : {-1, *n, *n + 5, -(1 << 30)}) {
    EXPECT_EQ(p_->PlayListed(bad, nullptr).code(), absl::StatusCode::kFailedPrecondition) << bad;
    EXPECT_EQ(p_->ListedAction(bad, &out).code(), absl::StatusCode::kFailedPrecondition) << bad;
  }
  EXPECT_EQ(Bytes(), before_);
  // The other seat lists nothing; a list of nothing has no index 0.
  absl::StatusOr<int> none = p_->ListLegal(1 - Seat());
  ASSERT_TRUE(none.ok());
  EXPECT_EQ(*none, 0);
  EXPECT_EQ(p_->PlayListed(0, nullptr).code(), absl::StatusCode::kFailedPrecondition);
  // A played list is gone.
  ASSERT_TRUE(p_->ListLegal(Seat()).ok());
  ASSERT_TRUE(p_->PlayListed(0, nullptr).ok());
  EXPECT_EQ(p_->PlayListed(0, nullptr).code(), absl::StatusCode::kFailedPrecondition);
}

}  // namespace
}  // namespace arbiter::memoir44
