#include "engines/kingdom_builder/state.h"

#include <algorithm>
#include <array>
#include <string>
#include <utility>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/kingdom_builder/state_decode.h"

// DecodeState, DecodePayload and EncodePayload (state.h), one function per section of the
// payload: header, setup, map contents and seats (state_hexes.cc), tile loss choice, cards and
// turn. (EncodeState and SerializeState: state_bytes.cc.)

namespace arbiter {
namespace kingdom_builder {
namespace internal {

absl::Status Bad(absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("state.payload.", field, ": ", what));
}

bool TouchesOwn(const State& s, int hex, int seat) {
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

// The setup drawn so far (K3): boards in sector order, each board once; KB cards, each once.
// Places the boards once all 4 are drawn. Whether they match the phase and options: CheckSetup.
absl::Status DecodeSetup(const pb::State& p, State* s) {
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
  if (s->MapReady()) ARBITER_RETURN_IF_ERROR(PlaceBoards(s));
  return absl::OkStatus();
}

// The terrain card piles (each count 0..5, K1) with the redundant draw_pile_size, the played
// card and the turn's counters. Whether the cards add up and fit the phase: CheckCards.
absl::Status DecodeCardsAndTurn(const pb::State& p, State* s) {
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
  s->builds_done = p.mandatory_builds_done();
  s->mandatory_complete = p.mandatory_complete();
  s->pending_draw_seat = p.pending_draw_seat();
  s->end_triggered = p.end_triggered();
  s->end_trigger_seat = p.end_trigger_seat();
  if (s->pending_draw_seat < 0 || s->pending_draw_seat >= s->seat_count) {
    return Bad("pending_draw_seat", "not a seat");
  }
  if (s->builds_done < 0 || s->builds_done > 3) return Bad("mandatory_builds_done", "0..3 (K7)");
  return absl::OkStatus();
}

// The two hexes of a pending R3 choice (on the map). Whether they make a choice:
// CheckTileLossChoice.
absl::Status DecodeTileLossChoice(const pb::State& p, State* s) {
  if (s->phase != pb::PHASE_TILE_LOSS_CHOICE) {
    if (p.has_tile_loss_choice()) return Bad("tile_loss_choice", "only in PHASE_TILE_LOSS_CHOICE");
    return absl::OkStatus();
  }
  absl::StatusOr<int> lost =
      HexOf(p.tile_loss_choice().lost_hex(), [] { return "tile_loss_choice.lost_hex"; });
  if (!lost.ok()) return lost.status();
  absl::StatusOr<int> other =
      HexOf(p.tile_loss_choice().other_hex(), [] { return "tile_loss_choice.other_hex"; });
  if (!other.ok()) return other.status();
  s->loss_lost = *lost;
  s->loss_other = *other;
  s->loss_ending_turn = p.tile_loss_choice().ending_turn();
  return absl::OkStatus();
}

// Who plays (K1, K3.6), how chance is drawn, the phase and whose turn it is.
absl::Status DecodeHeader(const pb::State& p, State* s) {
  ARBITER_RETURN_IF_ERROR(CheckOptions(p.options()));
  s->options = p.options();
  if (p.seat_count() < 2 || p.seat_count() > 4) return Bad("seat_count", "2..4 players (K1)");
  s->seat_count = p.seat_count();
  if (p.start_seat() < 0 || p.start_seat() >= s->seat_count) {
    return Bad("start_seat", "not a seat");
  }
  s->first_seat = p.start_seat();
  if (p.randomness_mode() != v1::RANDOMNESS_MODE_SEEDED &&
      p.randomness_mode() != v1::RANDOMNESS_MODE_EXTERNAL) {
    return Bad("randomness_mode", "SEEDED or EXTERNAL");
  }
  s->external = p.randomness_mode() == v1::RANDOMNESS_MODE_EXTERNAL;
  s->rng_state = p.rng_state();
  if (p.phase() < pb::PHASE_SETUP_BOARDS || p.phase() > pb::PHASE_GAME_OVER) {
    return Bad("phase", "unknown phase");
  }
  s->phase = p.phase();
  if (p.current_seat() < 0 || p.current_seat() >= s->seat_count) {
    return Bad("current_seat", "not a seat");
  }
  s->current_seat = p.current_seat();
  if (p.seats_size() != s->seat_count) return Bad("seats", "one entry per seat");
  return absl::OkStatus();
}

}  // namespace

pb::HexCoord Coord(int hex) {
  pb::HexCoord c;
  c.set_row(RowOf(hex));
  c.set_col(ColOf(hex));
  return c;
}

absl::Status PlaceBoards(State* s) {
  const absl::StatusOr<BoardSet>& boards = Boards();
  if (!boards.ok()) return absl::InternalError(boards.status().message());
  // A game's boards never change, and every call decodes its state anew: each thread keeps
  // the last map it built with the placements it was built from (every field of each), so
  // the calls of one game copy the map instead of assembling its 400 hexes again.
  struct LastMap {
    bool built = false;
    std::array<std::array<int, 3>, 4> placements{};
    Map map;
  };
  thread_local LastMap last;
  std::array<std::array<int, 3>, 4> placements{};
  for (size_t i = 0; i < s->boards.size() && i < placements.size(); ++i) {
    const pb::BoardPlacement& b = s->boards[i];
    placements[i] = {b.sector(), b.board(), b.rotated() ? 1 : 0};
  }
  if (!last.built || last.placements != placements || s->boards.size() != placements.size()) {
    BuildMap(*boards, s->boards, &last.map);
    last.built = s->boards.size() == placements.size();
    last.placements = placements;
  }
  s->map = last.map;
  s->tiles_left.fill(-1);
  for (int h : s->map.location_hexes) s->tiles_left[h] = kTilesPerHex;
  return absl::OkStatus();
}

absl::Status DecodePayload(const pb::State& p, uint32_t format, State* out) {
  if (format != kOldestStateFormat && format != kStateFormat) {
    return absl::FailedPreconditionError(absl::StrCat(
        "state.state_format_version: ", format, " is not a Kingdom Builder state format (",
        kOldestStateFormat, "..", kStateFormat, ")"));
  }
  State& s = *out;
  s.format = format;
  ARBITER_RETURN_IF_ERROR(DecodeHeader(p, &s));
  ARBITER_RETURN_IF_ERROR(internal::CheckLayout(p, format));
  s.seats.resize(s.seat_count);
  ARBITER_RETURN_IF_ERROR(DecodeSetup(p, &s));
  // Whether the map exists follows from the boards: check them before reading its contents.
  ARBITER_RETURN_IF_ERROR(internal::CheckSetup(s));
  ARBITER_RETURN_IF_ERROR(internal::DecodeMapContents(p, format, &s));
  ARBITER_RETURN_IF_ERROR(internal::DecodeSeats(p, format, &s));
  ARBITER_RETURN_IF_ERROR(DecodeTileLossChoice(p, &s));
  ARBITER_RETURN_IF_ERROR(DecodeCardsAndTurn(p, &s));
  return internal::CheckPlay(s);  // with CheckSetup above: CheckState
}

absl::Status DecodeState(const v1::GameInfo& info, const v1::GameState& state, State* out) {
  pb::State* p = StateScratch::ThisThread().Fresh<kParsedState>();
  ARBITER_RETURN_IF_ERROR(UnpackState(info, state, p));
  const absl::StatusOr<BoardSet>& boards = Boards();
  if (!boards.ok()) return absl::InternalError(boards.status().message());
  return DecodePayload(*p, state.state_format_version(), out);
}

absl::StatusOr<State> DecodePayload(const pb::State& p, uint32_t format) {
  State s;
  ARBITER_RETURN_IF_ERROR(DecodePayload(p, format, &s));
  return s;
}

namespace {

void EncodeHeader(const State& s, pb::State* p) {
  *p->mutable_options() = s.options;
  p->set_seat_count(s.seat_count);
  p->set_start_seat(s.first_seat);
  p->set_randomness_mode(s.external ? v1::RANDOMNESS_MODE_EXTERNAL
                                    : v1::RANDOMNESS_MODE_SEEDED);
  p->set_rng_state(s.rng_state);
}

void EncodeSetup(const State& s, pb::State* p) {
  for (const pb::BoardPlacement& b : s.boards) *p->add_boards() = b;
  for (pb::KbCard c : s.kb_cards) p->add_kb_cards(c);
  if (s.MapReady()) {
    for (int h : s.map.location_hexes) p->add_location_tiles_left(s.tiles_left[h]);
  }
}

void EncodeSeats(const State& s, pb::State* p) {
  for (const SeatState& ss : s.seats) {
    pb::Seat* ps = p->add_seats();
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
    if (seat >= 0 && seat < p->seats_size()) p->mutable_seats(seat)->add_settlement_hexes(h);
  }
}

void EncodeCardsAndTurn(const State& s, pb::State* p) {
  ToPb(s.draw, p->mutable_draw_pile());
  p->set_draw_pile_size(Total(s.draw));
  ToPb(s.discard, p->mutable_discard_pile());
  ToPb(s.removed, p->mutable_removed_cards());
  p->set_phase(s.phase);
  p->set_current_seat(s.current_seat);
  p->set_played_card(static_cast<pb::Terrain>(s.played));
  p->set_mandatory_builds_done(s.builds_done);
  p->set_mandatory_complete(s.mandatory_complete);
  p->set_pending_draw_seat(s.pending_draw_seat);
  if (s.phase == pb::PHASE_TILE_LOSS_CHOICE) {
    pb::TileLossChoice* c = p->mutable_tile_loss_choice();
    SetCoord(s.loss_lost, c->mutable_lost_hex());
    SetCoord(s.loss_other, c->mutable_other_hex());
    c->set_ending_turn(s.loss_ending_turn);
  }
  p->set_end_triggered(s.end_triggered);
  p->set_end_trigger_seat(s.end_trigger_seat);
}

}  // namespace

pb::State EncodePayload(const State& s) {
  pb::State p;
  EncodePayload(s, &p);
  return p;
}

void EncodePayload(const State& s, pb::State* out) {
  out->Clear();
  EncodeHeader(s, out);
  EncodeSetup(s, out);
  EncodeSeats(s, out);
  EncodeCardsAndTurn(s, out);
}

}  // namespace kingdom_builder
}  // namespace arbiter
