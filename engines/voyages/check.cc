// CheckState (state.h): every invariant of a decoded state, so that every state Check admits
// can be played on (an acting seat always has a legal action, the end comes as V10 says).
#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/voyages/rules.h"

namespace arbiter {
namespace voyages {
namespace {

absl::Status Bad(absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("state.payload.", field, ": ", what));
}

absl::Status CheckSheet(const State& s, int i) {
  const Pack& pack = *s.pack;
  const Sheet& me = s.sheets[i];
  const std::string at = absl::StrCat("sheets[", i, "]");
  if (me.Sailors() > pack.capacity) {
    return Bad(at + ".ready_regular",
               absl::StrCat(me.Sailors(), " sailors in all, the track holds ", pack.capacity));
  }
  const SpaceKind kind = pack.spaces[me.ship].kind;
  if (kind == SpaceKind::kBlocked) return Bad(at + ".ship", "a blocked space is never entered");
  if (!me.collected.test(pack.start)) return Bad(at + ".collected", "the start is collected (V2)");
  if (!me.collected.test(me.ship)) return Bad(at + ".collected", "the ship's space is collected (V8)");
  for (size_t k = 0; k < pack.spaces.size(); ++k) {
    if (me.collected.test(k) && pack.spaces[k].kind == SpaceKind::kBlocked) {
      return Bad(at + ".collected", "a blocked space is never collected");
    }
    const int island = pack.spaces[k].island;
    if (me.collected.test(k) && island >= 0 && !(me.islands >> island & 1)) {
      return Bad(at + ".visited_islands", absl::StrCat("a space of '", pack.islands[island].id,
                                                       "' is collected but the island not visited"));
    }
  }
  // V9: counters never fall and a threshold pays as soon as it is reached.
  for (size_t t = 0; t < pack.thresholds.size(); ++t) {
    const bool paid = me.thresholds >> t & 1;
    const bool reached = ThresholdCount(s, me, pack.thresholds[t].counter) >= pack.thresholds[t].at;
    if (paid != reached) {
      return Bad(at + ".thresholds_paid",
                 absl::StrCat("threshold ", t, paid ? " is paid but not reached" : " is reached but not paid",
                              " (V9: it pays as soon as it is reached)"));
    }
  }
  if (me.dread_defeated) {
    bool reached = false;
    for (size_t k = 0; k < pack.spaces.size(); ++k) {
      reached |= pack.spaces[k].has_dread && me.collected.test(k);
    }
    if (!reached) {
      return Bad(at + ".dread_defeated", "the Dread is defeated at a stop on it, so its space is collected (V9)");
    }
  }
  switch (me.step) {
    case Step::kSail:
    case Step::kDone:
      if (me.stop != Stop::kNone || me.sold) {
        return Bad(at + ".stop", "a seat before sailing or done has no stop and no sale");
      }
      break;
    case Step::kFollowUp:
      if (me.stop == Stop::kNone) return Bad(at + ".stop", "a follow-up comes after a stop");
      if (!pack.spaces[me.ship].sells && !pack.spaces[me.ship].has_dread) {
        return Bad(at + ".step", "the stop offers nothing, so the turn is over");
      }
      if (me.sold && !pack.spaces[me.ship].sells) return Bad(at + ".sold", "no market here");
      break;
  }
  if (s.phase == Phase::kRoll && me.step != Step::kSail) {
    return Bad(at + ".step", "before the roll every seat must sail");
  }
  if (s.phase == Phase::kFinished && me.step != Step::kDone) {
    return Bad(at + ".step", "a finished game has every turn done");
  }
  return absl::OkStatus();
}

}  // namespace

absl::Status CheckState(const State& s) {
  if (s.phase == Phase::kRoll && !s.external) {
    return Bad("phase", "a SEEDED game rolls at once; ROLL waits only in EXTERNAL");
  }
  if (s.external && s.rng_state != 0) return Bad("rng_state", "an EXTERNAL game has no generator");
  for (int i = 0; i < s.seat_count; ++i) ARBITER_RETURN_IF_ERROR(CheckSheet(s, i));
  if (s.phase == Phase::kTurn) {
    bool open = false;
    for (const Sheet& sheet : s.sheets) open |= sheet.step != Step::kDone;
    if (!open) return Bad("sheets", "every turn is done, so the round is over");
  }
  if (s.seat_count == 1) {
    if (s.final_round != 0) return Bad("final_round", "the solo game is 16 rounds (V10)");
    if (s.round > kSoloRounds) return Bad("round", "the solo game is 16 rounds (V10)");
    if (s.phase == Phase::kFinished && s.round != kSoloRounds && s.round != kMaxRounds) {
      return Bad("round", "the solo game ends after round 16");
    }
    return absl::OkStatus();
  }
  if (s.final_round != 0 && s.final_round != s.round) {
    return Bad("final_round", absl::StrCat(s.final_round, ": the end is triggered for the round after the check, ",
                                           "which is the current round ", s.round));
  }
  if (s.phase == Phase::kFinished && s.final_round == 0 && s.round != kMaxRounds) {
    return Bad("final_round", "a multi-seat game ends only after its final round (V10)");
  }
  if (s.final_round == 0 && s.round > 1) {
    // Before this round's end check, a seat may have reached 3 stars this round only; the
    // previous end check saw everyone below 3, which a state cannot tell apart, so nothing more
    // is required.
  }
  return absl::OkStatus();
}

}  // namespace voyages
}  // namespace arbiter
