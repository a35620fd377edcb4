#include "engines/quibbles/scratch.h"

#include <cstdint>

#include "engines/core/thread_scratch.h"

namespace arbiter {
namespace quibbles {
namespace {

// Arena bytes past which the next request starts over (an ordinary state is under 300 bytes
// serialized; a call uses a few KiB at most).
constexpr uint64_t kLimitBytes = 64 * 1024;

// The reused messages, one slot each (engines/core/thread_scratch.h).
enum Slot { kParsed, kBuilt, kPublic, kPrivateOpen, kPrivateClosed, kListed };
using Scratch = ThreadScratch<kLimitBytes, pb::State, pb::State, pb::Event, pb::Event,
                              pb::Event, pb::Action>;

}  // namespace

pb::State* ParsedState() { return Scratch::ThisThread().Fresh<kParsed>(); }

pb::State* BuiltState() { return Scratch::ThisThread().Kept<kBuilt>(); }

pb::Event* PublicDetail() { return Scratch::ThisThread().Fresh<kPublic>(); }

std::array<pb::Event*, 2> PrivateDetails() {
  auto [open, closed] = Scratch::ThisThread().Fresh<kPrivateOpen, kPrivateClosed>();
  return {open, closed};
}

pb::Action* ListedAction() { return Scratch::ThisThread().Fresh<kListed>(); }

}  // namespace quibbles
}  // namespace arbiter
