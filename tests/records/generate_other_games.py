#!/usr/bin/env python3
"""Writes the Kingdom Builder and Ticket to Ride Europe record fixtures (docs/records.md):
tests/records/<game>/valid/ (random playouts) and tests/records/<game>/invalid/ (one of those
playouts with one step changed, cut after the changed step, its `expect` block naming the step
and the violation code).

    python3 tests/records/generate_other_games.py --arbiter build/clients/cli/arbiter

Python standard library only; drives `arbiter playout` (fixed seeds, deterministic) and checks
the result with `arbiter replay --expectations`. Tests never run it; its output is checked in.
The Quibbles fixtures have their own, hand-crafted generator (quibbles/generate.py).
"""
import argparse
import copy
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "quibbles"))
from generate import clear_dir, write_json  # noqa: E402  (same folder tree, same format)

KB = "kingdom_builder"
TTRE = "ticket_to_ride_europe"

# Playouts: (game, name, seats, seed or None for external, first seat, policy seed, steps,
# digests). Each is written to valid/; the invalid records start from one of them by name.
PLAYOUTS = [
    (KB, "seeded-2p", 2, 1, 0, 1, 80, False),
    (KB, "seeded-3p-digests", 3, 2, 1, 2, 60, True),
    (KB, "seeded-4p", 4, 3, 0, 3, 60, False),
    (KB, "external-2p", 2, None, 0, 4, 80, False),
    (KB, "external-3p-digests", 3, None, 2, 5, 60, True),
    (TTRE, "seeded-2p", 2, 1, 0, 1, 80, False),
    (TTRE, "seeded-3p-digests", 3, 2, 0, 2, 60, True),
    (TTRE, "seeded-5p", 5, 3, 1, 3, 60, False),
    (TTRE, "external-2p", 2, None, 0, 4, 80, False),
    (TTRE, "external-4p-digests", 4, None, 0, 5, 60, True),
]


def first(steps, key, after=0):
    """Index of the first step at or after `after` whose action has field `key`."""
    for i in range(after, len(steps)):
        if key in steps[i]["action"]:
            return i
    raise LookupError("no %s step" % key)


def first_seat_step(steps):
    return next(i for i, s in enumerate(steps) if "seat" in s["actor"])


# Each mutation takes the playout's steps and returns (index of the bad step, the steps up to
# and including it).
def set_actor_seat(index_of, seat_of):
    def mutate(steps):
        i = index_of(steps)
        steps[i]["actor"] = {"seat": seat_of(steps[i])}
        return i, steps[:i + 1]
    return mutate


def edit_action(index_of, edit):
    def mutate(steps):
        i = index_of(steps)
        edit(steps[i]["action"], steps)
        return i, steps[:i + 1]
    return mutate


def edit_actor_chance(index_of):
    def mutate(steps):
        i = index_of(steps)
        steps[i]["actor"] = {"chance": True}
        return i, steps[:i + 1]
    return mutate


def insert_step(index_of, step_of):
    def mutate(steps):
        i = index_of(steps)
        return i, steps[:i] + [step_of(steps, i)]
    return mutate


def set_build_hex(row, col):
    def edit(action, steps):
        action["build"]["hex"] = {"row": row, "col": col}
    return edit


def kb_repeat_first_build(steps):
    i = first(steps, "build")
    steps[i + 1] = copy.deepcopy(steps[i])
    return i + 1, steps[:i + 2]


def ttre_second_station_on_first_city(steps):
    i = first(steps, "buildStation")
    j = first(steps, "buildStation", i + 1)
    steps[j]["action"]["buildStation"]["cityId"] = steps[i]["action"]["buildStation"]["cityId"]
    return j, steps[:j + 1]


def ttre_keep_others_tickets(steps):
    i = first(steps, "keepTickets")
    j = first(steps, "keepTickets", i + 1)
    steps[i]["action"]["keepTickets"] = copy.deepcopy(steps[j]["action"]["keepTickets"])
    return i, steps[:i + 1]


def ttre_keep_one(action, steps):
    action["keepTickets"]["ticketIds"] = action["keepTickets"]["ticketIds"][:1]


def other_seat_of_two(step):
    return 1 - step["actor"]["seat"]


# (game, name, base playout, description, mutation, violation code)
INVALID = [
    (KB, "not-your-turn", "seeded-2p",
     "K5: seat 1 builds the first settlement of seat 0's turn.",
     set_actor_seat(first_seat_step, other_seat_of_two), "ARBITER_NOT_YOUR_TURN"),
    (KB, "hex-occupied", "seeded-2p",
     "K6: seat 0 builds its second settlement on the hex of its first.",
     kb_repeat_first_build, "KINGDOM_BUILDER_HEX_OCCUPIED"),
    (KB, "hex-off-map", "seeded-2p", "K2: seat 0 builds on row 40, col 40, off the map.",
     edit_action(lambda s: first(s, "build"), set_build_hex(40, 40)),
     "KINGDOM_BUILDER_HEX_OFF_MAP"),
    (KB, "end-turn-before-building", "seeded-4p",
     "K7: seat 0 ends its first turn before its three mandatory builds.",
     edit_action(lambda s: first(s, "build"),
                 lambda a, s: (a.pop("build"), a.update({"endTurn": {}}))),
     "KINGDOM_BUILDER_MANDATORY_ACTION_INCOMPLETE"),
    (KB, "chance-sends-build", "external-2p",
     "K5: chance sends seat 0's first build, a player's action.",
     edit_actor_chance(first_seat_step), "ARBITER_WRONG_ACTOR_FOR_ACTION"),
    (KB, "no-chance-pending", "external-2p",
     "K5: chance draws another terrain card when seat 0 must build.",
     insert_step(first_seat_step, lambda s, i: copy.deepcopy(s[i - 1])),
     "ARBITER_NO_CHANCE_PENDING"),
    (KB, "chance-outcome-pending", "external-2p",
     "K3: seat 0 builds before the boards are drawn.",
     insert_step(lambda s: 0, lambda s, i: copy.deepcopy(s[first_seat_step(s)])),
     "ARBITER_CHANCE_OUTCOME_PENDING"),
    (KB, "wrong-chance-outcome-kind", "external-2p",
     "K3: chance supplies a terrain card where the setup draws a board.",
     edit_action(lambda s: 0, lambda a, s: a.update(
         {"chanceOutcome": copy.deepcopy(s[first(s, "build") - 1]["action"]["chanceOutcome"])})),
     "KINGDOM_BUILDER_WRONG_CHANCE_OUTCOME_KIND"),
    (TTRE, "not-your-turn", "seeded-2p",
     "T4: a seat builds a station while it is the other seat's turn.",
     set_actor_seat(lambda s: first(s, "buildStation"), other_seat_of_two),
     "ARBITER_NOT_YOUR_TURN"),
    (TTRE, "city-unknown", "seeded-3p-digests", "T10: a station in city 999, which does not exist.",
     edit_action(lambda s: first(s, "buildStation"),
                 lambda a, s: a["buildStation"].update({"cityId": 999})), "TTRE_CITY_UNKNOWN"),
    (TTRE, "route-unknown", "seeded-2p", "T6: a claim of route 9999, which does not exist.",
     edit_action(lambda s: first(s, "claimRoute"),
                 lambda a, s: a["claimRoute"].update({"routeId": 9999})), "TTRE_ROUTE_UNKNOWN"),
    (TTRE, "city-has-station", "seeded-3p-digests",
     "T10: a second station in the city that already holds the first one.",
     ttre_second_station_on_first_city, "TTRE_CITY_HAS_STATION"),
    (TTRE, "keep-too-few", "seeded-5p",
     "T3: the first initial ticket choice keeps one ticket (at least two).",
     edit_action(lambda s: first(s, "keepTickets"), ttre_keep_one), "TTRE_KEEP_TOO_FEW"),
    (TTRE, "keep-not-offered", "seeded-3p-digests",
     "T3: the first initial ticket choice keeps the tickets offered to another seat.",
     ttre_keep_others_tickets, "TTRE_KEEP_NOT_OFFERED"),
    (TTRE, "seat-sends-chance-outcome", "external-2p",
     "T2: seat 0 supplies the first card of the setup, which only chance may.",
     set_actor_seat(lambda s: 0, lambda step: 0), "ARBITER_WRONG_ACTOR_FOR_ACTION"),
    (TTRE, "no-chance-pending", "external-2p",
     "T3: chance draws another card when the seats must choose their tickets.",
     insert_step(first_seat_step, lambda s, i: copy.deepcopy(s[0])),
     "ARBITER_NO_CHANCE_PENDING"),
]


def run_playout(arbiter, game, seats, seed, first_seat, policy_seed, max_steps, digests, path):
    args = [arbiter, "playout", game, "--seats", str(seats), "--first-seat", str(first_seat),
            "--policy-seed", str(policy_seed), "--max-steps", str(max_steps), "--record", path]
    args += ["--external"] if seed is None else ["--seed", str(seed)]
    if digests:
        args.append("--digests")
    subprocess.run(args, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--arbiter", required=True, help="the built arbiter CLI")
    parser.add_argument("--out", default=HERE, help="output folder (default: beside this)")
    flags = parser.parse_args()
    arbiter = os.path.abspath(flags.arbiter)
    games = sorted({p[0] for p in PLAYOUTS})
    for game in games:
        for sub in ("valid", "invalid"):
            clear_dir(os.path.join(flags.out, game, sub))

    playouts = {}
    with tempfile.TemporaryDirectory() as tmp:
        for game, name, seats, seed, first_seat, policy_seed, max_steps, digests in PLAYOUTS:
            record = run_playout(arbiter, game, seats, seed, first_seat, policy_seed, max_steps,
                                 digests, os.path.join(tmp, "%s-%s.json" % (game, name)))
            record["description"] = (
                "arbiter playout: %d seats, first seat %d, %s, uniform random policy seed %d, "
                "at most %d steps%s." % (seats, first_seat,
                                         "external randomness" if seed is None else
                                         "seed %d" % seed, policy_seed, max_steps,
                                         ", expected state digest on every step" if digests
                                         else ""))
            record["setup"].pop("options", None)  # none given: defaults
            playouts[(game, name)] = record
            write_json(os.path.join(flags.out, game, "valid", name + ".json"), record)

    for game, name, base, description, mutate, code in INVALID:
        record = copy.deepcopy(playouts[(game, base)])
        for step in record["steps"]:
            step.pop("expectedStateDigest", None)
        index, record["steps"] = mutate(record["steps"])
        record["description"] = description
        record["expect"] = {"verdict": "REPLAY_VERDICT_ILLEGAL_STEP", "stepIndex": index,
                            "violationCode": code}
        write_json(os.path.join(flags.out, game, "invalid", name + ".json"), record)

    check = subprocess.run([arbiter, "replay", "--expectations"] +
                           [os.path.join(flags.out, g) for g in games],
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if check.returncode != 0:
        sys.stdout.write(check.stdout)
        sys.exit("generate_other_games.py: some fixture does not get its expected verdict")
    print("wrote and checked the fixtures under %s" % ", ".join(
        os.path.join(flags.out, g) for g in games))


if __name__ == "__main__":
    main()
