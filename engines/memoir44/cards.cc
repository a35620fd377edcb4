// The command cards in play (rules.md M4.1, M5, M6, M7): PLAY (which card, Infantry Assault's
// section under R3, R5's Ambush), what playing does (Counter-Attack resolved, Their Finest
// Hour's roll of 1 die per card held), Medics & Mechanics' unit and roll (TARGETS), and Recon's
// KEEP. The order limits are ordering.cc's; Air Power's and Barrage's targets m44combat's.
#include "engines/memoir44/cards.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/terrain.h"
#include "engines/memoir44/violations.h"

namespace arbiter::memoir44 {
namespace {

bool InHand(const Player& p, int card) {
  return card >= 1 && card <= kCardCount &&
         std::find(p.hand.begin(), p.hand.end(), card) != p.hand.end();
}

// R3: whether Infantry Assault may name `section` for the active seat: it must hold own
// infantry if any section does.
bool SectionAllowedForInfantryAssault(const State& s, pb::Section section) {
  bool any = false;
  for (const Unit& u : s.units) {
    if (u.seat != s.current_seat || u.type != pb::UNIT_TYPE_INFANTRY) continue;
    any = true;
    if (InSection(s.current_seat, u.hex, section)) return true;
  }
  return !any;
}

// Dice of a roll of "1 die per card held at play, this one included" (Their Finest Hour,
// Medics & Mechanics): the hand now, the played card out of it, plus that card.
int CardsHeldAtPlay(const State& s) {
  return static_cast<int>(s.players[s.current_seat].hand.size()) + 1;
}

Unit* MedicsUnit(State& s) {
  for (Unit& u : s.units) {
    if (u.seat == s.current_seat && u.ordered) return &u;
  }
  return nullptr;
}

bool HitsOwnSymbol(pb::DieFace f, pb::UnitType type) {
  return f == pb::DIE_FACE_STAR || (f == pb::DIE_FACE_INFANTRY && type == pb::UNIT_TYPE_INFANTRY) ||
         (f == pb::DIE_FACE_ARMOR && type == pb::UNIT_TYPE_ARMOR);
}

// R5 and M4.1: the Ambush may be the turn's card under the option, or when it is the only card
// in the hand (a turn plays a card; a 1-card hand of a supplied scenario may hold only it).
// Either way it orders nothing.
bool AmbushMayBeTurnCard(const State& s) {
  if (s.options.ambush_as_turn_card()) return true;
  const std::vector<int8_t>& hand = s.players[s.current_seat].hand;
  return std::all_of(hand.begin(), hand.end(),
                     [](int8_t id) { return CardKindOf(id) == pb::CARD_KIND_AMBUSH; });
}

}  // namespace

Verdict JudgePlay(const State& s, const pb::Play& p) {
  const Player& me = s.players[s.current_seat];
  if (!InHand(me, p.card_id())) {
    return MakeViolation(kCardNotInHand, "play.card_id",
                         absl::StrCat("card ", p.card_id(), " is not in your hand"));
  }
  // M3 (Mortain's Hill 317): a Recon played as Air Power (recon_air_power.cc).
  if (p.as_air_power()) {
    if (Verdict v = JudgeReconAirPower(s, p.card_id())) return v;
  }
  const pb::CardKind kind = CardKindOf(p.card_id());
  if (kind == pb::CARD_KIND_AMBUSH && !AmbushMayBeTurnCard(s)) {
    return MakeViolation(kAmbushNotTurnCard, "play.card_id",
                         "Ambush is played on the opponent's close assault, not as the turn's "
                         "card (R5)");
  }
  const pb::Section section = p.section();
  if (kind == pb::CARD_KIND_INFANTRY_ASSAULT) {
    if (section < pb::SECTION_LEFT || section > pb::SECTION_RIGHT) {
      return MakeViolation(kSectionNotNamed, "play.section", "Infantry Assault names its section");
    }
    if (!SectionAllowedForInfantryAssault(s, section)) {
      return MakeViolation(kSectionWithoutInfantry, "play.section",
                           absl::StrCat(pb::Section_Name(section),
                                        " holds none of your infantry, another section does"));
    }
    return std::nullopt;
  }
  if (section != pb::SECTION_UNSPECIFIED && section != CardSectionOf(p.card_id())) {
    return MakeViolation(kSectionNotNamed, "play.section",
                         "only Infantry Assault names a section; a section card has its own");
  }
  return std::nullopt;
}

void Play(Ctx& c, const pb::Play& p) {
  State& s = c.s;
  const int seat = s.current_seat;
  Player& me = s.players[seat];
  const int card = p.card_id();
  me.hand.erase(std::find(me.hand.begin(), me.hand.end(), card));
  s.card_in_play = card;
  const pb::CardKind kind = CardKindOf(card);
  int copies = 0;
  if (kind == pb::CARD_KIND_COUNTER_ATTACK) {
    copies = CounterAttackCopy(s, &s.section);
    s.effective_card = copies;
  } else if (kind == pb::CARD_KIND_AMBUSH) {  // R5: orders nothing
    s.effective_card = 0;
    s.section = pb::SECTION_UNSPECIFIED;
  } else {
    s.effective_card = card;
    s.section = kind == pb::CARD_KIND_INFANTRY_ASSAULT ? p.section() : CardSectionOf(card);
  }
  s.recon_air_power = p.as_air_power();  // M3: EffectiveKind is then Air Power
  // M7: what a later Counter-Attack of the opponent copies (a Counter-Attack's copy).
  me.last_card = copies != 0 ? copies : card;
  me.last_section = s.section;
  pb::Event e;
  pb::CardPlayed* played = e.mutable_card_played();
  played->set_seat(seat);
  played->set_card_id(card);
  played->set_section(s.section);
  played->set_copies_card(copies);
  played->set_as_air_power(p.as_air_power());
  c.Public(e);
  s.phase = pb::PHASE_ORDER;
  if (EffectiveKind(s) == pb::CARD_KIND_THEIR_FINEST_HOUR) {
    std::vector<pb::DieFace> faces;
    if (RollDice(c, CardsHeldAtPlay(s), &faces)) OnCardRoll(c, faces);
  }
}

void ListPlays(const State& s, ActionList* out) {
  std::vector<int8_t> hand = s.players[s.current_seat].hand;
  std::sort(hand.begin(), hand.end());
  for (int8_t card : hand) {
    const pb::CardKind kind = CardKindOf(card);
    if (kind == pb::CARD_KIND_AMBUSH && !AmbushMayBeTurnCard(s)) continue;
    if (kind == pb::CARD_KIND_INFANTRY_ASSAULT) {
      for (pb::Section sec : {pb::SECTION_LEFT, pb::SECTION_CENTER, pb::SECTION_RIGHT}) {
        if (!SectionAllowedForInfantryAssault(s, sec)) continue;
        out->AddPlay(card, sec);
      }
      continue;
    }
    out->AddPlay(card);
    // M3 (Mortain's Hill 317): a Recon, or a Counter-Attack copying one, as Air Power.
    if (ReconAirPowerPlayable(s, card)) out->AddPlay(card, pb::SECTION_UNSPECIFIED, true);
  }
}

Verdict JudgeTargets(const State& s, const pb::Targets& t) {
  if (t.hexes_size() > 1) {
    return MakeViolation(kMedicsTarget, "targets.hexes",
                         "Medics & Mechanics names 1 unit (or none)");
  }
  if (t.hexes_size() == 0) return std::nullopt;
  const HexId h = FromHex(t.hexes(0));
  if (h == kNoHex) return MakeViolation(kOffBoardHex, "targets.hexes[0]", "not a board hex");
  const Unit* u = s.UnitAt(h);
  if (u == nullptr || u->seat != s.current_seat) {
    return MakeViolation(kNotOwnUnit, "targets.hexes[0]",
                         absl::StrCat(HexText(h), " holds no unit of yours"));
  }
  if (u->figures >= StartingStrength(*u)) {
    return MakeViolation(kMedicsTarget, "targets.hexes[0]",
                         absl::StrCat("the unit on ", HexText(h), " is at its starting strength (",
                                      StartingStrength(*u), ")"));
  }
  return std::nullopt;
}

void Targets(Ctx& c, const pb::Targets& t) {
  State& s = c.s;
  if (t.hexes_size() == 0) {
    s.phase = pb::PHASE_BATTLE;  // nothing ordered
    return;
  }
  // Ordered for now: the roll decides (OnCardRoll keeps or lifts it).
  s.UnitAt(FromHex(t.hexes(0)))->ordered = true;
  std::vector<pb::DieFace> faces;
  if (RollDice(c, CardsHeldAtPlay(s), &faces)) OnCardRoll(c, faces);
}

void ListTargets(const State& s, ActionList* out) {
  out->AddTargets({});
  std::vector<HexId> hexes;
  for (const Unit& u : s.units) {
    if (u.seat == s.current_seat && u.figures < StartingStrength(u)) {
      hexes.push_back(u.hex);
    }
  }
  std::sort(hexes.begin(), hexes.end());
  for (const HexId& h : hexes) out->AddTargets(absl::MakeConstSpan(&h, 1));
}

void OnCardRoll(Ctx& c, absl::Span<const pb::DieFace> faces) {
  State& s = c.s;
  pb::Event rolled;
  for (pb::DieFace f : s.RecordRoll(faces)) rolled.mutable_dice_rolled()->add_dice(f);
  c.Public(rolled);
  if (EffectiveKind(s) == pb::CARD_KIND_THEIR_FINEST_HOUR) {
    // M6: each infantry symbol orders 1 infantry, armor 1 armor, star 1 of any type.
    s.finest_hour_infantry = s.finest_hour_armor = s.finest_hour_any = 0;
    for (pb::DieFace f : faces) {
      if (f == pb::DIE_FACE_INFANTRY) ++s.finest_hour_infantry;
      if (f == pb::DIE_FACE_ARMOR) ++s.finest_hour_armor;
      if (f == pb::DIE_FACE_STAR) ++s.finest_hour_any;
    }
    return;
  }
  // M6 Medics & Mechanics: each die showing the unit's symbol or a star returns a figure, up
  // to its starting strength; any return orders the unit.
  Unit* u = MedicsUnit(s);
  if (u == nullptr) {
    s.phase = pb::PHASE_BATTLE;
    return;
  }
  int returns = 0;
  for (pb::DieFace f : faces) returns += HitsOwnSymbol(f, u->type) ? 1 : 0;
  const int restored = std::min(returns, StartingStrength(*u) - u->figures);
  if (restored <= 0) {
    u->ordered = false;
    s.phase = pb::PHASE_BATTLE;
    return;
  }
  u->figures = static_cast<int8_t>(u->figures + restored);
  pb::Event e;
  *e.mutable_figures_restored()->mutable_hex() = ToHex(u->hex);
  e.mutable_figures_restored()->set_figures(restored);
  c.Public(e);
  s.phase = pb::PHASE_MOVE;
  if (MoveAllowance(s, *u) == 0) s.phase = pb::PHASE_BATTLE;
}

Verdict JudgeKeep(const State& s, const pb::Keep& k) {
  if (std::find(s.recon_drawn.begin(), s.recon_drawn.end(), k.card_id()) == s.recon_drawn.end() ||
      k.card_id() == 0) {
    return MakeViolation(kKeepNotDrawn, "keep.card_id",
                         absl::StrCat("card ", k.card_id(), " is not one of the two drawn"));
  }
  return std::nullopt;
}

void Keep(Ctx& c, const pb::Keep& k) {
  State& s = c.s;
  const int seat = s.current_seat;
  for (int8_t card : s.recon_drawn) {
    if (card == k.card_id()) {
      s.players[seat].hand.push_back(card);
      continue;
    }
    s.discard_pile.push_back(card);
    pb::Event e;
    e.mutable_card_discarded()->set_seat(seat);
    e.mutable_card_discarded()->set_card_id(card);
    c.Public(e);
  }
  s.recon_drawn.clear();
  BeginTurn(c, 1 - seat);
}

void ListKeeps(const State& s, ActionList* out) {
  std::vector<int8_t> drawn = s.recon_drawn;
  std::sort(drawn.begin(), drawn.end());
  for (int8_t card : drawn) out->AddKeep(card);
}

}  // namespace arbiter::memoir44
