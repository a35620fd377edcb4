// Per-thread reused protobuf messages for the hot path of every engine call: the parsed State
// payload, the State being serialized, the Event details and the listed Actions. Each lives on
// a protobuf Arena of its own, so protobuf's Clear (which every ParseFromString starts with)
// and the re-creation of singular and oneof submessages are pointer bumps, and repeated
// submessages (seats, pending steps, sets) keep their elements. What Clear drops stays in the
// arena until it holds more than kLimitBytes (a few hundred calls of ordinary states); then the
// arena is reset and the messages made anew. Engine calls never nest, and no message handed
// out here outlives the call that asked for it (only serialized bytes leave), so one set per
// thread is enough.
//
//   thread_local ReusedMessages<pb::State> parsed;
//   pb::State* s = parsed.Fresh()[0];          // empty, valid until the next Fresh()
//   if (!s->ParseFromString(bytes)) ...
//
//   thread_local ReusedMessages<pb::Event, 2> details;
//   auto [open, closed] = details.Fresh();     // two empty messages at once
#ifndef ARBITER_ENGINES_QUIBBLES_SCRATCH_H_
#define ARBITER_ENGINES_QUIBBLES_SCRATCH_H_

#include <array>
#include <cstddef>
#include <cstdint>

#include "google/protobuf/arena.h"

namespace arbiter {
namespace quibbles {

template <typename Msg, size_t kCount = 1>
class ReusedMessages {
 public:
  // Arena bytes past which Fresh() starts over (ordinary states are under 300 bytes
  // serialized; a hostile payload's garbage is dropped on the next call).
  static constexpr uint64_t kLimitBytes = 64 * 1024;

  ReusedMessages() = default;
  ReusedMessages(const ReusedMessages&) = delete;
  ReusedMessages& operator=(const ReusedMessages&) = delete;

  // kCount empty messages, owned here; valid until the next Fresh() on this object.
  std::array<Msg*, kCount> Fresh() {
    if (msgs_[0] == nullptr || arena_.SpaceAllocated() > kLimitBytes) {
      arena_.Reset();
      for (Msg*& m : msgs_) m = google::protobuf::Arena::CreateMessage<Msg>(&arena_);
    } else {
      for (Msg* m : msgs_) m->Clear();
    }
    return msgs_;
  }

 private:
  google::protobuf::Arena arena_;
  std::array<Msg*, kCount> msgs_{};
};

}  // namespace quibbles
}  // namespace arbiter

#endif  // ARBITER_ENGINES_QUIBBLES_SCRATCH_H_
