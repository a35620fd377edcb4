"""BENCHMARKS.md's Memoir '44 section (tests/bench/write_report.py loads it): the engine's native
random playouts beside the peer xpmatteo/auto-memoir44's random play, in the same bench.sh run
(engine.json's memoir44/NativePlayout/* and peer_speed.json, written by peer_speed.py when
bench.sh ran the peer). Issue 17's target: 20 times the peer's games per second.
"""
import json
import os


def section(out, bench, fmt, read):
    """Issue 17 "Speed": Memoir '44's native playouts beside the peer's random play (peer_speed.json,
    when bench.sh ran the peer), and each game's ApplyAction/Health ratio through arbiterd."""
    rows = []
    peer_path = os.path.join(out, "peer_speed.json")
    peer = json.loads(read(peer_path)) if os.path.exists(peer_path) else {}
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
    if not rows:
        return []
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
    md.append("| scenario | engine games/s | engine games/CPU-s | peer games/s | "
              "peer games/CPU-s | ratio (wall) | ratio (CPU) |")
    md.append("|---|---:|---:|---:|---:|---:|---:|")
    md += rows
    if not peer:
        md.append("")
        md.append("The peer was not run (bench.sh runs it when PEER_DIR and PEER_DRIVER are set; "
                  "engines/memoir44/testing/peer/README.md).")
    md.append("")
    return md
