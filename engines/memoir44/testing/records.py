"""Memoir '44's record fixtures (tests/records/memoir44/, docs/records.md), written by
tests/records/generate.py: random playouts of the default scenario, Pegasus Bridge (valid/),
and the same playouts with one step changed (invalid/), each breaking one rule at a known step
with the expected violation. Mutation helpers: tests/records/fixtures.py.
"""
import copy

from fixtures import (edit_action, first, first_seat_step, insert_step, other_seat_of_two,
                      set_actor_seat)

GAME = "memoir44"

# (name, seats, seed or None for external, first seat, policy seed, steps, digests)
PLAYOUTS = [
    ("seeded-1", 2, 1, 0, 1, 120, False),
    ("seeded-2-digests", 2, 2, 0, 2, 80, True),
    ("external-1", 2, None, 0, 3, 120, False),
    ("external-2-digests", 2, None, 0, 4, 80, True),
]


def seat_play(steps, seat, after=0):
    """Index of `seat`'s first PLAY at or after `after`."""
    i = first(steps, "play", after)
    while steps[i]["actor"].get("seat", -1) != seat:
        i = first(steps, "play", i + 1)
    return i


def play_other_seats_card(steps):
    """The first PLAY names the card the other seat plays first: it is not in this hand (each
    card is in one place, M1)."""
    i = first(steps, "play")
    seat = steps[i]["actor"]["seat"]
    j = seat_play(steps, 1 - seat, i + 1)
    steps[i]["action"]["play"] = copy.deepcopy(steps[j]["action"]["play"])
    return i, steps[:i + 1]


def move_from(action):
    return action["move"]["from"]


def path_far_away(action, steps):
    """M8: each hex of a path is adjacent to the one before: jump 8 columns away."""
    start = move_from(action)
    col = start.get("col", 0)
    far = col + 8 if col + 8 <= 23 else col - 8
    action["move"]["path"] = [{"col": far, "row": start.get("row", 0)}]


def path_off_board(action, steps):
    action["move"]["path"] = [{"col": 40, "row": 2}]


def end_turn_instead_of_play(action, steps):
    action.pop("play")
    action["endTurn"] = {}


def empty_action(action, steps):
    action.pop("play")


def second_deal_repeats_the_first(steps):
    """M19: the second card dealt is the first again (already in a hand)."""
    i = first(steps, "chance")
    j = first(steps, "chance", i + 1)
    steps[j]["action"]["chance"] = copy.deepcopy(steps[i]["action"]["chance"])
    return j, steps[:j + 1]


def first_nonempty_order(steps):
    i = first(steps, "order")
    while not steps[i]["action"]["order"].get("units"):
        i = first(steps, "order", i + 1)
    return i


def order_a_unit_twice(action, steps):
    units = action["order"]["units"]
    units.append(dict(units[0]))


def dice_for_a_draw(action, steps):
    action["chance"] = {"dice": ["DIE_FACE_STAR"]}


# (name, base playout, description, mutation, violation code)
INVALID = [
    ("not-your-turn", "seeded-1",
     "M4: the seat not on turn plays the first card.",
     set_actor_seat(first_seat_step, other_seat_of_two), "ARBITER_NOT_YOUR_TURN"),
    ("card-not-in-hand", "seeded-1",
     "M4.1: the first PLAY names the card the other seat plays first, which is not in this hand.",
     play_other_seats_card, "MEMOIR44_CARD_NOT_IN_HAND"),
    ("end-turn-before-playing", "seeded-2-digests",
     "M4: the first turn ends before a card is played.",
     edit_action(lambda s: first(s, "play"), end_turn_instead_of_play), "MEMOIR44_WRONG_STEP"),
    ("action-empty", "seeded-1", "M4: the first PLAY is an Action with no move set.",
     edit_action(lambda s: first(s, "play"), empty_action), "MEMOIR44_ACTION_EMPTY"),
    ("path-not-adjacent", "seeded-1",
     "M8: the first MOVE jumps to a hex 4 away in one step of its path.",
     edit_action(lambda s: first(s, "move"), path_far_away), "MEMOIR44_PATH_NOT_ADJACENT"),
    ("path-off-board", "seeded-2-digests", "M2: the first MOVE enters (40, 2), off the board.",
     edit_action(lambda s: first(s, "move"), path_off_board), "MEMOIR44_OFF_BOARD_HEX"),
    ("seat-sends-chance-outcome", "external-1",
     "M19: seat 0 supplies the first card of the deal, which only chance may.",
     set_actor_seat(lambda s: 0, lambda step: 0), "ARBITER_WRONG_ACTOR_FOR_ACTION"),
    ("ordered-twice", "seeded-1",
     "M4.2: the first ORDER naming units names its first unit twice (a unit is ordered once).",
     edit_action(first_nonempty_order, order_a_unit_twice), "MEMOIR44_ORDERED_TWICE"),
    ("no-chance-pending", "external-1",
     "M19: chance deals another card when the first seat must play.",
     insert_step(first_seat_step, lambda s, i: copy.deepcopy(s[i - 1])),
     "ARBITER_NO_CHANCE_PENDING"),
    ("chance-outcome-pending", "external-2-digests",
     "M3: the first seat plays before the hands are dealt.",
     insert_step(lambda s: 0, lambda s, i: copy.deepcopy(s[first_seat_step(s)])),
     "ARBITER_CHANCE_OUTCOME_PENDING"),
    ("card-dealt-twice", "external-1",
     "M19: the second card dealt is the first one again, already in a hand.",
     second_deal_repeats_the_first, "MEMOIR44_CHANCE_CARD_UNAVAILABLE"),
    ("dice-for-a-draw", "external-2-digests",
     "M19: chance supplies a die where the deal draws a card.",
     edit_action(lambda s: 0, dice_for_a_draw), "MEMOIR44_CHANCE_WRONG_KIND"),
]
