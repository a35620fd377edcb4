// Reading and writing game records (arbiter.v1.GameRecord) as files: binary protobuf
// (*.binpb, *.pb) or proto3 JSON (*.json). The game's own messages inside Any fields resolve
// through the protos linked into the binary (every registered game).
//
//   absl::StatusOr<v1::GameRecord> r = ReadRecordFile("games/g1.json");
//   std::vector<std::string> files = FindRecordFiles({"records/"}, &errors);
#ifndef ARBITER_CLIENTS_RECORDS_RECORD_IO_H_
#define ARBITER_CLIENTS_RECORDS_RECORD_IO_H_

#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "arbiter/v1/record.pb.h"
#include "clients/common/input_limit.h"

namespace arbiter::records {

// Parses a record file; the format follows the extension (.json is JSON, anything else binary).
// Errors: NOT_FOUND / PERMISSION_DENIED when unreadable; INVALID_ARGUMENT "<path>: <parser's
// message with its position>" when unparsable (escaped and cut, and JSON nested deeper than
// client::kMaxJsonNesting refused before parsing: clients/common/json_input.h).
// A file over `max_bytes` is RESOURCE_EXHAUSTED "<path>: more than N bytes (--max_input_bytes;
// ...)", read no further than the cap (clients/common/input_limit.h).
absl::StatusOr<v1::GameRecord> ReadRecordFile(
    const std::string& path, int64_t max_bytes = client::kDefaultMaxInputBytes);

// Parses a record from text in proto3 JSON. `name` prefixes error messages.
absl::StatusOr<v1::GameRecord> ParseRecordJson(const std::string& json, const std::string& name);

// proto3 JSON of any message (Any resolved through the generated pool), indented when `pretty`.
absl::StatusOr<std::string> ToJson(const google::protobuf::Message& message, bool pretty);

// Writes a record as JSON (.json) or binary (other extensions).
absl::Status WriteRecordFile(const v1::GameRecord& record, const std::string& path);

// Writes `contents` to `path`, replacing it. PERMISSION_DENIED / DATA_LOSS naming the path.
absl::Status WriteFile(const std::string& path, absl::string_view contents);

// Expands files and folders (recursively) into record files (*.json, *.binpb, *.pb), sorted,
// without duplicates. A path that does not exist is added to `errors` ("<path>: no such file
// or folder").
std::vector<std::string> FindRecordFiles(const std::vector<std::string>& paths,
                                         std::vector<std::string>* errors);

}  // namespace arbiter::records

#endif  // ARBITER_CLIENTS_RECORDS_RECORD_IO_H_
