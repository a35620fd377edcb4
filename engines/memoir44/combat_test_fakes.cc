// TEMPORARY test-only stand-ins, for the combat tests, of functions m44turn owns (chance.cc,
// cards.cc, turn_flow.cc), written from rules.md M19, M5/M6. Every one is a weak symbol: once
// the library defines the real function it wins and this one is unused. Nothing here is part
// of the engine; the file goes when m44turn's branch has landed.
//   RollDice: EXTERNAL only (the tests supply dice). CardKindOf: a fixed deck order.
//   EffectiveKind: the kind of s.effective_card. AfterBattle: back to PHASE_BATTLE.
#include "engines/memoir44/rules.h"

#define M44_FAKE __attribute__((weak))

namespace arbiter::memoir44 {
M44_FAKE bool RollDice(Ctx& c, int n, std::vector<pb::DieFace>* faces) {
  (void)faces;
  c.s.chance = pb::CHANCE_ROLL;
  c.s.chance_dice = n;
  return false;
}

M44_FAKE pb::CardKind CardKindOf(int card_id) {
  if (card_id >= 1 && card_id <= 6) return pb::CARD_KIND_RECON;
  if (card_id >= 7 && card_id <= 19) return pb::CARD_KIND_PROBE;
  if (card_id >= 20 && card_id <= 29) return pb::CARD_KIND_ATTACK;
  if (card_id >= 30 && card_id <= 35) return pb::CARD_KIND_ASSAULT;
  static constexpr pb::CardKind kRest[] = {pb::CARD_KIND_GENERAL_ADVANCE,
                                           pb::CARD_KIND_PINCER_MOVE,
                                           pb::CARD_KIND_RECON_IN_FORCE,
                                           pb::CARD_KIND_RECON_IN_FORCE,
                                           pb::CARD_KIND_RECON_IN_FORCE,
                                           pb::CARD_KIND_AIR_POWER,
                                           pb::CARD_KIND_ARMOR_ASSAULT,
                                           pb::CARD_KIND_ARMOR_ASSAULT,
                                           pb::CARD_KIND_ARTILLERY_BOMBARD,
                                           pb::CARD_KIND_BARRAGE,
                                           pb::CARD_KIND_BEHIND_ENEMY_LINES,
                                           pb::CARD_KIND_CLOSE_ASSAULT,
                                           pb::CARD_KIND_DIG_IN,
                                           pb::CARD_KIND_DIRECT_FROM_HQ,
                                           pb::CARD_KIND_DIRECT_FROM_HQ,
                                           pb::CARD_KIND_FIREFIGHT,
                                           pb::CARD_KIND_INFANTRY_ASSAULT,
                                           pb::CARD_KIND_INFANTRY_ASSAULT,
                                           pb::CARD_KIND_MEDICS_AND_MECHANICS,
                                           pb::CARD_KIND_MOVE_OUT,
                                           pb::CARD_KIND_MOVE_OUT,
                                           pb::CARD_KIND_THEIR_FINEST_HOUR,
                                           pb::CARD_KIND_AMBUSH,
                                           pb::CARD_KIND_COUNTER_ATTACK,
                                           pb::CARD_KIND_COUNTER_ATTACK};
  if (card_id >= 36 && card_id <= 60) return kRest[card_id - 36];
  return pb::CARD_KIND_UNSPECIFIED;
}
M44_FAKE pb::Section CardSectionOf(int card_id) {
  (void)card_id;
  return pb::SECTION_UNSPECIFIED;
}
M44_FAKE pb::CardKind EffectiveKind(const State& s) { return CardKindOf(s.effective_card); }
M44_FAKE void AfterBattle(Ctx& c) { c.s.phase = pb::PHASE_BATTLE; }

}  // namespace arbiter::memoir44
