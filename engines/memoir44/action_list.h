// The legal actions of a Memoir '44 decision in native form (rules.h's listers write here): one
// flat Choice per action (the pb::Action oneof case and its scalar fields) and one pool of hex
// ids / die faces for the repeated fields (ORDER's units, TARGETS' hexes, MOVE's and RETREAT's
// path, a chance roll's dice). No protobuf is built while listing; a list kept across calls
// (Clear keeps its capacity) allocates nothing once it has grown. The proto form is made only
// at the Game boundary (memoir44.cc LegalActions) and for tests: ToProto writes the same
// pb::Action the listers once built directly, field for field and with the same submessages
// present, so the serialized answers are byte-for-byte those of the proto listing.
//
//   ActionList list;
//   ListSeatActions(s, seat, &list);            // list.size() actions, canonical order
//   const Choice& c = list[i];                  // c.kind == pb::Action::kMove, c.from, ...
//   absl::Span<const HexId> path = list.Hexes(c);
//   pb::Action a;  list.ToProto(i, &a);         // the wire form of action i
//   for (const pb::Action& a : list) ...        // each as a pb::Action (tests; by value)
//   list.Get(i)                                 // action i as a pb::Action (by value)
//
// Shapes: at most 255 hexes or dice per action (an ORDER names at most the board's units);
// the pool is int8_t (HexId 0..112, pb::DieFace 1..5).
#ifndef ARBITER_ENGINES_MEMOIR44_ACTION_LIST_H_
#define ARBITER_ENGINES_MEMOIR44_ACTION_LIST_H_

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <vector>

#include "absl/types/span.h"
#include "engines/memoir44/board.h"

namespace arbiter::memoir44 {

// One listed action: `kind` is the pb::Action oneof case; the other fields are those the kind
// uses (the rest stay at their defaults).
struct Choice {
  pb::Action::ActionCase kind = pb::Action::ACTION_NOT_SET;
  pb::Section section = pb::SECTION_UNSPECIFIED;  // PLAY (Infantry Assault's section)
  int8_t card = 0;           // PLAY, AMBUSH, KEEP, chance draw: the card id
  bool as_air_power = false; // PLAY (M3, Mortain: a Recon played as Air Power)
  HexId from = kNoHex;       // MOVE, BATTLE, CLEAR_WIRE
  HexId target = kNoHex;     // BATTLE, ARMOR_OVERRUN
  bool ignore_flag = false;  // RETREAT
  uint8_t count = 0;         // hexes (ORDER, TARGETS, MOVE, RETREAT) or dice (chance roll)
  uint32_t first = 0;        // where they start in the pool
};

class ActionList {
 public:
  size_t size() const { return items_.size(); }
  bool empty() const { return items_.empty(); }
  // Forgets every action; keeps the capacity.
  void Clear() {
    items_.clear();
    pool_.clear();
  }
  const Choice& operator[](size_t i) const { return items_[i]; }
  // The hexes of an ORDER, TARGETS, MOVE (path) or RETREAT (path).
  absl::Span<const HexId> Hexes(const Choice& c) const {
    return absl::MakeConstSpan(pool_.data() + c.first, c.count);
  }
  // The dice of a chance roll.
  absl::Span<const int8_t> Dice(const Choice& c) const {
    return absl::MakeConstSpan(pool_.data() + c.first, c.count);
  }

  void AddPlay(int card, pb::Section section = pb::SECTION_UNSPECIFIED,
               bool as_air_power = false) {
    Choice& c = Push(pb::Action::kPlay);
    c.card = static_cast<int8_t>(card);
    c.section = section;
    c.as_air_power = as_air_power;
  }
  void AddOrder(absl::Span<const HexId> units) { PushHexes(pb::Action::kOrder, units); }
  void AddTargets(absl::Span<const HexId> hexes) { PushHexes(pb::Action::kTargets, hexes); }
  void AddMove(HexId from, absl::Span<const HexId> path) {
    PushHexes(pb::Action::kMove, path).from = from;
  }
  void AddEndMoves() { Push(pb::Action::kEndMoves); }
  void AddBattle(HexId from, HexId target) {
    Choice& c = Push(pb::Action::kBattle);
    c.from = from;
    c.target = target;
  }
  void AddEndTurn() { Push(pb::Action::kEndTurn); }
  void AddAmbush(int card) { Push(pb::Action::kAmbush).card = static_cast<int8_t>(card); }
  void AddDecline() { Push(pb::Action::kDecline); }
  void AddRetreat(absl::Span<const HexId> path, bool ignore_flag) {
    PushHexes(pb::Action::kRetreat, path).ignore_flag = ignore_flag;
  }
  void AddTakeGround() { Push(pb::Action::kTakeGround); }
  void AddOverrun(HexId target) { Push(pb::Action::kArmorOverrun).target = target; }
  void AddKeep(int card) { Push(pb::Action::kKeep).card = static_cast<int8_t>(card); }
  void AddClearWire(HexId from) { Push(pb::Action::kClearWire).from = from; }
  void AddChanceCard(int card) { Push(pb::Action::kChance).card = static_cast<int8_t>(card); }
  void AddChanceRoll(absl::Span<const pb::DieFace> faces);

  // Action `i` as the proto the wire carries (`out` entirely replaced).
  void ToProto(size_t i, pb::Action* out) const;
  pb::Action Get(size_t i) const {
    pb::Action a;
    ToProto(i, &a);
    return a;
  }

  // Iterating yields each action as a pb::Action, by value (tests and diagnostics).
  class const_iterator {
   public:
    using iterator_category = std::input_iterator_tag;
    using value_type = pb::Action;
    using difference_type = std::ptrdiff_t;
    using pointer = void;
    using reference = pb::Action;
    const_iterator(const ActionList* list, size_t i) : list_(list), i_(i) {}
    pb::Action operator*() const { return list_->Get(i_); }
    const_iterator& operator++() {
      ++i_;
      return *this;
    }
    bool operator==(const const_iterator& o) const { return i_ == o.i_; }
    bool operator!=(const const_iterator& o) const { return i_ != o.i_; }

   private:
    const ActionList* list_;
    size_t i_;
  };
  const_iterator begin() const { return {this, 0}; }
  const_iterator end() const { return {this, items_.size()}; }

 private:
  Choice& Push(pb::Action::ActionCase kind) {
    Choice& c = items_.emplace_back();
    c.kind = kind;
    return c;
  }
  Choice& PushHexes(pb::Action::ActionCase kind, absl::Span<const HexId> hexes) {
    Choice& c = Push(kind);
    c.first = static_cast<uint32_t>(pool_.size());
    c.count = static_cast<uint8_t>(hexes.size());
    pool_.resize(pool_.size() + hexes.size());
    std::copy(hexes.begin(), hexes.end(), pool_.end() - static_cast<std::ptrdiff_t>(hexes.size()));
    return c;
  }

  std::vector<Choice> items_;
  std::vector<int8_t> pool_;
};

}  // namespace arbiter::memoir44

#endif  // ARBITER_ENGINES_MEMOIR44_ACTION_LIST_H_
