// Whole games through the boundary (memoir44.h): GameInfo (rules version, options R1-R14 with
// the scenario values, violations), then seeded and external random playouts on every built-in
// scenario: every listed action is accepted, every state passes Check, the deciding seat and
// only it has actions, chance acts exactly when TurnStatus says so.
#include <map>
#include <string>
#include <vector>

#include "engines/core/envelope.h"
#include "engines/core/rng.h"
#include "engines/memoir44/memoir44.h"
#include "engines/memoir44/scenario.h"
#include "engines/memoir44/state.h"
#include "gtest/gtest.h"

namespace arbiter::memoir44 {
namespace {

const Memoir44& TheGame() {
  static const Memoir44* const game = new Memoir44();
  return *game;
}

template <typename Msg>
google::protobuf::Any Packed(const Msg& m) {
  google::protobuf::Any any;
  PackInto(m, &any);
  return any;
}

TEST(Memoir44Boundary, GameInfoListsEveryRulingAndScenario) {
  const v1::GameInfo& info = TheGame().Info();
  EXPECT_EQ(info.game_id(), "memoir44");
  EXPECT_EQ(info.rules_version(), "memoir44/2004.2");
  EXPECT_EQ(info.min_seats(), 2);
  EXPECT_EQ(info.max_seats(), 2);
  std::vector<std::string> names;
  for (const auto& o : info.options()) names.push_back(o.name());
  const std::vector<std::string> expected = {"scenario",
                                             "air_power_group",
                                             "close_assault_bonus_on_overrun",
                                             "ambush_as_turn_card",
                                             "ambush_prompt",
                                             "artillery_needs_los",
                                             "los_vertex_blocks",
                                             "hill_los",
                                             "hedgerow_exit",
                                             "sandbags_persist",
                                             "deck_reshuffle",
                                             "deck_out_rule"};
  EXPECT_EQ(names, expected);
  const auto& scenario = info.options(0);
  EXPECT_EQ(scenario.default_value(), "pegasus_bridge");
  EXPECT_EQ(scenario.allowed_values_size(), static_cast<int>(BuiltInScenarioNames().size()));
  EXPECT_EQ(info.options(6).default_value(), "true");       // R8
  EXPECT_EQ(info.options(10).default_value(), "scenario");  // R12
  EXPECT_EQ(info.options(11).allowed_values_size(), 2);     // R14
  EXPECT_EQ(info.content_type(), "arbiter.games.memoir44.v1.Scenario");
  EXPECT_TRUE(info.accepts_supplied_content());
  bool has_turn_code = false, has_shared = false;
  for (const auto& v : info.violations()) {
    has_turn_code = has_turn_code || v.code() == "MEMOIR44_PATH_PAST_STOP";
    has_shared = has_shared || v.code() == "ARBITER_NOT_YOUR_TURN";
  }
  EXPECT_TRUE(has_turn_code);
  EXPECT_TRUE(has_shared);
}

struct Stats {
  int steps = 0;
  int battles = 0;  // BattleDeclared events
  bool finished = false;
};

int Battles(const std::vector<v1::Event>& events) {
  int n = 0;
  for (const v1::Event& e : events) {
    pb::Event d;
    if (e.detail().UnpackTo(&d) && d.has_battle_declared()) ++n;
  }
  return n;
}

// A random playout of `scenario`: `limit` decisions at most.
Stats Playout(const std::string& scenario, bool external, uint64_t seed, int limit,
              const std::map<std::string, std::string>& options = {}) {
  v1::GameSetup setup;
  for (const auto& [k, v] : options) (*setup.mutable_options())[k] = v;
  setup.set_game_id("memoir44");
  setup.set_seat_count(2);
  (*setup.mutable_options())["scenario"] = scenario;
  setup.mutable_randomness()->set_mode(external ? v1::RANDOMNESS_MODE_EXTERNAL
                                                : v1::RANDOMNESS_MODE_SEEDED);
  setup.mutable_randomness()->set_seed(seed);
  Stats stats;
  absl::StatusOr<NewGameResult> g = TheGame().NewGame(setup);
  EXPECT_TRUE(g.ok()) << scenario << ": " << g.status();
  if (!g.ok()) return stats;
  v1::GameState state = g->state;
  v1::TurnStatus turn = g->turn;
  Rng rng(seed * 7919 + 3);
  for (; stats.steps < limit; ++stats.steps) {
    EXPECT_TRUE(TheGame().Check(state).ok()) << scenario << " step " << stats.steps;
    if (turn.outcome().status() == v1::OUTCOME_STATUS_FINISHED) {
      stats.finished = true;
      EXPECT_EQ(turn.outcome().results_size(), 2);
      for (int seat : {0, 1}) {
        absl::StatusOr<std::vector<google::protobuf::Any>> none =
            TheGame().LegalActions(state, seat);
        EXPECT_TRUE(none.ok() && none->empty());
      }
      return stats;
    }
    // Only the deciding seat (or chance) has actions.
    const int actor = turn.chance_pending() ? kChance : turn.acting_seats(0);
    for (int other : {0, 1, kChance}) {
      if (other == actor) continue;
      absl::StatusOr<std::vector<google::protobuf::Any>> none =
          TheGame().LegalActions(state, other);
      EXPECT_TRUE(none.ok() && none->empty()) << scenario << " step " << stats.steps;
    }
    absl::StatusOr<std::vector<google::protobuf::Any>> legal = TheGame().LegalActions(state, actor);
    EXPECT_TRUE(legal.ok()) << legal.status();
    if (!legal.ok()) return stats;
    google::protobuf::Any chosen;
    if (legal->empty()) {
      // Only a roll of more dice than are listed has no listed outcome.
      EXPECT_TRUE(turn.chance_pending() && turn.decision() == "chance_roll")
          << scenario << " step " << stats.steps << ": no action for " << actor << " ("
          << turn.decision() << ")";
      if (!turn.chance_pending()) return stats;
      pb::State p;
      state.payload().UnpackTo(&p);
      pb::Action a;
      for (int i = 0; i < p.chance_dice(); ++i) {
        a.mutable_chance()->add_dice(static_cast<pb::DieFace>(1 + rng.Uniform(5)));
      }
      chosen = Packed(a);
    } else {
      chosen = (*legal)[rng.Uniform(legal->size())];
    }
    absl::StatusOr<ApplyResult> r = TheGame().Apply(state, actor, chosen);
    EXPECT_TRUE(r.ok()) << r.status();
    if (!r.ok()) return stats;
    EXPECT_TRUE(r->legal) << scenario << " step " << stats.steps << ": "
                          << r->violation.ShortDebugString();
    if (!r->legal) return stats;
    stats.battles += Battles(r->events);
    state = r->state;
    turn = r->turn;
  }
  return stats;
}

TEST(Memoir44Playout, SeededGamesOnEveryScenario) {
  for (const std::string& name : BuiltInScenarioNames()) {
    for (uint64_t seed : {1u, 2u}) {
      const Stats st = Playout(name, /*external=*/false, seed, 3000);
      EXPECT_GT(st.steps, 20) << name;
      // The combat rules are linked: battles happen and every game reaches its end.
      EXPECT_GT(st.battles, 0) << name << " seed " << seed;
      EXPECT_TRUE(st.finished) << name << " seed " << seed;
    }
  }
}

TEST(Memoir44Playout, ExternalGamesOnEveryScenario) {
  for (const std::string& name : BuiltInScenarioNames()) {
    const Stats st = Playout(name, /*external=*/true, 5, 600);
    EXPECT_GT(st.steps, 20) << name;
  }
}

TEST(Memoir44Playout, NoReshuffleEndsTheGameAtDeckOut) {
  // R12 off (Vassieux-like): with no battles possible (the stand-ins) the pile runs out and
  // R14 ends the game; with the combat rules the medals may end it first.
  for (uint64_t seed : {9u, 10u}) {
    const Stats st = Playout("pegasus_bridge", false, seed, 5000, {{"deck_reshuffle", "off"}});
    EXPECT_TRUE(st.finished) << seed;
  }
}

}  // namespace
}  // namespace arbiter::memoir44
