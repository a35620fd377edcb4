// "Card race": a tiny test-only game played with content (engines/core/content.h), showing
// the engine contract's content on a game small enough to read at once. Game id "card_race";
// not in DefaultRegistry() (tests register it: RegisterTestGames, test_games.h).
//
// Rules (2 seats): the content (arbiter.testing.card_race.v1.Content) gives a goal and a list
// of cards, each with a value. In turn, each seat plays one card of the list, by index (cards
// are not used up); its value is added to the shared total. The seat whose card brings the
// total to the goal or beyond wins. Content: built-in "short" (goal 10, cards 1 and 2; the
// default) and "long" (goal 30, cards 1, 3 and 5), from content/*.txtpb, or supplied by the
// caller at NewGame (GameSetup.content.supplied), checked field by field:
//   goal 1..100; cards 1..16; cards[i].name 1..16 of a-z and '_', unique; cards[i].value 1..10.
// Violation: CARD_RACE_NO_SUCH_CARD (R2) for an index outside the list.
//
//   absl::StatusOr<std::unique_ptr<Game>> game = MakeCardRaceGame();
//   setup.mutable_content()->mutable_built_in()->set_name("long");
//   *setup.mutable_content()->mutable_supplied() = CardRaceContent(20, {3, 4});
#ifndef ARBITER_ENGINES_CORE_TESTING_CARD_RACE_H_
#define ARBITER_ENGINES_CORE_TESTING_CARD_RACE_H_

#include <initializer_list>
#include <memory>

#include "absl/status/statusor.h"
#include "engines/core/game.h"
#include "google/protobuf/any.pb.h"

namespace arbiter::testing {

// One deliberate defect each, for the conformance suite's self-test; the comment names the
// check (tests/conformance/suite.h) that must catch it.
enum class CardRaceFlaw {
  kNone,
  kSkipsValueCheck,    // supplied cards' values are not checked: content_fields
  kViewDropsContent,   // View returns the state without its content: content_round_trip
};

// The game, its built-in content loaded and checked (an error names the content file).
absl::StatusOr<std::unique_ptr<Game>> MakeCardRaceGame(CardRaceFlaw flaw = CardRaceFlaw::kNone);

// Content with `goal` and one card per value, named "card_a", "card_b", ... (at most 26), packed in an Any.
google::protobuf::Any CardRaceContent(int goal, std::initializer_list<int> values);

// The action "play card `index`" (arbiter.testing.card_race.v1.Play, packed).
google::protobuf::Any CardRacePlay(int index);

}  // namespace arbiter::testing

#endif  // ARBITER_ENGINES_CORE_TESTING_CARD_RACE_H_
