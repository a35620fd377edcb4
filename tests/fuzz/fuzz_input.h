// Splitting one fuzzer input (a byte string from libFuzzer or a corpus file) into the parts a
// fuzz target needs. Layout, read front to back:
//   TakeByte()   one byte (0 when the input is used up);
//   TakeChunk()  a 2-byte little-endian length n, then n bytes (fewer when the input ends
//                first): a part of at most 65,535 bytes;
//   Rest()       every byte not yet taken.
// Never fails: a short input gives short or empty parts, so every byte string is a valid input.
// make_seeds.cc writes seeds in the same layout with the Put* functions.
#ifndef ARBITER_TESTS_FUZZ_FUZZ_INPUT_H_
#define ARBITER_TESTS_FUZZ_FUZZ_INPUT_H_

#include <cstddef>
#include <cstdint>
#include <algorithm>
#include <string>

#include "absl/strings/string_view.h"

namespace arbiter::fuzz {

class FuzzInput {
 public:
  FuzzInput(const uint8_t* data, size_t size)
      : data_(reinterpret_cast<const char*>(data), size) {}

  uint8_t TakeByte() {
    if (data_.empty()) return 0;
    const uint8_t b = static_cast<uint8_t>(data_[0]);
    data_.remove_prefix(1);
    return b;
  }

  absl::string_view TakeChunk() {
    const size_t lo = TakeByte();
    const size_t hi = TakeByte();
    const size_t n = std::min(lo | (hi << 8), data_.size());
    absl::string_view chunk = data_.substr(0, n);
    data_.remove_prefix(n);
    return chunk;
  }

  absl::string_view Rest() {
    absl::string_view rest = data_;
    data_ = {};
    return rest;
  }

  bool empty() const { return data_.empty(); }

 private:
  absl::string_view data_;
};

inline void PutByte(std::string* out, uint8_t b) { out->push_back(static_cast<char>(b)); }

// Parts longer than 65,535 bytes cannot be written; callers skip such seeds.
inline bool PutChunk(std::string* out, absl::string_view chunk) {
  if (chunk.size() > 0xffff) return false;
  PutByte(out, chunk.size() & 0xff);
  PutByte(out, (chunk.size() >> 8) & 0xff);
  out->append(chunk.data(), chunk.size());
  return true;
}

}  // namespace arbiter::fuzz

#endif  // ARBITER_TESTS_FUZZ_FUZZ_INPUT_H_
