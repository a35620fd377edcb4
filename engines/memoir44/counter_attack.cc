// M7 Counter-Attack: it copies the card the opponent played on its last turn (its order,
// bonuses and draw), sections mirrored (left <-> right, centre stays: the same columns); a
// copied Counter-Attack resolves to the card beneath it; R4: before the opponent has played
// any card it orders nothing. R5: Ambush is never counter-attacked (as the turn's card under
// ambush_as_turn_card it ordered nothing, and copying it orders nothing).
//
// Player::last_card keeps, for a Counter-Attack, the card it copied (cards.cc Play), so the
// chain resolves in one look-up; last_section is the section as that seat saw it.
#include "engines/memoir44/rules.h"

namespace arbiter::memoir44 {

int CounterAttackCopy(const State& s, pb::Section* section) {
  const Player& opponent = s.players[1 - s.current_seat];
  *section = pb::SECTION_UNSPECIFIED;
  const int card = opponent.last_card;
  const pb::CardKind kind = CardKindOf(card);
  if (kind == pb::CARD_KIND_UNSPECIFIED || kind == pb::CARD_KIND_COUNTER_ATTACK ||
      kind == pb::CARD_KIND_AMBUSH) {
    return 0;  // R4 (nothing played yet), a Counter-Attack that copied nothing, Ambush (R5)
  }
  *section = MirrorSection(opponent.last_section);
  return card;
}

}  // namespace arbiter::memoir44
