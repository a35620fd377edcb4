// Hostile states and actions through the combat rules: battle records that no game reaches
// (any kind, hexes off the board or empty, flags out of range, stray Air Power targets) in
// every combat phase, with every listed action and random ones applied. Nothing may crash
// or read outside the board; a listed action is always legal.
#include "engines/core/rng.h"
#include "engines/memoir44/combat_testing.h"
#include "gtest/gtest.h"

namespace arbiter::memoir44 {
namespace {

using namespace ::arbiter::memoir44::testing;  // NOLINT

HexId AnyHex(Rng& rng) {
  return rng.Uniform(6) == 0 ? kNoHex : static_cast<HexId>(rng.Uniform(kHexCount));
}

pb::Hex AnyProtoHex(Rng& rng) {
  pb::Hex h;
  h.set_col(static_cast<int>(rng.Uniform(30)) - 3);
  h.set_row(static_cast<int>(rng.Uniform(12)) - 2);
  return h;
}

pb::Action RandomAction(Rng& rng) {
  pb::Action a;
  switch (rng.Uniform(7)) {
    case 0:
      *a.mutable_battle()->mutable_from() = AnyProtoHex(rng);
      *a.mutable_battle()->mutable_target() = AnyProtoHex(rng);
      break;
    case 1:
      a.mutable_ambush()->set_card_id(static_cast<int>(rng.Uniform(70)) - 5);
      break;
    case 2:
      for (int i = static_cast<int>(rng.Uniform(12)); i > 0; --i) {
        *a.mutable_retreat()->add_path() = AnyProtoHex(rng);
      }
      a.mutable_retreat()->set_ignore_flag(rng.Uniform(2) == 0);
      break;
    case 3:
      a.mutable_take_ground();
      break;
    case 4:
      *a.mutable_armor_overrun()->mutable_target() = AnyProtoHex(rng);
      break;
    case 5:
      for (int i = static_cast<int>(rng.Uniform(7)); i > 0; --i) {
        *a.mutable_targets()->add_hexes() = AnyProtoHex(rng);
      }
      break;
    default:
      a.mutable_decline();
      break;
  }
  return a;
}

TEST(Memoir44CombatHostile, CorruptedBattlesNeverCrashAndListingsStayLegal) {
  constexpr pb::Phase kPhases[] = {pb::PHASE_BATTLE,  pb::PHASE_ORDER,       pb::PHASE_AMBUSH,
                                   pb::PHASE_RETREAT, pb::PHASE_TAKE_GROUND, pb::PHASE_OVERRUN};
  Rng rng(17);
  int applied = 0;
  for (int round = 0; round < 3000; ++round) {
    Board b;
    for (int i = static_cast<int>(rng.Uniform(14)); i > 0; --i) {
      const HexId h = static_cast<HexId>(rng.Uniform(kHexCount));
      if (b.s.UnitAt(h) != nullptr) continue;
      b.Place(ColOf(h), RowOf(h), static_cast<int>(rng.Uniform(2)),
              static_cast<pb::UnitType>(1 + rng.Uniform(3)));
    }
    b.s.players[rng.Uniform(2)].hand = {static_cast<int8_t>(CardOfKind(pb::CARD_KIND_AMBUSH))};
    b.Card(static_cast<pb::CardKind>(rng.Uniform(23)));
    b.s.phase = kPhases[rng.Uniform(std::size(kPhases))];
    b.s.current_seat = static_cast<int>(rng.Uniform(2));
    b.s.has_battle = rng.Uniform(5) != 0;
    Battle& bt = b.s.battle;
    bt.kind = static_cast<pb::Battle::Kind>(rng.Uniform(6));
    bt.attacker = AnyHex(rng);
    bt.target = AnyHex(rng);
    bt.vacated = AnyHex(rng);
    bt.range = static_cast<int>(rng.Uniform(8));
    bt.dice = static_cast<int>(rng.Uniform(6));
    bt.flags = static_cast<int>(rng.Uniform(12)) - 1;
    bt.may_ignore_flag = rng.Uniform(2) == 0;
    bt.has_declared = rng.Uniform(2) == 0;
    bt.declared_kind = static_cast<pb::Battle::Kind>(rng.Uniform(6));
    bt.declared_dice = static_cast<int>(rng.Uniform(5));
    bt.declared_range = static_cast<int>(rng.Uniform(3));
    for (int i = static_cast<int>(rng.Uniform(4)); i > 0; --i)
      bt.targets_left.push_back(AnyHex(rng));
    const ActionList listed = b.Legal();
    for (const pb::Action& a : listed) {
      Board copy;
      copy.s = b.s;
      copy.sc->hexes = b.sc->hexes;
      copy.s.scenario = copy.sc.get();
      EXPECT_EQ(copy.Do(a), std::nullopt) << a.ShortDebugString() << " round " << round;
      if (copy.s.chance == pb::CHANCE_ROLL)
        copy.Roll(std::vector<pb::DieFace>(std::max(0, copy.s.chance_dice), kFlag));
      ++applied;
    }
    for (int k = 0; k < 4; ++k) {
      Board copy;
      copy.s = b.s;
      copy.s.scenario = copy.sc.get();
      if (copy.Do(RandomAction(rng)) == std::nullopt && copy.s.chance == pb::CHANCE_ROLL) {
        copy.Roll(std::vector<pb::DieFace>(std::max(0, copy.s.chance_dice), kGren));
      }
    }
  }
  EXPECT_GT(applied, 100);
}

}  // namespace
}  // namespace arbiter::memoir44
