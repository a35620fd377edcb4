#!/usr/bin/env bash
# Memoir '44 against the peer xpmatteo/auto-memoir44 (issue 17; engines/memoir44/testing/peer/
# README.md), all at once, on a machine that has the peer (never fetched into the repository):
#   1. the driver's --self-check (geometry, sections, LOS, dice, deck, scenarios vs the peer);
#   2. GAMES seeded games dumped (neutral JSON lines) and memoir44_peer_diff on them: the
#      agreement per phase and every class of difference with the side the rules put it on;
#   3. speed, side by side on one core (taskset -c CPU): the peer's own random play (--bare,
#      BARE_GAMES games) and the engine's native random playouts listing every legal action
#      (engine_bench memoir44/NativePlayout/*), as games per second and their ratio (the
#      target: 20x). Ratios, never a timed assertion.
#
#   PEER_DIR=$SCRATCH/peers/auto-memoir44 PEER_DRIVER=.../automemoir_m44_driver.ts \
#     scripts/memoir44_peer.sh            # BUILD_DIR (build), OUT (build/memoir44-peer), GAMES (50)
#
# Environment: PEER_DIR (a work tree of the peer at 92bf7c7 with `npm ci` done), PEER_DRIVER
# (the driver), BUILD_DIR (a build with memoir44_peer_diff and engine_bench; built here if
# missing), OUT (outputs), GAMES (diff games, 50), SEED (1), BARE_GAMES (200), CPU (1),
# BENCH_MIN_TIME (seconds per engine benchmark, 3).
set -euo pipefail
cd "$(dirname "$0")/.."
: "${PEER_DIR:?set PEER_DIR to the peer work tree}"
: "${PEER_DRIVER:?set PEER_DRIVER to automemoir_m44_driver.ts}"
BUILD_DIR="${BUILD_DIR:-build}"
OUT="${OUT:-$BUILD_DIR/memoir44-peer}"
GAMES="${GAMES:-50}"
SEED="${SEED:-1}"
BARE_GAMES="${BARE_GAMES:-200}"
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
"${PIN[@]}" "${TSX[@]}" "$BARE_GAMES" --bare --seed "$SEED" 2>&1 | tee "$OUT/peer_bare.txt"
"${PIN[@]}" "$BUILD_DIR/tests/bench/engine_bench" --benchmark_filter='memoir44/NativePlayout' \
  --benchmark_min_time="$BENCH_MIN_TIME" --benchmark_format=json >"$OUT/engine.json"
python3 - "$OUT/peer_bare.txt" "$OUT/engine.json" <<'EOF' | tee "$OUT/speed.txt"
import json, re, sys
bare = open(sys.argv[1]).read()
# "N games (...), S raw peer steps ..., W s wall -> G games/s, ...; inside the games T s -> ..."
m = re.search(r"(\d+) games .*? ([\d.]+) s wall -> ([\d.]+) games/s.*?inside the games ([\d.]+) s", bare)
if not m:
    sys.exit("no peer summary line in " + sys.argv[1])
games, wall, per_s, inside = int(m.group(1)), float(m.group(2)), float(m.group(3)), float(m.group(4))
peer_inside = games / inside
print("peer --bare: %d games, %.2f games/s wall (%.2f s incl. start-up), %.2f games/s inside the games"
      % (games, per_s, wall, peer_inside))
engine = {b["name"]: b for b in json.load(open(sys.argv[2]))["benchmarks"]}
ours = []
for name, b in sorted(engine.items()):
    g = b.get("games_per_s", 0.0)
    print("%s: %.1f games/s, %.0f decisions/s, %.1f actions/decision, capped %d"
          % (name, g, b.get("decisions_per_s", 0.0), b.get("actions_per_decision", 0.0),
             int(b.get("capped", 0))))
    if "sainte_mere_eglise" in name or "sword_beach" in name:
        ours.append(g)
if ours:
    mean = sum(ours) / len(ours)
    print("ratio engine / peer on the peer's scenarios: %.1fx (inside the games), %.1fx (wall); target 20x"
          % (mean / peer_inside, mean / per_s))
EOF
