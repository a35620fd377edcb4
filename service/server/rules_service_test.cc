// Medium test: the real gRPC server on 127.0.0.1:0 over a registry holding the core's test game
// ("race to 10"), called through a real stub. Checks the handler mapping: answers, gRPC codes,
// field paths in error messages, size limit, and what the CallObservers see.
#include <atomic>
#include <future>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "arbiter/v1/rules_service.grpc.pb.h"
#include "engines/core/testing/race_game.h"
#include "gmock/gmock.h"
#include "grpcpp/generic/generic_stub.h"
#include "grpcpp/grpcpp.h"
#include "gtest/gtest.h"
#include "service/server/server.h"

namespace arbiter::service {
namespace {

using ::testing::HasSubstr;
using ::testing::StartsWith;

class RecordingObserver final : public CallObserver {
 public:
  void OnCallStart(absl::string_view method) override {
    std::lock_guard<std::mutex> lock(mu_);
    starts_.emplace_back(method);
  }
  void OnCallEnd(const CallRecord& record) override {
    std::lock_guard<std::mutex> lock(mu_);
    ends_.push_back(record);
  }
  bool WantsCaller(absl::string_view) const override { return wants_caller.load(); }
  std::atomic<bool> wants_caller{true};
  std::vector<std::string> starts() {
    std::lock_guard<std::mutex> lock(mu_);
    return starts_;
  }
  std::vector<CallRecord> ends() {
    std::lock_guard<std::mutex> lock(mu_);
    return ends_;
  }

 private:
  std::mutex mu_;
  std::vector<std::string> starts_;
  std::vector<CallRecord> ends_;
};

class RulesServiceTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(registry_.Register(testing::MakeRaceGame()).ok());
    ServerConfig config;
    config.listen = "127.0.0.1:0";
    config.max_message_bytes = 64 * 1024;
    config.shutdown_grace_seconds = 1;
    absl::StatusOr<std::unique_ptr<Server>> server =
        Server::Start(config, registry_, {&observer_});
    ASSERT_TRUE(server.ok()) << server.status();
    server_ = std::move(*server);
    ASSERT_GT(server_->port(), 0);
    EXPECT_EQ(server_->address(), "127.0.0.1:" + std::to_string(server_->port()));
    grpc::ChannelArguments args;
    args.SetMaxSendMessageSize(-1);
    stub_ = v1::RulesService::NewStub(grpc::CreateCustomChannel(
        server_->address(), grpc::InsecureChannelCredentials(), args));
  }

  v1::GameState NewRace() {
    v1::NewGameRequest request;
    request.mutable_setup()->set_game_id("race");
    request.mutable_setup()->set_seat_count(2);
    v1::NewGameResponse response;
    grpc::ClientContext context;
    grpc::Status status = stub_->NewGame(&context, request, &response);
    EXPECT_TRUE(status.ok()) << status.error_message();
    return response.state();
  }

  v1::ApplyActionRequest ApplyRequest(int seat, int64_t amount) {
    v1::ApplyActionRequest request;
    *request.mutable_state() = NewRace();
    request.mutable_actor()->set_seat(seat);
    *request.mutable_action() = testing::RaceAction(amount);
    return request;
  }

  grpc::Status Apply(const v1::ApplyActionRequest& request, v1::ApplyActionResponse* response) {
    grpc::ClientContext context;
    return stub_->ApplyAction(&context, request, response);
  }

  // Sends `bytes` as they are to `method` (e.g. "ApplyAction"); the answer's bytes to `*answer`.
  grpc::Status Raw(const std::string& method, const std::string& bytes,
                   std::string* answer = nullptr) {
    grpc::GenericStub generic(grpc::CreateChannel(server_->address(),
                                                  grpc::InsecureChannelCredentials()));
    grpc::Slice slice(bytes);
    grpc::ByteBuffer request(&slice, 1);
    grpc::ByteBuffer response;
    grpc::ClientContext context;
    context.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(30));
    std::promise<grpc::Status> done;
    generic.UnaryCall(&context, "/arbiter.v1.RulesService/" + method, grpc::StubOptions(),
                      &request, &response, [&done](grpc::Status s) { done.set_value(s); });
    grpc::Status status = done.get_future().get();
    if (status.ok() && answer != nullptr) {
      std::vector<grpc::Slice> slices;
      EXPECT_TRUE(response.Dump(&slices).ok());
      answer->clear();
      for (const grpc::Slice& s : slices) {
        answer->append(reinterpret_cast<const char*>(s.begin()), s.size());
      }
    }
    return status;
  }

  Registry registry_;
  RecordingObserver observer_;
  std::unique_ptr<Server> server_;
  std::unique_ptr<v1::RulesService::Stub> stub_;
};

TEST_F(RulesServiceTest, ListGamesListsTheRegistry) {
  v1::ListGamesResponse response;
  grpc::ClientContext context;
  ASSERT_TRUE(stub_->ListGames(&context, {}, &response).ok());
  ASSERT_EQ(response.games_size(), 1);
  EXPECT_EQ(response.games(0).game_id(), "race");
  EXPECT_EQ(response.games(0).rules_version(), "race/1.0");
}

TEST_F(RulesServiceTest, NewGameAnswersStateAndTurn) {
  v1::NewGameRequest request;
  request.mutable_setup()->set_game_id("race");
  request.mutable_setup()->set_seat_count(2);
  request.mutable_setup()->set_first_seat(1);
  v1::NewGameResponse response;
  grpc::ClientContext context;
  ASSERT_TRUE(stub_->NewGame(&context, request, &response).ok());
  EXPECT_EQ(response.state().game_id(), "race");
  ASSERT_EQ(response.turn().acting_seats_size(), 1);
  EXPECT_EQ(response.turn().acting_seats(0), 1);
}

TEST_F(RulesServiceTest, NewGameErrorsNameTheField) {
  struct Case {
    v1::NewGameRequest request;
    grpc::StatusCode code;
    std::string field;
  };
  std::vector<Case> cases(4);
  cases[0] = {{}, grpc::StatusCode::INVALID_ARGUMENT, "setup: missing"};
  cases[1].request.mutable_setup()->set_seat_count(2);
  cases[1].code = grpc::StatusCode::INVALID_ARGUMENT;
  cases[1].field = "setup.game_id: missing";
  cases[2].request.mutable_setup()->set_game_id("chess");
  cases[2].code = grpc::StatusCode::NOT_FOUND;
  cases[2].field = "setup.game_id: unknown game 'chess'";
  cases[3].request.mutable_setup()->set_game_id("race");
  cases[3].request.mutable_setup()->set_seat_count(7);
  cases[3].code = grpc::StatusCode::INVALID_ARGUMENT;
  cases[3].field = "setup.seat_count";
  for (const Case& c : cases) {
    v1::NewGameResponse response;
    grpc::ClientContext context;
    grpc::Status status = stub_->NewGame(&context, c.request, &response);
    EXPECT_EQ(status.error_code(), c.code) << c.field;
    EXPECT_THAT(status.error_message(), StartsWith(c.field));
  }
}

TEST_F(RulesServiceTest, LegalActionIsAppliedAndValidateOnlyJudgesOnly) {
  v1::ApplyActionRequest request = ApplyRequest(0, 2);
  v1::ApplyActionResponse response;
  ASSERT_TRUE(Apply(request, &response).ok());
  EXPECT_TRUE(response.legal());
  EXPECT_TRUE(response.has_state());
  EXPECT_EQ(response.events_size(), 1);
  ASSERT_EQ(response.turn().acting_seats_size(), 1);
  EXPECT_EQ(response.turn().acting_seats(0), 1);

  request.set_validate_only(true);
  v1::ApplyActionResponse judged;
  ASSERT_TRUE(Apply(request, &judged).ok());
  EXPECT_TRUE(judged.legal());
  EXPECT_FALSE(judged.has_state());
  EXPECT_EQ(judged.events_size(), 0);
  EXPECT_FALSE(judged.has_turn());
}

TEST_F(RulesServiceTest, IllegalActionIsAnOkAnswerWithTheViolation) {
  v1::ApplyActionResponse response;
  ASSERT_TRUE(Apply(ApplyRequest(1, 1), &response).ok());
  EXPECT_FALSE(response.legal());
  EXPECT_EQ(response.violation().code(), "ARBITER_NOT_YOUR_TURN");
  EXPECT_FALSE(response.has_state());

  ASSERT_TRUE(Apply(ApplyRequest(0, 3), &response).ok());
  EXPECT_FALSE(response.legal());
  EXPECT_EQ(response.violation().code(), "RACE_BAD_AMOUNT");
  EXPECT_EQ(response.violation().field_path(), "value");
}

TEST_F(RulesServiceTest, BadApplyRequestsGetCodesNamingTheField) {
  struct Case {
    std::string name;
    v1::ApplyActionRequest request;
    grpc::StatusCode code;
    std::string prefix;
  };
  std::vector<Case> cases;
  auto add = [&](std::string name, grpc::StatusCode code, std::string prefix, auto edit) {
    Case c{std::move(name), ApplyRequest(0, 1), code, std::move(prefix)};
    edit(c.request);
    cases.push_back(std::move(c));
  };
  using grpc::StatusCode;
  add("no state", StatusCode::INVALID_ARGUMENT, "state: missing",
      [](v1::ApplyActionRequest& r) { r.clear_state(); });
  add("no game id", StatusCode::INVALID_ARGUMENT, "state.game_id: missing",
      [](v1::ApplyActionRequest& r) { r.mutable_state()->clear_game_id(); });
  add("unknown game", StatusCode::NOT_FOUND, "state.game_id: unknown game 'go'",
      [](v1::ApplyActionRequest& r) { r.mutable_state()->set_game_id("go"); });
  add("rules version", StatusCode::FAILED_PRECONDITION, "state.rules_version",
      [](v1::ApplyActionRequest& r) { r.mutable_state()->set_rules_version("race/0.9"); });
  add("garbage payload", StatusCode::INVALID_ARGUMENT, "state.payload",
      [](v1::ApplyActionRequest& r) {
        r.mutable_state()->mutable_payload()->set_value(std::string("\xff\xff\xff\x07", 4));
      });
  add("wrong payload type", StatusCode::INVALID_ARGUMENT, "state.payload",
      [](v1::ApplyActionRequest& r) { r.mutable_state()->mutable_payload()->PackFrom(v1::Outcome()); });
  add("no actor", StatusCode::INVALID_ARGUMENT, "actor",
      [](v1::ApplyActionRequest& r) { r.clear_actor(); });
  add("negative seat", StatusCode::INVALID_ARGUMENT, "actor.seat: -1",
      [](v1::ApplyActionRequest& r) { r.mutable_actor()->set_seat(-1); });
  add("seat out of range", StatusCode::INVALID_ARGUMENT, "actor",
      [](v1::ApplyActionRequest& r) { r.mutable_actor()->set_seat(5); });
  add("chance false", StatusCode::INVALID_ARGUMENT, "actor.chance",
      [](v1::ApplyActionRequest& r) { r.mutable_actor()->set_chance(false); });
  add("no action", StatusCode::INVALID_ARGUMENT, "action: missing",
      [](v1::ApplyActionRequest& r) { r.clear_action(); });
  add("wrong action type", StatusCode::INVALID_ARGUMENT, "action",
      [](v1::ApplyActionRequest& r) { r.mutable_action()->PackFrom(v1::Outcome()); });
  for (const Case& c : cases) {
    v1::ApplyActionResponse response;
    grpc::Status status = Apply(c.request, &response);
    EXPECT_EQ(status.error_code(), c.code) << c.name << ": " << status.error_message();
    EXPECT_THAT(status.error_message(), StartsWith(c.prefix)) << c.name;
  }
}

TEST_F(RulesServiceTest, LegalActionsAndViewAnswerWithTurn) {
  v1::ListLegalActionsRequest legal;
  *legal.mutable_state() = NewRace();
  legal.mutable_actor()->set_seat(0);
  v1::ListLegalActionsResponse actions;
  {
    grpc::ClientContext context;
    ASSERT_TRUE(stub_->ListLegalActions(&context, legal, &actions).ok());
  }
  EXPECT_EQ(actions.actions_size(), 2);
  EXPECT_EQ(actions.turn().decision(), "add");
  legal.mutable_actor()->set_seat(1);
  {
    grpc::ClientContext context;
    ASSERT_TRUE(stub_->ListLegalActions(&context, legal, &actions).ok());
  }
  EXPECT_EQ(actions.actions_size(), 0);
  legal.clear_actor();
  {
    grpc::ClientContext context;
    grpc::Status status = stub_->ListLegalActions(&context, legal, &actions);
    EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
    EXPECT_THAT(status.error_message(), StartsWith("actor"));
  }

  v1::GetPlayerViewRequest view;
  *view.mutable_state() = legal.state();
  view.mutable_viewer()->set_spectator(true);
  v1::GetPlayerViewResponse seen;
  {
    grpc::ClientContext context;
    ASSERT_TRUE(stub_->GetPlayerView(&context, view, &seen).ok());
  }
  EXPECT_EQ(seen.view().game_id(), "race");
  EXPECT_EQ(seen.turn().acting_seats_size(), 1);
  view.clear_viewer();
  {
    grpc::ClientContext context;
    grpc::Status status = stub_->GetPlayerView(&context, view, &seen);
    EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
    EXPECT_THAT(status.error_message(), StartsWith("viewer"));
  }
  view.mutable_viewer()->set_seat(-2);
  {
    grpc::ClientContext context;
    grpc::Status status = stub_->GetPlayerView(&context, view, &seen);
    EXPECT_EQ(status.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
    EXPECT_THAT(status.error_message(), StartsWith("viewer.seat"));
  }
}

TEST_F(RulesServiceTest, OversizeRequestIsResourceExhausted) {
  v1::ApplyActionRequest request = ApplyRequest(0, 1);
  request.mutable_state()->mutable_payload()->mutable_value()->append(100 * 1024, 'x');
  v1::ApplyActionResponse response;
  grpc::Status status = Apply(request, &response);
  EXPECT_EQ(status.error_code(), grpc::StatusCode::RESOURCE_EXHAUSTED) << status.error_message();
}

TEST_F(RulesServiceTest, ReplayGameJudgesTheRecord) {
  v1::ReplayGameRequest request;
  *request.mutable_record() = testing::RaceRecord({2, 2, 2, 2, 2});
  v1::ReplayGameResponse response;
  {
    grpc::ClientContext context;
    ASSERT_TRUE(stub_->ReplayGame(&context, request, &response).ok());
  }
  EXPECT_EQ(response.report().verdict(), v1::REPLAY_VERDICT_VALID);
  EXPECT_EQ(response.report().steps_applied(), 5);
  EXPECT_EQ(response.report().final_turn().outcome().status(), v1::OUTCOME_STATUS_FINISHED);

  *request.mutable_record() = testing::RaceRecord({2, 3, 2});
  {
    grpc::ClientContext context;
    ASSERT_TRUE(stub_->ReplayGame(&context, request, &response).ok());
  }
  EXPECT_EQ(response.report().verdict(), v1::REPLAY_VERDICT_ILLEGAL_STEP);
  EXPECT_EQ(response.report().step_index(), 1);
  EXPECT_EQ(response.report().violation().code(), "RACE_BAD_AMOUNT");
  const CallRecord last = observer_.ends().back();
  EXPECT_EQ(last.method, "ReplayGame");
  EXPECT_EQ(last.verdict, "illegal_step");
  EXPECT_EQ(last.violation_code, "RACE_BAD_AMOUNT");
}

TEST_F(RulesServiceTest, ReplayGameErrorsNameTheField) {
  v1::ReplayGameResponse response;
  grpc::ClientContext c1;
  grpc::Status s = stub_->ReplayGame(&c1, {}, &response);
  EXPECT_EQ(s.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_EQ(s.error_message(), "record: missing");

  v1::ReplayGameRequest request;
  *request.mutable_record() = testing::RaceRecord({1});
  request.mutable_record()->mutable_setup()->set_game_id("chess");
  grpc::ClientContext c2;
  s = stub_->ReplayGame(&c2, request, &response);
  EXPECT_EQ(s.error_code(), grpc::StatusCode::NOT_FOUND);

  *request.mutable_record() = testing::RaceRecord({1});
  request.mutable_record()->set_rules_version("race/0.1");
  grpc::ClientContext c3;
  s = stub_->ReplayGame(&c3, request, &response);
  EXPECT_EQ(s.error_code(), grpc::StatusCode::FAILED_PRECONDITION);
}

TEST_F(RulesServiceTest, StreamReplayGameMatchesUnary) {
  const v1::GameRecord record = testing::RaceRecord({1, 2, 1, 2, 1, 2, 1});
  v1::ReplayGameRequest unary;
  *unary.mutable_record() = record;
  v1::ReplayGameResponse expected;
  grpc::ClientContext c1;
  ASSERT_TRUE(stub_->ReplayGame(&c1, unary, &expected).ok());

  grpc::ClientContext c2;
  v1::StreamReplayGameResponse response;
  auto writer = stub_->StreamReplayGame(&c2, &response);
  v1::StreamReplayGameRequest header;
  *header.mutable_header() = record;
  header.mutable_header()->clear_steps();
  ASSERT_TRUE(writer->Write(header));
  for (int i = 0; i < record.steps_size(); i += 3) {
    v1::StreamReplayGameRequest part;
    for (int j = i; j < std::min(i + 3, record.steps_size()); ++j) {
      *part.mutable_steps()->add_steps() = record.steps(j);
    }
    ASSERT_TRUE(writer->Write(part));
  }
  writer->WritesDone();
  grpc::Status s = writer->Finish();
  ASSERT_TRUE(s.ok()) << s.error_message();
  EXPECT_EQ(response.report().SerializeAsString(), expected.report().SerializeAsString());
}

TEST_F(RulesServiceTest, StreamReplayGameNeedsAHeaderFirst) {
  grpc::ClientContext context;
  v1::StreamReplayGameResponse response;
  auto writer = stub_->StreamReplayGame(&context, &response);
  v1::StreamReplayGameRequest part;
  *part.mutable_steps()->add_steps() = testing::RaceRecord({1}).steps(0);
  writer->Write(part);
  writer->WritesDone();
  grpc::Status s = writer->Finish();
  EXPECT_EQ(s.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_EQ(s.error_message().rfind("header: missing", 0), 0u) << s.error_message();

  grpc::ClientContext empty_context;
  auto empty = stub_->StreamReplayGame(&empty_context, &response);
  empty->WritesDone();
  EXPECT_EQ(empty->Finish().error_code(), grpc::StatusCode::INVALID_ARGUMENT);
}

TEST_F(RulesServiceTest, ObserversSeeEveryCall) {
  v1::ApplyActionResponse response;
  ASSERT_TRUE(Apply(ApplyRequest(1, 1), &response).ok());  // NewGame, then an illegal action
  v1::ApplyActionRequest unknown = ApplyRequest(0, 1);
  unknown.mutable_state()->set_game_id("nonesuch");
  Apply(unknown, &response);

  const std::vector<CallRecord> ends = observer_.ends();
  EXPECT_EQ(observer_.starts(),
            (std::vector<std::string>{"NewGame", "ApplyAction", "NewGame", "ApplyAction"}));
  ASSERT_EQ(ends.size(), 4u);
  EXPECT_EQ(ends[0].method, "NewGame");
  EXPECT_EQ(ends[0].game, "race");
  EXPECT_EQ(ends[0].code, "OK");
  EXPECT_EQ(ends[0].state_bytes, 0u);

  const CallRecord& illegal = ends[1];
  EXPECT_EQ(illegal.method, "ApplyAction");
  EXPECT_EQ(illegal.game, "race");
  EXPECT_EQ(illegal.code, "OK");
  EXPECT_EQ(illegal.verdict, "illegal");
  EXPECT_EQ(illegal.violation_code, "ARBITER_NOT_YOUR_TURN");
  EXPECT_GT(illegal.state_bytes, 0u);
  EXPECT_GE(illegal.seconds, 0.0);
  EXPECT_LT(illegal.seconds, 10.0);
  EXPECT_THAT(illegal.peer, HasSubstr("127.0.0.1"));
  EXPECT_TRUE(illegal.error_message.empty());

  const CallRecord& not_found = ends[3];
  EXPECT_EQ(not_found.game, "unknown");
  EXPECT_EQ(not_found.code, "NOT_FOUND");
  EXPECT_EQ(not_found.verdict, "");
  EXPECT_THAT(not_found.error_message, HasSubstr("state.game_id"));
}

TEST_F(RulesServiceTest, UnparsableRequestsAreInvalidArgumentAndObserved) {
  const std::string whole = ApplyRequest(0, 1).SerializeAsString();  // one NewGame call
  // Truncated inside the state; a string field (GameState.game_id) that is not UTF-8; nesting
  // past protobuf's recursion limit (groups of unknown field 99).
  std::string bad_utf8;
  {
    v1::GameState state;
    state.set_rules_version("x");
    std::string state_bytes = state.SerializeAsString();
    state_bytes += std::string("\x0a\x02\xff\xfe", 4);  // field 1 (game_id) = ff fe
    bad_utf8 = std::string("\x0a", 1) + static_cast<char>(state_bytes.size()) + state_bytes;
  }
  std::string nested = whole;
  for (int i = 0; i < 200; ++i) nested += "\x9b\x06";  // field 99, start group
  for (int i = 0; i < 200; ++i) nested += "\x9c\x06";  // field 99, end group
  const struct {
    std::string method, bytes, type;
  } cases[] = {
      {"ApplyAction", whole.substr(0, whole.size() / 2), "arbiter.v1.ApplyActionRequest"},
      {"ApplyAction", bad_utf8, "arbiter.v1.ApplyActionRequest"},
      {"ApplyAction", nested, "arbiter.v1.ApplyActionRequest"},
      {"ListLegalActions", whole.substr(0, 3), "arbiter.v1.ListLegalActionsRequest"},
      {"GetPlayerView", bad_utf8, "arbiter.v1.GetPlayerViewRequest"},
      // Field 1 (setup) says 5 bytes, 2 follow ("\x05" "ab": one escape, then two letters).
      {"NewGame", std::string("\x0a\x05") + "ab", "arbiter.v1.NewGameRequest"},
      {"ReplayGame", "\x0a\x80\x01", "arbiter.v1.ReplayGameRequest"},
      {"ListGames", "\xff", "arbiter.v1.ListGamesRequest"},
  };
  for (const auto& c : cases) {
    grpc::Status s = Raw(c.method, c.bytes);
    EXPECT_EQ(s.error_code(), grpc::StatusCode::INVALID_ARGUMENT) << c.method;
    EXPECT_THAT(s.error_message(), StartsWith("request: not a parsable " + c.type + " ("))
        << c.method;
  }
  const std::vector<CallRecord> ends = observer_.ends();
  ASSERT_EQ(ends.size(), 1 + std::size(cases));
  for (size_t i = 0; i < std::size(cases); ++i) {
    const CallRecord& end = ends[1 + i];
    EXPECT_EQ(end.method, cases[i].method);
    EXPECT_EQ(end.code, "INVALID_ARGUMENT");
    EXPECT_EQ(end.game, "unknown");
    EXPECT_EQ(end.state_bytes, 0u);
    EXPECT_THAT(end.error_message, StartsWith("request: not a parsable"));
  }
  EXPECT_EQ(observer_.starts().size(), ends.size());
}

TEST_F(RulesServiceTest, RawMethodsAnswerTheSameBytesAsBefore) {
  // Zero bytes is the empty request; a whole request is answered byte for byte as the typed
  // stub's answer (unknown fields ignored).
  EXPECT_THAT(Raw("ApplyAction", "").error_message(), StartsWith("state: missing"));
  std::string games;
  ASSERT_TRUE(Raw("ListGames", "", &games).ok());
  v1::ListGamesResponse listed;
  ASSERT_TRUE(listed.ParseFromString(games));
  ASSERT_EQ(listed.games_size(), 1);
  EXPECT_EQ(listed.games(0).game_id(), "race");

  const v1::ApplyActionRequest request = ApplyRequest(0, 2);
  v1::ApplyActionResponse typed;
  ASSERT_TRUE(Apply(request, &typed).ok());
  ASSERT_TRUE(typed.legal());
  std::string raw;
  ASSERT_TRUE(Raw("ApplyAction", request.SerializeAsString() + "\xa0\x06\x07", &raw).ok());
  v1::ApplyActionResponse parsed;
  ASSERT_TRUE(parsed.ParseFromString(raw));
  EXPECT_EQ(parsed.SerializeAsString(), typed.SerializeAsString());
  EXPECT_EQ(raw, typed.SerializeAsString());
}

TEST_F(RulesServiceTest, PeerIsLookedUpOnlyWhenAnObserverWantsIt) {
  observer_.wants_caller = false;  // the server's own in-flight counter never wants it
  v1::ApplyActionResponse response;
  ASSERT_TRUE(Apply(ApplyRequest(1, 2), &response).ok());
  std::vector<CallRecord> ends = observer_.ends();
  ASSERT_EQ(ends.size(), 2u);  // NewGame, ApplyAction
  EXPECT_EQ(ends[1].method, "ApplyAction");
  EXPECT_EQ(ends[1].code, "OK");
  EXPECT_TRUE(ends[1].peer.empty());
  EXPECT_TRUE(ends[1].caller.empty());

  observer_.wants_caller = true;
  ASSERT_TRUE(Apply(ApplyRequest(1, 2), &response).ok());
  ends = observer_.ends();
  ASSERT_EQ(ends.size(), 4u);
  EXPECT_THAT(ends[3].peer, HasSubstr("127.0.0.1"));
}

TEST_F(RulesServiceTest, ShutdownIsIdempotentAndRefusesNewCalls) {
  server_->Shutdown();
  server_->Shutdown();
  server_->Wait();
  v1::ListGamesResponse response;
  grpc::ClientContext context;
  context.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(2));
  EXPECT_FALSE(stub_->ListGames(&context, {}, &response).ok());
}

TEST(ServerStartTest, BadAddressIsAnError) {
  Registry registry;
  ServerConfig config;
  config.listen = "no-port-here";
  EXPECT_EQ(Server::Start(config, registry, {}).status().code(),
            absl::StatusCode::kInvalidArgument);
}

}  // namespace
}  // namespace arbiter::service
