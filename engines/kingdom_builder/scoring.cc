#include "engines/kingdom_builder/scoring.h"

#include <algorithm>
#include <set>

namespace arbiter {
namespace kingdom_builder {
namespace {

bool IsSpecial(Kind k) { return k == Kind::kCastle || k == Kind::kLocation; }

bool TouchesKind(const State& s, int hex, Kind kind) {
  for (int n : Neighbours(hex)) {
    if (s.map.kind[n] == kind) return true;
  }
  return false;
}

// The areas of `seat` (K11): maximal groups of its settlements connected by adjacency.
std::vector<std::vector<int>> Areas(const State& s, int seat) {
  std::vector<std::vector<int>> areas;
  std::array<bool, kHexCount> seen{};
  for (int h = 0; h < kHexCount; ++h) {
    if (s.owner[h] != seat || seen[h]) continue;
    std::vector<int> area{h};
    seen[h] = true;
    for (size_t i = 0; i < area.size(); ++i) {
      for (int n : Neighbours(area[i])) {
        if (s.owner[n] == seat && !seen[n]) {
          seen[n] = true;
          area.push_back(n);
        }
      }
    }
    areas.push_back(std::move(area));
  }
  return areas;
}

int OwnPerSettlement(const State& s, int seat, bool (*pays)(const State&, int)) {
  int gold = 0;
  for (int h = 0; h < kHexCount; ++h) {
    if (s.owner[h] == seat && pays(s, h)) ++gold;
  }
  return gold;
}

std::array<int, kMapSide> RowCounts(const State& s, int seat) {
  std::array<int, kMapSide> rows{};
  for (int h = 0; h < kHexCount; ++h) {
    if (s.owner[h] == seat) ++rows[RowOf(h)];
  }
  return rows;
}

std::array<int, 4> SectorCounts(const State& s, int seat) {
  std::array<int, 4> sectors{};
  for (int h = 0; h < kHexCount; ++h) {
    if (s.owner[h] == seat) ++sectors[s.map.sector[h]];
  }
  return sectors;
}

int Merchants(const State& s, int seat) {
  std::set<int> linked;
  for (const std::vector<int>& area : Areas(s, seat)) {
    std::set<int> specials;
    for (int h : area) {
      for (int n : Neighbours(h)) {
        if (IsSpecial(s.map.kind[n])) specials.insert(n);
      }
    }
    if (specials.size() >= 2) linked.insert(specials.begin(), specials.end());
  }
  return 4 * static_cast<int>(linked.size());
}

std::vector<int> Lords(const State& s) {
  std::vector<int> gold(s.seat_count, 0);
  std::vector<std::array<int, 4>> counts;
  for (int seat = 0; seat < s.seat_count; ++seat) counts.push_back(SectorCounts(s, seat));
  const pb::LordsZero rule = s.options.lords_zero();
  for (int sector = 0; sector < 4; ++sector) {
    std::set<int, std::greater<int>> distinct;
    for (int seat = 0; seat < s.seat_count; ++seat) distinct.insert(counts[seat][sector]);
    const int first = *distinct.begin();
    auto it = std::next(distinct.begin());
    const bool has_second = it != distinct.end();
    const int second = has_second ? *it : -1;
    // R5: which counts may be paid at all.
    const bool pay_first = first > 0 || rule == pb::LORDS_ZERO_ALWAYS;
    const bool pay_second =
        has_second && (second > 0 || rule != pb::LORDS_ZERO_NEVER) && pay_first;
    for (int seat = 0; seat < s.seat_count; ++seat) {
      const int c = counts[seat][sector];
      if (pay_first && c == first) gold[seat] += 12;
      if (pay_second && c == second) gold[seat] += 6;
    }
  }
  return gold;
}

int SeatGold(const State& s, pb::KbCard card, int seat) {
  switch (card) {
    case pb::KB_CARD_FISHERMEN:
      return OwnPerSettlement(s, seat, [](const State& st, int h) {
        return st.map.kind[h] != Kind::kWater && TouchesKind(st, h, Kind::kWater);
      });
    case pb::KB_CARD_MINERS:
      return OwnPerSettlement(
          s, seat, [](const State& st, int h) { return TouchesKind(st, h, Kind::kMountain); });
    case pb::KB_CARD_WORKERS:
      return OwnPerSettlement(s, seat, [](const State& st, int h) {
        return TouchesKind(st, h, Kind::kCastle) || TouchesKind(st, h, Kind::kLocation);
      });
    case pb::KB_CARD_MERCHANTS:
      return Merchants(s, seat);
    case pb::KB_CARD_DISCOVERERS: {
      const auto rows = RowCounts(s, seat);
      return static_cast<int>(std::count_if(rows.begin(), rows.end(), [](int n) { return n > 0; }));
    }
    case pb::KB_CARD_HERMITS:
      return static_cast<int>(Areas(s, seat).size());
    case pb::KB_CARD_CITIZENS: {
      size_t largest = 0;
      for (const auto& area : Areas(s, seat)) largest = std::max(largest, area.size());
      return static_cast<int>(largest / 2);
    }
    case pb::KB_CARD_KNIGHTS: {
      const auto rows = RowCounts(s, seat);
      return 2 * *std::max_element(rows.begin(), rows.end());
    }
    case pb::KB_CARD_FARMERS: {
      const auto sectors = SectorCounts(s, seat);
      return 3 * *std::min_element(sectors.begin(), sectors.end());
    }
    default:
      return 0;
  }
}

}  // namespace

std::vector<int> CastleGold(const State& s) {
  std::vector<int> gold(s.seat_count, 0);
  for (int castle : s.map.castle_hexes) {
    std::array<bool, 4> touched{};
    for (int n : Neighbours(castle)) {
      if (s.owner[n] >= 0) touched[s.owner[n]] = true;
    }
    for (int seat = 0; seat < s.seat_count; ++seat) gold[seat] += touched[seat] ? 3 : 0;
  }
  return gold;
}

std::vector<int> CardGold(const State& s, pb::KbCard card) {
  if (card == pb::KB_CARD_LORDS) return Lords(s);
  std::vector<int> gold(s.seat_count, 0);
  for (int seat = 0; seat < s.seat_count; ++seat) gold[seat] = SeatGold(s, card, seat);
  return gold;
}

std::vector<pb::SeatScore> FinalScores(const State& s) {
  std::vector<pb::SeatScore> scores(s.seat_count);
  const std::vector<int> castles = CastleGold(s);
  for (int seat = 0; seat < s.seat_count; ++seat) {
    scores[seat].set_seat(seat);
    scores[seat].set_castles(castles[seat]);
    scores[seat].set_total(castles[seat]);
  }
  for (pb::KbCard card : s.kb_cards) {
    const std::vector<int> gold = CardGold(s, card);
    for (int seat = 0; seat < s.seat_count; ++seat) {
      scores[seat].add_kb_card_gold(gold[seat]);
      scores[seat].set_total(scores[seat].total() + gold[seat]);
    }
  }
  return scores;
}

}  // namespace kingdom_builder
}  // namespace arbiter
