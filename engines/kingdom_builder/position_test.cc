// The native Position (position.h) against the proto path: CheckPositionAgreement
// (engines/core/testing/position_agreement.h) on seeded games in both randomness modes, every
// seat count, every option set that changes play (PlayoutOptionSets) and several seeds; plus
// hostile inputs through the Position, each answered with a status naming the field.
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/match.h"
#include "engines/core/envelope.h"
#include "engines/core/testing/position_agreement.h"
#include "engines/kingdom_builder/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

v1::GameState Start(int seats, const std::map<std::string, std::string>& options, bool external,
                    uint64_t seed) {
  absl::StatusOr<NewGameResult> g = TheGame().NewGame(PlayoutSetup(seats, options, external, seed));
  EXPECT_TRUE(g.ok()) << g.status();
  return g.ok() ? g->state : v1::GameState();
}

std::unique_ptr<Position> Decode(const v1::GameState& state) {
  absl::StatusOr<std::unique_ptr<Position>> p = TheGame().DecodePosition(state);
  EXPECT_TRUE(p.ok()) << p.status();
  return p.ok() ? *std::move(p) : nullptr;
}

TEST(PositionAgreement, EverySeatCountModeAndOptionSet) {
  uint64_t seed = 1;
  for (const auto& options : PlayoutOptionSets()) {
    for (bool external : {false, true}) {
      for (int seats = 2; seats <= 4; ++seats, ++seed) {
        const v1::GameState start = Start(seats, options, external, seed);
        absl::Status s =
            testing::CheckPositionAgreement(TheGame(), start, {.seed = seed, .probe_every = 7});
        EXPECT_TRUE(s.ok()) << s << " (seats " << seats << ", external " << external
                            << ", seed " << seed << ", option set " << options.size() << ")";
      }
    }
  }
}

TEST(PositionAgreement, RandomBoardsAndCardsOverSeveralSeeds) {
  for (uint64_t seed = 100; seed < 106; ++seed) {
    const std::map<std::string, std::string> options = {{"board_setup", "random"},
                                                        {"kb_cards", "random"}};
    const v1::GameState start = Start(2 + seed % 3, options, seed % 2 == 1, seed);
    absl::Status s =
        testing::CheckPositionAgreement(TheGame(), start, {.seed = seed, .probe_every = 11});
    EXPECT_TRUE(s.ok()) << s << " (seed " << seed << ")";
  }
}

// A state of format 1 decodes to the position of its format-2 twin (what every Apply answers).
TEST(PositionAgreement, AStateOfFormat1DecodesAsItsFormat2Twin) {
  const State s = NewState(3, {{"tile_loss_check", "end_of_turn"}});
  std::unique_ptr<Position> old_format = Decode(PackFormat1(s));
  ASSERT_NE(old_format, nullptr);
  absl::StatusOr<v1::GameState> encoded = old_format->Encode();
  ASSERT_TRUE(encoded.ok());
  EXPECT_EQ(encoded->state_format_version(), kStateFormat);
  EXPECT_EQ(encoded->payload().value(), PackKb(s).payload().value());
  absl::Status st = testing::CheckPositionAgreement(TheGame(), *encoded, {.seed = 3});
  EXPECT_TRUE(st.ok()) << st;
}

TEST(PositionHostile, DecodeRefusesWhatCheckRefuses) {
  v1::GameState bad = PackKb(NewState(2));
  bad.set_game_id("another_game");
  EXPECT_FALSE(TheGame().DecodePosition(bad).ok());
  v1::GameState garbage = PackKb(NewState(2));
  garbage.mutable_payload()->set_value("\xff\xff\xff");
  absl::StatusOr<std::unique_ptr<Position>> p = TheGame().DecodePosition(garbage);
  ASSERT_FALSE(p.ok());
  EXPECT_EQ(p.status().code(), absl::StatusCode::kInvalidArgument);
}

TEST(PositionHostile, BadActionsAndActorsAnswerStatusesAndLeaveThePositionAsItWas) {
  const v1::GameState start = PackKb(NewState(3));
  std::unique_ptr<Position> p = Decode(start);
  ASSERT_NE(p, nullptr);
  v1::Violation violation;

  google::protobuf::Any wrong_type;
  PackInto(v1::GameState(), &wrong_type);
  absl::StatusOr<bool> r = p->Apply(0, wrong_type, &violation, nullptr);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(absl::StartsWith(r.status().message(), "action")) << r.status();

  google::protobuf::Any unparsable;
  PackInto(BuildAt(4, 4), &unparsable);
  unparsable.set_value("\xff\xff");
  EXPECT_EQ(p->Apply(0, unparsable, &violation, nullptr).status().code(),
            absl::StatusCode::kInvalidArgument);

  google::protobuf::Any empty;
  PackInto(pb::Action(), &empty);
  EXPECT_EQ(p->Apply(0, empty, &violation, nullptr).status().code(),
            absl::StatusCode::kInvalidArgument);

  google::protobuf::Any build;
  PackInto(BuildAt(4, 4), &build);
  for (int actor : {3, 4, -2, 1000, -1000}) {
    absl::StatusOr<bool> a = p->Apply(actor, build, &violation, nullptr);
    ASSERT_FALSE(a.ok()) << actor;
    EXPECT_TRUE(absl::StartsWith(a.status().message(), "actor")) << a.status();
    absl::StatusOr<int> n = p->ListLegal(actor);
    ASSERT_FALSE(n.ok()) << actor;
    EXPECT_TRUE(absl::StartsWith(n.status().message(), "actor")) << n.status();
    EXPECT_FALSE(p->Decides(actor));
  }

  // Not this seat's turn: a violation, the position unchanged.
  absl::StatusOr<bool> not_yours = p->Apply(1, build, &violation, nullptr);
  ASSERT_TRUE(not_yours.ok()) << not_yours.status();
  EXPECT_FALSE(*not_yours);
  EXPECT_FALSE(violation.code().empty());

  absl::StatusOr<v1::GameState> after = p->Encode();
  ASSERT_TRUE(after.ok());
  EXPECT_EQ(after->payload().value(), start.payload().value());
}

TEST(PositionHostile, PlayListedWithoutAListOrOutOfRangeAnswersIndexErrors) {
  std::unique_ptr<Position> p = Decode(PackKb(NewState(2)));
  ASSERT_NE(p, nullptr);
  google::protobuf::Any out;
  absl::Status none = p->PlayListed(0, nullptr);
  EXPECT_EQ(none.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_TRUE(absl::StartsWith(none.message(), "index")) << none;
  EXPECT_EQ(p->ListedAction(0, &out).code(), absl::StatusCode::kFailedPrecondition);

  absl::StatusOr<int> n = p->ListLegal(0);
  ASSERT_TRUE(n.ok()) << n.status();
  ASSERT_GT(*n, 0);
  for (int index : {-1, *n, *n + 1000}) {
    absl::Status s = p->PlayListed(index, nullptr);
    EXPECT_EQ(s.code(), absl::StatusCode::kFailedPrecondition) << index;
    EXPECT_TRUE(absl::StartsWith(s.message(), "index")) << s;
    EXPECT_EQ(p->ListedAction(index, &out).code(), absl::StatusCode::kFailedPrecondition);
  }
  // The seat not deciding lists nothing: every index is out of range.
  absl::StatusOr<int> other = p->ListLegal(1);
  ASSERT_TRUE(other.ok());
  EXPECT_EQ(*other, 0);
  EXPECT_EQ(p->PlayListed(0, nullptr).code(), absl::StatusCode::kFailedPrecondition);

  // A list is spent once played: the next PlayListed needs a new one.
  ASSERT_TRUE(p->ListLegal(0).ok());
  ASSERT_TRUE(p->PlayListed(0, nullptr).ok());
  EXPECT_EQ(p->PlayListed(0, nullptr).code(), absl::StatusCode::kFailedPrecondition);
}

TEST(PositionHostile, AFinishedGameDecidesNothing) {
  v1::GameSetup setup = PlayoutSetup(2, {}, false, 9);
  absl::StatusOr<NewGameResult> g = TheGame().NewGame(setup);
  ASSERT_TRUE(g.ok());
  std::unique_ptr<Position> p = Decode(g->state);
  ASSERT_NE(p, nullptr);
  std::vector<int> deciders;
  int steps = 0;
  for (; steps < 5000 && !p->Finished(); ++steps) {
    p->Deciders(&deciders);
    ASSERT_EQ(deciders.size(), 1u);
    absl::StatusOr<int> n = p->ListLegal(deciders[0]);
    ASSERT_TRUE(n.ok() && *n > 0);
    ASSERT_TRUE(p->PlayListed(steps % *n, nullptr).ok());
  }
  ASSERT_TRUE(p->Finished());
  EXPECT_EQ(p->Turn().outcome().status(), v1::OUTCOME_STATUS_FINISHED);
  p->Deciders(&deciders);
  EXPECT_TRUE(deciders.empty());
  for (int actor = kChance; actor < 2; ++actor) {
    EXPECT_FALSE(p->Decides(actor));
    absl::StatusOr<int> n = p->ListLegal(actor);
    ASSERT_TRUE(n.ok());
    EXPECT_EQ(*n, 0);
  }
  google::protobuf::Any end;
  PackInto(EndTurnAction(), &end);
  v1::Violation violation;
  absl::StatusOr<bool> r = p->Apply(0, end, &violation, nullptr);
  ASSERT_TRUE(r.ok());
  EXPECT_FALSE(*r);
  EXPECT_FALSE(violation.code().empty());
}

}  // namespace
}  // namespace kingdom_builder
}  // namespace arbiter
