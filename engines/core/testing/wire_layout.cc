#include "engines/core/testing/wire_layout.h"

#include <cstddef>

#include "google/protobuf/io/coded_stream.h"
#include "google/protobuf/io/zero_copy_stream_impl_lite.h"
#include "google/protobuf/wire_format_lite.h"

namespace arbiter::testing {
namespace {

using google::protobuf::internal::WireFormatLite;
using google::protobuf::io::CodedOutputStream;

// Protobuf's encoding of one value of each field type, without its tag, and its size.
void WriteNoTag(uint32_t v, CodedOutputStream* out) { WireFormatLite::WriteUInt32NoTag(v, out); }
void WriteNoTag(int32_t v, CodedOutputStream* out) { WireFormatLite::WriteInt32NoTag(v, out); }
size_t SizeNoTag(uint32_t v) { return WireFormatLite::UInt32Size(v); }
size_t SizeNoTag(int32_t v) { return WireFormatLite::Int32Size(v); }

template <typename T>
void Unpacked(int field, absl::Span<const T> values, CodedOutputStream* out) {
  for (T v : values) {
    WireFormatLite::WriteTag(field, WireFormatLite::WIRETYPE_VARINT, out);
    WriteNoTag(v, out);
  }
}

template <typename T>
void Packed(int field, absl::Span<const T> values, CodedOutputStream* out) {
  size_t length = 0;
  for (T v : values) length += SizeNoTag(v);
  WireFormatLite::WriteTag(field, WireFormatLite::WIRETYPE_LENGTH_DELIMITED, out);
  out->WriteVarint32(static_cast<uint32_t>(length));
  for (T v : values) WriteNoTag(v, out);
}

template <typename T>
void WriteRepeated(Layout layout, int field, absl::Span<const T> values, std::string* out) {
  google::protobuf::io::StringOutputStream stream(out);
  // `out` holds the bytes once `coded` is destroyed (it gives back its unused buffer then).
  CodedOutputStream coded(&stream);
  const absl::Span<const T> first = values.subspan(0, values.size() / 2);
  const absl::Span<const T> second = values.subspan(values.size() / 2);
  switch (layout) {
    case Layout::kUnpacked:
      Unpacked(field, values, &coded);
      return;
    case Layout::kOnePackedRecord:
      Packed(field, values, &coded);
      return;
    case Layout::kTwoPackedRecords:
      Packed(field, first, &coded);
      Packed(field, second, &coded);
      return;
    case Layout::kHalfPackedHalfUnpacked:
      Packed(field, first, &coded);
      Unpacked(field, second, &coded);
      return;
  }
}

}  // namespace

std::string LayoutName(Layout layout) {
  switch (layout) {
    case Layout::kUnpacked:
      return "Unpacked";
    case Layout::kOnePackedRecord:
      return "OnePackedRecord";
    case Layout::kTwoPackedRecords:
      return "TwoPackedRecords";
    case Layout::kHalfPackedHalfUnpacked:
      return "HalfPackedHalfUnpacked";
  }
  return "Layout(" + std::to_string(static_cast<int>(layout)) + ")";
}

void WriteRepeatedUInt32(Layout layout, int field, absl::Span<const uint32_t> values,
                         std::string* out) {
  WriteRepeated(layout, field, values, out);
}

void WriteRepeatedInt32(Layout layout, int field, absl::Span<const int32_t> values,
                        std::string* out) {
  WriteRepeated(layout, field, values, out);
}

void WriteLengthDelimited(int field, absl::string_view body, std::string* out) {
  google::protobuf::io::StringOutputStream stream(out);
  CodedOutputStream coded(&stream);
  WireFormatLite::WriteTag(field, WireFormatLite::WIRETYPE_LENGTH_DELIMITED, &coded);
  coded.WriteVarint32(static_cast<uint32_t>(body.size()));
  coded.WriteRaw(body.data(), static_cast<int>(body.size()));
}

}  // namespace arbiter::testing
