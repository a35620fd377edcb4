// memoir44_listing_dump: the legal-action answers of many seeded random playouts through the
// Game boundary (memoir44.h: NewGame, LegalActions, Apply), one line per decision, so two
// builds of the engine can be compared byte for byte (issue 17 "Speed": a faster listing must
// give the very same answers). Each line: scenario, game, step, then for seat 0, seat 1 and
// chance the number of legal actions and an FNV-1a 64 hash of their serialized Any values
// (type URL and bytes, in order). Games: every built-in scenario, GAMES games each with seeds
// 1..GAMES; game 1 of each with the default options, the others with every option but the
// scenario drawn from its allowed values, every third in EXTERNAL randomness (chance outcomes
// picked from the listed ones, or random dice when a roll of many dice is not listed). The
// next action is picked uniformly (arbiter::Rng) from the decider's list.
//
//   memoir44_listing_dump [GAMES=6] [MAX_STEPS=1500] > listing.txt
//   diff listing_before.txt listing_after.txt     # nothing: the same answers
//
// Not a test (it prints; the diff is the check): run it from two builds and compare.
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "arbiter/games/memoir44/v1/memoir44.pb.h"
#include "engines/core/rng.h"
#include "engines/memoir44/memoir44.h"

namespace arbiter::memoir44 {
namespace {

namespace pb = ::arbiter::games::memoir44::v1;

uint64_t Fnv(const std::vector<google::protobuf::Any>& list) {
  uint64_t h = 1469598103934665603ull;
  auto add = [&](const std::string& bytes) {
    for (unsigned char ch : bytes) h = (h ^ ch) * 1099511628211ull;
    h = (h ^ 0xff) * 1099511628211ull;  // separator
  };
  for (const google::protobuf::Any& a : list) {
    add(a.type_url());
    add(a.value());
  }
  return h;
}

int Run(int games, int max_steps) {
  const Memoir44 game;
  const v1::GameInfo& info = game.Info();
  std::vector<std::string> scenarios;
  for (const v1::OptionSpec& o : info.options()) {
    if (o.name() == "scenario") scenarios.assign(o.allowed_values().begin(), o.allowed_values().end());
  }
  int64_t decisions = 0;
  for (const std::string& scenario : scenarios) {
    for (int g = 1; g <= games; ++g) {
      Rng rng(static_cast<uint64_t>(g) * 7919 + scenario.size());
      v1::GameSetup setup;
      setup.set_game_id(kGameId);
      setup.set_seat_count(2);
      const bool external = g % 3 == 0;
      setup.mutable_randomness()->set_mode(external ? v1::RANDOMNESS_MODE_EXTERNAL
                                                    : v1::RANDOMNESS_MODE_SEEDED);
      setup.mutable_randomness()->set_seed(static_cast<uint64_t>(g));
      (*setup.mutable_options())["scenario"] = scenario;
      if (g > 1) {
        for (const v1::OptionSpec& o : info.options()) {
          if (o.name() == "scenario" || o.allowed_values().empty()) continue;
          (*setup.mutable_options())[o.name()] =
              o.allowed_values(static_cast<int>(rng.Uniform(o.allowed_values_size())));
        }
      }
      absl::StatusOr<NewGameResult> start = game.NewGame(setup);
      if (!start.ok()) {
        std::printf("%s %d newgame %s\n", scenario.c_str(), g,
                    std::string(start.status().message()).c_str());
        continue;
      }
      v1::GameState state = start->state;
      v1::TurnStatus turn = start->turn;
      for (int step = 0; step < max_steps; ++step) {
        std::printf("%s %d %d", scenario.c_str(), g, step);
        std::vector<google::protobuf::Any> lists[3];
        for (int i = 0; i < 3; ++i) {
          const int actor = i < 2 ? i : kChance;
          absl::StatusOr<std::vector<google::protobuf::Any>> l = game.LegalActions(state, actor);
          if (!l.ok()) {
            std::printf(" error:%s", std::string(l.status().message()).c_str());
            continue;
          }
          lists[i] = *std::move(l);
          std::printf(" %zu:%016llx", lists[i].size(),
                      static_cast<unsigned long long>(Fnv(lists[i])));
        }
        std::printf(" %s\n", turn.decision().c_str());
        ++decisions;
        int actor;
        google::protobuf::Any action;
        if (turn.chance_pending()) {
          actor = kChance;
          if (!lists[2].empty()) {
            action = lists[2][rng.Uniform(lists[2].size())];
          } else {
            pb::State payload;
            if (!state.payload().UnpackTo(&payload)) break;
            pb::Action a;
            for (int d = 0; d < payload.chance_dice(); ++d) {
              a.mutable_chance()->add_dice(static_cast<pb::DieFace>(1 + rng.Uniform(5)));
            }
            action.PackFrom(a);
          }
        } else if (turn.acting_seats_size() == 1) {
          actor = turn.acting_seats(0);
          if (lists[actor].empty()) break;
          action = lists[actor][rng.Uniform(lists[actor].size())];
        } else {
          break;  // over
        }
        absl::StatusOr<ApplyResult> r = game.Apply(state, actor, action);
        if (!r.ok() || !r->legal) {
          std::printf("%s %d %d apply refused\n", scenario.c_str(), g, step);
          break;
        }
        state = r->state;
        turn = r->turn;
      }
    }
  }
  std::fprintf(stderr, "memoir44_listing_dump: %lld decisions\n",
               static_cast<long long>(decisions));
  return 0;
}

}  // namespace
}  // namespace arbiter::memoir44

int main(int argc, char** argv) {
  const int games = argc > 1 ? std::atoi(argv[1]) : 6;
  const int max_steps = argc > 2 ? std::atoi(argv[2]) : 1500;
  return arbiter::memoir44::Run(games, max_steps);
}
