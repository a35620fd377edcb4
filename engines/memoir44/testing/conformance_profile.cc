// Conformance profile of Memoir '44 (engines/memoir44): a progress policy that brings the
// armies together so a side reaches its medals (M16) soon, step caps, the option sets to cover
// (every ruling R1-R14 with an option, and every built-in scenario), and for the supplied
// content (a scenario, scenario.proto) a valid one and a wrong value of every field.
//
// Progress policy, for the deciding seat:
//   - battle whenever possible, the closest target first (M9); take ground, overrun, Ambush and
//     Recon's KEEP whenever offered (M7, M14, M5);
//   - ORDER / targets: the largest set listed (the card's most units);
//   - MOVE: the move ending nearest an enemy unit, while one gets nearer, else END_MOVES;
//   - PLAY, RETREAT: any;
//   - one decision in ten uniformly at random, so playouts differ.
#include <algorithm>
#include <cstdlib>
#include <limits>
#include <string>
#include <vector>

#include "arbiter/games/memoir44/v1/memoir44.pb.h"
#include "arbiter/games/memoir44/v1/scenario.pb.h"
#include "engines/core/rng.h"
#include "engines/memoir44/state_bytes.h"
#include "tests/conformance/profile.h"

namespace arbiter::conformance {
namespace {

namespace mpb = ::arbiter::games::memoir44::v1;

int HexDistance(const mpb::Hex& a, const mpb::Hex& b) {
  const int dr = std::abs(a.row() - b.row()), dc = std::abs(a.col() - b.col());
  return dr + std::max(0, (dc - dr) / 2);
}

size_t Memoir44Progress(const PolicyInput& in) {
  Rng rng(in.seed);
  if (in.legal.empty()) return 0;
  if (in.actor == kChance || rng.Uniform(10) == 0) {
    return static_cast<size_t>(rng.Uniform(in.legal.size()));
  }
  mpb::State s;
  if (!in.state.payload().UnpackTo(&s) || in.actor < 0 || in.actor >= s.players_size()) {
    return static_cast<size_t>(rng.Uniform(in.legal.size()));
  }
  const mpb::Side side = s.players(in.actor).side();
  auto nearest = [&](const mpb::Hex& h) {
    int best = 99;
    // The units of state format 2 (memoir44.proto State.unit_bytes), what the engine writes.
    for (size_t i = 0; i < arbiter::memoir44::UnitRecordCount(s.unit_bytes()); ++i) {
      const arbiter::memoir44::UnitRecord u = arbiter::memoir44::ReadUnitRecord(s.unit_bytes(), i);
      if (u.side == side) continue;
      mpb::Hex at;
      at.set_col(u.col);
      at.set_row(u.row);
      best = std::min(best, HexDistance(h, at));
    }
    return best;
  };
  size_t pick = in.legal.size(), end_moves = in.legal.size();
  long best = std::numeric_limits<long>::min();
  for (size_t i = 0; i < in.legal.size(); ++i) {
    mpb::Action a;
    if (!in.legal[i].UnpackTo(&a)) continue;
    long score = std::numeric_limits<long>::min();
    switch (a.action_case()) {
      case mpb::Action::kAmbush:
      case mpb::Action::kTakeGround:
      case mpb::Action::kArmorOverrun:
      case mpb::Action::kKeep:
        score = 3000;
        break;
      case mpb::Action::kBattle:
        score = 2000 - HexDistance(a.battle().from(), a.battle().target());
        break;
      case mpb::Action::kOrder:
        score = 1000 + a.order().units_size();
        break;
      case mpb::Action::kTargets:
        score = 1000 + a.targets().hexes_size();
        break;
      case mpb::Action::kMove: {
        const mpb::Hex& end =
            a.move().path().empty() ? a.move().from() : *a.move().path().rbegin();
        const int gain = nearest(a.move().from()) - nearest(end);
        if (gain > 0) score = 500 + gain;
        break;
      }
      case mpb::Action::kEndMoves:
        end_moves = i;
        break;
      default:
        score = 0;  // play, retreat, decline, end_turn
        break;
    }
    if (score > best || (score == best && rng.Uniform(2) == 0)) {
      best = score;
      pick = i;
    }
  }
  if (best < 500 && end_moves < in.legal.size()) return end_moves;
  if (pick < in.legal.size()) return pick;
  return static_cast<size_t>(rng.Uniform(in.legal.size()));
}

mpb::Hex At(int col, int row) {
  mpb::Hex h;
  h.set_col(col);
  h.set_row(row);
  return h;
}

// A small valid scenario exercising every part of the schema: terrain, a bridge, obstacles, a
// badge, an objective, an airdrop and an elimination value.
mpb::Scenario GoodScenario() {
  mpb::Scenario sc;
  sc.set_id("conformance_crossing");
  sc.set_name("Conformance crossing");
  sc.set_face(mpb::BOARD_FACE_COUNTRY);
  sc.mutable_player1()->set_side(mpb::SIDE_AXIS);
  sc.mutable_player1()->set_hand_size(4);
  sc.mutable_player1()->set_medals_to_win(3);
  sc.mutable_player2()->set_side(mpb::SIDE_ALLIES);
  sc.mutable_player2()->set_hand_size(5);
  sc.mutable_player2()->set_medals_to_win(3);
  sc.set_first_seat(1);
  auto unit = [&](int col, int row, mpb::Side side, mpb::UnitType type, mpb::Badge badge) {
    mpb::HexSetup* h = sc.add_hexes();
    *h->mutable_hex() = At(col, row);
    h->mutable_unit()->set_side(side);
    h->mutable_unit()->set_type(type);
    h->mutable_unit()->set_badge(badge);
    return h;
  };
  unit(6, 2, mpb::SIDE_AXIS, mpb::UNIT_TYPE_INFANTRY, mpb::BADGE_UNSPECIFIED)
      ->set_terrain(mpb::TERRAIN_TOWN);
  unit(12, 2, mpb::SIDE_AXIS, mpb::UNIT_TYPE_ARMOR, mpb::BADGE_UNSPECIFIED);
  mpb::HexSetup* bunker = unit(18, 2, mpb::SIDE_AXIS, mpb::UNIT_TYPE_ARTILLERY, mpb::BADGE_UNSPECIFIED);
  bunker->set_obstacle(mpb::OBSTACLE_BUNKER);
  bunker->set_obstacle_side(mpb::SIDE_AXIS);
  unit(6, 6, mpb::SIDE_ALLIES, mpb::UNIT_TYPE_INFANTRY, mpb::BADGE_SPECIAL_FORCES);
  unit(12, 6, mpb::SIDE_ALLIES, mpb::UNIT_TYPE_ARMOR, mpb::BADGE_ELITE_ARMOR);
  unit(18, 6, mpb::SIDE_ALLIES, mpb::UNIT_TYPE_INFANTRY, mpb::BADGE_UNSPECIFIED)
      ->mutable_unit()->set_figures(3);
  mpb::HexSetup* river = sc.add_hexes();
  *river->mutable_hex() = At(12, 4);
  river->set_terrain(mpb::TERRAIN_RIVER);
  river->set_bridge(true);
  river->set_railroad(true);
  mpb::HexSetup* forest = sc.add_hexes();
  *forest->mutable_hex() = At(9, 3);
  forest->set_terrain(mpb::TERRAIN_FOREST);
  mpb::HexSetup* wire = sc.add_hexes();
  *wire->mutable_hex() = At(15, 5);
  wire->set_obstacle(mpb::OBSTACLE_WIRE);
  mpb::Objective* o = sc.add_objectives();
  *o->add_hexes() = At(12, 4);
  o->set_side(mpb::SIDE_ALLIES);
  o->set_hexes_needed(1);
  o->set_check(mpb::OBJECTIVE_CHECK_TURN_START);
  o->set_name("the bridge");
  mpb::Airdrop* drop = sc.add_airdrops();
  drop->set_side(mpb::SIDE_ALLIES);
  drop->set_units(1);
  *drop->mutable_center() = At(14, 4);
  drop->set_range(1);
  drop->mutable_unit()->set_side(mpb::SIDE_ALLIES);
  drop->mutable_unit()->set_type(mpb::UNIT_TYPE_INFANTRY);
  mpb::EliminationValue* value = sc.add_elimination_values();
  value->set_side(mpb::SIDE_AXIS);
  value->set_type(mpb::UNIT_TYPE_ARMOR);
  value->set_medals(2);
  // M3 special rules (Arnhem's bridge span, Mortain's Recon as Air Power).
  mpb::BridgeSpan* span = sc.add_bridge_spans();
  *span->add_hexes() = At(2, 4);
  *span->add_hexes() = At(3, 5);
  *span->add_hexes() = At(4, 6);
  span->set_name("the span");
  mpb::ReconAirPower* hill = sc.add_recon_air_power();
  hill->set_side(mpb::SIDE_ALLIES);
  *hill->add_hexes() = At(14, 4);
  hill->set_name("the hill");
  return sc;
}

// One wrong value per field path of scenario.proto (indices aside), each named by its path.
std::vector<BadContent> BadScenarios() {
  std::vector<BadContent> out;
  auto bad = [&](const std::string& field, auto&& edit) {
    mpb::Scenario sc = GoodScenario();
    edit(sc);
    BadContent b;
    b.field = field;
    b.content.PackFrom(sc);
    out.push_back(std::move(b));
  };
  using S = mpb::Scenario;
  bad("id", [](S& s) { s.set_id("Not An Id!"); });
  bad("name", [](S& s) { s.set_name(std::string(5000, 'x')); });
  bad("face", [](S& s) { s.set_face(static_cast<mpb::BoardFace>(9)); });
  bad("player1", [](S& s) { s.clear_player1(); });
  bad("player1.side", [](S& s) { s.mutable_player1()->set_side(static_cast<mpb::Side>(7)); });
  bad("player1.hand_size", [](S& s) { s.mutable_player1()->set_hand_size(0); });
  bad("player1.medals_to_win", [](S& s) { s.mutable_player1()->set_medals_to_win(99); });
  bad("player2", [](S& s) { s.clear_player2(); });
  bad("player2.side", [](S& s) { s.mutable_player2()->set_side(mpb::SIDE_AXIS); });
  bad("player2.hand_size", [](S& s) { s.mutable_player2()->set_hand_size(11); });
  bad("player2.medals_to_win", [](S& s) { s.mutable_player2()->set_medals_to_win(0); });
  bad("first_seat", [](S& s) { s.set_first_seat(2); });
  bad("hexes", [](S& s) {
    while (s.hexes_size() <= 113) *s.add_hexes()->mutable_hex() = At(0, 0);
  });
  bad("hexes[9].hex", [](S& s) { *s.add_hexes()->mutable_hex() = At(6, 2); });  // listed twice
  bad("hexes[0].hex.col", [](S& s) { *s.mutable_hexes(0)->mutable_hex() = At(3, 2); });

  bad("hexes[0].hex.row", [](S& s) { s.mutable_hexes(0)->mutable_hex()->set_row(9); });
  bad("hexes[0].terrain", [](S& s) { s.mutable_hexes(0)->set_terrain(static_cast<mpb::Terrain>(99)); });
  bad("hexes[1].bridge", [](S& s) { s.mutable_hexes(1)->set_bridge(true); });
  bad("hexes[6].railroad", [](S& s) { s.mutable_hexes(6)->set_bridge(false); });
  bad("hexes[0].obstacle", [](S& s) { s.mutable_hexes(0)->set_obstacle(static_cast<mpb::Obstacle>(9)); });
  bad("hexes[2].obstacle_side", [](S& s) { s.mutable_hexes(2)->set_obstacle_side(static_cast<mpb::Side>(7)); });
  bad("hexes[6].unit", [](S& s) {  // an infantry on the river once its bridge is gone
    s.mutable_hexes(6)->mutable_unit()->CopyFrom(s.hexes(0).unit());
    s.mutable_hexes(6)->set_bridge(false);
    s.mutable_hexes(6)->set_railroad(false);
  });
  bad("hexes[0].unit.side", [](S& s) { s.mutable_hexes(0)->mutable_unit()->set_side(static_cast<mpb::Side>(7)); });
  bad("hexes[0].unit.type", [](S& s) { s.mutable_hexes(0)->mutable_unit()->set_type(static_cast<mpb::UnitType>(9)); });
  bad("hexes[1].unit.badge", [](S& s) { s.mutable_hexes(1)->mutable_unit()->set_badge(mpb::BADGE_SPECIAL_FORCES); });
  bad("hexes[0].unit.figures", [](S& s) { s.mutable_hexes(0)->mutable_unit()->set_figures(5); });
  bad("objectives", [](S& s) {
    while (s.objectives_size() <= 20) s.add_objectives()->CopyFrom(s.objectives(0));
  });
  bad("objectives[0].hexes", [](S& s) { s.mutable_objectives(0)->clear_hexes(); });
  bad("objectives[0].hexes[0].col", [](S& s) { s.mutable_objectives(0)->mutable_hexes(0)->set_col(30); });
  bad("objectives[0].hexes[0].row", [](S& s) { s.mutable_objectives(0)->mutable_hexes(0)->set_row(-1); });
  bad("objectives[0].side", [](S& s) { s.mutable_objectives(0)->set_side(mpb::SIDE_UNSPECIFIED); });
  bad("objectives[0].hexes_needed", [](S& s) { s.mutable_objectives(0)->set_hexes_needed(2); });
  bad("objectives[0].check", [](S& s) { s.mutable_objectives(0)->set_check(static_cast<mpb::ObjectiveCheck>(9)); });
  bad("objectives[0].reward", [](S& s) { s.mutable_objectives(0)->set_reward(static_cast<mpb::ObjectiveReward>(9)); });
  bad("objectives[0].name", [](S& s) { s.mutable_objectives(0)->set_name(std::string(5000, 'x')); });
  bad("airdrops", [](S& s) {
    while (s.airdrops_size() <= 4) s.add_airdrops()->CopyFrom(s.airdrops(0));
  });
  bad("airdrops[0].side", [](S& s) { s.mutable_airdrops(0)->set_side(mpb::SIDE_UNSPECIFIED); });
  bad("airdrops[0].units", [](S& s) { s.mutable_airdrops(0)->set_units(0); });
  bad("airdrops[0].center", [](S& s) { s.mutable_airdrops(0)->clear_center(); });
  bad("airdrops[0].center.col", [](S& s) { s.mutable_airdrops(0)->mutable_center()->set_col(99); });
  bad("airdrops[0].center.row", [](S& s) { s.mutable_airdrops(0)->mutable_center()->set_row(99); });
  bad("airdrops[0].range", [](S& s) { s.mutable_airdrops(0)->set_range(9); });
  bad("airdrops[0].unit", [](S& s) { s.mutable_airdrops(0)->clear_unit(); });
  bad("airdrops[0].unit.side", [](S& s) { s.mutable_airdrops(0)->mutable_unit()->set_side(mpb::SIDE_AXIS); });
  bad("airdrops[0].unit.type", [](S& s) { s.mutable_airdrops(0)->mutable_unit()->set_type(static_cast<mpb::UnitType>(9)); });
  bad("airdrops[0].unit.badge", [](S& s) { s.mutable_airdrops(0)->mutable_unit()->set_badge(static_cast<mpb::Badge>(9)); });
  bad("airdrops[0].unit.figures", [](S& s) { s.mutable_airdrops(0)->mutable_unit()->set_figures(9); });
  bad("no_deck_reshuffle", [](S& s) { s.set_no_deck_reshuffle(false); s.set_deck_out_winner(mpb::SIDE_AXIS); });
  bad("deck_out_winner", [](S& s) { s.set_deck_out_winner(static_cast<mpb::Side>(7)); });
  bad("elimination_values[0].side", [](S& s) { s.mutable_elimination_values(0)->set_side(mpb::SIDE_UNSPECIFIED); });
  bad("elimination_values[0].type", [](S& s) { s.mutable_elimination_values(0)->set_type(mpb::UNIT_TYPE_UNSPECIFIED); });
  bad("elimination_values[0].medals", [](S& s) { s.mutable_elimination_values(0)->set_medals(11); });
  bad("elimination_values[1]", [](S& s) { s.add_elimination_values()->CopyFrom(s.elimination_values(0)); });
  bad("rules_not_implemented", [](S& s) {
    for (int i = 0; i < 51; ++i) s.add_rules_not_implemented("a rule");
  });
  bad("rules_not_implemented[0]", [](S& s) { s.add_rules_not_implemented(std::string(5000, 'x')); });
  bad("bridge_spans", [](S& s) {
    while (s.bridge_spans_size() <= 10) s.add_bridge_spans()->CopyFrom(s.bridge_spans(0));
  });
  bad("bridge_spans[0].hexes", [](S& s) { s.mutable_bridge_spans(0)->mutable_hexes()->RemoveLast(); });
  bad("bridge_spans[0].hexes[0].col", [](S& s) { s.mutable_bridge_spans(0)->mutable_hexes(0)->set_col(30); });
  bad("bridge_spans[0].hexes[0].row", [](S& s) { s.mutable_bridge_spans(0)->mutable_hexes(0)->set_row(-1); });
  bad("bridge_spans[0].name", [](S& s) { s.mutable_bridge_spans(0)->set_name(std::string(5000, 'x')); });
  bad("recon_air_power", [](S& s) {
    while (s.recon_air_power_size() <= 2) s.add_recon_air_power()->CopyFrom(s.recon_air_power(0));
  });
  bad("recon_air_power[0].side", [](S& s) { s.mutable_recon_air_power(0)->set_side(static_cast<mpb::Side>(7)); });
  bad("recon_air_power[0].hexes", [](S& s) { s.mutable_recon_air_power(0)->clear_hexes(); });
  bad("recon_air_power[0].hexes[0].col", [](S& s) { s.mutable_recon_air_power(0)->mutable_hexes(0)->set_col(30); });
  bad("recon_air_power[0].hexes[0].row", [](S& s) { s.mutable_recon_air_power(0)->mutable_hexes(0)->set_row(-1); });
  bad("recon_air_power[0].name", [](S& s) { s.mutable_recon_air_power(0)->set_name(std::string(5000, 'x')); });
  return out;
}

ConformanceProfile Memoir44Profile() {
  ConformanceProfile p;
  p.progress_policy = Memoir44Progress;
  // A progress game is a few hundred decisions; EXTERNAL adds every draw and roll as a step.
  p.uniform_step_cap = 600;
  p.progress_step_cap = 6000;
  p.playouts = 2000;
  p.option_sets = {
      {},
      {{"scenario", "sainte_mere_eglise"}, {"air_power_group", "chain"}},
      {{"scenario", "sword_beach"}, {"close_assault_bonus_on_overrun", "true"},
       {"ambush_as_turn_card", "true"}},
      {{"scenario", "pegasus_bridge"}, {"ambush_prompt", "only_if_held"},
       {"artillery_needs_los", "true"}, {"los_vertex_blocks", "false"}},
      {{"hill_los", "elevated"}, {"hedgerow_exit", "free"}, {"sandbags_persist", "true"}},
      {{"deck_reshuffle", "off"}, {"deck_out_rule", "draw"}},
      {{"deck_reshuffle", "on"}},
  };
  p.good_content.PackFrom(GoodScenario());
  p.bad_contents = BadScenarios();
  return p;
}

const ProfileRegistration kMemoir44("memoir44", Memoir44Profile);

}  // namespace
}  // namespace arbiter::conformance
