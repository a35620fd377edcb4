#include "engines/kingdom_builder/state.h"

#include <algorithm>
#include <string>
#include <utility>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/kingdom_builder/state_decode.h"

namespace arbiter {
namespace kingdom_builder {
namespace internal {

absl::Status Bad(absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("state.payload.", field, ": ", what));
}

bool TouchesOwn(const KbState& s, int hex, int seat) {
  for (int n : Neighbours(hex)) {
    if (s.owner[n] == seat) return true;
  }
  return false;
}

}  // namespace internal

namespace {

using internal::Bad;
using internal::HexOf;
using internal::TouchesOwn;

Counts FromPb(const pb::TerrainCounts& c) {
  return Counts{0, c.grass(), c.canyon(), c.desert(), c.flower_field(), c.forest()};
}

void ToPb(const Counts& c, pb::TerrainCounts* p) {
  p->set_grass(c[1]);
  p->set_canyon(c[2]);
  p->set_desert(c[3]);
  p->set_flower_field(c[4]);
  p->set_forest(c[5]);
}

void SetCoord(int hex, pb::HexCoord* c) {
  c->set_row(RowOf(hex));
  c->set_col(ColOf(hex));
}

bool ValidCard(int t) { return t >= 0 && t <= kCardTerrains; }

absl::Status CheckOptions(const pb::Options& o) {
  if (o.board_setup() < pb::BOARD_SETUP_RANDOM || o.board_setup() > pb::BOARD_SETUP_EXPLICIT) {
    return Bad("options.board_setup", "unknown value");
  }
  if (o.board_setup() == pb::BOARD_SETUP_EXPLICIT) {
    if (o.explicit_boards_size() != 4) return Bad("options.explicit_boards", "needs 4 boards");
    uint32_t seen = 0;
    for (int i = 0; i < 4; ++i) {
      const pb::BoardPlacement& p = o.explicit_boards(i);
      auto f = [i] { return absl::StrCat("options.explicit_boards[", i, "]"); };
      if (p.sector() != i + 1) return Bad(f() + ".sector", "boards are listed in sector order");
      if (p.board() < pb::LOCATION_BARN || p.board() > pb::LOCATION_TAVERN) {
        return Bad(f() + ".board", "unknown board");
      }
      if (seen & (1u << p.board())) return Bad(f() + ".board", "board used twice (K3.1)");
      seen |= 1u << p.board();
    }
  } else if (o.explicit_boards_size() != 0) {
    return Bad("options.explicit_boards", "only with board_setup explicit");
  }
  if (o.explicit_kb_cards_size() != 0) {
    if (o.explicit_kb_cards_size() != kKbCardsPerGame) {
      return Bad("options.explicit_kb_cards", "needs 3 cards");
    }
    for (int i = 0; i < kKbCardsPerGame; ++i) {
      const int c = o.explicit_kb_cards(i);
      if (c < pb::KB_CARD_FISHERMEN || c > pb::KB_CARD_FARMERS ||
          (i > 0 && c <= o.explicit_kb_cards(i - 1))) {
        return Bad(absl::StrCat("options.explicit_kb_cards[", i, "]"),
                   "3 distinct known cards in K1 order");
      }
    }
  }
  if (o.exhausted_terrain() < 1 || o.exhausted_terrain() > 2) {
    return Bad("options.exhausted_terrain", "unknown value");
  }
  if (o.tile_loss_check() < 1 || o.tile_loss_check() > 2) {
    return Bad("options.tile_loss_check", "unknown value");
  }
  if (o.move_adjacency() < 1 || o.move_adjacency() > 2) {
    return Bad("options.move_adjacency", "unknown value");
  }
  if (o.lords_zero() < 1 || o.lords_zero() > 3) return Bad("options.lords_zero", "unknown value");
  return absl::OkStatus();
}

// Everything about boards, KB cards and the phases of setup.
absl::Status DecodeSetup(const pb::State& p, KbState* s) {
  if (p.boards_size() > 4) return Bad("boards", "more than 4 boards");
  uint32_t seen = 0;
  s->boards.reserve(p.boards_size());
  for (int i = 0; i < p.boards_size(); ++i) {
    const pb::BoardPlacement& b = p.boards(i);
    auto f = [i] { return absl::StrCat("boards[", i, "]"); };
    if (b.sector() != i + 1) return Bad(f() + ".sector", "boards are listed in sector order");
    if (b.board() < pb::LOCATION_BARN || b.board() > pb::LOCATION_TAVERN) {
      return Bad(f() + ".board", "unknown board");
    }
    if (seen & (1u << b.board())) return Bad(f() + ".board", "board used twice (K3.1)");
    seen |= 1u << b.board();
    s->boards.push_back(b);
  }
  const bool in_board_setup = p.phase() == pb::PHASE_SETUP_BOARDS;
  if (in_board_setup != (p.boards_size() < 4)) {
    return Bad("boards", "4 boards exactly when setup of the boards is over (K3.1)");
  }
  if (in_board_setup &&
      (!s->external || s->options.board_setup() != pb::BOARD_SETUP_RANDOM)) {
    return Bad("phase", "boards are chance outcomes only in EXTERNAL mode with board_setup random");
  }
  if (p.boards_size() == 4 && s->options.board_setup() == pb::BOARD_SETUP_EXPLICIT) {
    for (int i = 0; i < 4; ++i) {
      if (p.boards(i).board() != s->options.explicit_boards(i).board() ||
          p.boards(i).rotated() != s->options.explicit_boards(i).rotated()) {
        return Bad(absl::StrCat("boards[", i, "]"), "differs from options.explicit_boards (R1)");
      }
    }
  }
  if (p.boards_size() == 4 && s->options.board_setup() == pb::BOARD_SETUP_FIRST_GAME) {
    static constexpr pb::Location kFirst[4] = {pb::LOCATION_TAVERN, pb::LOCATION_PADDOCK,
                                               pb::LOCATION_OASIS, pb::LOCATION_FARM};
    for (int i = 0; i < 4; ++i) {
      if (p.boards(i).board() != kFirst[i] || p.boards(i).rotated()) {
        return Bad(absl::StrCat("boards[", i, "]"), "differs from the first_game layout (R1)");
      }
    }
  }
  if (p.kb_cards_size() > kKbCardsPerGame) return Bad("kb_cards", "more than 3 cards");
  uint32_t kb_seen = 0;
  s->kb_cards.reserve(p.kb_cards_size());
  for (int i = 0; i < p.kb_cards_size(); ++i) {
    const int c = p.kb_cards(i);
    auto f = [i] { return absl::StrCat("kb_cards[", i, "]"); };
    if (c < pb::KB_CARD_FISHERMEN || c > pb::KB_CARD_FARMERS) return Bad(f(), "unknown card");
    if (kb_seen & (1u << c)) return Bad(f(), "card drawn twice (K3.4)");
    kb_seen |= 1u << c;
    s->kb_cards.push_back(static_cast<pb::KbCard>(c));
  }
  const bool kb_done = p.kb_cards_size() == kKbCardsPerGame;
  const bool before_kb = in_board_setup;
  if (before_kb ? p.kb_cards_size() != 0
                : (p.phase() == pb::PHASE_SETUP_KB_CARDS) == kb_done) {
    return Bad("kb_cards", "3 cards exactly when setup of the KB cards is over (K3.4)");
  }
  if (p.phase() == pb::PHASE_SETUP_KB_CARDS && (!s->external || s->options.explicit_kb_cards_size() != 0)) {
    return Bad("phase", "KB cards are chance outcomes only in EXTERNAL mode with kb_cards random");
  }
  if (kb_done && s->options.explicit_kb_cards_size() == kKbCardsPerGame) {
    for (int i = 0; i < kKbCardsPerGame; ++i) {
      if (p.kb_cards(i) != s->options.explicit_kb_cards(i)) {
        return Bad(absl::StrCat("kb_cards[", i, "]"), "differs from options.explicit_kb_cards");
      }
    }
  }
  if (s->MapReady()) ARBITER_RETURN_IF_ERROR(PlaceBoards(s));
  return absl::OkStatus();
}

bool HasEmptyHexOf(const KbState& s, int terrain) {
  for (int h = 0; h < kHexCount; ++h) {
    if (static_cast<int>(s.map.kind[h]) == terrain && s.owner[h] < 0) return true;
  }
  return false;
}

absl::Status DecodeCardsAndTurn(const pb::State& p, KbState* s) {
  s->draw = FromPb(p.draw_pile());
  s->discard = FromPb(p.discard_pile());
  s->removed = FromPb(p.removed_cards());
  // Each count in 0..5 (K1) before any sum: a hostile count near INT32_MAX must not overflow.
  for (const auto& [field, counts] : {std::pair<const char*, const Counts*>{"draw_pile", &s->draw},
                                      {"discard_pile", &s->discard},
                                      {"removed_cards", &s->removed}}) {
    for (int t = 1; t <= kCardTerrains; ++t) {
      if ((*counts)[t] < 0 || (*counts)[t] > kCardsPerTerrain) {
        return Bad(field, absl::StrCat((*counts)[t], " cards of terrain ", pb::Terrain_Name(t),
                                       ", outside 0..", kCardsPerTerrain, " (K1)"));
      }
    }
  }
  if (p.draw_pile_size() != Total(s->draw)) {
    return Bad("draw_pile_size", "differs from the draw pile's counts");
  }
  if (!ValidCard(p.played_card())) return Bad("played_card", "not a terrain card");
  s->played = p.played_card();
  for (int t = 1; t <= kCardTerrains; ++t) {
    int n = s->draw[t] + s->discard[t] + s->removed[t] + (s->played == t ? 1 : 0);
    for (const SeatState& ss : s->seats) n += ss.held == t ? 1 : 0;
    if (n != kCardsPerTerrain) {
      return Bad("draw_pile", absl::StrCat(n, " cards of terrain ", pb::Terrain_Name(t),
                                           " accounted for, want 5 (K1)"));
    }
  }
  s->phase = p.phase();
  s->builds_done = p.mandatory_builds_done();
  s->mandatory_complete = p.mandatory_complete();
  s->pending_draw_seat = p.pending_draw_seat();
  s->end_triggered = p.end_triggered();
  s->end_trigger_seat = p.end_trigger_seat();
  if (s->pending_draw_seat < 0 || s->pending_draw_seat >= s->seat_count) {
    return Bad("pending_draw_seat", "not a seat");
  }
  if (s->builds_done < 0 || s->builds_done > 3) return Bad("mandatory_builds_done", "0..3 (K7)");
  if (s->pending_draw_seat != 0 && s->phase != pb::PHASE_SETUP_DEAL &&
      s->phase != pb::PHASE_END_OF_TURN_DRAW) {
    return Bad("pending_draw_seat", "0 unless a draw is pending");
  }
  // Cards may run out only after many removals (K7, R2): 25 cards, n held, 1 played.
  const bool exhausted = Total(s->removed) >= 25 - 2 * s->seat_count;
  const bool setup = s->phase == pb::PHASE_SETUP_BOARDS || s->phase == pb::PHASE_SETUP_KB_CARDS ||
                     s->phase == pb::PHASE_SETUP_DEAL;
  for (int seat = 0; seat < s->seat_count; ++seat) {
    auto f = [seat] { return absl::StrCat("seats[", seat, "].held_card"); };
    const int held = s->seats[seat].held;
    bool want_card;
    if (setup) {
      want_card = s->phase == pb::PHASE_SETUP_DEAL && seat < s->pending_draw_seat;
      if ((held != 0) != want_card) return Bad(f(), "cards are dealt in seat order at setup (K3.5)");
      continue;
    }
    if (s->phase == pb::PHASE_GAME_OVER) continue;
    if (seat == s->current) {
      if (held != 0) return Bad(f(), "the current seat's card is the played card (K5.1)");
    } else if (held == 0 && !exhausted) {
      return Bad(f(), "every seat holds a terrain card between turns (K5.5)");
    }
  }
  if (setup) {
    if (s->played != 0 || Total(s->discard) != 0 || Total(s->removed) != 0) {
      return Bad("played_card", "no card is played or discarded during setup (K3)");
    }
    if (!s->external) return Bad("phase", "setup chance points exist only in EXTERNAL mode");
  }
  switch (s->phase) {
    case pb::PHASE_SETUP_BOARDS:
    case pb::PHASE_SETUP_KB_CARDS:
    case pb::PHASE_SETUP_DEAL:
      break;
    case pb::PHASE_TURN:
    case pb::PHASE_TILE_LOSS_CHOICE:
      if (s->played == 0 && !(s->mandatory_complete && exhausted)) {
        return Bad("played_card", "the current turn has a played card (K5.1)");
      }
      break;
    case pb::PHASE_REDRAW:
      if (!s->external) return Bad("phase", "redraw chance points exist only in EXTERNAL mode");
      if (s->played != 0 || s->mandatory_complete) {
        return Bad("played_card", "a redraw replaces a removed card for owed builds (K7)");
      }
      if (Total(s->draw) == 0) return Bad("draw_pile", "a redraw needs a card to draw (K7)");
      break;
    case pb::PHASE_END_OF_TURN_DRAW:
      if (!s->external) return Bad("phase", "draw chance points exist only in EXTERNAL mode");
      if (s->played != 0 || s->pending_draw_seat != s->current) {
        return Bad("pending_draw_seat", "the seat ending its turn draws (K5.5)");
      }
      if (Total(s->draw) == 0) return Bad("draw_pile", "a draw needs a card to draw (K5.5)");
      break;
    case pb::PHASE_GAME_OVER:
      if (!s->end_triggered) return Bad("end_triggered", "the game ends only once triggered (K10)");
      break;
    default:
      return Bad("phase", "unknown phase");
  }
  if (s->phase == pb::PHASE_SETUP_DEAL && Total(s->draw) == 0) {
    return Bad("draw_pile", "a deal needs a card to draw (K3.5)");
  }
  if (s->phase == pb::PHASE_TURN || s->phase == pb::PHASE_TILE_LOSS_CHOICE ||
      s->phase == pb::PHASE_REDRAW) {
    const SeatState& cur = s->seats[s->current];
    if (!s->mandatory_complete && (s->builds_done >= 3 || cur.supply == 0)) {
      return Bad("mandatory_complete", "3 builds made or supply empty completes it (K7)");
    }
    if (s->phase == pb::PHASE_TURN && !s->mandatory_complete && !HasEmptyHexOf(*s, s->played)) {
      return Bad("played_card", "owed builds on a terrain without an empty hex (K7, R2)");
    }
  } else if (s->builds_done != 0 || s->mandatory_complete) {
    return Bad("mandatory_builds_done", "only during a turn");
  }
  // K10: the end is triggered exactly when some supply is empty.
  bool any_empty = false;
  for (const SeatState& ss : s->seats) any_empty = any_empty || ss.supply == 0;
  if (any_empty != s->end_triggered) {
    return Bad("end_triggered", "set exactly when some supply reached 0 (K10)");
  }
  if (s->end_triggered && (s->end_trigger_seat < 0 || s->end_trigger_seat >= s->seat_count ||
                           s->seats[s->end_trigger_seat].supply != 0)) {
    return Bad("end_trigger_seat", "the triggering seat's supply is empty (K10)");
  }
  return absl::OkStatus();
}

absl::Status DecodeTileLossChoice(const pb::State& p, KbState* s) {
  if (s->phase != pb::PHASE_TILE_LOSS_CHOICE) {
    if (p.has_tile_loss_choice()) return Bad("tile_loss_choice", "only in PHASE_TILE_LOSS_CHOICE");
    return absl::OkStatus();
  }
  absl::StatusOr<int> lost = HexOf(p.tile_loss_choice().lost_hex(), [] { return "tile_loss_choice.lost_hex"; });
  if (!lost.ok()) return lost.status();
  absl::StatusOr<int> other = HexOf(p.tile_loss_choice().other_hex(), [] { return "tile_loss_choice.other_hex"; });
  if (!other.ok()) return other.status();
  s->loss_lost = *lost;
  s->loss_other = *other;
  s->loss_ending_turn = p.tile_loss_choice().ending_turn();
  const auto& tiles = s->seats[s->current].tiles;
  const Tile* a = nullptr;
  const Tile* b = nullptr;
  for (const Tile& t : tiles) {
    if (t.origin == *lost) a = &t;
    if (t.origin == *other) b = &t;
  }
  if (a == nullptr || b == nullptr || *lost == *other || a->location != b->location) {
    return Bad("tile_loss_choice", "needs two held tiles of one type (R3)");
  }
  if (TouchesOwn(*s, *lost, s->current) || !TouchesOwn(*s, *other, s->current)) {
    return Bad("tile_loss_choice.lost_hex", "the lost hex is untouched, the other touched (R3)");
  }
  if (a->used == b->used && a->gained == b->gained) {
    return Bad("tile_loss_choice", "tiles in the same state leave nothing to choose (R3)");
  }
  if (s->loss_ending_turn != (s->options.tile_loss_check() == pb::TILE_LOSS_CHECK_END_OF_TURN)) {
    return Bad("tile_loss_choice.ending_turn", "follows option tile_loss_check (R3)");
  }
  return absl::OkStatus();
}

}  // namespace

pb::HexCoord Coord(int hex) {
  pb::HexCoord c;
  c.set_row(RowOf(hex));
  c.set_col(ColOf(hex));
  return c;
}

absl::Status PlaceBoards(KbState* s) {
  const absl::StatusOr<BoardSet>& boards = Boards();
  if (!boards.ok()) return absl::InternalError(boards.status().message());
  BuildMap(*boards, s->boards, &s->map);
  s->tiles_left.fill(-1);
  for (int h : s->map.location_hexes) s->tiles_left[h] = kTilesPerHex;
  return absl::OkStatus();
}

absl::StatusOr<KbState> Decode(const pb::State& p, uint32_t format) {
  if (format != kOldestStateFormat && format != kStateFormat) {
    return absl::FailedPreconditionError(absl::StrCat(
        "state.state_format_version: ", format, " is not a Kingdom Builder state format (",
        kOldestStateFormat, "..", kStateFormat, ")"));
  }
  KbState s;
  ARBITER_RETURN_IF_ERROR(CheckOptions(p.options()));
  s.options = p.options();
  if (p.seat_count() < 2 || p.seat_count() > 4) return Bad("seat_count", "2..4 players (K1)");
  s.seat_count = p.seat_count();
  if (p.start_seat() < 0 || p.start_seat() >= s.seat_count) return Bad("start_seat", "not a seat");
  s.start_seat = p.start_seat();
  if (p.randomness_mode() != v1::RANDOMNESS_MODE_SEEDED &&
      p.randomness_mode() != v1::RANDOMNESS_MODE_EXTERNAL) {
    return Bad("randomness_mode", "SEEDED or EXTERNAL");
  }
  s.external = p.randomness_mode() == v1::RANDOMNESS_MODE_EXTERNAL;
  s.rng = p.rng_state();
  if (p.phase() < pb::PHASE_SETUP_BOARDS || p.phase() > pb::PHASE_GAME_OVER) {
    return Bad("phase", "unknown phase");
  }
  if (p.current_seat() < 0 || p.current_seat() >= s.seat_count) {
    return Bad("current_seat", "not a seat");
  }
  s.current = p.current_seat();
  if (p.seats_size() != s.seat_count) return Bad("seats", "one entry per seat");
  ARBITER_RETURN_IF_ERROR(internal::CheckLayout(p, format));
  s.seats.resize(s.seat_count);
  ARBITER_RETURN_IF_ERROR(DecodeSetup(p, &s));
  // Supplies are needed by DecodeMapContents.
  for (int seat = 0; seat < s.seat_count; ++seat) {
    const int supply = p.seats(seat).supply();
    if (supply < 0 || supply > kSupply) return Bad(absl::StrCat("seats[", seat, "].supply"), "0..40 (K1)");
    s.seats[seat].supply = supply;
  }
  ARBITER_RETURN_IF_ERROR(internal::DecodeMapContents(p, format, &s));
  s.phase = p.phase();
  ARBITER_RETURN_IF_ERROR(internal::DecodeSeats(p, format, &s));
  ARBITER_RETURN_IF_ERROR(DecodeTileLossChoice(p, &s));
  ARBITER_RETURN_IF_ERROR(DecodeCardsAndTurn(p, &s));
  return s;
}

pb::State Encode(const KbState& s) {
  pb::State p;
  Encode(s, &p);
  return p;
}

void Encode(const KbState& s, pb::State* out) {
  pb::State& p = *out;
  p.Clear();
  *p.mutable_options() = s.options;
  p.set_seat_count(s.seat_count);
  p.set_start_seat(s.start_seat);
  p.set_randomness_mode(s.external ? v1::RANDOMNESS_MODE_EXTERNAL : v1::RANDOMNESS_MODE_SEEDED);
  p.set_rng_state(s.rng);
  for (const pb::BoardPlacement& b : s.boards) *p.add_boards() = b;
  for (pb::KbCard c : s.kb_cards) p.add_kb_cards(c);
  if (s.MapReady()) {
    for (int h : s.map.location_hexes) p.add_location_tiles_left(s.tiles_left[h]);
  }
  for (const SeatState& ss : s.seats) {
    pb::Seat* ps = p.add_seats();
    ps->set_supply(ss.supply);
    ps->set_held_card(static_cast<pb::Terrain>(ss.held));
    for (const Tile& t : ss.tiles) {
      pb::HeldTile* pt = ps->add_tiles();
      pt->set_location(t.location);
      pt->set_origin_hex(static_cast<uint32_t>(t.origin));
      pt->set_used_this_turn(t.used);
      pt->set_gained_this_turn(t.gained);
    }
    for (int h : ss.took_from) ps->add_took_tile_from_hexes(static_cast<uint32_t>(h));
  }
  // Each seat's settlements, ascending: one pass over the map.
  for (int h = 0; h < kHexCount; ++h) {
    const int seat = s.owner[h];
    if (seat >= 0 && seat < p.seats_size()) p.mutable_seats(seat)->add_settlement_hexes(h);
  }
  ToPb(s.draw, p.mutable_draw_pile());
  p.set_draw_pile_size(Total(s.draw));
  ToPb(s.discard, p.mutable_discard_pile());
  ToPb(s.removed, p.mutable_removed_cards());
  p.set_phase(s.phase);
  p.set_current_seat(s.current);
  p.set_played_card(static_cast<pb::Terrain>(s.played));
  p.set_mandatory_builds_done(s.builds_done);
  p.set_mandatory_complete(s.mandatory_complete);
  p.set_pending_draw_seat(s.pending_draw_seat);
  if (s.phase == pb::PHASE_TILE_LOSS_CHOICE) {
    pb::TileLossChoice* c = p.mutable_tile_loss_choice();
    SetCoord(s.loss_lost, c->mutable_lost_hex());
    SetCoord(s.loss_other, c->mutable_other_hex());
    c->set_ending_turn(s.loss_ending_turn);
  }
  p.set_end_triggered(s.end_triggered);
  p.set_end_trigger_seat(s.end_trigger_seat);
}

}  // namespace kingdom_builder
}  // namespace arbiter
