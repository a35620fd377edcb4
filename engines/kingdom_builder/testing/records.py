"""Kingdom Builder's record fixtures (tests/records/kingdom_builder/, docs/records.md), written
by tests/records/generate.py: random playouts (valid/) and the same playouts with one step
changed (invalid/). Mutation helpers: tests/records/fixtures.py.
"""
import copy

from fixtures import (edit_action, edit_actor_chance, first, first_seat_step, insert_step,
                      other_seat_of_two, set_actor_seat)

GAME = "kingdom_builder"

# (name, seats, seed or None for external, first seat, policy seed, steps, digests)
PLAYOUTS = [
    ("seeded-2p", 2, 1, 0, 1, 80, False),
    ("seeded-3p-digests", 3, 2, 1, 2, 60, True),
    ("seeded-4p", 4, 3, 0, 3, 60, False),
    ("external-2p", 2, None, 0, 4, 80, False),
    ("external-3p-digests", 3, None, 2, 5, 60, True),
]


def set_build_hex(row, col):
    def edit(action, steps):
        action["build"]["hex"] = {"row": row, "col": col}
    return edit


def repeat_first_build(steps):
    i = first(steps, "build")
    steps[i + 1] = copy.deepcopy(steps[i])
    return i + 1, steps[:i + 2]


# (name, base playout, description, mutation, violation code)
INVALID = [
    ("not-your-turn", "seeded-2p",
     "K5: seat 1 builds the first settlement of seat 0's turn.",
     set_actor_seat(first_seat_step, other_seat_of_two), "ARBITER_NOT_YOUR_TURN"),
    ("hex-occupied", "seeded-2p",
     "K6: seat 0 builds its second settlement on the hex of its first.",
     repeat_first_build, "KINGDOM_BUILDER_HEX_OCCUPIED"),
    ("hex-off-map", "seeded-2p", "K2: seat 0 builds on row 40, col 40, off the map.",
     edit_action(lambda s: first(s, "build"), set_build_hex(40, 40)),
     "KINGDOM_BUILDER_HEX_OFF_MAP"),
    ("end-turn-before-building", "seeded-4p",
     "K7: seat 0 ends its first turn before its three mandatory builds.",
     edit_action(lambda s: first(s, "build"),
                 lambda a, s: (a.pop("build"), a.update({"endTurn": {}}))),
     "KINGDOM_BUILDER_MANDATORY_ACTION_INCOMPLETE"),
    ("chance-sends-build", "external-2p",
     "K5: chance sends seat 0's first build, a player's action.",
     edit_actor_chance(first_seat_step), "ARBITER_WRONG_ACTOR_FOR_ACTION"),
    ("no-chance-pending", "external-2p",
     "K5: chance draws another terrain card when seat 0 must build.",
     insert_step(first_seat_step, lambda s, i: copy.deepcopy(s[i - 1])),
     "ARBITER_NO_CHANCE_PENDING"),
    ("chance-outcome-pending", "external-2p",
     "K3: seat 0 builds before the boards are drawn.",
     insert_step(lambda s: 0, lambda s, i: copy.deepcopy(s[first_seat_step(s)])),
     "ARBITER_CHANCE_OUTCOME_PENDING"),
    ("wrong-chance-outcome-kind", "external-2p",
     "K3: chance supplies a terrain card where the setup draws a board.",
     edit_action(lambda s: 0, lambda a, s: a.update(
         {"chanceOutcome": copy.deepcopy(s[first(s, "build") - 1]["action"]["chanceOutcome"])})),
     "KINGDOM_BUILDER_WRONG_CHANCE_OUTCOME_KIND"),
]
