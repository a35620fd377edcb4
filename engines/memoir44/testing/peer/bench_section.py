"""BENCHMARKS.md's Memoir '44 section (tests/bench/write_report.py loads it): the engine's native
random playouts beside the peer xpmatteo/auto-memoir44's random play, in the same bench.sh run
(engine.json's memoir44/NativePlayout/* and peer/memoir44.json, written by peer_speed.py;
tests/bench/peer_bench.py). Issue 17's target: 20 times the peer's games per second.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), *[".."] * 4,
                                "tests", "bench"))
import peer_bench  # noqa: E402


def section(out, bench, fmt, read):
    """Issue 17 "Speed": Memoir '44's native playouts beside the peer's random play
    (peer/memoir44.json; when the peer was skipped, the section says why)."""
    rows = []
    peer, why = peer_bench.read_peer(out, "memoir44", read)
    peer = peer or {}
    for code, name in (("ST02", "sainte_mere_eglise"), ("ST03", "sword_beach")):
        b = bench.get("memoir44/NativePlayout/%s/real_time" % name)
        if b is None or b.get("error_occurred"):
            continue
        wall = b.get("games_per_s", 0.0)
        per_cpu = wall * b["real_time"] / b["cpu_time"] if b.get("cpu_time") else 0.0
        p = peer.get(code)
        if p:
            rows.append("| %s (%s) | %s | %s | %s | %s | %.1f × | %.1f × |" % (
                name, code, fmt(wall), fmt(per_cpu), fmt(p["games_per_s"]),
                fmt(p["games_per_cpu_s"]), wall / p["games_per_s"] if p["games_per_s"] else 0,
                per_cpu / p["games_per_cpu_s"] if p["games_per_cpu_s"] else 0))
        else:
            rows.append("| %s (%s) | %s | %s | - | - | - | - |" % (
                name, code, fmt(wall), fmt(per_cpu)))
    md = ["## Memoir '44 against the peer (issue 17)", ""]
    md.append("Random playouts listing every legal action at each decision: the engine's native "
              "ones (engine_bench `memoir44/NativePlayout/*`, rules code on the native state) "
              "and the peer xpmatteo/auto-memoir44's own (its driver's `--bare` play, "
              "`engines/memoir44/testing/peer/peer_speed.py`), on one core in the same run. "
              "Games per second are per wall second (the peer's: inside its games); games per "
              "CPU second do not grow when other processes share the core (the peer's: the "
              "CPU time of %s games less that of 1, so its start-up cancels out). Target: 20 ×." %
              (peer.get("ST02", {}).get("games", "N")))
    md.append("")
    if rows:
        md.append("| scenario | engine games/s | engine games/CPU-s | peer games/s | "
                  "peer games/CPU-s | ratio (wall) | ratio (CPU) |")
        md.append("|---|---:|---:|---:|---:|---:|---:|")
        md += rows
    else:
        md.append("No engine figures: engine_bench reported no "
                  "`memoir44/NativePlayout/{sainte_mere_eglise,sword_beach}/real_time` in this "
                  "run, so no ratio.")
    if peer:
        md.append("")
        md.append("Load average before the peer's runs `%s`, after `%s`." % (
            peer.get("load_before", "?"), peer.get("load", "?")))
    if not peer:
        md.append("")
        md.append("No peer figures: %s. bench.sh times the peer when PEER_DRIVERS and "
                  "PEER_M44_DIR are set (engines/memoir44/testing/peer/README.md)." % why)
    md.append("")
    return md
