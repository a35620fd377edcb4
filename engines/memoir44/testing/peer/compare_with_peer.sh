#!/usr/bin/env bash
# Memoir '44 against the peer xpmatteo/auto-memoir44 (issue 17; README.md beside this), all at
# once, on a machine that has the peer (never fetched into the repository):
#   1. the driver's --self-check (geometry, sections, LOS, dice, deck, scenarios vs the peer);
#   2. GAMES seeded games dumped (neutral JSON lines) and memoir44_peer_diff on them: the
#      agreement per phase and every class of difference with the side the rules put it on;
#   3. speed, side by side on one core (taskset -c CPU): the peer's own random play (--bare,
#      BARE_GAMES games, peer_speed.py) and the engine's native random playouts listing every
#      legal action (engine_bench memoir44/NativePlayout/*), as games per wall second (the
#      peer's inside its games) and per CPU second (the peer's start-up cancelled out), and
#      their ratios (the target: 20x). Ratios, never a timed assertion; a loaded machine slows
#      wall clocks, not CPU seconds, so on a shared machine read the CPU ratio.
#
#   PEER_DIR=$SCRATCH/peers/auto-memoir44 PEER_DRIVER=.../automemoir_m44_driver.ts \
#     engines/memoir44/testing/peer/compare_with_peer.sh   # BUILD_DIR (build), OUT, GAMES (50)
#
# Environment: PEER_DIR (a work tree of the peer at 92bf7c7 with `npm ci` done), PEER_DRIVER
# (the driver), BUILD_DIR (a build with memoir44_peer_diff and engine_bench; built here if
# missing), OUT (outputs), GAMES (diff games, 50), SEED (1), BARE_GAMES (100 a scenario), CPU (1),
# BENCH_MIN_TIME (seconds per engine benchmark, 3).
set -euo pipefail
cd "$(dirname "$0")/../../../.."
: "${PEER_DIR:?set PEER_DIR to the peer work tree}"
: "${PEER_DRIVER:?set PEER_DRIVER to automemoir_m44_driver.ts}"
BUILD_DIR="${BUILD_DIR:-build}"
OUT="${OUT:-$BUILD_DIR/memoir44-peer}"
GAMES="${GAMES:-50}"
SEED="${SEED:-1}"
BARE_GAMES="${BARE_GAMES:-100}"
CPU="${CPU:-1}"
BENCH_MIN_TIME="${BENCH_MIN_TIME:-3}"
mkdir -p "$OUT"
export PEER_DIR
TSX=(npx --yes tsx@4.23.15 --tsconfig "$PEER_DIR/tsconfig.json" "$PEER_DRIVER")
PIN=()
if command -v taskset >/dev/null && [ "$(nproc)" -gt "$CPU" ]; then PIN=(taskset -c "$CPU"); fi

ninja -C "$BUILD_DIR" memoir44_peer_diff engine_bench >/dev/null

echo "== 1. peer self-check"
"${TSX[@]}" --self-check | tee "$OUT/self_check.txt"

echo "== 2. $GAMES games of seed $SEED, compared"
"${TSX[@]}" "$GAMES" --seed "$SEED" --out "$OUT/peer.jsonl" 2>"$OUT/dump.txt" || true
cat "$OUT/dump.txt"
"$BUILD_DIR/engines/memoir44/memoir44_peer_diff" --examples 3 --max-unexplained 100000000 \
  --max-engine 100000000 --max-refused 100000000 "$OUT/peer.jsonl" | tee "$OUT/diff.txt"

echo "== 3. speed on one core (${PIN[*]:-unpinned})"
uptime | tee "$OUT/load.txt"
engines/memoir44/testing/peer/peer_speed.py --out "$OUT/peer_speed.json" --games "$BARE_GAMES" \
  --seed "$SEED" --cpu "${PIN[2]:--1}" ST02 ST03 | tee "$OUT/peer_bare.txt"
"${PIN[@]}" "$BUILD_DIR/tests/bench/engine_bench" --benchmark_filter='memoir44/NativePlayout' \
  --benchmark_min_time="$BENCH_MIN_TIME" --benchmark_format=json >"$OUT/engine.json"
uptime | tee -a "$OUT/load.txt"
python3 - "$OUT" <<'EOF' | tee "$OUT/speed.txt"
import json, os, sys
out = sys.argv[1]
engine = {b["name"]: b for b in json.load(open(os.path.join(out, "engine.json")))["benchmarks"]}
peer = json.load(open(os.path.join(out, "peer_speed.json")))
for name, b in sorted(engine.items()):
    print("%s: %.1f games/s, %.0f decisions/s, %.1f actions/decision, capped %d"
          % (name, b.get("games_per_s", 0.0), b.get("decisions_per_s", 0.0),
             b.get("actions_per_decision", 0.0), int(b.get("capped", 0))))
for code, ours in (("ST02", "sainte_mere_eglise"), ("ST03", "sword_beach")):
    b = engine.get("memoir44/NativePlayout/" + ours + "/real_time")
    p = peer.get(code)
    if not p or not b:
        sys.exit("missing the peer's figures or the engine's benchmark for " + code)
    g = b["games_per_s"]
    g_cpu = g * b["real_time"] / b["cpu_time"]
    print("%s (%s): per wall second peer %.1f games/s (inside its games), engine %.1f: %.1fx; "
          "per CPU second peer %.1f, engine %.1f: %.1fx (target 20x)"
          % (code, ours, p["games_per_s"], g, g / p["games_per_s"], p["games_per_cpu_s"], g_cpu,
             g_cpu / p["games_per_cpu_s"]))
EOF
