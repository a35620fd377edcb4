#include "engines/quibbles/test_util.h"

#include "engines/core/envelope.h"
#include "google/protobuf/text_format.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace quibbles {
namespace qtest {

const QuibblesGame& Game() {
  static const QuibblesGame* const game = new QuibblesGame();
  return *game;
}

Crafted E1Table(int seats) {
  Crafted c(seats);
  c.Hand(0, {6, 1}).Hand(1, {2, 2}).Row({3, 3, 2, 4, 1, 5});
  return c;
}

Crafted E2Table() {
  Crafted c(2);
  c.Hand(0, {1, 2, 3, 4}).Hand(1, {5}).Row({6, 6, 6, 1, 2, 5});
  return c;
}

Counts CountsOf(std::initializer_list<int> values) {
  Counts c{};
  for (int v : values) c[v - 1] += 1;
  return c;
}

pb::CardCounts ProtoCounts(std::initializer_list<int> values) {
  pb::CardCounts out;
  ToProto(CountsOf(values), &out);
  return out;
}

Crafted::Crafted(int seats) {
  s_.mutable_options()->set_edition(pb::EDITION_BGA_2023);
  s_.mutable_options()->set_stash_surplus(pb::STASH_SURPLUS_DISCARD_ALL);
  s_.set_randomness_mode(v1::RANDOMNESS_MODE_SEEDED);
  s_.set_rng_state(12345);
  for (int p = 0; p < seats; ++p) s_.add_seats();
  Counts deck;
  for (int i = 0; i < kValues; ++i) deck[i] = kDeck[i];
  ToProto(deck, s_.mutable_draw_pile());
  s_.set_current_seat(0);
  s_.set_phase(pb::PHASE_MAIN_ACTION);
}

void Crafted::Move(pb::CardCounts* to, std::initializer_list<int> values) {
  Counts pile = FromProto(s_.draw_pile());
  Counts dest = FromProto(*to);
  for (int v : values) {
    pile[v - 1] -= 1;
    dest[v - 1] += 1;
  }
  ToProto(pile, s_.mutable_draw_pile());
  ToProto(dest, to);
}

Crafted& Crafted::Hand(int seat, std::initializer_list<int> values) {
  Move(s_.mutable_seats(seat)->mutable_hand(), values);
  return *this;
}
Crafted& Crafted::Row(std::initializer_list<int> values) {
  Move(s_.mutable_row(), values);
  return *this;
}
Crafted& Crafted::Discard(std::initializer_list<int> values) {
  Move(s_.mutable_discard_pile(), values);
  return *this;
}
Crafted& Crafted::Collection(int seat, std::initializer_list<int> values) {
  Move(s_.mutable_seats(seat)->mutable_collection(), values);
  return *this;
}
Crafted& Crafted::RestToHand(int seat) {
  Counts pile = FromProto(s_.draw_pile());
  Counts hand = FromProto(s_.seats(seat).hand());
  for (int i = 0; i < kValues; ++i) hand[i] += pile[i];
  ToProto(Counts{}, s_.mutable_draw_pile());
  ToProto(hand, s_.mutable_seats(seat)->mutable_hand());
  return *this;
}

Crafted& Crafted::EmptyDrawPile() {
  Counts pile = FromProto(s_.draw_pile());
  Counts discard = FromProto(s_.discard_pile());
  for (int i = 0; i < kValues; ++i) discard[i] += pile[i];
  ToProto(Counts{}, s_.mutable_draw_pile());
  ToProto(discard, s_.mutable_discard_pile());
  return *this;
}
Crafted& Crafted::Phase(pb::Phase phase) {
  s_.set_phase(phase);
  return *this;
}
Crafted& Crafted::Current(int seat) {
  s_.set_current_seat(seat);
  return *this;
}
Crafted& Crafted::External() {
  s_.set_randomness_mode(v1::RANDOMNESS_MODE_EXTERNAL);
  s_.set_rng_state(0);
  return *this;
}

pb::State Crafted::Payload() const {
  pb::State s = s_;
  for (pb::Seat& seat : *s.mutable_seats()) seat.set_hand_size(CardTotal(FromProto(seat.hand())));
  s.set_draw_pile_size(CardTotal(FromProto(s.draw_pile())));
  return s;
}

v1::GameState Crafted::Build() const { return PackState(Game().Info(), Payload()); }

google::protobuf::Any Act(const pb::Action& a) { return Pack(a); }

pb::Action SplitOf(int card, std::vector<std::vector<int>> sets) {
  pb::Action a;
  a.mutable_split()->set_card(card);
  for (const auto& set : sets) {
    pb::Set* s = a.mutable_split()->add_sets();
    for (int v : set) s->add_values(v);
  }
  return a;
}
pb::Action CombineOf(std::vector<int> cards, int take) {
  pb::Action a;
  for (int v : cards) a.mutable_combine()->add_cards(v);
  a.mutable_combine()->set_take_count(take);
  return a;
}
pb::Action DrawOf(int card) {
  pb::Action a;
  a.mutable_draw()->set_card(card);
  return a;
}
pb::Action StashOf(int value, int discard_from_collection) {
  pb::Action a;
  a.mutable_stash()->set_value(value);
  a.mutable_stash()->set_discard_from_collection(discard_from_collection);
  return a;
}
pb::Action EndTurnAction() {
  pb::Action a;
  a.mutable_end_turn();
  return a;
}
pb::Action PassAction() {
  pb::Action a;
  a.mutable_pass();
  return a;
}
pb::Action ChanceOf(int value) {
  pb::Action a;
  a.mutable_chance_outcome()->set_value(value);
  return a;
}

ApplyResult Try(const v1::GameState& state, int actor, const pb::Action& action) {
  absl::StatusOr<ApplyResult> r = Game().Apply(state, actor, Act(action));
  EXPECT_TRUE(r.ok()) << r.status() << " for " << Text(action);
  return r.ok() ? *std::move(r) : ApplyResult();
}

v1::GameState Ok(const v1::GameState& state, int actor, const pb::Action& action) {
  ApplyResult r = Try(state, actor, action);
  EXPECT_TRUE(r.legal) << Text(action) << ": " << r.violation.code() << " "
                       << r.violation.message();
  if (r.legal) {
    absl::Status check = Game().Check(r.state);
    EXPECT_TRUE(check.ok()) << check;
  }
  return r.state;
}

void ExpectIllegal(const ApplyResult& r, const std::string& code, const std::string& rule_ref,
                   const std::string& field_path) {
  EXPECT_FALSE(r.legal);
  EXPECT_EQ(r.violation.code(), code) << r.violation.message();
  EXPECT_EQ(r.violation.rule_ref(), rule_ref) << code;
  EXPECT_EQ(r.violation.field_path(), field_path) << code;
  EXPECT_FALSE(r.violation.message().empty());
  ExpectInCatalogue(r.violation);
}

void ExpectInCatalogue(const v1::Violation& v) {
  bool listed = false;
  for (const v1::ViolationSpec& spec : Game().Info().violations()) {
    if (spec.code() != v.code()) continue;
    listed = true;
    EXPECT_EQ(spec.rule_ref(), v.rule_ref()) << v.code();
  }
  EXPECT_TRUE(listed) << v.code() << " is not in GameInfo.violations";
}

pb::State PayloadOf(const v1::GameState& state) {
  pb::State s;
  EXPECT_TRUE(state.payload().UnpackTo(&s));
  return s;
}

pb::Event DetailOf(const v1::Event& e) {
  pb::Event d;
  EXPECT_TRUE(e.detail().UnpackTo(&d));
  return d;
}

std::vector<pb::Action> Legal(const v1::GameState& state, int actor) {
  std::vector<pb::Action> out;
  absl::StatusOr<std::vector<google::protobuf::Any>> legal = Game().LegalActions(state, actor);
  EXPECT_TRUE(legal.ok()) << legal.status();
  if (!legal.ok()) return out;
  for (const auto& any : *legal) {
    pb::Action a;
    EXPECT_TRUE(any.UnpackTo(&a));
    out.push_back(a);
  }
  return out;
}

std::string Text(const pb::Action& a) {
  std::string out;
  google::protobuf::TextFormat::Printer printer;
  printer.SetSingleLineMode(true);
  printer.PrintToString(a, &out);
  return out;
}

v1::GameState NewState(int seats, uint64_t seed, bool external,
                       std::vector<std::pair<std::string, std::string>> options, int first_seat) {
  v1::GameSetup setup;
  setup.set_game_id("quibbles");
  setup.set_seat_count(seats);
  setup.set_first_seat(first_seat);
  setup.mutable_randomness()->set_mode(external ? v1::RANDOMNESS_MODE_EXTERNAL
                                                : v1::RANDOMNESS_MODE_SEEDED);
  setup.mutable_randomness()->set_seed(seed);
  for (const auto& [k, v] : options) (*setup.mutable_options())[k] = v;
  absl::StatusOr<NewGameResult> g = Game().NewGame(setup);
  EXPECT_TRUE(g.ok()) << g.status();
  return g.ok() ? g->state : v1::GameState();
}

}  // namespace qtest
}  // namespace quibbles
}  // namespace arbiter
