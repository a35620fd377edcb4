// One action judged and played, and every legal action listed (rules.h, moves.h). The shared
// codes come first, in engines/core/violation.h's order; then the seat's step decides which
// move it may send.
#include "absl/strings/str_cat.h"
#include "engines/core/game.h"
#include "engines/voyages/moves.h"
#include "engines/voyages/rules.h"
#include "engines/voyages/violations.h"

namespace arbiter {
namespace voyages {
namespace {

Verdict ActChance(State& s, const pb::ChanceOutcome& o, Events* events) {
  if (!ChancePending(s)) {
    return MakeViolation(kNoRollPending, "chance_outcome", "no roll waits for an outcome");
  }
  if (o.dice_size() != 3) {
    return MakeViolation(kImpossibleChanceOutcome, "chance_outcome.dice",
                         absl::StrCat(o.dice_size(), " values, the roll is three dice"));
  }
  std::array<int, 3> dice{};
  for (int k = 0; k < 3; ++k) {
    if (o.dice(k) < 1 || o.dice(k) > 6) {
      return MakeViolation(kImpossibleChanceOutcome, absl::StrCat("chance_outcome.dice[", k, "]"),
                           absl::StrCat(o.dice(k), " is not a die value 1..6"));
    }
    dice[k] = o.dice(k);
  }
  Roll(s, dice, events);
  return std::nullopt;
}

void ListFollowUps(const State& s, int seat, std::vector<Move>* out) {
  Move end;
  end.kind = Move::Kind::kEndTurn;
  out->push_back(end);
  const Sheet& me = s.sheets[seat];
  if (SellOffered(s, seat)) {
    const Effect* sell = nullptr;
    for (const Effect& e : s.pack->spaces[me.ship].effects) {
      if (e.kind == EffectKind::kSell) sell = &e;
    }
    // Every non-empty choice of counts 0..held per bought type, in odometer order (the
    // first type counting fastest).
    const int types = static_cast<int>(s.pack->cargo.size());
    std::array<int, kMaxCargoTypes> max{}, counts{};
    for (int t = 0; t < types; ++t) max[t] = sell->price[t] >= 0 ? me.cargo[t] : 0;
    for (;;) {
      int t = 0;
      while (t < types && counts[t] == max[t]) counts[t++] = 0;
      if (t == types) break;
      ++counts[t];
      Move m;
      m.kind = Move::Kind::kSell;
      m.counts = counts;
      out->push_back(m);
    }
  }
  if (DreadOffered(s, seat)) {
    const Effect* d = DreadAt(s, seat);
    int lo = 0, hi = 0;
    if (d->cost == CostKind::kExhaustReady) {
      lo = std::max(0, d->cost_n - me.ready_regular);
      hi = std::min(d->cost_n, me.ready_heroic);
    }
    for (int h = lo; h <= hi; ++h) {
      pb::DefeatDread a;
      a.set_heroic(h);
      if (JudgeDefeat(s, seat, a)) continue;
      Move m;
      m.kind = Move::Kind::kDefeatDread;
      m.heroic = h;
      out->push_back(m);
    }
  }
}

}  // namespace

Verdict Act(State& s, int actor, const pb::Action& a, Events* events) {
  if (s.phase == Phase::kFinished) return MakeViolation(kGameIsOver, "action", "the game is over");
  const bool chance_move = a.has_chance_outcome();
  if ((actor == kChance) != chance_move) {
    return MakeViolation(kWrongActor, "action",
                         chance_move ? "only chance sends the roll" : "chance sends only the roll");
  }
  if (actor == kChance) return ActChance(s, a.chance_outcome(), events);
  if (ChancePending(s)) {
    return MakeViolation(kRollPending, "action", "the round's roll waits for its outcome");
  }
  if (!Decides(s, actor)) {
    return MakeViolation(kNotYourDecision, "action", "this seat's turn this round is over");
  }
  switch (a.move_case()) {
    case pb::Action::kSail: {
      SailPlan plan;
      if (Verdict v = JudgeSail(s, actor, a.sail(), &plan)) return v;
      PlaySail(s, actor, plan, events);
      return std::nullopt;
    }
    case pb::Action::kSell: {
      std::array<int, kMaxCargoTypes> counts{};
      if (Verdict v = JudgeSell(s, actor, a.sell(), &counts)) return v;
      PlaySell(s, actor, counts, events);
      return std::nullopt;
    }
    case pb::Action::kDefeatDread: {
      if (Verdict v = JudgeDefeat(s, actor, a.defeat_dread())) return v;
      PlayDefeat(s, actor, a.defeat_dread().heroic(), events);
      return std::nullopt;
    }
    case pb::Action::kEndTurn:
      if (s.sheets[actor].step != Step::kFollowUp) {
        return MakeViolation(kWrongStep, "end_turn", "END_TURN follows a stop; SAIL first");
      }
      CloseTurn(s, actor, events);
      return std::nullopt;
    default:
      return MakeViolation(kWrongStep, "action", "no move set");
  }
}

void ListMoves(const State& s, int actor, std::vector<Move>* out) {
  if (s.phase == Phase::kFinished) return;
  if (actor == kChance) {
    if (!ChancePending(s)) return;
    for (int a = 1; a <= 6; ++a) {
      for (int b = 1; b <= 6; ++b) {
        for (int c = 1; c <= 6; ++c) {
          Move m;
          m.kind = Move::Kind::kChance;
          m.dice = {a, b, c};
          out->push_back(m);
        }
      }
    }
    return;
  }
  if (!Decides(s, actor)) return;
  if (s.sheets[actor].step == Step::kSail) {
    ListSails(s, actor, out);
  } else {
    ListFollowUps(s, actor, out);
  }
}

void ToProto(const State& s, const Move& m, pb::Action* out) {
  out->Clear();
  switch (m.kind) {
    case Move::Kind::kSail: {
      pb::Sail* a = out->mutable_sail();
      a->set_direction_die(m.roles[0]);
      a->set_distance_die(m.roles[1]);
      a->set_duty_die(m.roles[2]);
      for (const Mod& mod : m.mods) {
        pb::Modification* p = a->add_modifications();
        p->set_die(mod.die);
        if (mod.heroic) {
          p->set_kind(pb::SAILOR_KIND_HEROIC);
          p->set_value(mod.amount);
        } else {
          p->set_kind(pb::SAILOR_KIND_REGULAR);
          p->set_step(mod.amount);
        }
      }
      if (m.cell >= 0) {
        a->mutable_duty_cell()->set_row(m.cell / s.pack->cols);
        a->mutable_duty_cell()->set_column(m.cell % s.pack->cols);
      }
      return;
    }
    case Move::Kind::kSell: {
      pb::Sell* a = out->mutable_sell();
      for (size_t t = 0; t < s.pack->cargo.size(); ++t) {
        if (m.counts[t] == 0) continue;
        pb::CargoCount* c = a->add_cargo();
        c->set_type(s.pack->cargo[t].type);
        c->set_count(m.counts[t]);
      }
      return;
    }
    case Move::Kind::kDefeatDread:
      out->mutable_defeat_dread()->set_heroic(m.heroic);
      return;
    case Move::Kind::kEndTurn:
      out->mutable_end_turn();
      return;
    case Move::Kind::kChance:
      for (int d : m.dice) out->mutable_chance_outcome()->add_dice(d);
      return;
  }
}

}  // namespace voyages
}  // namespace arbiter
