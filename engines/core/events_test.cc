#include "engines/core/events.h"

#include "arbiter/v1/violation.pb.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace {

TEST(EventsTest, PrivateEventIsRedactedForOthers) {
  v1::Violation secret, shown;
  secret.set_message("drew 4 and 6");
  shown.set_message("drew 2 cards");
  v1::Event e = PrivateEvent(secret, {1}, shown);
  EXPECT_TRUE(CanSee(e, 1));
  EXPECT_TRUE(CanSee(e, kOmniscient));
  EXPECT_FALSE(CanSee(e, 0));
  EXPECT_FALSE(CanSee(e, kSpectator));
  v1::Event r = RedactEvent(e, 0);
  v1::Violation got;
  ASSERT_TRUE(r.detail().UnpackTo(&got));
  EXPECT_EQ(got.message(), "drew 2 cards");
  EXPECT_FALSE(r.has_public_detail());
  EXPECT_EQ(r.audience_size(), 1);
  EXPECT_EQ(RedactEvent(e, 1).SerializeAsString(), e.SerializeAsString());
}

TEST(EventsTest, PublicEventIsSeenByAll) {
  v1::Event e = PublicEvent(v1::Violation());
  EXPECT_TRUE(CanSee(e, kSpectator));
  EXPECT_EQ(RedactEvents({e}, 3)[0].SerializeAsString(), e.SerializeAsString());
}

}  // namespace
}  // namespace arbiter
