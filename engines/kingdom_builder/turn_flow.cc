// The flow between decisions: whose turn it is and what is pending (TurnOf), the turn (K5),
// exhausted terrain redraws (K7, R2), the end of a turn and of the game (K10), and the terrain
// card draws, each taken from the state's generator (SEEDED) or left pending as a chance
// point (EXTERNAL), with the judging, application and listing of those chance outcomes.
#include <algorithm>
#include <vector>

#include "absl/strings/str_cat.h"
#include "engines/core/events.h"
#include "engines/core/rng.h"
#include "engines/kingdom_builder/rules.h"
#include "engines/kingdom_builder/scoring.h"
#include "engines/kingdom_builder/violations.h"

namespace arbiter {
namespace kingdom_builder {

bool RefillDrawPile(State* s, Events* events) {
  if (Total(s->draw) > 0) return true;
  const int cards = Total(s->discard);
  if (cards == 0) return false;
  s->draw = s->discard;
  s->discard = Counts{};
  if (events != nullptr) {
    pb::Event e;
    e.mutable_discard_pile_reshuffled()->set_cards(cards);
    EmitPublic(events, e);
  }
  return true;
}

int DrawSeeded(State* s) {
  Rng rng(s->rng_state);
  const int i = rng.Weighted(absl::Span<const int>(s->draw.data() + 1, kCardTerrains));
  s->rng_state = rng.state();
  const int t = i + 1;
  --s->draw[t];
  return t;
}

void EmitDrawnPrivately(Events* events, int seat, int terrain) {
  if (events == nullptr) return;
  pb::Event full;
  full.mutable_terrain_card_drawn()->set_seat(seat);
  full.mutable_terrain_card_drawn()->set_terrain(static_cast<pb::Terrain>(terrain));
  pb::Event hidden;
  hidden.mutable_terrain_card_drawn()->set_seat(seat);
  hidden.mutable_terrain_card_drawn()->set_terrain(pb::TERRAIN_HIDDEN);
  events->push_back(PrivateEvent(full, {seat}, hidden));
}

namespace {

void EmitPlayed(Events* events, int seat, int terrain, bool redrawn) {
  if (events == nullptr) return;
  pb::Event e;
  e.mutable_terrain_card_played()->set_seat(seat);
  e.mutable_terrain_card_played()->set_terrain(static_cast<pb::Terrain>(terrain));
  e.mutable_terrain_card_played()->set_redrawn(redrawn);
  EmitPublic(events, e);
}

void EmitForfeited(Events* events, int seat, int builds) {
  if (events == nullptr) return;
  pb::Event f;
  f.mutable_builds_forfeited()->set_seat(seat);
  f.mutable_builds_forfeited()->set_builds(builds);
  EmitPublic(events, f);
}

}  // namespace

void StartTurn(State* s, int seat, Events* events) {
  s->phase = pb::PHASE_TURN;
  s->current_seat = seat;
  s->pending_draw_seat = 0;
  SeatState& ss = s->seats[seat];
  s->played = ss.held;
  ss.held = 0;
  s->builds_done = 0;
  s->mandatory_complete = ss.supply == 0;
  if (events != nullptr) {
    pb::Event start;
    start.mutable_turn_started()->set_seat(seat);
    EmitPublic(events, start);
  }
  if (s->played != 0) {
    EmitPlayed(events, seat, s->played, /*redrawn=*/false);
  } else if (!s->mandatory_complete) {
    // No card at all (both piles were empty when this seat drew, R2): owed builds are lost.
    EmitForfeited(events, seat, BuildsOwed(*s));
    s->mandatory_complete = true;
  }
  ResolveExhaustion(s, events);
}

namespace {

// The next seat in turn order (K3.6).
int NextSeat(const State& s) { return (s.current_seat + 1) % s.seat_count; }

void FinishTurn(State* s, Events* events) {
  const int seat = s->current_seat;
  for (Tile& t : s->seats[seat].tiles) t.used = t.gained = false;
  if (s->played != 0) ++s->discard[s->played];
  s->played = 0;
  s->builds_done = 0;
  s->mandatory_complete = false;
  if (events != nullptr) {
    pb::Event ended;
    ended.mutable_turn_ended()->set_seat(seat);
    EmitPublic(events, ended);
  }
  if (s->end_triggered && seat == s->LastSeatOfRound()) {
    s->phase = pb::PHASE_GAME_OVER;
    if (events == nullptr) return;
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

bool ChancePending(const State& s) {
  return s.phase == pb::PHASE_SETUP_BOARDS || s.phase == pb::PHASE_SETUP_KB_CARDS ||
         s.phase == pb::PHASE_SETUP_DEAL || s.phase == pb::PHASE_REDRAW ||
         s.phase == pb::PHASE_END_OF_TURN_DRAW;
}

void ResolveExhaustion(State* s, Events* events) {
  while (s->phase == pb::PHASE_TURN && BuildsOwed(*s) > 0 && !HasEmptyHex(*s, s->played)) {
    const int seat = s->current_seat;
    if (s->options.exhausted_terrain() == pb::EXHAUSTED_TERRAIN_FORFEIT) {
      EmitForfeited(events, seat, BuildsOwed(*s));
      s->mandatory_complete = true;
      return;
    }
    if (s->played != 0) {
      if (events != nullptr) {
        pb::Event r;
        r.mutable_terrain_card_removed()->set_seat(seat);
        r.mutable_terrain_card_removed()->set_terrain(static_cast<pb::Terrain>(s->played));
        EmitPublic(events, r);
      }
      ++s->removed[s->played];
      s->played = 0;
    }
    if (!RefillDrawPile(s, events)) {
      EmitForfeited(events, seat, BuildsOwed(*s));
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

void EndTurn(State* s, Events* events) {
  if (s->options.tile_loss_check() == pb::TILE_LOSS_CHECK_END_OF_TURN &&
      CheckTileLoss(s, s->current_seat, /*ending_turn=*/true, events)) {
    return;
  }
  FinishTurn(s, events);
}

void ApplyTerrainOutcome(State* s, int terrain, Events* events) {
  --s->draw[terrain];
  switch (s->phase) {
    case pb::PHASE_SETUP_DEAL: {
      const int seat = s->pending_draw_seat;
      s->seats[seat].held = terrain;
      EmitDrawnPrivately(events, seat, terrain);
      ++s->pending_draw_seat;
      ContinueSetup(s, events);  // the rest of the deal
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
      EmitPlayed(events, s->current_seat, terrain, /*redrawn=*/true);
      ResolveExhaustion(s, events);
      return;
    default:
      ++s->draw[terrain];  // not a terrain chance point; the caller checked
      return;
  }
}

namespace {

const char* Decision(const State& s) {
  switch (s.phase) {
    case pb::PHASE_SETUP_BOARDS: return "setup_board";
    case pb::PHASE_SETUP_KB_CARDS: return "setup_kb_card";
    case pb::PHASE_SETUP_DEAL: return "setup_deal";
    case pb::PHASE_REDRAW: return "redraw";
    case pb::PHASE_END_OF_TURN_DRAW: return "end_of_turn_draw";
    case pb::PHASE_TILE_LOSS_CHOICE: return "tile_loss_choice";
    case pb::PHASE_GAME_OVER: return "game_over";
    default: break;
  }
  if (BuildsOwed(s) == 0) return "tile_or_end_turn";
  return s.builds_done == 0 ? "tile_or_build" : "mandatory_build";
}

// K11: most gold wins; ties share (R6).
void SetResults(const State& s, v1::Outcome* outcome) {
  std::vector<pb::SeatScore> scores = FinalScores(s);
  std::vector<v1::SeatResult> results;
  for (const pb::SeatScore& sc : scores) {
    v1::SeatResult r;
    r.set_seat(sc.seat());
    r.set_score(sc.total());
    int better = 0;
    for (const pb::SeatScore& o : scores) better += o.total() > sc.total() ? 1 : 0;
    r.set_rank(better + 1);
    r.set_won(better == 0);
    results.push_back(r);
  }
  std::stable_sort(results.begin(), results.end(),
                   [](const v1::SeatResult& a, const v1::SeatResult& b) {
                     return a.rank() < b.rank();
                   });
  for (const v1::SeatResult& r : results) *outcome->add_results() = r;
}

}  // namespace

v1::TurnStatus TurnOf(const State& s) {
  v1::TurnStatus t;
  t.set_decision(Decision(s));
  v1::Outcome* outcome = t.mutable_outcome();
  if (s.phase == pb::PHASE_GAME_OVER) {
    outcome->set_status(v1::OUTCOME_STATUS_FINISHED);
    SetResults(s, outcome);
    return t;
  }
  outcome->set_status(v1::OUTCOME_STATUS_ONGOING);
  if (ChancePending(s)) {
    t.set_chance_pending(true);
  } else {
    t.add_acting_seats(s.current_seat);
  }
  return t;
}

Verdict JudgeEndTurn(const State& s) {
  if (BuildsOwed(s) > 0) {
    return MakeViolation(kMandatoryIncomplete, "end_turn",
                         absl::StrCat(BuildsOwed(s), " mandatory builds are still owed"));
  }
  return std::nullopt;
}

Verdict JudgeTerrainOutcome(const State& s, const pb::ChanceOutcome& c) {
  if (c.outcome_case() != pb::ChanceOutcome::kTerrainCard) {
    return MakeViolation(kTerrainCardDrawPending, "chance_outcome",
                         "a terrain card draw is pending");
  }
  const int t = c.terrain_card();
  if (t < 1 || t > kCardTerrains || s.draw[t] == 0) {
    return MakeViolation(kTerrainCardNotPossible, "chance_outcome.terrain_card",
                         "no such card is left in the draw pile");
  }
  return std::nullopt;
}

void ListTerrainOutcomes(const State& s, Moves* out) {
  for (int t = 1; t <= kCardTerrains; ++t) {
    if (s.draw[t] != 0) out->push_back(Move::TerrainCard(t));
  }
}

}  // namespace kingdom_builder
}  // namespace arbiter
