// Test helpers for the Kingdom Builder engine: crafted states on a known layout, and actions.
//
//   State s = NewState(3);                   // first_game layout, SEEDED, KB cards fixed
//   Put(&s, /*seat=*/0, 4, 4);               // a settlement, tiles next to it taken
//   SetPlayed(&s, pb::TERRAIN_GRASS);        // the current seat's played card
//   ApplyResult r = Act(s, 0, BuildAt(4, 5));
#ifndef ARBITER_ENGINES_KINGDOM_BUILDER_TEST_UTIL_H_
#define ARBITER_ENGINES_KINGDOM_BUILDER_TEST_UTIL_H_

#include <map>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "engines/kingdom_builder/format1_testing.h"
#include "engines/kingdom_builder/kingdom_builder.h"
#include "engines/kingdom_builder/rules.h"
#include "engines/kingdom_builder/state.h"

namespace arbiter {
namespace kingdom_builder {

using RC = std::pair<int, int>;

const KingdomBuilderGame& TheGame();

// A new SEEDED game (default: first_game layout, kb_cards fishermen,miners,workers), decoded.
// The current seat is the first seat; its mandatory action has not started.
State NewState(int seats, std::map<std::string, std::string> options = {}, uint64_t seed = 7);

// Setup options for playout tests, one set per way of playing: defaults; first game with
// end-of-turn tile loss; forfeit, in-place moves and Lords counting 0; explicit boards (two
// rotated) and KB cards (R1-R5).
std::vector<std::map<std::string, std::string>> PlayoutOptionSets();
// The setup of a playout test's game: `seats` seats, `options` as given (no defaults added),
// EXTERNAL randomness (chance outcomes are decisions) when `external`, else SEEDED, and `seed`.
v1::GameSetup PlayoutSetup(int seats, const std::map<std::string, std::string>& options,
                           bool external, uint64_t seed);

// Adds a settlement of `seat` at (r, c) from its supply, taking adjacent tiles (not marked new).
void Put(State* s, int seat, int r, int c);
// Clears every seat's "gained this turn" marks (tiles taken before the crafted turn).
void MarkTilesOld(State* s);

// Makes `seat` the current seat of a state between builds (its held card becomes the played
// card; the old current seat holds the old played card).
void MakeCurrent(State* s, int seat);

// Sets the current seat's played card, keeping all 25 cards accounted for.
void SetPlayed(State* s, int terrain);

v1::GameState PackKb(const State& s);
// Decodes a state of either format (its envelope's state_format_version); fails the test on
// an error.
State UnpackKb(const v1::GameState& g);

// State format 1 (format1_testing.h: EncodeFormat1) in this game's envelope,
// state_format_version 1.
v1::GameState PackFormat1(const State& s);
// The envelope of any payload `p` under state_format_version `format`.
v1::GameState PackAs(const pb::State& p, uint32_t format);

// Expects `v`'s code in GameInfo.violations with the same rule_ref (every violation a test
// observes through Act is checked so).
void ExpectInCatalogue(const v1::Violation& v);

// Applies an action through the Game interface; fails the test on an error status, or when a
// violation answered is not in the catalogue (ExpectInCatalogue).
ApplyResult Act(const State& s, int actor, const pb::Action& a);
std::vector<pb::Action> Legal(const State& s, int actor);

pb::Action BuildAt(int r, int c);
pb::Action TileBuild(pb::Location tile, int r, int c);
pb::Action TileMove(pb::Location tile, int fr, int fc, int tr, int tc);
pb::Action EndTurnAction();

// How many of `events` have detail case `c`.
int CountCase(const std::vector<v1::Event>& events, pb::Event::EventCase c);

std::set<RC> ToRC(const HexSet& h);
// The target hexes of the legal actions of one oneof case (e.g. pb::Action::kBuild).
std::set<RC> LegalTargets(const State& s, pb::Action::ActionCase which);

}  // namespace kingdom_builder
}  // namespace arbiter

#endif  // ARBITER_ENGINES_KINGDOM_BUILDER_TEST_UTIL_H_
