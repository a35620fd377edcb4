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

  PEER_DRIVERS=.../shared/peers PEER_M44_DIR=.../auto-memoir44 \\
    peer_speed.py --out peer.json [--games 100] [--seed 1] [--cpu 1] [ST02 ST03]

PEER_M44_DIR is a work tree of the peer at 92bf7c7 with `npm ci` done, PEER_DRIVERS the folder of
the shared peer drivers (README.md beside this); PEER_DIR + PEER_DRIVER (the peer's work tree and
the driver's path, as compare_with_peer.sh takes them) do as well. scripts/bench.sh runs it as
every game's peer_speed.py (tests/bench/peer_bench.py): --out BENCH_OUT/peer/memoir44.json; with
neither pair set it writes {"skipped": ...}.
"""
import os
import re
import resource
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), *[".."] * 4,
                                "tests", "bench"))
import peer_bench  # noqa: E402

SUMMARY = re.compile(r"(\d+) games .*? ([\d.]+) s wall -> ([\d.]+) games/s.*?inside the games "
                     r"([\d.]+) s")


def run(cmd, out, env):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                          env=env)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode != 0:
        peer_bench.fail(out, "%s failed:\n%s" % (" ".join(cmd), done.stdout))
    m = SUMMARY.search(done.stdout)
    if not m:
        peer_bench.fail(out, "no summary line in the peer's output:\n" + done.stdout)
    return cpu, int(m.group(1)), float(m.group(4)), done.stdout


def main():
    ap = peer_bench.arguments(__doc__.splitlines()[0])
    ap.add_argument("scenarios", nargs="*", default=["ST02", "ST03"])
    a = ap.parse_args()
    peer_dir = os.environ.get("PEER_M44_DIR")
    drivers = os.environ.get("PEER_DRIVERS")
    driver = os.path.join(drivers, "automemoir_m44_driver.ts") if drivers else None
    if not peer_dir or not driver:
        peer_dir, driver = os.environ.get("PEER_DIR"), os.environ.get("PEER_DRIVER")
    if not peer_dir or not driver:
        unset = [v for v in ("PEER_DRIVERS", "PEER_M44_DIR") if not os.environ.get(v)]
        peer_bench.skip(a.out, "%s not set (nor PEER_DIR and PEER_DRIVER)" % " and ".join(unset))
    if not os.path.isfile(driver) or not os.path.isdir(peer_dir):
        peer_bench.skip(a.out, "no driver %s or no peer work tree %s" % (driver, peer_dir))
    pin = peer_bench.pin(a.cpu)
    env = dict(os.environ, PEER_DIR=peer_dir)  # the driver imports the peer from $PEER_DIR
    tsx = ["npx", "--yes", "tsx@4.23.15", "--tsconfig", os.path.join(peer_dir, "tsconfig.json"),
           driver]
    result = {"load_before": peer_bench.load_average()}
    for sc in a.scenarios:
        base = pin + tsx
        args = ["--bare", "--seed", str(a.seed), "--scenarios", sc]
        cpu_one, _, _, _ = run(base + ["1"] + args, a.out, env)
        cpu, games, inside, text = run(base + [str(a.games)] + args, a.out, env)
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
    result["load"] = peer_bench.load_average()
    peer_bench.write(a.out, result)


if __name__ == "__main__":
    main()
