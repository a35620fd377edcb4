"""BENCHMARKS.md's Ticket to Ride Europe section (tests/bench/write_report.py loads it): the
engine's native random playouts (engine_bench ticket_to_ride_europe/NativeDecision) beside the peer
TinyPablo/trains-game-engine's random play (peer/ticket_to_ride_europe.json, written by
peer_speed.py in the same bench.sh run). Issue 22 §2's target: 100 × the peer's decisions per
second. The rendering is tests/bench/peer_bench.py's, shared by every game.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), *[".."] * 4,
                                "tests", "bench"))
import peer_bench  # noqa: E402


def section(out, bench, fmt, read):
    return peer_bench.decision_section(
        out, bench, fmt, read, "ticket_to_ride_europe", "Ticket to Ride Europe",
        "TinyPablo/trains-game-engine",
        ["ticket_to_ride_europe/NativeDecision", "ticket_to_ride_europe/NativeDecision/real_time"],
        "PEER_DRIVERS, PEER_TTR_DIR: engines/ticket_to_ride_europe/testing/peer/README.md")
