#include <filesystem>
#include <fstream>

#include "absl/strings/match.h"
#include "api/replayer.h"
#include "clients/records/record_io.h"
#include "clients/records/replay_runner.h"
#include "engines/core/testing/race_game.h"
#include "gtest/gtest.h"

namespace arbiter::records {
namespace {
namespace fs = std::filesystem;

class RecordToolsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    ASSERT_TRUE(registry_.Register(testing::MakeRaceGame()).ok());
    dir_ = fs::temp_directory_path() /
           ("arbiter_records_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) +
            "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "sub");
  }
  void TearDown() override { fs::remove_all(dir_); }

  // Judges records in this process (the CLI's backend does it through api/ as well).
  Validator InProcess() const {
    return [this](const v1::GameRecord& record) { return api::ReplayRecord(registry_, record); };
  }

  Registry registry_;
  fs::path dir_;
};

TEST_F(RecordToolsTest, JsonAndBinaryRoundTrip) {
  v1::GameRecord rec = testing::RaceRecord({1, 2, 1});
  const std::string json = (dir_ / "a.json").string();
  const std::string bin = (dir_ / "sub" / "a.binpb").string();
  ASSERT_TRUE(WriteRecordFile(rec, json).ok());
  ASSERT_TRUE(WriteRecordFile(rec, bin).ok());
  auto j = ReadRecordFile(json);
  auto b = ReadRecordFile(bin);
  ASSERT_TRUE(j.ok()) << j.status();
  ASSERT_TRUE(b.ok()) << b.status();
  EXPECT_EQ(j->SerializeAsString(), rec.SerializeAsString());
  EXPECT_EQ(b->SerializeAsString(), rec.SerializeAsString());
}

TEST_F(RecordToolsTest, UnparsableJsonNamesTheFile) {
  const std::string path = (dir_ / "bad.json").string();
  ASSERT_TRUE(WriteFile(path, "{\"setup\": {\"gameId\": \"race\",, }").ok());
  auto r = ReadRecordFile(path);
  ASSERT_FALSE(r.ok());
  EXPECT_TRUE(absl::StartsWith(r.status().message(), path)) << r.status();
}

// docs/bad-input.md findings 4 and 5: deep nesting refused before protobuf's parser (which
// is super-linear in it), and the parser's excerpt of the file escaped.
TEST_F(RecordToolsTest, DeepOrUnprintableJsonIsRefusedNamingTheFile) {
  const std::string deep = (dir_ / "deep.json").string();
  ASSERT_TRUE(WriteFile(deep, R"({"steps": [{"action": {"@type": )"
                              R"("type.googleapis.com/google.protobuf.ListValue", "value": )" +
                                  std::string(50000, '[') + std::string(50000, ']') + "}}]}")
                  .ok());
  auto r = ReadRecordFile(deep);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(r.status().message(),
            deep + ": JSON nested deeper than 100 arrays/objects (byte 186 opens level 101)");
  const std::string bytes = (dir_ / "bytes.json").string();
  ASSERT_TRUE(WriteFile(bytes, "{\"description\": \"x\xff\x1b]0;owned\x07\"}").ok());
  r = ReadRecordFile(bytes);
  ASSERT_FALSE(r.ok());
  EXPECT_TRUE(absl::StartsWith(r.status().message(), bytes + ": ")) << r.status();
  EXPECT_TRUE(absl::StrContains(r.status().message(), "\\xff\\x1b]0;owned\\x07"))
      << r.status();
  for (char c : r.status().message()) EXPECT_TRUE(c >= ' ' && c < 0x7f) << int(c);
}

TEST_F(RecordToolsTest, FindsRecordsRecursivelyAndReportsMissingPaths) {
  ASSERT_TRUE(WriteRecordFile(testing::RaceRecord({1}), (dir_ / "b.json").string()).ok());
  ASSERT_TRUE(WriteRecordFile(testing::RaceRecord({1}), (dir_ / "sub" / "c.binpb").string()).ok());
  ASSERT_TRUE(WriteFile((dir_ / "notes.txt").string(), "x").ok());
  std::vector<std::string> errors;
  auto files = FindRecordFiles({dir_.string(), (dir_ / "b.json").string(), "/nonexistent/x"},
                               &errors);
  ASSERT_EQ(files.size(), 2u);
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_TRUE(absl::StrContains(errors[0], "/nonexistent/x"));
}

TEST_F(RecordToolsTest, BatchReportsEachRecordInOrderWithParallelJobs) {
  std::vector<std::string> files;
  for (int i = 0; i < 8; ++i) {
    v1::GameRecord rec = i % 2 == 0 ? testing::RaceRecord({2, 2, 2, 2, 2}) : testing::RaceRecord({1, 3});
    if (i % 2 == 1) {
      rec.mutable_expect()->set_verdict(v1::REPLAY_VERDICT_ILLEGAL_STEP);
      rec.mutable_expect()->set_step_index(1);
      rec.mutable_expect()->set_violation_code("RACE_BAD_AMOUNT");
    }
    files.push_back((dir_ / ("r" + std::to_string(i) + ".json")).string());
    ASSERT_TRUE(WriteRecordFile(rec, files.back()).ok());
  }
  files.push_back((dir_ / "broken.json").string());
  ASSERT_TRUE(WriteFile(files.back(), "not json").ok());

  size_t callbacks = 0;
  RunOptions options;
  options.jobs = 3;
  options.on_result = [&](size_t done, size_t total, const tools::v1::RecordResult&) {
    ++callbacks;
    EXPECT_EQ(total, 9u);
    EXPECT_LE(done, total);
  };
  tools::v1::ReplaySummary s = ValidateFiles(files, InProcess(), options);
  EXPECT_EQ(callbacks, 9u);
  EXPECT_EQ(s.records(), 9);
  EXPECT_EQ(s.valid(), 4);
  EXPECT_EQ(s.invalid(), 4);
  EXPECT_EQ(s.errors(), 1);
  EXPECT_EQ(s.expectation_mismatches(), 0);
  for (int i = 0; i < 8; ++i) {
    EXPECT_EQ(s.results(i).path(), files[i]);
    EXPECT_TRUE(s.results(i).matches_expectation()) << i;
  }
  EXPECT_EQ(s.results(1).report().violation().code(), "RACE_BAD_AMOUNT");
  EXPECT_TRUE(absl::StartsWith(s.results(8).error(), files[8])) << s.results(8).error();

  const std::string xml = JUnitXml(s);
  EXPECT_TRUE(absl::StrContains(xml, "tests=\"9\" failures=\"4\" errors=\"1\""));
  EXPECT_TRUE(absl::StrContains(xml, "<failure type=\"illegal\""));
  EXPECT_TRUE(absl::StrContains(xml, "<error type=\"error\""));
  const std::string expected_xml = JUnitXml(s, /*expectations=*/true);
  EXPECT_TRUE(absl::StrContains(expected_xml, "tests=\"9\" failures=\"0\" errors=\"1\""))
      << expected_xml;
  std::ostringstream table;
  PrintSummary(s, table);
  EXPECT_TRUE(absl::StrContains(table.str(), "9 records: 4 valid, 4 invalid, 1 errors"));
  EXPECT_TRUE(absl::StrContains(table.str(), "step 1: RACE_BAD_AMOUNT (R2)"));
}

TEST_F(RecordToolsTest, ExpectationMismatchIsCounted) {
  v1::GameRecord rec = testing::RaceRecord({1, 3});
  rec.mutable_expect()->set_verdict(v1::REPLAY_VERDICT_ILLEGAL_STEP);
  rec.mutable_expect()->set_step_index(0);
  const std::string path = (dir_ / "m.json").string();
  ASSERT_TRUE(WriteRecordFile(rec, path).ok());
  auto s = ValidateFiles({path}, InProcess(), {});
  EXPECT_EQ(s.expectation_mismatches(), 1);
  EXPECT_FALSE(s.results(0).matches_expectation());
}

}  // namespace
}  // namespace arbiter::records

#include "clients/records/playout.h"

namespace arbiter::records {
namespace {

TEST(PlayoutTest, RecordedPlayoutReplaysValidWithSameDigests) {
  std::unique_ptr<Game> game = testing::MakeRaceGame();
  Registry registry;
  v1::GameSetup setup;
  setup.set_game_id("race");
  setup.set_seat_count(2);
  PlayoutOptions options;
  options.policy_seed = 3;
  options.with_digests = true;
  auto rec = RecordPlayout(*game, setup, options);
  ASSERT_TRUE(rec.ok()) << rec.status();
  EXPECT_GE(rec->steps_size(), 5);   // 10 in steps of at most 2
  EXPECT_LE(rec->steps_size(), 10);
  ASSERT_TRUE(registry.Register(testing::MakeRaceGame()).ok());
  auto report = api::ReplayRecord(registry, *rec);
  ASSERT_TRUE(report.ok());
  EXPECT_EQ(report->verdict(), v1::REPLAY_VERDICT_VALID);
  EXPECT_EQ(report->final_turn().outcome().status(), v1::OUTCOME_STATUS_FINISHED);
  EXPECT_EQ(report->final_state_digest(),
            rec->steps(rec->steps_size() - 1).expected_state_digest());
  auto again = RecordPlayout(*game, setup, options);
  EXPECT_EQ(again->SerializeAsString(), rec->SerializeAsString());
}

}  // namespace
}  // namespace arbiter::records
