// Medium test: the real gRPC server (127.0.0.1:0) with sealing on, over the core's test game
// ("race to 10"), through a real stub: every full state answered is sealed, sealed states are
// accepted on every method, unsealed and changed ones are refused, views stay open, replay
// reports withhold state_before; and a server without sealing refuses sealed states.
#include <unistd.h>

#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "absl/strings/escaping.h"
#include "arbiter/v1/rules_service.grpc.pb.h"
#include "arbiter/v1/turn.pb.h"
#include "engines/core/testing/race_game.h"
#include "gmock/gmock.h"
#include "grpcpp/grpcpp.h"
#include "gtest/gtest.h"
#include "service/server/server.h"

namespace arbiter::service {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

class SealedServer {
 public:
  // `key_lines`: the key file's text; empty: no sealing.
  SealedServer(const Registry& registry, const std::string& key_lines, const std::string& id) {
    ServerConfig config;
    config.listen = "127.0.0.1:0";
    config.shutdown_grace_seconds = 1;
    if (!key_lines.empty()) {
      char name[] = "/tmp/seal_service_test_XXXXXX";
      const int fd = mkstemp(name);
      EXPECT_GE(fd, 0);
      EXPECT_EQ(write(fd, key_lines.data(), key_lines.size()),
                static_cast<ssize_t>(key_lines.size()));
      close(fd);
      key_file_ = name;
      config.seal = {key_file_, id};
    }
    absl::StatusOr<std::unique_ptr<Server>> server = Server::Start(config, registry, {});
    EXPECT_TRUE(server.ok()) << server.status();
    if (!server.ok()) return;
    server_ = *std::move(server);
    stub_ = v1::RulesService::NewStub(
        grpc::CreateChannel(server_->address(), grpc::InsecureChannelCredentials()));
  }
  ~SealedServer() {
    server_.reset();
    if (!key_file_.empty()) std::remove(key_file_.c_str());
  }
  v1::RulesService::Stub& stub() { return *stub_; }

 private:
  std::string key_file_;
  std::unique_ptr<Server> server_;
  std::unique_ptr<v1::RulesService::Stub> stub_;
};

const std::string kOld = "old " + absl::Base64Escape(std::string(32, 'o')) + "\n";
const std::string kNew = "new " + absl::Base64Escape(std::string(32, 'n')) + "\n";

class SealServiceTest : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(registry_.Register(testing::MakeRaceGame()).ok()); }

  static absl::StatusOr<v1::GameState> NewRace(SealedServer& server) {
    v1::NewGameRequest request;
    request.mutable_setup()->set_game_id("race");
    request.mutable_setup()->set_seat_count(2);
    v1::NewGameResponse response;
    grpc::ClientContext context;
    grpc::Status status = server.stub().NewGame(&context, request, &response);
    if (!status.ok()) return absl::InternalError(status.error_message());
    return response.state();
  }

  static grpc::Status Apply(SealedServer& server, const v1::GameState& state, int seat,
                            int64_t amount, v1::ApplyActionResponse* response) {
    v1::ApplyActionRequest request;
    *request.mutable_state() = state;
    request.mutable_actor()->set_seat(seat);
    *request.mutable_action() = testing::RaceAction(amount);
    grpc::ClientContext context;
    return server.stub().ApplyAction(&context, request, response);
  }

  Registry registry_;
};

TEST_F(SealServiceTest, AFullGameTravelsSealed) {
  SealedServer server(registry_, kNew, "new");
  absl::StatusOr<v1::GameState> state = NewRace(server);
  ASSERT_TRUE(state.ok()) << state.status();
  EXPECT_TRUE(state->has_sealed());
  EXPECT_FALSE(state->has_payload());
  EXPECT_EQ(state->sealed().key_id(), "new");
  EXPECT_EQ(state->game_id(), "race");

  int seat = 0;
  bool over = false;
  for (int move = 0; move < 20 && !over; ++move) {
    v1::ListLegalActionsRequest list;
    *list.mutable_state() = *state;
    list.mutable_actor()->set_seat(seat);
    v1::ListLegalActionsResponse actions;
    grpc::ClientContext list_context;
    ASSERT_TRUE(server.stub().ListLegalActions(&list_context, list, &actions).ok());
    ASSERT_GT(actions.actions_size(), 0);

    v1::GetPlayerViewRequest view_request;
    *view_request.mutable_state() = *state;
    view_request.mutable_viewer()->set_seat(seat);
    v1::GetPlayerViewResponse view;
    grpc::ClientContext view_context;
    ASSERT_TRUE(server.stub().GetPlayerView(&view_context, view_request, &view).ok());
    EXPECT_FALSE(view.view().has_sealed());
    v1::SeatResult open;
    ASSERT_TRUE(view.view().payload().UnpackTo(&open));
    EXPECT_EQ(open.seat(), seat);

    v1::ApplyActionResponse applied;
    ASSERT_TRUE(Apply(server, *state, seat, 2, &applied).ok());
    ASSERT_TRUE(applied.legal());
    EXPECT_TRUE(applied.state().has_sealed());
    EXPECT_NE(applied.state().sealed().nonce(), state->sealed().nonce());
    *state = applied.state();
    over = applied.turn().acting_seats_size() == 0;
    seat = 1 - seat;
  }
  EXPECT_TRUE(over);
}

TEST_F(SealServiceTest, UnsealedChangedAndViewStatesAreRefused) {
  SealedServer server(registry_, kNew, "new");
  absl::StatusOr<v1::GameState> state = NewRace(server);
  ASSERT_TRUE(state.ok());

  // The open state, as a view gives it: refused on every method taking a state.
  v1::GetPlayerViewRequest view_request;
  *view_request.mutable_state() = *state;
  view_request.mutable_viewer()->set_spectator(true);
  v1::GetPlayerViewResponse view;
  grpc::ClientContext view_context;
  ASSERT_TRUE(server.stub().GetPlayerView(&view_context, view_request, &view).ok());
  v1::ApplyActionResponse response;
  grpc::Status status = Apply(server, view.view(), 0, 1, &response);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_THAT(status.error_message(), StartsWith("state.sealed: missing"));
  v1::ListLegalActionsRequest list;
  *list.mutable_state() = view.view();
  list.mutable_actor()->set_seat(0);
  v1::ListLegalActionsResponse actions;
  grpc::ClientContext list_context;
  status = server.stub().ListLegalActions(&list_context, list, &actions);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  view_request.set_allocated_state(new v1::GameState(view.view()));
  grpc::ClientContext view_again;
  status = server.stub().GetPlayerView(&view_again, view_request, &view);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT);

  // One changed ciphertext byte.
  v1::GameState changed = *state;
  std::string* ciphertext = changed.mutable_sealed()->mutable_ciphertext();
  (*ciphertext)[0] = static_cast<char>((*ciphertext)[0] ^ 1);
  status = Apply(server, changed, 0, 1, &response);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_THAT(status.error_message(), StartsWith("state.sealed: authentication failed"));
  // Missing state keeps its own message.
  v1::ApplyActionRequest empty;
  empty.mutable_actor()->set_seat(0);
  *empty.mutable_action() = testing::RaceAction(1);
  grpc::ClientContext empty_context;
  status = server.stub().ApplyAction(&empty_context, empty, &response);
  EXPECT_EQ(status.error_message(), "state: missing");
}

// A replay's caller chose the setup and the steps: under sealing its report carries no
// state_before, so ReplayGame mints no state that ApplyAction would accept (issue 24).
TEST_F(SealServiceTest, ReplayReportWithholdsStateBefore) {
  SealedServer server(registry_, kNew, "new");
  v1::ReplayGameRequest request;
  v1::GameRecord* record = request.mutable_record();
  record->mutable_setup()->set_game_id("race");
  record->mutable_setup()->set_seat_count(2);
  v1::RecordStep* step = record->add_steps();
  step->mutable_actor()->set_seat(1);  // not seat 1's turn: an illegal step
  *step->mutable_action() = testing::RaceAction(1);
  v1::ReplayGameResponse response;
  grpc::ClientContext context;
  ASSERT_TRUE(server.stub().ReplayGame(&context, request, &response).ok());
  EXPECT_EQ(response.report().verdict(), v1::REPLAY_VERDICT_ILLEGAL_STEP);
  EXPECT_EQ(response.report().step_index(), 0);
  EXPECT_TRUE(response.report().has_violation());
  EXPECT_FALSE(response.report().has_state_before());

  // The streaming replay too.
  grpc::ClientContext stream_context;
  v1::StreamReplayGameResponse streamed;
  std::unique_ptr<grpc::ClientWriter<v1::StreamReplayGameRequest>> writer =
      server.stub().StreamReplayGame(&stream_context, &streamed);
  v1::StreamReplayGameRequest header;
  *header.mutable_header() = *record;
  ASSERT_TRUE(writer->Write(header));
  writer->WritesDone();
  ASSERT_TRUE(writer->Finish().ok());
  EXPECT_EQ(streamed.report().verdict(), v1::REPLAY_VERDICT_ILLEGAL_STEP);
  EXPECT_FALSE(streamed.report().has_state_before());
}

TEST_F(SealServiceTest, RotationAcrossServers) {
  absl::StatusOr<v1::GameState> old_state;
  {
    SealedServer before(registry_, kOld, "old");
    old_state = NewRace(before);
    ASSERT_TRUE(old_state.ok());
    EXPECT_EQ(old_state->sealed().key_id(), "old");
  }
  v1::GameState next;
  {
    SealedServer during(registry_, kOld + kNew, "new");
    v1::ApplyActionResponse applied;
    ASSERT_TRUE(Apply(during, *old_state, 0, 1, &applied).ok());
    ASSERT_TRUE(applied.legal());
    EXPECT_EQ(applied.state().sealed().key_id(), "new");
    next = applied.state();
  }
  SealedServer after(registry_, kNew, "new");
  v1::ApplyActionResponse applied;
  EXPECT_TRUE(Apply(after, next, 1, 1, &applied).ok());
  grpc::Status status = Apply(after, *old_state, 0, 1, &applied);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::FAILED_PRECONDITION);
  EXPECT_THAT(status.error_message(), StartsWith("state.sealed.key_id: unknown seal key 'old'"));
}

TEST_F(SealServiceTest, ServerWithoutSealingRefusesSealedStates) {
  absl::StatusOr<v1::GameState> sealed;
  {
    SealedServer sealing(registry_, kNew, "new");
    sealed = NewRace(sealing);
    ASSERT_TRUE(sealed.ok());
  }
  SealedServer plain(registry_, "", "");
  absl::StatusOr<v1::GameState> open = NewRace(plain);
  ASSERT_TRUE(open.ok());
  EXPECT_FALSE(open->has_sealed());
  EXPECT_TRUE(open->has_payload());
  v1::ApplyActionResponse applied;
  grpc::Status status = Apply(plain, *sealed, 0, 1, &applied);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::FAILED_PRECONDITION);
  EXPECT_THAT(status.error_message(), StartsWith("state.sealed: this server does not open"));
  EXPECT_TRUE(Apply(plain, *open, 0, 1, &applied).ok());
}

TEST_F(SealServiceTest, StartRefusesABadSealConfig) {
  ServerConfig config;
  config.listen = "127.0.0.1:0";
  config.seal = {"/nonexistent/seal.keys", "k1"};
  absl::StatusOr<std::unique_ptr<Server>> server = Server::Start(config, registry_, {});
  ASSERT_FALSE(server.ok());
  EXPECT_EQ(server.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_THAT(std::string(server.status().message()),
              HasSubstr("--seal_keys_file /nonexistent/seal.keys: cannot be read"));
}

}  // namespace
}  // namespace arbiter::service
