// K3 setup, K5 turn structure, K7 exhaustion redraws, K10 end of game: the flow between
// decisions, with every draw either taken from the state's generator (SEEDED) or left pending
// as a chance point (EXTERNAL).
#include <algorithm>

#include "engines/core/events.h"
#include "engines/core/rng.h"
#include "engines/kingdom_builder/rules.h"
#include "engines/kingdom_builder/scoring.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

constexpr pb::Location kFirstGame[4] = {pb::LOCATION_TAVERN, pb::LOCATION_PADDOCK,
                                        pb::LOCATION_OASIS, pb::LOCATION_FARM};

// K5.5: an empty draw pile takes the shuffled discard pile. Returns whether a card is left.
bool RefillDrawPile(KbState* s, Events* events) {
  if (Total(s->draw) > 0) return true;
  const int cards = Total(s->discard);
  if (cards == 0) return false;
  s->draw = s->discard;
  s->discard = Counts{};
  pb::Event e;
  e.mutable_discard_pile_reshuffled()->set_cards(cards);
  EmitPublic(events, e);
  return true;
}

// A uniformly random card of the draw pile (SEEDED); the pile must not be empty.
int DrawSeeded(KbState* s) {
  Rng rng(s->rng);
  const int i = rng.Weighted(absl::Span<const int>(s->draw.data() + 1, kCardTerrains));
  s->rng = rng.state();
  const int t = i + 1;
  --s->draw[t];
  return t;
}

void EmitDrawnPrivately(Events* events, int seat, int terrain) {
  pb::Event full;
  full.mutable_terrain_card_drawn()->set_seat(seat);
  full.mutable_terrain_card_drawn()->set_terrain(static_cast<pb::Terrain>(terrain));
  pb::Event hidden;
  hidden.mutable_terrain_card_drawn()->set_seat(seat);
  hidden.mutable_terrain_card_drawn()->set_terrain(pb::TERRAIN_HIDDEN);
  events->push_back(PrivateEvent(full, {seat}, hidden));
}

void EmitPlayed(Events* events, int seat, int terrain, bool redrawn) {
  pb::Event e;
  e.mutable_terrain_card_played()->set_seat(seat);
  e.mutable_terrain_card_played()->set_terrain(static_cast<pb::Terrain>(terrain));
  e.mutable_terrain_card_played()->set_redrawn(redrawn);
  EmitPublic(events, e);
}

// K5.1: reveal the held card; K7 if its terrain is exhausted.
void StartTurn(KbState* s, int seat, Events* events) {
  s->phase = pb::PHASE_TURN;
  s->current = seat;
  s->pending_draw_seat = 0;
  SeatState& ss = s->seats[seat];
  s->played = ss.held;
  ss.held = 0;
  s->builds_done = 0;
  s->mandatory_complete = ss.supply == 0;
  pb::Event start;
  start.mutable_turn_started()->set_seat(seat);
  EmitPublic(events, start);
  if (s->played != 0) {
    EmitPlayed(events, seat, s->played, /*redrawn=*/false);
  } else if (!s->mandatory_complete) {
    // No card at all (both piles were empty when this seat drew, R2): owed builds are lost.
    pb::Event f;
    f.mutable_builds_forfeited()->set_seat(seat);
    f.mutable_builds_forfeited()->set_builds(BuildsOwed(*s));
    EmitPublic(events, f);
    s->mandatory_complete = true;
  }
  ResolveExhaustion(s, events);
}

void Deal(KbState* s, Events* events) {
  while (s->pending_draw_seat < s->seat_count) {
    if (!RefillDrawPile(s, events)) break;  // cannot happen at setup: 25 cards, <= 4 seats
    if (s->external) {
      s->phase = pb::PHASE_SETUP_DEAL;
      return;
    }
    const int seat = s->pending_draw_seat;
    s->seats[seat].held = DrawSeeded(s);
    EmitDrawnPrivately(events, seat, s->seats[seat].held);
    ++s->pending_draw_seat;
  }
  StartTurn(s, s->start_seat, events);
}

void EmitBoard(Events* events, const pb::BoardPlacement& b) {
  pb::Event e;
  *e.mutable_board_placed()->mutable_placement() = b;
  EmitPublic(events, e);
}

void EmitKbCard(Events* events, pb::KbCard c) {
  pb::Event e;
  e.mutable_kb_card_drawn()->set_card(c);
  EmitPublic(events, e);
}

// The next seat in turn order (K3.6).
int NextSeat(const KbState& s) { return (s.current + 1) % s.seat_count; }

void FinishTurn(KbState* s, Events* events) {
  const int seat = s->current;
  for (Tile& t : s->seats[seat].tiles) t.used = t.gained = false;
  if (s->played != 0) ++s->discard[s->played];
  s->played = 0;
  s->builds_done = 0;
  s->mandatory_complete = false;
  pb::Event ended;
  ended.mutable_turn_ended()->set_seat(seat);
  EmitPublic(events, ended);
  if (s->end_triggered && seat == s->LastSeatOfRound()) {
    s->phase = pb::PHASE_GAME_OVER;
    pb::Event over;
    for (const pb::SeatScore& score : FinalScores(*s)) {
      *over.mutable_game_ended()->add_scores() = score;
    }
    EmitPublic(events, over);
    return;
  }
  if (RefillDrawPile(s, events)) {
    if (s->external) {
      s->phase = pb::PHASE_END_OF_TURN_DRAW;
      s->pending_draw_seat = seat;
      return;
    }
    s->seats[seat].held = DrawSeeded(s);
    EmitDrawnPrivately(events, seat, s->seats[seat].held);
  }
  StartTurn(s, NextSeat(*s), events);
}

}  // namespace

bool ChancePending(const KbState& s) {
  return s.phase == pb::PHASE_SETUP_BOARDS || s.phase == pb::PHASE_SETUP_KB_CARDS ||
         s.phase == pb::PHASE_SETUP_DEAL || s.phase == pb::PHASE_REDRAW ||
         s.phase == pb::PHASE_END_OF_TURN_DRAW;
}

void ContinueSetup(KbState* s, Events* events) {
  const pb::Options& o = s->options;
  while (s->boards.size() < 4) {
    const int sector = static_cast<int>(s->boards.size());
    pb::BoardPlacement b;
    b.set_sector(static_cast<pb::Sector>(sector + 1));
    if (o.board_setup() == pb::BOARD_SETUP_FIRST_GAME) {
      b.set_board(kFirstGame[sector]);
    } else if (o.board_setup() == pb::BOARD_SETUP_EXPLICIT) {
      b = o.explicit_boards(sector);
    } else if (s->external) {
      s->phase = pb::PHASE_SETUP_BOARDS;
      return;
    } else {
      // R1 random: a uniform board among those left (in K1 order), then rotated with p = 1/2.
      std::vector<pb::Location> left;
      for (int l = pb::LOCATION_BARN; l <= pb::LOCATION_TAVERN; ++l) {
        bool used = false;
        for (const pb::BoardPlacement& p : s->boards) used = used || p.board() == l;
        if (!used) left.push_back(static_cast<pb::Location>(l));
      }
      Rng rng(s->rng);
      b.set_board(left[rng.Uniform(left.size())]);
      b.set_rotated(rng.Uniform(2) == 1);
      s->rng = rng.state();
    }
    s->boards.push_back(b);
    EmitBoard(events, b);
  }
  if (s->map.location_hexes.empty()) PlaceBoards(s).IgnoreError();  // checked by the caller
  while (s->kb_cards.size() < kKbCardsPerGame) {
    if (o.explicit_kb_cards_size() == kKbCardsPerGame) {
      s->kb_cards.push_back(o.explicit_kb_cards(s->kb_cards.size()));
    } else if (s->external) {
      s->phase = pb::PHASE_SETUP_KB_CARDS;
      return;
    } else {
      std::vector<pb::KbCard> left;
      for (int c = pb::KB_CARD_FISHERMEN; c <= pb::KB_CARD_FARMERS; ++c) {
        if (std::find(s->kb_cards.begin(), s->kb_cards.end(), c) == s->kb_cards.end()) {
          left.push_back(static_cast<pb::KbCard>(c));
        }
      }
      Rng rng(s->rng);
      s->kb_cards.push_back(left[rng.Uniform(left.size())]);
      s->rng = rng.state();
    }
    EmitKbCard(events, s->kb_cards.back());
  }
  Deal(s, events);
}

void ResolveExhaustion(KbState* s, Events* events) {
  while (s->phase == pb::PHASE_TURN && BuildsOwed(*s) > 0 && !HasEmptyHex(*s, s->played)) {
    const int seat = s->current;
    if (s->options.exhausted_terrain() == pb::EXHAUSTED_TERRAIN_FORFEIT) {
      pb::Event f;
      f.mutable_builds_forfeited()->set_seat(seat);
      f.mutable_builds_forfeited()->set_builds(BuildsOwed(*s));
      EmitPublic(events, f);
      s->mandatory_complete = true;
      return;
    }
    if (s->played != 0) {
      pb::Event r;
      r.mutable_terrain_card_removed()->set_seat(seat);
      r.mutable_terrain_card_removed()->set_terrain(static_cast<pb::Terrain>(s->played));
      EmitPublic(events, r);
      ++s->removed[s->played];
      s->played = 0;
    }
    if (!RefillDrawPile(s, events)) {
      pb::Event f;
      f.mutable_builds_forfeited()->set_seat(seat);
      f.mutable_builds_forfeited()->set_builds(BuildsOwed(*s));
      EmitPublic(events, f);
      s->mandatory_complete = true;
      return;
    }
    if (s->external) {
      s->phase = pb::PHASE_REDRAW;
      return;
    }
    s->played = DrawSeeded(s);
    EmitPlayed(events, seat, s->played, /*redrawn=*/true);
  }
}

void EndTurn(KbState* s, Events* events) {
  if (s->options.tile_loss_check() == pb::TILE_LOSS_CHECK_END_OF_TURN &&
      CheckTileLoss(s, s->current, /*ending_turn=*/true, events)) {
    return;
  }
  FinishTurn(s, events);
}

void ApplyChanceBoard(KbState* s, const pb::BoardPlacement& b, Events* events) {
  s->boards.push_back(b);
  EmitBoard(events, b);
  ContinueSetup(s, events);
}

void ApplyChanceKbCard(KbState* s, pb::KbCard c, Events* events) {
  s->kb_cards.push_back(c);
  EmitKbCard(events, c);
  ContinueSetup(s, events);
}

void ApplyChanceTerrain(KbState* s, int terrain, Events* events) {
  --s->draw[terrain];
  switch (s->phase) {
    case pb::PHASE_SETUP_DEAL: {
      const int seat = s->pending_draw_seat;
      s->seats[seat].held = terrain;
      EmitDrawnPrivately(events, seat, terrain);
      ++s->pending_draw_seat;
      Deal(s, events);
      return;
    }
    case pb::PHASE_END_OF_TURN_DRAW: {
      const int seat = s->pending_draw_seat;
      s->seats[seat].held = terrain;
      EmitDrawnPrivately(events, seat, terrain);
      StartTurn(s, NextSeat(*s), events);
      return;
    }
    case pb::PHASE_REDRAW:
      s->phase = pb::PHASE_TURN;
      s->played = terrain;
      EmitPlayed(events, s->current, terrain, /*redrawn=*/true);
      ResolveExhaustion(s, events);
      return;
    default:
      ++s->draw[terrain];  // not a terrain chance point; the caller checked
      return;
  }
}

}  // namespace kingdom_builder
}  // namespace arbiter
