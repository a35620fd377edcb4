#include "engines/kingdom_builder/format1_testing.h"

#include "engines/core/envelope.h"

// Format 1's fields are deprecated in the proto; writing them is what this file is for.
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

namespace arbiter {
namespace kingdom_builder {

pb::State EncodeFormat1(const State& s) {
  pb::State p = EncodePayload(s);
  p.clear_location_tiles_left();
  for (pb::Seat& seat : *p.mutable_seats()) {
    seat.clear_settlement_hexes();
    for (uint32_t h : seat.took_tile_from_hexes()) *seat.add_took_tile_from() = Coord(h);
    seat.clear_took_tile_from_hexes();
    for (pb::HeldTile& t : *seat.mutable_tiles()) {
      *t.mutable_origin() = Coord(t.origin_hex());
      t.clear_origin_hex();
    }
  }
  for (int h = 0; h < kHexCount; ++h) {
    if (s.owner[h] < 0) continue;
    pb::Settlement* st = p.add_settlements();
    *st->mutable_hex() = Coord(h);
    st->set_seat(s.owner[h]);
  }
  if (s.MapReady()) {
    for (int h : s.map.location_hexes) {
      pb::LocationHexTiles* t = p.add_location_tiles();
      *t->mutable_hex() = Coord(h);
      t->set_location(s.map.location[h]);
      t->set_tiles_left(s.tiles_left[h]);
    }
  }
  return p;
}

v1::GameState PackFormat1(const v1::GameInfo& info, const State& s) {
  v1::GameState g = PackState(info, EncodeFormat1(s));
  g.set_state_format_version(1);
  return g;
}

}  // namespace kingdom_builder
}  // namespace arbiter
