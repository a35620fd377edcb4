// Jump Drive (Rio Grande Games, 2017), the rules of engines/jump_drive/rules.md (J1-J16,
// rulings R1-R22, worked examples E1-E13): the arbiter::Game engine registered as
// "jump_drive".
//
//   Registry registry;
//   jump_drive::Register(registry);
//   const Game* g = registry.Find("jump_drive");
//
// Wire types: arbiter.games.jump_drive.v1.{State, Action, Event, Options, Pack}
// (proto/arbiter/games/jump_drive/v1/jump_drive.proto, which also documents the seeded draw
// algorithm and the draw order). Content: a Pack (J15), the built-in "published" pack (from
// data/jump_drive_cards.csv: many values from one source only, see data/README.md) or one the
// caller supplies at NewGame, validated with errors naming the card and field
// ("setup.content.supplied.cards[3].powers[0].target: unknown filter 'colour:blue'").
// Options: start_hands = deal7_keep5|preset (J2, R19); war_propaganda_tie =
// stay|nearest_clockwise (R3); convoy_same_round = true|false (R4).
//
// Decisions: SETUP_DISCARD (one action naming both cards: the choice is secret and final),
// PLACE / EXPLORE (simultaneous; until the reveal the others see only "committed"), then each
// seat's own steps: PAY, CONVOY / DECLINE, EXPLORE_DISCARD, and DISCARD_TO_LIMIT. A payment or
// discard of N cards is N actions of one card each, so the legal list stays one entry per card
// in hand (never every subset). TurnStatus lists every seat that must decide.
//
// Versions (rules.md "Engine notes"): rules_version jump_drive/2017.2 (2017.2: R18, a world
// requiring no military no longer counts the military of the development placed the same round;
// only supplied packs with such a world are affected). State format 2 is written and formats
// 1..2 are read: format 2 added each seat's own face-down discards (Seat.discarded) and the
// Colony Convoys known to lie in the discard pile (State.open_discards), so ResampleHidden keeps
// what the viewer knows; a format 1 state has neither (nothing known of the discards) and one
// that sets them is refused naming the field. format1_testing.h writes format 1 for tests.
//
// Internals: pack.h (the native pack and J15 validation), state.h (native state, codecs,
// check), rules.h (the rules by concept, with the index of their files), violations.h,
// options.h.
#ifndef ARBITER_ENGINES_JUMP_DRIVE_JUMP_DRIVE_H_
#define ARBITER_ENGINES_JUMP_DRIVE_JUMP_DRIVE_H_

#include "engines/core/registry.h"

namespace arbiter {
namespace jump_drive {

// Registers the engine under "jump_drive".
void Register(Registry& registry);

}  // namespace jump_drive
}  // namespace arbiter

#endif  // ARBITER_ENGINES_JUMP_DRIVE_JUMP_DRIVE_H_
