// SerializeState (state.h): the wire bytes of Encode(s) written straight from the native state,
// without building the ~250 submessages of a pb::State first. Each field is written as the
// protobuf 3.21 generated serializer writes it for proto3 (field-number order; a scalar only
// when non-zero; int32 and enum values sign-extended to 64-bit varints; packed repeated
// enums; a submessage whenever Encode sets it, even when empty). state_bytes_test.cc holds it
// byte for byte to Encode + SerializeToString over playouts under every option.
#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

#include "engines/kingdom_builder/state.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

enum WireType : uint32_t { kVarint = 0, kLengthDelimited = 2 };

// The most bytes one tag plus one varint take.
constexpr size_t kMaxField = 5 + 10;

// Writes protobuf wire format into a string used as a growable buffer: each write makes room
// first (one comparison), then stores bytes through a pointer. Finish trims the string.
class Writer {
 public:
  explicit Writer(std::string* out) : out_(out) {
    out_->resize(kInitialBytes);
    Rebase(0);
  }

  void Finish() { out_->resize(Used()); }

  // int32 and enum fields: negative values take 10 bytes, as in the generated code.
  void Int32(uint32_t field, int32_t v) {
    if (v == 0) return;
    Room(kMaxField);
    Put(field << 3 | kVarint);
    Put(static_cast<uint64_t>(static_cast<int64_t>(v)));
  }
  void Uint64(uint32_t field, uint64_t v) {
    if (v == 0) return;
    Room(kMaxField);
    Put(field << 3 | kVarint);
    Put(v);
  }
  void Bool(uint32_t field, bool v) {
    if (!v) return;
    Room(kMaxField);
    Put(field << 3 | kVarint);
    *p_++ = 1;
  }

  // A submessage: Begin writes the tag and a one-byte length placeholder and returns where the
  // body starts; End fills the length in (moving the body when it needs more than one byte).
  size_t Begin(uint32_t field) {
    Room(kMaxField);
    Put(field << 3 | kLengthDelimited);
    *p_++ = 0;
    return Used();
  }
  void End(size_t body_start) {
    const size_t len = Used() - body_start;
    if (len < 0x80) {
      (*out_)[body_start - 1] = static_cast<char>(len);
      return;
    }
    Room(10);
    char* body = &(*out_)[body_start];
    const size_t extra = VarintSize(len) - 1;
    std::memmove(body + extra, body, len);
    p_ = body - 1;
    Put(len);
    p_ += len;
  }

  // Packed repeated enum values (proto3's default for repeated scalars).
  void PackedEnums(uint32_t field, const std::vector<pb::KbCard>& values) {
    if (values.empty()) return;
    size_t bytes = 0;
    for (pb::KbCard v : values) bytes += VarintSize(static_cast<uint64_t>(static_cast<int64_t>(v)));
    Room(kMaxField + bytes);
    Put(field << 3 | kLengthDelimited);
    Put(bytes);
    for (pb::KbCard v : values) Put(static_cast<uint64_t>(static_cast<int64_t>(v)));
  }

  // A submessage kept as a generated message (it may carry unknown fields from the input).
  void Message(uint32_t field, const google::protobuf::MessageLite& m) {
    const size_t n = m.ByteSizeLong();
    Room(kMaxField + n);
    Put(field << 3 | kLengthDelimited);
    Put(n);
    p_ = reinterpret_cast<char*>(m.SerializeWithCachedSizesToArray(reinterpret_cast<uint8_t*>(p_)));
  }

  // A HexCoord: row = 1, col = 2. On the map (the only hexes a decoded state holds) both are
  // single-byte varints and the body at most 4 bytes, written at once.
  void Hex(uint32_t field, int hex) {
    if (hex < 0 || hex >= kHexCount || field > 15) {
      const size_t at = Begin(field);
      Int32(1, RowOf(hex));
      Int32(2, ColOf(hex));
      End(at);
      return;
    }
    Room(6);
    const int row = RowOf(hex), col = ColOf(hex);
    *p_++ = static_cast<char>(field << 3 | kLengthDelimited);
    *p_++ = static_cast<char>((row != 0 ? 2 : 0) + (col != 0 ? 2 : 0));
    if (row != 0) {
      *p_++ = 1 << 3 | kVarint;
      *p_++ = static_cast<char>(row);
    }
    if (col != 0) {
      *p_++ = 2 << 3 | kVarint;
      *p_++ = static_cast<char>(col);
    }
  }

  // A Settlement (hex = 1, seat = 2) of the settlements field (8) at an on-map hex: at most
  // 10 bytes, written at once.
  void Settlement(int hex, int8_t seat) {
    Room(10);
    const int row = RowOf(hex), col = ColOf(hex);
    const int hex_bytes = (row != 0 ? 2 : 0) + (col != 0 ? 2 : 0);
    *p_++ = static_cast<char>(8 << 3 | kLengthDelimited);
    *p_++ = static_cast<char>(2 + hex_bytes + (seat != 0 ? 2 : 0));
    *p_++ = static_cast<char>(1 << 3 | kLengthDelimited);
    *p_++ = static_cast<char>(hex_bytes);
    if (row != 0) {
      *p_++ = 1 << 3 | kVarint;
      *p_++ = static_cast<char>(row);
    }
    if (col != 0) {
      *p_++ = 2 << 3 | kVarint;
      *p_++ = static_cast<char>(col);
    }
    if (seat != 0) {
      *p_++ = 2 << 3 | kVarint;
      *p_++ = static_cast<char>(seat);
    }
  }

  void Counts(uint32_t field, const kingdom_builder::Counts& c) {
    const size_t at = Begin(field);
    for (int t = 1; t <= kCardTerrains; ++t) Int32(t, c[t]);  // grass = 1 .. forest = 5
    End(at);
  }

 private:
  static constexpr size_t kInitialBytes = 1024;  // a mid-game state is ~500 bytes

  static size_t VarintSize(uint64_t v) {
    size_t n = 1;
    for (; v >= 0x80; v >>= 7) ++n;
    return n;
  }

  size_t Used() const { return static_cast<size_t>(p_ - &(*out_)[0]); }
  void Rebase(size_t used) {
    p_ = &(*out_)[0] + used;
    end_ = &(*out_)[0] + out_->size();
  }
  void Room(size_t n) {
    if (static_cast<size_t>(end_ - p_) >= n) return;
    const size_t used = Used();
    out_->resize(std::max(2 * out_->size(), used + n));
    Rebase(used);
  }
  // A varint; room was made by the caller.
  void Put(uint64_t v) {
    while (v >= 0x80) {
      *p_++ = static_cast<char>(v | 0x80);
      v >>= 7;
    }
    *p_++ = static_cast<char>(v);
  }

  std::string* out_;
  char* p_ = nullptr;
  char* end_ = nullptr;
};

}  // namespace

void SerializeState(const KbState& s, std::string* out) {
  Writer w(out);
  w.Message(1, s.options);
  w.Int32(2, s.seat_count);
  w.Int32(3, s.start_seat);
  w.Int32(4, s.external ? v1::RANDOMNESS_MODE_EXTERNAL : v1::RANDOMNESS_MODE_SEEDED);
  w.Uint64(5, s.rng);
  for (const pb::BoardPlacement& b : s.boards) w.Message(6, b);
  w.PackedEnums(7, s.kb_cards);
  for (int h = 0; h < kHexCount; ++h) {
    if (s.owner[h] >= 0) w.Settlement(h, s.owner[h]);  // owner: -1 empty, else 0..127
  }
  if (s.MapReady()) {
    for (int h : s.map.location_hexes) {
      const size_t at = w.Begin(9);
      w.Hex(1, h);
      w.Int32(2, s.map.location[h]);
      w.Int32(3, s.tiles_left[h]);
      w.End(at);
    }
  }
  for (const SeatState& ss : s.seats) {
    const size_t seat = w.Begin(10);
    w.Int32(1, ss.supply);
    w.Int32(2, ss.held);
    for (const Tile& t : ss.tiles) {
      const size_t tile = w.Begin(3);
      w.Int32(1, t.location);
      w.Hex(2, t.origin);
      w.Bool(3, t.used);
      w.Bool(4, t.gained);
      w.End(tile);
    }
    for (int h : ss.took_from) w.Hex(4, h);
    w.End(seat);
  }
  w.Counts(11, s.draw);
  w.Int32(12, Total(s.draw));
  w.Counts(13, s.discard);
  w.Counts(14, s.removed);
  w.Int32(15, s.phase);
  w.Int32(16, s.current);
  w.Int32(17, s.played);
  w.Int32(18, s.builds_done);
  w.Bool(19, s.mandatory_complete);
  w.Int32(20, s.pending_draw_seat);
  if (s.phase == pb::PHASE_TILE_LOSS_CHOICE) {
    const size_t at = w.Begin(21);
    w.Hex(1, s.loss_lost);
    w.Hex(2, s.loss_other);
    w.Bool(3, s.loss_ending_turn);
    w.End(at);
  }
  w.Bool(22, s.end_triggered);
  w.Int32(23, s.end_trigger_seat);
  w.Finish();
}

}  // namespace kingdom_builder
}  // namespace arbiter
