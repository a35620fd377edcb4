// K3 setup and ruling R1: the boards (random, first_game or explicit), the three Kingdom
// Builder cards and the deal, each draw taken from the state's generator (SEEDED) or left
// pending as a chance point (EXTERNAL), with the judging, application and listing of those
// chance outcomes.
#include <algorithm>
#include <vector>

#include "engines/core/rng.h"
#include "engines/kingdom_builder/rules.h"
#include "engines/kingdom_builder/violations.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

constexpr pb::Location kFirstGame[4] = {pb::LOCATION_TAVERN, pb::LOCATION_PADDOCK,
                                        pb::LOCATION_OASIS, pb::LOCATION_FARM};

void Deal(State* s, Events* events) {
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
  StartTurn(s, s->first_seat, events);
}

void EmitBoard(Events* events, const pb::BoardPlacement& b) {
  if (events == nullptr) return;
  pb::Event e;
  *e.mutable_board_placed()->mutable_placement() = b;
  EmitPublic(events, e);
}

void EmitKbCard(Events* events, pb::KbCard c) {
  if (events == nullptr) return;
  pb::Event e;
  e.mutable_kb_card_drawn()->set_card(c);
  EmitPublic(events, e);
}

bool BoardUsed(const State& s, int board) {
  for (const pb::BoardPlacement& p : s.boards) {
    if (p.board() == board) return true;
  }
  return false;
}

bool KbCardDrawn(const State& s, int card) {
  return std::find(s.kb_cards.begin(), s.kb_cards.end(), card) != s.kb_cards.end();
}

}  // namespace

void ContinueSetup(State* s, Events* events) {
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
      Rng rng(s->rng_state);
      b.set_board(left[rng.Uniform(left.size())]);
      b.set_rotated(rng.Uniform(2) == 1);
      s->rng_state = rng.state();
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
      Rng rng(s->rng_state);
      s->kb_cards.push_back(left[rng.Uniform(left.size())]);
      s->rng_state = rng.state();
    }
    EmitKbCard(events, s->kb_cards.back());
  }
  Deal(s, events);
}

Verdict JudgeSetupOutcome(const State& s, const pb::ChanceOutcome& c) {
  if (s.phase == pb::PHASE_SETUP_BOARDS) {
    if (c.outcome_case() != pb::ChanceOutcome::kBoard) {
      return MakeViolation(kWrongChanceKind, "chance_outcome", "a board placement is pending");
    }
    const pb::BoardPlacement& b = c.board();
    const bool used = b.board() < pb::LOCATION_BARN || b.board() > pb::LOCATION_TAVERN ||
                      BoardUsed(s, b.board());
    if (used || b.sector() != static_cast<int>(s.boards.size()) + 1) {
      return MakeViolation(kBoardNotPossible, "chance_outcome.board",
                           "not an unused board for the next sector");
    }
    return std::nullopt;
  }
  if (c.outcome_case() != pb::ChanceOutcome::kKbCard) {
    return MakeViolation(kWrongChanceKind, "chance_outcome", "a Kingdom Builder card is pending");
  }
  const int card = c.kb_card();
  if (card < pb::KB_CARD_FISHERMEN || card > pb::KB_CARD_FARMERS || KbCardDrawn(s, card)) {
    return MakeViolation(kKbCardNotPossible, "chance_outcome.kb_card",
                         "not a Kingdom Builder card left to draw");
  }
  return std::nullopt;
}

void ApplySetupOutcome(State* s, const pb::ChanceOutcome& c, Events* events) {
  if (s->phase == pb::PHASE_SETUP_BOARDS) {
    s->boards.push_back(c.board());
    EmitBoard(events, c.board());
  } else {
    s->kb_cards.push_back(c.kb_card());
    EmitKbCard(events, c.kb_card());
  }
  ContinueSetup(s, events);
}

void ListSetupOutcomes(const State& s, Moves* out) {
  if (s.phase == pb::PHASE_SETUP_BOARDS) {
    const int sector = static_cast<int>(s.boards.size()) + 1;
    for (int l = pb::LOCATION_BARN; l <= pb::LOCATION_TAVERN; ++l) {
      if (BoardUsed(s, l)) continue;
      for (bool rotated : {false, true}) {
        out->push_back(Move::Board(sector, static_cast<pb::Location>(l), rotated));
      }
    }
    return;
  }
  for (int c = pb::KB_CARD_FISHERMEN; c <= pb::KB_CARD_FARMERS; ++c) {
    if (!KbCardDrawn(s, c)) out->push_back(Move::KbCard(static_cast<pb::KbCard>(c)));
  }
}

}  // namespace kingdom_builder
}  // namespace arbiter
