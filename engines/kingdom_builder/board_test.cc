// K1 components (the board data) and K2 map geometry, with worked example E1.
#include <algorithm>
#include <set>

#include "engines/kingdom_builder/board.h"
#include "engines/kingdom_builder/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

std::set<RC> NeighbourSet(int r, int c) {
  std::set<RC> out;
  for (int n : Neighbours(Index(r, c))) out.insert({RowOf(n), ColOf(n)});
  return out;
}

TEST(K1Components, EmbeddedBoardDataLoadsWithEightHundredHexes) {
  const absl::StatusOr<BoardSet>& boards = Boards();
  ASSERT_TRUE(boards.ok()) << boards.status();
  EXPECT_NE(boards->source.find("Syarwin/bga-kingdombuilder"), std::string::npos);
  int hexes = 0, castles = 0, locations = 0;
  for (int b = 0; b < kBoardCount; ++b) {
    EXPECT_EQ(boards->boards[b].location, b + 1);
    int board_castles = 0, board_locations = 0;
    for (const auto& row : boards->boards[b].hexes) {
      for (Kind k : row) {
        ++hexes;
        board_castles += k == Kind::kCastle;
        board_locations += k == Kind::kLocation;
      }
    }
    const bool oracle_or_harbor = b + 1 == pb::LOCATION_ORACLE || b + 1 == pb::LOCATION_HARBOR;
    EXPECT_EQ(board_castles, oracle_or_harbor ? 2 : 1) << b;
    EXPECT_EQ(board_locations, oracle_or_harbor ? 1 : 2) << b;
    castles += board_castles;
    locations += board_locations;
  }
  EXPECT_EQ(hexes, 800);
  EXPECT_EQ(castles, 10);
  EXPECT_EQ(locations, 14);  // 28 location tiles, 2 per hex (K1)
}

TEST(K1Components, BoardHexesMatchThePublishedBoards) {
  // Spot checks against the board table of github.com/Syarwin/bga-kingdombuilder
  // (modules/KingdomBuilderBoard.class.php @ 0e204b3), the Source line of data/boards.txt.
  const BoardSet& b = *Boards();
  EXPECT_EQ(b.boards[pb::LOCATION_BARN - 1].hexes[0][0], Kind::kCanyon);
  EXPECT_EQ(b.boards[pb::LOCATION_BARN - 1].hexes[2][6], Kind::kLocation);
  EXPECT_EQ(b.boards[pb::LOCATION_BARN - 1].hexes[7][7], Kind::kCastle);
  EXPECT_EQ(b.boards[pb::LOCATION_TAVERN - 1].hexes[3][8], Kind::kMountain);  // the BGA value
  EXPECT_EQ(b.boards[pb::LOCATION_OASIS - 1].hexes[9][9], Kind::kWater);
  EXPECT_EQ(b.boards[pb::LOCATION_FARM - 1].hexes[0][9], Kind::kGrass);
}

TEST(K1Components, ParseRejectsDefectiveData) {
  std::string text(EmbeddedBoardText());
  EXPECT_TRUE(ParseBoards(text).ok());
  // A missing row.
  std::string short_board = text;
  short_board.erase(short_board.find("GGGTWGGTTT\n"), 11);
  EXPECT_EQ(ParseBoards(short_board).status().code(), absl::StatusCode::kInvalidArgument);
  // An unknown letter.
  std::string bad_letter = text;
  bad_letter[bad_letter.find("CDDDDDDDDD")] = 'X';
  EXPECT_EQ(ParseBoards(bad_letter).status().code(), absl::StatusCode::kInvalidArgument);
  // A castle turned into grass: wrong castle count.
  std::string no_castle = text;
  no_castle.replace(no_castle.find("GGTTFFGKTT"), 10, "GGTTFFGGTT");
  EXPECT_EQ(ParseBoards(no_castle).status().code(), absl::StatusCode::kInvalidArgument);
  // A board twice.
  EXPECT_EQ(ParseBoards(text + "\nboard Barn\n").status().code(),
            absl::StatusCode::kInvalidArgument);
  EXPECT_FALSE(ParseBoards("").ok());
}

TEST(K2MapGeometry, E1Neighbours) {
  EXPECT_EQ(NeighbourSet(4, 4), (std::set<RC>{{4, 3}, {4, 5}, {3, 3}, {3, 4}, {5, 3}, {5, 4}}));
  EXPECT_EQ(NeighbourSet(5, 4), (std::set<RC>{{5, 3}, {5, 5}, {4, 4}, {4, 5}, {6, 4}, {6, 5}}));
  EXPECT_EQ(NeighbourSet(0, 0), (std::set<RC>{{0, 1}, {1, 0}}));
  EXPECT_EQ(NeighbourSet(19, 19), (std::set<RC>{{19, 18}, {18, 19}}));  // odd row, corner
}

TEST(K2MapGeometry, E1EdgeHexes) {
  EXPECT_FALSE(IsEdge(Index(9, 10)));
  EXPECT_TRUE(IsEdge(Index(10, 19)));
  int edges = 0;
  for (int h = 0; h < kHexCount; ++h) edges += IsEdge(h);
  EXPECT_EQ(edges, 76);
}

TEST(K2MapGeometry, AdjacencyIsSymmetric) {
  for (int h = 0; h < kHexCount; ++h) {
    for (int n : Neighbours(h)) EXPECT_TRUE(Adjacent(n, h)) << h << " " << n;
  }
}

TEST(K2MapGeometry, UnitStepsAreTheNeighbours) {
  for (int h = 0; h < kHexCount; ++h) {
    std::set<int> steps;
    for (int d = 0; d < kDirections; ++d) {
      const int n = Step(h, d, 1);
      if (n >= 0) steps.insert(n);
    }
    auto ns = Neighbours(h);
    EXPECT_EQ(steps, std::set<int>(ns.begin(), ns.end())) << h;
  }
}

TEST(K2MapGeometry, TwoStepsLandOnTheStatedHexesForEitherParity) {
  for (RC rc : {RC{5, 2}, RC{8, 8}}) {
    const auto [r, c] = rc;
    std::set<RC> two;
    for (int d = 0; d < kDirections; ++d) {
      const int n = Step(Index(r, c), d, 2);
      if (n >= 0) two.insert({RowOf(n), ColOf(n)});
    }
    EXPECT_EQ(two, (std::set<RC>{{r, c - 2}, {r, c + 2}, {r - 2, c - 1}, {r - 2, c + 1},
                                 {r + 2, c - 1}, {r + 2, c + 1}}));
  }
  EXPECT_EQ(Step(Index(0, 0), 3, 1), -1);  // NW off the map
}

TEST(K2MapGeometry, SectorsAndRotation) {
  pb::BoardPlacement p[4];
  const pb::Location boards[4] = {pb::LOCATION_TAVERN, pb::LOCATION_PADDOCK, pb::LOCATION_OASIS,
                                   pb::LOCATION_FARM};
  for (int i = 0; i < 4; ++i) {
    p[i].set_sector(static_cast<pb::Sector>(i + 1));
    p[i].set_board(boards[i]);
  }
  p[3].set_rotated(true);
  Map map = BuildMap(*Boards(), p);
  const BoardSet& b = *Boards();
  // TR board hex (2,8) is the Paddock location at map (2,18).
  EXPECT_EQ(map.kind[Index(2, 18)], Kind::kLocation);
  EXPECT_EQ(map.location[Index(2, 18)], pb::LOCATION_PADDOCK);
  // BR Farm rotated: printed (1,1) castle lies at (9-1, 9-1) + (10, 10) = (18, 18).
  EXPECT_EQ(map.kind[Index(18, 18)], Kind::kCastle);
  EXPECT_EQ(map.kind[Index(10, 10)], b.boards[pb::LOCATION_FARM - 1].hexes[9][9]);
  EXPECT_EQ(map.sector[Index(0, 0)], 0);
  EXPECT_EQ(map.sector[Index(9, 10)], 1);
  EXPECT_EQ(map.sector[Index(10, 9)], 2);
  EXPECT_EQ(map.sector[Index(19, 19)], 3);
  EXPECT_EQ(map.location_hexes.size(), 8u);
  EXPECT_EQ(map.castle_hexes.size(), 4u);
}

}  // namespace
}  // namespace kingdom_builder
}  // namespace arbiter
