#include "tests/bench/engine_samples.h"

#include <algorithm>
#include <utility>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "engines/core/rng.h"

namespace arbiter::bench {

v1::GameSetup SetupFor(const Game& game, int index) {
  const v1::GameInfo& info = game.Info();
  v1::GameSetup setup;
  setup.set_game_id(info.game_id());
  const int span = std::max(1, info.max_seats() - info.min_seats() + 1);
  setup.set_seat_count(info.min_seats() + index % span);
  setup.mutable_randomness()->set_mode(v1::RANDOMNESS_MODE_SEEDED);
  setup.mutable_randomness()->set_seed(static_cast<uint64_t>(index) + 1);
  return setup;
}

absl::StatusOr<std::vector<Sample>> PlayoutSamples(const Game& game, int games, int steps) {
  std::vector<Sample> samples;
  Rng rng(12345);
  for (int g = 0; g < games; ++g) {
    absl::StatusOr<NewGameResult> start = game.NewGame(SetupFor(game, g));
    if (!start.ok()) return start.status();
    v1::GameState state = std::move(start->state);
    v1::TurnStatus turn = std::move(start->turn);
    for (int step = 0; step < steps; ++step) {
      if (turn.acting_seats().empty()) break;
      const int actor = turn.acting_seats(0);
      absl::StatusOr<std::vector<google::protobuf::Any>> legal = game.LegalActions(state, actor);
      if (!legal.ok()) return legal.status();
      if (legal->empty()) break;
      Sample s;
      s.state = state;
      s.state.SerializeToString(&s.state_bytes);
      s.actor = actor;
      s.legal = (*legal)[rng.Uniform(legal->size())];
      absl::StatusOr<ApplyResult> next = game.Apply(state, actor, s.legal);
      if (!next.ok()) return next.status();
      if (!next->legal) {
        return absl::InternalError(absl::StrCat(game.Info().game_id(),
                                                ": a listed action was judged illegal"));
      }
      samples.push_back(std::move(s));
      state = std::move(next->state);
      turn = std::move(next->turn);
    }
  }
  if (samples.empty()) return absl::InternalError("no decision points");
  return samples;
}

std::optional<google::protobuf::Any> IllegalElsewhere(const Game& game,
                                                      const std::vector<Sample>& samples,
                                                      size_t i) {
  const Sample& s = samples[i];
  for (size_t k = 1; k < samples.size() && k <= 64; ++k) {
    const Sample& other = samples[(i + k * 7) % samples.size()];
    absl::StatusOr<ApplyResult> r = game.Apply(s.state, s.actor, other.legal);
    if (r.ok() && !r->legal) return other.legal;
  }
  return std::nullopt;
}

}  // namespace arbiter::bench
