// Fuzz target: record files as `arbiter replay` reads them (clients/records/record_io.h), binary
// protobuf or proto3 JSON, then replayed against the engines through ReplayGame (api/replay.h)
// as the in-process CLI backend does, and the report written back as JSON as the replay
// summary does.
//
// Input (fuzz_input.h):
//   byte   format: even = binary arbiter.v1.GameRecord (*.binpb), odd = proto3 JSON (*.json);
//   rest   the file's bytes.
// JSON goes through ParseRecordJson (protobuf's JSON mapping, Any resolved through the linked
// game protos), so this also covers invalid UTF-8, deep nesting and odd numbers in JSON.
#include <cstddef>
#include <cstdint>
#include <string>

#include "api/replay.h"
#include "clients/records/record_io.h"
#include "engines/all_games.h"
#include "tests/fuzz/fuzz_check.h"
#include "tests/fuzz/fuzz_input.h"

namespace arbiter::fuzz {
namespace {

void Run(const uint8_t* data, size_t size) {
  FuzzInput in(data, size);
  const bool json = in.TakeByte() & 1;
  const absl::string_view bytes = in.Rest();
  v1::GameRecord record;
  if (json) {
    absl::StatusOr<v1::GameRecord> parsed = records::ParseRecordJson(std::string(bytes), "fuzz");
    if (!parsed.ok()) return;
    record = *std::move(parsed);
  } else if (!record.ParseFromArray(bytes.data(), static_cast<int>(bytes.size()))) {
    return;
  }
  v1::ReplayGameRequest request;
  *request.mutable_record() = std::move(record);
  v1::ReplayGameResponse response;
  if (api::ReplayGame(DefaultRegistry(), request, {}, &response).ok()) {
    (void)records::ToJson(response.report(), /*pretty=*/false);
  }
}

}  // namespace
}  // namespace arbiter::fuzz

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  arbiter::fuzz::QuietProtobuf();
  arbiter::fuzz::Run(data, size);
  return 0;
}
