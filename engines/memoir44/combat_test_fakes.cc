// TEMPORARY test-only stand-ins, for the combat tests, of functions other Memoir '44 helpers
// own (board.cc, los.cc: m44board; chance.cc, cards.cc, turn_flow.cc: m44turn), written from
// rules.md M2, M10, M19, M5/M6. Every one is a weak symbol: once the library defines the real
// function it wins and this one is unused. Nothing here is part of the engine; the file goes
// when both branches have landed.
//   LineOfSight: exact for lines along one row (the only lines the combat tests block); clear
//   otherwise. RollDice: EXTERNAL only (the tests supply dice). CardKindOf: a fixed deck order.
//   EffectiveKind: the kind of s.effective_card. AfterBattle: back to PHASE_BATTLE.
#include <array>
#include <cstdlib>

#include "engines/memoir44/rules.h"

#define M44_FAKE __attribute__((weak))

namespace arbiter::memoir44 {
namespace {

struct NeighbourTable {
  std::array<std::array<HexId, 6>, kHexCount> n{};
  std::array<int, kHexCount> count{};
  NeighbourTable() {
    static constexpr int kDc[] = {-2, 2, -1, 1, -1, 1};
    static constexpr int kDr[] = {0, 0, -1, -1, 1, 1};
    for (int h = 0; h < kHexCount; ++h) {
      for (int k = 0; k < 6; ++k) {
        const HexId x = HexAt(ColOf(static_cast<HexId>(h)) + kDc[k],
                              RowOf(static_cast<HexId>(h)) + kDr[k]);
        if (x != kNoHex) n[h][count[h]++] = x;
      }
    }
  }
};
const NeighbourTable& Table() {
  static const NeighbourTable* t = new NeighbourTable();
  return *t;
}

bool Obstructs(const State& s, HexId h) {
  if (s.UnitAt(h) != nullptr) return true;
  const pb::Terrain t = s.scenario->hexes[h].terrain;
  return t == pb::TERRAIN_FOREST || t == pb::TERRAIN_HEDGEROW || t == pb::TERRAIN_TOWN ||
         t == pb::TERRAIN_CHURCH || s.obstacle[h] == pb::OBSTACLE_BUNKER;
}

}  // namespace

M44_FAKE absl::Span<const HexId> Neighbours(HexId h) {
  return absl::MakeConstSpan(Table().n[h].data(), Table().count[h]);
}
M44_FAKE bool Adjacent(HexId a, HexId b) { return Distance(a, b) == 1; }
M44_FAKE int Distance(HexId a, HexId b) {
  const int dr = std::abs(RowOf(a) - RowOf(b));
  const int dc = std::abs(ColOf(a) - ColOf(b));
  return dr + (dc > dr ? (dc - dr) / 2 : 0);
}
M44_FAKE bool InSection(int seat, HexId h, pb::Section section) {
  int c = ColOf(h);
  if (seat == 0) c = 24 - c;
  switch (section) {
    case pb::SECTION_LEFT:
      return c <= 7;
    case pb::SECTION_CENTER:
      return c >= 7 && c <= 17;
    case pb::SECTION_RIGHT:
      return c >= 17;
    default:
      return false;
  }
}
M44_FAKE int BackRow(int seat, int row) { return seat == 0 ? row - 1 : row + 1; }

M44_FAKE bool LineOfSight(const State& s, HexId from, HexId to) {
  if (RowOf(from) != RowOf(to)) return true;
  const int r = RowOf(from);
  const int lo = std::min(ColOf(from), ColOf(to)), hi = std::max(ColOf(from), ColOf(to));
  for (int c = lo + 2; c < hi; c += 2) {
    if (Obstructs(s, HexAt(c, r))) return false;
  }
  return true;
}

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
  static constexpr pb::CardKind kRest[] = {
      pb::CARD_KIND_GENERAL_ADVANCE,    pb::CARD_KIND_PINCER_MOVE,
      pb::CARD_KIND_RECON_IN_FORCE,     pb::CARD_KIND_RECON_IN_FORCE,
      pb::CARD_KIND_RECON_IN_FORCE,     pb::CARD_KIND_AIR_POWER,
      pb::CARD_KIND_ARMOR_ASSAULT,      pb::CARD_KIND_ARMOR_ASSAULT,
      pb::CARD_KIND_ARTILLERY_BOMBARD,  pb::CARD_KIND_BARRAGE,
      pb::CARD_KIND_BEHIND_ENEMY_LINES, pb::CARD_KIND_CLOSE_ASSAULT,
      pb::CARD_KIND_DIG_IN,             pb::CARD_KIND_DIRECT_FROM_HQ,
      pb::CARD_KIND_DIRECT_FROM_HQ,     pb::CARD_KIND_FIREFIGHT,
      pb::CARD_KIND_INFANTRY_ASSAULT,   pb::CARD_KIND_INFANTRY_ASSAULT,
      pb::CARD_KIND_MEDICS_AND_MECHANICS, pb::CARD_KIND_MOVE_OUT,
      pb::CARD_KIND_MOVE_OUT,           pb::CARD_KIND_THEIR_FINEST_HOUR,
      pb::CARD_KIND_AMBUSH,             pb::CARD_KIND_COUNTER_ATTACK,
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
