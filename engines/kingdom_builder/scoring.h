// Final scoring (rules.md K11, rulings R5, R6): castles and the 3 Kingdom
// Builder cards, in gold, computed from the settlements on the map.
//
//   std::vector<int> gold = CardGold(s, pb::KB_CARD_LORDS);   // one entry per seat
//   std::vector<pb::SeatScore> scores = FinalScores(s);        // seat order, with totals
//
// Requires a decoded state with its map placed (State::MapReady()).
#ifndef ARBITER_ENGINES_KINGDOM_BUILDER_SCORING_H_
#define ARBITER_ENGINES_KINGDOM_BUILDER_SCORING_H_

#include <vector>

#include "engines/kingdom_builder/state.h"

namespace arbiter {
namespace kingdom_builder {

// Castles (K11): 3 gold per castle hex touched by an own settlement; one entry per seat.
std::vector<int> CastleGold(const State& s);

// Gold of one Kingdom Builder card for every seat (K11; Lords follows option lords_zero, R5).
std::vector<int> CardGold(const State& s, pb::KbCard card);

// Castles + the state's KB cards per seat, in seat order.
std::vector<pb::SeatScore> FinalScores(const State& s);

}  // namespace kingdom_builder
}  // namespace arbiter

#endif  // ARBITER_ENGINES_KINGDOM_BUILDER_SCORING_H_
