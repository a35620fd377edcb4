#include "engines/core/thread_scratch.h"

#include <algorithm>
#include <string>
#include <thread>

#include "arbiter/v1/game_info.pb.h"
#include "arbiter/v1/game_state.pb.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace {

enum Slot { kFirst, kSecond, kInfo };
constexpr uint64_t kSmallReset = 16 * 1024;
using Small = ThreadScratch<kSmallReset, v1::GameState, v1::GameState, v1::GameInfo>;

// Grows the arena by `options` OptionSpec submessages (each a few dozen arena bytes).
void AddOptions(v1::GameInfo* info, int options) {
  for (int k = 0; k < options; ++k) info->add_options()->set_name("o");
}

TEST(ThreadScratchTest, FreshIsEmptyAndReusedUnderTheThreshold) {
  Small scratch;
  v1::GameState* s = scratch.Fresh<kFirst>();
  EXPECT_EQ(s->ByteSizeLong(), 0u);
  s->set_game_id("my_game");
  s->mutable_payload()->set_value("bytes");
  v1::GameState* again = scratch.Fresh<kFirst>();
  EXPECT_EQ(again, s);  // the same message, cleared
  EXPECT_EQ(again->ByteSizeLong(), 0u);
  EXPECT_FALSE(again->has_payload());
}

TEST(ThreadScratchTest, KeptKeepsWhatItsUserLeft) {
  Small scratch;
  scratch.Kept<kSecond>()->set_game_id("kept");
  scratch.Fresh<kFirst>()->set_game_id("fresh");  // other slots do not touch it
  EXPECT_EQ(scratch.Kept<kSecond>()->game_id(), "kept");
  EXPECT_EQ(scratch.Fresh<kFirst>()->game_id(), "");
}

TEST(ThreadScratchTest, SlotsOfOneTypeAreDistinctMessages) {
  Small scratch;
  scratch.Kept<kFirst>()->set_game_id("a");
  scratch.Kept<kSecond>()->set_game_id("b");
  auto [first, second] = scratch.Fresh<kFirst, kSecond>();
  EXPECT_NE(first, second);
  EXPECT_EQ(first->game_id(), "");
  EXPECT_EQ(second->game_id(), "");
  auto [info, again] = scratch.Fresh<kInfo, kFirst>();  // in the order asked
  EXPECT_EQ(again, first);
  EXPECT_EQ(info->options_size(), 0);
}

TEST(ThreadScratchTest, ResetOnlyPastTheThreshold) {
  Small scratch;
  scratch.Kept<kFirst>()->set_game_id("kept");
  // Under the threshold: nothing is reset, whatever the number of calls.
  for (int call = 0; call < 100; ++call) {
    ASSERT_LE(scratch.SpaceAllocated(), kSmallReset);
    ASSERT_EQ(scratch.Kept<kFirst>()->game_id(), "kept") << "call " << call;
    scratch.Fresh<kInfo>()->set_game_id("x");
  }
  // Past it: the next call resets the arena and every slot is new and empty.
  v1::GameInfo* info = scratch.Kept<kInfo>();
  AddOptions(info, 2000);
  ASSERT_GT(scratch.SpaceAllocated(), kSmallReset);
  v1::GameState* after = scratch.Kept<kFirst>();
  EXPECT_EQ(after->game_id(), "");
  EXPECT_LE(scratch.SpaceAllocated(), kSmallReset);
  EXPECT_EQ(scratch.Kept<kInfo>()->options_size(), 0);
  EXPECT_EQ(scratch.Kept<kSecond>()->game_id(), "");
  // Fresh past the threshold: empty too, and the arena back under it.
  AddOptions(scratch.Kept<kInfo>(), 2000);
  ASSERT_GT(scratch.SpaceAllocated(), kSmallReset);
  auto [first, second] = scratch.Fresh<kFirst, kSecond>();
  EXPECT_EQ(first->ByteSizeLong() + second->ByteSizeLong(), 0u);
  EXPECT_LE(scratch.SpaceAllocated(), kSmallReset);
}

// The arena stays bounded over many calls that each drop submessages (what a parse's Clear
// leaves behind): it grows to the threshold, then starts over.
TEST(ThreadScratchTest, ArenaStaysBoundedOverManyCalls) {
  Small scratch;
  uint64_t most = 0;
  for (int call = 0; call < 2000; ++call) {
    v1::GameInfo* info = scratch.Fresh<kInfo>();
    AddOptions(info, 20);
    v1::GameState* s = scratch.Fresh<kFirst>();
    s->mutable_payload()->set_type_url("t");  // a new submessage each call (Clear dropped it)
    most = std::max(most, scratch.SpaceAllocated());
  }
  EXPECT_GT(most, kSmallReset / 2);
  EXPECT_LT(most, 4 * kSmallReset);  // one call's growth past the threshold at most
}

// Each thread has its own instance: what one thread leaves is invisible to another, and
// survives the other's calls.
TEST(ThreadScratchTest, EachThreadHasItsOwn) {
  using PerThread = ThreadScratch<1 << 20, v1::GameState>;
  PerThread& mine = PerThread::ThisThread();
  EXPECT_EQ(&PerThread::ThisThread(), &mine);
  mine.Kept<0>()->set_game_id("main");
  const PerThread* theirs = nullptr;
  std::string theirs_saw = "unset";
  std::thread other([&] {
    PerThread& t = PerThread::ThisThread();
    theirs = &t;
    theirs_saw = t.Kept<0>()->game_id();
    for (int k = 0; k < 1000; ++k) t.Fresh<0>()->set_game_id("other");
  });
  std::thread third([] {
    for (int k = 0; k < 1000; ++k) PerThread::ThisThread().Fresh<0>()->set_game_id("third");
  });
  other.join();
  third.join();
  EXPECT_NE(theirs, &mine);
  EXPECT_EQ(theirs_saw, "");
  EXPECT_EQ(mine.Kept<0>()->game_id(), "main");
}

}  // namespace
}  // namespace arbiter
