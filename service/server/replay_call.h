// ReplayGame's raw handler answer (rules_service.cc): the request's bytes split and each step
// parsed as it is replayed (api/replay_split.h), so a long record is not parsed whole into
// messages first (issue 22: that parse cost as much as replaying the record natively). Bytes
// the split does not take (another shape, or a step that does not parse) are parsed whole and
// answered by unary_calls.h's Answer, as before; either way the answer is the same: the calls
// to `call`, the checks and their order, the report, the errors (a request with an unparsable
// step is INVALID_ARGUMENT "request: not a parsable arbiter.v1.ReplayGameRequest (...)").
//
//   return ServeRawUnaryWith<UnparsedRequest>(parts_, "ReplayGame", context, request, response,
//       [](const CallEnv& env, const UnparsedRequest&, const grpc::ByteBuffer& bytes,
//          grpc::ByteBuffer* out, CallScope& call) {
//         return AnswerReplayBytes(env, bytes, out, call);
//       });
#ifndef ARBITER_SERVICE_SERVER_REPLAY_CALL_H_
#define ARBITER_SERVICE_SERVER_REPLAY_CALL_H_

#include "absl/status/status.h"
#include "grpcpp/grpcpp.h"
#include "service/server/call_scope.h"
#include "service/server/unary_calls.h"

namespace arbiter::service {

absl::Status AnswerReplayBytes(const CallEnv& env, const grpc::ByteBuffer& request_bytes,
                               grpc::ByteBuffer* response_bytes, CallScope& call);

}  // namespace arbiter::service

#endif  // ARBITER_SERVICE_SERVER_REPLAY_CALL_H_
