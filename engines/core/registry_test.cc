#include "engines/core/registry.h"

#include "engines/core/proto_position.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace {

class FakeGame : public Game {
 public:
  explicit FakeGame(std::string id) { info_.set_game_id(id); }
  const v1::GameInfo& Info() const override { return info_; }
  absl::StatusOr<NewGameResult> NewGame(const v1::GameSetup&) const override {
    return absl::UnimplementedError("fake");
  }
  absl::StatusOr<ApplyResult> Apply(const v1::GameState&, int,
                                    const google::protobuf::Any&) const override {
    return absl::UnimplementedError("fake");
  }
  absl::StatusOr<std::vector<google::protobuf::Any>> LegalActions(const v1::GameState&,
                                                                  int) const override {
    return absl::UnimplementedError("fake");
  }
  absl::StatusOr<v1::GameState> View(const v1::GameState&, int) const override {
    return absl::UnimplementedError("fake");
  }
  absl::Status Check(const v1::GameState&) const override { return absl::OkStatus(); }
  absl::StatusOr<v1::TurnStatus> Turn(const v1::GameState&) const override {
    return v1::TurnStatus();
  }
  absl::StatusOr<std::unique_ptr<Position>> DecodePosition(
      const v1::GameState& state) const override {
    return ProtoPosition::Make(*this, state);
  }
  absl::StatusOr<v1::GameState> ResampleHidden(const v1::GameState& s, int,
                                               uint64_t) const override {
    return s;
  }

 private:
  v1::GameInfo info_;
};

TEST(RegistryTest, FindsByIdAndListsInOrder) {
  Registry r;
  ASSERT_TRUE(r.Register(std::make_unique<FakeGame>("b")).ok());
  ASSERT_TRUE(r.Register(std::make_unique<FakeGame>("a")).ok());
  EXPECT_EQ(r.Register(std::make_unique<FakeGame>("a")).code(),
            absl::StatusCode::kAlreadyExists);
  ASSERT_EQ(r.List().size(), 2u);
  EXPECT_EQ(r.List()[0]->Info().game_id(), "a");
  EXPECT_NE(r.Find("b"), nullptr);
  EXPECT_EQ(r.Find("c"), nullptr);
  EXPECT_EQ(r.Get("c").status().code(), absl::StatusCode::kNotFound);
}

}  // namespace
}  // namespace arbiter
