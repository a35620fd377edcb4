// Voyages' native Position against the proto path: CheckPositionAgreement on seeded games of
// 1, 2, 3 and 5 seats, SEEDED and EXTERNAL, over every option value and a supplied map; then
// hostile inputs through the Position.
#include "engines/core/envelope.h"
#include "engines/core/testing/position_agreement.h"
#include "engines/voyages/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace voyages {
namespace {

using testing::Engine;

struct Case {
  std::string name;
  std::map<std::string, std::string> options;
  bool supplied = false;
};

class VoyagesPositionAgreement : public ::testing::TestWithParam<Case> {};

TEST_P(VoyagesPositionAgreement, AgreesWithTheProtoPath) {
  for (int seats : {1, 2, 3, 5}) {
    for (bool external : {false, true}) {
      v1::GameSetup setup = testing::NewSetup(seats, 40 + seats, external, GetParam().options);
      if (GetParam().supplied) {
        pb::MapPack m = testing::TwTestMessage();
        m.set_id("supplied");
        PackInto(m, setup.mutable_content()->mutable_supplied());
      }
      absl::StatusOr<NewGameResult> g = Engine().NewGame(setup);
      ASSERT_TRUE(g.ok()) << g.status();
      ::arbiter::testing::AgreementOptions o;
      o.seed = 7 + seats;
      o.max_steps = seats == 1 ? 400 : 90;
      o.probe_every = 5;
      absl::Status s = ::arbiter::testing::CheckPositionAgreement(Engine(), g->state, o);
      EXPECT_TRUE(s.ok()) << seats << " seats, external " << external << ": " << s;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(
    Options, VoyagesPositionAgreement,
    ::testing::Values(Case{"defaults", {}}, Case{"no_stack", {{"stack_sailors", "false"}}},
                      Case{"cumulative", {{"ocean_scoring", "cumulative"}}},
                      Case{"supplied", {}, true}),
    [](const ::testing::TestParamInfo<Case>& i) { return i.param.name; });

TEST(Position, HostileInputsLeaveItUnchanged) {
  absl::StatusOr<NewGameResult> g = Engine().NewGame(testing::NewSetup(2, 1));
  ASSERT_TRUE(g.ok());
  absl::StatusOr<std::unique_ptr<Position>> p = Engine().DecodePosition(g->state);
  ASSERT_TRUE(p.ok());
  absl::StatusOr<v1::GameState> before = (*p)->Encode();
  google::protobuf::Any wrong;
  wrong.PackFrom(pb::State());
  EXPECT_FALSE((*p)->Apply(0, wrong, nullptr, nullptr).ok());
  google::protobuf::Any empty;
  PackInto(pb::Action(), &empty);
  EXPECT_FALSE((*p)->Apply(0, empty, nullptr, nullptr).ok());
  EXPECT_FALSE((*p)->ListLegal(9).ok());
  EXPECT_FALSE((*p)->PlayListed(0, nullptr).ok());
  ASSERT_TRUE((*p)->ListLegal(0).ok());
  EXPECT_FALSE((*p)->PlayListed(-1, nullptr).ok());
  google::protobuf::Any out;
  EXPECT_FALSE((*p)->ListedAction(1 << 20, &out).ok());
  absl::StatusOr<v1::GameState> after = (*p)->Encode();
  EXPECT_EQ(before->SerializeAsString(), after->SerializeAsString());
}

}  // namespace
}  // namespace voyages
}  // namespace arbiter
