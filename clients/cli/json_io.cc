#include "clients/cli/json_io.h"

#include <iostream>
#include <memory>

#include "absl/strings/str_cat.h"
#include "absl/strings/match.h"
#include "arbiter/v1/rules_service.pb.h"
#include "clients/common/json_input.h"
#include "google/protobuf/descriptor.h"
#include "google/protobuf/dynamic_message.h"
#include "google/protobuf/struct.pb.h"
#include "google/protobuf/util/json_util.h"

namespace arbiter::cli {
namespace {

// The keys of a JSON object, via google.protobuf.Struct (any JSON object parses into one).
absl::StatusOr<google::protobuf::Struct> ParseObject(absl::string_view json,
                                                     absl::string_view what) {
  if (absl::Status s = client::CheckJsonNesting(json, what); !s.ok()) return s;
  google::protobuf::Struct object;
  auto status = google::protobuf::util::JsonStringToMessage(
      google::protobuf::StringPiece(json.data(), json.size()), &object);
  if (!status.ok()) {
    return absl::InvalidArgumentError(
        absl::StrCat(what, ": not a JSON object (",
                     client::PrintableParseError(status.message().as_string()), ")"));
  }
  return object;
}

}  // namespace

absl::StatusOr<std::string> ReadInput(const std::string& path, int64_t max_bytes) {
  if (path == "-") return client::ReadBounded(std::cin, "stdin", max_bytes);
  return client::ReadFileBounded(path, max_bytes);
}

absl::Status ParseJson(absl::string_view json, absl::string_view what,
                       google::protobuf::Message* message) {
  return client::ParseJsonMessage(json, what, message);
}

absl::StatusOr<std::string> ToJson(const google::protobuf::Message& message, bool pretty) {
  google::protobuf::util::JsonPrintOptions options;
  options.add_whitespace = pretty;
  std::string out;
  auto status = google::protobuf::util::MessageToJsonString(message, &out, options);
  if (!status.ok()) {
    return absl::InternalError(absl::StrCat("cannot print JSON: ", status.message().ToString()));
  }
  if (!pretty) return out;
  if (out.empty() || out.back() != '\n') out.push_back('\n');
  return out;
}

absl::StatusOr<v1::GameState> ReadState(const std::string& path, int64_t max_bytes) {
  const std::string what = absl::StrCat("--state ", path);
  absl::StatusOr<std::string> json = ReadInput(path, max_bytes);
  // "--state s.json: cannot open" (ReadInput's message starts with the path).
  if (!json.ok()) {
    return absl::Status(json.status().code(), absl::StrCat("--state ", json.status().message()));
  }
  absl::StatusOr<google::protobuf::Struct> object = ParseObject(*json, what);
  if (!object.ok()) return object.status();
  v1::GameState state;
  if (object->fields().count("state") == 0) {
    if (auto s = ParseJson(*json, what, &state); !s.ok()) return s;
    return state;
  }
  // The output of `arbiter new` or `arbiter apply`: ApplyActionResponse's fields are a
  // superset of NewGameResponse's.
  v1::ApplyActionResponse response;
  if (auto s = ParseJson(*json, what, &response); !s.ok()) return s;
  return response.state();
}

absl::StatusOr<google::protobuf::Any> ParseMessageArgument(const std::string& text,
                                                           const std::string& type_name,
                                                           absl::string_view flag,
                                                           absl::string_view whose,
                                                           int64_t max_bytes) {
  std::string json = text;
  if (absl::StartsWith(text, "@")) {
    absl::StatusOr<std::string> contents = ReadInput(text.substr(1), max_bytes);
    if (!contents.ok()) {
      return absl::Status(contents.status().code(),
                          absl::StrCat(flag, " @", contents.status().message()));
    }
    json = *std::move(contents);
  }
  absl::StatusOr<google::protobuf::Struct> object = ParseObject(json, flag);
  if (!object.ok()) return object.status();
  google::protobuf::Any any;
  if (object->fields().count("@type") > 0) {
    if (auto s = ParseJson(json, flag, &any); !s.ok()) return s;
    return any;
  }
  const google::protobuf::Descriptor* descriptor =
      google::protobuf::DescriptorPool::generated_pool()->FindMessageTypeByName(type_name);
  if (descriptor == nullptr) {
    return absl::InvalidArgumentError(
        absl::StrCat(flag, ": no \"@type\" given and the game's ", whose, " type '", type_name,
                     "' is not linked into this binary"));
  }
  google::protobuf::DynamicMessageFactory factory;
  std::unique_ptr<google::protobuf::Message> message(factory.GetPrototype(descriptor)->New());
  if (auto s = ParseJson(json, flag, message.get()); !s.ok()) return s;
  any.PackFrom(*message);
  return any;
}

absl::StatusOr<google::protobuf::Any> ParseAction(const std::string& text,
                                                  const std::string& action_type,
                                                  int64_t max_bytes) {
  return ParseMessageArgument(text, action_type, "--action", "action", max_bytes);
}

}  // namespace arbiter::cli
