// Reflection mutations of actions (internal/mutation.h), on the toy game's Action message.
#include "tests/conformance/internal/mutation.h"

#include <set>

#include "gtest/gtest.h"
#include "tests/conformance/testing/toy_cards.pb.h"

namespace arbiter::conformance::internal {
namespace {

namespace pb = ::arbiter::testing::toy_cards::v1;

TEST(MutationTest, CoversFieldsRepeatedElementsAndOneofs) {
  pb::Action play;
  play.mutable_play()->add_values(2);
  play.mutable_play()->add_values(3);
  google::protobuf::Any any;
  any.PackFrom(play);
  const std::vector<Mutation> ms = MutationsOf(any);
  std::set<std::string> labels;
  for (const Mutation& m : ms) {
    labels.insert(m.label);
    EXPECT_EQ(m.action.type_url(), any.type_url());
    pb::Action parsed;
    ASSERT_TRUE(parsed.ParseFromString(m.action.value())) << m.label;
    EXPECT_NE(parsed.SerializeAsString(), play.SerializeAsString()) << m.label;
  }
  for (const char* want :
       {"play.values[0]=3", "play.values[0]=1", "play.values[1]=-2147483648",
        "play.values[1]=2147483647", "play.values: drop [0]", "play.values: duplicate [1]",
        "play.values: swap first and last", "play.values: clear", "clear oneof kind",
        "switch oneof kind to draw", "switch oneof kind to chance"}) {
    EXPECT_EQ(labels.count(want), 1u) << "missing mutation " << want;
  }
  // Dropping element 0 leaves {3}.
  for (const Mutation& m : ms) {
    if (m.label != "play.values: drop [0]") continue;
    pb::Action parsed;
    ASSERT_TRUE(parsed.ParseFromString(m.action.value()));
    ASSERT_EQ(parsed.play().values_size(), 1);
    EXPECT_EQ(parsed.play().values(0), 3);
  }
}

TEST(MutationTest, UnknownTypeGivesNoMutations) {
  google::protobuf::Any any;
  any.set_type_url("type.googleapis.com/no.such.Type");
  any.set_value("abc");
  EXPECT_TRUE(MutationsOf(any).empty());
}

}  // namespace
}  // namespace arbiter::conformance::internal
