// The playout driver of the conformance suite (suite.h): setups, seeded playouts under the
// uniform and progress policies in both randomness modes, and which checks run at which step.
#include "tests/conformance/suite.h"

#include <algorithm>
#include <cstdlib>
#include <functional>
#include <string>
#include <utility>

#include "absl/strings/numbers.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "engines/core/game.h"
#include "tests/conformance/internal/checks.h"
#include "tests/conformance/internal/context.h"

namespace arbiter::conformance {
namespace {

using internal::Bytes;
using internal::Context;
using internal::MixSeed;
using internal::ResultBytes;
using internal::TurnSnapshot;

// Listed actions applied at a fully checked step (all of them, unless there are more).
constexpr int kMaxListedFull = 4096;

// One step of a playout, kept for the determinism replay.
struct Step {
  int actor;
  google::protobuf::Any action;
  size_t legal_hash;   // of LegalActions(state, actor) before the step
  size_t result_hash;  // of the Apply answer
};

// The setup of playout `index` and a name for it.
struct PlayoutPlan {
  SetupVariant variant;
  bool progress = false;
  v1::RandomnessMode mode = v1::RANDOMNESS_MODE_SEEDED;
  uint64_t seed = 0;
  int first_seat = 0;
  int cap = 0;
  bool full = false;  // deep-check the first options.full_steps steps
};

std::string OptionsText(const std::map<std::string, std::string>& options) {
  return absl::StrCat(
      "{",
      absl::StrJoin(options, ",",
                    [](std::string* out, const auto& kv) {
                      absl::StrAppend(out, kv.first, "=", kv.second);
                    }),
      "}");
}

v1::GameSetup SetupOf(const Game& game, const PlayoutPlan& plan) {
  v1::GameSetup setup;
  setup.set_game_id(game.Info().game_id());
  setup.set_seat_count(plan.variant.seat_count);
  for (const auto& [name, value] : plan.variant.options) (*setup.mutable_options())[name] = value;
  setup.mutable_randomness()->set_mode(plan.mode);
  setup.mutable_randomness()->set_seed(plan.seed);
  setup.set_first_seat(plan.first_seat);
  return setup;
}

std::string NewGameBytes(const NewGameResult& r) {
  return absl::StrCat(Bytes(r.state), "|", internal::EventBytes(r.events), "|", Bytes(r.turn));
}

// Setup errors are INVALID_ARGUMENT; NewGame is deterministic (checked per playout too).
void CheckSetups(Context& ctx, const std::vector<SetupVariant>& variants) {
  const v1::GameInfo& info = ctx.game.Info();
  ctx.where = absl::StrCat(info.game_id(), " setup");
  auto expect_invalid = [&](const v1::GameSetup& setup, absl::string_view what) {
    absl::StatusOr<NewGameResult> r = ctx.game.NewGame(setup);
    if (r.status().code() != absl::StatusCode::kInvalidArgument) {
      ctx.Fail(kCheckSetup, absl::StrCat("NewGame with ", what, " returned ",
                                         internal::DescribeStatus(r.status()),
                                         ", expected INVALID_ARGUMENT"));
    }
  };
  PlayoutPlan plan;
  plan.variant = variants.front();
  const v1::GameSetup good = SetupOf(ctx.game, plan);
  v1::GameSetup bad = good;
  bad.set_seat_count(info.min_seats() - 1);
  expect_invalid(bad, "seat_count below min_seats");
  bad.set_seat_count(info.max_seats() + 1);
  expect_invalid(bad, "seat_count above max_seats");
  bad = good;
  bad.set_first_seat(good.seat_count());
  expect_invalid(bad, "first_seat out of range");
  bad = good;
  (*bad.mutable_options())["no_such_option_for_conformance"] = "1";
  expect_invalid(bad, "an unknown option");
  bad = good;
  bad.set_game_id(info.game_id() + "_other");
  expect_invalid(bad, "another game's id");
  for (const v1::OptionSpec& spec : info.options()) {
    bad = good;
    (*bad.mutable_options())[spec.name()] = "not-an-allowed-value";
    expect_invalid(bad, absl::StrCat("option ", spec.name(), " set to a value not allowed"));
  }
}

class PlayoutRunner {
 public:
  PlayoutRunner(Context& ctx) : ctx_(ctx) {}

  void Run(const PlayoutPlan& plan, int index) {
    const Game& game = ctx_.game;
    const std::string base =
        absl::StrCat(game.Info().game_id(), " seats=", plan.variant.seat_count,
                     " options=", OptionsText(plan.variant.options), " randomness=",
                     plan.mode == v1::RANDOMNESS_MODE_EXTERNAL ? "EXTERNAL" : "SEEDED",
                     " first_seat=", plan.first_seat, " policy=",
                     plan.progress ? "progress" : "uniform", " seed=", plan.seed, " playout=",
                     index);
    ctx_.where = base + " (NewGame)";
    ctx_.seat_count = plan.variant.seat_count;
    ++ctx_.coverage().playouts;
    const v1::GameSetup setup = SetupOf(game, plan);
    absl::StatusOr<NewGameResult> start = game.NewGame(setup);
    if (!start.ok()) {
      ctx_.Fail(kCheckSetup, absl::StrCat("NewGame errors: ",
                                          internal::DescribeStatus(start.status())));
      return;
    }
    absl::StatusOr<NewGameResult> again = game.NewGame(setup);
    if (!again.ok() || NewGameBytes(*again) != NewGameBytes(*start)) {
      ctx_.Fail(kCheckDeterminism, "NewGame twice with the same setup gives different bytes");
    }
    const bool replay = ctx_.options.replay_every > 0 && index % ctx_.options.replay_every == 0;
    if (ctx_.options.position_every > 0 && index % ctx_.options.position_every == 0) {
      ctx_.where = base + " (native position)";
      internal::CheckPositionAgrees(ctx_, start->state, MixSeed(plan.seed, 7), plan.cap,
                                    plan.full ? 3 : std::max(1, ctx_.options.deep_stride));
    }
    const bool hostile = ctx_.options.hostile_every > 0 && index % ctx_.options.hostile_every == 0;
    const int stride = std::max(1, ctx_.options.deep_stride);
    const int offset = static_cast<int>(plan.seed % static_cast<uint64_t>(stride));
    // The hostile probe happens at a seed-dependent step of the first dozen.
    const int hostile_step = static_cast<int>(MixSeed(plan.seed, 99) % 12);

    std::vector<Step> steps;
    v1::GameState state = start->state;
    v1::TurnStatus reported = start->turn;
    google::protobuf::Any last_action;
    int last_actor = 0;
    bool finished = false;
    bool ended_by_cap = false;  // false also when a failure stopped the playout
    bool hostile_done = false;
    int step = 0;
    for (;; ++step) {
      ctx_.where = absl::StrCat(base, " step=", step);
      const bool full = plan.full && step < ctx_.options.full_steps;
      const bool deep = full || step % stride == offset;
      if (absl::Status s = game.Check(state); !s.ok()) {
        ctx_.Fail(kCheckInvariants, absl::StrCat("Check fails on a state reached by legal "
                                                 "play: ",
                                                 internal::DescribeStatus(s)));
        break;
      }
      TurnSnapshot snap;
      if (!internal::CheckTurn(ctx_, state, reported, deep, &snap)) break;
      if (snap.turn.outcome().status() == v1::OUTCOME_STATUS_FINISHED) {
        finished = true;
        if (deep && step > 0) internal::CheckFinishedRejects(ctx_, state, last_action, last_actor);
        break;
      }
      if (step >= plan.cap) {
        ended_by_cap = true;
        break;
      }
      // Who acts: chance when pending, else one of the acting seats.
      const uint64_t step_seed = MixSeed(plan.seed, static_cast<uint64_t>(step) + 1000);
      Rng rng(step_seed);
      int actor;
      const std::vector<google::protobuf::Any>* legal;
      size_t pick;
      if (snap.turn.chance_pending()) {
        actor = kChance;
        legal = &snap.chance_legal;
        pick = static_cast<size_t>(rng.Uniform(legal->size()));
        ++ctx_.coverage().chance_steps;
      } else {
        const size_t k = static_cast<size_t>(rng.Uniform(snap.acting_legal.size()));
        actor = snap.turn.acting_seats(static_cast<int>(k));
        legal = &snap.acting_legal[k];
        const Policy& policy = plan.progress ? ctx_.profile.progress_policy : Policy(UniformPolicy);
        pick = policy(PolicyInput{game, state, snap.turn, actor, *legal, rng.Next()});
        if (pick >= legal->size()) {
          ctx_.Fail(kCheckPolicy, absl::StrCat("policy chose index ", pick, " of ",
                                               legal->size(), " legal actions"));
          pick %= legal->size();
        }
      }
      const google::protobuf::Any& action = (*legal)[pick];
      absl::StatusOr<ApplyResult> next = game.Apply(state, actor, action);
      ++ctx_.coverage().steps;
      if (!next.ok() || !next->legal) {
        ctx_.Fail(kCheckListed,
                  absl::StrCat("the chosen listed action ", internal::Describe(action),
                               " of actor ", actor, " is ",
                               next.ok() ? absl::StrCat("rejected: ", next->violation.code(),
                                                        " ", next->violation.message())
                                         : absl::StrCat("an error: ",
                                                        internal::DescribeStatus(next.status()))));
        break;
      }
      if (deep) {
        ++ctx_.coverage().deep_states;
        // Full steps apply every listed action (up to a large bound); others a sample.
        const size_t max_checked = static_cast<size_t>(
            full ? std::max(ctx_.options.max_listed_checked, kMaxListedFull)
                 : ctx_.options.max_listed_checked);
        internal::CheckListedAccepted(ctx_, state, actor, *legal, max_checked, step_seed ^ 1);
        // Other seats acting at the same time (simultaneous choices).
        for (size_t k = 0; k < snap.acting_legal.size(); ++k) {
          const int seat = snap.turn.acting_seats(static_cast<int>(k));
          if (seat == actor) continue;
          internal::CheckListedAccepted(ctx_, state, seat, snap.acting_legal[k], max_checked,
                                        step_seed ^ (16 + k));
        }
        internal::CheckWrongActors(ctx_, state, snap);
        internal::CheckMutations(ctx_, state, actor, *legal, step_seed ^ 2);
        internal::CheckSerialization(ctx_, state, actor, action, *next);
        // Leak probes: the action taken, and another listed action the policy did not take.
        std::vector<internal::ActionProbe> probes = {{actor, &action, &*next}};
        const size_t other = static_cast<size_t>(Rng(step_seed ^ 5).Uniform(legal->size()));
        absl::StatusOr<ApplyResult> other_result;
        if (other != pick) {
          other_result = game.Apply(state, actor, (*legal)[other]);
          if (other_result.ok() && other_result->legal) {
            probes.push_back({actor, &(*legal)[other], &*other_result});
          }
        }
        internal::CheckViews(ctx_, state, snap, probes, step_seed ^ 3);
      }
      if (hostile && !hostile_done && step >= hostile_step) {
        hostile_done = true;
        internal::CheckHostileInputs(ctx_, state, actor, *legal, step_seed ^ 4);
      }
      if (replay) {
        steps.push_back(Step{actor, action, std::hash<std::string>()(internal::ListBytes(*legal)),
                             std::hash<std::string>()(ResultBytes(*next))});
      }
      last_action = action;
      last_actor = actor;
      state = std::move(next->state);
      reported = std::move(next->turn);
    }
    if (finished) ++ctx_.coverage().finished_playouts;
    ctx_.where = absl::StrCat(base, " step=", step);
    if (plan.progress && ended_by_cap) {
      ctx_.Fail(kCheckProgress, absl::StrCat("progress-policy playout has not finished after ",
                                             step, " steps (progress_step_cap ", plan.cap, ")"));
    }
    if (replay) Replay(setup, *start, steps, base);
  }

 private:
  // Same seed, same actions: byte-identical answers at every step.
  void Replay(const v1::GameSetup& setup, const NewGameResult& start,
              const std::vector<Step>& steps, const std::string& base) {
    ++ctx_.coverage().replays;
    ctx_.where = base + " (replay)";
    absl::StatusOr<NewGameResult> r = ctx_.game.NewGame(setup);
    if (!r.ok() || NewGameBytes(*r) != NewGameBytes(start)) {
      ctx_.Fail(kCheckDeterminism, "replayed NewGame gives different bytes");
      return;
    }
    v1::GameState state = r->state;
    for (size_t i = 0; i < steps.size(); ++i) {
      absl::StatusOr<std::vector<google::protobuf::Any>> legal =
          ctx_.game.LegalActions(state, steps[i].actor);
      if (!legal.ok() ||
          std::hash<std::string>()(internal::ListBytes(*legal)) != steps[i].legal_hash) {
        ctx_.Fail(kCheckDeterminism,
                  absl::StrCat("replaying the same seed and actions lists different legal "
                               "actions for actor ", steps[i].actor, " at step ", i));
        return;
      }
      absl::StatusOr<ApplyResult> next = ctx_.game.Apply(state, steps[i].actor, steps[i].action);
      if (!next.ok() || std::hash<std::string>()(ResultBytes(*next)) != steps[i].result_hash) {
        ctx_.Fail(kCheckDeterminism,
                  absl::StrCat("replaying the same seed and actions differs at step ", i, " (",
                               internal::Describe(steps[i].action), " by actor ",
                               steps[i].actor, ")"));
        return;
      }
      state = std::move(next->state);
    }
  }

  Context& ctx_;
};

}  // namespace

SuiteOptions SuiteOptionsFromEnvironment() {
  SuiteOptions options;
  const char* env = std::getenv("ARBITER_CONFORMANCE_PLAYOUTS");
  int n = 0;
  if (env != nullptr && absl::SimpleAtoi(env, &n) && n > 0) options.playouts = n;
  const char* cap = std::getenv("ARBITER_CONFORMANCE_PLAYOUT_CAP");
  if (cap != nullptr && absl::SimpleAtoi(cap, &n) && n > 0) options.playout_cap = n;
  const char* only = std::getenv("ARBITER_CONFORMANCE_ONLY_PLAYOUT");
  if (only != nullptr && absl::SimpleAtoi(only, &n) && n >= 0) options.only_playout = n;
  return options;
}

int PlayoutsFor(const SuiteOptions& options, const ConformanceProfile& profile) {
  const int playouts = options.playouts > 0 ? options.playouts : profile.playouts;
  return options.playout_cap > 0 ? std::min(playouts, options.playout_cap) : playouts;
}

void Report::Fail(absl::string_view check, absl::string_view where, absl::string_view detail) {
  int64_t& count = failure_counts_[std::string(check)];
  ++count;
  if (count <= max_kept_) {
    kept_.push_back(Failure{std::string(check), std::string(where), std::string(detail)});
  }
}

int64_t Report::failures_of(absl::string_view check) const {
  auto it = failure_counts_.find(check);
  return it == failure_counts_.end() ? 0 : it->second;
}

std::string Report::Summary() const {
  std::string out;
  if (ok()) {
    out = "all checks passed\n";
  } else {
    for (const auto& [check, count] : failure_counts_) {
      absl::StrAppend(&out, "FAILED ", check, ": ", count, " time(s)\n");
    }
    for (const Failure& f : kept_) {
      absl::StrAppend(&out, "- [", f.check, "] ", f.where, "\n    ", f.detail, "\n");
    }
  }
  const Coverage& c = coverage_;
  absl::StrAppend(&out, "coverage: playouts=", c.playouts, " finished=", c.finished_playouts,
                  " steps=", c.steps, " chance_steps=", c.chance_steps,
                  " deep_states=", c.deep_states, " listed_applied=", c.listed_actions_applied,
                  " wrong_actor_probes=", c.wrong_actor_probes, " mutations=", c.mutations,
                  " accepted_candidates=", c.mutations_accepted,
                  " round_trips=", c.serialization_round_trips, " views=", c.views_checked,
                  " resamples_changed=", c.resamples_that_changed_state,
                  " event_comparisons=", c.event_comparisons,
                  " rejected_answer_comparisons=", c.rejected_answer_comparisons,
                  " replays=", c.replays,
                  " hostile_inputs=", c.hostile_inputs,
                  " content_refusals=", c.content_refusals,
                  " content_round_trips=", c.content_round_trips,
                  " position_playouts=", c.position_playouts, "\n");
  return out;
}

Report RunConformance(const Game& game, const ConformanceProfile& profile,
                      const SuiteOptions& options) {
  Report report;
  report.set_max_failures_kept(options.max_failures_kept);
  Context ctx{game, profile, options, report, /*seat_count=*/0,
              /*where=*/game.Info().game_id()};
  if (absl::Status valid = ValidateProfile(game.Info(), profile); !valid.ok()) {
    report.Fail(kCheckSetup, ctx.where, valid.ToString());
    return report;
  }
  const std::vector<SetupVariant> variants = SetupVariants(profile);
  CheckSetups(ctx, variants);
  {
    PlayoutPlan plan;
    plan.variant = variants.front();
    ctx.seat_count = plan.variant.seat_count;
    internal::CheckContent(ctx, SetupOf(game, plan));
  }

  // Playout i runs combination i mod (2 policies x 2 modes x variants), so every combination
  // gets an even share; the first `full_playouts` rounds deep-check every step.
  const int combos = 4 * static_cast<int>(variants.size());
  const int playouts = PlayoutsFor(options, profile);
  PlayoutRunner runner(ctx);
  for (int i = 0; i < playouts; ++i) {
    if (options.only_playout >= 0 && i != options.only_playout) continue;
    const int c = i % combos;
    PlayoutPlan plan;
    plan.variant = variants[static_cast<size_t>(c / 4)];
    plan.progress = (c % 2) == 1;
    plan.mode = (c / 2) % 2 == 0 ? v1::RANDOMNESS_MODE_SEEDED : v1::RANDOMNESS_MODE_EXTERNAL;
    plan.seed = MixSeed(options.base_seed, static_cast<uint64_t>(i));
    plan.first_seat = static_cast<int>(plan.seed % static_cast<uint64_t>(plan.variant.seat_count));
    plan.cap = plan.progress ? profile.progress_step_cap : profile.uniform_step_cap;
    plan.full = i / combos < options.full_playouts;
    runner.Run(plan, i);
  }
  ctx.where = game.Info().game_id();
  if (ctx.views_hiding_something > 0 && report.coverage().resamples_that_changed_state == 0) {
    report.Fail(kCheckView, ctx.where,
                absl::StrCat(ctx.views_hiding_something,
                             " views hid something, yet ResampleHidden never changed a state"));
  }
  return report;
}

}  // namespace arbiter::conformance
