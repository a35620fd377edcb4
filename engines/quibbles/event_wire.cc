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
void Fill(EventKind kind, const MessageBytes& detail, google::protobuf::Any* any) {
  MessageBytes event;
  event.Message(kind, detail);
  any->set_type_url(EventTypeUrl());
  any->set_value(event.data(), static_cast<size_t>(event.size()));
}

}  // namespace

void MessageBytes::Varint(uint64_t v) {
  while (v >= 0x80) {
    Byte(static_cast<uint8_t>(v | 0x80));
    v >>= 7;
  }
  Byte(static_cast<uint8_t>(v));
}

MessageBytes& MessageBytes::Int(uint32_t field, int64_t value) {
  if (value != 0) {
    Varint(field << 3 | kVarintType);
    Varint(static_cast<uint64_t>(value));
  }
  return *this;
}

MessageBytes& MessageBytes::Packed(uint32_t field, const uint8_t* values, int count) {
  if (count <= 0) return *this;
  // Values are card values (< 128): one byte each.
  int size = 0;
  for (int i = 0; i < count; ++i) size += values[i] < 0x80 ? 1 : 2;
  Varint(field << 3 | kLengthDelimitedType);
  Varint(static_cast<uint64_t>(size));
  for (int i = 0; i < count; ++i) Varint(values[i]);
  return *this;
}

MessageBytes& MessageBytes::CountsField(uint32_t field, const Counts& c) {
  MessageBytes m;
  for (int i = 0; i < kValues; ++i) m.Int(static_cast<uint32_t>(i + 1), c[i]);
  return Message(field, m);
}

MessageBytes& MessageBytes::Message(uint32_t field, const MessageBytes& m) {
  Varint(field << 3 | kLengthDelimitedType);
  Varint(static_cast<uint64_t>(m.n_));
  for (int i = 0; i < m.n_; ++i) Byte(m.buf_[i]);
  return *this;
}

v1::Event PublicEventOf(EventKind kind, const MessageBytes& detail) {
  v1::Event e;
  e.set_visibility(v1::VISIBILITY_PUBLIC);
  Fill(kind, detail, e.mutable_detail());
  return e;
}

v1::Event PrivateEventOf(EventKind kind, const MessageBytes& detail, int seat,
                         const MessageBytes& public_detail) {
  v1::Event e;
  e.set_visibility(v1::VISIBILITY_PRIVATE);
  Fill(kind, detail, e.mutable_detail());
  e.add_audience(seat);
  Fill(kind, public_detail, e.mutable_public_detail());
  return e;
}

void PackAction(const Move& m, google::protobuf::Any* out) {
  static const std::string* const url =
      new std::string("type.googleapis.com/" + pb::Action::descriptor()->full_name());
  // Action.move field numbers (quibbles.proto).
  constexpr uint32_t kSplit = 1, kCombine = 2, kDraw = 3, kStash = 4, kEndTurn = 5, kPass = 6,
                     kChanceOutcome = 7;
  MessageBytes move;
  uint32_t field = kEndTurn;
  switch (m.kind) {
    case Move::Kind::kSplit: {
      field = kSplit;
      move.Int(1, m.value);
      absl::Span<const SetShape> shapes = SetShapes(m.value);
      for (int k = 0; k < m.set_count; ++k) {
        if (m.sets[k] >= shapes.size()) continue;
        const SetShape& shape = shapes[m.sets[k]];
        move.Message(2, MessageBytes().Packed(1, shape.values.data(), shape.size));
      }
      break;
    }
    case Move::Kind::kCombine: {
      field = kCombine;
      absl::Span<const SetShape> shapes = SetShapes(m.value);
      if (m.combine_shape < shapes.size()) {
        const SetShape& shape = shapes[m.combine_shape];
        move.Packed(1, shape.values.data(), shape.size);
      }
      move.Int(2, m.take_count);
      break;
    }
    case Move::Kind::kDraw:
      field = kDraw;
      move.Int(1, m.value);
      break;
    case Move::Kind::kStash:
      field = kStash;
      move.Int(1, m.value).Int(2, m.discard_from_collection);
      break;
    case Move::Kind::kEndTurn:
      field = kEndTurn;
      break;
    case Move::Kind::kPass:
      field = kPass;
      break;
    case Move::Kind::kChance:
      field = kChanceOutcome;
      move.Int(1, m.value);
      break;
  }
  MessageBytes action;
  action.Message(field, move);
  out->set_type_url(*url);
  out->set_value(action.data(), static_cast<size_t>(action.size()));
}

}  // namespace quibbles
}  // namespace arbiter
