// Ticket to Ride: Europe (2-5 players), the engine behind game id "ticket_to_ride_europe":
// every section and ruling of rules.md (T1-T14, R1-R7) over the component data of data/ (47
// cities, 101 routes, base and 1912 tickets).
//
//   Registry registry;
//   ticket_to_ride_europe::Register(registry);
//   const Game* g = registry.Find("ticket_to_ride_europe");
//   v1::GameSetup setup;  setup.set_game_id("ticket_to_ride_europe");  setup.set_seat_count(3);
//   absl::StatusOr<NewGameResult> r = g->NewGame(setup);   // waits for the initial ticket choice
//
// State, actions and events: proto arbiter.games.ticket_to_ride_europe.v1 (State, Action,
// Event, Options). States are written in state format 2 and read in formats 1 and 2 (state.h;
// the top of the proto). Options (GameInfo): initial_choice_visibility (R1), draw_needs_deck (R3),
// max_loco_resets (R4), last_tiebreak (R7), ticket_set (T1).
//
// Turn model: PHASE_INITIAL_TICKETS is a simultaneous secret choice (every seat that has not
// chosen may act, in any order) unless initial_choice_visibility=open_in_turn; then one seat
// acts per step: the turn action, the second card, the tunnel payment, the tickets to keep.
// EXTERNAL randomness stops at every card drawn blind or dealt, display refill, tunnel reveal
// and ticket drawn from a shuffled pile; LegalActions(kChance) lists the card types or ticket
// ids still possible. Violation codes: violations.h
// (TICKET_TO_RIDE_EUROPE_*, each citing a heading of rules.md).
// DecodePosition answers the native Position (position.h): Moves (moves.h) listed and played
// on the native State, no protobuf per step when no events are asked for.
#ifndef ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_TICKET_TO_RIDE_EUROPE_H_
#define ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_TICKET_TO_RIDE_EUROPE_H_

#include <cstdint>
#include <vector>

#include "engines/core/game.h"
#include "engines/core/registry.h"

namespace arbiter::ticket_to_ride_europe {

inline constexpr char kGameId[] = "ticket_to_ride_europe";

class TicketToRideEurope final : public Game {
 public:
  TicketToRideEurope();

  const v1::GameInfo& Info() const override { return info_; }
  absl::StatusOr<NewGameResult> NewGame(const v1::GameSetup& setup) const override;
  absl::StatusOr<ApplyResult> Apply(const v1::GameState& state, int actor,
                                    const google::protobuf::Any& action) const override;
  absl::StatusOr<std::vector<google::protobuf::Any>> LegalActions(const v1::GameState& state,
                                                                  int actor) const override;
  absl::StatusOr<v1::GameState> View(const v1::GameState& state, int viewer) const override;
  absl::Status Check(const v1::GameState& state) const override;
  absl::StatusOr<v1::TurnStatus> Turn(const v1::GameState& state) const override;
  absl::StatusOr<v1::GameState> ResampleHidden(const v1::GameState& state, int viewer,
                                               uint64_t seed) const override;
  absl::StatusOr<std::unique_ptr<Position>> DecodePosition(
      const v1::GameState& state) const override;

 private:
  v1::GameInfo info_;
};

// Registers TicketToRideEurope under "ticket_to_ride_europe".
void Register(Registry& registry);

}  // namespace arbiter::ticket_to_ride_europe

#endif  // ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_TICKET_TO_RIDE_EUROPE_H_
