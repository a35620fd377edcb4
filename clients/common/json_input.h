// JSON input from users (the `arbiter` CLI's --state/--action, JSON record files) parsed with
// protobuf's JSON mapping, made safe against hostile text (docs/bad-input.md, findings 4, 5):
//
//   - Nesting is bounded before protobuf sees the text. protobuf 3.21's JSON parser takes time
//     super-linear in the nesting depth (a ListValue payload 4,000 deep: 2.8 s; 16,000 deep:
//     109 s). No arbiter message comes near the bound: the record fixtures nest 8 deep, and
//     json_io_test's schema walk finds at most 12 over every request, answer and record of
//     every game.
//   - protobuf's error messages quote the input around the error, bytes as they are (invalid
//     UTF-8, terminal escapes). PrintableParseError keeps the message, the field it names and
//     the excerpt with the error's place, escaped and capped.
//
//   absl::Status s = ParseJsonMessage(text, "--state s.json", &state);
//   // "--state s.json: JSON nested deeper than 100 arrays/objects (byte 100 opens level 101)"
#ifndef ARBITER_CLIENTS_COMMON_JSON_INPUT_H_
#define ARBITER_CLIENTS_COMMON_JSON_INPUT_H_

#include <string>

#include "absl/status/status.h"
#include "absl/strings/string_view.h"
#include "google/protobuf/message.h"
#include "google/protobuf/util/json_util.h"

namespace arbiter::client {

// The deepest nesting of arrays and objects accepted: the root object is level 1. Arbiter's
// own messages reach 12 at most (clients/cli/json_io_test.cc, JsonDepthOfTheSchema).
inline constexpr int kMaxJsonNesting = 100;

// OK when no array or object in `json` opens deeper than `max_nesting` levels; otherwise
// INVALID_ARGUMENT "<what>: JSON nested deeper than <max_nesting> arrays/objects (byte <offset,
// from 0> opens level <max_nesting + 1>)". Brackets inside strings do not count: strings are
// delimited by " or ' (protobuf's parser accepts both) and a backslash escapes the byte after
// it. One pass, constant memory; the text is not otherwise validated (the parser does that).
absl::Status CheckJsonNesting(absl::string_view json, absl::string_view what,
                              int max_nesting = kMaxJsonNesting);

// protobuf's JSON error `message`, safe to print on a terminal: every byte outside printable
// ASCII, and quotes and backslashes, C-escaped (absl::CHexEscape, e.g. \xff, \n, \"). The
// usual shape "<error>\n<excerpt of the input>\n<spaces>^" becomes
//   <error> (input before the error: "<excerpt>", from it: "<excerpt>")
// The error is cut at 200 bytes, each excerpt at 40 (protobuf's own are 20), before escaping;
// a cut is marked "...". Other messages are escaped and cut whole.
std::string PrintableParseError(absl::string_view message);

// CheckJsonNesting, then google::protobuf::util::JsonStringToMessage into `message` (Any
// fields resolve through the generated pool). Errors: INVALID_ARGUMENT "<what>: ..." with the
// nesting error or PrintableParseError of the parser's.
absl::Status ParseJsonMessage(absl::string_view json, absl::string_view what,
                              google::protobuf::Message* message,
                              const google::protobuf::util::JsonParseOptions& options = {});

}  // namespace arbiter::client

#endif  // ARBITER_CLIENTS_COMMON_JSON_INPUT_H_
