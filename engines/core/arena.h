// A protobuf Arena whose first block lives inside the object (on the stack when it is a local),
// for the short-lived wire messages of one engine call: parsing a state payload and building
// the next one allocate their submessages from it instead of the heap, and nothing is freed
// message by message. A message larger than the block spills into heap blocks the Arena owns.
//
//   ScratchArena arena;                                   // ~8 KiB of stack
//   pb::State* p = arena.Create<pb::State>();
//   ARBITER_RETURN_IF_ERROR(UnpackState(info, state, p));  // engines/core/envelope.h
//   ... every message from `arena` dies with it (after the last use of `p`) ...
#ifndef ARBITER_ENGINES_CORE_ARENA_H_
#define ARBITER_ENGINES_CORE_ARENA_H_

#include <cstddef>

#include "google/protobuf/arena.h"

namespace arbiter {

template <size_t kBlockBytes = 8192>
class BasicScratchArena {
 public:
  BasicScratchArena() : arena_(Options(block_)) {}
  BasicScratchArena(const BasicScratchArena&) = delete;
  BasicScratchArena& operator=(const BasicScratchArena&) = delete;

  // A new, empty message owned by the arena (valid until the arena goes out of scope).
  template <typename Msg>
  Msg* Create() {
    return google::protobuf::Arena::CreateMessage<Msg>(&arena_);
  }
  google::protobuf::Arena* get() { return &arena_; }

 private:
  static google::protobuf::ArenaOptions Options(char* block) {
    google::protobuf::ArenaOptions o;
    o.initial_block = block;
    o.initial_block_size = kBlockBytes;
    return o;
  }

  alignas(16) char block_[kBlockBytes];  // before arena_: constructed first
  google::protobuf::Arena arena_;
};

using ScratchArena = BasicScratchArena<>;

}  // namespace arbiter

#endif  // ARBITER_ENGINES_CORE_ARENA_H_
