// Voyages (the Trade Winds Blow roll-and-write rules), the rules of engines/voyages/rules.md
// (V1-V17, rulings R1-R14, worked examples E1-E10): the arbiter::Game engine registered as
// "voyages".
//
//   Registry registry;
//   voyages::Register(registry);
//   const Game* g = registry.Find("voyages");
//
// Wire types: arbiter.games.voyages.v1.{State, Action, Event, Options, MapPack}
// (proto/arbiter/games/voyages/v1/voyages.proto, which also documents the seeded roll).
// Content: a MapPack (V14). The published map is not public (V15), so the only built-in map
// is the invented test map "tw_test" (V17, content/tw_test.txtpb, marked invented); a platform
// supplies its own at NewGame, validated with errors naming the space and field
// ("setup.content.supplied.spaces[3].effects[0].kind: unknown effect 'teleport'").
// Options: stack_sailors = true|false (R2); ocean_scoring = table|cumulative (R7).
//
// Decisions: one roll per round (chance, EXTERNAL), then every seat's turn at once: each seat
// whose turn is not over is in TurnStatus.acting_seats, SAILs, then answers its stop's offers
// (SELL, DEFEAT_DREAD) and END_TURN. Nothing is hidden but the generator state.
//
// Internals: pack.h, state.h, rules.h (the index of the concept files), moves.h,
// violations.h, options.h, position.h.
#ifndef ARBITER_ENGINES_VOYAGES_VOYAGES_H_
#define ARBITER_ENGINES_VOYAGES_VOYAGES_H_

#include "engines/core/registry.h"

namespace arbiter {
namespace voyages {

// Registers the engine under "voyages".
void Register(Registry& registry);

}  // namespace voyages
}  // namespace arbiter

#endif  // ARBITER_ENGINES_VOYAGES_VOYAGES_H_
