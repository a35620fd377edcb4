// Memoir '44 drawn in text for a terminal (clients/cli/text_view.h): the board of 9 rows and 13
// hexes (M2, doubled columns) with each hex's terrain, obstacle and objective (the scenario,
// M3, M11, M16) and the unit on it (side, type, figures, M1, M15), the sections as the active
// seat names them (M2), then each seat's side, medals against the scenario's target (M12, M16)
// and hand (the viewer's own cards, M17), the card in play and its section, a battle in
// progress and the dice rolled (M9, M19), and what the game waits for (M4); below the board,
// the scenario's special hexes (M3: bridge spans, and Hill 317's hexes that let a side play
// Recon as Air Power, with who holds them now) and the units that started below full strength
// (M6 Medics & Mechanics: their starting figures). The terrain comes
// from the scenario the state names (built-in content linked into this binary, or the supplied
// scenario in the state, scenario.h); everything else from the view proto.
//
// A hex is 5 characters: its terrain glyph, the unit (side A/X, type I/T/G, figures), then its
// obstacle or an objective '*'. Odd rows sit half a hex to the right:
//       0     2     4     6 ...
//       L     L     L     L ...      the active seat's sections
//   0  .     fXI4  .     . ...        Axis infantry, 4 figures, in a forest
//   1     ^     tAT3*  ...            Allied armor, 3 figures, on a town objective
#include <array>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "arbiter/games/memoir44/v1/memoir44.pb.h"
#include "arbiter/games/memoir44/v1/scenario.pb.h"
#include "arbiter/v1/game_info.pb.h"
#include "clients/cli/text_view.h"
#include "engines/memoir44/board.h"
#include "engines/memoir44/cards.h"
#include "engines/memoir44/scenario.h"
#include "engines/memoir44/state_bytes.h"

namespace arbiter::memoir44 {
namespace {

using cli::Colour;
using cli::Paint;

struct TerrainStyle {
  char glyph;
  Colour colour;
  const char* name;
};

TerrainStyle StyleOf(pb::Terrain t, bool bridge) {
  if (bridge) return {'=', Colour::kWhite, "bridge"};
  switch (t) {
    case pb::TERRAIN_COUNTRYSIDE:
      return {'.', Colour::kNone, "countryside"};
    case pb::TERRAIN_FOREST:
      return {'f', Colour::kGreen, "forest"};
    case pb::TERRAIN_HEDGEROW:
      return {'h', Colour::kGreen, "hedgerow"};
    case pb::TERRAIN_HILL:
      return {'^', Colour::kYellow, "hill"};
    case pb::TERRAIN_TOWN:
      return {'t', Colour::kWhite, "town"};
    case pb::TERRAIN_CHURCH:
      return {'+', Colour::kWhite, "church"};
    case pb::TERRAIN_RIVER:
      return {'~', Colour::kBlue, "river"};
    case pb::TERRAIN_BEACH:
      return {'_', Colour::kYellow, "beach"};
    case pb::TERRAIN_OCEAN:
      return {'w', Colour::kBlue, "ocean"};
    case pb::TERRAIN_IMPASSABLE_HILL:
      return {'m', Colour::kWhite, "impassable hill"};
    case pb::TERRAIN_IMPASSABLE_BLOCKING_HILL:
      return {'n', Colour::kWhite, "impassable hill blocking sight"};
    case pb::TERRAIN_WIDE_RIVER:
      return {'r', Colour::kBlue, "wide river"};
    case pb::TERRAIN_STEEP_HILL:
      return {'s', Colour::kYellow, "steep hill"};
    case pb::TERRAIN_CLIFF:
      return {'c', Colour::kYellow, "cliff"};
    case pb::TERRAIN_BLUFF:
      return {'b', Colour::kYellow, "bluff"};
    default:
      return {'?', Colour::kNone, "unknown terrain"};
  }
}

char ObstacleGlyph(pb::Obstacle o) {
  switch (o) {
    case pb::OBSTACLE_SANDBAG:
      return 'S';
    case pb::OBSTACLE_WIRE:
      return 'W';
    case pb::OBSTACLE_HEDGEHOG:
      return 'H';
    case pb::OBSTACLE_BUNKER:
      return 'B';
    default:
      return '?';
  }
}

const char* ObstacleName(pb::Obstacle o) {
  switch (o) {
    case pb::OBSTACLE_SANDBAG:
      return "sandbag";
    case pb::OBSTACLE_WIRE:
      return "wire";
    case pb::OBSTACLE_HEDGEHOG:
      return "hedgehog";
    case pb::OBSTACLE_BUNKER:
      return "bunker";
    default:
      return "obstacle";
  }
}

std::string SideName(pb::Side s) {
  return s == pb::SIDE_ALLIES ? "Allies" : s == pb::SIDE_AXIS ? "Axis" : "no side";
}
Colour SideColour(pb::Side s) {
  return s == pb::SIDE_ALLIES ? Colour::kBlue : s == pb::SIDE_AXIS ? Colour::kRed : Colour::kNone;
}

// "AI4": side, type (badge letters replace it: S special forces, E elite armor, R French
// Resistance), figures.
std::string UnitCode(const pb::Unit& u) {
  char side = u.side() == pb::SIDE_ALLIES ? 'A' : u.side() == pb::SIDE_AXIS ? 'X' : '?';
  char type = u.type() == pb::UNIT_TYPE_INFANTRY    ? 'I'
              : u.type() == pb::UNIT_TYPE_ARMOR     ? 'T'
              : u.type() == pb::UNIT_TYPE_ARTILLERY ? 'G'
                                                    : '?';
  if (u.badge() == pb::BADGE_SPECIAL_FORCES) type = 'S';
  if (u.badge() == pb::BADGE_ELITE_ARMOR) type = 'E';
  if (u.badge() == pb::BADGE_FRENCH_RESISTANCE) type = 'R';
  const char figures =
      u.figures() >= 0 && u.figures() <= 9 ? static_cast<char>('0' + u.figures()) : '?';
  return std::string{side, type, figures};
}

// The units of a view's payload as Unit messages: format 1's as they are, format 2's records
// (memoir44.proto State.unit_bytes) converted; a record of unknown values keeps them (drawn '?').
std::vector<pb::Unit> UnitsOf(const pb::State& s) {
  std::vector<pb::Unit> out(s.units().begin(), s.units().end());
  for (size_t i = 0; i < UnitRecordCount(s.unit_bytes()); ++i) {
    const UnitRecord r = ReadUnitRecord(s.unit_bytes(), i);
    pb::Unit& u = out.emplace_back();
    u.mutable_hex()->set_col(r.col);
    u.mutable_hex()->set_row(r.row);
    u.set_side(static_cast<pb::Side>(r.side));
    u.set_type(static_cast<pb::UnitType>(r.type));
    u.set_badge(static_cast<pb::Badge>(r.badge));
    u.set_figures(r.figures);
    u.set_starting_figures(r.starting);
    u.mutable_turn()->set_ordered((r.flags & kUnitOrdered) != 0);
  }
  return out;
}

std::string HexList(const google::protobuf::RepeatedPtrField<pb::Hex>& hexes) {
  std::vector<std::string> out;
  for (const pb::Hex& h : hexes) out.push_back(absl::StrCat("(", h.col(), ",", h.row(), ")"));
  return absl::StrJoin(out, " ");
}

// M3: the scenario's bridge spans (Arnhem: a span hex is entered and left only along the span)
// and the hexes that let a side play Recon as Air Power (Mortain's Hill 317), with the side's
// units on them now.
std::string SpecialHexes(const Scenario* sc,
                         const std::array<const pb::Unit*, kHexCount>& unit) {
  if (sc == nullptr) return "";
  std::string out;
  for (const pb::BridgeSpan& span : sc->proto.bridge_spans()) {
    absl::StrAppend(&out, "bridge span", span.name().empty() ? "" : " ", span.name(),
                    " (entered and left along it): ", HexList(span.hexes()), "\n");
  }
  for (const pb::ReconAirPower& r : sc->proto.recon_air_power()) {
    int held = 0;
    for (const pb::Hex& h : r.hexes()) {
      const HexId id = FromHex(h);
      held += id != kNoHex && unit[id] != nullptr && unit[id]->side() == r.side();
    }
    absl::StrAppend(&out, r.name().empty() ? std::string("recon as air power") : r.name(), " ",
                    HexList(r.hexes()), ": ", SideName(r.side()), " may play Recon as Air Power ",
                    held > 0 ? "now (a unit on it)" : "while a unit of theirs is on it", "\n");
  }
  return out;
}

// M6 Medics & Mechanics: the units that started below full strength (starting_figures), which
// it heals up to that and no further.
std::string StartingFigures(const std::vector<pb::Unit>& units) {
  std::vector<std::string> below;
  for (const pb::Unit& u : units) {
    if (u.starting_figures() == 0) continue;
    below.push_back(
        absl::StrCat("(", u.hex().col(), ",", u.hex().row(), ") ", u.starting_figures()));
  }
  if (below.empty()) return "";
  return cli::WrapItems("started below full strength (hex, figures): ", below, 6);
}

std::string SectionName(pb::Section s) {
  return s == pb::SECTION_LEFT     ? "left"
         : s == pb::SECTION_CENTER ? "centre"
         : s == pb::SECTION_RIGHT  ? "right"
                                   : "-";
}

std::string CardName(int id) {
  if (id == 0) return "?";
  const CardInfo& c = Card(id);
  if (c.kind == pb::CARD_KIND_UNSPECIFIED) return absl::StrCat("card ", id);
  return std::string(c.name);
}

std::vector<std::string> Cards(const google::protobuf::RepeatedField<int32_t>& ids) {
  std::vector<std::string> names;
  for (int id : ids) names.push_back(CardName(id));
  return names;
}

std::string HexText(const pb::Hex& h) { return absl::StrCat("(", h.col(), ",", h.row(), ")"); }

std::string DieName(int face) {
  switch (face) {
    case pb::DIE_FACE_INFANTRY:
      return "infantry";
    case pb::DIE_FACE_ARMOR:
      return "armor";
    case pb::DIE_FACE_GRENADE:
      return "grenade";
    case pb::DIE_FACE_STAR:
      return "star";
    case pb::DIE_FACE_FLAG:
      return "flag";
    default:
      return "?";
  }
}

std::string Roll(const google::protobuf::RepeatedField<int>& faces) {
  std::vector<std::string> names;
  for (int f : faces) names.push_back(DieName(f));
  return absl::StrJoin(names, " ");
}

std::string PhaseLine(const pb::State& s) {
  const std::string seat = absl::StrCat("seat ", s.active_seat());
  switch (s.phase()) {
    case pb::PHASE_SETUP:
      return "setup: dealing (chance outcomes)";
    case pb::PHASE_PLAY:
      return absl::StrCat(seat, ": PLAY a command card");
    case pb::PHASE_ORDER:
      return absl::StrCat(seat, ": ORDER units (or name the card's TARGETS)");
    case pb::PHASE_MOVE:
      return absl::StrCat(seat, ": MOVE ordered units, or END_MOVES");
    case pb::PHASE_BATTLE:
      return absl::StrCat(seat, ": BATTLE with ordered units, or END_TURN");
    case pb::PHASE_AMBUSH:
      return absl::StrCat("seat ", 1 - s.active_seat(), ": AMBUSH the close assault, or DECLINE");
    case pb::PHASE_RETREAT:
      return "the unit hit by flags RETREATs (its owner picks the path)";
    case pb::PHASE_TAKE_GROUND:
      return absl::StrCat(seat, ": TAKE_GROUND, or DECLINE");
    case pb::PHASE_OVERRUN:
      return absl::StrCat(seat, ": ARMOR_OVERRUN, or DECLINE");
    case pb::PHASE_SECOND_MOVE:
      return absl::StrCat(seat, ": the second MOVE, or END_MOVES");
    case pb::PHASE_RECON_KEEP:
      return absl::StrCat(seat, ": KEEP one of the two cards drawn");
    case pb::PHASE_GAME_OVER:
      return s.winner() < 0 ? std::string("game over: a draw")
                            : absl::StrCat("game over: seat ", s.winner(), " won");
    default:
      return absl::StrCat("phase ", s.phase());
  }
}

// The scenario of the view: the built-in one of this binary when its digest is the state's, or
// the supplied one; nullptr (with `why`) otherwise.
std::shared_ptr<const Scenario> ScenarioOf(const v1::GameState& view, std::string* why) {
  if (view.content().has_built_in()) {
    v1::GameInfo info;
    Scenarios().Describe(&info);
    bool same = false;
    for (const v1::ContentSpec& spec : info.built_in_content()) {
      same |= spec.name() == view.content().built_in().name() &&
              spec.digest() == view.content().built_in().digest();
    }
    if (!same) {
      *why = absl::StrCat("terrain not drawn: this build has no scenario '",
                          view.content().built_in().name(), "' with the state's digest");
      return nullptr;
    }
  }
  absl::StatusOr<ChosenScenario> chosen = ScenarioOfState(view);
  if (!chosen.ok()) {
    *why = absl::StrCat("terrain not drawn: ", chosen.status().message());
    return nullptr;
  }
  return chosen->scenario;
}

absl::StatusOr<std::string> Draw(const cli::ViewToDraw& in) {
  pb::State s;
  if (!in.view.payload().UnpackTo(&s)) {
    return absl::InvalidArgumentError("the payload is not a arbiter.games.memoir44.v1.State");
  }
  const cli::TextStyle& style = in.style;
  std::string note;
  std::shared_ptr<const Scenario> sc = ScenarioOf(in.view, &note);
  // What stands on each hex: state format 2's records (what the server writes), or format 1's
  // messages.
  const std::vector<pb::Unit> units = UnitsOf(s);
  std::array<const pb::Unit*, kHexCount> unit{};
  for (const pb::Unit& u : units) {
    const HexId h = FromHex(u.hex());
    if (h != kNoHex) unit[h] = &u;
  }
  std::array<pb::Obstacle, kHexCount> obstacle{};
  for (const pb::ObstacleOnHex& o : s.obstacles()) {
    const HexId h = FromHex(o.hex());
    if (h != kNoHex) obstacle[h] = o.obstacle();
  }
  for (size_t i = 0; i < ObstacleRecordCount(s.obstacle_bytes()); ++i) {
    const ObstacleRecord o = ReadObstacleRecord(s.obstacle_bytes(), i);
    const HexId h = HexAt(o.col, o.row);
    if (h != kNoHex && pb::Obstacle_IsValid(o.obstacle)) {
      obstacle[h] = static_cast<pb::Obstacle>(o.obstacle);
    }
  }
  std::array<bool, kHexCount> objective{};
  if (sc != nullptr) {
    for (const ObjectiveSpec& o : sc->objectives) {
      for (HexId h : o.hexes) {
        if (h >= 0 && h < kHexCount) objective[h] = true;
      }
    }
  }
  std::string out;
  if (sc != nullptr) absl::StrAppend(&out, "scenario: ", sc->proto.name(), "\n");
  // Column numbers and the active seat's sections (the 8 hexes of columns 7 and 17 lie in two).
  const int active = s.active_seat() == 1 ? 1 : 0;
  std::string cols = "   ", sections = "   ";
  for (int c = 0; c <= 24; c += 2) {
    std::string n = absl::StrCat(c);
    absl::StrAppend(&cols, "  ", n, std::string(4 - n.size(), ' '));
    const HexId h = HexAt(c, 0);
    const char* name = InSection(active, h, pb::SECTION_LEFT)     ? "L"
                       : InSection(active, h, pb::SECTION_CENTER) ? "C"
                                                                  : "R";
    absl::StrAppend(&sections, "  ", name, "   ");
  }
  auto trim = [](std::string line) {
    while (!line.empty() && line.back() == ' ') line.pop_back();
    return line + "\n";
  };
  absl::StrAppend(&out, trim(cols), trim(sections));
  std::set<std::string> legend;
  for (int r = 0; r < kRows; ++r) {
    std::string line = absl::StrCat(r, "  ", (r % 2) != 0 ? "   " : "");
    for (int c = r % 2; c <= 24; c += 2) {
      const HexId h = HexAt(c, r);
      if (h == kNoHex) continue;
      TerrainStyle t = sc != nullptr ? StyleOf(sc->hexes[h].terrain, sc->hexes[h].bridge)
                                     : TerrainStyle{'?', Colour::kNone, "terrain not known"};
      legend.insert(absl::StrCat(std::string(1, t.glyph), " ", t.name));
      const std::string glyph(1, t.glyph);
      std::string marker = " ";
      if (obstacle[h] != pb::OBSTACLE_UNSPECIFIED) {
        marker = std::string(1, ObstacleGlyph(obstacle[h]));
        legend.insert(absl::StrCat(marker, " ", ObstacleName(obstacle[h])));
      } else if (objective[h]) {
        marker = "*";
        legend.insert("* objective");
      }
      const std::string middle =
          unit[h] != nullptr
              ? Paint(style, UnitCode(*unit[h]), SideColour(unit[h]->side()), /*bold=*/true)
              : std::string("   ");
      absl::StrAppend(&line, Paint(style, glyph, t.colour), middle,
                      Paint(style, marker, Colour::kNone, /*bold=*/true), c + 2 <= 24 ? " " : "");
    }
    absl::StrAppend(&out, trim(line));
  }
  if (!note.empty()) absl::StrAppend(&out, "(", note, ")\n");
  if (!legend.empty()) {
    absl::StrAppend(
        &out, cli::WrapItems("  ", std::vector<std::string>(legend.begin(), legend.end()), 2));
  }
  absl::StrAppend(&out,
                  "  units: A Allies, X Axis; I infantry, T armor, G artillery (S special "
                  "forces,\n  E elite armor, R French Resistance), then figures; row 0 is "
                  "seat 0's baseline;\n  L C R: the sections of the active seat\n");
  absl::StrAppend(&out, SpecialHexes(sc.get(), unit), StartingFigures(units));
  // The seats.
  for (int seat = 0; seat < s.players_size(); ++seat) {
    const pb::Player& p = s.players(seat);
    const bool current =
        seat == s.active_seat() && s.phase() != pb::PHASE_GAME_OVER && s.phase() != pb::PHASE_SETUP;
    const bool mine = in.seat.has_value() && *in.seat == seat;
    std::string name = absl::StrCat(current ? "> " : "  ", "seat ", seat, " ", SideName(p.side()),
                                    mine ? " (you)" : "");
    if (name.size() < 22) name.append(22 - name.size(), ' ');
    const std::string target =
        sc != nullptr && seat < 2 ? absl::StrCat("/", sc->medals_to_win[seat]) : std::string();
    absl::StrAppend(&out, Paint(style, name, SideColour(p.side()), current), "medals ", p.medals(),
                    target, "  cards in hand ", p.hand_size(), "\n");
    // The hand when the view shows it (the viewer's own; others' cards are 0s).
    if (!p.hand().empty() && p.hand(0) != 0) {
      absl::StrAppend(&out, cli::WrapItems("      hand: ", Cards(p.hand()), 8));
    }
  }
  absl::StrAppend(&out, "draw pile: ", s.draw_pile_size(), "   discards: ", s.discard_pile_size());
  if (!s.discard_pile().empty()) {
    absl::StrAppend(&out, " (top: ", CardName(s.discard_pile(s.discard_pile_size() - 1)), ")");
  }
  absl::StrAppend(&out, "\n");
  if (s.card_in_play() != 0) {
    absl::StrAppend(&out, "card in play: ", CardName(s.card_in_play()));
    if (s.section() != pb::SECTION_UNSPECIFIED) {
      absl::StrAppend(&out, " (", SectionName(s.section()), ")");
    }
    if (s.effective_card() != 0 && s.effective_card() != s.card_in_play()) {
      absl::StrAppend(&out, ", as ", CardName(s.effective_card()));
    }
    std::vector<std::string> ordered;
    for (const pb::Unit& u : units) {
      if (u.turn().ordered()) ordered.push_back(HexText(u.hex()));
    }
    if (!ordered.empty()) absl::StrAppend(&out, "; ordered: ", absl::StrJoin(ordered, " "));
    absl::StrAppend(&out, "\n");
  }
  if (!s.recon_drawn().empty())
    absl::StrAppend(&out, cli::WrapItems("recon drew: ", Cards(s.recon_drawn()), 2));
  if (s.has_battle()) {
    const pb::Battle& b = s.battle();
    absl::StrAppend(&out, "battle: ");
    if (b.has_attacker()) absl::StrAppend(&out, HexText(b.attacker()), " -> ");
    absl::StrAppend(&out, HexText(b.target()), ", ", b.dice(), " dice");
    if (!b.roll().empty()) absl::StrAppend(&out, ", rolled ", Roll(b.roll()));
    if (b.flags() > 0) absl::StrAppend(&out, ", ", b.flags(), " flag(s) to follow");
    absl::StrAppend(&out, "\n");
  }
  for (const pb::Roll& r : s.last_rolls())
    absl::StrAppend(&out, "dice rolled: ", Roll(r.dice()), "\n");
  if (sc != nullptr) {
    for (int i = 0; i < static_cast<int>(sc->proto.objectives_size()); ++i) {
      const pb::Side holder =
          i < s.objective_holder_size() ? s.objective_holder(i) : pb::SIDE_UNSPECIFIED;
      const std::string& name = sc->proto.objectives(i).name();
      absl::StrAppend(&out, "objective ", name.empty() ? absl::StrCat(i + 1) : name, " (",
                      SideName(sc->proto.objectives(i).side()), "): ",
                      holder == pb::SIDE_UNSPECIFIED ? std::string("not held")
                                                     : absl::StrCat("held by ", SideName(holder)),
                      "\n");
    }
  }
  absl::StrAppend(&out, PhaseLine(s), "\n");
  return out;
}

}  // namespace

void RegisterTextView(cli::TextViews& views) { views.Add("memoir44", Draw); }

}  // namespace arbiter::memoir44
