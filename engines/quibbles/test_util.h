// Test helpers for the Quibbles engine: crafted states built through the proto, action
// builders, and unpacking of results. Used by every *_test.cc of the engine.
//
//   Crafted c(2);                        // 2 seats, seat 0 to take its main action
//   c.Hand(0, {6, 1}).Row({3, 3, 2, 4, 1, 5});
//   absl::StatusOr<ApplyResult> r = Game().Apply(c.Build(), 0, Act(SplitOf(6, {{3, 3}})));
#ifndef ARBITER_ENGINES_QUIBBLES_TEST_UTIL_H_
#define ARBITER_ENGINES_QUIBBLES_TEST_UTIL_H_

#include <initializer_list>
#include <string>
#include <vector>

#include "arbiter/games/quibbles/v1/quibbles.pb.h"
#include "engines/core/game.h"
#include "engines/quibbles/quibbles.h"
#include "engines/quibbles/state.h"

namespace arbiter {
namespace quibbles {
namespace qtest {

const QuibblesGame& Game();

// A valid state: every card in the draw pile until moved elsewhere, SEEDED, default options,
// PHASE_MAIN_ACTION for seat 0.
class Crafted {
 public:
  explicit Crafted(int seats = 2);
  // Move cards (values) from the draw pile to a hand, the row, the discard pile or a collection.
  Crafted& Hand(int seat, std::initializer_list<int> values);
  Crafted& Row(std::initializer_list<int> values);
  Crafted& Discard(std::initializer_list<int> values);
  Crafted& Collection(int seat, std::initializer_list<int> values);
  // Moves every remaining draw-pile card to a seat's hand (so both piles are empty).
  Crafted& RestToHand(int seat);
  // Moves every remaining draw-pile card to the discard pile.
  Crafted& EmptyDrawPile();
  Crafted& Phase(pb::Phase phase);
  Crafted& Current(int seat);
  Crafted& External();
  pb::Options& options() { return *s_.mutable_options(); }
  // The payload (sizes recomputed), and the envelope.
  pb::State Payload() const;
  v1::GameState Build() const;

 private:
  void Move(pb::CardCounts* to, std::initializer_list<int> values);
  pb::State s_;
};

// The worked examples' situations (rules.md): E1, hand {6, 1} (seat 1: {2, 2}) and row
// {3, 3, 2, 4, 1, 5}; E2, hand {1, 2, 3, 4} (seat 1: {5}) and row {6, 6, 6, 1, 2, 5}. Seat 0 to
// take its main action.
Crafted E1Table(int seats = 2);
Crafted E2Table();

// Counts for a list of card values.
Counts CountsOf(std::initializer_list<int> values);
pb::CardCounts ProtoCounts(std::initializer_list<int> values);

google::protobuf::Any Act(const pb::Action& a);
pb::Action SplitOf(int card, std::vector<std::vector<int>> sets);
pb::Action CombineOf(std::vector<int> cards, int take);
pb::Action DrawOf(int card);
pb::Action StashOf(int value, int discard_from_collection = 0);
pb::Action EndTurnAction();
pb::Action PassAction();
pb::Action ChanceOf(int value);

// Apply that must not fail with an error status (legal or not).
ApplyResult Try(const v1::GameState& state, int actor, const pb::Action& action);
// Apply that must be legal; returns the next state.
v1::GameState Ok(const v1::GameState& state, int actor, const pb::Action& action);
// Expects an illegal result with this code, rule_ref and field path.
void ExpectIllegal(const ApplyResult& r, const std::string& code, const std::string& rule_ref,
                   const std::string& field_path);
// Expects `v`'s code in Game().Info().violations with the same rule_ref (ExpectIllegal checks
// every violation it sees).
void ExpectInCatalogue(const v1::Violation& v);
// Unpacks a GameState's payload (fails the test if impossible).
pb::State PayloadOf(const v1::GameState& state);
// Unpacks an Event's detail.
pb::Event DetailOf(const v1::Event& e);
// Every legal action of `actor`, unpacked.
std::vector<pb::Action> Legal(const v1::GameState& state, int actor);
// Text form of an action, for comparisons and messages.
std::string Text(const pb::Action& a);
// A new game.
v1::GameState NewState(int seats, uint64_t seed, bool external = false,
                       std::vector<std::pair<std::string, std::string>> options = {},
                       int first_seat = 0);

}  // namespace qtest
}  // namespace quibbles
}  // namespace arbiter

#endif  // ARBITER_ENGINES_QUIBBLES_TEST_UTIL_H_
