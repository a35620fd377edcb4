// Sharded runs (shard.h) and their merge (report_merge.h): the split is the documented digest,
// a partition, stable when files are added; N shards merged give the unsharded run's report.
#include <algorithm>
#include <filesystem>

#include "absl/strings/match.h"
#include "api/replayer.h"
#include "clients/records/record_io.h"
#include "clients/records/replay_runner.h"
#include "clients/records/report_merge.h"
#include "clients/records/shard.h"
#include "engines/core/testing/race_game.h"
#include "gtest/gtest.h"

namespace arbiter::records {
namespace {
namespace fs = std::filesystem;

TEST(ShardTest, ParsesIOfNAndRefusesTheRestNamingTheFlag) {
  absl::StatusOr<Shard> shard = ParseShard("2/8");
  ASSERT_TRUE(shard.ok()) << shard.status();
  EXPECT_EQ(shard->index, 2);
  EXPECT_EQ(shard->count, 8);
  EXPECT_EQ(shard->ToString(), "2/8");
  ASSERT_TRUE(ParseShard("0/1").ok());
  for (const char* bad : {"", "1", "8/8", "9/8", "-1/8", "0/0", "1/-2", "a/4", "1/4/2", " 1/4",
                          "1/100001", "0/9999999999", "0x1/4", "+1/4"}) {
    absl::StatusOr<Shard> s = ParseShard(bad);
    ASSERT_FALSE(s.ok()) << bad;
    EXPECT_EQ(s.status().code(), absl::StatusCode::kInvalidArgument) << bad;
    EXPECT_TRUE(absl::StartsWith(s.status().message(), "--shard")) << s.status();
  }
}

// The digest is the documented one (first 8 bytes of SHA-256, big-endian, modulo N), so every
// build on every machine splits alike. Values from Python's hashlib.
TEST(ShardTest, ShardOfPathIsTheDocumentedDigest) {
  EXPECT_EQ(ShardOfPath("records/some_game/valid/g1.json", 1000), 49);
  EXPECT_EQ(ShardOfPath("records/some_game/valid/g1.json", 7), 0);
  EXPECT_EQ(ShardOfPath("a.json", 1000), 50);
  EXPECT_EQ(ShardOfPath("a.json", 7), 6);
  EXPECT_EQ(ShardOfPath("anything", 1), 0);
}

TEST(ShardTest, ShardsPartitionTheFilesAndStayPutWhenFilesAreAdded) {
  std::vector<std::string> files;
  for (int i = 0; i < 300; ++i) files.push_back("records/g" + std::to_string(i) + ".json");
  constexpr int kShards = 7;
  std::vector<std::vector<std::string>> before;
  size_t total = 0;
  for (int i = 0; i < kShards; ++i) {
    before.push_back(FilesOfShard(files, {i, kShards}));
    total += before.back().size();
    // Balanced: 300/7 is about 43 per shard.
    EXPECT_GT(before.back().size(), 20u) << i;
    EXPECT_LT(before.back().size(), 70u) << i;
  }
  EXPECT_EQ(total, files.size());
  std::vector<std::string> all;
  for (const auto& share : before) all.insert(all.end(), share.begin(), share.end());
  std::sort(all.begin(), all.end());
  std::vector<std::string> sorted = files;
  std::sort(sorted.begin(), sorted.end());
  EXPECT_EQ(all, sorted);  // each file in exactly one shard

  std::vector<std::string> more = files;
  for (int i = 0; i < 100; ++i) more.push_back("records/new" + std::to_string(i) + ".json");
  for (int i = 0; i < kShards; ++i) {
    std::vector<std::string> after = FilesOfShard(more, {i, kShards});
    std::vector<std::string> kept;
    for (const std::string& f : after) {
      if (!absl::StrContains(f, "/new")) kept.push_back(f);
    }
    EXPECT_EQ(kept, before[i]) << "shard " << i << " lost or gained an old file";
  }
}

class ShardMergeTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(registry_.Register(testing::MakeRaceGame()).ok());
    dir_ = fs::temp_directory_path() /
           ("arbiter_shards_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
            "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "records" / "sub");
    // Relative paths ("records/r0.json"), as shards given the same PATH argument see them: the
    // split is the same on every run.
    cwd_ = fs::current_path();
    fs::current_path(dir_);
    // Valid, illegal (with and without an expectation that matches), and unparsable records.
    for (int i = 0; i < 12; ++i) {
      v1::GameRecord rec = i % 3 == 0 ? testing::RaceRecord({1, 3}) : testing::RaceRecord({2, 2});
      if (i % 6 == 0) {
        rec.mutable_expect()->set_verdict(v1::REPLAY_VERDICT_ILLEGAL_STEP);
        rec.mutable_expect()->set_step_index(1);
      }
      const fs::path path =
          fs::path("records") / (i % 2 ? "sub" : "") / ("r" + std::to_string(i) + ".json");
      ASSERT_TRUE(WriteRecordFile(rec, path.string()).ok());
    }
    ASSERT_TRUE(WriteFile("records/broken.json", "not json").ok());
    std::vector<std::string> errors;
    files_ = FindRecordFiles({"records"}, &errors);
    ASSERT_EQ(files_.size(), 13u);
  }
  void TearDown() override {
    fs::current_path(cwd_);
    fs::remove_all(dir_);
  }

  tools::v1::ReplaySummary Run(const std::vector<std::string>& files) const {
    return ValidateFiles(
        files, [this](const v1::GameRecord& r) { return api::ReplayRecord(registry_, r); }, {});
  }
  // Shard i of n as `arbiter replay --shard i/n --report-json` writes it, read back.
  tools::v1::ReplaySummary ShardReport(int i, int n) const {
    tools::v1::ReplaySummary s = Run(FilesOfShard(files_, {i, n}));
    s.set_shard(Shard{i, n}.ToString());
    const std::string path = (dir_ / ("shard" + std::to_string(i) + ".report")).string();
    EXPECT_TRUE(WriteJsonReport(s, path).ok());
    absl::StatusOr<tools::v1::ReplaySummary> back = ReadJsonReport(path, 1 << 24);
    EXPECT_TRUE(back.ok()) << back.status();
    return back.ok() ? *back : s;
  }

  static void ClearSeconds(tools::v1::ReplaySummary* s) {
    for (tools::v1::RecordResult& r : *s->mutable_results()) r.set_seconds(0);
  }

  Registry registry_;
  fs::path dir_;
  fs::path cwd_;
  std::vector<std::string> files_;
};

TEST_F(ShardMergeTest, MergedShardsAreTheUnshardedReport) {
  tools::v1::ReplaySummary whole = Run(files_);
  ClearSeconds(&whole);
  for (int n : {1, 2, 3, 5, 20}) {
    std::vector<tools::v1::ReplaySummary> shards;
    std::vector<std::string> names;
    for (int i = n - 1; i >= 0; --i) {  // in any order
      shards.push_back(ShardReport(i, n));
      names.push_back("shard" + std::to_string(i));
    }
    absl::StatusOr<tools::v1::ReplaySummary> merged = MergeShardReports(shards, names);
    ASSERT_TRUE(merged.ok()) << merged.status();
    ClearSeconds(&*merged);
    EXPECT_EQ(merged->shard(), "");
    EXPECT_EQ(*ToJson(*merged, true), *ToJson(whole, true)) << n << " shards";
    EXPECT_EQ(JUnitXml(*merged), JUnitXml(whole));
    EXPECT_EQ(JUnitXml(*merged, true), JUnitXml(whole, true));
  }
  EXPECT_EQ(whole.records(), 13);
  EXPECT_EQ(whole.errors(), 1);
  EXPECT_GT(whole.invalid(), 0);
  EXPECT_GT(whole.valid(), 0);
}

TEST_F(ShardMergeTest, RefusesReportsThatAreNotOneWholeRun) {
  const auto merge_error = [](std::vector<tools::v1::ReplaySummary> shards) {
    std::vector<std::string> names;
    for (size_t k = 0; k < shards.size(); ++k) names.push_back("s" + std::to_string(k) + ".json");
    absl::StatusOr<tools::v1::ReplaySummary> merged = MergeShardReports(shards, names);
    EXPECT_FALSE(merged.ok());
    if (!merged.ok()) EXPECT_EQ(merged.status().code(), absl::StatusCode::kInvalidArgument);
    return merged.ok() ? std::string("merged") : std::string(merged.status().message());
  };
  const tools::v1::ReplaySummary a = ShardReport(0, 3), b = ShardReport(1, 3),
                                 c = ShardReport(2, 3);
  ASSERT_EQ(a.results_size(), 5);  // records/ split 5, 4, 4 (the digests are fixed)
  ASSERT_EQ(b.results_size(), 4);
  ASSERT_EQ(c.results_size(), 4);
  EXPECT_EQ(merge_error({a, b}), "--merge: 2 of 3 shards given; missing shard 2");
  EXPECT_EQ(merge_error({a, b, b}), "s2.json: shard 1/3 given twice (also s1.json)");
  EXPECT_EQ(merge_error({a, b, ShardReport(1, 2)}),
            "s2.json: shard 1/2 is not one of 3 shards like s0.json's");
  tools::v1::ReplaySummary unsharded = Run(files_);
  EXPECT_TRUE(absl::StrContains(merge_error({unsharded}), "s0.json: not a shard's report"));
  tools::v1::ReplaySummary bad_shard = a;
  bad_shard.set_shard("3/3");
  EXPECT_TRUE(absl::StartsWith(merge_error({bad_shard}), "s0.json: shard: --shard \"3/3\""));
  tools::v1::ReplaySummary moved = b;  // a result of shard 0 in shard 1's report
  *moved.add_results() = a.results(0);
  Tally(&moved);
  EXPECT_EQ(merge_error({a, moved, c}),
            "s1.json: " + a.results(0).path() + " belongs to shard 0/3, not 1/3");
  tools::v1::ReplaySummary truncated = c;
  truncated.mutable_results()->RemoveLast();
  EXPECT_TRUE(absl::StrContains(merge_error({a, b, truncated}),
                                "s2.json: its totals disagree with its"));
  EXPECT_EQ(merge_error({}), "--merge: no shard reports");
}

TEST_F(ShardMergeTest, ReadJsonReportNamesTheFile) {
  const std::string path = (dir_ / "bad.report").string();
  ASSERT_TRUE(WriteFile(path, "{\"records\": \"x\"}").ok());
  absl::StatusOr<tools::v1::ReplaySummary> r = ReadJsonReport(path, 1 << 20);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(absl::StartsWith(r.status().message(), path)) << r.status();
  r = ReadJsonReport((dir_ / "none.json").string(), 1 << 20);
  ASSERT_FALSE(r.ok());
  r = ReadJsonReport(path, 4);
  ASSERT_FALSE(r.ok());
  EXPECT_TRUE(absl::StrContains(r.status().message(), "--max_input_bytes")) << r.status();
}

}  // namespace
}  // namespace arbiter::records
