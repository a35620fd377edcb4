// CheckState (state.h): every invariant of a decoded state, one function per part of the game
// it concerns, each INVALID_ARGUMENT "state.payload.<field>: ..." naming the field of the
// payload (in the state format the state was read in, State::format) that breaks it. One
// invariant is checked by the decoder instead, where its count is at hand: K1, supply +
// settlements on the map = 40 (DecodeMapContents, state_hexes.cc).
#include <algorithm>
#include <cstdint>
#include <vector>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/kingdom_builder/state_decode.h"

namespace arbiter {
namespace kingdom_builder {
namespace internal {

absl::Status CheckSetup(const State& s) {
  const int boards = static_cast<int>(s.boards.size());
  const bool in_board_setup = s.phase == pb::PHASE_SETUP_BOARDS;
  if (in_board_setup != (boards < 4)) {
    return Bad("boards", "4 boards exactly when setup of the boards is over (K3.1)");
  }
  if (in_board_setup && (!s.external || s.options.board_setup() != pb::BOARD_SETUP_RANDOM)) {
    return Bad("phase", "boards are chance outcomes only in EXTERNAL mode with board_setup random");
  }
  if (boards == 4 && s.options.board_setup() == pb::BOARD_SETUP_EXPLICIT) {
    for (int i = 0; i < 4; ++i) {
      if (s.boards[i].board() != s.options.explicit_boards(i).board() ||
          s.boards[i].rotated() != s.options.explicit_boards(i).rotated()) {
        return Bad(absl::StrCat("boards[", i, "]"), "differs from options.explicit_boards (R1)");
      }
    }
  }
  if (boards == 4 && s.options.board_setup() == pb::BOARD_SETUP_FIRST_GAME) {
    static constexpr pb::Location kFirst[4] = {pb::LOCATION_TAVERN, pb::LOCATION_PADDOCK,
                                               pb::LOCATION_OASIS, pb::LOCATION_FARM};
    for (int i = 0; i < 4; ++i) {
      if (s.boards[i].board() != kFirst[i] || s.boards[i].rotated()) {
        return Bad(absl::StrCat("boards[", i, "]"), "differs from the first_game layout (R1)");
      }
    }
  }
  const int cards = static_cast<int>(s.kb_cards.size());
  const bool kb_done = cards == kKbCardsPerGame;
  if (in_board_setup ? cards != 0 : (s.phase == pb::PHASE_SETUP_KB_CARDS) == kb_done) {
    return Bad("kb_cards", "3 cards exactly when setup of the KB cards is over (K3.4)");
  }
  if (s.phase == pb::PHASE_SETUP_KB_CARDS &&
      (!s.external || s.options.explicit_kb_cards_size() != 0)) {
    return Bad("phase", "KB cards are chance outcomes only in EXTERNAL mode with kb_cards random");
  }
  if (kb_done && s.options.explicit_kb_cards_size() == kKbCardsPerGame) {
    for (int i = 0; i < kKbCardsPerGame; ++i) {
      if (s.kb_cards[i] != s.options.explicit_kb_cards(i)) {
        return Bad(absl::StrCat("kb_cards[", i, "]"), "differs from options.explicit_kb_cards");
      }
    }
  }
  return absl::OkStatus();
}

}  // namespace internal

namespace {

using internal::Bad;
using internal::TouchesOwn;

bool TurnPhase(const State& s) {
  return s.phase == pb::PHASE_TURN || s.phase == pb::PHASE_REDRAW ||
         s.phase == pb::PHASE_TILE_LOSS_CHOICE;
}

// K8: tiles left on a hex = 2 - seats that ever took one there, taking is automatic, and a tile
// is kept only while an own settlement touches its hex (but mid-turn under end_of_turn, and the
// lost tile of a pending R3 choice).
absl::Status CheckTiles(const State& s) {
  if (!s.MapReady()) return absl::OkStatus();
  const char* took_from = s.format == 1 ? "took_tile_from" : "took_tile_from_hexes";
  for (size_t i = 0; i < s.map.location_hexes.size(); ++i) {
    const int h = s.map.location_hexes[i];
    // The seats with a settlement next to h (TouchesOwn of every seat in one pass).
    uint32_t touching = 0;
    for (int n : Neighbours(h)) {
      if (s.owner[n] >= 0 && s.owner[n] < 32) touching |= 1u << s.owner[n];
    }
    int took = 0;
    for (int seat = 0; seat < s.seat_count; ++seat) {
      const auto& tf = s.seats[seat].took_from;
      const bool has = std::binary_search(tf.begin(), tf.end(), h);
      took += has ? 1 : 0;
      if (!has && s.tiles_left[h] > 0 && seat < 32 && (touching >> seat & 1u) != 0) {
        return Bad(absl::StrCat("seats[", seat, "].", took_from),
                   absl::StrCat("a settlement touches location hex (", RowOf(h), ",", ColOf(h),
                                ") with tiles left but no tile was taken (K8)"));
      }
    }
    if (s.tiles_left[h] != kTilesPerHex - took) {
      return Bad(s.format == 1 ? absl::StrCat("location_tiles[", i, "].tiles_left")
                               : absl::StrCat("location_tiles_left[", i, "]"),
                 "2 minus the seats that took a tile there (K8)");
    }
  }
  for (int seat = 0; seat < s.seat_count; ++seat) {
    const bool mid_turn = TurnPhase(s) && seat == s.current_seat;
    if (mid_turn && s.options.tile_loss_check() == pb::TILE_LOSS_CHECK_END_OF_TURN) continue;
    for (size_t i = 0; i < s.seats[seat].tiles.size(); ++i) {
      const Tile& t = s.seats[seat].tiles[i];
      const bool choosing =
          mid_turn && s.phase == pb::PHASE_TILE_LOSS_CHOICE && t.origin == s.loss_lost;
      if (!choosing && !TouchesOwn(s, t.origin, seat)) {
        return Bad(absl::StrCat("seats[", seat, "].tiles[", i, "]"),
                   "held without an own settlement next to its hex (K8)");
      }
    }
  }
  return absl::OkStatus();
}

// R3: a pending choice names two held tiles of one type, the lost one's hex untouched and the
// other's touched, in different states, and follows option tile_loss_check.
absl::Status CheckTileLossChoice(const State& s) {
  if (s.phase != pb::PHASE_TILE_LOSS_CHOICE) return absl::OkStatus();
  const Tile* a = nullptr;
  const Tile* b = nullptr;
  for (const Tile& t : s.seats[s.current_seat].tiles) {
    if (t.origin == s.loss_lost) a = &t;
    if (t.origin == s.loss_other) b = &t;
  }
  if (a == nullptr || b == nullptr || s.loss_lost == s.loss_other ||
      a->location != b->location) {
    return Bad("tile_loss_choice", "needs two held tiles of one type (R3)");
  }
  if (TouchesOwn(s, s.loss_lost, s.current_seat) ||
      !TouchesOwn(s, s.loss_other, s.current_seat)) {
    return Bad("tile_loss_choice.lost_hex", "the lost hex is untouched, the other touched (R3)");
  }
  if (a->used == b->used && a->gained == b->gained) {
    return Bad("tile_loss_choice", "tiles in the same state leave nothing to choose (R3)");
  }
  if (s.loss_ending_turn != (s.options.tile_loss_check() == pb::TILE_LOSS_CHECK_END_OF_TURN)) {
    return Bad("tile_loss_choice.ending_turn", "follows option tile_loss_check (R3)");
  }
  return absl::OkStatus();
}

bool SetupPhase(const State& s) {
  return s.phase == pb::PHASE_SETUP_BOARDS || s.phase == pb::PHASE_SETUP_KB_CARDS ||
         s.phase == pb::PHASE_SETUP_DEAL;
}

// Cards may run out only after many removals (K7, R2): 25 cards, n held, 1 played.
bool CardsMayRunOut(const State& s) { return Total(s.removed) >= 25 - 2 * s.seat_count; }

// K1: the 25 terrain cards are accounted for; K3.5, K5: who holds a card.
absl::Status CheckCards(const State& s) {
  for (int t = 1; t <= kCardTerrains; ++t) {
    int n = s.draw[t] + s.discard[t] + s.removed[t] + (s.played == t ? 1 : 0);
    for (const SeatState& ss : s.seats) n += ss.held == t ? 1 : 0;
    if (n != kCardsPerTerrain) {
      return Bad("draw_pile", absl::StrCat(n, " cards of terrain ", pb::Terrain_Name(t),
                                           " accounted for, want 5 (K1)"));
    }
  }
  if (s.pending_draw_seat != 0 && s.phase != pb::PHASE_SETUP_DEAL &&
      s.phase != pb::PHASE_END_OF_TURN_DRAW) {
    return Bad("pending_draw_seat", "0 unless a draw is pending");
  }
  const bool setup = SetupPhase(s);
  for (int seat = 0; seat < s.seat_count; ++seat) {
    auto f = [seat] { return absl::StrCat("seats[", seat, "].held_card"); };
    const int held = s.seats[seat].held;
    if (setup) {
      const bool want_card = s.phase == pb::PHASE_SETUP_DEAL && seat < s.pending_draw_seat;
      if ((held != 0) != want_card) {
        return Bad(f(), "cards are dealt in seat order at setup (K3.5)");
      }
      continue;
    }
    if (s.phase == pb::PHASE_GAME_OVER) continue;
    if (seat == s.current_seat) {
      if (held != 0) return Bad(f(), "the current seat's card is the played card (K5.1)");
    } else if (held == 0 && !CardsMayRunOut(s)) {
      return Bad(f(), "every seat holds a terrain card between turns (K5.5)");
    }
  }
  if (setup) {
    if (s.played != 0 || Total(s.discard) != 0 || Total(s.removed) != 0) {
      return Bad("played_card", "no card is played or discarded during setup (K3)");
    }
    if (!s.external) return Bad("phase", "setup chance points exist only in EXTERNAL mode");
  }
  return absl::OkStatus();
}

// K5, K7, K10: what each phase needs of the played card, the draw pile and the end.
absl::Status CheckPhase(const State& s) {
  switch (s.phase) {
    case pb::PHASE_SETUP_BOARDS:
    case pb::PHASE_SETUP_KB_CARDS:
    case pb::PHASE_SETUP_DEAL:
      break;
    case pb::PHASE_TURN:
    case pb::PHASE_TILE_LOSS_CHOICE:
      if (s.played == 0 && !(s.mandatory_complete && CardsMayRunOut(s))) {
        return Bad("played_card", "the current turn has a played card (K5.1)");
      }
      break;
    case pb::PHASE_REDRAW:
      if (!s.external) return Bad("phase", "redraw chance points exist only in EXTERNAL mode");
      if (s.played != 0 || s.mandatory_complete) {
        return Bad("played_card", "a redraw replaces a removed card for owed builds (K7)");
      }
      if (Total(s.draw) == 0) return Bad("draw_pile", "a redraw needs a card to draw (K7)");
      break;
    case pb::PHASE_END_OF_TURN_DRAW:
      if (!s.external) return Bad("phase", "draw chance points exist only in EXTERNAL mode");
      if (s.played != 0 || s.pending_draw_seat != s.current_seat) {
        return Bad("pending_draw_seat", "the seat ending its turn draws (K5.5)");
      }
      if (Total(s.draw) == 0) return Bad("draw_pile", "a draw needs a card to draw (K5.5)");
      break;
    case pb::PHASE_GAME_OVER:
      if (!s.end_triggered) return Bad("end_triggered", "the game ends only once triggered (K10)");
      break;
    default:
      return Bad("phase", "unknown phase");
  }
  if (s.phase == pb::PHASE_SETUP_DEAL && Total(s.draw) == 0) {
    return Bad("draw_pile", "a deal needs a card to draw (K3.5)");
  }
  return absl::OkStatus();
}

bool HasEmptyHexOf(const State& s, int terrain) {
  for (int h = 0; h < kHexCount; ++h) {
    if (static_cast<int>(s.map.kind[h]) == terrain && s.owner[h] < 0) return true;
  }
  return false;
}

// K7: the mandatory action's progress; K10: the end is triggered exactly when a supply is empty.
absl::Status CheckBuildsAndEnd(const State& s) {
  if (s.phase == pb::PHASE_TURN || s.phase == pb::PHASE_TILE_LOSS_CHOICE ||
      s.phase == pb::PHASE_REDRAW) {
    const SeatState& cur = s.seats[s.current_seat];
    if (!s.mandatory_complete && (s.builds_done >= 3 || cur.supply == 0)) {
      return Bad("mandatory_complete", "3 builds made or supply empty completes it (K7)");
    }
    if (s.phase == pb::PHASE_TURN && !s.mandatory_complete && !HasEmptyHexOf(s, s.played)) {
      return Bad("played_card", "owed builds on a terrain without an empty hex (K7, R2)");
    }
  } else if (s.builds_done != 0 || s.mandatory_complete) {
    return Bad("mandatory_builds_done", "only during a turn");
  }
  bool any_empty = false;
  for (const SeatState& ss : s.seats) any_empty = any_empty || ss.supply == 0;
  if (any_empty != s.end_triggered) {
    return Bad("end_triggered", "set exactly when some supply reached 0 (K10)");
  }
  if (s.end_triggered && (s.end_trigger_seat < 0 || s.end_trigger_seat >= s.seat_count ||
                          s.seats[s.end_trigger_seat].supply != 0)) {
    return Bad("end_trigger_seat", "the triggering seat's supply is empty (K10)");
  }
  return absl::OkStatus();
}

}  // namespace

namespace internal {

absl::Status CheckPlay(const State& s) {
  ARBITER_RETURN_IF_ERROR(CheckTiles(s));
  ARBITER_RETURN_IF_ERROR(CheckTileLossChoice(s));
  ARBITER_RETURN_IF_ERROR(CheckCards(s));
  ARBITER_RETURN_IF_ERROR(CheckPhase(s));
  return CheckBuildsAndEnd(s);
}

}  // namespace internal

absl::Status CheckState(const State& s) {
  ARBITER_RETURN_IF_ERROR(internal::CheckSetup(s));
  return internal::CheckPlay(s);
}

}  // namespace kingdom_builder
}  // namespace arbiter
