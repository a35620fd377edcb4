// replay_split.h answers exactly as parsing the request whole and calling replay.h's ReplayGame:
// on hand-made requests (expectations, unknown fields, fields twice, bad UTF-8, nesting at
// protobuf's limit), on every record of tests/records (argv[1]) and on seeded random mutations
// of their bytes.
#include "api/replay_split.h"

#include <string>
#include <vector>

#include "api/replay.h"
#include "clients/records/record_io.h"
#include "engines/all_games.h"
#include "engines/core/actor.h"
#include "engines/core/digest.h"
#include "engines/core/rng.h"
#include "engines/core/testing/race_game.h"
#include "gtest/gtest.h"

namespace arbiter::api {
namespace {

// What an answer is, either way: the status, or "unparsable", and the response's bytes.
std::string WholeAnswer(const Registry& registry, const std::string& bytes) {
  v1::ReplayGameRequest request;
  if (!request.ParseFromString(bytes)) return "unparsable";
  v1::ReplayGameResponse response;
  absl::Status s = ReplayGame(registry, request, ReplayLimits{}, &response);
  if (!s.ok()) return s.ToString();
  return "ok " + DeterministicBytes(response);
}

// The split path, falling back to the whole parse as the server does.
std::string SplitAnswer(const Registry& registry, const std::string& bytes, bool* split_used) {
  SplitReplayRequest split;
  *split_used = false;
  if (SplitReplayGameRequest(bytes, &split)) {
    v1::ReplayGameResponse response;
    absl::StatusOr<bool> answered = ReplayGame(registry, split, ReplayLimits{}, &response);
    if (!answered.ok()) {
      *split_used = true;
      return answered.status().ToString();
    }
    if (*answered) {
      *split_used = true;
      return "ok " + DeterministicBytes(response);
    }
  }
  return WholeAnswer(registry, bytes);
}

void ExpectSame(const Registry& registry, const std::string& bytes, bool want_split,
                const std::string& what) {
  bool split_used;
  EXPECT_EQ(SplitAnswer(registry, bytes, &split_used), WholeAnswer(registry, bytes)) << what;
  if (want_split) {
    EXPECT_TRUE(split_used) << what;
  }
}

class ReplaySplitTest : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_TRUE(registry_.Register(testing::MakeRaceGame()).ok()); }

  static v1::ReplayGameRequest Request(std::initializer_list<std::pair<int, int64_t>> steps) {
    v1::ReplayGameRequest request;
    v1::GameRecord* rec = request.mutable_record();
    rec->mutable_setup()->set_game_id("race");
    rec->mutable_setup()->set_seat_count(2);
    rec->set_description("a race");
    for (auto [seat, amount] : steps) {
      v1::RecordStep* s = rec->add_steps();
      *s->mutable_actor() = ActorToProto(seat);
      *s->mutable_action() = testing::RaceAction(amount);
    }
    return request;
  }
  static std::string Bytes(const v1::ReplayGameRequest& r) { return r.SerializeAsString(); }

  Registry registry_;
};

TEST_F(ReplaySplitTest, PlainRecordsSplitAndAnswerTheSame) {
  ExpectSame(registry_, Bytes(Request({{0, 2}, {1, 2}, {0, 2}, {1, 2}, {0, 2}})), true, "valid");
  ExpectSame(registry_, Bytes(Request({{0, 2}, {0, 2}})), true, "illegal second step");
  ExpectSame(registry_, Bytes(Request({})), true, "no steps");
  v1::ReplayGameRequest chance = Request({{0, 1}});
  *chance.mutable_record()->mutable_steps(0)->mutable_actor() = ActorToProto(kChance);
  ExpectSame(registry_, Bytes(chance), true, "chance actor");
  v1::ReplayGameRequest no_kind = Request({{0, 1}});
  no_kind.mutable_record()->mutable_steps(0)->mutable_actor()->clear_kind();
  ExpectSame(registry_, Bytes(no_kind), true, "actor without kind");
  v1::ReplayGameRequest negative = Request({{0, 1}, {1, 1}});
  negative.mutable_record()->mutable_steps(1)->mutable_actor()->set_seat(-3);
  ExpectSame(registry_, Bytes(negative), true, "negative seat");
}

TEST_F(ReplaySplitTest, StepsWithExpectationsOrUnknownFieldsAnswerTheSame) {
  v1::ReplayGameRequest r = Request({{0, 2}, {1, 2}, {0, 2}});
  r.mutable_record()->mutable_steps(1)->set_expected_state_digest("not the digest");
  ExpectSame(registry_, Bytes(r), true, "digest mismatch after a plain step");
  r = Request({{0, 2}, {1, 2}, {0, 2}});
  r.mutable_record()->mutable_steps(0)->add_expected_events()->mutable_detail()->set_type_url("nothing");
  ExpectSame(registry_, Bytes(r), true, "events mismatch");
  // Plain steps after one with unknown fields (the reused step must lose them).
  r = Request({{0, 2}, {1, 2}, {0, 2}, {1, 3}});
  v1::RecordStep* odd = r.mutable_record()->mutable_steps(1);
  odd->GetReflection()->MutableUnknownFields(odd)->AddVarint(99, 7);
  odd->mutable_action()->GetReflection()->MutableUnknownFields(odd->mutable_action())
      ->AddLengthDelimited(7, "x");
  ExpectSame(registry_, Bytes(r), true, "unknown fields in a step");
  // Unknown fields in the record and in its setup stay in the head.
  r = Request({{0, 2}, {1, 2}});
  r.mutable_record()->GetReflection()->MutableUnknownFields(r.mutable_record())
      ->AddFixed32(77, 5);
  ExpectSame(registry_, Bytes(r), true, "unknown field in the record");
  const std::string bytes = Bytes(Request({{0, 2}, {1, 2}, {0, 2}, {1, 3}}));
  ExpectSame(registry_, bytes, true, "four steps");
}

TEST_F(ReplaySplitTest, OddShapesFallBackOrAnswerTheSame) {
  const std::string plain = Bytes(Request({{0, 2}, {1, 2}, {0, 2}}));
  ExpectSame(registry_, plain + plain, false, "the record twice (merged)");
  ExpectSame(registry_, "", false, "empty request");
  ExpectSame(registry_, plain + "\x10\x01", false, "unknown request field");
  for (size_t cut = 0; cut < plain.size(); ++cut) {
    ExpectSame(registry_, plain.substr(0, cut), false, "truncated at " + std::to_string(cut));
  }
  // A type URL that is not UTF-8, in the last step: unparsable even after an illegal step.
  v1::ReplayGameRequest r = Request({{0, 2}, {0, 2}, {1, 2}});
  r.mutable_record()->mutable_steps(2)->mutable_action()->set_type_url("type\xff");
  ExpectSame(registry_, Bytes(r), false, "bad UTF-8 after an illegal step");
  // A record without setup, with a bad step: unparsable, not "record.setup: missing".
  r.mutable_record()->clear_setup();
  ExpectSame(registry_, Bytes(r), false, "bad step and no setup");
  r.mutable_record()->mutable_steps(2)->mutable_action()->set_type_url("t");
  ExpectSame(registry_, Bytes(r), true, "no setup");
}

// Unknown groups nested in a step up to protobuf's recursion limit: the split parses a step
// with the budget it has inside the request.
TEST_F(ReplaySplitTest, NestingAtTheRecursionLimitAnswersTheSame) {
  for (int depth = 90; depth <= 101; ++depth) {
    std::string groups;
    for (int i = 0; i < depth; ++i) groups += "\x0b";  // field 1, start group
    for (int i = 0; i < depth; ++i) groups += "\x0c";  // end group
    // Unknown groups directly in the step: protobuf parses them, one level each.
    std::string step = Request({{0, 2}}).record().steps(0).SerializeAsString() + groups;
    std::string record = Request({}).record().SerializeAsString();
    std::string step_field = std::string("\x1a") + static_cast<char>((step.size() & 0x7f) | 0x80) +
                             static_cast<char>(step.size() >> 7) + step;
    record += step_field;
    std::string bytes = std::string("\x0a") + static_cast<char>((record.size() & 0x7f) | 0x80) +
                        static_cast<char>(record.size() >> 7) + record;
    ExpectSame(registry_, bytes, false, "nesting " + std::to_string(depth));
  }
}

TEST_F(ReplaySplitTest, RandomMutationsAnswerTheSame) {
  const std::string plain = Bytes(Request({{0, 2}, {1, 2}, {0, 1}, {1, 3}, {0, 2}, {1, 2}}));
  Rng rng(2207);
  for (int i = 0; i < 3000; ++i) {
    std::string bytes = plain;
    const int edits = 1 + static_cast<int>(rng.Uniform(3));
    for (int e = 0; e < edits && !bytes.empty(); ++e) {
      const size_t at = rng.Uniform(bytes.size());
      switch (rng.Uniform(3)) {
        case 0: bytes[at] = static_cast<char>(rng.Uniform(256)); break;
        case 1: bytes.erase(at, 1); break;
        default: bytes.insert(at, 1, static_cast<char>(rng.Uniform(256))); break;
      }
    }
    ExpectSame(registry_, bytes, false, "mutation " + std::to_string(i));
  }
}

// Every record in tests/records (argv[1]) through every game, whole and mutated.
TEST(ReplaySplitRecordsTest, EveryRecordAnswersTheSame) {
  const std::vector<std::string>& args = ::testing::internal::GetArgvs();
  ASSERT_GE(args.size(), 2u) << "usage: replay_split_test RECORDS_DIR";
  int records = 0;
  Rng rng(22);
  std::vector<std::string> missing;
  for (const std::string& path : records::FindRecordFiles({args[1]}, &missing)) {
    absl::StatusOr<v1::GameRecord> record = records::ReadRecordFile(path);
    if (!record.ok()) continue;  // the corrupt files
    v1::ReplayGameRequest request;
    *request.mutable_record() = *std::move(record);
    const std::string bytes = request.SerializeAsString();
    ExpectSame(DefaultRegistry(), bytes, true, path);
    for (int i = 0; i < 20 && !bytes.empty(); ++i) {
      std::string mutated = bytes;
      mutated[rng.Uniform(mutated.size())] = static_cast<char>(rng.Uniform(256));
      ExpectSame(DefaultRegistry(), mutated, false, path + " mutation " + std::to_string(i));
    }
    ++records;
  }
  EXPECT_GT(records, 50);
}

}  // namespace
}  // namespace arbiter::api
