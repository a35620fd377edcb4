// Merging the reports of a sharded run (`arbiter replay --shard I/N`, one process per shard,
// each on its own machine and server) into one report, the same as the unsharded run's:
// `arbiter replay --merge SHARD.json...` reads each shard's --report-json, checks that they are
// the N shards of one run, and writes the merged JSON and JUnit reports.
//
//   absl::StatusOr<tools::v1::ReplaySummary> shard = ReadJsonReport("shard-0.json", max_bytes);
//   absl::StatusOr<tools::v1::ReplaySummary> all = MergeShardReports(shards, names);
//
// The merged summary has the results of every shard in the unsharded run's order (paths
// sorted, as FindRecordFiles lists them) and totals counted from them (Tally); its `shard` is
// empty. So its JSON and JUnit reports are byte for byte those of an unsharded run over the same
// PATH arguments, except for the wall times (RecordResult.seconds, JUnit's time=), which are
// each run's own.
#ifndef ARBITER_CLIENTS_RECORDS_REPORT_MERGE_H_
#define ARBITER_CLIENTS_RECORDS_REPORT_MERGE_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "arbiter/tools/v1/replay_summary.pb.h"

namespace arbiter::records {

// Parses a --report-json file (arbiter.tools.v1.ReplaySummary in proto3 JSON, the game
// messages inside resolved through the protos linked into the binary). At most `max_bytes`
// are read (RESOURCE_EXHAUSTED naming --max_input_bytes); NOT_FOUND when missing;
// INVALID_ARGUMENT "<path>: <parser's message>" when unparsable.
absl::StatusOr<tools::v1::ReplaySummary> ReadJsonReport(const std::string& path,
                                                        int64_t max_bytes);

// Merges the reports of shards 0..N-1 of one run (`names[k]` names `shards[k]` in errors).
// INVALID_ARGUMENT "<name>: ..." when a report carries no shard (not written with --shard),
// shards of different N are mixed, a shard is given twice or one is missing, a result's path
// does not belong to its report's shard, a path appears twice, or a report's totals disagree
// with its results (an edited or truncated file).
absl::StatusOr<tools::v1::ReplaySummary> MergeShardReports(
    const std::vector<tools::v1::ReplaySummary>& shards, const std::vector<std::string>& names);

}  // namespace arbiter::records

#endif  // ARBITER_CLIENTS_RECORDS_REPORT_MERGE_H_
