// Jump Drive's native Position (position.h) against the proto path: CheckPositionAgreement
// (engines/core/testing/position_agreement.h) on seeded random games of every seat count, in
// both randomness modes, over every option value (start_hands, war_propaganda_tie,
// convoy_same_round) and over a supplied pack (GameState.content carried whole); then hostile
// inputs through the Position (an action of another type, unparsable or with no move, actors
// out of range, PlayListed / ListedAction without a list or outside it) answering statuses and
// leaving the position unchanged.
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "engines/core/content.h"
#include "engines/core/digest.h"
#include "engines/core/envelope.h"
#include "engines/core/testing/position_agreement.h"
#include "engines/jump_drive/content.inc"
#include "engines/jump_drive/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace jump_drive {
namespace {

using testing::Engine;
using testing::NewSetup;

// The built-in pack as a supplied one, with four preset hands (R19) of its first deck cards.
pb::Pack SuppliedPack() {
  pb::Pack p;
  EXPECT_TRUE(ParseContentFile(kBuiltInContent[0].name, kBuiltInContent[0].text, &p).ok());
  p.set_id("supplied_copy");
  int next = 0;
  for (const char* letter : {"A", "B", "C", "D"}) {
    pb::PresetHand* h = p.add_preset_hands();
    h->set_letter(letter);
    for (int k = 0; k < 5; ++k) h->add_cards(p.cards(next++ % p.cards_size()).id());
  }
  return p;
}

v1::GameState Start(const v1::GameSetup& setup) {
  absl::StatusOr<NewGameResult> g = Engine().NewGame(setup);
  EXPECT_TRUE(g.ok()) << g.status();
  return g.ok() ? g->state : v1::GameState();
}

struct Case {
  std::string name;
  std::map<std::string, std::string> options;
  bool supplied = false;
};

class JumpDrivePositionAgreement : public ::testing::TestWithParam<Case> {};

TEST_P(JumpDrivePositionAgreement, AgreesWithTheProtoPath) {
  const pb::Pack pack = SuppliedPack();
  for (int seats = kMinSeats; seats <= kMaxSeats; ++seats) {
    for (bool external : {false, true}) {
      const uint64_t seed = 100 * seats + (external ? 7 : 3);
      v1::GameSetup setup = NewSetup(seats, seed, GetParam().supplied ? &pack : nullptr, external);
      for (const auto& [k, v] : GetParam().options) (*setup.mutable_options())[k] = v;
      const v1::GameState start = Start(setup);
      absl::Status s = arbiter::testing::CheckPositionAgreement(
          Engine(), start, {.seed = seed, .max_steps = 1500, .probe_every = 3});
      EXPECT_TRUE(s.ok()) << seats << " seats, " << (external ? "EXTERNAL" : "SEEDED") << ": "
                          << s;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(
    Options, JumpDrivePositionAgreement,
    ::testing::Values(Case{"defaults", {}},
                      Case{"nearest_clockwise", {{"war_propaganda_tie", "nearest_clockwise"}}},
                      Case{"no_convoy_same_round", {{"convoy_same_round", "false"}}},
                      Case{"supplied", {}, true},
                      Case{"supplied_preset",
                           {{"start_hands", "preset"},
                            {"war_propaganda_tie", "nearest_clockwise"},
                            {"convoy_same_round", "false"}},
                           true}),
    [](const ::testing::TestParamInfo<Case>& i) { return i.param.name; });

// The supplied pack is written back into every encoded state, as Game::Apply does.
TEST(JumpDrivePosition, SuppliedPackIsCarried) {
  const pb::Pack pack = SuppliedPack();
  const v1::GameState start = Start(NewSetup(3, 5, &pack));
  ASSERT_TRUE(start.content().has_supplied());
  absl::StatusOr<std::unique_ptr<Position>> p = Engine().DecodePosition(start);
  ASSERT_TRUE(p.ok()) << p.status();
  std::vector<int> deciders;
  (*p)->Deciders(&deciders);
  ASSERT_FALSE(deciders.empty());
  ASSERT_TRUE((*p)->ListLegal(deciders[0]).ok());
  ASSERT_TRUE((*p)->PlayListed(0, nullptr).ok());
  absl::StatusOr<v1::GameState> encoded = (*p)->Encode();
  ASSERT_TRUE(encoded.ok());
  EXPECT_EQ(DeterministicBytes(encoded->content()), DeterministicBytes(start.content()));
}

TEST(JumpDrivePosition, DecodeRefusesWhatCheckRefuses) {
  v1::GameState broken = Start(NewSetup(2, 1));
  broken.mutable_payload()->set_value("\xff\xff garbage");
  const absl::Status check = Engine().Check(broken);
  ASSERT_FALSE(check.ok());
  absl::StatusOr<std::unique_ptr<Position>> p = Engine().DecodePosition(broken);
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.status(), check);
}

class JumpDrivePositionHostile : public ::testing::Test {
 protected:
  void SetUp() override {
    start_ = Start(NewSetup(3, 1));
    absl::StatusOr<std::unique_ptr<Position>> p = Engine().DecodePosition(start_);
    ASSERT_TRUE(p.ok()) << p.status();
    p_ = *std::move(p);
    before_ = Bytes();
  }
  std::string Bytes() const {
    absl::StatusOr<v1::GameState> g = p_->Encode();
    return g.ok() ? DeterministicBytes(*g) : "";
  }

  v1::GameState start_;
  std::unique_ptr<Position> p_;
  std::string before_;
};

TEST_F(JumpDrivePositionHostile, BadActionTypes) {
  google::protobuf::Any other;
  other.PackFrom(pb::State());
  google::protobuf::Any garbage = ::arbiter::Pack(testing::PayA("filler"));
  garbage.set_value("\xff\xff\xff");
  const google::protobuf::Any empty = ::arbiter::Pack(pb::Action());
  for (const google::protobuf::Any& a : {other, garbage, empty}) {
    absl::StatusOr<bool> r = p_->Apply(0, a, nullptr, nullptr);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
    EXPECT_TRUE(absl::StartsWith(r.status().message(), "action:")) << r.status();
    EXPECT_EQ(r.status(), Engine().Apply(start_, 0, a).status());
  }
  EXPECT_EQ(Bytes(), before_);
}

TEST_F(JumpDrivePositionHostile, ActorOutOfRange) {
  const google::protobuf::Any a = ::arbiter::Pack(testing::ExploreA());
  for (int actor : {3, 4, -2, -9, 1 << 30}) {
    absl::StatusOr<bool> r = p_->Apply(actor, a, nullptr, nullptr);
    ASSERT_FALSE(r.ok()) << actor;
    EXPECT_TRUE(absl::StartsWith(r.status().message(), "actor")) << r.status();
    EXPECT_EQ(r.status(), Engine().Apply(start_, actor, a).status());
    EXPECT_EQ(p_->ListLegal(actor).status().code(), absl::StatusCode::kInvalidArgument);
    EXPECT_FALSE(p_->Decides(actor));
  }
  EXPECT_EQ(Bytes(), before_);
}

TEST_F(JumpDrivePositionHostile, IllegalActionLeavesThePositionAsItWas) {
  absl::StatusOr<int> n = p_->ListLegal(0);
  ASSERT_TRUE(n.ok());
  ASSERT_GT(*n, 0);
  // Setup discard: a PAY is not the pending step.
  const google::protobuf::Any pay = ::arbiter::Pack(testing::PayA("filler"));
  v1::Violation v;
  absl::StatusOr<bool> r = p_->Apply(0, pay, &v, nullptr);
  ASSERT_TRUE(r.ok());
  EXPECT_FALSE(*r);
  absl::StatusOr<ApplyResult> ref = Engine().Apply(start_, 0, pay);
  ASSERT_TRUE(ref.ok());
  EXPECT_EQ(DeterministicBytes(v), DeterministicBytes(ref->violation));
  EXPECT_EQ(Bytes(), before_);
  // The list survives an illegal action.
  EXPECT_TRUE(p_->PlayListed(0, nullptr).ok());
  EXPECT_NE(Bytes(), before_);
}

TEST_F(JumpDrivePositionHostile, PlayListedWithoutListOrOutside) {
  absl::Status s = p_->PlayListed(0, nullptr);
  EXPECT_EQ(s.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_TRUE(absl::StartsWith(s.message(), "index:")) << s;
  google::protobuf::Any out;
  EXPECT_EQ(p_->ListedAction(0, &out).code(), absl::StatusCode::kFailedPrecondition);
  absl::StatusOr<int> n = p_->ListLegal(1);
  ASSERT_TRUE(n.ok());
  for (int bad : {-1, *n, *n + 5, -(1 << 30)}) {
    EXPECT_EQ(p_->PlayListed(bad, nullptr).code(), absl::StatusCode::kFailedPrecondition) << bad;
    EXPECT_EQ(p_->ListedAction(bad, &out).code(), absl::StatusCode::kFailedPrecondition) << bad;
  }
  EXPECT_EQ(Bytes(), before_);
  // Chance lists nothing in SEEDED mode; a list of nothing has no index 0.
  absl::StatusOr<int> none = p_->ListLegal(kChance);
  ASSERT_TRUE(none.ok());
  EXPECT_EQ(*none, 0);
  EXPECT_EQ(p_->PlayListed(0, nullptr).code(), absl::StatusCode::kFailedPrecondition);
  // A played list is gone.
  ASSERT_TRUE(p_->ListLegal(1).ok());
  ASSERT_TRUE(p_->PlayListed(0, nullptr).ok());
  EXPECT_EQ(p_->PlayListed(0, nullptr).code(), absl::StatusCode::kFailedPrecondition);
}

}  // namespace
}  // namespace jump_drive
}  // namespace arbiter
