// Per-thread reused protobuf messages on one Arena, for the hot path of engine calls: the
// parsed State payload, the State being serialized, event details, listed actions. Keeping them
// from call to call makes protobuf's Clear (which every ParseFromString starts with) and the
// re-creation of singular and oneof submessages pointer bumps, and repeated submessages keep
// their elements; with every message of a thread on ONE arena, protobuf's arena thread cache
// always hits. What Clear drops stays in the arena, so the arena is reset once it holds more
// than kResetBytes, and the messages are made anew on their next use.
//
// Lifetime (the one rule): a message handed out by Fresh or Kept is valid until the next Fresh
// or Kept call on the same ThreadScratch (for ThisThread(): on the same thread), since that call
// may reset the arena. Engine calls never nest and each message is serialized or read before
// the next one is asked for (only bytes leave a call), so one set per thread is enough. Several
// messages needed at the same time are asked for in one call: Fresh<kOpen, kClosed>().
//
//   enum Slot { kParsed, kBuilt };                        // one slot per reused message
//   using Scratch = ThreadScratch<64 * 1024, pb::State, pb::State>;
//   pb::State* s = Scratch::ThisThread().Fresh<kParsed>();  // empty
//   if (!s->ParseFromString(bytes)) ...
//   pb::State* next = Scratch::ThisThread().Kept<kBuilt>();  // as the last call left it
//
// ThisThread() is the calling thread's own instance (made on first use, destroyed at thread
// exit; one per distinct template instantiation, and each game's message types are its own).
// An instance may also be owned by one call, e.g. for a payload too large to be kept per thread.
// For messages that live only during one call, a stack arena (arena.h) is the simpler tool.
// No method fails or allocates outside the arena; nothing here is reachable by input.
#ifndef ARBITER_ENGINES_CORE_THREAD_SCRATCH_H_
#define ARBITER_ENGINES_CORE_THREAD_SCRATCH_H_

#include <cstddef>
#include <cstdint>
#include <tuple>

#include "google/protobuf/arena.h"

namespace arbiter {

// `Msgs...`: the message type of each slot, in slot order (a type may repeat: two slots of
// the same type are two messages). kResetBytes: arena bytes (protobuf's SpaceAllocated) past
// which the next Fresh or Kept call resets the arena before handing out its messages.
template <uint64_t kResetBytes, typename... Msgs>
class ThreadScratch {
 public:
  static_assert(sizeof...(Msgs) > 0, "ThreadScratch needs at least one message slot");
  template <size_t I>
  using Message = std::tuple_element_t<I, std::tuple<Msgs...>>;

  ThreadScratch() = default;
  ThreadScratch(const ThreadScratch&) = delete;
  ThreadScratch& operator=(const ThreadScratch&) = delete;

  // The calling thread's instance.
  static ThreadScratch& ThisThread() {
    thread_local ThreadScratch scratch;
    return scratch;
  }

  // The messages of slots `I...`, each empty (Clear()ed, or new after a reset): one pointer for
  // one slot, else a std::tuple of pointers in the order asked (for structured bindings).
  template <size_t... I>
  auto Fresh() {
    static_assert(sizeof...(I) > 0, "name at least one slot");
    RenewIfFull();
    if constexpr (sizeof...(I) == 1) {
      return (Cleared<I>(), ...);
    } else {
      return std::make_tuple(Cleared<I>()...);
    }
  }

  // The message of slot `I` as its last user left it (new and empty on first use and after a
  // reset): for a message that its writer overwrites field by field instead of clearing.
  template <size_t I>
  Message<I>* Kept() {
    RenewIfFull();
    return Made<I>();
  }

  // Bytes the arena holds now (protobuf's Arena::SpaceAllocated), for tests and measurements.
  uint64_t SpaceAllocated() const { return arena_.SpaceAllocated(); }

 private:
  // The reset rule: past kResetBytes the arena is reset and every slot forgotten.
  void RenewIfFull() {
    if (arena_.SpaceAllocated() > kResetBytes) {
      arena_.Reset();
      slots_ = {};
    }
  }
  template <size_t I>
  Message<I>* Made() {
    Message<I>*& slot = std::get<I>(slots_);
    if (slot == nullptr) slot = google::protobuf::Arena::CreateMessage<Message<I>>(&arena_);
    return slot;
  }
  template <size_t I>
  Message<I>* Cleared() {
    Message<I>*& slot = std::get<I>(slots_);
    if (slot == nullptr) {
      slot = google::protobuf::Arena::CreateMessage<Message<I>>(&arena_);
    } else {
      slot->Clear();
    }
    return slot;
  }

  google::protobuf::Arena arena_;  // owns every slot's message
  std::tuple<Msgs*...> slots_{};  // on arena_; nullptr until first use or after a reset
};

}  // namespace arbiter

#endif  // ARBITER_ENGINES_CORE_THREAD_SCRATCH_H_
