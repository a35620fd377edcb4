#include "clients/records/remote_validator.h"

#include <chrono>

#include "absl/strings/str_cat.h"
#include "arbiter/v1/rules_service.grpc.pb.h"
#include "grpcpp/client_context.h"

namespace arbiter::records {
namespace {

absl::Status FromGrpc(const grpc::Status& s) {
  return absl::Status(static_cast<absl::StatusCode>(s.error_code()),
                      absl::StrCat("server: ", s.error_message()));
}

void SetDeadline(grpc::ClientContext* context, double seconds) {
  context->set_deadline(std::chrono::system_clock::now() +
                        std::chrono::microseconds(static_cast<int64_t>(seconds * 1e6)));
}

}  // namespace

Validator RemoteValidator(std::shared_ptr<grpc::Channel> channel, RemoteOptions options) {
  std::shared_ptr<v1::RulesService::Stub> stub = v1::RulesService::NewStub(channel);
  return [stub, options](const v1::GameRecord& record) -> absl::StatusOr<v1::ReplayReport> {
    grpc::ClientContext context;
    SetDeadline(&context, options.deadline_seconds);
    if (record.steps_size() <= options.stream_above_steps) {
      v1::ReplayGameRequest request;
      *request.mutable_record() = record;
      v1::ReplayGameResponse response;
      grpc::Status s = stub->ReplayGame(&context, request, &response);
      if (!s.ok()) return FromGrpc(s);
      return response.report();
    }
    v1::StreamReplayGameResponse response;
    std::unique_ptr<grpc::ClientWriter<v1::StreamReplayGameRequest>> writer =
        stub->StreamReplayGame(&context, &response);
    v1::StreamReplayGameRequest header;
    *header.mutable_header() = record;
    header.mutable_header()->clear_steps();
    bool open = writer->Write(header);
    for (int i = 0; open && i < record.steps_size(); i += options.steps_per_message) {
      v1::StreamReplayGameRequest part;
      const int end = std::min(record.steps_size(), i + options.steps_per_message);
      for (int j = i; j < end; ++j) *part.mutable_steps()->add_steps() = record.steps(j);
      open = writer->Write(part);
    }
    writer->WritesDone();
    grpc::Status s = writer->Finish();
    if (!s.ok()) return FromGrpc(s);
    return response.report();
  };
}

}  // namespace arbiter::records
