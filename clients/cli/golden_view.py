#!/usr/bin/env python3
"""Writes a golden input of the views drawn in text (text_view.h): a game played through the
`arbiter` CLI with seeded random legal actions, then GetPlayerViewResponse JSON of the position
reached, as `arbiter view --format json` prints it.

    python3 clients/cli/golden_view.py --arbiter build/clients/cli/arbiter --game GAME \
        --seats 2 --seed 5 [--option NAME=VALUE]... --steps 40 [--viewer seat1|spectator] \
        --out engines/GAME/cli/golden/midgame.seat1.json

--steps N plays N actions, or until the game is over (--steps -1: to the end). The choice among
the legal actions is random.Random(--seed), the acting seat the turn's first. Then run
cli_text_view_test with ARBITER_UPDATE_GOLDEN=1 to write the expected drawing beside it, and
read it before committing.
"""
import argparse
import json
import os
import random
import subprocess
import sys


def cli(arbiter, *args):
    out = subprocess.run([arbiter, "--format=json", *args], check=True, capture_output=True,
                         text=True)
    return out.stdout


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--arbiter", required=True)
    p.add_argument("--game", required=True)
    p.add_argument("--seats", type=int, default=2)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--option", action="append", default=[])
    p.add_argument("--steps", type=int, default=0)
    p.add_argument("--viewer", default="seat0")
    p.add_argument("--out", required=True)
    a = p.parse_args()
    rng = random.Random(a.seed)
    new_args = ["new", a.game, "--seats", str(a.seats), "--seed", str(a.seed)]
    for o in a.option:
        new_args += ["--option", o]
    state = cli(a.arbiter, *new_args)
    step = 0
    while a.steps < 0 or step < a.steps:
        turn = json.loads(state).get("turn", {})
        seats = turn.get("actingSeats", [])
        if not seats:
            break
        path = a.out + ".tmp"
        with open(path, "w") as f:
            f.write(state)
        legal = json.loads(cli(a.arbiter, "legal", "--state", path, "--seat", str(seats[0])))
        actions = legal.get("actions", [])
        if not actions:
            break
        action = rng.choice(actions)
        state = cli(a.arbiter, "apply", "--state", path, "--seat", str(seats[0]), "--action",
                    json.dumps(action))
        step += 1
    with open(a.out + ".tmp", "w") as f:
        f.write(state)
    viewer = ["--spectator"] if a.viewer == "spectator" else ["--seat", a.viewer[len("seat"):]]
    view = cli(a.arbiter, "view", "--state", a.out + ".tmp", *viewer)
    with open(a.out, "w") as f:
        f.write(view)
    os.remove(a.out + ".tmp")
    print("%s: %d steps" % (a.out, step), file=sys.stderr)


if __name__ == "__main__":
    main()
