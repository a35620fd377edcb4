// The sections of DecodePayload (state.h) that read hexes of the map's contents: the settlements,
// the location tiles left on each location hex, the hexes each seat took tiles from and the tiles
// it holds (K4, K8). State format 1 names these hexes by HexCoord submessages, format 2 by hex
// index (kingdom_builder.proto); both give the same State under the same checks, and errors name
// the field the state's own format has.
#include <algorithm>
#include <string>
#include <utility>
#include <vector>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/kingdom_builder/state_decode.h"

// This file reads both formats: format 1's fields are marked deprecated in the proto (which
// makes their accessors warn), and reading them here is what keeps old states usable.
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

namespace arbiter {
namespace kingdom_builder {
namespace internal {
namespace {

// The field names that differ between the formats.
struct FieldNames {
  const char* took_from;  // in Seat
  const char* origin;     // in HeldTile
};

FieldNames NamesOf(uint32_t format) {
  return format == 1 ? FieldNames{"took_tile_from", "origin"}
                     : FieldNames{"took_tile_from_hexes", "origin_hex"};
}

// K4: settlements stand on the five buildable terrains, or on water (a Harbor move).
template <typename Field>
absl::Status CheckSettlementHex(const State& s, int hex, Field field) {
  const Kind k = s.map.kind[hex];
  if (!IsBuildable(k) && k != Kind::kWater) {
    return Bad(field(), "mountain, castle and location hexes never hold a settlement (K4)");
  }
  return absl::OkStatus();
}

absl::Status DecodeSettlementsFormat1(const pb::State& p, State* s, int* placed) {
  int prev = -1;
  for (int i = 0; i < p.settlements_size(); ++i) {
    auto f = [i] { return absl::StrCat("settlements[", i, "]"); };
    auto fhex = [&] { return f() + ".hex"; };
    absl::StatusOr<int> hex = HexOf(p.settlements(i).hex(), fhex);
    if (!hex.ok()) return hex.status();
    if (*hex <= prev) return Bad(fhex(), "settlements are listed once each by (row, col)");
    prev = *hex;
    const int seat = p.settlements(i).seat();
    if (seat < 0 || seat >= s->seat_count) return Bad(f() + ".seat", "not a seat");
    ARBITER_RETURN_IF_ERROR(CheckSettlementHex(*s, *hex, fhex));
    s->owner[*hex] = static_cast<int8_t>(seat);
    ++placed[seat];
  }
  return absl::OkStatus();
}

absl::Status DecodeSettlementsFormat2(const pb::State& p, State* s, int* placed) {
  for (int seat = 0; seat < s->seat_count; ++seat) {
    const auto& hexes = p.seats(seat).settlement_hexes();
    int prev = -1;
    for (int i = 0; i < hexes.size(); ++i) {
      auto f = [seat, i] { return absl::StrCat("seats[", seat, "].settlement_hexes[", i, "]"); };
      absl::StatusOr<int> hex = HexOf(hexes.Get(i), f);
      if (!hex.ok()) return hex.status();
      if (*hex <= prev) return Bad(f(), "a seat's settlements are listed once each, ascending");
      prev = *hex;
      if (s->owner[*hex] >= 0) {
        return Bad(f(), absl::StrCat("hex ", *hex, " also holds a settlement of seat ",
                                     s->owner[*hex], " (K4: one settlement per hex)"));
      }
      ARBITER_RETURN_IF_ERROR(CheckSettlementHex(*s, *hex, f));
      s->owner[*hex] = static_cast<int8_t>(seat);
      ++placed[seat];
    }
  }
  return absl::OkStatus();
}

absl::Status DecodeLocationTilesFormat1(const pb::State& p, State* s) {
  if (p.location_tiles_size() != static_cast<int>(s->map.location_hexes.size())) {
    return Bad("location_tiles", "one entry per location hex of the map");
  }
  for (int i = 0; i < p.location_tiles_size(); ++i) {
    const pb::LocationHexTiles& t = p.location_tiles(i);
    auto f = [i] { return absl::StrCat("location_tiles[", i, "]"); };
    absl::StatusOr<int> hex = HexOf(t.hex(), [&] { return f() + ".hex"; });
    if (!hex.ok()) return hex.status();
    if (*hex != s->map.location_hexes[i] || t.location() != s->map.location[*hex]) {
      return Bad(f(), "not the map's location hexes in (row, col) order");
    }
    if (t.tiles_left() < 0 || t.tiles_left() > kTilesPerHex) {
      return Bad(f() + ".tiles_left", "0..2");
    }
    s->tiles_left[*hex] = static_cast<int8_t>(t.tiles_left());
  }
  return absl::OkStatus();
}

absl::Status DecodeLocationTilesFormat2(const pb::State& p, State* s) {
  const int want = static_cast<int>(s->map.location_hexes.size());
  if (p.location_tiles_left_size() != want) {
    return Bad("location_tiles_left",
               absl::StrCat(p.location_tiles_left_size(), " entries for the map's ", want,
                            " location hexes (one each, in hex order)"));
  }
  for (int i = 0; i < want; ++i) {
    const uint32_t left = p.location_tiles_left(i);
    if (left > static_cast<uint32_t>(kTilesPerHex)) {
      return Bad(absl::StrCat("location_tiles_left[", i, "]"),
                 absl::StrCat(left, " tiles, outside 0..2 (K3)"));
    }
    s->tiles_left[s->map.location_hexes[i]] = static_cast<int8_t>(left);
  }
  return absl::OkStatus();
}

// The hex seat `ps` took its i-th tile from, in the state's format.
template <typename Field>
absl::StatusOr<int> TookFrom(const pb::Seat& ps, uint32_t format, int i, Field field) {
  return format == 1 ? HexOf(ps.took_tile_from(i), field)
                     : HexOf(ps.took_tile_from_hexes(i), field);
}

}  // namespace

absl::Status CheckLayout(const pb::State& p, uint32_t format) {
  auto foreign = [format](const std::string& field) {
    return Bad(field, absl::StrCat("a field of state format ", format == 1 ? 2 : 1,
                                   " in a state of format ", format,
                                   " (GameState.state_format_version)"));
  };
  if (format == 1) {
    if (p.location_tiles_left_size() > 0) return foreign("location_tiles_left");
  } else {
    if (p.settlements_size() > 0) return foreign("settlements");
    if (p.location_tiles_size() > 0) return foreign("location_tiles");
  }
  for (int seat = 0; seat < p.seats_size(); ++seat) {
    const pb::Seat& ps = p.seats(seat);
    auto f = [seat](absl::string_view field) {
      return absl::StrCat("seats[", seat, "].", field);
    };
    if (format == 1) {
      if (ps.settlement_hexes_size() > 0) return foreign(f("settlement_hexes"));
      if (ps.took_tile_from_hexes_size() > 0) return foreign(f("took_tile_from_hexes"));
    } else if (ps.took_tile_from_size() > 0) {
      return foreign(f("took_tile_from"));
    }
    for (int i = 0; i < ps.tiles_size(); ++i) {
      const pb::HeldTile& t = ps.tiles(i);
      // A format 1 tile at hex 0 has origin_hex 0, the default: nothing to tell it from unset.
      if (format == 1 ? t.origin_hex() != 0 : t.has_origin()) {
        return foreign(f(absl::StrCat("tiles[", i, "].", NamesOf(format == 1 ? 2 : 1).origin)));
      }
    }
  }
  return absl::OkStatus();
}

absl::Status DecodeMapContents(const pb::State& p, uint32_t format, State* s) {
  if (!s->MapReady()) {
    const char* what = "nothing is on the map before the boards are placed";
    if (format == 1) {
      if (p.settlements_size() > 0 || p.location_tiles_size() > 0) return Bad("settlements", what);
      return absl::OkStatus();
    }
    for (int seat = 0; seat < s->seat_count; ++seat) {
      if (p.seats(seat).settlement_hexes_size() > 0) {
        return Bad(absl::StrCat("seats[", seat, "].settlement_hexes"), what);
      }
    }
    if (p.location_tiles_left_size() > 0) return Bad("location_tiles_left", what);
    return absl::OkStatus();
  }
  // K1: supply + settlements on the map = 40 for each seat, checked here where the settlements
  // are counted (one pass over the map less than in CheckState).
  int placed[4] = {0, 0, 0, 0};
  ARBITER_RETURN_IF_ERROR(format == 1 ? DecodeSettlementsFormat1(p, s, placed)
                                      : DecodeSettlementsFormat2(p, s, placed));
  for (int seat = 0; seat < s->seat_count; ++seat) {
    const int supply = p.seats(seat).supply();
    // In range before the sum: a hostile supply near INT32_MAX must not overflow.
    if (supply < 0 || supply > kSupply) {
      return Bad(absl::StrCat("seats[", seat, "].supply"), "0..40 (K1)");
    }
    if (placed[seat] + supply != kSupply) {
      return Bad(absl::StrCat("seats[", seat, "].supply"),
                 absl::StrCat(supply, " in supply + ", placed[seat], " on the map != 40 (K1)"));
    }
  }
  return format == 1 ? DecodeLocationTilesFormat1(p, s) : DecodeLocationTilesFormat2(p, s);
}

absl::Status DecodeSeats(const pb::State& p, uint32_t format, State* s) {
  const FieldNames names = NamesOf(format);
  const bool turn_phase = p.phase() == pb::PHASE_TURN || p.phase() == pb::PHASE_REDRAW ||
                          p.phase() == pb::PHASE_TILE_LOSS_CHOICE;
  for (int seat = 0; seat < s->seat_count; ++seat) {
    const pb::Seat& ps = p.seats(seat);
    auto f = [seat] { return absl::StrCat("seats[", seat, "]"); };
    SeatState& ss = s->seats[seat];
    if (ps.supply() < 0 || ps.supply() > kSupply) return Bad(f() + ".supply", "0..40 (K1)");
    ss.supply = ps.supply();
    if (ps.held_card() < 0 || ps.held_card() > kCardTerrains) {
      return Bad(f() + ".held_card", "not a terrain card");
    }
    ss.held = ps.held_card();
    int prev = -1;
    const int took = format == 1 ? ps.took_tile_from_size() : ps.took_tile_from_hexes_size();
    for (int i = 0; i < took; ++i) {
      auto ff = [&, i] { return absl::StrCat(f(), ".", names.took_from, "[", i, "]"); };
      absl::StatusOr<int> hex = TookFrom(ps, format, i, ff);
      if (!hex.ok()) return hex.status();
      if (*hex <= prev) {
        // Format 1 keeps the words it had before format 2.
        return Bad(ff(), format == 1 ? "listed once each by (row, col)"
                                     : "listed once each, ascending");
      }
      if (!s->MapReady() || s->map.kind[*hex] != Kind::kLocation) {
        return Bad(ff(), "not a location hex");
      }
      prev = *hex;
      ss.took_from.push_back(*hex);
    }
    for (int i = 0; i < ps.tiles_size(); ++i) {
      const pb::HeldTile& t = ps.tiles(i);
      auto ff = [&, i] { return absl::StrCat(f(), ".tiles[", i, "]"); };
      auto forigin = [&] { return absl::StrCat(ff(), ".", names.origin); };
      absl::StatusOr<int> hex =
          format == 1 ? HexOf(t.origin(), forigin) : HexOf(t.origin_hex(), forigin);
      if (!hex.ok()) return hex.status();
      if (!s->MapReady() || s->map.kind[*hex] != Kind::kLocation ||
          s->map.location[*hex] != t.location()) {
        return Bad(ff(), "origin is not a location hex of this tile's type");
      }
      if (!std::binary_search(ss.took_from.begin(), ss.took_from.end(), *hex)) {
        return Bad(forigin(), absl::StrCat("not in ", names.took_from, " (K8)"));
      }
      Tile tile{t.location(), *hex, t.used_this_turn(), t.gained_this_turn()};
      if (!ss.tiles.empty()) {
        const Tile& last = ss.tiles.back();
        if (std::make_pair(last.location, last.origin) >= std::make_pair(tile.location, tile.origin)) {
          return Bad(ff(), "tiles are listed once each by (location, origin)");
        }
      }
      if ((tile.used || tile.gained) && !(turn_phase && seat == p.current_seat())) {
        return Bad(ff(), "only the current seat's tiles are used or new this turn (K8)");
      }
      if (tile.used && tile.gained) return Bad(ff(), "a tile taken this turn cannot be used yet (K8)");
      ss.tiles.push_back(tile);
    }
  }
  return absl::OkStatus();
}

}  // namespace internal
}  // namespace kingdom_builder
}  // namespace arbiter
