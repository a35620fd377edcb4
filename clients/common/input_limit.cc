#include "clients/common/input_limit.h"

#include <algorithm>
#include <fstream>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"

namespace arbiter::client {

absl::StatusOr<std::string> ReadBounded(std::istream& in, absl::string_view name,
                                        int64_t max_bytes) {
  constexpr int64_t kChunk = 64 * 1024;
  std::string text;
  while (in) {
    // Read at most one byte past the cap: enough to know the input is too long.
    const int64_t want = std::min(kChunk, max_bytes + 1 - static_cast<int64_t>(text.size()));
    if (want <= 0) break;
    const size_t had = text.size();
    text.resize(had + want);
    in.read(text.data() + had, want);
    text.resize(had + in.gcount());
  }
  if (in.bad()) return absl::DataLossError(absl::StrCat(name, ": read error"));
  if (static_cast<int64_t>(text.size()) > max_bytes) {
    return absl::ResourceExhaustedError(
        absl::StrCat(name, ": more than ", max_bytes,
                     " bytes (--max_input_bytes; raise it to read larger input)"));
  }
  return text;
}

absl::StatusOr<std::string> ReadFileBounded(const std::string& path, int64_t max_bytes) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return absl::NotFoundError(absl::StrCat(path, ": cannot open"));
  return ReadBounded(in, path, max_bytes);
}

}  // namespace arbiter::client
