// Voyages' legal actions in native form, for the listing and the Position (position.h): one
// plain Move per action, listed in the canonical order (ListMoves), turned into the pb::Action
// LegalActions answers (ToProto). The proto is built only for the action played or asked for.
//
// SAIL is listed once per distinct outcome (sail.cc): every way to assign and modify the dice
// that leaves the seat's sheet in a different state gives one entry, spelled canonically
// (modifications by die, heroic sailors first, regular steps towards the target the short way
// round, extra sailors as +1/-1 pairs). Any other spelling Apply accepts gives the next state
// of one listed entry.
#ifndef ARBITER_ENGINES_VOYAGES_MOVES_H_
#define ARBITER_ENGINES_VOYAGES_MOVES_H_

#include <array>
#include <cstdint>
#include <vector>

#include "arbiter/games/voyages/v1/voyages.pb.h"
#include "engines/voyages/state.h"

namespace arbiter {
namespace voyages {

struct Mod {
  int8_t die = 0;
  bool heroic = false;
  int8_t amount = 0;  // regular: +1 / -1; heroic: the value 1..6
};

struct Move {
  enum class Kind : uint8_t { kSail, kSell, kDefeatDread, kEndTurn, kChance };
  Kind kind = Kind::kEndTurn;
  std::array<int8_t, 3> roles{};  // direction, distance, duty die
  std::vector<Mod> mods;
  int cell = -1;  // duty cell index, -1 none
  std::array<int, kMaxCargoTypes> counts{};  // sell
  int heroic = 0;                            // defeat_dread
  std::array<int, 3> dice{};                 // chance
};

// Every legal action of `actor` (a seat or kChance, in range), appended to `out`.
void ListMoves(const State& s, int actor, std::vector<Move>* out);
// One SAIL per distinct outcome (sail.cc).
void ListSails(const State& s, int seat, std::vector<Move>* out);
// The pb::Action of `m` (`out` entirely replaced).
void ToProto(const State& s, const Move& m, pb::Action* out);

}  // namespace voyages
}  // namespace arbiter

#endif  // ARBITER_ENGINES_VOYAGES_MOVES_H_
