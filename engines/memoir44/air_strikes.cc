// M6 Air Power (with R1's `air_power_group`) and Barrage: the TARGETS of the turn's card in
// PHASE_ORDER, its judge, its listing, and the start of the strikes (resolve.cc resolves them).
//
// Air Power: 1-4 enemy units, connected by adjacency (R1 `connected`, the default: the set is
// one adjacency-connected group) or a chain (R1 `chain`: each target adjacent to the next in the
// order given); targets resolve one at a time in the player's order; per hex Allies roll 2 dice,
// Axis 1 (the side of the seat playing it, a Counter-Attack's too); hits on symbol, grenade and
// star; no terrain reduction, range or LOS; flags cannot be ignored. Barrage: any 1 enemy unit,
// 4 dice, hits on symbol and grenade, flags cannot be ignored. Neither orders a unit.
// Listing: Barrage by target hex; Air Power every ordered group (sets in hex order, then each
// order of a set that the rule allows). Source: rules.md M6, R1, M12, M13.
#include <algorithm>
#include <array>

#include "absl/strings/str_cat.h"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/violations.h"

namespace arbiter::memoir44 {
namespace {

inline constexpr int kMaxAirTargets = 4;
inline constexpr int kBarrageDice = 4;

bool IsStrikeCard(pb::CardKind k) {
  return k == pb::CARD_KIND_AIR_POWER || k == pb::CARD_KIND_BARRAGE;
}

bool IsEnemy(const State& s, HexId h) {
  const Unit* u = s.UnitAt(h);
  return u != nullptr && u->seat != s.current_seat;
}

// Whether hexes[0..n) form one adjacency-connected group.
bool Connected(const HexId* hexes, int n) {
  if (n <= 1) return true;
  std::array<bool, kMaxAirTargets> reached{};
  reached[0] = true;
  int count = 1;
  bool grew = true;
  while (grew) {
    grew = false;
    for (int i = 0; i < n; ++i) {
      if (reached[i]) continue;
      for (int j = 0; j < n; ++j) {
        if (reached[j] && Adjacent(hexes[i], hexes[j])) {
          reached[i] = true;
          ++count;
          grew = true;
          break;
        }
      }
    }
  }
  return count == n;
}

bool Chain(const HexId* hexes, int n) {
  for (int i = 0; i + 1 < n; ++i) {
    if (!Adjacent(hexes[i], hexes[i + 1])) return false;
  }
  return true;
}

bool GroupAllowed(const State& s, const HexId* hexes, int n) {
  return s.options.air_power_group() == pb::AIR_POWER_GROUP_CHAIN ? Chain(hexes, n)
                                                                  : Connected(hexes, n);
}

void AddTargets(const HexId* hexes, int n, ActionList* out) {
  out->AddTargets(absl::MakeConstSpan(hexes, n));
}

// Every sequence of distinct enemy hexes of length 1..4 whose order the rule allows: sets are
// grown in ascending hex order, each set then emitted in every allowed order.
void ListAirPower(const State& s, ActionList* out) {
  std::vector<HexId> enemies;
  for (int h = 0; h < kHexCount; ++h) {
    if (IsEnemy(s, static_cast<HexId>(h))) enemies.push_back(static_cast<HexId>(h));
  }
  std::array<HexId, kMaxAirTargets> set{};
  // Depth-first over ascending subsets; a subset's superset can be connected even when it is
  // not (A, C then B), so the subsets are not pruned by connectivity, only by adjacency to
  // some enemy of the set within 3 steps (every member lies within distance 3 of the first).
  const int m = static_cast<int>(enemies.size());
  auto emit = [&](int n) {
    std::array<HexId, kMaxAirTargets> order = set;  // ascending: grown in hex order
    if (!Connected(order.data(), n)) return;
    if (!ReconAirPowerTargetsOk(s, order.data(), n)) return;  // M3 (Mortain)
    do {
      if (GroupAllowed(s, order.data(), n)) AddTargets(order.data(), n, out);
    } while (std::next_permutation(order.begin(), order.begin() + n));
  };
  auto grow = [&](auto&& self, int n, int next) -> void {
    emit(n);
    if (n == kMaxAirTargets) return;
    for (int i = next; i < m; ++i) {
      if (Distance(set[0], enemies[i]) > kMaxAirTargets - 1) continue;
      set[n] = enemies[i];
      self(self, n + 1, i + 1);
    }
  };
  for (int i = 0; i < m; ++i) {
    set[0] = enemies[i];
    grow(grow, 1, i + 1);
  }
}

}  // namespace

int AirPowerDice(const State& s, int seat) {
  return s.players[seat].side == pb::SIDE_ALLIES ? 2 : 1;
}

Verdict JudgeStrike(const State& s, const pb::Targets& a) {
  const pb::CardKind card = EffectiveKind(s);
  if (s.phase != pb::PHASE_ORDER || s.has_battle || !IsStrikeCard(card)) {
    return MakeViolation(kCombatStep, "targets", "no Air Power or Barrage awaits its targets");
  }
  const int most = card == pb::CARD_KIND_AIR_POWER ? kMaxAirTargets : 1;
  if (a.hexes_size() < 1 || a.hexes_size() > most) {
    return MakeViolation(kStrikeTargetCount, "targets.hexes",
                         card == pb::CARD_KIND_AIR_POWER
                             ? absl::StrCat("Air Power names 1 to 4 targets, not ", a.hexes_size())
                             : absl::StrCat("Barrage names 1 target, not ", a.hexes_size()));
  }
  std::array<HexId, kMaxAirTargets> hexes{};
  for (int i = 0; i < a.hexes_size(); ++i) {
    const HexId h = FromHex(a.hexes(i));
    const std::string field = absl::StrCat("targets.hexes[", i, "]");
    if (h == kNoHex || !IsEnemy(s, h)) {
      return MakeViolation(kStrikeTargetNotEnemy, field, "no enemy unit on this hex");
    }
    for (int j = 0; j < i; ++j) {
      if (hexes[j] == h) {
        return MakeViolation(kStrikeTargetNotEnemy, field,
                             absl::StrCat(HexText(h), " is named twice"));
      }
    }
    hexes[i] = h;
  }
  if (!ReconAirPowerTargetsOk(s, hexes.data(), a.hexes_size())) {
    return MakeViolation(kReconAirPowerSection, "targets.hexes",
                         absl::StrCat("a Recon's Air Power strike targets at least one enemy in "
                                      "the Recon's section (",
                                      pb::Section_Name(s.section), ")"));
  }
  if (!GroupAllowed(s, hexes.data(), a.hexes_size())) {
    return MakeViolation(kStrikeNotConnected, "targets.hexes",
                         s.options.air_power_group() == pb::AIR_POWER_GROUP_CHAIN
                             ? "each target must be adjacent to the next (chain)"
                             : "the targets must be connected by adjacency");
  }
  return std::nullopt;
}

Verdict ApplyStrike(Ctx& c, const pb::Targets& a) {
  if (Verdict v = JudgeStrike(c.s, a)) return v;
  State& s = c.s;
  const bool air = EffectiveKind(s) == pb::CARD_KIND_AIR_POWER;
  s.has_battle = true;
  s.battle = Battle{};
  s.battle.kind = air ? pb::Battle::KIND_AIR_POWER : pb::Battle::KIND_BARRAGE;
  s.battle.target = FromHex(a.hexes(0));
  s.battle.dice = air ? AirPowerDice(s, s.current_seat) : kBarrageDice;
  for (int i = 1; i < a.hexes_size(); ++i) s.battle.targets_left.push_back(FromHex(a.hexes(i)));
  StartBattle(c);
  return std::nullopt;
}

void ListStrikes(const State& s, ActionList* out) {
  const pb::CardKind card = EffectiveKind(s);
  if (s.phase != pb::PHASE_ORDER || s.has_battle || !IsStrikeCard(card)) return;
  if (card == pb::CARD_KIND_BARRAGE) {
    for (int h = 0; h < kHexCount; ++h) {
      if (IsEnemy(s, static_cast<HexId>(h))) {
        const HexId one = static_cast<HexId>(h);
        AddTargets(&one, 1, out);
      }
    }
    return;
  }
  ListAirPower(s, out);
}

}  // namespace arbiter::memoir44
