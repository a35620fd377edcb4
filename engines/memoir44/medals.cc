// M16 Medals and victory: one medal per enemy unit eliminated, whatever the cause (more where
// the scenario says so: Scenario::elimination_medals), plus the scenario's objective medals
// (Scenario::objectives): a temporary one is held while its side occupies `hexes_needed` of its
// hexes and lost the moment that fails; a permanent one stays once gained; a `turn_start` one
// is (re)judged only when its claiming side's turn begins, a `turn_end` one only when its
// claiming side's turn ends (the position the next turn begins from: nothing moves in between),
// in one place, UpdateTurnEndMedals, at END_TURN before the discard and draws; a
// `sudden_death` one gives no medal: holding it wins at once.
// Victory is checked after every event: the first side to reach its target wins at once and
// nothing else happens (no take ground, overrun or further battle); a count never exceeds its
// target. When both sides would reach it at once, the acting seat's event came first: the
// active seat wins. Source: rules.md M16, M3.
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "engines/memoir44/rules.h"

namespace arbiter::memoir44 {
namespace {

int ObjectivesHeld(const State& s, int seat) {
  int n = 0;
  for (size_t k = 0; k < s.objective_holder.size() && k < s.scenario->objectives.size(); ++k) {
    if (s.objective_holder[k] == s.players[seat].side && !s.scenario->objectives[k].sudden_death) {
      ++n;
    }
  }
  return n;
}

// Recomputes seat's total (capped) and reports a change for `objective` (-1 elimination).
void Recount(Ctx& c, int seat, int objective) {
  State& s = c.s;
  Player& p = s.players[seat];
  const int target = s.scenario->medals_to_win[seat];
  const int total = std::min(target, p.elimination_medals + ObjectivesHeld(s, seat));
  if (total == p.medals) return;
  p.medals = total;
  pb::Event e;
  e.mutable_medals_changed()->set_seat(seat);
  e.mutable_medals_changed()->set_medals(total);
  e.mutable_medals_changed()->set_objective(objective);
  c.Public(e);
}

// Ends the game if a seat has reached its target (the active seat checked first).
bool CheckVictory(Ctx& c) {
  State& s = c.s;
  for (int k = 0; k < 2; ++k) {
    const int seat = k == 0 ? s.current_seat : 1 - s.current_seat;
    if (s.players[seat].medals >= s.scenario->medals_to_win[seat]) {
      EndGame(c, seat, absl::StrCat("seat ", seat, " reached ", s.players[seat].medals, " medals"));
      return true;
    }
  }
  return false;
}

}  // namespace

void EndGame(Ctx& c, int winner, absl::string_view reason) {
  State& s = c.s;
  s.phase = pb::PHASE_GAME_OVER;
  s.winner = winner;
  s.has_battle = false;
  s.battle = Battle{};
  s.chance = pb::CHANCE_UNSPECIFIED;
  s.chance_dice = 0;
  pb::Event e;
  e.mutable_game_ended()->set_winner(winner);
  e.mutable_game_ended()->set_reason(std::string(reason));
  c.Public(e);
}

bool AwardEliminationMedal(Ctx& c, int seat, int medals) {
  State& s = c.s;
  if (s.phase == pb::PHASE_GAME_OVER) return true;
  Player& p = s.players[seat];
  const int target = s.scenario->medals_to_win[seat];
  p.elimination_medals = std::min(target, p.elimination_medals + medals);
  Recount(c, seat, -1);
  return CheckVictory(c);
}

namespace {

// When objectives are judged (M16): after an event, as a turn begins (turn-start ones of the
// side whose turn it is), as a turn ends (turn-end ones of the side whose turn it was).
enum class Moment { kEvent, kTurnStart, kTurnEnd };

bool Judge(Ctx& c, Moment moment) {
  State& s = c.s;
  if (s.phase == pb::PHASE_GAME_OVER) return true;
  const std::vector<ObjectiveSpec>& objectives = s.scenario->objectives;
  s.objective_holder.resize(objectives.size(), pb::SIDE_UNSPECIFIED);
  for (size_t i = 0; i < objectives.size(); ++i) {
    const ObjectiveSpec& o = objectives[i];
    const pb::Side before = s.objective_holder[i];
    if (o.permanent && before != pb::SIDE_UNSPECIFIED) continue;
    const bool claimer_active = s.players[s.current_seat].side == o.side;
    if (o.turn_start && !(moment == Moment::kTurnStart && claimer_active)) continue;
    if (o.turn_end && !(moment == Moment::kTurnEnd && claimer_active)) continue;
    const pb::Side now =
        ObjectiveOccupied(s, static_cast<int>(i)) ? o.side : pb::SIDE_UNSPECIFIED;
    if (now == before) continue;
    s.objective_holder[i] = now;
    if (o.sudden_death) {
      if (now == pb::SIDE_UNSPECIFIED) continue;
      const int seat = s.players[0].side == now ? 0 : 1;
      EndGame(c, seat,
              o.turn_end ? absl::StrCat("M16: objective ", i,
                                        " held at the end of the turn (sudden death)")
                         : absl::StrCat("seat ", seat, " holds a sudden-death objective"));
      return true;
    }
    const pb::Side changed = now != pb::SIDE_UNSPECIFIED ? now : before;
    for (int seat = 0; seat < 2; ++seat) {
      if (s.players[seat].side == changed) Recount(c, seat, static_cast<int>(i));
    }
  }
  return CheckVictory(c);
}

}  // namespace

bool UpdateMedals(Ctx& c, bool turn_start) {
  return Judge(c, turn_start ? Moment::kTurnStart : Moment::kEvent);
}

bool UpdateTurnEndMedals(Ctx& c) { return Judge(c, Moment::kTurnEnd); }

}  // namespace arbiter::memoir44
