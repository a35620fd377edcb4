#include "clients/records/shard.h"

#include <openssl/sha.h>

#include "absl/strings/escaping.h"
#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_split.h"

namespace arbiter::records {

std::string Shard::ToString() const { return absl::StrCat(index, "/", count); }

absl::StatusOr<Shard> ParseShard(absl::string_view text) {
  const std::vector<absl::string_view> parts = absl::StrSplit(text, '/');
  Shard shard;
  const auto digits = [](absl::string_view s) {
    return !s.empty() && s.size() <= 6 && s.find_first_not_of("0123456789") == s.npos;
  };
  if (parts.size() != 2 || !digits(parts[0]) || !digits(parts[1]) ||
      !absl::SimpleAtoi(parts[0], &shard.index) || !absl::SimpleAtoi(parts[1], &shard.count) ||
      shard.count < 1 || shard.count > kMaxShards || shard.index >= shard.count) {
    return absl::InvalidArgumentError(
        absl::StrCat("--shard \"", absl::CHexEscape(text.substr(0, 32)),
                     "\": expected I/N with 0 <= I < N <= ", kMaxShards, " (e.g. 0/4)"));
  }
  return shard;
}

int ShardOfPath(absl::string_view path, int count) {
  unsigned char hash[SHA256_DIGEST_LENGTH];
  SHA256(reinterpret_cast<const unsigned char*>(path.data()), path.size(), hash);
  uint64_t value = 0;
  for (int i = 0; i < 8; ++i) value = (value << 8) | hash[i];
  return static_cast<int>(value % static_cast<uint64_t>(count));
}

std::vector<std::string> FilesOfShard(const std::vector<std::string>& files, const Shard& shard) {
  std::vector<std::string> mine;
  for (const std::string& file : files) {
    if (ShardOfPath(file, shard.count) == shard.index) mine.push_back(file);
  }
  return mine;
}

}  // namespace arbiter::records
