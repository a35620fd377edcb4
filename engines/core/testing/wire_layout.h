// Tests only: protobuf wire encodings the parser accepts besides the one the generated
// serializer writes, for tests that feed a state reader such bytes and check that it reads them
// as the same message (a packed repeated field written as unpacked records, split over two
// packed records, or half packed and half unpacked; empty packed records; unknown
// length-delimited fields). A proto3 parser must accept every one of these layouts for a
// packable repeated scalar field and merge them in order (protobuf encoding guide, "Packed
// Repeated Fields"); a reader that parses bytes by hand might not.
//
// The bytes are written by protobuf's own io::CodedOutputStream (over io::StringOutputStream)
// and internal::WireFormatLite, so tags, varints and lengths are exactly protobuf's: an int32
// value below zero takes the 10-byte sign-extended varint form, as protobuf writes it.
//
//   pb::Seat rest = seat;                 // the other fields, serialized as usual
//   rest.clear_settlement_hexes();
//   std::string body = rest.SerializeAsString();
//   WriteRepeatedUInt32(Layout::kTwoPackedRecords, pb::Seat::kSettlementHexesFieldNumber,
//                       seat.settlement_hexes(), &body);
//   WriteLengthDelimited(pb::State::kSeatsFieldNumber, body, &state_bytes);
//
// Every writer appends to `*out` and leaves what was there untouched. Field numbers are
// protobuf's: 1 to 2^29 - 1. Lengths follow protobuf's own limit (a record under 2 GiB).
#ifndef ARBITER_ENGINES_CORE_TESTING_WIRE_LAYOUT_H_
#define ARBITER_ENGINES_CORE_TESTING_WIRE_LAYOUT_H_

#include <cstdint>
#include <string>

#include "absl/strings/string_view.h"
#include "absl/types/span.h"

namespace arbiter::testing {

// How a repeated varint field (int32, uint32, enum, ...) is laid out on the wire.
enum class Layout {
  // One record per value: tag (wire type 0, VARINT) then the value.
  kUnpacked,
  // One record (wire type 2, LEN) holding every value, as proto3's serializer writes it; an
  // empty list still writes one empty record.
  kOnePackedRecord,
  // Two packed records: the first size/2 values, then the rest (empty records included).
  kTwoPackedRecords,
  // The first size/2 values as one packed record (possibly empty), the rest unpacked.
  kHalfPackedHalfUnpacked,
};

// The enumerator's name without the leading 'k' ("Unpacked", "TwoPackedRecords", ...), for
// test traces.
std::string LayoutName(Layout layout);

// Appends repeated `uint32` field number `field` holding `values` (in order) in `layout`.
void WriteRepeatedUInt32(Layout layout, int field, absl::Span<const uint32_t> values,
                         std::string* out);

// Appends repeated `int32` field number `field` holding `values` (in order) in `layout`; a
// negative value takes 10 bytes (sign-extended to 64 bits), a non-negative one 1 to 5.
void WriteRepeatedInt32(Layout layout, int field, absl::Span<const int32_t> values,
                        std::string* out);

// Appends one length-delimited record (wire type 2, LEN): field number `field`, the length of
// `body` in bytes, then `body` (a serialized submessage, a string, or any bytes at all).
void WriteLengthDelimited(int field, absl::string_view body, std::string* out);

}  // namespace arbiter::testing

#endif  // ARBITER_ENGINES_CORE_TESTING_WIRE_LAYOUT_H_
