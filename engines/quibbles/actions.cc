// Judge, Play and ListMoves (rules.h): the checks every game makes first, in the shared order
// (engines/core/violation.h), then one move's functions (split.cc, combine.cc, draw.cc,
// stash.cc, turn_flow.cc).
#include "absl/strings/str_cat.h"
#include "engines/core/game.h"
#include "engines/quibbles/rules.h"
#include "engines/quibbles/violations.h"

namespace arbiter {
namespace quibbles {

v1::Violation CardValueOutOfRange(absl::string_view field, uint64_t value) {
  return MakeViolation(kCardValueOutOfRange, field,
                       absl::StrCat("card value ", value, " is outside 1..6"));
}

Verdict Judge(const State& s, int actor, const pb::Action& action, Move* move) {
  if (s.phase == Phase::kFinished) return MakeViolation(kGameIsOver, "", "the game is over");
  const bool is_chance = action.has_chance_outcome();
  if (is_chance != (actor == kChance)) {
    return MakeViolation(kWrongActor, "",
                         is_chance ? "only chance supplies chance outcomes"
                                   : "chance may only supply a chance outcome");
  }
  if (is_chance) return JudgeChanceOutcome(s, action.chance_outcome(), move);
  if (s.phase == Phase::kDrawing) {
    return MakeViolation(kDrawPending, "", "a card must be drawn first (chance outcome)");
  }
  if (actor != s.current_seat) {
    return MakeViolation(kOtherSeatsTurn, "",
                         absl::StrCat("it is seat ", s.current_seat, "'s turn"));
  }
  switch (action.move_case()) {
    case pb::Action::kSplit:
      return JudgeSplit(s, action.split(), move);
    case pb::Action::kCombine:
      return JudgeCombine(s, action.combine(), move);
    case pb::Action::kDraw:
      return JudgeDraw(s, action.draw(), move);
    case pb::Action::kStash:
      return JudgeStash(s, action.stash(), move);
    case pb::Action::kEndTurn:
      return JudgeEndTurn(s, move);
    case pb::Action::kPass:
      return JudgePass(s, move);
    default:
      // Empty actions are rejected before judging (INVALID_ARGUMENT).
      return MakeViolation(kMainActionRequired, "", "no move given");
  }
}

void Play(State& s, int actor, const Move& m, Events* events) {
  switch (m.kind) {
    case Move::Kind::kSplit:
      return PlaySplit(s, actor, m, events);
    case Move::Kind::kCombine:
      return PlayCombine(s, actor, m, events);
    case Move::Kind::kDraw:
      return PlayDraw(s, actor, m, events);
    case Move::Kind::kStash:
      return PlayStash(s, actor, m, events);
    case Move::Kind::kEndTurn:
      return Housekeeping(s, events);
    case Move::Kind::kPass:
      return PlayPass(s, actor, events);
    case Move::Kind::kChance:
      return ResolvePending(s, m.value, events);
  }
}

void ListMoves(const State& s, int actor, std::vector<Move>* out) {
  out->clear();
  if (s.phase == Phase::kFinished) return;
  if (actor == kChance) {
    if (s.phase == Phase::kDrawing) ListChanceOutcomes(s, out);
    return;
  }
  if (actor != s.current_seat || s.phase == Phase::kDrawing) return;
  const Counts& hand = s.hands[actor];
  if (s.phase == Phase::kMainAction) {
    if (CardTotal(hand) == 0) {  // Q10
      Move m;
      m.kind = Move::Kind::kPass;
      out->push_back(m);
      return;
    }
    ListSplits(s, hand, out);
    ListCombines(s, hand, out);
    ListDraws(hand, out);
    return;
  }
  // PHASE_STASH_OR_END (Q3, Q7).
  ListStashes(s, actor, out);
  Move end;
  end.kind = Move::Kind::kEndTurn;
  out->push_back(end);
}

}  // namespace quibbles
}  // namespace arbiter
