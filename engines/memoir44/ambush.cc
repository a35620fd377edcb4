// M7 Ambush (and R6's ambush_prompt): the window a battle at distance 1 opens for the target's
// owner, AMBUSH or DECLINE by that seat (the non-active one), the ambusher's battle first, then
// the attacker's battle cancelled or resumed (resolve.cc FinishBattle). Also the dispatch of
// the combat decisions (PHASE_AMBUSH, PHASE_RETREAT, PHASE_TAKE_GROUND, PHASE_OVERRUN).
//
// The window opens on any battle or overrun at distance 1 (artillery at range 1 included)
// whose target can battle back (not in the ocean, 1+ die), unless every Ambush card is public:
// in the discard pile or the card in play (R5). With R6 `only_if_held` it opens only when the
// target's owner holds Ambush (this leaks hands; for bots). The ambusher rolls its own
// close-assault dice with its own-hex modifier and the attacker's hex reduction, no card bonus.
// The played Ambush goes to the discard pile at once; its owner's hand is one short until the
// end of the turn, when it draws first (M4.5, turn_flow.cc). Source: rules.md M7, R5, R6, M4.
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/terrain.h"
#include "engines/memoir44/violations.h"

namespace arbiter::memoir44 {
namespace {

bool IsAmbush(int card_id) { return CardKindOf(card_id) == pb::CARD_KIND_AMBUSH; }

bool HoldsAmbush(const State& s, int seat) {
  return std::any_of(s.players[seat].hand.begin(), s.players[seat].hand.end(),
                     [](int8_t id) { return IsAmbush(id); });
}

// R6: whether every Ambush card is publicly out of reach (discarded or in play).
bool AmbushPublicallyGone(const State& s) {
  int public_ambush = 0;
  for (int8_t id : s.discard_pile) public_ambush += IsAmbush(id) ? 1 : 0;
  if (s.card_in_play != 0 && IsAmbush(s.card_in_play)) ++public_ambush;
  int total = 0;
  for (int id = 1; id <= kCardCount; ++id) total += IsAmbush(id) ? 1 : 0;
  return public_ambush >= total;
}

}  // namespace

int AmbushDice(const State& s, HexId defender, HexId attacker) {
  const Unit* d = s.UnitAt(defender);
  if (d == nullptr || attacker == kNoHex || CannotBattleFrom(s, defender)) return 0;
  if (Distance(defender, attacker) != 1) return 0;
  return BaseDice(d->type, 1) - OwnHexModifier(s, defender, d->type) +
         TargetHexReduction(s, defender, d->type, attacker);
}

bool AmbushWindowOpens(const State& s) {
  if (!s.has_battle) return false;
  const Battle& b = s.battle;
  if (b.kind != pb::Battle::KIND_BATTLE && b.kind != pb::Battle::KIND_OVERRUN) return false;
  if (b.range != 1) return false;
  const Unit* t = s.UnitAt(b.target);
  if (t == nullptr || AmbushDice(s, b.target, b.attacker) < 1) return false;
  if (AmbushPublicallyGone(s)) return false;
  if (s.options.ambush_prompt() == pb::AMBUSH_PROMPT_ONLY_IF_HELD && !HoldsAmbush(s, t->seat)) {
    return false;
  }
  return true;
}

Verdict JudgeAmbush(const State& s, int seat, const pb::Ambush& a) {
  if (s.phase != pb::PHASE_AMBUSH || !s.has_battle) {
    return MakeViolation(kCombatStep, "ambush", "no Ambush window is open");
  }
  const std::vector<int8_t>& hand = s.players[seat].hand;
  if (!IsAmbush(a.card_id()) || std::find(hand.begin(), hand.end(), a.card_id()) == hand.end()) {
    return MakeViolation(kAmbushNotHeld, "ambush.card_id",
                         absl::StrCat("card ", a.card_id(), " is not an Ambush in your hand"));
  }
  if (AmbushDice(s, s.battle.target, s.battle.attacker) < 1) {
    return MakeViolation(kAmbushCannotBattle, "ambush",
                         "the attacked unit cannot battle the attacker");
  }
  return std::nullopt;
}

Verdict ApplyAmbush(Ctx& c, int seat, const pb::Ambush& a) {
  if (Verdict v = JudgeAmbush(c.s, seat, a)) return v;
  State& s = c.s;
  std::vector<int8_t>& hand = s.players[seat].hand;
  hand.erase(std::find(hand.begin(), hand.end(), a.card_id()));
  s.discard_pile.push_back(static_cast<int8_t>(a.card_id()));
  {
    pb::Event e;
    e.mutable_ambush_played()->set_seat(seat);
    e.mutable_ambush_played()->set_card_id(a.card_id());
    c.Public(e);
  }
  Battle& b = s.battle;
  Battle ambush;
  ambush.kind = pb::Battle::KIND_AMBUSH;
  ambush.attacker = b.target;
  ambush.target = b.attacker;
  ambush.range = 1;
  ambush.dice = AmbushDice(s, b.target, b.attacker);
  ambush.has_declared = true;
  ambush.declared_kind = b.kind;
  ambush.declared_dice = b.dice;
  ambush.declared_range = b.range;
  b = ambush;
  StartBattle(c);  // KIND_AMBUSH never reopens the window: the roll
  return std::nullopt;
}

int CombatDecider(const State& s) {
  switch (s.phase) {
    case pb::PHASE_AMBUSH:
    case pb::PHASE_RETREAT: {
      const Unit* t = s.has_battle ? s.UnitAt(s.battle.target) : nullptr;
      return t != nullptr ? t->seat : s.current_seat;
    }
    default:
      return s.current_seat;
  }
}

void ListCombatDecisions(const State& s, ActionList* out) {
  if (!s.has_battle) return;
  switch (s.phase) {
    case pb::PHASE_AMBUSH: {
      const int seat = CombatDecider(s);
      const bool can_battle = AmbushDice(s, s.battle.target, s.battle.attacker) >= 1;
      for (int8_t id : s.players[seat].hand) {
        if (IsAmbush(id) && can_battle) out->AddAmbush(id);
      }
      out->AddDecline();
      return;
    }
    case pb::PHASE_RETREAT:
      ListRetreats(s, out);
      return;
    case pb::PHASE_TAKE_GROUND:
      if (MayTakeGround(s)) out->AddTakeGround();
      out->AddDecline();
      return;
    case pb::PHASE_OVERRUN:
      if (const Unit* u = s.UnitAt(s.battle.attacker);
          u != nullptr && u->type == pb::UNIT_TYPE_ARMOR) {
        ListOverruns(s, s.battle.attacker, out);
      }
      out->AddDecline();
      return;
    default:
      return;
  }
}

Verdict ApplyCombatDecision(Ctx& c, int seat, const pb::Action& a) {
  State& s = c.s;
  const pb::Phase phase = s.phase;
  const bool combat_phase = phase == pb::PHASE_AMBUSH || phase == pb::PHASE_RETREAT ||
                            phase == pb::PHASE_TAKE_GROUND || phase == pb::PHASE_OVERRUN;
  if (!combat_phase || !s.has_battle) {
    return MakeViolation(kCombatStep, "action", "no battle decision is pending");
  }
  if (seat != CombatDecider(s)) {
    return MakeViolation(kNotYourTurn, kTurnRuleRef, "actor",
                         absl::StrCat("seat ", CombatDecider(s), " decides now"));
  }
  switch (a.action_case()) {
    case pb::Action::kAmbush:
      if (phase != pb::PHASE_AMBUSH) break;
      return ApplyAmbush(c, seat, a.ambush());
    case pb::Action::kRetreat:
      if (phase != pb::PHASE_RETREAT) break;
      return ApplyRetreat(c, a.retreat());
    case pb::Action::kTakeGround:
      if (phase != pb::PHASE_TAKE_GROUND) break;
      return ApplyTakeGround(c);
    case pb::Action::kArmorOverrun:
      if (phase != pb::PHASE_OVERRUN) break;
      return ApplyOverrun(c, a.armor_overrun());
    case pb::Action::kDecline:
      if (phase == pb::PHASE_AMBUSH) {
        RollBattle(c);
        return std::nullopt;
      }
      if (phase == pb::PHASE_TAKE_GROUND || phase == pb::PHASE_OVERRUN) {
        EndBattle(c);
        return std::nullopt;
      }
      break;
    default:
      break;
  }
  return MakeViolation(
      kCombatStep, "action",
      absl::StrCat("this action does not answer the pending ", pb::Phase_Name(phase)));
}

}  // namespace arbiter::memoir44
