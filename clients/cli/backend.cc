#include "clients/cli/backend.h"

#include <algorithm>
#include <chrono>
#include <utility>

#include "api/replay.h"
#include "api/rules.h"
#include "api/stream_replay.h"
#include "arbiter/v1/rules_service.grpc.pb.h"
#include "grpcpp/grpcpp.h"

namespace arbiter::cli {
namespace {

class InProcess final : public Backend {
 public:
  InProcess(const Registry& registry, api::ReplayLimits replay_limits)
      : registry_(registry), replay_limits_(std::move(replay_limits)) {}
  absl::Status ListGames(const v1::ListGamesRequest& request,
                         v1::ListGamesResponse* response) override {
    return api::ListGames(registry_, request, response);
  }
  absl::Status NewGame(const v1::NewGameRequest& request,
                       v1::NewGameResponse* response) override {
    return api::NewGame(registry_, request, response);
  }
  absl::Status ApplyAction(const v1::ApplyActionRequest& request,
                           v1::ApplyActionResponse* response) override {
    return api::ApplyAction(registry_, request, response);
  }
  absl::Status ListLegalActions(const v1::ListLegalActionsRequest& request,
                                v1::ListLegalActionsResponse* response) override {
    return api::ListLegalActions(registry_, request, response);
  }
  absl::Status GetPlayerView(const v1::GetPlayerViewRequest& request,
                             v1::GetPlayerViewResponse* response) override {
    return api::GetPlayerView(registry_, request, response);
  }
  absl::Status ReplayGame(const v1::ReplayGameRequest& request,
                          v1::ReplayGameResponse* response) override {
    return api::ReplayGame(registry_, request, replay_limits_, response);
  }
  absl::Status StreamReplayGame(const NextMessage& next,
                                v1::StreamReplayGameResponse* response) override {
    api::StreamReplay stream(registry_, replay_limits_);
    v1::StreamReplayGameRequest message;
    while (next(&message)) {
      if (absl::Status s = stream.Take(message); !s.ok()) return s;
      message.Clear();
    }
    return stream.Finish(response);
  }

 private:
  const Registry& registry_;
  const api::ReplayLimits replay_limits_;
};

// grpc::StatusCode and absl::StatusCode share the canonical numbering.
absl::Status FromGrpc(const grpc::Status& status) {
  if (status.ok()) return absl::OkStatus();
  return absl::Status(static_cast<absl::StatusCode>(status.error_code()),
                      status.error_message());
}

class Remote final : public Backend {
 public:
  Remote(absl::StatusOr<std::shared_ptr<grpc::Channel>> channel, double deadline_seconds)
      : deadline_seconds_(deadline_seconds), channel_status_(channel.status()) {
    if (channel.ok()) stub_ = v1::RulesService::NewStub(*channel);
  }
  absl::Status ListGames(const v1::ListGamesRequest& request,
                         v1::ListGamesResponse* response) override {
    return Call(&v1::RulesService::Stub::ListGames, request, response);
  }
  absl::Status NewGame(const v1::NewGameRequest& request,
                       v1::NewGameResponse* response) override {
    return Call(&v1::RulesService::Stub::NewGame, request, response);
  }
  absl::Status ApplyAction(const v1::ApplyActionRequest& request,
                           v1::ApplyActionResponse* response) override {
    return Call(&v1::RulesService::Stub::ApplyAction, request, response);
  }
  absl::Status ListLegalActions(const v1::ListLegalActionsRequest& request,
                                v1::ListLegalActionsResponse* response) override {
    return Call(&v1::RulesService::Stub::ListLegalActions, request, response);
  }
  absl::Status GetPlayerView(const v1::GetPlayerViewRequest& request,
                             v1::GetPlayerViewResponse* response) override {
    return Call(&v1::RulesService::Stub::GetPlayerView, request, response);
  }
  absl::Status ReplayGame(const v1::ReplayGameRequest& request,
                          v1::ReplayGameResponse* response) override {
    return Call(&v1::RulesService::Stub::ReplayGame, request, response);
  }
  absl::Status StreamReplayGame(const NextMessage& next,
                                v1::StreamReplayGameResponse* response) override {
    if (!channel_status_.ok()) return channel_status_;
    grpc::ClientContext context;
    SetDeadline(&context);
    std::unique_ptr<grpc::ClientWriter<v1::StreamReplayGameRequest>> writer =
        stub_->StreamReplayGame(&context, response);
    v1::StreamReplayGameRequest message;
    // A failed write means the server ended the call; Finish says why.
    while (next(&message) && writer->Write(message)) message.Clear();
    writer->WritesDone();
    return FromGrpc(writer->Finish());
  }

 private:
  template <typename Request, typename Response>
  using Method = grpc::Status (v1::RulesService::Stub::*)(grpc::ClientContext*, const Request&,
                                                           Response*);

  void SetDeadline(grpc::ClientContext* context) const {
    context->set_deadline(
        std::chrono::system_clock::now() +
        std::chrono::milliseconds(static_cast<int64_t>(deadline_seconds_ * 1000)));
  }

  template <typename Request, typename Response>
  absl::Status Call(Method<Request, Response> method, const Request& request,
                    Response* response) {
    if (!channel_status_.ok()) return channel_status_;
    grpc::ClientContext context;
    SetDeadline(&context);
    return FromGrpc((stub_.get()->*method)(&context, request, response));
  }

  double deadline_seconds_;
  absl::Status channel_status_;
  std::unique_ptr<v1::RulesService::Stub> stub_;
};

}  // namespace

std::unique_ptr<Backend> InProcessBackend(const Registry& registry,
                                          api::ReplayLimits replay_limits) {
  return std::make_unique<InProcess>(registry, std::move(replay_limits));
}

std::unique_ptr<Backend> RemoteBackend(absl::StatusOr<std::shared_ptr<grpc::Channel>> channel,
                                       double deadline_seconds) {
  return std::make_unique<Remote>(std::move(channel), deadline_seconds);
}

absl::StatusOr<v1::ReplayReport> ValidateRecord(Backend& backend, const v1::GameRecord& record,
                                                const ValidateOptions& options) {
  if (record.steps_size() <= options.stream_above_steps) {
    v1::ReplayGameRequest request;
    *request.mutable_record() = record;
    v1::ReplayGameResponse response;
    if (absl::Status s = backend.ReplayGame(request, &response); !s.ok()) return s;
    return std::move(*response.mutable_report());
  }
  // The header (the record without its steps), then the steps, steps_per_message at a time.
  const int per_message = std::max(1, options.steps_per_message);
  int next_step = -1;  // -1: the header is next
  Backend::NextMessage next = [&](v1::StreamReplayGameRequest* message) {
    if (next_step < 0) {
      v1::GameRecord* header = message->mutable_header();
      *header = record;
      header->clear_steps();
      next_step = 0;
      return true;
    }
    if (next_step >= record.steps_size()) return false;
    const int end = std::min(record.steps_size(), next_step + per_message);
    for (; next_step < end; ++next_step) {
      *message->mutable_steps()->add_steps() = record.steps(next_step);
    }
    return true;
  };
  v1::StreamReplayGameResponse response;
  if (absl::Status s = backend.StreamReplayGame(next, &response); !s.ok()) return s;
  return std::move(*response.mutable_report());
}

}  // namespace arbiter::cli
