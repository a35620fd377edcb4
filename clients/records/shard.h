// Sharding a folder of records across machines (`arbiter replay --shard I/N`): shard I of N
// takes the record files whose path digest is I modulo N. A file's shard depends only on its
// own path and N, so adding files never moves the others, and every machine given the same
// PATH arguments computes the same split without talking to the others.
//
//   absl::StatusOr<Shard> shard = ParseShard("2/8");           // index 2 of 8 shards
//   std::vector<std::string> mine = FilesOfShard(files, *shard);
//
// Digest: the first 8 bytes of SHA-256 of the path (the string the report shows, e.g.
// "records/some_game/valid/g1.json"), as a big-endian unsigned integer, modulo N.
#ifndef ARBITER_CLIENTS_RECORDS_SHARD_H_
#define ARBITER_CLIENTS_RECORDS_SHARD_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"

namespace arbiter::records {

// The most shards a run may be split into.
inline constexpr int kMaxShards = 100000;

// One share of a sharded run: `index` in [0, count).
struct Shard {
  int index = 0;
  int count = 1;

  // "I/N", the form ParseShard reads and reports carry (ReplaySummary.shard).
  std::string ToString() const;
};

// Reads "I/N" (decimal, 0 <= I < N <= kMaxShards). INVALID_ARGUMENT naming --shard otherwise.
absl::StatusOr<Shard> ParseShard(absl::string_view text);

// The shard in [0, count) that `path` belongs to (count >= 1).
int ShardOfPath(absl::string_view path, int count);

// The files of `files` that belong to `shard`, in their order.
std::vector<std::string> FilesOfShard(const std::vector<std::string>& files, const Shard& shard);

}  // namespace arbiter::records

#endif  // ARBITER_CLIENTS_RECORDS_SHARD_H_
