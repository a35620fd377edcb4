#include "engines/kingdom_builder/options.h"

#include <vector>

#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

constexpr const char* kSectorOptions[4] = {"board_top_left", "board_top_right",
                                           "board_bottom_left", "board_bottom_right"};
constexpr const char* kNoBoard = "none";

std::string BoardName(int location) {
  return absl::AsciiStrToLower(pb::Location_Name(location).substr(sizeof("LOCATION_") - 1));
}

std::string CardName(int card) {
  return absl::AsciiStrToLower(pb::KbCard_Name(card).substr(sizeof("KB_CARD_") - 1));
}

// Every 3-card combination in K1 order, e.g. "fishermen,miners,workers".
std::vector<std::string> KbCardValues() {
  std::vector<std::string> values = {"random"};
  for (int a = 1; a <= 10; ++a) {
    for (int b = a + 1; b <= 10; ++b) {
      for (int c = b + 1; c <= 10; ++c) {
        values.push_back(absl::StrJoin({CardName(a), CardName(b), CardName(c)}, ","));
      }
    }
  }
  return values;
}

}  // namespace

void AddOptions(GameInfoBuilder& info) {
  info.Option(
      "board_setup",
      "R1 (K3): random = 4 distinct boards in random sectors, each rotated 180 degrees with "
      "probability 1/2; first_game = Tavern, Paddock, Oasis, Farm (TL, TR, BL, BR), upright; "
      "explicit = the board_<sector> options",
      {"random", "first_game", "explicit"});
  std::vector<std::string> boards = {kNoBoard};
  for (int l = pb::LOCATION_BARN; l <= pb::LOCATION_TAVERN; ++l) {
    boards.push_back(BoardName(l));
    boards.push_back(BoardName(l) + "_rotated");
  }
  for (int s = 0; s < 4; ++s) {
    info.Option(kSectorOptions[s],
                "R1 (K3): with board_setup explicit, the board of this sector; '_rotated' turns it "
                "180 degrees",
                boards);
  }
  info.Option("kb_cards",
              "R1 (K3.4): random = 3 of the 10 Kingdom Builder cards at random; or 3 cards in K1 "
              "order",
              KbCardValues());
  info.Option("exhausted_terrain",
              "R2 (K7): redraw = a played card whose terrain has no empty hex is removed and "
              "replaced; forfeit = the owed builds are lost",
              {"redraw", "forfeit"});
  info.Option("tile_loss_check",
              "R3 (K8): when a tile whose hex no own settlement touches is lost: immediate = with "
              "the move; end_of_turn = when the turn ends",
              {"immediate", "end_of_turn"});
  info.Option("move_adjacency",
              "R4 (K9): lifted = Barn and Harbor judge adjacency without the moving settlement; "
              "in_place = with it",
              {"lifted", "in_place"});
  info.Option(
      "lords_zero",
      "R5 (K11): a sector count of 0 for Lords: second_only = may take the 6, never the 12; "
      "never; always = ranks like any count",
      {"second_only", "never", "always"});
}

absl::StatusOr<pb::Options> ParseOptions(const SetupOptions& values) {
  auto get = [&](absl::string_view name) -> const std::string& { return values.Text(name); };
  pb::Options o;
  o.set_board_setup(values.Choice<pb::BoardSetup>(
      "board_setup", {{"random", pb::BOARD_SETUP_RANDOM},
                      {"first_game", pb::BOARD_SETUP_FIRST_GAME},
                      {"explicit", pb::BOARD_SETUP_EXPLICIT}}));
  uint32_t seen = 0;
  for (int s = 0; s < 4; ++s) {
    const std::string& v = get(kSectorOptions[s]);
    const std::string field = absl::StrCat("setup.options[", kSectorOptions[s], "]");
    if (o.board_setup() != pb::BOARD_SETUP_EXPLICIT) {
      if (!v.empty() && v != kNoBoard) {
        return absl::InvalidArgumentError(field + ": only with board_setup explicit");
      }
      continue;
    }
    int board = 0;
    bool rotated = false;
    for (int l = pb::LOCATION_BARN; l <= pb::LOCATION_TAVERN; ++l) {
      if (v == BoardName(l)) board = l;
      if (v == BoardName(l) + "_rotated") {
        board = l;
        rotated = true;
      }
    }
    if (board == 0) {
      return absl::InvalidArgumentError(field + ": board_setup explicit needs a board here");
    }
    if (seen & (1u << board)) {
      return absl::InvalidArgumentError(field + ": the 4 boards must differ (K3.1)");
    }
    seen |= 1u << board;
    pb::BoardPlacement* p = o.add_explicit_boards();
    p->set_sector(static_cast<pb::Sector>(s + 1));
    p->set_board(static_cast<pb::Location>(board));
    p->set_rotated(rotated);
  }
  const std::string& kb = get("kb_cards");
  if (!kb.empty() && kb != "random") {
    // CheckSetup admits only the 120 triples in K1 order, so membership gives that order.
    const std::string padded = "," + kb + ",";
    for (int c = 1; c <= 10; ++c) {
      if (padded.find("," + CardName(c) + ",") != std::string::npos) {
        o.add_explicit_kb_cards(static_cast<pb::KbCard>(c));
      }
    }
    if (o.explicit_kb_cards_size() != 3) {
      return absl::InvalidArgumentError("setup.options[kb_cards]: needs 3 distinct cards");
    }
  }
  o.set_exhausted_terrain(values.Choice<pb::ExhaustedTerrain>(
      "exhausted_terrain",
      {{"redraw", pb::EXHAUSTED_TERRAIN_REDRAW}, {"forfeit", pb::EXHAUSTED_TERRAIN_FORFEIT}}));
  o.set_tile_loss_check(values.Choice<pb::TileLossCheck>(
      "tile_loss_check", {{"immediate", pb::TILE_LOSS_CHECK_IMMEDIATE},
                          {"end_of_turn", pb::TILE_LOSS_CHECK_END_OF_TURN}}));
  o.set_move_adjacency(values.Choice<pb::MoveAdjacency>(
      "move_adjacency",
      {{"lifted", pb::MOVE_ADJACENCY_LIFTED}, {"in_place", pb::MOVE_ADJACENCY_IN_PLACE}}));
  o.set_lords_zero(values.Choice<pb::LordsZero>(
      "lords_zero", {{"second_only", pb::LORDS_ZERO_SECOND_ONLY},
                     {"never", pb::LORDS_ZERO_NEVER},
                     {"always", pb::LORDS_ZERO_ALWAYS}}));
  return o;
}

}  // namespace kingdom_builder
}  // namespace arbiter
