// CheckState (state.h): the invariants across fields of a decoded Memoir '44 state, each error
// INVALID_ARGUMENT naming the payload field (rules.md M1, M3, M4, M16, M17, M18).
#include <array>

#include "absl/strings/str_cat.h"
#include "engines/memoir44/state.h"
#include "engines/memoir44/state_decode.h"
#include "engines/memoir44/terrain.h"

namespace arbiter::memoir44 {
namespace {

absl::Status Bad(absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("state.payload.", field, ": ", what));
}

// Where each card id was first seen, for "counted twice" errors; the field's text is made only
// for an error (CheckState runs on every decode).
struct CardLedger {
  struct Where {
    const char* field = nullptr;  // "players[0].hand", "draw_pile", ...
    int index = -1;               // -1: a single card (card_in_play)
  };
  std::array<Where, kCardCount + 1> where{};
  int count = 0;

  static std::string Text(const Where& w) {
    return w.index < 0 ? std::string(w.field) : absl::StrCat(w.field, "[", w.index, "]");
  }
  absl::Status Add(int id, Where w) {
    ++count;
    if (count > kCardCount) {
      return Bad(Text(w), absl::StrCat("a card more than the deck's ", kCardCount));
    }
    if (id < 1 || id > kCardCount) return Bad(Text(w), absl::StrCat(id, " is not in 1..60"));
    if (where[id].field != nullptr) {
      return Bad(Text(w),
                 absl::StrCat("card ", id, " is counted twice (also ", Text(where[id]), ")"));
    }
    where[id] = w;
    return absl::OkStatus();
  }
  absl::Status AddAll(const std::vector<int8_t>& ids, const char* field) {
    for (size_t i = 0; i < ids.size(); ++i) {
      ARBITER_RETURN_IF_ERROR(Add(ids[i], Where{field, static_cast<int>(i)}));
    }
    return absl::OkStatus();
  }
};

// M17, M18: every card exactly once, by a 64-bit mask: the common case, a valid state, costs a
// few instructions a card. A state that fails it is walked again with the CardLedger, which
// names the field.
bool EveryCardOnce(const State& s) {
  uint64_t seen = 0;
  int count = 0;
  bool ok = true;
  auto add = [&](int id) {
    const uint64_t bit = uint64_t{1} << (id & 63);
    ok = ok && id >= 1 && id <= kCardCount && (seen & bit) == 0;
    seen |= bit;
    ++count;
  };
  for (const Player& p : s.players) {
    for (int8_t c : p.hand) add(c);
  }
  for (int8_t c : s.draw_pile) add(c);
  for (int8_t c : s.discard_pile) add(c);
  if (s.card_in_play != 0) add(s.card_in_play);
  for (int8_t c : s.recon_drawn) add(c);
  return ok && count == kCardCount;
}

}  // namespace

absl::Status CheckState(const State& s, uint32_t format) {
  const char* const units_field = internal::UnitsField(format);
  if (s.scenario == nullptr) return absl::InternalError("state without a scenario");
  const Scenario& sc = *s.scenario;
  // M1, M3: units.
  std::array<int8_t, kHexCount> seen;
  seen.fill(kNoUnit);
  for (size_t i = 0; i < s.units.size(); ++i) {
    const Unit& u = s.units[i];
    const auto f = [i, units_field] { return absl::StrCat(units_field, "[", i, "]"); };
    if (u.hex < 0 || u.hex >= kHexCount) return Bad(f() + ".hex", "off the board");
    if (seen[u.hex] != kNoUnit) {
      return Bad(f() + ".hex", absl::StrCat(HexText(u.hex), " holds ", units_field, "[",
                                            seen[u.hex], "] too: one unit per hex"));
    }
    seen[u.hex] = static_cast<int8_t>(i);
    if (s.unit_at[u.hex] != static_cast<int8_t>(i))
      return absl::InternalError("unit index out of date");
    const int full = FullStrength(u.type, u.badge);
    if (u.figures < 1 || u.figures > full) {
      return Bad(f() + ".figures", absl::StrCat(static_cast<int>(u.figures), " is not in 1..", full,
                                                " at ", HexText(u.hex)));
    }
    // M6 Medics & Mechanics: no unit is above the strength it started with.
    if (u.starting < 0 || u.starting >= full) {
      return Bad(f() + ".starting_figures",
                 absl::StrCat(static_cast<int>(u.starting), " is not in 0..", full - 1,
                              " at ", HexText(u.hex), " (0 = full strength)"));
    }
    if (u.figures > StartingStrength(u)) {
      return Bad(f() + ".figures",
                 absl::StrCat(static_cast<int>(u.figures), " is above the unit's starting ",
                              StartingStrength(u), " at ", HexText(u.hex)));
    }
    if (u.seat != 0 && u.seat != 1) return Bad(f() + ".side", "not a seat's side");
    const HexTerrain& ht = sc.hexes[u.hex];
    if ((IsRiver(ht.terrain) && !ht.bridge) || IsImpassableHill(ht.terrain)) {
      return Bad(f() + ".hex", absl::StrCat(HexText(u.hex), " is impassable (",
                                            pb::Terrain_Name(ht.terrain), ")"));
    }
  }
  for (int h = 0; h < kHexCount; ++h) {
    if (s.unit_at[h] != seen[h]) return absl::InternalError("unit index out of date");
    if (s.obstacle[h] == pb::OBSTACLE_UNSPECIFIED && s.obstacle_side[h] != pb::SIDE_UNSPECIFIED) {
      return Bad(internal::ObstaclesField(format),
                 absl::StrCat("a side without an obstacle at ", HexText(h)));
    }
  }
  // M17, M18: every card exactly once (the ledger only for a state that is not).
  const bool cards_ok = EveryCardOnce(s);
  CardLedger cards;
  for (int i = 0; i < 2; ++i) {
    const auto f = [i] { return absl::StrCat("players[", i, "]"); };
    const Player& p = s.players[i];
    if (static_cast<int>(p.hand.size()) > sc.hand_size[i]) {
      return Bad(f() + ".hand",
                 absl::StrCat(p.hand.size(), " cards, above the scenario's ", sc.hand_size[i]));
    }
    if (!cards_ok) {
      ARBITER_RETURN_IF_ERROR(
          cards.AddAll(p.hand, i == 0 ? "players[0].hand" : "players[1].hand"));
    }
    if (p.medals > sc.medals_to_win[i]) {
      return Bad(f() + ".medals",
                 absl::StrCat(p.medals, " is above the target ", sc.medals_to_win[i]));
    }
    if (p.elimination_medals > p.medals) {
      return Bad(f() + ".elimination_medals", "more than the medals");
    }
    // M16: medals = eliminations + the objective medals held (sudden-death ones give none),
    // capped at the target (the count never passes it).
    int held = 0;
    for (size_t k = 0; k < s.objective_holder.size() && k < sc.objectives.size(); ++k) {
      if (s.objective_holder[k] == sc.side[i] && !sc.objectives[k].sudden_death) ++held;
    }
    const int expected = std::min(p.elimination_medals + held, sc.medals_to_win[i]);
    if (p.medals != expected) {
      return Bad(f() + ".medals",
                 absl::StrCat(p.medals, " is not the ", p.elimination_medals,
                              " elimination medals plus ", held, " objective medals held"));
    }
  }
  if (!cards_ok) {
    ARBITER_RETURN_IF_ERROR(cards.AddAll(s.draw_pile, "draw_pile"));
    ARBITER_RETURN_IF_ERROR(cards.AddAll(s.discard_pile, "discard_pile"));
    if (s.card_in_play != 0) {
      ARBITER_RETURN_IF_ERROR(cards.Add(s.card_in_play, CardLedger::Where{"card_in_play", -1}));
    }
    ARBITER_RETURN_IF_ERROR(cards.AddAll(s.recon_drawn, "recon_drawn"));
  }
  if (!cards_ok && cards.count != kCardCount) {
    return Bad("draw_pile", absl::StrCat(cards.count,
                                         " cards in hands, piles, play and Recon's pair;"
                                         " the deck has ",
                                         kCardCount));
  }
  if (!cards_ok) return absl::InternalError("the card mask and the card ledger disagree");
  // M17: EXTERNAL piles are kept in ascending ids (the order is chance's).
  if (s.external) {
    for (size_t i = 1; i < s.draw_pile.size(); ++i) {
      if (s.draw_pile[i - 1] > s.draw_pile[i]) {
        return Bad(absl::StrCat("draw_pile[", i, "]"), "not ascending in EXTERNAL mode");
      }
    }
  }
  // M4: the phase's own fields.
  const bool waits_for_battle = s.phase == pb::PHASE_AMBUSH || s.phase == pb::PHASE_RETREAT ||
                                s.phase == pb::PHASE_TAKE_GROUND || s.phase == pb::PHASE_OVERRUN;
  if (waits_for_battle && !s.has_battle) {
    return Bad("battle", absl::StrCat("missing in ", pb::Phase_Name(s.phase)));
  }
  if (s.has_battle && s.battle.attacker != kNoHex && s.battle.kind != pb::Battle::KIND_AMBUSH &&
      s.UnitAt(s.battle.attacker) == nullptr && s.phase != pb::PHASE_GAME_OVER) {
    // The attacker may be gone only once its battle is settled (an ambush eliminated it).
    if (s.phase == pb::PHASE_AMBUSH) return Bad("battle.attacker", "no unit there");
  }
  if (s.phase == pb::PHASE_RECON_KEEP && s.recon_drawn.empty() && !s.external) {
    return Bad("recon_drawn", "empty while Recon's choice is pending");
  }
  if (s.phase != pb::PHASE_RECON_KEEP && s.recon_drawn.size() == 2) {
    return Bad("recon_drawn",
               absl::StrCat("two cards outside ", pb::Phase_Name(pb::PHASE_RECON_KEEP)));
  }
  // M3: setup is a phase only while an EXTERNAL deal waits for its card.
  if (s.phase == pb::PHASE_SETUP && s.chance != pb::CHANCE_DRAW) {
    return Bad("phase", "PHASE_SETUP without a deal pending");
  }
  if ((s.phase == pb::PHASE_PLAY || s.phase == pb::PHASE_SETUP) && s.card_in_play != 0) {
    return Bad("card_in_play", absl::StrCat("set in ", pb::Phase_Name(s.phase)));
  }
  if (!s.external && s.chance != pb::CHANCE_UNSPECIFIED) {
    return Bad("chance", "a chance outcome is pending in SEEDED mode");
  }
  if (s.chance == pb::CHANCE_ROLL && (s.chance_dice < 1)) {
    return Bad("chance_dice", "a roll of no dice is pending");
  }
  if (s.phase == pb::PHASE_GAME_OVER && (s.winner < -1 || s.winner > 1)) {
    return Bad("winner", "not a seat or -1");
  }
  return absl::OkStatus();
}

}  // namespace arbiter::memoir44
