#include "engines/quibbles/scratch.h"

#include <cstdint>

#include "google/protobuf/arena.h"

namespace arbiter {
namespace quibbles {
namespace {

// Arena bytes past which the next request starts over (an ordinary state is under 300 bytes
// serialized; a call uses a few KiB at most).
constexpr uint64_t kLimitBytes = 64 * 1024;

class Scratch {
 public:
  static Scratch& Get() {
    thread_local Scratch scratch;
    return scratch;
  }

  // Resets the arena (and forgets every message) once it holds more than kLimitBytes.
  Scratch& Renewed() {
    if (arena_.SpaceAllocated() > kLimitBytes) {
      arena_.Reset();
      parsed_ = built_ = nullptr;
      public_ = nullptr;
      private_ = {nullptr, nullptr};
      action_ = nullptr;
    }
    return *this;
  }

  template <typename Msg>
  Msg* Fresh(Msg*& slot) {
    if (slot == nullptr) {
      slot = google::protobuf::Arena::CreateMessage<Msg>(&arena_);
    } else {
      slot->Clear();
    }
    return slot;
  }
  template <typename Msg>
  Msg* Kept(Msg*& slot) {
    if (slot == nullptr) slot = google::protobuf::Arena::CreateMessage<Msg>(&arena_);
    return slot;
  }

  pb::State* parsed_ = nullptr;
  pb::State* built_ = nullptr;
  pb::Event* public_ = nullptr;
  std::array<pb::Event*, 2> private_{};
  pb::Action* action_ = nullptr;

 private:
  Scratch() = default;
  google::protobuf::Arena arena_;
};

}  // namespace

pb::State* ParsedState() {
  Scratch& s = Scratch::Get().Renewed();
  return s.Fresh(s.parsed_);
}

pb::State* BuiltState() {
  Scratch& s = Scratch::Get().Renewed();
  return s.Kept(s.built_);
}

pb::Event* PublicDetail() {
  Scratch& s = Scratch::Get().Renewed();
  return s.Fresh(s.public_);
}

std::array<pb::Event*, 2> PrivateDetails() {
  Scratch& s = Scratch::Get().Renewed();
  return {s.Fresh(s.private_[0]), s.Fresh(s.private_[1])};
}

pb::Action* ListedAction() {
  Scratch& s = Scratch::Get().Renewed();
  return s.Fresh(s.action_);
}

}  // namespace quibbles
}  // namespace arbiter
