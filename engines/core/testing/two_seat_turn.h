// The TurnStatus of the two-seat test games (race_game.h, card_race.h): `seat` acts, deciding
// `decision`, until `finished`; then the game is over with `seat` first and the other seat
// second.
//
//   return TwoSeatTurn(s.seat(), s.score() >= kGoal, "add");
#ifndef ARBITER_ENGINES_CORE_TESTING_TWO_SEAT_TURN_H_
#define ARBITER_ENGINES_CORE_TESTING_TWO_SEAT_TURN_H_

#include <string>

#include "absl/strings/string_view.h"
#include "arbiter/v1/turn.pb.h"

namespace arbiter::testing {

inline v1::TurnStatus TwoSeatTurn(int seat, bool finished, absl::string_view decision) {
  v1::TurnStatus t;
  if (finished) {
    t.mutable_outcome()->set_status(v1::OUTCOME_STATUS_FINISHED);
    for (int s : {seat, 1 - seat}) {
      v1::SeatResult* r = t.mutable_outcome()->add_results();
      r->set_seat(s);
      r->set_rank(s == seat ? 1 : 2);
    }
  } else {
    t.add_acting_seats(seat);
    t.set_decision(std::string(decision));
    t.mutable_outcome()->set_status(v1::OUTCOME_STATUS_ONGOING);
  }
  return t;
}

}  // namespace arbiter::testing

#endif  // ARBITER_ENGINES_CORE_TESTING_TWO_SEAT_TURN_H_
