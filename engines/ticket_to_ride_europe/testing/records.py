"""Ticket to Ride: Europe's record fixtures (tests/records/ticket_to_ride_europe/,
docs/records.md), written by tests/records/generate.py: random playouts (valid/) and the same
playouts with one step changed (invalid/). Mutation helpers: tests/records/fixtures.py.
"""
import copy

from fixtures import (edit_action, first, first_seat_step, insert_step, other_seat_of_two,
                      set_actor_seat)

GAME = "ticket_to_ride_europe"

# (name, seats, seed or None for external, first seat, policy seed, steps, digests)
PLAYOUTS = [
    ("seeded-2p", 2, 1, 0, 1, 80, False),
    ("seeded-3p-digests", 3, 2, 0, 2, 60, True),
    ("seeded-5p", 5, 3, 1, 3, 60, False),
    ("external-2p", 2, None, 0, 4, 80, False),
    ("external-4p-digests", 4, None, 0, 5, 60, True),
]


def second_station_on_first_city(steps):
    i = first(steps, "buildStation")
    j = first(steps, "buildStation", i + 1)
    steps[j]["action"]["buildStation"]["cityId"] = steps[i]["action"]["buildStation"]["cityId"]
    return j, steps[:j + 1]


def keep_others_tickets(steps):
    i = first(steps, "keepTickets")
    j = first(steps, "keepTickets", i + 1)
    steps[i]["action"]["keepTickets"] = copy.deepcopy(steps[j]["action"]["keepTickets"])
    return i, steps[:i + 1]


def keep_one(action, steps):
    action["keepTickets"]["ticketIds"] = action["keepTickets"]["ticketIds"][:1]


# (name, base playout, description, mutation, violation code)
INVALID = [
    ("not-your-turn", "seeded-2p",
     "T4: a seat builds a station while it is the other seat's turn.",
     set_actor_seat(lambda s: first(s, "buildStation"), other_seat_of_two),
     "ARBITER_NOT_YOUR_TURN"),
    ("city-unknown", "seeded-3p-digests", "T10: a station in city 999, which does not exist.",
     edit_action(lambda s: first(s, "buildStation"),
                 lambda a, s: a["buildStation"].update({"cityId": 999})),
     "TICKET_TO_RIDE_EUROPE_CITY_UNKNOWN"),
    ("route-unknown", "seeded-2p", "T6: a claim of route 9999, which does not exist.",
     edit_action(lambda s: first(s, "claimRoute"),
                 lambda a, s: a["claimRoute"].update({"routeId": 9999})),
     "TICKET_TO_RIDE_EUROPE_ROUTE_UNKNOWN"),
    ("city-has-station", "seeded-3p-digests",
     "T10: a second station in the city that already holds the first one.",
     second_station_on_first_city, "TICKET_TO_RIDE_EUROPE_CITY_HAS_STATION"),
    ("keep-too-few", "seeded-5p",
     "T3: the first initial ticket choice keeps one ticket (at least two).",
     edit_action(lambda s: first(s, "keepTickets"), keep_one),
     "TICKET_TO_RIDE_EUROPE_INITIAL_KEEP_TOO_FEW"),
    ("keep-not-offered", "seeded-3p-digests",
     "T3: the first initial ticket choice keeps the tickets offered to another seat.",
     keep_others_tickets, "TICKET_TO_RIDE_EUROPE_INITIAL_KEEP_NOT_OFFERED"),
    ("seat-sends-chance-outcome", "external-2p",
     "T2: seat 0 supplies the first card of the setup, which only chance may.",
     set_actor_seat(lambda s: 0, lambda step: 0), "ARBITER_WRONG_ACTOR_FOR_ACTION"),
    ("no-chance-pending", "external-2p",
     "T3: chance draws another card when the seats must choose their tickets.",
     insert_step(first_seat_step, lambda s, i: copy.deepcopy(s[0])),
     "ARBITER_NO_CHANCE_PENDING"),
]
