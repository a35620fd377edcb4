"""BENCHMARKS.md's Kingdom Builder section (tests/bench/write_report.py loads it): the engine's
native random playouts (engine_bench kingdom_builder/NativeDecision) beside the peer
Counterfeiter/KingdomBuilder's random play (peer/kingdom_builder.json, written by
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
        out, bench, fmt, read, "kingdom_builder", "Kingdom Builder", "Counterfeiter/KingdomBuilder",
        ["kingdom_builder/NativeDecision", "kingdom_builder/NativeDecision/real_time"],
        "PEER_DRIVERS, PEER_KB_DIR: engines/kingdom_builder/testing/peer/README.md")
