// The rules of play on a decoded KbState (state.h): where a settlement may go (K6, K7, K9),
// placing and moving settlements with the location tiles they take and lose (K8), and the flow
// of setup and turns with its terrain card draws (K3, K5, K7, K10). Actions (actions.h) judge
// and enumerate moves with these functions, so what is listed and what is accepted agree.
//
//   HexSet targets = MandatoryTargets(s, seat);           // K6 applied to the played terrain
//   Place(&s, seat, hex, pb::BUILD_CAUSE_MANDATORY, &events);
//   ResolveExhaustion(&s, &events);                        // redraws for owed builds (K7)
//
// Functions that change the state append what happened to `events` (public unless stated).
#ifndef ARBITER_ENGINES_KINGDOM_BUILDER_RULES_H_
#define ARBITER_ENGINES_KINGDOM_BUILDER_RULES_H_

#include <bitset>
#include <vector>

#include "absl/status/status.h"
#include "arbiter/v1/event.pb.h"
#include "engines/kingdom_builder/state.h"

namespace arbiter {
namespace kingdom_builder {

// A set of map hexes by index.
using HexSet = std::bitset<kHexCount>;

using Events = std::vector<v1::Event>;
void EmitPublic(Events* events, const pb::Event& e);

// ---- K6, K7, K9: where a settlement may go. ----

// K6 applied to candidate set `c` for `seat`: the hexes of `c` touching one of the seat's
// settlements if any, else all of `c`. `mover` (or -1) is a settlement being moved: under
// move_adjacency lifted it does not count as the seat's own and is dropped from the result
// (`c` may contain its hex); under in_place it counts as own (and `c` must not contain it).
HexSet AdjacentIfPossible(const KbState& s, int seat, const HexSet& c, int mover);

// Empty hexes of a buildable terrain (pb::Terrain 1..5) or of water (Kind::kWater as int);
// `vacated` (or -1) counts as empty.
HexSet EmptyOfKind(const KbState& s, Kind kind, int vacated);

// True when the terrain has an empty hex (K7).
bool HasEmptyHex(const KbState& s, int terrain);

// Mandatory builds still owed this turn: 0 when complete, else min(3 - done, supply) (K7).
int BuildsOwed(const KbState& s);

// Targets of the next mandatory build (K6, K7); empty when nothing is owed.
HexSet MandatoryTargets(const KbState& s);

// Targets of a build tile (Oracle, Farm, Oasis, Tower, Tavern) for the current seat, ignoring
// whether the tile is held or usable (K9). Empty when its terrain has no empty hex or the
// supply is empty.
HexSet BuildTileTargets(const KbState& s, pb::Location tile);

// Targets of a move tile (Barn, Harbor, Paddock) moving the current seat's settlement at
// `from` (K9, R4). Empty when `from` is not the seat's or nothing qualifies.
HexSet MoveTileTargets(const KbState& s, pb::Location tile, int from);

// True for the location types whose tile builds (as opposed to moves).
bool IsBuildTile(pb::Location tile);

// ---- K4, K8, K10: changing the map. ----

// Builds a settlement of `seat` from its supply at `hex` (must be empty and allowed), takes
// tiles next to it (K8) and triggers the end when the supply empties (K10).
void Place(KbState* s, int seat, int hex, pb::BuildCause cause, Events* events);

// Moves `seat`'s settlement from `from` to `to` with `tile`; under tile_loss_check immediate
// checks the tiles it may lose (K8, R3), then takes tiles next to `to`.
void Move(KbState* s, int seat, int from, int to, pb::Location tile, Events* events);

// K8 loss check for `seat`: removes every tile whose hex no own settlement touches. When a lost
// tile has a twin of the same type in a different state (R3), stops with the choice pending
// (phase PHASE_TILE_LOSS_CHOICE) and returns true; `ending_turn` is recorded in the choice.
bool CheckTileLoss(KbState* s, int seat, bool ending_turn, Events* events);

// Resolves a pending R3 choice by discarding the tile from `origin` (lost or other hex).
void ResolveTileLossChoice(KbState* s, int origin, Events* events);

// ---- K3, K5, K7, K10: flow. ----

// Runs setup from the current point to the first turn, or stops at a chance point (EXTERNAL).
void ContinueSetup(KbState* s, Events* events);

// After any action of the current seat: the K7 exhaustion check (redraw or forfeit), which may
// stop at a chance point.
void ResolveExhaustion(KbState* s, Events* events);

// Ends the current turn (K5.5): tile loss at end of turn (R3), discard, the end of the game
// (K10), the draw (maybe a chance point) and the next seat's turn.
void EndTurn(KbState* s, Events* events);

// Applies a chance outcome already checked as possible for the pending chance point and
// continues the game.
void ApplyChanceBoard(KbState* s, const pb::BoardPlacement& b, Events* events);
void ApplyChanceKbCard(KbState* s, pb::KbCard c, Events* events);
void ApplyChanceTerrain(KbState* s, int terrain, Events* events);

// True when the phase waits for a chance outcome.
bool ChancePending(const KbState& s);

}  // namespace kingdom_builder
}  // namespace arbiter

#endif  // ARBITER_ENGINES_KINGDOM_BUILDER_RULES_H_
