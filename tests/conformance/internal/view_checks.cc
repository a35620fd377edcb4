// Views, ResampleHidden, and what a viewer learns from events and legal actions (checks.h).
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "engines/core/events.h"
#include "tests/conformance/internal/checks.h"

namespace arbiter::conformance::internal {
namespace {

std::string ViewerText(int viewer) {
  return viewer == kSpectator ? std::string("spectator") : absl::StrCat("seat ", viewer);
}

void CompareEvents(Context& ctx, const v1::GameState& state, int viewer, const v1::GameState& r,
                   const ActionProbe& probe);

// One resampled state `r` of `state` for `viewer`: full state, same view, same turn, same legal
// actions for an acting viewer, same redacted events for each probe when the next views agree.
void CheckResample(Context& ctx, const v1::GameState& state, const TurnSnapshot& snapshot,
                   int viewer, const std::string& view_bytes, const v1::GameState& r,
                   const std::vector<ActionProbe>& probes) {
  const std::string who = ViewerText(viewer);
  if (absl::Status s = ctx.game.Check(r); !s.ok()) {
    ctx.Fail(kCheckView, absl::StrCat("ResampleHidden for ", who,
                                      " gives a state failing Check: ", DescribeStatus(s)));
    return;
  }
  absl::StatusOr<v1::GameState> rv = ctx.game.View(r, viewer);
  if (!rv.ok()) {
    ctx.Fail(kCheckView, absl::StrCat("View(resampled, ", who,
                                      ") errors: ", DescribeStatus(rv.status())));
    return;
  }
  if (Bytes(*rv) != view_bytes) {
    absl::StatusOr<v1::GameState> original_view = ctx.game.View(state, viewer);
    ctx.Fail(kCheckView,
             absl::StrCat("View of a state resampled for ", who,
                          " differs from View of the original (the view shows something ", who,
                          " cannot know, or ResampleHidden changed something visible): ",
                          original_view.ok() ? PayloadDiff(*original_view, *rv) : ""));
    return;
  }
  absl::StatusOr<v1::TurnStatus> rt = ctx.game.Turn(r);
  if (!rt.ok() || Bytes(*rt) != Bytes(snapshot.turn)) {
    ctx.Fail(kCheckView, absl::StrCat("the state resampled for ", who,
                                      " has a different turn (the turn is public)"));
    return;
  }
  // An acting seat's legal actions depend only on what it can see.
  const auto& acting = snapshot.turn.acting_seats();
  const auto it = std::find(acting.begin(), acting.end(), viewer);
  if (it != acting.end()) {
    const auto& listed = snapshot.acting_legal[it - acting.begin()];
    absl::StatusOr<std::vector<google::protobuf::Any>> rl = ctx.game.LegalActions(r, viewer);
    if (!rl.ok() || ListBytes(*rl) != ListBytes(listed)) {
      ctx.Fail(kCheckLegalLeak,
               absl::StrCat(who, " lists different legal actions (",
                            rl.ok() ? absl::StrCat(rl->size()) : DescribeStatus(rl.status()),
                            " vs ", listed.size(),
                            ") in a state it cannot tell apart from the original"));
    }
  }
  for (const ActionProbe& probe : probes) CompareEvents(ctx, state, viewer, r, probe);
}

// Applies the probe's action to the resampled state `r` too; where legal in both and the next
// views agree for `viewer`, the redacted events must reveal the same and the turns agree.
void CompareEvents(Context& ctx, const v1::GameState& state, int viewer, const v1::GameState& r,
                   const ActionProbe& probe) {
  const std::string who = ViewerText(viewer);
  const int actor = probe.actor;
  const google::protobuf::Any& action = *probe.action;
  const ApplyResult& expected = *probe.expected;
  if (!expected.legal) return;
  absl::StatusOr<ApplyResult> ra = ctx.game.Apply(r, actor, action);
  if (!ra.ok() || !ra->legal) return;  // not legal in both: nothing to compare
  absl::StatusOr<v1::GameState> next_view = ctx.game.View(expected.state, viewer);
  absl::StatusOr<v1::GameState> next_rview = ctx.game.View(ra->state, viewer);
  if (!next_view.ok() || !next_rview.ok()) {
    ctx.Fail(kCheckView, absl::StrCat("View(next state, ", who, ") errors"));
    return;
  }
  // If the step revealed something (the next views differ), the events may differ too.
  if (Bytes(*next_view) != Bytes(*next_rview)) return;
  ++ctx.coverage().event_comparisons;
  const std::vector<v1::Event> seen = RedactEvents(expected.events, viewer);
  const std::vector<v1::Event> rseen = RedactEvents(ra->events, viewer);
  if (CanonicalEventBytes(seen) != CanonicalEventBytes(rseen)) {
    std::string detail = "they reveal different values (compared as multisets of facts)";
    std::string all_events;
    for (const auto& list : {&seen, &rseen}) {
      all_events += list == &seen ? " original:" : " resampled:";
      for (const v1::Event& e : *list) all_events += " " + Describe(e.detail());
    }
    ctx.Fail(kCheckEventLeak,
             absl::StrCat(Describe(action), " by actor ", actor, " gives ", who,
                          " different redacted events in a resampled state with the same next "
                          "view (the events tell ",
                          who, " something hidden): ", detail, ". Events:", all_events,
                          ". Resampled: ", PayloadDiff(state, r)));
  }
  if (Bytes(ra->turn) != Bytes(expected.turn)) {
    ctx.Fail(kCheckEventLeak,
             absl::StrCat(Describe(action), " by actor ", actor, " gives a different turn in a "
                          "state resampled for ", who, " with the same next view"));
  }
}

}  // namespace

void CheckViews(Context& ctx, const v1::GameState& state, const TurnSnapshot& snapshot,
                const std::vector<ActionProbe>& probes, uint64_t seed) {
  const std::string state_bytes = Bytes(state);
  for (int viewer = -1; viewer < ctx.seat_count; ++viewer) {
    const int v = viewer < 0 ? kSpectator : viewer;
    const std::string who = ViewerText(v);
    ++ctx.coverage().views_checked;
    absl::StatusOr<v1::GameState> view = ctx.game.View(state, v);
    if (!view.ok()) {
      ctx.Fail(kCheckView, absl::StrCat("View(", who, ") errors: ",
                                        DescribeStatus(view.status())));
      continue;
    }
    const std::string view_bytes = Bytes(*view);
    if (view_bytes != state_bytes) ++ctx.views_hiding_something;
    // Two different seeds: a view must carry neither hidden facts nor the generator state.
    for (uint64_t k : {uint64_t{1}, uint64_t{2}}) {
      absl::StatusOr<v1::GameState> r = ctx.game.ResampleHidden(state, v, MixSeed(seed, k));
      if (!r.ok()) {
        ctx.Fail(kCheckView, absl::StrCat("ResampleHidden(", who, ") errors: ",
                                          DescribeStatus(r.status())));
        break;
      }
      if (Bytes(*r) != state_bytes) ++ctx.coverage().resamples_that_changed_state;
      if (k == 1) {  // same request, same answer
        absl::StatusOr<v1::GameState> again = ctx.game.ResampleHidden(state, v, MixSeed(seed, k));
        if (!again.ok() || Bytes(*again) != Bytes(*r)) {
          ctx.Fail(kCheckDeterminism, absl::StrCat("ResampleHidden(", who,
                                                   ") twice with one seed gives different "
                                                   "states"));
        }
      }
      CheckResample(ctx, state, snapshot, v, view_bytes, *r, probes);
    }
  }
}

}  // namespace arbiter::conformance::internal
