// Whole games: random seeded and external playouts for 2-5 players end with every seat ranked;
// every state passes Check; every listed action is accepted (sampled); a player's view is
// unchanged by resampling what the player cannot know (T14).
#include "engines/core/envelope.h"
#include "engines/core/rng.h"
#include "engines/ticket_to_ride_europe/test_util.h"
#include "gtest/gtest.h"

namespace arbiter::ticket_to_ride_europe::testing {
namespace {

// Claims first (longest route), then tunnel payments, keeps the fewest tickets, draws cards;
// never draws tickets or builds stations unless nothing else is possible.
size_t Progress(const std::vector<pb::Action>& legal, Rng& rng) {
  int best = -1, best_len = 0;
  for (size_t i = 0; i < legal.size(); ++i) {
    const pb::Action& a = legal[i];
    if (a.has_claim_route()) {
      const int len = TheMap().route(a.claim_route().route_id())->length;
      if (len > best_len) best = static_cast<int>(i), best_len = len;
    }
    if (a.has_pay_tunnel() && best < 0) best = static_cast<int>(i);
  }
  if (best >= 0) return best;
  std::vector<size_t> draws;
  for (size_t i = 0; i < legal.size(); ++i) {
    if (legal[i].has_draw_blind() || legal[i].has_draw_face_up()) draws.push_back(i);
  }
  if (!draws.empty()) return draws[rng.Uniform(draws.size())];
  if (legal[0].has_keep_tickets()) return 0;  // the smallest subset comes first
  return rng.Uniform(legal.size());
}

struct PlayoutStats {
  int steps = 0;
  bool finished = false;
};

PlayoutStats Playout(int seats, bool external, uint64_t seed, bool check_views) {
  v1::GameSetup setup;
  setup.set_game_id("ticket_to_ride_europe");
  setup.set_seat_count(seats);
  setup.set_first_seat(static_cast<int>(seed % seats));
  setup.mutable_randomness()->set_mode(external ? v1::RANDOMNESS_MODE_EXTERNAL
                                                : v1::RANDOMNESS_MODE_SEEDED);
  setup.mutable_randomness()->set_seed(seed);
  if (seed % 3 == 0) (*setup.mutable_options())["initial_choice_visibility"] = "open_in_turn";
  if (seed % 4 == 1) (*setup.mutable_options())["ticket_set"] = "1912_all";
  absl::StatusOr<NewGameResult> g = Game().NewGame(setup);
  EXPECT_TRUE(g.ok()) << g.status();
  PlayoutStats stats;
  if (!g.ok()) return stats;
  v1::GameState state = g->state;
  Rng rng(seed * 7919 + 1);
  for (; stats.steps < 3000; ++stats.steps) {
    absl::StatusOr<v1::TurnStatus> turn = Game().Turn(state);
    EXPECT_TRUE(turn.ok()) << turn.status();
    if (!turn.ok()) return stats;
    if (turn->outcome().status() == v1::OUTCOME_STATUS_FINISHED) {
      EXPECT_EQ(turn->outcome().results_size(), seats);
      stats.finished = true;
      return stats;
    }
    const int actor = turn->chance_pending()
                          ? kChance
                          : turn->acting_seats(rng.Uniform(turn->acting_seats_size()));
    std::vector<pb::Action> legal = Legal(Unwrap(state), actor);
    EXPECT_FALSE(legal.empty()) << "no legal action at step " << stats.steps;
    if (legal.empty()) return stats;
    if (stats.steps % 25 == 0) {
      for (size_t i = 0; i < legal.size(); i += 1 + legal.size() / 20) {
        absl::StatusOr<ApplyResult> r = Game().Apply(state, actor, Pack(legal[i]));
        EXPECT_TRUE(r.ok() && r->legal) << legal[i].ShortDebugString();
      }
    }
    if (check_views && stats.steps % 10 == 0) {
      for (int viewer = -2; viewer < seats; ++viewer) {
        if (viewer == -1) continue;
        absl::StatusOr<v1::GameState> view = Game().View(state, viewer);
        absl::StatusOr<v1::GameState> resampled =
            Game().ResampleHidden(state, viewer, seed + stats.steps);
        EXPECT_TRUE(view.ok() && resampled.ok());
        EXPECT_TRUE(Game().Check(*resampled).ok()) << Game().Check(*resampled);
        absl::StatusOr<v1::GameState> view2 = Game().View(*resampled, viewer);
        EXPECT_EQ(view->SerializeAsString(), view2->SerializeAsString())
            << "viewer " << viewer << " step " << stats.steps;
      }
    }
    const size_t pick = actor == kChance ? rng.Uniform(legal.size()) : Progress(legal, rng);
    ApplyResult r = Act(state, actor, legal[pick]);
    EXPECT_TRUE(r.legal) << legal[pick].ShortDebugString() << " "
                         << r.violation.ShortDebugString();
    if (!r.legal) return stats;
    state = r.state;
    absl::Status check = Game().Check(state);
    EXPECT_TRUE(check.ok()) << check;
    if (!check.ok()) return stats;
  }
  return stats;
}

TEST(Playout, SeededGamesEndForEverySeatCount) {
  for (int seats = 2; seats <= 5; ++seats) {
    for (uint64_t seed = 1; seed <= 3; ++seed) {
      PlayoutStats st = Playout(seats, /*external=*/false, seed * 10 + seats, seed == 1);
      EXPECT_TRUE(st.finished) << seats << " seats, seed " << seed << ", " << st.steps;
    }
  }
}

TEST(Playout, ExternalGamesEnd) {
  for (int seats : {2, 4}) {
    PlayoutStats st = Playout(seats, /*external=*/true, 100 + seats, /*check_views=*/true);
    EXPECT_TRUE(st.finished) << seats << " seats, " << st.steps;
  }
}

}  // namespace
}  // namespace arbiter::ticket_to_ride_europe::testing
