#include "engines/quibbles/event_wire.h"

#include <string>

namespace arbiter {
namespace quibbles {
namespace {

constexpr uint32_t kVarintType = 0;
constexpr uint32_t kLengthDelimitedType = 2;

const std::string& EventTypeUrl() {
  static const std::string* const url =
      new std::string("type.googleapis.com/" + pb::Event::descriptor()->full_name());
  return *url;
}

// The Event message: its oneof field `kind` holding `detail`.
void Fill(EventKind kind, const EventBytes& detail, google::protobuf::Any* any) {
  EventBytes event;
  event.Message(kind, detail);
  any->set_type_url(EventTypeUrl());
  any->set_value(event.data(), static_cast<size_t>(event.size()));
}

}  // namespace

void EventBytes::Varint(uint64_t v) {
  while (v >= 0x80) {
    Byte(static_cast<uint8_t>(v | 0x80));
    v >>= 7;
  }
  Byte(static_cast<uint8_t>(v));
}

EventBytes& EventBytes::Int(uint32_t field, int64_t value) {
  if (value != 0) {
    Varint(field << 3 | kVarintType);
    Varint(static_cast<uint64_t>(value));
  }
  return *this;
}

EventBytes& EventBytes::Packed(uint32_t field, const uint8_t* values, int count) {
  if (count <= 0) return *this;
  // Values are card values (< 128): one byte each.
  int size = 0;
  for (int i = 0; i < count; ++i) size += values[i] < 0x80 ? 1 : 2;
  Varint(field << 3 | kLengthDelimitedType);
  Varint(static_cast<uint64_t>(size));
  for (int i = 0; i < count; ++i) Varint(values[i]);
  return *this;
}

EventBytes& EventBytes::CountsField(uint32_t field, const Counts& c) {
  EventBytes m;
  for (int i = 0; i < kValues; ++i) m.Int(static_cast<uint32_t>(i + 1), c[i]);
  return Message(field, m);
}

EventBytes& EventBytes::Message(uint32_t field, const EventBytes& m) {
  Varint(field << 3 | kLengthDelimitedType);
  Varint(static_cast<uint64_t>(m.n_));
  for (int i = 0; i < m.n_; ++i) Byte(m.buf_[i]);
  return *this;
}

v1::Event PublicEventOf(EventKind kind, const EventBytes& detail) {
  v1::Event e;
  e.set_visibility(v1::VISIBILITY_PUBLIC);
  Fill(kind, detail, e.mutable_detail());
  return e;
}

v1::Event PrivateEventOf(EventKind kind, const EventBytes& detail, int seat,
                         const EventBytes& public_detail) {
  v1::Event e;
  e.set_visibility(v1::VISIBILITY_PRIVATE);
  Fill(kind, detail, e.mutable_detail());
  e.add_audience(seat);
  Fill(kind, public_detail, e.mutable_public_detail());
  return e;
}

}  // namespace quibbles
}  // namespace arbiter
