// The Memoir '44 terrain tables (rules.md M11, with the per-hex behaviours of M3): what a hex's
// terrain and obstacle do to movement, battle, retreat and line of sight. The movement,
// battle and retreat rules (m44turn, m44combat) ask these; none of them looks at a
// pb::Terrain itself.
//
//   if (Impassable(s, h, pb::UNIT_TYPE_ARMOR)) ...        // M8, M13, M14 (river, hedgehog ...)
//   if (StopsOnEntry(s, h, type)) ...                     // forest, hedgerow, town, ocean, wire
//   int cost = EntryCost(s, from, to);                    // 2 up a steep hill or cliff, else 1
//   int r = TargetReduction(s, target, attacker_type, attacker_on_hill);  // M9, >= 0 dice
//   int m = OwnHexModifier(s, from, type);                // armor in town 2, infantry in wire 1
//   bool f = MayIgnoreFlag(s, h);                          // M11 "flag" column, M13
//
// Units are by type (pb::UnitType); the occupant's side comes from the state where it
// matters (bunker and sandbag protection belong to their side, M11). All functions are O(1)
// table lookups on the compiled scenario and the state's obstacles.
//
// Table (M11; "into" = dice removed for infantry/armor battling a unit there):
//   forest     stop, no battle on entry, into 1/2, blocks LOS
//   hedgerow   enter only as a move's first hex, stop, no battle on entry, into 1/2, blocks LOS
//   hill       into 1/1 (none if the attacker is on a hill), LOS per R9
//   town       stop, no battle on entry, into 1/2, armor battling from it -2, blocks LOS
//   church     a town whose occupant may ignore 1 flag
//   river      impassable unless bridged (retreat too); clear
//   beach      a move entering beach is 2 hexes at most (movement.cc); clear
//   ocean      stop; cannot battle from it; no retreat into it; no sandbag; clear
//   sandbag    into 1/1, flag; bunker into 1/2, flag, impassable to armor/artillery, which
//              never leave one, blocks LOS; wire stop on entry, infantry battling from it -1;
//              hedgehog impassable to armor/artillery, flag
//   impassable hill (and blocking)  impassable to all; blocking also blocks every LOS
//   steep hill, cliff, bluff        hills with a 2-hex entry (bluff: armor may not climb)
#ifndef ARBITER_ENGINES_MEMOIR44_TERRAIN_H_
#define ARBITER_ENGINES_MEMOIR44_TERRAIN_H_

#include "engines/memoir44/board.h"
#include "engines/memoir44/state.h"

namespace arbiter::memoir44 {

// The terrain's kind for the tables: every hill variant is a hill, church a town.
bool IsHill(pb::Terrain t);
bool IsTownLike(pb::Terrain t);  // town or church
bool IsRiver(pb::Terrain t);     // river or wide river
bool IsImpassableHill(pb::Terrain t);

// M8, M13, M14: a unit of `type` may never stand on `h` (unbridged river, impassable hill;
// hedgehog and bunker for armor and artillery). Units on the hex are the caller's concern.
bool Impassable(const State& s, HexId h, pb::UnitType type);
// M8: entering ends the move (forest, hedgerow, town, church, ocean, wire).
bool StopsOnEntry(const State& s, HexId h, pb::UnitType type);
// M8: a unit that entered `h` this turn may not battle (forest, hedgerow, town, church);
// French Resistance ignores this (M15), as does nothing else.
bool NoBattleOnEntry(const State& s, HexId h);
// M11: a hedgerow may be entered only as a move's first hex.
bool EnterOnlyAsFirstHex(const State& s, HexId h);
// R10: leaving a hedgerow (the move is then 1 hex under `hedgerow_exit` one_hex).
bool IsHedgerow(const State& s, HexId h);
bool IsBeach(const State& s, HexId h);
bool IsOcean(const State& s, HexId h);
// M11: armor and artillery never leave a bunker.
bool CannotLeave(const State& s, HexId h, pb::UnitType type);
// M3: hexes of movement spent entering `to` from the adjacent `from`: 2 for a steep hill from
// a non-hill, a cliff or bluff from beach or ocean; else 1. Armor may not climb a bluff from
// beach or ocean: -1 (not enterable).
int EntryCost(const State& s, HexId from, HexId to, pb::UnitType type);

// M9: dice removed for a unit of `attacker_type` battling a unit on `target`: the single
// largest of the terrain's and the obstacle's (never summed); a hill's none when
// `attacker_on_hill`. Bunker and sandbag count only for the side they protect (M11).
// Artillery, Air Power and Barrage ignore this (their callers do not ask). 0 or more.
int TargetReduction(const State& s, HexId target, pb::UnitType attacker_type,
                    bool attacker_on_hill);
// M9: dice removed for a unit of `type` battling from `from` (armor in a town or church 2,
// infantry in wire 1). 0 or more.
int OwnHexModifier(const State& s, HexId from, pb::UnitType type);
// M11, M13: the occupant of `h` may ignore 1 flag (sandbag, hedgehog, bunker for its side,
// church).
bool MayIgnoreFlag(const State& s, HexId h);
// M11: a unit on `h` cannot battle (ocean).
bool CannotBattleFrom(const State& s, HexId h);
// M13: a retreat may not enter `h` (off-board is the caller's; ocean, impassable for `type`).
bool BlocksRetreat(const State& s, HexId h, pb::UnitType type);
// M6 Dig In: a sandbag may be placed on `h` (not ocean, no obstacle there yet).
bool MayPlaceSandbag(const State& s, HexId h);
// M11: wire that armor entering `h` removes.
bool HasWire(const State& s, HexId h);

// M10: the terrain and obstacle of `h` obstruct a line of sight (forest, hedgerow, town,
// church, bunker, impassable blocking hill). Hills are R9's (los.cc), units los.cc's.
bool TerrainBlocksLos(const State& s, HexId h);
// M3: blocks every unit's line of sight, artillery's too (impassable blocking hill).
bool BlocksEveryLos(const State& s, HexId h);

}  // namespace arbiter::memoir44

#endif  // ARBITER_ENGINES_MEMOIR44_TERRAIN_H_
