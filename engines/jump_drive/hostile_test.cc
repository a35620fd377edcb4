// Hostile input never crashes: every wire path answers a status naming the field.
#include "absl/strings/match.h"
#include "gtest/gtest.h"
#include "engines/jump_drive/test_util.h"

namespace arbiter {
namespace jump_drive {
namespace {

using namespace testing;  // NOLINT

v1::GameState Start() {
  absl::StatusOr<NewGameResult> g = Engine().NewGame(NewSetup(2, 3));
  EXPECT_TRUE(g.ok());
  return g->state;
}

v1::GameState WithPayload(v1::GameState g, const pb::State& p) {
  g.mutable_payload()->PackFrom(p);
  return g;
}

void ExpectRefused(const v1::GameState& g, const std::string& field) {
  const absl::Status s = Engine().Check(g);
  EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument) << field << ": " << s;
  EXPECT_TRUE(absl::StartsWith(s.message(), "state.payload." + field)) << field << ": " << s;
  EXPECT_FALSE(Engine().Apply(g, 0, google::protobuf::Any()).ok());
  EXPECT_FALSE(Engine().LegalActions(g, 0).ok());
  EXPECT_FALSE(Engine().View(g, 0).ok());
  EXPECT_FALSE(Engine().Turn(g).ok());
  EXPECT_FALSE(Engine().ResampleHidden(g, 0, 1).ok());
}

TEST(Hostile, StateFields) {
  const v1::GameState g = Start();
  pb::State p;
  ASSERT_TRUE(g.payload().UnpackTo(&p));
  auto mutated = [&](auto f) {
    pb::State q = p;
    f(&q);
    return WithPayload(g, q);
  };
  ExpectRefused(mutated([](pb::State* q) { q->mutable_seats(0)->mutable_hand(0)->set_card("x"); }),
                "seats[0].hand[0].card");
  ExpectRefused(mutated([](pb::State* q) { q->mutable_seats(0)->mutable_hand(0)->set_count(-1); }),
                "seats[0].hand[0].count");
  ExpectRefused(mutated([](pb::State* q) { q->mutable_seats(1)->set_hand_count(99); }),
                "seats[1].hand_count");
  ExpectRefused(mutated([](pb::State* q) { q->add_seats(); q->add_seats(); q->add_seats(); }), "seats");
  ExpectRefused(mutated([](pb::State* q) { q->set_phase(static_cast<pb::Phase>(42)); }), "phase");
  ExpectRefused(mutated([](pb::State* q) { q->set_dealer(5); }), "dealer");
  ExpectRefused(mutated([](pb::State* q) { q->mutable_seats(0)->set_step(pb::STEP_PAY); }),
                "seats[0].");
  ExpectRefused(mutated([](pb::State* q) { q->mutable_seats(0)->add_empire("nonesuch"); }),
                "seats[0].empire[0]");
  ExpectRefused(mutated([](pb::State* q) {
                  q->mutable_draw_pile(0)->set_count(q->draw_pile(0).count() - 1);
                  q->set_draw_pile_count(q->draw_pile_count() - 1);
                }),
                "draw_pile[0].count");
  ExpectRefused(mutated([](pb::State* q) { q->add_pending_draws()->set_seat(7); }),
                "pending_draws[0].seat");
  ExpectRefused(mutated([](pb::State* q) { q->mutable_options()->set_start_hands(pb::START_HANDS_UNSPECIFIED); }),
                "options.start_hands");
  ExpectRefused(mutated([](pb::State* q) { q->mutable_seats(0)->set_vp(60); }), "seats");
  // A card missing from the deck (one copy of a 2-copy card gone from the draw pile).
  ExpectRefused(mutated([](pb::State* q) {
                  for (pb::CardCount& c : *q->mutable_draw_pile()) {
                    if (c.count() > 1) {
                      c.set_count(c.count() - 1);
                      q->set_draw_pile_count(q->draw_pile_count() - 1);
                      return;
                    }
                  }
                }),
                "seats");
}

TEST(Hostile, GarbageAndActions) {
  v1::GameState g = Start();
  v1::GameState garbage = g;
  garbage.mutable_payload()->set_value("\xff\xff\xff garbage");
  EXPECT_EQ(Engine().Check(garbage).code(), absl::StatusCode::kInvalidArgument);
  google::protobuf::Any empty_action;
  pb::Action none;
  empty_action.PackFrom(none);
  absl::StatusOr<ApplyResult> r = Engine().Apply(g, 0, empty_action);
  EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(absl::StartsWith(r.status().message(), "action"));
  EXPECT_EQ(Engine().Apply(g, 9, empty_action).status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(Engine().View(g, 9).status().code(), absl::StatusCode::kInvalidArgument);
  pb::Action bad = SetupDiscardA("nonesuch", "");
  google::protobuf::Any any;
  any.PackFrom(bad);
  r = Engine().Apply(g, 0, any);
  ASSERT_TRUE(r.ok());
  EXPECT_FALSE(r->legal);
  EXPECT_EQ(r->violation.code(), "JUMP_DRIVE_CARD_NOT_IN_HAND");
  EXPECT_EQ(r->violation.field_path(), "setup_discard.cards[0]");
  pb::Action three = SetupDiscardA("filler", "filler");
  three.mutable_setup_discard()->add_cards("filler");
  any.PackFrom(three);
  r = Engine().Apply(g, 0, any);
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->violation.code(), "JUMP_DRIVE_SETUP_DISCARD_COUNT");
}

// The state's content is checked on every call.
TEST(Hostile, ContentInState) {
  const pb::Pack pack = PackMessage(Dev("a", 1));
  absl::StatusOr<NewGameResult> g = Engine().NewGame(NewSetup(2, 3, &pack));
  ASSERT_TRUE(g.ok()) << g.status();
  pb::Pack bad = pack;
  bad.mutable_cards(0)->set_cost(-5);
  v1::GameState state = g->state;
  state.mutable_content()->mutable_supplied()->PackFrom(bad);
  const absl::Status s = Engine().Check(state);
  EXPECT_TRUE(absl::StartsWith(s.message(), "state.content.supplied.cards[0].cost:")) << s;
  v1::GameState digest = Start();
  digest.mutable_content()->mutable_built_in()->set_digest("00");
  EXPECT_EQ(Engine().Check(digest).code(), absl::StatusCode::kFailedPrecondition);
}

}  // namespace
}  // namespace jump_drive
}  // namespace arbiter
