"""Voyages' record fixtures (tests/records/voyages/, docs/records.md), written by
tests/records/generate.py: random playouts on the built-in invented map tw_test (valid/), and
the same playouts with one step changed (invalid/), each breaking one rule at a known step with
the expected violation. Mutation helpers: tests/records/fixtures.py.
"""
import copy

from fixtures import edit_action, first, first_seat_step, insert_step, set_actor_seat

GAME = "voyages"

# (name, seats, seed or None for external, first seat, policy seed, steps, digests)
PLAYOUTS = [
    ("seeded-solo", 1, 1, 0, 1, 200, False),
    ("seeded-3-seats-digests", 3, 2, 1, 2, 120, True),
    ("external-2-seats", 2, None, 0, 3, 120, False),
]


def same_die_twice(action, steps):
    action["sail"]["distanceDie"] = action["sail"].get("directionDie", 0)


def seven_sailors(action, steps):
    action["sail"]["modifications"] = [{"die": 0, "kind": "SAILOR_KIND_REGULAR", "step": 1}] * 7


def step_of_two(action, steps):
    action["sail"]["modifications"] = [{"die": 1, "kind": "SAILOR_KIND_REGULAR", "step": 2}]


def die_seven(action, steps):
    action["chanceOutcome"] = {"dice": [1, 2, 7]}


def sail_again(steps, i):
    return copy.deepcopy(steps[i - 1])


def end_turn_first(steps, i):
    step = copy.deepcopy(steps[i])
    step["action"] = {"@type": step["action"]["@type"], "endTurn": {}}
    return step


# (name, base playout, description, mutation, violation code)
INVALID = [
    ("same-die-twice", "seeded-solo",
     "V3: the first SAIL uses one die as direction and distance.",
     edit_action(lambda s: first(s, "sail"), same_die_twice), "VOYAGES_BAD_ASSIGNMENT"),
    ("seven-sailors", "seeded-solo",
     "V4 (E3): the first SAIL names 7 regular sailors with 6 ready.",
     edit_action(lambda s: first(s, "sail"), seven_sailors), "VOYAGES_NOT_ENOUGH_SAILORS"),
    ("step-of-two", "seeded-3-seats-digests",
     "V4: a regular sailor steps a die by 2.",
     edit_action(lambda s: first(s, "sail"), step_of_two), "VOYAGES_BAD_MODIFICATION"),
    ("end-turn-before-sailing", "seeded-3-seats-digests",
     "V3: the first seat to act ends its turn before sailing.",
     insert_step(lambda s: first(s, "sail"), end_turn_first), "VOYAGES_WRONG_STEP"),
    ("seat-sends-the-roll", "external-2-seats",
     "V13: seat 0 supplies round 1's roll, which only chance may.",
     set_actor_seat(lambda s: 0, lambda step: 0), "ARBITER_WRONG_ACTOR_FOR_ACTION"),
    ("roll-when-none-pending", "external-2-seats",
     "V13: chance rolls again when the seats must sail.",
     insert_step(first_seat_step, lambda s, i: copy.deepcopy(s[i - 1])),
     "ARBITER_NO_CHANCE_PENDING"),
    ("sail-before-the-roll", "external-2-seats",
     "V13: a seat sails before round 1's roll.",
     insert_step(lambda s: 0, lambda s, i: copy.deepcopy(s[first_seat_step(s)])),
     "ARBITER_CHANCE_OUTCOME_PENDING"),
    ("die-of-seven", "external-2-seats",
     "V13: round 1's roll has a die showing 7.",
     edit_action(lambda s: 0, die_seven), "VOYAGES_IMPOSSIBLE_CHANCE_OUTCOME"),
]
