#!/usr/bin/env python3
"""The open peers' own random play in decisions per second (issue 22 §2), for BENCHMARKS.md's
"Native positions" table (write_report.py), run by scripts/bench.sh on the engine benchmarks'
core in the same run.

Each peer is a driver of ../shared/peers/ (PEER_DRIVERS, default: the `shared/peers` folder
beside the main checkout) run in its `--bare` mode (the peer's own random play: its raw legal
moves, uniformly) over GAMES games, with the peer's source in a scratch folder outside this
repository named by the environment:

  PEER_KB_DIR   a clone of github.com/Counterfeiter/KingdomBuilder        (kingdom_builder)
  PEER_TTR_DIR  a clone of github.com/TinyPablo/trains-game-engine,
                branch develop                                            (ticket_to_ride_europe)

  git clone https://github.com/Counterfeiter/KingdomBuilder $SCRATCH/peers/KingdomBuilder
  git clone -b develop https://github.com/TinyPablo/trains-game-engine $SCRATCH/peers/trains-game-engine
  PEER_KB_DIR=$SCRATCH/peers/KingdomBuilder PEER_TTR_DIR=$SCRATCH/peers/trains-game-engine \\
    scripts/bench.sh

Writes JSON (--out):
  {"kingdom_builder": {"peer": "Counterfeiter/KingdomBuilder", "decisions_per_s": 2600.0,
                       "games": 20, "command": "..."},
   "ticket_to_ride_europe": {...},
   "skipped": {"<game>": "why"}}
A peer whose folder is not set, or whose driver fails, is listed under "skipped" with the reason,
and the report says the comparison was skipped.
"""
import argparse
import json
import os
import re
import subprocess
import sys

PEERS = (
    ("kingdom_builder", "Counterfeiter/KingdomBuilder", "PEER_KB_DIR", "counterfeiter_kb_driver.py"),
    ("ticket_to_ride_europe", "TinyPablo/trains-game-engine", "PEER_TTR_DIR",
     "tinypablo_ttr_driver.py"),
)
RATE = re.compile(r"(\d+) (?:raw peer steps|decisions), ([\d.]+) s wall -> [\d.]+ games/s, "
                  r"(\d+) decisions/s")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cpu", type=int, default=-1, help="taskset CPU (-1: not pinned)")
    args = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    default_drivers = os.path.join(here, "..", "..", "..", "shared", "peers")
    drivers = os.environ.get("PEER_DRIVERS", default_drivers)
    if not os.path.isdir(drivers) and os.path.isdir("/work/shared/peers"):
        drivers = "/work/shared/peers"
    out = {"skipped": {}}
    for game, name, env, driver in PEERS:
        peer_dir = os.environ.get(env)
        path = os.path.join(drivers, driver)
        if not peer_dir:
            out["skipped"][game] = "%s is not set" % env
            continue
        if not os.path.exists(path):
            out["skipped"][game] = "no driver %s" % path
            continue
        cmd = ([] if args.cpu < 0 else ["taskset", "-c", str(args.cpu)]) + [
            sys.executable, path, str(args.games), "--seed", str(args.seed), "--bare"]
        done = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                              env=dict(os.environ, PEER_DIR=peer_dir))
        m = RATE.search(done.stderr)
        if done.returncode != 0 or not m:
            out["skipped"][game] = "driver failed (exit %d): %s" % (
                done.returncode, done.stderr.strip().splitlines()[-1:] or "")
            continue
        out[game] = {"peer": name, "decisions_per_s": float(m.group(3)),
                     "decisions": int(m.group(1)), "wall_s": float(m.group(2)),
                     "games": args.games, "command": " ".join(cmd)}
        print("%s: %s %.0f decisions/s" % (game, name, out[game]["decisions_per_s"]))
    for game, why in out["skipped"].items():
        print("%s: peer comparison skipped (%s)" % (game, why))
    with open(args.out, "w") as f:
        json.dump(out, f, indent=1)


if __name__ == "__main__":
    main()
