// Ticket to Ride: Europe moves in native form (Move): the hot-path form of
// arbiter.games.ticket_to_ride_europe.v1.Action. The legal-move listing (ListMoves, rules.h)
// produces Moves without touching protobuf, Play (rules.h) applies one to the native State, and
// ToAction / PackAction convert at the boundary into the canonical proto form LegalActions
// answers (byte for byte).
//
//   std::vector<Move> moves;
//   ListMoves(map, s, s.current_seat, &moves);   // rules.h
//   pb::Action a = ToAction(moves[0]);           // canonical proto form
//   PackAction(moves[0], &any);                  // == PackInto(ToAction(m), &any)
//
// Card types are native indices (map.h: colours 0..7, kLocomotive 8); ids are the map's route,
// city and ticket ids. A Move is 8 bytes: a listing of a thousand claims and stations costs a
// few kilobytes and no allocation once its vector has grown.
#ifndef ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_MOVES_H_
#define ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_MOVES_H_

#include <cstdint>

#include "engines/ticket_to_ride_europe/state.h"
#include "google/protobuf/any.pb.h"

namespace arbiter::ticket_to_ride_europe {

struct Move {
  enum class Kind : uint8_t {
    kDrawFaceUp,     // slot: the display slot (T5)
    kDrawBlind,      // (T5)
    kClaimRoute,     // id: route; colour: the colour paid (or kLocomotive); locomotives (T6)
    kDrawTickets,    // (T9)
    kBuildStation,   // id: city; colour, locomotives: the payment (T10)
    kPass,           // (R2)
    kPayTunnel,      // locomotives: of the extra cost (T8.4)
    kDeclineTunnel,  // (T8.4)
    kKeepTickets,    // mask: bit j keeps the j-th offered ticket (T3, T9)
    kChanceCard,     // colour: the card type drawn or revealed
    kChanceTicket,   // id: the ticket drawn
  };
  Kind kind = Kind::kPass;
  uint8_t slot = 0;
  uint8_t colour = 0;
  uint8_t locomotives = 0;
  uint8_t mask = 0;
  uint16_t id = 0;

  static Move Of(Kind kind) {
    Move m;
    m.kind = kind;
    return m;
  }
};
static_assert(sizeof(Move) == 8, "a Move stays small: listings hold hundreds");

// The canonical proto form of `m` played by a seat holding `offered` (KEEP_TICKETS lists the
// kept ids in offered order; other kinds ignore it).
void ToAction(const Move& m, const std::vector<int>& offered, pb::Action* out);
pb::Action ToAction(const Move& m, const std::vector<int>& offered);
// `m` as an Action in an Any: PackInto(ToAction(m, offered), out), built in a per-thread
// reused message.
void PackAction(const Move& m, const std::vector<int>& offered, google::protobuf::Any* out);

}  // namespace arbiter::ticket_to_ride_europe

#endif  // ARBITER_ENGINES_TICKET_TO_RIDE_EUROPE_MOVES_H_
