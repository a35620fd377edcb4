// A neutral position (neutral.h) as an Arbiter Memoir '44 state, and the engine's legal actions
// back in the neutral vocabulary, so the two legal-move sets can be compared (compare.h).
//
//   PositionMapper mapper(game);                        // game: the registered "memoir44"
//   absl::StatusOr<EngineMoves> mine = mapper.Legal(position);
//   // mine->moves: the engine's distinct neutral moves, sorted by Key(); mine->seat: who acts
//
// The board is the peer's own: a supplied scenario (scenario.proto) made from the position's
// terrain, so a disagreement is about rules, never about the two scenario files (the driver's
// --self-check lists those). The state starts from the engine's NewGame on that scenario (so
// every field the engine keeps, options at their defaults included, is the engine's own) and
// then takes the position's units, obstacles, cards, medals, phase and this turn's per-unit
// flags. Cards: each peer label gets a card id of that kind and section (CardKindOf,
// CardSectionOf); the draw pile holds every id not in a hand, the discards, play or Recon's
// pair (so it also holds the 7 cards the peer's 53-card deck lacks). What the neutral state
// leaves out comes from the dump's earlier lines (NeutralPosition: Their Finest Hour's dice,
// the battle behind a retreat or take ground) or from the rules (which hexes let a unit ignore a
// flag, M11). Errors: INVALID_ARGUMENT naming the neutral field that has no engine form, or the
// engine's own error for a state it refuses.
#ifndef ARBITER_ENGINES_MEMOIR44_TESTING_PEER_POSITION_H_
#define ARBITER_ENGINES_MEMOIR44_TESTING_PEER_POSITION_H_

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "arbiter/games/memoir44/v1/memoir44.pb.h"
#include "arbiter/games/memoir44/v1/scenario.pb.h"
#include "arbiter/v1/game_state.pb.h"
#include "engines/core/game.h"
#include "engines/memoir44/testing/peer/neutral.h"

namespace arbiter::memoir44::peer {

namespace pb = ::arbiter::games::memoir44::v1;

struct EngineMoves {
  int seat = 0;                     // the seat the engine says decides (TurnStatus)
  std::vector<NeutralMove> moves;   // distinct, sorted by Key()
  int actions = 0;                  // engine actions before merging (e.g. paths per destination)
  v1::GameState state;              // the state the moves were listed in
};

// M5, M6 card names as the peer's labels spell them ("Move Out!", "Direct from HQ").
std::string CardName(pb::CardKind kind);
pb::CardKind CardKindNamed(const std::string& name);  // CARD_KIND_UNSPECIFIED if unknown
std::string SectionName(pb::Section section);         // left | center | right | ""

class PositionMapper {
 public:
  explicit PositionMapper(const Game& game);

  // The scenario for the peer's board in `p` (terrain, the units of `p`, the seats' sides, hand
  // sizes and medal targets).
  pb::Scenario ScenarioOf(const NeutralPosition& p) const;
  // The engine state of `p`.
  absl::StatusOr<v1::GameState> StateOf(const NeutralPosition& p);
  // The engine's legal moves in the state of `p`, in the neutral vocabulary (battle and overrun
  // with the engine's dice, BattleDice).
  absl::StatusOr<EngineMoves> Legal(const NeutralPosition& p);

 private:
  absl::StatusOr<int> CardId(const std::string& label, std::vector<bool>& used,
                             const std::string& field) const;

  const Game& game_;
  // card ids by label ("Probe center", "Air Power"), filled from CardKindOf / CardSectionOf
  std::map<std::string, std::vector<int>> ids_by_label_;
  // NewGame's state per scenario key (hand sizes + terrain), reused across positions
  std::map<std::string, v1::GameState> start_;
};

}  // namespace arbiter::memoir44::peer

#endif  // ARBITER_ENGINES_MEMOIR44_TESTING_PEER_POSITION_H_
