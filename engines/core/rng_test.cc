#include "engines/core/rng.h"

#include <array>
#include <vector>

#include "gtest/gtest.h"

namespace arbiter {
namespace {

// Reference values of SplitMix64 from seed 0 and seed 1234567 (Vigna's splitmix64.c).
TEST(RngTest, SplitMix64MatchesReferenceOutputs) {
  Rng zero(0);
  EXPECT_EQ(zero.Next(), 0xE220A8397B1DCDAFULL);
  EXPECT_EQ(zero.Next(), 0x6E789E6AA1B965F4ULL);
  EXPECT_EQ(zero.Next(), 0x06C45D188009454FULL);
  Rng r(1234567);
  EXPECT_EQ(r.Next(), 6457827717110365317ULL);
  EXPECT_EQ(r.Next(), 3203168211198807973ULL);
  EXPECT_EQ(r.Next(), 9817491932198370423ULL);
}

TEST(RngTest, StateAdvancesByGoldenGammaPerDraw) {
  Rng r(42);
  r.Next();
  r.Next();
  EXPECT_EQ(r.state(), 42 + 2 * 0x9E3779B97F4A7C15ULL);
}

TEST(RngTest, UniformStaysInRangeAndCoversIt) {
  Rng r(7);
  std::array<int, 6> seen{};
  for (int i = 0; i < 6000; ++i) {
    uint64_t x = r.Uniform(6);
    ASSERT_LT(x, 6u);
    ++seen[x];
  }
  for (int c : seen) EXPECT_GT(c, 800);
  EXPECT_EQ(r.Uniform(1), 0u);
  EXPECT_EQ(r.Uniform(0), 0u);
}

TEST(RngTest, UniformOfPowerOfTwoIsLowBitsOfNext) {
  Rng a(99), b(99);
  EXPECT_EQ(a.Uniform(8), b.Next() % 8);
}

TEST(RngTest, ShuffleIsFisherYatesFromTheBack) {
  std::vector<int> v = {0, 1, 2, 3, 4};
  Rng r(5), ref(5);
  r.Shuffle(absl::MakeSpan(v));
  std::vector<int> w = {0, 1, 2, 3, 4};
  for (size_t i = w.size() - 1; i >= 1; --i) std::swap(w[i], w[ref.Uniform(i + 1)]);
  EXPECT_EQ(v, w);
  EXPECT_EQ(r.state(), ref.state());
}

TEST(RngTest, WeightedNeverPicksZeroWeight) {
  Rng r(11);
  std::vector<int> w = {0, 3, 0, 1};
  for (int i = 0; i < 1000; ++i) {
    int k = r.Weighted(absl::MakeConstSpan(w));
    ASSERT_TRUE(k == 1 || k == 3) << k;
  }
  std::vector<int> none = {0, 0};
  EXPECT_EQ(r.Weighted(absl::MakeConstSpan(none)), -1);
}

}  // namespace
}  // namespace arbiter
