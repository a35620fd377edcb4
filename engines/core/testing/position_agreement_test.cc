// CheckPositionAgreement (position_agreement.h) passes on a position that is the proto path,
// and finds each kind of disagreement a native position could have.
#include "engines/core/testing/position_agreement.h"

#include <memory>
#include <utility>

#include "engines/core/proto_position.h"
#include "engines/core/testing/card_race.h"
#include "gmock/gmock.h"
#include "gtest/gtest.h"

namespace arbiter::testing {
namespace {

using ::testing::HasSubstr;

// A position that is ProtoPosition except for one planted fault.
enum class Fault { kNone, kListsOneFewer, kWrongTurn, kDropsEvents, kStateAfterPlay };

class FaultyPosition final : public Position {
 public:
  FaultyPosition(std::unique_ptr<Position> inner, Fault fault)
      : inner_(std::move(inner)), fault_(fault) {}
  v1::TurnStatus Turn() const override {
    v1::TurnStatus t = inner_->Turn();
    if (fault_ == Fault::kWrongTurn && plays_ > 2) t.set_decision("something else");
    return t;
  }
  bool Decides(int actor) const override { return inner_->Decides(actor); }
  void Deciders(std::vector<int>* actors) const override { inner_->Deciders(actors); }
  bool Finished() const override { return inner_->Finished(); }
  absl::StatusOr<bool> Apply(int actor, const google::protobuf::Any& action,
                             v1::Violation* violation, std::vector<v1::Event>* events) override {
    absl::StatusOr<bool> r = inner_->Apply(actor, action, violation, events);
    After(r.ok() && *r, events);
    return r;
  }
  absl::StatusOr<int> ListLegal(int actor) override {
    absl::StatusOr<int> n = inner_->ListLegal(actor);
    if (n.ok() && fault_ == Fault::kListsOneFewer && *n > 1) return *n - 1;
    return n;
  }
  absl::Status PlayListed(int index, std::vector<v1::Event>* events) override {
    absl::Status s = inner_->PlayListed(index, events);
    After(s.ok(), events);
    return s;
  }
  absl::Status ListedAction(int index, google::protobuf::Any* out) const override {
    return inner_->ListedAction(index, out);
  }
  absl::StatusOr<v1::GameState> Encode() const override {
    absl::StatusOr<v1::GameState> s = inner_->Encode();
    if (s.ok() && fault_ == Fault::kStateAfterPlay && plays_ > 3) s->set_rules_version("x");
    return s;
  }
  std::unique_ptr<Position> Clone() const override {
    auto c = std::make_unique<FaultyPosition>(inner_->Clone(), fault_);
    c->plays_ = plays_;
    return c;
  }

 private:
  void After(bool played, std::vector<v1::Event>* events) {
    if (!played) return;
    ++plays_;
    if (fault_ == Fault::kDropsEvents && events != nullptr && !events->empty()) events->pop_back();
  }
  std::unique_ptr<Position> inner_;
  Fault fault_;
  int plays_ = 0;
};

// The card race, whose DecodePosition is a FaultyPosition with `fault`.
class FaultyGame final : public Game {
 public:
  FaultyGame(std::unique_ptr<Game> inner, Fault fault) : inner_(std::move(inner)), fault_(fault) {}
  const v1::GameInfo& Info() const override { return inner_->Info(); }
  absl::StatusOr<NewGameResult> NewGame(const v1::GameSetup& s) const override {
    return inner_->NewGame(s);
  }
  absl::StatusOr<ApplyResult> Apply(const v1::GameState& s, int actor,
                                    const google::protobuf::Any& a) const override {
    return inner_->Apply(s, actor, a);
  }
  absl::StatusOr<std::vector<google::protobuf::Any>> LegalActions(const v1::GameState& s,
                                                                  int actor) const override {
    return inner_->LegalActions(s, actor);
  }
  absl::StatusOr<v1::GameState> View(const v1::GameState& s, int viewer) const override {
    return inner_->View(s, viewer);
  }
  absl::Status Check(const v1::GameState& s) const override { return inner_->Check(s); }
  absl::StatusOr<v1::TurnStatus> Turn(const v1::GameState& s) const override {
    return inner_->Turn(s);
  }
  absl::StatusOr<v1::GameState> ResampleHidden(const v1::GameState& s, int viewer,
                                               uint64_t seed) const override {
    return inner_->ResampleHidden(s, viewer, seed);
  }
  absl::StatusOr<std::unique_ptr<Position>> DecodePosition(
      const v1::GameState& s) const override {
    absl::StatusOr<std::unique_ptr<Position>> p = ProtoPosition::Make(*inner_, s);
    if (!p.ok()) return p.status();
    return std::unique_ptr<Position>(new FaultyPosition(*std::move(p), fault_));
  }

 private:
  std::unique_ptr<Game> inner_;
  Fault fault_;
};

absl::Status Agreement(Fault fault) {
  absl::StatusOr<std::unique_ptr<Game>> inner = MakeCardRaceGame();
  if (!inner.ok()) return inner.status();
  FaultyGame game(*std::move(inner), fault);
  v1::GameSetup setup;
  setup.set_game_id("card_race");
  setup.set_seat_count(2);
  setup.mutable_randomness()->set_seed(5);
  absl::StatusOr<NewGameResult> g = game.NewGame(setup);
  if (!g.ok()) return g.status();
  return CheckPositionAgreement(game, g->state, {.seed = 3});
}

TEST(PositionAgreement, TheProtoPathAgreesWithItself) {
  absl::Status s = Agreement(Fault::kNone);
  EXPECT_TRUE(s.ok()) << s;
}

TEST(PositionAgreement, FindsAShortList) {
  EXPECT_THAT(Agreement(Fault::kListsOneFewer).message(), HasSubstr("ListLegal"));
}

TEST(PositionAgreement, FindsAWrongTurn) {
  EXPECT_THAT(Agreement(Fault::kWrongTurn).message(), HasSubstr("turns differ"));
}

TEST(PositionAgreement, FindsMissingEvents) {
  EXPECT_THAT(Agreement(Fault::kDropsEvents).message(), HasSubstr("events"));
}

TEST(PositionAgreement, FindsAWrongState) {
  EXPECT_THAT(Agreement(Fault::kStateAfterPlay).message(), HasSubstr("states differ"));
}

}  // namespace
}  // namespace arbiter::testing
