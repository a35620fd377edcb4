#include "engines/quibbles/moves.h"

#include "engines/core/envelope.h"
#include "engines/quibbles/scratch.h"

namespace arbiter {
namespace quibbles {
namespace {

constexpr SetShape Shape(int total, std::initializer_list<int> values) {
  SetShape s;
  s.total = total;
  for (int v : values) {
    s.values[s.size++] = static_cast<uint8_t>(v);
    s.counts[v - 1] += 1;
  }
  return s;
}

// The partitions of 2..6 into two or more parts, grouped by total, each group in
// lexicographic order of its ascending value lists.
constexpr SetShape kShapes[] = {
    Shape(2, {1, 1}),
    Shape(3, {1, 1, 1}),
    Shape(3, {1, 2}),
    Shape(4, {1, 1, 1, 1}),
    Shape(4, {1, 1, 2}),
    Shape(4, {1, 3}),
    Shape(4, {2, 2}),
    Shape(5, {1, 1, 1, 1, 1}),
    Shape(5, {1, 1, 1, 2}),
    Shape(5, {1, 1, 3}),
    Shape(5, {1, 2, 2}),
    Shape(5, {1, 4}),
    Shape(5, {2, 3}),
    Shape(6, {1, 1, 1, 1, 1, 1}),
    Shape(6, {1, 1, 1, 1, 2}),
    Shape(6, {1, 1, 1, 3}),
    Shape(6, {1, 1, 2, 2}),
    Shape(6, {1, 1, 4}),
    Shape(6, {1, 2, 3}),
    Shape(6, {1, 5}),
    Shape(6, {2, 2, 2}),
    Shape(6, {2, 4}),
    Shape(6, {3, 3}),
};
// Start of each total's group in kShapes, for totals 0..7.
constexpr int kGroupStart[] = {0, 0, 0, 1, 3, 7, 13, 23};

}  // namespace

absl::Span<const SetShape> SetShapes(int total) {
  if (total < 2 || total > kValues) return {};
  return absl::MakeConstSpan(kShapes + kGroupStart[total],
                             kGroupStart[total + 1] - kGroupStart[total]);
}

int FindSetShape(int total, const Counts& counts) {
  absl::Span<const SetShape> shapes = SetShapes(total);
  for (size_t i = 0; i < shapes.size(); ++i) {
    if (shapes[i].counts == counts) return static_cast<int>(i);
  }
  return -1;
}

pb::Action ToAction(const Move& m) {
  pb::Action a;
  ToAction(m, &a);
  return a;
}

void PackAction(const Move& m, google::protobuf::Any* out) {
  pb::Action* a = ListedAction();
  ToAction(m, a);
  PackInto(*a, out);
}

void ToAction(const Move& m, pb::Action* out) {
  pb::Action& a = *out;
  switch (m.kind) {
    case Move::Kind::kSplit: {
      pb::Split* s = a.mutable_split();
      s->set_card(m.value);
      absl::Span<const SetShape> shapes = SetShapes(m.value);
      for (int k = 0; k < m.set_count; ++k) {
        if (m.sets[k] >= shapes.size()) continue;
        const SetShape& shape = shapes[m.sets[k]];
        pb::Set* set = s->add_sets();
        set->mutable_values()->Reserve(shape.size);
        for (int j = 0; j < shape.size; ++j) set->add_values(shape.values[j]);
      }
      break;
    }
    case Move::Kind::kCombine: {
      pb::Combine* c = a.mutable_combine();
      absl::Span<const SetShape> shapes = SetShapes(m.value);
      if (m.combine_shape < shapes.size()) {
        const SetShape& shape = shapes[m.combine_shape];
        for (int j = 0; j < shape.size; ++j) c->add_cards(shape.values[j]);
      }
      c->set_take_count(m.take_count);
      break;
    }
    case Move::Kind::kDraw:
      a.mutable_draw()->set_card(m.value);
      break;
    case Move::Kind::kStash:
      a.mutable_stash()->set_value(m.value);
      a.mutable_stash()->set_discard_from_collection(m.discard_from_collection);
      break;
    case Move::Kind::kEndTurn:
      a.mutable_end_turn();
      break;
    case Move::Kind::kPass:
      a.mutable_pass();
      break;
    case Move::Kind::kChance:
      a.mutable_chance_outcome()->set_value(m.value);
      break;
  }
}

}  // namespace quibbles
}  // namespace arbiter
