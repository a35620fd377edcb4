#!/usr/bin/env bash
# Builds (Release) and runs every benchmark, then writes BENCHMARKS.md:
#   1. engine micro-benchmarks for every registered game (tests/bench/engine_bench, JSON out);
#      then each game's independent peer where one is declared and set up
#      (engines/<game>/testing/peer/peer_speed.py), on the same core;
#   2. game records from `arbiter playout` (every game, several seeds and seat counts);
#   3. arbiterd on 127.0.0.1 (port 0, --bench_echo: the benchmark echo of
#      service/server/bench_echo.h) and tests/bench/loadgen against it: closed loop at 16
#      outstanding calls (Health/Check, ApplyAction on the recorded mid-game states and the echo
#      of those same requests, phases alternating; all games' records mixed, then each game's
#      alone), then an open loop at a fixed rate, then 2 x RSS_CALLS calls for arbiterd's VmRSS
#      growth; CPU time per call of both processes in every phase;
#      then ReplayGame of long records (up to 2,000 steps), each game's alone: the server's
#      steps per CPU second against the native replay of the same record files on the client
#      core (tests/bench/replay_profile native, NewGame excluded; and `split`, ReplayGame
#      in-process without gRPC), run before arbiterd starts;
#   4. with valgrind installed, arbiterd's instructions per call under callgrind (Health/Check,
#      ApplyAction and the echo, mixed and per game), split into gRPC/protobuf, service code and
#      engine (decode, judge and play, encode).
# With two or more cores the server is pinned to CPU 0 and the load generator / engine
# benchmarks to CPU 1 (taskset).
#
#   scripts/bench.sh                      # everything, ~6 minutes after the build (+ a few under callgrind)
#   BUILD_DIR=build-bench DURATION=5 ROUNDS=2 OPEN_RATE=2000 scripts/bench.sh
#
# Environment: BUILD_DIR (default build-bench), DURATION (seconds per loadgen phase, 5),
# ROUNDS (health/apply rounds, 2), OUTSTANDING (16), OPEN_RATE (calls/s, 1000),
# BENCH_MIN_TIME (Google Benchmark seconds per benchmark, 0.3), LOG_LEVEL (arbiterd, warn),
# RSS_CALLS (calls per kind in the memory run, 500000), REPORT (output Markdown, BENCHMARKS.md),
# PEER_DRIVERS (the folder of the shared peer drivers, ../shared/peers) and each game's peer work
# tree, PEER_KB_DIR, PEER_TTR_DIR, PEER_M44_DIR (named in engines/<game>/testing/peer/README.md,
# which says how to fetch the peer; never inside the repository): each peer's own random play
# beside the engine's native playouts on the same core, per wall and per CPU second; a peer whose
# variables are unset is reported skipped; PEER_GAMES (games per peer run, 100),
# CALLGRIND (1: also count arbiterd's instructions per call under callgrind, a few minutes; 0:
# skip), CALLGRIND_CALLS (calls per callgrind phase, 3000: loadgen cycles the recorded requests
# from the first, so keep it at least their number, 2,826 for the default records, for the mixed
# phase to cover every game), LOAD_NOTE (what else ran on the machine, printed in the report's
# caveat, e.g. "two other builds at -j2"), REPLAY_NATIVE_STEPS (steps per replay_profile run on
# each game's long records, 3,000,000). Raw outputs go to $BUILD_DIR/bench-out/.
set -euo pipefail
cd "$(dirname "$0")/.."
source tests/bench/arbiterd_port.sh
BUILD_DIR="${BUILD_DIR:-build-bench}"
DURATION="${DURATION:-5}"
ROUNDS="${ROUNDS:-2}"
OUTSTANDING="${OUTSTANDING:-16}"
OPEN_RATE="${OPEN_RATE:-1000}"
BENCH_MIN_TIME="${BENCH_MIN_TIME:-0.3}"
LOG_LEVEL="${LOG_LEVEL:-warn}"
REPORT="${REPORT:-BENCHMARKS.md}"
RSS_CALLS="${RSS_CALLS:-500000}"

cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
ninja -C "$BUILD_DIR" -j"${JOBS:-2}" arbiterd arbiter loadgen engine_bench replay_profile

OUT="$BUILD_DIR/bench-out"
rm -rf "$OUT"
mkdir -p "$OUT/records"
ARBITERD="$BUILD_DIR/service/arbiterd"
CLI="$BUILD_DIR/clients/cli/arbiter"
LOADGEN="$BUILD_DIR/tests/bench/loadgen"
ENGINE_BENCH="$BUILD_DIR/tests/bench/engine_bench"
REPLAY_PROFILE="$BUILD_DIR/tests/bench/replay_profile"

SERVER_CPU=()
CLIENT_CPU=()
if [ "$(nproc)" -ge 2 ] && command -v taskset >/dev/null; then
  SERVER_CPU=(taskset -c 0)
  CLIENT_CPU=(taskset -c 1)
fi
uptime >"$OUT/load_before.txt"

# 1. Engine micro-benchmarks.
ENGINE_CMD=("${CLIENT_CPU[@]}" "$ENGINE_BENCH" --benchmark_min_time="$BENCH_MIN_TIME"
            --benchmark_format=json --benchmark_out="$OUT/engine.json"
            --benchmark_out_format=json)
echo "+ ${ENGINE_CMD[*]}"
"${ENGINE_CMD[@]}" >/dev/null
# 1b. Each game's independent peer, in the same run and on the same core as the engine
# benchmarks (issue 22 §2): every engines/<game>/testing/peer/peer_speed.py, which times the
# peer's own random play when the peer's variables are set (that folder's README.md) and else
# writes why it was skipped (tests/bench/peer_bench.py); BENCHMARKS.md says either.
PEER_CMDS=()
for speed in engines/*/testing/peer/peer_speed.py; do
  [ -f "$speed" ] || continue
  peer_game="${speed#engines/}"; peer_game="${peer_game%%/*}"
  PEER_CMD=("$speed" --out "$OUT/peer/$peer_game.json" --games "${PEER_GAMES:-100}"
            --cpu "${CLIENT_CPU[2]:--1}")
  echo "+ ${PEER_CMD[*]}"
  mkdir -p "$OUT/peer"
  "${PEER_CMD[@]}" >"$OUT/peer/$peer_game.txt" 2>&1 ||
    echo "peer benchmark failed (BENCHMARKS.md says so): $OUT/peer/$peer_game.txt" >&2
  PEER_CMDS+=("${PEER_CMD[*]}")
done

# 2. Records: every game, 4 seeds, up to 400 steps each.
# (`arbiter games` prints the ListGamesResponse as proto3 JSON.)
GAMES="$("$CLI" games | python3 -c 'import json, sys; print(" ".join(g["gameId"] for g in json.load(sys.stdin)["games"]))')"
# Each game's seat range (min max), so a game for exactly 2 seats records 2-seat games.
SEAT_RANGES="$("$CLI" games | python3 -c 'import json, sys; print(" ".join("%s:%d:%d" % (g["gameId"], g.get("minSeats", 2), g.get("maxSeats", 2)) for g in json.load(sys.stdin)["games"]))')"
for game in $GAMES; do
  range="$(tr ' ' '\n' <<<"$SEAT_RANGES" | grep "^$game:")"
  min_seats="$(cut -d: -f2 <<<"$range")"
  max_seats="$(cut -d: -f3 <<<"$range")"
  for seed in 1 2 3 4; do
    # 2 or 3 seats by seed, within the game's range.
    seats=$((2 + seed % 2))
    [ "$seats" -lt "$min_seats" ] && seats=$min_seats
    [ "$seats" -gt "$max_seats" ] && seats=$max_seats
    "$CLI" playout "$game" --seats "$seats" --seed "$seed" --max-steps 400 \
      --record "$OUT/records/$game-$seed.binpb" >/dev/null
  done
done
ls "$OUT/records" >"$OUT/records.txt"
# Long records for ReplayGame: 2 seeds a game, up to 2,000 steps each.
mkdir -p "$OUT/replay_records"
for game in $GAMES; do
  range="$(tr ' ' '\n' <<<"$SEAT_RANGES" | grep "^$game:")"
  min_seats="$(cut -d: -f2 <<<"$range")"
  for seed in 1 2; do
    "$CLI" playout "$game" --seats "$min_seats" --seed "$seed" --max-steps 2000 \
      --record "$OUT/replay_records/$game-$seed.binpb" >/dev/null
  done
done

# The native side of the ReplayGame comparison on the SAME long records loadgen sends (issue 22):
# tests/bench/replay_profile on the client core, before arbiterd starts. `native`: NewGame once
# per record before the loop (not counted), then per call DecodePosition, Position::Apply of every
# recorded action, one Encode; `split`: ReplayGame in-process as arbiterd runs it (request bytes
# split and parsed, NewGame, every step judged and applied, response serialized), no gRPC.
# Calls: enough for about REPLAY_NATIVE_STEPS steps (default 3,000,000), from a first pass over
# the records once.
REPLAY_NATIVE_STEPS="${REPLAY_NATIVE_STEPS:-3000000}"
REPLAY_NATIVE_CMDS=()
for game in $GAMES; do
  files=("$OUT/replay_records/$game"-*.binpb)
  once="$("$REPLAY_PROFILE" native "${#files[@]}" "${files[@]}" | sed -n 's/.* steps=\([0-9]*\) .*/\1/p')"
  calls=$(( (REPLAY_NATIVE_STEPS * ${#files[@]} + ${once:-1} - 1) / ${once:-1} ))
  [ "$calls" -lt "${#files[@]}" ] && calls=${#files[@]}
  for mode in native split; do
    NATIVE_CMD=("${CLIENT_CPU[@]}" "$REPLAY_PROFILE" "$mode" "$calls" "${files[@]}")
    echo "+ ${NATIVE_CMD[*]}"
    "${NATIVE_CMD[@]}" | tee "$OUT/replay_${mode}_$game.txt"
    REPLAY_NATIVE_CMDS+=("${NATIVE_CMD[*]}")
  done
done

# 3. arbiterd + loadgen.
# --bench_echo: benchmarks only (docs/operations.md); it is off in production.
"${SERVER_CPU[@]}" "$ARBITERD" --listen=127.0.0.1:0 --metrics_listen=127.0.0.1:0 \
  --log_level="$LOG_LEVEL" --bench_echo >"$OUT/arbiterd.out" 2>"$OUT/arbiterd.err" &
SERVER_PID=$!
trap 'kill "$SERVER_PID" 2>/dev/null || true' EXIT
PORT="$(arbiterd_port "$OUT/arbiterd.out" 300 0.1)" || { cat "$OUT/arbiterd.err" >&2; exit 1; }

CLOSED_CMD=("${CLIENT_CPU[@]}" "$LOADGEN" --target="127.0.0.1:$PORT" --records "$OUT/records"
            --mode=closed --outstanding="$OUTSTANDING" --duration="$DURATION" --rounds="$ROUNDS"
            --kinds=health,apply,echo
            --warmup=2 --server_pid="$SERVER_PID" --json="$OUT/loadgen_closed.json")
echo "+ ${CLOSED_CMD[*]}"
"${CLOSED_CMD[@]}" | tee "$OUT/loadgen_closed.txt"
# The same closed loop with one game's records at a time.
GAME_CMDS=()
for game in $GAMES; do
  GAME_CMD=("${CLIENT_CPU[@]}" "$LOADGEN" --target="127.0.0.1:$PORT"
            --records "$OUT/records/$game"-*.binpb --mode=closed --outstanding="$OUTSTANDING"
            --duration="$DURATION" --rounds="$ROUNDS" --kinds=health,apply,echo --warmup=1
            --server_pid="$SERVER_PID" --json="$OUT/loadgen_game_$game.json")
  echo "+ ${GAME_CMD[*]}"
  "${GAME_CMD[@]}" | tee "$OUT/loadgen_game_$game.txt"
  GAME_CMDS+=("${GAME_CMD[*]}")
done
# ReplayGame of each game's long records alone (issue 22: steps per server CPU second).
REPLAY_CMDS=()
for game in $GAMES; do
  REPLAY_CMD=("${CLIENT_CPU[@]}" "$LOADGEN" --target="127.0.0.1:$PORT"
              --records "$OUT/records/$game"-*.binpb
              --replay_records "$OUT/replay_records/$game"-*.binpb --mode=closed
              --outstanding=4 --duration="$DURATION" --rounds=1 --kinds=replay --warmup=1
              --deadline_ms=60000 --server_pid="$SERVER_PID"
              --json="$OUT/loadgen_replay_$game.json")
  echo "+ ${REPLAY_CMD[*]}"
  "${REPLAY_CMD[@]}" | tee "$OUT/loadgen_replay_$game.txt"
  REPLAY_CMDS+=("${REPLAY_CMD[*]}")
done
OPEN_CMD=("${CLIENT_CPU[@]}" "$LOADGEN" --target="127.0.0.1:$PORT" --records "$OUT/records"
          --mode=open --rate="$OPEN_RATE" --duration="$DURATION" --rounds=1 --warmup=1
          --kinds=health,apply,echo --server_pid="$SERVER_PID" --json="$OUT/loadgen_open.json")
echo "+ ${OPEN_CMD[*]}"
"${OPEN_CMD[@]}" | tee "$OUT/loadgen_open.txt"
# Resident memory over many calls: RSS_CALLS per call kind (health, then apply), so
# 2 * RSS_CALLS calls in all; VmRSS compared before/after (after a 2 s warmup).
RSS_CMD=("${CLIENT_CPU[@]}" "$LOADGEN" --target="127.0.0.1:$PORT" --records "$OUT/records"
         --mode=closed --outstanding="$OUTSTANDING" --calls="$RSS_CALLS" --rounds=1 --warmup=2
         --server_pid="$SERVER_PID" --json="$OUT/loadgen_rss.json")
echo "+ ${RSS_CMD[*]}"
"${RSS_CMD[@]}" | tee "$OUT/loadgen_rss.txt"
kill -TERM "$SERVER_PID"
wait "$SERVER_PID" || true
trap - EXIT
uptime >"$OUT/load_after.txt"

# Server instructions per call under callgrind (tests/bench/callgrind_calls.sh): after the timed
# runs, unpinned (instruction counts do not depend on the machine's load). CALLGRIND=0 skips it.
CALLGRIND_CMD=()
if [ "${CALLGRIND:-1}" != 0 ] && command -v valgrind >/dev/null && command -v callgrind_control >/dev/null; then
  CALLGRIND_CMD=(env CALLS="${CALLGRIND_CALLS:-3000}" OUTSTANDING="$OUTSTANDING"
                 tests/bench/callgrind_calls.sh "$BUILD_DIR" "$OUT/records" "$OUT/callgrind")
  echo "+ ${CALLGRIND_CMD[*]}"
  "${CALLGRIND_CMD[@]}"
fi

# 4. The report.
{
  echo "engine_cmd=${ENGINE_CMD[*]}"
  echo "closed_cmd=${CLOSED_CMD[*]}"
  echo "open_cmd=${OPEN_CMD[*]}"
  echo "rss_cmd=${RSS_CMD[*]}"
  echo "callgrind_cmd=${CALLGRIND_CMD[*]:-}"
  for i in "${!PEER_CMDS[@]}"; do echo "peer_cmd_$i=${PEER_CMDS[$i]}"; done
  for i in "${!GAME_CMDS[@]}"; do echo "game_cmd_$i=${GAME_CMDS[$i]}"; done
  for i in "${!REPLAY_CMDS[@]}"; do echo "replay_cmd_$i=${REPLAY_CMDS[$i]}"; done
  for i in "${!REPLAY_NATIVE_CMDS[@]}"; do echo "replay_native_cmd_$i=${REPLAY_NATIVE_CMDS[$i]}"; done
  echo "pinning=${SERVER_CPU[*]:-none} (server) / ${CLIENT_CPU[*]:-none} (clients)"
  echo "log_level=$LOG_LEVEL"
  echo "load_note=${LOAD_NOTE:-}"
} >"$OUT/commands.txt"
python3 tests/bench/write_report.py "$OUT" "$REPORT"
echo "wrote $REPORT"
