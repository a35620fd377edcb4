// wire_layout.h: the bytes of each layout, checked against the protobuf encoding guide's own
// examples and hand-worked varints, and read back by the generated parser (TurnStatus's
// `repeated int32 acting_seats = 1`, `string decision = 3`) as the message the serializer
// writes.
#include "engines/core/testing/wire_layout.h"

#include <climits>
#include <cstdint>
#include <string>
#include <vector>

#include "arbiter/v1/turn.pb.h"
#include "gtest/gtest.h"

namespace arbiter::testing {
namespace {

using namespace std::string_literals;  // NOLINT: byte strings with embedded "\x00"

constexpr Layout kAll[] = {Layout::kUnpacked, Layout::kOnePackedRecord,
                           Layout::kTwoPackedRecords, Layout::kHalfPackedHalfUnpacked};

std::string UInt32s(Layout layout, int field, const std::vector<uint32_t>& values) {
  std::string out;
  WriteRepeatedUInt32(layout, field, values, &out);
  return out;
}

std::string Int32s(Layout layout, int field, const std::vector<int32_t>& values) {
  std::string out;
  WriteRepeatedInt32(layout, field, values, &out);
  return out;
}

TEST(WireLayout, MatchesTheEncodingGuidesExamples) {
  // "08 96 01": field 1 = 150.
  EXPECT_EQ(UInt32s(Layout::kUnpacked, 1, {150}), "\x08\x96\x01");
  // "22 06 03 8E 02 9E A7 05": field 4 packed [3, 270, 86942].
  EXPECT_EQ(UInt32s(Layout::kOnePackedRecord, 4, {3, 270, 86942}),
            "\x22\x06\x03\x8e\x02\x9e\xa7\x05");
  EXPECT_EQ(Int32s(Layout::kOnePackedRecord, 4, {3, 270, 86942}),
            "\x22\x06\x03\x8e\x02\x9e\xa7\x05");
}

TEST(WireLayout, SplitsTheListAtHalf) {
  EXPECT_EQ(UInt32s(Layout::kUnpacked, 2, {1, 2, 3}), "\x10\x01\x10\x02\x10\x03");
  EXPECT_EQ(UInt32s(Layout::kTwoPackedRecords, 2, {1, 2, 3}), "\x12\x01\x01\x12\x02\x02\x03");
  EXPECT_EQ(UInt32s(Layout::kHalfPackedHalfUnpacked, 2, {1, 2, 3}),
            "\x12\x01\x01\x10\x02\x10\x03");
  // Empty lists: no record unpacked, empty packed records otherwise.
  EXPECT_EQ(UInt32s(Layout::kUnpacked, 2, {}), "");
  EXPECT_EQ(UInt32s(Layout::kOnePackedRecord, 2, {}), "\x12\x00"s);
  EXPECT_EQ(UInt32s(Layout::kTwoPackedRecords, 2, {}), "\x12\x00\x12\x00"s);
  EXPECT_EQ(UInt32s(Layout::kHalfPackedHalfUnpacked, 2, {}), "\x12\x00"s);
  // One value: the first half is empty.
  EXPECT_EQ(UInt32s(Layout::kTwoPackedRecords, 2, {7}), "\x12\x00\x12\x01\x07"s);
  EXPECT_EQ(UInt32s(Layout::kHalfPackedHalfUnpacked, 2, {7}), "\x12\x00\x10\x07"s);
}

TEST(WireLayout, NegativeInt32IsTenBytesAndLargeUInt32Five) {
  EXPECT_EQ(Int32s(Layout::kUnpacked, 1, {-1}),
            "\x08\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01");
  EXPECT_EQ(Int32s(Layout::kUnpacked, 1, {INT32_MIN}),
            "\x08\x80\x80\x80\x80\xf8\xff\xff\xff\xff\x01");
  EXPECT_EQ(UInt32s(Layout::kUnpacked, 1, {UINT32_MAX}), "\x08\xff\xff\xff\xff\x0f");
  EXPECT_EQ(Int32s(Layout::kOnePackedRecord, 1, {-1, 1}),
            "\x0a\x0b\xff\xff\xff\xff\xff\xff\xff\xff\xff\x01\x01");
}

TEST(WireLayout, AppendsAfterWhatIsThere) {
  std::string out = "prefix";
  WriteRepeatedUInt32(Layout::kUnpacked, 1, std::vector<uint32_t>{1}, &out);
  WriteLengthDelimited(3, "ab", &out);
  EXPECT_EQ(out, "prefix\x08\x01\x1a\x02" "ab");
}

TEST(WireLayout, LengthDelimitedCarriesItsLength) {
  std::string out;
  WriteLengthDelimited(3, "", &out);
  EXPECT_EQ(out, "\x1a\x00"s);
  const std::string body(200, 'x');  // a length past one varint byte: 200 = c8 01
  out.clear();
  WriteLengthDelimited(3, body, &out);
  EXPECT_EQ(out, "\x1a\xc8\x01" + body);
  // A field number past 15 takes a two-byte tag: (99 << 3) | 2 = 794 = 9a 06.
  out.clear();
  WriteLengthDelimited(99, "s", &out);
  EXPECT_EQ(out, "\x9a\x06\x01s");
}

TEST(WireLayout, EveryLayoutParsesAsTheSameMessage) {
  const std::vector<int32_t> seats = {0, 3, -1, INT32_MAX, INT32_MIN, 127, 128};
  v1::TurnStatus want;
  want.mutable_acting_seats()->Add(seats.begin(), seats.end());
  want.set_decision("main_action");
  for (Layout layout : kAll) {
    SCOPED_TRACE(LayoutName(layout));
    std::string bytes;
    WriteRepeatedInt32(layout, v1::TurnStatus::kActingSeatsFieldNumber, seats, &bytes);
    WriteLengthDelimited(v1::TurnStatus::kDecisionFieldNumber, "main_action", &bytes);
    v1::TurnStatus got;
    ASSERT_TRUE(got.ParseFromString(bytes));
    EXPECT_EQ(std::vector<int32_t>(got.acting_seats().begin(), got.acting_seats().end()), seats);
    EXPECT_EQ(got.decision(), "main_action");
    EXPECT_EQ(got.SerializeAsString(), want.SerializeAsString());
  }
  // The serializer's own layout is one packed record.
  std::string one;
  WriteRepeatedInt32(Layout::kOnePackedRecord, v1::TurnStatus::kActingSeatsFieldNumber, seats,
                     &one);
  WriteLengthDelimited(v1::TurnStatus::kDecisionFieldNumber, "main_action", &one);
  EXPECT_EQ(one, want.SerializeAsString());
}

TEST(WireLayout, NamesEveryLayout) {
  EXPECT_EQ(LayoutName(Layout::kUnpacked), "Unpacked");
  EXPECT_EQ(LayoutName(Layout::kOnePackedRecord), "OnePackedRecord");
  EXPECT_EQ(LayoutName(Layout::kTwoPackedRecords), "TwoPackedRecords");
  EXPECT_EQ(LayoutName(Layout::kHalfPackedHalfUnpacked), "HalfPackedHalfUnpacked");
}

}  // namespace
}  // namespace arbiter::testing
