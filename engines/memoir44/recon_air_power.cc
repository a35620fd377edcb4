// Counter-attack on Mortain's Hill 317 (rules.md M3 "Special rules turned into data";
// Scenario.recon_air_power): "As long as either hex of Hill 317 has an allied unit on it, the
// Allied player may play his 'Recon' cards as an Air Power strike for that section. Target a
// group of 4 or fewer adjacent hexes with enemy units on them. Air attack with 2 battle dice
// per hex (see 'Air Power' card for more details)."
//
// PLAY { card_id, as_air_power: true }: the card is a Recon, or a Counter-Attack copying one
// (M7); the seat's side has a unit on one of the scenario's hexes; an enemy unit stands in the
// Recon's section (as the seat sees it; a copied Recon's section mirrored), so that a strike
// exists. Then State.recon_as_air_power makes EffectiveKind Air Power: TARGETS as M6's Air Power
// (1-4 connected enemy units, R1; dice by side; stars hit; flags not ignorable), at least one
// target in the Recon's section (the platform's Recon.php: "No enemy in the card section"),
// and at the end of the turn the normal draw of 1 (Recon's draw 2 keep 1 is not made).
//
// Source: github.com/bga-devs/bga-memoir@828e756f modules/php/Scenarios/
// 16-CounterattackOnMortain.php (rules text, options.hill317) and Cards/Standard/Recon.php.
#include "absl/strings/str_cat.h"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/violations.h"

namespace arbiter::memoir44 {
namespace {

// The Recon `card` would put in effect for the active seat, and its section; 0 if none.
int ReconInEffect(const State& s, int card, pb::Section* section) {
  *section = pb::SECTION_UNSPECIFIED;
  int effective = card;
  if (CardKindOf(card) == pb::CARD_KIND_COUNTER_ATTACK) {
    effective = CounterAttackCopy(s, section);
  } else {
    *section = CardSectionOf(card);
  }
  return effective != 0 && CardKindOf(effective) == pb::CARD_KIND_RECON ? effective : 0;
}

bool HoldsTheHexes(const State& s) {
  for (HexId h : s.scenario->recon_air_power[s.current_seat]) {
    const Unit* u = s.UnitAt(h);
    if (u != nullptr && u->seat == s.current_seat) return true;
  }
  return false;
}

bool EnemyInSection(const State& s, pb::Section section) {
  for (const Unit& u : s.units) {
    if (u.seat != s.current_seat && InSection(s.current_seat, u.hex, section)) return true;
  }
  return false;
}

}  // namespace

Verdict JudgeReconAirPower(const State& s, int card) {
  pb::Section section;
  if (ReconInEffect(s, card, &section) == 0) {
    return MakeViolation(kReconAirPowerNotAllowed, "play.as_air_power",
                         "only a Recon (or a Counter-Attack copying one) is played as Air Power");
  }
  if (s.scenario->recon_air_power[s.current_seat].empty()) {
    return MakeViolation(kReconAirPowerNotAllowed, "play.as_air_power",
                         "the scenario lets no Recon be played as Air Power for this side");
  }
  if (!HoldsTheHexes(s)) {
    return MakeViolation(kReconAirPowerNotAllowed, "play.as_air_power",
                         absl::StrCat("no unit of yours holds the scenario's hexes (",
                                      HexText(s.scenario->recon_air_power[s.current_seat][0]),
                                      " ...)"));
  }
  if (!EnemyInSection(s, section)) {
    return MakeViolation(kReconAirPowerNotAllowed, "play.as_air_power",
                         absl::StrCat("no enemy unit in the Recon's section (",
                                      pb::Section_Name(section), ")"));
  }
  return std::nullopt;
}

bool ReconAirPowerPlayable(const State& s, int card) {
  return !s.scenario->recon_air_power[s.current_seat].empty() &&
         JudgeReconAirPower(s, card) == std::nullopt;
}

bool ReconAirPowerTargetsOk(const State& s, const HexId* hexes, int n) {
  if (!s.recon_air_power) return true;
  for (int i = 0; i < n; ++i) {
    if (InSection(s.current_seat, hexes[i], s.section)) return true;
  }
  return false;
}

}  // namespace arbiter::memoir44
