// The rules of Kingdom Builder on a decoded State (state.h), declared by concept, each concept
// in its own file with its judging (Verdict Judge...) and listing (List...) side by side, so
// what is listed and what is accepted agree:
//
//   actions.cc    one action of any kind: the wire action judged and applied (PlayWireAction),
//                 every legal move listed (ListMoves), a listed move played (Play)
//   building.cc   K4, K6, K7: where a settlement may go, the mandatory build, placing one
//   tiles.cc      K8, K9, R2-R4: location tiles taken, used and lost; the tile actions
//   setup.cc      K3, R1: boards, Kingdom Builder cards and the deal, with their chance outcomes
//   turn_flow.cc  K5, K7, K10: whose turn and what is pending (TurnOf), exhausted terrain,
//                 the end of a turn and of the game, terrain card draws
//   scoring.cc    K11 (scoring.h)
//
//   int hex;
//   if (Verdict v = JudgeBuild(s, action.build(), &hex)) return Illegal(*v);
//   ApplyBuild(&s, hex, &events);          // places, takes tiles, redraws for owed builds (K7)
//   ListBuilds(s, &out);                   // every legal mandatory build, by hex
//
// A judge leaves the state as it is; an Apply* of an action its judge accepted changes the
// state and appends what happened to `events` (public unless stated; nothing when `events` is
// null, and then no protobuf is touched).
#ifndef ARBITER_ENGINES_KINGDOM_BUILDER_RULES_H_
#define ARBITER_ENGINES_KINGDOM_BUILDER_RULES_H_

#include <bitset>
#include <string>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "arbiter/v1/event.pb.h"
#include "arbiter/v1/game_info.pb.h"
#include "engines/core/violation.h"
#include "google/protobuf/any.pb.h"
#include "engines/kingdom_builder/moves.h"
#include "engines/kingdom_builder/state.h"

namespace arbiter {
namespace kingdom_builder {

// A set of map hexes by index.
using HexSet = std::bitset<kHexCount>;

// Calls f(hex) for every hex of `h`, ascending.
template <typename F>
void ForEachHex(const HexSet& h, F f) {
  for (size_t i = h._Find_first(); i < h.size(); i = h._Find_next(i)) f(static_cast<int>(i));
}

// The hexes next to `hex` (K2), as a set.
const HexSet& NeighbourMask(int hex);
// The buildable hexes (terrains 1..5) of the map; the edge hexes of the 20x20 map.
HexSet BuildableHexes(const Map& map);
const HexSet& EdgeHexes();

// Who is where, from one pass over s.owner: what every target set of one listing shares.
struct Occupancy {
  Occupancy(const State& s, int seat);
  int seat;
  HexSet occupied;  // any settlement
  HexSet own;       // the seat's settlements
  HexSet touching;  // hexes next to one of the seat's settlements
  std::array<uint8_t, kHexCount> touch_count;  // how many of the seat's settlements touch each
};

using Events = std::vector<v1::Event>;
void EmitPublic(Events* events, const pb::Event& e);

// Listed actions in native form (moves.h), appended in canonical order.
using Moves = std::vector<Move>;

// ---- actions.cc: one action of any kind. ----

// Game::Apply on a decoded state: `actor` checked (INVALID_ARGUMENT "actor: ..."), `action`
// unpacked (INVALID_ARGUMENT "action: ..."), the shared checks (game over, wrong actor, chance
// pending, not your turn), then the action's judge; when legal, applied to `*s` with its
// events appended to `events` (none when null). A violation (or an error) leaves `*s` as it was.
absl::StatusOr<Verdict> PlayWireAction(State* s, int actor, const google::protobuf::Any& action,
                                       Events* events);

// True when `actor` (a seat, or kChance) decides now: the current seat in its turn or R3 choice,
// chance at a chance point, nobody once the game is over.
bool Decides(const State& s, int actor);

// Replaces `*out` with every legal move of `actor` in LegalActions's canonical order: chance
// outcomes (boards, KB cards, terrain cards); or builds by hex, tile actions by location type
// then (from,) target hex, end_turn; or the two discard choices. Empty when `actor` does not
// decide. No protobuf.
void ListMoves(const State& s, int actor, Moves* out);

// Plays a move ListMoves listed for the actor deciding (no judging); no protobuf when `events`
// is null (except the setup chance outcomes).
void Play(State* s, const Move& m, Events* events);

// ---- building.cc: K4, K6, K7. ----

// K6 applied to candidate set `c` for `seat` (o.seat): the hexes of `c` touching one of the seat's
// settlements if any, else all of `c`. `mover` (or -1) is a settlement being moved: under
// move_adjacency lifted it does not count as the seat's own and is dropped from the result
// (`c` may contain its hex); under in_place it counts as own (and `c` must not contain it).
HexSet AdjacentIfPossible(const State& s, int seat, const HexSet& c, int mover);
HexSet AdjacentIfPossible(const State& s, const Occupancy& o, const HexSet& c, int mover);

// Empty hexes of a buildable terrain (pb::Terrain 1..5) or of water (Kind::kWater as int);
// `vacated` (or -1) counts as empty.
HexSet EmptyOfKind(const State& s, Kind kind, int vacated);
HexSet EmptyOfKind(const State& s, const Occupancy& o, Kind kind, int vacated);

// True when the terrain has an empty hex (K7).
bool HasEmptyHex(const State& s, int terrain);

// Mandatory builds still owed this turn: 0 when complete, else min(3 - done, supply) (K7).
int BuildsOwed(const State& s);

// Targets of the next mandatory build (K6, K7); empty when nothing is owed.
HexSet MandatoryTargets(const State& s);
HexSet MandatoryTargets(const State& s, const Occupancy& o);

// "(r,c)", how messages name a hex.
std::string Where(int hex);

// The hex index of an action's hex, or KINGDOM_BUILDER_HEX_OFF_MAP naming `field`.
Verdict JudgeHex(const pb::HexCoord& h, const std::string& field, int* hex);

// Why `hex` is not a target of a build or move requiring `kind` (kNone: any buildable
// terrain): occupied, not buildable (K4), else `wrong_terrain`, else not adjacent (K6).
Verdict WhyNotBuild(const State& s, int hex, Kind kind, const ViolationKind& wrong_terrain,
                    const std::string& field);

// The mandatory build `b` of the current seat (K7): the hex in `*hex` when legal.
Verdict JudgeBuild(const State& s, const pb::BuildTarget& b, int* hex);
// Builds there, completes the mandatory action after the third build or the last settlement,
// and redraws for owed builds (ResolveExhaustion).
void ApplyBuild(State* s, int hex, Events* events);
// Every legal mandatory build, by hex.
void ListBuilds(const State& s, const Occupancy& o, Moves* out);

// Builds a settlement of `seat` from its supply at `hex` (must be empty and allowed), takes
// tiles next to it (K8) and triggers the end when the supply empties (K10).
void Place(State* s, int seat, int hex, pb::BuildCause cause, Events* events);

// ---- tiles.cc: K8, K9, R2, R3, R4. ----

// True for the location types whose tile builds (as opposed to moves).
bool IsBuildTile(pb::Location tile);

// Targets of a build tile (Oracle, Farm, Oasis, Tower, Tavern) for the current seat, ignoring
// whether the tile is held or usable (K9). Empty when its terrain has no empty hex or the
// supply is empty.
HexSet BuildTileTargets(const State& s, pb::Location tile);
HexSet BuildTileTargets(const State& s, const Occupancy& o, pb::Location tile);

// Targets of a move tile (Barn, Harbor, Paddock) moving the current seat's settlement at
// `from` (K9, R4). Empty when `from` is not the seat's or nothing qualifies.
HexSet MoveTileTargets(const State& s, pb::Location tile, int from);
HexSet MoveTileTargets(const State& s, const Occupancy& o, pb::Location tile, int from);

// K8 taking: every location hex next to `hex` with a tile left that `seat` never took from.
void TakeTiles(State* s, int seat, int hex, Events* events);

// K8 loss check for `seat`: removes every tile whose hex no own settlement touches. When a lost
// tile has a twin of the same type in a different state (R3), stops with the choice pending
// (phase PHASE_TILE_LOSS_CHOICE) and returns true; `ending_turn` is recorded in the choice.
bool CheckTileLoss(State* s, int seat, bool ending_turn, Events* events);

// A build tile's action (Oracle, Farm, Oasis, Tower, Tavern; K9): the hex in `*hex` when legal.
Verdict JudgeBuildTile(const State& s, pb::Location tile, const pb::BuildTarget& b, int* hex);
void ApplyBuildTile(State* s, pb::Location tile, int hex, Events* events);

// A move tile's action (Barn, Harbor, Paddock; K9, R4): the hexes in `*from`, `*to` when legal.
Verdict JudgeMoveTile(const State& s, pb::Location tile, const pb::MoveTarget& m, int* from,
                      int* to);
// Moves the settlement; under tile_loss_check immediate checks the tiles it may lose (K8, R3),
// then takes tiles next to `to`.
void ApplyMoveTile(State* s, pb::Location tile, int from, int to, Events* events);

// Every legal tile action of the current seat: by location type, then (from,) target hex.
void ListTileActions(const State& s, const Occupancy& o, Moves* out);

// discard_tile while an R3 choice is pending: the hex in `*origin` when it is one of the two.
Verdict JudgeDiscardTile(const State& s, const pb::DiscardTile& d, int* origin);
// Discards the tile from `origin` and goes on with the turn (or ends it, when the choice came
// at the end of the turn).
void ApplyDiscardTile(State* s, int origin, Events* events);
// The two choices, by hex.
void ListDiscardTiles(const State& s, Moves* out);

// ---- setup.cc: K3, R1. ----

// Runs setup from the current point to the first turn, or stops at a chance point (EXTERNAL).
void ContinueSetup(State* s, Events* events);

// A board or KB card chance outcome at a pending setup chance point.
Verdict JudgeSetupOutcome(const State& s, const pb::ChanceOutcome& c);
// Records it and continues setup.
void ApplySetupOutcome(State* s, const pb::ChanceOutcome& c, Events* events);
// Every possible outcome of the pending setup chance point (boards, then KB cards).
void ListSetupOutcomes(const State& s, Moves* out);

// ---- turn_flow.cc: K5, K7, K10. ----

// True when the phase waits for a chance outcome.
bool ChancePending(const State& s);

// Whose turn it is, the decision pending and the outcome (K11 ranks when the game is over).
v1::TurnStatus TurnOf(const State& s);

// K5.1: the turn of `seat` begins: its held card is revealed (K7 if exhausted).
void StartTurn(State* s, int seat, Events* events);

// After any action of the current seat: the K7 exhaustion check (redraw or forfeit), which may
// stop at a chance point.
void ResolveExhaustion(State* s, Events* events);

// end_turn (K5): legal once the mandatory action is complete.
Verdict JudgeEndTurn(const State& s);
// Ends the current turn (K5.5): tile loss at end of turn (R3), discard, the end of the game
// (K10), the draw (maybe a chance point) and the next seat's turn.
void EndTurn(State* s, Events* events);

// A terrain card chance outcome at a pending draw (deal, K7 redraw, end-of-turn draw).
Verdict JudgeTerrainOutcome(const State& s, const pb::ChanceOutcome& c);
void ApplyTerrainOutcome(State* s, int terrain, Events* events);
// Every terrain left in the draw pile.
void ListTerrainOutcomes(const State& s, Moves* out);

// Draws a uniformly random card of the draw pile (SEEDED); the pile must not be empty.
int DrawSeeded(State* s);
// The terrain card `terrain` drawn by `seat`, private to it.
void EmitDrawnPrivately(Events* events, int seat, int terrain);
// K5.5: an empty draw pile takes the shuffled discard pile. Returns whether a card is left.
bool RefillDrawPile(State* s, Events* events);

}  // namespace kingdom_builder
}  // namespace arbiter

#endif  // ARBITER_ENGINES_KINGDOM_BUILDER_RULES_H_
