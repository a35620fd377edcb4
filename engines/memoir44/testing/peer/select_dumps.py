#!/usr/bin/env python3
"""Picks whole games out of a peer dump (automemoir_m44_driver.ts JSON lines) for the committed
test data of memoir44_peer_diff (dumps/, PROVENANCE.md): per scenario, the games that together
cover the most decision kinds and cards (a greedy cover; ties go to more overrun and take-ground
decisions, then to the smaller game), written unchanged, gzip'd reproducibly (mtime 0).

    select_dumps.py FULL.jsonl OUT_DIR [--per-scenario 3]   # writes OUT_DIR/st02.jsonl.gz, ...

Whole games, because a position's context comes from the lines before it (neutral.h). Prints the
games chosen, what they cover and the SHA-256 of each file written, for PROVENANCE.md.
"""
import argparse
import collections
import gzip
import hashlib
import json
import os
import re


def features(line):
    """What one decision line adds to the cover: its phase, and the card of an ORDER."""
    state = line["state"]
    out = {"phase:" + state["phase"]}
    if state["phase"] in ("order", "targets") and state["card"]:
        out.add("card:" + re.sub(r" (left|center|right)$", "", state["card"]))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("dump")
    ap.add_argument("out_dir")
    ap.add_argument("--per-scenario", type=int, default=3)
    args = ap.parse_args()

    lines = collections.defaultdict(list)
    feats = collections.defaultdict(collections.Counter)
    scenario = {}
    with open(args.dump, encoding="utf-8") as f:
        for text in f:
            o = json.loads(text)
            g = o["game"]
            lines[g].append(text)
            if "scenario" in o:
                scenario[g] = o["scenario"]
            if "legal" in o:
                for k in features(o):
                    feats[g][k] += 1
    os.makedirs(args.out_dir, exist_ok=True)
    for sc in sorted(set(scenario.values())):
        games = sorted(g for g in scenario if scenario[g] == sc)
        chosen, covered = [], set()
        while len(chosen) < min(args.per_scenario, len(games)):
            def score(g):
                size = sum(len(t) for t in lines[g])
                return (len(set(feats[g]) - covered), feats[g]["phase:overrun"],
                        feats[g]["phase:take_ground"], -size)
            best = max((g for g in games if g not in chosen), key=score)
            chosen.append(best)
            covered |= set(feats[best])
        chosen.sort()
        raw = "".join(t for g in chosen for t in lines[g]).encode("utf-8")
        path = os.path.join(args.out_dir, sc.lower() + ".jsonl.gz")
        with open(path, "wb") as out:
            with gzip.GzipFile(filename="", mode="wb", fileobj=out, mtime=0, compresslevel=9) as z:
                z.write(raw)
        with open(path, "rb") as f:
            digest = hashlib.sha256(f.read()).hexdigest()
        decisions = sum(feats[g][k] for g in chosen for k in feats[g] if k.startswith("phase:"))
        print("%s: games %s, %d decisions, %d bytes -> %s sha256 %s" % (
            sc, ",".join(map(str, chosen)), decisions, len(raw), path, digest))
        print("  covers: " + ", ".join(sorted(covered)))


if __name__ == "__main__":
    main()
