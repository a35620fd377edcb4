#include "engines/quibbles/wire.h"

#include <climits>
#include <cstddef>
#include <cstring>

namespace arbiter {
namespace quibbles {
namespace {

// protobuf's default recursion limit (io::CodedInputStream::GetDefaultRecursionLimit()): each
// submessage or group entered needs one unit left.
constexpr int kRecursionLimit = 100;

// Wire types.
constexpr uint32_t kVarint = 0;
constexpr uint32_t kFixed64 = 1;
constexpr uint32_t kLengthDelimited = 2;
constexpr uint32_t kStartGroup = 3;
constexpr uint32_t kEndGroup = 4;
constexpr uint32_t kFixed32 = 5;

constexpr uint32_t Tag(uint32_t field, uint32_t wire_type) { return field << 3 | wire_type; }

// A cursor over [p, end): one message's bytes. Every read fails (false) rather than pass `end`.
class Reader {
 public:
  Reader(const uint8_t* p, const uint8_t* end) : p_(p), end_(end) {}

  bool AtEnd() const { return p_ == end_; }

  // Consumes leading (tag, value) byte pairs of CardCounts fields 1..6, both bytes < 0x80.
  void CountPairs(Counts* c) {
    while (end_ - p_ >= 2) {
      const uint8_t tag = p_[0];
      const uint8_t value = p_[1];
      const uint32_t field = tag >> 3;
      if ((tag & 7) != kVarint || field < 1 || field > kValues || value >= 0x80) return;
      (*c)[field - 1] = value;
      p_ += 2;
    }
  }

  // A varint of at most 10 bytes, modulo 2^64.
  bool Varint(uint64_t* v) {
    if (p_ != end_ && *p_ < 0x80) {  // one byte: every count of a valid state
      *v = *p_++;
      return true;
    }
    uint64_t r = 0;
    for (int i = 0; i < 10; ++i) {
      if (p_ == end_) return false;
      const uint8_t b = *p_++;
      r |= static_cast<uint64_t>(b & 0x7f) << (7 * i);
      if (b < 0x80) {
        *v = r;
        return true;
      }
    }
    return false;
  }

  // A tag: a varint of at most 5 bytes, modulo 2^32.
  bool ReadTag(uint32_t* tag) {
    if (p_ != end_ && *p_ < 0x80) {  // one byte: every field of State
      *tag = *p_++;
      return true;
    }
    uint32_t r = 0;
    for (int i = 0; i < 5; ++i) {
      if (p_ == end_) return false;
      const uint8_t b = *p_++;
      r |= static_cast<uint32_t>(b & 0x7f) << (7 * i);
      if (b < 0x80) {
        *tag = r;
        return true;
      }
    }
    return false;
  }

  // A length prefix (at most 5 bytes) and the sub-range it covers, which must fit here.
  bool Sub(Reader* sub) {
    uint64_t n = 0;
    for (int i = 0;; ++i) {
      if (i == 5 || p_ == end_) return false;
      const uint8_t b = *p_++;
      n |= static_cast<uint64_t>(b & 0x7f) << (7 * i);
      if (b < 0x80) break;
    }
    if (n > static_cast<uint64_t>(end_ - p_)) return false;
    *sub = Reader(p_, p_ + n);
    p_ += n;
    return true;
  }

  bool Skip(size_t n) {
    if (n > static_cast<size_t>(end_ - p_)) return false;
    p_ += n;
    return true;
  }

  // Skips the value of an unknown field whose tag was just read; `depth` is the recursion
  // budget left at this level.
  bool SkipField(uint32_t tag, int depth) {
    if ((tag >> 3) == 0) return false;
    switch (tag & 7) {
      case kVarint: {
        uint64_t ignored;
        return Varint(&ignored);
      }
      case kFixed64:
        return Skip(8);
      case kLengthDelimited: {
        Reader ignored(nullptr, nullptr);
        return Sub(&ignored);
      }
      case kStartGroup:
        return depth > 0 && SkipGroup(tag >> 3, depth - 1);
      case kFixed32:
        return Skip(4);
      default:  // kEndGroup is the caller's; 6 and 7 are not wire types
        return false;
    }
  }

  // The fields of a group up to its end tag (same field number).
  bool SkipGroup(uint32_t field, int depth) {
    while (!AtEnd()) {
      uint32_t tag;
      if (!ReadTag(&tag)) return false;
      if (tag == 0 || (tag & 7) == kEndGroup) return tag == Tag(field, kEndGroup);
      if (!SkipField(tag, depth)) return false;
    }
    return false;
  }

  // The next field of a message: false at its end or on a malformed tag (`*ok` tells which).
  // Tag 0 and end-group tags end a message in protobuf, which then refuses it.
  bool Next(uint32_t* tag, bool* ok) {
    if (AtEnd()) return false;
    if (!ReadTag(tag) || *tag == 0 || (*tag & 7) == kEndGroup) {
      *ok = false;
      return false;
    }
    return true;
  }

 private:
  const uint8_t* p_;
  const uint8_t* end_;
};

int32_t Low32(uint64_t v) { return static_cast<int32_t>(static_cast<uint32_t>(v)); }

// The loop every message parser shares: `known(tag, reader)` reads a known field and returns
// false on malformed bytes, or returns -1 for "not mine" (skipped as unknown).
template <typename Known>
bool ReadMessage(Reader& r, int depth, Known known) {
  uint32_t tag;
  bool ok = true;
  while (r.Next(&tag, &ok)) {
    const int k = known(tag);
    if (k == 0) return false;
    if (k < 0 && !r.SkipField(tag, depth)) return false;
  }
  return ok;
}

// Result of a known-field handler.
constexpr int kMalformed = 0;
constexpr int kRead = 1;
constexpr int kUnknown = -1;

int Int32Field(Reader& r, int32_t* out) {
  uint64_t v;
  if (!r.Varint(&v)) return kMalformed;
  *out = Low32(v);
  return kRead;
}

int BoolField(Reader& r, bool* out) {
  uint64_t v;
  if (!r.Varint(&v)) return kMalformed;
  *out = v != 0;
  return kRead;
}

// A submessage parsed (merged) by `parse(sub_reader, depth_inside)`.
template <typename Parse>
int MessageField(Reader& r, int depth, Parse parse) {
  Reader sub(nullptr, nullptr);
  if (!r.Sub(&sub) || depth <= 0) return kMalformed;
  return parse(sub, depth - 1) ? kRead : kMalformed;
}

bool ReadCounts(Reader& r, int depth, Counts* c) {
  // Fast path for what a valid state holds: one-byte tags of fields 1..6 (wire type varint),
  // each with a one-byte value; exactly what the general loop below would do with them. The
  // first other byte pair hands over to the general loop.
  r.CountPairs(c);
  return ReadMessage(r, depth, [&](uint32_t tag) {
    const uint32_t field = tag >> 3;
    if ((tag & 7) != kVarint || field < 1 || field > kValues) return kUnknown;
    return Int32Field(r, &(*c)[field - 1]);
  });
}

int CountsField(Reader& r, int depth, Counts* c) {
  return MessageField(r, depth, [c](Reader& sub, int d) { return ReadCounts(sub, d, c); });
}

bool ReadOptions(Reader& r, int depth, RawState* s) {
  return ReadMessage(r, depth, [&](uint32_t tag) {
    switch (tag) {
      case Tag(1, kVarint):
        return Int32Field(r, &s->edition);
      case Tag(2, kVarint):
        return BoolField(r, &s->allow_empty_take);
      case Tag(3, kVarint):
        return Int32Field(r, &s->stash_surplus);
      case Tag(4, kVarint):
        return BoolField(r, &s->win_requires_six_cards);
      default:
        return kUnknown;
    }
  });
}

bool ReadSeat(Reader& r, int depth, RawSeat* seat) {
  return ReadMessage(r, depth, [&](uint32_t tag) {
    switch (tag) {
      case Tag(1, kLengthDelimited):
        return CountsField(r, depth, &seat->hand);
      case Tag(2, kVarint):
        return Int32Field(r, &seat->hand_size);
      case Tag(3, kLengthDelimited):
        return CountsField(r, depth, &seat->collection);
      default:
        return kUnknown;
    }
  });
}

bool ReadStep(Reader& r, int depth, RawStep* step) {
  return ReadMessage(r, depth, [&](uint32_t tag) {
    switch (tag) {
      case Tag(1, kVarint):
        return Int32Field(r, &step->kind);
      case Tag(2, kVarint):
        return Int32Field(r, &step->seat);
      case Tag(3, kVarint):
        return Int32Field(r, &step->count);
      default:
        return kUnknown;
    }
  });
}

bool ReadState(Reader& r, int depth, RawState* s) {
  return ReadMessage(r, depth, [&](uint32_t tag) {
    switch (tag) {
      case Tag(1, kLengthDelimited):
        return MessageField(r, depth, [s](Reader& sub, int d) { return ReadOptions(sub, d, s); });
      case Tag(2, kVarint):
        return Int32Field(r, &s->randomness_mode);
      case Tag(3, kVarint): {
        uint64_t v;
        if (!r.Varint(&v)) return kMalformed;
        s->rng_state = v;
        return kRead;
      }
      case Tag(4, kLengthDelimited): {
        // Seats past kMaxSeats are parsed (they must be well-formed) but not kept.
        RawSeat extra;
        RawSeat* seat = s->seat_count < kMaxSeats ? &s->seats[s->seat_count] : &extra;
        *seat = RawSeat{};
        ++s->seat_count;
        return MessageField(r, depth, [seat](Reader& sub, int d) { return ReadSeat(sub, d, seat); });
      }
      case Tag(5, kLengthDelimited):
        return CountsField(r, depth, &s->row);
      case Tag(6, kLengthDelimited):
        return CountsField(r, depth, &s->discard_pile);
      case Tag(7, kLengthDelimited):
        return CountsField(r, depth, &s->draw_pile);
      case Tag(8, kVarint):
        return Int32Field(r, &s->draw_pile_size);
      case Tag(9, kVarint):
        return Int32Field(r, &s->current_seat);
      case Tag(10, kVarint):
        return Int32Field(r, &s->phase);
      case Tag(11, kVarint):
        return Int32Field(r, &s->after_drawing);
      case Tag(12, kLengthDelimited): {
        RawStep extra;
        RawStep* step = s->pending_count < kMaxPending ? &s->pending[s->pending_count] : &extra;
        *step = RawStep{};
        ++s->pending_count;
        return MessageField(r, depth, [step](Reader& sub, int d) { return ReadStep(sub, d, step); });
      }
      case Tag(13, kVarint):
        s->has_winner = true;
        return Int32Field(r, &s->winner);
      default:
        return kUnknown;
    }
  });
}

// ---- Writing.

// Upper bound of a State: options 2+4*11, mode, rng 11 each, 5 seats of at most 3+147, three
// piles of 2+66, four int32 fields 11 each, 7 steps of 2+33, winner 11 (about 1,330 bytes).
constexpr size_t kMaxStateBytes = 2048;

// int32 and enum values are written as their sign-extended 64-bit varint.
constexpr uint64_t AsVarint(int32_t v) { return static_cast<uint64_t>(static_cast<int64_t>(v)); }

// Writes into a buffer of kMaxStateBytes. A submessage's length is not known before its
// fields are written: Open() leaves one byte for it and Close() fills it in, moving the body
// when the length needs more than one byte (never for a valid state, whose submessages are
// all shorter than 128 bytes).
class Writer {
 public:
  explicit Writer(uint8_t* p) : begin_(p), p_(p) {}

  void Varint(uint64_t v) {
    while (v >= 0x80) {
      *p_++ = static_cast<uint8_t>(v | 0x80);
      v >>= 7;
    }
    *p_++ = static_cast<uint8_t>(v);
  }
  // A proto3 scalar: omitted when 0. Every tag here is one byte (fields 1..13).
  void Scalar(uint32_t field, uint64_t v) {
    if (v == 0) return;
    *p_++ = static_cast<uint8_t>(Tag(field, kVarint));
    Varint(v);
  }
  // A field with presence (proto3 `optional`): written even when 0.
  void Present(uint32_t field, uint64_t v) {
    *p_++ = static_cast<uint8_t>(Tag(field, kVarint));
    Varint(v);
  }
  uint8_t* Open(uint32_t field) {
    *p_++ = static_cast<uint8_t>(Tag(field, kLengthDelimited));
    return p_++;
  }
  void Close(uint8_t* length_byte) {
    uint8_t* body = length_byte + 1;
    const uint64_t n = static_cast<uint64_t>(p_ - body);
    if (n < 0x80) {
      *length_byte = static_cast<uint8_t>(n);
      return;
    }
    int extra = 0;
    for (uint64_t v = n >> 7; v != 0; v >>= 7) ++extra;
    std::memmove(body + extra, body, n);
    p_ = length_byte;
    Varint(n);
    p_ += n;
  }
  void Counts(uint32_t field, const quibbles::Counts& c) {
    uint8_t* len = Open(field);
    for (int i = 0; i < kValues; ++i) Scalar(static_cast<uint32_t>(i + 1), AsVarint(c[i]));
    Close(len);
  }
  size_t size() const { return static_cast<size_t>(p_ - begin_); }

 private:
  uint8_t* begin_;
  uint8_t* p_;
};

}  // namespace

bool ReadStateWire(absl::string_view bytes, RawState* out) {
  *out = RawState{};
  if (bytes.size() > static_cast<size_t>(INT_MAX)) return false;
  const uint8_t* p = reinterpret_cast<const uint8_t*>(bytes.data());
  Reader r(p, p + bytes.size());
  return ReadState(r, kRecursionLimit, out);
}

void RawFromProto(const pb::State& s, RawState* out) {
  RawState& r = *out;
  r = RawState{};
  r.edition = s.options().edition();
  r.allow_empty_take = s.options().allow_empty_take();
  r.stash_surplus = s.options().stash_surplus();
  r.win_requires_six_cards = s.options().win_requires_six_cards();
  r.randomness_mode = s.randomness_mode();
  r.rng_state = s.rng_state();
  r.seat_count = s.seats_size();
  for (int p = 0; p < s.seats_size() && p < kMaxSeats; ++p) {
    const pb::Seat& seat = s.seats(p);
    r.seats[p].hand = FromProto(seat.hand());
    r.seats[p].hand_size = seat.hand_size();
    r.seats[p].collection = FromProto(seat.collection());
  }
  r.row = FromProto(s.row());
  r.discard_pile = FromProto(s.discard_pile());
  r.draw_pile = FromProto(s.draw_pile());
  r.draw_pile_size = s.draw_pile_size();
  r.current_seat = s.current_seat();
  r.phase = s.phase();
  r.after_drawing = s.after_drawing();
  r.pending_count = s.pending_steps_size();
  for (int k = 0; k < s.pending_steps_size() && k < kMaxPending; ++k) {
    r.pending[k].kind = s.pending_steps(k).kind();
    r.pending[k].seat = s.pending_steps(k).seat();
    r.pending[k].count = s.pending_steps(k).count();
  }
  r.has_winner = s.has_winner();
  r.winner = s.winner();
}

void WriteStateWire(const Table& t, int viewer, std::string* out) {
  const bool full = viewer == kFullState;
  uint8_t buffer[kMaxStateBytes];
  Writer w(buffer);
  uint8_t* len = w.Open(1);  // options: edition is always set, so never empty
  w.Scalar(1, pb::EDITION_BGA_2023);
  w.Scalar(2, t.rules.allow_empty_take);
  w.Scalar(3, t.rules.keep_surplus ? pb::STASH_SURPLUS_KEEP_SURPLUS : pb::STASH_SURPLUS_DISCARD_ALL);
  w.Scalar(4, t.rules.win_requires_six_cards);
  w.Close(len);
  w.Scalar(2, t.external ? v1::RANDOMNESS_MODE_EXTERNAL : v1::RANDOMNESS_MODE_SEEDED);
  w.Scalar(3, full ? t.rng_state : 0);
  const int seats = t.seat_count < 0 ? 0 : (t.seat_count > kMaxSeats ? kMaxSeats : t.seat_count);
  for (int p = 0; p < seats; ++p) {
    len = w.Open(4);
    if (full || p == viewer) w.Counts(1, t.hands[p]);
    w.Scalar(2, AsVarint(CardTotal(t.hands[p])));
    w.Counts(3, t.collections[p]);
    w.Close(len);
  }
  w.Counts(5, t.row);
  w.Counts(6, t.discard);
  if (full) w.Counts(7, t.draw);
  w.Scalar(8, AsVarint(CardTotal(t.draw)));
  w.Scalar(9, AsVarint(t.current_seat));
  w.Scalar(10, AsVarint(static_cast<int32_t>(t.phase)));
  w.Scalar(11, AsVarint(static_cast<int32_t>(t.after)));
  const int begin = t.pending_begin < 0 ? 0 : t.pending_begin;
  const int end = t.pending_end > kMaxPending ? kMaxPending : t.pending_end;
  for (int k = begin; k < end; ++k) {
    const PendingStep& step = t.pending[k];
    len = w.Open(12);
    w.Scalar(1, AsVarint(static_cast<int32_t>(step.kind)));
    w.Scalar(2, AsVarint(step.seat));
    w.Scalar(3, AsVarint(step.count));
    w.Close(len);
  }
  if (t.phase == Phase::kFinished) w.Present(13, AsVarint(t.winner));  // optional
  out->assign(reinterpret_cast<const char*>(buffer), w.size());
}

}  // namespace quibbles
}  // namespace arbiter
