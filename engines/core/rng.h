// The portable random generator every engine uses in RANDOMNESS_MODE_SEEDED. Its whole state
// is one uint64 kept in the game state, so a state carries its own future.
//
// Algorithm (reproduce it exactly to replay a seeded game in another language):
//
//   Next():      state = state + 0x9E3779B97F4A7C15            (mod 2^64)
//                z = state
//                z = (z XOR (z >> 30)) * 0xBF58476D1CE4E5B9    (mod 2^64)
//                z = (z XOR (z >> 27)) * 0x94D049BB133111EB    (mod 2^64)
//                return z XOR (z >> 31)
//                (SplitMix64, Steele, Lea and Flood 2014; the seed is the initial state.)
//
//   Uniform(n):  for n >= 1, a uniform integer in [0, n), by rejection:
//                limit = 2^64 - (2^64 mod n); repeat x = Next() while x >= limit;
//                return x mod n.  (Uniform(1) returns 0 and consumes one Next().)
//
//   Shuffle(a):  Fisher-Yates from the back: for i = len-1 down to 1:
//                j = Uniform(i + 1); swap(a[i], a[j]).
//
//   Weighted(w): an index i with probability w[i] / sum(w), sum > 0:
//                x = Uniform(sum(w)); return the first i with w[0] + ... + w[i] > x.
//                (Drawing one card from a pile kept as counts per value.)
//
// No std:: distributions and no absl::BitGen: their outputs differ across platforms/versions.
#ifndef ARBITER_ENGINES_CORE_RNG_H_
#define ARBITER_ENGINES_CORE_RNG_H_

#include <cstdint>
#include <utility>

#include "absl/types/span.h"

namespace arbiter {

class Rng {
 public:
  explicit Rng(uint64_t state) : state_(state) {}

  uint64_t state() const { return state_; }

  uint64_t Next() {
    state_ += 0x9E3779B97F4A7C15ULL;
    uint64_t z = state_;
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }

  // Uniform integer in [0, n). n must be >= 1 (n == 0 returns 0 without drawing).
  uint64_t Uniform(uint64_t n) {
    if (n == 0) return 0;
    // 2^64 mod n, computed in 64 bits as (2^64 - n) mod n.
    const uint64_t rem = (0 - n) % n;
    const uint64_t limit = 0 - rem;  // 2^64 - rem, where 0 means 2^64 (rem == 0).
    uint64_t x = Next();
    while (rem != 0 && x >= limit) x = Next();
    return x % n;
  }

  template <typename T>
  void Shuffle(absl::Span<T> items) {
    for (size_t i = items.size(); i > 1; --i) {
      const size_t j = static_cast<size_t>(Uniform(i));
      using std::swap;
      swap(items[i - 1], items[j]);
    }
  }

  // Index drawn with probability weights[i] / sum. Returns -1 (drawing nothing) when the sum
  // is 0.
  template <typename W>
  int Weighted(absl::Span<const W> weights) {
    uint64_t total = 0;
    for (W w : weights) total += static_cast<uint64_t>(w);
    if (total == 0) return -1;
    uint64_t x = Uniform(total);
    for (size_t i = 0; i < weights.size(); ++i) {
      const uint64_t w = static_cast<uint64_t>(weights[i]);
      if (x < w) return static_cast<int>(i);
      x -= w;
    }
    return -1;  // unreachable
  }

 private:
  uint64_t state_;
};

}  // namespace arbiter

#endif  // ARBITER_ENGINES_CORE_RNG_H_
