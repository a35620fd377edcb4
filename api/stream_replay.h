// StreamReplayGame without a transport: the per-message checks and stepping of a streamed
// record, message by message, so that memory stays bounded by one message whatever the record's
// length. arbiterd's stream handler (service/server/stream_replay.h) feeds it the messages it
// reads; the in-process `arbiter replay` (clients/cli/backend.h) feeds it the same messages a
// remote one would send.
//
// The stream: a header message (GameRecord with its setup and rules version; steps carried in
// it count as the first steps), then messages of steps, judged as they arrive (replayer.h).
// After a failing step, later steps are counted (for the step limit) but not applied. The
// response is the report, once the stream ends.
//
//   StreamReplay stream(registry, limits);
//   for (each message read) {
//     if (!parsed) return stream.Unparsable(position);
//     ARBITER_RETURN_IF_ERROR(stream.Take(message));
//   }
//   v1::StreamReplayGameResponse response;
//   absl::Status s = stream.Finish(&response);
//
// Errors (the call ends with the first): INVALID_ARGUMENT "header: missing" when the first
// message is not a header, the header checks of CheckRecordHeader ("header.setup: missing"),
// "steps: ..." for a second header, an empty message or an unparsable message; the setup errors
// of replayer.h (NOT_FOUND, FAILED_PRECONDITION, INVALID_ARGUMENT "record.setup..."); from a
// step (has_header() is then true): RESOURCE_EXHAUSTED past limits.max_steps and
// DEADLINE_EXCEEDED when limits.should_stop fires, which a server renames after its own flags.
#ifndef ARBITER_API_STREAM_REPLAY_H_
#define ARBITER_API_STREAM_REPLAY_H_

#include <cstdint>
#include <memory>
#include <string>

#include "absl/status/status.h"
#include "api/replayer.h"
#include "arbiter/v1/rules_service.pb.h"
#include "engines/core/registry.h"

namespace arbiter::api {

class StreamReplay {
 public:
  // `registry` outlives the stream.
  StreamReplay(const Registry& registry, ReplayLimits limits);

  // Checks and judges the next message of the stream.
  absl::Status Take(const v1::StreamReplayGameRequest& message);

  // The refusal of message number `position` (from 1) of the stream, which could not be parsed
  // as a StreamReplayGameRequest: INVALID_ARGUMENT "header: message 1 of the stream is not a
  // valid ..." before a header was taken, "steps: message N ..." after.
  absl::Status Unparsable(int64_t position) const;

  // The end of the stream: the report, or INVALID_ARGUMENT "header: missing (the stream
  // carried no message)" when no header was taken.
  absl::Status Finish(v1::StreamReplayGameResponse* response) const;

  // True once a header was taken and its game set up.
  bool has_header() const { return replayer_ != nullptr; }

  // The game id of a header that passed CheckRecordHeader ("" before one did), whether or not
  // its game could be set up: what a server labels the call with.
  const std::string& game_id() const { return game_id_; }

 private:
  absl::Status TakeHeader(const v1::GameRecord& header);

  const Registry& registry_;
  ReplayLimits limits_;
  std::string game_id_;
  std::unique_ptr<Replayer> replayer_;
};

}  // namespace arbiter::api

#endif  // ARBITER_API_STREAM_REPLAY_H_
