// Turn consistency, listed actions, wrong actors and mutations (checks.h).
#include <algorithm>
#include <set>

#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "tests/conformance/internal/checks.h"
#include "tests/conformance/internal/mutation.h"

namespace arbiter::conformance::internal {
namespace {

std::string TurnText(const v1::TurnStatus& turn) {
  return absl::StrCat("acting=[", absl::StrJoin(turn.acting_seats(), ","),
                      "] chance_pending=", turn.chance_pending(), " decision=", turn.decision(),
                      " outcome=", v1::OutcomeStatus_Name(turn.outcome().status()));
}

// Every seat once, ranks within 1..n, best rank first, ties by seat, someone ranked 1; a seat
// that won is rank 1, and when one seat won every seat of rank 1 did (a shared win); when none
// did, the game was drawn (or a solo game lost).
void CheckOutcome(Context& ctx, const v1::Outcome& outcome) {
  const int n = ctx.seat_count;
  if (outcome.results_size() != n) {
    ctx.Fail(kCheckTurn, absl::StrCat("finished outcome ranks ", outcome.results_size(),
                                      " seats, the game has ", n));
    return;
  }
  std::set<int> seats;
  for (int i = 0; i < n; ++i) {
    const v1::SeatResult& r = outcome.results(i);
    seats.insert(r.seat());
    if (r.rank() < 1 || r.rank() > n) {
      ctx.Fail(kCheckTurn, absl::StrCat("outcome.results[", i, "].rank ", r.rank(),
                                        " is outside 1..", n));
    }
    if (i > 0) {
      const v1::SeatResult& p = outcome.results(i - 1);
      if (r.rank() < p.rank() || (r.rank() == p.rank() && r.seat() < p.seat())) {
        ctx.Fail(kCheckTurn, absl::StrCat("outcome.results[", i,
                                          "] is out of order (best rank first, ties by seat)"));
      }
    }
  }
  if (static_cast<int>(seats.size()) != n || *seats.begin() != 0 || *seats.rbegin() != n - 1) {
    ctx.Fail(kCheckTurn, "outcome does not rank every seat exactly once");
  }
  if (outcome.results(0).rank() != 1) {
    ctx.Fail(kCheckTurn, "outcome has no seat of rank 1");
  }
  const bool someone_won = outcome.results(0).won();
  for (int i = 0; i < n; ++i) {
    const v1::SeatResult& r = outcome.results(i);
    if (r.won() && r.rank() != 1) {
      ctx.Fail(kCheckTurn, absl::StrCat("outcome.results[", i, "] won at rank ", r.rank()));
    } else if (r.rank() == 1 && r.won() != someone_won) {
      ctx.Fail(kCheckTurn, absl::StrCat("outcome.results[", i, "] is rank 1 but won=", r.won(),
                                        " while results[0] won=", someone_won));
    }
  }
}

bool IsActing(const v1::TurnStatus& turn, int seat) {
  return std::find(turn.acting_seats().begin(), turn.acting_seats().end(), seat) !=
         turn.acting_seats().end();
}

// The indices of `legal` to check: all when few, else a seeded sample with the first and last.
std::vector<size_t> SampleIndices(size_t size, size_t max, uint64_t seed) {
  std::vector<size_t> out;
  if (size <= max) {
    for (size_t i = 0; i < size; ++i) out.push_back(i);
    return out;
  }
  out.push_back(0);
  out.push_back(size - 1);
  Rng rng(seed);
  while (out.size() < max) out.push_back(static_cast<size_t>(rng.Uniform(size)));
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

}  // namespace

bool CheckTurn(Context& ctx, const v1::GameState& state, const v1::TurnStatus& reported,
               bool deep, TurnSnapshot* snapshot) {
  absl::StatusOr<v1::TurnStatus> turn = ctx.game.Turn(state);
  if (!turn.ok()) {
    ctx.Fail(kCheckTurn, absl::StrCat("Turn errors: ", DescribeStatus(turn.status())));
    return false;
  }
  if (Bytes(*turn) != Bytes(reported)) {
    ctx.Fail(kCheckTurn, absl::StrCat("Turn(state) = ", TurnText(*turn),
                                      " differs from the turn returned with the state: ",
                                      TurnText(reported)));
  }
  snapshot->turn = *turn;
  snapshot->acting_legal.clear();
  snapshot->chance_legal.clear();
  const v1::OutcomeStatus status = turn->outcome().status();
  const bool finished = status == v1::OUTCOME_STATUS_FINISHED;
  if (status == v1::OUTCOME_STATUS_UNSPECIFIED) {
    ctx.Fail(kCheckTurn, "turn.outcome.status is UNSPECIFIED");
  }
  if (finished) {
    CheckOutcome(ctx, turn->outcome());
    if (turn->acting_seats_size() > 0 || turn->chance_pending()) {
      ctx.Fail(kCheckTurn, absl::StrCat("finished game still has someone to act: ",
                                        TurnText(*turn)));
    }
  } else if (turn->outcome().results_size() > 0) {
    ctx.Fail(kCheckTurn, "ongoing game has outcome results");
  }
  for (int i = 0; i < turn->acting_seats_size(); ++i) {
    const int seat = turn->acting_seats(i);
    if (seat < 0 || seat >= ctx.seat_count || (i > 0 && seat <= turn->acting_seats(i - 1))) {
      ctx.Fail(kCheckTurn, absl::StrCat("acting_seats not ascending seats: ", TurnText(*turn)));
      return false;
    }
  }
  if (turn->chance_pending() && turn->acting_seats_size() > 0) {
    ctx.Fail(kCheckTurn, absl::StrCat("chance pending while seats act: ", TurnText(*turn)));
  }
  if (!finished && !turn->chance_pending() && turn->acting_seats_size() == 0) {
    ctx.Fail(kCheckTurn, "ongoing game where nobody may act (no acting seat, no chance)");
    return false;
  }
  // Acting seats list actions.
  for (int seat : turn->acting_seats()) {
    absl::StatusOr<std::vector<google::protobuf::Any>> legal = ctx.game.LegalActions(state, seat);
    if (!legal.ok()) {
      ctx.Fail(kCheckListed, absl::StrCat("LegalActions(seat ", seat,
                                          ") errors: ", DescribeStatus(legal.status())));
      return false;
    }
    if (legal->empty()) {
      ctx.Fail(kCheckTurn, absl::StrCat("acting seat ", seat, " has no legal action (",
                                        TurnText(*turn), ")"));
      return false;
    }
    snapshot->acting_legal.push_back(*std::move(legal));
  }
  if (turn->chance_pending() || deep) {
    absl::StatusOr<std::vector<google::protobuf::Any>> chance =
        ctx.game.LegalActions(state, kChance);
    if (!chance.ok()) {
      ctx.Fail(kCheckListed,
               absl::StrCat("LegalActions(chance) errors: ", DescribeStatus(chance.status())));
      return false;
    }
    if (turn->chance_pending() && chance->empty()) {
      ctx.Fail(kCheckTurn, "chance pending but LegalActions(chance) is empty");
      return false;
    }
    if (!turn->chance_pending() && !chance->empty()) {
      ctx.Fail(kCheckTurn, absl::StrCat("no chance pending but LegalActions(chance) lists ",
                                        chance->size(), " outcomes, e.g. ",
                                        Describe((*chance)[0])));
    }
    if (turn->chance_pending()) snapshot->chance_legal = *std::move(chance);
  }
  if (deep) {
    for (int seat = 0; seat < ctx.seat_count; ++seat) {
      if (IsActing(*turn, seat)) continue;
      absl::StatusOr<std::vector<google::protobuf::Any>> legal = ctx.game.LegalActions(state, seat);
      if (!legal.ok()) {
        ctx.Fail(kCheckListed, absl::StrCat("LegalActions(non-acting seat ", seat,
                                            ") errors: ", DescribeStatus(legal.status())));
      } else if (!legal->empty()) {
        ctx.Fail(kCheckTurn, absl::StrCat("seat ", seat, " may not act (", TurnText(*turn),
                                          ") but lists ", legal->size(), " actions, e.g. ",
                                          Describe((*legal)[0])));
      }
    }
  }
  return true;
}

void CheckListedAccepted(Context& ctx, const v1::GameState& state, int actor,
                         const std::vector<google::protobuf::Any>& legal, size_t max_checked,
                         uint64_t seed) {
  for (size_t i : SampleIndices(legal.size(), max_checked, seed)) {
    ++ctx.coverage().listed_actions_applied;
    absl::StatusOr<ApplyResult> r = ctx.game.Apply(state, actor, legal[i]);
    if (!r.ok()) {
      ctx.Fail(kCheckListed, absl::StrCat("listed action #", i, " ", Describe(legal[i]),
                                          " of actor ", actor,
                                          " errors: ", DescribeStatus(r.status())));
    } else if (!r->legal) {
      ctx.Fail(kCheckListed, absl::StrCat("listed action #", i, " ", Describe(legal[i]),
                                          " of actor ", actor, " is rejected: ",
                                          r->violation.code(), " ", r->violation.message()));
    } else if (absl::Status s = ctx.game.Check(r->state); !s.ok()) {
      ctx.Fail(kCheckInvariants, absl::StrCat("after listed action #", i, " ",
                                              Describe(legal[i]), " of actor ", actor,
                                              ": Check fails: ", DescribeStatus(s)));
    }
  }
}

void CheckWrongActors(Context& ctx, const v1::GameState& state, const TurnSnapshot& snapshot) {
  const v1::TurnStatus& turn = snapshot.turn;
  auto expect_violation = [&](int actor, const google::protobuf::Any& action,
                              absl::string_view why) {
    ++ctx.coverage().wrong_actor_probes;
    absl::StatusOr<ApplyResult> r = ctx.game.Apply(state, actor, action);
    if (!r.ok()) {
      ctx.Fail(kCheckActor, absl::StrCat(why, ": ", Describe(action), " by actor ", actor,
                                         " errors (", DescribeStatus(r.status()),
                                         ") instead of legal=false with a violation"));
    } else if (r->legal) {
      ctx.Fail(kCheckActor, absl::StrCat(why, ": ", Describe(action), " by actor ", actor,
                                         " is accepted"));
    } else if (r->violation.code().empty()) {
      ctx.Fail(kCheckActor, absl::StrCat(why, ": ", Describe(action), " by actor ", actor,
                                         " is rejected without a violation code"));
    } else {
      CheckCatalogued(ctx, r->violation, [&] {
        return absl::StrCat(why, ": ", Describe(action), " by actor ", actor);
      });
    }
  };
  // Seat actions offered to every seat that may not act, and to chance.
  for (size_t k = 0; k < snapshot.acting_legal.size(); ++k) {
    const google::protobuf::Any& action = snapshot.acting_legal[k].front();
    for (int seat = 0; seat < ctx.seat_count; ++seat) {
      if (!IsActing(turn, seat)) expect_violation(seat, action, "seat that may not act");
    }
    expect_violation(kChance, action, "a seat's action sent by chance");
  }
  // Chance outcomes sent by seats.
  if (turn.chance_pending() && !snapshot.chance_legal.empty()) {
    for (int seat = 0; seat < ctx.seat_count; ++seat) {
      expect_violation(seat, snapshot.chance_legal.front(), "chance outcome sent by a seat");
    }
  }
}

void CheckFinishedRejects(Context& ctx, const v1::GameState& state,
                          const google::protobuf::Any& last_action, int last_actor) {
  for (int seat = 0; seat < ctx.seat_count; ++seat) {
    ++ctx.coverage().wrong_actor_probes;
    absl::StatusOr<ApplyResult> r = ctx.game.Apply(state, seat, last_action);
    if (!r.ok()) {
      ctx.Fail(kCheckActor, absl::StrCat("after the end: ", Describe(last_action), " by seat ",
                                         seat, " errors: ", DescribeStatus(r.status())));
    } else if (r->legal || r->violation.code().empty()) {
      ctx.Fail(kCheckActor, absl::StrCat("after the end: ", Describe(last_action), " by seat ",
                                         seat, " is not rejected with a violation code"));
    } else {
      CheckCatalogued(ctx, r->violation, [&] {
        return absl::StrCat("after the end: ", Describe(last_action), " by seat ", seat);
      });
    }
  }
}

void CheckMutations(Context& ctx, const v1::GameState& state, int actor,
                    const std::vector<google::protobuf::Any>& legal, uint64_t seed) {
  if (legal.empty()) return;
  Rng rng(seed);
  // Mutate up to three listed actions: a random one, the first and the last.
  std::vector<size_t> sources = {static_cast<size_t>(rng.Uniform(legal.size())), 0,
                                 legal.size() - 1};
  std::sort(sources.begin(), sources.end());
  sources.erase(std::unique(sources.begin(), sources.end()), sources.end());
  std::vector<Mutation> all;
  for (size_t i : sources) {
    std::vector<Mutation> ms = MutationsOf(legal[i]);
    for (Mutation& m : ms) {
      m.label = absl::StrCat("mutation of listed #", i, " (", m.label, ")");
      all.push_back(std::move(m));
    }
  }
  CandidateJudge judge(ctx, state, actor, legal);
  const size_t budget = static_cast<size_t>(std::max(0, ctx.options.max_mutations));
  for (size_t n = 0; n < budget && !all.empty(); ++n) {
    const size_t pick = static_cast<size_t>(rng.Uniform(all.size()));
    ++ctx.coverage().mutations;
    judge.Judge(all[pick].action, all[pick].label, kCheckMutation);
    all[pick] = std::move(all.back());
    all.pop_back();
  }
}

}  // namespace arbiter::conformance::internal
