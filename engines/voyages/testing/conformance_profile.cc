// Conformance profile of Voyages (engines/voyages): a progress policy that steers each seat to
// the three stars of the built-in map tw_test (V17: Crown, the Dread, column 0 of the duties),
// step caps, the seat counts and option sets to cover (every option value), and for the
// supplied content (a MapPack, V14) a valid map and a wrong value of every field.
//
// The round cap. Only stars end a game of two or more seats (V10), so random play need not
// end: uniform playouts stop at uniform_step_cap (300 steps, about 20 rounds of 3 seats), the
// cap of their own that V10 asks for; the engine itself never ends a game early. Progress
// playouts must finish: the policy below gets a seat 3 stars within a few dozen rounds, and
// the solo game ends after round 16 anyway.
//
// Progress policy, for the deciding seat: every listed action is applied (Game::Apply) and the
// seat's resulting sheet valued: 1000 per star; 5000 once the Dread is defeated, until then
// 1200 per ready sailor up to 3 (its cost; tw_test never readies an exhausted sailor); 20 per
// mark in duty column 0; minus 10 per hex to the next target (Crown, then the Dread); a
// random tie-break below one hex, so playouts differ (never a uniformly random move: one
// SAIL that spends the sailors the Dread needs can make 3 stars unreachable on tw_test).
#include <string>
#include <vector>

#include "arbiter/games/voyages/v1/voyages.pb.h"
#include "engines/core/content.h"
#include "engines/core/rng.h"
#include "engines/voyages/content.inc"
#include "tests/conformance/profile.h"

namespace arbiter::conformance {
namespace {

namespace vpb = ::arbiter::games::voyages::v1;

int Hex(const vpb::Coord& a, int q, int r) {
  const int dq = a.q() - q, dr = a.r() - r;
  return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
}

int Value(const vpb::Sheet& me) {
  const int ready = me.ready_regular() + me.ready_heroic();
  int v = 1000 * me.stars() + ready;
  v += me.dread_defeated() ? 5000 : 1200 * std::min(ready, 3);
  for (int c : me.marked()) v += (c == 0 || c == 3) ? 20 : 0;
  bool crown = false;
  for (const std::string& i : me.visited_islands()) crown |= i == "crown";
  if (!crown) {
    v -= 10 * Hex(me.ship(), 5, 0);
  } else if (!me.dread_defeated()) {
    v -= 10 * Hex(me.ship(), 6, 4);
  }
  return v;
}

size_t VoyagesProgress(const PolicyInput& in) {
  Rng rng(in.seed);
  if (in.legal.size() <= 1) return 0;
  size_t best = 0;
  int64_t best_value = INT64_MIN;
  for (size_t i = 0; i < in.legal.size(); ++i) {
    absl::StatusOr<ApplyResult> r = in.game.Apply(in.state, in.actor, in.legal[i]);
    if (!r.ok() || !r->legal) continue;
    vpb::State next;
    if (!r->state.payload().UnpackTo(&next) || in.actor >= next.sheets_size()) continue;
    // Noise below one hex of distance, so playouts differ without wasting sailors.
    const int64_t v = int64_t{Value(next.sheets(in.actor))} * 16 +
                      static_cast<int64_t>(rng.Uniform(64));
    if (v > best_value) {
      best_value = v;
      best = i;
    }
  }
  return best;
}

google::protobuf::Any Packed(const vpb::MapPack& p) {
  google::protobuf::Any a;
  a.PackFrom(p);
  return a;
}

// tw_test as a supplied map, with a star threshold (so every field is present).
vpb::MapPack GoodMap() {
  vpb::MapPack p;
  ParseContentFile(voyages::kBuiltInContent[0].name, voyages::kBuiltInContent[0].text, &p)
      .IgnoreError();
  p.set_id("conformance_map");
  vpb::StarThreshold* t = p.add_star_thresholds();
  t->set_counter("regions_explored");
  t->set_at(3);
  t->set_stars(1);
  return p;
}

int SpaceIndex(const vpb::MapPack& m, int q, int r) {
  for (int i = 0; i < m.spaces_size(); ++i) {
    if (m.spaces(i).q() == q && m.spaces(i).r() == r) return i;
  }
  return 0;
}

std::vector<BadContent> BadMaps(const vpb::MapPack& good) {
  std::vector<BadContent> out;
  auto add = [&](const std::string& field, auto mutate) {
    vpb::MapPack p = good;
    mutate(&p);
    out.push_back({field, Packed(p)});
  };
  const int settlement = SpaceIndex(good, 2, 0), dread = SpaceIndex(good, 6, 4),
            palm = SpaceIndex(good, 3, 2);
  const std::string s = "spaces[" + std::to_string(settlement) + "]";
  const std::string d = "spaces[" + std::to_string(dread) + "]";
  add("id", [](vpb::MapPack* p) { p->set_id(""); });
  add("version", [](vpb::MapPack* p) { p->set_version(""); });
  add("invented", [](vpb::MapPack* p) { p->set_invented(false); p->clear_source(); });
  add("source", [](vpb::MapPack* p) { p->set_source(std::string(600, 's')); });
  add("windrose[1]", [](vpb::MapPack* p) { p->set_windrose(1, "NW"); });
  add("spaces", [](vpb::MapPack* p) { p->clear_spaces(); });
  add("spaces[1].q", [](vpb::MapPack* p) { p->mutable_spaces(1)->set_q(0); });
  add("spaces[0].r", [](vpb::MapPack* p) { p->mutable_spaces(0)->set_r(5000); });
  add("spaces[0].kind", [](vpb::MapPack* p) { p->mutable_spaces(0)->set_kind("lava"); });
  add("spaces[0].region", [](vpb::MapPack* p) { p->mutable_spaces(0)->set_region("north"); });
  add("spaces[" + std::to_string(palm) + "].island",
      [palm](vpb::MapPack* p) { p->mutable_spaces(palm)->set_island("atlantis"); });
  add(s + ".effects", [settlement](vpb::MapPack* p) {
    for (int k = 0; k < 17; ++k) p->mutable_spaces(settlement)->add_effects()->set_kind("gain_gold");
  });
  auto eff = [&](const std::string& at, int space, int k, const std::string& field, auto f) {
    add(at + ".effects[" + std::to_string(k) + "]." + field,
        [space, k, f](vpb::MapPack* p) { f(p->mutable_spaces(space)->mutable_effects(k)); });
  };
  eff(s, settlement, 0, "kind", [](vpb::Effect* e) { e->set_kind("teleport"); });
  eff(s, settlement, 0, "n", [](vpb::Effect* e) { e->set_n(0); });
  eff(s, settlement, 0, "type", [](vpb::Effect* e) { e->set_type("spice"); });
  eff(s, settlement, 1, "prices", [](vpb::Effect* e) { e->clear_prices(); });
  eff(s, settlement, 1, "prices[0].type", [](vpb::Effect* e) { e->mutable_prices(0)->set_type("tea"); });
  eff(s, settlement, 1, "prices[0].gold", [](vpb::Effect* e) { e->mutable_prices(0)->set_gold(-1); });
  eff(d, dread, 0, "repeatable", [](vpb::Effect* e) { e->set_repeatable(true); });
  eff(s, settlement, 0, "cost", [](vpb::Effect* e) { e->mutable_cost()->set_kind("exhaust_ready"); });
  eff(d, dread, 0, "cost.kind", [](vpb::Effect* e) { e->mutable_cost()->set_kind("bribe"); });
  eff(d, dread, 0, "cost.n", [](vpb::Effect* e) { e->mutable_cost()->set_n(0); });
  eff(d, dread, 0, "cost.type", [](vpb::Effect* e) { e->mutable_cost()->set_type("spice"); });
  eff(s, settlement, 0, "reward", [](vpb::Effect* e) { e->add_reward()->set_kind("gain_star"); });
  eff(d, dread, 0, "reward[0].kind", [](vpb::Effect* e) { e->mutable_reward(0)->set_kind("sell"); });
  eff(d, dread, 0, "reward[0].n", [](vpb::Effect* e) { e->mutable_reward(0)->set_n(0); });
  eff(d, dread, 0, "reward[0].type", [](vpb::Effect* e) { e->mutable_reward(0)->set_type("spice"); });
  add("islands", [](vpb::MapPack* p) {
    for (int k = 0; k < 65; ++k) *p->add_islands() = p->islands(0);
  });
  add("islands[1].id", [](vpb::MapPack* p) { p->mutable_islands(1)->set_id("palm"); });
  add("islands[0].name", [](vpb::MapPack* p) { p->mutable_islands(0)->clear_name(); });
  add("islands[0].gold", [](vpb::MapPack* p) { p->mutable_islands(0)->set_gold(-1); });
  add("regions[1]", [](vpb::MapPack* p) { p->set_regions(1, "west"); });
  add("ocean_table", [](vpb::MapPack* p) { p->mutable_ocean_table()->RemoveLast(); });
  add("start", [](vpb::MapPack* p) { p->mutable_start()->set_q(3); });
  add("start.q", [](vpb::MapPack* p) { p->mutable_start()->set_q(3000); });
  add("start.r", [](vpb::MapPack* p) { p->mutable_start()->set_r(-3000); });
  add("sailors", [](vpb::MapPack* p) { p->clear_sailors(); });
  add("sailors.start_ready", [](vpb::MapPack* p) { p->mutable_sailors()->set_start_ready(10); });
  add("sailors.capacity", [](vpb::MapPack* p) { p->mutable_sailors()->set_capacity(0); });
  add("cargo", [](vpb::MapPack* p) {
    for (int k = 0; k < 8; ++k) p->add_cargo()->set_type("extra" + std::to_string(k));
  });
  add("cargo[0].type", [](vpb::MapPack* p) { p->mutable_cargo(0)->set_type("Spice!"); });
  add("cargo[0].capacity", [](vpb::MapPack* p) { p->mutable_cargo(0)->set_capacity(0); });
  add("cargo[0].unsold_value", [](vpb::MapPack* p) { p->mutable_cargo(0)->set_unsold_value(-1); });
  add("duties", [](vpb::MapPack* p) { p->clear_duties(); });
  add("duties.rows", [](vpb::MapPack* p) { p->mutable_duties()->clear_rows(); });
  add("duties.rows[1].cells[2]",
      [](vpb::MapPack* p) { p->mutable_duties()->mutable_rows(1)->set_cells(2, 7); });
  for (const char* line : {"row_rewards", "col_rewards"}) {
    const bool row = std::string(line) == "row_rewards";
    auto list = [row](vpb::MapPack* p) {
      return row ? p->mutable_duties()->mutable_row_rewards()
                 : p->mutable_duties()->mutable_col_rewards();
    };
    const std::string at = std::string("duties.") + line;
    add(at, [list](vpb::MapPack* p) { list(p)->RemoveLast(); });
    add(at + "[0].effects", [list](vpb::MapPack* p) {
      for (int k = 0; k < 17; ++k) *list(p)->Mutable(0)->add_effects() = list(p)->Get(0).effects(0);
    });
    add(at + "[0].effects[0].kind", [list](vpb::MapPack* p) {
      list(p)->Mutable(0)->mutable_effects(0)->set_kind("dread");
    });
    add(at + "[0].effects[0].n", [list](vpb::MapPack* p) {
      list(p)->Mutable(0)->mutable_effects(0)->set_n(0);
    });
    add(at + "[1].effects[0].type", [list](vpb::MapPack* p) {
      list(p)->Mutable(1)->mutable_effects(0)->set_type("silk");
    });
  }
  add("star_thresholds", [](vpb::MapPack* p) {
    for (int k = 0; k < 33; ++k) *p->add_star_thresholds() = p->star_thresholds(0);
  });
  add("star_thresholds[0].counter",
      [](vpb::MapPack* p) { p->mutable_star_thresholds(0)->set_counter("fish"); });
  add("star_thresholds[0].at", [](vpb::MapPack* p) { p->mutable_star_thresholds(0)->set_at(0); });
  add("star_thresholds[0].stars",
      [](vpb::MapPack* p) { p->mutable_star_thresholds(0)->set_stars(11); });
  return out;
}

ConformanceProfile VoyagesProfile() {
  ConformanceProfile p;
  p.progress_policy = VoyagesProgress;
  p.uniform_step_cap = 300;    // the round cap of random play (V10): about 20 rounds of 3 seats
  p.progress_step_cap = 3000;  // progress games end by stars, or after round 16 solo
  // Every SAIL lists one action per distinct outcome (a few hundred) and the progress policy
  // applies each, so a playout costs more than most games'; 144 playouts cover each of the 48
  // combinations of policy, randomness, seat count and options 3 times (about 30 s of one
  // core in a RelWithDebInfo build).
  p.playouts = 144;
  p.seat_counts = {1, 2, 4};
  p.option_sets = {
      {},
      {{"stack_sailors", "false"}},
      {{"ocean_scoring", "cumulative"}},
      {{"stack_sailors", "true"}, {"ocean_scoring", "table"}},
  };
  const vpb::MapPack good = GoodMap();
  p.good_content = Packed(good);
  p.bad_contents = BadMaps(good);
  return p;
}

const ProfileRegistration kVoyages("voyages", VoyagesProfile);

}  // namespace
}  // namespace arbiter::conformance
