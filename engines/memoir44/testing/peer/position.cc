// Neutral position -> engine state, engine actions -> neutral moves (position.h).
#include "engines/memoir44/testing/peer/position.h"

#include <algorithm>
#include <set>
#include <utility>

#include "absl/status/status.h"
#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "engines/memoir44/board.h"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/scenario.h"
#include "engines/memoir44/state.h"
#include "engines/memoir44/state_bytes.h"

namespace arbiter::memoir44::peer {
namespace {

constexpr std::pair<pb::CardKind, const char*> kCardNames[] = {
    {pb::CARD_KIND_RECON, "Recon"},
    {pb::CARD_KIND_PROBE, "Probe"},
    {pb::CARD_KIND_ATTACK, "Attack"},
    {pb::CARD_KIND_ASSAULT, "Assault"},
    {pb::CARD_KIND_GENERAL_ADVANCE, "General Advance"},
    {pb::CARD_KIND_PINCER_MOVE, "Pincer Move"},
    {pb::CARD_KIND_RECON_IN_FORCE, "Recon in Force"},
    {pb::CARD_KIND_AIR_POWER, "Air Power"},
    {pb::CARD_KIND_ARMOR_ASSAULT, "Armor Assault"},
    {pb::CARD_KIND_ARTILLERY_BOMBARD, "Artillery Bombard"},
    {pb::CARD_KIND_BARRAGE, "Barrage"},
    {pb::CARD_KIND_BEHIND_ENEMY_LINES, "Behind Enemy Lines"},
    {pb::CARD_KIND_CLOSE_ASSAULT, "Close Assault"},
    {pb::CARD_KIND_DIG_IN, "Dig In"},
    {pb::CARD_KIND_DIRECT_FROM_HQ, "Direct from HQ"},
    {pb::CARD_KIND_FIREFIGHT, "Firefight"},
    {pb::CARD_KIND_INFANTRY_ASSAULT, "Infantry Assault"},
    {pb::CARD_KIND_MEDICS_AND_MECHANICS, "Medics & Mechanics"},
    {pb::CARD_KIND_MOVE_OUT, "Move Out!"},
    {pb::CARD_KIND_THEIR_FINEST_HOUR, "Their Finest Hour"},
    {pb::CARD_KIND_AMBUSH, "Ambush"},
    {pb::CARD_KIND_COUNTER_ATTACK, "Counter-Attack"},
};

pb::Hex ToPb(Hex h) {
  pb::Hex out;
  out.set_col(h.c);
  out.set_row(h.r);
  return out;
}
Hex FromPb(const pb::Hex& h) { return Hex{h.col(), h.row()}; }

pb::Side SideOf(bool axis) { return axis ? pb::SIDE_AXIS : pb::SIDE_ALLIES; }

pb::UnitType TypeNamed(const std::string& t) {
  if (t == "infantry") return pb::UNIT_TYPE_INFANTRY;
  if (t == "armor") return pb::UNIT_TYPE_ARMOR;
  if (t == "artillery") return pb::UNIT_TYPE_ARTILLERY;
  return pb::UNIT_TYPE_UNSPECIFIED;
}

pb::Terrain TerrainNamed(const std::string& t) {
  if (t == "forest") return pb::TERRAIN_FOREST;
  if (t == "hill") return pb::TERRAIN_HILL;
  if (t == "town") return pb::TERRAIN_TOWN;
  if (t == "hedgerow") return pb::TERRAIN_HEDGEROW;
  if (t == "beach") return pb::TERRAIN_BEACH;
  if (t == "ocean") return pb::TERRAIN_OCEAN;
  return pb::TERRAIN_UNSPECIFIED;
}

pb::DieFace FaceNamed(const std::string& f) {
  if (f == "infantry") return pb::DIE_FACE_INFANTRY;
  if (f == "armor") return pb::DIE_FACE_ARMOR;
  if (f == "grenade") return pb::DIE_FACE_GRENADE;
  if (f == "star") return pb::DIE_FACE_STAR;
  if (f == "flag") return pb::DIE_FACE_FLAG;
  return pb::DIE_FACE_UNSPECIFIED;
}

bool Contains(const std::vector<Hex>& v, Hex h) {
  return std::find(v.begin(), v.end(), h) != v.end();
}

// The seat that owns the card in play this turn: the retreating unit's owner decides a
// retreat (M13), the active seat everything else.
int ActiveSeat(const NeutralState& st) {
  return st.phase == "retreat" ? 1 - st.seat : st.seat;
}

// M11, M13: may the unit on `h` ignore one flag (sandbag or hedgehog of its side; never against
// Air Power or Barrage)? The peer's boards have no bunker or church.
bool MayIgnoreFlag(const NeutralState& st, Hex h, bool air_strike) {
  if (air_strike) return false;
  const NeutralUnit* u = st.UnitAt(h);
  for (const NeutralObstacle& o : st.obstacles) {
    if (o.at != h) continue;
    if (o.kind == "hedgehog") return true;
    if (o.kind == "sandbag" && (o.owner.empty() || u == nullptr ||
                                o.owner == (u->axis ? "axis" : "allies"))) {
      return true;
    }
  }
  return false;
}

}  // namespace

std::string CardName(pb::CardKind kind) {
  for (const auto& [k, name] : kCardNames) {
    if (k == kind) return name;
  }
  return absl::StrCat("kind:", static_cast<int>(kind));
}

pb::CardKind CardKindNamed(const std::string& name) {
  for (const auto& [k, n] : kCardNames) {
    if (name == n) return k;
  }
  return pb::CARD_KIND_UNSPECIFIED;
}

std::string SectionName(pb::Section section) {
  switch (section) {
    case pb::SECTION_LEFT:
      return "left";
    case pb::SECTION_CENTER:
      return "center";
    case pb::SECTION_RIGHT:
      return "right";
    default:
      return "";
  }
}

PositionMapper::PositionMapper(const Game& game) : game_(game) {
  for (int id = 1; id <= kCardCount; ++id) {
    const pb::CardKind kind = CardKindOf(id);
    const std::string section = SectionName(CardSectionOf(id));
    const bool section_card = kind >= pb::CARD_KIND_RECON && kind <= pb::CARD_KIND_ASSAULT;
    const std::string label =
        section_card ? absl::StrCat(CardName(kind), " ", section) : CardName(kind);
    ids_by_label_[label].push_back(id);
  }
}

absl::StatusOr<int> PositionMapper::CardId(const std::string& label, std::vector<bool>& used,
                                           const std::string& field) const {
  auto it = ids_by_label_.find(label);
  if (it == ids_by_label_.end()) {
    return absl::InvalidArgumentError(absl::StrCat(field, ": no card '", label, "' in the deck"));
  }
  for (int id : it->second) {
    if (!used[id]) {
      used[id] = true;
      return id;
    }
  }
  return absl::InvalidArgumentError(
      absl::StrCat(field, ": more '", label, "' than the deck's ", it->second.size()));
}

pb::Scenario PositionMapper::ScenarioOf(const NeutralPosition& p) const {
  const NeutralState& st = p.state;
  pb::Scenario sc;
  sc.set_id(absl::AsciiStrToLower(absl::StrCat("peer_", p.scenario)));
  sc.set_name(absl::StrCat("auto-memoir44 ", p.scenario, " (the peer's board)"));
  sc.set_face(pb::BOARD_FACE_COUNTRY);
  const int active = ActiveSeat(st);
  const bool active_axis = st.phase == "retreat" ? !st.axis_to_act : st.axis_to_act;
  for (int seat = 0; seat < 2; ++seat) {
    pb::SeatSetup* s = seat == 0 ? sc.mutable_player1() : sc.mutable_player2();
    s->set_side(SideOf(seat == active ? active_axis : !active_axis));
    int hand = static_cast<int>(st.hands[seat].size());
    if (seat == active && !st.card.empty()) ++hand;  // the card in play came from the hand
    s->set_hand_size(hand);
    s->set_medals_to_win(st.medals_to_win);
  }
  sc.set_first_seat(1);  // the peer's BOTTOM (player2, the Allies) moves first
  std::map<Hex, pb::HexSetup> hexes;
  for (const auto& [h, t] : st.terrain) {
    pb::HexSetup& hs = hexes[h];
    *hs.mutable_hex() = ToPb(h);
    hs.set_terrain(TerrainNamed(t));
  }
  for (const NeutralUnit& u : st.units) {
    pb::HexSetup& hs = hexes[u.at];
    *hs.mutable_hex() = ToPb(u.at);
    hs.mutable_unit()->set_side(SideOf(u.axis));
    hs.mutable_unit()->set_type(TypeNamed(u.type));
  }
  for (auto& [h, hs] : hexes) *sc.add_hexes() = hs;
  return sc;
}

absl::StatusOr<v1::GameState> PositionMapper::StateOf(const NeutralPosition& p) {
  const NeutralState& st = p.state;
  const pb::Scenario scenario = ScenarioOf(p);
  const std::string key = scenario.SerializeAsString();
  auto found = start_.find(key);
  if (found == start_.end()) {
    v1::GameSetup setup;
    setup.set_game_id("memoir44");
    setup.set_seat_count(2);
    setup.set_first_seat(1);
    setup.mutable_randomness()->set_mode(v1::RANDOMNESS_MODE_SEEDED);
    setup.mutable_randomness()->set_seed(1);
    setup.mutable_content()->mutable_supplied()->PackFrom(scenario);
    absl::StatusOr<NewGameResult> g = game_.NewGame(setup);
    if (!g.ok()) return g.status();
    found = start_.emplace(key, g->state).first;
  }
  v1::GameState out = found->second;
  pb::State s;
  if (!out.payload().UnpackTo(&s)) return absl::InternalError("NewGame payload is not a State");

  // Cards.
  std::vector<bool> used(kCardCount + 1, false);
  const int active = ActiveSeat(st);
  for (int seat = 0; seat < 2; ++seat) {
    pb::Player* pl = s.mutable_players(seat);
    pl->clear_hand();
    for (size_t i = 0; i < st.hands[seat].size(); ++i) {
      absl::StatusOr<int> id = CardId(st.hands[seat][i], used,
                                      absl::StrCat("state.hands.player", seat + 1, "[", i, "]"));
      if (!id.ok()) return id.status();
      pl->add_hand(*id);
    }
    pl->set_medals(pl->side() == pb::SIDE_AXIS ? st.medals_axis : st.medals_allies);
    pl->set_elimination_medals(pl->medals());
    pl->set_last_card(0);
    pl->set_last_section(pb::SECTION_UNSPECIFIED);
  }
  s.clear_discard_pile();
  for (size_t i = 0; i < st.discard.size(); ++i) {
    absl::StatusOr<int> id = CardId(st.discard[i], used, absl::StrCat("state.discard[", i, "]"));
    if (!id.ok()) return id.status();
    s.add_discard_pile(*id);
  }
  s.set_card_in_play(0);
  s.set_effective_card(0);
  s.set_section(pb::SECTION_UNSPECIFIED);
  pb::CardKind kind = pb::CARD_KIND_UNSPECIFIED;
  if (!st.card.empty()) {
    absl::StatusOr<int> id = CardId(st.card, used, "state.card");
    if (!id.ok()) return id.status();
    s.set_card_in_play(*id);
    s.set_effective_card(*id);
    kind = CardKindOf(*id);
    s.set_section(CardSectionOf(*id));  // a section card's section, as its player sees it
  }
  s.clear_recon_drawn();
  for (size_t i = 0; i < st.keep_cards.size(); ++i) {
    absl::StatusOr<int> id =
        CardId(st.keep_cards[i], used, absl::StrCat("state.pending.cards[", i, "]"));
    if (!id.ok()) return id.status();
    s.add_recon_drawn(*id);
  }
  s.clear_draw_pile();
  for (int id = 1; id <= kCardCount; ++id) {
    if (!used[id]) s.add_draw_pile(id);
  }
  s.set_finest_hour_infantry(0);
  s.set_finest_hour_armor(0);
  s.set_finest_hour_any(0);
  if (kind == pb::CARD_KIND_THEIR_FINEST_HOUR && st.phase == "order") {
    for (const std::string& f : p.play_dice) {
      if (f == "infantry") s.set_finest_hour_infantry(s.finest_hour_infantry() + 1);
      if (f == "armor") s.set_finest_hour_armor(s.finest_hour_armor() + 1);
      if (f == "star") s.set_finest_hour_any(s.finest_hour_any() + 1);
    }
  }

  // Units and obstacles.
  const bool moves_over = st.phase != "play" && st.phase != "order" && st.phase != "move" &&
                          st.phase != "targets";
  // In state format 2's records (memoir44.proto State.unit_bytes, obstacle_bytes).
  s.clear_unit_bytes();
  for (const NeutralUnit& u : st.units) {
    const pb::Hex at = ToPb(u.at);
    const bool ordered = Contains(st.ordered, u.at);
    const bool moved = Contains(st.moved, u.at);
    auto hm = p.hexes_moved.find(u.at);
    auto b = st.battled.find(u.at);
    const int flags = (ordered ? kUnitOrdered : 0) |
                      (moved || (ordered && moves_over) ? kUnitMoveDone : 0) |
                      (Contains(st.no_battle, u.at) ? kUnitBattleForbidden : 0);
    AppendUnitRecord(
        UnitRecord{at.col(), at.row(), SideOf(u.axis), TypeNamed(u.type), pb::BADGE_UNSPECIFIED,
                   u.figures, 0, flags,
                   moved && hm != p.hexes_moved.end() ? hm->second : 0,
                   b == st.battled.end() ? 0 : b->second,
                   ordered && kind == pb::CARD_KIND_THEIR_FINEST_HOUR ? 1 : 0},
        s.mutable_unit_bytes());
  }
  s.clear_obstacle_bytes();
  for (const NeutralObstacle& o : st.obstacles) {
    const pb::Hex at = ToPb(o.at);
    AppendObstacleRecord(
        ObstacleRecord{at.col(), at.row(),
                       o.kind == "hedgehog" ? pb::OBSTACLE_HEDGEHOG : pb::OBSTACLE_SANDBAG,
                       o.owner == "axis"     ? pb::SIDE_AXIS
                       : o.owner == "allies" ? pb::SIDE_ALLIES
                                             : pb::SIDE_UNSPECIFIED},
        s.mutable_obstacle_bytes());
  }

  // The phase and its pending decision.
  s.set_active_seat(active);
  s.clear_battle();
  s.set_chance(pb::CHANCE_UNSPECIFIED);
  s.set_chance_dice(0);
  if (st.phase == "play") {
    s.set_phase(pb::PHASE_PLAY);
  } else if (st.phase == "order" || st.phase == "targets") {
    s.set_phase(pb::PHASE_ORDER);
  } else if (st.phase == "move") {
    s.set_phase(pb::PHASE_MOVE);
  } else if (st.phase == "battle") {
    s.set_phase(pb::PHASE_BATTLE);
  } else if (st.phase == "keep") {
    s.set_phase(pb::PHASE_RECON_KEEP);
  } else if (st.phase == "retreat" || st.phase == "take_ground" || st.phase == "overrun") {
    pb::Battle* b = s.mutable_battle();
    const bool air = p.cause && p.cause->type == "targets";
    if (!p.cause) {
      return absl::InvalidArgumentError(
          absl::StrCat("state.pending: no battle before this ", st.phase, " in the dump"));
    }
    if (air) {
      b->set_kind(kind == pb::CARD_KIND_BARRAGE ? pb::Battle::KIND_BARRAGE
                                                : pb::Battle::KIND_AIR_POWER);
    } else {
      b->set_kind(p.cause->type == "overrun" ? pb::Battle::KIND_OVERRUN
                                             : pb::Battle::KIND_BATTLE);
      *b->mutable_attacker() = ToPb(p.cause->from);
    }
    // The roll behind it: of an Air Power's rolls (one per target), the one with its flags.
    const std::vector<std::string>* roll = nullptr;
    for (const auto& r : p.cause_rolls) {
      const int flags = static_cast<int>(std::count(r.begin(), r.end(), "flag"));
      if (roll == nullptr || (st.phase == "retreat" && flags == st.pending_flags)) roll = &r;
    }
    if (roll != nullptr) {
      for (const std::string& f : *roll) b->add_roll(FaceNamed(f));
    }
    if (st.phase == "retreat") {
      s.set_phase(pb::PHASE_RETREAT);
      *b->mutable_target() = ToPb(st.pending_unit);
      b->set_flags(st.pending_flags);
      b->set_may_ignore_flag(MayIgnoreFlag(st, st.pending_unit, air));
      if (!air) {
        b->set_dice(std::max(p.cause->dice, 1));
        b->set_range(Distance(p.cause->from, st.pending_unit));
      }
    } else if (st.phase == "take_ground") {
      s.set_phase(pb::PHASE_TAKE_GROUND);
      *b->mutable_attacker() = ToPb(st.pending_unit);
      *b->mutable_target() = ToPb(st.pending_to);
      *b->mutable_vacated() = ToPb(st.pending_to);
      b->set_dice(std::max(p.cause->dice, 1));
      b->set_range(1);
    } else {
      s.set_phase(pb::PHASE_OVERRUN);
      *b->mutable_attacker() = ToPb(st.pending_unit);
      *b->mutable_target() = ToPb(p.cause->to.valid() ? p.cause->to : st.pending_unit);
      b->set_range(1);
      b->set_dice(1);
    }
  } else {
    return absl::InvalidArgumentError(absl::StrCat("state.phase: '", st.phase, "' has no engine form"));
  }
  out.mutable_payload()->PackFrom(s);
  return out;
}

absl::StatusOr<EngineMoves> PositionMapper::Legal(const NeutralPosition& p) {
  absl::StatusOr<v1::GameState> gs = StateOf(p);
  if (!gs.ok()) return gs.status();
  EngineMoves out;
  out.state = *gs;
  if (absl::Status ok = game_.Check(*gs); !ok.ok()) return ok;
  absl::StatusOr<v1::TurnStatus> turn = game_.Turn(*gs);
  if (!turn.ok()) return turn.status();
  out.seat = turn->acting_seats_size() == 1 ? turn->acting_seats(0) : -1;
  const int seat = p.state.seat;
  absl::StatusOr<std::vector<google::protobuf::Any>> actions = game_.LegalActions(*gs, seat);
  if (!actions.ok()) return actions.status();
  out.actions = static_cast<int>(actions->size());

  // Native state for the dice (M9, BattleDice) and the pending battle's hexes.
  pb::State payload;
  gs->payload().UnpackTo(&payload);
  pb::Scenario scenario;
  gs->content().supplied().UnpackTo(&scenario);
  absl::StatusOr<std::shared_ptr<const Scenario>> compiled =
      CompileScenario(scenario, "state.content.supplied.");
  if (!compiled.ok()) return compiled.status();
  State native;
  if (absl::Status ok = DecodeState(**compiled, payload, &native); !ok.ok()) return ok;

  std::set<std::string> seen;
  for (const google::protobuf::Any& any : *actions) {
    pb::Action a;
    if (!any.UnpackTo(&a)) return absl::InternalError("a legal action is not a memoir44 Action");
    NeutralMove m;
    switch (a.action_case()) {
      case pb::Action::kPlay: {
        m.type = "play";
        const pb::CardKind k = CardKindOf(a.play().card_id());
        m.card = CardName(k);
        if (k >= pb::CARD_KIND_RECON && k <= pb::CARD_KIND_ASSAULT) {
          m.section = SectionName(CardSectionOf(a.play().card_id()));
        }
        break;
      }
      case pb::Action::kOrder:
        m.type = "order";
        for (const pb::Hex& h : a.order().units()) m.units.push_back(FromPb(h));
        std::sort(m.units.begin(), m.units.end());
        break;
      case pb::Action::kTargets:
        m.type = "targets";
        for (const pb::Hex& h : a.targets().hexes()) m.units.push_back(FromPb(h));
        std::sort(m.units.begin(), m.units.end());
        break;
      case pb::Action::kMove:
        m.type = "move";
        m.from = FromPb(a.move().from());
        m.to = a.move().path().empty() ? m.from : FromPb(*a.move().path().rbegin());
        break;
      case pb::Action::kEndMoves:
        m.type = "end_moves";
        break;
      case pb::Action::kBattle:
        m.type = "battle";
        m.from = FromPb(a.battle().from());
        m.target = FromPb(a.battle().target());
        m.dice = BattleDice(native, FromHex(a.battle().from()), FromHex(a.battle().target()),
                            pb::Battle::KIND_BATTLE);
        break;
      case pb::Action::kEndTurn:
        m.type = "end_turn";
        break;
      case pb::Action::kDecline:
        m.type = payload.phase() == pb::PHASE_OVERRUN ? "decline_overrun"
                 : payload.phase() == pb::PHASE_TAKE_GROUND ? "decline_take_ground"
                                                            : "decline";
        break;
      case pb::Action::kRetreat:
        m.type = "retreat";
        m.unit = FromPb(payload.battle().target());
        m.to = a.retreat().path().empty() ? m.unit : FromPb(*a.retreat().path().rbegin());
        break;
      case pb::Action::kTakeGround:
        m.type = "take_ground";
        m.from = FromPb(payload.battle().attacker());
        m.to = FromPb(payload.battle().vacated());
        break;
      case pb::Action::kArmorOverrun:
        m.type = "overrun";
        m.from = FromPb(payload.battle().attacker());
        m.target = FromPb(a.armor_overrun().target());
        m.dice = BattleDice(native, FromHex(payload.battle().attacker()),
                            FromHex(a.armor_overrun().target()), pb::Battle::KIND_OVERRUN);
        break;
      case pb::Action::kKeep: {
        m.type = "keep";
        const pb::CardKind k = CardKindOf(a.keep().card_id());
        m.card = CardName(k);
        if (k >= pb::CARD_KIND_RECON && k <= pb::CARD_KIND_ASSAULT) {
          m.section = SectionName(CardSectionOf(a.keep().card_id()));
        }
        break;
      }
      case pb::Action::kAmbush:
        m.type = "ambush";
        break;
      default:
        m.type = absl::StrCat("engine:", static_cast<int>(a.action_case()));
        break;
    }
    if (seen.insert(m.Key()).second) out.moves.push_back(std::move(m));
  }
  std::sort(out.moves.begin(), out.moves.end(),
            [](const NeutralMove& a, const NeutralMove& b) { return a.Key() < b.Key(); });
  return out;
}

}  // namespace arbiter::memoir44::peer
