#include "clients/records/record_io.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "clients/common/json_input.h"
#include "google/protobuf/util/json_util.h"

namespace arbiter::records {
namespace fs = std::filesystem;

namespace {

bool IsJsonPath(const std::string& path) { return absl::EndsWith(path, ".json"); }

bool IsRecordPath(const fs::path& p) {
  const std::string ext = p.extension().string();
  return ext == ".json" || ext == ".binpb" || ext == ".pb";
}

absl::StatusOr<std::string> ReadAll(const std::string& path, int64_t max_bytes) {
  std::error_code ec;
  if (!fs::is_regular_file(path, ec)) {
    return absl::NotFoundError(absl::StrCat(path, ": no such file"));
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return absl::PermissionDeniedError(absl::StrCat(path, ": cannot be read"));
  return client::ReadBounded(in, path, max_bytes);
}

}  // namespace

absl::StatusOr<v1::GameRecord> ParseRecordJson(const std::string& json,
                                               const std::string& name) {
  v1::GameRecord record;
  google::protobuf::util::JsonParseOptions options;
  options.ignore_unknown_fields = false;
  if (absl::Status s = client::ParseJsonMessage(json, name, &record, options); !s.ok()) return s;
  return record;
}

absl::StatusOr<v1::GameRecord> ReadRecordFile(const std::string& path, int64_t max_bytes) {
  absl::StatusOr<std::string> bytes = ReadAll(path, max_bytes);
  if (!bytes.ok()) return bytes.status();
  if (IsJsonPath(path)) return ParseRecordJson(*bytes, path);
  v1::GameRecord record;
  if (!record.ParseFromString(*bytes)) {
    return absl::InvalidArgumentError(
        absl::StrCat(path, ": not a parsable binary arbiter.v1.GameRecord (", bytes->size(),
                     " bytes)"));
  }
  return record;
}

absl::StatusOr<std::string> ToJson(const google::protobuf::Message& message, bool pretty) {
  std::string out;
  google::protobuf::util::JsonPrintOptions options;
  options.add_whitespace = pretty;
  options.preserve_proto_field_names = false;
  auto status = google::protobuf::util::MessageToJsonString(message, &out, options);
  if (!status.ok()) return absl::InternalError(status.message().as_string());
  return out;
}

absl::Status WriteRecordFile(const v1::GameRecord& record, const std::string& path) {
  std::string bytes;
  if (IsJsonPath(path)) {
    absl::StatusOr<std::string> json = ToJson(record, /*pretty=*/true);
    if (!json.ok()) return json.status();
    bytes = *json + "\n";
  } else if (!record.SerializeToString(&bytes)) {
    return absl::InternalError("record: cannot serialize");
  }
  return WriteFile(path, bytes);
}

absl::Status WriteFile(const std::string& path, absl::string_view contents) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!out) return absl::PermissionDeniedError(absl::StrCat(path, ": cannot be written"));
  out.write(contents.data(), static_cast<std::streamsize>(contents.size()));
  out.close();
  if (!out) return absl::DataLossError(absl::StrCat(path, ": write failed"));
  return absl::OkStatus();
}

std::vector<std::string> FindRecordFiles(const std::vector<std::string>& paths,
                                         std::vector<std::string>* errors) {
  std::vector<std::string> files;
  for (const std::string& path : paths) {
    std::error_code ec;
    if (fs::is_directory(path, ec)) {
      for (auto it = fs::recursive_directory_iterator(path, ec);
           !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
        if (it->is_regular_file(ec) && IsRecordPath(it->path())) {
          files.push_back(it->path().string());
        }
      }
      if (ec) errors->push_back(absl::StrCat(path, ": ", ec.message()));
    } else if (fs::exists(path, ec)) {
      files.push_back(path);
    } else {
      errors->push_back(absl::StrCat(path, ": no such file or folder"));
    }
  }
  std::sort(files.begin(), files.end());
  files.erase(std::unique(files.begin(), files.end()), files.end());
  return files;
}

}  // namespace arbiter::records
