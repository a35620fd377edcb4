#!/usr/bin/env python3
"""The Ticket to Ride Europe peer TinyPablo/trains-game-engine's own random play, timed
(issue 22 §2).

Runs the peer's driver (tinypablo_ttr_driver.py of ../shared/peers, `--bare`: one of the peer's
get_legal_moves() drawn at random and applied, 2..5 seats, our base tickets dealt) once with 1
game and once with GAMES games, and writes BENCH_OUT/peer/ticket_to_ride_europe.json:
decisions per wall second inside the games and per CPU second with the start-up cancelled
(tests/bench/peer_bench.py says how). scripts/bench.sh runs it on the engine benchmarks' core:

  PEER_DRIVERS=.../shared/peers PEER_TTR_DIR=.../trains-game-engine \\
    engines/ticket_to_ride_europe/testing/peer/peer_speed.py --out peer.json [--games 100] \\
    [--cpu 1]

Without PEER_DRIVERS and PEER_TTR_DIR it writes {"skipped": ...} (README.md beside this).
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), *[".."] * 4,
                                "tests", "bench"))
import peer_bench  # noqa: E402

if __name__ == "__main__":
    peer_bench.python_driver_speed(__doc__.splitlines()[0], "TinyPablo/trains-game-engine",
                                   "tinypablo_ttr_driver.py", "PEER_TTR_DIR")
