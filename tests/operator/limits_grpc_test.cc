// The per-call limits (service/server/limits.h) through a real in-process server and client: each
// breach is RESOURCE_EXHAUSTED with the flag named, the engine's answer is not sent, and the
// metrics observer counts the rejection.
#include <memory>

#include "engines/core/registry.h"
#include "engines/core/testing/race_game.h"
#include "gmock/gmock.h"
#include "grpcpp/grpcpp.h"
#include "gtest/gtest.h"
#include "service/observability/metrics.h"
#include "service/server/server.h"

namespace arbiter::service {
namespace {

using ::testing::HasSubstr;

class LimitsGrpcTest : public ::testing::Test {
 protected:
  void Start(const ServerConfig& base) {
    ASSERT_TRUE(registry_.Register(testing::MakeRaceGame()).ok());
    metrics_ = std::make_unique<Metrics>(RulesServiceMetricsOptions(registry_));
    ServerConfig config = base;
    config.listen = "127.0.0.1:0";
    config.shutdown_grace_seconds = 1;
    absl::StatusOr<std::unique_ptr<Server>> server =
        Server::Start(config, registry_, {metrics_.get()});
    ASSERT_TRUE(server.ok()) << server.status();
    server_ = std::move(*server);
    stub_ = v1::RulesService::NewStub(
        grpc::CreateChannel(server_->address(), grpc::InsecureChannelCredentials()));
  }

  v1::NewGameResponse NewRace() {
    v1::NewGameRequest request;
    request.mutable_setup()->set_game_id("race");
    request.mutable_setup()->set_seat_count(2);
    v1::NewGameResponse response;
    grpc::ClientContext context;
    grpc::Status s = stub_->NewGame(&context, request, &response);
    EXPECT_TRUE(s.ok()) << s.error_message();
    return response;
  }

  Registry registry_;
  std::unique_ptr<Metrics> metrics_;
  std::unique_ptr<Server> server_;
  std::unique_ptr<v1::RulesService::Stub> stub_;
};

TEST_F(LimitsGrpcTest, TooManyLegalActionsIsResourceExhausted) {
  ServerConfig config;
  config.max_legal_actions = 1;  // race to 10 offers "add 1" and "add 2"
  Start(config);
  v1::ListLegalActionsRequest request;
  *request.mutable_state() = NewRace().state();
  request.mutable_actor()->set_seat(0);
  v1::ListLegalActionsResponse response;
  grpc::ClientContext context;
  grpc::Status s = stub_->ListLegalActions(&context, request, &response);
  EXPECT_EQ(s.error_code(), grpc::StatusCode::RESOURCE_EXHAUSTED);
  EXPECT_THAT(s.error_message(), HasSubstr("--max_legal_actions"));
  EXPECT_EQ(response.actions_size(), 0);
  EXPECT_THAT(metrics_->ExpositionText(),
              HasSubstr(R"(arbiter_requests_total{code="RESOURCE_EXHAUSTED",game="race",method="ListLegalActions"} 1)"));
}

TEST_F(LimitsGrpcTest, AtTheLimitIsServed) {
  ServerConfig config;
  config.max_legal_actions = 2;
  Start(config);
  v1::ListLegalActionsRequest request;
  *request.mutable_state() = NewRace().state();
  request.mutable_actor()->set_seat(0);
  v1::ListLegalActionsResponse response;
  grpc::ClientContext context;
  grpc::Status s = stub_->ListLegalActions(&context, request, &response);
  ASSERT_TRUE(s.ok()) << s.error_message();
  EXPECT_EQ(response.actions_size(), 2);
}

TEST_F(LimitsGrpcTest, OversizedStateIsResourceExhaustedBeforeTheEngine) {
  ServerConfig config;
  config.max_state_bytes = 8;
  Start(config);
  v1::GameState state = NewRace().state();
  ASSERT_GT(state.ByteSizeLong(), 8u);
  for (const char* method : {"ApplyAction", "GetPlayerView"}) {
    grpc::ClientContext context;
    grpc::Status s;
    if (std::string(method) == "ApplyAction") {
      v1::ApplyActionRequest request;
      *request.mutable_state() = state;
      request.mutable_actor()->set_seat(0);
      v1::ApplyActionResponse response;
      s = stub_->ApplyAction(&context, request, &response);
    } else {
      v1::GetPlayerViewRequest request;
      *request.mutable_state() = state;
      request.mutable_viewer()->set_seat(0);
      v1::GetPlayerViewResponse response;
      s = stub_->GetPlayerView(&context, request, &response);
    }
    EXPECT_EQ(s.error_code(), grpc::StatusCode::RESOURCE_EXHAUSTED) << method;
    EXPECT_THAT(s.error_message(), HasSubstr("--max_state_bytes")) << method;
  }
}

TEST_F(LimitsGrpcTest, TooManyReplayStepsIsResourceExhausted) {
  ServerConfig config;
  config.max_replay_steps = 2;
  Start(config);
  v1::ReplayGameRequest request;
  request.mutable_record()->mutable_setup()->set_game_id("race");
  request.mutable_record()->mutable_setup()->set_seat_count(2);
  for (int i = 0; i < 3; ++i) request.mutable_record()->add_steps()->mutable_actor()->set_seat(i % 2);
  v1::ReplayGameResponse response;
  grpc::ClientContext context;
  grpc::Status s = stub_->ReplayGame(&context, request, &response);
  EXPECT_EQ(s.error_code(), grpc::StatusCode::RESOURCE_EXHAUSTED);
  EXPECT_THAT(s.error_message(), HasSubstr("--max_replay_steps"));
}

TEST_F(LimitsGrpcTest, OversizedMessageIsRejectedByGrpc) {
  ServerConfig config;
  config.max_message_bytes = 1024;
  Start(config);
  v1::ApplyActionRequest request;
  request.mutable_state()->set_game_id(std::string(4096, 'x'));
  v1::ApplyActionResponse response;
  grpc::ClientContext context;
  grpc::Status s = stub_->ApplyAction(&context, request, &response);
  EXPECT_EQ(s.error_code(), grpc::StatusCode::RESOURCE_EXHAUSTED);
}

}  // namespace
}  // namespace arbiter::service
