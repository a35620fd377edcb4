#!/usr/bin/env python3
"""The Kingdom Builder peer Counterfeiter/KingdomBuilder's own random play, timed (issue 22 §2).

Runs the peer's driver (counterfeiter_kb_driver.py of ../shared/peers, `--bare`: a raw entry of
the peer's actionstomoves() masks drawn at random and played, 2..4 seats, random boards) once
with 1 game and once with GAMES games, and writes BENCH_OUT/peer/kingdom_builder.json:
decisions per wall second inside the games and per CPU second with the start-up cancelled
(tests/bench/peer_bench.py says how). scripts/bench.sh runs it on the engine benchmarks' core:

  PEER_DRIVERS=.../shared/peers PEER_KB_DIR=.../KingdomBuilder \\
    engines/kingdom_builder/testing/peer/peer_speed.py --out peer.json [--games 100] [--cpu 1]

Without PEER_DRIVERS and PEER_KB_DIR it writes {"skipped": ...} (README.md beside this).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), *[".."] * 4,
                                "tests", "bench"))
import peer_bench  # noqa: E402

if __name__ == "__main__":
    peer_bench.python_driver_speed(__doc__.splitlines()[0], "Counterfeiter/KingdomBuilder",
                                   "counterfeiter_kb_driver.py", "PEER_KB_DIR")
