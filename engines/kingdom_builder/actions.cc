#include "engines/kingdom_builder/actions.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/core/violation.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

using Verdict = std::optional<v1::Violation>;

Verdict V(absl::string_view code, absl::string_view ref, absl::string_view field,
          absl::string_view message) {
  return MakeViolation(code, ref, field, message);
}

std::string Where(int hex) { return absl::StrCat("(", RowOf(hex), ",", ColOf(hex), ")"); }

// The action's field name for a tile (the Action oneof case).
const char* TileField(pb::Location tile) {
  switch (tile) {
    case pb::LOCATION_BARN: return "barn";
    case pb::LOCATION_FARM: return "farm";
    case pb::LOCATION_ORACLE: return "oracle";
    case pb::LOCATION_HARBOR: return "harbor";
    case pb::LOCATION_TOWER: return "tower";
    case pb::LOCATION_OASIS: return "oasis";
    case pb::LOCATION_PADDOCK: return "paddock";
    case pb::LOCATION_TAVERN: return "tavern";
    default: return "action";
  }
}

pb::BuildCause CauseOf(pb::Location tile) {
  switch (tile) {
    case pb::LOCATION_ORACLE: return pb::BUILD_CAUSE_ORACLE;
    case pb::LOCATION_FARM: return pb::BUILD_CAUSE_FARM;
    case pb::LOCATION_OASIS: return pb::BUILD_CAUSE_OASIS;
    case pb::LOCATION_TOWER: return pb::BUILD_CAUSE_TOWER;
    case pb::LOCATION_TAVERN: return pb::BUILD_CAUSE_TAVERN;
    default: return pb::BUILD_CAUSE_UNSPECIFIED;
  }
}

// The index of the held tile of this type that may be used now (K8), lowest origin first;
// -1 if none.
int UsableTileIndex(const KbState& s, pb::Location tile) {
  const std::vector<Tile>& tiles = s.seats[s.current].tiles;
  for (size_t i = 0; i < tiles.size(); ++i) {
    if (tiles[i].location == tile && !tiles[i].used && !tiles[i].gained) return static_cast<int>(i);
  }
  return -1;
}

void MarkUsed(KbState* s, pb::Location tile) {
  const int i = UsableTileIndex(*s, tile);
  if (i >= 0) s->seats[s->current].tiles[i].used = true;
}

bool MayUseTilesNow(const KbState& s) { return s.builds_done == 0 || s.mandatory_complete; }

// Why the current seat may not use a tile of this type now, if it may not (K5, K8).
Verdict CheckTileUsable(KbState* s, pb::Location tile) {
  const std::string field = TileField(tile);
  if (!MayUseTilesNow(*s)) {
    return V(kTileDuringMandatory, kRefTurn, field,
             "the three mandatory builds come in a row, with no tile action between them");
  }
  if (UsableTileIndex(*s, tile) >= 0) return std::nullopt;
  bool held = false, gained = false;
  for (const Tile& t : s->seats[s->current].tiles) {
    if (t.location != tile) continue;
    held = true;
    gained = gained || t.gained;
  }
  if (!held) return V(kTileNotHeld, kRefTiles, field, "no such location tile is held");
  if (gained) {
    return V(kTileGainedThisTurn, kRefTiles, field,
             "a tile taken this turn may be used from the next turn on");
  }
  return V(kTileAlreadyUsed, kRefTiles, field, "each tile may be used once per turn");
}

Verdict HexOf(const pb::HexCoord& h, const std::string& field, int* hex) {
  if (!InMap(h.row(), h.col())) {
    return V(kHexOffMap, kRefGeometry, field,
             absl::StrCat("(", h.row(), ",", h.col(), ") is off the 20x20 map"));
  }
  *hex = Index(h.row(), h.col());
  return std::nullopt;
}

// Why `hex` is not among `targets` for a build requiring `kind` (kNone: any buildable).
Verdict WhyNotBuild(const KbState& s, int hex, Kind kind, absl::string_view ref,
                    const std::string& field) {
  if (s.owner[hex] >= 0) return V(kHexOccupied, kRefTerrain, field, Where(hex) + " is occupied");
  const Kind k = s.map.kind[hex];
  if (!IsBuildable(k) && k != kind) {
    return V(kHexNotBuildable, kRefTerrain, field,
             Where(hex) + " is water, mountain, castle or a location hex");
  }
  if (kind != Kind::kNone && k != kind) {
    return V(kWrongTerrain, ref, field, Where(hex) + " is not of the required terrain");
  }
  return V(kNotAdjacent, kRefBuilding, field,
           Where(hex) + " does not touch an own settlement, and such a hex is available");
}

Verdict ApplyBuild(KbState* s, const pb::BuildTarget& b, Events* events) {
  if (BuildsOwed(*s) == 0) {
    return V(kMandatoryComplete, kRefMandatory, "build", "the mandatory action is complete");
  }
  int hex = 0;
  if (Verdict v = HexOf(b.hex(), "build.hex", &hex)) return v;
  if (!MandatoryTargets(*s).test(hex)) {
    return WhyNotBuild(*s, hex, static_cast<Kind>(s->played), kRefMandatory, "build.hex");
  }
  Place(s, s->current, hex, pb::BUILD_CAUSE_MANDATORY, events);
  ++s->builds_done;
  if (s->builds_done >= 3 || s->seats[s->current].supply == 0) s->mandatory_complete = true;
  ResolveExhaustion(s, events);
  return std::nullopt;
}

Verdict ApplyBuildTile(KbState* s, pb::Location tile, const pb::BuildTarget& b, Events* events) {
  if (Verdict v = CheckTileUsable(s, tile)) return v;
  const std::string field = absl::StrCat(TileField(tile), ".hex");
  if (s->seats[s->current].supply < 1) {
    return V(kSupplyEmpty, kRefTileActions, TileField(tile), "no settlement left in supply");
  }
  if (tile == pb::LOCATION_ORACLE && s->played == 0) {
    return V(kNoPlayedCard, kRefExhausted, TileField(tile), "no terrain card is played");
  }
  int hex = 0;
  if (Verdict v = HexOf(b.hex(), field, &hex)) return v;
  if (!BuildTileTargets(*s, tile).test(hex)) {
    switch (tile) {
      case pb::LOCATION_ORACLE:
        return WhyNotBuild(*s, hex, static_cast<Kind>(s->played), kRefTileActions, field);
      case pb::LOCATION_FARM:
        return WhyNotBuild(*s, hex, Kind::kGrass, kRefTileActions, field);
      case pb::LOCATION_OASIS:
        return WhyNotBuild(*s, hex, Kind::kDesert, kRefTileActions, field);
      case pb::LOCATION_TOWER:
        if (s->owner[hex] < 0 && IsBuildable(s->map.kind[hex]) && !IsEdge(hex)) {
          return V(kNotEdgeHex, kRefTileActions, field, Where(hex) + " is not an edge hex");
        }
        return WhyNotBuild(*s, hex, Kind::kNone, kRefTileActions, field);
      default:  // Tavern
        if (s->owner[hex] < 0 && IsBuildable(s->map.kind[hex])) {
          return V(kNotLineEnd, kRefTileActions, field,
                   Where(hex) + " does not extend a straight line of 3 own settlements");
        }
        return WhyNotBuild(*s, hex, Kind::kNone, kRefTileActions, field);
    }
  }
  MarkUsed(s, tile);
  Place(s, s->current, hex, CauseOf(tile), events);
  if (s->seats[s->current].supply == 0) s->mandatory_complete = true;
  ResolveExhaustion(s, events);
  return std::nullopt;
}

Verdict ApplyMoveTile(KbState* s, pb::Location tile, const pb::MoveTarget& m, Events* events) {
  if (Verdict v = CheckTileUsable(s, tile)) return v;
  const std::string f = TileField(tile);
  int from = 0, to = 0;
  if (Verdict v = HexOf(m.from(), f + ".from", &from)) return v;
  if (s->owner[from] != s->current) {
    return V(kNotOwnSettlement, kRefTileActions, f + ".from",
             Where(from) + " holds no settlement of the player");
  }
  if (Verdict v = HexOf(m.to(), f + ".to", &to)) return v;
  if (to == from) return V(kMoveSameHex, kRefTileActions, f + ".to", "a move must change hexes");
  if (tile == pb::LOCATION_BARN && s->played == 0) {
    return V(kNoPlayedCard, kRefExhausted, f, "no terrain card is played");
  }
  const std::string field = f + ".to";
  if (!MoveTileTargets(*s, tile, from).test(to)) {
    if (tile == pb::LOCATION_PADDOCK) {
      bool straight = false;
      for (int d = 0; d < kDirections; ++d) straight = straight || Step(from, d, 2) == to;
      if (!straight) {
        return V(kNotTwoStepsStraight, kRefTileActions, field,
                 Where(to) + " is not exactly two steps in one direction");
      }
      return WhyNotBuild(*s, to, Kind::kNone, kRefTileActions, field);
    }
    const Kind kind = tile == pb::LOCATION_BARN ? static_cast<Kind>(s->played) : Kind::kWater;
    if (s->owner[to] < 0 && s->map.kind[to] == kind) {
      // The target qualifies but is not among the K6 targets.
      const bool lifted = s->options.move_adjacency() != pb::MOVE_ADJACENCY_IN_PLACE;
      if (lifted && MoveTileTargets(*s, tile, from).none()) {
        return V(kMoverOnlyCandidate, "K9 Tile actions; R4", field,
                 "lifted, the mover's own hex is the only one touching the player's settlements");
      }
    }
    return WhyNotBuild(*s, to, kind, kRefTileActions, field);
  }
  MarkUsed(s, tile);
  Move(s, s->current, from, to, tile, events);
  ResolveExhaustion(s, events);
  return std::nullopt;
}

// The build target of a mandatory build (which = 0) or of a build tile's action.
pb::BuildTarget* BuildTargetOf(int which, pb::Action* a) {
  switch (which) {
    case pb::LOCATION_ORACLE: return a->mutable_oracle();
    case pb::LOCATION_FARM: return a->mutable_farm();
    case pb::LOCATION_OASIS: return a->mutable_oasis();
    case pb::LOCATION_TOWER: return a->mutable_tower();
    case pb::LOCATION_TAVERN: return a->mutable_tavern();
    default: return a->mutable_build();
  }
}

void SetCoord(int hex, pb::HexCoord* c) {
  c->set_row(RowOf(hex));
  c->set_col(ColOf(hex));
}

// Appends the build (which = 0) or build-tile actions to every hex of `targets`, by hex. One
// message is reused, only its hex changing, and packed as each action.
void AddBuilds(int which, const HexSet& targets, std::vector<google::protobuf::Any>* out) {
  if (targets.none()) return;
  pb::Action a;
  pb::HexCoord* hex = BuildTargetOf(which, &a)->mutable_hex();
  for (int h = 0; h < kHexCount; ++h) {
    if (!targets.test(h)) continue;
    SetCoord(h, hex);
    PackInto(a, &out->emplace_back());
  }
}

// Appends the move-tile actions from `from` to every hex of `targets`, by hex.
void AddMoves(pb::Location tile, int from, const HexSet& targets,
              std::vector<google::protobuf::Any>* out) {
  if (targets.none()) return;
  pb::Action a;
  pb::MoveTarget* m = tile == pb::LOCATION_BARN     ? a.mutable_barn()
                      : tile == pb::LOCATION_HARBOR ? a.mutable_harbor()
                                                    : a.mutable_paddock();
  SetCoord(from, m->mutable_from());
  pb::HexCoord* to = m->mutable_to();
  for (int h = 0; h < kHexCount; ++h) {
    if (!targets.test(h)) continue;
    SetCoord(h, to);
    PackInto(a, &out->emplace_back());
  }
}

}  // namespace

std::optional<v1::Violation> ApplySeatAction(KbState* s, const pb::Action& a, Events* events) {
  if (s->phase == pb::PHASE_TILE_LOSS_CHOICE) {
    if (a.action_case() != pb::Action::kDiscardTile) {
      return V(kTileLossChoicePending, kRefTileLoss, "",
               "first choose which of the two tiles of one type to discard");
    }
    int hex = 0;
    if (Verdict v = HexOf(a.discard_tile().origin(), "discard_tile.origin", &hex)) return v;
    if (hex != s->loss_lost && hex != s->loss_other) {
      return V(kNotATileLossChoice, kRefTileLoss, "discard_tile.origin",
               Where(hex) + " is neither tile of the pending choice");
    }
    const bool ending = s->loss_ending_turn;
    ResolveTileLossChoice(s, hex, events);
    if (ending) {
      EndTurn(s, events);
    } else {
      ResolveExhaustion(s, events);
    }
    return std::nullopt;
  }
  switch (a.action_case()) {
    case pb::Action::kBuild: return ApplyBuild(s, a.build(), events);
    case pb::Action::kOracle: return ApplyBuildTile(s, pb::LOCATION_ORACLE, a.oracle(), events);
    case pb::Action::kFarm: return ApplyBuildTile(s, pb::LOCATION_FARM, a.farm(), events);
    case pb::Action::kOasis: return ApplyBuildTile(s, pb::LOCATION_OASIS, a.oasis(), events);
    case pb::Action::kTower: return ApplyBuildTile(s, pb::LOCATION_TOWER, a.tower(), events);
    case pb::Action::kTavern: return ApplyBuildTile(s, pb::LOCATION_TAVERN, a.tavern(), events);
    case pb::Action::kBarn: return ApplyMoveTile(s, pb::LOCATION_BARN, a.barn(), events);
    case pb::Action::kHarbor: return ApplyMoveTile(s, pb::LOCATION_HARBOR, a.harbor(), events);
    case pb::Action::kPaddock: return ApplyMoveTile(s, pb::LOCATION_PADDOCK, a.paddock(), events);
    case pb::Action::kEndTurn:
      if (BuildsOwed(*s) > 0) {
        return V(kMandatoryIncomplete, kRefTurn, "end_turn",
                 absl::StrCat(BuildsOwed(*s), " mandatory builds are still owed"));
      }
      EndTurn(s, events);
      return std::nullopt;
    case pb::Action::kDiscardTile:
      return V(kNoTileLossChoice, kRefTileLoss, "discard_tile", "no tile choice is pending");
    default:
      return V(kWrongActorForAction, kRefTurn, "chance_outcome", "seats send no chance outcomes");
  }
}

std::optional<v1::Violation> ApplyChanceOutcome(KbState* s, const pb::ChanceOutcome& c,
                                                Events* events) {
  switch (s->phase) {
    case pb::PHASE_SETUP_BOARDS: {
      if (c.outcome_case() != pb::ChanceOutcome::kBoard) {
        return V(kWrongChanceKind, kRefSetup, "chance_outcome", "a board placement is pending");
      }
      const pb::BoardPlacement& b = c.board();
      bool used = b.board() < pb::LOCATION_BARN || b.board() > pb::LOCATION_TAVERN;
      for (const pb::BoardPlacement& p : s->boards) used = used || p.board() == b.board();
      if (used || b.sector() != static_cast<int>(s->boards.size()) + 1) {
        return V(kBoardNotPossible, kRefSetup, "chance_outcome.board",
                 "not an unused board for the next sector");
      }
      ApplyChanceBoard(s, b, events);
      return std::nullopt;
    }
    case pb::PHASE_SETUP_KB_CARDS: {
      if (c.outcome_case() != pb::ChanceOutcome::kKbCard) {
        return V(kWrongChanceKind, kRefSetup, "chance_outcome", "a Kingdom Builder card is pending");
      }
      const int card = c.kb_card();
      if (card < pb::KB_CARD_FISHERMEN || card > pb::KB_CARD_FARMERS ||
          std::find(s->kb_cards.begin(), s->kb_cards.end(), card) != s->kb_cards.end()) {
        return V(kKbCardNotPossible, kRefSetup, "chance_outcome.kb_card",
                 "not a Kingdom Builder card left to draw");
      }
      ApplyChanceKbCard(s, c.kb_card(), events);
      return std::nullopt;
    }
    default: {
      if (c.outcome_case() != pb::ChanceOutcome::kTerrainCard) {
        return V(kWrongChanceKind, kRefTurn, "chance_outcome", "a terrain card draw is pending");
      }
      const int t = c.terrain_card();
      if (t < 1 || t > kCardTerrains || s->draw[t] == 0) {
        return V(kTerrainCardNotPossible, kRefTurn, "chance_outcome.terrain_card",
                 "no such card is left in the draw pile");
      }
      ApplyChanceTerrain(s, t, events);
      return std::nullopt;
    }
  }
}

void LegalSeatActions(const KbState& s, std::vector<google::protobuf::Any>* out) {
  if (s.phase == pb::PHASE_TILE_LOSS_CHOICE) {
    for (int h : {std::min(s.loss_lost, s.loss_other), std::max(s.loss_lost, s.loss_other)}) {
      pb::Action a;
      *a.mutable_discard_tile()->mutable_origin() = Coord(h);
      PackInto(a, &out->emplace_back());
    }
    return;
  }
  if (s.phase != pb::PHASE_TURN) return;
  AddBuilds(0, MandatoryTargets(s), out);
  if (MayUseTilesNow(s)) {
    for (int l = pb::LOCATION_BARN; l <= pb::LOCATION_TAVERN; ++l) {
      const auto tile = static_cast<pb::Location>(l);
      if (UsableTileIndex(s, tile) < 0) continue;
      if (IsBuildTile(tile)) {
        AddBuilds(l, BuildTileTargets(s, tile), out);
      } else {
        for (int from = 0; from < kHexCount; ++from) {
          if (s.owner[from] != s.current) continue;
          AddMoves(tile, from, MoveTileTargets(s, tile, from), out);
        }
      }
    }
  }
  if (BuildsOwed(s) == 0) {
    pb::Action a;
    a.mutable_end_turn();
    PackInto(a, &out->emplace_back());
  }
}

std::vector<pb::Action> LegalChanceOutcomes(const KbState& s) {
  std::vector<pb::Action> out;
  switch (s.phase) {
    case pb::PHASE_SETUP_BOARDS:
      for (int l = pb::LOCATION_BARN; l <= pb::LOCATION_TAVERN; ++l) {
        bool used = false;
        for (const pb::BoardPlacement& p : s.boards) used = used || p.board() == l;
        if (used) continue;
        for (bool rotated : {false, true}) {
          pb::Action a;
          pb::BoardPlacement* b = a.mutable_chance_outcome()->mutable_board();
          b->set_sector(static_cast<pb::Sector>(s.boards.size() + 1));
          b->set_board(static_cast<pb::Location>(l));
          b->set_rotated(rotated);
          out.push_back(a);
        }
      }
      break;
    case pb::PHASE_SETUP_KB_CARDS:
      for (int c = pb::KB_CARD_FISHERMEN; c <= pb::KB_CARD_FARMERS; ++c) {
        if (std::find(s.kb_cards.begin(), s.kb_cards.end(), c) != s.kb_cards.end()) continue;
        pb::Action a;
        a.mutable_chance_outcome()->set_kb_card(static_cast<pb::KbCard>(c));
        out.push_back(a);
      }
      break;
    case pb::PHASE_SETUP_DEAL:
    case pb::PHASE_REDRAW:
    case pb::PHASE_END_OF_TURN_DRAW:
      for (int t = 1; t <= kCardTerrains; ++t) {
        if (s.draw[t] == 0) continue;
        pb::Action a;
        a.mutable_chance_outcome()->set_terrain_card(static_cast<pb::Terrain>(t));
        out.push_back(a);
      }
      break;
    default:
      break;
  }
  return out;
}

}  // namespace kingdom_builder
}  // namespace arbiter
