// Jump Drive's legal actions in native form, for the Position (position.h): one plain Move per
// action (card indices of the pack, no strings, no protobuf), listed in exactly the order of
// ListActions (rules.h, actions.cc and placing.cc), and turned into the very pb::Action
// ListActions builds (ToProto: the same fields set, so the same bytes on the wire). A list kept
// across decisions allocates nothing once grown; the proto is built only for the one action
// played or asked for.
//
//   std::vector<Move> moves;
//   ListMoves(s, actor, &moves);      // == ListActions(s, actor, ...) element by element
//   pb::Action a;  ToProto(*s.pack, moves[i], &a);
//
// Source: the listing rules of actions.cc (setup discard pairs, PAY / EXPLORE_DISCARD /
// DISCARD_TO_LIMIT one card each, DECLINE then each CONVOY world, chance outcomes) and
// placing.cc's ListPlacements (EXPLORE, then each development with no world and with each world
// by mode, JudgePlace deciding). position_test.cc checks the equality on every step of its
// games (CheckPositionAgreement compares every listed action's bytes).
#ifndef ARBITER_ENGINES_JUMP_DRIVE_MOVES_H_
#define ARBITER_ENGINES_JUMP_DRIVE_MOVES_H_

#include <cstdint>
#include <vector>

#include "arbiter/games/jump_drive/v1/jump_drive.pb.h"
#include "engines/jump_drive/state.h"

namespace arbiter {
namespace jump_drive {

struct Move {
  enum class Kind : uint8_t {
    kSetupDiscard,    // a, b: the two cards
    kExplore,
    kPlace,           // a: development or -1, b: world or -1, mode
    kPay,             // a: the card
    kDecline,
    kConvoy,          // a: the world
    kExploreDiscard,  // a: the card
    kDiscardToLimit,  // a: the card
    kChanceCard,      // a: the card drawn
    kChancePreset,    // a: the letter 0..3 (A..D)
  };
  Kind kind = Kind::kExplore;
  int16_t a = -1;
  int16_t b = -1;
  Mode mode = Mode::kNone;
};

// Every legal action of `actor` (a seat or kChance, in range), appended to `out`.
void ListMoves(const State& s, int actor, std::vector<Move>* out);
// The pb::Action ListActions lists for `m` (`out` entirely replaced).
void ToProto(const Pack& pack, const Move& m, pb::Action* out);

}  // namespace jump_drive
}  // namespace arbiter

#endif  // ARBITER_ENGINES_JUMP_DRIVE_MOVES_H_
