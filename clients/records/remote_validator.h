// Validating records against a running arbiterd (`arbiter replay --server=HOST:PORT`): unary
// ReplayGame for ordinary records, StreamReplayGame in batches for long ones, so a record of any
// length fits the server's message size limit.
#ifndef ARBITER_CLIENTS_RECORDS_REMOTE_VALIDATOR_H_
#define ARBITER_CLIENTS_RECORDS_REMOTE_VALIDATOR_H_

#include <memory>
#include <string>

#include "clients/records/replay_runner.h"
#include "grpcpp/channel.h"

namespace arbiter::records {

struct RemoteOptions {
  // Records with more steps than this are streamed.
  int stream_above_steps = 2000;
  // Steps per streamed message.
  int steps_per_message = 500;
  // Per-record deadline, in seconds.
  double deadline_seconds = 300;
};

// A validator calling the RulesService on `channel`. gRPC errors become statuses with the
// server's code and message.
Validator RemoteValidator(std::shared_ptr<grpc::Channel> channel, RemoteOptions options = {});

}  // namespace arbiter::records

#endif  // ARBITER_CLIENTS_RECORDS_REMOTE_VALIDATOR_H_
