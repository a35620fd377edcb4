#include "service/server/bench_echo.h"

#include <chrono>
#include <future>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "arbiter/v1/rules_service.pb.h"
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

std::string Bytes(const grpc::ByteBuffer& buffer) {
  std::vector<grpc::Slice> slices;
  EXPECT_TRUE(buffer.Dump(&slices).ok());
  std::string out;
  for (const grpc::Slice& s : slices)
    out.append(reinterpret_cast<const char*>(s.begin()), s.size());
  return out;
}

TEST(PreparedAnswersTest, AnswersOnlyTheExactBytesPrepared) {
  PreparedAnswers answers(1 << 20);
  ASSERT_TRUE(answers.Put("request-a", "answer-a").ok());
  ASSERT_TRUE(answers.Put(std::string(1000, 'b'), std::string(3000, 'B')).ok());
  grpc::ByteBuffer out;
  ASSERT_TRUE(answers.CopyAnswer("request-a", &out).ok());
  EXPECT_EQ(Bytes(out), "answer-a");
  ASSERT_TRUE(answers.CopyAnswer(std::string(1000, 'b'), &out).ok());
  EXPECT_EQ(Bytes(out), std::string(3000, 'B'));
  const absl::Status missing = answers.CopyAnswer("request-a ", &out);
  EXPECT_EQ(missing.code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_THAT(std::string(missing.message()),
              StartsWith("request: these 10 bytes were not prepared"));
  EXPECT_EQ(answers.CopyAnswer("", &out).code(), absl::StatusCode::kFailedPrecondition);
  EXPECT_EQ(answers.size(), 2);
}

TEST(PreparedAnswersTest, BoundedByMaxBytesAndReplacingCountsOnce) {
  const int64_t overhead = PreparedAnswers::kEntryOverheadBytes;
  PreparedAnswers answers(2 * (overhead + 100));
  ASSERT_TRUE(answers.Put("r1", std::string(98, 'x')).ok());
  EXPECT_EQ(answers.bytes(), overhead + 100);
  // The same request again replaces its answer: counted once.
  ASSERT_TRUE(answers.Put("r1", std::string(98, 'y')).ok());
  EXPECT_EQ(answers.bytes(), overhead + 100);
  ASSERT_TRUE(answers.Put("r2", std::string(98, 'z')).ok());
  const absl::Status full = answers.Put("r3", "");
  EXPECT_EQ(full.code(), absl::StatusCode::kResourceExhausted);
  EXPECT_THAT(std::string(full.message()), HasSubstr("--bench_echo_max_bytes="));
  EXPECT_EQ(answers.size(), 2);
  // A replacement that would not fit leaves the old answer.
  EXPECT_EQ(answers.Put("r1", std::string(500, 'w')).code(), absl::StatusCode::kResourceExhausted);
  grpc::ByteBuffer out;
  ASSERT_TRUE(answers.CopyAnswer("r1", &out).ok());
  EXPECT_EQ(Bytes(out), std::string(98, 'y'));
}

TEST(PreparedAnswersTest, RequestBytesJoinsSlices) {
  grpc::Slice parts[] = {grpc::Slice("ab"), grpc::Slice("cde")};
  grpc::ByteBuffer two(parts, 2);
  grpc::Slice slice;
  std::string storage;
  EXPECT_EQ(RequestBytes(two, &slice, &storage), "abcde");
  grpc::Slice one_part("xyz");
  grpc::ByteBuffer one(&one_part, 1);
  EXPECT_EQ(RequestBytes(one, &slice, &storage), "xyz");
  EXPECT_EQ(RequestBytes(grpc::ByteBuffer(), &slice, &storage), "");
}

class Recorder final : public CallObserver {
 public:
  void OnCallStart(absl::string_view) override {}
  void OnCallEnd(const CallRecord& record) override {
    std::lock_guard<std::mutex> lock(mu_);
    ends_.push_back(record);
  }
  std::vector<CallRecord> ends() {
    std::lock_guard<std::mutex> lock(mu_);
    return ends_;
  }

 private:
  std::mutex mu_;
  std::vector<CallRecord> ends_;
};

// arbiterd's Server on the race game, with or without --bench_echo, called through gRPC.
class BenchEchoGrpcTest : public ::testing::Test {
 protected:
  void Start(bool bench_echo, int64_t max_bytes = int64_t{256} << 20) {
    ASSERT_TRUE(registry_.Register(testing::MakeRaceGame()).ok());
    ServerConfig config;
    config.listen = "127.0.0.1:0";
    config.max_message_bytes = 64 * 1024;
    config.shutdown_grace_seconds = 1;
    config.bench_echo = bench_echo;
    config.bench_echo_max_bytes = max_bytes;
    absl::StatusOr<std::unique_ptr<Server>> server = Server::Start(config, registry_, {&recorder_});
    ASSERT_TRUE(server.ok()) << server.status();
    server_ = std::move(*server);
    stub_ = std::make_unique<grpc::GenericStub>(
        grpc::CreateChannel(server_->address(), grpc::InsecureChannelCredentials()));
  }

  // Sends `bytes` to `path`; the answer's bytes to `*answer`.
  grpc::Status Call(const std::string& path, const std::string& bytes,
                    std::string* answer = nullptr) {
    grpc::Slice slice(bytes);
    grpc::ByteBuffer request(&slice, 1);
    grpc::ByteBuffer response;
    grpc::ClientContext context;
    context.set_deadline(std::chrono::system_clock::now() + std::chrono::seconds(30));
    std::promise<grpc::Status> done;
    stub_->UnaryCall(&context, path, grpc::StubOptions(), &request, &response,
                     [&done](grpc::Status s) { done.set_value(s); });
    grpc::Status status = done.get_future().get();
    if (status.ok() && answer != nullptr) *answer = Bytes(response);
    return status;
  }

  // A legal ApplyActionRequest on a new race game, as bytes.
  std::string ApplyRequest(int64_t amount) {
    v1::NewGameRequest new_game;
    new_game.mutable_setup()->set_game_id("race");
    new_game.mutable_setup()->set_seat_count(2);
    std::string state_bytes;
    EXPECT_TRUE(
        Call("/arbiter.v1.RulesService/NewGame", new_game.SerializeAsString(), &state_bytes).ok());
    v1::NewGameResponse started;
    EXPECT_TRUE(started.ParseFromString(state_bytes));
    v1::ApplyActionRequest request;
    *request.mutable_state() = started.state();
    request.mutable_actor()->set_seat(0);
    *request.mutable_action() = testing::RaceAction(amount);
    return request.SerializeAsString();
  }

  Registry registry_;
  Recorder recorder_;
  std::unique_ptr<Server> server_;
  std::unique_ptr<grpc::GenericStub> stub_;
};

TEST_F(BenchEchoGrpcTest, EchoAnswersExactlyWhatApplyActionAnswers) {
  Start(true);
  for (int64_t amount : {1, 2}) {
    const std::string request = ApplyRequest(amount);
    std::string applied, prepared, echoed;
    ASSERT_TRUE(Call("/arbiter.v1.RulesService/ApplyAction", request, &applied).ok());
    ASSERT_TRUE(Call(kBenchEchoPrepare, request, &prepared).ok());
    ASSERT_TRUE(Call(kBenchEchoEcho, request, &echoed).ok());
    ASSERT_TRUE(Call(kBenchEchoEcho, request, &echoed).ok());
    EXPECT_EQ(prepared, applied);
    EXPECT_EQ(echoed, applied);
    v1::ApplyActionResponse parsed;
    ASSERT_TRUE(parsed.ParseFromString(echoed));
    EXPECT_TRUE(parsed.legal());
  }
  EXPECT_EQ(server_->config().bench_echo, true);
  // The observers see the echo as a call on the request's game.
  const std::vector<CallRecord> ends = recorder_.ends();
  ASSERT_FALSE(ends.empty());
  EXPECT_EQ(ends.back().method, "BenchEcho.Echo");
  EXPECT_EQ(ends.back().game, "race");
  EXPECT_EQ(ends.back().code, "OK");
  EXPECT_GT(ends.back().state_bytes, 0u);
}

TEST_F(BenchEchoGrpcTest, HostileRequestsGetStatusesNamingWhatIsWrong) {
  Start(true);
  const std::string request = ApplyRequest(1);
  // Not prepared (one byte more: an unknown field), truncated, empty.
  grpc::Status s = Call(kBenchEchoEcho, request + "\xa0\x06\x07");
  EXPECT_EQ(s.error_code(), grpc::StatusCode::FAILED_PRECONDITION);
  EXPECT_THAT(s.error_message(), HasSubstr("were not prepared"));
  s = Call(kBenchEchoEcho, request.substr(0, request.size() / 2));
  EXPECT_EQ(s.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_THAT(s.error_message(),
              StartsWith("request: not a parsable arbiter.v1.ApplyActionRequest"));
  s = Call(kBenchEchoPrepare, request.substr(0, request.size() / 2));
  EXPECT_EQ(s.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_EQ(Call(kBenchEchoEcho, "").error_code(), grpc::StatusCode::FAILED_PRECONDITION);
  // Prepare answers as ApplyAction does, errors included, and keeps nothing then.
  s = Call(kBenchEchoPrepare, "");
  EXPECT_EQ(s.error_code(), grpc::StatusCode::INVALID_ARGUMENT);
  EXPECT_THAT(s.error_message(), StartsWith("state: missing"));
  // Over --max_message_bytes: refused before any handler, as for every method.
  EXPECT_EQ(Call(kBenchEchoEcho, std::string(70 * 1024, 'x')).error_code(),
            grpc::StatusCode::RESOURCE_EXHAUSTED);
}

TEST_F(BenchEchoGrpcTest, PreparedAnswersAreBounded) {
  Start(true, /*max_bytes=*/1);
  const grpc::Status s = Call(kBenchEchoPrepare, ApplyRequest(1));
  EXPECT_EQ(s.error_code(), grpc::StatusCode::RESOURCE_EXHAUSTED);
  EXPECT_THAT(s.error_message(), HasSubstr("--bench_echo_max_bytes=1"));
}

TEST_F(BenchEchoGrpcTest, OffByDefaultTheEchoIsUnimplemented) {
  Start(ServerConfig().bench_echo);
  const std::string request = ApplyRequest(1);
  for (const char* path : {kBenchEchoPrepare, kBenchEchoEcho}) {
    const grpc::Status s = Call(path, request);
    EXPECT_EQ(s.error_code(), grpc::StatusCode::UNIMPLEMENTED) << path;
    EXPECT_THAT(s.error_message(), HasSubstr("is not served here")) << path;
  }
  std::string applied;
  EXPECT_TRUE(Call("/arbiter.v1.RulesService/ApplyAction", request, &applied).ok());
}

}  // namespace
}  // namespace arbiter::service
