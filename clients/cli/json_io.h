// The CLI's file formats: proto3 JSON (google::protobuf::util) with Any fields resolved through
// the generated descriptor pool, i.e. every game proto linked into the binary.
//
//   absl::StatusOr<v1::GameState> state = ReadState("s.json");   // "-" reads stdin
//   absl::StatusOr<std::string> json = ToJson(response, /*pretty=*/true);
//
// Errors are INVALID_ARGUMENT naming the input ("--state s.json: ..."), NOT_FOUND for a file
// that cannot be opened, RESOURCE_EXHAUSTED for a file or stdin over --max_input_bytes. JSON nested deeper than client::kMaxJsonNesting (100) is refused before
// parsing, and the parser's messages are escaped and cut (clients/common/json_input.h).
#ifndef ARBITER_CLIENTS_CLI_JSON_IO_H_
#define ARBITER_CLIENTS_CLI_JSON_IO_H_

#include <cstdint>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "arbiter/v1/game_state.pb.h"
#include "google/protobuf/any.pb.h"
#include "clients/common/input_limit.h"
#include "google/protobuf/message.h"

namespace arbiter::cli {

// The whole of `path`, or of stdin when `path` is "-", at most `max_bytes` (--max_input_bytes):
// longer input is RESOURCE_EXHAUSTED "<path or stdin>: more than N bytes (--max_input_bytes;
// ...)" (clients/common/input_limit.h), read no further than the cap.
absl::StatusOr<std::string> ReadInput(const std::string& path,
                                      int64_t max_bytes = client::kDefaultMaxInputBytes);

// Parses proto3 JSON into `message` (client::ParseJsonMessage); errors start with `what`
// (e.g. "--action").
absl::Status ParseJson(absl::string_view json, absl::string_view what,
                       google::protobuf::Message* message);

// proto3 JSON of `message`: indented with a final newline when `pretty`, else one line.
absl::StatusOr<std::string> ToJson(const google::protobuf::Message& message, bool pretty);

// A game state from `path` ("-" for stdin). Accepts a bare arbiter.v1.GameState, or the output
// of `arbiter new` / `arbiter apply` (an object whose "state" field is the GameState). Errors
// start with "--state PATH" (NOT_FOUND "--state PATH: cannot open", INVALID_ARGUMENT ...).
absl::StatusOr<v1::GameState> ReadState(const std::string& path,
                                        int64_t max_bytes = client::kDefaultMaxInputBytes);

// An action from --action: JSON text, or "@FILE" to read it from a file. With "@type" it is
// parsed as a google.protobuf.Any; without, as the message named `action_type` (the game's
// GameInfo.action_type), then packed. An unreadable FILE: NOT_FOUND "--action @FILE: cannot
// open".
absl::StatusOr<google::protobuf::Any> ParseAction(
    const std::string& text, const std::string& action_type,
    int64_t max_bytes = client::kDefaultMaxInputBytes);

// The same for any flag taking one of the game's messages: JSON text or "@FILE"; with "@type"
// an Any, else the message named `type_name` (GameInfo's action_type, content_type, ...),
// packed. Errors start with `flag`; `whose` names the type in them ("action", "content").
absl::StatusOr<google::protobuf::Any> ParseMessageArgument(const std::string& text,
                                                           const std::string& type_name,
                                                           absl::string_view flag,
                                                           absl::string_view whose,
                                                           int64_t max_bytes =
                                                               client::kDefaultMaxInputBytes);

}  // namespace arbiter::cli

#endif  // ARBITER_CLIENTS_CLI_JSON_IO_H_
