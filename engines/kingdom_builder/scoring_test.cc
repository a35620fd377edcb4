// Final scoring and the winner (K11, R5, R6) on crafted boards: worked examples E10-E13, one
// test per Kingdom Builder card, and ties sharing the win.
#include "engines/kingdom_builder/scoring.h"

#include "engines/kingdom_builder/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

// Puts `n` settlements of `seat` on empty buildable hexes of `sector` (0..3), row by row.
void FillSector(State* s, int seat, int sector, int n) {
  for (int h = 0; h < kHexCount && n > 0; ++h) {
    if (s->map.sector[h] == sector && IsBuildable(s->map.kind[h]) && s->owner[h] < 0) {
      Put(s, seat, RowOf(h), ColOf(h));
      --n;
    }
  }
  EXPECT_EQ(n, 0);
}

int Gold(const State& s, pb::KbCard card, int seat = 0) { return CardGold(s, card)[seat]; }

TEST(K11Scoring, E10AllCardsForOnePlayer) {
  State s = NewState(2);
  for (RC rc : {RC{4, 4}, RC{4, 5}, RC{5, 5}, RC{6, 6}, RC{5, 1}}) Put(&s, 0, rc.first, rc.second);
  EXPECT_EQ(CastleGold(s)[0], 3);
  EXPECT_EQ(Gold(s, pb::KB_CARD_FISHERMEN), 2);
  EXPECT_EQ(Gold(s, pb::KB_CARD_MINERS), 0);
  EXPECT_EQ(Gold(s, pb::KB_CARD_WORKERS), 3);
  EXPECT_EQ(Gold(s, pb::KB_CARD_MERCHANTS), 8);
  EXPECT_EQ(Gold(s, pb::KB_CARD_DISCOVERERS), 3);
  EXPECT_EQ(Gold(s, pb::KB_CARD_HERMITS), 2);
  EXPECT_EQ(Gold(s, pb::KB_CARD_CITIZENS), 2);
  EXPECT_EQ(Gold(s, pb::KB_CARD_KNIGHTS), 4);
  EXPECT_EQ(Gold(s, pb::KB_CARD_FARMERS), 0);
  // FinalScores adds castles and the state's 3 cards (fishermen, miners, workers).
  const std::vector<pb::SeatScore> scores = FinalScores(s);
  EXPECT_EQ(scores[0].castles(), 3);
  ASSERT_EQ(scores[0].kb_card_gold_size(), 3);
  EXPECT_EQ(scores[0].total(), 3 + 2 + 0 + 3);
  EXPECT_EQ(scores[1].total(), 0);
}

TEST(K11Scoring, E11SettlementOnWaterAfterHarbor) {
  State s = NewState(2);
  Put(&s, 0, 4, 3);  // water (as if moved there by Harbor)
  ASSERT_EQ(s.map.kind[Index(4, 3)], Kind::kWater);
  EXPECT_EQ(Gold(s, pb::KB_CARD_FISHERMEN), 0);  // R6
  EXPECT_EQ(Gold(s, pb::KB_CARD_WORKERS), 1);
  EXPECT_EQ(CastleGold(s)[0], 3);
  EXPECT_EQ(Gold(s, pb::KB_CARD_HERMITS), 1);  // an ordinary settlement otherwise
  EXPECT_TRUE(TheGame().Check(PackKb(s)).ok());
}

TEST(K11Scoring, E12LordsWithR5ZeroCounts) {
  State s = NewState(4);
  FillSector(&s, 0, 0, 8);
  FillSector(&s, 1, 0, 8);
  FillSector(&s, 2, 0, 6);
  FillSector(&s, 3, 0, 2);
  EXPECT_EQ(CardGold(s, pb::KB_CARD_LORDS), (std::vector<int>{12, 12, 6, 0}));

  State two = NewState(2);
  FillSector(&two, 0, 0, 5);
  // Other sectors: everyone 0, which pays nothing by default.
  EXPECT_EQ(CardGold(two, pb::KB_CARD_LORDS), (std::vector<int>{12, 6}));
  two.options.set_lords_zero(pb::LORDS_ZERO_NEVER);
  EXPECT_EQ(CardGold(two, pb::KB_CARD_LORDS), (std::vector<int>{12, 0}));
  two.options.set_lords_zero(pb::LORDS_ZERO_ALWAYS);
  EXPECT_EQ(CardGold(two, pb::KB_CARD_LORDS), (std::vector<int>{12 + 36, 6 + 36}));

  State empty = NewState(2);
  EXPECT_EQ(CardGold(empty, pb::KB_CARD_LORDS), (std::vector<int>{0, 0}));
  empty.options.set_lords_zero(pb::LORDS_ZERO_ALWAYS);
  EXPECT_EQ(CardGold(empty, pb::KB_CARD_LORDS), (std::vector<int>{48, 48}));  // 12 per sector
}

TEST(K11Scoring, E13Farmers) {
  State s = NewState(2);
  FillSector(&s, 0, 0, 10);
  FillSector(&s, 0, 1, 6);
  FillSector(&s, 0, 2, 6);
  FillSector(&s, 0, 3, 4);
  EXPECT_EQ(Gold(s, pb::KB_CARD_FARMERS), 12);
  State t = NewState(2);
  FillSector(&t, 0, 0, 12);
  FillSector(&t, 0, 1, 9);
  FillSector(&t, 0, 2, 9);
  EXPECT_EQ(Gold(t, pb::KB_CARD_FARMERS), 0);
}

TEST(K11Scoring, FishermenAndMiners) {
  State s = NewState(2);
  Put(&s, 0, 2, 6);  // flower next to mountains (1,5), (1,6), (2,7)
  Put(&s, 0, 4, 1);  // flower next to water (3,0), (3,1), (4,2)
  Put(&s, 0, 9, 9);  // grass, neither
  EXPECT_EQ(Gold(s, pb::KB_CARD_FISHERMEN), 1);
  EXPECT_EQ(Gold(s, pb::KB_CARD_MINERS), 1);
}

TEST(K11Scoring, R6WorkersPayOncePerSettlement) {
  State s = NewState(2);
  Put(&s, 0, 5, 2);  // touches location (6,2)
  Put(&s, 0, 7, 2);  // touches location (6,2) too: still 1 each
  Put(&s, 0, 2, 3);  // touches castle (3,3)
  Put(&s, 0, 0, 0);  // nothing
  EXPECT_EQ(Gold(s, pb::KB_CARD_WORKERS), 3);
}

TEST(K11Scoring, MerchantsCountEachLinkedSpecialHexOnce) {
  State s = NewState(2);
  // One area touching castle (3,3) and location (6,7).
  for (RC rc : {RC{4, 4}, RC{4, 5}, RC{5, 5}, RC{6, 6}}) Put(&s, 0, rc.first, rc.second);
  EXPECT_EQ(Gold(s, pb::KB_CARD_MERCHANTS), 8);
  // A second area touching only location (6,2) adds nothing...
  Put(&s, 0, 6, 3);
  EXPECT_EQ(Gold(s, pb::KB_CARD_MERCHANTS), 8);
  // ...until linked (through water hex (6,4), as after a Harbor move): 3 hexes, 12 gold.
  Put(&s, 0, 6, 4);
  Put(&s, 0, 6, 5);
  EXPECT_EQ(Gold(s, pb::KB_CARD_MERCHANTS), 12);
}

TEST(K11Scoring, DiscoverersHermitsCitizensKnights) {
  State s = NewState(2);
  for (int c = 15; c <= 19; ++c) Put(&s, 0, 9, c);  // one area of 5 in row 9
  Put(&s, 0, 0, 0);
  Put(&s, 0, 19, 10);
  EXPECT_EQ(Gold(s, pb::KB_CARD_DISCOVERERS), 3);
  EXPECT_EQ(Gold(s, pb::KB_CARD_HERMITS), 3);
  EXPECT_EQ(Gold(s, pb::KB_CARD_CITIZENS), 2);  // 5 / 2 rounded down
  EXPECT_EQ(Gold(s, pb::KB_CARD_KNIGHTS), 10);
  EXPECT_EQ(Gold(s, pb::KB_CARD_KNIGHTS, 1), 0);
  EXPECT_TRUE(TheGame().Check(PackKb(s)).ok());
}

TEST(K11Scoring, CastlesPayEachTouchingPlayer) {
  State s = NewState(2);
  Put(&s, 0, 2, 3);  // touches castle (3,3)
  Put(&s, 1, 4, 4);  // touches castle (3,3)
  Put(&s, 0, 4, 5);  // nothing new
  EXPECT_EQ(CastleGold(s), (std::vector<int>{3, 3}));
}

TEST(K11Winner, R6TiesShareTheWin) {
  State s = NewState(3, {{"kb_cards", "discoverers,hermits,knights"}});
  Put(&s, 1, 9, 9);    // grass, touches no castle
  Put(&s, 2, 10, 10);  // desert, touches no castle
  // Seat 0 empties its supply on the top half (it triggered the end).
  for (int h = 0; h < kHexCount / 2 && s.seats[0].supply > 0; ++h) {
    if (IsBuildable(s.map.kind[h]) && s.owner[h] < 0) Put(&s, 0, RowOf(h), ColOf(h));
  }
  ASSERT_EQ(s.seats[0].supply, 0);
  ASSERT_TRUE(s.end_triggered);
  s.phase = pb::PHASE_GAME_OVER;
  s.seats[s.current_seat].held = s.played;  // nothing is played once the game is over
  s.played = 0;
  absl::StatusOr<v1::TurnStatus> t = TheGame().Turn(PackKb(s));
  ASSERT_TRUE(t.ok()) << t.status();
  ASSERT_EQ(t->outcome().results_size(), 3);
  // Seats 1 and 2 each: 1 row, 1 area, 2 for knights = 4 gold; they tie and share rank 2.
  const auto& res = t->outcome().results();
  EXPECT_EQ(res[0].seat(), 0);
  EXPECT_EQ(res[0].rank(), 1);
  EXPECT_EQ(res[1].seat(), 1);
  EXPECT_EQ(res[1].score(), 4);
  EXPECT_EQ(res[1].rank(), 2);
  EXPECT_EQ(res[2].seat(), 2);
  EXPECT_EQ(res[2].score(), 4);
  EXPECT_EQ(res[2].rank(), 2);
}

}  // namespace
}  // namespace kingdom_builder
}  // namespace arbiter
