#include "service/server/bench_echo.h"

#include <utility>

#include "absl/strings/str_cat.h"
#include "arbiter/v1/rules_service.pb.h"
#include "grpcpp/impl/codegen/server_callback_handlers.h"
#include "grpcpp/impl/rpc_service_method.h"

namespace arbiter::service {

absl::Status PreparedAnswers::Put(absl::string_view request, absl::string_view answer) {
  const int64_t entry = static_cast<int64_t>(request.size() + answer.size()) + kEntryOverheadBytes;
  absl::MutexLock lock(&mu_);
  auto it = answers_.find(request);
  const int64_t freed =
      it == answers_.end()
          ? 0
          : static_cast<int64_t>(it->first.size() + it->second.size()) + kEntryOverheadBytes;
  if (bytes_ - freed + entry > max_bytes_) {
    return absl::ResourceExhaustedError(absl::StrCat(
        "bench_echo: preparing ", entry, " more bytes would keep ", bytes_ - freed + entry,
        " bytes of prepared answers, over --bench_echo_max_bytes=", max_bytes_));
  }
  if (it == answers_.end()) {
    answers_.emplace(std::string(request), std::string(answer));
  } else {
    it->second.assign(answer.data(), answer.size());
  }
  bytes_ += entry - freed;
  return absl::OkStatus();
}

absl::Status PreparedAnswers::CopyAnswer(absl::string_view request, grpc::ByteBuffer* out) const {
  absl::ReaderMutexLock lock(&mu_);
  auto it = answers_.find(request);
  if (it == answers_.end()) {
    return absl::FailedPreconditionError(
        absl::StrCat("request: these ", request.size(), " bytes were not prepared (call ",
                     kBenchEchoPrepare, " with the same bytes first)"));
  }
  grpc::Slice slice(it->second.data(), it->second.size());  // a copy, as a fresh answer is
  grpc::ByteBuffer buffer(&slice, 1);
  out->Swap(&buffer);
  return absl::OkStatus();
}

int64_t PreparedAnswers::bytes() const {
  absl::ReaderMutexLock lock(&mu_);
  return bytes_;
}

int64_t PreparedAnswers::size() const {
  absl::ReaderMutexLock lock(&mu_);
  return static_cast<int64_t>(answers_.size());
}

BenchEchoService::BenchEchoService(const ServiceParts& parts, int64_t max_bytes)
    : parts_(parts), prepared_(max_bytes) {
  // Two unary methods, each a raw callback handler as the generated WithRawCallbackMethod_*
  // classes register RulesService's.
  int index = 0;
  for (const char* path : {kBenchEchoPrepare, kBenchEchoEcho}) {
    AddMethod(
        new grpc::internal::RpcServiceMethod(path, grpc::internal::RpcMethod::NORMAL_RPC, nullptr));
    const bool prepare = index == 0;
    MarkMethodRawCallback(
        index++, new grpc::internal::CallbackUnaryHandler<grpc::ByteBuffer, grpc::ByteBuffer>(
                     [this, prepare](grpc::CallbackServerContext* context,
                                     const grpc::ByteBuffer* request, grpc::ByteBuffer* response) {
                       return prepare ? Prepare(context, request, response)
                                      : Echo(context, request, response);
                     }));
  }
}

grpc::ServerUnaryReactor* BenchEchoService::Prepare(grpc::CallbackServerContext* context,
                                                    const grpc::ByteBuffer* request,
                                                    grpc::ByteBuffer* response) {
  return ServeRawUnaryWith<v1::ApplyActionRequest>(
      parts_, "BenchEcho.Prepare", context, request, response,
      [this](const CallEnv& env, const v1::ApplyActionRequest& parsed,
             const grpc::ByteBuffer& request_bytes, grpc::ByteBuffer* out, CallScope& call) {
        absl::Status status = AnswerBytes<v1::ApplyActionRequest, v1::ApplyActionResponse>(
            env, parsed, parts_.limits, out, call);
        if (!status.ok()) return status;
        grpc::Slice request_slice, answer_slice;
        std::string request_storage, answer_storage;
        status = prepared_.Put(RequestBytes(request_bytes, &request_slice, &request_storage),
                               RequestBytes(*out, &answer_slice, &answer_storage));
        if (!status.ok()) out->Clear();
        return status;
      });
}

grpc::ServerUnaryReactor* BenchEchoService::Echo(grpc::CallbackServerContext* context,
                                                 const grpc::ByteBuffer* request,
                                                 grpc::ByteBuffer* response) {
  return ServeRawUnaryWith<v1::ApplyActionRequest>(
      parts_, "BenchEcho.Echo", context, request, response,
      [this](const CallEnv& env, const v1::ApplyActionRequest& parsed,
             const grpc::ByteBuffer& request_bytes, grpc::ByteBuffer* out, CallScope& call) {
        // What ApplyAction's Answer tells the call scope first (unary_calls.cc), so the
        // observers do the same work.
        call.SetGame(env.registry, parsed.state().game_id());
        call.SetStateBytes(parsed.state().ByteSizeLong());
        grpc::Slice slice;
        std::string storage;
        return prepared_.CopyAnswer(RequestBytes(request_bytes, &slice, &storage), out);
      });
}

}  // namespace arbiter::service
