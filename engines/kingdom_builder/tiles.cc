// K8 and ruling R3: losing location tiles when no own settlement touches their hex.
#include <algorithm>

#include "engines/kingdom_builder/rules.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

bool Touches(const KbState& s, int hex, int seat) {
  for (int n : Neighbours(hex)) {
    if (s.owner[n] == seat) return true;
  }
  return false;
}

void EmitLost(Events* events, int seat, const Tile& t) {
  pb::Event e;
  e.mutable_tile_lost()->set_seat(seat);
  *e.mutable_tile_lost()->mutable_origin() = Coord(t.origin);
  e.mutable_tile_lost()->set_location(t.location);
  EmitPublic(events, e);
}

}  // namespace

bool CheckTileLoss(KbState* s, int seat, bool ending_turn, Events* events) {
  std::vector<Tile>& tiles = s->seats[seat].tiles;
  for (size_t i = 0; i < tiles.size();) {
    const Tile lost = tiles[i];
    if (Touches(*s, lost.origin, seat)) {
      ++i;
      continue;
    }
    // R3: a twin of the same type, still tied to a touched hex, in a different state.
    auto twin = std::find_if(tiles.begin(), tiles.end(), [&](const Tile& t) {
      return t.location == lost.location && t.origin != lost.origin &&
             Touches(*s, t.origin, seat);
    });
    if (twin != tiles.end() && (twin->used != lost.used || twin->gained != lost.gained)) {
      s->phase = pb::PHASE_TILE_LOSS_CHOICE;
      s->loss_lost = lost.origin;
      s->loss_other = twin->origin;
      s->loss_ending_turn = ending_turn;
      return true;
    }
    EmitLost(events, seat, lost);
    tiles.erase(tiles.begin() + i);
  }
  return false;
}

void ResolveTileLossChoice(KbState* s, int origin, Events* events) {
  std::vector<Tile>& tiles = s->seats[s->current].tiles;
  auto lost = std::find_if(tiles.begin(), tiles.end(),
                           [&](const Tile& t) { return t.origin == s->loss_lost; });
  auto other = std::find_if(tiles.begin(), tiles.end(),
                            [&](const Tile& t) { return t.origin == s->loss_other; });
  if (lost == tiles.end() || other == tiles.end()) return;  // Decode guarantees both exist
  if (origin == s->loss_other) {
    // Keep the lost tile's state; it is tied to the other hex from now on.
    other->used = lost->used;
    other->gained = lost->gained;
  }
  EmitLost(events, s->current, *lost);
  tiles.erase(lost);
  s->phase = pb::PHASE_TURN;
  s->loss_lost = s->loss_other = -1;
  s->loss_ending_turn = false;
}

}  // namespace kingdom_builder
}  // namespace arbiter
