// Quibbles events (arbiter.games.quibbles.v1.Event) and listed actions (Action), written
// straight to their wire bytes without building the proto messages: every Apply emits several
// events and every LegalActions lists dozens of actions, and the proto path (heap messages,
// their oneof submessages, SerializeToString) cost more than the rules themselves.
//
//   MessageBytes d;                        // the oneof's message, e.g. TurnEnded
//   d.Int(1, seat).Int(2, next_seat);
//   events->push_back(PublicEventOf(kTurnEnded, d));
//   PackAction(move, &any);                // == PackInto(ToAction(move), &any)
//
// The bytes are what SerializeToString writes for the same message (proto3: fields in
// field-number order — callers add them in that order —, zero scalars omitted, repeated
// uint32 packed, the oneof's submessage always present, even when empty). quibbles_test_wire.cc
// re-serializes every event of many playouts through protobuf and compares, and compares
// every listed action with ToAction's serialization.
#ifndef ARBITER_ENGINES_QUIBBLES_EVENT_WIRE_H_
#define ARBITER_ENGINES_QUIBBLES_EVENT_WIRE_H_

#include <cstdint>

#include "arbiter/v1/event.pb.h"
#include "engines/quibbles/moves.h"
#include "engines/quibbles/table.h"
#include "google/protobuf/any.pb.h"

namespace arbiter {
namespace quibbles {

// Field numbers of Event.kind (quibbles.proto).
enum EventKind : uint32_t {
  kSplitPlayed = 1,
  kCombinePlayed = 2,
  kCardAddedToRow = 3,
  kCardsDrawn = 4,
  kRowRefilled = 5,
  kRowDiscarded = 6,
  kReshuffled = 7,
  kHandDiscarded = 8,
  kStashed = 9,
  kCollectionDiscarded = 10,
  kGameWon = 11,
  kPassed = 12,
  kTurnEnded = 13,
  kShortDraw = 14,
};

// One small message's bytes (at most kCapacity; an event is far smaller: the largest, a
// SplitPlayed of 5 sets, is under 64 bytes). Writes past the capacity are dropped.
class MessageBytes {
 public:
  static constexpr int kCapacity = 128;

  // An int32/uint32/enum field (omitted when 0; negatives as 10-byte varints).
  MessageBytes& Int(uint32_t field, int64_t value);
  // A packed repeated uint32 field (omitted when empty).
  MessageBytes& Packed(uint32_t field, const uint8_t* values, int count);
  // A CardCounts field (always present).
  MessageBytes& CountsField(uint32_t field, const Counts& c);
  // A submessage field (always present).
  MessageBytes& Message(uint32_t field, const MessageBytes& m);

  const char* data() const { return reinterpret_cast<const char*>(buf_); }
  int size() const { return n_; }

 private:
  void Byte(uint8_t b) {
    if (n_ < kCapacity) buf_[n_++] = b;
  }
  void Varint(uint64_t v);

  uint8_t buf_[kCapacity];
  int n_ = 0;
};

// A public arbiter.v1.Event whose detail is the Event with `detail` as its `kind` message.
v1::Event PublicEventOf(EventKind kind, const MessageBytes& detail);
// A private one: `detail` for `seat`, `public_detail` for everyone else (PrivateEvent,
// engines/core/events.h).
v1::Event PrivateEventOf(EventKind kind, const MessageBytes& detail, int seat,
                         const MessageBytes& public_detail);

// `m` as an Action in an Any: the bytes of ToAction(m) (moves.h), canonical form.
void PackAction(const Move& m, google::protobuf::Any* out);

}  // namespace quibbles
}  // namespace arbiter

#endif  // ARBITER_ENGINES_QUIBBLES_EVENT_WIRE_H_
