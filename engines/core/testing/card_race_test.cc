// The card race (card_race.h): content chosen by name or supplied, carried by the state,
// checked field by field at NewGame and in every state, and replayed from a record.
#include "engines/core/testing/card_race.h"

#include <functional>

#include "engines/core/actor.h"
#include "engines/core/digest.h"
#include "engines/core/registry.h"
#include "api/replayer.h"
#include "engines/core/testing/card_race.pb.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace arbiter::testing {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;
namespace pb = ::arbiter::testing::card_race::v1;

std::unique_ptr<Game> Game_() {
  absl::StatusOr<std::unique_ptr<Game>> game = MakeCardRaceGame();
  EXPECT_TRUE(game.ok()) << game.status();
  return game.ok() ? *std::move(game) : nullptr;
}

v1::GameSetup RaceSetup() {
  v1::GameSetup setup;
  setup.set_game_id("card_race");
  setup.set_seat_count(2);
  return setup;
}

v1::GameSetup Supplied(const google::protobuf::Any& content) {
  v1::GameSetup setup = RaceSetup();
  *setup.mutable_content()->mutable_supplied() = content;
  return setup;
}

pb::Content Unpacked(const google::protobuf::Any& any) {
  pb::Content c;
  EXPECT_TRUE(any.UnpackTo(&c));
  return c;
}

google::protobuf::Any Packed(const pb::Content& c) {
  google::protobuf::Any any;
  any.PackFrom(c);
  return any;
}

TEST(CardRaceTest, InfoListsBuiltInContent) {
  std::unique_ptr<Game> game = Game_();
  const v1::GameInfo& info = game->Info();
  EXPECT_EQ(info.content_type(), "arbiter.testing.card_race.v1.Content");
  EXPECT_TRUE(info.accepts_supplied_content());
  ASSERT_EQ(info.built_in_content_size(), 2);
  EXPECT_EQ(info.built_in_content(0).name(), "short");
  EXPECT_EQ(info.built_in_content(1).name(), "long");
  EXPECT_EQ(info.built_in_content(0).description(), "race to 10 with cards worth 1 and 2");
  EXPECT_THAT(info.built_in_content(0).source(), HasSubstr("invented"));
  EXPECT_THAT(info.built_in_content(0).confidence(), StartsWith("exact"));
  pb::Content shortest;
  shortest.set_goal(10);
  for (auto [name, value] : {std::pair{"one", 1}, std::pair{"two", 2}}) {
    pb::Card* card = shortest.add_cards();
    card->set_name(name);
    card->set_value(value);
  }
  EXPECT_EQ(info.built_in_content(0).digest(), StateDigest(shortest))
      << "SHA-256 of the content message's deterministic serialization";
}

TEST(CardRaceTest, BuiltInByDefaultAndByName) {
  std::unique_ptr<Game> game = Game_();
  absl::StatusOr<NewGameResult> g = game->NewGame(RaceSetup());
  ASSERT_TRUE(g.ok()) << g.status();
  EXPECT_EQ(g->state.content().built_in().name(), "short");
  EXPECT_EQ(g->state.content().built_in().digest(), game->Info().built_in_content(0).digest());
  absl::StatusOr<std::vector<google::protobuf::Any>> legal = game->LegalActions(g->state, 0);
  ASSERT_TRUE(legal.ok());
  EXPECT_EQ(legal->size(), 2u);

  v1::GameSetup setup = RaceSetup();
  setup.mutable_content()->mutable_built_in()->set_name("long");
  g = game->NewGame(setup);
  ASSERT_TRUE(g.ok()) << g.status();
  EXPECT_EQ(g->state.content().built_in().name(), "long");
  absl::StatusOr<ApplyResult> r = game->Apply(g->state, 0, CardRacePlay(2));
  ASSERT_TRUE(r.ok() && r->legal) << r.status();
  pb::State s;
  ASSERT_TRUE(r->state.payload().UnpackTo(&s));
  EXPECT_EQ(s.total(), 5) << "the long content's third card is worth 5";
  EXPECT_EQ(r->state.content().SerializeAsString(), g->state.content().SerializeAsString());
  r = game->Apply(r->state, 1, CardRacePlay(3));
  ASSERT_TRUE(r.ok());
  EXPECT_FALSE(r->legal);
  EXPECT_EQ(r->violation.code(), "CARD_RACE_NO_SUCH_CARD");
}

TEST(CardRaceTest, SuppliedContentIsCarriedAndPlayed) {
  std::unique_ptr<Game> game = Game_();
  absl::StatusOr<NewGameResult> g = game->NewGame(Supplied(CardRaceContent(4, {4})));
  ASSERT_TRUE(g.ok()) << g.status();
  EXPECT_EQ(Unpacked(g->state.content().supplied()).goal(), 4);
  absl::StatusOr<ApplyResult> r = game->Apply(g->state, 0, CardRacePlay(0));
  ASSERT_TRUE(r.ok() && r->legal);
  EXPECT_EQ(r->turn.outcome().status(), v1::OUTCOME_STATUS_FINISHED);
  EXPECT_EQ(r->turn.outcome().results(0).seat(), 0);
}

TEST(CardRaceTest, SuppliedContentErrorsNameTheField) {
  std::unique_ptr<Game> game = Game_();
  struct Case {
    std::function<void(pb::Content*)> mutate;
    const char* message;
  };
  const Case cases[] = {
      {[](pb::Content* c) { c->set_goal(0); }, "setup.content.supplied.goal: 0 is not in 1..100"},
      {[](pb::Content* c) { c->set_goal(101); }, "setup.content.supplied.goal: 101"},
      {[](pb::Content* c) { c->clear_cards(); }, "setup.content.supplied.cards: 0 cards"},
      {[](pb::Content* c) { for (int i = 0; i < 16; ++i) *c->add_cards() = c->cards(0); },
       "setup.content.supplied.cards: 18 cards"},
      {[](pb::Content* c) { c->mutable_cards(1)->set_name(""); },
       "setup.content.supplied.cards[1].name: '' is not 1..16 characters"},
      {[](pb::Content* c) { c->mutable_cards(1)->set_name("Bad\n"); },
       "setup.content.supplied.cards[1].name: 'Bad\\n' has a character"},
      {[](pb::Content* c) { c->mutable_cards(1)->set_name("card_a"); },
       "setup.content.supplied.cards[1].name: 'card_a' names an earlier card too"},
      {[](pb::Content* c) { c->mutable_cards(1)->set_value(-1); },
       "setup.content.supplied.cards[1].value: -1 is not in 1..10"},
      {[](pb::Content* c) { c->mutable_cards(0)->set_value(11); },
       "setup.content.supplied.cards[0].value: 11"},
  };
  const pb::Content good = Unpacked(CardRaceContent(10, {1, 2}));
  for (const Case& c : cases) {
    pb::Content bad = good;
    c.mutate(&bad);
    absl::Status s = game->NewGame(Supplied(Packed(bad))).status();
    EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument) << c.message;
    EXPECT_THAT(std::string(s.message()), StartsWith(c.message));

    // The same content in a state is refused by every call, naming state.content.supplied.
    absl::StatusOr<NewGameResult> g = game->NewGame(Supplied(Packed(good)));
    ASSERT_TRUE(g.ok());
    v1::GameState state = g->state;
    *state.mutable_content()->mutable_supplied() = Packed(bad);
    const std::string want = "state" + std::string(c.message).substr(5);
    EXPECT_THAT(std::string(game->Check(state).message()), StartsWith(want));
    EXPECT_THAT(std::string(game->Apply(state, 0, CardRacePlay(0)).status().message()), StartsWith(want));
    EXPECT_THAT(std::string(game->View(state, 1).status().message()), StartsWith(want));
    EXPECT_THAT(std::string(game->LegalActions(state, 0).status().message()), StartsWith(want));
    EXPECT_THAT(std::string(game->Turn(state).status().message()), StartsWith(want));
  }
  google::protobuf::Any garbage = CardRaceContent(10, {1});
  garbage.set_value("\xff\xff");
  EXPECT_EQ(game->NewGame(Supplied(garbage)).status().message(),
            "setup.content.supplied: not a parsable arbiter.testing.card_race.v1.Content");
}

TEST(CardRaceTest, StateFromOtherDataIsRefused) {
  std::unique_ptr<Game> game = Game_();
  absl::StatusOr<NewGameResult> g = game->NewGame(RaceSetup());
  ASSERT_TRUE(g.ok());
  v1::GameState state = g->state;
  state.mutable_content()->mutable_built_in()->set_digest(std::string(64, '0'));
  absl::Status s = game->Apply(state, 0, CardRacePlay(0)).status();
  EXPECT_EQ(s.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(std::string(s.message()), StartsWith("state.content.built_in.digest: '0000"));
  state.clear_content();
  EXPECT_THAT(std::string(game->Check(state).message()), StartsWith("state.content: missing"));
  // A total the content's cards cannot reach.
  state = g->state;
  pb::State payload;
  payload.set_total(11);  // short: goal 10, best card 2: at most 11
  state.mutable_payload()->PackFrom(payload);
  EXPECT_TRUE(game->Check(state).ok());
  payload.set_total(12);
  state.mutable_payload()->PackFrom(payload);
  EXPECT_EQ(game->Check(state).message(), "state.payload.total: 12 is not in 0..11");
}

v1::GameRecord RecordOf(const v1::GameSetup& setup, std::initializer_list<int> cards) {
  v1::GameRecord record;
  *record.mutable_setup() = setup;
  int seat = 0;
  for (int card : cards) {
    v1::RecordStep* step = record.add_steps();
    *step->mutable_actor() = ActorToProto(seat);
    *step->mutable_action() = CardRacePlay(card);
    seat = 1 - seat;
  }
  return record;
}

TEST(CardRaceTest, RecordsReplayAgainstTheSameContentOrAreRefused) {
  Registry registry;
  ASSERT_TRUE(registry.Register(Game_()).ok());
  // Supplied content travels in the record's setup.
  absl::StatusOr<v1::ReplayReport> report =
      api::ReplayRecord(registry, RecordOf(Supplied(CardRaceContent(6, {3})), {0, 0}));
  ASSERT_TRUE(report.ok()) << report.status();
  EXPECT_EQ(report->verdict(), v1::REPLAY_VERDICT_VALID);
  EXPECT_EQ(report->final_turn().outcome().status(), v1::OUTCOME_STATUS_FINISHED);

  // Built-in content pinned by digest: replays with the server's data, refused with other.
  v1::GameSetup setup = RaceSetup();
  setup.mutable_content()->mutable_built_in()->set_name("long");
  setup.mutable_content()->mutable_built_in()->set_digest(
      registry.Find("card_race")->Info().built_in_content(1).digest());
  report = api::ReplayRecord(registry, RecordOf(setup, {2, 2, 2, 2, 2, 2}));
  ASSERT_TRUE(report.ok()) << report.status();
  EXPECT_EQ(report->verdict(), v1::REPLAY_VERDICT_VALID);
  EXPECT_EQ(report->final_turn().outcome().status(), v1::OUTCOME_STATUS_FINISHED);
  setup.mutable_content()->mutable_built_in()->set_digest(std::string(64, 'f'));
  report = api::ReplayRecord(registry, RecordOf(setup, {2}));
  EXPECT_EQ(report.status().code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(std::string(report.status().message()), StartsWith("record.setup.content.built_in.digest: "));

  // Bad supplied content in a record names its field.
  report = api::ReplayRecord(registry, RecordOf(Supplied(CardRaceContent(6, {0})), {0}));
  EXPECT_EQ(report.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_THAT(std::string(report.status().message()),
              StartsWith("record.setup.content.supplied.cards[0].value: 0"));
}

}  // namespace
}  // namespace arbiter::testing
