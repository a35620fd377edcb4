// Views, ResampleHidden, and what a viewer learns from events and legal actions (checks.h).
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "engines/core/events.h"
#include "engines/core/rng.h"
#include "tests/conformance/internal/checks.h"
#include "tests/conformance/internal/mutation.h"

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

// Mutations of an acting seat's own listed action tried per state (kept small: each costs two
// Apply calls per seat).
constexpr size_t kRejectedProbesPerSeat = 3;

// What `seat` may try and be refused in `state`: for an acting seat, a few mutations of one of
// its listed actions; for a seat that may not act, the first acting seat's first listed action;
// when chance is pending, a chance outcome sent by the seat. Deterministic in `seed`.
std::vector<google::protobuf::Any> RejectionProbes(const TurnSnapshot& snapshot, int seat,
                                                   uint64_t seed) {
  std::vector<google::protobuf::Any> out;
  const auto& acting = snapshot.turn.acting_seats();
  const auto it = std::find(acting.begin(), acting.end(), seat);
  if (it != acting.end()) {
    const auto& listed = snapshot.acting_legal[it - acting.begin()];
    if (!listed.empty()) {
      Rng rng(seed);
      std::vector<Mutation> ms =
          MutationsOf(listed[static_cast<size_t>(rng.Uniform(listed.size()))]);
      for (size_t n = 0; n < kRejectedProbesPerSeat && !ms.empty(); ++n) {
        const size_t pick = static_cast<size_t>(rng.Uniform(ms.size()));
        out.push_back(std::move(ms[pick].action));
        ms[pick] = std::move(ms.back());
        ms.pop_back();
      }
    }
  } else if (!snapshot.acting_legal.empty() && !snapshot.acting_legal[0].empty()) {
    out.push_back(snapshot.acting_legal[0][0]);
  }
  if (snapshot.turn.chance_pending() && !snapshot.chance_legal.empty()) {
    out.push_back(snapshot.chance_legal[0]);
  }
  return out;
}

// Apply's whole answer for a refused action, as comparable text: the error status, or the
// violation's bytes (code, message, field path, rule_ref); "accepted" when legal.
std::string RefusalText(const absl::StatusOr<ApplyResult>& answer) {
  if (!answer.ok()) return "error " + DescribeStatus(answer.status());
  if (answer->legal) return "accepted";
  return "violation " + Bytes(answer->violation);
}

// Each probe refused in `state` must be refused identically in `r`, a state `seat` cannot tell
// apart from it: what an error says depends only on what the seat can see.
void CompareRefusals(Context& ctx, const v1::GameState& state, int seat, const v1::GameState& r,
                     const std::vector<google::protobuf::Any>& probes) {
  for (const google::protobuf::Any& probe : probes) {
    const absl::StatusOr<ApplyResult> original = ctx.game.Apply(state, seat, probe);
    if (original.ok() && original->legal) continue;  // accepted: the legal leak checks cover it
    if (original.ok() && !original->violation.code().empty()) {
      CheckCatalogued(ctx, original->violation, [&] {
        return absl::StrCat("refused probe ", Describe(probe), " by seat ", seat);
      });
    }
    ++ctx.coverage().rejected_answer_comparisons;
    const absl::StatusOr<ApplyResult> resampled = ctx.game.Apply(r, seat, probe);
    const std::string a = RefusalText(original);
    const std::string b = RefusalText(resampled);
    if (a == b) continue;
    auto describe = [](const absl::StatusOr<ApplyResult>& x) {
      if (!x.ok()) return DescribeStatus(x.status());
      if (x->legal) return std::string("accepted");
      return absl::StrCat(x->violation.code(), " '", x->violation.message(), "' field '",
                          x->violation.field_path(), "' rule ", x->violation.rule_ref());
    };
    ctx.Fail(kCheckErrorLeak,
             absl::StrCat(Describe(probe), " by seat ", seat, " is answered ", describe(original),
                          " but in a state resampled for that seat ", describe(resampled),
                          " (the answer tells the seat something hidden). Resampled: ",
                          PayloadDiff(state, r)));
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
    const std::vector<google::protobuf::Any> refusal_probes =
        v == kSpectator ? std::vector<google::protobuf::Any>()
                        : RejectionProbes(snapshot, v, MixSeed(seed, 7));
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
      if (k == 1) CompareRefusals(ctx, state, v, *r, refusal_probes);
    }
  }
}

}  // namespace arbiter::conformance::internal
