// M4 turn structure: whose decision it is (TurnOf: the active seat, but the defender in
// PHASE_AMBUSH and the retreating unit's owner in PHASE_RETREAT), the dispatch of each step's
// action, the start of a turn (turn-start objectives, M16) and END_TURN (M4.5: the Ambush
// owner's draw first, the card discarded, Their Finest Hour's reshuffle, the draw or Recon's
// two), AfterBattle (the next step once a battle is over).
#include <algorithm>
#include <string>

#include "absl/strings/str_cat.h"
#include "engines/memoir44/cards.h"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/violations.h"

namespace arbiter::memoir44 {
namespace {

Verdict WrongStep(const State& s) {
  return MakeViolation(
      kWrongStep, "",
      absl::StrCat("this action is not the pending decision (", pb::Phase_Name(s.phase), ")"));
}

bool IsCombatDecision(pb::Phase p) {
  return p == pb::PHASE_AMBUSH || p == pb::PHASE_RETREAT || p == pb::PHASE_TAKE_GROUND ||
         p == pb::PHASE_OVERRUN;
}

bool IsStrike(const State& s) {
  const pb::CardKind k = EffectiveKind(s);
  return k == pb::CARD_KIND_AIR_POWER || k == pb::CARD_KIND_BARRAGE;
}

// The unit of Behind Enemy Lines that may still make its second move (R13), or nullptr.
const Unit* BehindLinesUnit(const State& s) {
  if (EffectiveKind(s) != pb::CARD_KIND_BEHIND_ENEMY_LINES || Fallback(s)) return nullptr;
  for (const Unit& u : s.units) {
    if (u.seat == s.current_seat && u.ordered && !u.second_move) return &u;
  }
  return nullptr;
}

}  // namespace

pb::CardKind EffectiveKind(const State& s) {
  // M3 (Mortain's Hill 317): a Recon played as Air Power is Air Power this turn.
  return s.recon_air_power ? pb::CARD_KIND_AIR_POWER : CardKindOf(s.effective_card);
}

int DecidingSeat(const State& s) {
  if (s.phase == pb::PHASE_GAME_OVER || s.chance != pb::CHANCE_UNSPECIFIED) return -1;
  if (s.phase == pb::PHASE_SETUP) return -1;
  if (s.phase == pb::PHASE_AMBUSH || s.phase == pb::PHASE_RETREAT) {
    // M7: the defender of the close assault (the unit attacked); M13: the owner of the unit
    // that retreats (the target of the battle in progress: for an Ambush battle, the
    // attacker).
    const Unit* u = s.has_battle ? s.UnitAt(s.battle.target) : nullptr;
    return u != nullptr ? u->seat : 1 - s.current_seat;
  }
  return s.current_seat;
}

const char* DecisionName(const State& s) {
  if (s.phase == pb::PHASE_GAME_OVER) return "";
  if (s.chance == pb::CHANCE_DRAW) return "chance_draw";
  if (s.chance == pb::CHANCE_ROLL) return "chance_roll";
  switch (s.phase) {
    case pb::PHASE_PLAY:
      return "play";
    case pb::PHASE_ORDER: {
      const pb::CardKind k = EffectiveKind(s);
      return IsStrike(s) || k == pb::CARD_KIND_MEDICS_AND_MECHANICS ? "targets" : "order";
    }
    case pb::PHASE_MOVE:
      return "move";
    case pb::PHASE_BATTLE:
      return "battle";
    case pb::PHASE_AMBUSH:
      return "ambush";
    case pb::PHASE_RETREAT:
      return "retreat";
    case pb::PHASE_TAKE_GROUND:
      return "take_ground";
    case pb::PHASE_OVERRUN:
      return "overrun";
    case pb::PHASE_SECOND_MOVE:
      return "second_move";
    case pb::PHASE_RECON_KEEP:
      return "recon_keep";
    default:
      return "";
  }
}

v1::TurnStatus TurnOf(const State& s) {
  v1::TurnStatus t;
  if (s.phase == pb::PHASE_GAME_OVER) {
    v1::Outcome* o = t.mutable_outcome();
    o->set_status(v1::OUTCOME_STATUS_FINISHED);
    const int first = s.winner == 1 ? 1 : 0;
    for (int seat : {first, 1 - first}) {
      v1::SeatResult* r = o->add_results();
      r->set_seat(seat);
      r->set_rank(s.winner < 0 || seat == s.winner ? 1 : 2);
      r->set_won(seat == s.winner);
      r->set_score(s.players[seat].medals);
    }
    return t;
  }
  t.mutable_outcome()->set_status(v1::OUTCOME_STATUS_ONGOING);
  t.set_decision(DecisionName(s));
  if (s.chance != pb::CHANCE_UNSPECIFIED) {
    t.set_chance_pending(true);
    return t;
  }
  const int seat = DecidingSeat(s);
  if (seat >= 0) t.add_acting_seats(seat);
  return t;
}

void BeginTurn(Ctx& c, int seat) {
  State& s = c.s;
  s.current_seat = seat;
  for (Unit& u : s.units) {
    u.ordered = u.move_done = u.battle_forbidden = u.second_move = false;
    u.hexes_moved = u.battles = u.bonus_dice = 0;
  }
  s.card_in_play = 0;
  s.section = pb::SECTION_UNSPECIFIED;
  s.effective_card = 0;
  s.recon_air_power = false;
  s.finest_hour_infantry = s.finest_hour_armor = s.finest_hour_any = 0;
  s.recon_drawn.clear();
  s.has_battle = false;
  s.battle = Battle{};
  s.cards_to_deal = {0, 0};
  s.phase = pb::PHASE_PLAY;
  UpdateMedals(c, /*turn_start=*/true);  // M16: turn-start objectives; may end the game
}

Verdict JudgeEndTurn(const State& s) {
  if (s.phase != pb::PHASE_BATTLE) return WrongStep(s);
  return std::nullopt;
}

void EndTurn(Ctx& c) {
  State& s = c.s;
  const int seat = s.current_seat;
  const int other = 1 - seat;
  for (Unit& u : s.units) u.move_done = true;
  // M16: turn-end objectives (Toulon, Saverne Gap: "at the end of their turn"), judged here only.
  if (UpdateTurnEndMedals(c)) return;
  // M4.5: the Ambush owner discards and draws first. The combat rules discarded the Ambush
  // when it was played: it is on top of the discards (nothing else is discarded during a
  // turn) and its owner is a card short.
  if (!s.discard_pile.empty() && s.discard_pile.back() == AmbushCardId() &&
      static_cast<int>(s.players[other].hand.size()) < s.scenario->hand_size[other]) {
    s.cards_to_deal[other] = 1;
  }
  // The active seat's step 5 (DiscardTurnCard) follows that draw: ContinueDraws calls it once
  // the Ambush owner has its card (in EXTERNAL mode after the chance outcome).
  if (s.cards_to_deal[other] == 0 || s.card_in_play == 0) DiscardTurnCard(c);
  ContinueDraws(c);
}

void DiscardTurnCard(Ctx& c) {
  State& s = c.s;
  const int seat = s.current_seat;
  if (s.card_in_play != 0) {
    s.discard_pile.push_back(static_cast<int8_t>(s.card_in_play));
    pb::Event e;
    e.mutable_card_discarded()->set_seat(seat);
    e.mutable_card_discarded()->set_card_id(s.card_in_play);
    c.Public(e);
    s.card_in_play = 0;
  }
  // M6 Their Finest Hour (copied too, M7): the discards and the pile merge and are shuffled
  // before the draw; not when the deck is never rebuilt (M17, Vassieux).
  if (EffectiveKind(s) == pb::CARD_KIND_THEIR_FINEST_HOUR && ReshuffleOn(s)) MergePiles(c);
  // M5 Recon (copied too): draw 2, keep 1 (recon_drawn, then PHASE_RECON_KEEP).
  s.cards_to_deal[seat] = EffectiveKind(s) == pb::CARD_KIND_RECON ? 2 : 1;
}

void AfterBattle(Ctx& c) {
  State& s = c.s;
  if (s.phase == pb::PHASE_GAME_OVER) return;
  s.has_battle = false;
  // R13: Behind Enemy Lines' unit may move again after its battle.
  const Unit* u = BehindLinesUnit(s);
  s.phase = u != nullptr && u->battles > 0 ? pb::PHASE_SECOND_MOVE : pb::PHASE_BATTLE;
}

Verdict ApplySeatAction(Ctx& c, int actor, const pb::Action& a) {
  State& s = c.s;
  switch (s.phase) {
    case pb::PHASE_PLAY:
      if (!a.has_play()) return WrongStep(s);
      if (Verdict v = JudgePlay(s, a.play())) return v;
      Play(c, a.play());
      return std::nullopt;
    case pb::PHASE_ORDER:
      if (IsStrike(s)) {
        if (!a.has_targets()) return WrongStep(s);
        return ApplyStrike(c, a.targets());
      }
      if (EffectiveKind(s) == pb::CARD_KIND_MEDICS_AND_MECHANICS) {
        if (!a.has_targets()) return WrongStep(s);
        if (Verdict v = JudgeTargets(s, a.targets())) return v;
        Targets(c, a.targets());
        return std::nullopt;
      }
      if (!a.has_order()) return WrongStep(s);
      if (Verdict v = JudgeOrder(s, a.order())) return v;
      Order(c, a.order());
      return std::nullopt;
    case pb::PHASE_MOVE:
    case pb::PHASE_SECOND_MOVE:
      if (a.has_end_moves()) {
        EndMoves(c);
        return std::nullopt;
      }
      if (!a.has_move()) return WrongStep(s);
      if (Verdict v = JudgeMove(s, a.move())) return v;
      Move(c, a.move());
      return std::nullopt;
    case pb::PHASE_BATTLE:
      if (a.has_end_turn()) {
        if (Verdict v = JudgeEndTurn(s)) return v;
        EndTurn(c);
        return std::nullopt;
      }
      if (a.has_battle()) return ApplyBattle(c, a.battle());
      if (a.has_clear_wire()) return ApplyClearWire(c, a.clear_wire());  // M11
      if (a.has_move() && BehindLinesUnit(s) != nullptr) {  // R13: the second move, no battle
        if (Verdict v = JudgeMove(s, a.move())) return v;
        Move(c, a.move());
        return std::nullopt;
      }
      return WrongStep(s);
    case pb::PHASE_RECON_KEEP:
      if (!a.has_keep()) return WrongStep(s);
      if (Verdict v = JudgeKeep(s, a.keep())) return v;
      Keep(c, a.keep());
      return std::nullopt;
    default:
      if (IsCombatDecision(s.phase)) return ApplyCombatDecision(c, actor, a);
      return WrongStep(s);
  }
}

void ListSeatActions(const State& s, int seat, ActionList* out) {
  if (seat != DecidingSeat(s)) return;
  switch (s.phase) {
    case pb::PHASE_PLAY:
      ListPlays(s, out);
      break;
    case pb::PHASE_ORDER:
      if (IsStrike(s)) {
        ListStrikes(s, out);
      } else if (EffectiveKind(s) == pb::CARD_KIND_MEDICS_AND_MECHANICS) {
        ListTargets(s, out);
      } else {
        ListOrders(s, out);
      }
      break;
    case pb::PHASE_MOVE:
    case pb::PHASE_SECOND_MOVE:
      ListMoves(s, out);
      out->AddEndMoves();
      break;
    case pb::PHASE_BATTLE:
      ListBattles(s, out);
      ListClearWire(s, out);
      if (BehindLinesUnit(s) != nullptr) ListMoves(s, out);
      out->AddEndTurn();
      break;
    case pb::PHASE_RECON_KEEP:
      ListKeeps(s, out);
      break;
    default:
      if (IsCombatDecision(s.phase)) ListCombatDecisions(s, out);
      break;
  }
}

}  // namespace arbiter::memoir44
