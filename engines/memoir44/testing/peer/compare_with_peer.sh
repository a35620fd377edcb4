#!/usr/bin/env bash
# Memoir '44 against the peer xpmatteo/auto-memoir44 (issue 17; README.md beside this), all at
# once, on a machine that has the peer (never fetched into the repository):
#   1. the driver's --self-check (geometry, sections, LOS, dice, deck, scenarios vs the peer);
#   2. GAMES seeded games dumped (neutral JSON lines) and memoir44_peer_diff on them: the
#      agreement per phase and every class of difference with the side the rules put it on;
#   3. speed, side by side on one core (taskset -c CPU): the peer's own random play (--bare,
#      BARE_GAMES games) and the engine's native random playouts listing every legal action
#      (engine_bench memoir44/NativePlayout/*), as games per second (both per wall-clock
#      second, each scenario alone) and their ratio (the target: 20x). Ratios, never a timed
#      assertion; a loaded machine slows both, so compare runs made together.
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
for sc in ST02 ST03; do
  "${PIN[@]}" "${TSX[@]}" "$BARE_GAMES" --bare --seed "$SEED" --scenarios "$sc" 2>&1 |
    tee "$OUT/peer_bare_$sc.txt"
done
"${PIN[@]}" "$BUILD_DIR/tests/bench/engine_bench" --benchmark_filter='memoir44/NativePlayout' \
  --benchmark_min_time="$BENCH_MIN_TIME" --benchmark_format=json >"$OUT/engine.json"
uptime | tee -a "$OUT/load.txt"
python3 - "$OUT" <<'EOF' | tee "$OUT/speed.txt"
import json, os, re, sys
out = sys.argv[1]
engine = {b["name"]: b for b in json.load(open(os.path.join(out, "engine.json")))["benchmarks"]}
for name, b in sorted(engine.items()):
    print("%s: %.1f games/s, %.0f decisions/s, %.1f actions/decision, capped %d"
          % (name, b.get("games_per_s", 0.0), b.get("decisions_per_s", 0.0),
             b.get("actions_per_decision", 0.0), int(b.get("capped", 0))))
for code, ours in (("ST02", "sainte_mere_eglise"), ("ST03", "sword_beach")):
    bare = open(os.path.join(out, "peer_bare_%s.txt" % code)).read()
    # "N games (...), S raw peer steps ..., W s wall -> G games/s, ...; inside the games T s"
    m = re.search(r"(\d+) games .*? ([\d.]+) s wall -> ([\d.]+) games/s.*?inside the games "
                  r"([\d.]+) s", bare)
    b = engine.get("memoir44/NativePlayout/" + ours + "/real_time")
    if not m or not b:
        sys.exit("missing the peer's summary or the engine's benchmark for " + code)
    peer = int(m.group(1)) / float(m.group(4))
    g = b["games_per_s"]
    print("%s (%s): peer %.1f games/s (inside its games, wall clock), engine %.1f games/s: "
          "%.1fx (target 20x)" % (code, ours, peer, g, g / peer))
EOF
