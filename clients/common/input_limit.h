// The size cap on what a client reads from users: files and stdin given to the `arbiter` CLI
// (--state, --action @FILE, --content @FILE, record files of `arbiter replay`). Without it a
// 10 MB JSON state took the CLI to 1.27 GB (protobuf's JSON parser holds about 100 bytes per
// input byte at worst; issue 24), so a careless pipe could take a machine's memory.
//
//   absl::StatusOr<std::string> text = ReadFileBounded("s.json", kDefaultMaxInputBytes);
//   // RESOURCE_EXHAUSTED "s.json: more than 16777216 bytes (--max_input_bytes; ...)"
//   absl::StatusOr<std::string> in = ReadBounded(std::cin, "stdin", max_bytes);
//
// The default, 16 MiB, is four times arbiterd's default --max_message_bytes (4 MiB): the proto3
// JSON of any request the server accepts by default fits (JSON spells field names and writes
// bytes as base64), and the largest record in tests/records is far smaller. Reading stops
// after max_bytes + 1 bytes, so refusing costs at most the cap in memory whatever the input's
// size (an endless pipe included).
#ifndef ARBITER_CLIENTS_COMMON_INPUT_LIMIT_H_
#define ARBITER_CLIENTS_COMMON_INPUT_LIMIT_H_

#include <cstdint>
#include <istream>
#include <string>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace arbiter::client {

// Bytes; the CLI's --max_input_bytes default.
inline constexpr int64_t kDefaultMaxInputBytes = int64_t{16} << 20;

// All of `in`, at most `max_bytes`. Errors: RESOURCE_EXHAUSTED "<name>: more than <max_bytes>
// bytes (--max_input_bytes; raise it to read larger input)"; DATA_LOSS "<name>: read error".
absl::StatusOr<std::string> ReadBounded(std::istream& in, absl::string_view name,
                                        int64_t max_bytes);

// The same for the file at `path` (named by its path); NOT_FOUND "<path>: cannot open".
absl::StatusOr<std::string> ReadFileBounded(const std::string& path, int64_t max_bytes);

}  // namespace arbiter::client

#endif  // ARBITER_CLIENTS_COMMON_INPUT_LIMIT_H_
