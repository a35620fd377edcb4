// "Toy cards": a tiny test-only card game with hidden hands and chance, and deliberately broken
// variants of it, so the conformance suite's self-test (suite_test.cc) can show that the suite
// passes a correct engine and that each of its checks fails a broken one. Never registered in
// DefaultRegistry().
//
// Rules (2-4 seats; option "target" = "8" (default) or "12"):
//   - Deck: values 1..5, three cards of each (15). Setup: shuffle; deal 2 cards to every seat,
//     one at a time, starting at the first seat. Hands are hidden; the pile is hidden.
//   - Turn (the current seat): PLAY one or two cards from hand (their sum is scored), or DRAW
//     one card (pile not empty), or PASS (only with an empty hand and an empty pile). Then the
//     next seat.
//   - The game ends when a PLAY brings a score to the target, or when every hand and the pile
//     are empty. Rank by score (ties share a rank).
//   - EXTERNAL randomness: each dealt or drawn card is a chance outcome (its value), checked
//     against the pile.
//
//   std::unique_ptr<Game> game = MakeToyCards();                        // correct
//   std::unique_ptr<Game> broken = MakeToyCards(ToyFlaw::kViewShowsHands);
#ifndef ARBITER_TESTS_CONFORMANCE_TESTING_TOY_CARDS_H_
#define ARBITER_TESTS_CONFORMANCE_TESTING_TOY_CARDS_H_

#include <memory>

#include "engines/core/game.h"

namespace arbiter::conformance::testing {

// One deliberate defect each; the comment names the suite check that must catch it.
enum class ToyFlaw {
  kNone,
  kListsCardNotInHand,     // LegalActions offers PLAY 5 without a 5 in hand: listed_actions
  kAcceptsEmptyPlay,       // Apply accepts an unlisted PLAY of no card: mutation
  kErrorsOnBadValue,       // Apply returns INTERNAL for a card value outside 1..5: mutation
  kIgnoresTurnOrder,       // Apply lets any seat move for the current one: wrong_actor
  kViewShowsHands,         // View keeps other seats' hands: view
  kViewKeepsGenerator,     // View keeps the generator state: view
  kDrawEventPublic,        // a drawn card's value is a public event: event_leak
  kPassDependsOnPile,      // PASS also allowed when the hidden pile holds a 5: legal_actions_leak
  kNondeterministic,       // PLAY events depend on a global call counter: determinism
  kUnstableListing,        // the order of legal actions depends on a call counter: determinism
  kLosesPlayedCard,        // a two-card PLAY records only one played card: invariants
  kStaleTurn,              // Apply returns the turn of the state before the action: turn
  kOutcomeOnlyWinner,      // a finished game ranks only the winners: turn
  kOutcomeEveryoneWon,     // a finished game says every seat won, rank 2 too: turn
  kNeverEnds,              // the game never finishes (endless passes): progress
  kSkipsCountCheck,        // Apply/LegalActions skip the card-count invariant: hostile_input
  kWrongVersionCode,       // an unknown rules version is INVALID_ARGUMENT: hostile_input
  kViewRejectsSpectator,   // View(kSpectator) errors: view
  kResampleOwnHand,        // ResampleHidden also redraws the viewer's own hand: view
  kUnstableResample,       // ResampleHidden mixes a call counter into the seed: determinism
  kUnknownFieldCounter,    // keeps a play counter in an unknown payload field, which proto3
                           // JSON drops: serialization
  kRefusalNamesPile,       // TOY_NOT_IN_HAND's message says how many such cards the hidden
                           // pile holds: error_leak
  kCatalogueLacksCode,     // GameInfo.violations lacks TOY_NOT_IN_HAND: violation_catalogue
  kCatalogueCitesOtherRule,  // GameInfo.violations cites T9 for ARBITER_NOT_YOUR_TURN, Apply
                             // T2: violation_catalogue
  kPositionListsFewer,     // the native position (DecodePosition) lists one action fewer than
                           // LegalActions when there are several: native_position
};

std::unique_ptr<Game> MakeToyCards(ToyFlaw flaw = ToyFlaw::kNone);

}  // namespace arbiter::conformance::testing

#endif  // ARBITER_TESTS_CONFORMANCE_TESTING_TOY_CARDS_H_
