"""Jump Drive's record fixtures (tests/records/jump_drive/, docs/records.md), written by
tests/records/generate.py: random playouts of the built-in pack (valid/), and the same playouts
with one step changed (invalid/), each breaking one rule at a known step with the expected
violation. Mutation helpers: tests/records/fixtures.py.
"""
import copy

from fixtures import edit_action, first, first_seat_step, insert_step, set_actor_seat

GAME = "jump_drive"

# (name, seats, seed or None for external, first seat, policy seed, steps, digests)
PLAYOUTS = [
    ("seeded-1", 2, 1, 0, 1, 150, False),
    ("seeded-3-seats-digests", 3, 2, 1, 2, 100, True),
    ("external-1", 2, None, 0, 3, 150, False),
]


def first_commit(steps):
    """The first PLACE or EXPLORE of round 1: the other seats have not committed yet."""
    return next(i for i, s in enumerate(steps)
                if "place" in s["action"] or "explore" in s["action"])


def three_cards(action, steps):
    cards = action["setupDiscard"]["cards"]
    cards.append(cards[0])


def pay_two(action, steps):
    cards = action["pay"]["cards"]
    cards.append(cards[0])


def pay_unknown(action, steps):
    action["pay"]["cards"] = ["nonesuch"]


def draw_unknown(action, steps):
    action["chanceOutcome"] = {"card": "nonesuch"}


# (name, base playout, description, mutation, violation code)
INVALID = [
    ("setup-discard-three", "seeded-1",
     "J2: the first setup discard names 3 cards.",
     edit_action(lambda s: first(s, "setupDiscard"), three_cards),
     "JUMP_DRIVE_SETUP_DISCARD_COUNT"),
    ("commit-twice", "seeded-1",
     "R10: the seat that committed first sends its placement again before the reveal.",
     insert_step(lambda s: first_commit(s) + 1, lambda s, i: copy.deepcopy(s[i - 1])),
     "ARBITER_NOT_YOUR_TURN"),
    ("pay-two-cards", "seeded-1",
     "J5: the first PAY names two cards (a payment is one card per PAY).",
     edit_action(lambda s: first(s, "pay"), pay_two), "JUMP_DRIVE_PAYMENT_COUNT"),
    ("pay-card-not-in-hand", "seeded-3-seats-digests",
     "J5: the first PAY names a card of no pack.",
     edit_action(lambda s: first(s, "pay"), pay_unknown), "JUMP_DRIVE_CARD_NOT_IN_HAND"),
    ("seat-sends-chance-outcome", "external-1",
     "J12: seat 0 supplies the first card of the deal, which only chance may.",
     set_actor_seat(lambda s: 0, lambda step: 0), "ARBITER_WRONG_ACTOR_FOR_ACTION"),
    ("no-chance-pending", "external-1",
     "J12: chance deals another card when the seats must discard.",
     insert_step(first_seat_step, lambda s, i: copy.deepcopy(s[i - 1])),
     "ARBITER_NO_CHANCE_PENDING"),
    ("chance-outcome-pending", "external-1",
     "J12: a seat discards before the deal.",
     insert_step(lambda s: 0, lambda s, i: copy.deepcopy(s[first_seat_step(s)])),
     "ARBITER_CHANCE_OUTCOME_PENDING"),
    ("draw-not-in-pile", "external-1",
     "J12: the first card dealt is not a card of the pack.",
     edit_action(lambda s: 0, draw_unknown), "JUMP_DRIVE_IMPOSSIBLE_CHANCE_OUTCOME"),
]
