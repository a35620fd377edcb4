#!/usr/bin/env python3
"""The peer xpmatteo/auto-memoir44's own random play, timed two ways (issue 17 "Speed").

Runs the peer's driver (automemoir_m44_driver.ts, `--bare`: uniform over the peer's raw
legalMoves()) once with 1 game and once with GAMES games per scenario, and writes JSON:

  {"ST02": {"games": 100, "inside_s": 8.2, "games_per_s": 12.2,      # wall, inside the games
            "cpu_s": 5.01, "cpu_s_one": 1.66, "games_per_cpu_s": 29.5}, ...}

games_per_s is the driver's own figure (games / wall seconds spent inside the games);
games_per_cpu_s is (GAMES - 1) / (CPU seconds of the GAMES run - CPU seconds of the 1-game run),
user + system of the driver and its children: the start-up (npx, tsx, compiling) cancels out,
and CPU time, unlike wall time, does not grow when other processes share the core. Compare it
with the engine's games per CPU second (engine_bench memoir44/NativePlayout/*: games_per_s x
real_time / cpu_time), never as a timed assertion.

  PEER_DIR=.../auto-memoir44 PEER_DRIVER=.../automemoir_m44_driver.ts \\
    peer_speed.py --out peer_speed.json [--games 100] [--seed 1] [--cpu 1] ST02 ST03

PEER_DIR is a work tree of the peer at 92bf7c7 with `npm ci` done (README.md beside this).
"""
import argparse
import json
import os
import re
import resource
import shutil
import subprocess
import sys

SUMMARY = re.compile(r"(\d+) games .*? ([\d.]+) s wall -> ([\d.]+) games/s.*?inside the games "
                     r"([\d.]+) s")


def run(cmd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode != 0:
        sys.exit("peer_speed: %s failed:\n%s" % (" ".join(cmd), done.stdout))
    m = SUMMARY.search(done.stdout)
    if not m:
        sys.exit("peer_speed: no summary line in the peer's output:\n" + done.stdout)
    return cpu, int(m.group(1)), float(m.group(4)), done.stdout


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", required=True)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--cpu", type=int, default=1, help="core to pin to (taskset), -1: none")
    ap.add_argument("scenarios", nargs="+")
    a = ap.parse_args()
    peer_dir = os.environ.get("PEER_DIR")
    driver = os.environ.get("PEER_DRIVER")
    if not peer_dir or not driver:
        sys.exit("peer_speed: set PEER_DIR and PEER_DRIVER")
    pin = []
    if a.cpu >= 0 and shutil.which("taskset") and (os.cpu_count() or 1) > a.cpu:
        pin = ["taskset", "-c", str(a.cpu)]
    tsx = ["npx", "--yes", "tsx@4.23.15", "--tsconfig", os.path.join(peer_dir, "tsconfig.json"),
           driver]
    result = {}
    for sc in a.scenarios:
        base = pin + tsx
        args = ["--bare", "--seed", str(a.seed), "--scenarios", sc]
        cpu_one, _, _, _ = run(base + ["1"] + args)
        cpu, games, inside, text = run(base + [str(a.games)] + args)
        sys.stdout.write(text)
        extra = cpu - cpu_one
        result[sc] = {
            "games": games,
            "inside_s": inside,
            "games_per_s": games / inside if inside > 0 else 0.0,
            "cpu_s": cpu,
            "cpu_s_one": cpu_one,
            "games_per_cpu_s": (games - 1) / extra if extra > 0 else 0.0,
        }
        print("%s: %.1f games/s inside the games (wall), %.1f games per CPU second" % (
            sc, result[sc]["games_per_s"], result[sc]["games_per_cpu_s"]))
    with open(a.out, "w") as f:
        json.dump(result, f, indent=1)


if __name__ == "__main__":
    main()
