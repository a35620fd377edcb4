// Kingdom Builder drawn in text for a terminal (clients/cli/text_view.h): the 20x20 hex map (K2)
// with each hex's terrain, the settlements on it by seat, and the location tiles still lying on
// each location hex (K3, K8); then the 3 Kingdom Builder cards (K1), the terrain card played
// this turn and the cards held (the viewer's own, K12), each seat's supply and location tiles,
// the terrain deck, and what the game waits for (K5-K10). Terrain comes from the boards the
// state names (rules.md K1-K3; data/boards.txt, board.h), the rest from the view proto.
//
// A hex is 2 characters and a space: its terrain (lower case) or what stands there, then the
// seat whose settlement is on it or the tiles left on a location hex; odd rows sit half a hex to
// the right, as on the map:
//        0  1  2  3  4  ...
//    0   g  g  c  c0 ~  ...
//    1    t  f  O2 ~  ~ ...       O2: an Oracle location hex with 2 tiles left
#include <algorithm>
#include <array>
#include <cctype>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "arbiter/games/kingdom_builder/v1/kingdom_builder.pb.h"
#include "clients/cli/text_view.h"
#include "engines/kingdom_builder/board.h"

namespace arbiter::kingdom_builder {
namespace {

using cli::Colour;
using cli::Paint;

struct KindStyle {
  char glyph;
  Colour colour;
  bool bold;
  const char* name;
};

KindStyle StyleOf(Kind k) {
  switch (k) {
    case Kind::kGrass:
      return {'g', Colour::kGreen, false, "grass"};
    case Kind::kCanyon:
      return {'c', Colour::kRed, false, "canyon"};
    case Kind::kDesert:
      return {'d', Colour::kYellow, false, "desert"};
    case Kind::kFlowerField:
      return {'f', Colour::kMagenta, false, "flower field"};
    case Kind::kForest:
      return {'t', Colour::kGreen, true, "forest"};
    case Kind::kWater:
      return {'~', Colour::kBlue, false, "water"};
    case Kind::kMountain:
      return {'^', Colour::kWhite, false, "mountain"};
    case Kind::kCastle:
      return {'#', Colour::kYellow, true, "castle"};
    case Kind::kLocation:
      return {'L', Colour::kCyan, true, "location"};
    default:
      return {'?', Colour::kNone, false, "unknown"};
  }
}

// The letter of a location hex (upper case, distinct from the terrains' lower case).
char LocationLetter(pb::Location l) {
  switch (l) {
    case pb::LOCATION_BARN:
      return 'B';
    case pb::LOCATION_FARM:
      return 'F';
    case pb::LOCATION_ORACLE:
      return 'O';
    case pb::LOCATION_HARBOR:
      return 'H';
    case pb::LOCATION_TOWER:
      return 'T';
    case pb::LOCATION_OASIS:
      return 'A';
    case pb::LOCATION_PADDOCK:
      return 'P';
    case pb::LOCATION_TAVERN:
      return 'V';
    default:
      return 'L';
  }
}

std::string LocationName(pb::Location l) {
  std::string name = pb::Location_Name(l);
  if (name.rfind("LOCATION_", 0) == 0) name = name.substr(9);
  for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return name.empty() ? absl::StrCat("location ", static_cast<int>(l)) : name;
}

// "grass", "flower field", ...; "hidden" for a card the viewer may not see; "-" for none.
std::string TerrainCardName(pb::Terrain t) {
  if (t == pb::TERRAIN_UNSPECIFIED) return "-";
  if (t == pb::TERRAIN_HIDDEN) return "hidden";
  if (t >= pb::TERRAIN_GRASS && t <= pb::TERRAIN_FOREST) {
    return StyleOf(static_cast<Kind>(t)).name;
  }
  return absl::StrCat("terrain ", static_cast<int>(t));
}

std::string KbCardName(pb::KbCard c) {
  std::string name = pb::KbCard_Name(c);
  if (name.rfind("KB_CARD_", 0) == 0) name = name.substr(8);
  for (char& ch : name) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  return name.empty() ? absl::StrCat("card ", static_cast<int>(c)) : name;
}

std::vector<std::string> Counts(const pb::TerrainCounts& c) {
  const int n[5] = {c.grass(), c.canyon(), c.desert(), c.flower_field(), c.forest()};
  std::vector<std::string> parts;
  for (int i = 0; i < 5; ++i) {
    if (n[i] != 0) parts.push_back(absl::StrCat(StyleOf(static_cast<Kind>(i + 1)).name, " ", n[i]));
  }
  return parts;
}

std::string HexName(int hex) { return absl::StrCat("(", RowOf(hex), ",", ColOf(hex), ")"); }

// The map: terrain, settlements, tiles left. `owner[h]` is the seat with a settlement on h or -1.
std::string DrawMap(const cli::TextStyle& style, const Map& map,
                    const std::array<int, kHexCount>& owner,
                    const std::array<int, kHexCount>& tiles_left) {
  std::string out = "    ";
  for (int c = 0; c < kMapSide; ++c) absl::StrAppend(&out, c < 10 ? " " : "", c, " ");
  out.back() = '\n';
  for (int r = 0; r < kMapSide; ++r) {
    absl::StrAppend(&out, r < 10 ? " " : "", r, "  ", (r % 2) != 0 ? " " : "");
    for (int c = 0; c < kMapSide; ++c) {
      const int h = Index(r, c);
      const KindStyle k = StyleOf(map.kind[h]);
      std::string cell(1,
                       map.kind[h] == Kind::kLocation ? LocationLetter(map.location[h]) : k.glyph);
      std::string second = " ";
      if (owner[h] >= 0) {
        second = Paint(style, absl::StrCat(owner[h]), cli::SeatColour(owner[h]), /*bold=*/true);
      } else if (map.kind[h] == Kind::kLocation && tiles_left[h] >= 0) {
        second = absl::StrCat(tiles_left[h]);
      }
      absl::StrAppend(&out, Paint(style, cell, k.colour, k.bold), second,
                      c + 1 < kMapSide ? " " : "");
    }
    // Trailing spaces of a line are dropped (an empty last hex).
    while (!out.empty() && out.back() == ' ') out.pop_back();
    out.push_back('\n');
  }
  return out;
}

std::string PhaseLine(const pb::State& s) {
  const std::string seat = absl::StrCat("seat ", s.current_seat());
  switch (s.phase()) {
    case pb::PHASE_SETUP_BOARDS:
      return "setup: the board of the next sector (chance outcome)";
    case pb::PHASE_SETUP_KB_CARDS:
      return "setup: the next Kingdom Builder card (chance outcome)";
    case pb::PHASE_SETUP_DEAL:
      return absl::StrCat("setup: the terrain card dealt to seat ", s.pending_draw_seat(),
                          " (chance outcome)");
    case pb::PHASE_TURN:
      return absl::StrCat(
          seat, ": ",
          s.mandatory_complete()
              ? "mandatory builds done; tile actions or END_TURN"
              : absl::StrCat("builds on ", TerrainCardName(s.played_card()), " (",
                             s.mandatory_builds_done(), " of 3 built), tile actions"));
    case pb::PHASE_REDRAW:
      return "the replacement terrain card (chance outcome)";
    case pb::PHASE_END_OF_TURN_DRAW:
      return absl::StrCat("the card seat ", s.pending_draw_seat(), " draws (chance outcome)");
    case pb::PHASE_TILE_LOSS_CHOICE: {
      const pb::TileLossChoice& c = s.tile_loss_choice();
      return absl::StrCat(seat, ": DISCARD_TILE, the tile from (", c.lost_hex().row(), ",",
                          c.lost_hex().col(), ") or from (", c.other_hex().row(), ",",
                          c.other_hex().col(), ")");
    }
    case pb::PHASE_GAME_OVER:
      return "game over";
    default:
      return absl::StrCat("phase ", s.phase());
  }
}

absl::StatusOr<std::string> Draw(const cli::ViewToDraw& in) {
  pb::State s;
  if (!in.view.payload().UnpackTo(&s)) {
    return absl::InvalidArgumentError(
        "the payload is not a arbiter.games.kingdom_builder.v1.State");
  }
  const cli::TextStyle& style = in.style;
  std::string out;
  // Boards.
  std::vector<std::string> boards;
  bool boards_known = s.boards_size() == 4;
  for (const pb::BoardPlacement& b : s.boards()) {
    if (b.board() < pb::LOCATION_BARN || b.board() > pb::LOCATION_TAVERN) boards_known = false;
    boards.push_back(absl::StrCat(LocationName(b.board()), b.rotated() ? " (rotated)" : ""));
  }
  // By sector: top left, top right, bottom left, bottom right.
  absl::StrAppend(&out, "boards: ", boards.empty() ? "-" : "top ");
  for (size_t i = 0; i < boards.size(); ++i) {
    absl::StrAppend(&out, i == 2 ? "; bottom " : i > 0 ? ", " : "", boards[i]);
  }
  absl::StrAppend(&out, "\n");
  if (boards_known) {
    const absl::StatusOr<BoardSet>& set = Boards();
    if (!set.ok()) return set.status();
    const std::vector<pb::BoardPlacement> placements(s.boards().begin(), s.boards().end());
    const Map map = BuildMap(*set, placements);
    std::array<int, kHexCount> owner;
    owner.fill(-1);
    for (int seat = 0; seat < s.seats_size(); ++seat) {
      for (uint32_t h : s.seats(seat).settlement_hexes()) {
        if (h < kHexCount) owner[h] = seat;
      }
    }
    std::array<int, kHexCount> tiles;
    tiles.fill(-1);
    for (int i = 0; i < s.location_tiles_left_size() && i < map.location_hexes.size(); ++i) {
      tiles[map.location_hexes[i]] = static_cast<int>(s.location_tiles_left(i));
    }
    absl::StrAppend(&out, DrawMap(style, map, owner, tiles));
    // The legend: terrains, then the location letters of this map.
    std::vector<std::string> legend = {"g grass",  "c canyon", "d desert",   "f flower field",
                                       "t forest", "~ water",  "^ mountain", "# castle"};
    std::vector<std::string> locations;
    for (int h : map.location_hexes) {
      std::string l = absl::StrCat(std::string(1, LocationLetter(map.location[h])), " ",
                                   LocationName(map.location[h]));
      if (std::find(locations.begin(), locations.end(), l) == locations.end()) {
        locations.push_back(l);
      }
    }
    absl::StrAppend(&out, cli::WrapItems("  ", legend, 2), "  ", absl::StrJoin(locations, ", "),
                    " (then the tiles left)\n",
                    "  a digit after a terrain: the settlement of that seat\n");
  }
  std::vector<std::string> cards;
  for (int c : s.kb_cards()) cards.push_back(KbCardName(static_cast<pb::KbCard>(c)));
  absl::StrAppend(&out, "Kingdom Builder cards: ", cards.empty() ? "-" : absl::StrJoin(cards, ", "),
                  "\n");
  for (int seat = 0; seat < s.seats_size(); ++seat) {
    const pb::Seat& p = s.seats(seat);
    const bool current =
        seat == s.current_seat() && s.phase() != pb::PHASE_GAME_OVER && s.phase() >= pb::PHASE_TURN;
    const bool mine = in.seat.has_value() && *in.seat == seat;
    std::string name = absl::StrCat(current ? "> " : "  ", "seat ", seat, mine ? " (you)" : "");
    if (name.size() < 15) name.append(15 - name.size(), ' ');
    std::string card = current ? absl::StrCat("played ", TerrainCardName(s.played_card()))
                               : absl::StrCat("holds ", TerrainCardName(p.held_card()));
    std::vector<std::string> tiles;
    for (const pb::HeldTile& t : p.tiles()) {
      std::string tile = LocationName(t.location());
      if (t.origin_hex() < kHexCount) absl::StrAppend(&tile, " from ", HexName(t.origin_hex()));
      if (t.used_this_turn()) absl::StrAppend(&tile, " used");
      if (t.gained_this_turn()) absl::StrAppend(&tile, " new");
      tiles.push_back(tile);
    }
    absl::StrAppend(&out, Paint(style, name, cli::SeatColour(seat), current), "supply ", p.supply(),
                    "  settlements ", p.settlement_hexes_size(), "  ", card, "\n");
    if (!tiles.empty()) absl::StrAppend(&out, cli::WrapItems("      tiles: ", tiles, 8));
  }
  absl::StrAppend(
      &out, cli::WrapItems(absl::StrCat("terrain deck: ", s.draw_pile_size(), "   discards: "),
                           Counts(s.discard_pile()), 4));
  if (!Counts(s.removed_cards()).empty()) {
    absl::StrAppend(&out, cli::WrapItems("removed from the game: ", Counts(s.removed_cards()), 4));
  }
  absl::StrAppend(&out, PhaseLine(s), "\n");
  if (s.end_triggered() && s.phase() != pb::PHASE_GAME_OVER) {
    absl::StrAppend(&out, "last round: seat ", s.end_trigger_seat(),
                    " emptied its supply; the round is completed, then the game ends\n");
  }
  return out;
}

}  // namespace

void RegisterTextView(cli::TextViews& views) { views.Add("kingdom_builder", Draw); }

}  // namespace arbiter::kingdom_builder
