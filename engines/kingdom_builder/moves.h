// Kingdom Builder actions in native form (Move) and their canonical proto form.
//
// A Move is the hot-path form of arbiter.games.kingdom_builder.v1.Action: the legal-action
// listing (ListMoves, rules.h) produces Moves without touching protobuf, Play applies them, and
// ToAction / PackAction convert at the boundary (LegalActions, Position::ListedAction).
//
//   Move m = Move::Build(Index(4, 5));           // a mandatory build at (4,5)
//   Move t = Move::MoveTile(pb::LOCATION_BARN, from, to);
//   pb::Action a = ToAction(m);                  // canonical proto form
//   PackAction(m, &any);                         // == PackInto(ToAction(m), &any)
#ifndef ARBITER_ENGINES_KINGDOM_BUILDER_MOVES_H_
#define ARBITER_ENGINES_KINGDOM_BUILDER_MOVES_H_

#include <cstdint>

#include "engines/kingdom_builder/board.h"
#include "google/protobuf/any.pb.h"

namespace arbiter {
namespace kingdom_builder {

struct Move {
  enum class Kind : uint8_t {
    kBuild,        // the mandatory build (K7) at `hex`
    kBuildTile,    // a build tile's action (Oracle, Farm, Oasis, Tower, Tavern; K9) at `hex`
    kMoveTile,     // a move tile's action (Barn, Harbor, Paddock; K9) from `from` to `hex`
    kEndTurn,      // end_turn (K5)
    kDiscardTile,  // discard_tile of the tile from `hex` (R3)
    kBoard,        // chance: board `value` (pb::Location) in sector `sector`, maybe rotated
    kKbCard,       // chance: Kingdom Builder card `value` (pb::KbCard)
    kTerrainCard,  // chance: terrain card `value` (pb::Terrain 1..5)
  };
  Kind kind = Kind::kEndTurn;
  uint8_t value = 0;   // kBuildTile / kMoveTile: the tile (pb::Location); chance: see Kind
  uint8_t sector = 0;  // kBoard: pb::Sector 1..4
  bool rotated = false;  // kBoard
  int16_t from = -1;   // kMoveTile: the hex of the settlement moved
  int16_t hex = -1;    // target hex (build, build tile, move tile's `to`), discarded origin

  static Move Build(int hex) { return {Kind::kBuild, 0, 0, false, -1, static_cast<int16_t>(hex)}; }
  static Move BuildTile(pb::Location tile, int hex) {
    return {Kind::kBuildTile, static_cast<uint8_t>(tile), 0, false, -1, static_cast<int16_t>(hex)};
  }
  static Move MoveTile(pb::Location tile, int from, int to) {
    return {Kind::kMoveTile, static_cast<uint8_t>(tile), 0, false, static_cast<int16_t>(from),
            static_cast<int16_t>(to)};
  }
  static Move EndTurn() { return {}; }
  static Move DiscardTile(int origin) {
    return {Kind::kDiscardTile, 0, 0, false, -1, static_cast<int16_t>(origin)};
  }
  static Move Board(int sector, pb::Location board, bool rotated) {
    return {Kind::kBoard, static_cast<uint8_t>(board), static_cast<uint8_t>(sector), rotated, -1,
            -1};
  }
  static Move KbCard(pb::KbCard card) {
    return {Kind::kKbCard, static_cast<uint8_t>(card), 0, false, -1, -1};
  }
  static Move TerrainCard(int terrain) {
    return {Kind::kTerrainCard, static_cast<uint8_t>(terrain), 0, false, -1, -1};
  }
};

// The canonical proto form of a move: what LegalActions lists (hexes as HexCoord, every
// target submessage present).
pb::Action ToAction(const Move& m);
// The same into `out`, which must be empty.
void ToAction(const Move& m, pb::Action* out);

// `m` as an Action in an Any: PackInto(ToAction(m), out), built in a per-thread reused message.
void PackAction(const Move& m, google::protobuf::Any* out);

}  // namespace kingdom_builder
}  // namespace arbiter

#endif  // ARBITER_ENGINES_KINGDOM_BUILDER_MOVES_H_
