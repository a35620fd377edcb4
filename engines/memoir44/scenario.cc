// Scenario validation and compilation (rules.md M3, M11, M16, M17): every field of a
// pb::Scenario checked, naming the field and the hex, then the native Scenario built.
#include "engines/memoir44/scenario.h"

#include <deque>

#include "absl/strings/str_cat.h"
#include "engines/memoir44/state.h"
#include "engines/memoir44/terrain.h"

namespace arbiter::memoir44 {
namespace {

constexpr int kMaxHandSize = 10;
constexpr int kMaxMedals = 20;
constexpr int kMaxAirdropUnits = 10;
constexpr int kMaxAirdropRange = 8;
constexpr size_t kMaxText = 1000;
constexpr int kMaxRulesText = 50;
constexpr int kMaxObjectives = 20;  // the base box has at most 3
constexpr int kMaxAirdrops = 4;     // the base box has 1

absl::Status Bad(absl::string_view prefix, absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat(prefix, ".", field, ": ", what));
}

std::string At(const pb::Hex& h) { return absl::StrCat("(", h.col(), ", ", h.row(), ")"); }

bool RealSide(pb::Side s) { return s == pb::SIDE_ALLIES || s == pb::SIDE_AXIS; }

const char* TypeName(pb::UnitType t) {
  switch (t) {
    case pb::UNIT_TYPE_INFANTRY:
      return "infantry";
    case pb::UNIT_TYPE_ARMOR:
      return "armor";
    case pb::UNIT_TYPE_ARTILLERY:
      return "artillery";
    default:
      return "unit";
  }
}

// A hex off the board names the coordinate that is off: the row outside 0..8, else the column
// (outside the row's columns, or col + row odd).
absl::Status CheckHex(const pb::Hex& h, absl::string_view prefix, absl::string_view field) {
  if (h.row() < 0 || h.row() >= kRows) {
    return Bad(prefix, absl::StrCat(field, ".row"), absl::StrCat(At(h), " is off the board"));
  }
  if (HexAt(h.col(), h.row()) == kNoHex) {
    return Bad(prefix, absl::StrCat(field, ".col"), absl::StrCat(At(h), " is off the board"));
  }
  return absl::OkStatus();
}

// A unit's type, badge and figures; `where` is " at (c, r)" or "".
absl::Status CheckUnit(const pb::UnitSetup& u, absl::string_view prefix, absl::string_view field,
                       absl::string_view where) {
  if (!pb::UnitType_IsValid(u.type()) || u.type() == pb::UNIT_TYPE_UNSPECIFIED) {
    return Bad(prefix, absl::StrCat(field, ".type"),
               absl::StrCat("unknown unit type ", static_cast<int>(u.type()), where));
  }
  if (!pb::Badge_IsValid(u.badge())) {
    return Bad(prefix, absl::StrCat(field, ".badge"),
               absl::StrCat("unknown badge ", static_cast<int>(u.badge()), where));
  }
  const bool infantry_badge =
      u.badge() == pb::BADGE_SPECIAL_FORCES || u.badge() == pb::BADGE_FRENCH_RESISTANCE;
  if ((infantry_badge && u.type() != pb::UNIT_TYPE_INFANTRY) ||
      (u.badge() == pb::BADGE_ELITE_ARMOR && u.type() != pb::UNIT_TYPE_ARMOR)) {
    return Bad(
        prefix, absl::StrCat(field, ".badge"),
        absl::StrCat(pb::Badge_Name(u.badge()), " does not go with ", TypeName(u.type()), where));
  }
  const int full = FullStrength(u.type(), u.badge());
  if (u.figures() < 0) {
    return Bad(prefix, absl::StrCat(field, ".figures"),
               absl::StrCat(u.figures(), " is negative", where));
  }
  if (u.figures() > full) {
    return Bad(prefix, absl::StrCat(field, ".figures"),
               absl::StrCat(u.figures(), " is above ", TypeName(u.type()), "'s ", full, where));
  }
  return absl::OkStatus();
}

absl::Status CheckSeat(const pb::SeatSetup& p, absl::string_view prefix, absl::string_view f) {
  if (!RealSide(p.side())) {
    return Bad(prefix, absl::StrCat(f, ".side"),
               absl::StrCat(static_cast<int>(p.side()), " is not ALLIES or AXIS"));
  }
  if (p.hand_size() < 1 || p.hand_size() > kMaxHandSize) {
    return Bad(prefix, absl::StrCat(f, ".hand_size"),
               absl::StrCat(p.hand_size(), " is not in 1..", kMaxHandSize));
  }
  if (p.medals_to_win() < 1 || p.medals_to_win() > kMaxMedals) {
    return Bad(prefix, absl::StrCat(f, ".medals_to_win"),
               absl::StrCat(p.medals_to_win(), " is not in 1..", kMaxMedals));
  }
  return absl::OkStatus();
}

// The terrain of every hex after the face's defaults (M3), for the checks that need it.
pb::Terrain FaceDefault(pb::BoardFace face, int row) {
  if (face == pb::BOARD_FACE_BEACH) {
    if (row >= 4 && row <= 6) return pb::TERRAIN_BEACH;
    if (row >= 7) return pb::TERRAIN_OCEAN;
  }
  return pb::TERRAIN_COUNTRYSIDE;
}

absl::Status CheckText(const std::string& s, absl::string_view prefix, absl::string_view field) {
  if (s.size() > kMaxText) {
    return Bad(prefix, field, absl::StrCat("longer than ", kMaxText, " bytes"));
  }
  return absl::OkStatus();
}

}  // namespace

absl::Status ValidateScenario(const pb::Scenario& sc, absl::string_view prefix) {
  if (sc.id().empty() || sc.id().size() > 64) {
    return Bad(prefix, "id", "must be 1..64 characters");
  }
  for (char ch : sc.id()) {
    if (!((ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_')) {
      return Bad(prefix, "id", "only a-z, 0-9 and _ are allowed");
    }
  }
  ARBITER_RETURN_IF_ERROR(CheckText(sc.name(), prefix, "name"));
  if (!pb::BoardFace_IsValid(sc.face())) {
    return Bad(prefix, "face", absl::StrCat("unknown board face ", static_cast<int>(sc.face())));
  }
  if (!sc.has_player1()) return Bad(prefix, "player1", "missing");
  if (!sc.has_player2()) return Bad(prefix, "player2", "missing");
  ARBITER_RETURN_IF_ERROR(CheckSeat(sc.player1(), prefix, "player1"));
  ARBITER_RETURN_IF_ERROR(CheckSeat(sc.player2(), prefix, "player2"));
  if (sc.player1().side() == sc.player2().side()) {
    return Bad(prefix, "player2.side", "is player1's side too");
  }
  if (sc.first_seat() != 0 && sc.first_seat() != 1) {
    return Bad(prefix, "first_seat", absl::StrCat(sc.first_seat(), " is not 0 or 1"));
  }
  if (sc.hexes_size() > kHexCount) {
    return Bad(prefix, "hexes", absl::StrCat(sc.hexes_size(), " entries, more than the board's ",
                                             kHexCount, " hexes"));
  }
  if (sc.objectives_size() > kMaxObjectives) {
    return Bad(prefix, "objectives", absl::StrCat(sc.objectives_size(), " is more than ",
                                                  kMaxObjectives));
  }
  if (sc.airdrops_size() > kMaxAirdrops) {
    return Bad(prefix, "airdrops", absl::StrCat(sc.airdrops_size(), " is more than ", kMaxAirdrops));
  }
  std::array<int, kHexCount> seen;
  seen.fill(-1);
  for (int i = 0; i < sc.hexes_size(); ++i) {
    const pb::HexSetup& hs = sc.hexes(i);
    const std::string f = absl::StrCat("hexes[", i, "]");
    ARBITER_RETURN_IF_ERROR(CheckHex(hs.hex(), prefix, f + ".hex"));
    const HexId h = FromHex(hs.hex());
    const std::string where = absl::StrCat(" at ", At(hs.hex()));
    if (seen[h] >= 0) {
      return Bad(prefix, f + ".hex",
                 absl::StrCat(At(hs.hex()), " is listed twice (hexes[", seen[h], "])"));
    }
    seen[h] = i;
    if (!pb::Terrain_IsValid(hs.terrain())) {
      return Bad(prefix, f + ".terrain",
                 absl::StrCat("unknown terrain ", static_cast<int>(hs.terrain()), where));
    }
    const pb::Terrain t = hs.terrain() == pb::TERRAIN_UNSPECIFIED
                              ? FaceDefault(sc.face(), hs.hex().row())
                              : hs.terrain();
    if (hs.bridge() && !IsRiver(t)) {
      return Bad(prefix, f + ".bridge", absl::StrCat("a bridge needs a river", where));
    }
    if (hs.railroad() && !hs.bridge()) {
      return Bad(prefix, f + ".railroad", absl::StrCat("a railroad needs a bridge", where));
    }
    if (!pb::Obstacle_IsValid(hs.obstacle())) {
      return Bad(prefix, f + ".obstacle",
                 absl::StrCat("unknown obstacle ", static_cast<int>(hs.obstacle()), where));
    }
    if (hs.obstacle() != pb::OBSTACLE_UNSPECIFIED &&
        (t == pb::TERRAIN_OCEAN || IsRiver(t) || IsImpassableHill(t))) {
      return Bad(prefix, f + ".obstacle",
                 absl::StrCat(pb::Obstacle_Name(hs.obstacle()), " cannot stand on ",
                              pb::Terrain_Name(t), where));
    }
    if (!pb::Side_IsValid(hs.obstacle_side())) {
      return Bad(prefix, f + ".obstacle_side",
                 absl::StrCat("unknown side ", static_cast<int>(hs.obstacle_side()), where));
    }
    if (hs.obstacle_side() != pb::SIDE_UNSPECIFIED && hs.obstacle() != pb::OBSTACLE_BUNKER &&
        hs.obstacle() != pb::OBSTACLE_SANDBAG) {
      return Bad(prefix, f + ".obstacle_side",
                 absl::StrCat("only a bunker or sandbag has a side", where));
    }
    if (hs.has_unit()) {
      const pb::UnitSetup& u = hs.unit();
      if (u.side() != sc.player1().side() && u.side() != sc.player2().side()) {
        return Bad(prefix, f + ".unit.side",
                   absl::StrCat(static_cast<int>(u.side()), " is not a side of the game", where));
      }
      ARBITER_RETURN_IF_ERROR(CheckUnit(u, prefix, f + ".unit", where));
      const bool river = IsRiver(t) && !hs.bridge();
      const bool armor_or_artillery =
          u.type() == pb::UNIT_TYPE_ARMOR || u.type() == pb::UNIT_TYPE_ARTILLERY;
      if (river || IsImpassableHill(t) ||
          (hs.obstacle() == pb::OBSTACLE_HEDGEHOG && armor_or_artillery)) {
        return Bad(prefix, f + ".unit",
                   absl::StrCat(TypeName(u.type()), " cannot stand on an impassable hex", where));
      }
    }
  }
  for (int i = 0; i < sc.objectives_size(); ++i) {
    const pb::Objective& o = sc.objectives(i);
    const std::string f = absl::StrCat("objectives[", i, "]");
    if (o.hexes_size() == 0) return Bad(prefix, f + ".hexes", "no hexes");
    if (o.hexes_size() > kHexCount) return Bad(prefix, f + ".hexes", "more hexes than the board");
    std::array<bool, kHexCount> in{};
    for (int j = 0; j < o.hexes_size(); ++j) {
      const std::string hf = absl::StrCat(f, ".hexes[", j, "]");
      ARBITER_RETURN_IF_ERROR(CheckHex(o.hexes(j), prefix, hf));
      const HexId h = FromHex(o.hexes(j));
      if (in[h]) return Bad(prefix, hf, absl::StrCat(At(o.hexes(j)), " is listed twice"));
      in[h] = true;
    }
    if (!RealSide(o.side())) {
      return Bad(prefix, f + ".side",
                 absl::StrCat(static_cast<int>(o.side()), " is not ALLIES or AXIS"));
    }
    if (o.hexes_needed() < 0 || o.hexes_needed() > o.hexes_size()) {
      return Bad(prefix, f + ".hexes_needed",
                 absl::StrCat(o.hexes_needed(), " is not in 0..", o.hexes_size()));
    }
    if (!pb::ObjectiveCheck_IsValid(o.check())) {
      return Bad(prefix, f + ".check",
                 absl::StrCat(static_cast<int>(o.check()), " is not an ObjectiveCheck"));
    }
    if (!pb::ObjectiveReward_IsValid(o.reward())) {
      return Bad(prefix, f + ".reward",
                 absl::StrCat(static_cast<int>(o.reward()), " is not an ObjectiveReward"));
    }
    ARBITER_RETURN_IF_ERROR(CheckText(o.name(), prefix, f + ".name"));
  }
  for (int i = 0; i < sc.airdrops_size(); ++i) {
    const pb::Airdrop& a = sc.airdrops(i);
    const std::string f = absl::StrCat("airdrops[", i, "]");
    if (a.side() != sc.player1().side() && a.side() != sc.player2().side()) {
      return Bad(prefix, f + ".side",
                 absl::StrCat(static_cast<int>(a.side()), " is not a side of the game"));
    }
    if (a.units() < 1 || a.units() > kMaxAirdropUnits) {
      return Bad(prefix, f + ".units", absl::StrCat(a.units(), " is not in 1..", kMaxAirdropUnits));
    }
    if (!a.has_center()) return Bad(prefix, f + ".center", "missing");
    ARBITER_RETURN_IF_ERROR(CheckHex(a.center(), prefix, f + ".center"));
    if (a.range() < 0 || a.range() > kMaxAirdropRange) {
      return Bad(prefix, f + ".range", absl::StrCat(a.range(), " is not in 0..", kMaxAirdropRange));
    }
    if (!a.has_unit()) return Bad(prefix, f + ".unit", "missing");
    if (a.unit().side() != pb::SIDE_UNSPECIFIED && a.unit().side() != a.side()) {
      return Bad(prefix, f + ".unit.side", "differs from the airdrop's side");
    }
    ARBITER_RETURN_IF_ERROR(CheckUnit(a.unit(), prefix, f + ".unit", ""));
  }
  if (!pb::Side_IsValid(sc.deck_out_winner())) {
    return Bad(prefix, "deck_out_winner",
               absl::StrCat("unknown side ", static_cast<int>(sc.deck_out_winner())));
  }
  if (!sc.no_deck_reshuffle() && sc.deck_out_winner() != pb::SIDE_UNSPECIFIED) {
    return Bad(prefix, "no_deck_reshuffle",
               "false, but deck_out_winner names a side: it wins only when the pile is not "
               "rebuilt (R14)");
  }
  std::array<std::array<bool, 4>, 3> valued{};
  for (int i = 0; i < sc.elimination_values_size(); ++i) {
    const pb::EliminationValue& e = sc.elimination_values(i);
    const std::string f = absl::StrCat("elimination_values[", i, "]");
    if (!RealSide(e.side())) {
      return Bad(prefix, f + ".side",
                 absl::StrCat(static_cast<int>(e.side()), " is not ALLIES or AXIS"));
    }
    if (!pb::UnitType_IsValid(e.type()) || e.type() == pb::UNIT_TYPE_UNSPECIFIED) {
      return Bad(prefix, f + ".type",
                 absl::StrCat("unknown unit type ", static_cast<int>(e.type())));
    }
    if (e.medals() < 2 || e.medals() > 10) {
      return Bad(prefix, f + ".medals", absl::StrCat(e.medals(), " is not in 2..10"));
    }
    if (valued[e.side()][e.type()]) return Bad(prefix, f, "this side and type are listed twice");
    valued[e.side()][e.type()] = true;
  }
  ARBITER_RETURN_IF_ERROR(ValidateSpecialRules(sc, prefix));
  if (sc.rules_not_implemented_size() > kMaxRulesText) {
    return Bad(prefix, "rules_not_implemented", absl::StrCat("more than ", kMaxRulesText));
  }
  for (int i = 0; i < sc.rules_not_implemented_size(); ++i) {
    ARBITER_RETURN_IF_ERROR(CheckText(sc.rules_not_implemented(i), prefix,
                                      absl::StrCat("rules_not_implemented[", i, "]")));
  }
  return absl::OkStatus();
}

absl::StatusOr<std::shared_ptr<const Scenario>> CompileScenario(const pb::Scenario& proto,
                                                                absl::string_view prefix) {
  ARBITER_RETURN_IF_ERROR(ValidateScenario(proto, prefix));
  auto sc = std::make_shared<Scenario>();
  sc->proto = proto;
  for (int h = 0; h < kHexCount; ++h) {
    sc->hexes[h].terrain = FaceDefault(proto.face(), RowOf(static_cast<HexId>(h)));
  }
  sc->side = {proto.player1().side(), proto.player2().side()};
  sc->hand_size = {proto.player1().hand_size(), proto.player2().hand_size()};
  sc->medals_to_win = {proto.player1().medals_to_win(), proto.player2().medals_to_win()};
  sc->first_seat = proto.first_seat();
  for (const pb::HexSetup& hs : proto.hexes()) {
    const HexId h = FromHex(hs.hex());
    HexTerrain& ht = sc->hexes[h];
    if (hs.terrain() != pb::TERRAIN_UNSPECIFIED) ht.terrain = hs.terrain();
    ht.bridge = hs.bridge();
    ht.railroad = hs.railroad();
    if (hs.has_unit()) {
      UnitSpec u;
      u.hex = h;
      u.seat = sc->SeatOf(hs.unit().side());
      u.type = hs.unit().type();
      u.badge = hs.unit().badge();
      u.figures = hs.unit().figures() == 0 ? FullStrength(u.type, u.badge) : hs.unit().figures();
      sc->units.push_back(u);
    }
    if (hs.obstacle() != pb::OBSTACLE_UNSPECIFIED) {
      ObstacleSpec o;
      o.hex = h;
      o.obstacle = hs.obstacle();
      o.side = hs.obstacle_side();
      if (o.side == pb::SIDE_UNSPECIFIED && o.obstacle == pb::OBSTACLE_BUNKER && hs.has_unit()) {
        o.side = hs.unit().side();  // M11: else the side set up on it
      }
      sc->obstacles.push_back(o);
    }
  }
  for (const pb::Objective& o : proto.objectives()) {
    ObjectiveSpec spec;
    for (const pb::Hex& x : o.hexes()) spec.hexes.push_back(FromHex(x));
    spec.side = o.side();
    spec.hexes_needed = o.hexes_needed() == 0 ? 1 : o.hexes_needed();
    spec.permanent = o.reward() == pb::OBJECTIVE_REWARD_PERMANENT_MEDAL;
    spec.sudden_death = o.reward() == pb::OBJECTIVE_REWARD_SUDDEN_DEATH;
    spec.turn_start = o.check() == pb::OBJECTIVE_CHECK_TURN_START;
    spec.turn_end = o.check() == pb::OBJECTIVE_CHECK_TURN_END;
    sc->objectives.push_back(std::move(spec));
  }
  for (const pb::Airdrop& a : proto.airdrops()) {
    AirdropSpec spec;
    spec.side = a.side();
    spec.units = a.units();
    spec.center = FromHex(a.center());
    spec.range = a.range();
    spec.type = a.unit().type();
    spec.badge = a.unit().badge();
    spec.figures =
        a.unit().figures() == 0 ? FullStrength(spec.type, spec.badge) : a.unit().figures();
    sc->airdrops.push_back(spec);
  }
  sc->deck_reshuffle = !proto.no_deck_reshuffle();
  sc->deck_out_winner = proto.deck_out_winner();
  for (const pb::EliminationValue& e : proto.elimination_values()) {
    const int seat = sc->SeatOf(e.side());
    if (seat >= 0) sc->elimination_medals[seat][e.type()] = e.medals();
  }
  CompileSpecialRules(proto, sc.get());
  // R9: hill groups by adjacency.
  sc->hill_group.fill(-1);
  int groups = 0;
  for (int start = 0; start < kHexCount; ++start) {
    if (!IsHill(sc->hexes[start].terrain) || sc->hill_group[start] >= 0) continue;
    std::deque<HexId> queue{static_cast<HexId>(start)};
    sc->hill_group[start] = static_cast<int8_t>(groups);
    while (!queue.empty()) {
      const HexId h = queue.front();
      queue.pop_front();
      for (HexId n : Neighbours(h)) {
        if (IsHill(sc->hexes[n].terrain) && sc->hill_group[n] < 0) {
          sc->hill_group[n] = static_cast<int8_t>(groups);
          queue.push_back(n);
        }
      }
    }
    ++groups;
  }
  return std::shared_ptr<const Scenario>(std::move(sc));
}

}  // namespace arbiter::memoir44
