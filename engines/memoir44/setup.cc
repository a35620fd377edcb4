// NewGameState (rules.h): a new game of a scenario (rules.md M3, M17, M19): units and
// obstacles placed, the 60 command cards shuffled and dealt player1 first, the airdrop made,
// the objectives already held counted, the scenario's first seat to play.
//
// The airdrop (M3, Sainte-Mère-Église): each unit starts at the centre and takes `range`
// steps, each to the neighbour in direction Uniform(6) (0 = (c+2, r), then counter-clockwise:
// (c+1, r-1), (c-1, r-1), (c-2, r), (c-1, r+1), (c+1, r+1)); a unit whose walk leaves the board,
// or that lands on an occupied or impassable hex, is out of action (no medal). SEEDED: drawn
// after the deal from the game's generator. EXTERNAL: from a generator seeded with the setup's
// seed (the landing is part of the setup; the chance outcomes are the deal's draws).
#include "absl/strings/str_cat.h"
#include "engines/core/rng.h"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/terrain.h"

namespace arbiter::memoir44 {
namespace {

constexpr int kDc[6] = {2, 1, -1, -2, -1, 1};
constexpr int kDr[6] = {0, -1, -1, 0, 1, 1};

void PlaceUnit(State& s, const UnitSpec& spec) {
  Unit u;
  u.hex = spec.hex;
  u.seat = static_cast<int8_t>(spec.seat);
  u.type = spec.type;
  u.badge = spec.badge;
  u.figures = static_cast<int8_t>(spec.figures);
  // M6 Medics & Mechanics: the starting strength (0 = full).
  u.starting = static_cast<int8_t>(spec.figures == FullStrength(u.type, u.badge) ? 0 : spec.figures);
  s.unit_at[u.hex] = static_cast<int8_t>(s.units.size());
  s.units.push_back(u);
}

void Airdrop(State& s, const AirdropSpec& a, Rng& rng) {
  const int seat = s.scenario->SeatOf(a.side);
  for (int i = 0; i < a.units; ++i) {
    int c = ColOf(a.center), r = RowOf(a.center);
    bool on_board = true;
    for (int step = 0; step < a.range; ++step) {
      const int d = static_cast<int>(rng.Uniform(6));
      c += kDc[d];
      r += kDr[d];
      if (HexAt(c, r) == kNoHex) on_board = false;  // fell off: out of action
    }
    if (!on_board) continue;
    const HexId h = HexAt(c, r);
    if (s.UnitAt(h) != nullptr || Impassable(s, h, a.type)) continue;
    UnitSpec spec;
    spec.hex = h;
    spec.seat = seat;
    spec.type = a.type;
    spec.badge = a.badge;
    spec.figures = a.figures;
    PlaceUnit(s, spec);
  }
}

// M16: the objective medals held once everything is placed (not the turn-start, turn-end and
// sudden-death ones, which are judged at their moment by medals.cc).
void CountObjectives(State& s) {
  const Scenario& sc = *s.scenario;
  for (size_t k = 0; k < sc.objectives.size(); ++k) {
    const ObjectiveSpec& o = sc.objectives[k];
    if (o.turn_start || o.turn_end || o.sudden_death) continue;
    if (ObjectiveOccupied(s, static_cast<int>(k))) s.objective_holder[k] = o.side;
  }
  for (int i = 0; i < 2; ++i) {
    int held = 0;
    for (size_t k = 0; k < sc.objectives.size(); ++k) {
      if (s.objective_holder[k] == sc.side[i] && !sc.objectives[k].sudden_death) ++held;
    }
    s.players[i].medals = std::min(held, sc.medals_to_win[i]);
  }
}

}  // namespace

int EliminationMedals(const State& s, int seat, pb::UnitType type) {
  if (seat < 0 || seat > 1 || type < 0 || type > 3) return 1;
  return s.scenario->elimination_medals[seat][type];
}

bool ObjectiveOccupied(const State& s, int k) {
  const ObjectiveSpec& o = s.scenario->objectives[k];
  const int seat = s.scenario->SeatOf(o.side);
  int occupied = 0;
  for (HexId h : o.hexes) {
    const Unit* u = s.UnitAt(h);
    if (u != nullptr && u->seat == seat) ++occupied;
  }
  return occupied >= o.hexes_needed;
}

absl::Status NewGameState(const Scenario& scenario, const pb::Options& options, bool external,
                          uint64_t seed, State* out) {
  State& s = *out;
  s = State();
  s.scenario = &scenario;
  s.options = options;
  s.seat_count = 2;
  s.external = external;
  s.first_seat = scenario.first_seat;
  for (int i = 0; i < 2; ++i) s.players[i].side = scenario.side[i];
  for (const UnitSpec& u : scenario.units) PlaceUnit(s, u);
  for (const ObstacleSpec& o : scenario.obstacles) {
    s.obstacle[o.hex] = o.obstacle;
    s.obstacle_side[o.hex] = o.side;
  }
  s.objective_holder.assign(scenario.objectives.size(), pb::SIDE_UNSPECIFIED);
  s.winner = -1;
  for (int id = 1; id <= kCardCount; ++id) s.draw_pile.push_back(static_cast<int8_t>(id));
  Rng rng(seed);
  if (external) {
    s.rng_state = 0;
    s.phase = pb::PHASE_SETUP;
    s.cards_to_deal = scenario.hand_size;
    s.chance = pb::CHANCE_DRAW;
    s.chance_seat = 0;  // player1 is dealt first
    s.current_seat = 0;
  } else {
    rng.Shuffle(absl::MakeSpan(s.draw_pile));
    for (int i = 0; i < 2; ++i) {  // player1's whole hand first (M3)
      for (int k = 0; k < scenario.hand_size[i]; ++k) {
        s.players[i].hand.push_back(s.draw_pile.front());
        s.draw_pile.erase(s.draw_pile.begin());
      }
    }
    s.phase = pb::PHASE_PLAY;
    s.current_seat = scenario.first_seat;
  }
  for (const AirdropSpec& a : scenario.airdrops) Airdrop(s, a, rng);
  if (!external) s.rng_state = rng.state();
  CountObjectives(s);
  return CheckState(s);
}

}  // namespace arbiter::memoir44
