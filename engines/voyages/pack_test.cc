// V14: the map pack's validation, every rejection naming the space and field (INVALID_ARGUMENT,
// field path), at BuildPack and at NewGame; V17: the built-in tw_test map.
#include <functional>

#include "absl/strings/match.h"
#include "engines/core/envelope.h"
#include "engines/voyages/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace voyages {
namespace {

using testing::TwTestMessage;

pb::Space* SpaceAt(pb::MapPack* m, int q, int r) {
  for (pb::Space& s : *m->mutable_spaces()) {
    if (s.q() == q && s.r() == r) return &s;
  }
  return nullptr;
}

int IndexOf(const pb::MapPack& m, int q, int r) {
  for (int i = 0; i < m.spaces_size(); ++i) {
    if (m.spaces(i).q() == q && m.spaces(i).r() == r) return i;
  }
  return -1;
}

// V17: the built-in map is tw_test as the rules file gives it.
TEST(Pack, V17_TwTest) {
  const Pack& p = testing::TwTest();
  EXPECT_EQ(p.spaces.size(), 35u);
  EXPECT_EQ(p.spaces[p.start].q, 0);
  EXPECT_EQ(p.spaces[p.start].r, 2);
  EXPECT_EQ(p.islands.size(), 2u);
  EXPECT_EQ(p.islands[0].gold, 4);
  EXPECT_EQ(p.islands[1].gold, 6);
  EXPECT_EQ(p.ocean_table, (std::vector<int>{1, 4, 9}));
  EXPECT_EQ(p.capacity, 9);
  EXPECT_EQ(p.start_ready, 6);
  EXPECT_EQ(p.cargo[0].capacity, 3);
  EXPECT_EQ(p.cargo[0].unsold_value, 1);
  EXPECT_EQ(p.cells, (std::vector<int>{1, 2, 3, 4, 5, 6}));
  EXPECT_EQ(p.spaces[testing::At(4, 1)].kind, SpaceKind::kBlocked);
  EXPECT_EQ(p.spaces[testing::At(6, 4)].kind, SpaceKind::kDread);
  EXPECT_EQ(p.spaces[testing::At(0, 0)].region, 0);
  EXPECT_EQ(p.spaces[testing::At(3, 0)].region, 1);
  EXPECT_EQ(p.spaces[testing::At(6, 0)].region, 2);
  EXPECT_EQ(p.spaces[testing::At(3, 2)].region, -1);
  EXPECT_TRUE(p.spaces[testing::At(2, 0)].sells);
}

struct Reject {
  std::string field;  // after "f."
  std::function<void(pb::MapPack*)> mutate;
};

// V14: every rejection of the rules file, and the fields' own ranges, naming the field.
TEST(Pack, V14_Rejections) {
  const pb::MapPack good = TwTestMessage();
  const int palm = IndexOf(good, 3, 2), settlement = IndexOf(good, 2, 0),
            dread = IndexOf(good, 6, 4), spice = IndexOf(good, 1, 4);
  const std::string sp = "spaces[";
  std::vector<Reject> cases = {
      {"id", [](pb::MapPack* m) { m->set_id("Bad Id"); }},
      {"version", [](pb::MapPack* m) { m->clear_version(); }},
      {"invented", [](pb::MapPack* m) { m->set_invented(false); m->clear_source(); }},
      {"source", [](pb::MapPack* m) { m->set_source(std::string(600, 's')); }},
      // a windrose that is not a permutation of the six directions
      {"windrose[1]", [](pb::MapPack* m) { m->set_windrose(1, "NW"); }},
      {"windrose[0]", [](pb::MapPack* m) { m->set_windrose(0, "N"); }},
      {"windrose", [](pb::MapPack* m) { m->mutable_windrose()->RemoveLast(); }},
      // duplicate coordinates
      {"spaces[1].q", [](pb::MapPack* m) { m->mutable_spaces(1)->set_q(0); }},
      {"spaces[0].r", [](pb::MapPack* m) { m->mutable_spaces(0)->set_r(5000); }},
      {"spaces[0].kind", [](pb::MapPack* m) { m->mutable_spaces(0)->set_kind("lava"); }},
      // more than one Dread space
      {"spaces[34].kind",
       [](pb::MapPack* m) { m->mutable_spaces(33)->set_kind("dread"); m->mutable_spaces(33)->clear_region(); }},
      {"spaces[0].region", [](pb::MapPack* m) { m->mutable_spaces(0)->set_region("north"); }},
      // island spaces of unknown islands
      {absl::StrCat(sp, palm, "].island"),
       [palm](pb::MapPack* m) { m->mutable_spaces(palm)->set_island("atlantis"); }},
      {"islands[1].id", [](pb::MapPack* m) { m->mutable_islands(1)->set_id("palm"); }},
      {"islands[0].name", [](pb::MapPack* m) { m->mutable_islands(0)->clear_name(); }},
      {"islands[0].gold", [](pb::MapPack* m) { m->mutable_islands(0)->set_gold(-1); }},
      {"regions[1]", [](pb::MapPack* m) { m->set_regions(1, "west"); }},
      // an ocean_table shorter than the regions
      {"ocean_table", [](pb::MapPack* m) { m->mutable_ocean_table()->RemoveLast(); }},
      {"ocean_table[0]", [](pb::MapPack* m) { m->set_ocean_table(0, -3); }},
      // a start that is not water
      {"start", [](pb::MapPack* m) { m->mutable_start()->set_q(3); }},
      {"start.q", [](pb::MapPack* m) { m->mutable_start()->set_q(3000); }},
      {"start.r", [](pb::MapPack* m) { m->mutable_start()->set_r(-3000); }},
      {"start", [](pb::MapPack* m) { m->mutable_start()->set_r(9); }},
      {"sailors", [](pb::MapPack* m) { m->clear_sailors(); }},
      {"duties", [](pb::MapPack* m) { m->clear_duties(); }},
      {"sailors.capacity", [](pb::MapPack* m) { m->mutable_sailors()->set_capacity(0); }},
      {"sailors.start_ready", [](pb::MapPack* m) { m->mutable_sailors()->set_start_ready(10); }},
      {"cargo[0].type", [](pb::MapPack* m) { m->mutable_cargo(0)->set_type("Spice!"); }},
      {"cargo[0].capacity", [](pb::MapPack* m) { m->mutable_cargo(0)->set_capacity(0); }},
      {"cargo[0].unsold_value", [](pb::MapPack* m) { m->mutable_cargo(0)->set_unsold_value(-1); }},
      // duty values outside 1-6
      {"duties.rows[1].cells[2]", [](pb::MapPack* m) { m->mutable_duties()->mutable_rows(1)->set_cells(2, 7); }},
      {"duties.rows[1].cells", [](pb::MapPack* m) { m->mutable_duties()->mutable_rows(1)->add_cells(1); }},
      {"duties.rows", [](pb::MapPack* m) { m->mutable_duties()->clear_rows(); }},
      // reward lists whose count does not match the grid
      {"duties.row_rewards", [](pb::MapPack* m) { m->mutable_duties()->mutable_row_rewards()->RemoveLast(); }},
      {"duties.col_rewards", [](pb::MapPack* m) { m->mutable_duties()->add_col_rewards(); }},
      {"duties.col_rewards[1].effects[0].type",
       [](pb::MapPack* m) { m->mutable_duties()->mutable_col_rewards(1)->mutable_effects(0)->set_type("silk"); }},
      // unknown counter
      {"star_thresholds[0].counter", [](pb::MapPack* m) { m->add_star_thresholds()->set_counter("fish"); }},
      {"star_thresholds[0].at",
       [](pb::MapPack* m) { auto* t = m->add_star_thresholds(); t->set_counter("sailors"); t->set_stars(1); }},
      {"star_thresholds[0].stars",
       [](pb::MapPack* m) { auto* t = m->add_star_thresholds(); t->set_counter("sailors"); t->set_at(3); }},
  };
  // Fields of effects on the spaces: unknown effect, cost, cargo type; arguments out of range.
  auto eff = [&](int space, int k, const char* field, std::function<void(pb::Effect*)> f) {
    cases.push_back({absl::StrCat("spaces[", space, "].effects[", k, "].", field),
                     [space, k, f](pb::MapPack* m) { f(m->mutable_spaces(space)->mutable_effects(k)); }});
  };
  eff(settlement, 0, "kind", [](pb::Effect* e) { e->set_kind("teleport"); });
  eff(settlement, 0, "n", [](pb::Effect* e) { e->set_n(0); });
  eff(settlement, 1, "prices[0].type", [](pb::Effect* e) { e->mutable_prices(0)->set_type("tea"); });
  eff(settlement, 1, "prices[0].gold", [](pb::Effect* e) { e->mutable_prices(0)->set_gold(-5); });
  eff(settlement, 1, "prices", [](pb::Effect* e) { e->clear_prices(); });
  eff(spice, 0, "type", [](pb::Effect* e) { e->set_type("tea"); });
  eff(dread, 0, "cost.kind", [](pb::Effect* e) { e->mutable_cost()->set_kind("bribe"); });
  eff(dread, 0, "cost.n", [](pb::Effect* e) { e->mutable_cost()->set_n(0); });
  eff(dread, 0, "cost.type", [](pb::Effect* e) { e->mutable_cost()->set_type("spice"); });
  eff(dread, 0, "repeatable", [](pb::Effect* e) { e->set_repeatable(true); });
  eff(dread, 0, "reward[0].kind", [](pb::Effect* e) {
    e->mutable_reward(0)->set_kind("dread");
    e->mutable_reward(0)->clear_n();
  });
  eff(spice, 0, "reward", [](pb::Effect* e) { e->add_reward()->set_kind("gain_star"); });
  eff(dread, 0, "reward[0].n", [](pb::Effect* e) { e->mutable_reward(0)->set_n(65); });
  eff(dread, 0, "reward[0].type", [](pb::Effect* e) { e->mutable_reward(0)->set_type("spice"); });
  eff(spice, 0, "cost", [](pb::Effect* e) { e->mutable_cost()->set_kind("exhaust_ready"); });
  for (const Reject& c : cases) {
    pb::MapPack m = good;
    c.mutate(&m);
    absl::StatusOr<std::shared_ptr<const Pack>> p = BuildPack(m, "f");
    ASSERT_FALSE(p.ok()) << c.field;
    EXPECT_EQ(p.status().code(), absl::StatusCode::kInvalidArgument);
    EXPECT_TRUE(absl::StartsWith(p.status().message(), absl::StrCat("f.", c.field, ":")))
        << c.field << " -> " << p.status();
  }
}

// V14: islands without spaces are refused; zero Dread spaces are allowed.
TEST(Pack, V14_IslandWithoutSpacesAndNoDread) {
  pb::MapPack m = TwTestMessage();
  pb::Island* i = m.add_islands();
  i->set_id("ghost");
  i->set_name("Ghost");
  absl::StatusOr<std::shared_ptr<const Pack>> p = BuildPack(m, "f");
  ASSERT_FALSE(p.ok());
  EXPECT_TRUE(absl::StartsWith(p.status().message(), "f.islands[2].id:")) << p.status();
  pb::MapPack none = TwTestMessage();
  pb::Space* d = SpaceAt(&none, 6, 4);
  d->set_kind("water");
  d->clear_effects();
  EXPECT_TRUE(BuildPack(none, "f").ok());
}

// V14: a supplied map at NewGame is used, and a bad one refused naming
// setup.content.supplied.<field>.
TEST(Pack, V14_SuppliedAtNewGame) {
  pb::MapPack m = TwTestMessage();
  m.set_id("platform_map");
  m.mutable_start()->set_q(1);
  v1::GameSetup setup = testing::NewSetup(2, 3);
  PackInto(m, setup.mutable_content()->mutable_supplied());
  absl::StatusOr<NewGameResult> g = testing::Engine().NewGame(setup);
  ASSERT_TRUE(g.ok()) << g.status();
  pb::State p;
  ASSERT_TRUE(g->state.payload().UnpackTo(&p));
  EXPECT_EQ(p.sheets(0).ship().q(), 1);
  EXPECT_TRUE(testing::Engine().Check(g->state).ok());
  m.mutable_spaces(5)->set_kind("lava");
  PackInto(m, setup.mutable_content()->mutable_supplied());
  g = testing::Engine().NewGame(setup);
  ASSERT_FALSE(g.ok());
  EXPECT_TRUE(absl::StartsWith(g.status().message(), "setup.content.supplied.spaces[5].kind:"))
      << g.status();
}

// N4 (a limit, not a rule; hostile pack): ListLegalActions lists one SELL per choice of
// counts, so a market's choices, the product of (capacity + 1) over the types it buys, are at
// most 4096. A market buying 8 types of capacity 64 (65^8 choices, a listing that never ends)
// is refused at the sell's prices; 16^3 = 4096 is accepted, 17^3 refused.
TEST(Pack, N4_MarketChoicesBounded) {
  auto market = [](int types, int capacity) {
    pb::MapPack m = TwTestMessage();
    m.clear_cargo();
    pb::Effect* sell = nullptr;
    for (pb::Space& sp : *m.mutable_spaces()) {
      if (sp.q() == 2 && sp.r() == 0) sell = sp.mutable_effects(1);
      if (sp.q() == 1 && sp.r() == 4) sp.clear_effects();
    }
    sell->clear_prices();
    for (int t = 0; t < types; ++t) {
      pb::Cargo* c = m.add_cargo();
      c->set_type(absl::StrCat("c", t));
      c->set_capacity(capacity);
      c->set_unsold_value(1);
      pb::Price* price = sell->add_prices();
      price->set_type(absl::StrCat("c", t));
      price->set_gold(1);
    }
    // The column 1 reward names spice, which these maps do not have.
    m.mutable_duties()->mutable_col_rewards(1)->mutable_effects(0)->set_type("c0");
    return m;
  };
  const int settlement = IndexOf(TwTestMessage(), 2, 0);
  absl::StatusOr<std::shared_ptr<const Pack>> p = BuildPack(market(8, 64), "f");
  ASSERT_FALSE(p.ok());
  EXPECT_TRUE(absl::StartsWith(p.status().message(),
                               absl::StrCat("f.spaces[", settlement, "].effects[1].prices:")))
      << p.status();
  EXPECT_TRUE(BuildPack(market(3, 15), "f").ok());
  EXPECT_FALSE(BuildPack(market(3, 16), "f").ok());
}

}  // namespace
}  // namespace voyages
}  // namespace arbiter
