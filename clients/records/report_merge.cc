#include "clients/records/report_merge.h"

#include <algorithm>
#include <map>
#include <set>

#include "absl/strings/str_cat.h"
#include "clients/common/input_limit.h"
#include "clients/common/json_input.h"
#include "clients/records/replay_runner.h"
#include "clients/records/shard.h"
#include "google/protobuf/util/json_util.h"

namespace arbiter::records {

absl::StatusOr<tools::v1::ReplaySummary> ReadJsonReport(const std::string& path,
                                                        int64_t max_bytes) {
  absl::StatusOr<std::string> text = client::ReadFileBounded(path, max_bytes);
  if (!text.ok()) return text.status();
  tools::v1::ReplaySummary summary;
  google::protobuf::util::JsonParseOptions options;
  options.ignore_unknown_fields = false;
  if (absl::Status s = client::ParseJsonMessage(*text, path, &summary, options); !s.ok()) {
    return s;
  }
  return summary;
}

absl::StatusOr<tools::v1::ReplaySummary> MergeShardReports(
    const std::vector<tools::v1::ReplaySummary>& shards, const std::vector<std::string>& names) {
  if (shards.empty()) return absl::InvalidArgumentError("--merge: no shard reports");
  std::map<int, std::string> seen;  // shard index -> the report that holds it
  int count = 0;
  std::set<std::string> paths;
  tools::v1::ReplaySummary merged;
  for (size_t k = 0; k < shards.size(); ++k) {
    const tools::v1::ReplaySummary& report = shards[k];
    const std::string& name = names[k];
    if (report.shard().empty()) {
      return absl::InvalidArgumentError(absl::StrCat(
          name, ": not a shard's report (no \"shard\": written without arbiter replay --shard)"));
    }
    absl::StatusOr<Shard> shard = ParseShard(report.shard());
    if (!shard.ok()) {
      return absl::InvalidArgumentError(absl::StrCat(name, ": shard: ", shard.status().message()));
    }
    if (count == 0) count = shard->count;
    if (shard->count != count) {
      return absl::InvalidArgumentError(absl::StrCat(name, ": shard ", report.shard(),
                                                     " is not one of ", count,
                                                     " shards like ", names[0], "'s"));
    }
    if (auto [it, added] = seen.emplace(shard->index, name); !added) {
      return absl::InvalidArgumentError(absl::StrCat(name, ": shard ", report.shard(),
                                                     " given twice (also ", it->second, ")"));
    }
    tools::v1::ReplaySummary recount;
    *recount.mutable_results() = report.results();
    Tally(&recount);
    if (recount.records() != report.records() || recount.valid() != report.valid() ||
        recount.invalid() != report.invalid() || recount.errors() != report.errors() ||
        recount.expectation_mismatches() != report.expectation_mismatches()) {
      return absl::InvalidArgumentError(
          absl::StrCat(name, ": its totals disagree with its ", report.results_size(),
                       " results (an edited or truncated report?)"));
    }
    for (const tools::v1::RecordResult& result : report.results()) {
      if (ShardOfPath(result.path(), count) != shard->index) {
        return absl::InvalidArgumentError(absl::StrCat(
            name, ": ", result.path(), " belongs to shard ",
            ShardOfPath(result.path(), count), "/", count, ", not ", report.shard()));
      }
      if (!paths.insert(result.path()).second) {
        return absl::InvalidArgumentError(
            absl::StrCat(name, ": ", result.path(), " is in two reports"));
      }
      *merged.add_results() = result;
    }
  }
  if (static_cast<int>(seen.size()) != count) {
    std::string missing;
    for (int i = 0; i < count && missing.size() < 200; ++i) {
      if (seen.count(i) == 0) absl::StrAppend(&missing, missing.empty() ? "" : ", ", i);
    }
    return absl::InvalidArgumentError(absl::StrCat("--merge: ", seen.size(), " of ", count,
                                                   " shards given; missing shard ", missing));
  }
  std::sort(merged.mutable_results()->begin(), merged.mutable_results()->end(),
            [](const tools::v1::RecordResult& a, const tools::v1::RecordResult& b) {
              return a.path() < b.path();
            });
  Tally(&merged);
  return merged;
}

}  // namespace arbiter::records
